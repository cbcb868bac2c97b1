// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_propagate_avx2.hpp: label propagation in three AVX2 registers, for CPUs with AVX2
// but not label_propagate's AVX-512. label_flood_avx2 runs it on boards of 14..49 cells, where it
// beats the row-pair scan and the floods (label_flood.hpp, kPropagateFrom); it labels any board.
// Compiled through function-level target attributes like the other x86 kernels:
// label_propagate_avx2_supported() tells whether the CPU runs it.
//
// Layout. Each row is one 64-bit lane: bytes 0..5 hold its cells, bytes 6 and 7 are pads that stay
// zero. The rows are dealt to the registers in turn: register i holds rows i, i + 3, i + 6 and
// i + 9. So a cell's left and right neighbours are one byte away in its own lane (a 64-bit shift
// by 8, the pads stopping it at the row's ends), the rows below and above rows i are in the
// neighbouring registers as they stand, and only rows 0, 3, 6, 9 looking down and rows 2, 5, 8, 11
// looking up need a lane permute (VPERMQ, then a zero in the lane that leaves the board). One
// PSHUFB per register turns the public board into byte masks of the cells.
//
// Labels. A set cell holds 255 - p, for p the public bit index 6 * row + column of some cell of
// its component; empty cells and pads hold 0. Every cell starts with its own; a step takes, in
// every set cell, the maximum of its label and its four neighbours' (empty neighbours give 0). So
// a component's labels grow to 255 - its lowest cell's index, which it reaches after as many steps
// as that cell's farthest cell is away (no pointer jumps: AVX2 has no byte permute across 32
// bytes). Like label_propagate, the kernel runs kSteps[popcount] steps before its first convergence
// test, then steps until nothing changes: a loop that usually exits at once, so is predicted.
//
// Extraction. The rows are put back in order (rows 0..3, 4..7, 8..11 per register), each 128-bit
// half's two rows squeezed to 12 bytes and the 12-byte pieces joined by dword permutes: byte p of
// the 72 holds cell p's label, so one VPMOVMSKB per 32 cells gives a public board. Roots (cells
// holding their own label) come out in ascending order, and each root's component is the cells
// equal to its label: components in the contract's order, one compare per register each.
//
// Cost (AMD Zen 4): a step is a chain of about 10 cycles (the lane permute, its blend, a maximum
// and the AND with the cells; the other registers' work runs beside it), and random boards of
// density 0.5 take 12.9 steps on average, the convergence test's included. Where it pays, by
// popcount: label_flood.hpp, kPropagateFrom.
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"
#include "bitcc/simd_choice.hpp"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(BITCC_PORTABLE)
#define BITCC_HAVE_LABEL_PROPAGATE_AVX2 1
#include <immintrin.h>
#else
#define BITCC_HAVE_LABEL_PROPAGATE_AVX2 0
#endif

