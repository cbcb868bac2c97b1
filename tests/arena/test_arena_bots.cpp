// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/arena/test_arena_bots.cpp: the referee with real bot processes.
//
// Each misbehaving bot (tests/arena/misbehaving_bot.cpp) really misbehaves against the random bot;
// the referee must record the right kind of loss, return, and leave no child process behind. Then
// a strength check: the example bot (depth 2, a budget it never reaches, so its answers do not
// depend on the machine's load) beats the random bot in at least 95 of 100 games of a fixed seed.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "arena_command.hpp"
#include "match.hpp"

namespace {

namespace arena = bitcc::arena;
using arena::LossKind;

const std::string kMisbehaving = BITCC_MISBEHAVING_BOT;
const std::string kRandom = BITCC_RANDOM_BOT;
const std::string kExample = BITCC_EXAMPLE_BOT;

// True when this process has no child left, zombie or running.
bool no_children() {
  errno = 0;
  return waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD;
}

arena::MatchConfig config_for(const std::string& a, const std::string& b, long long games) {
  arena::MatchConfig config;
  config.commands = {a, b};
  config.games = games;
  config.seed = 5;
  // Generous limits: the machine may be loaded and the bots built with sanitizers. The bots under
  // test fail in other ways than by being slow, except the hanging ones, which hang for good.
  config.turn_ms = 1000;
  config.first_turn_ms = 10000;
  return config;
}

struct Case {
  const char* mode;
  LossKind kind;
  const char* reason;  // a part of the recorded reason
  // The bot ends before its first answer: in a match, the first game stops it (a bot command
  // that does not work); otherwise the bot loses every game.
  bool ends_before_answering = false;
};

class Misbehaving : public testing::TestWithParam<Case> {};

TEST_P(Misbehaving, LosesEveryGameByItsKindAndLeavesNoProcess) {
  const Case& c = GetParam();
  const arena::MatchConfig config = config_for(kMisbehaving + " " + c.mode, kRandom, 2);
  for (long long game = 0; game < 2; ++game) {  // as player 1, then as player 2
    const arena::GameResult result = arena::play_game(config, game, nullptr);
    EXPECT_EQ(result.winner, 1) << c.mode;
    EXPECT_EQ(result.losses[0], c.kind) << c.mode << ": " << result.reasons[0];
    EXPECT_NE(result.reasons[0].find(c.reason), std::string::npos) << result.reasons[0];
    EXPECT_EQ(result.losses[1], LossKind::None) << result.reasons[1];
    EXPECT_TRUE(no_children());
  }
  const arena::MatchReport report = arena::run_match(config, nullptr);
  if (c.ends_before_answering) {
    EXPECT_TRUE(report.bad_bot) << c.mode;
    EXPECT_NE(report.error.find("bot A ('" + config.commands[0] + "') "), std::string::npos)
        << report.error;
    EXPECT_NE(report.error.find(c.reason), std::string::npos) << report.error;
    EXPECT_NE(report.error.find("before its first answer"), std::string::npos) << report.error;
    EXPECT_TRUE(no_children());
    return;
  }
  EXPECT_TRUE(report.error.empty()) << report.error;
  EXPECT_EQ(report.games, 2);
  EXPECT_EQ(report.bots[0].losses, 2);
  EXPECT_EQ(report.bots[0].losses_by[static_cast<std::size_t>(c.kind)], 2);
  EXPECT_EQ(report.bots[1].wins, 2);
  EXPECT_TRUE(no_children());
}

INSTANTIATE_TEST_SUITE_P(
    Arena, Misbehaving,
    testing::Values(Case{"garbage", LossKind::Malformed, "answered 'hello referee'"},
                    Case{"flood", LossKind::Malformed, "printed more than 4096 bytes"},
                    Case{"flood-lines", LossKind::Malformed, "printed more than 4096 bytes"},
                    Case{"close-input", LossKind::Crash, "closed its standard input"},
                    Case{"close-output", LossKind::Crash, "closed its standard output", true},
                    Case{"hang", LossKind::Timeout, "no answer within 1000 ms"},
                    Case{"exit", LossKind::Crash, "exited with status 3", true},
                    Case{"abort", LossKind::Crash, "killed by signal 6", true},
                    Case{"illegal", LossKind::Illegal, "a block would leave the grid sideways"},
                    Case{"far", LossKind::Illegal, "move 99999999999999999999 -0: out of the grid"},
                    Case{"plus", LossKind::Malformed, "answered '+0 1', expected 'x rotation'"},
                    Case{"no-such-mode", LossKind::Crash, "exited with status 2", true}),
    [](const testing::TestParamInfo<Case>& param_info) {
      std::string name = param_info.param.mode;
      for (char& ch : name)
        if (ch == '-') ch = '_';
      return name;
    });

TEST(Arena, ACommandThatCannotRunCrashes) {
  const arena::MatchConfig config = config_for(kMisbehaving + "-not-there", kRandom, 1);
  const arena::GameResult result = arena::play_game(config, 0, nullptr);
  EXPECT_EQ(result.losses[0], LossKind::Crash);
  EXPECT_NE(result.reasons[0].find("exited with status 127"), std::string::npos)
      << result.reasons[0];
  EXPECT_TRUE(no_children());
}

// The first answer may take --first-turn-ms, later ones --turn-ms: a bot that takes 1.5 s to start
// passes with a 10 s first turn and times out with a 1 s one.
TEST(Arena, TheFirstTurnHasItsOwnTimeLimit) {
  arena::MatchConfig config = config_for(kMisbehaving + " slow-start 1500", kRandom, 1);
  arena::GameResult result = arena::play_game(config, 0, nullptr);
  // It then answers "0 1 a message" (a message after the move is allowed) until column 0 is full.
  EXPECT_EQ(result.losses[0], LossKind::Illegal) << result.reasons[0];
  EXPECT_GE(result.turns, 2);
  config.first_turn_ms = 1000;
  result = arena::play_game(config, 0, nullptr);
  EXPECT_EQ(result.losses[0], LossKind::Timeout) << result.reasons[0];
  EXPECT_EQ(result.turns, 1);
  EXPECT_TRUE(no_children());
}

// A bot whose child holds the pipes and hangs: the whole process group is killed.
TEST(Arena, ABotsChildrenAreKilledWithIt) {
  const std::string pid_file =
      testing::TempDir() + "arena_fork_hang_" + std::to_string(getpid()) + ".pid";
  const arena::MatchConfig config = config_for(kMisbehaving + " fork-hang " + pid_file, kRandom, 1);
  const arena::GameResult result = arena::play_game(config, 0, nullptr);
  EXPECT_EQ(result.losses[0], LossKind::Timeout) << result.reasons[0];
  long child = 0;
  std::ifstream(pid_file) >> child;
  ASSERT_GT(child, 0);
  std::remove(pid_file.c_str());
  // The grandchild was killed; its new parent reaps it (or it lingers as a zombie, which is dead).
  bool gone = false;
  for (int attempt = 0; attempt < 200 && !gone; ++attempt) {
    std::ifstream stat("/proc/" + std::to_string(child) + "/stat");
    std::string pid, name, state;
    gone = !(stat >> pid >> name >> state) || state == "Z";
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(gone) << "process " << child << " still runs";
  EXPECT_TRUE(no_children());
}

TEST(Arena, ParallelGamesGiveTheSameTotals) {
  arena::MatchConfig config = config_for(kRandom + " --seed 1", kRandom + " --seed 2", 12);
  const arena::MatchReport one = arena::run_match(config, nullptr);
  config.jobs = 3;
  const arena::MatchReport three = arena::run_match(config, nullptr);
  for (std::size_t bot = 0; bot < 2; ++bot) {
    EXPECT_EQ(one.bots[bot].wins, three.bots[bot].wins);
    EXPECT_EQ(one.bots[bot].score_sum, three.bots[bot].score_sum);
    EXPECT_EQ(one.bots[bot].max_score, three.bots[bot].max_score);
  }
  EXPECT_EQ(one.turns_sum, three.turns_sum);
  EXPECT_EQ(one.bots[0].wins + one.bots[0].losses + one.bots[0].draws, 12);
  EXPECT_TRUE(no_children());
}

// Progress goes to the given stream about once a second, and a last line when the match ends.
TEST(Arena, ProgressLinesDuringALongMatch) {
  arena::MatchConfig config = config_for(kMisbehaving + " hang", kRandom, 3);
  config.turn_ms = 600;  // each game: one answer, then a 600 ms timeout; about 2 s in all
  std::ostringstream progress;
  const arena::MatchReport report = arena::run_match(config, &progress);
  EXPECT_EQ(report.bots[1].wins, 3);
  const std::string text = progress.str();
  EXPECT_EQ(text.rfind("arena: ", 0), 0u) << text;
  EXPECT_NE(text.find("arena: 3/3 games, A 0 wins, B 3 wins, 0 draws\n"), std::string::npos)
      << text;
  EXPECT_TRUE(no_children());
}

TEST(Arena, WilsonInterval) {
  // 95 of 100: 88.8% to 97.8% (Wilson, z = 1.96), checked against a table.
  const auto interval = arena::wilson_interval(95, 100);
  EXPECT_NEAR(interval[0], 0.8883, 5e-4);
  EXPECT_NEAR(interval[1], 0.9785, 5e-4);
  const auto none = arena::wilson_interval(0, 20);
  EXPECT_EQ(none[0], 0.0);
  EXPECT_NEAR(none[1], 0.1611, 5e-4);
}

// The command line: usage errors name the argument, --json gives the shape, --replay
// prints the game before the report.
TEST(ArenaCommand, UsageErrors) {
  const std::pair<std::vector<std::string>, const char*> cases[] = {
      {{"a"}, "expected two bot commands, found 1"},
      {{"a", "b", "--games", "0"}, "bitcc arena: --games: '0' is not a whole number from 1 to"},
      {{"a", "b", "--turn-ms"}, "--turn-ms needs a value"},
      {{"a", "b", "--jobs=x"}, "--jobs: 'x' is not a whole number from 1 to 256"},
      {{"a", "b", "--games", "3", "--replay", "4"}, "--replay 4 is beyond the 3 games"},
      {{"a", "b", "--colour"}, "unknown option '--colour'"},
      {{"a", " "}, "a bot command is empty"},
      {{"a", "b", "c"}, "expected two bot commands, found 3"},
      {{"a", "b", "--json=yes"}, "--json takes no value"},
      // A bot's options outside its quotes: the hint says how to quote the command.
      {{"./my_bot", "--depth", "2", "b"},
       "unknown option '--depth' (options: --games, --seed, --turn-ms, --first-turn-ms, --replay, "
       "--jobs, --json, --quiet, --bot-stderr, --help)\nRun 'bitcc arena --help' for usage.\n"
       "A bot command with arguments is one argument: quote it, as in\n"
       "  bitcc arena './my_bot --depth 2' ./random_bot\n"},
      {{"a", "b", "--games", "1", "--replay=2"}, "--replay 2 is beyond the 1 game\n"},
  };
  for (const auto& [args, message] : cases) {
    std::istringstream in;
    std::ostringstream out, err;
    EXPECT_EQ(bitcc::cli::run_arena(args, in, out, err), 2) << message;
    EXPECT_NE(err.str().find(message), std::string::npos) << err.str();
  }
}

// A bot command that does not work (not found, or refusing its arguments) stops the match at the
// first game with exit status 2 and a message naming it, whichever side it is on; a bot that
// crashes after answering does not.
TEST(ArenaCommand, ABotThatEndsBeforeItsFirstAnswerStopsTheMatch) {
  const std::string missing = kMisbehaving + "-not-there";
  const std::pair<std::vector<std::string>, std::string> cases[] = {
      {{missing, kRandom},
       "bitcc arena: the match stopped: bot A ('" + missing +
           "') exited with status 127 before its first answer: the shell found no such command; "
           "--bot-stderr shows what it wrote to standard error\n"},
      {{kRandom, missing, "--bot-stderr"},
       "') exited with status 127 before its first answer: the shell found no such command\n"},
      {{kRandom, kMisbehaving + " no-such-mode"},
       "bitcc arena: the match stopped: bot B ('" + kMisbehaving +
           " no-such-mode') exited with status 2 before its first answer; "},
  };
  for (const auto& [bots, message] : cases) {
    std::vector<std::string> args = bots;
    for (const char* option : {"--games", "100", "--quiet", "--first-turn-ms", "10000"})
      args.push_back(option);
    std::istringstream in;
    std::ostringstream out, err;
    EXPECT_EQ(bitcc::cli::run_arena(args, in, out, err), 2) << message;
    EXPECT_NE(err.str().find(message), std::string::npos) << err.str();
    EXPECT_EQ(out.str(), "");
    EXPECT_TRUE(no_children());
  }
  std::istringstream in;
  std::ostringstream out, err;
  EXPECT_EQ(bitcc::cli::run_arena({kMisbehaving + " close-input", kRandom, "--games", "2",
                                   "--quiet", "--first-turn-ms", "10000"},
                                  in, out, err),
            0)
      << err.str();
  EXPECT_NE(out.str().find("crash 2"), std::string::npos) << out.str();
}

TEST(ArenaCommand, JsonReportAndReplay) {
  std::istringstream in;
  std::ostringstream out, err;
  const int status =
      bitcc::cli::run_arena({kMisbehaving + " illegal", kRandom, "--games", "2", "--json",
                             "--replay", "2", "--first-turn-ms", "10000", "--turn-ms", "1000"},
                            in, out, err);
  ASSERT_EQ(status, 0) << err.str();
  const std::string text = out.str();
  // The replay of game 2 (the misbehaving bot plays second), then the JSON object on one line.
  EXPECT_EQ(text.rfind("game 2: player 1 is bot B, player 2 is bot A", 0), 0u) << text;
  EXPECT_NE(text.find("player 2 (A): LOSES (illegal): move 9 0 for pair"), std::string::npos)
      << text;
  EXPECT_NE(text.find("game 2 over after 1 turns: bot B wins"), std::string::npos) << text;
  const std::string json = text.substr(text.find("{\"games\""));
  const std::string expected_start =
      "{\"games\": 2, \"bots\": [{\"command\": \"" + kMisbehaving +
      " illegal\", \"wins\": 0, \"losses\": 2, \"draws\": 0, \"mean_score\": 0.00, "
      "\"losses_by\": {\"illegal\": 2, \"timeout\": 0, \"crash\": 0, \"malformed\": 0}, "
      "\"max_score\": 0, \"win_rate\": 0.0000, \"win_rate_ci95\": [0.0000, 0.6576]}, "
      "{\"command\": \"" +
      kRandom + "\", \"wins\": 2, \"losses\": 0, \"draws\": 0, ";
  EXPECT_EQ(json.substr(0, expected_start.size()), expected_start) << json;
  EXPECT_EQ(json.back(), '\n');
}

// The strength check. Not a timing test: the example bot searches depth 2 with a 10 s budget it
// never needs, and the referee allows 10 s per answer, so a loaded machine changes nothing.
TEST(Arena, ExampleBotBeatsRandomBot) {
  arena::MatchConfig config = config_for(kExample + " --depth 2 --ms 10000", kRandom, 100);
  config.seed = 2026;
  config.turn_ms = 10000;
  config.jobs = 2;
  const arena::MatchReport report = arena::run_match(config, nullptr);
  std::ostringstream text;
  arena::write_report(config, report, text);
  EXPECT_EQ(report.games, 100);
  EXPECT_GE(report.bots[0].wins, 95) << text.str();
  EXPECT_EQ(report.bots[0].losses_by[static_cast<std::size_t>(LossKind::Timeout)] +
                report.bots[1].losses_by[static_cast<std::size_t>(LossKind::Timeout)],
            0)
      << text.str();
  EXPECT_TRUE(no_children());
}

}  // namespace
