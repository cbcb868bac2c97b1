// tools/cli/stc_command.cpp: `bitcc stc`, Smash the Code turns played from text.
#include "stc_command.hpp"

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/stc/stc.hpp"
#include "line_reader.hpp"

namespace bitcc::cli {

namespace {

constexpr const char* kUsage =
    "usage: bitcc stc [FILE]\n"
    "Plays Smash the Code turns. Reads from FILE (or standard input when FILE is absent or '-'):\n"
    "  a grid: 12 lines of 6 characters, top line first ('.' empty, '0' skull, '1'..'5' colors)\n"
    "  then one line per move: 'colorA colorB x rotation' (rotation 0: B right of A, 1: B on\n"
    "  top, 2: B left, 3: A on top), or 'skulls N' to drop N lines of skulls.\n"
    "After each move prints the chain steps (B, CP, CB, GB, score), the turn score, the\n"
    "nuisance (turn score / 70 added to a running total; one skull line sent per whole 6 points)\n"
    "and the grid. Blank lines are ignored between moves.\n"
    "Exit status: 0 on success, 1 on bad input (a bad grid stops; a bad move line or an illegal\n"
    "move is reported and the following lines are still played), 2 on a usage error.\n";

// The nuisance total, exact, as "<points with 3 decimals> (<n>/70)".
std::string describe_nuisance(long long seventieths) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3f (%lld/70)", static_cast<double>(seventieths) / 70.0,
                seventieths);
  return buffer;
}

// Parses exactly the integers of `line`, space separated; false when anything else is there.
bool parse_integers(const std::string& line, std::vector<long long>& values) {
  std::istringstream stream(line);
  values.clear();
  std::string word;
  while (stream >> word) {
    std::size_t used = 0;
    long long value = 0;
    try {
      value = std::stoll(word, &used);
    } catch (...) {
      return false;
    }
    if (used != word.size()) return false;
    values.push_back(value);
  }
  return true;
}

class Session {
 public:
  Session(std::istream& in, std::string_view source, std::ostream& out, std::ostream& err)
      : lines_(in, err, "bitcc stc", source), out_(out), err_(err) {}

  int run() {
    if (!read_grid()) return 1;
    std::string line;
    while (lines_.next(line)) {
      line_number_ = lines_.line_number();
      if (is_blank(line)) continue;
      play_line(line);
    }
    return failed_ || lines_.failed() || lines_.skipped() != 0 ? 1 : 0;
  }

 private:
  static bool is_blank(const std::string& line) {
    return line.find_first_not_of(" \t") == std::string::npos;
  }

  void error(const std::string& message) {
    err_ << "bitcc stc: line " << line_number_ << ": " << message << "\n";
    failed_ = true;
  }

  // The grid: 12 lines after any blank lines. A line too long to read (already reported) or a
  // read error leaves it incomplete, so it is refused.
  bool read_grid() {
    std::string text, line;
    long long first_line = 0;
    int lines = 0;
    while (lines < kHeight && lines_.next(line)) {
      if (lines == 0 && is_blank(line)) continue;
      if (lines == 0) first_line = static_cast<long long>(lines_.line_number());
      text += line;
      text += '\n';
      ++lines;
    }
    if (lines_.failed()) return false;
    if (lines_.skipped() != 0) {
      err_ << "bitcc stc: bad grid: a line of it was too long\n";
      return false;
    }
    std::string message;
    const auto grid = stc::parse_grid(text, &message, first_line == 0 ? 1 : first_line);
    if (!grid) {
      err_ << "bitcc stc: bad grid: " << message << "\n";
      return false;
    }
    grid_ = *grid;
    return true;
  }

  void play_line(const std::string& line) {
    std::vector<long long> values;
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "skulls") {
      std::string rest;
      std::getline(words, rest);
      if (!parse_integers(rest, values) || values.size() != 1 || values[0] < 0 || values[0] > 12) {
        error("expected 'skulls N' with N in 0..12, found '" + printable(line) + "'");
        return;
      }
      const int lost = grid_.drop_skull_lines(static_cast<int>(values[0]));
      out_ << "line " << line_number_ << ": skulls " << values[0] << ": " << lost
           << " skull(s) lost for lack of room\n"
           << stc::to_text(grid_) << "\n";
      return;
    }
    if (!parse_integers(line, values) || values.size() != 4) {
      error("expected a move 'colorA colorB x rotation' (4 integers) or 'skulls N', found '" +
            printable(line) + "'");
      return;
    }
    for (const long long value : values)
      if (value < -1000 || value > 1000) {
        error("value out of range in '" + printable(line) + "'");
        return;
      }
    const int a = static_cast<int>(values[0]), b = static_cast<int>(values[1]);
    const int x = static_cast<int>(values[2]), rotation = static_cast<int>(values[3]);
    ++moves_;
    out_ << "move " << moves_ << " (line " << line_number_ << "): " << a << " " << b << " " << x
         << " " << rotation << "\n";
    const stc::MoveError move_error = grid_.place(a, b, x, rotation);
    if (move_error != stc::MoveError::None) {
      out_ << "illegal move: " << stc::describe(move_error) << "; grid unchanged\n\n";
      error("illegal move '" + printable(line) + "': " + stc::describe(move_error));
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
         << lines_sent << " line(s) sent\n"
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
  std::string path;
  for (const std::string& arg : args) {
    if (arg == "-h" || arg == "--help") {
      out << kUsage;
      return 0;
    }
    if (arg.size() > 1 && arg[0] == '-') {
      err << "bitcc stc: unknown option '" << arg << "'\n" << kUsage;
      return 2;
    }
    if (!path.empty()) {
      err << "bitcc stc: more than one input file\n" << kUsage;
      return 2;
    }
    path = arg;
  }
  if (path.empty() || path == "-") return Session(in, "standard input", out, err).run();
  std::ifstream file(path);
  if (!file) {
    err << "bitcc stc: cannot open '" << printable(path) << "'\n";
    return 2;
  }
  return Session(file, "'" + printable(path) + "'", out, err).run();
}

}  // namespace bitcc::cli
