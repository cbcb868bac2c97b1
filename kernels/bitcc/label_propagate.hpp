// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_propagate.hpp: the label-propagation labeler: every cell at once, in one AVX-512
// register for rows 0..7 and one AVX2-sized register for rows 8..11. For CPUs with AVX-512 F, BW,
// VL, VBMI, VBMI2, GFNI and BMI2 (Ice Lake and later, Zen 4 and later): label_propagate_supported()
// tells. The code is compiled through function-level target attributes, so this header needs no -m
// flags and can be included anywhere; calling label_propagate on a CPU without those instructions
// stops the program with an illegal instruction (bitcc::label, in label.hpp, checks first).
//
// Layout. Each row becomes 8 bytes: bytes 8r..8r+5 hold the cells of row r, bytes 8r+6 and 8r+7
// are pads that stay empty. Rows 0..7 fill the 64 bytes of A; rows 8..11 fill the 32 bytes of B.
// Two pdep with 0x3F3F... turn the public board into the byte masks of set cells.
//
// Labels. A set cell holds a label, the byte position of some cell of its component (B's bytes are
// positions 64..95); an empty cell or pad holds 0xFF. The byte position 8*row + column orders cells
// exactly as the public bit index 6*row + column does, so the smallest label of a component is its
// lowest cell: the components come out in the contract's order with no sorting. Every cell starts
// with its own position.
//
// One step takes, in every set cell, the minimum of its label and its four neighbours' (left and
// right: a rotation of each row's 8 bytes by one byte, the pads stopping the wrap-around; up and
// down: valignq by one row across A and B), then jumps once: label = label[label] (vpermb for A,
// whose labels are all below 64; vpermt2b over A:B for B). The first step's minimum comes from the
// cell masks alone (the cell below, else the one to the left, else the cell itself). A label only
// ever names a cell of the same component and never grows, so when the minimum changes nothing,
// every cell of a component holds the same label (each is <= its neighbours'), and that is the
// lowest cell's own position.
//
// Convergence. Testing after every step costs a mispredicted branch per board; instead the kernel
// runs kPropagateSteps[popcount] steps unconditionally (enough for 4 boards in 5 of that popcount),
// then steps until nothing changes, a loop that usually exits at once and so is predicted.
//
// Extraction. Roots are the cells whose label is their own position. vpexpandb of 0, 1, 2, ... over
// the roots gives each root its rank (its component's output slot); each cell reads its root's
// rank through its label. For each group of 8 slots, vpermb turns a rank into a one-hot byte
// (bit rank - 8g), GF2P8AFFINEQB transposes each row's 8x8 bit block (byte i of row r: the cells of
// component 8g + i in row r), vpermt2b gathers each component's 12 row bytes into a 16-byte lane,
// and vpmaddubsw, vpmaddwd and vpshufb pack 12 rows of 6 bits into the 72-bit public layout: four
// components per 64-byte store.
//
// Why B is 256 bits wide: on CPUs that run 512-bit shuffles as two 256-bit halves (Zen 4), rows
// 8..11 in a 512-bit register would pay for 4 empty rows; measured 8..10 % faster on every pool.
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"
#include "bitcc/simd_choice.hpp"

#if defined(__GNUC__) && (defined(__x86_64__) || defined(_M_X64))
#define BITCC_HAVE_LABEL_PROPAGATE 1
#include <immintrin.h>
#else
#define BITCC_HAVE_LABEL_PROPAGATE 0
#endif

