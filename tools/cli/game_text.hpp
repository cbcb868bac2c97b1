// game_text.hpp: line reading and coordinate parsing shared by the game subcommands (internal).
#pragma once

#include <cctype>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/games/common.hpp"
#include "bitcc/io.hpp"

namespace bitcc::cli::text {

/// The whitespace-separated words of `line`.
inline std::vector<std::string> words(const std::string& line) {
  std::istringstream stream(line);
  std::vector<std::string> result;
  for (std::string word; stream >> word;) result.push_back(word);
  return result;
}

/// True for a line with nothing to do: blank, or a comment starting with '#'.
inline bool is_blank_or_comment(const std::string& line) {
  for (const char c : line) {
    if (c == '#') return true;
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

/// A whole decimal number without sign, or nullopt. Numbers above 10^18 (so beyond any count of
/// a real input) read as 10^18 + 1, so that they compare as too large instead of wrapping.
inline std::optional<long long> parse_count(const std::string& word) {
  constexpr long long kLargest = 1'000'000'000'000'000'000;
  if (word.empty()) return std::nullopt;
  long long value = 0;
  for (const char c : word) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    value = value > kLargest / 10 ? kLargest + 1 : value * 10 + (c - '0');
  }
  return value > kLargest ? kLargest + 1 : value;
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

/// A point such as "C4" on a board of `size` columns and rows: the column letter (A for the
/// leftmost, any case) then the row number (1 for the bottom row). Nullopt with a message in
/// `error` when malformed or off the board.
inline std::optional<Coordinate> parse_coordinate(const std::string& word, int size,
                                                  std::string* error) {
  const char last_letter = static_cast<char>('A' + size - 1);
  const std::string expected = "expected a point like C4 (columns A-" + std::string(1, last_letter) +
                               ", rows 1-" + std::to_string(size) + ")";
  if (word.size() < 2 || !std::isalpha(static_cast<unsigned char>(word[0]))) {
    *error = "'" + printable(word) + "': " + expected;
    return std::nullopt;
  }
  const int column = std::toupper(static_cast<unsigned char>(word[0])) - 'A';
  const std::optional<long long> row = parse_count(word.substr(1));
  if (!row || column >= size || *row < 1 || *row > size) {
    *error = "'" + printable(word) + "': " + expected;
    return std::nullopt;
  }
  return Coordinate{static_cast<int>(*row - 1), column};
}

/// The name of a point: column letter then row number ("C4").
inline std::string coordinate_name(int row, int column) {
  return std::string(1, static_cast<char>('A' + column)) + std::to_string(row + 1);
}

/// The column letters of a board, spaced: "A B C".
inline std::string column_letters(int size) {
  std::string letters;
  for (int column = 0; column < size; ++column) {
    if (column) letters += ' ';
    letters += static_cast<char>('A' + column);
  }
  return letters;
}

}  // namespace bitcc::cli::text
