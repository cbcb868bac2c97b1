// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/values.hpp: the components of equal nonzero value of a map of 8-, 16- or 32-bit values
// (terrain types, colours, land-cover classes), in one call.
//
// The contract is map::label's (label.hpp) with "set" read as "nonzero" and "joined" as "joined and
// of equal value": every nonzero cell gets the label of its component, zero cells 0, components
// numbered 1..n in raster order of their first cell, as scipy.ndimage.label on each value's mask
// in turn would find them, renumbered together by first cell. Wrap-around and statistics as
// LabelOptions gives them, and each component's value on request.
//
// How: a run-based labeler. The cells of a row come in runs of equal value; every run is an element
// of a union-find numbered in raster order (clear runs too: they stay alone and get label 0), each
// row followed by an empty sentinel run at column `width`, so that run i spans
// [start[i], start[i + 1]) and rows are found without a branch. A row's runs are found without a
// branch per cell (the run starts as bits, then read by bit scans, or with AVX2 and AVX-512 by
// left-packs of 8 or 16 cells: no branch per run either).
// Pass 1 joins each run with the runs of equal value of the row above that touch it (found 64
// cells at a time from bits of touching cells, as map::label's link_rows finds them from the
// bits of the cells), keeping the smaller number as the root, as map::label's
// pass 1 does; the runs on the edges that wrap are joined in the same forest (join_periodic), the
// roots numbered in one forward pass (label_detail::number_roots), and pass 2 writes the labels
// (by permutes of the runs' labels with AVX2 and AVX-512, run by run otherwise). The passes are
// compiled for each of map::label's instruction sets and chosen with its (ValuePasses).
//
// Bounds: rows of fewer than 2^32 cells, at most 2^32 - 64 runs and rows together; beyond,
// std::length_error before anything is written.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "bitcc/map/label.hpp"

namespace bitcc::map {

/// A map of values, one per cell, row-major: cell (r, c) is cells[r * stride + c] (stride, in
/// values, at least width). Value: std::uint8_t, std::uint16_t or std::uint32_t; 0 is clear.
template <class Value>
struct ValueMap {
  static_assert(std::is_same_v<Value, std::uint8_t> || std::is_same_v<Value, std::uint16_t> ||
                    std::is_same_v<Value, std::uint32_t>,
                "bitcc::map::ValueMap holds 8-, 16- or 32-bit unsigned values");
  const Value* cells = nullptr;
  std::size_t width = 0, height = 0, stride = 0;

  /// The value of (row, column); requires row < height and column < width.
  Value at(std::size_t row, std::size_t column) const { return cells[row * stride + column]; }
};

namespace values_detail {

using label_detail::RunIndex;

/// T itself where a call does not deduce it (C++20's std::type_identity): label_values' `values`
/// takes nullptr, its Value coming from the map alone.
template <class T>
struct NotDeduced {
  using type = T;
};

/// The runs of a value map, as the top of this file says: start[i], value[i], the union-find
/// parent[i] (labels in the end), and row r's runs from row_first[r] (its sentinel is the run
/// before row_first[r + 1]).
/// Kept by a ValuesLabeler for its next map: the arrays only grow, and every labeling writes what
/// it reads.
template <class Value>
struct Runs {
  label_detail::Buffer<std::uint32_t> start;
  label_detail::Buffer<Value> value;
  label_detail::Buffer<RunIndex> parent;  // from entry 1: entry 0 and 32 past the runs pad pass 2
  std::vector<RunIndex> row_first;
  BitMap starts;  // bit c of row r: a run starts at column c (column 0 always)

  /// The union-find of the runs (their labels after the numbering): run i's entry.
  RunIndex* parents() { return parent.data.get() + 1; }
};

/// The entries pass 2's vector loads read around the runs' labels (zeroed, never selected): one
/// before the first run and 32 past the last (write_value_rows_avx512).
constexpr std::size_t kLabelsBefore = 1, kLabelsAfter = 32;

/// The bits of cells [from, end) where touches(i) holds (bit i for cell i): a compare per cell,
/// without a branch.
template <class Touches>
BITCC_MAP_INLINE std::uint64_t cell_bits(std::size_t from, std::size_t end, Touches&& touches) {
  std::uint64_t bits = 0;
  for (std::size_t i = from; i < end; ++i) bits |= std::uint64_t{touches(i)} << i;
  return bits;
}

/// The entries past the runs that extract_runs may write (vector stores).
constexpr std::size_t kRunsAfter = 16;

#if BITCC_HAVE_MAP_X86
/// bits64 (below) with AVX-512: 64 bytes per compare, straight into a mask register. The masks of
/// 16- and 32-bit values are joined by mask unpacks, which read only the low half of each: GCC 12
/// widening a 32-bit mask spilled around a call (ThreadSanitizer's) stored 4 bytes and read back 8,
/// taking 4 stale bytes as the upper half.
template <bool kSame, class Value>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline std::uint64_t bits64_avx512(const Value* x, const Value* y) {
  constexpr int kPer = 64 / static_cast<int>(sizeof(Value));  // values per 64 bytes
  __mmask64 masks[4] = {};
  for (int v = 0; v < 64 / kPer; ++v) {
    const __m512i a = _mm512_loadu_si512(x + v * kPer);
    const __m512i b = kSame ? _mm512_loadu_si512(y + v * kPer) : _mm512_setzero_si512();
    if constexpr (sizeof(Value) == 1) masks[v] = _mm512_cmpeq_epi8_mask(a, b);
    else if constexpr (sizeof(Value) == 2) masks[v] = _mm512_cmpeq_epi16_mask(a, b);
    else masks[v] = _mm512_cmpeq_epi32_mask(a, b);
  }
  __mmask64 bits = masks[0];
  if constexpr (sizeof(Value) == 2) bits = _mm512_kunpackd(masks[1], masks[0]);
  if constexpr (sizeof(Value) == 4)
    bits =
        _mm512_kunpackd(_mm512_kunpackw(masks[3], masks[2]), _mm512_kunpackw(masks[1], masks[0]));
  return kSame ? bits : ~std::uint64_t{bits};
}

/// bits64 (below) of 8-bit values with AVX2: 32 bytes per compare.
template <bool kSame>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline std::uint64_t bits64_avx2(const std::uint8_t* x, const std::uint8_t* y) {
  std::uint64_t bits = 0;
  for (int q = 0; q < 64; q += 32) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + q));
    const __m256i b = kSame ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(y + q))
                            : _mm256_setzero_si256();
    bits |= std::uint64_t{static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b)))}
            << q;
  }
  return kSame ? bits : ~bits;
}

