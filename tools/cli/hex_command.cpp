// `bitcc hex`: plays Hex 11x11 from a list of moves (see kHexUsage).
#include <istream>
#include <ostream>

#include "bitcc/games/hex.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"

namespace bitcc::cli {
namespace {

using games::Color;
using games::Hex;

constexpr const char* kHexUsage = R"(usage: bitcc hex

Plays Hex on an 11x11 rhombic board. Reads one command per line from standard input:
  b F6       black places a stone on F6 (columns A-K left to right, rows 1-11 bottom to top)
  board      prints the board (X black, O white; each row drawn half a cell right of the row
             below, so a cell touches two cells above it and two below)
Blank lines and lines starting with '#' are skipped. Black moves first, colors alternate.
Black connects the bottom row (1) to the top row (11); white connects column A to column K.
Cell (row r, column c) touches (r, c-1), (r, c+1), (r-1, c), (r+1, c), (r+1, c-1), (r-1, c+1).
Each move prints "b F6: ok", and "black wins" as soon as a color connects; later moves are
refused. A refused line prints an error naming its input line on standard error.
Exit status: 0, or 1 when some input line was refused, or 2 for bad arguments.
)";

std::string verdict_text(Hex::Verdict verdict) {
  switch (verdict) {
    case Hex::Verdict::Ok: return "ok";
    case Hex::Verdict::GameOver: return "the game is over";
    case Hex::Verdict::NotYourTurn: return "not this color's turn";
    case Hex::Verdict::Occupied: return "the cell is occupied";
    case Hex::Verdict::OffBoard: return "off the board";
  }
  return "?";
}

void print_board(const Hex& hex, std::ostream& out) {
  for (int row = Hex::kSize - 1; row >= 0; --row) {
    out << std::string(static_cast<std::size_t>(row), ' ') << (row + 1 < 10 ? " " : "") << row + 1;
    for (int column = 0; column < Hex::kSize; ++column) {
      const Board bit = cell_bit(Hex::G::cell_index(row, column));
      out << ' '
          << ((hex.stones(Color::Black) & bit)   ? 'X'
              : (hex.stones(Color::White) & bit) ? 'O'
                                                 : '.');
    }
    out << '\n';
  }
  out << "   " << text::column_letters(Hex::kSize) << '\n';
}

}  // namespace

int run_hex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  for (const std::string& arg : args) {
    if (arg == "--help" || arg == "-h") {
      out << kHexUsage;
      return 0;
    }
    err << "bitcc hex: unknown argument '" << arg << "' (see bitcc hex --help)\n";
    return 2;
  }

  Hex hex;
  int status = 0;
  LineReader lines(in, err, "bitcc hex");
  std::string line;
  while (lines.next(line)) {
    if (text::is_blank_or_comment(line)) continue;
    const std::vector<std::string> words = text::words(line);
    auto fail = [&](const std::string& message) {
      err << "line " << lines.line_number() << ": " << message << '\n';
      status = 1;
    };
    if (words[0] == "board" && words.size() == 1) {
      print_board(hex, out);
      continue;
    }
    const auto color = text::parse_color(words[0]);
    if (!color || words.size() != 2) {
      fail("'" + printable(line) + "': expected 'b F6', 'w F6' or 'board'");
      continue;
    }
    std::string error;
    const auto point = text::parse_coordinate(words[1], Hex::kSize, &error);
    if (!point) {
      fail(error);
      continue;
    }
    const Hex::Verdict verdict = hex.play(*color, Hex::G::cell_index(point->row, point->column));
    if (verdict != Hex::Verdict::Ok) {
      fail(words[0] + " " + words[1] + ": refused, " + verdict_text(verdict));
      continue;
    }
    out << text::color_letter(*color) << ' ' << words[1] << ": ok\n";
    if (hex.winner()) {
      out << games::color_name(*hex.winner())
          << (*hex.winner() == Color::Black ? " wins (bottom row to top row)\n"
                                            : " wins (left column to right column)\n");
    }
  }
  if (!hex.winner()) out << "no winner yet\n";
  return lines.failed() || lines.skipped() != 0 ? 1 : status;
}

}  // namespace bitcc::cli
