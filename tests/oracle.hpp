// tests/oracle.hpp: the reference labeling every kernel is tested against.
//
// A breadth-first search over a plain 12x6 array of cells, written to be obviously right rather
// than fast. It relies on nothing of the library but the bit layout (cell (row, column) is bit
// 6*row + column, row 0 at the bottom): no shifts, masks or neighbour helpers.
#pragma once

#include <vector>

#include "bitcc/board.hpp"

namespace bitcc::test {

inline constexpr int kOracleRows = 12;
inline constexpr int kOracleColumns = 6;

/// The board holding only (row, column).
constexpr Board oracle_cell(int row, int column) {
  return Board{1} << (kOracleColumns * row + column);
}

/// Writes the 4-connected components of `b` (cells outside the 12x6 grid are ignored) to
/// out[0..n) and returns n; `out` has room for 36 boards. Cells are visited in bit order (bottom
/// row first, left to right), so each component is discovered from its lowest cell and the
/// components come out in ascending order of their lowest cell.
inline int oracle_label(Board b, Board* out) {
  bool set[kOracleRows][kOracleColumns];
  bool seen[kOracleRows][kOracleColumns] = {};
  for (int row = 0; row < kOracleRows; ++row)
    for (int column = 0; column < kOracleColumns; ++column)
      set[row][column] = (b & oracle_cell(row, column)) != 0;

  int count = 0;
  int queue_row[kOracleRows * kOracleColumns];
  int queue_column[kOracleRows * kOracleColumns];
  for (int start_row = 0; start_row < kOracleRows; ++start_row) {
    for (int start_column = 0; start_column < kOracleColumns; ++start_column) {
      if (!set[start_row][start_column] || seen[start_row][start_column]) continue;
      Board component = 0;
      int head = 0, tail = 0;
      queue_row[tail] = start_row;
      queue_column[tail] = start_column;
      ++tail;
      seen[start_row][start_column] = true;
      while (head < tail) {
        const int row = queue_row[head], column = queue_column[head];
        ++head;
        component |= oracle_cell(row, column);
        const int next_rows[4] = {row - 1, row + 1, row, row};
        const int next_columns[4] = {column, column, column - 1, column + 1};
        for (int k = 0; k < 4; ++k) {
          const int r = next_rows[k], c = next_columns[k];
          if (r < 0 || r >= kOracleRows || c < 0 || c >= kOracleColumns) continue;
          if (!set[r][c] || seen[r][c]) continue;
          seen[r][c] = true;
          queue_row[tail] = r;
          queue_column[tail] = c;
          ++tail;
        }
      }
      out[count++] = component;
    }
  }
  return count;
}

/// The components of `b` as oracle_label finds them, in ascending order of their lowest cell.
inline std::vector<Board> oracle_components(Board b) {
  Board out[kOracleRows * kOracleColumns / 2];
  const int n = oracle_label(b, out);
  return std::vector<Board>(out, out + n);
}

/// The index of the lowest set cell of `b` (b != 0), found by testing bits one by one.
inline int oracle_lowest_cell(Board b) {
  int cell = 0;
  while ((b & (Board{1} << cell)) == 0) ++cell;
  return cell;
}

/// The number of set cells of `b`, counted bit by bit.
inline int oracle_cell_count(Board b) {
  int count = 0;
  for (int cell = 0; cell < 128; ++cell)
    if (b & (Board{1} << cell)) ++count;
  return count;
}

}  // namespace bitcc::test
