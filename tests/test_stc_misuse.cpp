// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The engine's public members on arguments out of range: never a read or write outside the grid,
// never a signed overflow, in release builds too (the documented answer), and a failed
// precondition check where the header documents one. BITCC_ASSERT is redefined here to count
// instead of aborting, so that one binary checks both: what a debug build would report, and
// what a release build returns. (This file is its own executable: no other translation unit
// sees the other definition.)
#include <climits>

namespace bitcc_test {
inline int failed_checks = 0;
}
#define BITCC_ASSERT(condition) \
  static_cast<void>((condition) ? 0 : (++bitcc_test::failed_checks, 0))

#include <gtest/gtest.h>

#include "bitcc/groups.hpp"
#include "bitcc/stc/stc.hpp"
#include "testing/pictures.hpp"

namespace bitcc::test_support {
namespace {

using stc::Grid;
using stc::MoveError;

// Counts the failed checks of one call.
template <typename F>
int failed_checks_of(F&& call) {
  const int before = bitcc_test::failed_checks;
  call();
  return bitcc_test::failed_checks - before;
}

Grid sample_grid() {
  Grid grid;
  EXPECT_EQ(grid.place(1, 2, 0, 0), MoveError::None);
  EXPECT_EQ(grid.place(3, 3, 5, 1), MoveError::None);
  return grid;
}

TEST(StcMisuse, PlaneOfAnUnknownKindIsEmpty) {
  const Grid grid = sample_grid();
  for (const int kind : {-1, 6, 7, INT_MIN, INT_MAX}) {
    Board plane = 1;
    EXPECT_EQ(failed_checks_of([&] { plane = grid.plane(kind); }), 1) << kind;
    EXPECT_EQ(plane, Board{0}) << kind;
  }
  EXPECT_EQ(failed_checks_of([&] { (void)grid.plane(3); }), 0);
  EXPECT_EQ(popcount(grid.plane(3)), 2);
}

TEST(StcMisuse, SetOutsideTheGridChangesNothing) {
  for (const auto& cell : {std::pair{12, 0}, {13, 5}, {-1, 0}, {0, -1}, {0, 6},
                           {INT_MAX, 0}, {0, INT_MIN}}) {
    const int row = cell.first, column = cell.second;  // (lambdas capture no structured binding)
    Grid grid = sample_grid();
    const Grid unchanged = grid;
    EXPECT_EQ(failed_checks_of([&] { grid.set(row, column, 1); }), 1) << row << "," << column;
    EXPECT_TRUE(grid == unchanged) << row << "," << column;
    EXPECT_EQ(grid.occupied(), unchanged.occupied());
    // No invisible block that would score later: the grid resolves as before.
    EXPECT_EQ(grid.resolve_score(), 0);
  }
  Grid grid = sample_grid();
  const Grid unchanged = grid;
  EXPECT_EQ(failed_checks_of([&] { grid.set(0, 3, 6); }), 1);
  EXPECT_EQ(failed_checks_of([&] { grid.set(0, 3, -2); }), 1);
  EXPECT_TRUE(grid == unchanged);
}

TEST(StcMisuse, AtAndHeightOutsideTheGrid) {
  const Grid grid = sample_grid();
  int kind = 0;
  EXPECT_EQ(failed_checks_of([&] { kind = grid.at(12, 0); }), 1);
  EXPECT_EQ(kind, stc::kEmpty);
  EXPECT_EQ(failed_checks_of([&] { kind = grid.at(0, -1); }), 1);
  EXPECT_EQ(kind, stc::kEmpty);
  int height = -1;
  EXPECT_EQ(failed_checks_of([&] { height = grid.height(6); }), 1);
  EXPECT_EQ(height, 0);
  EXPECT_EQ(failed_checks_of([&] { height = grid.height(INT_MIN); }), 1);
  EXPECT_EQ(height, 0);
}

TEST(StcMisuse, PlaceRefusesExtremeArgumentsWithoutOverflow) {
  Grid grid = sample_grid();
  const Grid unchanged = grid;
  EXPECT_EQ(grid.place(1, 2, INT_MAX, 0), MoveError::ColumnOutOfRange);
  EXPECT_EQ(grid.place(1, 2, INT_MIN, 2), MoveError::ColumnOutOfRange);
  EXPECT_EQ(grid.place(1, 2, 5, 0), MoveError::ColumnOutOfRange);  // B would be at column 6
  EXPECT_EQ(grid.place(1, 2, 0, 2), MoveError::ColumnOutOfRange);  // B would be at column -1
  EXPECT_EQ(grid.place(1, 2, 0, INT_MAX), MoveError::BadRotation);
  EXPECT_EQ(grid.place(1, 2, 0, INT_MIN), MoveError::BadRotation);
  EXPECT_EQ(grid.place(0, 2, 0, 0), MoveError::BadColor);
  EXPECT_EQ(grid.place(1, INT_MIN, 0, 0), MoveError::BadColor);
  EXPECT_EQ(grid.check(6, 1, 0, 0), MoveError::BadColor);
  EXPECT_TRUE(grid == unchanged);
  stc::MoveList moves;
  EXPECT_EQ(failed_checks_of([&] { moves = grid.legal_moves(0, 9); }), 1);
  EXPECT_EQ(moves.count, 0);
}

TEST(StcMisuse, SkullLinesSaturateInsteadOfOverflowing) {
  Grid grid = sample_grid();
  int lost = -1;
  EXPECT_EQ(failed_checks_of([&] { lost = grid.drop_skull_lines(1000000000); }), 0);
  // 72 cells, 4 taken: 68 skulls land; every other skull of the 6 * 10^9 is lost, which does not
  // fit an int: the count saturates.
  EXPECT_EQ(lost, INT_MAX);
  EXPECT_EQ(grid.occupied(), Playable);
  EXPECT_EQ(popcount(grid.skulls()), 68);

  Grid small = sample_grid();
  EXPECT_EQ(small.drop_skull_lines(20), 6 * 20 - 68);
  Grid none = sample_grid();
  const Grid unchanged = none;
  EXPECT_EQ(failed_checks_of([&] { lost = none.drop_skull_lines(-5); }), 1);
  EXPECT_EQ(lost, 0);
  EXPECT_EQ(none.drop_skull_lines(INT_MIN), 0);
  EXPECT_TRUE(none == unchanged);
}

TEST(StcMisuse, NuisanceIgnoresNegativeScoresAndSaturates) {
  stc::Nuisance nuisance;
  int lines = -1;
  EXPECT_EQ(failed_checks_of([&] { lines = nuisance.add_turn_score(-4200); }), 1);
  EXPECT_EQ(lines, 0);
  EXPECT_EQ(nuisance.seventieths(), 0);
  EXPECT_EQ(nuisance.add_turn_score(LLONG_MAX), INT_MAX);
  EXPECT_GE(nuisance.seventieths(), 0);
  EXPECT_LT(nuisance.seventieths(), 420);
  EXPECT_EQ(nuisance.add_turn_score(LLONG_MAX), INT_MAX);
  EXPECT_LT(nuisance.seventieths(), 420);
}

// groups_at_least on any 128-bit value: the bits at or above 72 are ignored (checkerboard plus
// every bit outside the board asks the k >= 5 path to label 36 components, not 92).
TEST(StcMisuse, GroupsAtLeastIgnoresBitsOutsideTheBoard) {
  const Board board = checkerboard();
  for (int k = 0; k <= 73; ++k) {
    EXPECT_EQ(failed_checks_of([&] { (void)groups_at_least(board | ~Playable, k); }), 0);
    EXPECT_EQ(groups_at_least(board | ~Playable, k), groups_at_least(board, k)) << k;
  }
}

}  // namespace
}  // namespace bitcc::test_support
