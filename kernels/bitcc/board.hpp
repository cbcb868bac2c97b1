// bitcc/board.hpp: the 6x12 bitboard and its helpers.
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
// Width, height and adjacency live here and nowhere else.
#pragma once

#include <cassert>
#include <cstdint>

#ifndef BITCC_ASSERT
// Kernel preconditions are checked in debug builds (NDEBUG unset) and cost nothing in release.
#define BITCC_ASSERT(condition) assert(condition)
#endif

namespace bitcc {

// unsigned __int128 is a GCC and Clang extension, used on purpose: __extension__ keeps
// -Wpedantic builds of bots quiet.
__extension__ typedef unsigned __int128 Board;

inline constexpr int kWidth = 6;
inline constexpr int kHeight = 12;
inline constexpr int kCells = kWidth * kHeight;  // 72

/// The largest number of 4-connected components a board can hold (a checkerboard).
inline constexpr int kMaxComponents = kCells / 2;

/// The board with only cell `cell` (0..71) set.
constexpr Board cell_bit(int cell) { return Board{1} << cell; }

/// The bit index of (row, column).
constexpr int cell_index(int row, int column) { return kWidth * row + column; }

/// Every cell of the board: bits 0..71.
inline constexpr Board Playable = (Board{1} << kCells) - 1;

/// The bottom row (row 0).
inline constexpr Board Row0 = (Board{1} << kWidth) - 1;

/// The cells of row `row` (0..11).
constexpr Board row_mask(int row) { return Row0 << (kWidth * row); }

/// The leftmost column (column 0).
inline constexpr Board Column0 = [] {
  Board column = 0;
  for (int row = 0; row < kHeight; ++row) column |= cell_bit(cell_index(row, 0));
  return column;
}();

/// The cells of column `column` (0..5).
constexpr Board column_mask(int column) { return Column0 << column; }

inline constexpr Board Column5 = column_mask(kWidth - 1);

/// True when no bit at or above kCells is set (the kernels ignore such bits; parsers refuse them).
constexpr bool is_valid(Board b) { return (b & ~Playable) == 0; }

enum class Direction { Up, Down, Left, Right };

/// Every cell of `b` moved one step in direction D; cells that would leave the board vanish
/// (no wrap-around between a row's end and the next row's start).
template <Direction D>
constexpr Board shift(Board b) {
  if constexpr (D == Direction::Up) return (b << kWidth) & Playable;
  if constexpr (D == Direction::Down) return b >> kWidth;
  if constexpr (D == Direction::Left) return (b & ~Column0) >> 1;
  if constexpr (D == Direction::Right) return (b & ~Column5) << 1;
}

/// The cells orthogonally adjacent to at least one cell of `b` (may include cells of `b`).
constexpr Board neighbours(Board b) {
  return shift<Direction::Up>(b) | shift<Direction::Down>(b) | shift<Direction::Left>(b) |
         shift<Direction::Right>(b);
}

/// The low and high 64-bit words of a board.
constexpr std::uint64_t low_word(Board b) { return static_cast<std::uint64_t>(b); }
constexpr std::uint64_t high_word(Board b) { return static_cast<std::uint64_t>(b >> 64); }
constexpr Board make_board(std::uint64_t low, std::uint64_t high) {
  return (Board{high} << 64) | low;
}

/// The number of set cells.
constexpr int popcount(Board b) {
  return __builtin_popcountll(low_word(b)) + __builtin_popcountll(high_word(b));
}

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

/// The 6 bits of row `row` (0..11) as the low bits of an integer.
constexpr unsigned row_bits(Board b, int row) {
  return static_cast<unsigned>(b >> (kWidth * row)) & ((1u << kWidth) - 1);
}

/// Calls f(cell) for every set cell of `b`, lowest first.
template <typename F>
constexpr void for_each_cell(Board b, F&& f) {
  while (b != 0) f(pop_lowest(b));
}

}  // namespace bitcc
