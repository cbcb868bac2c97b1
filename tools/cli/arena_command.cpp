// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/arena_command.cpp: `bitcc arena`, a match between two Smash the Code bots.
#include "arena_command.hpp"

#include <cstdint>
#include <istream>
#include <limits>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "match.hpp"
#include "options.hpp"

namespace bitcc::cli {

namespace {

constexpr const char* kCommand = "bitcc arena";

constexpr const char* kUsage =
    "usage: bitcc arena BOT_A BOT_B [--games N] [--seed S] [--turn-ms T] [--first-turn-ms T]\n"
    "                   [--replay K] [--jobs J] [--json] [--quiet] [--bot-stderr]\n"
    "\n"
    "Plays Smash the Code games between two bots and reports the results.\n"
    "\n"
    "BOT_A and BOT_B are shell commands, each one argument: quote a command that has arguments,\n"
    "as in  bitcc arena './my_bot --depth 2' ./random_bot  (after '--', a command may start\n"
    "with '-'). Each is started once per game; each turn a bot reads the 8 pairs,\n"
    "its score and grid, the opponent's score and grid, and answers 'x rotation' on one line.\n"
    "Both bots get the same pairs; skull lines from a player's score land on the opponent at\n"
    "the start of its next turn. A bot loses a game by an illegal move, an answer that is late\n"
    "(timeout), malformed or more than 4096 bytes long, or by crashing or closing its input;\n"
    "after 200 turns the higher score wins. Bots alternate sides. Nothing is read from\n"
    "standard input.\n"
    "\n"
    "Output: the report (games, wins, losses by kind, scores, win rates with 95% intervals);\n"
    "progress on standard error about once a second.\n"
    "\n"
    "Options (--name value or --name=value):\n"
    "  --games N          games to play, 1 to 1000000000 (default 100)\n"
    "  --seed S           seed of the pairs; the same seed replays the same match (default 1)\n"
    "  --turn-ms T        time for an answer, 1 to 3600000 (default 100)\n"
    "  --first-turn-ms T  time for the first answer, start-up included (default 1000)\n"
    "  --replay K         print game K (1-based) turn by turn before the report\n"
    "  --jobs J           games played at the same time, 1 to 256 (default 1)\n"
    "  --json             print the report as one JSON object (after the replay, if any)\n"
    "  --quiet            no progress lines on standard error\n"
    "  --bot-stderr       let the bots write to standard error (default: discarded)\n"
    "  -h, --help         show this help\n"
    "\n"
    "A bot that ends before its first answer in the first game (a command not found, status\n"
    "127; arguments it refuses; a crash) stops the match with the command and how it ended.\n"
    "\n"
    "Exit status: 0 when the match was played, 1 when it could not be, 2 when the command\n"
    "line is wrong or a bot ended before its first answer in the first game.\n";

// An unknown option is most often a bot's own option, left outside the quotes.
constexpr const char* kQuoteHint =
    "A bot command with arguments is one argument: quote it, as in\n"
    "  bitcc arena './my_bot --depth 2' ./random_bot\n";

}  // namespace

int run_arena(const std::vector<std::string>& args, std::istream& /*in*/, std::ostream& out,
              std::ostream& err) {
  std::ostringstream problem;
  const std::optional<ParsedOptions> options =
      parse_options(kCommand, args,
                    {with_value("--games"), with_value("--seed"), with_value("--turn-ms"),
                     with_value("--first-turn-ms"), with_value("--replay"), with_value("--jobs"),
                     flag("--json"), flag("--quiet"), flag("--bot-stderr")},
                    std::numeric_limits<std::size_t>::max(), problem);
  if (!options) {
    err << problem.str();
    if (problem.str().find(": unknown option '") != std::string::npos) err << kQuoteHint;
    return kExitUsage;
  }
  if (options->help) {
    out << kUsage;
    return kExitOk;
  }
  arena::MatchConfig config;
  const auto number = [&](const char* name, unsigned long long low, unsigned long long high,
                          unsigned long long fallback) {
    return number_option(kCommand, *options, name, low, high, fallback, err);
  };
  const auto games =
      number("--games", 1, 1000000000, static_cast<unsigned long long>(config.games));
  if (!games) return kExitUsage;
  const auto seed = number("--seed", 0, UINT64_MAX, config.seed);
  if (!seed) return kExitUsage;
  const auto turn_ms =
      number("--turn-ms", 1, 3600000, static_cast<unsigned long long>(config.turn_ms));
  if (!turn_ms) return kExitUsage;
  const auto first_turn_ms =
      number("--first-turn-ms", 1, 3600000, static_cast<unsigned long long>(config.first_turn_ms));
  if (!first_turn_ms) return kExitUsage;
  const auto replay = number("--replay", 1, 1000000000, 0);
  if (!replay) return kExitUsage;
  const auto jobs = number("--jobs", 1, 256, static_cast<unsigned long long>(config.jobs));
  if (!jobs) return kExitUsage;
  config.games = static_cast<long long>(*games);
  config.seed = *seed;
  config.turn_ms = static_cast<int>(*turn_ms);
  config.first_turn_ms = static_cast<int>(*first_turn_ms);
  config.replay = static_cast<long long>(*replay);
  config.jobs = static_cast<int>(*jobs);
  config.bot_stderr = options->has("--bot-stderr");

  const std::vector<std::string>& bots = options->operands;
  if (bots.size() != 2)
    return usage_error(kCommand, "expected two bot commands, found " + std::to_string(bots.size()),
                       err);
  for (const std::string& bot : bots)
    if (bot.find_first_not_of(" \t") == std::string::npos)
      return usage_error(kCommand, "a bot command is empty", err);
  if (config.replay > config.games)
    return usage_error(kCommand,
                       "--replay " + std::to_string(config.replay) + " is beyond the " +
                           plural(config.games, "game"),
                       err);
  config.commands = {bots[0], bots[1]};

  const arena::MatchReport report =
      arena::run_match(config, options->has("--quiet") ? nullptr : &err);
  if (!report.error.empty()) {
    err << kCommand << ": the match stopped: " << report.error << "\n";
    return report.bad_bot ? kExitUsage : kExitBadInput;
  }
  out << report.replay;
  if (options->has("--json")) arena::write_json(config, report, out);
  else
    arena::write_report(config, report, out);
  return kExitOk;
}

}  // namespace bitcc::cli