/// 16 values from `values`, widened to 32 bits.
template <class Value>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline __m512i load_values_avx512(const Value* values) {
  if constexpr (sizeof(Value) == 1)
    return _mm512_maskz_cvtepu8_epi32(  // maskz: no warning from GCC 12
        0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(values)));
  else if constexpr (sizeof(Value) == 2)
    return _mm512_maskz_cvtepu16_epi32(
        0xFFFF, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(values)));
  else return _mm512_loadu_si512(values);
}

/// extract_runs' step with AVX-512: the runs starting at the 16 cells `cells` (bit c of `starts`:
/// one starts at cell c, column `column`) written from run n on, packed by compresses; returns the
/// number after them.
template <class Value>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline RunIndex extract_runs16_avx512(const Value* cells, unsigned starts, std::size_t column,
                                      std::uint32_t* start, Value* value, RunIndex n) {
  const __mmask16 m = static_cast<__mmask16>(starts);
  const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m512i values = load_values_avx512(cells);
  const __m512i columns = _mm512_add_epi32(lanes, _mm512_set1_epi32(static_cast<int>(column)));
  _mm512_storeu_si512(start + n, _mm512_maskz_compress_epi32(m, columns));
  const __m512i packed = _mm512_maskz_compress_epi32(m, values);
  if constexpr (sizeof(Value) == 1)
    _mm_storeu_si128(reinterpret_cast<__m128i*>(value + n),
                     _mm512_maskz_cvtepi32_epi8(0xFFFF, packed));
  else if constexpr (sizeof(Value) == 2)
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(value + n),
                        _mm512_maskz_cvtepi32_epi16(0xFFFF, packed));
  else _mm512_storeu_si512(value + n, packed);
  return n + static_cast<RunIndex>(__builtin_popcount(m));
}

/// parent[run] = run for the runs [first, end), 16 a store (up to 15 past `end`).
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void own_parents_avx512(RunIndex* parent, RunIndex first, RunIndex end) {
  const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (RunIndex run = first; run < end; run += 16)
    _mm512_storeu_si512(parent + run,
                        _mm512_add_epi32(lanes, _mm512_set1_epi32(static_cast<int>(run))));
}

/// The runs of one row (`row`, `width` cells, run starts `bits`, 0 past the row) written from run
/// n on: start[n], value[n] and parent[n] = n of each, kLanes cells per step (kStep, as
/// extract_runs16_avx512), the parents by kParents (as own_parents_avx512): no branch per run (a
/// loop per run mispredicts its end at every word; AVX-512, 1024x1024 on a Zen 5, ns per cell:
/// random of 4 values 1.46 -> 1.04, terrain of 16 values 1.12 -> 0.94). Writes up to kRunsAfter
/// entries past the row's runs; returns the number after its runs.
template <std::size_t kLanes, auto kStep, auto kParents, class Value>
BITCC_MAP_INLINE RunIndex extract_runs(const Value* row, const std::uint64_t* bits,
                                       std::size_t width, std::uint32_t* start, Value* value,
                                       RunIndex* parent, RunIndex n) {
  static_assert(kLanes <= kRunsAfter && 64 % kLanes == 0, "steps within a word");
  const auto starts_at = [&](std::size_t column) {
    return static_cast<unsigned>(bits[column / 64] >> (column % 64)) & ((1u << kLanes) - 1);
  };
  const RunIndex first = n;
  const std::size_t whole = width / kLanes * kLanes;
  for (std::size_t column = 0; column < whole; column += kLanes)
    n = kStep(row + column, starts_at(column), column, start, value, n);
  if (whole < width) {  // the last cells, copied: no read past the row
    Value tail[kLanes] = {};
    std::copy(row + whole, row + width, tail);
    n = kStep(tail, starts_at(whole), whole, start, value, n);
  }
  kParents(parent, first, n);
  return n;
}

// kPackIndices[m], byte k: the position of the k-th set bit of m (0 past the last): the lanes a
// left-pack of 8 lanes by mask m takes (AVX2 has no compress).
constexpr std::array<std::uint64_t, 256> pack_indices_table() {
  std::array<std::uint64_t, 256> table{};
  for (unsigned m = 0; m < 256; ++m)
    for (unsigned bit = 0, k = 0; bit < 8; ++bit)
      if ((m >> bit) & 1) table[m] |= std::uint64_t{bit} << (8 * k++);
  return table;
}
inline constexpr std::array<std::uint64_t, 256> kPackIndices = pack_indices_table();

/// extract_runs' step with AVX2 (random of 4 values 2.12 -> 1.72 ns per cell, terrain of 16 values
/// 1.30 -> 1.21): the runs starting at the 8 cells `cells` (bit c of m), column `column`,
/// left-packed by a permute from kPackIndices.
template <class Value>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline RunIndex extract_runs8_avx2(const Value* cells, unsigned m, std::size_t column,
                                   std::uint32_t* start, Value* value, RunIndex n) {
  const std::uint64_t pack = kPackIndices[m];
  const __m128i pack_bytes = _mm_cvtsi64_si128(static_cast<long long>(pack));
  const __m256i index = _mm256_cvtepu8_epi32(pack_bytes);
  const __m256i columns = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                           _mm256_set1_epi32(static_cast<int>(column)));
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(start + n),
                      _mm256_permutevar8x32_epi32(columns, index));
  if constexpr (sizeof(Value) == 1) {
    const __m128i values = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(cells));
    _mm_storel_epi64(reinterpret_cast<__m128i*>(value + n), _mm_shuffle_epi8(values, pack_bytes));
  } else if constexpr (sizeof(Value) == 2) {
    // Byte pairs: value k's bytes 2k and 2k + 1.
    const __m128i doubled = _mm_add_epi8(pack_bytes, pack_bytes);
    const __m128i pairs = _mm_add_epi8(_mm_unpacklo_epi8(doubled, doubled), _mm_set1_epi16(0x0100));
    const __m128i values = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(value + n), _mm_shuffle_epi8(values, pairs));
  } else {
    const __m256i values = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(value + n),
                        _mm256_permutevar8x32_epi32(values, index));
  }
  return n + static_cast<RunIndex>(__builtin_popcount(m));
}

