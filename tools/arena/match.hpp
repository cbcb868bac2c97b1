// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/match.hpp: a match between two bot commands, its report and a game's replay.
//
// Game g (0-based) of a match uses the pairs of draw_pairs(game_seed(seed, g)); bot A plays as
// player 0 in even games and player 1 in odd ones (in this simultaneous game the side only decides
// who is asked first, but alternating keeps even that fair). Each bot is started for each game and
// stopped at its end. Only the totals are kept (and one game's replay when asked for), so memory
// does not grow with the number of games; `jobs` games are played at a time, each on its own
// thread with its own two processes, and the totals do not depend on `jobs`. A bot that ends
// before its first answer in the first game stops the match (first_game_failure): a mistyped
// command would otherwise "lose" every game by crashing.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>

#include "game.hpp"

namespace bitcc::arena {

struct MatchConfig {
  std::array<std::string, 2> commands;  // bot A, bot B: shell commands
  long long games = 100;
  std::uint64_t seed = 1;
  int turn_ms = 100;         // time for an answer, from the end of the input to the newline
  int first_turn_ms = 1000;  // the same for the first turn (the bot's start-up included)
  long long replay = 0;      // 1-based game to record turn by turn; 0 for none
  int jobs = 1;
  bool bot_stderr = false;              // let the bots write to the referee's standard error
  std::size_t max_output_bytes = 4096;  // per bot and turn
};

/// One bot's totals over a match.
struct BotTotals {
  long long wins = 0, losses = 0, draws = 0;
  long long score_sum = 0, max_score = 0;
  std::array<long long, kLossKinds> losses_by{};  // indexed by LossKind; [None]: lost on score
};

/// The result of one game, by bot (0 = A, 1 = B).
struct GameResult {
  int winner = -1;  // 0, 1, or -1 for a draw
  int turns = 0;
  std::array<long long, 2> scores{};
  std::array<LossKind, 2> losses{LossKind::None, LossKind::None};
  std::array<std::string, 2> reasons;
};

struct MatchReport {
  long long games = 0;
  long long turns_sum = 0;
  std::array<BotTotals, 2> bots;
  std::string replay;  // the replay of config.replay, when asked for
  std::string error;   // set when the match could not be played
  // The error is a bot command that does not work: it could not be started, or it ended before
  // its first answer in the first game (a command not found, arguments it refuses, ...).
  bool bad_bot = false;
};

/// Empty, or why game 0 of a match shows that a bot command does not work: the bot ended (exited,
/// was killed, closed its output) before its first answer in the match's first game, whose
/// `result` is given. Names the bot, its command and how it ended ("exited with status 127: the
/// shell found no such command").
std::string first_game_failure(const MatchConfig& config, const GameResult& result);

/// Plays game `game` (0-based); writes its replay to *replay when given.
GameResult play_game(const MatchConfig& config, long long game, std::string* replay);

/// Plays the whole match. When `progress` is given, writes a line to it about once a second.
MatchReport run_match(const MatchConfig& config, std::ostream* progress);

/// The 95% Wilson score interval of a proportion of `successes` in `trials` (0..1 each end).
std::array<double, 2> wilson_interval(long long successes, long long trials);

/// The report as text, and as one JSON object (one line).
void write_report(const MatchConfig& config, const MatchReport& report, std::ostream& out);
void write_json(const MatchConfig& config, const MatchReport& report, std::ostream& out);

}  // namespace bitcc::arena
