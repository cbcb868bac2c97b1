// tests/geometry_testing.hpp: boards of any geometry as ASCII pictures (test input, messages).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "bitcc/geometry.hpp"

namespace bitcc::testing {

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

}  // namespace bitcc::testing
