// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/label.hpp: connected components of a BitMap of any size, as a label image.
//
// The contract: every set cell gets the label of its component, clear cells 0, and components are
// numbered 1..n in raster order of their first cell (row by row from row 0, left to right), as
// scipy.ndimage.label numbers them (OpenCV's connectedComponents with CCL_SAUF too; its default
// 8-connectivity algorithm numbers the same components in another order: docs/maps.md).
// 4-connectivity joins cells that share a side, 8-connectivity also cells that share a corner.
// Per-component statistics (area, bounding box) on request, as connectedComponentsWithStats gives
// them.
//
// How: the cells of a row come in runs (run starts: x & ~(x << 1)). Each run is an element of a
// union-find (union_find_core), numbered in raster order; pass 1 joins each run with the runs of
// the row above that touch it, the links read from the bits of the two rows (link_rows), always
// keeping the smaller number as the root. Then one forward pass
// numbers the roots 1, 2, ... (a component's smallest run is its first one, so the numbers follow
// raster order) and gives every other run its root's number. Pass 2 writes the label image 16 (or
// 8) cells at a time: a cell's run is the number of runs started at or before it in its row (a
// table of prefix counts per byte of run starts), and one permute of the row's run labels, masked
// by the cells, gives the 16 labels (AVX-512; AVX2 takes 8; portable C++ fills run by run).
//
// Wrap-around (LabelOptions::periodic): before the numbering, the runs on the edges that wrap are
// joined in the runs' union-find as the rows' links are (join_periodic), the smaller run as the
// root, so the numbering gives a component joined across an edge its first cell's number with
// the rest in raster order: O(height + width), no pass over the cells or the runs.
//
// Threads: bands of rows count their runs, run pass 1 and pass 2 in parallel; band b numbers its
// runs after those of the bands above it, so raster order holds across bands, and the rows on each
// border are joined between the passes. A Labeler keeps the bands' threads between calls
// (BandPool).
//
// Bounds: run numbers are 32-bit: a map holds at most 2^32 - 64 runs (every map of up to 92,681 x
// 92,681 cells: a row of W cells holds at most ceil(W / 2)); label throws std::length_error beyond.
// Components, at most as many as runs, always fit a 32-bit Label.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#if defined(__linux__) && defined(__GLIBC__)
#include <pthread.h>   // pthread_setaffinity_np
#include <sched.h>     // sched_getcpu
#include <sys/mman.h>  // madvise
#endif

#include "bitcc/map/bitmap.hpp"
#include "bitcc/simd_choice.hpp"
#include "bitcc/union_find.hpp"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(BITCC_PORTABLE)
#include <immintrin.h>
#define BITCC_HAVE_MAP_X86 1
#else
#define BITCC_HAVE_MAP_X86 0
#endif

namespace bitcc::map {

/// A component's number in a label image: 0 for clear cells, 1..n for the components.
using Label = std::uint32_t;

enum class Connectivity : unsigned char {
  Four = 4,   // cells sharing a side
  Eight = 8,  // cells sharing a side or a corner
};

/// What connectedComponentsWithStats gives per label: the bounding box (leftmost column, top row,
/// width and height in cells) and the area in cells. Entry 0 of a stats vector is the background:
/// its area is the number of clear cells, its box the whole map.
struct ComponentStats {
  std::size_t left = 0, top = 0, width = 0, height = 0;
  std::uint64_t area = 0;

  friend bool operator==(const ComponentStats& a, const ComponentStats& b) {
    return a.left == b.left && a.top == b.top && a.width == b.width && a.height == b.height &&
           a.area == b.area;
  }
};

/// Which edges of a map wrap around (a cylinder, or a torus with both): `rows` joins the last row
/// to row 0 (the top and bottom edges; NumPy's axis 0), `columns` the last column to column 0 (the
/// left and right edges; axis 1). Under 8-connectivity the diagonals wrap too: with columns
/// wrapping, (r, width - 1) touches (r - 1, 0) and (r + 1, 0); with both, the four corners touch.
struct Periodic {
  bool rows = false, columns = false;
};

struct LabelOptions {
  Connectivity connectivity = Connectivity::Four;
  /// Components joined across the edges that wrap, numbered as without it by their first cell.
  /// Statistics stay in the map's coordinates: a component across an edge has a box from one edge
  /// to the other.
  Periodic periodic;
  /// Threads labeling bands of rows at once: 1 (the default) labels in the calling thread, 0 takes
  /// std::thread::hardware_concurrency(); never more than one per row.
  unsigned threads = 1;
  /// When not null, receives count + 1 entries: stats[k] describes label k (0 the background).
  std::vector<ComponentStats>* stats = nullptr;
  /// When not null, the cells of component k (numbered as above) get the label numbers[k - 1]
  /// instead of k, written in the same pass (a caller that knows the numbering it wants, as a
  /// chunk of a larger map, writes its image once). It must hold one entry per component
  /// (std::invalid_argument otherwise, found after pass 1: nothing written); not with stats.
  const std::vector<Label>* numbers = nullptr;
};

/// A label image with its size and the number of components.
struct LabelImage {
  std::size_t width = 0, height = 0;
  Label count = 0;
  std::vector<Label> labels;  // row-major, row r from labels[r * width]

