// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Every labeler of bitcc::kLabelers against the oracle (testing/oracle.hpp): exhaustively on small
// spaces, on seeded random and gravity-shaped boards, on every input pool, and on hand-drawn shapes
// with hand-counted answers. A labeler added to the registry is covered by all of these.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <stdexcept>
#include <cstdint>
#include <iostream>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "tests/labeler_check.hpp"
#include "tests/sanitized.hpp"

namespace bitcc::test_support {

/// GoogleTest prints a pool parameter by its name.
inline void PrintTo(Pool pool, std::ostream* os) { *os << pool_name(pool); }

}  // namespace bitcc::test_support

namespace bitcc::test_support {
namespace {

std::string labeler_name(const testing::TestParamInfo<LabelerEntry>& info) {
  return test_name_of(info.param);
}

// ---------------------------------------------------------------------------------------------
// Exhaustive: every board whose cells lie in rows 0..3 (2^24 boards), each also moved up to rows
// 4..7 and 8..11 (the oracle's answer moved with it), a sample under the sanitizers and in the
// quick tier (exhaustive_stride()), split into shards so that ctest runs them in parallel.

constexpr std::uint32_t kFourRowBoards = 1u << 24;
constexpr int kFourRowShards = 8;
constexpr int kFourRowBands = kHeight / 4;

// One shard of the boards for every labeler at once: the oracle labels each board once for all of
// them (it costs several times what a labeler does). A labeler the CPU cannot run is skipped by
// name (the suites below skip it as a test of its own).
class FourRowBoards : public testing::TestWithParam<int> {};

TEST_P(FourRowBoards, EveryLabelerMatchesOracleInEveryBand) {
  const int shard = GetParam();
  std::vector<LabelerEntry> labelers;
  for (const LabelerEntry& labeler : labelers_under_test()) {
    if (labeler.supported())
      labelers.push_back(labeler);
    else
      std::cout << "[ NOTE     ] labeler " << labeler.name << " skipped: it needs "
                << labeler.needs << ", which this CPU lacks\n";
  }
  const std::uint32_t per_shard = kFourRowBoards / kFourRowShards;
  const std::uint32_t begin = per_shard * static_cast<std::uint32_t>(shard);
  constexpr int kMaxReported = 3;
  std::vector<int> failures(labelers.size(), 0);
  std::size_t labelers_failing = 0;
  for (std::uint32_t bits = begin; bits < begin + per_shard && labelers_failing < labelers.size();
       bits += exhaustive_stride()) {
    Board expected[kMaxComponents];
    const int count = oracle_label(Board{bits}, expected);
    for (int band = 0; band < kFourRowBands; ++band) {
      const int shift = 4 * kWidth * band;
      Board moved[kMaxComponents];
      for (int i = 0; i < count; ++i) moved[i] = expected[i] << shift;
      for (std::size_t l = 0; l < labelers.size(); ++l) {
        if (failures[l] >= kMaxReported) continue;
        const testing::AssertionResult result =
            labels_like(labelers[l], Board{bits} << shift, moved, count);
        if (result) continue;
        ADD_FAILURE() << result.message();
        if (++failures[l] == kMaxReported) {
          ADD_FAILURE() << "labeler " << labelers[l].name << ": stopped after " << kMaxReported
                        << " failures";
          ++labelers_failing;
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Shards, FourRowBoards, testing::Range(0, kFourRowShards));

// ---------------------------------------------------------------------------------------------
// Other families, one labeler per test.

class Labeler : public testing::TestWithParam<LabelerEntry> {
 protected:
  void SetUp() override { BITCC_SKIP_UNLESS_SUPPORTED(GetParam()); }
};

// Every two-row pattern (2^12) at every row offset 0..10.
TEST_P(Labeler, EveryTwoRowPatternAtEveryHeight) {
  int offset = 0;
  unsigned pattern = 0;
  expect_labels_like_oracle(GetParam(), [&](Board& b) {
    if (offset > kHeight - 2) return false;
    b = Board{pattern} << (kWidth * offset);
    if (++pattern == 1u << (2 * kWidth)) {
      pattern = 0;
      ++offset;
    }
    return true;
  });
}

// Every three-row pattern (2^18) in the top three rows: the scan ends with live components.
TEST_P(Labeler, EveryThreeRowPatternAtTheTop) {
  unsigned pattern = 0;
  expect_labels_like_oracle(GetParam(), [&](Board& b) {
    if (pattern == 1u << (3 * kWidth)) return false;
    b = Board{pattern++} << (kWidth * (kHeight - 3));
    return true;
  });
}

// 19 densities from 0.05 to 0.95, 53,000 boards each: 1,007,000 seeded random boards (the first
// seventh of each density's when sampled).
TEST_P(Labeler, SeededRandomBoards) {
  const int per_density = bitcc::test_support::sampled() ? 53000 / 7 : 53000;
  for (int step = 1; step <= 19; ++step) {
    const double density = 0.05 * step;
    SCOPED_TRACE("density " + std::to_string(density));
    Rng rng(0x5eed0000u + static_cast<unsigned>(step));
    int remaining = per_density;
    expect_labels_like_oracle(GetParam(), [&](Board& b) {
      if (remaining-- == 0) return false;
      b = random_board(rng, density);
      return true;
    });
  }
}

// 20,000 gravity grids; each of the 5 color planes, and the silhouette of the whole grid.
TEST_P(Labeler, GravityGrids) {
  Rng rng(0x96a71u);
  std::vector<Board> boards;
  for (int grid = 0; grid < 20000; ++grid) {
    const std::array<Board, 6> planes = gravity_grid(rng);
    Board silhouette = 0;
    for (int kind = 0; kind < 6; ++kind) silhouette |= planes[static_cast<std::size_t>(kind)];
    for (int color = 0; color < 5; ++color) boards.push_back(planes[static_cast<std::size_t>(color)]);
    boards.push_back(silhouette);
  }
  std::size_t i = 0;
  expect_labels_like_oracle(GetParam(), [&](Board& b) {
    if (i == boards.size()) return false;
    b = boards[i++];
    return true;
  });
}

// A bit at or above 72 is ignored: the components are those of the board without it (one stray
// bit in a bot must not become a component, nor make a labeler write past kMaxComponents).
TEST_P(Labeler, IgnoresBitsPastTheBoard) {
  const Board past_the_board = ~Playable;
  Rng rng(0x41417u);
  std::vector<Board> boards = {checkerboard(), Playable, 0};
  for (int i = 0; i < 3000; ++i) boards.push_back(random_board(rng, 0.05 * (i % 20)));
  for (const Board b : boards) {
    Board expected[kMaxComponents];
    const int count = oracle_label(b, expected);
    for (const Board noise : {cell_bit(kCells), past_the_board, Board{1} << 127,
                              make_board(0, rng.next()) & past_the_board}) {
      const testing::AssertionResult result = labels_like(GetParam(), b | noise, expected, count);
      ASSERT_TRUE(result) << "with the bits " << to_hex(noise) << " set past the board";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(All, Labeler, testing::ValuesIn(labelers_under_test()), labeler_name);

// bitcc::label under BITCC_SIMD (ctest runs this once per value, see CMakeLists.txt): the forced
// implementation is the one running, and it labels every pool like the oracle; a value that is
// unknown, or that this CPU lacks, makes every call throw instead of running something else.
TEST(LabelForced, RunsTheForcedImplementation) {
  const char* forced = std::getenv("BITCC_SIMD");
  if (forced == nullptr || *forced == '\0') GTEST_SKIP() << "BITCC_SIMD is not set";
  bool known = false, usable = false;
  for (const Isa isa : kAllIsas)
    if (isa_name(isa) == forced) {
      known = true;
      usable = label_detail::available(isa);
    }
  if (!known || !usable) {
    EXPECT_THROW(label_implementation(), std::runtime_error);
    EXPECT_THROW(label_isa(), std::runtime_error);
    EXPECT_THROW(choose_labeler(kAutomaticLabeler), std::runtime_error);
    Board out[kMaxComponents];
    EXPECT_THROW(label(3, out), std::runtime_error);
    if (known) GTEST_SKIP() << "bitcc::label cannot run " << forced << " on this CPU";
    return;
  }
  EXPECT_EQ(isa_name(label_isa()), forced);
  // What label.hpp says bitcc::label runs for each value, written out.
  std::string_view expected = "flood-scalar";
#if BITCC_HAVE_LABEL_PROPAGATE
  if (label_isa() == Isa::Avx512) expected = "propagate";
#endif
#if BITCC_HAVE_LABEL_FLOOD_X86
  if (label_isa() == Isa::Avx2)
    expected = label_flood_avx2_supported() ? "flood-avx2" : "flood-sse4.2";
  if (label_isa() == Isa::Sse42) expected = "flood-sse4.2";
#endif
  EXPECT_EQ(label_implementation(), expected);
  EXPECT_EQ(choose_labeler(kAutomaticLabeler), find_labeler_entry(expected));
  const LabelerEntry entry{"label", label, runs_everywhere, ""};
  for (const Pool pool : kAllPools) {
    SCOPED_TRACE(std::string(pool_name(pool)));
    const std::vector<Board> boards = make_pool(pool, 20000);
    std::size_t i = 0;
    expect_labels_like_oracle(entry, [&](Board& b) {
      if (i == boards.size()) return false;
      b = boards[i++];
      return true;
    });
  }
}

// Every pool of testing/pools.hpp (the benchmarks' inputs), 20,000 boards each.
class LabelerPool : public testing::TestWithParam<std::tuple<LabelerEntry, Pool>> {
 protected:
  void SetUp() override { BITCC_SKIP_UNLESS_SUPPORTED(std::get<0>(GetParam())); }
};

TEST_P(LabelerPool, MatchesOracle) {
  const auto& [labeler, pool] = GetParam();
  const std::vector<Board> boards = make_pool(pool, 20000);
  std::size_t i = 0;
  expect_labels_like_oracle(labeler, [&](Board& b) {
    if (i == boards.size()) return false;
    b = boards[i++];
    return true;
  });
}

std::string pool_test_name(const testing::TestParamInfo<LabelerPool::ParamType>& info) {
  std::string name = test_name_of(std::get<0>(info.param)) + "_" +
                     std::string(pool_name(std::get<1>(info.param)));
  for (char& c : name)
    if (c == '.') c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(
    All, LabelerPool,
    testing::Combine(testing::ValuesIn(labelers_under_test()), testing::ValuesIn(kAllPools)),
    pool_test_name);

// ---------------------------------------------------------------------------------------------
// The contract, checked directly rather than through the oracle's answer: the components are
// disjoint, non-empty, their union is the board, each is connected, there are at most
// kMaxComponents, and they come in ascending order of their lowest cell.

testing::AssertionResult meets_contract(const LabelerEntry& labeler, Board b) {
  Board out[kMaxComponents];
  const int n = labeler.label(b, out);
  auto failure = [&]() {
    return testing::AssertionFailure() << "labeler " << labeler.name << " on\n"
                                       << to_picture(b) << "gave " << n << " components: ";
  };
  if (n < 0 || n > kMaxComponents) return failure() << "count out of range";
  Board seen = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] == 0) return failure() << "component " << i << " is empty";
    if (seen & out[i]) return failure() << "component " << i << " overlaps an earlier one";
    seen |= out[i];
    const std::vector<Board> parts = oracle_components(out[i]);
    if (parts.size() != 1)
      return failure() << "component " << i << " is not connected:\n" << to_picture(out[i]);
    if (i > 0 && oracle_lowest_cell(out[i - 1]) >= oracle_lowest_cell(out[i]))
      return failure() << "components " << i - 1 << " and " << i << " are out of order";
  }
  if (seen != b) return failure() << "their union is\n" << to_picture(seen);
  // Maximal: no two components touch (else they would be one).
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (oracle_components(out[i] | out[j]).size() != 2)
        return failure() << "components " << i << " and " << j << " touch";
  return testing::AssertionSuccess();
}

TEST_P(Labeler, MeetsTheContract) {
  for (const Pool pool : kAllPools) {
    SCOPED_TRACE(std::string(pool_name(pool)));
    int failures = 0;
    for (const Board b : make_pool(pool, 3000)) {
      const testing::AssertionResult result = meets_contract(GetParam(), b);
      if (!result && ++failures <= 3) ADD_FAILURE() << result.message();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Hand-drawn shapes, top row first, with component counts counted by hand.

struct Drawing {
  const char* name;
  const char* picture;
  int components;  // counted by hand
};

const Drawing kDrawings[] = {
    {"empty", R"(
......
......
......
......
......
......
......
......
......
......
......
......
)", 0},
    {"full", R"(
######
######
######
######
######
######
######
######
######
######
######
######
)", 1},
    {"checkerboard: 36 singletons", R"(
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
)", 36},
    {"the other checkerboard", R"(
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
)", 36},
    {"the longest snake: one path of 42 cells", R"(
######
.....#
######
#.....
######
.....#
######
#.....
######
.....#
######
#.....
)", 1},
    {"spiral: an open ring around a hook, one component", R"(
######
#....#
#.##.#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.####
)", 1},
    {"spiral whose inner hook stops short of the ring: two components", R"(
######
#....#
#.##.#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#.#..#
#...##
)", 2},
    {"frame around a winding snake that touches it nowhere", R"(
######
#....#
#.##.#
#.#..#
#.#.##
#.#..#
#.##.#
#..#.#
##.#.#
#..#.#
#.##.#
#.....
)", 2},
    {"comb, teeth joined only in the top row", R"(
######
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
)", 1},
    {"comb, teeth joined only in the bottom row", R"(
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
.#.#.#
######
)", 1},
    {"comb lying on its side, spine on the right", R"(
.....#
######
.....#
######
.....#
######
.....#
######
.....#
######
.....#
######
)", 1},
    {"comb without its spine: three columns", R"(
......
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
#.#.#.
)", 3},
    {"U whose arms join only in the top row", R"(
######
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
)", 1},
    {"U without its top row: two columns", R"(
......
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
)", 2},
    {"one run merging three running components", R"(
......
......
......
......
......
......
......
......
######
#.#.#.
#.#.#.
#.#.#.
)", 1},
    {"one run merging three running components in the top row", R"(
######
#.#.#.
#.#.#.
#.#.#.
......
......
......
......
......
......
......
......
)", 1},
    {"a component ends while another run keeps it alive (111000 on top)", R"(
......
......
......
......
......
......
......
......
###...
#.#...
..#...
..#...
)", 1},
    {"a component ends while another run keeps it alive (111000 at the bottom)", R"(
......
......
......
......
......
......
......
......
..#...
..#...
#.#...
###...
)", 1},
    {"one cell at the end of row 0 and one at the start of row 1: no wrap-around", R"(
......
......
......
......
......
......
......
......
......
......
#.....
.....#
)", 2},
    {"both edge columns full: no wrap-around between them", R"(
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
)", 2},
    {"top and bottom rows full: no wrap-around between them", R"(
######
......
......
......
......
......
......
......
......
......
......
######
)", 2},
    {"horizontal stripes", R"(
......
######
......
######
......
######
......
######
......
######
......
######
)", 6},
    {"diagonals: 24 cells, no two adjacent", R"(
#..#..
.#..#.
..#..#
#..#..
.#..#.
..#..#
#..#..
.#..#.
..#..#
#..#..
.#..#.
..#..#
)", 24},
    {"zigzag that merges and splits again and again", R"(
#.##.#
###..#
..####
##...#
.####.
#..#.#
####.#
...###
##.#..
.###.#
##.###
.#...#
)", 2},
};

// Mirror image (columns reversed) and upside-down copies, built cell by cell.
Board mirrored(Board b) {
  Board result = 0;
  for (int row = 0; row < kHeight; ++row)
    for (int column = 0; column < kWidth; ++column)
      if (b & oracle_cell(row, column)) result |= oracle_cell(row, kWidth - 1 - column);
  return result;
}

Board upside_down(Board b) {
  Board result = 0;
  for (int row = 0; row < kHeight; ++row)
    for (int column = 0; column < kWidth; ++column)
      if (b & oracle_cell(row, column)) result |= oracle_cell(kHeight - 1 - row, column);
  return result;
}

TEST(Oracle, AgreesWithHandCountedDrawings) {
  for (const Drawing& drawing : kDrawings) {
    SCOPED_TRACE(drawing.name);
    const Board b = board_from_picture(drawing.picture);
    EXPECT_EQ(oracle_components(b).size(), static_cast<std::size_t>(drawing.components))
        << to_picture(b);
  }
}

// The contract check the suites use (component_mismatch, testing/pictures.hpp) takes the right
// answer, in its order, at once, and refuses every kind of wrong one.
TEST(Oracle, ContractCheckRefusesEachKindOfWrongAnswer) {
  const Board b = board_from_picture(R"(
......
......
......
......
......
......
......
......
......
#...##
#.....
..##..
)");
  Board right[kMaxComponents];
  ASSERT_EQ(oracle_label(b, right), 3);
  EXPECT_EQ(component_mismatch(b, right, 3, right, 3), "");
  const Board first = right[0], second = right[1], third = right[2];
  const auto check = [&](std::vector<Board> found, int count) {
    found.resize(kMaxComponents, 0);
    return component_mismatch(b, found.data(), count, right, 3);
  };
  EXPECT_NE(check({second, first, third}, 3), "");           // out of order
  EXPECT_NE(check({first, second}, 2), "");                  // one missing
  EXPECT_NE(check({first, second | third, third}, 3), "");   // two joined
  EXPECT_NE(check({first, second, third, 0}, 4), "");        // an empty one
  EXPECT_NE(check({first, second, third}, -1), "");          // a count out of range
  EXPECT_NE(check({first, second, third}, kMaxComponents + 1), "");
  const Board unordered[3] = {third, first, second};         // the expected answer in any order
  EXPECT_EQ(component_mismatch(b, right, 3, unordered, 3), "");
  EXPECT_NE(component_mismatch(b, unordered, 3, unordered, 3), "");
}

TEST_P(Labeler, HandCountedDrawings) {
  const LabelerEntry& labeler = GetParam();
  for (const Drawing& drawing : kDrawings) {
    const Board b = board_from_picture(drawing.picture);
    const Board variants[4] = {b, mirrored(b), upside_down(b), mirrored(upside_down(b))};
    const char* variant_names[4] = {"as drawn", "mirrored", "upside down", "turned 180 degrees"};
    for (int v = 0; v < 4; ++v) {
      SCOPED_TRACE(std::string(drawing.name) + ", " + variant_names[v]);
      Board out[kMaxComponents];
      EXPECT_EQ(labeler.label(variants[v], out), drawing.components) << to_picture(variants[v]);
      EXPECT_TRUE(labels_like_oracle(labeler, variants[v]));
    }
  }
}

// A few shapes whose components are drawn too, in the documented order (ascending lowest cell).
struct DrawnComponents {
  const char* name;
  const char* picture;
  std::vector<const char*> components;
};

const DrawnComponents kDrawnComponents[] = {
    {"no wrap-around from the end of row 0 to the start of row 1",
     R"(
......
......
......
......
......
......
......
......
......
......
#.....
.....#
)",
     {R"(
......
......
......
......
......
......
......
......
......
......
......
.....#
)",
      R"(
......
......
......
......
......
......
......
......
......
......
#.....
......
)"}},
    {"U with a singleton between its arms",
     R"(
######
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#.#..#
)",
     {R"(
######
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
#....#
)",
      R"(
......
......
......
......
......
......
......
......
......
......
......
..#...
)"}},
    {"a component kept alive by its other run, next to two bystanders",
     R"(
......
......
......
......
......
......
......
.....#
###...
#.#...
..#..#
..#..#
)",
     {R"(
......
......
......
......
......
......
......
......
###...
#.#...
..#...
..#...
)",
      R"(
......
......
......
......
......
......
......
......
......
......
.....#
.....#
)",
      R"(
......
......
......
......
......
......
......
.....#
......
......
......
......
)"}},
    {"three columns merged by one run, and a separate cell above",
     R"(
......
......
......
......
......
......
#.....
......
######
#.#.#.
#.#.#.
#.#.#.
)",
     {R"(
......
......
......
......
......
......
......
......
######
#.#.#.
#.#.#.
#.#.#.
)",
      R"(
......
......
......
......
......
......
#.....
......
......
......
......
......
)"}},
    {"two interleaved hooks, in the order of their lowest cells (bit 6, then bit 8)",
     R"(
......
......
......
......
......
......
####..
#..#..
#.##.#
#....#
#.####
......
)",
     {R"(
......
......
......
......
......
......
####..
#..#..
#.##..
#.....
#.....
......
)",
      R"(
......
......
......
......
......
......
......
......
.....#
.....#
..####
......
)"}},
};

TEST_P(Labeler, HandDrawnComponentsInOrder) {
  const LabelerEntry& labeler = GetParam();
  for (const DrawnComponents& drawing : kDrawnComponents) {
    SCOPED_TRACE(drawing.name);
    const Board b = board_from_picture(drawing.picture);
    std::vector<Board> expected;
    for (const char* component : drawing.components)
      expected.push_back(board_from_picture(component));
    Board out[kMaxComponents];
    const int n = labeler.label(b, out);
    ASSERT_GE(n, 0);
    ASSERT_LE(n, kMaxComponents);
    const std::vector<Board> actual(out, out + n);
    EXPECT_TRUE(actual == expected) << "labeler " << labeler.name << " on\n"
                                    << to_picture(b) << "gave\n"
                                    << side_by_side(actual) << "expected, in this order\n"
                                    << side_by_side(expected);
  }
}

}  // namespace
}  // namespace bitcc::test_support
