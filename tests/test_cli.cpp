// `bitcc label`, called in-process on strings (tools/cli/commands.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "commands.hpp"
#include "labeler_check.hpp"
#include "oracle.hpp"
#include "pools.hpp"

namespace bitcc::test {
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
  input += "......\n..o...\n......\n......\n......\n......\n"           // lines 52..57: line 53
           "......\n......\n......\n......\n......\n......\n";          // lines 58..63
  input += "\n";                                                        // line 64
  input += std::string(kCornersPicture) + "......\n";                  // lines 65..77: 13 rows
  const Outcome run = label({"--picture"}, input);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "2 1043 10\n4 1 20 40000000000000000 800000000000000000\n");
  EXPECT_TRUE(contains(run.err, "line 17: expected 6 characters, found 7")) << run.err;
  EXPECT_TRUE(contains(run.err, "picture starting at line 27: expected 12 rows, found 11"))
      << run.err;
  EXPECT_TRUE(contains(run.err, "line 53: column 3: unexpected character 'o'")) << run.err;
  EXPECT_TRUE(contains(run.err, "line 77: too many rows")) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 4) << run.err;
}

TEST(CliLabel, EveryLabelerOptionMatchesTheOracle) {
  pools::Rng rng(0xc11u);
  std::string input, expected;
  for (int i = 0; i < 2000; ++i) {
    const Board b = pools::random_board(rng, 0.05 + 0.9 * (i % 10) / 9.0);
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
  EXPECT_TRUE(contains(run.err, "unknown labeler 'flood'")) << run.err;
  EXPECT_TRUE(contains(run.err, "auto")) << run.err;
  for (const LabelerEntry& entry : kLabelers)
    EXPECT_TRUE(contains(run.err, std::string(entry.name))) << run.err;
}

TEST(CliLabel, UsageErrors) {
  const Outcome missing = label({"--labeler"}, "3\n");
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(contains(missing.err, "--labeler needs a name")) << missing.err;
  const Outcome unknown = label({"--colour"}, "3\n");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(contains(unknown.err, "unknown argument '--colour'")) << unknown.err;
  EXPECT_EQ(unknown.out, "");
}

TEST(CliLabel, Help) {
  for (const char* flag : {"--help", "-h"}) {
    const Outcome run = label({flag}, "");
    EXPECT_EQ(run.status, 0);
    EXPECT_TRUE(contains(run.out, "usage: bitcc label")) << run.out;
    EXPECT_TRUE(contains(run.out, "--picture")) << run.out;
    for (const LabelerEntry& entry : kLabelers)
      EXPECT_TRUE(contains(run.out, std::string(entry.name))) << run.out;
    EXPECT_EQ(run.err, "");
  }
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
}  // namespace bitcc::test
