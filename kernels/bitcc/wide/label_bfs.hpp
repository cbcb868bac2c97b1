// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/label_bfs.hpp: the bit-BFS labeler of wide boards, the simplest one: the oracle the
// others are tested against.
#pragma once

#include "bitcc/wide/geometry.hpp"

namespace bitcc::wide {

/// A labeler for G (contract: wide::Labeler). Seeds a component at the lowest remaining cell and
/// grows it by one step to every neighbour, inside `b`, until it stops growing (flood_fill<G>);
/// then removes it and repeats.
template <class G>
int label_bfs(const typename G::Board& board, typename G::Board* out) {
  BITCC_ASSERT(G::is_valid(board));
  typename G::Board b = board & G::kPlayable;  // the bits that are not cells are ignored
  int n = 0;
  while (b.any()) {
    const typename G::Board component = flood_fill<G>(lowest_bit(b), b);
    out[n++] = component;
    b ^= component;
  }
  return n;
}

}  // namespace bitcc::wide