  /// The label of (row, column); 0 outside the image.
  Label at(std::size_t row, std::size_t column) const {
    return row < height && column < width ? labels[row * width + column] : 0;
  }
};

namespace label_detail {

using RunIndex = std::uint32_t;

constexpr std::uint64_t kMaxRunIndex = (std::uint64_t{1} << 32) - 64;

/// Calls f(start, end) for each run of set cells of a row, left to right (`end` one past the last
/// cell). Padding bits (past `last_mask` in the last word) are ignored.
template <class F>
inline void for_each_run(const std::uint64_t* words, std::size_t count, std::uint64_t last_mask,
                         F&& f) {
  std::size_t start = 0;
  bool open = false;  // a run reaches the end of the previous word
  for (std::size_t k = 0; k < count; ++k) {
    std::uint64_t x = k + 1 == count ? words[k] & last_mask : words[k];
    const std::size_t base = k * 64;
    if (open) {
      if (x == ~std::uint64_t{0}) continue;
      const int end = __builtin_ctzll(~x);
      f(start, base + static_cast<std::size_t>(end));
      open = false;
      x &= ~std::uint64_t{0} << end;
    }
    while (x != 0) {
      const int first = __builtin_ctzll(x);
      const std::uint64_t gaps = ~x & (~std::uint64_t{0} << first);
      if (gaps == 0) {
        start = base + static_cast<std::size_t>(first);
        open = true;
        break;
      }
      const int end = __builtin_ctzll(gaps);
      f(base + static_cast<std::size_t>(first), base + static_cast<std::size_t>(end));
      x &= ~std::uint64_t{0} << end;
    }
  }
  if (open) f(start, count * 64);  // only when the width is a multiple of 64
}

// The passes' bodies are always inlined into the per-instruction-set functions below, so that
// their popcounts and bit scans compile to single instructions there (popcnt, tzcnt).
#define BITCC_MAP_INLINE [[gnu::always_inline]] inline

/// The root of run x's set. Most runs point at their root (each find points the run it starts
/// from at the root found): one step, a test that is rarely false, then the loop for deeper trees.
/// One load less on the way than two steps before the test (1024x1024 random 0.8, 8-connectivity:
/// pass 1 1.28 -> 0.87 ms; 256x256 maze 56 -> 43 us).
BITCC_MAP_INLINE RunIndex find_root(RunIndex* parent, RunIndex x) {
  RunIndex root = parent[x];
  if (parent[root] != root) root = union_find_core::find(parent, root);
  parent[x] = root;
  return root;
}

/// Joins the runs of two adjacent rows, `above` (its runs numbered from above_first) and `below`
/// (from below_first), with no pass over the runs: a link between two runs shows in the bits.
/// Under 4-connectivity a run above and a run below touch exactly when they overlap, and their
/// overlap is one run of above & below: one link per run start of the AND. Under 8-connectivity
/// they also touch when one ends right before the other starts (a corner): a run start of one row
/// at column p with the other row's run ending at p - 1. At a link's column p, each row's run is
/// the one started at or before p: its number is the row's first minus one plus the run starts at
/// or before p (a popcount).
///
/// Links come in column order, so those of one run below come together (a run's links lie in its
/// columns, or one past its end for a corner). kFresh: the runs below are singletons yet (pass 1):
/// a run's first link needs no find (it is its own root), and its next ones reuse the root the
/// previous link left, so each link costs one find, of the run above. Without kFresh (the links
/// between bands) the trees are not compressed. on_join(a, b) sees the two roots of each link
/// before they are joined (equal when they are one set already).
template <bool kEight, bool kFresh, class OnJoin>
BITCC_MAP_INLINE void link_rows(const std::uint64_t* above, const std::uint64_t* below,
                                std::size_t words, std::uint64_t last_mask, RunIndex above_first,
                                RunIndex below_first, RunIndex* parent, OnJoin&& on_join) {
  std::uint64_t below_carry = 0, above_carry = 0;  // cell 63 of the previous word
  RunIndex below_before = below_first - 1, above_before = above_first - 1;
  RunIndex last_below = 0, last_root = 0;  // the run below of the previous link, its root after
  for (std::size_t k = 0; k < words; ++k) {
    const std::uint64_t mask = k + 1 == words ? last_mask : ~std::uint64_t{0};
    const std::uint64_t x = below[k] & mask, y = above[k] & mask;
    const std::uint64_t x_left = (x << 1) | below_carry, y_left = (y << 1) | above_carry;
    const std::uint64_t x_starts = x & ~x_left, y_starts = y & ~y_left;
    std::uint64_t links = x & y & ~(x_left & y_left);
    if (kEight) links |= (x_starts & y_left & ~y) | (y_starts & x_left & ~x);
    while (links != 0) {
      // The cells up to the link's column: one blsmsk with BMI1 (a bit scan, a subtraction and a
      // shift without).
      const std::uint64_t upto = links ^ (links - 1);
      const RunIndex run =
          static_cast<RunIndex>(below_before + __builtin_popcountll(x_starts & upto));
      const RunIndex above_run =
          static_cast<RunIndex>(above_before + __builtin_popcountll(y_starts & upto));
      RunIndex b, a;
      if (kFresh) {
        b = run == last_below ? last_root : run;
        a = find_root(parent, above_run);
      } else {  // no path compression: only the roots joined change parent (see BorderJoins)
        b = union_find_core::root(parent, run);
        a = union_find_core::root(parent, above_run);
      }
      on_join(a, b);
      last_root = union_find_core::join_by_index(parent, a, b);  // a == b: a no-op
      last_below = run;
      links &= links - 1;
    }
    below_before += static_cast<RunIndex>(__builtin_popcountll(x_starts));
    above_before += static_cast<RunIndex>(__builtin_popcountll(y_starts));
    below_carry = x >> 63;
    above_carry = y >> 63;
  }
}

/// The number of runs of a row.
BITCC_MAP_INLINE std::size_t count_runs(const std::uint64_t* row, std::size_t words, std::uint64_t last_mask) {
  std::size_t count = 0;
  std::uint64_t carry = 0;
  for (std::size_t k = 0; k < words; ++k) {
    const std::uint64_t x = k + 1 == words ? row[k] & last_mask : row[k];
    count += static_cast<std::size_t>(__builtin_popcountll(x & ~((x << 1) | carry)));
    carry = x >> 63;
  }
  return count;
}

/// Pass 1 over rows [first_row, end_row) (row r holds row_runs[r] runs): numbers their runs from
/// `next`, each its own set, and joins each row's runs with the row above's (rows of the band).
/// Returns the joins of two sets (the band's roots are its runs minus these).
template <bool kEight>
BITCC_MAP_INLINE RunIndex scan_band(const BitMap& map, std::size_t first_row, std::size_t end_row,
                                    RunIndex next, const RunIndex* row_runs, RunIndex* parent) {
  const std::size_t words = map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();
  // Every run its own set first, in one loop (a loop per row mispredicts its end at each row).
  RunIndex band_end = next;
  for (std::size_t r = first_row; r < end_row; ++r) band_end += row_runs[r];
  for (RunIndex i = next; i < band_end; ++i) parent[i] = i;
  RunIndex above_first = next, joins = 0;
  for (std::size_t r = first_row; r < end_row; ++r) {
    const RunIndex runs = row_runs[r];
    const auto count_joins = [&](RunIndex a, RunIndex b) { joins += a != b; };
    // A row of one word (maps of up to 64 columns) gets link_rows without its loop over words.
    if (r != first_row && words == 1)
      link_rows<kEight, true>(map.row(r - 1), map.row(r), 1, last_mask, above_first, next, parent,
                              count_joins);
    else if (r != first_row)
      link_rows<kEight, true>(map.row(r - 1), map.row(r), words, last_mask, above_first, next,
                              parent, count_joins);
    above_first = next;
    next += runs;
  }
  return joins;
}

/// What the links between bands change, seen by link_rows as they join two roots (the larger
/// stops being one): the roots lost per band (band k starts at run band_first[k]), and the roots
/// joined to a root of a band above their own (`crossers`, room for every link reserved), the
/// only runs whose parent leaves their band.
struct BorderJoins {
  const RunIndex* band_first;
  std::size_t bands;
  RunIndex* lost;
  std::vector<RunIndex>* crossers;
  void operator()(RunIndex a, RunIndex b) const {
    if (a == b) return;
    const RunIndex loser = a < b ? b : a, winner = a < b ? a : b;
    std::size_t k = bands - 1;
    while (band_first[k] > loser) --k;
    ++lost[k];
    if (winner < band_first[k]) crossers->push_back(loser);
  }
};

/// Pass 2, one band: writes the labels of rows [first_row, end_row), whose runs are numbered from
/// `first_run`; `labels[i]` is run i's label. Reads labels[first_run - 1] and up to 16 entries
/// past the band's last run (the caller pads the array).
using WriteRows = void (*)(const BitMap& map, std::size_t first_row, std::size_t end_row,
                           const Label* labels, RunIndex first_run, Label* image);

BITCC_MAP_INLINE void write_rows_portable(const BitMap& map, std::size_t first_row, std::size_t end_row,
                                const Label* labels, RunIndex first_run, Label* image) {
  const std::size_t width = map.width();
  RunIndex run = first_run;
  for (std::size_t r = first_row; r < end_row; ++r) {
    Label* out = image + r * width;
    std::size_t done = 0;
    for_each_run(map.row(r), map.words_per_row(), map.last_word_mask(),
                 [&](std::size_t s, std::size_t e) {
                   std::fill(out + done, out + s, Label{0});
                   std::fill(out + s, out + e, labels[run++]);
                   done = e;
                 });
    std::fill(out + done, out + width, Label{0});
  }
}

// kPrefixRuns[b], byte k: the number of set bits of b at or below bit k. With b the run starts of
// 8 cells, that is each cell's run, counted from the runs started before them.
constexpr std::array<std::uint64_t, 256> prefix_runs_table() {
  std::array<std::uint64_t, 256> table{};
  for (unsigned b = 0; b < 256; ++b) {
    unsigned count = 0;
    for (unsigned k = 0; k < 8; ++k) {
      count += (b >> k) & 1;
      table[b] |= std::uint64_t{count} << (8 * k);
    }
  }
  return table;
}
inline constexpr std::array<std::uint64_t, 256> kPrefixRuns = prefix_runs_table();

#if BITCC_HAVE_MAP_X86

#define BITCC_MAP_AVX512_FEATURES(F, SEP) F(avx512f) SEP F(avx512bw) SEP F(bmi) SEP F(popcnt)
#define BITCC_MAP_AVX2_FEATURES(F, SEP) F(avx2) SEP F(bmi) SEP F(popcnt)

// Pass 2's store of 16 labels (AVX-512) or 8 (AVX2) at `at`, `room` labels left in the row: a
// streaming store (kStream: to memory without reading the line first), a plain one, or the
// lanes that fit.
template <bool kStream>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void store_labels_avx512(Label* at, std::size_t room, __m512i labels) {
  if (kStream && room >= 16) _mm512_stream_si512(reinterpret_cast<__m512i*>(at), labels);
  else if (room >= 16) _mm512_storeu_si512(at, labels);
  else _mm512_mask_storeu_epi32(at, static_cast<__mmask16>((1u << room) - 1), labels);
}

template <bool kStream>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void store_labels_avx2(Label* at, std::size_t room, __m256i labels) {
  if (kStream && room >= 8) {
    _mm256_stream_si256(reinterpret_cast<__m256i*>(at), labels);
  } else if (room >= 8) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(at), labels);
  } else {
    const __m256i lane_numbers = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    _mm256_maskstore_epi32(
        reinterpret_cast<int*>(at),
        _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(room)), lane_numbers), labels);
  }
}

// Lane c: the number of bits of `starts` (16 cells' run starts) at or below bit c: each cell's
// run, counted from the runs started before the 16 cells (kPrefixRuns of each byte).
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline __m512i prefix_runs_avx512(unsigned starts) {
  const unsigned low = starts & 0xFF;
  const std::uint64_t high_counts =
      kPrefixRuns[(starts >> 8) & 0xFF] +
      static_cast<std::uint64_t>(__builtin_popcount(low)) * std::uint64_t{0x0101010101010101};
  return _mm512_maskz_cvtepu8_epi32(  // maskz: no warning from GCC 12
      0xFFFF, _mm_set_epi64x(static_cast<long long>(high_counts),
                             static_cast<long long>(kPrefixRuns[low])));
}

// prefix_runs_avx512 for 8 cells (`starts`, 8 bits) with AVX2.
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline __m256i prefix_runs_avx2(unsigned starts) {
  return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(kPrefixRuns[starts])));
}

// Lane i all ones where bit i of `bits` (8 bits) is set, zero elsewhere: AVX2's masks are vectors.
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline __m256i lanes_of_bits_avx2(unsigned bits) {
  const __m256i lane_bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
  return _mm256_cmpeq_epi32(
      _mm256_and_si256(_mm256_set1_epi32(static_cast<int>(bits)), lane_bits), lane_bits);
}

