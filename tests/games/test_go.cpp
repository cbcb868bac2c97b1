// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Go 9x9: hand-checked positions, then seeded random playouts checked move by move against the
// naive array reference.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "bitcc/games/go.hpp"
#include "testing/games/naive_go.hpp"
#include "testing/games/playouts.hpp"
#include "tests/sanitized.hpp"

namespace {

namespace naive = bitcc::test_support::naive;
namespace playouts = bitcc::test_support::playouts;

using bitcc::games::Color;
using bitcc::games::Go;
using Board = Go::Board;
using playouts::GameRng;

// "C4" -> column C (2), row 4 (index 3): the cell G::cell_index(3, 2) (10 * 3 + 2 on 9x9).
int at(const std::string& name) {
  return Go::G::cell_index(std::stoi(name.substr(1)) - 1, name[0] - 'A');
}

Board cells(std::initializer_list<const char*> names) {
  Board board{};
  for (const char* name : names) board.set(at(name));
  return board;
}

// The board as a picture, top row first: X black, O white, . empty.
template <int N>
std::string picture(const bitcc::games::GoBoard<N>& go) {
  std::ostringstream out;
  for (int row = N - 1; row >= 0; --row) {
    for (int column = 0; column < N; ++column) {
      const int cell = bitcc::games::GoBoard<N>::G::cell_index(row, column);
      out << (go.stones(Color::Black).test(cell) ? 'X' : go.stones(Color::White).test(cell) ? 'O' : '.');
    }
    out << '\n';
  }
  return out.str();
}

// Plays "b C3", "w pass"... in order; every move must be legal.
void play_all(Go& go, std::initializer_list<const char*> moves) {
  for (const std::string move : moves) {
    const Color color = move[0] == 'b' ? Color::Black : Color::White;
    const std::string where = move.substr(2);
    const auto result = where == "pass" ? go.pass(color) : go.play(color, at(where));
    ASSERT_EQ(result.verdict, Go::Verdict::Ok) << move << "\n" << picture(go);
  }
}

TEST(Go, CapturesASurroundedStone) {
  Go go;
  play_all(go, {"b A2", "w A1", "b B1"});
  EXPECT_EQ(go.stones(Color::White), Board{}) << picture(go);
  EXPECT_EQ(go.stones(Color::Black), cells({"A2", "B1"}));
}

TEST(Go, CaptureReportsEveryRemovedBlock) {
  Go go;
  // White A1 and C1 each have one liberty left, B1, shared: black B1 takes both.
  play_all(go, {"b A2", "w A1", "b C2", "w C1", "b D1", "w pass"});
  const auto result = go.play(Color::Black, at("B1"));
  ASSERT_EQ(result.verdict, Go::Verdict::Ok);
  EXPECT_EQ(result.captured, cells({"A1", "C1"})) << picture(go);
  EXPECT_EQ(go.stones(Color::White), Board{});
}

TEST(Go, RejectsSuicideAndChangesNothing) {
  Go go;
  play_all(go, {"b pass", "w A2", "b pass", "w B1"});
  const std::string before = picture(go);
  EXPECT_EQ(go.play(Color::Black, at("A1")).verdict, Go::Verdict::Suicide);
  EXPECT_EQ(picture(go), before);
  EXPECT_EQ(go.to_move(), Color::Black);
}

TEST(Go, RejectsFillingTheLastLibertyOfOwnBlock) {
  Go go;
  // Black A1-B1 with white A2, B2, C1 around: black's last liberty is nothing; build it:
  // black A1, B1; white A2, B2, C2, D1 → black block liberty C1 only; black C1 then has
  // no liberty and captures nothing (white D1 has D2, E1).
  play_all(go, {"b A1", "w A2", "b B1", "w B2", "b pass", "w C2", "b pass", "w D1"});
  EXPECT_EQ(go.liberty_count(at("A1")), 1);
  EXPECT_EQ(go.play(Color::Black, at("C1")).verdict, Go::Verdict::Suicide) << picture(go);
}

TEST(Go, SimpleKoForbidsOnlyTheImmediateRecapture) {
  Go go;
  //   3  . X O .        black B3, A2, B1; white C3, B2, D2, C1
  //   2  X O . O
  //   1  . X O .
  //      A B C D
  play_all(go, {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b pass", "w C1"});
  const auto take = go.play(Color::Black, at("C2"));
  ASSERT_EQ(take.verdict, Go::Verdict::Ok);
  EXPECT_EQ(take.captured, cells({"B2"}));
  const std::string after_take = picture(go);
  EXPECT_EQ(go.play(Color::White, at("B2")).verdict, Go::Verdict::Ko) << after_take;
  EXPECT_EQ(picture(go), after_take);
  // After an exchange elsewhere the recapture no longer repeats the previous position.
  play_all(go, {"w G7", "b G6"});
  const auto retake = go.play(Color::White, at("B2"));
  ASSERT_EQ(retake.verdict, Go::Verdict::Ok);
  EXPECT_EQ(retake.captured, cells({"C2"}));
}

TEST(Go, TurnsOccupiedCellsAndTwoPasses) {
  Go go;
  EXPECT_EQ(go.play(Color::White, at("E5")).verdict, Go::Verdict::NotYourTurn);
  play_all(go, {"b E5"});
  EXPECT_EQ(go.play(Color::White, at("E5")).verdict, Go::Verdict::Occupied);
  EXPECT_EQ(go.pass(Color::Black).verdict, Go::Verdict::NotYourTurn);
  play_all(go, {"w pass", "b pass"});
  EXPECT_TRUE(go.over());
  EXPECT_EQ(go.play(Color::White, at("A1")).verdict, Go::Verdict::GameOver);
  EXPECT_EQ(go.pass(Color::White).verdict, Go::Verdict::GameOver);
}

TEST(Go, LibertiesOfABlock) {
  Go go;
  play_all(go, {"b B2", "w B3", "b C2"});
  EXPECT_EQ(go.block(at("B2")), cells({"B2", "C2"}));
  EXPECT_EQ(go.liberties(at("C2")), cells({"A2", "D2", "B1", "C1", "C3"}));
  EXPECT_EQ(go.liberty_count(at("B2")), 5);
  EXPECT_EQ(go.liberties(at("B3")), cells({"A3", "C3", "B4"}));
  EXPECT_EQ(go.liberty_count(at("E5")), 0);  // empty cell
  EXPECT_EQ(go.block(at("E5")), Board{});
}

TEST(Go, AreaScoreCountsStonesAndSingleColorRegions) {
  Go go;
  // Black wall on column C, white wall on column E: A-B is black's (18), F-I white's (36),
  // column D touches both and counts for nobody.
  for (int row = 1; row <= 9; ++row) {
    const std::string r = std::to_string(row);
    ASSERT_EQ(go.play(Color::Black, at("C" + r)).verdict, Go::Verdict::Ok);
    ASSERT_EQ(go.play(Color::White, at("E" + r)).verdict, Go::Verdict::Ok);
  }
  const Go::Score score = go.area_score();
  EXPECT_EQ(score.black, 9 + 18) << picture(go);
  EXPECT_EQ(score.white, 9 + 36);
  EXPECT_EQ(Go{}.area_score().black, 0);  // an empty board touches no stone
  EXPECT_EQ(Go{}.area_score().white, 0);
}

template <class Verdict, class = decltype(Verdict::OffBoard)>
std::string name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Ok: return "ok";
    case Verdict::GameOver: return "game over";
    case Verdict::NotYourTurn: return "not your turn";
    case Verdict::Occupied: return "occupied";
    case Verdict::Suicide: return "suicide";
    case Verdict::Ko: return "ko";
    case Verdict::OffBoard: return "off the board";
  }
  return "?";
}

template <class O>
std::string outcome_name(O outcome) {
  switch (outcome) {
    case O::Ok: return "ok";
    case O::GameOver: return "game over";
    case O::NotYourTurn: return "not your turn";
    case O::Occupied: return "occupied";
    case O::Suicide: return "suicide";
    case O::Ko: return "ko";
  }
  return "?";
}

template <int N>
bool same_board(const bitcc::games::GoBoard<N>& go, const naive::NaiveGoBoard<N>& reference) {
  for (int row = 0; row < N; ++row)
    for (int column = 0; column < N; ++column) {
      const int cell = bitcc::games::GoBoard<N>::G::cell_index(row, column);
      const int expected = go.stones(Color::Black).test(cell)   ? naive::NaiveGo::Black
                           : go.stones(Color::White).test(cell) ? naive::NaiveGo::White
                                                                : naive::NaiveGo::Empty;
      if (reference.at(row, column) != expected) return false;
    }
  return true;
}

// Plays both implementations in lockstep; records the first disagreement.
struct LockstepPlayer {
  static constexpr int kSize = 9;
  playouts::BitboardGoPlayer<9> fast;
  playouts::NaiveGoPlayer<9> slow;
  std::string mismatch;
  int attempts = 0;
  int stone_moves = 0;
  int captures = 0;
  int suicides = 0;
  int kos = 0;