namespace bitcc {

/// What label_propagate_avx2 is compiled for (simd_choice.hpp's feature lists).
#define BITCC_PROPAGATE_AVX2_FEATURES(F, SEP) F(avx2) SEP F(bmi) SEP F(popcnt)

/// True when the running CPU (and OS) can execute label_propagate_avx2.
inline bool label_propagate_avx2_supported() {
#if BITCC_HAVE_LABEL_PROPAGATE_AVX2
  return BITCC_CPU_SUPPORTS(BITCC_PROPAGATE_AVX2_FEATURES);
#else
  return false;
#endif
}

#if BITCC_HAVE_LABEL_PROPAGATE_AVX2

#define BITCC_TARGET_PROPAGATE_AVX2 BITCC_TARGET(BITCC_PROPAGATE_AVX2_FEATURES)

namespace propagate_avx2_detail {

static_assert(kWidth == 6 && kHeight == 12, "label_propagate_avx2: 6-cell rows in lanes, 12 rows");

// Per register: for each byte, the byte of the public board holding its cell (PSHUFB; pads 0x80,
// which reads 0), that cell's bit there (pads: 1, absent from the 0) and its own label (pads 0).
// Then PSHUFB's squeeze of a 128-bit half's two rows (bytes 0..5, 8..13) into bytes 0..11, and
// 255 - p for p = 0..71: each cell's own label in public order, which only roots hold.
struct alignas(32) ByteTables {
  std::uint8_t source[3][32];
  std::uint8_t bit[3][32];
  std::uint8_t own[3][32];
  std::uint8_t squeeze[32];
  std::uint8_t ordered[72];
};

inline constexpr ByteTables kTables = [] {
  ByteTables t{};
  for (int i = 0; i < 3; ++i)
    for (int lane = 0; lane < 4; ++lane)
      for (int column = 0; column < 8; ++column) {
        const int byte = 8 * lane + column;
        const int index = kWidth * (i + 3 * lane) + column;
        const bool cell = column < kWidth;
        t.source[i][byte] = static_cast<std::uint8_t>(cell ? index / 8 : 0x80);
        t.bit[i][byte] = static_cast<std::uint8_t>(cell ? 1 << index % 8 : 1);
        t.own[i][byte] = static_cast<std::uint8_t>(cell ? 255 - index : 0);
      }
  for (int half = 0; half < 2; ++half)
    for (int i = 0; i < 16; ++i)
      t.squeeze[16 * half + i] = static_cast<std::uint8_t>(i < 12 ? i + i / 6 * 2 : 0x80);
  for (int p = 0; p < kCells; ++p) t.ordered[p] = static_cast<std::uint8_t>(255 - p);
  return t;
}();

// Steps run before the first convergence test, by popcount (0..72): the 80th percentile of the
// steps that change a label (the distance from a component's lowest cell to its farthest cell,
// the largest over the components), on 380,000 random boards of densities 0.05 to 0.95 and
// 120,000 gravity planes (testing/pools.hpp, seeds 0x57e95001..0x57e95013 and 0x57e96000, not the
// benchmark's). Any value is correct; the 70th and 90th percentiles measured no faster.
inline constexpr std::uint8_t kSteps[kCells + 1] = {
    0,  0,  0,  1,  1,  1,  1,  2,  2,  2,  2,  2,  2,  3,  3,  3,  3,  4,  4,
    4,  4,  5,  5,  5,  6,  6,  6,  7,  7,  8,  8,  8,  9,  9,  10, 11, 11, 12,
    12, 13, 14, 15, 15, 16, 16, 17, 17, 18, 18, 18, 19, 19, 19, 19, 18, 18, 18,
    18, 17, 17, 17, 17, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16};

BITCC_TARGET_PROPAGATE_AVX2 inline __m256i load(const std::uint8_t* bytes) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(bytes));
}

// A register's labels after one step: the maximum of its own, its row neighbours' and the rows
// below and above (`near` ready early, `far` the permuted one, taken last), kept in set cells only.
BITCC_TARGET_PROPAGATE_AVX2 inline __m256i grow(__m256i labels, __m256i near, __m256i far,
                                                __m256i cells) {
  const __m256i row = _mm256_max_epu8(_mm256_slli_epi64(labels, 8), _mm256_srli_epi64(labels, 8));
  return _mm256_and_si256(_mm256_max_epu8(_mm256_max_epu8(_mm256_max_epu8(labels, near), row), far),
                          cells);
}

}  // namespace propagate_avx2_detail

