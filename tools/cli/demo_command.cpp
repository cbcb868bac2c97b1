// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc demo`: what bitcc does, shown in a few seconds on inputs it makes itself (no input read):
// a 6x12 board split into its components (drawn by `bitcc label --draw`), the labeling rate, a
// 19x19 Go playout rate, and a 1024x1024 map labeled by map::label and by the naive way (a
// breadth-first search over a byte per cell, testing/map_oracle.hpp), with the two checked equal
// cell for cell.
#include <chrono>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "bitcc/games/go.hpp"
#include "bitcc/map/map.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "testing/map_oracle.hpp"
#include "testing/pools.hpp"

namespace bitcc::cli {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// A number with one decimal and a unit prefix: 12.3 million, 456.7 thousand.
std::string rate(double per_second) {
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(1);
  if (per_second >= 1e6)
    text << per_second / 1e6 << " million";
  else
    text << per_second / 1e3 << " thousand";
  return text.str();
}

std::string fixed(double value, int decimals) {
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(decimals);
  text << value;
  return text.str();
}

constexpr const char* kBoardPicture =
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "..#...\n"
    ".##...\n"
    ".#..#.\n"
    "##..##\n"
    "#.#..#\n"
    "#.##.#\n"
    "..#..#\n"
    "###.##\n";

void show_board(std::ostream& out, std::ostream& err) {
  out << "1. A Smash the Code board (6 columns, 12 rows: one unsigned __int128), its 4-connected\n"
         "   components each in its own letter (bitcc label --picture --draw):\n\n";
  std::istringstream picture(kBoardPicture);
  std::ostringstream drawn;
  label_command({"--picture", "--draw"}, picture, drawn, err);
  std::istringstream lines(kBoardPicture), drawn_lines(drawn.str());
  std::string left, right;
  while (std::getline(lines, left) && std::getline(drawn_lines, right))
    out << "   " << left << "   ->   " << right << "\n";
  const Board board = *parse_picture(kBoardPicture);
  Board components[kMaxComponents];
  const int n = label(board, components);
  out << "\n   " << n << " components; the groups of 4 or more cells (groups_at_least): "
      << popcount(groups_at_least(board, 4)) << " cells.\n";

  // The rate: random boards of the benchmarks' pool at density 0.5, labeled for about 0.3 s.
  test_support::Rng rng(1);
  std::vector<Board> boards(4096);
  for (Board& b : boards) b = test_support::random_board(rng, 0.5);
  long long labeled = 0, sum = 0;
  const Clock::time_point start = Clock::now();
  do {
    for (const Board& b : boards) sum += label(b, components);
    labeled += static_cast<long long>(boards.size());
  } while (seconds_since(start) < 0.3);
  out << "   bitcc::label (" << label_implementation() << " on this CPU): "
      << rate(static_cast<double>(labeled) / seconds_since(start))
      << " random boards per second (" << fixed(static_cast<double>(sum) / labeled, 1)
      << " components each).\n\n";
}

void show_go(std::ostream& out) {
  out << "2. Go on 19x19: light random playouts from the empty board (legal moves, no eye filled),\n"
         "   one thread, for about 0.5 s:\n";
  games::PlayoutRng rng(1);
  long long playouts = 0, moves = 0;
  const Clock::time_point start = Clock::now();
  do {
    games::GoBoard<19> board;
    moves += board.playout(rng);
    ++playouts;
  } while (seconds_since(start) < 0.5);
  out << "   " << rate(static_cast<double>(playouts) / seconds_since(start))
      << " playouts per second, " << fixed(static_cast<double>(moves) / playouts, 1)
      << " moves each.\n\n";
}

// The fastest of `rounds` timings of `work`, in seconds.
template <class Work>
double fastest(int rounds, Work&& work) {
  double best = 1e30;
  for (int i = 0; i < rounds; ++i) {
    const Clock::time_point start = Clock::now();
    work();
    const double took = seconds_since(start);
    if (took < best) best = took;
  }
  return best;
}

bool show_map(std::ostream& out, std::ostream& err) {
  constexpr std::size_t kSide = 1024;
  out << "3. A " << kSide << "x" << kSide << " map, each cell set with probability 0.5 (1 bit per "
      << "cell), labeled\n   with 4-connectivity, fastest of 3 runs:\n";
  const map::BitMap m = test_support::maps::random_map(kSide, kSide, 0.5, 1);
  std::vector<map::Label> image(kSide * kSide);
  map::Labeler labeler;
  map::Label count = 0;
  const double bitcc_seconds =
      fastest(3, [&] { count = labeler.label(m, image.data(), image.size()); });
  const test_support::maps::Cells cells = test_support::maps::to_cells(m);
  test_support::maps::Reference reference;
  const double naive_seconds =
      fastest(3, [&] { reference = test_support::maps::reference_label(cells, false); });
  const bool equal = reference.count == count && reference.labels == image;
  out << "   bitcc map::label:             " << count << " components in "
      << fixed(bitcc_seconds * 1e3, 2) << " ms\n"
      << "   breadth-first search (naive): " << reference.count << " components in "
      << fixed(naive_seconds * 1e3, 2) << " ms ("
      << fixed(naive_seconds / bitcc_seconds, 1) << "x the time)\n"
      << "   labels " << (equal ? "equal" : "DIFFERENT") << " cell for cell.\n\n";
  if (!equal) err << "bitcc demo: map::label and the naive labeling differ\n";
  return equal;
}

void print_help(std::ostream& out) {
  out << "usage: bitcc demo\n"
         "\n"
         "Shows what bitcc does in a few seconds, on inputs it makes itself (it reads nothing):\n"
         "a 6x12 board split into its components and the labeling rate, a 19x19 Go playout rate,\n"
         "and a 1024x1024 map labeled by bitcc and by a plain breadth-first search, checked equal\n"
         "cell for cell. Rates are of this machine, one thread, at the moment it runs.\n"
         "\n"
         "Exit status: 0; 1 if the two labelings of the map differ (a bug: please report it);\n"
         "2 for a wrong command line.\n";
}

}  // namespace

int run_demo(const Arguments& args, std::istream& /*in*/, std::ostream& out, std::ostream& err) {
  constexpr const char* kCommand = "bitcc demo";
  const std::optional<ParsedOptions> options = parse_options(kCommand, args, {}, 1, err);
  if (!options) return kExitUsage;
  if (options->help) {
    print_help(out);
    return kExitOk;
  }
  if (!options->operands.empty())
    return usage_error(kCommand,
                       "unexpected argument '" + printable(options->operands.front()) +
                           "' (the demo reads nothing)",
                       err);
  out << "bitcc " BITCC_VERSION ": connected components of bitboards.\n\n";
  show_board(out, err);
  show_go(out);
  const bool equal = show_map(out, err);
  out << "Next: 'bitcc --help' lists the commands; README.md the library.\n";
  return equal ? kExitOk : kExitBadInput;
}

}  // namespace bitcc::cli