/// own_parents_avx512 with AVX2, 8 a store (up to 7 past `end`).
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void own_parents_avx2(RunIndex* parent, RunIndex first, RunIndex end) {
  const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  for (RunIndex run = first; run < end; run += 8)
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(parent + run),
                        _mm256_add_epi32(lanes, _mm256_set1_epi32(static_cast<int>(run))));
}
#endif

/// Bit i of 64 cells: x[i] == y[i] (kSame) or x[i] != 0 (not kSame). AVX-512: a compare per 64
/// bytes; AVX2: per 32 bytes (8-bit values); SSE2 (part of x86-64): per 16 bytes, their bits by a
/// movemask (16- and 32-bit values packed to bytes first); elsewhere cell by cell. kIsa: the
/// instruction set the caller is compiled for.
template <Isa kIsa, bool kSame, class Value>
BITCC_MAP_INLINE std::uint64_t bits64(const Value* x, const Value* y) {
#if BITCC_HAVE_MAP_X86
  if constexpr (kIsa == Isa::Avx512) {
    return bits64_avx512<kSame>(x, y);
  } else if constexpr (kIsa == Isa::Avx2 && sizeof(Value) == 1) {
    return bits64_avx2<kSame>(x, y);
  } else {
    constexpr int kPer = 16 / static_cast<int>(sizeof(Value));  // values per 16 bytes
    std::uint64_t bits = 0;
    for (int q = 0; q < 64; q += 16) {
      __m128i eq[4];
      for (int v = 0; v < 16 / kPer; ++v) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + q + v * kPer));
        const __m128i b = kSame
                              ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(y + q + v * kPer))
                              : _mm_setzero_si128();
        if constexpr (sizeof(Value) == 1) eq[v] = _mm_cmpeq_epi8(a, b);
        else if constexpr (sizeof(Value) == 2) eq[v] = _mm_cmpeq_epi16(a, b);
        else eq[v] = _mm_cmpeq_epi32(a, b);
      }
      __m128i bytes;  // 16 bytes, 0xFF where equal (to y, or to zero)
      if constexpr (sizeof(Value) == 1) bytes = eq[0];
      else if constexpr (sizeof(Value) == 2) bytes = _mm_packs_epi16(eq[0], eq[1]);
      else bytes = _mm_packs_epi16(_mm_packs_epi32(eq[0], eq[1]), _mm_packs_epi32(eq[2], eq[3]));
      bits |= std::uint64_t{static_cast<std::uint16_t>(_mm_movemask_epi8(bytes))} << q;
    }
    return kSame ? bits : ~bits;
  }
#else
  return cell_bits(0, 64, [&](std::size_t i) { return kSame ? x[i] == y[i] : x[i] != 0; });
#endif
}

/// Bit i, for i < count, of cell from + i of a row of `width` cells (from + count <= width, count
/// <= 64): x[from + i] == y[from + i + d] (kSame; 0 where from + i + d is outside the row, d one
/// of -1, 0, 1) or x[from + i] != 0 (not kSame, d = 0); the bits from count up 0 where the row
/// ends. x and y point at the rows' first cells. 64 cells read at once from a window inside both
/// rows, shifted into place: at a row's ends too (its first and last words were compared cell by
/// cell: a ninth of the cells of 1024-wide rows, and 14 % of label_values' instructions on a
/// terrain of 4 values); only rows too narrow for a window are.
template <Isa kIsa, bool kSame, class Value>
BITCC_MAP_INLINE std::uint64_t row_bits(const Value* x, const Value* y, std::size_t from,
                                        std::size_t count, int d, std::size_t width) {
  const std::size_t lo = d < 0 ? 1 : 0, reach = d > 0 ? 1 : 0;  // the window's room at each end
  if (width >= 64 + lo + reach) {
    // The window starts at `from` but inside [lo, width - 64 - reach]: one cell later at a row's
    // first cell when d = -1 (that cell has no neighbour there: bit 0 shifted in), earlier at its
    // last word (its cells then at the top of the window, shifted down; the cells past the row,
    // and one with no neighbour at d = 1, shifted out as 0).
    const std::size_t at = std::min(std::max(from, lo), width - 64 - reach);
    const std::uint64_t window = bits64<kIsa, kSame>(x + at, y + at + d);
    if (at >= from) return window << (at - from);
    return from - at < 64 ? window >> (from - at) : 0;
  }
  const std::size_t begin = from == 0 && d < 0 ? 1 : 0;
  const std::size_t end = from + count == width && d > 0 ? count - 1 : count;
  return cell_bits(begin, end, [&](std::size_t i) {
    return kSame ? x[from + i] == y[from + i + d] : x[from + i] != 0;
  });
}

