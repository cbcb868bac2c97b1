// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc hex`: plays Hex 11x11 from a list of moves (see kHexUsage).
#include <istream>
#include <optional>
#include <ostream>

#include "bitcc/games/hex.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

using games::Color;
using games::Hex;

constexpr const char* kCommand = "bitcc hex";
constexpr text::Columns kColumns = text::Columns::AllLetters;

constexpr const char* kHexUsage = R"(usage: bitcc hex

Plays Hex on an 11x11 rhombic board.

Input: one command per line from standard input:
  b F6       black places a stone on F6 (columns A-K left to right, rows 1-11 bottom to top)
  board      prints the board (X black, O white; each row drawn half a cell right of the row
             below, so a cell touches two cells above it and two below)
Colors, points and words are read in any case ("W f6"). Blank lines are skipped, and '#'
starts a comment that runs to the end of the line. Black moves first, colors alternate.
Black connects the bottom row (1) to the top row (11); white connects column A to column K.
Cell (row r, column c) touches (r, c-1), (r, c+1), (r-1, c), (r+1, c), (r+1, c-1), (r-1, c+1).

Output: each move prints "b F6: ok", and "black wins" as soon as a color connects (later
moves are refused); "no winner yet" at the end when nobody connected. A refused line prints
an error naming its input line on standard error; the lines after it are still played.

Options:
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong.
)";

std::string verdict_text(Hex::Verdict verdict) {
  return text::verdict_text(verdict, "the game is over", "cell").value_or("?");
}

void print_board(const Hex& hex, std::ostream& out) {
  text::print_rhombus(
      Hex::kSize,
      [&](int row, int column) -> std::optional<Color> {
        const Board bit = cell_bit(Hex::G::cell_index(row, column));
        if (hex.stones(Color::Black) & bit) return Color::Black;
        if (hex.stones(Color::White) & bit) return Color::White;
        return std::nullopt;
      },
      kColumns, out);
}

}  // namespace

int run_hex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(kCommand, args, {}, 0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kHexUsage;
    return kExitOk;
  }

  Hex hex;
  LineReader lines(in, err, kCommand);
  std::string line;
  while (lines.next_command(line)) {
    const std::optional<text::MoveLine> asked =
        text::read_move_line(line, Hex::kSize, kColumns, "F6", lines);
    if (!asked) continue;
    if (asked->board) {
      print_board(hex, out);
      continue;
    }
    const std::string& move = asked->move;
    const Hex::Verdict verdict =
        hex.play(asked->color, Hex::G::cell_index(asked->point.row, asked->point.column));
    if (verdict != Hex::Verdict::Ok) {
      lines.refuse(move + ": refused, " + verdict_text(verdict));
      continue;
    }
    out << move << ": ok\n";
    if (hex.winner()) {
      out << games::color_name(*hex.winner())
          << (*hex.winner() == Color::Black ? " wins (bottom row to top row)\n"
                                            : " wins (left column to right column)\n");
    }
  }
  if (!hex.winner()) out << "no winner yet\n";
  return lines.exit_status();
}

}  // namespace bitcc::cli
