// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The engine's own grid layout (bitcc::stc::engine_detail: one 16-bit lane per column) against
// independent references, on every pool of testing/pools.hpp:
//   vanish mask   groups_of_four against the oracle's components of 4 cells or more
//   group bonus   group_bonus_of_groups against the oracle's component sizes
//   gravity       fall against the naive simulator's column rewrite (testing/stc_reference.hpp)
//   conversions   to_board(from_board(b)) == b, and the lane count against the oracle's count
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "bitcc/stc/stc.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "testing/stc_reference.hpp"

namespace bitcc::test_support {
namespace {

namespace lanes = bitcc::stc::engine_detail;

constexpr std::size_t kBoardsPerPool = 20000;

Board oracle_groups_of_four(Board b, int* bonus) {
  Board kept = 0;
  *bonus = 0;
  for (const Board component : oracle_components(b))
    if (oracle_cell_count(component) >= 4) {
      kept |= component;
      *bonus += stc::group_bonus(oracle_cell_count(component));
    }
  return kept;
}

class StcLanesOnPool : public testing::TestWithParam<Pool> {};

TEST_P(StcLanesOnPool, VanishMaskAndGroupBonusMatchTheOracle) {
  int failures = 0;
  for (const Board b : make_pool(GetParam(), kBoardsPerPool)) {
    const lanes::Lanes x = lanes::from_board(b);
    ASSERT_EQ(Pictured{lanes::to_board(x)}, Pictured{b}) << "from_board / to_board round trip";
    ASSERT_EQ(lanes::Vec::of(x).count(), oracle_cell_count(b));
    int expected_bonus = 0;
    const Board expected = oracle_groups_of_four(b, &expected_bonus);
    const lanes::Vec groups = lanes::groups_of_four(lanes::Vec::of(x));
    const Board found = lanes::to_board(groups.lanes());
    if (found != expected) {
      ADD_FAILURE() << "groups_of_four of" << Pictured{b} << "gave" << Pictured{found}
                    << "expected" << Pictured{expected};
      if (++failures == 3) return;
      continue;
    }
    if (expected != 0) {
      EXPECT_EQ(lanes::group_bonus_of_groups(groups), expected_bonus) << Pictured{b};
    }
  }
}

// A grid whose occupied cells are the pool board, each cell a random kind (skull or color), with
// holes anywhere: gravity must give what the naive simulator gives.
TEST_P(StcLanesOnPool, GravityMatchesTheNaiveSimulator) {
  Rng rng(0x9a71u + static_cast<unsigned>(GetParam()));
  int failures = 0;
  for (const Board b : make_pool(GetParam(), kBoardsPerPool)) {
    std::array<Board, stc::kKinds> kinds{};
    stc_reference::Grid reference = stc_reference::empty_grid();
    for (int row = 0; row < kHeight; ++row)
      for (int column = 0; column < kWidth; ++column) {
        if (!(b & cell_bit(cell_index(row, column)))) continue;
        const int kind = static_cast<int>(rng.below(stc::kKinds));
        kinds[static_cast<std::size_t>(kind)] |= cell_bit(cell_index(row, column));
        reference.cell[kHeight - 1 - row][column] = static_cast<char>('0' + kind);
      }
    std::array<lanes::Lanes, stc::kKinds> planes{};
    for (int kind = 0; kind < stc::kKinds; ++kind)
      planes[static_cast<std::size_t>(kind)] = lanes::from_board(kinds[static_cast<std::size_t>(kind)]);
    lanes::Lanes occupied = lanes::from_board(b), touched = 0;
    lanes::fall(planes, occupied, touched);
    stc_reference::apply_gravity(reference);
    std::string fallen;
    for (int line = 0; line < kHeight; ++line) {
      for (int column = 0; column < kWidth; ++column) {
        char c = '.';
        for (int kind = 0; kind < stc::kKinds; ++kind)
          if (planes[static_cast<std::size_t>(kind)] & lanes::lane_cell(kHeight - 1 - line, column))
            c = static_cast<char>('0' + kind);
        fallen += c;
      }
      fallen += '\n';
    }
    Board union_of_planes = 0;
    for (const lanes::Lanes p : planes) union_of_planes |= lanes::to_board(p);
    const bool same = fallen == stc_reference::to_text(reference) &&
                      lanes::to_board(occupied) == union_of_planes;
    if (!same) {
      ADD_FAILURE() << "gravity on" << Pictured{b} << "gave\n"
                    << fallen << "expected\n"
                    << stc_reference::to_text(reference);
      if (++failures == 3) return;
    }
    // The blocks recorded as moved are blocks (at their new cells).
    EXPECT_EQ(lanes::to_board(touched) & ~union_of_planes, Board{0});
  }
}

INSTANTIATE_TEST_SUITE_P(Pools, StcLanesOnPool, testing::ValuesIn(kAllPools),
                         [](const testing::TestParamInfo<Pool>& param_info) {
                           std::string name(pool_name(param_info.param));
                           for (char& c : name)
                             if (c == '.') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace bitcc::test_support