// The labels of 16 cells from byte pairs `cells` (set cells) and `starts` (run starts): lane c
// takes row_labels[before - 1 + (starts at or below c)], 0 where the cell is clear.
// kOneWord: rows of one word (maps of up to 64 columns), the loop over words gone.
template <bool kStream, bool kOneWord>
BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void write_rows_avx512_with(const BitMap& map, std::size_t first_row, std::size_t end_row,
                                   const Label* labels, RunIndex first_run, Label* image) {
  const std::size_t width = map.width(), words = kOneWord ? 1 : map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();
  const Label* row_labels = labels + first_run;
  for (std::size_t r = first_row; r < end_row; ++r) {
    Label* out = image + r * width;
    const std::uint64_t* bits = map.row(r);
    std::size_t before = 0;  // runs started left of the current 16 cells
    std::uint64_t carry = 0;  // the last cell of the previous word, set or not
    for (std::size_t k = 0; k < words; ++k) {
      const std::uint64_t x = k + 1 == words ? bits[k] & last_mask : bits[k];
      const std::uint64_t starts = x & ~((x << 1) | carry);
      carry = x >> 63;
      for (int q = 0; q < 4; ++q) {
        const std::size_t column = k * 64 + static_cast<std::size_t>(q) * 16;
        if (column >= width) break;
        const __mmask16 cells = static_cast<__mmask16>(x >> (16 * q));
        const unsigned chunk_starts = static_cast<unsigned>(starts >> (16 * q)) & 0xFFFF;
        // No test for clear chunks (they come and go at random on a smooth map): their labels
        // are masked out.
        const __m512i index = prefix_runs_avx512(chunk_starts);
        const __m512i candidates = _mm512_loadu_si512(row_labels + before - 1);
        const __m512i values = _mm512_maskz_permutexvar_epi32(cells, index, candidates);
        before += static_cast<std::size_t>(__builtin_popcount(chunk_starts));
        store_labels_avx512<kStream>(out + column, width - column, values);
      }
    }
    row_labels += before;
  }
}

// Images of 8 MiB or more, 64-byte aligned (AVX2: 32) with rows of a multiple of 16 labels (8), are
// written with streaming stores: to memory without reading each line first, half the traffic
// (4096x4096 random 0.5: 2.4 -> 2.05 ns per cell). Smaller images stay in the caches, for the
// caller's next reads.
constexpr std::size_t kStreamBytes = std::size_t{8} << 20;

/// Whether pass 2 streams into `image` (`cells` labels in rows of `width`), `lanes` labels per
/// store (kStreamBytes above).
inline bool streams(std::size_t cells, std::size_t width, const Label* image, std::size_t lanes) {
  return cells * sizeof(Label) >= kStreamBytes && width % lanes == 0 &&
         reinterpret_cast<std::uintptr_t>(image) % (lanes * sizeof(Label)) == 0;
}
inline bool streams(const BitMap& map, const Label* image, std::size_t lanes) {
  return streams(map.cells(), map.width(), image, lanes);
}

BITCC_TARGET(BITCC_MAP_AVX512_FEATURES)
inline void write_rows_avx512(const BitMap& map, std::size_t first_row, std::size_t end_row,
                              const Label* labels, RunIndex first_run, Label* image) {
  if (streams(map, image, 16)) {
    write_rows_avx512_with<true, false>(map, first_row, end_row, labels, first_run, image);
    _mm_sfence();
  } else if (map.words_per_row() == 1) {
    write_rows_avx512_with<false, true>(map, first_row, end_row, labels, first_run, image);
  } else {
    write_rows_avx512_with<false, false>(map, first_row, end_row, labels, first_run, image);
  }
}

// The same with 8 cells per step: a cell's run index is at most 4 there, within the 8 labels.
template <bool kStream, bool kOneWord>
BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void write_rows_avx2_with(const BitMap& map, std::size_t first_row, std::size_t end_row,
                                 const Label* labels, RunIndex first_run, Label* image) {
  const std::size_t width = map.width(), words = kOneWord ? 1 : map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();
  const Label* row_labels = labels + first_run;
  for (std::size_t r = first_row; r < end_row; ++r) {
    Label* out = image + r * width;
    const std::uint64_t* bits = map.row(r);
    std::size_t before = 0;
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < words; ++k) {
      const std::uint64_t x = k + 1 == words ? bits[k] & last_mask : bits[k];
      const std::uint64_t starts = x & ~((x << 1) | carry);
      carry = x >> 63;
      for (int q = 0; q < 8; ++q) {
        const std::size_t column = k * 64 + static_cast<std::size_t>(q) * 8;
        if (column >= width) break;
        const unsigned cells = static_cast<unsigned>(x >> (8 * q)) & 0xFF;
        const unsigned chunk_starts = static_cast<unsigned>(starts >> (8 * q)) & 0xFF;
        // No test for clear chunks, as with AVX-512.
        const __m256i index = prefix_runs_avx2(chunk_starts);
        const __m256i candidates =
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row_labels + before - 1));
        const __m256i set = lanes_of_bits_avx2(cells);
        const __m256i values =
            _mm256_and_si256(_mm256_permutevar8x32_epi32(candidates, index), set);
        before += static_cast<std::size_t>(__builtin_popcount(chunk_starts));
        store_labels_avx2<kStream>(out + column, width - column, values);
      }
    }
    row_labels += before;
  }
}

BITCC_TARGET(BITCC_MAP_AVX2_FEATURES)
inline void write_rows_avx2(const BitMap& map, std::size_t first_row, std::size_t end_row,
                            const Label* labels, RunIndex first_run, Label* image) {
  if (streams(map, image, 8)) {
    write_rows_avx2_with<true, false>(map, first_row, end_row, labels, first_run, image);
    _mm_sfence();
  } else if (map.words_per_row() == 1) {
    write_rows_avx2_with<false, true>(map, first_row, end_row, labels, first_run, image);
  } else {
    write_rows_avx2_with<false, false>(map, first_row, end_row, labels, first_run, image);
  }
}

#endif  // BITCC_HAVE_MAP_X86

/// Rows [first_row, end_row): their runs into row_runs[], their sum into *total.
BITCC_MAP_INLINE void count_rows(const BitMap& map, std::size_t first_row, std::size_t end_row,
                                 RunIndex* row_runs, std::uint64_t* total) {
  const std::size_t words = map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();
  std::uint64_t sum = 0;
  if (words == 1) {  // maps of up to 64 columns: a row is a word (19x19: 700 -> 220 instructions)
    const std::uint64_t* row = map.row(first_row);
    for (std::size_t r = first_row; r < end_row; ++r, ++row) {
      const std::uint64_t x = *row & last_mask;
      const auto count = static_cast<RunIndex>(__builtin_popcountll(x & ~(x << 1)));
      row_runs[r] = count;
      sum += count;
    }
  } else {
    for (std::size_t r = first_row; r < end_row; ++r) {
      const std::size_t count = count_runs(map.row(r), words, last_mask);
      row_runs[r] = static_cast<RunIndex>(count);  // exact when the total passes label's check
      sum += count;
    }
  }
  *total += sum;
}

/// The passes of one instruction set: counting runs, pass 1 and the border links (index 0:
/// 4-connectivity, 1: 8), pass 2.
struct Passes {
  Isa isa;
  void (*count)(const BitMap&, std::size_t, std::size_t, RunIndex*, std::uint64_t*);
  RunIndex (*scan[2])(const BitMap&, std::size_t, std::size_t, RunIndex, const RunIndex*,
                      RunIndex*);
  void (*link[2])(const std::uint64_t*, const std::uint64_t*, std::size_t, std::uint64_t,
                  RunIndex, RunIndex, RunIndex*, const BorderJoins&);
  WriteRows write;
};

