// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/common.hpp: what the game modules share: the two colors and a per-cell neighbour
// table, for boards of at most 128 cells (geometry.hpp) and wide boards (wide/geometry.hpp) alike
// (the bitboard flood fill is flood_fill<G> of either).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "bitcc/geometry.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::games {

/// The two players of every game module (Go, Hex, RHEX): Black moves first. A game's play() takes
/// the color of the move and refuses one that is not to move (Go's hand_turn_to gives the turn to
/// either); `side(color)` indexes per-color pairs.
enum class Color : std::uint8_t { Black = 0, White = 1 };

/// The other color: White for Black, Black for White (and for any other value).
constexpr Color opponent(Color color) {
  return color == Color::Black ? Color::White : Color::Black;
}

/// "black" or "white" (any value that is not Black reads "white").
constexpr const char* color_name(Color color) {
  return color == Color::Black ? "black" : "white";
}

/// The index of `color` in per-color pairs: 0 for Black, 1 for White. A value of Color that is
/// neither (an integer cast to Color) counts as the color of its lowest bit, so no value indexes
/// past a pair. The games' play() functions refuse such a value (it is never the color to move).
/// (The mask costs nothing next to a plain cast; `color == Black ? 0 : 1` made Hex games 20%
/// slower in the benchmark.)
constexpr int side(Color color) { return static_cast<int>(color) & 1; }

/// The board type of a geometry: bitcc::Board for Geometry (at most 128 cells), G::Board, a
/// wide::Words, for wide::Geometry. The games are written once for both: the operators, popcount,
/// pop_lowest and flood_fill<G> have the same names for both types.
template <class G>
using BoardOf = std::remove_cv_t<decltype(G::kPlayable)>;

/// True when G is a wide::Geometry (one guard bit after each row), false for Geometry.
template <class G>
inline constexpr bool kIsWide = !std::is_same_v<BoardOf<G>, Board>;

/// The number of bit indices of G's cells and the bits between them: G::kCells for Geometry,
/// G::kBits (guard bits included) for wide::Geometry. Cell indices are G::cell_index(row, column).
template <class G>
constexpr int bits_of() {
  if constexpr (kIsWide<G>) return G::kBits; else return G::kCells;
}

/// True when bit index `bit` is a cell of G (any int is safe).
template <class G>
constexpr bool is_cell_of(int bit) {
  if constexpr (kIsWide<G>) return G::is_cell(bit); else return bit >= 0 && bit < G::kCells;
}

/// G's board with only bit `bit` set; requires 0 <= bit < bits_of<G>().
template <class G>
constexpr BoardOf<G> bit_of(int bit) {
  if constexpr (kIsWide<G>) return wide::bit_board<G::kWords>(bit); else return cell_bit(bit);
}

/// The neighbours of each cell of the geometry G, indexed by bit index:
/// kNeighbourTable<G>[cell] == G::neighbours(bit_of<G>(cell)), empty at a wide board's guard bits.
template <class G>
inline constexpr std::array<BoardOf<G>, bits_of<G>()> kNeighbourTable = [] {
  std::array<BoardOf<G>, bits_of<G>()> table{};
  for (int cell = 0; cell < bits_of<G>(); ++cell)
    if (is_cell_of<G>(cell)) table[cell] = G::neighbours(bit_of<G>(cell));
  return table;
}();

/// The component of `mask` holding `cell` (which must be in `mask`; checked in debug builds; in
/// release builds a `cell` outside G gives the empty board and the bits of `mask` outside G are
/// ignored), grown one cell at a time through kNeighbourTable<G>: one table lookup per cell of the
/// component, so it beats flood_fill on small components (a flood_fill step costs several wide
/// shifts) and loses on large ones.
template <class G>
constexpr BoardOf<G> component_by_cells(int cell, const BoardOf<G>& mask) {
  BITCC_ASSERT(is_cell_of<G>(cell) && (mask & bit_of<G>(cell)));
  if (!is_cell_of<G>(cell)) return BoardOf<G>{};
  BoardOf<G> component = bit_of<G>(cell);
  BoardOf<G> frontier = component;
  while (frontier) {
    const BoardOf<G> fresh = kNeighbourTable<G>[pop_lowest(frontier)] & mask & ~component;
    component |= fresh;
    frontier |= fresh;
  }
  return component;
}

}  // namespace bitcc::games
