// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The engine's own grid layout (bitcc::stc::engine_detail: one 16-bit lane per column) against
// independent references, on every pool of testing/pools.hpp:
//   vanish mask   detect + vanish against the oracle's components of 4 cells or more
//   gravity       FallPasses and FallPext against the naive simulator's column rewrite
//                 (testing/stc_reference.hpp)
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

// The same cells in the lane layout, cell by cell.
lanes::Lanes from_board(Board b) {
  lanes::Lanes x = 0;
  for (int row = 0; row < kHeight; ++row)
    for (int column = 0; column < kWidth; ++column)
      if (b & cell_bit(cell_index(row, column))) x |= lanes::lane_cell(row, column);
  return x;
}

Board oracle_groups_of_four(Board b) {
  Board kept = 0;
  for (const Board component : oracle_components(b))
    if (oracle_cell_count(component) >= 4) kept |= component;
  return kept;
}

class StcLanesOnPool : public testing::TestWithParam<Pool> {};

TEST_P(StcLanesOnPool, VanishMaskMatchesTheOracle) {
  int failures = 0;
  for (const Board b : make_pool(GetParam(), kBoardsPerPool)) {
    const lanes::Lanes x = from_board(b);
    ASSERT_EQ(Pictured{lanes::to_board(x)}, Pictured{b}) << "from_board / to_board round trip";
    ASSERT_EQ(popcount(x), oracle_cell_count(b));
    const Board expected = oracle_groups_of_four(b);
    // Every cell of color 1 (code 010).
    const lanes::Vec bits[lanes::kCodeBits] = {lanes::Vec(), lanes::Vec::of_bits(x), lanes::Vec()};
    const lanes::Vec groups = lanes::vanish(lanes::detect(bits));
    const Board found = lanes::to_board(groups.bits());
    if (found != expected) {
      ADD_FAILURE() << "the vanish mask of" << Pictured{b} << "gave" << Pictured{found}
                    << "expected" << Pictured{expected};
      if (++failures == 3) return;
      continue;
    }
  }
}

// A grid whose occupied cells are the pool board, each cell a random kind (skull or color), with
// holes anywhere, and a random quarter of its blocks removed: each gravity must give what the naive
// simulator gives after clearing those cells.
template <class Gravity>
void check_gravity(Pool pool, std::uint64_t seed) {
  Rng rng(seed + static_cast<unsigned>(pool));
  int failures = 0;
  for (const Board b : make_pool(pool, kBoardsPerPool)) {
    std::array<lanes::Lanes, lanes::kCodeBits> bits{};
    lanes::Lanes removed = 0;
    stc_reference::Grid reference = stc_reference::empty_grid();
    for (int row = 0; row < kHeight; ++row)
      for (int column = 0; column < kWidth; ++column) {
        if (!(b & cell_bit(cell_index(row, column)))) continue;
        const int kind = static_cast<int>(rng.below(stc::kKinds));
        for (int i = 0; i < lanes::kCodeBits; ++i)
          if ((kind + 1) >> i & 1) bits[static_cast<std::size_t>(i)] |= lanes::lane_cell(row, column);
        const bool remove = rng.chance(0.25);
        if (remove) removed |= lanes::lane_cell(row, column);
        reference.cell[kHeight - 1 - row][column] = remove ? '.' : static_cast<char>('0' + kind);
      }
    lanes::Vec planes[lanes::kCodeBits];
    for (int i = 0; i < lanes::kCodeBits; ++i) planes[i] = lanes::Vec::of_bits(bits[static_cast<std::size_t>(i)]);
    Gravity::fall(planes, lanes::Vec::of_bits(removed));
    for (int i = 0; i < lanes::kCodeBits; ++i) bits[static_cast<std::size_t>(i)] = planes[i].bits();
    stc_reference::apply_gravity(reference);
    std::string fallen;
    for (int line = 0; line < kHeight; ++line) {
      for (int column = 0; column < kWidth; ++column) {
        char c = '.';
        for (int kind = 0; kind < stc::kKinds; ++kind)
          if (lanes::kind_cells(planes, kind).bits() & lanes::lane_cell(kHeight - 1 - line, column))
            c = static_cast<char>('0' + kind);
        fallen += c;
      }
      fallen += '\n';
    }
    // Nothing outside the grid, and no code that names no kind (7).
    const bool clean = ((bits[0] | bits[1] | bits[2]) & ~lanes::kLaneCells) == 0 &&
                       (bits[0] & bits[1] & bits[2]) == 0;
    if (fallen != stc_reference::to_text(reference) || !clean) {
      ADD_FAILURE() << "gravity on" << Pictured{b} << "gave\n"
                    << fallen << "expected\n"
                    << stc_reference::to_text(reference);
      if (++failures == 3) return;
    }
  }
}

TEST_P(StcLanesOnPool, GravityByPassesMatchesTheNaiveSimulator) {
  check_gravity<lanes::FallPasses>(GetParam(), 0x9a71u);
}

#if defined(BITCC_STC_PEXT)
TEST_P(StcLanesOnPool, GravityByPextMatchesTheNaiveSimulator) {
  if (!BITCC_CPU_SUPPORTS(BITCC_STC_PEXT_FEATURES))
    GTEST_SKIP() << "this CPU lacks " << BITCC_FEATURE_TEXT(BITCC_STC_PEXT_FEATURES);
  check_gravity<lanes::FallPext>(GetParam(), 0x9a72u);
}
#endif

INSTANTIATE_TEST_SUITE_P(Pools, StcLanesOnPool, testing::ValuesIn(kAllPools),
                         [](const testing::TestParamInfo<Pool>& param_info) {
                           std::string name(pool_name(param_info.param));
                           for (char& c : name)
                             if (c == '.') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace bitcc::test_support
