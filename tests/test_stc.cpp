// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Hand-checked Smash the Code examples: every expected score below is worked out from
// score = 10 * B * clamp(CP + CB + GB, 1, 999), the arithmetic written next to it.
#include <gtest/gtest.h>

#include <string>

#include "bitcc/stc/stc.hpp"

namespace {

namespace stc = bitcc::stc;
using stc::Grid;
using stc::MoveError;

Grid grid_from(const char* picture) {
  std::string error;
  const auto grid = stc::parse_grid(picture, &error);
  if (!grid) ADD_FAILURE() << "bad test picture: " << error << "\n" << picture;
  return grid.value_or(Grid{});
}

// Compares grids as pictures so that a failure shows both.
#define EXPECT_GRID(grid, picture) EXPECT_EQ(stc::to_text(grid), stc::to_text(grid_from(picture)))

TEST(StcScore, SingleGroupOfFour) {
  Grid grid = grid_from(R"(
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
111...
)");
  ASSERT_EQ(grid.place(1, 2, 3, 0), MoveError::None);  // 1 lands at column 3, 2 at column 4
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 1);
  const stc::Step& step = chain.steps[0];
  EXPECT_EQ(step.blocks, 4);
  EXPECT_EQ(step.chain_power, 0);
  EXPECT_EQ(step.color_bonus, 0);
  EXPECT_EQ(step.group_bonus, 0);
  ASSERT_EQ(step.group_count, 1);
  EXPECT_EQ(step.groups[0].color, 1);
  EXPECT_EQ(step.groups[0].size, 4);
  EXPECT_EQ(step.colors, 1 << 1);
  // B = 4, CP + CB + GB = 0, clamped to 1: 10 * 4 * 1 = 40.
  EXPECT_EQ(step.score, 40);
  EXPECT_EQ(chain.score, 40);
  EXPECT_GRID(grid, R"(
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
....2.
)");
}

TEST(StcScore, OneGroupOfElevenHasGroupBonusEight) {
  // Three separate 3s of three cells (columns 2, 3 and 4) and a vertical pair of 3s landing on
  // column 3 between them: one group of 3 + 3 + 3 + 2 = 11.
  Grid grid = grid_from(R"(
......
......
......
......
......
......
..3.3.
..3.3.
..3.3.
..132.
..231.
..132.
)");
  ASSERT_EQ(grid.place(3, 3, 3, 1), MoveError::None);
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 1);
  const stc::Step& step = chain.steps[0];
  ASSERT_EQ(step.group_count, 1);
  EXPECT_EQ(step.groups[0].size, 11);
  // GB(11) = 8 (the pitfall min(11 - 4, 8) would give 7 and 770): 10 * 11 * (0 + 0 + 8) = 880.
  EXPECT_EQ(step.group_bonus, 8);
  EXPECT_EQ(step.score, 880);
  EXPECT_EQ(chain.score, 880);
  EXPECT_GRID(grid, R"(
......
......
......
......
......
......
......
......
......
..1.2.
..2.1.
..1.2.
)");
}

TEST(StcScore, TwoColorsInOneStep) {
  Grid grid = grid_from(R"(
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
1....2
11..22
)");
  ASSERT_EQ(grid.place(1, 2, 2, 0), MoveError::None);  // 1 at column 2, 2 at column 3
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 1);
  const stc::Step& step = chain.steps[0];
  EXPECT_EQ(step.group_count, 2);
  EXPECT_EQ(step.color_count, 2);
  EXPECT_EQ(step.colors, 1 << 1 | 1 << 2);
  // B = 8, CB(2 colors) = 2: 10 * 8 * (0 + 2 + 0) = 160.
  EXPECT_EQ(step.blocks, 8);
  EXPECT_EQ(step.color_bonus, 2);
  EXPECT_EQ(step.score, 160);
  EXPECT_EQ(grid, Grid{});
}

