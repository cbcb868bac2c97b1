// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/naive_bfs.hpp: the naive baseline, the yardstick every benchmark is measured against and
// checked against.
//
// Plain flood fill: seed a component at the lowest remaining cell, dilate it one step in the four
// directions (shifts and masks on the 128-bit board), keep what lies inside the board, and repeat
// until it stops growing; emit it, remove it, start again. No pruning, no table, no early exit.
//
// It is meant never to change, so that speed-ups quoted against it stay comparable from one version
// of the kernels to the next. For the same reason the dilation is spelled out here rather than
// built on the shift helpers of kernels/bitcc/board.hpp, which may be tuned: only the board layout
// (Board, kWidth, kCells) is taken from there.
#pragma once

#include "bitcc/board.hpp"

namespace bitcc::test_support {

namespace naive_detail {

// The leftmost and rightmost columns: a cell there must not move sideways off the board, or it
// would wrap into the neighbouring row.
inline constexpr Board kLeftEdge = [] {
  Board edge = 0;
  for (int cell = 0; cell < kCells; cell += kWidth) edge |= Board{1} << cell;
  return edge;
}();
inline constexpr Board kRightEdge = kLeftEdge << (kWidth - 1);

// `cells` and every cell next to one of them. A cell moved up past row 11 lands on bits 72..77,
// outside every valid board, so masking with a valid board removes it.
constexpr Board dilate(Board cells) {
  return cells | (cells << kWidth) | (cells >> kWidth) | ((cells & ~kRightEdge) << 1) |
         ((cells & ~kLeftEdge) >> 1);
}

}  // namespace naive_detail

/// Writes the 4-connected components of `b` to out[0..n) and returns n, with the contract of every
/// labeler: disjoint components whose union is `b`, in ascending order of their lowest cell; `out`
/// has room for kMaxComponents boards. Requires is_valid(b) (checked in debug builds).
inline int label_naive_bfs(Board b, Board* out) {
  BITCC_ASSERT(is_valid(b));
  int n = 0;
  while (b != 0) {
    Board component = b & (~b + 1);  // the lowest remaining cell
    for (;;) {
      const Board grown = naive_detail::dilate(component) & b;
      if (grown == component) break;
      component = grown;
    }
    out[n++] = component;
    b &= ~component;
  }
  return n;
}

/// The union of the components of `b` with at least `k` cells, the naive way: label everything with
/// label_naive_bfs, keep the large enough components. Requires is_valid(b). The cells are counted
/// by the compiler's builtin, not by bitcc::popcount (tuned: inline on x86-64 without POPCNT, where
/// the builtin is a library call), for the reason above.
inline Board naive_groups_at_least(Board b, int k) {
  Board components[kMaxComponents];
  const int n = label_naive_bfs(b, components);
  Board kept = 0;
  for (int i = 0; i < n; ++i) {
    const Board c = components[i];
    if (__builtin_popcountll(low_word(c)) + __builtin_popcountll(high_word(c)) >= k) kept |= c;
  }
  return kept;
}

}  // namespace bitcc::test_support
