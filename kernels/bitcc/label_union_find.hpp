// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_union_find.hpp: the union-find labeler of the 6x12 board.
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/generic/label_union_find.hpp"

namespace bitcc {

/// A labeler (contract: Labeler, geometry.hpp). Every set cell starts as its own tree.
/// Visiting cells in ascending order, each cell is joined with its set neighbour below and to its
/// left (union by size, path halving). A second pass maps each root to an output slot in order of
/// first appearance, i.e. of each component's lowest cell: generic::label_union_find at Geometry<6,
/// 12>, on the one union-find core (union_find.hpp).
inline int label_union_find(Board b, Board* out) {
  // The AND makes the stray bits ignored in debug builds too (the generic one asserts on them).
  return generic::label_union_find<Board6x12>(b & Playable, out);
}

}  // namespace bitcc
