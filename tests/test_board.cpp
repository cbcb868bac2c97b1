// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The board helpers of bitcc/board.hpp against per-cell (row, column) arithmetic.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "bitcc/board.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"

namespace bitcc::test_support {
namespace {

// Single cells, boards along every edge, and seeded random boards of several densities.
std::vector<Board> sample_boards() {
  std::vector<Board> boards{0, Playable};
  for (int cell = 0; cell < kCells; ++cell) boards.push_back(Board{1} << cell);
  Rng rng(0xb0a4du);
  for (const double density : {0.05, 0.2, 0.5, 0.8, 0.95})
    for (int i = 0; i < 2000; ++i) boards.push_back(random_board(rng, density));
  return boards;
}

// The board built cell by cell from a predicate on (row, column).
template <typename Predicate>
Board board_where(Predicate&& wanted) {
  Board b = 0;
  for (int row = 0; row < kOracleRows; ++row)
    for (int column = 0; column < kOracleColumns; ++column)
      if (wanted(row, column)) b |= oracle_cell(row, column);
  return b;
}

// The library's board is the oracle's (testing/oracle.hpp spells out its own 12 rows of 6 cells),
// and out[] has room for the most components a board holds (a checkerboard's 36). Facts of the
// compilation, so checked when it compiles.
static_assert(kWidth == kOracleColumns && kHeight == kOracleRows);
static_assert(kCells == kOracleRows * kOracleColumns);
static_assert(kMaxComponents == kOracleRows * kOracleColumns / 2);

TEST(Board, CellIndexAndCellBit) {
  for (int row = 0; row < kHeight; ++row)
    for (int column = 0; column < kWidth; ++column) {
      EXPECT_EQ(cell_index(row, column), 6 * row + column);
      EXPECT_EQ(Pictured{cell_bit(cell_index(row, column))}, Pictured{oracle_cell(row, column)});
    }
}

TEST(Board, Masks) {
  EXPECT_EQ(Pictured{Playable}, Pictured{board_where([](int, int) { return true; })});
  EXPECT_EQ(Pictured{Row0}, Pictured{board_where([](int row, int) { return row == 0; })});
  EXPECT_EQ(Pictured{Column0}, Pictured{board_where([](int, int column) { return column == 0; })});
  EXPECT_EQ(Pictured{Column5}, Pictured{board_where([](int, int column) { return column == 5; })});
  for (int r = 0; r < kHeight; ++r)
    EXPECT_EQ(Pictured{row_mask(r)}, Pictured{board_where([r](int row, int) { return row == r; })})
        << "row " << r;
  for (int c = 0; c < kWidth; ++c)
    EXPECT_EQ(Pictured{column_mask(c)},
              Pictured{board_where([c](int, int column) { return column == c; })})
        << "column " << c;
}

// shift<D>(b) must hold exactly the cells (row + dr, column + dc) of the set cells of b that stay
// on the 6x12 board: nothing wraps from one row's end to the next row's start or off the top.
Board shifted_cell_by_cell(Board b, int row_step, int column_step) {
  return board_where([&](int row, int column) {
    const int from_row = row - row_step, from_column = column - column_step;
    return from_row >= 0 && from_row < kOracleRows && from_column >= 0 &&
           from_column < kOracleColumns && (b & oracle_cell(from_row, from_column)) != 0;
  });
}

TEST(Board, ShiftHasNoWrapAround) {
  for (const Board b : sample_boards()) {
    ASSERT_EQ(Pictured{shift<Direction::Up>(b)},
              Pictured{shifted_cell_by_cell(b, 1, 0)})
        << "up, from" << Pictured{b};
    ASSERT_EQ(Pictured{shift<Direction::Down>(b)},
              Pictured{shifted_cell_by_cell(b, -1, 0)})
        << "down, from" << Pictured{b};
    ASSERT_EQ(Pictured{shift<Direction::Left>(b)},
              Pictured{shifted_cell_by_cell(b, 0, -1)})
        << "left, from" << Pictured{b};
    ASSERT_EQ(Pictured{shift<Direction::Right>(b)},
              Pictured{shifted_cell_by_cell(b, 0, 1)})
        << "right, from" << Pictured{b};
  }
}

TEST(Board, EdgeCellsShiftOffTheBoard) {
  // The corner cells, drawn: moving them outwards leaves nothing.
  const Board top_right = board_from_picture(R"(
.....#
......
......
......
......
......
......
......
......
......
......
......
)");
  EXPECT_EQ(Pictured{shift<Direction::Up>(top_right)}, Pictured{0});
  EXPECT_EQ(Pictured{shift<Direction::Right>(top_right)}, Pictured{0});
  EXPECT_EQ(Pictured{shift<Direction::Right>(Column5)}, Pictured{0});
  EXPECT_EQ(Pictured{shift<Direction::Left>(Column0)}, Pictured{0});
  EXPECT_EQ(Pictured{shift<Direction::Down>(Row0)}, Pictured{0});
  EXPECT_EQ(Pictured{shift<Direction::Up>(row_mask(kHeight - 1))}, Pictured{0});
}

TEST(Board, Neighbours) {
  for (const Board b : sample_boards()) {
    const Board expected = board_where([&](int row, int column) {
      const int rows[4] = {row - 1, row + 1, row, row};
      const int columns[4] = {column, column, column - 1, column + 1};
      for (int k = 0; k < 4; ++k)
        if (rows[k] >= 0 && rows[k] < kOracleRows && columns[k] >= 0 &&
            columns[k] < kOracleColumns && (b & oracle_cell(rows[k], columns[k])))
          return true;
      return false;
    });
    ASSERT_EQ(Pictured{neighbours(b)}, Pictured{expected}) << "neighbours of" << Pictured{b};
  }
}

TEST(Board, PopcountLowestCellAndPopLowest) {
  for (const Board b : sample_boards()) {
    ASSERT_EQ(popcount(b), oracle_cell_count(b)) << Pictured{b};
    if (b == 0) {
      EXPECT_EQ(lowest_bit(b), Board{0});
      continue;
    }
    ASSERT_EQ(lowest_cell(b), oracle_lowest_cell(b)) << Pictured{b};
    ASSERT_EQ(Pictured{lowest_bit(b)}, Pictured{Board{1} << oracle_lowest_cell(b)});
    // Popping every cell yields each set cell once, in ascending order, and empties the board.
    Board rest = b;
    int previous = -1;
    std::vector<int> popped;
    while (rest != 0) {
      const int cell = pop_lowest(rest);
      ASSERT_GT(cell, previous);
      ASSERT_TRUE(b & (Board{1} << cell));
      ASSERT_FALSE(rest & (Board{1} << cell));
      previous = cell;
      popped.push_back(cell);
    }
    ASSERT_EQ(static_cast<int>(popped.size()), oracle_cell_count(b));
  }
}

// popcount_word over whole 64-bit words (a board's high word only uses 8 bits): in builds without
// POPCNT (the default flags on x86-64) this is the bit-parallel sum, elsewhere the builtin.
TEST(Board, PopcountWordCountsEveryBitOfAWord) {
  static_assert(popcount_word(0) == 0 && popcount_word(~std::uint64_t{0}) == 64);
  const auto bit_by_bit = [](std::uint64_t x) {
    int count = 0;
    for (int bit = 0; bit < 64; ++bit) count += static_cast<int>(x >> bit & 1);
    return count;
  };
  std::vector<std::uint64_t> words;
  for (int bit = 0; bit < 64; ++bit) {
    words.push_back(std::uint64_t{1} << bit);
    words.push_back(~(std::uint64_t{1} << bit));
    words.push_back(~std::uint64_t{0} >> bit);
  }
  Rng rng(0x9c47u);
  for (int i = 0; i < 3000; ++i) {
    const std::uint64_t a = rng.next(), b = rng.next();
    words.insert(words.end(), {a, a & b, a | b, a & b & rng.next()});
  }
  for (const std::uint64_t x : words) ASSERT_EQ(popcount_word(x), bit_by_bit(x)) << std::hex << x;
}

TEST(Board, LowestCellInTheHighWord) {
  EXPECT_EQ(lowest_cell(Board{1} << 64), 64);
  EXPECT_EQ(lowest_cell(Board{1} << 71), 71);
  EXPECT_EQ(lowest_cell((Board{1} << 70) | (Board{1} << 65)), 65);
  EXPECT_EQ(popcount(Playable), 72);
}

TEST(Board, IsValid) {
  EXPECT_TRUE(is_valid(0));
  EXPECT_TRUE(is_valid(Playable));
  for (int bit = 0; bit < 128; ++bit)
    EXPECT_EQ(is_valid(Board{1} << bit), bit < 72) << "bit " << bit;
  EXPECT_FALSE(is_valid(Playable | (Board{1} << 72)));
  EXPECT_FALSE(is_valid(~Board{0}));
}

TEST(Board, RowBits) {
  for (const Board b : sample_boards())
    for (int row = 0; row < kHeight; ++row) {
      unsigned expected = 0;
      for (int column = 0; column < kWidth; ++column)
        if (b & oracle_cell(row, column)) expected |= 1u << column;
      ASSERT_EQ(row_bits(b, row), expected) << "row " << row << " of" << Pictured{b};
    }
}

TEST(Board, ForEachCellVisitsSetCellsInAscendingOrder) {
  for (const Board b : sample_boards()) {
    std::vector<int> visited;
    for_each_cell(b, [&](int cell) { visited.push_back(cell); });
    std::vector<int> expected;
    for (int cell = 0; cell < 128; ++cell)
      if (b & (Board{1} << cell)) expected.push_back(cell);
    ASSERT_EQ(visited, expected) << Pictured{b};
  }
}

TEST(Board, Words) {
  Rng rng(0x30d5u);
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t low = rng.next(), high = rng.next();
    const Board b = make_board(low, high);
    ASSERT_EQ(low_word(b), low);
    ASSERT_EQ(high_word(b), high);
    for (int bit = 0; bit < 64; ++bit) {
      ASSERT_EQ((b >> bit & 1) != 0, (low >> bit & 1) != 0);
      ASSERT_EQ((b >> (64 + bit) & 1) != 0, (high >> bit & 1) != 0);
    }
  }
}

}  // namespace
}  // namespace bitcc::test_support
