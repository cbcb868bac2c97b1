// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/match.cpp: a match between two bots (see match.hpp).
#include "match.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <vector>

#include "bitcc/io.hpp"
#include "bot_process.hpp"
#include "text.hpp"

namespace bitcc::arena {

namespace {

using Clock = std::chrono::steady_clock;

// Moves further out than this are refused before the engine sees them (it adds offsets to x).
constexpr int kMoveLimit = 1000;

const char* const kBotLetters[2] = {"A", "B"};

// Parses "x rotation", optionally followed by a space and any message (as the contest allows).
// Returns a move, or an Illegal/Malformed failure.
Answer parse_answer(const std::string& line) {
  const auto malformed = [&] {
    std::string shown = line.size() > 40 ? line.substr(0, 40) + "..." : line;
    for (char& c : shown)
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return Answer::failed(LossKind::Malformed, "answered '" + shown + "', expected 'x rotation'");
  };
  // The first two words (separated by spaces or tabs), each a whole number (parse_number's rule).
  std::string_view rest = line, words[2];
  for (std::string_view& word : words) {
    rest.remove_prefix(std::min(rest.size(), rest.find_first_not_of(" \t")));
    word = rest.substr(0, rest.find_first_of(" \t"));
    rest.remove_prefix(word.size());
  }
  int values[2] = {0, 0};
  bool beyond = false;
  for (int i = 0; i < 2; ++i) {
    bool out_of_range = false;
    const std::optional<int> value =
        cli::parse_number(words[i], -kMoveLimit, kMoveLimit, &out_of_range);
    if (!value && !out_of_range) return malformed();
    beyond = beyond || out_of_range;
    values[i] = value.value_or(0);
  }
  if (beyond)  // words of digits only (and '-'): safe to show as written
    return Answer::failed(LossKind::Illegal, "move " + std::string(words[0]) + " " +
                                                 std::string(words[1]) + ": out of the grid");
  return Answer::of(stc::Move{values[0], values[1]});
}

std::string format_points(long long seventieths) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", static_cast<double>(seventieths) / 70.0);
  return buffer;
}

// One turn of the replay: pairs, each player's skulls, move, chain and scores, then both grids.
void write_turn(const TurnRecord& record, const std::array<int, 2>& bot_of_player,
                std::ostream& out) {
  out << "turn " << record.turn << "  pairs";
  for (const Pair& pair : record.pairs) out << " " << pair.a << pair.b;
  out << "\n";
  for (std::size_t p = 0; p < kPlayers; ++p) {
    const PlayerTurn& turn = record.players[p];
    out << "  player " << p + 1 << " (" << kBotLetters[bot_of_player[p]] << "): ";
    if (turn.lines_landed > 0) {
      out << turn.lines_landed << " skull line(s) landed";
      if (turn.skulls_lost > 0) out << " (" << turn.skulls_lost << " skulls lost)";
      out << "; ";
    }
    if (turn.loss != LossKind::None) {
      out << "LOSES (" << loss_name(turn.loss) << "): " << turn.loss_reason << "\n";
      continue;
    }
    out << "move " << turn.answer.move.x << " " << turn.answer.move.rotation;
    for (int s = 0; s < turn.chain.step_count; ++s) {
      const stc::Step& step = turn.chain.steps[s];
      out << "; step " << s + 1 << ": B=" << step.blocks << " CP=" << step.chain_power
          << " CB=" << step.color_bonus << " GB=" << step.group_bonus << " score=" << step.score;
    }
    out << "; turn score " << turn.turn_score << ", total " << turn.score << ", nuisance "
        << format_points(turn.nuisance_seventieths);
    if (turn.lines_sent > 0) out << ", sends " << turn.lines_sent << " line(s)";
    out << "\n";
  }
}

void write_grids(const Game& game, std::ostream& out) {
  const std::string grids[2] = {stc::to_text(game.grid(0)), stc::to_text(game.grid(1))};
  for (int row = 0; row < kHeight; ++row) {
    const std::size_t at = static_cast<std::size_t>(row) * (kWidth + 1);
    out << "    " << grids[0].substr(at, kWidth) << "    " << grids[1].substr(at, kWidth) << "\n";
  }
}

}  // namespace

