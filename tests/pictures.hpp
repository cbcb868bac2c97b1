// tests/pictures.hpp: boards in test sources and failure messages are pictures, not numbers.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/io.hpp"

namespace bitcc::test {

/// The board drawn in `text` (12 lines of 6 `#`/`.`, top row first; blank lines around it are
/// allowed, so a raw string may start on the line after its opening quote). A malformed picture
/// fails the current test and gives the empty board.
inline Board board_from_picture(std::string_view text) {
  std::string error;
  const std::optional<Board> b = parse_picture(text, &error);
  if (!b) {
    ADD_FAILURE() << "malformed picture in the test: " << error << "\n" << text;
    return 0;
  }
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

}  // namespace bitcc::test
