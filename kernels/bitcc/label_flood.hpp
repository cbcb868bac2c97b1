// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_flood.hpp: the flood labeler of the 6x12 board. Single cells and isolated pairs are
// found by bit operations (as in label_rowpair); every larger component is flooded from its lowest
// cell in a byte-per-row layout, where one step needs no mask and fills the runs right of the
// front by one addition. Three builds of one algorithm: portable C++ (label_flood), one SSE2
// register (label_flood_sse42) and the same with PDEP/PEXT conversions (label_flood_avx2); they
// differ in how they write the components out (below), and label_flood_avx2 hands boards of
// kPropagateFrom..kPropagateTo-1 cells to label_propagate_avx2.
#pragma once

#include <cstdint>
#include <type_traits>

#include "bitcc/board.hpp"
#include "bitcc/label_propagate_avx2.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/registry_entry.hpp"
#include "bitcc/simd_choice.hpp"

/// Defined wherever this header is: bitcc::label (label.hpp) then runs the flood labelers below
/// AVX-512, and label_rowpair where it is left out (the default single header).
#define BITCC_HAVE_LABEL_FLOOD 1

#if defined(__GNUC__) && defined(__x86_64__) && !defined(BITCC_PORTABLE)
#define BITCC_HAVE_LABEL_FLOOD_X86 1
#include <immintrin.h>
#else
#define BITCC_HAVE_LABEL_FLOOD_X86 0
#endif

