// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc hex`: plays Hex N x N (2..19, default 11) from a list of moves (see kHexUsage).
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <utility>

#include "bitcc/games/hex.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

using games::BasicHex;
using games::Color;
using games::HexGeometry;

constexpr const char* kCommand = "bitcc hex";
constexpr text::Columns kColumns = text::Columns::AllLetters;

constexpr const char* kHexUsage = R"(usage: bitcc hex [--size N]

Plays Hex on an N x N rhombic board (N from 2 to 19, default 11).

Input: one command per line from standard input:
  b F6       black places a stone on F6 (columns A.. left to right, rows 1..N bottom to top;
             A-K and 1-11 on 11x11, A-S and 1-19 on 19x19)
  board      prints the board (X black, O white; each row drawn half a cell right of the row
             below, so a cell touches two cells above it and two below)
Colors, points and words are read in any case ("W f6"). Blank lines are skipped, and '#'
starts a comment that runs to the end of the line. Black moves first, colors alternate.
Black connects the bottom row (1) to the top row (N); white connects the leftmost column
(A) to the rightmost (K on 11x11).
Cell (row r, column c) touches (r, c-1), (r, c+1), (r-1, c), (r+1, c), (r+1, c-1), (r-1, c+1).

Output: each move prints "b F6: ok", and "black wins" as soon as a color connects (later
moves are refused); "no winner yet" at the end when nobody connected. A refused line prints
an error naming its input line on standard error; the lines after it are still played.

Options (--name value or --name=value):
  --size N    board size, 2 to 19 (default 11)
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong.
)";

template <class Verdict>
std::string verdict_text(Verdict verdict) {
  return text::verdict_text(verdict, "the game is over", "cell").value_or("?");
}

// Plays the game of `lines` on Hex N x N.
template <int N>
int play(std::istream& in, std::ostream& out, std::ostream& err) {
  using Hex = BasicHex<HexGeometry<N>>;
  Hex hex;
  LineReader lines(in, err, kCommand);
  std::string line;
  while (lines.next_command(line)) {
    const std::optional<text::MoveLine> asked =
        text::read_move_line(line, Hex::kSize, kColumns, N >= 6 ? "F6" : "B2", lines);
    if (!asked) continue;
    if (asked->board) {
      text::print_rhombus(
          Hex::kSize, [&](int row, int column) { return hex.at(row, column); }, kColumns, out);
      continue;
    }
    const std::string& move = asked->move;
    const typename Hex::Verdict verdict =
        hex.play(asked->color, Hex::cell(asked->point.row, asked->point.column));
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

// play<N>() for the size n, one of kHexMinSize + I.
template <int... I>
int play_size(int n, std::istream& in, std::ostream& out, std::ostream& err,
              std::integer_sequence<int, I...>) {
  int status = kExitUsage;
  static_cast<void>(((n == games::kHexMinSize + I
                          ? (status = play<games::kHexMinSize + I>(in, out, err), true)
                          : false) ||
                     ...));
  return status;
}

}  // namespace

int run_hex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  const std::optional<ParsedOptions> options =
      parse_options(kCommand, args, {with_value("--size")}, 0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kHexUsage;
    return kExitOk;
  }
  const std::optional<unsigned long long> size = number_option(
      kCommand, *options, "--size", games::kHexMinSize, games::kHexMaxSize, 11, err);
  if (!size) return kExitUsage;
  return play_size(static_cast<int>(*size), in, out, err,
                   std::make_integer_sequence<int, games::kHexMaxSize - games::kHexMinSize + 1>{});
}

}  // namespace bitcc::cli
