// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/bots/example_bot.cpp: a small, complete Smash the Code bot built on bitcc::stc.
//
// Contest submissions are one source file: paste the single header (`cmake -P
// tools/single_header.cmake` writes build/single_include/bitcc.hpp) in place of the #include
// below. Each turn the bot reads the protocol from standard input:
//   8 lines "colorA colorB"   the pairs to come, the current one first
//   1 line                    its score
//   12 lines                  its grid, top line first
//   1 line                    the opponent's score
//   12 lines                  the opponent's grid
// and answers "x rotation". It searches the placements of the current pair and the next two
// (depth 3, about 22^3 = 10648 resolved placements) and stops early when the clock says 80 ms.
//
// Options (for local matches; the contest passes none): `--depth D` searches D pairs (1..8,
// default 3) and `--ms T` is the time budget per turn (default 80). A short budget makes the
// answers depend on the machine's load; tests that need the same answers every run use a small
// depth and a budget far above what it needs (`--depth 2 --ms 10000`). `--stats` prints, at the
// end of the input, the placements searched and the seconds spent searching to standard error
// (`placements N seconds S`), as tools/contest_bench.sh reads them.

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "bitcc.hpp"

namespace {

namespace stc = bitcc::stc;
using Clock = std::chrono::steady_clock;

constexpr int kPairs = 8;

struct Settings {
  int depth = 3;  // pairs searched, the current one included
  std::chrono::milliseconds budget{80};
  bool stats = false;
};

struct Pair {
  int a = 1, b = 1;
};

struct Turn {
  Pair pairs[kPairs];
  stc::Grid grid;
};

// Reads one turn; false at the end of the input (or on input the bot cannot read).
bool read_turn(std::istream& in, Turn& turn) {
  for (Pair& pair : turn.pairs)
    if (!(in >> pair.a >> pair.b)) return false;
  long long score = 0;
  std::string line, text;
  if (!(in >> score)) return false;
  std::getline(in, line);  // the rest of the score line
  for (int i = 0; i < bitcc::kHeight; ++i) {
    if (!std::getline(in, line)) return false;
    text += line + "\n";
  }
  std::string error;
  const auto grid = stc::parse_grid(text, &error);
  if (!grid) {
    std::cerr << "example_bot: cannot read my grid: " << error << "\n";
    return false;
  }
  turn.grid = *grid;
  if (!(in >> score)) return false;  // the opponent's score and grid, unused
  std::getline(in, line);
  for (int i = 0; i < bitcc::kHeight; ++i)
    if (!std::getline(in, line)) return false;
  return true;
}

// How promising a grid is beyond the points already scored: blocks that sit in pairs and triples
// of one color are chains in the making; a tall grid is close to losing.
double potential(const stc::Grid& grid) {
  double value = 0;
  for (int color = stc::kFirstColor; color <= stc::kLastColor; ++color) {
    const bitcc::Board plane = grid.plane(color);
    value += 1.0 * bitcc::popcount(bitcc::groups_at_least(plane, 2));
    value += 2.0 * bitcc::popcount(bitcc::groups_at_least(plane, 3));
  }
  int tallest = 0;
  for (int column = 0; column < bitcc::kWidth; ++column)
    if (grid.height(column) > tallest) tallest = grid.height(column);
  if (tallest > 8) value -= 40.0 * (tallest - 8);
  return value;
}

class Search {
 public:
  Search(const Turn& turn, int depth, Clock::time_point deadline)
      : turn_(turn), depth_(depth), deadline_(deadline) {}

  // The best first move; when the clock runs out, the best among the first moves fully searched.
  stc::Move best_move() {
    const Pair& pair = turn_.pairs[0];
    const stc::MoveList moves = turn_.grid.legal_moves(pair.a, pair.b);
    if (moves.count == 0) return stc::Move{2, 1};  // nothing fits: the game is lost anyway
    stc::Move best = moves.moves[0];
    double best_value = -1e300;
    for (const stc::Move move : moves) {
      if (Clock::now() >= deadline_) break;
      stc::Grid grid = turn_.grid;
      grid.place(pair.a, pair.b, move);
      const int score = grid.resolve_score();
      ++placements_;
      const double value = score + explore(grid, 1);
      if (value > best_value) {
        best_value = value;
        best = move;
      }
    }
    return best;
  }

  /// The placements resolved so far.
  long long placements() const { return placements_; }

 private:
  // The best value reachable from `grid` with pairs[depth..depth_); later points count a
  // little less (a bird in the hand).
  double explore(const stc::Grid& grid, int depth) {
    if (depth >= depth_ || Clock::now() >= deadline_) return potential(grid);
    const Pair& pair = turn_.pairs[depth];
    const stc::MoveList moves = grid.legal_moves(pair.a, pair.b);
    if (moves.count == 0) return -1e9;  // this line of play loses
    double best = -1e300;
    for (const stc::Move move : moves) {
      stc::Grid next = grid;
      next.place(pair.a, pair.b, move);
      const int score = next.resolve_score();
      ++placements_;
      const double value = 0.9 * (score + explore(next, depth + 1));
      if (value > best) best = value;
    }
    return best;
  }

  const Turn& turn_;
  int depth_;
  Clock::time_point deadline_;
  long long placements_ = 0;
};

}  // namespace

// Reads --depth D, --ms T (each option and its value) and --stats; false (with a message) on
// anything else.
bool parse_settings(int argc, char** argv, Settings& settings) {
  int i = 1;
  while (i < argc) {
    if (std::strcmp(argv[i], "--stats") == 0) {
      settings.stats = true;
      ++i;
      continue;
    }
    const bool depth = std::strcmp(argv[i], "--depth") == 0;
    const bool ms = std::strcmp(argv[i], "--ms") == 0;
    char* end = nullptr;
    const long value = i + 1 < argc ? std::strtol(argv[i + 1], &end, 10) : 0;
    const bool number = end != nullptr && end != argv[i + 1] && *end == '\0';
    if (depth && number && value >= 1 && value <= kPairs) {
      settings.depth = static_cast<int>(value);
    } else if (ms && number && value >= 1 && value <= 3600000) {
      settings.budget = std::chrono::milliseconds(value);
    } else {
      std::cerr << "usage: example_bot [--depth 1..8] [--ms 1..3600000] [--stats]\n";
      return false;
    }
    i += 2;
  }
  return true;
}

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  Settings settings;
  if (!parse_settings(argc, argv, settings)) return 2;
  Turn turn;
  long long placements = 0;
  Clock::duration searching{};
  while (read_turn(std::cin, turn)) {
    const Clock::time_point start = Clock::now();
    Search search(turn, settings.depth, start + settings.budget);
    const stc::Move move = search.best_move();
    searching += Clock::now() - start;
    placements += search.placements();
    std::cout << move.x << " " << move.rotation << std::endl;  // flush: the referee waits
  }
  if (settings.stats)
    std::cerr << "placements " << placements << " seconds "
              << std::chrono::duration<double>(searching).count() << "\n";
  return 0;
}
