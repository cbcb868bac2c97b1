// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/bots/random_bot.cpp: a Smash the Code bot that plays a uniformly random legal placement.
//
// The weakest sensible opponent: it never plays an illegal move while one is legal, and nothing
// else. It speaks the protocol of the rules (8 pairs, its score and grid, the opponent's score and
// grid; answers "x rotation"). Its generator is seeded with a hash of the first turn's input mixed
// with `--seed S` (default 0): each game of a match (its own pairs) gets other choices, and the
// same game replays identically. Two copies playing each other see the same first input, so give
// them different seeds (`random_bot --seed 1` against `random_bot --seed 2`), or every game is a
// mirror and a draw.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "bitcc/stc/stc.hpp"

namespace {

namespace stc = bitcc::stc;

constexpr int kPairs = 8;

// splitmix64: small, fast, and good enough to pick among 22 moves.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

struct Turn {
  int color_a = 1, color_b = 1;  // the current pair (the 7 after it are not used)
  stc::Grid grid;
  std::string text;  // the turn's input, for the seed
};

// Reads one turn; false at the end of the input or on input it cannot read.
bool read_turn(std::istream& in, Turn& turn) {
  std::string line;
  turn.text.clear();
  for (int i = 0; i < kPairs; ++i) {
    if (!std::getline(in, line)) return false;
    turn.text += line + "\n";
    if (i == 0 && std::sscanf(line.c_str(), "%d %d", &turn.color_a, &turn.color_b) != 2)
      return false;
  }
  if (!std::getline(in, line)) return false;  // its score
  std::string grid_text;
  for (int i = 0; i < bitcc::kHeight; ++i) {
    if (!std::getline(in, line)) return false;
    grid_text += line + "\n";
  }
  turn.text += grid_text;
  std::string error;
  const auto grid = stc::parse_grid(grid_text, &error);
  if (!grid) {
    std::cerr << "random_bot: cannot read my grid: " << error << "\n";
    return false;
  }
  turn.grid = *grid;
  for (int i = 0; i < 1 + bitcc::kHeight; ++i)  // the opponent's score and grid, unused
    if (!std::getline(in, line)) return false;
  return true;
}

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  return hash;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  bool seeded = false;
  std::uint64_t seed = 0;
  if (argc == 3 && std::strcmp(argv[1], "--seed") == 0) {
    char* end = nullptr;
    seed = std::strtoull(argv[2], &end, 10);
    seeded = end != argv[2] && *end == '\0' && argv[2][0] != '-';
  }
  if (argc != 1 && !seeded) {
    std::cerr << "usage: random_bot [--seed S]\n";
    return 2;
  }
  Turn turn;
  Rng rng(seed);
  bool first = true;
  while (read_turn(std::cin, turn)) {
    if (first) rng = Rng(fnv1a(turn.text) ^ Rng(seed).next());
    first = false;
    stc::Move move{0, 0};
    if (turn.color_a >= stc::kFirstColor && turn.color_a <= stc::kLastColor &&
        turn.color_b >= stc::kFirstColor && turn.color_b <= stc::kLastColor) {
      const stc::MoveList moves = turn.grid.legal_moves(turn.color_a, turn.color_b);
      if (moves.count > 0) move = moves.moves[rng.next() % static_cast<std::uint64_t>(moves.count)];
    }
    std::cout << move.x << " " << move.rotation << std::endl;  // flush: the referee waits
  }
  return 0;
}