  void fail(const std::string& what) {
    if (mismatch.empty()) mismatch = what + "\n" + picture(fast.go);
  }
  int empty_cells(int* out) {
    int other[81];
    const int count = fast.empty_cells(out);
    if (slow.empty_cells(other) != count || !std::equal(out, out + count, other))
      fail("empty cells differ");
    return count;
  }
  bool own_eye(int cell) {
    const bool eye = fast.own_eye(cell);
    if (slow.own_eye(cell) != eye) fail("eye verdict differs at cell " + std::to_string(cell));
    return eye;
  }
  bool play(int cell) {
    ++attempts;
    const Color mover = fast.go.to_move();
    const auto result = fast.go.play(mover, fast.wide_cell(cell));
    const auto expected = slow.go.play(slow.go.to_move(), cell / 9, cell % 9);
    const std::string where = " at cell " + std::to_string(cell);
    if (name(result.verdict) != outcome_name(expected.outcome))
      fail("verdict " + name(result.verdict) + " vs " + outcome_name(expected.outcome) + where);
    Board expected_captured{};
    for (const auto& [row, column] : expected.captured)
      expected_captured.set(Go::G::cell_index(row, column));
    if (result.captured != expected_captured) fail("captures differ" + where);
    if (!same_board(fast.go, slow.go)) fail("boards differ after the move" + where);
    if (result.verdict == Go::Verdict::Suicide) ++suicides;
    if (result.verdict == Go::Verdict::Ko) ++kos;
    if (result.verdict != Go::Verdict::Ok) return false;
    ++stone_moves;
    if (result.captured.any()) ++captures;
    if (stone_moves % 32 == 0) check_liberties();
    return true;
  }
  void pass() {
    fast.pass();
    slow.pass();
    if (fast.go.to_move() != (slow.go.to_move() == naive::NaiveGo::Black ? Color::Black : Color::White))
      fail("turns differ after a pass");
  }
  bool over() {
    if (fast.over() != slow.over()) fail("game end differs");
    return fast.over();
  }
  void check_liberties() {
    for (int cell = 0; cell < 81; ++cell) {
      Board expected{};
      for (const auto& [row, column] : slow.go.liberties(cell / 9, cell % 9))
        expected.set(Go::G::cell_index(row, column));
      const int wide = fast.wide_cell(cell);
      if (fast.go.liberties(wide) != expected ||
          fast.go.liberty_count(wide) != bitcc::wide::popcount(expected))
        fail("liberties differ at cell " + std::to_string(cell));
    }
  }
};

TEST(Go, RandomPlayoutsMatchTheNaiveReferenceMoveByMove) {
  const int kGames = bitcc::test_support::sanitized_share(2000);
  constexpr int kMoveCap = 400;
  long long attempts = 0, stone_moves = 0, captures = 0, suicides = 0, kos = 0;
  int finished_by_passes = 0;
  for (int game = 0; game < kGames; ++game) {
    GameRng rng(0x60000u + static_cast<unsigned>(game));
    LockstepPlayer player;
    playouts::go_playout(player, rng, kMoveCap);
    player.check_liberties();
    const Go::Score score = player.fast.go.area_score();
    const auto expected = player.slow.go.area_score();
    if (score.black != expected.first || score.white != expected.second)
      player.fail("scores differ: " + std::to_string(score.black) + "-" +
                  std::to_string(score.white) + " vs " + std::to_string(expected.first) + "-" +
                  std::to_string(expected.second));
    ASSERT_EQ(player.mismatch, "") << "game " << game;
    attempts += player.attempts;
    stone_moves += player.stone_moves;
    captures += player.captures;
    suicides += player.suicides;
    kos += player.kos;
    finished_by_passes += player.fast.over();
  }
  // The games must have exercised every rule, or the comparison proves little.
  EXPECT_GT(captures, kGames);
  EXPECT_GT(suicides, 100);
  EXPECT_GT(kos, 10);
  EXPECT_GT(finished_by_passes, kGames / 2);
  std::cout << kGames << " games, " << stone_moves << " stones, " << attempts << " attempts, "
            << captures << " capturing moves, " << suicides << " suicides and " << kos
            << " ko refusals checked; " << finished_by_passes << " ended by two passes\n";
}

}  // namespace

