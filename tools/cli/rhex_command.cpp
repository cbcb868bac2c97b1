// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc rhex`: plays RHEX from a list of moves (see kRhexUsage).
#include <istream>
#include <optional>
#include <ostream>

#include "bitcc/games/rhex.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

using games::Color;
using games::Rhex;

constexpr const char* kCommand = "bitcc rhex";
constexpr text::Columns kColumns = text::Columns::AllLetters;

constexpr const char* kRhexUsage = R"(usage: bitcc rhex [--size N] [--engine union-find|bitboard]

Plays RHEX, a Reversi-like Hex variant with 2N two-sided tiles on an N x N hex board.

Input: one command per line from standard input:
  b C2       black places a tile on C2 (columns A.. left to right, rows 1..N bottom to top)
  board      prints the board (X black, O white; rows drawn as in bitcc hex)
Colors, points and words are read in any case ("W c2"). Blank lines are skipped, and '#'
starts a comment that runs to the end of the line. Black moves first, colors alternate.
After a placement the dominated zone is the group of occupied cells (either color) connected
to the new tile. When the mover's color shows on fewer tiles of the zone than the other
color, the new tile included, every tile of the zone turns over (changes color).
A color wins with more than N tiles; the game ends at a win or when all 2N tiles are placed.

Output: each move prints the zone size, the tiles turned over and both totals, e.g.
  b C2: zone 3, flipped 3; black 4, white 1
then "black wins" or "draw" when the game ends. A refused line prints an error naming its
input line on standard error; the lines after it are still played.

Options (--name value or --name=value):
  --size N    board size, 2 to 19 (default 11)
  --engine E  union-find (default: incremental sets with color counters and member lists)
              or bitboard (flood fill of the occupied cells); both give the same results
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong.
)";

std::string verdict_text(Rhex::Verdict verdict) {
  return text::verdict_text(verdict, "the game is over", "cell").value_or("?");
}

template <class Game>
void print_board(const Game& game, std::ostream& out) {
  text::print_rhombus(
      game.size(), [&](int row, int column) { return game.at(row, column); }, kColumns, out);
}

template <class Game>
int play(Game game, std::istream& in, std::ostream& out, std::ostream& err) {
  const int n = game.size();
  LineReader lines(in, err, kCommand);
  std::string line;
  while (lines.next_command(line)) {
    const std::optional<text::MoveLine> asked =
        text::read_move_line(line, n, kColumns, "C2", lines);
    if (!asked) continue;
    if (asked->board) {
      print_board(game, out);
      continue;
    }
    const std::string& move = asked->move;
    const Rhex::MoveResult result = game.play(asked->color, asked->point.row, asked->point.column);
    if (result.verdict != Rhex::Verdict::Ok) {
      lines.refuse(move + ": refused, " + verdict_text(result.verdict));
      continue;
    }
    out << move << ": zone " << result.zone << ", flipped " << result.flipped << "; black "
        << game.total(Color::Black) << ", white " << game.total(Color::White) << '\n';
    if (game.winner())
      out << games::color_name(*game.winner()) << " wins (" << game.total(*game.winner())
          << " tiles, more than " << n << ")\n";
    else if (game.over())
      out << "draw (all " << 2 * n << " tiles placed, " << n << " each)\n";
  }
  return lines.exit_status();
}

}  // namespace

int run_rhex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(
      kCommand, args, {with_value("--size"), with_value("--engine", {"union-find", "bitboard"})}, 0,
      err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kRhexUsage;
    return kExitOk;
  }
  const std::optional<unsigned long long> size = number_option(
      kCommand, *options, "--size", Rhex::kMinSize, Rhex::kMaxSize, 11, err);
  if (!size) return kExitUsage;
  const int n = static_cast<int>(*size);
  const bool bitboard = options->value("--engine") == "bitboard";
  // Up to 11x11 on one 128-bit board, beyond on the wide 19x19 board.
  if (n <= games::RhexUnionFind::kMaxSize)
    return bitboard ? play(games::RhexBitboard(n), in, out, err)
                    : play(games::RhexUnionFind(n), in, out, err);
  return bitboard ? play(games::WideRhexBitboard(n), in, out, err)
                  : play(games::WideRhexUnionFind(n), in, out, err);
}

}  // namespace bitcc::cli
