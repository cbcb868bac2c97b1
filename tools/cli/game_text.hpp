// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// game_text.hpp: words, counts, colors and coordinates shared by the game subcommands (internal).
#pragma once

#include <cctype>
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "bitcc/games/common.hpp"
#include "bitcc/games/go_vertex.hpp"
#include "bitcc/io.hpp"
#include "line_reader.hpp"
#include "text.hpp"

namespace bitcc::cli::text {

/// The words of `line`: the runs of characters between spaces, tabs and '\r', the characters
/// is_blank() skips, so a line that is not blank has at least one word. Other control bytes (a
/// form feed, say) belong to a word and are refused with it.
inline std::vector<std::string> words(const std::string& line) {
  constexpr const char* kSeparators = " \t\r";
  std::vector<std::string> result;
  std::size_t start = line.find_first_not_of(kSeparators);
  while (start != std::string::npos) {
    const std::size_t end = line.find_first_of(kSeparators, start);
    result.push_back(line.substr(start, end == std::string::npos ? end : end - start));
    start = line.find_first_not_of(kSeparators, end);
  }
  return result;
}

/// "b" or "w" (any case) as a color.
inline std::optional<games::Color> parse_color(const std::string& word) {
  if (word == "b" || word == "B") return games::Color::Black;
  if (word == "w" || word == "W") return games::Color::White;
  return std::nullopt;
}

inline std::string color_letter(games::Color color) {
  return color == games::Color::Black ? "b" : "w";
}

struct Coordinate {
  int row;
  int column;
};

/// How a board names its columns.
enum class Columns {
  AllLetters,  // A, B, C, ... (Hex, RHEX)
  SkipI,       // A..H, J, K, ...: Go players skip I, which reads like J or 1
};

/// The letter of `column` (0 for the leftmost).
inline char column_letter(int column, Columns columns) {
  return columns == Columns::SkipI ? games::go_column_letter(column) : static_cast<char>('A' + column);
}

/// The column named by `letter` (any case) on a board of `size` columns, or -1.
inline int column_of(char letter, int size, Columns columns) {
  const int upper = std::toupper(static_cast<unsigned char>(letter));
  for (int column = 0; column < size; ++column)
    if (column_letter(column, columns) == upper) return column;
  return -1;
}

/// The column letters as help and messages write them: "A-K", or "A-H, J" for Go's 9 columns
/// ("A-H, J-T" for 19).
inline std::string column_range(int size, Columns columns) {
  const char last = column_letter(size - 1, columns);
  if (columns == Columns::SkipI && size > 8) {
    std::string range = "A-H, J";
    if (size > 9) range += std::string("-") + last;
    return range;
  }
  return std::string("A-") + last;
}

/// A point such as "C4" on a board of `size` columns and rows: the column letter (A for the
/// leftmost, any case) then the row number (1 for the bottom row). Nullopt with a message in
/// `error` when malformed or off the board.
/// What parse_coordinate's message says it expected: "expected a point like C4 (columns A-H, J,
/// no I; rows 1-9)".
inline std::string expected_coordinate(int size, Columns columns) {
  std::string expected = "expected a point like C4 (columns " + column_range(size, columns);
  if (columns == Columns::SkipI && size > 8) expected += ", no I";
  return expected + "; rows 1-" + std::to_string(size) + ")";
}

inline std::optional<Coordinate> parse_coordinate(const std::string& word, int size,
                                                  Columns columns, std::string* error) {
  const std::string expected = expected_coordinate(size, columns);
  const int column = word.empty() ? -1 : column_of(word[0], size, columns);
  const std::optional<int> row =
      parse_number(std::string_view(word).substr(word.empty() ? 0 : 1), 1, size);
  if (column < 0 || !row) {
    *error = quote_line(word) + ": " + expected;
    return std::nullopt;
  }
  return Coordinate{static_cast<int>(*row - 1), column};
}

/// The name of a point: column letter then row number ("C4").
inline std::string coordinate_name(int row, int column, Columns columns) {
  return std::string(1, column_letter(column, columns)) + std::to_string(row + 1);
}

/// The words of a move's verdict shared by Go, Hex and RHEX (each has Ok, GameOver, NotYourTurn,
/// Occupied and OffBoard): `game_over` words GameOver, `place` ("cell", "point") names what
/// Occupied holds. Nullopt for a verdict of one game only (Go's Suicide and Ko).
template <class Verdict>
std::optional<std::string> verdict_text(Verdict verdict, const char* game_over, const char* place) {
  if (verdict == Verdict::Ok) return "ok";
  if (verdict == Verdict::GameOver) return game_over;
  if (verdict == Verdict::NotYourTurn) return "not this color's turn";
  if (verdict == Verdict::Occupied) return "the " + std::string(place) + " is occupied";
  if (verdict == Verdict::OffBoard) return "off the board";
  return std::nullopt;
}

/// One line of a game played by moves "b C4" / "w C4" (Hex, RHEX): "board", or a move.
struct MoveLine {
  bool board = false;    // the line asks for the board
  games::Color color{};  // otherwise the move: its color,
  Coordinate point{};    // its point,
  std::string move;      // and its name as echoed ("b C4": lowercase color, uppercase column)
};

/// Reads `line` (a command line of LineReader, not blank) of such a game on a board of `size`
/// columns and rows; nullopt after refusing it on `lines`, the message naming the expected form
/// with `example_point` ("F6") or what is wrong with the point.
inline std::optional<MoveLine> read_move_line(const std::string& line, int size, Columns columns,
                                              const std::string& example_point, LineReader& lines) {
  const std::vector<std::string> words = text::words(line);
  MoveLine asked;
  if (is_keyword(words[0], "board") && words.size() == 1) {
    asked.board = true;
    return asked;
  }
  const std::optional<games::Color> color = parse_color(words[0]);
  if (!color || words.size() != 2) {
    lines.refuse(quote_line(line) + ": expected 'b " + example_point + "', 'w " + example_point +
                 "' or 'board'");
    return std::nullopt;
  }
  std::string error;
  const std::optional<Coordinate> point = parse_coordinate(words[1], size, columns, &error);
  if (!point) {
    lines.refuse(error);
    return std::nullopt;
  }
  asked.color = *color;
  asked.point = *point;
  asked.move = color_letter(*color) + ' ' + coordinate_name(point->row, point->column, columns);
  return asked;
}

/// The column letters of a board, spaced: "A B C".
inline std::string column_letters(int size, Columns columns) {
  std::string letters;
  for (int column = 0; column < size; ++column) {
    if (column) letters += ' ';
    letters += column_letter(column, columns);
  }
  return letters;
}

/// Prints a rhombic hex board of `size` x `size` (Hex, RHEX): top row first, each row indented one
/// more space than the row below it (half a cell), X for black, O for white, . for empty, column
/// letters below. `at(row, column)` answers the color of a cell, or nothing when it is empty.
template <class At>
void print_rhombus(int size, At&& at, Columns columns, std::ostream& out) {
  for (int row = size - 1; row >= 0; --row) {
    out << std::string(static_cast<std::size_t>(row), ' ') << (row + 1 < 10 ? " " : "") << row + 1;
    for (int column = 0; column < size; ++column) {
      const std::optional<games::Color> tile = at(row, column);
      out << ' ' << (!tile ? '.' : *tile == games::Color::Black ? 'X' : 'O');
    }
    out << '\n';
  }
  out << "   " << column_letters(size, columns) << '\n';
}

}  // namespace bitcc::cli::text
