// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/label_union_find.hpp: the union-find labeler of wide boards.
#pragma once

#include <cstdint>

#include "bitcc/union_find.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::wide {

/// A labeler for G (contract: wide::Labeler). Visiting the set cells in ascending order, each
/// becomes a singleton set and is united with its set neighbours of lower index: left (r, c-1) and
/// below (r-1, c), and for hex adjacency below-right (r-1, c+1); every edge has exactly one end
/// that sees the other this way. A second pass hands out slots to roots in order of first
/// appearance, i.e. of each component's lowest cell. The forest is union_find_core's, indexed by
/// bit (guard bits are never visited).
template <class G>
int label_union_find(const typename G::Board& board, typename G::Board* out) {
  using Board = typename G::Board;
  BITCC_ASSERT(G::is_valid(board));
  const Board b = board & G::kPlayable;  // the bits that are not cells are ignored
  using Index = std::uint16_t;
  static_assert(G::kBits <= 65535, "bit indices are stored in 16 bits");
  // Left uninitialized: a cell's entries are written (as a singleton) when the scan reaches it,
  // before any find reads them, and only cells of `b` are ever visited.
  Index parent[G::kBits];
  Index size[G::kBits];

  const Board has_left = b & G::template shift<Direction::Right>(b);
  const Board has_below = b & G::template shift<Direction::Up>(b);
  Board has_below_right{};
  if constexpr (G::kAdjacency == Adjacency::Hex)
    has_below_right = b & G::template shift<Direction::Up>(G::template shift<Direction::Left>(b));

  for_each_cell(b, [&](int cell) {
    parent[cell] = static_cast<Index>(cell);
    size[cell] = 1;
    const Index self = static_cast<Index>(cell);
    if (has_left.test(cell)) union_find_core::unite(parent, size, self, static_cast<Index>(cell - 1));
    if (has_below.test(cell))
      union_find_core::unite(parent, size, self, static_cast<Index>(cell - G::kStride));
    if constexpr (G::kAdjacency == Adjacency::Hex)
      if (has_below_right.test(cell))
        union_find_core::unite(parent, size, self, static_cast<Index>(cell - G::kStride + 1));
  });

  std::int16_t slot_of_root[G::kBits];
  for_each_cell(b, [&](int cell) { slot_of_root[cell] = -1; });
  int n = 0;
  for_each_cell(b, [&](int cell) {
    const int root = union_find_core::find(parent, static_cast<Index>(cell));
    if (slot_of_root[root] < 0) {
      slot_of_root[root] = static_cast<std::int16_t>(n);
      out[n++] = Board{};
    }
    out[slot_of_root[root]].set(cell);
  });
  return n;
}

}  // namespace bitcc::wide
