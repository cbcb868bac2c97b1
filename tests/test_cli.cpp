// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc label`, called in-process on strings (tools/cli/commands.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "commands.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "tests/labeler_check.hpp"

namespace bitcc::test_support {
namespace {

struct Outcome {
  int status;
  std::string out;
  std::string err;
};

Outcome label(const std::vector<std::string>& args, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = cli::label_command(args, in, out, err);
  return {status, out.str(), err.str()};
}

// The expected output line for `b`, from the oracle: count, then components in hexadecimal.
std::string oracle_line(Board b) {
  const std::vector<Board> components = oracle_components(b);
  std::string line = std::to_string(components.size());
  for (const Board component : components) line += " " + to_hex(component);
  return line + "\n";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(CliLabel, HexBoards) {
  // Worked out by hand: 0x3 is cells 0 and 1 side by side; 5 is cells 0 and 2 with a gap; 41 is
  // cells 0 and 6, one above the other; 60 is cells 5 and 6, the end of row 0 and the start of
  // row 1, which do not touch; 81 is cells 0 and 7, diagonal neighbours.
  const Outcome run = label({}, "0\n0x3\n5\n41\n60\n0X81\nffffffffffffffffff\n15\n");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out,
            "0\n"
            "1 3\n"
            "2 1 4\n"
            "1 41\n"
            "2 20 40\n"
            "2 1 80\n"
            "1 ffffffffffffffffff\n"
            "3 1 4 10\n");
  EXPECT_EQ(run.err, "");
}

TEST(CliLabel, SkipsBlankLinesAndComments) {
  const Outcome run = label({}, "# a comment\n\n   \n  3  \n\t# indented comment\r\n5\r\n");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "1 3\n2 1 4\n");
  EXPECT_EQ(run.err, "");
}

TEST(CliLabel, LastLineWithoutNewline) {
  const Outcome run = label({}, "3\n5");
  EXPECT_EQ(run.out, "1 3\n2 1 4\n");
}

TEST(CliLabel, BadLinesAreReportedAndTheRestIsLabeled) {
  const Outcome run = label({}, "3\n"                     // line 1
                            "xyz\n"                   // line 2: not hex
                            "# comment\n"             // line 3
                            "5\n"                     // line 4
                            "1000000000000000000\n"   // line 5: bit 72
                            "\n"                      // line 6
                            "0x\n"                    // line 7: no digits
                            "41\n");                  // line 8
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "1 3\n2 1 4\n1 41\n");
  EXPECT_TRUE(contains(run.err, "line 2: column 1: 'x' is not a hexadecimal digit")) << run.err;
  EXPECT_TRUE(contains(run.err, "line 5: bit 72 is set")) << run.err;
  EXPECT_TRUE(contains(run.err, "line 7: empty")) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 3) << run.err;
}

const char* const kLPicture =
    "......\n......\n......\n......\n......\n......\n"
    "......\n......\n......\n#.....\n#.....\n##..#.\n";
const char* const kCornersPicture =
    "#....#\n......\n......\n......\n......\n......\n"
    "......\n......\n......\n......\n......\n#....#\n";

TEST(CliLabel, Pictures) {
  // An L of four cells (0, 1, 6, 12) and a cell at 4; then the four corners.
  const Outcome run =
      label({"--picture"}, std::string("\n\n") + kLPicture + "\n\n\n" + kCornersPicture + "\n");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out,
            "2 1043 10\n"
            "4 1 20 40000000000000000 800000000000000000\n");
  EXPECT_EQ(run.err, "");
}

// Each bad picture is reported by its input line and skipped; the pictures after it are labeled.
TEST(CliLabel, BadPicturesAreReportedByInputLine) {
  std::string input;
  input += kLPicture;                                                   // lines 1..12
  input += "\n";                                                        // line 13
  input += "......\n......\n......\n.......\n......\n......\n"           // lines 14..19: line 17 long
           "......\n......\n......\n......\n......\n......\n";          // lines 20..25
  input += "\n";                                                        // line 26
  input += "......\n......\n......\n......\n......\n......\n"           // lines 27..32
           "......\n......\n......\n......\n......\n";                  // lines 33..37: 11 rows
  input += "\n";                                                        // line 38
  input += kCornersPicture;                                             // lines 39..50
  input += "\n";                                                        // line 51
  input += std::string(kCornersPicture) + "......\n";                  // lines 52..64: 13 rows
  const Outcome run = label({"--picture"}, input);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "2 1043 10\n4 1 20 40000000000000000 800000000000000000\n");
  EXPECT_TRUE(contains(run.err, "line 17: expected 6 characters, found 7")) << run.err;
  EXPECT_TRUE(contains(run.err, "picture starting at line 27: expected 12 rows, found 11"))
      << run.err;
  EXPECT_TRUE(contains(run.err, "line 64: too many rows")) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 3) << run.err;
}

