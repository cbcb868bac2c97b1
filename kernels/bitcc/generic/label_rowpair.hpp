// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/generic/label_rowpair.hpp: the row-pair labeler for boards up to 8 columns wide.
#pragma once

#include <cstdint>

#include "bitcc/geometry.hpp"
#include "bitcc/rowpair_table_builder.hpp"

namespace bitcc::generic {

/// The widest board the row-pair labeler handles (its table has 2^(2W) entries).
inline constexpr int kRowPairMaxWidth = 8;

namespace rowpair_detail {

// Folds component slot `dead` into `alive` (alive < dead) and points every label at it.
inline void merge_slots(Board* out, int alive, int dead, std::uint8_t* labels, int count) {
  out[alive] |= out[dead];
  out[dead] = 0;
  for (int i = 0; i < count; ++i)
    if (labels[i] == dead) labels[i] = static_cast<std::uint8_t>(alive);
}

}  // namespace rowpair_detail

/// A labeler for G (contract: Labeler, bitcc/geometry.hpp); requires G::kWidth <= 8
/// (checked at compile time).
///
/// Scans rows bottom-up, like bitcc::label_rowpair, reading the links table of G's width and
/// adjacency (bitcc/rowpair_table_builder.hpp; widths 7 and 8 are filled on the first call):
/// each run of the current row either starts a component (no link to the previous row) or joins
/// the components of the previous-row runs it links to, merging them when it links several. Slots
/// are handed out in scan order, so slot order is the order of lowest cells; a merge keeps the
/// smaller slot and leaves a hole, and holes are squeezed out at the end. Hex adjacency changes
/// only the table (which previous-row runs a run links to), not the scan.
///
/// Rows are read from a copy of `b` shifted down one row per step, so a row that straddles bit 64
/// costs nothing special; the scan stops after the last row holding a set cell.
template <class G>
int label_rowpair(Board b, Board* out) {
  static_assert(G::kWidth <= kRowPairMaxWidth, "the row-pair labeler handles widths up to 8");
  BITCC_ASSERT(G::is_valid(b));
  b &= G::kPlayable;  // release builds: the bits outside G are ignored, never read as cells
  constexpr int W = G::kWidth;
  using Layout = rowpair_table_builder::Layout<W>;
  using Entry = typename Layout::Entry;
  constexpr int R = Layout::kMaxRuns;
  const auto& table = rowpair_table_builder::links_table<W, G::kAdjacency == Adjacency::Hex>();

  int n = 0;
  bool holes = false;
  // labels[k] is the slot of run k of the previous row, labels[R + j] of run j of the current row.
  std::uint8_t labels[2 * R] = {};
  unsigned previous = 0;
  Board rest = b;  // the rows from `row` upwards, moved down to row 0
  for (int row = 0; rest != 0; ++row) {
    const unsigned current = static_cast<unsigned>(rest) & Layout::kRowMask;
    rest >>= W;
    const Entry entry = table.entry[previous | current << W];
    const int runs = static_cast<int>(entry >> Layout::kCountShift & Layout::kCountMask);
    for (int j = 0; j < runs; ++j) {
      const Entry field = entry >> (Layout::kFieldBits * j);
      const Board cells = Board{static_cast<unsigned>(field) & Layout::kRowMask} << (W * row);
      const unsigned links = static_cast<unsigned>(field >> W) & Layout::kLinksMask;
      if (links == 0) {
        labels[R + j] = static_cast<std::uint8_t>(n);
        out[n++] = cells;
        continue;
      }
      int slot = labels[__builtin_ctz(links)];
      if (links & (links - 1)) {  // this run joins several previous runs: merge their components
        for (unsigned others = links & (links - 1); others != 0; others &= others - 1) {
          const int other = labels[__builtin_ctz(others)];
          if (other == slot) continue;
          const int alive = other < slot ? other : slot, dead = other < slot ? slot : other;
          rowpair_detail::merge_slots(out, alive, dead, labels, R + j);
          slot = alive;
          holes = true;
        }
      }
      labels[R + j] = static_cast<std::uint8_t>(slot);
      out[slot] |= cells;
    }
    for (int k = 0; k < R; ++k) labels[k] = labels[R + k];
    previous = current;
  }
  if (holes) {
    int kept = 0;
    for (int i = 0; i < n; ++i)
      if (out[i] != 0) out[kept++] = out[i];
    n = kept;
  }
  return n;
}

}  // namespace bitcc::generic
