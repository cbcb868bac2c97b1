// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/io.hpp: wide boards as text: pictures (H lines of W characters, top row first, `#`
// set, `.` empty) and hexadecimal. The hexadecimal text numbers the cells without guard bits, as
// the boards of at most 128 cells do: cell (row r, column c) is bit W*r + c of the number, so a
// board reads the same whatever the layout inside.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "bitcc/io.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::wide {

/// The board as H lines of W characters, top row (row H-1) first, `#` for a set cell and `.` for
/// an empty one, each line ending in '\n'. Bits that are not cells are not shown.
template <class G>
std::string to_picture(const typename G::Board& b) {
  std::string text;
  text.reserve(static_cast<std::size_t>((G::kWidth + 1) * G::kHeight));
  for (int row = G::kHeight - 1; row >= 0; --row) {
    for (int column = 0; column < G::kWidth; ++column)
      text += b.test(G::cell_index(row, column)) ? '#' : '.';
    text += '\n';
  }
  return text;
}

/// Parses a picture of G: exactly H lines of exactly W characters, top row first, `#` set and `.`
/// empty, with the rules of bitcc::parse_picture (comments, trailing blanks, blank lines before
/// and after), read by the same BasicPictureParser. On failure returns nothing and, when `error`
/// is given, stores a message naming the line (counted from `first_line`) and what is wrong.
template <class G>
std::optional<typename G::Board> parse_picture(std::string_view text,
                                               std::string* error = nullptr,
                                               long long first_line = 1) {
  BasicPictureParser<G> picture(first_line);
  for (long long line_number = first_line; !text.empty(); ++line_number)
    if (!picture.add_line(take_line(text), line_number, error)) return std::nullopt;
  if (picture.rows() != G::kHeight) {
    if (error != nullptr)  // without finish()'s "picture starting at line N: "
      *error = "expected " + std::to_string(G::kHeight) + " rows, found " +
               std::to_string(picture.rows());
    return std::nullopt;
  }
  return picture.finish();
}

/// The board in lowercase hexadecimal, cells numbered W*r + c (see the top of the file), without
/// a prefix or leading zeros ("0" for the empty board). Bits that are not cells are not shown.
template <class G>
std::string to_hex(const typename G::Board& b) {
  std::string digits;
  for (int first = 0; first < G::kCells; first += 4) {
    int digit = 0;
    for (int k = 0; k < 4 && first + k < G::kCells; ++k) {
      const int cell = first + k;
      if (b.test(G::cell_index(cell / G::kWidth, cell % G::kWidth))) digit |= 1 << k;
    }
    digits += "0123456789abcdef"[digit];
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return std::string(digits.rbegin(), digits.rend());
}

/// Parses to_hex's text (digits in either case, an optional `0x`/`0X` prefix, surrounding spaces,
/// tabs and a trailing '\r' ignored). Fails, with a message in `error` when given, on an empty
/// number, a character that is not a hex digit (named by its column in `text`, from 1), or a set
/// bit at or above W*H.
template <class G>
std::optional<typename G::Board> parse_hex(std::string_view text, std::string* error = nullptr) {
  auto fail = [&](const std::string& message) {
    if (error != nullptr) *error = message;
    return std::nullopt;
  };
  std::size_t begin = 0, end = text.size();
  while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
    --end;
  while (begin < end && (text[begin] == ' ' || text[begin] == '\t')) ++begin;
  if (end - begin >= 2 && text[begin] == '0' && (text[begin + 1] == 'x' || text[begin + 1] == 'X'))
    begin += 2;
  if (begin == end) return fail("no hexadecimal digits");
  typename G::Board b{};
  for (std::size_t i = begin; i < end; ++i) {
    const char c = text[i];
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') {
      digit = (c | 0x20) - 'a' + 10;
    } else {
      return fail("column " + std::to_string(i + 1) + ": '" + printable(std::string_view(&c, 1)) +
                  "' is not a hexadecimal digit");
    }
    const long long first = 4 * static_cast<long long>(end - 1 - i);  // the digit's lowest cell
    for (int k = 0; k < 4; ++k) {
      if ((digit >> k & 1) == 0) continue;
      if (first + k >= G::kCells)
        return fail("a set bit at or above " + std::to_string(G::kCells) + " (the board has " +
                    std::to_string(G::kCells) + " cells)");
      const int cell = static_cast<int>(first + k);
      b.set(G::cell_index(cell / G::kWidth, cell % G::kWidth));
    }
  }
  return b;
}

}  // namespace bitcc::wide