// The functions of Passes for one instruction set: the bodies above compiled with `target` (an
// attribute, or nothing for portable C++), named with `suffix`.
#define BITCC_MAP_PASSES(suffix, target, write_rows)                                             \
  target inline void count_##suffix(const BitMap& m, std::size_t first, std::size_t end,         \
                                    RunIndex* runs, std::uint64_t* total) {                      \
    count_rows(m, first, end, runs, total);                                                      \
  }                                                                                              \
  template <bool kEight>                                                                         \
  target RunIndex scan_##suffix(const BitMap& m, std::size_t first, std::size_t end,             \
                                RunIndex next, const RunIndex* runs, RunIndex* parent) {         \
    return scan_band<kEight>(m, first, end, next, runs, parent);                                 \
  }                                                                                              \
  template <bool kEight>                                                                         \
  target void link_##suffix(const std::uint64_t* above, const std::uint64_t* below,              \
                            std::size_t words, std::uint64_t last, RunIndex above_first,         \
                            RunIndex below_first, RunIndex* parent, const BorderJoins& joins) {  \
    link_rows<kEight, false>(above, below, words, last, above_first, below_first, parent, joins); \
  }                                                                                              \
  target inline void write_##suffix(const BitMap& m, std::size_t first, std::size_t end,         \
                                    const Label* labels, RunIndex first_run, Label* image) {     \
    write_rows(m, first, end, labels, first_run, image);                                         \
  }                                                                                              \
  inline constexpr Passes kPasses_##suffix = {                                                   \
      Isa::Scalar, count_##suffix, {scan_##suffix<false>, scan_##suffix<true>},                  \
      {link_##suffix<false>, link_##suffix<true>}, write_##suffix};

BITCC_MAP_PASSES(portable, , write_rows_portable)
#if BITCC_HAVE_MAP_X86
#define BITCC_MAP_SSE42_FEATURES(F, SEP) F(sse4.2) SEP F(popcnt)
BITCC_MAP_PASSES(avx512, BITCC_TARGET(BITCC_MAP_AVX512_FEATURES), write_rows_avx512)
BITCC_MAP_PASSES(avx2, BITCC_TARGET(BITCC_MAP_AVX2_FEATURES), write_rows_avx2)
BITCC_MAP_PASSES(sse42, BITCC_TARGET(BITCC_MAP_SSE42_FEATURES), write_rows_portable)
#endif
#undef BITCC_MAP_PASSES

/// Whether there are passes for `isa` on this CPU (and in this build).
inline bool passes_available(Isa isa) {
#if BITCC_HAVE_MAP_X86
  if (isa == Isa::Avx512) return BITCC_CPU_SUPPORTS(BITCC_MAP_AVX512_FEATURES);
  if (isa == Isa::Avx2) return BITCC_CPU_SUPPORTS(BITCC_MAP_AVX2_FEATURES);
  if (isa == Isa::Sse42) return BITCC_CPU_SUPPORTS(BITCC_MAP_SSE42_FEATURES);
#endif
  return isa == Isa::Scalar;
}

/// The passes for `isa`; requires passes_available(isa).
inline Passes passes_for(Isa isa) {
  Passes passes = kPasses_portable;
#if BITCC_HAVE_MAP_X86
  if (isa == Isa::Avx512) passes = kPasses_avx512;
  if (isa == Isa::Avx2) passes = kPasses_avx2;
  if (isa == Isa::Sse42) passes = kPasses_sse42;
#endif
  passes.isa = isa;
  return passes;
}

/// The passes chosen once per process (BITCC_SIMD honoured).
inline const Passes& chosen_passes() {
  return choose_once("bitcc::map::label", [](Isa isa) { return passes_available(isa); },
                     [](Isa isa) { return passes_for(isa); });
}

/// The processor the calling thread runs on, -1 where unknown.
inline int current_cpu() {
#if defined(__linux__) && defined(__GLIBC__)
  return sched_getcpu();
#else
  return -1;
#endif
}

/// The processor a thread was last seen on (by itself), on a cache line of its own.
struct alignas(64) CpuSeen {
  std::atomic<int> cpu{-1};
  void update() { cpu.store(current_cpu(), std::memory_order_relaxed); }
};

/// Whether a thread awaited (`others`, `count` of them, `self` excepted) was last seen on the
/// caller's processor `mine`: then it cannot make progress while the caller spins.
inline bool shares_cpu(const CpuSeen* others, std::size_t count, const CpuSeen* self, int mine) {
  if (mine < 0) return false;
  for (std::size_t k = 0; k < count; ++k)
    if (others + k != self && others[k].cpu.load(std::memory_order_relaxed) == mine) return true;
  return false;
}

/// Spins until done() holds, at most kSpins pauses (about 100 microseconds on a Zen 3 at 2.45 GHz),
/// then sleeps on `woken` under `mutex` until it holds; sleeps at once when `spin` is false (the
/// thread awaited shares the caller's processor: on a loaded machine the scheduler may put both
/// there, and a spin would only delay it). A thread that makes done() hold must do so before it
/// locks `mutex` and notifies `woken` (a sleeper tests it under the lock).
constexpr int kSpins = 4096;
template <class Done>
void spin_then_wait(std::mutex& mutex, std::condition_variable& woken, Done&& done,
                    bool spin = true) {
  for (int k = 0; spin && k < kSpins; ++k) {
    if (done()) return;
#if BITCC_HAVE_MAP_X86
    _mm_pause();
#endif
  }
  std::unique_lock<std::mutex> lock(mutex);
  woken.wait(lock, done);
}

/// The bands' meeting point between two steps: arrive_and_wait returns once all `count` threads
/// have arrived (at once for one thread). A thread that arrives early spins a while before it
/// sleeps: the bands of a map end their steps within tens of microseconds of each other, and a
/// wake-up from sleep costs about ten (two threads, 4096x4096 terrain, seven meetings: 2.91 ->
/// 2.7..2.8 ms); the spin is bounded, so threads beyond the cores still sleep.
class Barrier {
 public:
  // One band (every small map) waits for nobody: no processor records, so no allocation.
  explicit Barrier(std::size_t count) : count_(count), seen_(count > 1 ? count : 0) {}
  /// `band`: the caller's number, 0..count-1.
  void arrive_and_wait(std::size_t band) {
    if (count_ == 1) return;
    const int cpu = current_cpu();
    seen_[band].cpu.store(cpu, std::memory_order_relaxed);
    const std::size_t generation = generation_.load(std::memory_order_acquire);
    if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == count_) {
      arrived_.store(0, std::memory_order_relaxed);  // before the release below: seen by all
      {
        const std::lock_guard<std::mutex> lock(mutex_);  // a sleeper tests under the lock
        generation_.store(generation + 1, std::memory_order_release);
      }
      woken_.notify_all();
      return;
    }
    spin_then_wait(
        mutex_, woken_, [&] { return generation_.load(std::memory_order_acquire) != generation; },
        !shares_cpu(seen_.data(), count_, &seen_[band], cpu));
  }

 private:
  std::mutex mutex_;
  std::condition_variable woken_;
  const std::size_t count_;
  std::vector<CpuSeen> seen_;  // each band's processor at its last arrival
  std::atomic<std::size_t> arrived_{0}, generation_{0};
};

/// The threads that label the bands after the first, kept from one labeling to the next (by a
/// Labeler; map::label's pool lives for one call). run(bands, work) calls work(0) in the calling
/// thread and work(b), b = 1..bands-1, in the pool's thread b - 1, started at the first call that
/// needs it, and returns when all have returned. A thread done with its band spins a while (as at
/// the barriers: a program labeling map after map calls again soon), then sleeps on a condition
/// variable: an idle pool takes no processor time. The destructor wakes and joins the threads.
/// One caller at a time (a Labeler is used by one thread).
class BandPool {
 public:
  BandPool() = default;
  BandPool(const BandPool&) = delete;
  BandPool& operator=(const BandPool&) = delete;
  ~BandPool() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      stop_.store(true, std::memory_order_release);
    }
    for (const std::unique_ptr<Worker>& worker : workers_) worker->woken.notify_one();
    for (const std::unique_ptr<Worker>& worker : workers_) worker->thread.join();
  }

  /// Calls work(b) for every band b < bands as above. Throws std::system_error when a thread
  /// cannot start: then no band has run (the threads started stay for the next call). An exception
  /// that leaves work (the caller's first, else a thread's) is thrown once every band returned;
  /// work must not leave a band waiting at a barrier for it.
  template <class Work>
  void run(std::size_t bands, Work& work) {
    if (bands <= 1) return work(0);
    while (workers_.size() < bands - 1) start(workers_.size() + 1);
    call_ = [](void* context, std::size_t band) { (*static_cast<Work*>(context))(band); };
    context_ = &work;
    failure_ = nullptr;
    pending_.store(bands - 1, std::memory_order_relaxed);
    caller_.update();
    for (std::size_t k = 0; k + 1 < bands; ++k)
      workers_[k]->round.fetch_add(1, std::memory_order_release);  // publishes call_, context_
    { const std::lock_guard<std::mutex> lock(mutex_); }  // a sleeper tests its round under it
    for (std::size_t k = 0; k + 1 < bands; ++k) workers_[k]->woken.notify_one();
    std::exception_ptr failure;
    try {
      work(0);
    } catch (...) {
      failure = std::current_exception();
    }
    const int cpu = current_cpu();
    caller_.cpu.store(cpu, std::memory_order_relaxed);
    bool spin = true;
    for (std::size_t k = 0; k + 1 < bands; ++k)
      spin = spin && !shares_cpu(&workers_[k]->seen, 1, nullptr, cpu);
    spin_then_wait(
        mutex_, done_, [&] { return pending_.load(std::memory_order_acquire) == 0; }, spin);
    if (!failure) failure = failure_;
    if (failure) std::rethrow_exception(failure);
  }

 private:
  // Each thread's round counter on a cache line of its own, as the caller bumps it.
  struct alignas(64) Worker {
    std::atomic<std::uint64_t> round{0};  // the bands asked of this thread so far
    CpuSeen seen;                          // where it ran its last band
#if defined(__linux__) && defined(__GLIBC__)
    cpu_set_t allowed;  // the processors it may run on as it starts (its creator's)
    bool allowed_known = false;
#endif
    std::condition_variable woken;
    std::thread thread;
  };

  void start(std::size_t band) {
    workers_.reserve(workers_.size() + 1);  // so that the push below cannot throw
    auto worker = std::make_unique<Worker>();
    Worker& me = *worker;
    me.thread = std::thread([this, &me, band] { serve(me, band); });  // std::system_error
    workers_.push_back(std::move(worker));
  }

  // A thread woken on the caller's processor (on a loaded machine the scheduler may put it there,
  // and keep it there) is moved off it, to the others the process may run on (Linux).
  static void move_off(Worker& me, int caller) {
#if defined(__linux__) && defined(__GLIBC__)
    if (caller < 0 || caller != current_cpu() || !me.allowed_known) return;
    cpu_set_t others = me.allowed;
    CPU_CLR(caller, &others);
    if (CPU_COUNT(&others) > 0) pthread_setaffinity_np(pthread_self(), sizeof others, &others);
#else
    (void)me;
    (void)caller;
#endif
  }

  void serve(Worker& me, std::size_t band) {
#if defined(__linux__) && defined(__GLIBC__)
    me.allowed_known = pthread_getaffinity_np(pthread_self(), sizeof me.allowed, &me.allowed) == 0;
#endif
    for (std::uint64_t done = 0;;) {
      // No spin on the caller's processor: the caller would wait for it.
      const int cpu = current_cpu();
      me.seen.cpu.store(cpu, std::memory_order_relaxed);
      spin_then_wait(
          mutex_, me.woken,
          [&] {
            return me.round.load(std::memory_order_acquire) != done ||
                   stop_.load(std::memory_order_acquire);
          },
          !shares_cpu(&caller_, 1, nullptr, cpu));
      if (me.round.load(std::memory_order_acquire) == done) return;  // stopped
      ++done;
      move_off(me, caller_.cpu.load(std::memory_order_relaxed));
      try {
        call_(context_, band);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
      }
      if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        { const std::lock_guard<std::mutex> lock(mutex_); }  // the caller tests pending_ under it
        done_.notify_one();
      }
    }
  }

  std::vector<std::unique_ptr<Worker>> workers_;
  std::mutex mutex_;
  std::condition_variable done_;
  CpuSeen caller_;  // the calling thread's processor, as it starts a round and waits for it
  std::atomic<bool> stop_{false};
  std::atomic<std::size_t> pending_{0};  // the bands of this round not yet returned
  void (*call_)(void*, std::size_t) = nullptr;  // the round's work, read by its threads
  void* context_ = nullptr;
  std::exception_ptr failure_;  // a thread's, under mutex_
};

