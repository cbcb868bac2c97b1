// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label_rowpair.hpp: the row-pair labeler, driven by the 4096-entry scan table
// (kRowPairTable, built at compile time by bitcc/rowpair_table_builder.hpp).
#pragma once

#include <cstdint>
#include <type_traits>

#include "bitcc/board.hpp"
#include "bitcc/rowpair_table_builder.hpp"

namespace bitcc {

namespace rowpair_detail {

// kRowPairTable is the scan table of width 6 (a pair of rows is a 12-bit index, 0xfff below; an
// entry holds 6-cell runs in 12-bit fields) and the scan is unrolled over 12 rows: the layout is
// the 6x12 board's. Other widths use the generic row-pair labeler.
static_assert(kWidth == 6 && kHeight == 12, "label_rowpair: the width-6 scan table, 12 rows");

// ---------------------------------------------------------------------------------------------
// The scan keeps one 10-bit field per run of the previous row: the byte offset (slot * 16) of the
// component that run belongs to. Three more fields hold the offsets of the next three free slots,
// so every run of the current row finds its slot by one shift of `sources`:
//
//   sources = labels | free_slots << 30    fields 0..2: previous runs, fields 3..5: free slots
//
// Each entry of kRowPairTable (a scan entry, see bitcc/rowpair_table_builder.hpp) gives every run
// of the current row the shift of its source field: the first previous run it links to, or the
// next free slot when it links to none. A run that links two or three previous runs makes their
// components one; when they were different components (their fields differ), their slots are
// merged.
// ---------------------------------------------------------------------------------------------

inline constexpr int kFieldBits = rowpair_table_builder::kScanFieldBits;
inline constexpr std::uint64_t kField = (1u << kFieldBits) - 1;
inline constexpr std::uint64_t kThreeFields = 1 | 1u << kFieldBits | 1u << (2 * kFieldBits);
inline constexpr int kSlotBytes = static_cast<int>(sizeof(Board));

// For merge group code c, the field differences that signal a real merge:
// (labels ^ labels >> 10) & kMergeNear[c] | (labels ^ labels >> 20) & kMergeFar[c].
inline constexpr std::uint64_t kMergeNear[5] = {0, kField, kField << kFieldBits, 0,
                                               kField | kField << kFieldBits};
inline constexpr std::uint64_t kMergeFar[5] = {0, 0, 0, kField, 0};

inline Board& slot_at(Board* slots, std::uint64_t offset) {
  return *reinterpret_cast<Board*>(reinterpret_cast<char*>(slots) + offset);
}

struct ScanState {
  std::uint64_t labels = 0;  // fields 0..2: slot offsets of the previous row's runs
  std::uint64_t free_slots = std::uint64_t{kSlotBytes} << kFieldBits |
                             std::uint64_t{2 * kSlotBytes} << (2 * kFieldBits);
};

// Fields of `labels` equal to `dead` become `alive`, without branches. With 10-bit fields, bit 9
// of ((x & low9) + low9) | x is set exactly in the nonzero fields of x, and no carry crosses fields.
inline std::uint64_t relabel(std::uint64_t labels, std::uint64_t dead, std::uint64_t alive) {
  constexpr std::uint64_t low9 = 0x1ff * kThreeFields, top = 0x200 * kThreeFields;
  const std::uint64_t x = labels ^ dead * kThreeFields;
  const std::uint64_t equal_fields = ~(((x & low9) + low9) | x) & top;
  return labels ^ (((equal_fields >> 9) * kField) & ((dead ^ alive) * kThreeFields));
}

// Makes the components of previous-row runs i and j one: the younger slot (larger offset) is
// folded into the older, so slot order stays the order of lowest cells, and both label words
// are relabelled. Harmless when the two are already one component.
inline void merge_runs(Board* slots, int i, int j, std::uint64_t& previous, std::uint64_t& labels) {
  const std::uint64_t a = previous >> (kFieldBits * i) & kField;
  const std::uint64_t b = previous >> (kFieldBits * j) & kField;
  const std::uint64_t alive = a < b ? a : b, dead = a < b ? b : a;
  const Board both = slot_at(slots, alive) | slot_at(slots, dead);
  slot_at(slots, dead) = 0;
  slot_at(slots, alive) = both;
  previous = relabel(previous, dead, alive);
  labels = relabel(labels, dead, alive);
}

// The previous-row runs joined by each merge group code: {0,1}, {1,2}, {0,2}, and {0,1,2} as {0,1}
// then {0,2}.
inline constexpr int kMergeFirst[5] = {0, 0, 1, 0, 0};
inline constexpr int kMergeSecond[5] = {0, 1, 2, 2, 1};

// One row: `pair` is the previous row's 6 bits | this row's 6 bits << 6; `shift` is 6 * row.
// kGated tests the merge code before comparing labels: cheaper where merge groups are rare (short
// spans of sparse rows), a mispredicted branch where they are common (tall, dense scans).
template <bool kGated, typename Shift>
[[gnu::always_inline]] inline void scan_row(Board* slots, unsigned pair, Shift shift,
                                            ScanState& state) {
  const std::uint64_t e = kRowPairTable.entry[pair];
  const std::uint64_t sources = state.labels | state.free_slots << (3 * kFieldBits);
  const std::uint64_t s0 = sources >> (e >> 6 & 63) & kField;
  const std::uint64_t s1 = sources >> (e >> 18 & 63) & kField;
  const std::uint64_t s2 = sources >> (e >> 30 & 63) & kField;
  slot_at(slots, s0) |= Board{e & 63} << shift;
  slot_at(slots, s1) |= Board{e >> 12 & 63} << shift;
  slot_at(slots, s2) |= Board{e >> 24 & 63} << shift;
  std::uint64_t labels = s0 | s1 << kFieldBits | s2 << (2 * kFieldBits);
  const std::uint64_t code = e >> 36 & 7;
  if (!kGated || code != 0) {
    const std::uint64_t previous = state.labels;
    const std::uint64_t differ = ((previous ^ previous >> kFieldBits) & kMergeNear[code]) |
                                 ((previous ^ previous >> (2 * kFieldBits)) & kMergeFar[code]);
    if (__builtin_expect(differ != 0, 0)) {  // two components meet
      std::uint64_t relabelled = previous;
      merge_runs(slots, kMergeFirst[code], kMergeSecond[code], relabelled, labels);
      if (code == 4) merge_runs(slots, 0, 2, relabelled, labels);
    }
  }
  state.labels = labels;
  // New slots must start empty: keep the next three free slots zeroed.
  state.free_slots += (e >> 39 & 3) * (kSlotBytes * kThreeFields);
  const std::uint64_t next = state.free_slots & kField;
  slot_at(slots, next) = 0;
  slot_at(slots, next + kSlotBytes) = 0;
  slot_at(slots, next + 2 * kSlotBytes) = 0;
}

// Rows R..top with constant row indices (every shift below is by a constant).
template <int R>
[[gnu::always_inline]] inline void scan_rows_from(Board* slots, Board b, int top,
                                                  ScanState& state) {
  unsigned pair;
  if constexpr (R == 0) {
    pair = static_cast<unsigned>(low_word(b) << kWidth) & 0xfff;
  } else if constexpr (kWidth * (R + 1) <= 64) {
    pair = static_cast<unsigned>(low_word(b) >> (kWidth * (R - 1))) & 0xfff;
  } else {
    pair = static_cast<unsigned>(b >> (kWidth * (R - 1))) & 0xfff;
  }
  scan_row<false>(slots, pair, std::integral_constant<int, kWidth * R>{}, state);
  if constexpr (R + 1 < kHeight) {
    if (R + 1 <= top) scan_rows_from<R + 1>(slots, b, top, state);
  }
}

// Writes the components headed by `simple` (single cells, and pairs whose other cell is one step
// right (`right_pair`) or up (`up_pair`)) and the scanned components slots[0..) headed by
// `scanned`, all in ascending order of head cell. Word 0 holds cells 0..63, word 1 cells 64..71.
// With kScanned, requires slots[count] == 0 past the last component.
template <int kWord, bool kScanned>
[[gnu::always_inline]] inline int emit_word(std::uint64_t heads, std::uint64_t right_pair,
                                            std::uint64_t up_pair, std::uint64_t scanned,
                                            const Board* slots, int& next_slot, Board* out, int n) {
  for (; heads != 0; heads &= heads - 1) {
    const std::uint64_t head = heads & (~heads + 1);
    const std::uint64_t right = head & right_pair, up = head & up_pair;
    // The cells of the single cell or pair, as the two words of a board. A pair can straddle the
    // words only from word 0 (its second cell at 64 and up).
    const std::uint64_t near = head | right << 1 | up << kWidth;
    const std::uint64_t low = kWord == 0 ? near : 0;
    const std::uint64_t high = kWord == 0 ? (right >> 63 | up >> (64 - kWidth)) : near;
    if constexpr (kScanned) {
      // Branch-free choice between the next scanned component and the single cell or pair.
      const std::uint64_t is_scanned = (head & scanned) != 0;
      const std::uint64_t take = 0 - is_scanned;
      const Board component = slots[next_slot];
      out[n++] = make_board((low_word(component) & take) | (low & ~take),
                            (high_word(component) & take) | (high & ~take));
      next_slot += static_cast<int>(is_scanned);
    } else {
      out[n++] = make_board(low, high);
    }
  }
  return n;
}

template <bool kScanned>
inline int emit(Board simple, Board right_pair, Board up_pair, Board scanned, const Board* slots,
                Board* out) {
  int next_slot = 0;
  const int n = emit_word<0, kScanned>(low_word(simple | scanned), low_word(right_pair),
                                       low_word(up_pair), low_word(scanned), slots, next_slot,
                                       out, 0);
  return emit_word<1, kScanned>(high_word(simple | scanned), high_word(right_pair),
                                high_word(up_pair), high_word(scanned), slots, next_slot, out, n);
}

inline int top_row(Board b) {
  const std::uint64_t high = high_word(b);
  const int bit = high != 0 ? 127 - __builtin_clzll(high) : 63 - __builtin_clzll(low_word(b));
  return bit / kWidth;
}

// Scans `rest` (not empty, no stray bits) row by row with the table: writes its components to
// slots[0..n) (kMaxComponents + 3 of them) in order of lowest cell, then a zero; returns their
// lowest cells.
[[gnu::always_inline]] inline Board scan(Board rest, Board* slots) {
  slots[0] = slots[1] = slots[2] = 0;
  ScanState state;
  const int top = top_row(rest);
  const int bottom = lowest_cell(rest) / kWidth;
  if (top - bottom < 3) {
    for (int row = bottom; row <= top; ++row)
      scan_row<true>(slots, static_cast<unsigned>((rest << kWidth) >> (kWidth * row)) & 0xfff,
               kWidth * row, state);
  } else {
    scan_rows_from<0>(slots, rest, top, state);
  }
  // Squeeze out slots emptied by merges and collect each component's lowest cell.
  const int used = static_cast<int>(state.free_slots & kField) / kSlotBytes;
  Board heads = 0;
  int kept = 0;
  for (int i = 0; i < used; ++i) {
    slots[kept] = slots[i];
    heads |= lowest_bit(slots[i]);
    kept += slots[i] != 0;
  }
  slots[kept] = 0;
  return heads;
}

// The cells of a board (no stray bits) by kind: the lowest cells of single cells and of pairs whose
// other cell is one step right (right_pair) or up (up_pair), and the cells of every larger component.
struct Pruned {
  Board simple, right_pair, up_pair, rest;
};

inline Pruned prune(Board b) {
  const Board above = shift<Direction::Down>(b);  // cell above is set
  const Board below = shift<Direction::Up>(b);
  const Board left = shift<Direction::Right>(b);  // cell to the left is set
  const Board right = shift<Direction::Left>(b);
  const Board any = above | below | left | right;
  // two_or_more_neighbours (neighbour_counts.hpp) grouped otherwise, on purpose: that form, the
  // same 7 operations, measured 0.1..0.7 % more instructions here with -march=x86-64-v3 (callgrind;
  // 0.5 % fewer with default flags).
  const Board two_or_more = (above & (below | left | right)) | (below & (left | right)) | (left & right);
  const Board one = b & any & ~two_or_more;
  const Board right_pair = one & right & shift<Direction::Left>(one);  // lower cell of the pair
  const Board up_pair = one & above & shift<Direction::Down>(one);
  const Board simple = (b & ~any) | right_pair | up_pair;
  return {simple, right_pair, up_pair,
          b & ~(simple | shift<Direction::Right>(right_pair) | shift<Direction::Up>(up_pair))};
}

// The labeler around `larger(rest, slots)`, which does what scan does for the cells `rest` of the
// components of 3 or more cells: label_rowpair with scan.
template <typename F>
[[gnu::always_inline]] inline int label_with(Board b, Board* out, F larger) {
  b &= Playable;  // a stray bit past the board must not become a component
  // Only single cells (a third of Smash the Code color boards): no pruning.
  if ((b & neighbours(b)) == 0) return emit<false>(b, 0, 0, 0, nullptr, out);
  const Pruned p = prune(b);
  // emit<false> reads no slot (and g++ -Og warns when it is handed the uninitialized array).
  if (p.rest == 0) return emit<false>(p.simple, p.right_pair, p.up_pair, 0, nullptr, out);
  Board slots[kMaxComponents + 3];
  return emit<true>(p.simple, p.right_pair, p.up_pair, larger(p.rest, slots), slots, out);
}

}  // namespace rowpair_detail

/// A labeler (contract: Labeler, geometry.hpp). Single cells and isolated pairs are found by
/// bit operations. What remains is scanned row by row with the row-pair table: each run of a row
/// starts a component or joins the component of the previous-row run it links to. Slots are handed
/// out in scan order, so they are in order of lowest cell; a merge keeps the older slot. A run that
/// ends needs no work, and neither does an empty row (the next row's runs then link to nothing), so
/// a short span of rows is walked with a loop and a tall one fully unrolled.
inline int label_rowpair(Board b, Board* out) {
  return rowpair_detail::label_with(b, out, rowpair_detail::scan);
}

}  // namespace bitcc
