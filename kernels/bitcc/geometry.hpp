// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/geometry.hpp: boards of W columns and H rows (W*H <= 128) with square or hex adjacency.
//
// A board is one unsigned __int128. Cell (row r, column c) is bit W*r + c, row 0 at the bottom and
// column 0 at the left; bits W*H..127 are not cells. Square cells have 4 neighbours: (r, c±1),
// (r±1, c). Hex cells, on a rhombic hex board, have 6: those four plus (r+1, c-1) and (r-1, c+1).
//
// Width, height and adjacency live here and nowhere else: Geometry<W, H, A> holds every constant
// and move of a board shape, and the 6x12 names of board.hpp (Playable, Column0, shift<D>, ...) are
// Geometry<6, 12>'s under short names. The helpers outside Geometry (popcount, lowest_cell, ...)
// read bits only and hold for every geometry.
#pragma once

#include <cassert>
#include <cstdint>

#include "bitcc/version.hpp"

#ifndef BITCC_ASSERT
// Kernel preconditions are checked in debug builds (NDEBUG unset) and cost nothing in release.
#define BITCC_ASSERT(condition) assert(condition)
#endif

namespace bitcc {

// unsigned __int128 is a GCC and Clang extension, used on purpose: __extension__ keeps
// -Wpedantic builds of bots quiet.
__extension__ typedef unsigned __int128 Board;

/// The board with only bit `cell` (0..127) set.
constexpr Board cell_bit(int cell) { return Board{1} << cell; }

/// The low and high 64-bit words of a board.
constexpr std::uint64_t low_word(Board b) { return static_cast<std::uint64_t>(b); }
constexpr std::uint64_t high_word(Board b) { return static_cast<std::uint64_t>(b >> 64); }
constexpr Board make_board(std::uint64_t low, std::uint64_t high) {
  return (Board{high} << 64) | low;
}

/// The number of set bits of a word. On x86-64 without POPCNT, g++ makes __builtin_popcountll a
/// call to libgcc's __popcountdi2 (a plain -O2 build of the engine's chain loop made six), so there
/// the count is the usual bit-parallel sum, inline; g++ 11 and later turn exactly this form into
/// POPCNT wherever the code is compiled for it (-mpopcnt, a BITCC_TARGET function, a target
/// pragma). Clang (which reports __GNUC__ 4) expands the builtin inline itself; other CPUs have an
/// instruction.
constexpr int popcount_word(std::uint64_t x) {
#if defined(__x86_64__) && !defined(__POPCNT__) && __GNUC__ >= 11
  x -= x >> 1 & 0x5555555555555555;
  x = (x & 0x3333333333333333) + (x >> 2 & 0x3333333333333333);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F;
  return static_cast<int>(x * 0x0101010101010101 >> 56);
#else
  return __builtin_popcountll(x);
#endif
}

/// The number of set cells.
constexpr int popcount(Board b) { return popcount_word(low_word(b)) + popcount_word(high_word(b)); }

/// The index of the lowest set cell; requires b != 0.
constexpr int lowest_cell(Board b) {
  BITCC_ASSERT(b != 0);
  const std::uint64_t low = low_word(b);
  return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(high_word(b));
}

/// The board holding only the lowest set cell of `b` (0 when b is 0).
constexpr Board lowest_bit(Board b) { return b & (~b + 1); }

/// Clears the lowest set cell of `b` and returns its index; requires b != 0.
constexpr int pop_lowest(Board& b) {
  const int cell = lowest_cell(b);
  b &= b - 1;
  return cell;
}

/// Calls f(cell) for every set cell of `b`, lowest first.
template <typename F>
constexpr void for_each_cell(Board b, F&& f) {
  while (b != 0) f(pop_lowest(b));
}

enum class Direction { Up, Down, Left, Right };

enum class Adjacency { Square, Hex };

template <int W, int H, Adjacency A = Adjacency::Square>
struct Geometry {
  static_assert(W >= 2 && H >= 2 && W * H <= 128, "a board is 2x2 to 128 cells");

  static constexpr int kWidth = W;
  static constexpr int kHeight = H;
  static constexpr int kCells = W * H;
  static constexpr Adjacency kAdjacency = A;

  /// An upper bound on the number of components (hex adjacency only joins more cells than square
  /// adjacency, and a square board has at most ceil(cells / 2) components: a checkerboard).
  static constexpr int kMaxComponents = (kCells + 1) / 2;

  /// The bit index of (row, column).
  static constexpr int cell_index(int row, int column) { return W * row + column; }

