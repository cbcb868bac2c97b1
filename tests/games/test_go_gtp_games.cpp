// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Whole games of `bitcc go --gtp` driven by a small controller, as GoGui or twogtp would: 9x9 and
// 19x19, handicaps 0 to 4 (fixed, free and by play), either color asked to move, moves of its own
// (some illegal), undo, ids on some commands. Every reply is checked for GTP 2's format ("=[id]
// text\n\n" or "?[id] text\n\n", the id echoed) and against the controller's own replay of the
// game on GoBoard<N> (the library): each genmove is legal for the color asked, each play is
// accepted exactly when the replay accepts it, the final board is the replay's, each block
// final_status_list names dead a whole block of it, and final_score the naive reference's area
// score of the replay with those blocks taken off.
// The controller talks to run_go through a stream buffer that asks it for the next line whenever
// the engine reads: it sees each response before it sends the next command.
#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <regex>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "bitcc/games/go.hpp"
#include "bitcc/games/go_vertex.hpp"
#include "game_commands.hpp"
#include "testing/games/naive_go.hpp"
#include "testing/games/playouts.hpp"

namespace {

using bitcc::games::Color;
using bitcc::test_support::playouts::GameRng;

// An input stream buffer that gets each line from `next` when the reader runs out (an empty
// string: the end of the input).
class LineSource : public std::streambuf {
 public:
  explicit LineSource(std::function<std::string()> next) : next_(std::move(next)) {}

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    line_ = next_();
    if (line_.empty()) return traits_type::eof();
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::function<std::string()> next_;
  std::string line_;
};

// The controller of one game on N x N.
template <int N>
class Controller {
 public:
  using Go = bitcc::games::GoBoard<N>;
  using G = typename Go::G;
  using Naive = bitcc::test_support::naive::NaiveGoBoard<N>;

  Controller(int handicap, std::uint64_t seed) : handicap_(handicap), rng_(seed) {}

  // Plays the game through run_go; returns the engine's whole output.
  std::string run() {
    std::ostringstream out, err;
    LineSource source([&] { return next(out.str()); });
    std::istream in(&source);
    // A seed whose games last: the engine, ahead by komi, may rightly pass after an early pass of
    // the controller's and end a game before it went through much.
    const int status = bitcc::cli::run_go({"--gtp", "--playouts", "60", "--seed", "4"}, in, out, err);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(err.str(), "");
    read_responses(out.str());  // quit's: the engine reads nothing after it
    // The game went through what it is for.
    EXPECT_GT(genmoves_, 10);
    EXPECT_GT(out_of_turn_, 0);
    EXPECT_GT(refused_, 0);
    EXPECT_EQ(pending_.size(), 0u) << "unanswered commands";
    EXPECT_TRUE(finished_);
    return out.str();
  }

 private:
  // What the controller expects of the answer to a command it sent.
  struct Sent {
    std::string id;  // empty: none
    std::string command;
    std::function<void(bool ok, const std::string& text)> check;
  };

  // Called when the engine wants input: checks the responses to the commands sent, then sends
  // the next one.
  std::string next(const std::string& output) {
    read_responses(output);
    if (finished_) return {};
    return send_next();
  }

  void read_responses(const std::string& output) {
    while (true) {
      const std::size_t end = output.find("\n\n", read_);
      if (end == std::string::npos) break;
      const std::string response = output.substr(read_, end - read_);
      read_ = end + 2;
      ASSERT_FALSE(pending_.empty()) << "a response nobody asked for: " << response;
      const Sent sent = pending_.front();
      pending_.erase(pending_.begin());
      static const std::regex kFormat(R"(([=?])([0-9]*)(?: ([\s\S]*))?)");
      std::smatch match;
      ASSERT_TRUE(std::regex_match(response, match, kFormat)) << sent.command << ": " << response;
      EXPECT_EQ(match[2].str(), sent.id) << sent.command << ": the id is not echoed: " << response;
      const std::string text = match[3].str();
      EXPECT_EQ(text.find("\n\n"), std::string::npos);
      if (sent.check) sent.check(match[1].str() == "=", text);
      if (::testing::Test::HasFailure()) finished_ = true;
    }
    EXPECT_EQ(read_, output.size()) << "a response without its blank line";
  }

