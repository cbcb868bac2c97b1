// bitcc/generic/label_union_find.hpp: the union-find labeler for any geometry.
#pragma once

#include <cstdint>

#include "bitcc/geometry.hpp"
#include "bitcc/union_find.hpp"

namespace bitcc::generic {

namespace union_find_detail {

// Calls f(cell) for every set cell of `b`, lowest first. A board of at most 64 cells is scanned as
// one 64-bit word, which is cheaper and lets the compiler see that every cell is below 64.
template <class G, typename F>
void for_each_set_cell(Board b, F&& f) {
  if constexpr (G::kCells <= 64) {
    for (std::uint64_t word = low_word(b); word != 0; word &= word - 1)
      f(__builtin_ctzll(word));
  } else {
    for_each_cell(b, f);
  }
}

}  // namespace union_find_detail

/// Writes the connected components of `b` (under G's adjacency) to out[0..n) and returns n, with
/// the same contract as generic::label_bfs: disjoint, covering `b`, in ascending order of their
/// lowest cell; `out` has room for G::kMaxComponents boards; requires G::is_valid(b) (checked in
/// debug builds; release builds ignore the bits outside G).
///
/// Visiting the set cells in ascending order, each becomes a singleton set and is united with its
/// set neighbours of lower index: left (r, c-1) and below (r-1, c), and for hex adjacency also
/// below-right (r-1, c+1); every edge has exactly one end that sees the other this way. A second
/// pass hands out slots to roots in order of first appearance, i.e. of each component's lowest
/// cell.
template <class G>
int label_union_find(Board b, Board* out) {
  BITCC_ASSERT(G::is_valid(b));
  b &= G::kPlayable;  // release builds: the bits outside G are ignored, never read as cells
  constexpr int W = G::kWidth;
  // The forest of union_find_core in two local arrays, left uninitialized: a cell's entries are
  // written (as a singleton) when the scan reaches it, before any find reads them, and only cells
  // of `b` (all below G::kCells) are ever visited, so no entry is read unwritten or out of range.
  using Index = std::uint8_t;
  static_assert(G::kCells <= 255, "cells and set sizes are stored in bytes");
  Index parent[G::kCells];
  Index size[G::kCells];
  const auto unite = [&](int cell, int neighbour) {
    union_find_core::unite(parent, size, static_cast<Index>(cell), static_cast<Index>(neighbour));
  };

  // Cells whose left, lower and (hex) lower-right neighbours are set.
  const Board has_left = b & G::template shift<Direction::Right>(b);
  const Board has_below = b & G::template shift<Direction::Up>(b);
  Board has_below_right = 0;
  if constexpr (G::kAdjacency == Adjacency::Hex)
    has_below_right = b & G::template shift<Direction::Up>(G::template shift<Direction::Left>(b));

  using union_find_detail::for_each_set_cell;
  for_each_set_cell<G>(b, [&](int cell) {
    parent[cell] = static_cast<Index>(cell);
    size[cell] = 1;
    const Board bit = cell_bit(cell);
    if (has_left & bit) unite(cell, cell - 1);
    if (has_below & bit) unite(cell, cell - W);
    if (has_below_right & bit) unite(cell, cell - W + 1);
  });

  std::int8_t slot_of_root[G::kCells];
  for_each_set_cell<G>(b, [&](int cell) { slot_of_root[cell] = -1; });
  int n = 0;
  for_each_set_cell<G>(b, [&](int cell) {
    const int root = union_find_core::find(parent, static_cast<Index>(cell));
    if (slot_of_root[root] < 0) {
      slot_of_root[root] = static_cast<std::int8_t>(n);
      out[n++] = 0;
    }
    out[slot_of_root[root]] |= cell_bit(cell);
  });
  return n;
}

}  // namespace bitcc::generic