template <int N>
using Board_of = typename bitcc::games::GoBoard<N>::Board;

// ---- Every size: the playout engine against the naive reference, position by position -------

// Positions over 9x9, 13x13 and 19x19 together: 100,000, a tenth under the sanitizers and in the
// quick tier (tests/sanitized.hpp).
static long long go_random_positions() { return bitcc::test_support::sampled() ? 10000 : 100000; }

struct PositionTally {
  long long positions = 0, points = 0, legal = 0, eyes = 0, captures = 0, kos = 0, passes = 0;
};

// Plays light playouts (GoBoard<N>::random_move) from the empty board until `positions`
// positions are checked. At every position, for every cell: legal() and is_eye() (both colors)
// against the naive engine, which plays each move on a copy; the chosen move must be acceptable
// there and a pass only when nothing is; after it, the boards and the captured stones must be
// equal; at every game's end, the area scores; now and then every block's liberties and play()'s
// verdict on every empty cell.
template <int N>
std::string check_random_positions(long long positions, std::uint64_t seed, PositionTally& tally) {
  using Fast = bitcc::games::GoBoard<N>;
  using Slow = naive::NaiveGoBoard<N>;
  using G = typename Fast::G;
  bitcc::games::PlayoutRng rng(seed);
  const long long target = tally.positions + positions;
  for (int game = 0; tally.positions < target; ++game) {
    Fast fast;
    Slow slow;
    int moves = 0;
    const auto where = [&](const std::string& what) {
      return std::to_string(N) + "x" + std::to_string(N) + " game " + std::to_string(game) +
             " move " + std::to_string(moves) + ": " + what + "\n" + picture(fast);
    };
    while (!fast.over() && moves < Fast::kPlayoutMoves) {
      ++tally.positions;
      const Color mover = fast.to_move();
      const int slow_mover = mover == Color::Black ? Slow::Black : Slow::White;
      if ((slow.to_move() == Slow::Black) != (mover == Color::Black)) return where("turns differ");
      bool any_acceptable = false;
      for (int row = 0; row < N; ++row)
        for (int column = 0; column < N; ++column) {
          const int cell = G::cell_index(row, column);
          ++tally.points;
          const bool legal = slow.legal(slow_mover, row, column);
          if (fast.legal(mover, cell) != legal) return where("legal() differs at " + std::to_string(cell));
          if (fast.legal(bitcc::games::opponent(mover), cell)) return where("legal() for the wrong color");
          for (const Color color : {Color::Black, Color::White}) {
            const bool eye = slow.is_eye(color == Color::Black ? Slow::Black : Slow::White, row, column);
            if (fast.is_eye(color, cell) != eye) return where("is_eye() differs at " + std::to_string(cell));
          }
          const bool own_eye = slow.is_eye(slow_mover, row, column);
          tally.legal += legal;
          tally.eyes += own_eye;
          any_acceptable |= legal && !own_eye;
        }
      if (moves % 37 == 0) {
        for (int row = 0; row < N; ++row)
          for (int column = 0; column < N; ++column) {
            const int cell = G::cell_index(row, column);
            Board_of<N> expected{};
            for (const auto& [r, c] : slow.liberties(row, column)) expected.set(G::cell_index(r, c));
            if (fast.liberties(cell) != expected) return where("liberties differ at " + std::to_string(cell));
            if (slow.at(row, column) != Slow::Empty) continue;
            Fast copy = fast;
            Slow slow_copy = slow;
            const auto verdict = copy.play(mover, cell).verdict;
            const auto outcome = slow_copy.play(slow_mover, row, column).outcome;
            if (name(verdict) != outcome_name(outcome)) return where("play() verdict differs at " + std::to_string(cell));
          }
      }
      if (const int ko = fast.ko_cell(); ko >= 0) {
        // The ko cell: refused as Ko by both, and every other cell still as legal() says.
        Fast copy = fast;
        Slow slow_copy = slow;
        const auto verdict = copy.play(mover, ko).verdict;
        const auto outcome = slow_copy.play(slow_mover, G::row_of(ko), G::column_of(ko)).outcome;
        if (verdict != Fast::Verdict::Ko || outcome_name(outcome) != "ko")
          return where("the ko cell " + std::to_string(ko) + " is not refused as ko");
        ++tally.kos;
      }
      const auto before = fast.stones(bitcc::games::opponent(mover));
      const int cell = fast.random_move(rng);
      ++moves;
      if (cell < 0) {
        if (any_acceptable) return where("passed with a move left");
        slow.pass(slow_mover);
        ++tally.passes;
        continue;
      }
      const int row = G::row_of(cell), column = G::column_of(cell);
      if (!slow.legal(slow_mover, row, column) || slow.is_eye(slow_mover, row, column))
        return where("chose an unacceptable cell " + std::to_string(cell));
      const auto result = slow.play(slow_mover, row, column);
      Board_of<N> expected{};
      for (const auto& [r, c] : result.captured) expected.set(G::cell_index(r, c));
      if ((before & ~fast.stones(bitcc::games::opponent(mover))) != expected)
        return where("captures differ at " + std::to_string(cell));
      tally.captures += !result.captured.empty();
      if (!same_board(fast, slow)) return where("boards differ after " + std::to_string(cell));
    }
    const auto score = fast.area_score();
    const auto expected = slow.area_score();
    if (score.black != expected.first || score.white != expected.second) return where("scores differ");
  }
  return "";
}

