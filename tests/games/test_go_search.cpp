// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The Monte-Carlo tree search of bitcc/games/go_search.hpp on hand-drawn positions: it takes a
// group in atari worth winning, saves its own, passes when the game is decided, resigns a lost
// game only when asked to, never returns an illegal move, and the same seed gives the same move
// (threads included).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "bitcc/games/go.hpp"
#include "bitcc/games/go_search.hpp"
#include "tests/sanitized.hpp"

namespace {

using bitcc::games::Color;
using bitcc::games::GoBoard;
using bitcc::games::GoSearchOptions;
using bitcc::games::GoSearchResult;
using bitcc::test_support::kSanitized;

// A position from a picture, top row first: X black, O white, '.' or '*' empty (the '*' cells
// are returned in `marked`); the stones are placed with hand_turn_to, then `to_move` is to move.
// No stone of the picture may be without a liberty.
template <int N>
GoBoard<N> position(const std::string& picture, Color to_move, std::vector<int>* marked = nullptr) {
  using G = typename GoBoard<N>::G;
  GoBoard<N> go;
  std::istringstream rows(picture);
  std::string line;
  int row = N;
  while (std::getline(rows, line)) {
    std::string cells;
    for (const char c : line)
      if (c != ' ') cells += c;
    if (cells.empty()) continue;
    --row;
    EXPECT_EQ(static_cast<int>(cells.size()), N) << "row " << row + 1 << " of\n" << picture;
    for (int column = 0; column < N && column < static_cast<int>(cells.size()); ++column) {
      const int cell = G::cell_index(row, column);
      if (cells[column] == 'X' || cells[column] == 'O') {
        const Color color = cells[column] == 'X' ? Color::Black : Color::White;
        go.hand_turn_to(color);
        EXPECT_EQ(go.play(color, cell).verdict, GoBoard<N>::Verdict::Ok) << "at row " << row + 1;
      } else if (cells[column] == '*' && marked) {
        marked->push_back(cell);
      }
    }
  }
  EXPECT_EQ(row, 0) << picture;
  go.hand_turn_to(to_move);
  return go;
}

GoSearchOptions quick_options(long playouts) {
  GoSearchOptions options;
  options.playouts = kSanitized ? playouts / 4 : playouts;
  return options;
}

// Black's group B5-D6 has one liberty, E5; white E5 would join it to the wall on column F. The
// picture serves both: black to move captures (6 stones, the game), white to move saves it.
constexpr const char* kGroupInAtari = R"(
  . . . . . O . . .
  . . . . . O . . .
  . X X X . O . . .
  X O O O X O . . .
  X O O O * O . . .
  X X X X X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
)";

TEST(GoSearch, CapturesAGroupInAtariWorthTheGame) {
  std::vector<int> marked;
  const GoBoard<9> go = position<9>(kGroupInAtari, Color::Black, &marked);
  ASSERT_EQ(marked.size(), 1u);
  ASSERT_EQ(go.liberty_count(GoBoard<9>::G::cell_index(4, 1)), 1);
  const GoSearchResult result = bitcc::games::go_search(go, quick_options(4000));
  ASSERT_EQ(result.kind, GoSearchResult::Kind::Move);
  EXPECT_EQ(result.cell, marked[0]) << "win rate " << result.win_rate;
}

TEST(GoSearch, SavesItsOwnGroupInAtari) {
  const GoBoard<9> go = position<9>(kGroupInAtari, Color::White);
  const int group = GoBoard<9>::G::cell_index(4, 1);
  const GoSearchResult result = bitcc::games::go_search(go, quick_options(4000));
  ASSERT_EQ(result.kind, GoSearchResult::Kind::Move);
  GoBoard<9> after = go;
  ASSERT_EQ(after.play(Color::White, result.cell).verdict, GoBoard<9>::Verdict::Ok);
  EXPECT_GE(after.liberty_count(group), 2) << "the move at cell " << result.cell << " left it in atari";
}

TEST(GoSearch, PassesWhenOnlyOwnEyesAreLeft) {
  const GoBoard<5> go = position<5>(R"(
    . X . X .
    X X X X X
    . X . X .
    X X X X X
    . X . X .
  )", Color::Black);
  const GoSearchResult result = bitcc::games::go_search(go, quick_options(200));
  EXPECT_EQ(result.kind, GoSearchResult::Kind::Pass);
}

// Black owns columns A-E (45 points), white F-J (36): black wins by 1.5 with komi 7.5.
constexpr const char* kSettled = R"(
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
  . . . . X O . . .
)";

TEST(GoSearch, PassesAfterAPassWhenPassingWins) {
  GoBoard<9> go = position<9>(kSettled, Color::White);
  ASSERT_EQ(go.pass(Color::White).verdict, GoBoard<9>::Verdict::Ok);
  const GoSearchResult result = bitcc::games::go_search(go, quick_options(1000));
  EXPECT_EQ(result.kind, GoSearchResult::Kind::Pass);
  // White, behind, does not pass after black's pass.
  GoBoard<9> behind = position<9>(kSettled, Color::Black);
  ASSERT_EQ(behind.pass(Color::Black).verdict, GoBoard<9>::Verdict::Ok);
  EXPECT_NE(bitcc::games::go_search(behind, quick_options(1000)).kind, GoSearchResult::Kind::Pass);
}

