// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/go_vertex.hpp: Go points by name, as GTP and Go players write them: a column letter
// (A for the leftmost, I skipped: A..H, J..Z, up to 25 columns) then the row number (1 for the
// bottom row): "D4"; and "pass". Letters are read in any case and written in capitals.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "bitcc/games/go.hpp"

namespace bitcc::games {

/// The letter of `column` (0..24): 'A'..'H', then 'J'..'Z'.
constexpr char go_column_letter(int column) {
  return static_cast<char>('A' + column + (column >= 8 ? 1 : 0));
}

/// The column (0..24) of a letter in either case, or -1 (for I and anything not a letter).
constexpr int go_column_of(char letter) {
  const char upper = letter >= 'a' && letter <= 'z' ? static_cast<char>(letter - 'a' + 'A') : letter;
  if (upper < 'A' || upper > 'Z' || upper == 'I') return -1;
  return upper - 'A' - (upper > 'I' ? 1 : 0);
}

/// A vertex read by parse_go_vertex().
struct GoVertex {
  enum class Kind : unsigned char {
    Point,      // row and column are on the board
    Pass,       // "pass"
    OffBoard,   // a well-formed point ("T20", "Z1") that is not on this board
    Malformed,  // not a vertex: not a letter (I excluded) followed by a row number from 1 (digits
                // only, at most five: "C04" is C4, "C0", "C+4" and "C" are not vertices)
  };
  Kind kind = Kind::Malformed;
  int row = -1;     // from the bottom, 0-based; -1 unless kind is Point
  int column = -1;  // from the left, 0-based; -1 unless kind is Point
};

/// Reads `text` ("D4", "d4", "pass", "PASS") as a vertex of a `size` x `size` board.
inline GoVertex parse_go_vertex(std::string_view text, int size) {
  GoVertex vertex;
  if (text.size() == 4) {
    bool pass = true;
    for (std::size_t i = 0; i < 4; ++i) pass = pass && (text[i] | 0x20) == "pass"[i];
    if (pass) return vertex.kind = GoVertex::Kind::Pass, vertex;
  }
  if (text.size() < 2 || text.size() > 6) return vertex;
  const int column = go_column_of(text[0]);
  if (column < 0) return vertex;
  int row = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return vertex;
    row = 10 * row + (text[i] - '0');
  }
  if (row == 0) return vertex;
  if (column >= size || row > size) return vertex.kind = GoVertex::Kind::OffBoard, vertex;
  vertex.kind = GoVertex::Kind::Point;
  vertex.row = row - 1;
  vertex.column = column;
  return vertex;
}

/// The name of the point (row, column), both 0-based from the bottom left: "D4" for (3, 3).
inline std::string go_vertex_name(int row, int column) {
  return std::string(1, go_column_letter(column)) + std::to_string(row + 1);
}

/// The cell of GoBoard<N> (G::cell_index) named by `text`, or -1 when it names no point of the
/// board (a pass, an off-board point, or no vertex at all: see parse_go_vertex for which).
template <int N>
int go_cell(std::string_view text) {
  const GoVertex vertex = parse_go_vertex(text, N);
  return vertex.kind == GoVertex::Kind::Point ? GoBoard<N>::G::cell_index(vertex.row, vertex.column)
                                              : -1;
}

/// The name of a cell of GoBoard<N> ("D4"), or "pass" for any int that is not a cell (-1).
template <int N>
std::string go_cell_name(int cell) {
  using G = typename GoBoard<N>::G;
  return G::is_cell(cell) ? go_vertex_name(G::row_of(cell), G::column_of(cell)) : "pass";
}

}  // namespace bitcc::games
