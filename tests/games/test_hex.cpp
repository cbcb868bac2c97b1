// Hex 11x11: hand-checked connections, then seeded random games checked after every move against
// the naive reference (a BFS from each color's first edge).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "bitcc/games/hex.hpp"
#include "playouts.hpp"
#include "reference/naive_hex.hpp"

namespace {

using bitcc::games::Color;
using bitcc::games::Hex;

int cell(int row, int column) { return Hex::G::cell_index(row, column); }

std::string picture(const Hex& hex) {
  std::ostringstream out;
  for (int row = 10; row >= 0; --row) {
    out << std::string(static_cast<std::size_t>(row), ' ');  // a row's cells sit right of the row below
    for (int column = 0; column < 11; ++column) {
      const bitcc::Board bit = bitcc::cell_bit(cell(row, column));
      out << ((hex.stones(Color::Black) & bit) ? 'X' : (hex.stones(Color::White) & bit) ? 'O' : '.')
          << ' ';
    }
    out << '\n';
  }
  return out.str();
}

TEST(Hex, BlackWinsOnTheAntiDiagonalExactlyWhenItConnects) {
  Hex hex;
  for (int row = 0; row <= 10; ++row) {
    ASSERT_FALSE(hex.winner().has_value()) << picture(hex);
    // (r, 10 - r) and (r + 1, 9 - r) are hex neighbours: a bottom-to-top chain.
    ASSERT_EQ(hex.play(Color::Black, cell(row, 10 - row)), Hex::Verdict::Ok);
    if (row < 10) {
      ASSERT_EQ(hex.play(Color::White, cell(row, 0)), Hex::Verdict::Ok);
    }
  }
  ASSERT_TRUE(hex.winner().has_value()) << picture(hex);
  EXPECT_EQ(*hex.winner(), Color::Black);
  EXPECT_EQ(hex.play(Color::White, cell(10, 10)), Hex::Verdict::GameOver);
}

TEST(Hex, TheMainDiagonalDoesNotConnect) {
  Hex hex;
  for (int row = 0; row <= 10; ++row) {
    // (r, r) and (r + 1, r + 1) share no edge on the rhombic board; white's (r, r + 5 mod 11)
    // stones are not adjacent to each other either.
    ASSERT_EQ(hex.play(Color::Black, cell(row, row)), Hex::Verdict::Ok);
    ASSERT_EQ(hex.play(Color::White, cell(row, (row + 5) % 11)), Hex::Verdict::Ok);
  }
  EXPECT_FALSE(hex.winner().has_value()) << picture(hex);
}

TEST(Hex, WhiteConnectsLeftToRight) {
  Hex hex;
  for (int column = 0; column <= 10; ++column) {
    ASSERT_EQ(hex.play(Color::Black, cell(column == 10 ? 9 : 10, column)), Hex::Verdict::Ok);
    ASSERT_FALSE(hex.winner().has_value());
    ASSERT_EQ(hex.play(Color::White, cell(5, column)), Hex::Verdict::Ok);
  }
  ASSERT_TRUE(hex.winner().has_value()) << picture(hex);
  EXPECT_EQ(*hex.winner(), Color::White);
}

TEST(Hex, RefusesWrongTurnAndOccupiedCells) {
  Hex hex;
  EXPECT_EQ(hex.play(Color::White, cell(0, 0)), Hex::Verdict::NotYourTurn);
  EXPECT_EQ(hex.play(Color::Black, cell(0, 0)), Hex::Verdict::Ok);
  EXPECT_EQ(hex.play(Color::White, cell(0, 0)), Hex::Verdict::Occupied);
  EXPECT_EQ(hex.to_move(), Color::White);
}

TEST(Hex, RandomGamesMatchTheNaiveReferenceAfterEveryMove) {
  constexpr int kGames = 3000;
  int black_wins = 0;
  long long moves = 0;
  for (int game = 0; game < kGames; ++game) {
    games_testing::GameRng rng(0x4e0000u + static_cast<unsigned>(game));
    Hex hex;
    naive::NaiveHex reference(11);
    Color mover = Color::Black;
    int expected_winner = naive::NaiveHex::Empty;
    for (const int next : games_testing::shuffled_cells(121, rng)) {
      ASSERT_EQ(hex.play(mover, next), Hex::Verdict::Ok) << "game " << game;
      expected_winner = reference.place(mover == Color::Black ? naive::NaiveHex::Black
                                                              : naive::NaiveHex::White,
                                        next / 11, next % 11);
      ++moves;
      const int winner = !hex.winner() ? naive::NaiveHex::Empty
                         : *hex.winner() == Color::Black ? naive::NaiveHex::Black
                                                         : naive::NaiveHex::White;
      ASSERT_EQ(winner, expected_winner) << "game " << game << "\n" << picture(hex);
      if (winner != naive::NaiveHex::Empty) break;
      mover = bitcc::games::opponent(mover);
    }
    // A full Hex board always has exactly one winner, so every game ends with one.
    ASSERT_NE(expected_winner, naive::NaiveHex::Empty) << "game " << game;
    black_wins += expected_winner == naive::NaiveHex::Black;
  }
  EXPECT_GT(black_wins, kGames / 4);
  EXPECT_LT(black_wins, kGames * 3 / 4);
  std::cout << kGames << " games, " << moves << " moves checked, black won " << black_wins << "\n";
}

}  // namespace