/// Calls link(above_run, below_run) for the pairs of runs of equal nonzero value of two adjacent
/// rows that touch (`above` and `below`, `width` cells; their run starts as bits, their runs
/// numbered from above_first and below_first), as map::label's link_rows does for bits: 64
/// cells at a time, a bit where a cell below touches a cell above of its value (straight up;
/// under 8-connectivity also up-left and up-right), kept where the pair of runs differs from the
/// cell to its left (a run starts there in either row, or the cell to its left did not touch):
/// one call per pair and direction, not per cell. A run's number is its row's first plus the run
/// starts before it (a popcount). Calls come by words of 64 cells, within a word the straight
/// links in column order, then the up-left ones, then the up-right ones.
template <Isa kIsa, bool kEight, class Value, class Link>
BITCC_MAP_INLINE void link_value_rows(const Value* above, const Value* below,
                                      const std::uint64_t* above_starts,
                                      const std::uint64_t* below_starts, std::size_t width,
                                      RunIndex above_first, RunIndex below_first, Link&& link) {
  const std::size_t words = (width + 63) / 64;
  RunIndex above_before = above_first - 1, below_before = below_first - 1;
  std::uint64_t up_carry = 0, left_carry = 0, right_carry = 0, start_carry = 0;  // bit 63 before
  for (std::size_t k = 0; k < words; ++k) {
    const std::size_t base = 64 * k, end = std::min<std::size_t>(64, width - base);
    const std::uint64_t sb = below_starts[k], sa = above_starts[k];
    const std::uint64_t nonzero = row_bits<kIsa, false>(below, below, base, end, 0, width);
    std::uint64_t up = nonzero & row_bits<kIsa, true>(below, above, base, end, 0, width);
    const std::uint64_t same_runs = ~sb & ~sa;  // the runs of both rows go on from the cell left
    std::uint64_t links = up & ~((up << 1 | up_carry) & same_runs);
    std::uint64_t left = 0, right = 0, sa_right = 0;
    if (kEight) {
      // Up-left: cell i below, cell i - 1 above; the pair is the one of the cell left when no run
      // starts at i below nor at i - 1 above. Up-right: cell i + 1 above; no start at i + 1.
      const std::uint64_t sa_next = k + 1 < words ? above_starts[k + 1] & 1 : 0;
      sa_right = sa >> 1 | sa_next << 63;  // bit i: a run above starts at i + 1
      left = nonzero & row_bits<kIsa, true>(below, above, base, end, -1, width);
      right = nonzero & row_bits<kIsa, true>(below, above, base, end, 1, width);
      const std::uint64_t left_links =
          left & ~((left << 1 | left_carry) & ~sb & ~(sa << 1 | start_carry));
      const std::uint64_t right_links = right & ~((right << 1 | right_carry) & ~sb & ~sa_right);
      left_carry = left >> 63;
      right_carry = right >> 63;
      start_carry = sa >> 63;
      // A cell that links straight up links its up-left and up-right cells of its value through
      // the same pair: equal values side by side are one run above. Those links are dropped, and
      // so is an up-left link of a cell whose left neighbour links straight up: both cells then
      // have the value of the cell above that neighbour, so they are one run below, and the pair
      // is the same. Likewise up-right and the right neighbour (within the word). Terrain of 16
      // values, 8-connectivity: most diagonal links, at every edge between two values that moves
      // by a cell (1024x1024, 1.74 -> 1.43 ns per cell).
      left = left_links & ~up & ~(up << 1 | up_carry);
      right = right_links & ~up & ~(up >> 1);
      links |= left | right;
    }
    up_carry = up >> 63;
    up &= links;
    // Each direction's links in a loop of its own: one branch per link bit (the loop's), not
    // three unpredictable tests of which directions a bit holds.
    const auto each = [&](std::uint64_t bits, auto&& above_of) {
      for (; bits != 0; bits &= bits - 1) {
        const int p = __builtin_ctzll(bits);
        const std::uint64_t upto = ~std::uint64_t{0} >> (63 - p);
        const RunIndex run = static_cast<RunIndex>(below_before + __builtin_popcountll(sb & upto));
        const RunIndex above_run =
            static_cast<RunIndex>(above_before + __builtin_popcountll(sa & upto));
        link(above_of(above_run, p), run);
      }
    };
    each(up, [](RunIndex above_run, int) { return above_run; });
    if (kEight) {
      // The run above at i - 1 is the one at i unless a run starts at i; at i + 1, the next
      // one when a run starts there.
      each(left, [&](RunIndex above_run, int p) {
        return above_run - static_cast<RunIndex>((sa >> p) & 1);
      });
      each(right, [&](RunIndex above_run, int p) {
        return above_run + static_cast<RunIndex>((sa_right >> p) & 1);
      });
    }
    below_before += static_cast<RunIndex>(__builtin_popcountll(sb));
    above_before += static_cast<RunIndex>(__builtin_popcountll(sa));
  }
}

/// Pass 1: the runs of every row, joined with those of the row above. Throws std::length_error
/// beyond the bounds at the top of this file, before the runs' arrays are allocated.
template <Isa kIsa, bool kEight, class Value>
BITCC_MAP_INLINE void scan(const ValueMap<Value>& map, Runs<Value>& runs) {
  const std::size_t width = map.width, height = map.height;
  // The run starts first, as bits (column 0 always; then where the value changes): a branchless
  // compare per cell, then the runs counted, their arrays allocated once (not grown row by row:
  // 4096x4096 terrain of 16 values, 15 -> 5 ns per cell), and read back by bit scans.
  // Every word of every row is written below: a kept map of the same shape serves as it is.
  if (runs.starts.width() != width || runs.starts.height() != height)
    runs.starts = BitMap(width, height);
  BitMap& starts = runs.starts;
  std::uint64_t total = 0;
  for (std::size_t r = 0; r < height; ++r) {
    const Value* row = map.cells + r * map.stride;
    std::uint64_t* bits = starts.row(r);
    for (std::size_t base = 0, k = 0; base < width; base += 64, ++k) {
      const std::size_t end = std::min<std::size_t>(64, width - base);
      // A run starts where a cell differs from the one to its left, and at column 0 (no cell
      // there: its bit of equals is 0).
      const std::uint64_t m =
          ~row_bits<kIsa, true>(row, row, base, end, -1, width) & (~std::uint64_t{0} >> (64 - end));
      bits[k] = m;
      total += static_cast<std::uint64_t>(__builtin_popcountll(m));
    }
    total += 1;  // the sentinel
  }
  if (total > label_detail::kMaxRunIndex)
    throw std::length_error("bitcc::map::label_values: the map of " + std::to_string(width) +
                            " x " + std::to_string(height) + " cells has " + std::to_string(total) +
                            " runs of equal values and rows, more than 2^32 - 64");
  std::uint32_t* start = runs.start.reserve(total + kRunsAfter);
  Value* value = runs.value.reserve(total + kRunsAfter);
  RunIndex* parent = runs.parent.reserve(kLabelsBefore + total + kLabelsAfter) + kLabelsBefore;
  std::fill(parent - kLabelsBefore, parent, RunIndex{0});
  runs.row_first.resize(height + 1);
  RunIndex n = 0;
  for (std::size_t r = 0; r < height; ++r) {
    const Value* row = map.cells + r * map.stride;
    const std::uint64_t* bits = starts.row(r);
    const RunIndex first = n;
    runs.row_first[r] = first;
#if BITCC_HAVE_MAP_X86
    if constexpr (kIsa == Isa::Avx512) {
      n = extract_runs<16, extract_runs16_avx512<Value>, own_parents_avx512>(
          row, bits, width, start, value, parent, n);
    } else if constexpr (kIsa == Isa::Avx2) {
      n = extract_runs<8, extract_runs8_avx2<Value>, own_parents_avx2>(row, bits, width, start,
                                                                       value, parent, n);
    } else
#endif
    {
      for (std::size_t k = 0; k < starts.words_per_row(); ++k)
        for (std::uint64_t m = bits[k]; m != 0; m &= m - 1) {
          const std::size_t c = 64 * k + static_cast<std::size_t>(__builtin_ctzll(m));
          start[n] = static_cast<std::uint32_t>(c);
          value[n] = row[c];
          parent[n] = n;
          ++n;
        }
    }
    start[n] = static_cast<std::uint32_t>(width);  // the sentinel
    value[n] = 0;
    parent[n] = n;
    ++n;
    if (r == 0) continue;
    // A link of the same run below as the link before reuses the root that one left (as
    // map::label's link_rows does): the root of its set, as no join came between. Under
    // 4-connectivity a run below gets its links one after another, so one that differs from the
    // link before's is not linked yet: its own root, after the root above, which becomes its
    // parent without a find (terrain of 16 values, 1024x1024: 1.34 -> 1.14 ns per cell). Under
    // 8-connectivity its diagonal links come later in the word.
    RunIndex last_below = ~RunIndex{0}, last_root = 0;
    link_value_rows<kIsa, kEight>(
        row - map.stride, row, starts.row(r - 1), bits, width, runs.row_first[r - 1], first,
        [&](RunIndex a, RunIndex b) {
          if (!kEight && b != last_below) {
            last_root = label_detail::find_root(parent, a);
            parent[b] = last_root;  // root <= a < b: join_by_index's choice
          } else {
            const RunIndex below = b == last_below ? last_root : label_detail::find_root(parent, b);
            const RunIndex above = label_detail::find_root(parent, a);
            last_root = union_find_core::join_by_index(parent, above, below);
          }
          last_below = b;
        });
  }
  runs.row_first[height] = n;
  std::fill(parent + total, parent + total + kLabelsAfter, RunIndex{0});  // after the rows' stores
}