GameResult play_game(const MatchConfig& config, long long game, std::string* replay) {
  // bot_of_player[p]: which bot (0 = A, 1 = B) plays as player p.
  const std::array<int, 2> bot_of_player =
      game % 2 == 0 ? std::array<int, 2>{0, 1} : std::array<int, 2>{1, 0};
  const std::uint64_t seed = game_seed(config.seed, static_cast<std::uint64_t>(game));
  Game state(draw_pairs(seed));
  std::array<BotProcess, kPlayers> bots;
  for (std::size_t p = 0; p < kPlayers; ++p) {
    std::string error;
    if (!bots[p].start(config.commands[static_cast<std::size_t>(bot_of_player[p])],
                       config.bot_stderr, &error))
      throw std::runtime_error("bot " + std::string(kBotLetters[bot_of_player[p]]) + ": " + error);
  }
  std::ostringstream log;
  if (replay != nullptr)
    log << "game " << game + 1 << ": player 1 is bot " << kBotLetters[bot_of_player[0]]
        << ", player 2 is bot " << kBotLetters[bot_of_player[1]]
        << " (grids: player 1, player 2)\n";
  while (!state.over()) {
    state.begin_turn();
    const std::chrono::milliseconds timeout(state.turns() == 0 ? config.first_turn_ms
                                                               : config.turn_ms);
    std::array<Answer, kPlayers> answers;
    for (std::size_t p = 0; p < kPlayers; ++p) {
      const BotProcess::Reply reply =
          bots[p].ask(state.protocol_input(static_cast<int>(p)), timeout, config.max_output_bytes);
      answers[p] = reply.failure != LossKind::None ? Answer::failed(reply.failure, reply.reason)
                                                   : parse_answer(reply.line);
    }
    const TurnRecord& record = state.end_turn(answers);
    if (replay != nullptr) {
      write_turn(record, bot_of_player, log);
      write_grids(state, log);
    }
  }
  for (BotProcess& bot : bots) bot.stop();

  GameResult result;
  result.turns = state.turns();
  result.winner = state.winner() < 0 ? -1 : bot_of_player[static_cast<std::size_t>(state.winner())];
  for (std::size_t p = 0; p < kPlayers; ++p) {
    const auto bot = static_cast<std::size_t>(bot_of_player[p]);
    result.scores[bot] = state.score(static_cast<int>(p));
    result.losses[bot] = state.loss(static_cast<int>(p));
    result.reasons[bot] = state.loss_reason(static_cast<int>(p));
  }
  if (replay != nullptr) {
    log << "game " << game + 1 << " over after " << result.turns << " turns: ";
    if (result.winner < 0)
      log << "draw";
    else
      log << "bot " << kBotLetters[result.winner] << " wins";
    log << " (A " << result.scores[0] << ", B " << result.scores[1] << ")\n";
    *replay = log.str();
  }
  return result;
}

std::string first_game_failure(const MatchConfig& config, const GameResult& result) {
  for (std::size_t bot = 0; bot < 2; ++bot) {
    // A crash in the first turn: the bot gave no answer at all.
    if (result.turns != 1 || result.losses[bot] != LossKind::Crash) continue;
    const std::string& reason = result.reasons[bot];
    std::string message = "bot " + std::string(kBotLetters[bot]) + " ('" +
                          printable(config.commands[bot]) + "') " + reason +
                          " before its first answer";
    // The shell's statuses for a command it cannot run (POSIX, "Command Search and Execution").
    if (reason == "exited with status 127")
      message += ": the shell found no such command";
    else if (reason == "exited with status 126")
      message += ": the shell found the command but could not run it (not executable?)";
    if (!config.bot_stderr) message += "; --bot-stderr shows what it wrote to standard error";
    return message;
  }
  return {};
}

std::array<double, 2> wilson_interval(long long successes, long long trials) {
  if (trials <= 0) return {0.0, 1.0};
  const double z = 1.959963984540054;  // the 97.5th percentile of the normal distribution
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double denominator = 1 + z * z / n;
  const double center = (p + z * z / (2 * n)) / denominator;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
  const double low = center - half, high = center + half;
  return {low < 0 ? 0.0 : low, high > 1 ? 1.0 : high};
}