/// Calls on_start(label, row, column) at the first cell of each run of set cells and
/// on_end(label, row, end) one past its last cell, row by row; runs are numbered from 1 in raster
/// order and run i's label is labels[i]. Two loops of bit scans per word (a loop over the runs
/// mispredicts where each begins and ends): a run's area is its end minus its start.
template <class OnStart, class OnEnd>
void visit_runs(const BitMap& map, const Label* labels, OnStart&& on_start, OnEnd&& on_end) {
  const std::size_t words = map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();
  auto cells = [&](const std::uint64_t* row, std::size_t k) {
    return k + 1 == words ? row[k] & last_mask : row[k];
  };
  RunIndex started = 1, ended = 1;
  for (std::size_t r = 0; r < map.height(); ++r) {
    const std::uint64_t* row = map.row(r);
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < words; ++k) {
      const std::uint64_t x = cells(row, k);
      const std::uint64_t next = k + 1 < words ? cells(row, k + 1) : 0;
      std::uint64_t starts = x & ~((x << 1) | carry);
      std::uint64_t lasts = x & ~((x >> 1) | (next << 63));  // the last cell of each run
      carry = x >> 63;
      const std::size_t base = k * 64;
      for (; starts != 0; starts &= starts - 1)
        on_start(labels[started++], r, base + static_cast<std::size_t>(__builtin_ctzll(starts)));
      for (; lasts != 0; lasts &= lasts - 1)
        on_end(labels[ended++], r, base + static_cast<std::size_t>(__builtin_ctzll(lasts)) + 1);
    }
  }
}

/// LabelOptions::numbers applied to runs [first, end), labeled 1..count: false (nothing changed)
/// unless numbers holds count entries.
inline bool renumber(const std::vector<Label>& numbers, Label count, RunIndex* labels,
                     RunIndex first, RunIndex end) {
  if (numbers.size() != count) return false;
  const Label* number = numbers.data();
  for (RunIndex run = first; run < end; ++run) labels[run] = number[labels[run] - 1];
  return true;
}

inline std::string numbers_error(std::size_t numbers, std::size_t count) {
  return "bitcc::map::label: LabelOptions::numbers holds " + std::to_string(numbers) +
         " labels, the map has " + std::to_string(count) + " components";
}

/// Asks Linux to back the 2 MiB-aligned part of [p, p + bytes) with 2 MiB pages (transparent huge
/// pages, where the system grants them on request), for arrays of 4 MiB or more: a TLB entry then
/// covers 512 times the memory, and a first touch faults once per 2 MiB (a 4096x4096 map of
/// values, first call: 30,557 -> 2,452 faults). A hint: nothing changes where it is refused.
inline void advise_huge_pages(void* p, std::size_t bytes) {
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  if (bytes < 2 * kHuge) return;
  const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(p);
  const std::uintptr_t begin = (at + kHuge - 1) & ~(kHuge - 1), end = (at + bytes) & ~(kHuge - 1);
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  static_cast<void>(p);
  static_cast<void>(bytes);
#endif
}

/// An array that only grows, its elements left uninitialized (each labeling writes what it reads),
/// large ones on huge pages where Linux grants them (advise_huge_pages).
/// A moved-from Buffer is empty.
template <class T>
struct Buffer {
  std::unique_ptr<T[]> data;
  std::size_t capacity = 0;

  Buffer() = default;
  Buffer(Buffer&& other) noexcept
      : data(std::move(other.data)), capacity(std::exchange(other.capacity, 0)) {}
  Buffer& operator=(Buffer&& other) noexcept {
    data = std::move(other.data);
    capacity = std::exchange(other.capacity, 0);
    return *this;
  }

  T* reserve(std::size_t count) {
    if (count > capacity) {
      data.reset();
      data.reset(new T[count]);
      capacity = count;
      advise_huge_pages(data.get(), count * sizeof(T));
    }
    return data.get();
  }
};

/// The entries past the last run's label that pass 2's vector loads read (zeroed, never selected),
/// as entry 0 before the first run.
inline constexpr std::size_t kRunLabelsAfter = 16;

/// What label_with leaves when asked for runs: their labels (run i's at labels.data[i], runs
/// numbered from 1 in raster order; the work memory's array, taken) and the runs of each row.
struct RunsOut {
  Buffer<Label> labels;
  std::vector<RunIndex> row_runs;
};

/// What each band of rows of a labeling finds, on a cache line of its own (the bands write their
/// own).
struct alignas(64) Band {
  std::size_t first_row = 0, end_row = 0;
  std::uint64_t runs = 0;
  RunIndex first_run = 0, joins = 0, marks_end = 0;
  Label first_label = 0, roots = 0;
};

/// The memory of a labeling, kept by a Labeler for its next one: the runs' union-find (their
/// labels in the end), the runs per row, the bands (with threads).
struct Workspace {
  Buffer<RunIndex> parent;
  std::vector<RunIndex> row_runs;
  std::vector<Band> bands;
  std::unique_ptr<BandPool> pool;  // the threads of the bands after the first
};

/// With threads, after a band's pass 1 (rows [first_row, end_row), runs from `first`): one past
/// the last run of the last row holding a run of a set rooted in the band's first row (a set's
/// root is its first run). Only those sets can be joined to a band above: through the links to
/// it, or through a band below and another such set, which then reaches the band's last row. A
/// set holds a run in every row down to its last, so the rows that hold one are the first ones,
/// and the last is found by bisection, a row probed by finding its runs' roots until one is in the
/// first row. Below the percolation density they end a few rows down, and the runs after them
/// need no second look (4096x4096 random 0.2, two threads: 6.1 -> 5.5 ms).
inline RunIndex top_sets_end(RunIndex* parent, const RunIndex* row_runs, std::size_t first_row,
                             std::size_t end_row, RunIndex first) {
  const RunIndex top_end = first + row_runs[first_row];
  // Row `low` holds one (its runs from low_first), row `high` does not (the band's end does not).
  std::size_t low = first_row, high = end_row;
  RunIndex low_first = first;
  while (high - low > 1) {
    const std::size_t middle = low + (high - low) / 2;
    RunIndex run = low_first;
    for (std::size_t r = low; r < middle; ++r) run += row_runs[r];
    const RunIndex middle_first = run, middle_end = run + row_runs[middle];
    while (run < middle_end && union_find_core::find(parent, run) >= top_end) ++run;
    if (run < middle_end) {
      low = middle;
      low_first = middle_first;
    } else {
      high = middle;
    }
  }
  return low_first + row_runs[low];
}

/// With threads, after each band numbered its runs: replaces the marks among runs [begin, end) of
/// the band whose labels are first_label .. first_label + roots - 1 by their roots' labels (a mark
/// below first_label is its root, one above is its root plus `roots`), which the roots' bands
/// wrote before. Few marks (a random map below its percolation density), or nearly all (one
/// component across the bands): a test per run predicts. Marks and labels mixed (random 0.6, a
/// giant component among small ones): it does not, and every run is written without one, a root
/// too (its own label again) while another thread may read it: those reads and writes are relaxed
/// atomics, plain moves on x86 (4096x4096 random 0.6, two threads: 18.2 -> 14.9 ms).
inline void replace_marks(RunIndex* parent, RunIndex begin, RunIndex end, Label first_label,
                          Label roots) {
  RunIndex samples = 0, marks = 0;  // every 1024th run (every 64th cache line)
  for (RunIndex run = begin; run < end; run += 1024, ++samples)
    marks += parent[run] - first_label >= roots;
  if (marks > samples / 8 && samples - marks > samples / 8) {
    for (RunIndex run = begin; run < end; ++run) {
      const Label value = parent[run];
      const Label mark = 0 - static_cast<Label>(value - first_label >= roots);  // all ones
      const RunIndex root = value - (roots & (0 - static_cast<Label>(value >= first_label)));
      const Label root_label = __atomic_load_n(&parent[root & mark], __ATOMIC_RELAXED);
      __atomic_store_n(&parent[run], (root_label & mark) | (value & ~mark), __ATOMIC_RELAXED);
    }
  } else {
    for (RunIndex run = begin; run < end; ++run) {
      const Label value = parent[run];
      if (value - first_label >= roots)
        parent[run] =
            __atomic_load_n(&parent[value < first_label ? value : value - roots], __ATOMIC_RELAXED);
    }
  }
}

