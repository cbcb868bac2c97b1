// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/stc_command.cpp: `bitcc stc`, Smash the Code turns played from text.
#include "stc_command.hpp"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "bitcc/stc/stc.hpp"
#include "commands.hpp"
#include "line_reader.hpp"
#include "options.hpp"
#include "text.hpp"

namespace bitcc::cli {

namespace {

constexpr const char* kCommand = "bitcc stc";

constexpr const char* kUsage =
    "usage: bitcc stc [FILE]\n"
    "\n"
    "Plays Smash the Code turns.\n"
    "\n"
    "Input, from FILE (or standard input when FILE is absent or '-'):\n"
    "  a grid: 12 lines of 6 characters, top line first ('.' empty, '0' skull, '1'..'5' colors)\n"
    "  then one line per move: 'colorA colorB x rotation' (rotation 0: B right of A, 1: B on\n"
    "  top, 2: B left, 3: A on top), or 'skulls N' to drop N lines of skulls (N from 0 to 12).\n"
    "Blank lines are skipped (before the grid and between moves), words are read in any case,\n"
    "and '#' starts a comment that runs to the end of the line; in the grid, a comment starts\n"
    "at a '#' after a space or tab (\"..1... # red\"), or as a line \"# text\".\n"
    "\n"
    "Output: after each move the chain steps (B, CP, CB, GB, score), the turn score, the\n"
    "nuisance (turn score / 70 added to a running total; one skull line sent per whole 6\n"
    "points) and the grid. Errors name the input line: a bad grid stops; a bad move line or an\n"
    "illegal move is reported and the following lines are still played.\n"
    "\n"
    "Options:\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit status: 0, 1 when some input was refused or could not be read, 2 when the command\n"
    "line is wrong or FILE cannot be opened.\n";

// The nuisance total, exact, as "<points with 3 decimals> (<n>/70)".
std::string describe_nuisance(long long seventieths) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3f (%lld/70)", static_cast<double>(seventieths) / 70.0,
                seventieths);
  return buffer;
}

// The largest number a move line may hold (colors, column, rotation); beyond it, "out of range".
constexpr int kValueLimit = 1000;

// The words of `line` (space separated) as numbers from -kValueLimit to kValueLimit (parse_number's
// rule); false when a word is not a whole number. A whole number beyond that range sets
// `out_of_range` and is kept as 0.
bool parse_integers(const std::string& line, std::vector<int>& values, bool& out_of_range) {
  std::istringstream stream(line);
  values.clear();
  out_of_range = false;
  std::string word;
  while (stream >> word) {
    bool beyond = false;
    const std::optional<int> value = parse_number(word, -kValueLimit, kValueLimit, &beyond);
    if (!value && !beyond) return false;
    out_of_range = out_of_range || beyond;
    values.push_back(value.value_or(0));
  }
  return true;
}

class Session {
 public:
  Session(std::istream& in, std::string_view source, std::ostream& out, std::ostream& err)
      : lines_(in, err, kCommand, source), out_(out), err_(err) {}

  int run() {
    if (!read_grid()) return kExitBadInput;
    std::string line;
    while (lines_.next_command(line)) {
      line_number_ = lines_.line_number();
      play_line(line);
    }
    return failed_ || lines_.failed() || lines_.skipped() != 0 ? kExitBadInput : kExitOk;
  }

 private:
  void error(const std::string& message) {
    err_ << kCommand << ": line " << line_number_ << ": " << message << "\n";
    failed_ = true;
  }

  // The grid: 12 rows after any blank lines, with the comment lines among them (parse_grid skips
  // a comment line and counts it, so its messages name input lines; only "# " of such a line is
  // kept). A line too long to read (already reported) or a read error leaves it incomplete, so it
  // is refused.
  bool read_grid() {
    std::string text, line, last_row;
    long long first_line = 0;
    int rows = 0;
    while (rows < kHeight && lines_.next(line)) {
      if (first_line == 0 && is_blank(line)) continue;
      if (first_line == 0) first_line = static_cast<long long>(lines_.line_number());
      if (is_comment_only(line)) {
        text += "# \n";
        continue;
      }
      text += line;
      text += '\n';
      if (!is_blank(line)) {
        ++rows;
        last_row = line;
      }
    }
    if (lines_.failed()) return false;
    if (lines_.skipped() != 0) {
      err_ << kCommand << ": bad grid: a line of it was too long\n";
      return false;
    }
    std::string message;
    const auto grid = stc::parse_grid(text, &message, first_line == 0 ? 1 : first_line);
    if (!grid) {
      // A grid a line short takes the first move as its last line: say that, not its length.
      if (rows == kHeight && is_move(std::string(strip_word_comment(last_row)))) {
        err_ << kCommand << ": bad grid: the grid has " << kHeight - 1 << " lines, needs "
             << kHeight << " (line " << lines_.line_number() << ", " << quote_line(last_row)
             << ", is a move)\n";
        return false;
      }
      err_ << kCommand << ": bad grid: " << message << "\n";
      return false;
    }
    grid_ = *grid;
    return true;
  }

