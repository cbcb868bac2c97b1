// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/game.cpp: the two-player game (see game.hpp).
#include "game.hpp"

#include <stdexcept>
#include <utility>

namespace bitcc::arena {

namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Uniform in 1..5 by rejection (no modulo bias).
int draw_color(std::uint64_t& state) {
  constexpr std::uint64_t kLimit = UINT64_MAX - UINT64_MAX % 5;
  for (;;) {
    const std::uint64_t value = splitmix64(state);
    if (value < kLimit) return 1 + static_cast<int>(value % 5);
  }
}

}  // namespace

std::vector<Pair> draw_pairs(std::uint64_t seed) {
  std::vector<Pair> pairs(kGamePairs);
  std::uint64_t state = seed;
  for (Pair& pair : pairs) {
    pair.a = draw_color(state);
    pair.b = draw_color(state);
  }
  return pairs;
}

std::uint64_t game_seed(std::uint64_t match_seed, std::uint64_t game) {
  std::uint64_t state = match_seed ^ (game * 0xd1b54a32d192ed03ULL);
  return splitmix64(state);
}

const char* loss_name(LossKind kind) {
  switch (kind) {
    case LossKind::None: return "none";
    case LossKind::Illegal: return "illegal";
    case LossKind::Timeout: return "timeout";
    case LossKind::Crash: return "crash";
    case LossKind::Malformed: return "malformed";
  }
  return "?";
}

Game::Game(std::vector<Pair> pairs, const stc::Grid& start0, const stc::Grid& start1)
    : pairs_(std::move(pairs)) {
  if (pairs_.size() < static_cast<std::size_t>(kGamePairs))
    throw std::invalid_argument("a game needs " + std::to_string(kGamePairs) + " pairs");
  for (const Pair& pair : pairs_)
    if (pair.a < stc::kFirstColor || pair.a > stc::kLastColor || pair.b < stc::kFirstColor ||
        pair.b > stc::kLastColor)
      throw std::invalid_argument("pair colors must be 1..5");
  players_[0].grid = start0;
  players_[1].grid = start1;
}

void Game::begin_turn() {
  if (over_ || in_turn_) throw std::logic_error("begin_turn: the game is over or a turn is begun");
  in_turn_ = true;
  record_ = TurnRecord{};
  record_.turn = turn_ + 1;
  for (int i = 0; i < kVisiblePairs; ++i)
    record_.pairs[static_cast<std::size_t>(i)] = pairs_[static_cast<std::size_t>(turn_ + i)];
  for (std::size_t p = 0; p < kPlayers; ++p) {
    Player& player = players_[p];
    PlayerTurn& turn = record_.players[p];
    turn.lines_landed = player.pending_lines;
    turn.skulls_lost = player.grid.drop_skull_lines(player.pending_lines);
    player.pending_lines = 0;
  }
}

std::string Game::protocol_input(int player) const {
  if (!in_turn_) throw std::logic_error("protocol_input: no turn begun");
  std::string text;
  text.reserve(34 * 8);
  for (const Pair& pair : record_.pairs)
    text += std::to_string(pair.a) + " " + std::to_string(pair.b) + "\n";
  const Player& me = players_[index(player)];
  const Player& opponent = players_[index(1 - player)];
  text += std::to_string(me.score) + "\n" + stc::to_text(me.grid);
  text += std::to_string(opponent.score) + "\n" + stc::to_text(opponent.grid);
  return text;
}

const TurnRecord& Game::end_turn(const std::array<Answer, kPlayers>& answers) {
  if (!in_turn_) throw std::logic_error("end_turn: no turn begun");
  in_turn_ = false;
  const Pair pair = record_.pairs[0];
  for (std::size_t p = 0; p < kPlayers; ++p) {
    Player& player = players_[p];
    PlayerTurn& turn = record_.players[p];
    turn.answer = answers[p];
    if (answers[p].failure != LossKind::None) {
      turn.loss = answers[p].failure;
      turn.loss_reason = answers[p].reason;
    } else {
      const stc::Move move = answers[p].move;
      const stc::MoveError error = player.grid.place(pair.a, pair.b, move);
      if (error != stc::MoveError::None) {
        turn.loss = LossKind::Illegal;
        turn.loss_reason = "move " + std::to_string(move.x) + " " + std::to_string(move.rotation) +
                           " for pair " + std::to_string(pair.a) + " " + std::to_string(pair.b) +
                           ": " + stc::describe(error);
      } else {
        turn.chain = player.grid.resolve();
        turn.turn_score = turn.chain.score;
        player.score += turn.turn_score;
        turn.lines_sent = player.nuisance.add_turn_score(turn.turn_score);
        players_[1 - p].pending_lines += turn.lines_sent;
      }
    }
    turn.score = player.score;
    turn.nuisance_seventieths = player.nuisance.seventieths();
    player.loss = turn.loss;
    player.loss_reason = turn.loss_reason;
  }
  ++turn_;
  const bool lost0 = players_[0].loss != LossKind::None;
  const bool lost1 = players_[1].loss != LossKind::None;
  if (lost0 || lost1) {
    over_ = true;
    winner_ = lost0 && lost1 ? -1 : (lost0 ? 1 : 0);
  } else if (turn_ == kMaxTurns) {
    over_ = true;
    const long long difference = players_[0].score - players_[1].score;
    winner_ = difference == 0 ? -1 : (difference > 0 ? 0 : 1);
  }
  return record_;
}

}  // namespace bitcc::arena