  /// Every cell of the board: bits 0..kCells-1.
  static constexpr Board kPlayable = kCells == 128 ? ~Board{0} : (Board{1} << (kCells % 128)) - 1;

  /// The leftmost and rightmost columns.
  static constexpr Board kFirstColumn = [] {
    Board column = 0;
    for (int row = 0; row < H; ++row) column |= cell_bit(cell_index(row, 0));
    return column;
  }();
  static constexpr Board kLastColumn = kFirstColumn << (W - 1);

  /// The bottom and top rows.
  static constexpr Board kFirstRow = (Board{1} << W) - 1;
  static constexpr Board kLastRow = kFirstRow << (W * (H - 1));

  /// The cells of row `row` (0..H-1).
  static constexpr Board row_mask(int row) { return kFirstRow << (W * row); }

  /// The cells of column `column` (0..W-1).
  static constexpr Board column_mask(int column) { return kFirstColumn << column; }

  /// The W bits of row `row` (0..H-1) as the low bits of an integer.
  static constexpr unsigned row_bits(Board b, int row) {
    return static_cast<unsigned>(b >> (W * row)) & ((1u << W) - 1);
  }

  /// True when no bit at or above kCells is set.
  static constexpr bool is_valid(Board b) { return (b & ~kPlayable) == 0; }

  /// Every cell of `b` moved one step in direction D; cells that would leave the board vanish (no
  /// wrap-around between a row's end and the next row's start). Bits of `b` outside the board
  /// may move into it: callers keep their boards valid or mask.
  template <Direction D>
  static constexpr Board shift(Board b) {
    if constexpr (D == Direction::Up) return (b << W) & kPlayable;
    if constexpr (D == Direction::Down) return b >> W;
    if constexpr (D == Direction::Left) return (b & ~kFirstColumn) >> 1;
    if constexpr (D == Direction::Right) return (b & ~kLastColumn) << 1;
  }

  /// The cells adjacent to at least one cell of `b` (may include cells of `b`).
  static constexpr Board neighbours(Board b) {
    Board result = shift<Direction::Up>(b) | shift<Direction::Down>(b) |
                   shift<Direction::Left>(b) | shift<Direction::Right>(b);
    if constexpr (A == Adjacency::Hex) {
      // (r, c) touches (r+1, c-1) and (r-1, c+1): the cells of b seen one row down and one column
      // right, and one row up and one column left.
      result |= shift<Direction::Right>(shift<Direction::Down>(b)) |
                shift<Direction::Left>(shift<Direction::Up>(b));
    }
    return result;
  }
};

/// The cells of `mask` reachable from `seed` through cells of `mask` under the adjacency of the
/// geometry G (the component of `mask` holding `seed` when `seed` is one cell). Requires
/// seed ⊆ mask and both valid for G (checked in debug builds); in release builds the bits of
/// `mask` outside G and the bits of `seed` outside `mask` are ignored. Grows by one step to every
/// neighbour until nothing changes: one step per cell of the longest shortest path from `seed`.
///
/// The flood fill of every geometry, one Board at a time: label_bfs and the games call it. Three
/// more floods are written for their own data layout: label_flood.hpp (rows spread to bytes, in
/// 64-bit words or an SSE register), simd/batch_kernels.hpp (boards in SIMD lanes) and
/// rowpair_table_builder.hpp (inside the two rows of a table entry, at compile time).
template <class G>
constexpr Board flood_fill(Board seed, Board mask) {
  BITCC_ASSERT((seed & ~mask) == 0 && G::is_valid(mask));
  mask &= G::kPlayable;
  Board region = seed & mask;
  for (;;) {
    const Board grown = (region | G::neighbours(region)) & mask;
    if (grown == region) return region;
    region = grown;
  }
}

/// The common signature of every labeler, and the contract that each keeps (bitcc::label, the
/// labelers of registry.hpp and generic/registry.hpp; their headers say only what is their own):
/// writes the 4-connected components of `b` (for the generic labelers: connected under G's
/// adjacency) to out[0..n) and returns n. The components are disjoint, non-empty boards whose union
/// is `b`, in ascending order of their lowest cell (bit index). `out` must have room for
/// kMaxComponents (36) boards (G::kMaxComponents); slots past n may be overwritten. Bits of `b` at
/// or above 72 (G::kCells) are ignored, so any value is safe; the generic labelers also require
/// them clear, G::is_valid(b), checked in debug builds.
using Labeler = int (*)(Board b, Board* out);

}  // namespace bitcc