/// Numbers the sets of runs 1..runs (parent[] a forest built by join_by_index: a run's parent is
/// itself or a run before it) in place: roots in raster order get 1, 2, ...; every other run its
/// parent's label (parents come first). Returns the number of roots. Without a branch: roots and
/// others alternate at random on random maps. (With `root ? count : parent[up]` compilers branch,
/// the load being conditional: 1024x1024 random 0.5, 2.6 -> 0.7 ns per run.) `skip(run)`, all ones
/// or zero, gives label 0 to the runs it marks (a value map's clear runs), which are all roots.
/// `count`: the roots numbered before `first` (the runs may be numbered a range at a time).
template <class Skip>
BITCC_MAP_INLINE Label number_roots(RunIndex* parent, RunIndex first, RunIndex end, Skip&& skip,
                                    Label count = 0) {
  for (RunIndex run = first; run < end; ++run) {
    const RunIndex up = parent[run], label = parent[up];
    const RunIndex root = up == run, mask = 0 - root;  // all ones for a root
    const RunIndex clear = skip(run);
    count += root & ~clear & 1;
    parent[run] = ((count & mask) | (label & ~mask)) & ~clear;
  }
  return count;
}

/// Joins the sets of runs a and b in a forest built by join_by_index (every parent below its
/// element), without path compression: on_join(root of a, root of b) sees the two roots first,
/// as link_rows<kEight, false> shows them (BorderJoins counts the roots lost there).
template <class OnJoin>
BITCC_MAP_INLINE void join_runs(RunIndex* parent, RunIndex a, RunIndex b, OnJoin&& on_join) {
  a = union_find_core::root(parent, a);
  b = union_find_core::root(parent, b);
  on_join(a, b);
  union_find_core::join_by_index(parent, a, b);  // a == b: a no-op
}

/// Wrap-around (LabelOptions::periodic) for a BitMap whose runs are linked (pass 1, and the
/// borders between bands) but not numbered: runs from 1 in raster order, row r holding
/// row_runs[r], `runs` in all. Joins the runs on the edges that wrap in the same forest, the
/// smaller run as the root, so the numbering that follows gives a merged component its first
/// run's number, as if the edges had always been neighbours: no renumbering, no pass over the
/// runs. on_join as join_runs.
template <bool kEight, class OnJoin>
inline void join_periodic(const BitMap& map, Periodic periodic, const RunIndex* row_runs,
                          std::uint64_t runs, RunIndex* parent, OnJoin&& on_join) {
  const std::size_t width = map.width(), height = map.height();
  const RunIndex last_first = static_cast<RunIndex>(runs - row_runs[height - 1] + 1);
  if (periodic.columns) {
    // Row r's runs start at `first`; the run holding its last cell joins the one holding its
    // first cell (0: clear), and under 8-connectivity those of the rows above and below it.
    auto left = [&](std::size_t r, RunIndex first) { return map.test(r, 0) ? first : 0; };
    RunIndex first = 1;
    for (std::size_t r = 0; r < height; first += row_runs[r], ++r) {
      if (!map.test(r, width - 1)) continue;
      const RunIndex right = static_cast<RunIndex>(first + row_runs[r] - 1);
      auto join = [&](RunIndex other) {
        if (other != 0) join_runs(parent, right, other, on_join);
      };
      join(left(r, first));
      if (kEight) {
        // (r, width - 1) touches (r - 1, 0) and (r + 1, 0), across the rows' wrap too.
        if (r > 0) join(left(r - 1, static_cast<RunIndex>(first - row_runs[r - 1])));
        else if (periodic.rows) join(left(height - 1, last_first));
        if (r + 1 < height) join(left(r + 1, static_cast<RunIndex>(first + row_runs[r])));
        else if (periodic.rows) join(left(0, 1));
      }
    }
  }
  if (periodic.rows) {
    // The last row above row 0, linked as two rows of a band are.
    link_rows<kEight, false>(map.row(height - 1), map.row(0), map.words_per_row(),
                             map.last_word_mask(), last_first, 1, parent, on_join);
  }
}

/// join_periodic for the connectivity chosen at run time.
template <class OnJoin>
inline void join_periodic(bool eight, const BitMap& map, Periodic periodic,
                          const RunIndex* row_runs, std::uint64_t runs, RunIndex* parent,
                          OnJoin&& on_join) {
  if (eight) join_periodic<true>(map, periodic, row_runs, runs, parent, on_join);
  else join_periodic<false>(map, periodic, row_runs, runs, parent, on_join);
}

/// Per-component statistics built from the runs: start(label, row, column) at each run's first
/// cell, end(label, row, end) one past its last, then finish(). The box's right end and bottom row
/// are kept in width and height until every run is seen.
class StatsBuilder {
 public:
  StatsBuilder(std::vector<ComponentStats>& stats, Label count) : stats_(stats) {
    stats.assign(std::size_t{count} + 1, ComponentStats{~std::size_t{0}, ~std::size_t{0}, 0, 0, 0});
  }
  void start(Label label, std::size_t row, std::size_t column) {
    ComponentStats& c = stats_[label];
    c.left = std::min(c.left, column);
    c.top = std::min(c.top, row);
    c.area -= column;
  }
  void end(Label label, std::size_t row, std::size_t end) {
    ComponentStats& c = stats_[label];
    c.width = std::max(c.width, end);
    c.height = row + 1;
    c.area += end;
  }
  /// The boxes' sizes, and entry 0: the whole map, `clear` cells.
  void finish(std::size_t width, std::size_t height, std::uint64_t clear) {
    for (std::size_t k = 1; k < stats_.size(); ++k) {
      stats_[k].width -= stats_[k].left;
      stats_[k].height -= stats_[k].top;
    }
    stats_[0] = ComponentStats{0, 0, width, height, clear};
  }

 private:
  std::vector<ComponentStats>& stats_;
};