TEST(StcScore, TwoStepChain) {
  // The pair puts a 1 on column 1 (next to the three 1s of column 0) and a 3 above it. The 1s
  // clear, the two 2s of column 0 fall onto the 2 at the bottom and touch the 2 of column 1.
  Grid grid = grid_from(R"(
......
......
......
......
......
......
2.....
2.....
1.....
1.....
1.....
22....
)");
  ASSERT_EQ(grid.place(1, 3, 1, 1), MoveError::None);
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 2);
  // Step 1: 10 * 4 * clamp(0, 1, 999) = 40.
  EXPECT_EQ(chain.steps[0].blocks, 4);
  EXPECT_EQ(chain.steps[0].score, 40);
  // Step 2: CP = 8: 10 * 4 * 8 = 320.
  EXPECT_EQ(chain.steps[1].blocks, 4);
  EXPECT_EQ(chain.steps[1].chain_power, 8);
  EXPECT_EQ(chain.steps[1].score, 320);
  // 40 + 320 = 360.
  EXPECT_EQ(chain.score, 360);
  EXPECT_GRID(grid, R"(
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
.3....
)");
}

TEST(StcScore, FiveStepChain) {
  // The pair (2 below, 4 on top) lands on column 2 at rows 2 and 3. Each step clears one group of
  // exactly 4, and what falls completes the next:
  //   1: the 4 at (3, 2) joins column 3's 4s at rows 3..5
  //   2: column 3's 1 falls to row 3, next to column 4's 1s at rows 2..4
  //   3: column 3's 3s at rows 1..3 and column 4's 3 fallen to row 2
  //   4: column 3's 2s at rows 0..2 and the placed 2 at (2, 2)
  //   5: column 3's 4 fallen to row 0 and column 4's 4s at rows 0..2
  Grid grid = grid_from(R"(
......
...4..
...2..
...22.
...33.
...14.
...43.
...41.
...41.
...31.
..434.
4.1242
)");
  ASSERT_EQ(grid.place(2, 4, 2, 1), MoveError::None);
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 5);
  const int colors[] = {4, 1, 3, 2, 4};
  // CP per step: 0, 8, 16, 32, 64; CB = GB = 0; B = 4 each.
  // 10 * 4 * 1 = 40, 10 * 4 * 8 = 320, 10 * 4 * 16 = 640, 10 * 4 * 32 = 1280, 10 * 4 * 64 = 2560.
  const int chain_powers[] = {0, 8, 16, 32, 64};
  const int scores[] = {40, 320, 640, 1280, 2560};
  for (int i = 0; i < 5; ++i) {
    SCOPED_TRACE("step " + std::to_string(i + 1));
    EXPECT_EQ(chain.steps[i].group_count, 1);
    EXPECT_EQ(chain.steps[i].groups[0].color, colors[i]);
    EXPECT_EQ(chain.steps[i].blocks, 4);
    EXPECT_EQ(chain.steps[i].chain_power, chain_powers[i]);
    EXPECT_EQ(chain.steps[i].score, scores[i]);
  }
  // 40 + 320 + 640 + 1280 + 2560 = 4840.
  EXPECT_EQ(chain.score, 4840);
  EXPECT_GRID(grid, R"(
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
..4.2.
4.1.32
)");
  // The score-only resolution agrees.
  Grid again = grid_from(R"(
......
...4..
...2..
...22.
...33.
...14.
...43.
...41.
...41.
...31.
..434.
4.1242
)");
  ASSERT_EQ(again.place(2, 4, 2, 1), MoveError::None);
  int steps = 0;
  EXPECT_EQ(again.resolve_score(&steps), 4840);
  EXPECT_EQ(steps, 5);
  EXPECT_EQ(again, grid);
}

TEST(StcScore, SkullNextToAGroupIsDestroyedAndNotCounted) {
  // Skulls at (1, 0) and (0, 4) touch the cleared 1s; the skull at (2, 0) and the one at (0, 5)
  // do not. Destroyed skulls are not counted in B. The 3 falls into the hole of the skull (0, 4),
  // the skull at (2, 0) falls to the floor.
  Grid grid = grid_from(R"(
......
......
......
......
......
......
......
......
......
0.....
0.....
111.00
)");
  ASSERT_EQ(grid.place(1, 3, 3, 0), MoveError::None);  // 1 at (0, 3), 3 on the skull at (1, 4)
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 1);
  EXPECT_EQ(bitcc::popcount(chain.steps[0].skulls_destroyed), 2);
  // B = 4 colored blocks (not 6): 10 * 4 * 1 = 40.
  EXPECT_EQ(chain.steps[0].blocks, 4);
  EXPECT_EQ(chain.score, 40);
  EXPECT_GRID(grid, R"(
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
0...30
)");
}