/// Wrap-around before the runs are numbered (parent[] the runs' forest, pass 1 done): as
/// label_detail::join_periodic for a BitMap, runs of equal nonzero value joined in the forest.
template <bool kEight, class Value>
void join_periodic(const ValueMap<Value>& map, Periodic periodic, Runs<Value>& runs) {
  const std::size_t height = map.height;
  const RunIndex* row_first = runs.row_first.data();
  const Value* value = runs.value.data.get();
  RunIndex* parent = runs.parents();
  auto join = [&](RunIndex a, RunIndex b) {
    if (value[a] != 0 && value[a] == value[b])
      label_detail::join_runs(parent, a, b, [](RunIndex, RunIndex) {});
  };
  if (periodic.columns) {
    // A row's first run holds column 0, its last (before the sentinel) column width - 1.
    auto last = [&](std::size_t r) { return row_first[r + 1] - 2; };
    for (std::size_t r = 0; r < height; ++r) {
      join(last(r), row_first[r]);
      if (kEight) {
        if (r > 0 || periodic.rows) join(last(r), row_first[(r + height - 1) % height]);
        if (r + 1 < height || periodic.rows) join(last(r), row_first[(r + 1) % height]);
      }
    }
  }
  if (periodic.rows)
    link_value_rows<Isa::Scalar, kEight>(map.cells + (height - 1) * map.stride, map.cells,
                                         runs.starts.row(height - 1), runs.starts.row(0), map.width,
                                         row_first[height - 1], row_first[0], join);
}

/// The labels fill_over (the SSE4.2 and portable pass 2) writes a step: four 16-byte stores. Runs
/// of most maps of values end within one step, and a loop that stops at an unpredictable step costs
/// more than stores past a run's end. 4 labels a step -> 16, 1024x1024, fastest of alternate runs
/// on a Zen 5, ns per cell: terrain of 4 values 1.24 -> 0.94, of 16 values 2.31 -> 1.55, random of
/// 4 values 2.70 -> 2.87 (slower); 8-connectivity 2.03 -> 1.73, 4.67 -> 3.96, 6.25 -> 6.46.
constexpr std::size_t kFillOver = 16;

/// [from, to) (not empty) set to `label`, kFillOver labels at a time: up to kFillOver - 1 labels
/// past `to` are written too. The SSE4.2 and portable pass 2 (AVX2 and AVX-512 write by permutes).
BITCC_MAP_INLINE void fill_over(Label* from, Label* to, Label label) {
#if BITCC_HAVE_MAP_X86
  const __m128i labels = _mm_set1_epi32(static_cast<int>(label));
  do {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(from), labels);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(from + 4), labels);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(from + 8), labels);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(from + 12), labels);
    from += kFillOver;
  } while (from < to);
#else
  std::fill(from, to, label);
#endif
}

#if BITCC_HAVE_MAP_X86
// Pass 2 by permutes, as map::label's write_rows_avx512 (label.hpp), but here every cell is in a
// run (clear runs are labeled 0) and runs may be one cell long: 16 cells hold up to 16 run starts,
// so a cell's run, counted from the run before the 16 cells, is 0..16, and 17 candidates take a
// two-source permute. No loop per run: random maps of values have about one run per cell.
template <bool kStream>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void write_value_rows_avx512_with(const BitMap& starts, const RunIndex* row_first,
                                         const Label* labels, Label* image) {
  const std::size_t width = starts.width(), words = starts.words_per_row();
  for (std::size_t r = 0; r < starts.height(); ++r) {
    Label* out = image + r * width;
    const std::uint64_t* bits = starts.row(r);  // 0 past the row's end
    const Label* row_labels = labels + row_first[r];
    std::size_t before = 0;  // runs started left of the current 16 cells
    for (std::size_t k = 0; k < words; ++k) {
      for (int q = 0; q < 4; ++q) {
        const std::size_t column = k * 64 + static_cast<std::size_t>(q) * 16;
        if (column >= width) break;
        const unsigned chunk = static_cast<unsigned>(bits[k] >> (16 * q)) & 0xFFFF;
        const __m512i index = label_detail::prefix_runs_avx512(chunk);
        const __m512i first = _mm512_loadu_si512(row_labels + before - 1);
        const __m512i next = _mm512_loadu_si512(row_labels + before + 15);
        const __m512i values = _mm512_permutex2var_epi32(first, index, next);
        before += static_cast<std::size_t>(__builtin_popcount(chunk));
        label_detail::store_labels_avx512<kStream>(out + column, width - column, values);
      }
    }
  }
}

BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void write_value_rows_avx512(const BitMap& starts, const RunIndex* row_first,
                                    const Label* labels, Label* image) {
  if (label_detail::streams(starts.cells(), starts.width(), image, 16)) {
    write_value_rows_avx512_with<true>(starts, row_first, labels, image);
    _mm_sfence();
  } else {
    write_value_rows_avx512_with<false>(starts, row_first, labels, image);
  }
}

// The same with AVX2, 8 cells per step: a cell's run is 0..8 from the run before them; 8 (the
// last cell, when all 8 start runs) is taken from a second load.
template <bool kStream>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void write_value_rows_avx2_with(const BitMap& starts, const RunIndex* row_first,
                                       const Label* labels, Label* image) {
  const std::size_t width = starts.width(), words = starts.words_per_row();
  const __m256i eight = _mm256_set1_epi32(8);
  for (std::size_t r = 0; r < starts.height(); ++r) {
    Label* out = image + r * width;
    const std::uint64_t* bits = starts.row(r);
    const Label* row_labels = labels + row_first[r];
    std::size_t before = 0;
    for (std::size_t k = 0; k < words; ++k) {
      for (int q = 0; q < 8; ++q) {
        const std::size_t column = k * 64 + static_cast<std::size_t>(q) * 8;
        if (column >= width) break;
        const unsigned chunk = static_cast<unsigned>(bits[k] >> (8 * q)) & 0xFF;
        const __m256i index = label_detail::prefix_runs_avx2(chunk);
        const __m256i first =
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row_labels + before - 1));
        const __m256i own =
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row_labels + before));
        const __m256i values = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(first, index), own,
                                                  _mm256_cmpeq_epi32(index, eight));
        before += static_cast<std::size_t>(__builtin_popcount(chunk));
        label_detail::store_labels_avx2<kStream>(out + column, width - column, values);
      }
    }
  }
}

BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void write_value_rows_avx2(const BitMap& starts, const RunIndex* row_first,
                                  const Label* labels, Label* image) {
  if (label_detail::streams(starts.cells(), starts.width(), image, 8)) {
    write_value_rows_avx2_with<true>(starts, row_first, labels, image);
    _mm_sfence();
  } else {
    write_value_rows_avx2_with<false>(starts, row_first, labels, image);
  }
}
#endif

/// label_detail::number_roots for runs [first, end) of a map of values, its clear runs 0, `count`
/// roots numbered before them; returns the count after them.
template <class Value>
BITCC_MAP_INLINE Label number_value_runs(RunIndex* parent, const Value* value, RunIndex first,
                                         RunIndex end, Label count) {
  return label_detail::number_roots(
      parent, first, end, [&](RunIndex run) { return 0 - static_cast<RunIndex>(value[run] == 0); },
      count);
}

/// The vector numberings' last step for a group of runs from `first`: each run whose lane is set
/// in `near` (its parent ups[lane] among the same group) takes its parent's label, in order.
BITCC_MAP_INLINE void copy_near_labels(RunIndex* parent, RunIndex first, const RunIndex* ups,
                                       unsigned near) {
  for (; near != 0; near &= near - 1) {
    const unsigned lane = static_cast<unsigned>(__builtin_ctz(near));
    parent[first + lane] = parent[ups[lane]];
  }
}

#if BITCC_HAVE_MAP_X86
/// The runs' numbering (label_detail::number_roots, clear runs 0) 16 runs at a time with AVX-512,
/// the runs from 2^31 on one at a time (the gather's indices are signed); returns the number of
/// roots.
/// In 16 runs, the roots among the set ones take the next numbers (an expand of 1..16 puts each
/// one's rank in its lane), the others their parent's label by a gather: their parents come
/// before them, so they are numbered already, unless they are among the same 16 runs; those few
/// are then taken one by one, in order, after the 16 are stored. The scalar loop spends about 19
/// instructions per run, and random maps of values have about one run per cell.
template <class Value>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline Label number_runs_avx512(RunIndex* parent, const Value* value, RunIndex total) {
  const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m512i ranks = _mm512_add_epi32(lanes, _mm512_set1_epi32(1));
  Label count = 0;
  RunIndex first = 0;
  const RunIndex vector_end = std::min(total, RunIndex{1} << 31);  // parents come before
  for (; vector_end - first >= 16; first += 16) {
    const __m512i up = _mm512_loadu_si512(parent + first);
    const __m512i base = _mm512_set1_epi32(static_cast<int>(first));
    const __mmask16 root = _mm512_cmpeq_epi32_mask(up, _mm512_add_epi32(lanes, base));
    const __m512i values = load_values_avx512(value + first);
    const __mmask16 set = _mm512_test_epi32_mask(values, values);
    const __mmask16 numbered = static_cast<__mmask16>(root & set);
    const __mmask16 joined = static_cast<__mmask16>(~root & set);
    const __mmask16 near = _mm512_mask_cmpge_epu32_mask(joined, up, base);  // parent among the 16
    const __m512i numbers = _mm512_add_epi32(_mm512_maskz_expand_epi32(numbered, ranks),
                                             _mm512_set1_epi32(static_cast<int>(count)));
    const __m512i labels =
        _mm512_mask_i32gather_epi32(numbers, static_cast<__mmask16>(joined & ~near), up,
                                    reinterpret_cast<const int*>(parent), 4);
    _mm512_storeu_si512(parent + first, _mm512_maskz_mov_epi32(set, labels));
    count += static_cast<Label>(__builtin_popcount(numbered));
    if (near != 0) {
      alignas(64) RunIndex ups[16];
      _mm512_store_si512(ups, up);
      copy_near_labels(parent, first, ups, near);
    }
  }
  return number_value_runs(parent, value, first, total, count);
}

