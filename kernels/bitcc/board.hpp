// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/board.hpp: the 6x12 bitboard and its helpers, under short names.
//
// A board is one unsigned __int128. Cell (row r, column c) is bit 6*r + c, with row 0 at the
// bottom and column 0 at the left; bits 72..127 are not cells (the kernels ignore them).
//
//      column: 0 1 2 3 4 5
//   row 11:   66 67 68 69 70 71      (top)
//   ...
//   row  1:    6  7  8  9 10 11
//   row  0:    0  1  2  3  4  5      (bottom)
//
// The board is Geometry<6, 12> (geometry.hpp), where width, height and adjacency live; the names
// below are that geometry's constants and moves, spelled short for bot authors (Playable is
// Board6x12::kPlayable, shift<D> is Board6x12::shift<D>, ...). Bit helpers that hold for every
// geometry (popcount, lowest_cell, pop_lowest, for_each_cell, ...) come with geometry.hpp.
#pragma once

#include "bitcc/geometry.hpp"

namespace bitcc {

/// The board of the core API: 6 columns, 12 rows, 4-connected.
using Board6x12 = Geometry<6, 12>;

inline constexpr int kWidth = Board6x12::kWidth;    // 6
inline constexpr int kHeight = Board6x12::kHeight;  // 12
inline constexpr int kCells = Board6x12::kCells;    // 72

/// The largest number of 4-connected components a board can hold (a checkerboard): 36.
inline constexpr int kMaxComponents = Board6x12::kMaxComponents;

/// The bit index of (row, column).
constexpr int cell_index(int row, int column) { return Board6x12::cell_index(row, column); }

/// Every cell of the board: bits 0..71.
inline constexpr Board Playable = Board6x12::kPlayable;

/// The bottom row (row 0).
inline constexpr Board Row0 = Board6x12::kFirstRow;

/// The cells of row `row` (0..11).
constexpr Board row_mask(int row) { return Board6x12::row_mask(row); }

/// The leftmost column (column 0).
inline constexpr Board Column0 = Board6x12::kFirstColumn;

/// The cells of column `column` (0..5).
constexpr Board column_mask(int column) { return Board6x12::column_mask(column); }

/// The rightmost column (column 5).
inline constexpr Board Column5 = Board6x12::kLastColumn;

/// True when no bit at or above kCells is set (the kernels ignore such bits; parsers refuse them).
constexpr bool is_valid(Board b) { return Board6x12::is_valid(b); }

/// Every cell of `b` moved one step in direction D; cells that would leave the board vanish
/// (no wrap-around between a row's end and the next row's start).
template <Direction D>
constexpr Board shift(Board b) {
  return Board6x12::shift<D>(b);
}

/// The cells orthogonally adjacent to at least one cell of `b` (may include cells of `b`).
constexpr Board neighbours(Board b) { return Board6x12::neighbours(b); }

/// The 6 bits of row `row` (0..11) as the low bits of an integer.
constexpr unsigned row_bits(Board b, int row) { return Board6x12::row_bits(b, row); }

}  // namespace bitcc