  std::string send(const std::string& command, std::function<void(bool, const std::string&)> check) {
    std::string id;
    if (rng_.below(4) == 0) id = std::to_string(rng_.below(1000));
    pending_.push_back({id, command, std::move(check)});
    return (id.empty() ? "" : id + " ") + command + "\n";
  }

  static std::string color_word(Color color) { return color == Color::Black ? "black" : "w"; }

  // Expects a plain success with an empty answer.
  static std::function<void(bool, const std::string&)> expect_ok(const std::string& what) {
    return [what](bool ok, const std::string& text) {
      EXPECT_TRUE(ok) << what << ": " << text;
      EXPECT_EQ(text, "") << what;
    };
  }

  std::string send_next() {
    switch (step_++) {
      case 0: return send("boardsize " + std::to_string(N), expect_ok("boardsize"));
      case 1: return send("clear_board", expect_ok("clear_board"));
      case 2: return send("komi 7.5", expect_ok("komi"));
      case 3: return send_handicap();
      case 4: return send_play(opponent(replay_.to_move()), N == 19 ? "T20" : "Z1");  // off the board
      default: break;
    }
    if (!extra_.empty()) {  // handicap 1: black's stone by play
      const std::string command = extra_.back();
      extra_.pop_back();
      return send(command, [this](bool ok, const std::string& text) {
        EXPECT_TRUE(ok) << text;
        undoable_.push_back(replay_);
        ASSERT_TRUE(play_on_replay(Color::Black, G::cell_index(N / 2, N / 2)));
      });
    }
    if (replay_.over() || moves_ >= kMaxMoves || resigned_) return send_end();
    ++moves_;
    // The color asked: mostly the one to move, sometimes the other.
    const Color to_move = rng_.below(5) == 0 ? opponent(replay_.to_move()) : replay_.to_move();
    out_of_turn_ += to_move != replay_.to_move();
    const int choice = static_cast<int>(rng_.below(10));
    if (choice == 0 && !undoable_.empty()) {
      return send("undo", [this](bool ok, const std::string& text) {
        EXPECT_TRUE(ok) << text;
        replay_ = undoable_.back();
        undoable_.pop_back();
      });
    }
    if (choice <= 2) return send_play(to_move);
    return send("genmove " + color_word(to_move), [this, to_move](bool ok, const std::string& text) {
      ASSERT_TRUE(ok) << "genmove: " << text;
      ++genmoves_;
      if (text == "resign") {
        resigned_ = true;
        return;
      }
      int cell = -1;
      if (text != "pass") {
        cell = bitcc::games::go_cell<N>(text);
        ASSERT_GE(cell, 0) << "genmove answered '" << text << "', not a point of the board";
        EXPECT_EQ(text, bitcc::games::go_cell_name<N>(cell)) << "vertices are written in capitals";
        Go turn = replay_;
        turn.hand_turn_to(to_move);
        EXPECT_FALSE(turn.is_eye(to_move, cell)) << text;
      }
      const Go before = replay_;
      ASSERT_TRUE(play_on_replay(to_move, cell)) << "genmove " << text << " is illegal";
      undoable_.push_back(before);
    });
  }

  bool play_on_replay(Color color, int cell) {
    Go after = replay_;
    after.hand_turn_to(color);
    const auto verdict = cell < 0 ? after.pass(color).verdict : after.play(color, cell).verdict;
    if (verdict != Go::Verdict::Ok) return false;
    replay_ = after;
    return true;
  }

