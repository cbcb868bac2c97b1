// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/io.hpp: boards to and from text (ASCII pictures and hexadecimal).
//
// The readers here (and stc::parse_grid) word their errors themselves: a bot reading board text
// has no command to word them for it. So this header keeps what those messages and readers need
// (take_line, is_blank, strip_row_comment, printable); the `bitcc` command's own text rules live in
// tools/cli.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "bitcc/board.hpp"

namespace bitcc {

/// Removes the first line of `text` (up to and including its '\n', if any) and returns it without
/// the '\n' and without a trailing '\r'.
inline std::string_view take_line(std::string_view& text) {
  const std::size_t end = text.find('\n');
  std::string_view line = text.substr(0, end);
  text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

/// True when `line` holds nothing but spaces, tabs and a trailing '\r'. Such a line is "blank":
/// it separates pictures and ends a terrain map. (A line holding only a comment is not blank.)
inline bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

/// `line` of rows of cells (a board picture, a Smash the Code grid, a terrain map), where `#` is a
/// cell, without its comment and the spaces, tabs and '\r' that end it. A comment runs from the
/// first `#` after a space or tab, or from a `#` that starts the line followed by a space or tab
/// ("# like this"); a `#` leading a row ("#..#", or "#" alone in a map one cell wide) is not one.
/// A line left empty but not blank (is_blank) holds only a comment: readers skip it, and it does
/// not end a picture or a map as a blank line does.
inline std::string_view strip_row_comment(std::string_view line) {
  std::size_t end = line.size();
  // No space or tab, no comment (find is a memchr; a loop over the line mispredicts on each '#').
  if (line.find(' ') != line.npos || line.find('\t') != line.npos) {
    if (end >= 2 && line[0] == '#' && (line[1] == ' ' || line[1] == '\t')) end = 0;
    for (std::size_t i = 1; i < end; ++i)
      if (line[i] == '#' && (line[i - 1] == ' ' || line[i - 1] == '\t')) end = i;
  }
  while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '\r')) --end;
  return line.substr(0, end);
}

/// `text` made safe to show in a message: each control byte (0x00..0x1f and 0x7f) and each
/// backslash is written as an escape (`\t`, `\r`, `\\` or `\xHH`), so a message never sends raw
/// control bytes (a terminal's escape sequences) to whoever reads it. Other bytes are kept.
inline std::string printable(std::string_view text) {
  std::string shown;
  shown.reserve(text.size());
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      shown += "\\\\";
    } else if (c == '\t') {
      shown += "\\t";
    } else if (c == '\r') {
      shown += "\\r";
    } else if (byte < 0x20 || byte == 0x7f) {
      shown += "\\x";
      shown += "0123456789abcdef"[byte >> 4];
      shown += "0123456789abcdef"[byte & 15];
    } else {
      shown += c;
    }
  }
  return shown;
}

/// The board as 12 lines of 6 characters, top row (row 11) first, `#` for a set cell and `.`
/// for an empty one, each line ending in '\n'.
inline std::string to_picture(Board b) {
  std::string text;
  text.reserve(kHeight * (kWidth + 1));
  for (int row = kHeight - 1; row >= 0; --row) {
    for (int column = 0; column < kWidth; ++column)
      text += (b & cell_bit(cell_index(row, column))) ? '#' : '.';
    text += '\n';
  }
  return text;
}

/// Reads a picture of G one line at a time, as parse_picture (and wide::parse_picture) does on a
/// whole text; holds no text, so a reader of a stream needs no buffer. Lines follow parse_picture's
/// rules, with G's width and height (G: a Geometry, or a wide::Geometry; B: its board type).
template <class G, class B = decltype(G::row_mask(0))>
class BasicPictureParser {
 public:
  /// `first_line`: the number of the picture's first line, named by finish()'s message.
  explicit BasicPictureParser(long long first_line = 1) : first_line_(first_line) {}

  /// Takes the line numbered `line_number`. False, with a message in `error` (when given) naming
  /// the line, when it cannot belong to the picture; the picture is then refused.
  bool add_line(std::string_view raw_line, long long line_number, std::string* error = nullptr) {
    if (is_blank(raw_line)) {
      ended_ = rows_ > 0;
      return true;
    }
    const std::string_view line = strip_row_comment(raw_line);
    if (line.empty()) return true;  // a comment
    auto fail = [&](const std::string& message) {
      if (error != nullptr) *error = "line " + std::to_string(line_number) + ": " + message;
      return false;
    };
    if (ended_) return fail("text after the end of the picture");
    if (rows_ == G::kHeight)
      return fail("too many rows (a picture has " + std::to_string(G::kHeight) + ")");
    if (line.size() != static_cast<std::size_t>(G::kWidth))
      return fail("expected " + std::to_string(G::kWidth) + " characters, found " +
                  std::to_string(line.size()));
    const int row = G::kHeight - 1 - rows_;
    for (int column = 0; column < G::kWidth; ++column) {
      const char c = line[static_cast<std::size_t>(column)];
      if (c == '#') {
        board_ |= G::row_mask(row) & G::column_mask(column);  // either kind of board
      } else if (c != '.') {
        return fail("column " + std::to_string(column + 1) + ": unexpected character '" +
                    printable(std::string_view(&c, 1)) + "' (expected '#' or '.')");
      }
    }
    ++rows_;
    return true;
  }