namespace bitcc {

namespace flood_detail {

static_assert(kWidth == 6 && kHeight == 12, "label_flood: 6-cell rows in bytes, 12 rows");

// ---------------------------------------------------------------------------------------------
// Layout: row r in byte r (cells in bits 0..5, bits 6 and 7 clear), rows 0..7 in the word `low`,
// rows 8..11 in the low 4 bytes of `high`. One step of growth moves the front x one column left
// (shift by 1) and one row (shift by 8) with no mask: the flood is always ANDed with the cells m,
// whose bits 6 and 7 are clear, so x >> 1 moving a row's first cell into bit 7 of the row below
// adds nothing.
//
// Run fill: m + x (x inside m) carries from each cell of x through the cells of m to its right
// and stops in bit 6 at the latest, so m & ~(m + x) holds every cell of m right of a cell of x
// in the same run (a cell of x that another carry reached may be missing: x is ORed in). So a
// step needs no move to the right (dropping it made random 0.8 boards 2 % faster), and a
// component needs about one step per row it spans rather than one per cell of its path.
//
// Row jumps (dense boards): with up2 = m & m << 8 (cells whose lower neighbour is a cell) and
// up3 = up2 & m << 16, (x << 16) & up2 and (x << 24) & up3 move the front two and three rows up
// through cells of m in one step, beside the other moves (no longer chain). The flood starts at
// the lowest cell, so a dense board's big component grows mostly upwards: on random boards of
// density 0.8 it needs 9.9 steps instead of 16.4. The masks come from the whole board, which
// holds each component's cells and no cell next to it from another component.
// ---------------------------------------------------------------------------------------------

inline constexpr std::uint64_t kRowBytes = 0x3F3F3F3F3F3F3F3Full;

// 6-bit rows (up to 8, in the low 48 bits) spread to bytes, and back, by three halving steps.
constexpr std::uint64_t spread_rows(std::uint64_t x) {
  x = (x & 0xFFFFFF) | (x & 0xFFFFFF000000) << 8;
  x = (x & 0x00000FFF00000FFF) | (x & 0x00FFF00000FFF000) << 4;
  return (x & 0x003F003F003F003F) | (x & 0x0FC00FC00FC00FC0) << 2;
}
constexpr std::uint64_t pack_rows(std::uint64_t x) {
  x = (x & 0x003F003F003F003F) | (x & 0x3F003F003F003F00) >> 2;
  x = (x & 0x00000FFF00000FFF) | (x & 0x0FFF00000FFF0000) >> 4;
  return (x & 0xFFFFFF) | (x & 0xFFFFFF00000000) >> 8;
}

// The board of the byte-layout words low (rows 0..7) and high (rows 8..11), packed by `pack`.
template <typename Pack>
constexpr Board board_of(std::uint64_t low, std::uint64_t high, Pack pack) {
  const std::uint64_t top = pack(high);
  return make_board(pack(low) | top << 48, top >> 16);
}

// What a flood gives back: the number of components written, and their lowest cells (the seeds).
struct Flooded {
  int n;
  Board heads;
};

// Floods the components of `m` (byte layout) from the lowest remaining cell into slots[0..n)
// as boards. With Jumps, each step also makes the row jumps (masks of the m given).
template <bool Jumps>
inline Flooded flood_words(std::uint64_t m_low, std::uint64_t m_high, Board* slots) {
  const std::uint64_t up2_low = m_low & m_low << 8, up2_high = m_high & (m_high << 8 | m_low >> 56);
  const std::uint64_t up3_low = up2_low & m_low << 16;
  const std::uint64_t up3_high = up2_high & (m_high << 16 | m_low >> 48);
  std::uint64_t heads_low = 0, heads_high = 0;
  int n = 0;
  while ((m_low | m_high) != 0) {
    std::uint64_t x_low = m_low & (~m_low + 1);
    std::uint64_t x_high = x_low != 0 ? 0 : m_high & (~m_high + 1);
    heads_low |= x_low;
    heads_high |= x_high;
    for (;;) {
      std::uint64_t low = (x_low | x_low >> 1 | x_low << 8 | x_low >> 8 |
                           x_high << 56 | ~(m_low + x_low)) & m_low;
      std::uint64_t high = (x_high | x_high >> 1 | x_high << 8 | x_high >> 8 |
                            x_low >> 56 | ~(m_high + x_high)) & m_high;
      if (Jumps) {
        low |= (x_low << 16 & up2_low) | (x_low << 24 & up3_low);
        high |= ((x_high << 16 | x_low >> 48) & up2_high) |
                ((x_high << 24 | x_low >> 40) & up3_high);
      }
      if (low == x_low && high == x_high) break;
      x_low = low;
      x_high = high;
    }
    m_low ^= x_low;
    m_high ^= x_high;
    slots[n++] = board_of(x_low, x_high, pack_rows);
  }
  // A whole board (Jumps) needs no heads.
  return {n, Jumps ? Board{0} : board_of(heads_low, heads_high, pack_rows)};
}

// ---------------------------------------------------------------------------------------------
// Emission. A loop over the heads (lowest cells) ends in a mispredicted exit on nearly every board,
// and a branch-free step that picks a single cell, a pair or a flooded component costs some twenty
// operations. So the heads of word 0 are first written as single cells by a fixed run of cheap
// steps (a step past the last head writes a zero board past n, which the contract allows); then
// the heads of pairs and of larger components, far fewer, overwrite their place (the rank of a
// head: the number of heads below it), again by a fixed run before a loop. Word 1 (cells 64..71)
// holds at most 4 heads, no two adjacent: a fixed run of 4 single-cell steps writes them past word
// 0's, and a loop, nearly always empty, overwrites its pairs and larger components. On random
// 0.125 boards (7 components) popping every cell took 16 ns in a loop and 9.5 ns in a fixed run of
// 12; the labeler went from 39 to 29 ns, random 0.2 from 63 to 50. The SSE4.2 and AVX2 builds emit
// this way; the portable one, without POPCNT and BMI, by label_rowpair's loop (see label_flood).
// ---------------------------------------------------------------------------------------------

inline constexpr int kSingleRun = 12;  // single-cell steps before a loop (12 and 16 measured best)
inline constexpr int kFixRun = 2;      // overwriting steps before a loop (1, 2, 3 measured alike)
inline constexpr int kWord1Heads = 4;

// The component headed by `head` (one bit of word kWord, or none: then an empty board): the single
// cell or pair, or with kScanned, when head is in `scanned`, slots[next_slot++].
template <int kWord, bool kScanned>
[[gnu::always_inline]] inline Board component_at(std::uint64_t head, std::uint64_t right_pair,
                                                 std::uint64_t up_pair, std::uint64_t scanned,
                                                 const Board* slots, int& next_slot) {
  const std::uint64_t right = head & right_pair, up = head & up_pair;
  const std::uint64_t near = head | right << 1 | up << kWidth;
  const std::uint64_t low = kWord == 0 ? near : 0;
  const std::uint64_t high = kWord == 0 ? (right >> 63 | up >> (64 - kWidth)) : near;
  if constexpr (!kScanned) return make_board(low, high);
  // A select by masks: g++ 12 makes a conditional expression a (mispredicted) branch.
  const std::uint64_t is_scanned = (head & scanned) != 0;
  const std::uint64_t take = 0 - is_scanned;
  const Board component = slots[next_slot];
  next_slot += static_cast<int>(is_scanned);
  return make_board((low_word(component) & take) | (low & ~take),
                    (high_word(component) & take) | (high & ~take));
}

// rowpair_detail::emit's contract, by the steps above.
template <bool kScanned>
[[gnu::always_inline]] inline int emit(const rowpair_detail::Pruned& p, Board scanned,
                                       const Board* slots, Board* out) {
  const std::uint64_t heads = low_word(p.simple | scanned);
  const int n_low = popcount_word(heads);
  std::uint64_t rest = heads;
#pragma GCC unroll 16
  for (int i = 0; i < kSingleRun; ++i, rest &= rest - 1) out[i] = Board{rest & (~rest + 1)};
  for (int i = kSingleRun; rest != 0; rest &= rest - 1) out[i++] = Board{rest & (~rest + 1)};

  int next_slot = 0;
  const std::uint64_t right0 = low_word(p.right_pair), up0 = low_word(p.up_pair);
  const std::uint64_t scanned0 = low_word(scanned);
  const auto overwrite = [&](std::uint64_t head) {  // no head: a zero board at out[n_low]
    out[popcount_word(heads & (head - 1))] =
        component_at<0, kScanned>(head, right0, up0, scanned0, slots, next_slot);
  };
  std::uint64_t larger = right0 | up0 | scanned0;
#pragma GCC unroll 4
  for (int i = 0; i < kFixRun; ++i, larger &= larger - 1) overwrite(larger & (~larger + 1));
  for (; larger != 0; larger &= larger - 1) overwrite(larger & (~larger + 1));

  // Word 1 the same way, its single cells by a run of kWord1Heads steps written past word 0's.
  const std::uint64_t heads1 = high_word(p.simple | scanned);
  rest = heads1;
#pragma GCC unroll 4
  for (int i = 0; i < kWord1Heads; ++i, rest &= rest - 1)  // n_low <= 32: within out
    out[n_low + i] = Board{rest & (~rest + 1)} << 64;
  const std::uint64_t right1 = high_word(p.right_pair), up1 = high_word(p.up_pair);
  const std::uint64_t scanned1 = high_word(scanned);
  for (larger = right1 | up1 | scanned1; larger != 0; larger &= larger - 1) {
    const std::uint64_t head = larger & (~larger + 1);
    out[n_low + popcount_word(heads1 & (head - 1))] =
        component_at<1, kScanned>(head, right1, up1, scanned1, slots, next_slot);
  }
  return n_low + popcount_word(heads1);
}

// rowpair_detail::label_with with the emission above, for a board its callers cleared of stray
// bits. As there, a board of single cells only (a third of gravity boards) skips the pruning
// (gravity 0.93..0.95 of the time, random 0.125 0.94..1.00, random 0.2 1.01..1.02).
template <typename F>
[[gnu::always_inline]] inline int label_with(Board b, Board* out, F larger) {
  if ((b & neighbours(b)) == 0) return emit<false>({b, 0, 0, 0}, 0, nullptr, out);
  const rowpair_detail::Pruned p = rowpair_detail::prune(b);
  if (p.rest == 0) return emit<false>(p, 0, nullptr, out);
  Board slots[kMaxComponents + 3];
  return emit<true>(p, larger(p.rest, slots), slots, out);
}

// Boards whose cells in components of 3 or more number kScanFrom..kScanTo-1 are scanned by the
// row-pair table instead: several mid-sized components, where each flood ends in a mispredicted
// branch and the scan needs no branch per component (measured best of 12, 16, 20 and none).
inline constexpr int kScanFrom = 16, kScanTo = 48;

// Boards of kFloodWhole cells or more are flooded whole, single cells and pairs included, straight
// into `out` (the flood finds components in the contract's order): there are few of them, and the
// split and the merged emission cost more than their floods (random 0.8: 54 ns instead of 60;
// 44 and 52 measured the same as 48).
inline constexpr int kFloodWhole = 48;

// label_flood_avx2 hands boards of kPropagateFrom..kPropagateTo-1 cells (before the split) to
// label_propagate_avx2: from about 14 cells the row-pair scan's merges and the floods' exits cost
// more than its steps, up to about 50 the whole-board flood's jumps less (AMD Zen 4, boards by
// popcount: 0.89x the flood's time at 14..15 cells, 0.52..0.63x at 26..47, 0.89x at 48..49, 1.04x
// at 50..51).
inline constexpr int kPropagateFrom = 14, kPropagateTo = 50;

// Every component of the rest has 3 cells or more, so a rest of fewer than kTwoComponents cells
// is one component and needs no flood: on sparse boards the common case (a quarter of random
// 0.125 boards, a fifth of gravity ones), where the flood's call, conversions and mispredicted
// exits cost more than the rest of the labeler.
inline constexpr int kTwoComponents = 2 * 3;

// What label_with asks of its `larger`, by `flood(rest, slots, std::false_type())` (which writes
// the components of rest to slots[0..n) in order of their lowest cell and returns n and their
// lowest cells; with std::true_type, as for a whole board, it makes the row jumps)...
template <typename Flood>
[[gnu::always_inline]] inline Board flood_rest(Board rest, int cells, Board* slots, Flood flood) {
  if (cells < kTwoComponents) {
    slots[0] = rest;
    slots[1] = 0;
    return lowest_bit(rest);
  }
  const Flooded found = flood(rest, slots, std::false_type());
  slots[found.n] = 0;
  return found.heads;
}

// ... or by the scan (not in label_flood_avx2, whose rest has fewer than kPropagateFrom cells).
template <typename Flood>
[[gnu::always_inline]] inline Board flood_or_scan(Board rest, Board* slots, Flood flood) {
  const int cells = popcount(rest);
  if (cells >= kScanFrom && cells < kScanTo) return rowpair_detail::scan(rest, slots);
  return flood_rest(rest, cells, slots, flood);
}
static_assert(kPropagateFrom <= kScanFrom, "label_flood_avx2 floods every rest");

#if BITCC_HAVE_LABEL_FLOOD_X86
// flood_words on one SSE2 register (low word: rows 0..7, high word: rows 8..11), components left
// in the byte layout. The seed is the lowest cell of the low word while it has one (x & -x per
// word, the high word's masked off), then of the high word. Without Jumps two steps per test of
// convergence (grow(grow(x)) == x exactly when grow(x) == x): fewer tests, the same one
// mispredicted exit; with them one (measured about 5 % faster than two on random 0.7 and 0.8).
// The board comes in by kToBytes, each component goes to out[0..n) by kToBoard as soon as it is
// found; the lowest cells are given back for a rest (a whole board needs none).
template <bool Jumps, __m128i (*kToBytes)(Board), Board (*kToBoard)(__m128i)>
[[gnu::always_inline]] inline Flooded flood_sse2(Board board, Board* out) {
  __m128i m = kToBytes(board);
  const __m128i zero = _mm_setzero_si128();
  const __m128i low_half = _mm_cvtsi64_si128(-1);
  // With Jumps the steps grow inside the whole board (its components are those of m) and the
  // jump masks are computed once; without, inside m, as it loses the components found.
  const __m128i cells = m;
  const __m128i up2 = Jumps ? _mm_and_si128(m, _mm_slli_si128(m, 1)) : zero;
  const __m128i up3 = Jumps ? _mm_and_si128(up2, _mm_slli_si128(m, 2)) : zero;
  const auto grow = [&m, &cells, &up2, &up3](__m128i y) {
    const __m128i inside = Jumps ? cells : m;
    const __m128i fill = _mm_andnot_si128(_mm_add_epi8(inside, y), inside);
    const __m128i vertical = _mm_or_si128(_mm_slli_si128(y, 1), _mm_srli_si128(y, 1));
    const __m128i moved = _mm_or_si128(_mm_srli_epi16(y, 1), vertical);
    if (!Jumps) return _mm_and_si128(_mm_or_si128(_mm_or_si128(y, fill), moved), inside);
    // fill and the jumps are inside the cells already: ORed after the AND, in a shallow tree.
    const __m128i jumps = _mm_or_si128(_mm_and_si128(_mm_slli_si128(y, 2), up2),
                                       _mm_and_si128(_mm_slli_si128(y, 3), up3));
    return _mm_or_si128(_mm_and_si128(moved, inside), _mm_or_si128(_mm_or_si128(y, fill), jumps));
  };
  int n = 0;
  __m128i heads = zero;
  while (_mm_movemask_epi8(_mm_cmpeq_epi8(m, zero)) != 0xFFFF) {
    const __m128i lowest = _mm_and_si128(m, _mm_sub_epi64(zero, m));
    __m128i x = _mm_cvtsi128_si64(m) != 0 ? _mm_and_si128(lowest, low_half) : lowest;
    heads = _mm_or_si128(heads, x);
    for (;;) {
      const __m128i next = Jumps ? grow(x) : grow(grow(x));
      if (_mm_movemask_epi8(_mm_cmpeq_epi8(next, x)) == 0xFFFF) break;
      x = next;
    }
    out[n++] = kToBoard(x);
    m = _mm_andnot_si128(x, m);
  }
  return {n, Jumps ? Board{0} : kToBoard(heads)};
}

inline std::uint64_t high_half(__m128i v) {
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)));
}

