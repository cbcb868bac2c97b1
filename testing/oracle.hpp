// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/oracle.hpp: the reference labeling every kernel is tested against, for the 6x12 board and
// for every Geometry<W, H, A>.
//
// A breadth-first search over a plain array of W*H cells, with each adjacency's neighbour offsets
// written out, written to be obviously right rather than fast. It relies on nothing of the library
// but the Board type, the bit layout (cell (row, column) is bit W*row + column, row 0 at the
// bottom) and a geometry's dimensions: no shifts, masks, neighbour helpers, labelers or flood
// fills, so that all of those are checked against it.
#pragma once

#include <array>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"

namespace bitcc::test_support {

/// The (row, column) offsets of a cell's neighbours: the first 4 for square adjacency, all 6 for
/// hex adjacency on a rhombic board.
inline constexpr int kNeighbourOffsets[6][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {1, -1}, {-1, 1}};

/// The number of neighbour offsets that apply to adjacency `adjacency`.
constexpr int neighbour_offset_count(Adjacency adjacency) {
  return adjacency == Adjacency::Hex ? 6 : 4;
}

/// The number of neighbour offsets that apply to geometry G.
template <class G>
constexpr int neighbour_offset_count() {
  return neighbour_offset_count(G::kAdjacency);
}

/// Writes the components of `b` on a W x H board with adjacency A (cells at or above W*H are
/// ignored) to out[0..n) and returns n. Cells are visited in bit order (bottom row first, left to
/// right), so each component is discovered from its lowest cell and the components come out in
/// ascending order of their lowest cell. `out` has room for (W*H + 1) / 2 boards.
template <int W, int H, Adjacency A>
int oracle_label_grid(Board b, Board* out) {
  static_assert(W >= 1 && H >= 1 && W * H <= 128, "a board has at most 128 cells");
  constexpr int cells = W * H;
  std::array<bool, cells> set{};
  std::array<bool, cells> seen{};
  for (int cell = 0; cell < cells; ++cell) set[cell] = (b >> cell & 1) != 0;
  std::array<int, cells> queue{};
  int n = 0;
  for (int start = 0; start < cells; ++start) {
    if (!set[start] || seen[start]) continue;
    Board component = 0;
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = true;
    while (head < tail) {
      const int cell = queue[head++];
      component |= Board{1} << cell;
      const int row = cell / W, column = cell % W;
      for (int k = 0; k < neighbour_offset_count(A); ++k) {
        const int r = row + kNeighbourOffsets[k][0], c = column + kNeighbourOffsets[k][1];
        if (r < 0 || r >= H || c < 0 || c >= W) continue;
        const int neighbour = r * W + c;
        if (set[neighbour] && !seen[neighbour]) {
          seen[neighbour] = true;
          queue[tail++] = neighbour;
        }
      }
    }
    out[n++] = component;
  }
  return n;
}

/// The oracle for geometry G: the components of `b` (cells at or above G::kCells ignored) in
/// out[0..n), in ascending order of their lowest cell; returns n.
template <class G>
int oracle_label(Board b, Board* out) {
  return oracle_label_grid<G::kWidth, G::kHeight, G::kAdjacency>(b, out);
}

// The 6x12 board of the core library: 12 rows of 6 cells, 4-connected.
inline constexpr int kOracleRows = 12;
inline constexpr int kOracleColumns = 6;

/// The 6x12 board holding only (row, column).
constexpr Board oracle_cell(int row, int column) {
  return Board{1} << (kOracleColumns * row + column);
}

/// Writes the 4-connected components of the 6x12 board `b` (cells outside the 12x6 grid are
/// ignored) to out[0..n) and returns n, in ascending order of their lowest cell; `out` has room
/// for 36 boards.
inline int oracle_label(Board b, Board* out) {
  return oracle_label_grid<kOracleColumns, kOracleRows, Adjacency::Square>(b, out);
}

/// The components of the 6x12 board `b` as oracle_label finds them, in ascending order of their
/// lowest cell.
inline std::vector<Board> oracle_components(Board b) {
  Board out[kOracleRows * kOracleColumns / 2];
  const int n = oracle_label(b, out);
  return std::vector<Board>(out, out + n);
}

/// The index of the lowest set cell of `b` (b != 0), found by testing bits one by one.
inline int oracle_lowest_cell(Board b) {
  int cell = 0;
  while ((b & (Board{1} << cell)) == 0) ++cell;
  return cell;
}

/// The number of set cells of `b`, counted one set bit at a time (b & (b - 1) clears the lowest
/// one), so that a sparse board costs a few steps, not 128.
inline int oracle_cell_count(Board b) {
  int count = 0;
  for (; b != 0; b &= b - 1) ++count;
  return count;
}

/// The union of components[0..n) of at least `k` cells each (a suite that asks for several k
/// labels the board once and calls this per k).
inline Board oracle_union_at_least(const Board* components, int n, int k) {
  Board kept = 0;
  for (int i = 0; i < n; ++i)
    if (oracle_cell_count(components[i]) >= k) kept |= components[i];
  return kept;
}

/// The union of the components of the 6x12 board `b` with at least `k` cells (every cell of the
/// grid when k <= 1), from the oracle's components.
inline Board oracle_groups_at_least(Board b, int k) {
  Board components[kOracleRows * kOracleColumns / 2];
  const int n = oracle_label(b, components);
  return oracle_union_at_least(components, n, k);
}

}  // namespace bitcc::test_support
