// bitcc/generic/rowpair_tables.hpp: the generated row-pair tables of widths 2..8, square and hex,
// and how their entries are laid out.
//
// The tables come from tools/gen_table (--width W --adjacency square|hex) and are checked in as
// rowpair_table_<W>_<adjacency>.hpp next to this file; their header comments describe the entry
// layout in words. All widths share one layout, parameterized by the width:
//   R = ceil(W / 2) runs at most per row; run j's field is W + R bits starting at bit j * (W + R):
//   its cells (W bits) then its links to the previous row's runs (R bits); after the R fields the
//   run count (enough bits for 0..R), a merge flag, and the count of runs with no link.
// Widths up to 6 fit in 32-bit entries; the 6-wide square table is the core kRowPairTable itself.
// Widths 7 and 8 need 64-bit entries.
#pragma once

#include "bitcc/geometry.hpp"
#include "bitcc/rowpair_table.hpp"  // the 6-wide square table is the core one
#include "bitcc/generic/rowpair_table_2_square.hpp"
#include "bitcc/generic/rowpair_table_2_hex.hpp"
#include "bitcc/generic/rowpair_table_3_square.hpp"
#include "bitcc/generic/rowpair_table_3_hex.hpp"
#include "bitcc/generic/rowpair_table_4_square.hpp"
#include "bitcc/generic/rowpair_table_4_hex.hpp"
#include "bitcc/generic/rowpair_table_5_square.hpp"
#include "bitcc/generic/rowpair_table_5_hex.hpp"
#include "bitcc/generic/rowpair_table_6_hex.hpp"
#include "bitcc/generic/rowpair_table_7_square.hpp"
#include "bitcc/generic/rowpair_table_7_hex.hpp"
#include "bitcc/generic/rowpair_table_8_square.hpp"
#include "bitcc/generic/rowpair_table_8_hex.hpp"

namespace bitcc::generic {

/// The widest board the row-pair labeler handles (its table has 2^(2W) entries).
inline constexpr int kRowPairMaxWidth = 8;

/// The positions of an entry's fields for width W (see the top of this file).
template <int W>
struct RowPairLayout {
  static_assert(W >= 2 && W <= kRowPairMaxWidth, "row-pair tables exist for widths 2..8");
  static constexpr int kMaxRuns = (W + 1) / 2;
  static constexpr int kFieldBits = W + kMaxRuns;
  static constexpr int kCountShift = kMaxRuns * kFieldBits;
  static constexpr int kCountBits = kMaxRuns < 2 ? 1 : kMaxRuns < 4 ? 2 : 3;
  static constexpr unsigned kRowMask = (1u << W) - 1;
  static constexpr unsigned kLinksMask = (1u << kMaxRuns) - 1;
  static constexpr unsigned kCountMask = (1u << kCountBits) - 1;
};

/// The table of width W and adjacency A.
template <int W, Adjacency A>
constexpr const auto& rowpair_table() {
  static_assert(W >= 2 && W <= kRowPairMaxWidth, "row-pair tables exist for widths 2..8");
  constexpr bool hex = A == Adjacency::Hex;
  if constexpr (W == 2) {
    if constexpr (hex) return kRowPairTable2Hex;
    else return kRowPairTable2Square;
  } else if constexpr (W == 3) {
    if constexpr (hex) return kRowPairTable3Hex;
    else return kRowPairTable3Square;
  } else if constexpr (W == 4) {
    if constexpr (hex) return kRowPairTable4Hex;
    else return kRowPairTable4Square;
  } else if constexpr (W == 5) {
    if constexpr (hex) return kRowPairTable5Hex;
    else return kRowPairTable5Square;
  } else if constexpr (W == 6) {
    if constexpr (hex) return kRowPairTable6Hex;
    else return kRowPairTable;
  } else if constexpr (W == 7) {
    if constexpr (hex) return kRowPairTable7Hex;
    else return kRowPairTable7Square;
  } else {
    if constexpr (hex) return kRowPairTable8Hex;
    else return kRowPairTable8Square;
  }
}

}  // namespace bitcc::generic