// The board of a register in the byte layout (board_of_pext below with PEXT).
inline Board board_of_vector(__m128i x) {
  return board_of(static_cast<std::uint64_t>(_mm_cvtsi128_si64(x)), high_half(x), pack_rows);
}
#endif

}  // namespace flood_detail

namespace flood_detail {

// label_flood's flood of a whole board and its path below kFloodWhole cells, out of line as
// label_flood_avx2's, so that label_flood is only a dispatch.
[[gnu::noinline]] inline int flood_whole_words(Board b, Board* out) {
  return flood_words<true>(spread_rows(low_word(b)), spread_rows(low_word(b >> 48)), out).n;
}
[[gnu::noinline]] inline int label_sparse_words(Board b, Board* out) {
  const auto flood = [](Board cells, Board* found, std::false_type) {
    return flood_words<false>(spread_rows(low_word(cells)), spread_rows(low_word(cells >> 48)),
                              found);
  };
  // label_rowpair's emission (a loop over the heads), not the fixed runs above: compiled without
  // POPCNT and BMI, the loop measured within 2 % of them on random 0.125 and 0.2 boards and took
  // 0.68..0.92 of their time on random 0.5, gravity and adversarial ones (AMD Zen 4, two runs).
  return rowpair_detail::label_with(b, out, [&flood](Board rest, Board* slots) {
    return flood_or_scan(rest, slots, flood);
  });
}

}  // namespace flood_detail

