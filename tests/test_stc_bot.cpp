// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The example bot, compiled against the single header alone, answers legal moves to recorded
// turns of the game protocol. Legality is judged by the naive reference simulator.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "testing/stc_reference.hpp"

namespace {

namespace stc_reference = bitcc::test_support::stc_reference;

constexpr int kLinesPerTurn = 8 + 1 + 12 + 1 + 12;

struct RecordedTurn {
  int color_a = 0, color_b = 0;
  std::string grid_text;  // the player's grid, 12 lines
};

std::vector<RecordedTurn> read_turns(const std::string& path) {
  std::ifstream file(path);
  EXPECT_TRUE(file.good()) << "cannot open " << path;
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  EXPECT_EQ(lines.size() % kLinesPerTurn, 0u) << path;
  std::vector<RecordedTurn> turns;
  for (std::size_t start = 0; start + kLinesPerTurn <= lines.size(); start += kLinesPerTurn) {
    RecordedTurn turn;
    std::istringstream(lines[start]) >> turn.color_a >> turn.color_b;
    for (int i = 0; i < 12; ++i) turn.grid_text += lines[start + 9 + static_cast<std::size_t>(i)] + "\n";
    turns.push_back(turn);
  }
  return turns;
}

// The bot's whole output for the input file.
std::string run_bot(const std::string& input_path) {
  const std::string command = std::string("'") + BITCC_EXAMPLE_BOT + "' < '" + input_path + "'";
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return "popen failed";
  std::string output;
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) output += buffer;
  const int status = pclose(pipe);
  EXPECT_EQ(status, 0) << command;
  return output;
}

void expect_legal_answers(const std::string& file_name) {
  const std::string path = std::string(BITCC_STC_DATA_DIR) + "/" + file_name;
  const std::vector<RecordedTurn> turns = read_turns(path);
  ASSERT_FALSE(turns.empty());
  std::istringstream output(run_bot(path));
  std::string line;
  for (std::size_t i = 0; i < turns.size(); ++i) {
    SCOPED_TRACE("turn " + std::to_string(i + 1) + " of " + file_name);
    ASSERT_TRUE(std::getline(output, line)) << "no answer";
    std::istringstream words(line);
    int x = -1, rotation = -1;
    std::string extra;
    ASSERT_TRUE(static_cast<bool>(words >> x >> rotation)) << "answer '" << line << "'";
    EXPECT_FALSE(static_cast<bool>(words >> extra)) << "answer '" << line << "'";
    stc_reference::Grid grid = stc_reference::from_text(turns[i].grid_text);
    EXPECT_TRUE(stc_reference::place(grid, turns[i].color_a, turns[i].color_b, x, rotation))
        << "illegal answer '" << line << "' for pair " << turns[i].color_a << turns[i].color_b
        << " on\n" << turns[i].grid_text;
  }
  EXPECT_FALSE(std::getline(output, line)) << "more answers than turns: '" << line << "'";
}

TEST(StcExampleBot, AnswersARecordedTurn) { expect_legal_answers("stc_turn.txt"); }

TEST(StcExampleBot, AnswersThreeTurnsInARow) { expect_legal_answers("stc_three_turns.txt"); }

}  // namespace