namespace bitcc {

/// What label_propagate is compiled for (simd_choice.hpp's feature lists).
#define BITCC_PROPAGATE_FEATURES(F, SEP) \
  F(avx512f) SEP F(avx512bw) SEP F(avx512vl) SEP F(avx512vbmi) SEP F(avx512vbmi2) SEP F(gfni) \
  SEP F(bmi2) SEP F(popcnt)

/// True when the running CPU (and OS) can execute label_propagate.
inline bool label_propagate_supported() {
#if BITCC_HAVE_LABEL_PROPAGATE
  return BITCC_CPU_SUPPORTS(BITCC_PROPAGATE_FEATURES);
#else
  return false;
#endif
}

#if BITCC_HAVE_LABEL_PROPAGATE

// GCC 12's intrinsics fill "don't care" operands with _mm512_undefined_epi32(), which -Wall reports
// as uninitialized once inlined here: a false positive in the compiler's headers.
#if !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#define BITCC_TARGET_PROPAGATE BITCC_TARGET(BITCC_PROPAGATE_FEATURES)

namespace propagate_detail {

// Each row is one byte of a 64-bit word (8 rows per word, 6 cells of each byte used), and the
// tables below gather 12 rows per component: the layout is the 6x12 board's.
static_assert(kWidth == 6 && kHeight == 12, "label_propagate: 6-cell rows in bytes, 12 rows");

inline constexpr std::uint64_t kRowBytes = 0x3F3F3F3F3F3F3F3Full;  // 6 cells of every 8 bytes

struct alignas(64) ByteTables {
  std::uint8_t iota[64];         // byte i holds i: each cell's own position (B adds 64)
  std::uint8_t onehot[5][64];    // onehot[g][r] = 1 << (r - 8g) when 8g <= r < 8g + 8, else 0
  std::uint8_t gather[2][64];    // vpermt2b indices: component 4h + j's 12 rows into lane j
  std::uint8_t pack_words[64];   // vpmaddubsw weights 1, 64: two 6-bit rows into 12 bits
  std::uint8_t pack_bytes[64];   // vpshufb: three 24-bit dwords into 9 bytes, the rest zero
  std::uint16_t pack_dwords[32];  // vpmaddwd weights 1, 4096: two 12-bit pairs into 24 bits
};

inline constexpr ByteTables kTables = [] {
  ByteTables t{};
  for (int i = 0; i < 64; ++i) t.iota[i] = static_cast<std::uint8_t>(i);
  for (int g = 0; g < 5; ++g)
    for (int r = 8 * g; r < 8 * g + 8; ++r)
      t.onehot[g][r] = static_cast<std::uint8_t>(1 << (r - 8 * g));
  // After the transpose, byte 8q + i of A holds component i's row q (q < 8), of B its row 8 + q.
  // vpermt2b index: bit 6 picks B, bits 0..5 the byte. Lane bytes 12..15 take byte 63 of B,
  // which is zero (B is zero-extended to 512 bits).
  for (int h = 0; h < 2; ++h)
    for (int lane = 0; lane < 4; ++lane)
      for (int row = 0; row < 16; ++row) {
        const int component = 4 * h + lane;
        int index = 64 + 63;
        if (row < 8) index = 8 * row + component;
        else if (row < 12) index = 64 + 8 * (row - 8) + component;
        t.gather[h][16 * lane + row] = static_cast<std::uint8_t>(index);
      }
  for (int i = 0; i < 64; ++i) t.pack_words[i] = static_cast<std::uint8_t>(i % 2 == 0 ? 1 : 64);
  for (int i = 0; i < 32; ++i) t.pack_dwords[i] = static_cast<std::uint16_t>(i % 2 == 0 ? 1 : 4096);
  for (int lane = 0; lane < 4; ++lane)
    for (int i = 0; i < 16; ++i) {
      // Output byte i of the lane: byte (i % 3) of dword (i / 3), for i < 9; else zero (0x80).
      t.pack_bytes[16 * lane + i] =
          static_cast<std::uint8_t>(i < 9 ? 4 * (i / 3) + i % 3 : 0x80);
    }
  return t;
}();

// Steps run before the first convergence test, by popcount (0..72): the 80th percentile of the
// steps that boards of that popcount need, measured on 400,000 random boards of densities 0.05 to
// 0.95 and 600,000 gravity planes (seed 12345, not the benchmark's). Any value is correct; these
// measured fastest among the 80th, 90th and 95th percentiles.
inline constexpr std::uint8_t kPropagateSteps[kCells + 1] = {
    0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3,  //  0..24
    3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7,  // 25..49
    7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};      // 50..72

// All bytes 0xFF, computed from a zeroed register so that it waits on nothing (an all-ones
// vpternlogd on a stale register would wait for that register's last writer).
BITCC_TARGET_PROPAGATE inline __m512i all_ones() {
  __m512i zero = _mm512_setzero_si512();
  __asm__("" : "+v"(zero));
  return _mm512_ternarylogic_epi64(zero, zero, zero, 0xFF);
}

struct Labels {
  __m512i a;  // rows 0..7
  __m256i b;  // rows 8..11
};

// In every set cell, the minimum of its label and its four neighbours' (empty cells keep theirs).
BITCC_TARGET_PROPAGATE inline Labels neighbour_minimum(Labels l, __mmask64 cells_a,
                                                       __mmask32 cells_b, __m512i ones) {
  // Up: the next row (row 7 reads B's row 8; row 11 reads 0xFF); down: the previous one (row 0
  // reads 0xFF, row 8 reads A's row 7).
  const __m512i b512 = _mm512_castsi256_si512(l.b);  // only its first row is read
  const __m512i vertical_a =
      _mm512_min_epu8(_mm512_alignr_epi64(b512, l.a, 1), _mm512_alignr_epi64(l.a, ones, 7));
  const __m256i vertical_b =
      _mm256_min_epu8(_mm256_alignr_epi64(_mm512_castsi512_si256(ones), l.b, 1),
                      _mm256_alignr_epi64(l.b, _mm512_extracti64x4_epi64(l.a, 1), 3));
  const __m512i horizontal_a =
      _mm512_min_epu8(_mm512_min_epu8(l.a, _mm512_rol_epi64(l.a, 8)), _mm512_ror_epi64(l.a, 8));
  const __m256i horizontal_b =
      _mm256_min_epu8(_mm256_min_epu8(l.b, _mm256_rol_epi64(l.b, 8)), _mm256_ror_epi64(l.b, 8));
  return {_mm512_mask_min_epu8(l.a, cells_a, horizontal_a, vertical_a),
          _mm256_mask_min_epu8(l.b, cells_b, horizontal_b, vertical_b)};
}

// One pointer jump, label = label[label]; B's empty cells keep 0xFF (mask2: the index stays).
BITCC_TARGET_PROPAGATE inline Labels jump(Labels l, __mmask32 cells_b) {
  return {_mm512_permutexvar_epi8(l.a, l.a),
          _mm512_castsi512_si256(_mm512_mask2_permutex2var_epi8(
              l.a, _mm512_castsi256_si512(l.b), cells_b, _mm512_castsi256_si512(l.b)))};
}

// Four components, one per 16-byte lane as 12 row bytes of 6 bits, packed into the public layout.
BITCC_TARGET_PROPAGATE inline __m512i pack(__m512i rows) {
  const __m512i words = _mm512_maddubs_epi16(rows, _mm512_load_si512(kTables.pack_words));
  const __m512i dwords = _mm512_madd_epi16(words, _mm512_load_si512(kTables.pack_dwords));
  return _mm512_shuffle_epi8(dwords, _mm512_load_si512(kTables.pack_bytes));
}

BITCC_TARGET_PROPAGATE inline bool same(Labels x, Labels y) {
  return (_mm512_cmpneq_epi8_mask(x.a, y.a) | _mm256_cmpneq_epi8_mask(x.b, y.b)) == 0;
}

}  // namespace propagate_detail

/// A labeler (contract: Labeler, geometry.hpp); the slots from n up to the next multiple of 8
/// (at least 8, at most 36) are overwritten with empty boards. Requires
/// label_propagate_supported().
BITCC_TARGET_PROPAGATE inline int label_propagate(Board b, Board* out) {
  using namespace propagate_detail;
  // Bits 0..47 are rows 0..7, bits 48..71 rows 8..11; bits 72..127 are not read.
  const __mmask64 cells_a = _pdep_u64(low_word(b), kRowBytes);
  const __mmask32 cells_b = static_cast<__mmask32>(
      _pdep_u64(static_cast<std::uint64_t>(b >> 48) & 0xFFFFFF, kRowBytes));
  const int cell_count = static_cast<int>(_mm_popcnt_u64(cells_a) + _mm_popcnt_u32(cells_b));

  const __m512i iota = _mm512_load_si512(kTables.iota);
  const __m512i ones = all_ones();
  const __m256i ones_b = _mm512_castsi512_si256(ones);
  const __m256i iota_b = _mm256_add_epi8(_mm512_castsi512_si256(iota), _mm256_set1_epi8(64));
  // The first step's neighbour minimum needs no moves: with every cell at its own position, the
  // smallest in reach is the cell below (8 less), else the cell to the left (1 less), else itself.
  const __mmask64 left_a = cells_a & cells_a << 1;
  const __mmask32 left_b = cells_b & cells_b << 1;
  const __mmask64 below_a = cells_a & cells_a << 8;
  const __mmask32 below_b = cells_b & (cells_b << 8 | static_cast<__mmask32>(cells_a >> 56));
  const __m512i one = _mm512_set1_epi8(1), eight = _mm512_set1_epi8(8);
  __m512i first_a = _mm512_mask_mov_epi8(ones, cells_a, iota);
  first_a = _mm512_mask_sub_epi8(first_a, left_a, iota, one);
  first_a = _mm512_mask_sub_epi8(first_a, below_a, iota, eight);
  __m256i first_b = _mm256_mask_mov_epi8(ones_b, cells_b, iota_b);
  first_b = _mm256_mask_sub_epi8(first_b, left_b, iota_b, _mm512_castsi512_si256(one));
  first_b = _mm256_mask_sub_epi8(first_b, below_b, iota_b, _mm512_castsi512_si256(eight));
  Labels labels = jump(Labels{first_a, first_b}, cells_b);
  for (int i = kPropagateSteps[cell_count] - 1; i > 0; --i)
    labels = jump(neighbour_minimum(labels, cells_a, cells_b, ones), cells_b);
  for (;;) {
    const Labels minimum = neighbour_minimum(labels, cells_a, cells_b, ones);
    if (same(minimum, labels)) break;
    labels = jump(minimum, cells_b);
  }
  // Roots and their ranks (0xFF elsewhere); every cell's rank through its label (empty: 0xFF).
  const __mmask64 roots_a = _mm512_mask_cmpeq_epi8_mask(cells_a, labels.a, iota);
  const __mmask32 roots_b = _mm256_mask_cmpeq_epi8_mask(cells_b, labels.b, iota_b);
  const int count_a = static_cast<int>(_mm_popcnt_u64(roots_a));
  const int n = count_a + static_cast<int>(_mm_popcnt_u32(roots_b));
  const __m512i root_rank_a = _mm512_mask_expand_epi8(ones, roots_a, iota);
  const __m256i ranks_after_a =
      _mm256_add_epi8(_mm512_castsi512_si256(iota), _mm256_set1_epi8(static_cast<char>(count_a)));
  const __m256i root_rank_b = _mm256_mask_expand_epi8(ones_b, roots_b, ranks_after_a);
  const __m512i rank_a = _mm512_permutexvar_epi8(labels.a, root_rank_a);
  const __m256i rank_b = _mm512_castsi512_si256(_mm512_mask2_permutex2var_epi8(
      root_rank_a, _mm512_castsi256_si512(labels.b), cells_b, _mm512_castsi256_si512(root_rank_b)));

  // GF2P8AFFINEQB reads the matrix rows in reverse: reverse each row's bytes first so that the
  // transpose puts column c at bit c (vpshufb indexes within each 16-byte lane).
  const __m512i reverse = _mm512_set_epi64(0x08090A0B0C0D0E0F, 0x0001020304050607,
                                           0x08090A0B0C0D0E0F, 0x0001020304050607,
                                           0x08090A0B0C0D0E0F, 0x0001020304050607,
                                           0x08090A0B0C0D0E0F, 0x0001020304050607);
  const __m512i reversed_a = _mm512_shuffle_epi8(rank_a, reverse);
  const __m512i reversed_b =
      _mm512_castsi256_si512(_mm256_shuffle_epi8(rank_b, _mm512_castsi512_si256(reverse)));
  const __m512i select = _mm512_set1_epi64(static_cast<long long>(0x8040201008040201ull));
  const __m512i gather_low = _mm512_load_si512(kTables.gather[0]);
  const __m512i gather_high = _mm512_load_si512(kTables.gather[1]);
  // Slots 8g..8g+7 (g = 4: slots 32..35 only, the last of kMaxComponents).
  const auto write_group = [&](int g) BITCC_TARGET_PROPAGATE {
    const __m512i onehot = _mm512_load_si512(kTables.onehot[g]);
    const __m512i bits_a =
        _mm512_gf2p8affine_epi64_epi8(select, _mm512_permutexvar_epi8(reversed_a, onehot), 0);
    const __m256i onehot_b = _mm512_castsi512_si256(_mm512_permutexvar_epi8(reversed_b, onehot));
    const __m512i bits_b = _mm512_zextsi256_si512(
        _mm256_gf2p8affine_epi64_epi8(_mm512_castsi512_si256(select), onehot_b, 0));
    _mm512_storeu_si512(out + 8 * g, pack(_mm512_permutex2var_epi8(bits_a, gather_low, bits_b)));
    if (g == 4) return;
    _mm512_storeu_si512(out + 8 * g + 4,
                        pack(_mm512_permutex2var_epi8(bits_a, gather_high, bits_b)));
  };
  // The first group is written whatever n is; the others only when needed.
  write_group(0);
  if (n > 8)
    for (int g = 1; g < (n + 7) >> 3; ++g) write_group(g);
  return n;
}

#undef BITCC_TARGET_PROPAGATE

#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#endif  // BITCC_HAVE_LABEL_PROPAGATE

}  // namespace bitcc
