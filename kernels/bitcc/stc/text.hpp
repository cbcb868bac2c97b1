// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/text.hpp: a Smash the Code grid to and from the game's text.
//
// The game sends a grid as 12 lines of 6 characters, the top line first: `.` empty, `0` a skull,
// `1`..`5` a color.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/io.hpp"
#include "bitcc/stc/engine.hpp"

namespace bitcc::stc {

/// The grid as 12 lines of 6 characters, top row first, each line ending in '\n'.
inline std::string to_text(const Grid& grid) {
  std::string text;
  text.reserve(kHeight * (kWidth + 1));
  for (int row = kHeight - 1; row >= 0; --row) {
    for (int column = 0; column < kWidth; ++column) {
      const int kind = grid.at(row, column);
      text += kind == kEmpty ? '.' : static_cast<char>('0' + kind);
    }
    text += '\n';
  }
  return text;
}

/// Parses the game's text: exactly 12 lines of exactly 6 characters, each `.`, `0` or `1`..`5`,
/// top line first, with no floating block (a block above an empty cell).
/// Spaces, tabs and a '\r' ending a line, comments (strip_row_comment:
/// "..1... # a red block", or a line "# text", which is skipped), the final newline and blank
/// lines (is_blank) before or after the grid are accepted. On failure returns nothing and stores
/// in `error` (when given) a message naming the line (and column) at fault; line numbers count
/// from `first_line` (the number of the first line of `text` in the caller's input), columns
/// from 1.
inline std::optional<Grid> parse_grid(std::string_view text, std::string* error = nullptr,
                                      long long first_line = 1) {
  auto fail = [&](std::string message) -> std::optional<Grid> {
    if (error != nullptr) *error = std::move(message);
    return std::nullopt;
  };
  Grid grid;
  int grid_lines = 0;
  long long line_number = first_line - 1;
  long long line_of_row[kHeight] = {};
  bool ended = false;  // a blank line after grid lines was seen
  while (!text.empty()) {
    const std::string_view raw_line = take_line(text);
    ++line_number;
    if (is_blank(raw_line)) {
      ended = grid_lines > 0;
      continue;
    }
    const std::string_view line = strip_row_comment(raw_line);
    if (line.empty()) continue;  // a comment
    const std::string where = "line " + std::to_string(line_number) + ": ";
    if (ended) return fail(where + "text after the end of the grid");
    if (grid_lines == kHeight)
      return fail(where + "too many lines (a grid has " + std::to_string(kHeight) + ")");
    if (line.size() != static_cast<std::size_t>(kWidth))
      return fail(where + "expected " + std::to_string(kWidth) + " characters, found " +
                  std::to_string(line.size()));
    const int row = kHeight - 1 - grid_lines;
    line_of_row[row] = line_number;
    for (int column = 0; column < kWidth; ++column) {
      const char c = line[static_cast<std::size_t>(column)];
      if (c == '.') continue;
      if (c < '0' || c > '0' + kLastColor)
        return fail("line " + std::to_string(line_number) + ", column " +
                    std::to_string(column + 1) + ": unexpected character '" +
                    printable(std::string_view(&c, 1)) +
                    "' (expected '.', '0' for a skull or '1'..'5' for a color)");
      grid.set(row, column, c - '0');
    }
    ++grid_lines;
  }
  if (grid_lines != kHeight)
    return fail("expected " + std::to_string(kHeight) + " grid lines, found " +
                std::to_string(grid_lines));
  const Board floating = grid.floating_blocks();
  if (floating != 0) {
    const int cell = lowest_cell(floating);
    const int row = cell / kWidth, column = cell % kWidth;
    return fail("line " + std::to_string(line_of_row[row]) + ", column " +
                std::to_string(column + 1) + ": floating block (the cell below it, on line " +
                std::to_string(line_of_row[row - 1]) + ", is empty)");
  }
  return grid;
}

}  // namespace bitcc::stc
