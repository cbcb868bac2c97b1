// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// RHEX: hand-checked flips, then the union-find and bitboard implementations and the naive array
// reference played in lockstep on seeded random games for every board size: 2..11 on the 128-bit
// engines, 2..19 on the wide ones.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "bitcc/games/rhex.hpp"
#include "tests/sanitized.hpp"
#include "testing/games/naive_rhex.hpp"
#include "testing/games/playouts.hpp"

namespace {

namespace naive = bitcc::test_support::naive;
namespace playouts = bitcc::test_support::playouts;

using bitcc::games::Color;
using bitcc::games::Rhex;
using bitcc::games::RhexBitboard;
using bitcc::games::RhexUnionFind;
using bitcc::games::WideRhexBitboard;
using bitcc::games::WideRhexUnionFind;

template <class Game>
std::string picture(const Game& game) {
  std::ostringstream out;
  for (int row = game.size() - 1; row >= 0; --row) {
    out << std::string(static_cast<std::size_t>(row), ' ');  // a row's cells sit right of the row below
    for (int column = 0; column < game.size(); ++column) {
      const auto tile = game.at(row, column);
      out << (!tile ? '.' : *tile == Color::Black ? 'X' : 'O') << ' ';
    }
    out << '\n';
  }
  return out.str();
}

template <class Game>
class RhexRules : public ::testing::Test {};
using Implementations =
    ::testing::Types<RhexUnionFind, RhexBitboard, WideRhexUnionFind, WideRhexBitboard>;
TYPED_TEST_SUITE(RhexRules, Implementations);

TYPED_TEST(RhexRules, TheNewTileCountsSoATieFlipsNothing) {
  TypeParam game(3);
  ASSERT_EQ(game.play(Color::Black, 0, 0).verdict, Rhex::Verdict::Ok);
  // The zone {(0,0), (0,1)} holds one tile of each color, the new white one included: no flip.
  const auto result = game.play(Color::White, 0, 1);
  EXPECT_EQ(result.zone, 2);
  EXPECT_EQ(result.flipped, 0);
  EXPECT_EQ(game.total(Color::Black), 1);
  EXPECT_EQ(game.total(Color::White), 1);
}

TYPED_TEST(RhexRules, EveryTileOfTheZoneTurnsOverTheNewOneIncluded) {
  TypeParam game(3);
  ASSERT_EQ(game.play(Color::Black, 0, 0).verdict, Rhex::Verdict::Ok);
  ASSERT_EQ(game.play(Color::White, 2, 2).verdict, Rhex::Verdict::Ok);  // alone
  ASSERT_EQ(game.play(Color::Black, 0, 1).verdict, Rhex::Verdict::Ok);
  // White (0,2) touches (0,1): a zone of 3 with white 1 < black 2, so all three turn over and
  // the new tile itself now shows black.
  const auto result = game.play(Color::White, 0, 2);
  EXPECT_EQ(result.zone, 3);
  EXPECT_EQ(result.flipped, 3);
  EXPECT_EQ(picture(game), "  . . O \n . . . \nO O X \n");
  EXPECT_EQ(game.total(Color::Black), 1);
  EXPECT_EQ(game.total(Color::White), 3);
  EXPECT_FALSE(game.winner().has_value());  // 3 is not more than n = 3
  EXPECT_FALSE(game.over());
}

TYPED_TEST(RhexRules, AFlipCanWinTheGame) {
  TypeParam game(3);
  ASSERT_EQ(game.play(Color::Black, 0, 0).verdict, Rhex::Verdict::Ok);
  ASSERT_EQ(game.play(Color::White, 2, 2).verdict, Rhex::Verdict::Ok);
  ASSERT_EQ(game.play(Color::Black, 0, 1).verdict, Rhex::Verdict::Ok);
  EXPECT_EQ(game.play(Color::White, 2, 1).flipped, 0);  // white 2 against black 0
  // Black (2,0) joins the two white tiles: black 1 < white 2, the zone turns over.
  const auto result = game.play(Color::Black, 2, 0);
  EXPECT_EQ(result.zone, 3);
  EXPECT_EQ(result.flipped, 3);
  EXPECT_EQ(picture(game), "  O X X \n . . . \nX X . \n");
  EXPECT_EQ(game.total(Color::Black), 4);
  EXPECT_EQ(game.total(Color::White), 1);
  ASSERT_TRUE(game.winner().has_value());  // 4 > n = 3
  EXPECT_EQ(*game.winner(), Color::Black);
  EXPECT_TRUE(game.over());
  EXPECT_EQ(game.play(Color::White, 1, 1).verdict, Rhex::Verdict::GameOver);
}

TYPED_TEST(RhexRules, ATileJoiningThreeZonesFlipsTheirUnion) {
  TypeParam game(5);
  // Black fillers touch nothing; white builds three zones around the empty (2,2): {(2,3), (2,4)},
  // {(1,2)} and {(3,1)}, pairwise apart (the first one met from (2,2), (1,2), is the smallest).
  const int moves[8][2] = {{0, 0}, {2, 3}, {4, 4}, {2, 4}, {4, 2}, {1, 2}, {0, 4}, {3, 1}};
  for (const auto& move : moves) {
    const auto result = game.play(game.to_move(), move[0], move[1]);
    ASSERT_EQ(result.verdict, Rhex::Verdict::Ok);
    ASSERT_EQ(result.flipped, 0);
  }
  EXPECT_EQ(game.total(Color::Black), 4);
  EXPECT_EQ(game.total(Color::White), 4);
  // Black (2,2) makes one zone of black 1 against white 4: all five turn over.
  const auto result = game.play(Color::Black, 2, 2);
  EXPECT_EQ(result.zone, 5);
  EXPECT_EQ(result.flipped, 5);
  EXPECT_EQ(picture(game),
            "    . . X . X \n"
            "   . X . . . \n"
            "  . . O X X \n"
            " . . X . . \n"
            "X . . . X \n");
  EXPECT_EQ(game.total(Color::Black), 8);
  EXPECT_EQ(game.total(Color::White), 1);
  EXPECT_EQ(game.winner(), Color::Black);
  EXPECT_TRUE(game.over());
}

TYPED_TEST(RhexRules, AllTilesPlacedWithoutAWinIsADraw) {
  TypeParam game(2);
  ASSERT_EQ(game.play(Color::Black, 0, 0).verdict, Rhex::Verdict::Ok);
  // (1,1) does not touch (0,0) on the rhombic board.
  EXPECT_EQ(game.play(Color::White, 1, 1).zone, 1);
  EXPECT_EQ(game.play(Color::Black, 0, 1).zone, 3);
  const auto last = game.play(Color::White, 1, 0);
  EXPECT_EQ(last.zone, 4);
  EXPECT_EQ(last.flipped, 0);  // 2 against 2
  EXPECT_TRUE(game.over());
  EXPECT_FALSE(game.winner().has_value());
  EXPECT_EQ(game.total(Color::Black), 2);
  EXPECT_EQ(game.total(Color::White), 2);
}

TYPED_TEST(RhexRules, RefusesBadMovesWithoutChangingAnything) {
  TypeParam game(4);
  EXPECT_EQ(game.play(Color::White, 0, 0).verdict, Rhex::Verdict::NotYourTurn);
  EXPECT_EQ(game.play(Color::Black, 4, 0).verdict, Rhex::Verdict::OffBoard);
  EXPECT_EQ(game.play(Color::Black, 0, -1).verdict, Rhex::Verdict::OffBoard);
  EXPECT_EQ(game.play(Color::Black, 3, 3).verdict, Rhex::Verdict::Ok);
  EXPECT_EQ(game.play(Color::White, 3, 3).verdict, Rhex::Verdict::Occupied);
  EXPECT_EQ(game.placed(), 1);
  EXPECT_EQ(game.to_move(), Color::White);
}

int naive_color(Color color) {
  return color == Color::Black ? naive::NaiveRhex::Black : naive::NaiveRhex::White;
}

// Plays kGamesPerSize seeded random games of every size 2..UnionFind::kMaxSize on both engines and
// the naive reference in lockstep, comparing every move's zone and flip, the totals, every cell
// and the end of the game.
template <class UnionFind, class Bitboard>
void expect_engines_agree_on_random_games() {
  const int kGamesPerSize = bitcc::test_support::sanitized_share(600);
  long long moves = 0, flips = 0;
  int wins = 0, draws = 0;
  for (int n = Rhex::kMinSize; n <= UnionFind::kMaxSize; ++n)
    for (int game = 0; game < kGamesPerSize; ++game) {
      playouts::GameRng rng(0x7e0000u + 1000u * static_cast<unsigned>(n) +
                                 static_cast<unsigned>(game));
      UnionFind by_sets(n);
      Bitboard by_bits(n);
      naive::NaiveRhex reference(n);
      const std::vector<int> order = playouts::shuffled_cells(n * n, rng);
      for (std::size_t i = 0; !by_sets.over(); ++i) {
        const Color mover = by_sets.to_move();
        const int row = order[i] / n, column = order[i] % n;
        const auto a = by_sets.play(mover, row, column);
        const auto b = by_bits.play(mover, row, column);
        const auto expected = reference.place(naive_color(mover), row, column);
        // Drawn only for a failure's message (a picture per move was most of the test's time).
        const auto where = [&] {
          return "n " + std::to_string(n) + " game " + std::to_string(game) + " move " +
                 std::to_string(i) + "\n" + picture(by_bits);
        };
        ASSERT_EQ(a.verdict, Rhex::Verdict::Ok) << where();
        ASSERT_EQ(b.verdict, Rhex::Verdict::Ok) << where();
        ASSERT_EQ(a.zone, expected.zone) << where();
        ASSERT_EQ(b.zone, expected.zone) << where();
        ASSERT_EQ(a.flipped, expected.flipped) << where();
        ASSERT_EQ(b.flipped, expected.flipped) << where();
        for (const Color color : {Color::Black, Color::White}) {
          ASSERT_EQ(by_sets.total(color), reference.count(naive_color(color))) << where();
          ASSERT_EQ(by_bits.total(color), reference.count(naive_color(color))) << where();
        }
        for (int r = 0; r < n; ++r)
          for (int c = 0; c < n; ++c) {
            const int expected_tile = reference.at(r, c);
            for (const auto tile : {by_sets.at(r, c), by_bits.at(r, c)}) {
              const int got = !tile ? naive::NaiveRhex::Empty : naive_color(*tile);
              ASSERT_EQ(got, expected_tile) << where() << "cell " << r << "," << c;
            }
          }
        ASSERT_EQ(by_bits.over(), by_sets.over()) << where();
        ASSERT_EQ(by_bits.winner(), by_sets.winner()) << where();
        ++moves;
        flips += expected.flipped > 0;
      }
      // The game's end by the rules: a color above n, or all 2n tiles down at n against n.
      const int black = reference.count(naive::NaiveRhex::Black);
      const int white = reference.count(naive::NaiveRhex::White);
      if (black > n || white > n) {
        ++wins;
        ASSERT_EQ(by_sets.winner(), black > n ? Color::Black : Color::White);
      } else {
        ++draws;
        ASSERT_EQ(by_sets.placed(), 2 * n);
        ASSERT_EQ(black, n);
        ASSERT_FALSE(by_sets.winner().has_value());
      }
    }
  EXPECT_GT(flips, moves / 40);  // about 4% of random moves flip
  EXPECT_GT(wins, 0);
  EXPECT_GT(draws, 0);
  std::cout << "sizes 2.." << UnionFind::kMaxSize << ": " << moves << " moves checked, " << flips
            << " flips, " << wins << " wins, " << draws << " draws\n";
}

TEST(Rhex, ImplementationsAgreeOnRandomGamesOfEverySize) {
  expect_engines_agree_on_random_games<RhexUnionFind, RhexBitboard>();
}

TEST(Rhex, WideImplementationsAgreeOnRandomGamesOfEverySizeTo19) {
  expect_engines_agree_on_random_games<WideRhexUnionFind, WideRhexBitboard>();
}

TEST(Rhex, EnginesKeepTheirSizeRange) {
  EXPECT_EQ(RhexUnionFind::kMaxSize, 11);
  EXPECT_EQ(WideRhexBitboard::kMaxSize, Rhex::kMaxSize);
  EXPECT_EQ(WideRhexUnionFind(19).size(), 19);
}

}  // namespace
