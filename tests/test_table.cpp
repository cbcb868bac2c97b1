// Every entry of the generated row-pair table (bitcc/rowpair_table.hpp) against its definition in
// the table's header comment, recomputed here from scratch: runs found cell by cell, links from the
// oracle's components of the two-row strip. Nothing is shared with tools/gen_table.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/rowpair_table.hpp"
#include "bitcc/rowpair_table_builder.hpp"
#include "oracle.hpp"

namespace bitcc::test {
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

// The entry as the header comment defines it, for previous row `previous`, current row `current`.
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
  bool merges = false;
  std::uint32_t unlinked = 0;
  for (std::size_t j = 0; j < current_runs.size(); ++j) {
    std::uint32_t links = 0;
    for (std::size_t k = 0; k < previous_runs.size(); ++k)
      if (component_of(1, current_runs[j].first_column) ==
          component_of(0, previous_runs[k].first_column))
        links |= 1u << k;
    entry |= current_runs[j].cells << (9 * j);
    entry |= links << (9 * j + 6);
    if (links == 0) ++unlinked;
    if (links != 0 && (links & (links - 1)) != 0) merges = true;
  }
  entry |= static_cast<std::uint32_t>(current_runs.size()) << 27;
  entry |= static_cast<std::uint32_t>(merges) << 29;
  entry |= unlinked << 30;
  return entry;
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
  text << "; merge flag " << (entry >> 29 & 1) << "; unlinked " << (entry >> 30);
  return text.str();
}

TEST(RowPairTable, EveryEntryMatchesTheDefinition) {
  int failures = 0;
  for (unsigned index = 0; index < 4096 && failures < 5; ++index) {
    const unsigned previous = index & 63, current = index >> 6;
    const std::uint32_t expected = entry_by_definition(previous, current);
    if (kRowPairTable[index] != expected) {
      ++failures;
      ADD_FAILURE() << "entry " << index << ", rows (current on top)\n"
                    << row_text(current) << "\n" << row_text(previous) << "\n"
                    << "table:      " << describe(kRowPairTable[index]) << "\n"
                    << "definition: " << describe(expected);
    }
  }
}

// A few entries worked out by hand, as a check on the definition code above.
TEST(RowPairTable, HandCheckedEntries) {
  // Current row ###... over previous row #.#...: one run linking previous runs 0 and 1.
  const unsigned u_top = 0b000111, u_bottom = 0b000101;
  EXPECT_EQ(kRowPairTable[u_bottom | u_top << 6], (0b000111u | 0b011u << 6) | 1u << 27 | 1u << 29);
  // Current row #.#.#. over an empty row: three unlinked runs.
  const unsigned three = 0b010101;
  EXPECT_EQ(kRowPairTable[three << 6],
            1u | 4u << 9 | 16u << 18 | 3u << 27 | 3u << 30);
  // Current row #.#... over ###...: both runs link the single previous run (no merge flag).
  EXPECT_EQ(kRowPairTable[0b000111 | 0b000101 << 6],
            (1u | 1u << 6) | (4u | 1u << 6) << 9 | 2u << 27);
  // Current row #....# over .####.: no vertical contact, two fresh runs.
  EXPECT_EQ(kRowPairTable[0b011110 | 0b100001 << 6], 1u | 32u << 9 | 2u << 27 | 2u << 30);
  // An empty current row: the entry is zero whatever the previous row.
  for (unsigned previous = 0; previous < 64; ++previous) EXPECT_EQ(kRowPairTable[previous], 0u);
}

}  // namespace
}  // namespace bitcc::test

namespace bitcc::test {
namespace {

// The single header builds the table at compile time instead of carrying the literal.
TEST(RowPairTableBuilder, MatchesTheGeneratedTable) {
  static constexpr rowpair_table_builder::Table built = rowpair_table_builder::build();
  for (unsigned index = 0; index < 4096; ++index)
    ASSERT_EQ(built[index], kRowPairTable[index]) << "entry " << index;
}

}  // namespace
}  // namespace bitcc::test