TEST(Go, EverySizeAgreesWithTheNaiveEnginePositionByPosition) {
  // The three playout sizes share the positions (a half, a third, a sixth); the small boards,
  // where edges, corners and ko meet most, add their own.
  const long long kPositions = go_random_positions();
  PositionTally tally;
  std::string mismatch = check_random_positions<9>(kPositions / 2, 9, tally);
  if (mismatch.empty()) mismatch = check_random_positions<13>(kPositions / 3, 13, tally);
  if (mismatch.empty()) mismatch = check_random_positions<19>(kPositions - kPositions / 2 - kPositions / 3, 19, tally);
  ASSERT_EQ(mismatch, "");
  ASSERT_GE(tally.positions, kPositions);
  PositionTally small;
  if (mismatch.empty()) mismatch = check_random_positions<2>(kPositions / 100, 2, small);
  if (mismatch.empty()) mismatch = check_random_positions<3>(kPositions / 50, 3, small);
  if (mismatch.empty()) mismatch = check_random_positions<4>(kPositions / 50, 4, small);
  if (mismatch.empty()) mismatch = check_random_positions<5>(kPositions / 50, 5, small);
  if (mismatch.empty()) mismatch = check_random_positions<7>(kPositions / 50, 7, small);
  if (mismatch.empty()) mismatch = check_random_positions<11>(kPositions / 100, 11, small);
  ASSERT_EQ(mismatch, "");
  // The games must have met every rule.
  EXPECT_GT(tally.captures, tally.positions / 50);
  EXPECT_GT(tally.kos, 10);
  EXPECT_GT(tally.eyes, tally.positions / 10);
  EXPECT_GT(small.kos, kPositions / 20000);
  std::cout << tally.positions << " positions at 9x9, 13x13 and 19x19 (" << tally.points
            << " points: " << tally.legal << " legal, " << tally.eyes << " own eyes; "
            << tally.captures << " capturing moves, " << tally.kos << " ko positions, "
            << tally.passes << " passes); " << small.positions << " more on 2x2 to 11x11 ("
            << small.kos << " ko positions)\n";
}