/// A labeler (contract: Labeler, geometry.hpp); writes exactly n slots. Requires
/// label_propagate_avx2_supported().
BITCC_TARGET_PROPAGATE_AVX2 inline int label_propagate_avx2(Board b, Board* out) {
  using namespace propagate_avx2_detail;
  b &= Playable;
  const __m256i board = _mm256_broadcastsi128_si256(
      _mm_set_epi64x(static_cast<long long>(high_word(b)), static_cast<long long>(low_word(b))));
  const auto cells_of = [board](int i) BITCC_TARGET_PROPAGATE_AVX2 {
    const __m256i bit = load(kTables.bit[i]);
    return _mm256_cmpeq_epi8(
        _mm256_and_si256(_mm256_shuffle_epi8(board, load(kTables.source[i])), bit), bit);
  };
  const __m256i cells0 = cells_of(0), cells1 = cells_of(1), cells2 = cells_of(2);
  __m256i y0 = _mm256_and_si256(cells0, load(kTables.own[0]));  // rows 0, 3, 6, 9
  __m256i y1 = _mm256_and_si256(cells1, load(kTables.own[1]));  // rows 1, 4, 7, 10
  __m256i y2 = _mm256_and_si256(cells2, load(kTables.own[2]));  // rows 2, 5, 8, 11
  const __m256i zero = _mm256_setzero_si256();
  const auto step = [&]() BITCC_TARGET_PROPAGATE_AVX2 {
    // Below rows 0, 3, 6, 9: nothing, rows 2, 5, 8; above rows 2, 5, 8, 11: rows 3, 6, 9, nothing.
    const __m256i below0 = _mm256_blend_epi32(_mm256_permute4x64_epi64(y2, 0x90), zero, 0x03);
    const __m256i above2 = _mm256_blend_epi32(_mm256_permute4x64_epi64(y0, 0xF9), zero, 0xC0);
    const __m256i next0 = grow(y0, y1, below0, cells0);
    const __m256i next1 = grow(y1, y0, y2, cells1);
    y2 = grow(y2, y1, above2, cells2);
    y0 = next0;
    y1 = next1;
  };
  for (int i = kSteps[popcount(b)]; i > 0; --i) step();
  for (;;) {
    const __m256i before0 = y0, before1 = y1, before2 = y2;
    step();
    const __m256i changed = _mm256_or_si256(
        _mm256_xor_si256(before0, y0),
        _mm256_or_si256(_mm256_xor_si256(before1, y1), _mm256_xor_si256(before2, y2)));
    if (_mm256_testz_si256(changed, changed)) break;
  }

  // Rows in order (64-bit lane q of register i is row i + 3q): rows 4i..4i+3 in register i.
  const __m256i a0 = _mm256_permute4x64_epi64(y0, 0 | 3 << 2 | 2 << 4 | 1 << 6);  // 0 9 6 3
  const __m256i a1 = _mm256_permute4x64_epi64(y1, 1 | 0 << 2 | 3 << 4 | 2 << 6);  // 4 1 10 7
  const __m256i a2 = _mm256_permute4x64_epi64(y2, 2 | 1 << 2 | 0 << 4 | 3 << 6);  // 8 5 2 11
  const __m256i rows0 = _mm256_blend_epi32(_mm256_blend_epi32(a0, a1, 0x0C), a2, 0x30);
  const __m256i rows1 = _mm256_blend_epi32(_mm256_blend_epi32(a1, a2, 0x0C), a0, 0x30);
  const __m256i rows2 = _mm256_blend_epi32(_mm256_blend_epi32(a2, a0, 0x0C), a1, 0x30);
  // Each 128-bit half's two rows into its dwords 0..2, then the 12-byte pieces joined: cells
  // 0..31, 32..63 and 64..71, byte p holding cell p.
  const __m256i squeeze = load(kTables.squeeze);
  const __m256i s0 = _mm256_shuffle_epi8(rows0, squeeze);
  const __m256i s1 = _mm256_shuffle_epi8(rows1, squeeze);
  const __m256i s2 = _mm256_shuffle_epi8(rows2, squeeze);
  const __m256i labels0 = _mm256_blend_epi32(
      _mm256_permutevar8x32_epi32(s0, _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 0, 0)),
      _mm256_permutevar8x32_epi32(s1, _mm256_setr_epi32(0, 0, 0, 0, 0, 0, 0, 1)), 0xC0);
  const __m256i labels1 = _mm256_blend_epi32(
      _mm256_permutevar8x32_epi32(s1, _mm256_setr_epi32(2, 4, 5, 6, 0, 0, 0, 0)),
      _mm256_permutevar8x32_epi32(s2, _mm256_setr_epi32(0, 0, 0, 0, 0, 1, 2, 4)), 0xF0);
  const __m128i labels2 = _mm_shuffle_epi32(_mm256_extracti128_si256(s2, 1), 0x09);
  // The cells whose labels equal those given for cells 0..31, 32..63 and 64..71.
  const auto equal = [&](__m256i x0, __m256i x1, __m128i x2) BITCC_TARGET_PROPAGATE_AVX2 {
    const auto mask = [](__m256i x, __m256i y) BITCC_TARGET_PROPAGATE_AVX2 {
      return static_cast<std::uint64_t>(
          static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y))));
    };
    return make_board(mask(labels0, x0) | mask(labels1, x1) << 32,
                      static_cast<std::uint8_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(labels2, x2))));
  };
  // Roots hold their own label; each root's component holds the root's label.
  const Board roots =
      equal(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(kTables.ordered)),
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kTables.ordered + 32)),
            _mm_loadl_epi64(reinterpret_cast<const __m128i*>(kTables.ordered + 64)));
  std::uint64_t low = low_word(roots), high = high_word(roots);
  const int n = popcount(roots);
  // One loop over both words (a second loop would cost a second mispredicted exit).
  for (int i = 0; i < n; ++i) {
    const bool in_low = low != 0;
    const std::uint64_t word = in_low ? low : high;
    const int index = __builtin_ctzll(word) + (in_low ? 0 : 64);
    const std::uint64_t rest = word & (word - 1);
    (in_low ? low : high) = rest;
    const __m256i label = _mm256_set1_epi8(static_cast<char>(255 - index));
    out[i] = equal(label, label, _mm256_castsi256_si128(label));
  }
  return n;
}

#undef BITCC_TARGET_PROPAGATE_AVX2

#endif  // BITCC_HAVE_LABEL_PROPAGATE_AVX2

}  // namespace bitcc