// Cell (row, column) has color (row + 2 * column) % 5 + 1: no two neighbours share a color (they
// differ by 1 or 2 modulo 5), so the grid holds no group. Column 2 stops at row 9.
TEST(StcScore, NearFullGrid) {
  Grid grid = grid_from(R"(
24.352
13.241
524135
413524
352413
241352
135241
524135
413524
352413
241352
135241
)");
  // Only column 2 has room, for two blocks: one vertical placement per distinct pair.
  EXPECT_EQ(grid.legal_moves(4, 4).count, 1);
  EXPECT_EQ(grid.legal_moves(1, 2).count, 2);
  const Grid before = grid;
  EXPECT_EQ(grid.place(4, 4, 0, 1), MoveError::NoRoom);
  EXPECT_EQ(grid.place(4, 4, 2, 0), MoveError::NoRoom);  // column 3 is full
  EXPECT_EQ(grid, before);
  // The 4s at rows 10 and 11 of column 2 join the 4 at (9, 2) and the 4 at (11, 1).
  ASSERT_EQ(grid.place(4, 4, 2, 1), MoveError::None);
  const stc::Chain chain = grid.resolve();
  ASSERT_EQ(chain.step_count, 1);
  EXPECT_EQ(chain.steps[0].blocks, 4);
  EXPECT_EQ(chain.score, 40);  // 10 * 4 * 1
  EXPECT_GRID(grid, R"(
2..352
13.241
52.135
413524
352413
241352
135241
524135
413524
352413
241352
135241
)");
}

TEST(StcScore, BonusTables) {
  EXPECT_EQ(stc::chain_power(1), 0);
  EXPECT_EQ(stc::chain_power(2), 8);
  EXPECT_EQ(stc::chain_power(3), 16);
  EXPECT_EQ(stc::chain_power(8), 512);
  EXPECT_EQ(stc::chain_power(9), 999);   // 1024, capped
  EXPECT_EQ(stc::chain_power(40), 999);  // no overflow in absurdly long chains
  const int group[] = {0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 8, 8};
  for (int size = 4; size <= 13; ++size) EXPECT_EQ(stc::group_bonus(size), group[size]) << size;
  EXPECT_EQ(stc::group_bonus(72), 8);
  const int color[] = {0, 0, 2, 4, 8, 16};
  for (int count = 1; count <= 5; ++count) EXPECT_EQ(stc::color_bonus(count), color[count]);
  // The multiplier is clamped to 1..999: 10 * 72 * 999 = 719280.
  EXPECT_EQ(stc::step_score(72, 999, 16, 40), 719280);
  EXPECT_EQ(stc::step_score(4, 0, 0, 0), 40);
}

TEST(StcMoves, RotationTable) {
  struct Case {
    int x, rotation;
    const char* bottom_two_lines;  // the two bottom lines after placing A = 1, B = 2
  };
  const Case cases[] = {
      {2, 0, "......\n..12..\n"},  // B right of A
      {2, 1, "..2...\n..1...\n"},  // B on top of A
      {2, 2, "......\n.21...\n"},  // B left of A
      {2, 3, "..1...\n..2...\n"},  // A on top of B
  };
  const std::string ten_empty_lines =
      "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n";
  for (const Case& c : cases) {
    Grid grid;
    ASSERT_EQ(grid.place(1, 2, c.x, c.rotation), MoveError::None);
    EXPECT_EQ(stc::to_text(grid), ten_empty_lines + c.bottom_two_lines) << "rotation " << c.rotation;
  }
}

TEST(StcMoves, IllegalMovesLeaveTheGridUnchanged) {
  Grid grid = grid_from(R"(
1.....
2.....
3.....
4.....
5.....
1.....
2.....
3.....
4.....
5.....
1.....
2....0
)");
  const Grid before = grid;
  EXPECT_EQ(grid.place(1, 2, 5, 0), MoveError::ColumnOutOfRange);  // B would be in column 6
  EXPECT_EQ(grid.place(1, 2, 0, 2), MoveError::ColumnOutOfRange);  // B would be in column -1
  EXPECT_EQ(grid.place(1, 2, -1, 1), MoveError::ColumnOutOfRange);
  EXPECT_EQ(grid.place(1, 2, 6, 1), MoveError::ColumnOutOfRange);
  EXPECT_EQ(grid.place(1, 2, 0, 1), MoveError::NoRoom);  // column 0 is full
  EXPECT_EQ(grid.place(1, 2, 1, 2), MoveError::NoRoom);  // B would go into column 0
  EXPECT_EQ(grid.place(1, 2, 1, 4), MoveError::BadRotation);
  EXPECT_EQ(grid.place(0, 2, 1, 1), MoveError::BadColor);  // a skull is not a color
  EXPECT_EQ(grid.place(1, 6, 1, 1), MoveError::BadColor);
  EXPECT_EQ(grid, before);
}

