// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The game's 12-line grid text: round trips and clear errors naming the line.
#include <gtest/gtest.h>

#include <string>

#include "bitcc/stc/stc.hpp"

namespace {

namespace stc = bitcc::stc;

const std::string kValid =
    "......\n......\n......\n......\n......\n......\n"
    "......\n......\n0.....\n1..5..\n21.40.\n23.301\n";

std::string parse_error(const std::string& text) {
  std::string error;
  const auto grid = stc::parse_grid(text, &error);
  EXPECT_FALSE(grid.has_value()) << text;
  return error;
}

TEST(StcText, RoundTrip) {
  std::string error;
  const auto grid = stc::parse_grid(kValid, &error);
  ASSERT_TRUE(grid.has_value()) << error;
  EXPECT_EQ(stc::to_text(*grid), kValid);
  EXPECT_EQ(grid->at(0, 0), 2);   // bottom left: last line, first character
  EXPECT_EQ(grid->at(0, 4), 0);   // a skull
  EXPECT_EQ(grid->at(3, 0), 0);
  EXPECT_EQ(grid->at(2, 3), 5);
  EXPECT_EQ(grid->at(11, 5), stc::kEmpty);
  EXPECT_EQ(grid->height(0), 4);
  EXPECT_EQ(grid->height(2), 0);
  EXPECT_TRUE(grid->is_settled());
}

TEST(StcText, AcceptsCarriageReturnsAndSurroundingBlankLines) {
  std::string crlf;
  for (char c : kValid) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const auto grid = stc::parse_grid("\n" + crlf + "\n\n");
  ASSERT_TRUE(grid.has_value());
  EXPECT_EQ(stc::to_text(*grid), kValid);
  // No final newline.
  EXPECT_TRUE(stc::parse_grid(kValid.substr(0, kValid.size() - 1)).has_value());
}

TEST(StcText, BadCharacterNamesLineAndColumn) {
  std::string text = kValid;
  text[7 * 9 + 4] = '6';  // line 10, column 5
  EXPECT_EQ(parse_error(text),
            "line 10, column 5: unexpected character '6' (expected '.', '0' for a skull or "
            "'1'..'5' for a color)");
  text = kValid;
  text[0] = '#';
  EXPECT_NE(parse_error(text).find("line 1, column 1: unexpected character '#'"), std::string::npos);
}

TEST(StcText, WrongLineLengthNamesTheLine) {
  std::string text = kValid;
  text.insert(7 * 3, "x");  // line 4 has 7 characters
  EXPECT_EQ(parse_error(text), "line 4: expected 6 characters, found 7");
  text = kValid;
  text.erase(7 * 11, 1);  // line 12 has 5
  EXPECT_EQ(parse_error(text), "line 12: expected 6 characters, found 5");
}

TEST(StcText, WrongLineCount) {
  EXPECT_EQ(parse_error(kValid.substr(7)), "expected 12 grid lines, found 11");
  EXPECT_EQ(parse_error(""), "expected 12 grid lines, found 0");
  EXPECT_EQ(parse_error(kValid + "......\n"), "line 13: too many lines (a grid has 12)");
  EXPECT_EQ(parse_error(kValid.substr(0, 7 * 6) + "\n" + kValid.substr(7 * 6)),
            "line 8: text after the end of the grid");
}

TEST(StcText, FloatingBlockNamesTheLine) {
  std::string text = kValid;
  text[7 * 4 + 2] = '3';  // line 5, column 3: nothing below it
  EXPECT_EQ(parse_error(text),
            "line 5, column 3: floating block (the cell below it, on line 6, is empty)");
  // A skull floats too.
  text = kValid;
  text[7 * 10 + 2] = '0';  // line 11, column 3, above the empty cell of line 12
  EXPECT_EQ(parse_error(text),
            "line 11, column 3: floating block (the cell below it, on line 12, is empty)");
}

TEST(StcText, LineNumbersCanStartLater) {
  std::string text = kValid;
  text[7 * 4 + 2] = '3';
  std::string error;
  EXPECT_FALSE(stc::parse_grid(text, &error, 21).has_value());
  EXPECT_EQ(error, "line 25, column 3: floating block (the cell below it, on line 26, is empty)");
}

}  // namespace
