// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/label_union_find.hpp: the union-find labeler of wide boards: the generic one
// (bitcc/generic/label_union_find.hpp) on G's words.
#pragma once

#include "bitcc/generic/label_union_find.hpp"
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
  BITCC_ASSERT(G::is_valid(board));
  // The bits that are not cells are ignored.
  return generic::label_cells_union_find<G>(board & G::kPlayable, out);
}

}  // namespace bitcc::wide
