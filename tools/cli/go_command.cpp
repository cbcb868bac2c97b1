// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc go`: plays Go 9x9 from a list of moves (see kGoUsage).
#include <istream>
#include <optional>
#include <ostream>

#include "bitcc/games/go.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

using games::Color;
using games::Go;

constexpr const char* kCommand = "bitcc go";
constexpr text::Columns kColumns = text::Columns::SkipI;

constexpr const char* kGoUsage = R"(usage: bitcc go [--board]

Plays Go on a 9x9 board.

Input: one command per line from standard input:
  b C4          black plays C4: columns A-H and J left to right (I is skipped, as Go
                players write points), rows 1-9 bottom to top
  w pass        white passes
  board         prints the board (X black, O white, . empty; top row first)
  liberties C4  prints the liberties of the block at C4
  score         prints the area score (stones plus empty regions touching one color; no komi)
Colors, points and words are read in any case ("B c4", "w PASS"). Blank lines are skipped,
and '#' starts a comment that runs to the end of the line. Black moves first, colors
alternate. Rules: captures, no suicide, simple ko (a move may not recreate the position that
stood before the opponent's last move); two consecutive passes end the game.

Output: each move prints "b C4: ok" plus the captured stones; at the end of the input the
board and the score. A refused line prints an error naming its input line on standard error
and changes nothing; the lines after it are still played.

Options:
  --board     also print the board after every move
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong.
)";

std::string verdict_text(Go::Verdict verdict) {
  if (verdict == Go::Verdict::Suicide) return "suicide (the stone's block would have no liberty)";
  if (verdict == Go::Verdict::Ko)
    return "ko (recreates the position before the opponent's last move)";
  return text::verdict_text(verdict, "the game is over (two passes)", "point").value_or("?");
}

std::string cell_names(Board cells) {
  std::string names;
  while (cells) {
    const int cell = pop_lowest(cells);
    names += ' ' + text::coordinate_name(cell / Go::kSize, cell % Go::kSize, kColumns);
  }
  return names;
}

void print_board(const Go& go, std::ostream& out) {
  const std::string letters = "  " + text::column_letters(Go::kSize, kColumns) + "\n";
  out << letters;
  for (int row = Go::kSize - 1; row >= 0; --row) {
    out << row + 1;
    for (int column = 0; column < Go::kSize; ++column) {
      const Board bit = cell_bit(Go::G::cell_index(row, column));
      out << ' '
          << ((go.stones(Color::Black) & bit)   ? 'X'
              : (go.stones(Color::White) & bit) ? 'O'
                                                : '.');
    }
    out << ' ' << row + 1 << '\n';
  }
  out << letters;
}

void print_score(const Go& go, std::ostream& out) {
  const Go::Score score = go.area_score();
  out << "score: black " << score.black << ", white " << score.white << '\n';
}

}  // namespace

int run_go(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err) {
  const std::optional<ParsedOptions> options =
      parse_options(kCommand, args, {flag("--board")}, 0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kGoUsage;
    return kExitOk;
  }
  const bool show_board = options->has("--board");

  Go go;
  LineReader lines(in, err, kCommand);
  std::string line;
  while (lines.next_command(line)) {
    const std::vector<std::string> words = text::words(line);
    std::string error;
    if (is_keyword(words[0], "board") && words.size() == 1) {
      print_board(go, out);
    } else if (is_keyword(words[0], "score") && words.size() == 1) {
      print_score(go, out);
    } else if (is_keyword(words[0], "liberties") && words.size() == 2) {
      const auto point = text::parse_coordinate(words[1], Go::kSize, kColumns, &error);
      if (!point) {
        lines.refuse(error);
        continue;
      }
      const std::string name = text::coordinate_name(point->row, point->column, kColumns);
      const int cell = Go::G::cell_index(point->row, point->column);
      if (go.block(cell) == 0) {
        lines.refuse("liberties " + name + ": the point is empty, no block");
        continue;
      }
      const Board liberties = go.liberties(cell);
      out << "liberties " << name << ": " << popcount(liberties) << cell_names(liberties) << '\n';
    } else if (const auto color = text::parse_color(words[0]); color && words.size() == 2) {
      Go::MoveResult result{};
      std::string move = text::color_letter(*color) + ' ';
      if (is_keyword(words[1], "pass")) {
        move += "pass";
        result = go.pass(*color);
      } else {
        const auto point = text::parse_coordinate(words[1], Go::kSize, kColumns, &error);
        if (!point) {
          lines.refuse(error);
          continue;
        }
        move += text::coordinate_name(point->row, point->column, kColumns);
        result = go.play(*color, Go::G::cell_index(point->row, point->column));
      }
      if (result.verdict != Go::Verdict::Ok) {
        lines.refuse(move + ": refused, " + verdict_text(result.verdict));
        continue;
      }
      out << move << ": ok";
      if (result.captured)
        out << ", captured " << popcount(result.captured) << ':' << cell_names(result.captured);
      out << '\n';
      if (go.over()) out << "game over (two passes)\n";
      if (show_board) print_board(go, out);
    } else {
      lines.refuse(quote_line(line) +
                   ": expected 'b C4', 'w pass', 'board', 'liberties C4' or 'score'");
    }
  }
  print_board(go, out);
  print_score(go, out);
  return lines.exit_status();
}

}  // namespace bitcc::cli
