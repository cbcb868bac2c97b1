// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc stc`: the whole output for small sessions, and errors naming the input line.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "stc_command.hpp"

namespace {

struct Outcome {
  int status;
  std::string out, err;
};

Outcome run(const std::string& input, const std::vector<std::string>& args = {}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = bitcc::cli::run_stc(args, in, out, err);
  return {status, out.str(), err.str()};
}

const std::string kTenEmptyLines =
    "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n";

TEST(StcCli, OneMoveWithAGroupOfFour) {
  const Outcome r = run(kTenEmptyLines + "......\n111...\n1 2 3 0\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  // 10 * 4 * 1 = 40 points; 40 / 70 = 0.571 kept, no line sent.
  EXPECT_EQ(r.out,
            "move 1 (line 13): 1 2 3 0\n"
            "step 1: B=4 CP=0 CB=0 GB=0 score=40 groups: 4x1\n"
            "turn score: 40\n"
            "nuisance: 0.571 (40/70) kept, 0 lines sent\n" +
                kTenEmptyLines + "......\n....2.\n\n");
}

TEST(StcCli, TwoStepChainAndNuisanceAcrossMoves) {
  const std::string grid =
      "......\n......\n......\n......\n......\n......\n"
      "2.....\n2.....\n1.....\n1.....\n1.....\n22....\n";
  // Move 1: steps 40 + 320 = 360 points, 360 / 70 = 5.143 kept. Move 2 puts a 3 next to the 3
  // left by the chain and a 4 on top: nothing clears, 0 points. Then one line of skulls.
  const Outcome r = run(grid + "1 3 1 1\n\n3 4 2 1\nskulls 1\n");
  EXPECT_EQ(r.status, 0) << r.err;
  const std::string nine_empty_lines = kTenEmptyLines.substr(7);
  EXPECT_EQ(r.out,
            "move 1 (line 13): 1 3 1 1\n"
            "step 1: B=4 CP=0 CB=0 GB=0 score=40 groups: 4x1\n"
            "step 2: B=4 CP=8 CB=0 GB=0 score=320 groups: 4x2\n"
            "turn score: 360\n"
            "nuisance: 5.143 (360/70) kept, 0 lines sent\n" +
                kTenEmptyLines + "......\n.3....\n\n" +
                "move 2 (line 15): 3 4 2 1\n"
                "turn score: 0\n"
                "nuisance: 5.143 (360/70) kept, 0 lines sent\n" +
                kTenEmptyLines + "..4...\n.33...\n\n" +
                "line 16: skulls 1: 0 skulls lost for lack of room\n" + nine_empty_lines +
                "..0...\n.04...\n033000\n\n");
}

TEST(StcCli, BadMoveLinesAreReportedAndPlayContinues) {
  const Outcome r = run(kTenEmptyLines + "......\n111...\n1 2 x 0\n1 2 5 0\n1 2 3 0 9\n1 2 3 0\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc stc: line 13: expected a move 'colorA colorB x rotation' (4 integers) or "
            "'skulls N', found '1 2 x 0'\n"
            "bitcc stc: line 14: illegal move '1 2 5 0': a block would leave the grid sideways\n"
            "bitcc stc: line 15: expected a move 'colorA colorB x rotation' (4 integers) or "
            "'skulls N', found '1 2 3 0 9'\n");
  // The last, valid move is still played.
  EXPECT_NE(r.out.find("move 2 (line 16): 1 2 3 0\nstep 1: B=4"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("move 1 (line 14): 1 2 5 0\nillegal move"), std::string::npos) << r.out;
}

TEST(StcCli, BadGridStopsWithTheLine) {
  const Outcome r = run("\n" + kTenEmptyLines + "..7...\n111...\n1 2 3 0\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("line 12, column 3: unexpected character '7'"), std::string::npos) << r.err;
  const Outcome floating = run(kTenEmptyLines + "..1...\n......\n");
  EXPECT_EQ(floating.status, 1);
  EXPECT_NE(floating.err.find("line 11, column 3: floating block"), std::string::npos)
      << floating.err;
  const Outcome short_grid = run("......\n......\n");
  EXPECT_EQ(short_grid.status, 1);
  EXPECT_NE(short_grid.err.find("expected 12 grid lines, found 2"), std::string::npos);
}

TEST(StcCli, Usage) {
  EXPECT_EQ(run("", {"--help"}).status, 0);
  EXPECT_NE(run("", {"--help"}).out.find("usage: bitcc stc"), std::string::npos);
  EXPECT_EQ(run("", {"--bogus"}).status, 2);
  EXPECT_EQ(run("", {"a", "b"}).status, 2);
  const Outcome missing = run("", {"/nonexistent/grid.txt"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "bitcc stc: cannot open '/nonexistent/grid.txt'\n");
}

TEST(StcCli, CommentsAndKeywordsInAnyCase) {
  // Comment lines before and inside the grid, trailing comments on rows and moves, SKULLS in
  // capitals: the same session as OneMoveWithAGroupOfFour, and messages keep naming input lines.
  const Outcome r = run("# a grid\n" + kTenEmptyLines + "# two rows left\n......\n111... # three reds\n" +
                        "1 2 3 0 # completes the group\nSKULLS 0\n1 2 9 0 # off the grid\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("move 1 (line 15): 1 2 3 0\nstep 1: B=4"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("line 16: skulls 0: 0 skulls lost for lack of room\n"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.err, "bitcc stc: line 17: illegal move '1 2 9 0': a block would leave the grid "
                   "sideways\n");
  const Outcome bad = run("# a grid\n" + kTenEmptyLines + "# two rows left\n..7...\n111...\n");
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("line 13, column 3: unexpected character '7'"), std::string::npos)
      << bad.err;
}

}  // namespace