  /// The rows taken so far.
  int rows() const { return rows_; }

  /// The board, or nullopt with a message in `error` (when given) unless the picture has all its
  /// rows.
  std::optional<B> finish(std::string* error = nullptr) const {
    if (rows_ == G::kHeight) return board_;
    if (error != nullptr)
      *error = "picture starting at line " + std::to_string(first_line_) + ": expected " +
               std::to_string(G::kHeight) + " rows, found " + std::to_string(rows_);
    return std::nullopt;
  }

 private:
  B board_{};
  int rows_ = 0;
  bool ended_ = false;  // a blank line after rows was seen
  long long first_line_;
};

/// The 6x12 board's picture reader.
using PictureParser = BasicPictureParser<Board6x12>;

/// Parses a picture: exactly 12 lines of exactly 6 characters, top row first, `#` set and `.`
/// empty. Spaces, tabs and a '\r' ending a line, comments (strip_row_comment: "##.... # two
/// cells", or a line "# text"), the final newline, and blank lines (is_blank) before
/// the first or after the last picture line are accepted. On failure returns nothing and, when
/// `error` is given, stores a message naming the line and what is wrong; lines are numbered from
/// `first_line` (the number of the text's first line within a larger input).
inline std::optional<Board> parse_picture(std::string_view text, std::string* error = nullptr,
                                          long long first_line = 1) {
  PictureParser picture(first_line);
  for (long long line_number = first_line; !text.empty(); ++line_number)
    if (!picture.add_line(take_line(text), line_number, error)) return std::nullopt;
  return picture.finish(error);
}

/// Writes the board in lowercase hexadecimal without a prefix or leading zeros ("0" for the empty
/// board) to buffer[0..n) and returns n; `buffer` needs room for kMaxHexDigits characters.
inline constexpr int kMaxHexDigits = 32;
inline int write_hex(Board b, char* buffer) {
  // Each 64-bit half on its own (64-bit shifts are cheaper than 128-bit ones), from the last digit
  // back, two digits per step.
  const std::uint64_t high = high_word(b), low = low_word(b);
  const std::uint64_t top = high != 0 ? high : low;  // the word holding the leading digit
  const int top_digits = top != 0 ? (67 - __builtin_clzll(top)) / 4 : 1;
  const int n = top_digits + (high != 0 ? 16 : 0);
  constexpr const char* kDigits = "0123456789abcdef";
  auto write_word = [&](std::uint64_t word, char* end, int digits) {
    for (; digits >= 2; digits -= 2, word >>= 8) {
      *--end = kDigits[word & 15];
      *--end = kDigits[(word >> 4) & 15];
    }
    if (digits == 1) *--end = kDigits[word & 15];
  };
  if (high != 0) {
    write_word(low, buffer + n, 16);
    write_word(high, buffer + top_digits, top_digits);
  } else {
    write_word(low, buffer + n, n);
  }
  return n;
}

/// The board as write_hex writes it.
inline std::string to_hex(Board b) {
  char buffer[kMaxHexDigits] = {};  // zeroed: g++ 12 -O1 cannot see write_hex fill it
  return std::string(buffer, static_cast<std::size_t>(write_hex(b, buffer)));
}

/// Parses hexadecimal (digits in either case, optional `0x`/`0X` prefix, surrounding spaces or
/// tabs ignored, a trailing '\r' ignored). Fails, with a message in `error` when given, on an
/// empty string, a character that is not a hex digit (named by its column in `text`, counted
/// from 1 at the start of `text`, blanks and prefix included), or a set bit at or above 72.
inline std::optional<Board> parse_hex(std::string_view text, std::string* error = nullptr) {
  auto fail = [&](std::string message) -> std::optional<Board> {
    if (error != nullptr) *error = std::move(message);
    return std::nullopt;
  };
  std::size_t first_column = 1;  // the column of text[0] in the caller's line
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
    text.remove_prefix(1);
    ++first_column;
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    text.remove_prefix(2);
    first_column += 2;
  }
  if (text.empty()) return fail("empty hexadecimal board");
  std::uint64_t high = 0, low = 0;  // the value so far, as two 64-bit halves (cheaper shifts)
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    unsigned digit;
    if (c >= '0' && c <= '9') {
      digit = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      digit = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return fail("column " + std::to_string(first_column + i) + ": '" +
                  printable(std::string_view(&c, 1)) + "' is not a hexadecimal digit");
    }
    if ((high >> (64 - 4)) != 0) return fail("more than 128 bits");
    high = (high << 4) | (low >> (64 - 4));
    low = (low << 4) | digit;
  }
  const Board b = (Board{high} << 64) | low;
  if (!is_valid(b))
    return fail("bit " + std::to_string(127 - __builtin_clzll(high_word(b))) +
                " is set, but a board has only bits 0.." + std::to_string(kCells - 1));
  return b;
}

}  // namespace bitcc
