// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/common.hpp: what the game modules share: the two colors and a per-cell neighbour
// table (the bitboard flood fill is bitcc::flood_fill<G> of geometry.hpp).
#pragma once

#include <array>
#include <cstdint>

#include "bitcc/geometry.hpp"

namespace bitcc::games {

enum class Color : std::uint8_t { Black = 0, White = 1 };

constexpr Color opponent(Color color) {
  return color == Color::Black ? Color::White : Color::Black;
}

constexpr const char* color_name(Color color) {
  return color == Color::Black ? "black" : "white";
}

/// The index of `color` in per-color pairs: 0 for Black, 1 for White. A value of Color that is
/// neither (an integer cast to Color) counts as the color of its lowest bit, so no value indexes
/// past a pair. The games' play() functions refuse such a value (it is never the color to move).
/// (The mask costs nothing next to a plain cast; `color == Black ? 0 : 1` made Hex games 20%
/// slower in the benchmark.)
constexpr int side(Color color) { return static_cast<int>(color) & 1; }

/// The neighbours of each cell of the geometry G: kNeighbourTable<G>[cell] == G::neighbours(cell_bit(cell)).
template <class G>
inline constexpr std::array<Board, G::kCells> kNeighbourTable = [] {
  std::array<Board, G::kCells> table{};
  for (int cell = 0; cell < G::kCells; ++cell) table[cell] = G::neighbours(cell_bit(cell));
  return table;
}();

/// The component of `mask` holding `cell` (which must be in `mask`; checked in debug builds; in
/// release builds a `cell` outside G gives 0 and the bits of `mask` outside G are ignored), grown
/// one cell at a time
/// through kNeighbourTable<G>: one table lookup per cell of the component, so it beats
/// flood_fill on small components (a flood_fill step costs several wide shifts) and loses on
/// large ones.
template <class G>
constexpr Board component_by_cells(int cell, Board mask) {
  BITCC_ASSERT(cell >= 0 && cell < G::kCells && (mask & cell_bit(cell)) != 0);
  if (cell < 0 || cell >= G::kCells) return 0;
  Board component = cell_bit(cell);
  Board frontier = component;
  while (frontier) {
    const Board fresh = kNeighbourTable<G>[pop_lowest(frontier)] & mask & ~component;
    component |= fresh;
    frontier |= fresh;
  }
  return component;
}

}  // namespace bitcc::games