/// Bit i: the top bit of lane i of v (8 lanes of 32 bits).
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline unsigned lane_mask_avx2(__m256i v) {
  return static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(v)));
}

/// number_runs_avx512 with AVX2, 8 runs at a time: AVX2 has no expand, so a root's rank among the
/// 8 is its prefix count of roots (kPrefixRuns), and its gather takes a vector mask. 1024x1024 on
/// a Zen 5 (BITCC_SIMD=avx2), ns per cell: random of 4 values 1.56 -> 1.18, terrain of 16 values
/// 1.14 -> 1.05.
template <class Value>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline Label number_runs_avx2(RunIndex* parent, const Value* value, RunIndex total) {
  const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  Label count = 0;
  RunIndex first = 0;
  const RunIndex vector_end = std::min(total, RunIndex{1} << 31);  // parents come before
  for (; vector_end - first >= 8; first += 8) {
    const __m256i up = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(parent + first));
    const __m256i base = _mm256_set1_epi32(static_cast<int>(first));
    __m256i values;
    if constexpr (sizeof(Value) == 1)
      values =
          _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(value + first)));
    else if constexpr (sizeof(Value) == 2)
      values =
          _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(value + first)));
    else values = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(value + first));
    const __m256i clear = _mm256_cmpeq_epi32(values, _mm256_setzero_si256());
    const unsigned root = lane_mask_avx2(_mm256_cmpeq_epi32(up, _mm256_add_epi32(lanes, base)));
    const unsigned set = ~lane_mask_avx2(clear) & 0xFF;
    const unsigned numbered = root & set, joined = ~root & set;
    // parent among the 8 (unsigned up >= first)
    const unsigned near =
        joined & lane_mask_avx2(_mm256_cmpeq_epi32(_mm256_max_epu32(up, base), up));
    const __m256i numbers = _mm256_add_epi32(label_detail::prefix_runs_avx2(numbered),
                                             _mm256_set1_epi32(static_cast<int>(count)));
    const __m256i labels =
        _mm256_mask_i32gather_epi32(numbers, reinterpret_cast<const int*>(parent), up,
                                    label_detail::lanes_of_bits_avx2(joined & ~near), 4);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(parent + first),
                        _mm256_andnot_si256(clear, labels));
    count += static_cast<Label>(__builtin_popcount(numbered));
    if (near != 0) {
      alignas(32) RunIndex ups[8];
      _mm256_store_si256(reinterpret_cast<__m256i*>(ups), up);
      copy_near_labels(parent, first, ups, near);
    }
  }
  return number_value_runs(parent, value, first, total, count);
}
#endif

/// The numbering and pass 2 (the runs linked, wrap-around joined): each root numbered in raster
/// order, clear runs 0 (label_detail::number_roots), then each run's label written over its
/// cells. Returns the number of components.
template <Isa kIsa, class Value>
BITCC_MAP_INLINE Label number_and_write(Runs<Value>& runs, std::size_t width, std::size_t height,
                                        Label* image) {
  const std::size_t cells = width * height;
  const Value* value = runs.value.data.get();
  Label* labels = runs.parents();
  const RunIndex total = runs.row_first[height];
  Label count;
#if BITCC_HAVE_MAP_X86
  if constexpr (kIsa == Isa::Avx512) {
    count = number_runs_avx512(labels, value, total);
  } else if constexpr (kIsa == Isa::Avx2) {
    count = number_runs_avx2(labels, value, total);
  } else
#endif
  {
    count = number_value_runs(labels, value, 0, total, 0);
  }
  // The cells are written in raster order, so a run may write past its end into cells a later
  // run writes: fill_over does, 16 labels a step (not a call and a loop of one label per run),
  // where those cells are in the image.
#if BITCC_HAVE_MAP_X86
  if constexpr (kIsa == Isa::Avx512) {
    write_value_rows_avx512(runs.starts, runs.row_first.data(), labels, image);
    return count;
  } else if constexpr (kIsa == Isa::Avx2) {
    write_value_rows_avx2(runs.starts, runs.row_first.data(), labels, image);
    return count;
  }
#endif
  const std::uint32_t* start = runs.start.data.get();
  const Label* over_end = image + cells - std::min<std::size_t>(cells, kFillOver - 1);
  for (std::size_t r = 0; r < height; ++r) {
    Label* out = image + r * width;
    const label_detail::RunIndex end = runs.row_first[r + 1] - 1;  // the sentinel
    for (label_detail::RunIndex run = runs.row_first[r]; run < end; ++run) {
      Label* from = out + start[run];
      Label* to = out + start[run + 1];
      if (to <= over_end) fill_over(from, to, labels[run]);
      else std::fill(from, to, labels[run]);
    }
  }
  return count;
}

/// The passes of one instruction set for one value type: pass 1 (index 0: 4-connectivity, 1: 8)
/// and the numbering with pass 2.
template <class Value>
struct ValuePasses {
  void (*scan[2])(const ValueMap<Value>&, Runs<Value>&);
  Label (*write)(Runs<Value>&, std::size_t, std::size_t, Label*);
};

