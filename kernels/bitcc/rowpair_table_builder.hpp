// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/rowpair_table_builder.hpp: the row-pair tables, computed (at compile time where they are
// small) for every width 2..8 and square or hex adjacency. The only source of the tables the
// labelers read; tools/gen_table computes the same tables independently, and tests compare the two.
//
// A row-pair table is indexed by two consecutive rows of a board: `previous | current << W`, each
// row as W bits (column c is bit c). A run is a maximal horizontal segment of set cells; a row has
// at most R = ceil(W / 2) of them, numbered from column 0 upwards. Two runs are linked when they
// lie in one connected component of the two-row strip (directly or through other runs). Hex
// adjacency (rhombic board) adds one diagonal: current-row column c also touches previous-row
// column c + 1.
//
// Two layouts of an entry, one per labeler:
//
// Links entry (generic::label_rowpair<G>, any width), Layout<W> names the positions:
//   bits  F*j .. F*j+W-1    run j of the current row: its cells, as row bits (F = W + R, j < R)
//   bits  F*j+W .. F*j+F-1  run j's links: bit k set when run j is linked to previous-row run k
//   bits  R*F ..            the number of runs of the current row (0..R)
//   32-bit entries up to width 6, 64-bit for widths 7 and 8; unused run fields are zero.
//
// Scan entry (label_rowpair, the 6x12 core; kRowPairTable), 64 bits, 41 used, j = 0, 1, 2:
//   bits 12j .. 12j+5     run j of the current row: its cells, as row bits (zero when no run j)
//   bits 12j+6 .. 12j+11  10 * s, where s is run j's source field in the scan's `sources` word:
//                         s = k < 3 for the lowest previous-row run k the run is linked to;
//                         s = 3 + i for the i-th run of the row with no link (it starts a
//                         component in the next free slot); s = 3 when there is no run j
//   bits 36 .. 38         the merge group, the previous-row runs that some current run links
//                         together: 0 none, 1 runs {0,1}, 2 {1,2}, 3 {0,2}, 4 {0,1,2}
//   bits 39 .. 40         how many runs of the current row have no link (0..3)
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace bitcc::rowpair_table_builder {

/// The positions of a links entry's fields for width W (see the top of this file).
template <int W>
struct Layout {
  static_assert(W >= 2 && W <= 8, "row-pair tables exist for widths 2..8");
  static constexpr int kMaxRuns = (W + 1) / 2;
  static constexpr int kFieldBits = W + kMaxRuns;
  static constexpr int kCountShift = kMaxRuns * kFieldBits;
  static constexpr int kCountBits = kMaxRuns < 2 ? 1 : kMaxRuns < 4 ? 2 : 3;
  static constexpr unsigned kRowMask = (1u << W) - 1;
  static constexpr unsigned kLinksMask = (1u << kMaxRuns) - 1;
  static constexpr unsigned kCountMask = (1u << kCountBits) - 1;
  static constexpr std::size_t kEntries = std::size_t{1} << (2 * W);
  using Entry = std::conditional_t<(kCountShift + kCountBits <= 32), std::uint32_t, std::uint64_t>;
};

/// The cells reachable from `seed` inside `strip` (previous row in bits 0..W-1, current row in
/// bits W..2W-1), moving along rows, between them, and for hex along the extra diagonal.
template <int W, bool kHex>
constexpr unsigned flood(unsigned seed, unsigned strip) {
  constexpr unsigned row = (1u << W) - 1, first_column = 1u | 1u << W;
  constexpr unsigned not_first = ~first_column, not_last = ~(first_column << (W - 1));
  unsigned reached = seed & strip;
  for (;;) {
    unsigned grown = reached | (reached << 1 & not_first) | (reached >> 1 & not_last) |
                     reached << W | reached >> W;
    if constexpr (kHex)
      grown |= (reached & row & not_first) << (W - 1) | (reached & ~row & not_last) >> (W - 1);
    grown &= strip;
    if (grown == reached) return reached;
    reached = grown;
  }
}

/// The lowest run (maximal segment of set bits) of a nonzero row.
constexpr unsigned lowest_run(unsigned row) {
  const unsigned lowest = row & (0u - row);
  return ((row + lowest) ^ row) & row;
}

/// The links entry of `index` = previous row | current row << W.
template <int W, bool kHex>
constexpr typename Layout<W>::Entry links_entry(unsigned index) {
  using L = Layout<W>;
  using Entry = typename L::Entry;
  unsigned previous_runs[L::kMaxRuns] = {};
  int previous_count = 0;
  for (unsigned row = index & L::kRowMask; row != 0; row &= ~previous_runs[previous_count++])
    previous_runs[previous_count] = lowest_run(row);
  Entry result = 0;
  unsigned count = 0;
  for (unsigned row = index >> W; row != 0; ++count) {
    const unsigned run = lowest_run(row);
    row &= ~run;
    const unsigned component = flood<W, kHex>(run << W, index);
    unsigned links = 0;
    for (int k = 0; k < previous_count; ++k)
      if (component & previous_runs[k]) links |= 1u << k;
    result |= Entry{run | links << W} << (L::kFieldBits * count);
  }
  return result | Entry{count} << L::kCountShift;
}

/// A whole links table (2^(2W) entries).
template <int W, bool kHex>
struct LinksTable {
  typename Layout<W>::Entry entry[Layout<W>::kEntries];
  constexpr typename Layout<W>::Entry operator[](std::size_t index) const { return entry[index]; }
};

template <int W, bool kHex>
constexpr LinksTable<W, kHex> build_links_table() {
  LinksTable<W, kHex> table{};
  for (unsigned index = 0; index < Layout<W>::kEntries; ++index)
    table.entry[index] = links_entry<W, kHex>(index);
  return table;
}

/// The links table of width W, for widths up to 6: built at compile time (g++ 12 and clang++ 14
/// evaluate the 4096 entries of width 6 in well under a second with their default limits).
template <int W, bool kHex>
inline constexpr LinksTable<W, kHex> kLinksTable = build_links_table<W, kHex>();

/// The links table of width W. Widths 7 and 8 (16384 and 65536 entries) exceed the default
/// constant-evaluation limits (clang++ 14 stops at width 7, g++ 12 at width 8), so they are filled
/// once, on first use (thread-safe, as every function-local static), in static storage.
///
/// The filling is a function of its own, kept out of line: inlined into a labeler it made the
/// labeler's every call about 4 % longer (callgrind, widths 7 and 8), though it runs once.
template <int W, bool kHex>
__attribute__((noinline, cold)) bool fill_links_table(LinksTable<W, kHex>& table) {
  for (unsigned index = 0; index < Layout<W>::kEntries; ++index)
    table.entry[index] = links_entry<W, kHex>(index);
  return true;
}

template <int W, bool kHex>
const LinksTable<W, kHex>& links_table() {
  if constexpr (W <= 6) {
    return kLinksTable<W, kHex>;
  } else {
    static LinksTable<W, kHex> table;  // zero-initialized before any code runs
    static const bool filled = fill_links_table(table);
    static_cast<void>(filled);
    return table;
  }
}

/// The width of a field of the core scan's `sources` word: a scan entry's source shift is
/// kScanFieldBits * s.
inline constexpr int kScanFieldBits = 10;

/// The scan entry of `index` (6-wide square board), from its links entry.
constexpr std::uint64_t scan_entry(unsigned index) {
  using L = Layout<6>;
  const std::uint32_t links_word = links_entry<6, false>(index);
  std::uint64_t scan = 0;
  unsigned fresh = 0, group = 0;
  for (int j = 0; j < 3; ++j) {
    const std::uint64_t cells = links_word >> (L::kFieldBits * j) & L::kRowMask;
    const unsigned links = links_word >> (L::kFieldBits * j + 6) & L::kLinksMask;
    unsigned source = 3;  // no run j: point at a free slot and add no cells
    if (cells != 0) {
      if (links == 0) source = 3 + fresh++;
      else source = links & 1 ? 0 : links & 2 ? 1 : 2;
    }
    if (links & (links - 1)) group = links;
    scan |= (cells | std::uint64_t{kScanFieldBits * source} << 6) << (12 * j);
  }
  const unsigned code = group == 3 ? 1 : group == 6 ? 2 : group == 5 ? 3 : group == 7 ? 4 : 0;
  return scan | std::uint64_t{code} << 36 | std::uint64_t{fresh} << 39;
}

/// The core's table: 4096 scan entries (32 KiB).
struct ScanTable {
  std::uint64_t entry[4096];
  constexpr std::uint64_t operator[](std::size_t index) const { return entry[index]; }
};

constexpr ScanTable build_scan_table() {
  ScanTable table{};
  for (unsigned index = 0; index < 4096; ++index) table.entry[index] = scan_entry(index);
  return table;
}

}  // namespace bitcc::rowpair_table_builder

namespace bitcc {

/// The row-pair table label_rowpair reads (scan entries of the 6-wide square board).
inline constexpr rowpair_table_builder::ScanTable kRowPairTable =
    rowpair_table_builder::build_scan_table();

}  // namespace bitcc