/// Labels `map` with `passes` in the memory of `work`: into `image`, or (image null, runs_out not
/// null) into the labels of its runs, without pass 2 (their array then leaves `work`).
inline Label label_with(const BitMap& map, Label* image, const LabelOptions& options,
                        const Passes& passes, Workspace& work, RunsOut* runs_out = nullptr) {
  const int eight = options.connectivity == Connectivity::Eight ? 1 : 0;
  const bool periodic = options.periodic.rows || options.periodic.columns;
  const std::size_t width = map.width(), height = map.height();
  if (options.numbers != nullptr && options.stats != nullptr)
    throw std::invalid_argument("bitcc::map::label: numbers and stats cannot be asked together");
  if (width == 0 || height == 0) {
    if (options.numbers != nullptr && !options.numbers->empty())
      throw std::invalid_argument(numbers_error(options.numbers->size(), 0));
    if (options.stats) options.stats->assign(1, ComponentStats{0, 0, width, height, 0});
    return 0;
  }
  std::size_t bands = options.threads == 0 ? std::thread::hardware_concurrency() : options.threads;
  bands = std::max<std::size_t>(1, std::min(bands, height));
  // One band, as every map labeled by the calling thread alone, lives on the stack: the heap's
  // aligned allocation and release cost more than counting the runs of a 19x19 map.
  Band single_band;
  if (bands > 1) work.bands.assign(bands, Band{});
  Band* const band = bands == 1 ? &single_band : work.bands.data();
  for (std::size_t b = 0; b < bands; ++b) {
    band[b].first_row = height * b / bands;
    band[b].end_row = height * (b + 1) / bands;
  }
  const std::size_t words = map.words_per_row();
  const std::uint64_t last_mask = map.last_word_mask();

  std::vector<RunIndex>& row_runs = work.row_runs;
  row_runs.resize(height);
  std::uint64_t runs = 0;
  RunIndex* parent = nullptr;
  // The labels end in the tree's array, each band numbering its runs in place.
  const Label* labels = nullptr;
  Label count = 0;
  std::exception_ptr failure;
  Barrier barrier(bands);
  std::vector<RunIndex> band_first(bands > 1 ? bands : 0), roots_lost(bands > 1 ? bands : 0);
  std::vector<RunIndex> crossers;

  const std::size_t capacity = work.parent.capacity;  // grows in band 0 only, after every band read it
  // Each band runs the steps in turn; band 0 also does the serial work between them.
  auto steps = [&](std::size_t b) {
    Band& mine = band[b];
    // The runs of each row first, so run numbers are contiguous (band b's from 1 + the runs of the
    // bands before it) and the union-find holds the runs, not the cells.
    passes.count(map, mine.first_row, mine.end_row, row_runs.data(), &mine.runs);
    barrier.arrive_and_wait(b);
    // Every band sums the counts itself, and finds the array large enough or not as the others
    // do: a Labeler's array, as large as its largest map's, takes no meeting here (only band 0
    // writes `runs`, `parent` and `labels`, which the caller reads after the bands).
    std::uint64_t before = 0, all_runs = 0;
    for (std::size_t k = 0; k < bands; ++k) {
      if (k < b) before += band[k].runs;
      all_runs += band[k].runs;
    }
    mine.first_run = static_cast<RunIndex>(1 + std::min(before, kMaxRunIndex));
    if (bands > 1) band_first[b] = mine.first_run;
    if (all_runs > kMaxRunIndex) {
      if (b == 0)
        failure = std::make_exception_ptr(std::length_error(
            "bitcc::map::label: the map of " + std::to_string(width) + " x " +
            std::to_string(height) + " cells has " + std::to_string(all_runs) +
            " runs of set cells in its rows, more than 2^32 - 64"));
      return;
    }
    // Entry 0 and kRunLabelsAfter past the last run pad the vector loads of pass 2 (zeroed: they
    // are read, then masked out; band 0 writes them, and the bands read them after the next
    // meetings).
    const std::size_t numbers = 1 + all_runs + kRunLabelsAfter;
    RunIndex* tree = numbers <= capacity ? work.parent.data.get() : nullptr;
    if (tree == nullptr) {
      if (b == 0) {
        try {
          work.parent.reserve(numbers);
        } catch (...) {
          failure = std::current_exception();
        }
      }
      barrier.arrive_and_wait(b);
      if (failure) return;
      tree = work.parent.data.get();
    }
    if (b == 0) {
      runs = all_runs;
      parent = tree;
      labels = tree;
      tree[0] = 0;
      std::fill(tree + numbers - kRunLabelsAfter, tree + numbers, RunIndex{0});
    }
    const RunIndex first = mine.first_run, end = static_cast<RunIndex>(first + mine.runs);
    mine.joins =
        passes.scan[eight](map, mine.first_row, mine.end_row, first, row_runs.data(), tree);
    // The joins across the edges that wrap may root any set of a band above it: then every run
    // may hold a mark.
    if (b != 0)
      mine.marks_end = periodic ? end
                                : top_sets_end(tree, row_runs.data(), mine.first_row,
                                               mine.end_row, first);
    barrier.arrive_and_wait(b);
    if (bands == 1) {
      if (periodic) join_periodic(eight, map, options.periodic, row_runs.data(), runs, tree,
                                  [](RunIndex, RunIndex) {});
      count = number_roots(tree, 1, static_cast<RunIndex>(runs + 1),
                           [](RunIndex) { return RunIndex{0}; });
      if (options.numbers != nullptr && !renumber(*options.numbers, count, tree, first, end)) {
        failure = std::make_exception_ptr(
            std::invalid_argument(numbers_error(options.numbers->size(), count)));
        return;
      }
    } else {
      // The borders joined (band 0), and the bands' first labels: a band's roots are its runs
      // less the joins of its scan and the roots the border links joined to another set. The
      // links between bands do not compress the trees, so the only runs whose parent leaves their
      // band are the roots they joined to a root above (`crossers`): each is pointed at its root.
      if (b == 0) {
        // The links between bands join at most one root fewer than the runs of the two rows.
        std::size_t border_runs = 0;
        for (std::size_t k = 1; k < bands; ++k)
          border_runs += row_runs[band[k].first_row - 1] + row_runs[band[k].first_row];
        // The joins across the edges that wrap: at most three per row, and those of two rows.
        if (periodic) border_runs += 3 * height + row_runs[0] + row_runs[height - 1];
        crossers.reserve(border_runs);
        const BorderJoins joins{band_first.data(), bands, roots_lost.data(), &crossers};
        for (std::size_t k = 1; k < bands; ++k)
          passes.link[eight](map.row(band[k].first_row - 1), map.row(band[k].first_row), words,
                             last_mask, band[k].first_run - row_runs[band[k].first_row - 1],
                             band[k].first_run, tree, joins);
        if (periodic) join_periodic(eight, map, options.periodic, row_runs.data(), runs, tree,
                                    joins);
        for (const RunIndex run : crossers) tree[run] = union_find_core::root(tree, run);
        for (std::size_t k = 0; k < bands; ++k) {
          band[k].first_label = count + 1;
          band[k].roots = static_cast<Label>(band[k].runs - band[k].joins - roots_lost[k]);
          count += band[k].roots;
        }
      }
      barrier.arrive_and_wait(b);
      // Each band numbers its runs in place as one thread does (roots first_label, +1, ...; other
      // runs their parent's label, parents first), reading no other band's entry: a run whose
      // parent is above (its root, a crosser's) gets a mark instead, a value outside the band's
      // labels that names that root (below them: the root; above: the root plus the band's
      // roots, under first + the band's runs = end, so no overflow), which its children copy.
      const Label first_label = mine.first_label, roots = mine.roots;
      Label next = first_label - 1;
      for (RunIndex run = first; run < end; ++run) {
        const RunIndex up = tree[run];
        if (up < first) {
          tree[run] = up < first_label ? up : up + roots;
          continue;
        }
        const Label label = tree[up];
        const RunIndex root = up == run, mask = 0 - root;  // all ones for a root
        next += root;
        tree[run] = (next & mask) | (label & ~mask);
      }
      BITCC_ASSERT(next - (first_label - 1) == roots);
      barrier.arrive_and_wait(b);
      // The marks replaced by their roots' labels. Only the runs before a band's marks_end can
      // hold one (top_sets_end); those of every band are shared evenly among the threads (band 0
      // has none, and one band's giant component would leave the others idle: 4096x4096 terrain,
      // two threads, this step 0.17 -> 0.08 ms).
      std::uint64_t total = 0;
      for (std::size_t k = 1; k < bands; ++k) total += band[k].marks_end - band[k].first_run;
      const std::uint64_t from = total * b / bands, to = total * (b + 1) / bands;
      std::uint64_t offset = 0;  // of band k's runs among them
      for (std::size_t k = 1; k < bands && offset < to; ++k) {
        const std::uint64_t length = band[k].marks_end - band[k].first_run;
        const std::uint64_t begin = std::max(from, offset), stop = std::min(to, offset + length);
        if (begin < stop)
          replace_marks(tree, static_cast<RunIndex>(band[k].first_run + (begin - offset)),
                        static_cast<RunIndex>(band[k].first_run + (stop - offset)),
                        band[k].first_label, band[k].roots);
        offset += length;
      }
      barrier.arrive_and_wait(b);  // pass 2 loads a few labels of the neighbouring bands
      if (options.numbers != nullptr) {
        // Every band sees the same count: all of them stop, or none.
        if (!renumber(*options.numbers, count, tree, first, end)) {
          if (b == 0)
            failure = std::make_exception_ptr(
                std::invalid_argument(numbers_error(options.numbers->size(), count)));
          return;
        }
        barrier.arrive_and_wait(b);
      }
    }
    if (image != nullptr) passes.write(map, mine.first_row, mine.end_row, tree, first, image);
  };
  if (bands == 1) {
    steps(0);
  } else {
    if (!work.pool) work.pool = std::make_unique<BandPool>();
    work.pool->run(bands, steps);
  }
  if (failure) std::rethrow_exception(failure);

  if (options.stats) {
    StatsBuilder stats(*options.stats, count);
    visit_runs(
        map, labels,
        [&](Label label, std::size_t row, std::size_t column) { stats.start(label, row, column); },
        [&](Label label, std::size_t row, std::size_t end) { stats.end(label, row, end); });
    stats.finish(width, height, std::uint64_t{width} * height - map.count());
  }
  if (runs_out != nullptr) {
    runs_out->labels = std::move(work.parent);
    runs_out->row_runs = row_runs;
  }
  return count;
}

}  // namespace label_detail

namespace label_detail {

/// Throws std::invalid_argument for options label_runs does not take (numbers: its labels index
/// its components).
inline void check_runs_options(const LabelOptions& options) {
  if (options.numbers != nullptr)
    throw std::invalid_argument("bitcc::map::label_runs: LabelOptions::numbers is for images");
}

/// Throws std::invalid_argument when `image` cannot hold the labels of `map`.
inline void check_image(const BitMap& map, const Label* image, std::size_t image_size) {
  if (image_size < map.cells() || (image == nullptr && map.cells() != 0))
    throw std::invalid_argument("bitcc::map::label: the label image holds " +
                                std::to_string(image == nullptr ? 0 : image_size) +
                                " labels, the map has " + std::to_string(map.cells()) + " cells");
}

/// label_with in fresh memory.
inline Label label_with(const BitMap& map, Label* image, const LabelOptions& options,
                        const Passes& passes) {
  Workspace work;
  return label_with(map, image, options, passes, work);
}

}  // namespace label_detail

/// Labels the set cells of `map` into `image` (row r from image[r * map.width()]; `image_size`
/// labels there, at least map.cells()) and returns the number of components. Options: 4- or
/// 8-connectivity, threads, statistics. Throws std::invalid_argument when the image is too small
/// (nothing written), std::length_error for a map beyond the bound at the top of this file,
/// std::system_error when a thread cannot start, std::runtime_error for a bad BITCC_SIMD.
inline Label label(const BitMap& map, Label* image, std::size_t image_size,
                   const LabelOptions& options = {}) {
  label_detail::check_image(map, image, image_size);
  return label_detail::label_with(map, image, options, label_detail::chosen_passes());
}

/// The components of a map as one label per run of set cells (cells side by side in a row, between
/// clear cells) instead of one per cell: 4 bytes per run, and no image to write. The same labels as
/// map::label's image; a cell's label is found by counting the runs before it in its row.
class RunLabels {
 public:
  RunLabels() = default;

  /// The number of components.
  Label count() const { return count_; }

  /// The label of (row, column): 0 for a clear cell or a point outside the map.
  Label at(std::size_t row, std::size_t column) const {
    if (!cells_.test(row, column)) return 0;
    const std::uint64_t* words = cells_.row(row);
    std::uint64_t run = first_run_[row], carry = 0;  // runs started at or before the cell, + first
    for (std::size_t k = 0; k <= column / 64; ++k) {
      const std::uint64_t starts = words[k] & ~((words[k] << 1) | carry);
      carry = words[k] >> 63;
      const std::uint64_t upto = k < column / 64 ? ~std::uint64_t{0} : ~std::uint64_t{0} >> (63 - column % 64);
      run += static_cast<std::uint64_t>(__builtin_popcountll(starts & upto));
    }
    return labels_.data[run - 1];
  }