/// A labeler (contract: Labeler, geometry.hpp) in portable C++ on two words.
inline int label_flood(Board b, Board* out) {
  using namespace flood_detail;
  b &= Playable;
  if (popcount(b) >= kFloodWhole) return flood_whole_words(b, out);
  return label_sparse_words(b, out);
}

#if BITCC_HAVE_LABEL_FLOOD_X86

/// What label_flood_sse42 and label_flood_avx2 are compiled for (simd_choice.hpp); the AVX2 list
/// holds BITCC_PROPAGATE_AVX2_FEATURES, so label_flood_avx2 may call label_propagate_avx2.
#define BITCC_FLOOD_SSE42_FEATURES(F, SEP) F(sse4.2) SEP F(popcnt)
#define BITCC_FLOOD_AVX2_FEATURES(F, SEP) F(avx2) SEP F(bmi) SEP F(bmi2) SEP F(popcnt)

/// True when the running CPU can execute label_flood_sse42.
inline bool label_flood_sse42_supported() {
  return BITCC_CPU_SUPPORTS(BITCC_FLOOD_SSE42_FEATURES);
}

namespace flood_detail {

#define BITCC_TARGET_FLOOD_SSE42 BITCC_TARGET(BITCC_FLOOD_SSE42_FEATURES)

// The byte layout of a board (one register), by spread_rows.
inline __m128i bytes_by_spread(Board b) {
  return _mm_set_epi64x(static_cast<long long>(spread_rows(low_word(b >> 48))),
                        static_cast<long long>(spread_rows(low_word(b))));
}

// label_flood_sse42's floods, of the rest and of a whole board, out of line (g++ 12 otherwise
// inlines them into the labeler: the sparse boards, which only flood what the pruning leaves,
// measured 3..4 % slower).
BITCC_TARGET_FLOOD_SSE42 __attribute__((noinline)) inline Flooded flood_rest_sse42(Board cells,
                                                                                  Board* found) {
  return flood_sse2<false, bytes_by_spread, board_of_vector>(cells, found);
}
BITCC_TARGET_FLOOD_SSE42 __attribute__((noinline)) inline int flood_whole_sse42(Board b,
                                                                               Board* out) {
  return flood_sse2<true, bytes_by_spread, board_of_vector>(b, out).n;
}

// label_flood_sse42's path below kFloodWhole cells, out of line as label_sparse_avx2.
BITCC_TARGET_FLOOD_SSE42 __attribute__((noinline)) inline int label_sparse_sse42(Board b,
                                                                                Board* out) {
  const auto flood = [](Board cells, Board* found, std::false_type) BITCC_TARGET_FLOOD_SSE42 {
    return flood_rest_sse42(cells, found);
  };
  return label_with(b, out, [&flood](Board rest, Board* slots) BITCC_TARGET_FLOOD_SSE42 {
    return flood_or_scan(rest, slots, flood);
  });
}

}  // namespace flood_detail

