// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/group_formulas.hpp: the formulas of groups_at_least (degrees, seeds of groups of 4,
// growth, the two-window cut), once, for every word type V that has &, |, << and >> by a lane
// (std::uint64_t, bitcc::Word128, an xsimd batch of uint64).
//
// Included INSIDE a namespace, so no `#pragma once`, no namespace and no include of its own (its
// includer first includes <cstdint> and bitcc/board.hpp): bitcc/neighbour_counts.hpp puts it in
// namespace bitcc, and kernels/simd/batch_kernels.hpp in the anonymous namespace of each
// instruction set's translation unit. That is how simdjson and Highway compile generic code once
// per instruction set: each copy is its own set of functions (here with internal linkage), so no
// copy compiled with AVX-512 flags can be the one the linker keeps for a baseline caller.

/// The cells of a set x whose lower, upper, left and right neighbour is also in x. A cell with a
/// neighbour below is the upper end of a vertical pair, so `above` is `below` moved one row down,
/// and `right` is `left` moved one column left.
template <class V>
struct NeighbourPairs {
  V below, above, left, right;
};

/// The cells with two or more neighbours in the set: both vertical ones, both horizontal ones, or
/// one of each. (The four masks are values, not a NeighbourPairs: g++ 12 stored such a struct of
/// xsimd batches on the stack in the batch kernels' loops.)
template <class V>
inline V two_or_more_neighbours(V below, V above, V left, V right) {
  return (below & above) | (left & right) | ((below | above) & (left | right));
}

/// The cells with three or more neighbours in the set: both of one axis and one of the other.
template <class V>
inline V three_or_more_neighbours(V below, V above, V left, V right) {
  return (below & above & (left | right)) | (left & right & (below | above));
}

// The window layout: 64-bit words holding a board's 6-bit rows (column c of a row at bit c), so
// that every move is a 64-bit shift. A board is covered by two windows cut two rows apart:
//   lower window: bits 0..63 of the board (rows 0..9 and the first four cells of row 10),
//   upper window: the board shifted down 12 bits (rows 2..11 in bits 0..59, bits 60..63 zero).
// A window sees fewer neighbours than the board near its cut, never more, and every quantity
// below only grows with the neighbours seen, so a window's result is a subset of the true one.
// It is exact on the rows at least 3 rows from a cut (the groups of 4 look 3 steps away: two for
// the seeds, one to grow them): rows 0..6 in the lower window, rows 5..11 in the upper one. The
// union of the two is therefore the exact answer, with no mask to pick rows. Another board needs
// another cut (or none).
static_assert(kWidth == 6 && kHeight == 12, "the window cut is for 6x12");
inline constexpr int kWindowCut = 2 * kWidth;
// The cells of a window outside column 0 (resp. 5): bits 6r and 6r + 5 cleared.
inline constexpr std::uint64_t kWindowNotColumn0 = ~low_word(Column0);
inline constexpr std::uint64_t kWindowNotColumn5 = ~low_word(Column5);

/// The upper window of the board (low, high); bits of `high` at or above 72 - 64 must be clear.
template <class V>
inline V upper_window(V low, V high) {
  return (low >> kWindowCut) | (high << (64 - kWindowCut));
}

/// The board's answer (low word, high word) from the answers of its two windows.
template <class V>
inline V low_of_windows(V lower, V upper) {
  return lower | (upper << kWindowCut);
}
template <class V>
inline V high_of_windows(V upper) {
  return upper >> (64 - kWindowCut);
}

/// In a window x: the cells whose lower (resp. left) neighbour is also in x. Moved one row down
/// (resp. one column left) they are the cells whose upper (right) neighbour is in x; left ends are
/// never in column 5, so that move cannot wrap into the previous row.
template <class V>
inline V with_lower_neighbour(V x) {
  return x & (x << kWidth);
}
template <class V>
inline V with_left_neighbour(V x, V not_column0) {
  return x & not_column0 & (x << 1);
}

/// The cells of window x that are in `seeds` or next to one.
template <class V>
inline V grow_inside(V seeds, V x, V not_column0, V not_column5) {
  return (x & (seeds | (seeds << kWidth) | (seeds >> kWidth))) | (x & not_column0 & (seeds << 1)) |
         (x & not_column5 & (seeds >> 1));
}

/// The seeds of groups of 4 in window x: cells with three or more neighbours, or two adjacent
/// cells with two or more each (`two` = two_or_more_neighbours of the same masks).
template <class V>
inline V four_seeds(V below, V above, V left, V right, V two, V not_column0) {
  const V two_below = with_lower_neighbour(two), two_left = with_left_neighbour(two, not_column0);
  return three_or_more_neighbours(below, above, left, right) | two_below | (two_below >> kWidth) |
         two_left | (two_left >> 1);
}