TEST(CliLabel, EveryLabelerOptionMatchesTheOracle) {
  Rng rng(0xc11u);
  std::string input, expected;
  for (int i = 0; i < 2000; ++i) {
    const Board b = random_board(rng, 0.05 + 0.9 * (i % 10) / 9.0);
    input += "0x" + to_hex(b) + "\n";
    expected += oracle_line(b);
  }
  for (const LabelerEntry& entry : labelers_under_test()) {
    if (!entry.supported()) continue;  // test_labelers reports it as skipped
    const std::string name = entry.name == "label" ? "auto" : std::string(entry.name);
    SCOPED_TRACE(name);
    const Outcome separate = label({"--labeler", name}, input);
    EXPECT_EQ(separate.status, 0);
    EXPECT_EQ(separate.err, "");
    EXPECT_TRUE(separate.out == expected);  // 2000 lines: not printed on failure
    const Outcome joined = label({"--labeler=" + name}, input);
    EXPECT_TRUE(joined.out == expected);
  }
  EXPECT_TRUE(label({}, input).out == expected);
}

TEST(CliLabel, UnknownLabelerListsTheValidNames) {
  const Outcome run = label({"--labeler", "flood"}, "3\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, "bitcc label: --labeler: unknown value 'flood' (choices: auto, "))
      << run.err;
  EXPECT_TRUE(contains(run.err, "Run 'bitcc label --help' for usage.")) << run.err;
  EXPECT_TRUE(contains(run.err, "auto")) << run.err;
  for (const LabelerEntry& entry : kLabelers)
    EXPECT_TRUE(contains(run.err, std::string(entry.name))) << run.err;
}

TEST(CliLabel, UsageErrors) {
  const Outcome missing = label({"--labeler"}, "3\n");
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(contains(missing.err, "bitcc label: --labeler needs a value (choices: auto, "))
      << missing.err;
  const Outcome unknown = label({"--colour"}, "3\n");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_EQ(unknown.err,
            "bitcc label: unknown option '--colour' (options: --labeler, --picture, --draw, "
            "--help)\nRun 'bitcc label --help' for usage.\n");
  EXPECT_EQ(unknown.out, "");
  const Outcome flag_with_value = label({"--draw=yes"}, "3\n");
  EXPECT_EQ(flag_with_value.status, 2);
  EXPECT_TRUE(contains(flag_with_value.err, "bitcc label: --draw takes no value"))
      << flag_with_value.err;
  const Outcome operand = label({"boards.txt"}, "3\n");
  EXPECT_EQ(operand.status, 2);
  EXPECT_TRUE(contains(operand.err, "unexpected argument 'boards.txt'")) << operand.err;
}

TEST(CliLabel, OptionValuesInAnyCaseAndEitherForm) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--labeler", "BFS"},
                                               {"--labeler=Union-Find"},
                                               {"--labeler=bfs", "--labeler", "auto"}}) {
    const Outcome run = label(args, "3\n");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "1 3\n");
  }
}