  // A play of the controller's: a random point (legal or not), a pass now and then, or a point
  // off the board.
  std::string send_play(Color color, const char* off_board = nullptr) {
    std::string vertex;
    int cell = -1;
    const int kind = off_board ? 1 : static_cast<int>(rng_.below(20));
    if (off_board) {
      vertex = off_board;
      cell = -2;
    } else if (kind == 0) {
      vertex = "pass";
    } else if (kind <= 2) {  // 1 and 2 of 20
      vertex = kind == 1 ? "Z1" : N == 19 ? "T20" : "J10";  // off the board
      cell = -2;
    } else if (kind <= 4 && (replay_.stones(Color::Black) | replay_.stones(Color::White)).any()) {
      cell = bitcc::wide::lowest_cell(replay_.stones(Color::Black) | replay_.stones(Color::White));
      vertex = bitcc::games::go_cell_name<N>(cell);  // occupied
    } else {
      const int row = static_cast<int>(rng_.below(N)), column = static_cast<int>(rng_.below(N));
      vertex = bitcc::games::go_vertex_name(row, column);
      if (kind == 5) vertex[0] = static_cast<char>(vertex[0] - 'A' + 'a');  // any case
      cell = G::cell_index(row, column);
    }
    return send("play " + color_word(color) + " " + vertex, [this, color, cell, vertex](bool ok, const std::string& text) {
      const Go before = replay_;
      const bool legal = cell != -2 && play_on_replay(color, cell);
      EXPECT_EQ(ok, legal) << "play " << vertex << ": " << text;
      if (legal) {
        EXPECT_EQ(text, "");
        undoable_.push_back(before);
      } else {
        ++refused_;
        EXPECT_EQ(text.rfind("illegal move", 0), 0u) << "play " << vertex << ": " << text;
      }
    });
  }

  // Handicap 0: nothing; 1: black's stone by play; 2 and 4: fixed_handicap; 3: set_free_handicap
  // with the points of place_free_handicap's answer checked on the replay.
  std::string send_handicap() {
    if (handicap_ == 0) return send("showboard", [](bool ok, const std::string&) { EXPECT_TRUE(ok); });
    if (handicap_ == 1) {
      return send("fixed_handicap 1", [this](bool ok, const std::string& text) {
        EXPECT_FALSE(ok);
        EXPECT_EQ(text, "invalid number of stones");
        extra_.push_back("play b " + bitcc::games::go_vertex_name(N / 2, N / 2));
      });
    }
    const std::string command = (handicap_ == 3 ? "place_free_handicap " : "fixed_handicap ") +
                                std::to_string(handicap_);
    return send(command, [this](bool ok, const std::string& text) {
      ASSERT_TRUE(ok) << text;
      std::istringstream words(text);
      std::string vertex;
      int stones = 0;
      const int low = N <= 12 ? 2 : 3, high = N - 1 - low;
      while (words >> vertex) {
        const int cell = bitcc::games::go_cell<N>(vertex);
        ASSERT_GE(cell, 0) << text;
        // The fixed points are corner star points (GTP 2, section 4.1.1).
        EXPECT_TRUE((G::row_of(cell) == low || G::row_of(cell) == high) &&
                    (G::column_of(cell) == low || G::column_of(cell) == high)) << text;
        ASSERT_TRUE(play_on_replay(Color::Black, cell)) << text;
        ++stones;
      }
      EXPECT_EQ(stones, handicap_) << text;
      replay_.hand_turn_to(Color::White);
    });
  }

