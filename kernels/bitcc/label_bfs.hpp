// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_bfs.hpp: the bit-BFS labeler (flood fill by shifts and masks) of the 6x12 board.
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/generic/label_bfs.hpp"

namespace bitcc {

/// A labeler (contract: Labeler, geometry.hpp). Seeds a component at the lowest remaining
/// cell and grows it by one step in every direction, inside `b`, until it stops growing; then
/// removes it and repeats: generic::label_bfs at Geometry<6, 12>, one implementation for every
/// board.
inline int label_bfs(Board b, Board* out) {
  // The AND makes the stray bits ignored in debug builds too (the generic one asserts on them).
  return generic::label_bfs<Board6x12>(b & Playable, out);
}

}  // namespace bitcc
