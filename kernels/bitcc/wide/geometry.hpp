// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/geometry.hpp: wide bitboards, boards of W columns and H rows up to 1024 cells, with
// square or hex adjacency.
//
// A wide board is wide::Words<N>, N 64-bit words: bit i is bit i % 64 of word i / 64. Cells are
// laid out row after row with ONE GUARD BIT after each row: cell (row r, column c) is bit
// S*r + c with the stride S = W + 1, row 0 at the bottom and column 0 at the left. Bit S*r + W (the
// guard of row r) and the bits at or above S*H are never cells. The guard makes every move one
// shift of the whole board: a cell moved right from the last column, or left from the first
// column, lands on a guard bit, and one AND with kPlayable removes all of them at once (the
// 128-cell boards of geometry.hpp need a column mask per move instead).
//
//   19x19, S = 20: 380 bits in 6 words; one 512-bit register.
//   13x13, S = 14: 182 bits in 3 words.     9x9, S = 10: 90 bits in 2 words.
//
// Width, height and adjacency live in wide::Geometry<W, H, A> as they do in bitcc::Geometry for
// boards of at most 128 cells, with the same names (kWidth, kCells, kPlayable, cell_index,
// shift<D>, neighbours, is_valid) and the same adjacency (bitcc::Adjacency: square cells have 4
// neighbours, hex cells also (r+1, c-1) and (r-1, c+1)). The helpers (popcount, lowest_cell,
// pop_lowest, for_each_cell, flood_fill) have the names and contracts of geometry.hpp's.
#pragma once

#include <cstdint>

#include "bitcc/geometry.hpp"

// Loops over the words of a board have a trip count known at compile time; unrolled, each word
// stays in a register (g++ -O2 does not unroll them by itself). Defined empty beforehand, they
// stay loops: the sanitizer build of test_wide_labelers does so, to compile in 0.6x the time.
#ifndef BITCC_UNROLL_WORDS
#define BITCC_UNROLL_WORDS _Pragma("GCC unroll 32")
#endif
// The word-wise operations are always inlined: g++ -O2 otherwise keeps neighbours() out of line,
// and every round of a flood passes the board through memory.
#define BITCC_WIDE_INLINE [[gnu::always_inline]]

namespace bitcc::wide {

/// A wide bitboard of N 64-bit words (see the top of the file). A plain aggregate: `Words<N>{}`
/// is the empty board, and copies are word copies.
template <int N>
struct Words {
  static_assert(N >= 1 && N <= 32, "a wide board holds 1 to 32 words");
  static constexpr int kWords = N;
  std::uint64_t word[N];

  /// True when some bit is set.
  BITCC_WIDE_INLINE constexpr bool any() const {
    std::uint64_t all = 0;
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) all |= word[i];
    return all != 0;
  }
  constexpr explicit operator bool() const { return any(); }

  BITCC_WIDE_INLINE constexpr Words& operator&=(const Words& o) {
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) word[i] &= o.word[i];
    return *this;
  }
  BITCC_WIDE_INLINE constexpr Words& operator|=(const Words& o) {
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) word[i] |= o.word[i];
    return *this;
  }
  BITCC_WIDE_INLINE constexpr Words& operator^=(const Words& o) {
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) word[i] ^= o.word[i];
    return *this;
  }
  BITCC_WIDE_INLINE friend constexpr Words operator&(Words a, const Words& b) { return a &= b; }
  BITCC_WIDE_INLINE friend constexpr Words operator|(Words a, const Words& b) { return a |= b; }
  BITCC_WIDE_INLINE friend constexpr Words operator^(Words a, const Words& b) { return a ^= b; }
  BITCC_WIDE_INLINE friend constexpr Words operator~(Words a) {
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) a.word[i] = ~a.word[i];
    return a;
  }
  /// The bits of `a` that are not in `b` (a & ~b).
  BITCC_WIDE_INLINE friend constexpr Words and_not(Words a, const Words& b) {
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) a.word[i] &= ~b.word[i];
    return a;
  }
  BITCC_WIDE_INLINE friend constexpr bool operator==(const Words& a, const Words& b) {
    std::uint64_t diff = 0;
    BITCC_UNROLL_WORDS
    for (int i = 0; i < N; ++i) diff |= a.word[i] ^ b.word[i];
    return diff == 0;
  }
  friend constexpr bool operator!=(const Words& a, const Words& b) { return !(a == b); }

  /// Bit `bit` (0..64N-1).
  constexpr bool test(int bit) const { return word[bit >> 6] >> (bit & 63) & 1; }
  constexpr void set(int bit) { word[bit >> 6] |= std::uint64_t{1} << (bit & 63); }
  constexpr void reset(int bit) { word[bit >> 6] &= ~(std::uint64_t{1} << (bit & 63)); }
};