// The functions of ValuePasses for one instruction set: the bodies above compiled with `target`
// (an attribute, or nothing for portable C++), named with `suffix`.
#define BITCC_VALUE_PASSES(suffix, target, isa)                                         \
  template <bool kEight, class Value>                                                   \
  target void scan_##suffix(const ValueMap<Value>& map, Runs<Value>& runs) {            \
    scan<isa, kEight>(map, runs);                                                       \
  }                                                                                     \
  template <class Value>                                                                \
  target Label write_##suffix(Runs<Value>& runs, std::size_t width, std::size_t height, \
                              Label* image) {                                           \
    return number_and_write<isa>(runs, width, height, image);                           \
  }                                                                                     \
  template <class Value>                                                                \
  inline constexpr ValuePasses<Value> kValuePasses_##suffix = {                         \
      {scan_##suffix<false, Value>, scan_##suffix<true, Value>}, write_##suffix<Value>};

BITCC_VALUE_PASSES(portable, , Isa::Scalar)
#if BITCC_HAVE_MAP_X86
BITCC_VALUE_PASSES(avx512, BITCC_TARGET(BITCC_MAP_AVX512_FEATURES), Isa::Avx512)
BITCC_VALUE_PASSES(avx2, BITCC_TARGET(BITCC_MAP_AVX2_FEATURES), Isa::Avx2)
BITCC_VALUE_PASSES(sse42, BITCC_TARGET(BITCC_MAP_SSE42_FEATURES), Isa::Sse42)
#endif
#undef BITCC_VALUE_PASSES

/// The passes for `isa`; requires label_detail::passes_available(isa) (the same instruction sets
/// as map::label's).
template <class Value>
const ValuePasses<Value>& value_passes_for(Isa isa) {
#if BITCC_HAVE_MAP_X86
  switch (isa) {
    case Isa::Avx512: return kValuePasses_avx512<Value>;
    case Isa::Avx2: return kValuePasses_avx2<Value>;
    case Isa::Sse42: return kValuePasses_sse42<Value>;
    case Isa::Scalar: break;
  }
#endif
  static_cast<void>(isa);
  return kValuePasses_portable<Value>;
}

/// map::label_values (below) with the runs' memory `runs` and the passes of `isa` (by default the
/// instruction set chosen for map::label, BITCC_SIMD honoured; otherwise one for which
/// label_detail::passes_available holds).
template <class Value>
Label label_values_with(const ValueMap<Value>& map, Label* image, std::size_t image_size,
                        const LabelOptions& options, std::vector<Value>* values, Runs<Value>& runs,
                        Isa isa = label_detail::chosen_passes().isa) {
  const std::size_t width = map.width, height = map.height, cells = width * height;
  if (height != 0 && cells / height != width)
    throw std::length_error("bitcc::map::label_values: " + std::to_string(width) + " x " +
                            std::to_string(height) + " cells overflow");
  if (image_size < cells || (image == nullptr && cells != 0))
    throw std::invalid_argument("bitcc::map::label_values: the label image holds " +
                                std::to_string(image == nullptr ? 0 : image_size) +
                                " labels, the map has " + std::to_string(cells) + " cells");
  if (cells != 0 && (map.cells == nullptr || map.stride < width))
    throw std::invalid_argument("bitcc::map::label_values: the map's rows are " +
                                std::to_string(map.stride) + " values apart (at least its width " +
                                std::to_string(width) + " needed) or its cells are null");
  if (width > 0xFFFFFFFFu)
    throw std::length_error("bitcc::map::label_values: rows of " + std::to_string(width) +
                            " cells, more than 2^32 - 1");
  if (cells == 0) {
    if (options.stats) options.stats->assign(1, ComponentStats{0, 0, width, height, 0});
    if (values) values->assign(1, 0);
    return 0;
  }
  const bool eight = options.connectivity == Connectivity::Eight;
  const ValuePasses<Value>& passes = value_passes_for<Value>(isa);
  passes.scan[eight](map, runs);
  if (options.periodic.rows || options.periodic.columns) {
    if (eight) join_periodic<true>(map, options.periodic, runs);
    else join_periodic<false>(map, options.periodic, runs);
  }
  const Label count = passes.write(runs, width, height, image);

  // The statistics and values from the same runs.
  const std::uint32_t* start = runs.start.data.get();
  const Value* value = runs.value.data.get();
  const Label* labels = runs.parents();
  if (options.stats || values) {
    std::vector<ComponentStats> unused;
    label_detail::StatsBuilder stats(options.stats ? *options.stats : unused,
                                     options.stats ? count : 0);
    if (values) values->assign(std::size_t{count} + 1, 0);
    std::uint64_t clear = 0;
    for (std::size_t r = 0; r < height; ++r)
      for (label_detail::RunIndex run = runs.row_first[r]; run + 1 < runs.row_first[r + 1]; ++run) {
        const Label label = labels[run];
        if (label == 0) {
          clear += start[run + 1] - start[run];
          continue;
        }
        if (values) (*values)[label] = value[run];
        if (options.stats) {
          stats.start(label, r, start[run]);
          stats.end(label, r, start[run + 1]);
        }
      }
    if (options.stats) stats.finish(width, height, clear);
  }
  return count;
}

}  // namespace values_detail

/// Labels the components of equal nonzero value of `map` into `image` (row r from
/// image[r * map.width]; `image_size` labels there, at least width * height) and returns their
/// number. Options: 4- or 8-connectivity, wrap-around, statistics (LabelOptions; `threads` is not
/// used: one thread). When `values` is not null it receives count + 1 entries, values[k] the value
/// of component k (values[0] = 0). Throws std::invalid_argument when the image is too small, the
/// stride below the width or the cells null (nothing written), std::length_error beyond the
/// bounds at the top of this file (nothing written). Its work memory (9 bytes per run for 8-bit
/// values, 12 for 32-bit ones, and a bit per cell) comes from the system at each call:
/// ValuesLabeler keeps it.
template <class Value>
Label label_values(const ValueMap<Value>& map, Label* image, std::size_t image_size,
                   const LabelOptions& options = {},
                   std::vector<typename values_detail::NotDeduced<Value>::type>* values = nullptr) {
  values_detail::Runs<Value> runs;
  return values_detail::label_values_with(map, image, image_size, options, values, runs);
}

/// map::label_values with its work memory kept from one call to the next (the runs of the largest
/// map so far, for each value type used), as map::Labeler keeps map::label's: for programs that
/// label map after map, which then allocate nothing after the first call (a page touched for the
/// first time costs a fault: a few microseconds each on some virtual machines). One per thread.
class ValuesLabeler {
 public:
  /// As map::label_values(map, image, image_size, options, values).
  template <class Value>
  Label label(const ValueMap<Value>& map, Label* image, std::size_t image_size,
              const LabelOptions& options = {},
              std::vector<typename values_detail::NotDeduced<Value>::type>* values = nullptr) {
    return values_detail::label_values_with(map, image, image_size, options, values,
                                            std::get<values_detail::Runs<Value>>(runs_));
  }

 private:
  std::tuple<values_detail::Runs<std::uint8_t>, values_detail::Runs<std::uint16_t>,
             values_detail::Runs<std::uint32_t>>
      runs_;
};

}  // namespace bitcc::map
