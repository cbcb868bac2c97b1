// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/generic/label_bfs.hpp: the bit-BFS labeler for any geometry.
#pragma once

#include "bitcc/geometry.hpp"

namespace bitcc::generic {

/// A labeler for G (contract: Labeler, bitcc/geometry.hpp). Seeds a component at the lowest
/// remaining cell and grows it by one step to every neighbour, inside `b`, until it stops growing
/// (flood_fill<G>); then removes it and repeats. The core bitcc::label_bfs is this function at
/// Geometry<6, 12>.
template <class G>
int label_bfs(Board b, Board* out) {
  BITCC_ASSERT(G::is_valid(b));
  b &= G::kPlayable;  // release builds: the bits outside G are ignored, never read as cells
  int n = 0;
  while (b != 0) {
    const Board component = flood_fill<G>(lowest_bit(b), b);
    out[n++] = component;
    b ^= component;
  }
  return n;
}

}  // namespace bitcc::generic
