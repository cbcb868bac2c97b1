// bitcc/rowpair_table_builder.hpp: the row-pair table computed at compile time.
//
// The library reads the generated literal (rowpair_table.hpp). The single header, which must stay
// small enough for contest submissions, builds the same table with this instead (a few lines in
// place of 4096 numbers); the test RowPairTableBuilder.MatchesTheGeneratedTable checks every entry.
// Each entry is computed by flooding each run of the current row inside the two-row strip, as the
// generated file's header comment describes.
#pragma once

#include <cstddef>
#include <cstdint>

namespace bitcc::rowpair_table_builder {

/// The cells reachable from `seed` inside `strip`, a two-row strip of 12 bits (row below in bits
/// 0..5, row above in bits 6..11), moving left, right, up and down without wrap-around.
constexpr unsigned flood(unsigned seed, unsigned strip) {
  unsigned reached = seed & strip;
  for (;;) {
    const unsigned grown = (reached | ((reached << 1) & 0xfbeu) | ((reached >> 1) & 0x7dfu) |
                            (reached << 6) | (reached >> 6)) & strip;
    if (grown == reached) return reached;
    reached = grown;
  }
}

/// The lowest run (maximal segment of set bits) of a nonzero row.
constexpr unsigned lowest_run(unsigned row) {
  const unsigned lowest = row & (0u - row);
  return ((row + lowest) ^ row) & row;
}

/// The table entry of `index` = previous row | current row << 6.
constexpr std::uint32_t entry(unsigned index) {
  unsigned previous_runs[3] = {0, 0, 0};
  int previous_count = 0;
  for (unsigned row = index & 63; row != 0; row &= ~previous_runs[previous_count++])
    previous_runs[previous_count] = lowest_run(row);
  std::uint32_t result = 0;
  unsigned count = 0, fresh = 0, merge = 0;
  for (unsigned row = index >> 6; row != 0; ++count) {
    const unsigned run = lowest_run(row);
    row &= ~run;
    const unsigned component = flood(run << 6, index);
    unsigned links = 0;
    for (int k = 0; k < previous_count; ++k)
      if (component & previous_runs[k]) links |= 1u << k;
    result |= (run | links << 6) << (9 * count);
    fresh += links == 0;
    merge |= (links & (links - 1)) != 0;
  }
  return result | count << 27 | merge << 29 | fresh << 30;
}

struct Table {
  std::uint32_t entries[4096];
  constexpr std::uint32_t operator[](std::size_t index) const { return entries[index]; }
};

/// The whole table.
constexpr Table build() {
  Table table{};
  for (unsigned index = 0; index < 4096; ++index) table.entries[index] = entry(index);
  return table;
}

}  // namespace bitcc::rowpair_table_builder