  // After the game: a refused handicap, the board and the score against the replay.
  std::string send_end() {
    switch (end_step_++) {
      case 0:
        return send("fixed_handicap 2", [this](bool ok, const std::string& text) {
          EXPECT_FALSE(ok);
          if (replay_.stones(Color::Black).any() || replay_.stones(Color::White).any()) {
            EXPECT_EQ(text, "board not empty");
          }
        });
      case 1:
        return send("showboard", [this](bool ok, const std::string& text) {
          ASSERT_TRUE(ok);
          EXPECT_EQ(text, "\n" + picture()) << "the engine's board differs from the replay's";
        });
      case 2:
        return send("final_status_list dead", [this](bool ok, const std::string& text) {
          ASSERT_TRUE(ok);
          // One block of the replay per line, whole, each named once.
          std::istringstream lines(text);
          std::string line;
          while (std::getline(lines, line)) {
            std::istringstream names(line);
            std::string name;
            typename Go::Board named{};
            while (names >> name) {
              const int cell = bitcc::games::go_cell<N>(name);
              ASSERT_GE(cell, 0) << "final_status_list dead: " << name << " is not a point";
              named.set(cell);
            }
            ASSERT_TRUE(named.any()) << "final_status_list dead: an empty line";
            const int first = bitcc::wide::lowest_cell(named);
            EXPECT_TRUE(replay_.block(first) == named)
                << "final_status_list dead: not a block: " << line;
            EXPECT_FALSE((dead_ & named).any()) << "final_status_list dead: named twice: " << line;
            dead_ |= named;
          }
        });
      case 3:
        return send("final_score", [this](bool ok, const std::string& text) {
          ASSERT_TRUE(ok);
          // The area score of the replay's board with the dead blocks taken off, counted by the
          // naive reference's flood fill.
          typename Naive::Grid grid{};
          for (int row = 0; row < N; ++row)
            for (int column = 0; column < N; ++column) {
              const int cell = G::cell_index(row, column);
              if (dead_.test(cell)) continue;
              if (replay_.stones(Color::Black).test(cell)) grid[row][column] = Naive::Black;
              if (replay_.stones(Color::White).test(cell)) grid[row][column] = Naive::White;
            }
          const auto [black, white] = Naive::area_score(grid);
          const double margin = black - white - 7.5;
          std::ostringstream expected;
          expected << (margin > 0 ? "B+" : "W+") << (margin > 0 ? margin : -margin);
          EXPECT_EQ(text, expected.str());
        });
      case 4:
        return send("quit", [this](bool ok, const std::string&) {
          EXPECT_TRUE(ok);
          finished_ = true;
        });
      default:
        return {};
    }
  }

  // The board as showboard prints it.
  std::string picture() const {
    std::string letters = std::string(N >= 10 ? " " : "") + " ";
    for (int column = 0; column < N; ++column) letters += std::string(" ") + bitcc::games::go_column_letter(column);
    std::string text = letters + "\n";
    for (int row = N - 1; row >= 0; --row) {
      std::string number = std::to_string(row + 1);
      if (N >= 10 && row < 9) number = " " + number;
      text += number;
      for (int column = 0; column < N; ++column) {
        const int cell = G::cell_index(row, column);
        text += replay_.stones(Color::Black).test(cell) ? " X" : replay_.stones(Color::White).test(cell) ? " O" : " .";
      }
      text += " " + std::to_string(row + 1) + "\n";
    }
    return text + letters;
  }

  static constexpr int kMaxMoves = N == 9 ? 160 : 90;

  int handicap_;
  GameRng rng_;
  Go replay_;
  std::vector<Go> undoable_;  // the replay before each move the engine took
  typename Go::Board dead_{};  // the blocks final_status_list named dead
  std::vector<Sent> pending_;
  std::vector<std::string> extra_;
  std::size_t read_ = 0;
  int step_ = 0, end_step_ = 0, moves_ = 0;
  int genmoves_ = 0, out_of_turn_ = 0, refused_ = 0;
  bool resigned_ = false, finished_ = false;
};

TEST(GoGtpGames, NineByNineEveryHandicap) {
  for (int handicap = 0; handicap <= 4; ++handicap) {
    SCOPED_TRACE("handicap " + std::to_string(handicap));
    Controller<9>(handicap, 90 + static_cast<std::uint64_t>(handicap)).run();
  }
}

TEST(GoGtpGames, NineteenByNineteenEveryHandicap) {
  for (int handicap = 0; handicap <= 4; ++handicap) {
    SCOPED_TRACE("handicap " + std::to_string(handicap));
    Controller<19>(handicap, 190 + static_cast<std::uint64_t>(handicap)).run();
  }
}

}  // namespace
