// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/neighbour_counts.hpp: which cells of a set have two, or three, of their neighbours in it.
//
// The groups kernels (groups_at_least, the Smash the Code engine's vanish mask, the batch kernels)
// hold a set x in representations of their own (two 64-bit windows, 16-bit column lanes, SIMD
// lanes), each with its own moves; but from the four masks of cells whose lower, upper, left or
// right neighbour is in x, the degree masks are the same AND/OR formulas for all of them: these.
// V is any type with & and | (an integer, a register wrapper). The batch kernels write the same
// two lines out instead (kernels/simd/batch_kernels.hpp calls no inline function of bitcc, so that
// no copy compiled with AVX-512 flags can replace a baseline one).
#pragma once

namespace bitcc {

/// The cells of a set x whose lower, upper, left and right neighbour is also in x. A cell with a
/// neighbour below is the upper end of a vertical pair, so `above` is `below` moved one row down,
/// and `right` is `left` moved one column left.
template <class V>
struct NeighbourPairs {
  V below, above, left, right;
};

/// The cells with two or more neighbours in the set: both vertical ones, both horizontal ones, or
/// one of each.
template <class V>
V two_or_more_neighbours(const NeighbourPairs<V>& p) {
  return (p.below & p.above) | (p.left & p.right) | ((p.below | p.above) & (p.left | p.right));
}

/// The cells with three or more neighbours in the set: both of one axis and one of the other.
template <class V>
V three_or_more_neighbours(const NeighbourPairs<V>& p) {
  return (p.below & p.above & (p.left | p.right)) | (p.left & p.right & (p.below | p.above));
}

}  // namespace bitcc
