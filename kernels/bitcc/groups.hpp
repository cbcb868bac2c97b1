// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/groups.hpp: the union of the components with at least k cells, mostly without labeling.
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/neighbour_counts.hpp"
#include "bitcc/word128.hpp"

namespace bitcc {

namespace groups_detail {

// groups_at_least's two windows of a board (group_formulas.hpp) as the two 64-bit lanes of one
// Word128: every formula runs once for both windows (one SSE2 instruction per operation on
// x86-64).
inline Word128 windows_of(Board b) {
  return Word128::of_words(low_word(b), upper_window(low_word(b), high_word(b)));
}
inline Board board_of_windows(Word128 w) {
  return make_board(low_of_windows(w.low(), w.high()), high_of_windows(w.high()));
}

// k >= 5: labels the cells that belong to groups of 4 or more and keeps the components of k cells
// or more. Out of line, so that the k <= 4 paths stay small where they are inlined.
#if defined(__GNUC__)
__attribute__((noinline))
#endif
inline Board keep_components_of_at_least(Board four_or_more, int k) {
  // four_or_more is a valid board (a subset of one), so label_rowpair writes at most 36 slots.
  Board components[kMaxComponents];
  const int n = label_rowpair(four_or_more, components);
  Board kept = 0;
  for (int i = 0; i < n; ++i)
    if (popcount(components[i]) >= k) kept |= components[i];
  return kept;
}

}  // namespace groups_detail

/// The union of the components of `b` that have at least `k` cells. k <= 1 gives b; k > 72 gives 0.
/// Bits of `b` at or above 72 (outside the board) are ignored: any 128-bit value is safe, and the
/// result never has them. Returns 0 at once when no cell can be in such a component.
///
/// k = 2, 3, 4 need no labeling. A component has at least 3 cells exactly when it holds a cell with
/// two or more neighbours; at least 4 exactly when it holds a cell with three or more neighbours or
/// two adjacent cells with two or more each (the only connected shapes of 3 cells are paths, whose
/// one middle cell has degree 2). In such a component every cell is one of those "seeds" or next to
/// one (a cell of degree 1 hangs on a cell of degree >= 2, and that cell is a seed), so the mask is
/// the seeds grown by one step inside b. Larger k labels what survives k = 4 (at most 36
/// components: never more than kMaxComponents slots written).
///
/// k = 2, 3, 4 run without a branch on the board: with no seed, growing them gives 0 through the
/// same ~60 instructions. An early return when there is no seed was measured and lost: 10.1 ns
/// instead of 4.4 on random boards of density 0.2 (43 % of them hold a group, so the branch is
/// mispredicted), and it gained at most 0.2 ns on the sparsest pools. A caller that knows its
/// boards rarely hold groups can test first (the Smash the Code engine does).
inline Board groups_at_least(Board b, int k) {
  b &= Playable;
  if (k <= 1) return b;
  if (k > kCells) return 0;
  // The formulas of group_formulas.hpp in stages, with a branch on k between them (the batch
  // kernels' window_groups<K> runs the same stages for a fixed K): g++ 12 then computes what
  // k = 2, 3, 4 share once in a loop where k is not known at compile time (a call to one function
  // per k cost 1..4 instructions more per board: it computed the shared masks again in each path).
  using groups_detail::board_of_windows;
  const Word128 x = groups_detail::windows_of(b);
  const Word128 not_column0 = Word128::broadcast(kWindowNotColumn0);
  const Word128 below = with_lower_neighbour(x), above = below >> kWidth;
  const Word128 left = with_left_neighbour(x, not_column0), right = left >> 1;
  if (k == 2) return board_of_windows(below | above | left | right);
  const Word128 not_column5 = Word128::broadcast(kWindowNotColumn5);
  const Word128 two = two_or_more_neighbours(below, above, left, right);
  if (k == 3) return board_of_windows(grow_inside(two, x, not_column0, not_column5));
  const Board four_or_more = board_of_windows(grow_inside(
      four_seeds(below, above, left, right, two, not_column0), x, not_column0, not_column5));
  if (k == 4 || four_or_more == 0) return four_or_more;
  return groups_detail::keep_components_of_at_least(four_or_more, k);
}

}  // namespace bitcc