MatchReport run_match(const MatchConfig& config, std::ostream* progress) {
  ignore_sigpipe();
  MatchReport report;
  std::mutex mutex;  // guards report, last_progress, progress_lines
  std::atomic<long long> next_game{0};
  std::atomic<bool> failed{false};
  const Clock::time_point start = Clock::now();
  Clock::time_point last_progress = start;
  bool progress_lines = false;

  const auto write_progress = [&] {
    *progress << "arena: " << report.games << "/" << config.games << " games, A "
              << report.bots[0].wins << " wins, B " << report.bots[1].wins << " wins, "
              << report.bots[0].draws << " draws\n"
              << std::flush;
  };
  const auto worker = [&] {
    for (;;) {
      const long long game = next_game.fetch_add(1);
      if (game >= config.games || failed.load()) return;
      std::string replay;
      GameResult result;
      try {
        result = play_game(config, game, game + 1 == config.replay ? &replay : nullptr);
      } catch (const std::exception& error) {
        const std::lock_guard<std::mutex> lock(mutex);
        if (report.error.empty()) report.error = error.what();
        failed = true;
        return;
      }
      const std::string bad_bot = game == 0 ? first_game_failure(config, result) : std::string();
      const std::lock_guard<std::mutex> lock(mutex);
      if (!bad_bot.empty()) {
        if (report.error.empty()) report.error = bad_bot;
        report.bad_bot = true;
        failed = true;
        return;
      }
      ++report.games;
      report.turns_sum += result.turns;
      if (!replay.empty()) report.replay = std::move(replay);
      for (std::size_t bot = 0; bot < 2; ++bot) {
        BotTotals& totals = report.bots[bot];
        const long long score = result.scores[bot];
        totals.score_sum += score;
        if (score > totals.max_score) totals.max_score = score;
        if (result.winner < 0) {
          ++totals.draws;
        } else if (result.winner == static_cast<int>(bot)) {
          ++totals.wins;
        } else {
          ++totals.losses;
          ++totals.losses_by[static_cast<std::size_t>(result.losses[bot])];
        }
      }
      if (progress != nullptr && Clock::now() - last_progress >= std::chrono::seconds(1)) {
        last_progress = Clock::now();
        progress_lines = true;
        write_progress();
      }
    }
  };
  const long long threads = config.jobs < config.games ? config.jobs : config.games;
  std::vector<std::thread> pool;
  for (long long t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& thread : pool) thread.join();
  if (progress != nullptr && progress_lines) write_progress();
  return report;
}

namespace {

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

double mean(long long sum, long long count) {
  return count > 0 ? static_cast<double>(sum) / static_cast<double>(count) : 0.0;
}

std::string json_string(const std::string& text) {
  std::string quoted = "\"";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      quoted += '\\';
      quoted += c;
    } else if (byte < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", byte);
      quoted += buffer;
    } else {
      quoted += c;
    }
  }
  return quoted + "\"";
}

constexpr LossKind kFaultKinds[] = {LossKind::Illegal, LossKind::Timeout, LossKind::Crash,
                                    LossKind::Malformed};

}  // namespace

void write_report(const MatchConfig& config, const MatchReport& report, std::ostream& out) {
  out << "games: " << report.games << " (seed " << config.seed << ", " << config.turn_ms
      << " ms per turn, " << config.first_turn_ms << " ms for the first)\n";
  for (std::size_t bot = 0; bot < 2; ++bot) {
    const BotTotals& totals = report.bots[bot];
    const auto interval = wilson_interval(totals.wins, report.games);
    out << "bot " << kBotLetters[bot] << ": " << config.commands[bot] << "\n"
        << "  wins " << totals.wins << ", losses " << totals.losses << ", draws " << totals.draws
        << "; win rate " << fixed(100.0 * mean(totals.wins, report.games), 1) << "% (95% CI "
        << fixed(100.0 * interval[0], 1) << "% to " << fixed(100.0 * interval[1], 1) << "%)\n"
        << "  score: mean " << fixed(mean(totals.score_sum, report.games), 1) << ", max "
        << totals.max_score << "\n"
        << "  losses by kind:";
    for (const LossKind kind : kFaultKinds)
      out << " " << loss_name(kind) << " " << totals.losses_by[static_cast<std::size_t>(kind)]
          << ",";
    out << " on score " << totals.losses_by[static_cast<std::size_t>(LossKind::None)] << "\n";
  }
  out << "mean turns: " << fixed(mean(report.turns_sum, report.games), 1) << "\n";
}

void write_json(const MatchConfig& config, const MatchReport& report, std::ostream& out) {
  out << "{\"games\": " << report.games << ", \"bots\": [";
  for (std::size_t bot = 0; bot < 2; ++bot) {
    const BotTotals& totals = report.bots[bot];
    const auto interval = wilson_interval(totals.wins, report.games);
    out << (bot == 0 ? "" : ", ") << "{\"command\": " << json_string(config.commands[bot])
        << ", \"wins\": " << totals.wins << ", \"losses\": " << totals.losses
        << ", \"draws\": " << totals.draws
        << ", \"mean_score\": " << fixed(mean(totals.score_sum, report.games), 2)
        << ", \"losses_by\": {";
    for (std::size_t k = 0; k < 4; ++k)
      out << (k == 0 ? "" : ", ") << "\"" << loss_name(kFaultKinds[k])
          << "\": " << totals.losses_by[static_cast<std::size_t>(kFaultKinds[k])];
    out << "}, \"max_score\": " << totals.max_score
        << ", \"win_rate\": " << fixed(mean(totals.wins, report.games), 4)
        << ", \"win_rate_ci95\": [" << fixed(interval[0], 4) << ", " << fixed(interval[1], 4)
        << "]}";
  }
  out << "], \"mean_turns\": " << fixed(mean(report.turns_sum, report.games), 2) << "}\n";
}

}  // namespace bitcc::arena
