// bitcc/geometry.hpp: boards of W columns and H rows (W*H <= 128) with square or hex adjacency.
//
// Cell (row r, column c) is bit W*r + c, row 0 at the bottom; bits W*H..127 are zero. Square cells
// have 4 neighbours: (r, c±1), (r±1, c). Hex cells, on a rhombic hex board, have 6: those four plus
// (r+1, c-1) and (r-1, c+1).
//
// The 6x12 square board of board.hpp is Geometry<6, 12>; its kernels are written for it directly.
#pragma once

#include "bitcc/board.hpp"

namespace bitcc {

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

  /// Every cell of the board.
  static constexpr Board kPlayable = kCells == 128 ? ~Board{0} : (Board{1} << (kCells % 128)) - 1;

  /// The leftmost and rightmost columns.
  static constexpr Board kFirstColumn = [] {
    Board column = 0;
    for (int row = 0; row < H; ++row) column |= Board{1} << (W * row);
    return column;
  }();
  static constexpr Board kLastColumn = kFirstColumn << (W - 1);

  /// The bottom row.
  static constexpr Board kFirstRow = (Board{1} << W) - 1;

  /// True when no bit at or above kCells is set.
  static constexpr bool is_valid(Board b) { return (b & ~kPlayable) == 0; }

  /// Every cell of `b` moved one step in direction D, without wrap-around.
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

/// The board of the core API.
using Board6x12 = Geometry<6, 12>;
static_assert(Board6x12::kPlayable == Playable && Board6x12::kFirstColumn == Column0);

}  // namespace bitcc