/// The board with only bit `bit` (0..64N-1) set.
template <int N>
constexpr Words<N> bit_board(int bit) {
  Words<N> b{};
  b.set(bit);
  return b;
}

/// Every bit moved K places up (towards higher indices); bits moved past the last word vanish.
template <int K, int N>
BITCC_WIDE_INLINE constexpr Words<N> shift_up(const Words<N>& b) {
  static_assert(K >= 0);
  constexpr int kWordShift = K / 64, kBitShift = K % 64;
  Words<N> r{};
  BITCC_UNROLL_WORDS
  for (int i = kWordShift; i < N; ++i) {
    std::uint64_t w = b.word[i - kWordShift] << kBitShift;
    if constexpr (kBitShift != 0)
      if (i - kWordShift - 1 >= 0) w |= b.word[i - kWordShift - 1] >> (64 - kBitShift);
    r.word[i] = w;
  }
  return r;
}

/// Every bit moved K places down (towards lower indices); bits moved below bit 0 vanish.
template <int K, int N>
BITCC_WIDE_INLINE constexpr Words<N> shift_down(const Words<N>& b) {
  static_assert(K >= 0);
  constexpr int kWordShift = K / 64, kBitShift = K % 64;
  Words<N> r{};
  BITCC_UNROLL_WORDS
  for (int i = 0; i + kWordShift < N; ++i) {
    std::uint64_t w = b.word[i + kWordShift] >> kBitShift;
    if constexpr (kBitShift != 0)
      if (i + kWordShift + 1 < N) w |= b.word[i + kWordShift + 1] << (64 - kBitShift);
    r.word[i] = w;
  }
  return r;
}

/// The number of set bits.
template <int N>
BITCC_WIDE_INLINE constexpr int popcount(const Words<N>& b) {
  int count = 0;
  BITCC_UNROLL_WORDS
  for (int i = 0; i < N; ++i) count += popcount_word(b.word[i]);
  return count;
}

/// The index of the lowest set bit; requires b.any().
template <int N>
constexpr int lowest_cell(const Words<N>& b) {
  BITCC_ASSERT(b.any());
  for (int i = 0; i < N; ++i)
    if (b.word[i] != 0) return 64 * i + __builtin_ctzll(b.word[i]);
  return -1;
}

/// The board holding only the lowest set bit of `b` (empty when b is).
template <int N>
constexpr Words<N> lowest_bit(const Words<N>& b) {
  Words<N> r{};
  for (int i = 0; i < N; ++i)
    if (b.word[i] != 0) {
      r.word[i] = b.word[i] & (~b.word[i] + 1);
      break;
    }
  return r;
}

/// Clears the lowest set bit of `b` and returns its index; requires b.any().
template <int N>
constexpr int pop_lowest(Words<N>& b) {
  BITCC_ASSERT(b.any());
  for (int i = 0; i < N; ++i)
    if (b.word[i] != 0) {
      const int bit = 64 * i + __builtin_ctzll(b.word[i]);
      b.word[i] &= b.word[i] - 1;
      return bit;
    }
  return -1;
}

/// Calls f(bit) for every set bit of `b`, lowest first.
template <int N, typename F>
constexpr void for_each_cell(const Words<N>& b, F&& f) {
  for (int i = 0; i < N; ++i)
    for (std::uint64_t w = b.word[i]; w != 0; w &= w - 1) f(64 * i + __builtin_ctzll(w));
}

/// The largest board: 1024 cells.
inline constexpr int kMaxCells = 1024;

template <int W, int H, Adjacency A = Adjacency::Square>
struct Geometry {
  static_assert(W >= 1 && H >= 1 && W * H <= kMaxCells, "a wide board is 1 to 1024 cells");

  static constexpr int kWidth = W;
  static constexpr int kHeight = H;
  static constexpr int kCells = W * H;
  static constexpr Adjacency kAdjacency = A;
  /// Bits from one row to the next: the row's cells and its guard bit.
  static constexpr int kStride = W + 1;
  /// Bits from bit 0 to the last row's guard bit.
  static constexpr int kBits = kStride * H;
  static constexpr int kWords = (kBits + 63) / 64;

  using Board = Words<kWords>;

