// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/stc_positions.hpp: Smash the Code placements from random play, the two position sets
// of the comparison with public engines (docs/benchmarks.md: the same generator, seeds and filter),
// so that the benchmarks and that comparison time the same positions.
//
// Random play with the engine: before each turn a skull line falls with chance 1/20; a pair of
// random colors 1..colors is placed with a random legal move (a grid with no legal move starts
// over) and resolved. A placement is kept when the grid held 18..54 blocks before it and, with
// chains_only, when it starts at least one chain step. The yardstick's sets: `stc-chain` =
// positions(n, 21, colors, true), `stc-all` = positions(n, 22, colors, false), 5 colors by default.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

// Also usable below the single header (tools/contest/contest_bench.cpp), which holds the engine.
#ifndef BITCC_SINGLE_HEADER_HPP
#include "bitcc/stc/stc.hpp"
#endif

namespace bitcc::test_support::stc_positions {

/// One placement: the settled grid before it, the pair and the move, and the chain steps it starts.
struct Position {
  stc::Grid before;
  int a = 0, b = 0;
  stc::Move move;
  int steps = 0;
};

inline std::vector<Position> positions(std::size_t n, std::uint64_t seed, int colors,
                                       bool chains_only) {
  std::mt19937_64 rng(seed);
  std::vector<Position> out;
  out.reserve(n);
  stc::Grid grid;
  while (out.size() < n) {
    if (rng() % 20 == 0) grid.drop_skull_lines(1);
    const int a = 1 + static_cast<int>(rng() % static_cast<unsigned>(colors));
    const int b = 1 + static_cast<int>(rng() % static_cast<unsigned>(colors));
    const stc::MoveList moves = grid.legal_moves(a, b);
    if (moves.count == 0) {
      grid = stc::Grid();
      continue;
    }
    Position p;
    p.move = moves.moves[rng() % static_cast<unsigned>(moves.count)];
    const int blocks = popcount(grid.occupied());
    p.before = grid;
    p.a = a;
    p.b = b;
    grid.place(a, b, p.move);
    grid.resolve_score(&p.steps);
    if (blocks >= 18 && blocks <= 54 && (!chains_only || p.steps > 0)) out.push_back(p);
  }
  return out;
}

/// The grid right after the placement, built cell by cell (every color to be searched), as the
/// yardstick times resolve_score alone.
inline stc::Grid after_placement(const Position& p) {
  stc::Grid placed = p.before;
  placed.place(p.a, p.b, p.move);
  stc::Grid grid;
  for (int row = 0; row < kHeight; ++row)
    for (int column = 0; column < kWidth; ++column) grid.set(row, column, placed.at(row, column));
  return grid;
}

}  // namespace bitcc::test_support::stc_positions
