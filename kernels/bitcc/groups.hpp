// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/groups.hpp: the union of the components with at least k cells, mostly without labeling.
#pragma once

#include <cstdint>

#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
#include <emmintrin.h>
#endif

#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/neighbour_counts.hpp"

namespace bitcc {

namespace groups_detail {

// The windows below are exact because 12 rows of 6 cells fit two 64-bit words cut two rows apart
// with 3 exact rows on each side of the cut; another board needs another cut (or none).
static_assert(kWidth == 6 && kHeight == 12, "groups windows: the cut is worked out for 6x12");

// Where the upper window starts: two rows up. The upper window is the board shifted down by it.
inline constexpr int kWindowCut = 2 * kWidth;

// Two overlapping 64-bit windows of a board, each in the board's own layout (6-bit rows, column c
// of a row at bit c), so that every move is a 64-bit shift and the u128 carries disappear:
//   lower window: bits 0..63 of the board (rows 0..9 and the first four cells of row 10),
//   upper window: the board shifted down 12 bits (rows 2..11 in bits 0..59, bits 60..63 zero).
// A window sees fewer neighbours than the board near its cut, never more, and every quantity
// below only grows with the neighbours seen, so a window's result is a subset of the true one.
// It is exact on the rows at least 3 rows from a cut (the groups of 4 look 3 steps away: two for
// the seeds, one to grow them): rows 0..6 in the lower window, rows 5..11 in the upper one. The
// union of the two is therefore the exact answer, with no mask to pick rows.
//
// On x86-64 the two windows are the two 64-bit lanes of one SSE2 register (every operation below
// is one instruction for both); elsewhere, or with BITCC_PORTABLE defined, two integers.
#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
class Windows {
 public:
  static Windows of(Board b) {
    const std::uint64_t low = low_word(b);
    const std::uint64_t upper = low >> kWindowCut | high_word(b) << (64 - kWindowCut);
    return Windows{_mm_set_epi64x(static_cast<long long>(upper), static_cast<long long>(low))};
  }
  static Windows broadcast(std::uint64_t word) {
    return Windows{_mm_set1_epi64x(static_cast<long long>(word))};
  }
  Board to_board() const {
    const std::uint64_t lower = static_cast<std::uint64_t>(_mm_cvtsi128_si64(v_));
    const std::uint64_t upper =
        static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v_, v_)));
    return make_board(lower | upper << kWindowCut, upper >> (64 - kWindowCut));
  }
  template <int N>
  Windows up() const { return Windows{_mm_slli_epi64(v_, N)}; }
  template <int N>
  Windows down() const { return Windows{_mm_srli_epi64(v_, N)}; }
  // The operators are free functions below, not friends defined in the class: GCC does not apply
  // a `#pragma GCC target` (which bots put above the single header) to those, and their
  // intrinsics then fail to inline. Nor members: g++ 12 then kept two windows on the stack in
  // groups_at_least's loop (two stores per board, 3..5 % slower).
  static Windows of_register(__m128i v) { return Windows{v}; }
  __m128i value() const { return v_; }

 private:
  explicit Windows(__m128i v) : v_(v) {}
  __m128i v_;
};
inline Windows operator&(Windows a, Windows b) {
  return Windows::of_register(_mm_and_si128(a.value(), b.value()));
}
inline Windows operator|(Windows a, Windows b) {
  return Windows::of_register(_mm_or_si128(a.value(), b.value()));
}
#else
class Windows {
 public:
  static constexpr Windows of(Board b) {
    return Windows{low_word(b), low_word(b) >> kWindowCut | high_word(b) << (64 - kWindowCut)};
  }
  static constexpr Windows broadcast(std::uint64_t word) { return Windows{word, word}; }
  constexpr Board to_board() const { return make_board(lower_ | upper_ << kWindowCut, upper_ >> (64 - kWindowCut)); }
  template <int N>
  constexpr Windows up() const { return Windows{lower_ << N, upper_ << N}; }
  template <int N>
  constexpr Windows down() const { return Windows{lower_ >> N, upper_ >> N}; }
  friend constexpr Windows operator&(Windows a, Windows b) {
    return Windows{a.lower_ & b.lower_, a.upper_ & b.upper_};
  }
  friend constexpr Windows operator|(Windows a, Windows b) {
    return Windows{a.lower_ | b.lower_, a.upper_ | b.upper_};
  }

 private:
  constexpr Windows(std::uint64_t lower, std::uint64_t upper) : lower_(lower), upper_(upper) {}
  std::uint64_t lower_, upper_;
};
#endif

// The cells of a 64-bit window outside column 0 (resp. 5): bits 6r and 6r + 5 cleared.
inline constexpr std::uint64_t kWindowNotColumn0 = ~static_cast<std::uint64_t>(low_word(Column0));
inline constexpr std::uint64_t kWindowNotColumn5 = ~static_cast<std::uint64_t>(low_word(Column5));

// The cells of x (one window) whose neighbour in one direction is also in x (left ends are never in
// column 5, so moving them one column left cannot wrap into the previous row).
using Pairs = NeighbourPairs<Windows>;
inline Pairs pairs(Windows x, Windows not_column0) {
  const Windows below = x & x.up<kWidth>();
  const Windows left = x & not_column0 & x.up<1>();
  return {below, below.down<kWidth>(), left, left.down<1>()};
}

// The seeds of groups of 4: cells with three or more neighbours, or two adjacent cells with two or
// more each (see groups_at_least). `two` is two_or_more_neighbours(p).
inline Windows four_seeds(const Pairs& p, Windows two, Windows not_column0) {
  const Pairs joined = pairs(two, not_column0);
  return three_or_more_neighbours(p) | joined.below | joined.above | joined.left | joined.right;
}

// The cells of x that are in `seeds` or next to one.
inline Windows grow_inside(Windows seeds, Windows x, Windows not_column0, Windows not_column5) {
  return (x & (seeds | seeds.up<kWidth>() | seeds.down<kWidth>())) |
         (x & not_column0 & seeds.up<1>()) | (x & not_column5 & seeds.down<1>());
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
  using groups_detail::Windows;
  b &= Playable;
  if (k <= 1) return b;
  if (k > kCells) return 0;
  const Windows x = Windows::of(b);
  const Windows not_column0 = Windows::broadcast(groups_detail::kWindowNotColumn0);
  const groups_detail::Pairs p = groups_detail::pairs(x, not_column0);
  if (k == 2) return (p.below | p.above | p.left | p.right).to_board();
  const Windows not_column5 = Windows::broadcast(groups_detail::kWindowNotColumn5);
  const Windows two = two_or_more_neighbours(p);
  if (k == 3) return groups_detail::grow_inside(two, x, not_column0, not_column5).to_board();
  const Windows seeds = groups_detail::four_seeds(p, two, not_column0);
  const Board four_or_more =
      groups_detail::grow_inside(seeds, x, not_column0, not_column5).to_board();
  if (k == 4 || four_or_more == 0) return four_or_more;
  return groups_detail::keep_components_of_at_least(four_or_more, k);
}

}  // namespace bitcc