TEST(StcMoves, LegalMoveCounts) {
  Grid empty;
  EXPECT_EQ(empty.legal_moves(1, 2).count, 22);
  EXPECT_EQ(empty.legal_moves(3, 3).count, 11);  // rotations 2 and 3 repeat 0 and 1
  // Column 5 full, column 4 with one free cell.
  Grid grid = grid_from(R"(
.....1
....32
....41
....52
....31
....42
....51
....32
....41
....52
....31
....42
)");
  // Horizontal: x = 0..3 for rotation 0 (4) and x = 1..4 for rotation 2 (4); vertical: columns
  // 0..3 for rotations 1 and 3 (8). Total 16.
  EXPECT_EQ(grid.legal_moves(1, 2).count, 16);
  // Same colors: 4 horizontal + 4 vertical.
  EXPECT_EQ(grid.legal_moves(2, 2).count, 8);
  // As a range: size(), empty() and operator[] agree with count and moves[].
  const stc::MoveList list = grid.legal_moves(1, 2);
  EXPECT_EQ(list.size(), 16);
  EXPECT_FALSE(list.empty());
  int index = 0;
  for (const stc::Move move : list) {
    EXPECT_EQ(list[index], move);
    EXPECT_EQ(list[index], list.moves[index]);
    ++index;
  }
  EXPECT_EQ(index, list.size());
  EXPECT_EQ(list[0], (stc::Move{0, 0}));  // increasing (rotation, x): rotation 0 at x = 0 first
  EXPECT_TRUE(stc::MoveList().empty());
  EXPECT_EQ(stc::MoveList().size(), 0);
  for (const stc::Move move : grid.legal_moves(1, 2)) {
    Grid copy = grid;
    EXPECT_EQ(copy.place(1, 2, move), MoveError::None) << move.x << " " << move.rotation;
  }
}

TEST(StcSkulls, LinesFallAndSkullsThatDoNotFitAreLost) {
  Grid grid = grid_from(R"(
1.....
2.....
3.....
4.....
5.....
1.....
2.....
3.....
4.....
5....1
1....2
2..3.1
)");
  // Column 0 is full: its skull of each line is lost. Column 5 has 9 free cells.
  EXPECT_EQ(grid.drop_skull_lines(2), 2);
  EXPECT_GRID(grid, R"(
1.....
2.....
3.....
4.....
5.....
1.....
2.....
3....0
4....0
5..0.1
100002
200301
)");
  // Nothing fits any more in column 0; 12 more lines fill every other column and lose the rest.
  // Free cells: columns 1, 2, 4: 10 each; column 3: 9; column 5: 7. Dropped 12 * 6 = 72, landed
  // 10 + 10 + 9 + 10 + 7 = 46, lost 26.
  EXPECT_EQ(grid.drop_skull_lines(12), 26);
  EXPECT_EQ(grid.occupied(), bitcc::Playable);
  EXPECT_EQ(grid.legal_moves(1, 2).count, 0);
}

TEST(StcNuisance, WholeSixPointsSendALine) {
  stc::Nuisance nuisance;
  // 1015 / 70 = 14.5 points: 2 lines sent, 2.5 kept (175 seventieths).
  EXPECT_EQ(nuisance.add_turn_score(1015), 2);
  EXPECT_EQ(nuisance.seventieths(), 175);
  EXPECT_DOUBLE_EQ(nuisance.points(), 2.5);
  // + 245 / 70 = 3.5 -> 6.0: exactly one more line, nothing kept.
  EXPECT_EQ(nuisance.add_turn_score(245), 1);
  EXPECT_EQ(nuisance.seventieths(), 0);
  EXPECT_EQ(nuisance.add_turn_score(40), 0);  // 0.571... points, kept
  EXPECT_EQ(nuisance.seventieths(), 40);
}

}  // namespace
