// tools/cli/arena_command.cpp: `bitcc arena`, a match between two Smash the Code bots.
#include "arena_command.hpp"

#include <charconv>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "match.hpp"

namespace bitcc::cli {

namespace {

constexpr const char* kUsage =
    "usage: bitcc arena BOT_A BOT_B [--games N] [--seed S] [--turn-ms T] [--first-turn-ms T]\n"
    "                   [--replay K] [--jobs J] [--json] [--quiet] [--bot-stderr]\n"
    "Plays Smash the Code games between two bots and reports the results. BOT_A and BOT_B are\n"
    "shell commands (quote them when they have arguments), started once per game; each turn a\n"
    "bot reads the 8 pairs, its score and grid, the opponent's score and grid, and answers\n"
    "'x rotation' on one line. Both bots get the same pairs; skull lines from a player's score\n"
    "land on the opponent at the start of its next turn. A bot loses a game by an illegal move,\n"
    "an answer that is late (timeout), malformed or more than 4096 bytes long, or by crashing\n"
    "or closing its input; after 200 turns the higher score wins. Bots alternate sides.\n"
    "  --games N          games to play (default 100)\n"
    "  --seed S           seed of the pairs; the same seed replays the same match (default 1)\n"
    "  --turn-ms T        time for an answer (default 100)\n"
    "  --first-turn-ms T  time for the first answer, start-up included (default 1000)\n"
    "  --replay K         print game K (1-based) turn by turn before the report\n"
    "  --jobs J           games played at the same time (default 1)\n"
    "  --json             print the report as one JSON object (after the replay, if any)\n"
    "  --quiet            no progress lines on standard error\n"
    "  --bot-stderr       let the bots write to standard error (default: discarded)\n"
    "Exit status: 0 when the match was played, 1 when it could not be, 2 on a usage error.\n";

// Parses an unsigned decimal in [low, high]; false on anything else.
bool parse_number(const std::string& text, unsigned long long low, unsigned long long high,
                  unsigned long long& value) {
  const char* end = text.data() + text.size();
  const auto [where, error] = std::from_chars(text.data(), end, value);
  return error == std::errc() && where == end && !text.empty() && value >= low && value <= high;
}

}  // namespace

int run_arena(const std::vector<std::string>& args, std::istream& /*in*/, std::ostream& out,
              std::ostream& err) {
  arena::MatchConfig config;
  std::vector<std::string> bots;
  bool json = false, quiet = false;
  const auto usage_error = [&](const std::string& message) {
    err << "bitcc arena: " << message << "\n" << kUsage;
    return 2;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-h" || arg == "--help") {
      out << kUsage;
      return 0;
    }
    if (arg == "--json") {
      json = true;
      continue;
    }
    if (arg == "--quiet") {
      quiet = true;
      continue;
    }
    if (arg == "--bot-stderr") {
      config.bot_stderr = true;
      continue;
    }
    struct NumberOption {
      const char* name;
      unsigned long long low, high;
    };
    static constexpr NumberOption kOptions[] = {
        {"--games", 1, 1000000000},      {"--seed", 0, UINT64_MAX},   {"--turn-ms", 1, 3600000},
        {"--first-turn-ms", 1, 3600000}, {"--replay", 1, 1000000000}, {"--jobs", 1, 256}};
    const NumberOption* option = nullptr;
    for (const NumberOption& candidate : kOptions)
      if (arg == candidate.name) option = &candidate;
    if (option != nullptr) {
      if (i + 1 >= args.size()) return usage_error(arg + " needs a value");
      unsigned long long value = 0;
      const std::string& text = args[++i];
      if (!parse_number(text, option->low, option->high, value))
        return usage_error(arg + " '" + text + "' is not a whole number from " +
                           std::to_string(option->low) + " to " + std::to_string(option->high));
      const std::string name = option->name;
      if (name == "--games") config.games = static_cast<long long>(value);
      if (name == "--seed") config.seed = value;
      if (name == "--turn-ms") config.turn_ms = static_cast<int>(value);
      if (name == "--first-turn-ms") config.first_turn_ms = static_cast<int>(value);
      if (name == "--replay") config.replay = static_cast<long long>(value);
      if (name == "--jobs") config.jobs = static_cast<int>(value);
      continue;
    }
    if (arg.size() > 1 && arg[0] == '-') return usage_error("unknown option '" + arg + "'");
    bots.push_back(arg);
  }
  if (bots.size() != 2)
    return usage_error("expected two bot commands, found " + std::to_string(bots.size()));
  for (const std::string& bot : bots)
    if (bot.find_first_not_of(" \t") == std::string::npos)
      return usage_error("a bot command is empty");
  if (config.replay > config.games)
    return usage_error("--replay " + std::to_string(config.replay) + " is beyond the " +
                       std::to_string(config.games) + " games");
  config.commands = {bots[0], bots[1]};

  const arena::MatchReport report = arena::run_match(config, quiet ? nullptr : &err);
  if (!report.error.empty()) {
    err << "bitcc arena: the match stopped: " << report.error << "\n";
    return 1;
  }
  out << report.replay;
  if (json)
    arena::write_json(config, report, out);
  else
    arena::write_report(config, report, out);
  return 0;
}

}  // namespace bitcc::cli
