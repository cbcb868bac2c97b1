// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/io.hpp: pictures and hexadecimal, round trips and rejected inputs.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "bitcc/io.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"

namespace bitcc::test_support {
namespace {

std::vector<Board> random_boards() {
  std::vector<Board> boards{0, Playable, Board{1}, Board{1} << 71};
  Rng rng(0x10u);
  for (const double density : {0.02, 0.3, 0.5, 0.7, 0.98})
    for (int i = 0; i < 2000; ++i) boards.push_back(random_board(rng, density));
  return boards;
}

TEST(Picture, DrawsTopRowFirst) {
  const Board b = oracle_cell(0, 0) | oracle_cell(0, 1) | oracle_cell(11, 5) | oracle_cell(5, 2);
  EXPECT_EQ(to_picture(b),
            ".....#\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "..#...\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "##....\n");
}

TEST(Picture, RoundTrip) {
  for (const Board b : random_boards()) {
    std::string error;
    const std::optional<Board> parsed = parse_picture(to_picture(b), &error);
    ASSERT_TRUE(parsed) << error << "\n" << to_picture(b);
    ASSERT_EQ(Pictured{*parsed}, Pictured{b});
  }
}

TEST(Picture, AcceptsCarriageReturnsAndSurroundingBlankLines) {
  const Board b = oracle_cell(0, 0) | oracle_cell(11, 5);
  std::string crlf;
  for (const char c : to_picture(b)) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  EXPECT_EQ(parse_picture(crlf), std::optional<Board>(b));
  EXPECT_EQ(parse_picture("\n\n" + to_picture(b) + "\n\n"), std::optional<Board>(b));
  std::string no_final_newline = to_picture(b);
  no_final_newline.pop_back();
  EXPECT_EQ(parse_picture(no_final_newline), std::optional<Board>(b));
}

// Parsing `text` fails, with a message containing every one of `expected_parts`.
void expect_rejected(const std::string& text, std::initializer_list<const char*> expected_parts,
                     std::optional<Board> (*parse)(std::string_view, std::string*)) {
  std::string error;
  const std::optional<Board> result = parse(text, &error);
  EXPECT_FALSE(result) << "accepted:\n" << text;
  for (const char* part : expected_parts)
    EXPECT_NE(error.find(part), std::string::npos)
        << "message \"" << error << "\" does not mention \"" << part << "\"; input:\n" << text;
  // The message is optional: parsing without one must fail the same way.
  EXPECT_FALSE(parse(text, nullptr));
}

std::string rows(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) text += "......\n";
  return text;
}

TEST(Picture, RejectsMalformedInput) {
  const auto parse = [](std::string_view text, std::string* error) {
    return parse_picture(text, error);
  };
  expect_rejected(rows(4) + "......#\n" + rows(7), {"line 5", "expected 6 characters, found 7"},
                  parse);
  expect_rejected(rows(2) + "#####\n" + rows(9), {"line 3", "found 5"}, parse);
  expect_rejected(rows(6) + "..x...\n" + rows(5), {"line 7", "column 3", "'x'"}, parse);
  expect_rejected(rows(11) + "#.#.#o\n", {"line 12", "column 6", "'o'"}, parse);
  expect_rejected(rows(11), {"expected 12 rows, found 11"}, parse);
  expect_rejected(rows(13), {"line 13", "too many rows"}, parse);
  expect_rejected("", {"expected 12 rows, found 0"}, parse);
  expect_rejected("\n\n\n", {"found 0"}, parse);
  expect_rejected(rows(5) + "\n" + rows(7), {"line 7", "after the end of the picture"}, parse);
  expect_rejected(rows(12) + "\n......\n", {"line 14", "after the end"}, parse);
  expect_rejected(rows(3) + " .....\n" + rows(8), {"line 4", "column 1"}, parse);
}

// The one place that tests the picture rules (the `bitcc label --picture` tests check only what the
// command adds: pictures split by blank lines, comment lines between them, input line numbers).
TEST(Picture, Comments) {
  // A comment line before, inside and after the rows; trailing comments after a space or tab;
  // rows that start with '#' are cells; "#" then a tab is a comment line.
  const std::string picture =
      "# the L of an L and a cell\n"  // 1
      "......\n......\n......\n"      // 2..4
      "......  # row 9\n"             // 5
      "......\n......\n"              // 6, 7
      "# halfway\n"                   // 8
      "......\n......\n......\n"      // 9..11
      "#.....\t# the top of the L\n"  // 12
      "#.....\n"                      // 13
      "##..#. # and a single cell\n"  // 14
      "#\t\n"                         // 15: a comment
      "  \t\n";                       // 16: blank: the picture ends
  const Board l_and_cell = oracle_cell(0, 0) | oracle_cell(0, 1) | oracle_cell(1, 0) |
                           oracle_cell(2, 0) | oracle_cell(0, 4);
  EXPECT_EQ(parse_picture(picture), std::optional<Board>(l_and_cell));
  EXPECT_EQ(parse_picture(picture + "# after the end\n"), std::optional<Board>(l_and_cell));
  // A '#' after a row's sixth character with no blank before it is part of the row.
  std::string error;
  EXPECT_FALSE(parse_picture(rows(11) + "#....# two cells\n", &error));
  EXPECT_EQ(error, "line 12: expected 6 characters, found 16");
  // A comment line counts as a line: messages name the line of the text.
  EXPECT_FALSE(parse_picture("# a picture\n......\n...#x.\n" + rows(10), &error));
  EXPECT_EQ(error, "line 3: column 5: unexpected character 'x' (expected '#' or '.')");
}

// PictureParser takes the lines one at a time, as parse_picture does on a whole text.
TEST(Picture, ParserTakesOneLineAtATime) {
  PictureParser picture(7);
  std::string error;
  EXPECT_TRUE(picture.add_line("# a comment", 7, &error));
  EXPECT_EQ(picture.rows(), 0);
  for (int line = 8; line < 19; ++line) EXPECT_TRUE(picture.add_line("......", line, &error));
  EXPECT_EQ(picture.finish(&error), std::nullopt);
  EXPECT_EQ(error, "picture starting at line 7: expected 12 rows, found 11");
  EXPECT_TRUE(picture.add_line("#.....\r", 19, &error));
  EXPECT_EQ(picture.finish(), std::optional<Board>(oracle_cell(0, 0)));
  EXPECT_FALSE(picture.add_line("......", 20, &error));
  EXPECT_EQ(error, "line 20: too many rows (a picture has 12)");
  PictureParser ended;
  EXPECT_TRUE(ended.add_line("......", 1));
  EXPECT_TRUE(ended.add_line("", 2));
  EXPECT_FALSE(ended.add_line("......", 3, &error));
  EXPECT_EQ(error, "line 3: text after the end of the picture");
}

// A picture taken from a larger input names the lines of that input.
TEST(Picture, NumbersLinesFromTheFirstLineGiven) {
  std::string error;
  EXPECT_FALSE(parse_picture(rows(6) + "..x...\n" + rows(5), &error, 40));
  EXPECT_NE(error.find("line 46: column 3"), std::string::npos) << error;
  EXPECT_FALSE(parse_picture(rows(3), &error, 40));
  EXPECT_NE(error.find("picture starting at line 40: expected 12 rows, found 3"), std::string::npos)
      << error;
}

TEST(Hex, KnownValues) {
  EXPECT_EQ(to_hex(0), "0");
  EXPECT_EQ(to_hex(oracle_cell(0, 0) | oracle_cell(0, 2)), "5");
  EXPECT_EQ(to_hex(Playable), "ffffffffffffffffff");
  EXPECT_EQ(to_hex(oracle_cell(11, 5)), "800000000000000000");
  EXPECT_EQ(to_hex(oracle_cell(10, 4)), "10000000000000000");
  EXPECT_EQ(parse_hex("0x1F"), std::optional<Board>(31));
  EXPECT_EQ(parse_hex("  ff\t"), std::optional<Board>(255));
  EXPECT_EQ(parse_hex("0Xff\r"), std::optional<Board>(255));
  EXPECT_EQ(parse_hex("00000000000000000000000000000000000001"), std::optional<Board>(1));
  EXPECT_EQ(parse_hex("ffffffffffffffffff"), std::optional<Board>(Playable));
}

TEST(Hex, RoundTrip) {
  for (const Board b : random_boards()) {
    const std::string text = to_hex(b);
    ASSERT_TRUE(text == "0" || text[0] != '0') << "leading zero in " << text;
    for (const char c : text) ASSERT_TRUE((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
    std::string error;
    ASSERT_EQ(parse_hex(text, &error), std::optional<Board>(b)) << error << Pictured{b};
    ASSERT_EQ(parse_hex("0x" + text, &error), std::optional<Board>(b)) << error << Pictured{b};
    std::string upper = text;
    for (char& c : upper)
      if (c >= 'a' && c <= 'f') c = static_cast<char>(c - 'a' + 'A');
    ASSERT_EQ(parse_hex(upper, &error), std::optional<Board>(b)) << error << Pictured{b};
  }
}

TEST(Hex, RejectsMalformedInput) {
  const auto parse = [](std::string_view text, std::string* error) {
    return parse_hex(text, error);
  };
  expect_rejected("", {"empty"}, parse);
  expect_rejected("  ", {"empty"}, parse);
  expect_rejected("0x", {"empty"}, parse);
  expect_rejected("12g4", {"column 3", "'g'", "not a hexadecimal digit"}, parse);
  expect_rejected("-1", {"column 1", "'-'"}, parse);
  expect_rejected("0x0x1", {"column 4: 'x'"}, parse);
  // Columns count from the start of the text, leading blanks and the 0x prefix included.
  expect_rejected("  0x12g4", {"column 7: 'g'"}, parse);
  expect_rejected("\t12g4", {"column 4: 'g'"}, parse);
  // Control bytes are shown escaped, never raw.
  expect_rejected(std::string("12\x1b[2J", 6), {"column 3: '\\x1b'"}, parse);
  expect_rejected(std::string("1\0", 2), {"column 2: '\\x00'"}, parse);
  expect_rejected("1 2", {"' '"}, parse);
  // Bit 72 is the first bit beyond the board; bit 127 the last that fits.
  expect_rejected("1000000000000000000", {"bit 72"}, parse);
  expect_rejected("1ffffffffffffffffff", {"bit 72"}, parse);
  expect_rejected("80000000000000000000000000000000", {"bit 127"}, parse);
  expect_rejected("100000000000000000000000000000000", {"more than 128 bits"}, parse);
}

TEST(RowComment, StartsAtAHashAfterABlankOrAtHashBlankLeadingTheLine) {
  EXPECT_EQ(strip_row_comment("##.... # two cells"), "##....");
  EXPECT_EQ(strip_row_comment("##....\t# two cells \r"), "##....");
  // No '#' after a blank: the whole line is a row (and a picture refuses its length).
  EXPECT_EQ(strip_row_comment("#....# two cells"), "#....# two cells");
  EXPECT_EQ(strip_row_comment("# a comment"), "");
  EXPECT_EQ(strip_row_comment("#\ta comment"), "");
  EXPECT_EQ(strip_row_comment("#..#"), "#..#");
  EXPECT_EQ(strip_row_comment("#"), "#");  // a map one cell wide
  EXPECT_EQ(strip_row_comment("......  \r"), "......");
  EXPECT_TRUE(is_blank(" \t\r"));
  EXPECT_FALSE(is_blank("# a comment"));
}

TEST(Printable, EscapesControlBytesAndBackslashesOnly) {
  EXPECT_EQ(printable("plain text, 0x1f #."), "plain text, 0x1f #.");
  EXPECT_EQ(printable(std::string_view("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("\x1b[31m\t\r\n\x7f\\"), "\\x1b[31m\\t\\r\\x0a\\x7f\\\\");
  EXPECT_EQ(printable("caf\xc3\xa9"), "caf\xc3\xa9");  // UTF-8 kept
}

TEST(Picture, ControlBytesInMessagesAreEscaped) {
  std::string error;
  std::string text = "......\n......\n......\n......\n......\n......\n"
                     "......\n......\n......\n......\n......\n..\x1b...\n";
  EXPECT_FALSE(parse_picture(text, &error));
  EXPECT_NE(error.find("line 12: column 3: unexpected character '\\x1b'"), std::string::npos)
      << error;
  EXPECT_EQ(error.find('\x1b'), std::string::npos) << error;
}

}  // namespace
}  // namespace bitcc::test_support
