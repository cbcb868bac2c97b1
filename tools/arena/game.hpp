// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/game.hpp: the two-player game of Smash the Code around the bitcc::stc engine.
//
// One game, with no processes in it: the referee (match.hpp) asks the bots, this class applies
// their answers. Both players get the same pairs and move at the same time. A turn:
//   1. begin_turn(): the skull lines sent to each player during the previous turn land on its grid
//      (Grid::drop_skull_lines; a skull whose column is full is lost).
//   2. Each player is shown protocol_input(player): the 8 pairs from this turn on, its score and
//      grid, the opponent's score and grid.
//   3. end_turn(answers): each player's pair is placed (an illegal move, or a failed answer: late,
//      malformed, crashed, loses) and resolved; the turn score is added to the player's score and,
//      divided by 70, to its running nuisance (stc::Nuisance), which sends one line per whole 6
//      points to the opponent, landing at the start of the next turn.
// The game ends when a player loses (both in the same turn: a draw) or after kMaxTurns turns (the
// higher score wins, equal scores draw).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "bitcc/stc/stc.hpp"

namespace bitcc::arena {

inline constexpr int kMaxTurns = 200;
inline constexpr int kVisiblePairs = 8;
inline constexpr int kPlayers = 2;
/// Pairs a game can show: the turn's own and the 7 after it, up to the last turn.
inline constexpr int kGamePairs = kMaxTurns + kVisiblePairs - 1;

struct Pair {
  int a = 1;
  int b = 1;
};

/// The pairs of one game (kGamePairs of them) drawn from `seed`: each color independently uniform
/// in 1..5 (so A and B differ 4 times in 5).
std::vector<Pair> draw_pairs(std::uint64_t seed);

/// The seed of game `game` (0-based) of a match seeded with `match_seed`.
std::uint64_t game_seed(std::uint64_t match_seed, std::uint64_t game);

/// Why a player lost a game (None: it did not lose by fault; it may still lose on score).
enum class LossKind { None, Illegal, Timeout, Crash, Malformed };
inline constexpr int kLossKinds = 5;

/// "illegal", "timeout", "crash", "malformed" ("none" for None).
const char* loss_name(LossKind kind);

/// A player's answer to one turn: a move, or a failure (failure != None) and why.
struct Answer {
  stc::Move move;
  LossKind failure = LossKind::None;
  std::string reason;
  static Answer of(stc::Move move) { return Answer{move, LossKind::None, {}}; }
  static Answer failed(LossKind kind, std::string why) { return Answer{{}, kind, std::move(why)}; }
};

/// What happened to one player in one turn.
struct PlayerTurn {
  int lines_landed = 0;  // skull lines that landed on its grid at the start of the turn
  int skulls_lost = 0;   // skulls of those lines that found their column full
  Answer answer;
  LossKind loss = LossKind::None;  // set when the player lost in this turn
  std::string loss_reason;
  stc::Chain chain;  // the resolution of its placement (empty when it lost)
  long long turn_score = 0;
  int lines_sent = 0;                  // to the opponent, landing at the start of the next turn
  long long score = 0;                 // its total after the turn
  long long nuisance_seventieths = 0;  // its running nuisance after the turn, in 1/70 points
};

/// One turn of both players.
struct TurnRecord {
  int turn = 0;  // 1-based
  std::array<Pair, kVisiblePairs> pairs{};
  std::array<PlayerTurn, kPlayers> players{};
};

class Game {
 public:
  /// A game on `pairs` (at least kGamePairs of them, each color 1..5), from the given grids (empty
  /// by default; tests start from prepared ones, which must be settled and hold no group of 4).
  explicit Game(std::vector<Pair> pairs, const stc::Grid& start0 = {},
                const stc::Grid& start1 = {});

  bool over() const { return over_; }
  /// Turns completed.
  int turns() const { return turn_; }
  /// When over(): the winner (0 or 1), or -1 for a draw.
  int winner() const { return winner_; }
  const stc::Grid& grid(int player) const { return players_[index(player)].grid; }
  long long score(int player) const { return players_[index(player)].score; }
  LossKind loss(int player) const { return players_[index(player)].loss; }
  const std::string& loss_reason(int player) const { return players_[index(player)].loss_reason; }
  /// Skull lines waiting to land on `player` at the start of its next turn.
  int pending_lines(int player) const { return players_[index(player)].pending_lines; }
  long long nuisance_seventieths(int player) const {
    return players_[index(player)].nuisance.seventieths();
  }

  /// Starts the next turn: the pending skull lines land. Requires !over() and no turn begun.
  void begin_turn();
  /// The protocol text the player reads this turn (34 lines). Requires a begun turn.
  std::string protocol_input(int player) const;
  /// Applies both answers, ends the turn and returns its record. Requires a begun turn.
  const TurnRecord& end_turn(const std::array<Answer, kPlayers>& answers);

 private:
  struct Player {
    stc::Grid grid;
    long long score = 0;
    stc::Nuisance nuisance;
    int pending_lines = 0;
    LossKind loss = LossKind::None;
    std::string loss_reason;
  };
  static std::size_t index(int player) { return static_cast<std::size_t>(player); }

  std::vector<Pair> pairs_;
  std::array<Player, kPlayers> players_{};
  TurnRecord record_;
  int turn_ = 0;
  bool in_turn_ = false;
  bool over_ = false;
  int winner_ = -1;
};

}  // namespace bitcc::arena