  /// The map labeled (a copy).
  const BitMap& cells() const { return cells_; }

  /// The labels of row `row` (requires row < cells().height()) into out[0, cells().width()): the
  /// row of map::label's image.
  void row_labels(std::size_t row, Label* out) const {
    const std::size_t width = cells_.width();
    std::uint64_t run = first_run_[row];
    std::size_t done = 0;
    label_detail::for_each_run(cells_.row(row), cells_.words_per_row(), cells_.last_word_mask(),
                               [&](std::size_t start, std::size_t end) {
                                 std::fill(out + done, out + start, Label{0});
                                 std::fill(out + start, out + end, labels_.data[run++]);
                                 done = end;
                               });
    std::fill(out + done, out + width, Label{0});
  }

  /// The labels of the runs of row `row` (requires row < cells().height()), left to right.
  struct RowRuns {
    const Label* labels;
    std::size_t count;
  };
  RowRuns row_runs(std::size_t row) const {
    if (!labels_.data) return {nullptr, 0};  // a map of no column
    const std::uint64_t end = row + 1 < first_run_.size() ? first_run_[row + 1] : end_run_;
    return {labels_.data.get() + first_run_[row], static_cast<std::size_t>(end - first_run_[row])};
  }

  /// The column of the first cell of run `index` (from 0, left to right) of row `row`; requires
  /// index < row_runs(row).count.
  std::size_t run_start(std::size_t row, std::size_t index) const {
    const std::uint64_t* words = cells_.row(row);
    std::uint64_t carry = 0;
    for (std::size_t k = 0;; ++k) {
      std::uint64_t starts = words[k] & ~((words[k] << 1) | carry);
      carry = words[k] >> 63;
      const auto here = static_cast<std::size_t>(__builtin_popcountll(starts));
      if (index < here) {
        for (; index > 0; --index) starts &= starts - 1;
        return k * 64 + static_cast<std::size_t>(__builtin_ctzll(starts));
      }
      index -= here;
    }
  }

  /// map::label's image of the map into `image` (row r from image[r * cells().width()]; image_size
  /// labels there, at least cells().cells()) from these runs: its pass 2 alone, no labeling again.
  /// With `numbers`, component k is written as numbers[k - 1], as LabelOptions::numbers gives it,
  /// the runs' new labels made in `scratch` (kept by a caller writing image after image). Throws
  /// std::invalid_argument, nothing written, when the image is too small or `numbers` does not
  /// hold count() labels.
  void write_image(Label* image, std::size_t image_size) const {
    label_detail::check_image(cells_, image, image_size);
    write_labels(labels_.data.get(), image);
  }
  void write_image(Label* image, std::size_t image_size, const std::vector<Label>& numbers,
                   std::vector<Label>& scratch) const {
    label_detail::check_image(cells_, image, image_size);
    if (numbers.size() != count_)
      throw std::invalid_argument(label_detail::numbers_error(numbers.size(), count_));
    if (!labels_.data) return;  // a map of no cell
    // Entry 0 and the padding past the last run zero, as the labeling leaves them.
    scratch.resize(end_run_ + label_detail::kRunLabelsAfter);
    scratch[0] = 0;
    const Label* labels = labels_.data.get();
    for (std::uint64_t run = 1; run < end_run_; ++run) scratch[run] = numbers[labels[run] - 1];
    std::fill(scratch.begin() + static_cast<std::ptrdiff_t>(end_run_), scratch.end(), Label{0});
    write_labels(scratch.data(), image);
  }

  /// Calls on_start(label, row, column) at the first cell of each run and on_end(label, row, end)
  /// one past its last, the starts in raster order and the ends in raster order (a row's starts
  /// and ends interleave by words of 64 cells, not run by run). Components are numbered in raster
  /// order of their first cell, so a label larger than every label before it starts a component.
  template <class OnStart, class OnEnd>
  void visit_runs(OnStart&& on_start, OnEnd&& on_end) const {
    if (count_ != 0) label_detail::visit_runs(cells_, labels_.data.get(), on_start, on_end);
  }

  /// The area of each component in cells: areas()[k] for label k, areas()[0] the clear cells.
  /// (LabelOptions::stats gives bounding boxes too.)
  std::vector<std::uint64_t> areas() const {
    std::vector<std::uint64_t> area(std::size_t{count_} + 1, 0);
    visit_runs([&](Label label, std::size_t, std::size_t column) { area[label] -= column; },
               [&](Label label, std::size_t, std::size_t end) { area[label] += end; });
    area[0] = cells_.cells() - cells_.count();
    return area;
  }

 private:
  friend RunLabels label_runs(const BitMap& map, const LabelOptions& options);
  friend class Labeler;

  /// Takes a labeling's result: the map (copied into cells_'s memory), its count and its runs.
  void take(const BitMap& map, Label count, label_detail::RunsOut& runs) {
    cells_ = map;
    count_ = count;
    labels_ = std::move(runs.labels);
    first_run_.resize(map.height());
    std::uint64_t first = 1;
    for (std::size_t r = 0; r < map.height(); ++r) {
      first_run_[r] = first;
      first += runs.row_runs.empty() ? 0 : runs.row_runs[r];
    }
    end_run_ = first;
  }

  /// Pass 2 of the runs labeled `labels` (run i's at labels[i], entry 0 and kRunLabelsAfter past
  /// the last run zero), straight after a check of the image.
  void write_labels(const Label* labels, Label* image) const {
    if (labels == nullptr) return;  // a map of no cell
    label_detail::chosen_passes().write(cells_, 0, cells_.height(), labels, 1, image);
  }

  BitMap cells_;
  std::vector<std::uint64_t> first_run_;  // the number of row r's first run
  std::uint64_t end_run_ = 1;             // one past the last run's
  label_detail::Buffer<Label> labels_;  // run i's label at data[i]
  Label count_ = 0;
};

/// The components of `map` as labels of its runs (RunLabels); options and errors as map::label's.
inline RunLabels label_runs(const BitMap& map, const LabelOptions& options = {}) {
  label_detail::check_runs_options(options);
  RunLabels result;
  label_detail::RunsOut runs;
  label_detail::Workspace work;
  const Label count =
      label_detail::label_with(map, nullptr, options, label_detail::chosen_passes(), work, &runs);
  result.take(map, count, runs);
  return result;
}

/// map::label with its work memory and its threads kept from one call to the next (the union-find
/// of the runs, their labels in the end: 4 bytes per run of the largest map so far; with
/// LabelOptions::threads above 1, the threads of the bands after the first, started at the first
/// call that asks for them and joined by the destructor): for programs that label map after map,
/// which then allocate nothing and start no thread after the first call. Large arrays come from the
/// system at each map::label call, and a page touched for the first time costs a fault; a thread
/// start costs tens of microseconds. Between calls the kept threads sleep (after a spin of about
/// 100 microseconds, for the next call of a program labeling map after map). On Linux a kept
/// thread woken on the caller's processor sets its own affinity to the process's other processors
/// (BandPool). One Labeler per thread.
class Labeler {
 public:
  /// As map::label(map, image, image_size, options).
  Label label(const BitMap& map, Label* image, std::size_t image_size,
              const LabelOptions& options = {}) {
    label_detail::check_image(map, image, image_size);
    reclaim();
    return label_detail::label_with(map, image, options, label_detail::chosen_passes(), work_);
  }

  /// As map::label_runs(map, options), into this labeler's memory: the result stays valid until
  /// the next call of label or label_runs, and its memory serves that call (no new memory once it
  /// is large enough).
  const RunLabels& label_runs(const BitMap& map, const LabelOptions& options = {});

 private:
  /// The last label_runs result's labels become the union-find's memory again (that result ends).
  void reclaim() {
    if (!runs_.labels_.data) return;
    work_.parent = std::move(runs_.labels_);
    runs_.count_ = 0;
    runs_.first_run_.clear();
  }

  label_detail::Workspace work_;
  RunLabels runs_;  // label_runs' result, whose labels go back to work_
};

inline const RunLabels& Labeler::label_runs(const BitMap& map, const LabelOptions& options) {
  label_detail::check_runs_options(options);
  reclaim();
  label_detail::RunsOut runs;
  try {
    const Label count = label_detail::label_with(map, nullptr, options,
                                                 label_detail::chosen_passes(), work_, &runs);
    runs_.take(map, count, runs);
  } catch (...) {
    runs_ = RunLabels();
    throw;
  }
  return runs_;
}

/// The instruction set map::label runs here (BITCC_SIMD honoured; throws std::runtime_error for a
/// bad value): avx512, avx2, sse4.2 (bit scans and popcounts, portable image writes) or scalar.
inline Isa label_isa() { return label_detail::chosen_passes().isa; }

/// map::label into a new image (its labels zeroed first, then written).
inline LabelImage label(const BitMap& map, const LabelOptions& options = {}) {
  LabelImage result;
  result.width = map.width();
  result.height = map.height();
  result.labels.resize(map.cells());
  result.count = label(map, result.labels.data(), result.labels.size(), options);
  return result;
}

}  // namespace bitcc::map
