// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/groups.hpp: the component holding a cell, the neighbours of a set (liberties) and the
// groups of at least k cells, on wide boards.
#pragma once

#include "bitcc/wide/geometry.hpp"
#include "bitcc/wide/label_flood.hpp"

namespace bitcc::wide {

/// The component of `b` holding bit `cell`: empty when `cell` is not a set cell of `b` (any int is
/// safe). Bits of `b` that are not cells are ignored.
template <class G>
typename G::Board component_of(const typename G::Board& b, int cell) {
  if (!G::is_cell(cell) || !b.test(cell)) return typename G::Board{};
  return flood_fill<G>(bit_board<G::kWords>(cell), b & G::kPlayable);
}

/// The cells outside `set` adjacent to a cell of `set` under G's adjacency: for a Go block, with
/// `& empty`, its liberties. Bits of `set` that are not cells are ignored.
template <class G>
typename G::Board neighbours_of(const typename G::Board& set) {
  const typename G::Board cells = set & G::kPlayable;
  return and_not(G::neighbours(cells), cells);
}

/// The union of the components of `b` with at least `k` cells. k <= 1 gives `b` (its cells);
/// k > G::kCells gives the empty board. Without a label: k = 2 is the linked cells (those with a
/// set neighbour); larger k floods the linked cells' components and keeps the large ones.
template <class G>
typename G::Board groups_at_least(const typename G::Board& board, int k) {
  using Board = typename G::Board;
  const Board b = board & G::kPlayable;
  if (k <= 1) return b;
  if (k > G::kCells) return Board{};
  Board linked = b & G::neighbours(b);
  if (k == 2) return linked;
  Board kept{};
  while (linked.any()) {
    const Board component = flood_fill<G>(lowest_bit(linked), linked);
    linked ^= component;
    if (popcount(component) >= k) kept |= component;
  }
  return kept;
}

}  // namespace bitcc::wide
