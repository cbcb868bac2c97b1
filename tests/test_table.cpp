// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The row-pair tables of bitcc/rowpair_table_builder.hpp, the kernels' only source, against three
// independent computations:
// - the 6-wide square links entries against their definition, recomputed here from scratch (runs
//   found cell by cell, links from the oracle's components of the two-row strip);
// - kRowPairTable (the scan entries label_rowpair reads) against tools/gen_table's checked-in
//   output, tests/rowpair_table_6_square.hpp, entry by entry;
// - the links tables of every width and adjacency against gen_table's, written into the build
//   folder (BITCC_LINKS_TABLE_DIR) by the build and read here.
// A few entries of each layout are worked out by hand.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/rowpair_table_builder.hpp"
#include "testing/oracle.hpp"
#include "tests/rowpair_table_6_square.hpp"

namespace bitcc::test_support {
namespace {

struct Run {
  unsigned cells;  // the run's cells as row bits
  int first_column;
};

// The maximal horizontal segments of set cells of a 6-bit row, left to right.
std::vector<Run> runs_of(unsigned row) {
  std::vector<Run> runs;
  for (int column = 0; column < kOracleColumns; ++column) {
    if (!(row >> column & 1)) continue;
    const bool continues = column > 0 && (row >> (column - 1) & 1);
    if (continues) runs.back().cells |= 1u << column;
    else runs.push_back({1u << column, column});
  }
  return runs;
}

// The links entry as bitcc/rowpair_table_builder.hpp defines it, for previous row `previous`,
// current row `current` of the 6-wide square board.
std::uint32_t entry_by_definition(unsigned previous, unsigned current) {
  // The strip: previous row as row 0, current row as row 1 of an otherwise empty board.
  const Board strip = Board{previous} | Board{current} << kOracleColumns;
  const std::vector<Board> components = oracle_components(strip);
  auto component_of = [&](int row, int column) {
    for (std::size_t i = 0; i < components.size(); ++i)
      if (components[i] & oracle_cell(row, column)) return static_cast<int>(i);
    return -1;
  };
  const std::vector<Run> previous_runs = runs_of(previous), current_runs = runs_of(current);
  std::uint32_t entry = 0;
  for (std::size_t j = 0; j < current_runs.size(); ++j) {
    std::uint32_t links = 0;
    for (std::size_t k = 0; k < previous_runs.size(); ++k)
      if (component_of(1, current_runs[j].first_column) ==
          component_of(0, previous_runs[k].first_column))
        links |= 1u << k;
    entry |= current_runs[j].cells << (9 * j);
    entry |= links << (9 * j + 6);
  }
  return entry | static_cast<std::uint32_t>(current_runs.size()) << 27;
}

std::string row_text(unsigned row) {
  std::string text;
  for (int column = 0; column < kOracleColumns; ++column) text += (row >> column & 1) ? '#' : '.';
  return text;
}

std::string describe(std::uint32_t entry) {
  std::ostringstream text;
  const unsigned runs = entry >> 27 & 3;
  text << std::hex << "0x" << entry << std::dec << ": " << runs << " runs";
  for (unsigned j = 0; j < 3; ++j)
    text << "; run " << j << " cells " << row_text(entry >> (9 * j) & 63) << " links "
         << (entry >> (9 * j + 6) & 7);
  return text.str();
}

TEST(RowPairTable, EveryLinksEntryMatchesTheDefinition) {
  const auto& table = rowpair_table_builder::kLinksTable<6, false>;
  int failures = 0;
  for (unsigned index = 0; index < 4096 && failures < 5; ++index) {
    const unsigned previous = index & 63, current = index >> 6;
    const std::uint32_t expected = entry_by_definition(previous, current);
    if (table[index] != expected) {
      ++failures;
      ADD_FAILURE() << "entry " << index << ", rows (current on top)\n"
                    << row_text(current) << "\n" << row_text(previous) << "\n"
                    << "table:      " << describe(table[index]) << "\n"
                    << "definition: " << describe(expected);
    }
  }
}

// A few links entries worked out by hand, as a check on the definition code above.
TEST(RowPairTable, HandCheckedLinksEntries) {
  const auto& table = rowpair_table_builder::kLinksTable<6, false>;
  // Current row ###... over previous row #.#...: one run linking previous runs 0 and 1.
  EXPECT_EQ(table[0b000101 | 0b000111 << 6], (0b000111u | 0b011u << 6) | 1u << 27);
  // Current row #.#.#. over an empty row: three unlinked runs.
  EXPECT_EQ(table[0b010101 << 6], 1u | 4u << 9 | 16u << 18 | 3u << 27);
  // Current row #.#... over ###...: both runs link the single previous run.
  EXPECT_EQ(table[0b000111 | 0b000101 << 6], (1u | 1u << 6) | (4u | 1u << 6) << 9 | 2u << 27);
  // Current row #....# over .####.: no vertical contact, two unlinked runs.
  EXPECT_EQ(table[0b011110 | 0b100001 << 6], 1u | 32u << 9 | 2u << 27);
  // An empty current row: the entry is zero whatever the previous row.
  for (unsigned previous = 0; previous < 64; ++previous) EXPECT_EQ(table[previous], 0u);
  // Width 3, current row #.. over previous row .#.: linked only by hex's diagonal (current
  // column c touches previous columns c and c + 1). Fields of 5 bits, the count at bit 10.
  EXPECT_EQ((rowpair_table_builder::kLinksTable<3, true>[0b010 | 0b001 << 3]), 1u | 1u << 3 | 1u << 10);
  EXPECT_EQ((rowpair_table_builder::kLinksTable<3, false>[0b010 | 0b001 << 3]), 1u | 1u << 10);
}

// A scan entry (see bitcc/rowpair_table_builder.hpp): cells, and 10 * source field, per run.
constexpr std::uint64_t scan_run(int j, std::uint64_t cells, std::uint64_t source) {
  return (cells | (10 * source) << 6) << (12 * j);
}

// Scan entries worked out by hand: the source of each run, the merge group, the unlinked count.
TEST(RowPairTable, HandCheckedScanEntries) {
  // ###... over #.#...: run 0 takes previous run 0's field and joins group {0,1}; no runs 1, 2.
  EXPECT_EQ(kRowPairTable[0b000101 | 0b000111 << 6],
            scan_run(0, 0b000111, 0) | scan_run(1, 0, 3) | scan_run(2, 0, 3) | 1ull << 36);
  // #.#.#. over an empty row: three new components, in free slot fields 3, 4, 5.
  EXPECT_EQ(kRowPairTable[0b010101 << 6],
            scan_run(0, 1, 3) | scan_run(1, 4, 4) | scan_run(2, 16, 5) | 3ull << 39);
  // #.#... over ###...: both runs take previous run 0's field; no merge, nothing new.
  EXPECT_EQ(kRowPairTable[0b000111 | 0b000101 << 6],
            scan_run(0, 1, 0) | scan_run(1, 4, 0) | scan_run(2, 0, 3));
  // #....# over .####.: two new components.
  EXPECT_EQ(kRowPairTable[0b011110 | 0b100001 << 6],
            scan_run(0, 1, 3) | scan_run(1, 32, 4) | scan_run(2, 0, 3) | 2ull << 39);
  // #####. over #.#.#.: one run joining all three previous runs (group 4).
  EXPECT_EQ(kRowPairTable[0b010101 | 0b011111 << 6],
            scan_run(0, 0b011111, 0) | scan_run(1, 0, 3) | scan_run(2, 0, 3) | 4ull << 36);
  // ..#.## over #.#.##: run 0 joins previous run 1, run 1 previous run 2; nothing merges.
  EXPECT_EQ(kRowPairTable[0b110101 | 0b110100 << 6],
            scan_run(0, 0b000100, 1) | scan_run(1, 0b110000, 2) | scan_run(2, 0, 3));
  // An empty current row: three missing runs, whatever the previous row.
  for (unsigned previous = 0; previous < 64; ++previous)
    EXPECT_EQ(kRowPairTable[previous], scan_run(0, 0, 3) | scan_run(1, 0, 3) | scan_run(2, 0, 3));
}

// Two independent computations of the table label_rowpair reads: the builder's (compile time) and
// tools/gen_table's (breadth-first search), checked in as its reviewed output.
TEST(RowPairTableBuilder, MatchesTheGeneratedScanTable) {
  for (unsigned index = 0; index < 4096; ++index)
    ASSERT_EQ(kRowPairTable[index], generated::kRowPairScanTable[index])
        << "entry " << index << ", rows (current on top)\n"
        << row_text(index >> 6) << "\n" << row_text(index & 63);
}

// The entries of a table gen_table wrote: every 0x... number between "= {" and "};".
std::vector<std::uint64_t> read_generated_table(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  const std::string content = text.str();
  std::vector<std::uint64_t> entries;
  const std::size_t begin = content.find("= {"), end = content.find("};");
  if (begin == std::string::npos || end == std::string::npos) return entries;
  for (std::size_t at = content.find("0x", begin); at < end; at = content.find("0x", at + 2))
    entries.push_back(std::strtoull(content.c_str() + at, nullptr, 16));
  return entries;
}

template <int W, bool kHex>
void expect_links_table_matches_gen_table() {
  const std::string path = std::string(BITCC_LINKS_TABLE_DIR) + "/rowpair_links_" +
                           std::to_string(W) + (kHex ? "_hex" : "_square") + ".hpp";
  SCOPED_TRACE(path);
  const std::vector<std::uint64_t> generated = read_generated_table(path);
  const auto& built = rowpair_table_builder::links_table<W, kHex>();
  using Layout = rowpair_table_builder::Layout<W>;
  ASSERT_EQ(generated.size(), Layout::kEntries);
  for (std::size_t index = 0; index < Layout::kEntries; ++index)
    ASSERT_EQ(std::uint64_t{built[index]}, generated[index]) << "entry " << index;
}

// The builder's links tables (compile time up to width 6, first use for 7 and 8) against gen_table.
TEST(RowPairTableBuilder, MatchesGenTableForEveryWidth) {
  expect_links_table_matches_gen_table<2, false>();
  expect_links_table_matches_gen_table<2, true>();
  expect_links_table_matches_gen_table<3, false>();
  expect_links_table_matches_gen_table<3, true>();
  expect_links_table_matches_gen_table<4, false>();
  expect_links_table_matches_gen_table<4, true>();
  expect_links_table_matches_gen_table<5, false>();
  expect_links_table_matches_gen_table<5, true>();
  expect_links_table_matches_gen_table<6, false>();
  expect_links_table_matches_gen_table<6, true>();
  expect_links_table_matches_gen_table<7, false>();
  expect_links_table_matches_gen_table<7, true>();
  expect_links_table_matches_gen_table<8, false>();
  expect_links_table_matches_gen_table<8, true>();
}

}  // namespace
}  // namespace bitcc::test_support