TEST(GoSearch, ResignsALostGame) {
  // White lives with many eyes on 63 points; black has 18 at most.
  const GoBoard<9> go = position<9>(R"(
    . . O . O . O . O
    . . O O O O O O O
    . . O . O . O . O
    . . O O O O O O O
    . . O . O . O . O
    . . O O O O O O O
    . . O . O . O . O
    . . O O O O O O O
    . . O . O . O . O
  )", Color::Black);
  GoSearchOptions options = quick_options(2000);
  // By default the search plays on.
  EXPECT_NE(bitcc::games::go_search(go, options).kind, GoSearchResult::Kind::Resign);
  options.resign_below = 0.05;
  options.resign_after = options.playouts;  // fewer playouts under the sanitizers
  const GoSearchResult result = bitcc::games::go_search(go, options);
  EXPECT_EQ(result.kind, GoSearchResult::Kind::Resign) << "win rate " << result.win_rate;
  EXPECT_LT(result.win_rate, options.resign_below);
}

// Random positions (a light playout cut after `moves` moves), searched for both colors: a move
// is always legal and fills no own eye.
template <int N>
void expect_legal_moves(int threads, long playouts) {
  for (const int moves : {0, 5, 20, 40, 70, 100}) {
    GoBoard<N> go;
    bitcc::games::PlayoutRng rng(static_cast<std::uint64_t>(moves) + 77);
    for (int i = 0; i < moves * N * N / 81 && !go.over(); ++i) go.random_move(rng);
    if (go.over()) continue;
    for (const Color color : {Color::Black, Color::White}) {
      GoBoard<N> turn = go;
      turn.hand_turn_to(color);
      GoSearchOptions options = quick_options(playouts);
      options.threads = threads;
      options.seed = static_cast<std::uint64_t>(moves);
      const GoSearchResult result = bitcc::games::go_search(turn, options);
      EXPECT_GT(result.playouts, 0);
      if (result.kind == GoSearchResult::Kind::Move) {
        EXPECT_TRUE(turn.legal(color, result.cell)) << N << "x" << N << " after " << moves << " moves";
        EXPECT_FALSE(turn.is_eye(color, result.cell));
      }
    }
  }
}

TEST(GoSearch, ReturnsLegalMoves9x9) { expect_legal_moves<9>(1, 300); }
TEST(GoSearch, ReturnsLegalMoves19x19) { expect_legal_moves<19>(1, 100); }
TEST(GoSearch, ReturnsLegalMovesWithTwoThreads) { expect_legal_moves<9>(2, 300); }

// A GoSearcher reuses its trees' memory (one tree, then two, then one, through a game): each of its
// searches equals go_search's with fresh memory, so nothing of a search leaks into the next.
TEST(GoSearch, SearcherKeepsMemoryNotResults) {
  bitcc::games::GoSearcher<9> searcher;
  GoBoard<9> go;
  bitcc::games::PlayoutRng rng(9);
  for (int move = 0; move < 12 && !go.over(); ++move) {
    GoSearchOptions options = quick_options(move % 3 == 0 ? 600 : 300);
    options.threads = move % 4 == 1 ? 2 : 1;
    options.seed = static_cast<std::uint64_t>(move);
    const GoSearchResult kept = searcher.search(go, options);
    const GoSearchResult fresh = bitcc::games::go_search(go, options);
    EXPECT_EQ(kept.kind, fresh.kind) << "move " << move;
    EXPECT_EQ(kept.cell, fresh.cell) << "move " << move;
    EXPECT_EQ(kept.win_rate, fresh.win_rate) << "move " << move;
    EXPECT_EQ(kept.playouts, fresh.playouts) << "move " << move;
    go.random_move(rng);
  }
}

TEST(GoSearch, SameSeedSameMove) {
  for (const int threads : {1, 2}) {
    GoBoard<9> go;
    bitcc::games::PlayoutRng rng(5);
    for (int i = 0; i < 12; ++i) go.random_move(rng);
    GoSearchOptions options = quick_options(1000);
    options.threads = threads;
    options.seed = 42;
    const GoSearchResult a = bitcc::games::go_search(go, options);
    const GoSearchResult b = bitcc::games::go_search(go, options);
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(a.cell, b.cell);
    EXPECT_EQ(a.win_rate, b.win_rate);
    EXPECT_EQ(a.playouts, b.playouts);
    EXPECT_EQ(a.playouts, options.playouts);
  }
}

TEST(GoSearch, StopsAtTheTimeLimit) {
  GoSearchOptions options;
  options.playouts = 0;
  options.seconds = 0.05;
  const GoSearchResult result = bitcc::games::go_search(GoBoard<9>{}, options);
  EXPECT_EQ(result.kind, GoSearchResult::Kind::Move);
  EXPECT_GT(result.playouts, 0);
}

TEST(GoSearch, BoundedTree) {
  GoSearchOptions options = quick_options(2000);
  options.max_nodes = 500;  // the root's 81 children and a few expansions
  const GoSearchResult result = bitcc::games::go_search(GoBoard<9>{}, options);
  EXPECT_EQ(result.kind, GoSearchResult::Kind::Move);
  EXPECT_EQ(result.playouts, options.playouts);
}

// Options without a limit, or with a pool too small, still give a legal move.
TEST(GoSearch, AnyOptionsAreSafe) {
  GoSearchOptions options;
  options.playouts = 0;
  options.seconds = 0;
  options.max_nodes = 0;
  options.threads = -3;
  options.rave_equivalence = -1;
  options.expand_after = -1;
  const GoBoard<9> empty;
  const GoSearchResult result = bitcc::games::go_search(empty, options);
  EXPECT_GE(result.playouts, 1);
  ASSERT_EQ(result.kind, GoSearchResult::Kind::Move);
  EXPECT_TRUE(empty.legal(Color::Black, result.cell));
}

}  // namespace