/// label_flood with the flood in one SSE register and POPCNT. Requires
/// label_flood_sse42_supported().
BITCC_TARGET_FLOOD_SSE42 inline int label_flood_sse42(Board b, Board* out) {
  using namespace flood_detail;
  b &= Playable;
  if (popcount(b) >= kFloodWhole) return flood_whole_sse42(b, out);
  return label_sparse_sse42(b, out);
}
#undef BITCC_TARGET_FLOOD_SSE42

/// True when the running CPU can execute label_flood_avx2.
inline bool label_flood_avx2_supported() { return BITCC_CPU_SUPPORTS(BITCC_FLOOD_AVX2_FEATURES); }

/// label_flood_sse42 compiled for AVX2, with BMI2's PDEP and PEXT converting between the layouts.
/// Requires label_flood_avx2_supported().
#define BITCC_TARGET_FLOOD_AVX2 BITCC_TARGET(BITCC_FLOOD_AVX2_FEATURES)
BITCC_TARGET_FLOOD_AVX2 inline Board board_of_pext(__m128i x) {
  const std::uint64_t top = _pext_u64(flood_detail::high_half(x), flood_detail::kRowBytes);
  return make_board(
      _pext_u64(static_cast<std::uint64_t>(_mm_cvtsi128_si64(x)), flood_detail::kRowBytes) |
          top << 48,
      top >> 16);
}