TEST(CliLabel, TrailingCommentsOnHexLines) {
  const Outcome run = label({}, "3 # two cells side by side\n0x5\t# a gap\n41#no space\n# 7\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "1 3\n2 1 4\n1 41\n");
}

// What the command adds to the picture rules (tested in test_io.cpp): a comment line between
// pictures opens none (the picture starts at its first row), and messages name input lines.
TEST(CliLabel, CommentLinesBetweenPictures) {
  const Outcome run =
      label({"--picture"}, "# first\n" + std::string(kLPicture) + "\n# next\n\n# and\n" +
                               kCornersPicture + "# after\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "2 1043 10\n4 1 20 40000000000000000 800000000000000000\n");
  const Outcome bad =
      label({"--picture"}, "# a picture\n" + std::string(kLPicture).replace(7, 6, "...#x.") +
                               "\n# comment\n" + std::string(kLPicture, 6 * 7));
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err,
            "bitcc label: line 3: column 5: unexpected character 'x' (expected '#' or '.')\n"
            "bitcc label: picture starting at line 16: expected 12 rows, found 6\n");
  EXPECT_EQ(bad.out, "");
}

TEST(CliLabel, DrawsEachComponentInItsOwnLetter) {
  // Hand-checked. The L (cells 0, 1, 6, 12) holds the lowest cell: A; the single cell 4: B.
  const Outcome l = label({"--picture", "--draw"}, kLPicture);
  EXPECT_EQ(l.status, 0) << l.err;
  EXPECT_EQ(l.out,
            "......\n......\n......\n......\n......\n......\n"
            "......\n......\n......\nA.....\nA.....\nAA..B.\n\n");
  // Letters follow the output order (lowest cell first), not reading order: the bottom-right
  // corner (cell 5) is A, the top-left one (cell 66) is B, the top-right (71) C.
  const Outcome corners = label({"--picture", "--draw"},
                                "#....#\n......\n......\n......\n......\n......\n"
                                "......\n......\n......\n......\n......\n.....#\n");
  EXPECT_EQ(corners.out,
            "B....C\n......\n......\n......\n......\n......\n"
            "......\n......\n......\n......\n......\n.....A\n\n");
  // Hexadecimal input alike: 60 is cells 5 and 6, the end of row 0 and the start of row 1.
  // The empty board has no component: all dots.
  const Outcome hex = label({"--draw"}, "60\n0\n");
  EXPECT_EQ(hex.out,
            "......\n......\n......\n......\n......\n......\n"
            "......\n......\n......\n......\nB.....\n.....A\n\n"
            "......\n......\n......\n......\n......\n......\n"
            "......\n......\n......\n......\n......\n......\n\n");
}

TEST(CliLabel, DrawsPastTwentySixComponentsInLowercase) {
  // The checkerboard's 36 single cells, numbered from the bottom row up, left to right: A..Z,
  // then a..j.
  const Outcome run = label({"--draw"}, to_hex(checkerboard()) + "\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "h.i.j.\n"
            ".e.f.g\n"
            "b.c.d.\n"
            ".Y.Z.a\n"
            "V.W.X.\n"
            ".S.T.U\n"
            "P.Q.R.\n"
            ".M.N.O\n"
            "J.K.L.\n"
            ".G.H.I\n"
            "D.E.F.\n"
            ".A.B.C\n"
            "\n");
}

TEST(CliLabel, DrawingsMatchTheOracleOnEveryLabeler) {
  Rng rng(0xd4au);
  std::string input, expected;
  const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij";
  for (int i = 0; i < 500; ++i) {
    const Board b = random_board(rng, 0.05 + 0.9 * (i % 10) / 9.0);
    input += to_hex(b) + "\n";
    const std::vector<Board> components = oracle_components(b);
    std::string picture = to_picture(0);  // 12 lines of '.', top row first
    for (std::size_t c = 0; c < components.size(); ++c)
      for (int cell = 0; cell < kCells; ++cell)
        if (components[c] & cell_bit(cell))
          picture[static_cast<std::size_t>((kHeight - 1 - cell / kWidth) * (kWidth + 1) +
                                           cell % kWidth)] = letters[c];
    expected += picture + "\n";
  }
  for (const LabelerEntry& entry : labelers_under_test()) {
    if (!entry.supported()) continue;
    const std::string name = entry.name == "label" ? "auto" : std::string(entry.name);
    SCOPED_TRACE(name);
    const Outcome run = label({"--draw", "--labeler=" + name}, input);
    EXPECT_EQ(run.status, 0);
    EXPECT_TRUE(run.out == expected);  // 6500 lines: not printed on failure
  }
}

TEST(CliLabel, DrawSkipsBadBoardsAndKeepsTheRest) {
  const Outcome run = label({"--draw"}, "3\nxyz\n1\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bitcc label: line 2: column 1: 'x' is not a hexadecimal digit\n");
  EXPECT_EQ(run.out,
            "......\n......\n......\n......\n......\n......\n"
            "......\n......\n......\n......\n......\nAA....\n\n"
            "......\n......\n......\n......\n......\n......\n"
            "......\n......\n......\n......\n......\nA.....\n\n");
}

TEST(CliLabel, Help) {
  for (const char* flag : {"--help", "-h"}) {
    const Outcome run = label({flag}, "");
    EXPECT_EQ(run.status, 0);
    EXPECT_TRUE(contains(run.out, "usage: bitcc label")) << run.out;
    EXPECT_TRUE(contains(run.out, "--picture")) << run.out;
    EXPECT_TRUE(contains(run.out, "--draw")) << run.out;
    EXPECT_TRUE(contains(run.out, "a..j")) << run.out;
    for (const LabelerEntry& entry : kLabelers)
      EXPECT_TRUE(contains(run.out, std::string(entry.name))) << run.out;
    EXPECT_EQ(run.err, "");
  }
}

// The help's example of a comment in a picture row, quoted in its text, is one the command takes.
TEST(CliLabel, HelpCommentExampleIsAccepted) {
  const std::string help = label({"--help"}, "").out;
  const std::string before = "space or tab (\"";
  const std::size_t start = help.find(before);
  ASSERT_NE(start, std::string::npos) << help;
  const std::size_t end = help.find('"', start + before.size());
  ASSERT_NE(end, std::string::npos) << help;
  const std::string example = help.substr(start + before.size(), end - start - before.size());
  ASSERT_EQ(example.substr(0, kWidth), "#....#");  // the bottom row below: cells 0 and 5
  std::string picture;
  for (int row = 1; row < kHeight; ++row) picture += "......\n";
  const Outcome run = label({"--picture"}, picture + example + "\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "2 1 20\n");
}

TEST(CliLabel, EmptyInput) {
  const Outcome run = label({}, "");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "");
  const Outcome pictures = label({"--picture"}, "\n\n");
  EXPECT_EQ(pictures.status, 0);
  EXPECT_EQ(pictures.out, "");
}

}  // namespace
}  // namespace bitcc::test_support
