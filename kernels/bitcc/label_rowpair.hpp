// bitcc/label_rowpair.hpp: the row-pair labeler, driven by the generated 4096-entry table.
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"
#include "bitcc/rowpair_table.hpp"

namespace bitcc {

namespace rowpair_detail {

// Folds component slot `dead` into `alive` (alive < dead) and points every label at it.
inline void merge_slots(Board* out, int alive, int dead, std::uint8_t* labels, int count) {
  out[alive] |= out[dead];
  out[dead] = 0;
  for (int i = 0; i < count; ++i)
    if (labels[i] == dead) labels[i] = static_cast<std::uint8_t>(alive);
}

}  // namespace rowpair_detail

/// Writes the 4-connected components of `b` to out[0..n) and returns n, with the same contract as
/// label_bfs: disjoint, covering `b`, in ascending order of their lowest cell; `out` has room for
/// kMaxComponents boards; requires is_valid(b) (checked in debug builds).
///
/// Scans rows bottom-up. Each run of the current row either starts a component (no link to the
/// previous row) or joins the component of the previous-row runs it links to, merging them when it
/// links several. Slots are handed out in scan order, so slot order is the order of lowest cells;
/// a merge keeps the smaller slot and leaves a hole, and holes are squeezed out at the end. A run
/// that ends needs no work: its component simply stops growing (and may still be kept alive by
/// another run of the same component).
inline int label_rowpair(Board b, Board* out) {
  BITCC_ASSERT(is_valid(b));
  int n = 0;
  bool holes = false;
  // labels[k] is the slot of run k of the previous row, labels[3 + j] of run j of the current row.
  std::uint8_t labels[6] = {};
  unsigned previous = 0;
  for (int row = 0; row < kHeight; ++row) {
    const unsigned current = row_bits(b, row);
    const std::uint32_t entry = kRowPairTable[previous | current << kWidth];
    const int runs = static_cast<int>(entry >> 27 & 3);
    for (int j = 0; j < runs; ++j) {
      const Board cells = Board{entry >> (9 * j) & 63} << (kWidth * row);
      const unsigned links = entry >> (9 * j + 6) & 7;
      if (links == 0) {
        labels[3 + j] = static_cast<std::uint8_t>(n);
        out[n++] = cells;
        continue;
      }
      int slot = labels[__builtin_ctz(links)];
      if (links & (links - 1)) {  // this run joins several previous runs: merge their components
        for (unsigned rest = links & (links - 1); rest != 0; rest &= rest - 1) {
          const int other = labels[__builtin_ctz(rest)];
          if (other == slot) continue;
          const int alive = other < slot ? other : slot, dead = other < slot ? slot : other;
          rowpair_detail::merge_slots(out, alive, dead, labels, 3 + j);
          slot = alive;
          holes = true;
        }
      }
      labels[3 + j] = static_cast<std::uint8_t>(slot);
      out[slot] |= cells;
    }
    labels[0] = labels[3];
    labels[1] = labels[4];
    labels[2] = labels[5];
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

}  // namespace bitcc
