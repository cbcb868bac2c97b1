// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// groups_at_least(b, k) against the oracle's components filtered by size.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bitcc/groups.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "tests/sanitized.hpp"

namespace bitcc::test_support {
namespace {

// Compares groups_at_least(b, k) for every k of `ks` with the union of the oracle's components of
// at least k cells; false after a failure.
bool expect_groups_match(Board b, const std::vector<int>& ks) {
  Board components[kMaxComponents];
  int sizes[kMaxComponents];
  const int n = oracle_label(b, components);
  for (int i = 0; i < n; ++i) sizes[i] = oracle_cell_count(components[i]);
  for (const int k : ks) {
    Board expected = 0;
    for (int i = 0; i < n; ++i)
      if (sizes[i] >= k) expected |= components[i];
    const Board actual = groups_at_least(b, k);
    if (actual != expected) {
      ADD_FAILURE() << "groups_at_least(b, " << k << ") for the board" << Pictured{b}
                    << "gave" << Pictured{actual} << "expected" << Pictured{expected};
      return false;
    }
  }
  return true;
}

TEST(GroupsAtLeast, EveryKOnRandomBoards) {
  std::vector<int> every_k;
  for (int k = 0; k <= 73; ++k) every_k.push_back(k);
  Rng rng(0x6a0u);
  int failures = 0;
  for (const double density : {0.1, 0.3, 0.45, 0.55, 0.7, 0.9})
    for (int i = 0; i < 700 && failures < 3; ++i)
      if (!expect_groups_match(random_board(rng, density), every_k)) ++failures;
}

TEST(GroupsAtLeast, EveryKOnPools) {
  std::vector<int> every_k;
  for (int k = 0; k <= 73; ++k) every_k.push_back(k);
  for (const Pool pool : kAllPools) {
    SCOPED_TRACE(std::string(pool_name(pool)));
    int failures = 0;
    for (const Board b : make_pool(pool, 500))
      if (!expect_groups_match(b, every_k) && ++failures == 3) break;
  }
}

TEST(GroupsAtLeast, HandDrawn) {
  // Eight components of sizes, top to bottom: 1; 2 and 1; 3 (a bent path) and 4 (a square);
  // 5 (a line); 4 (a hook) and 1.
  const Board b = board_from_picture(R"(
#.....
......
##...#
......
.#....
##..##
....##
......
#####.
......
..###.
#.#...
)");
  const Board four_or_more = board_from_picture(R"(
......
......
......
......
......
....##
....##
......
#####.
......
..###.
..#...
)");
  EXPECT_EQ(oracle_components(b).size(), 8u);
  EXPECT_EQ(Pictured{groups_at_least(b, 0)}, Pictured{b});
  EXPECT_EQ(Pictured{groups_at_least(b, 1)}, Pictured{b});
  EXPECT_EQ(popcount(groups_at_least(b, 2)), 2 + 3 + 4 + 5 + 4);
  EXPECT_EQ(popcount(groups_at_least(b, 3)), 3 + 4 + 5 + 4);
  EXPECT_EQ(Pictured{groups_at_least(b, 4)}, Pictured{four_or_more});
  EXPECT_EQ(popcount(groups_at_least(b, 5)), 5);
  EXPECT_EQ(Pictured{groups_at_least(b, 6)}, Pictured{0});
  EXPECT_EQ(Pictured{groups_at_least(Playable, 72)}, Pictured{Playable});
  EXPECT_EQ(Pictured{groups_at_least(Playable, 73)}, Pictured{0});
  EXPECT_TRUE(expect_groups_match(b, {2, 3, 4, 5, 6, 7, 8}));
}

// Every board within rows 0..3 (2^24), for every k that can make a difference there: 0..25 (a
// component of these boards has at most 24 cells, so k = 25..73 all ask for nothing; 25 and 73
// stand for them); a sample under the sanitizers and in the quick tier (exhaustive_stride()). Split
// in shards so that ctest runs them in parallel.
constexpr int kShards = 8;

class GroupsAtLeastFourRows : public testing::TestWithParam<int> {};

TEST_P(GroupsAtLeastFourRows, MatchesOracle) {
  const std::uint32_t per_shard = (1u << 24) / kShards;
  const std::uint32_t first = per_shard * static_cast<std::uint32_t>(GetParam());
  std::vector<int> ks;
  for (int k = 0; k <= 25; ++k) ks.push_back(k);
  ks.push_back(73);
  int failures = 0;
  for (std::uint32_t b = first; b < first + per_shard && failures < 3; b += exhaustive_stride())
    if (!expect_groups_match(b, ks)) ++failures;
}

INSTANTIATE_TEST_SUITE_P(Shards, GroupsAtLeastFourRows, testing::Range(0, kShards));

// Every board within rows 8..11 (the top four rows, 2^24 boards), for k = 2..5: the rows where the
// two 64-bit windows of groups_at_least meet (the lower one ends inside row 10, the upper one
// starts at row 2) and where the board's top edge is.
class GroupsAtLeastTopFourRows : public testing::TestWithParam<int> {};

TEST_P(GroupsAtLeastTopFourRows, MatchesOracle) {
  const std::uint32_t per_shard = (1u << 24) / kShards;
  const std::uint32_t first = per_shard * static_cast<std::uint32_t>(GetParam());
  int failures = 0;
  for (std::uint32_t bits = first; bits < first + per_shard && failures < 3;
       bits += exhaustive_stride())
    if (!expect_groups_match(Board{bits} << (kWidth * 8), {2, 3, 4, 5})) ++failures;
}

INSTANTIATE_TEST_SUITE_P(Shards, GroupsAtLeastTopFourRows, testing::Range(0, kShards));

// Bits at or above 72 are not cells: they are ignored, for every k, and never returned. Without
// the mask at entry the checkerboard plus 56 stray bits would give the labeler 92 components for
// 36 slots (k >= 5), and the stray bits would leak into the k <= 4 masks.
TEST(GroupsAtLeast, IgnoresBitsOutsideTheBoard) {
  const Board board = checkerboard();
  const Board outside = ~Playable;
  const Board one_stray_bit = cell_bit(72);
  Rng rng(0x0b5u);
  std::vector<Board> boards = {0, board, Playable};
  for (int i = 0; i < 200; ++i) boards.push_back(random_board(rng, 0.6));
  for (const Board b : boards)
    for (int k = 0; k <= 73; ++k) {
      const Board expected = groups_at_least(b, k);
      const Board with_outside = groups_at_least(b | outside, k);
      const Board with_one = groups_at_least(b | one_stray_bit, k);
      if (with_outside != expected || with_one != expected) {
        ADD_FAILURE() << "k = " << k << ": stray high bits changed the result for" << Pictured{b};
        return;
      }
    }
  EXPECT_EQ(groups_at_least(outside, 0), Board{0});
  EXPECT_EQ(groups_at_least(board | outside, 5), Board{0});
  EXPECT_EQ(groups_at_least(Playable | outside, 72), Playable);
}

}  // namespace
}  // namespace bitcc::test_support