  /// An upper bound on the number of components (a checkerboard's, ceil(cells / 2); hex adjacency
  /// only joins more cells).
  static constexpr int kMaxComponents = (kCells + 1) / 2;

  /// The bit index of (row, column).
  static constexpr int cell_index(int row, int column) { return kStride * row + column; }
  /// The row and column of bit index `cell`.
  static constexpr int row_of(int cell) { return cell / kStride; }
  static constexpr int column_of(int cell) { return cell % kStride; }
  /// True when bit index `cell` is a cell of the board (not a guard bit, not past the last row).
  static constexpr bool is_cell(int cell) {
    return cell >= 0 && cell < kBits && column_of(cell) < W;
  }

  /// The board with only cell (row, column) set.
  static constexpr Board cell_board(int row, int column) {
    return bit_board<kWords>(cell_index(row, column));
  }

  /// Every cell of the board.
  static constexpr Board kPlayable = [] {
    Board b{};
    for (int row = 0; row < H; ++row)
      for (int column = 0; column < W; ++column) b.set(cell_index(row, column));
    return b;
  }();

  /// The cells of row `row` (0..H-1) and of column `column` (0..W-1).
  static constexpr Board row_mask(int row) {
    Board b{};
    for (int column = 0; column < W; ++column) b.set(cell_index(row, column));
    return b;
  }
  static constexpr Board column_mask(int column) {
    Board b{};
    for (int row = 0; row < H; ++row) b.set(cell_index(row, column));
    return b;
  }
  /// The cells on the board's edge (first and last row and column).
  static constexpr Board kEdge =
      row_mask(0) | row_mask(H - 1) | column_mask(0) | column_mask(W - 1);

  /// True when only cells are set (no guard bit, nothing past the last row).
  static constexpr bool is_valid(const Board& b) { return !and_not(b, kPlayable).any(); }

  /// Every cell of `b` moved one step in direction D; cells that would leave the board vanish.
  /// Requires b valid (a guard bit of `b` may move into a cell).
  template <Direction D>
  BITCC_WIDE_INLINE static constexpr Board shift(const Board& b) {
    if constexpr (D == Direction::Up) return shift_up<kStride>(b) & kPlayable;
    if constexpr (D == Direction::Down) return shift_down<kStride>(b);
    if constexpr (D == Direction::Left) return shift_down<1>(b) & kPlayable;
    if constexpr (D == Direction::Right) return shift_up<1>(b) & kPlayable;
  }

  /// The cells adjacent to at least one cell of `b` (may include cells of `b`); requires b valid.
  /// The four (six) moves share one AND with kPlayable: every move that leaves the board lands on
  /// a guard bit or past the last row.
  BITCC_WIDE_INLINE static constexpr Board neighbours(const Board& b) {
    Board r = shift_up<1>(b) | shift_down<1>(b) | shift_up<kStride>(b) | shift_down<kStride>(b);
    if constexpr (A == Adjacency::Hex)  // (r+1, c-1) and (r-1, c+1)
      r |= shift_up<kStride - 1>(b) | shift_down<kStride - 1>(b);
    return r & kPlayable;
  }
};

/// The cells of `mask` reachable from `seed` through cells of `mask` under G's adjacency (the
/// component of `mask` holding `seed` when `seed` is one cell). Requires seed ⊆ mask and both
/// valid for G (checked in debug builds); release builds ignore the bits of `mask` outside G and
/// of `seed` outside `mask`. One step to every neighbour per round, until nothing changes.
template <class G>
constexpr typename G::Board flood_fill(const typename G::Board& seed, typename G::Board mask) {
  BITCC_ASSERT(!and_not(seed, mask).any() && G::is_valid(mask));
  mask &= G::kPlayable;
  typename G::Board region = seed & mask;
  for (;;) {
    const typename G::Board grown = (region | G::neighbours(region)) & mask;
    if (grown == region) return region;
    region = grown;
  }
}

/// The common signature of every wide labeler: writes the components of `b` under G's adjacency to
/// out[0..n) and returns n, with the contract of bitcc::Labeler (geometry.hpp): disjoint,
/// non-empty, their union is `b`, in ascending order of their lowest cell; `out` has room for
/// G::kMaxComponents boards (slots past n may be overwritten). Bits of `b` that are not cells
/// (guard bits, bits past the last row) are ignored, so any value is safe; debug builds assert
/// that there are none.
template <class G>
using Labeler = int (*)(const typename G::Board& b, typename G::Board* out);

}  // namespace bitcc::wide