namespace flood_detail {

// The byte layout of a board (one register), by PDEP.
BITCC_TARGET_FLOOD_AVX2 inline __m128i bytes_by_pdep(Board b) {
  return _mm_set_epi64x(static_cast<long long>(_pdep_u64(low_word(b >> 48), kRowBytes)),
                        static_cast<long long>(_pdep_u64(low_word(b), kRowBytes)));
}

// label_flood_avx2's floods, out of line as label_flood_sse42's: of the rest, and of a whole board.
BITCC_TARGET_FLOOD_AVX2 __attribute__((noinline)) inline Flooded flood_rest_avx2(Board cells,
                                                                                Board* found) {
  return flood_sse2<false, bytes_by_pdep, board_of_pext>(cells, found);
}
BITCC_TARGET_FLOOD_AVX2 __attribute__((noinline)) inline int flood_whole_avx2(Board b, Board* out) {
  return flood_sse2<true, bytes_by_pdep, board_of_pext>(b, out).n;
}

// label_flood_avx2's path for boards of fewer than kPropagateFrom cells, out of line too: then
// label_flood_avx2 is only a dispatch, and this path's saved registers and stack frame (the
// slots) are not set up for the other two (random 0.5 and 0.8: 3 % faster).
BITCC_TARGET_FLOOD_AVX2 __attribute__((noinline)) inline int label_sparse_avx2(Board b,
                                                                              Board* out) {
  const auto flood = [](Board cells, Board* found, std::false_type) BITCC_TARGET_FLOOD_AVX2 {
    return flood_rest_avx2(cells, found);
  };
  return label_with(b, out, [&flood](Board rest, Board* slots) BITCC_TARGET_FLOOD_AVX2 {
    return flood_rest(rest, popcount(rest), slots, flood);
  });
}

}  // namespace flood_detail

BITCC_TARGET_FLOOD_AVX2 inline int label_flood_avx2(Board b, Board* out) {
  using namespace flood_detail;
  b &= Playable;
  const int cells = popcount(b);
  if (cells >= kPropagateTo) return flood_whole_avx2(b, out);
  if (cells >= kPropagateFrom) return label_propagate_avx2(b, out);
  return label_sparse_avx2(b, out);
}
#undef BITCC_TARGET_FLOOD_AVX2

#endif

/// The flood labeler bitcc::label runs for `isa` (below AVX-512) on a CPU that has `isa`:
/// label_flood_avx2 (with BMI2 and POPCNT too), else label_flood_sse42 (with POPCNT), else, and
/// for scalar and with BITCC_PORTABLE, label_flood.
inline Labeler label_flood_for([[maybe_unused]] Isa isa) {
#if BITCC_HAVE_LABEL_FLOOD_X86
  if (isa == Isa::Avx2 && label_flood_avx2_supported()) return label_flood_avx2;
  if ((isa == Isa::Avx2 || isa == Isa::Sse42) && label_flood_sse42_supported())
    return label_flood_sse42;
#endif
  return label_flood;
}

}  // namespace bitcc
