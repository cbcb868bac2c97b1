// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/pictures.hpp: boards in test sources and failure messages are pictures, not numbers.
// The 6x12 board is drawn by the library's own text functions (bitcc/io.hpp, tested against
// hand-written pictures in tests/test_io.cpp); boards of any Geometry<W, H, A> by picture<G> and
// parse<G> here. component_mismatch is the one picture diff of a labeling against the oracle's.
#pragma once

#include <algorithm>
#include <iterator>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/io.hpp"
#include "testing/oracle.hpp"

namespace bitcc::test_support {

/// The board drawn in `text` (12 lines of 6 `#`/`.`, top row first; blank lines around it are
/// allowed, so a raw string may start on the line after its opening quote). Throws
/// std::invalid_argument naming the problem on a malformed picture (a test that draws one fails).
inline Board board_from_picture(std::string_view text) {
  std::string error;
  const std::optional<Board> b = parse_picture(text, &error);
  if (!b)
    throw std::invalid_argument("malformed picture: " + error + "\n" + std::string(text));
  return *b;
}

/// A checkerboard: 36 single cells, the most components a board holds.
inline Board checkerboard() {
  return board_from_picture(R"(
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
#.#.#.
.#.#.#
)");
}

/// Boards drawn next to each other, eight per band, each under its index.
inline std::string side_by_side(const std::vector<Board>& boards) {
  std::string text;
  constexpr std::size_t kPerBand = 8;
  for (std::size_t first = 0; first < boards.size(); first += kPerBand) {
    const std::size_t last = std::min(boards.size(), first + kPerBand);
    for (std::size_t i = first; i < last; ++i) {
      std::string label = "[" + std::to_string(i) + "]";
      label.resize(8, ' ');
      text += label;
    }
    text += '\n';
    std::vector<std::string> pictures;
    for (std::size_t i = first; i < last; ++i) pictures.push_back(to_picture(boards[i]));
    for (int line = 0; line < kHeight; ++line) {
      for (const std::string& picture : pictures)
        text += picture.substr(static_cast<std::size_t>(line) * (kWidth + 1), kWidth) + "  ";
      text += '\n';
    }
  }
  if (boards.empty()) text += "(no components)\n";
  return text;
}

/// A board that GoogleTest prints as a picture: compare `Pictured{a}` with `Pictured{b}` and a
/// failure shows the boards drawn.
struct Pictured {
  Board board;
  friend bool operator==(Pictured a, Pictured b) { return a.board == b.board; }
  friend bool operator!=(Pictured a, Pictured b) { return a.board != b.board; }
  friend std::ostream& operator<<(std::ostream& os, Pictured p) {
    return os << "\n" << to_picture(p.board);
  }
};

/// "" when `found` (found_count boards, as a labeler wrote them) obeys the labeling contract for
/// `b` with `expected` (expected_count boards) as the right answer: 0..kMaxComponents components,
/// none empty, in strictly ascending order of their lowest cell, the same set as `expected`. Else
/// what is wrong, then the board, the components found and the expected ones, as pictures.
inline std::string component_mismatch(Board b, const Board* found, int found_count,
                                      const Board* expected, int expected_count) {
  const auto failure = [&](const std::string& what) {
    std::string text = what + "\non the board\n" + to_picture(b);
    if (found_count >= 0 && found_count <= kMaxComponents)
      text += "found " + std::to_string(found_count) + " components:\n" +
              side_by_side(std::vector<Board>(found, found + found_count));
    text += "expected " + std::to_string(expected_count) + ":\n" +
            side_by_side(std::vector<Board>(expected, expected + expected_count));
    return text;
  };
  // The common case first, without allocating (the exhaustive suites call this billions of
  // times): `found` equal to `expected` slot by slot, every slot non-empty and the lowest cells
  // strictly ascending (x & (0 - x) keeps x's lowest cell, and those one-bit boards compare as
  // the cells do). Anything else takes the checks below, which say what is wrong.
  if (found_count == expected_count && found_count >= 0 && found_count <= kMaxComponents) {
    bool same = true;
    for (int i = 0; i < found_count && same; ++i)
      same = found[i] == expected[i] && found[i] != 0 &&
             (i == 0 || (found[i - 1] & (0 - found[i - 1])) < (found[i] & (0 - found[i])));
    if (same) return "";
  }
  if (found_count < 0 || found_count > kMaxComponents)
    return failure("returned " + std::to_string(found_count) + " components");
  for (int i = 0; i < found_count; ++i)
    if (found[i] == 0) return failure("component " + std::to_string(i) + " is empty");
  for (int i = 1; i < found_count; ++i)
    if (oracle_lowest_cell(found[i - 1]) >= oracle_lowest_cell(found[i]))
      return failure("components " + std::to_string(i - 1) + " and " + std::to_string(i) +
                     " are not in ascending order of their lowest cell");
  std::vector<Board> got(found, found + found_count);
  std::vector<Board> want(expected, expected + expected_count);
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  if (got != want) return failure("the components differ from the expected ones");
  return "";
}

/// component_mismatch against the oracle's components of `b`.
inline std::string oracle_mismatch(Board b, const Board* found, int found_count) {
  Board expected[kMaxComponents];
  const int expected_count = oracle_label(b, expected);
  return component_mismatch(b, found, found_count, expected, expected_count);
}

/// "" when `found` equals `expected` (boards of groups, masks, any single board), else the two
/// boards and the input `b`, as pictures.
inline std::string board_mismatch(Board b, Board found, Board expected) {
  if (found == expected) return "";
  return "on the board\n" + to_picture(b) + "found\n" + to_picture(found) + "expected\n" +
         to_picture(expected);
}
/// The board as H lines of W characters, top row first, `#` set and `.` empty.
template <class G>
std::string picture(Board b) {
  std::string text;
  for (int row = G::kHeight - 1; row >= 0; --row) {
    for (int column = 0; column < G::kWidth; ++column)
      text += (b >> (G::kWidth * row + column) & 1) ? '#' : '.';
    text += '\n';
  }
  return text;
}

/// Parses H lines of exactly W characters (`#` or `.`), top row first; blank lines and leading
/// spaces of a line are skipped, so pictures can be indented raw string literals. Throws
/// std::invalid_argument naming the line on a malformed picture.
template <class G>
Board parse(std::string_view text) {
  Board b = 0;
  int rows = 0, line_number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++line_number;
    while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
    if (line.empty()) continue;
    const std::string where = "picture line " + std::to_string(line_number) + ": ";
    if (line.size() != static_cast<std::size_t>(G::kWidth))
      throw std::invalid_argument(where + "expected " + std::to_string(G::kWidth) +
                                  " characters, found " + std::to_string(line.size()));
    if (rows == G::kHeight) throw std::invalid_argument(where + "too many rows");
    const int row = G::kHeight - 1 - rows++;
    for (int column = 0; column < G::kWidth; ++column) {
      const char c = line[static_cast<std::size_t>(column)];
      if (c == '#') b |= Board{1} << (G::kWidth * row + column);
      else if (c != '.') throw std::invalid_argument(where + "unexpected character");
    }
  }
  if (rows != G::kHeight)
    throw std::invalid_argument("picture has " + std::to_string(rows) + " rows, expected " +
                                std::to_string(G::kHeight));
  return b;
}

}  // namespace bitcc::test_support