  // True when `line` (without its comment) reads as a move or a 'skulls N' line.
  static bool is_move(const std::string& line) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    std::vector<int> values;
    bool out_of_range = false;
    return is_keyword(first, "skulls") ||
           (parse_integers(line, values, out_of_range) && values.size() == 4);
  }

  void play_line(const std::string& line) {
    std::vector<int> values;
    bool out_of_range = false;
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (is_keyword(first, "skulls")) {
      std::string rest;
      std::getline(words, rest);
      if (!parse_integers(rest, values, out_of_range) || out_of_range || values.size() != 1 ||
          values[0] < 0 || values[0] > 12) {
        error("expected 'skulls N' with N in 0..12, found " + quote_line(line));
        return;
      }
      const int lost = grid_.drop_skull_lines(static_cast<int>(values[0]));
      out_ << "line " << line_number_ << ": skulls " << values[0] << ": " << plural(lost, "skull")
           << " lost for lack of room\n"
           << stc::to_text(grid_) << "\n";
      return;
    }
    if (!parse_integers(line, values, out_of_range) || values.size() != 4) {
      error("expected a move 'colorA colorB x rotation' (4 integers) or 'skulls N', found " +
            quote_line(line));
      return;
    }
    if (out_of_range) {
      error("value out of range in " + quote_line(line) + " (each is " +
            whole_number_from(-kValueLimit, kValueLimit) + ")");
      return;
    }
    const int a = values[0], b = values[1], x = values[2], rotation = values[3];
    ++moves_;
    out_ << "move " << moves_ << " (line " << line_number_ << "): " << a << " " << b << " " << x
         << " " << rotation << "\n";
    const stc::MoveError move_error = grid_.place(a, b, x, rotation);
    if (move_error != stc::MoveError::None) {
      out_ << "illegal move: " << stc::describe(move_error) << "; grid unchanged\n\n";
      error("illegal move " + quote_line(line) + ": " + stc::describe(move_error));
      return;
    }
    const stc::Chain chain = grid_.resolve();
    for (int i = 0; i < chain.step_count; ++i) {
      const stc::Step& step = chain.steps[i];
      out_ << "step " << i + 1 << ": B=" << step.blocks << " CP=" << step.chain_power
           << " CB=" << step.color_bonus << " GB=" << step.group_bonus << " score=" << step.score
           << " groups:";
      for (int g = 0; g < step.group_count; ++g)
        out_ << " " << step.groups[g].size << "x" << step.groups[g].color;
      const int skulls = popcount(step.skulls_destroyed);
      if (skulls > 0) out_ << " skulls destroyed: " << skulls;
      out_ << "\n";
    }
    const int lines_sent = nuisance_.add_turn_score(chain.score);
    out_ << "turn score: " << chain.score << "\n"
         << "nuisance: " << describe_nuisance(nuisance_.seventieths()) << " kept, "
         << plural(lines_sent, "line") << " sent\n"
         << stc::to_text(grid_) << "\n";
  }

  LineReader lines_;
  std::ostream& out_;
  std::ostream& err_;
  stc::Grid grid_;
  stc::Nuisance nuisance_;
  std::uint64_t line_number_ = 0;  // of the line being played
  std::uint64_t moves_ = 0;
  bool failed_ = false;
};

}  // namespace

int run_stc(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(kCommand, args, {}, 1, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kUsage;
    return kExitOk;
  }
  const std::string path = options->operands.empty() ? "-" : options->operands[0];
  if (path == "-") return Session(in, "standard input", out, err).run();
  // A directory opens as a stream (and fails at the first read): refused here, as a FILE that
  // cannot be opened.
  std::error_code error;
  const bool directory = std::filesystem::is_directory(path, error);
  std::ifstream file;
  if (!directory) file.open(path);
  if (directory || !file) {
    err << kCommand << ": cannot open '" << printable(path) << "'"
        << (directory ? ": it is a directory" : "") << "\n";
    return kExitUsage;
  }
  return Session(file, "'" + printable(path) + "'", out, err).run();
}

}  // namespace bitcc::cli
