// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc go`: plays Go on N x N (2..19) from a list of moves, or speaks GTP (see kGoUsage).
#include <cmath>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <utility>

#include "bitcc/games/go.hpp"
#include "bitcc/version.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

using games::Color;

constexpr const char* kCommand = "bitcc go";
constexpr text::Columns kColumns = text::Columns::SkipI;
constexpr int kMinSize = 2, kMaxSize = 19, kDefaultSize = 9;

constexpr const char* kGoUsage = R"(usage: bitcc go [--size N] [--board]
       bitcc go --gtp [--size N] [--seed S]

Plays Go on an N x N board (2 to 19; default 9).

Input: one command per line from standard input:
  b C4          black plays C4: columns A-H and J-T left to right (I is skipped, as Go
                players write points), rows 1-N bottom to top
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

--gtp: speaks the Go Text Protocol (version 2) on standard input and output instead, for
GoGui, twogtp and other controllers: protocol_version, name, version, known_command,
list_commands, boardsize (2 to 19), clear_board, komi, play, genmove, undo, showboard,
final_score (area score minus komi), quit. genmove plays a light random playout move: a
legal point drawn uniformly among those that do not fill the mover's own one-point eye, or
a pass. Colors alternate, as in the line mode: a move by the color not to move is refused.

Options:
  --size N    board size, 2 to 19 (default 9; in GTP mode boardsize changes it)
  --board     also print the board after every move (not with --gtp)
  --gtp       speak GTP
  --seed S    the seed of genmove's random draws (default 1; the same seed, the same games)
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read (not with --gtp: GTP
answers every command), 2 when the command line is wrong.
)";

// ---- The board of any size ----------------------------------------------------------------

enum class Verdict : std::uint8_t { Ok, GameOver, NotYourTurn, Occupied, Suicide, Ko, OffBoard };

struct Point {
  int row;
  int column;
};

struct Move {
  Verdict verdict;
  std::vector<Point> captured;
};

// games::GoBoard<N> behind one interface, for a size chosen at run time. Points are (row, column)
// with row 0 at the bottom; every call takes points on the board.
class AnyGo {
 public:
  virtual ~AnyGo() = default;
  virtual int size() const = 0;
  virtual Move play(Color color, Point point) = 0;
  virtual Verdict pass(Color color) = 0;
  virtual Color to_move() const = 0;
  virtual bool over() const = 0;
  /// 0 empty, 1 black, 2 white.
  virtual int at(Point point) const = 0;
  virtual std::vector<Point> liberties(Point point) const = 0;
  virtual games::Go::Score area_score() const = 0;
  /// The playout policy's move for the player to move (played), or nullopt for a pass (played).
  virtual std::optional<Point> random_move(games::PlayoutRng& rng) = 0;
};

template <int N>
class GoOfSize final : public AnyGo {
  using Go = games::GoBoard<N>;
  using G = typename Go::G;

 public:
  int size() const override { return N; }
  Move play(Color color, Point point) override {
    const auto result = go_.play(color, G::cell_index(point.row, point.column));
    return {static_cast<Verdict>(result.verdict), points(result.captured)};
  }
  Verdict pass(Color color) override { return static_cast<Verdict>(go_.pass(color).verdict); }
  Color to_move() const override { return go_.to_move(); }
  bool over() const override { return go_.over(); }
  int at(Point point) const override {
    const int cell = G::cell_index(point.row, point.column);
    return go_.stones(Color::Black).test(cell) ? 1 : go_.stones(Color::White).test(cell) ? 2 : 0;
  }
  std::vector<Point> liberties(Point point) const override {
    return points(go_.liberties(G::cell_index(point.row, point.column)));
  }
  games::Go::Score area_score() const override {
    const auto score = go_.area_score();
    return {score.black, score.white};
  }
  std::optional<Point> random_move(games::PlayoutRng& rng) override {
    const int cell = go_.random_move(rng);
    if (cell < 0) return std::nullopt;
    return Point{G::row_of(cell), G::column_of(cell)};
  }

 private:
  static std::vector<Point> points(const typename Go::Board& cells) {
    std::vector<Point> list;
    wide::for_each_cell(cells, [&](int cell) { list.push_back({G::row_of(cell), G::column_of(cell)}); });
    return list;
  }
  Go go_;
};

template <int... I>
std::unique_ptr<AnyGo> make_go(int size, std::integer_sequence<int, I...>) {
  std::unique_ptr<AnyGo> go;
  ((size == I + kMinSize ? (go = std::make_unique<GoOfSize<I + kMinSize>>(), 0) : 0), ...);
  return go;
}

/// The empty board of `size` (kMinSize..kMaxSize).
std::unique_ptr<AnyGo> make_go(int size) {
  return make_go(size, std::make_integer_sequence<int, kMaxSize - kMinSize + 1>{});
}

static_assert(static_cast<int>(games::Go::Verdict::OffBoard) == static_cast<int>(Verdict::OffBoard));

std::string verdict_text(Verdict verdict) {
  if (verdict == Verdict::Suicide) return "suicide (the stone's block would have no liberty)";
  if (verdict == Verdict::Ko) return "ko (recreates the position before the opponent's last move)";
  return text::verdict_text(verdict, "the game is over (two passes)", "point").value_or("?");
}

std::string point_name(Point point) { return text::coordinate_name(point.row, point.column, kColumns); }

std::string point_names(const std::vector<Point>& points) {
  std::string names;
  for (const Point point : points) names += ' ' + point_name(point);
  return names;
}

void print_board(const AnyGo& go, std::ostream& out) {
  const int n = go.size();
  const std::string pad = n >= 10 ? " " : "";
  const std::string letters = pad + "  " + text::column_letters(n, kColumns) + "\n";
  out << letters;
  for (int row = n - 1; row >= 0; --row) {
    if (n >= 10 && row < 9) out << ' ';
    out << row + 1;
    for (int column = 0; column < n; ++column) out << ' ' << ".XO"[go.at({row, column})];
    out << ' ' << row + 1 << '\n';
  }
  out << letters;
}

void print_score(const AnyGo& go, std::ostream& out) {
  const games::Go::Score score = go.area_score();
  out << "score: black " << score.black << ", white " << score.white << '\n';
}

// ---- The line mode ------------------------------------------------------------------------

int run_lines(AnyGo& go, bool show_board, std::istream& in, std::ostream& out, std::ostream& err) {
  const int n = go.size();
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
      const auto point = text::parse_coordinate(words[1], n, kColumns, &error);
      if (!point) {
        lines.refuse(error);
        continue;
      }
      const Point where{point->row, point->column};
      if (go.at(where) == 0) {
        lines.refuse("liberties " + point_name(where) + ": the point is empty, no block");
        continue;
      }
      const std::vector<Point> liberties = go.liberties(where);
      out << "liberties " << point_name(where) << ": " << liberties.size() << point_names(liberties)
          << '\n';
    } else if (const auto color = text::parse_color(words[0]); color && words.size() == 2) {
      Move result{};
      std::string move = text::color_letter(*color) + ' ';
      if (is_keyword(words[1], "pass")) {
        move += "pass";
        result.verdict = go.pass(*color);
      } else {
        const auto point = text::parse_coordinate(words[1], n, kColumns, &error);
        if (!point) {
          lines.refuse(error);
          continue;
        }
        move += text::coordinate_name(point->row, point->column, kColumns);
        result = go.play(*color, {point->row, point->column});
      }
      if (result.verdict != Verdict::Ok) {
        lines.refuse(move + ": refused, " + verdict_text(result.verdict));
        continue;
      }
      out << move << ": ok";
      if (!result.captured.empty())
        out << ", captured " << result.captured.size() << ':' << point_names(result.captured);
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

// ---- GTP ----------------------------------------------------------------------------------

constexpr const char* kGtpCommands[] = {
    "protocol_version", "name",  "version",   "known_command", "list_commands",
    "boardsize",        "clear_board", "komi", "play",          "genmove",
    "undo",             "showboard",   "final_score", "quit"};

// Reads one line (without its newline) of at most kMaxLine bytes; a longer line is read to its
// end and reported by `too_long`. False at the end of the input with nothing read.
constexpr std::size_t kMaxGtpLine = 4096;
bool read_gtp_line(std::istream& in, std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  bool any = false;
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    any = true;
    if (c == '\n') return true;
    if (line.size() < kMaxGtpLine) line += static_cast<char>(c);
    else too_long = true;
  }
  return any;
}

// GTP 2's preprocessing: control characters other than HT and LF removed, HT turned into a
// space, everything from '#' on dropped.
std::string gtp_clean(const std::string& raw) {
  std::string line;
  for (const char ch : raw) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == '#') break;
    if (c == '\t') line += ' ';
    else if (c >= 32 && c != 127) line += ch;
  }
  return line;
}

std::optional<Color> gtp_color(const std::string& word) {
  if (is_keyword(word, "b") || is_keyword(word, "black")) return Color::Black;
  if (is_keyword(word, "w") || is_keyword(word, "white")) return Color::White;
  return std::nullopt;
}

// A GTP engine's state: the game, the moves played (undo replays them), komi, the generator.
class Gtp {
 public:
  Gtp(int size, std::uint64_t seed) : size_(size), go_(make_go(size)), rng_(seed) {}

  // Answers one command (after preprocessing, not empty); true when it was quit.
  bool answer(const std::vector<std::string>& words, std::ostream& out) {
    std::size_t at = 0;
    std::string id;
    if (!words[0].empty() && words[0].find_first_not_of("0123456789") == std::string::npos) {
      id = words[0];
      at = 1;
    }
    if (at >= words.size()) {
      respond(out, false, id, "missing command");
      return false;
    }
    const std::string& name = words[at];
    const std::vector<std::string> args(words.begin() + static_cast<std::ptrdiff_t>(at) + 1, words.end());
    std::string result;
    const bool ok = run(name, args, result);
    respond(out, ok, id, result);
    return ok && name == "quit";
  }

 private:
  static void respond(std::ostream& out, bool ok, const std::string& id, const std::string& text) {
    out << (ok ? '=' : '?') << id;
    if (!text.empty()) out << ' ' << text;
    out << "\n\n" << std::flush;
  }

  bool run(const std::string& name, const std::vector<std::string>& args, std::string& result) {
    const auto fail = [&](const std::string& message) {
      result = message;
      return false;
    };
    const auto arguments = [&](std::size_t n) { return args.size() == n; };
    if (name == "protocol_version" && arguments(0)) return result = "2", true;
    if (name == "name" && arguments(0)) return result = "bitcc", true;
    if (name == "version" && arguments(0)) return result = BITCC_VERSION, true;
    if (name == "known_command" && arguments(1)) {
      result = "false";
      for (const char* known : kGtpCommands)
        if (args[0] == known) result = "true";
      return true;
    }
    if (name == "list_commands" && arguments(0)) {
      for (const char* known : kGtpCommands) result += std::string(result.empty() ? "" : "\n") + known;
      return true;
    }
    if (name == "quit" && arguments(0)) return true;
    if (name == "boardsize" && arguments(1)) {
      const std::optional<unsigned long long> size = parse_number(args[0], 0, 1000000);
      if (!size) return fail("syntax error");
      if (*size < kMinSize || *size > kMaxSize) return fail("unacceptable size");
      size_ = static_cast<int>(*size);
      clear();
      return true;
    }
    if (name == "clear_board" && arguments(0)) return clear(), true;
    if (name == "komi" && arguments(1)) {
      double value = 0;
      if (!parse_komi(args[0], value)) return fail("syntax error");
      komi_ = value;
      return true;
    }
    if (name == "play" && arguments(2)) {
      const std::optional<Color> color = gtp_color(args[0]);
      if (!color) return fail("syntax error");
      std::optional<Point> point;
      if (!is_keyword(args[1], "pass")) {
        std::string error;
        const auto parsed = text::parse_coordinate(args[1], size_, kColumns, &error);
        if (!parsed) return fail("syntax error");
        point = Point{parsed->row, parsed->column};
      }
      const Verdict verdict = point ? go_->play(*color, *point).verdict : go_->pass(*color);
      if (verdict != Verdict::Ok) return fail("illegal move (" + verdict_text(verdict) + ")");
      history_.push_back(point);
      return true;
    }
    if (name == "genmove" && arguments(1)) {
      const std::optional<Color> color = gtp_color(args[0]);
      if (!color) return fail("syntax error");
      if (go_->over()) return result = "pass", true;  // nothing is played after two passes
      if (*color != go_->to_move()) return fail("not this color's turn");
      const std::optional<Point> point = go_->random_move(rng_);
      history_.push_back(point);
      result = point ? point_name(*point) : "pass";
      return true;
    }
    if (name == "undo" && arguments(0)) {
      if (history_.empty()) return fail("cannot undo");
      history_.pop_back();
      replay();
      return true;
    }
    if (name == "showboard" && arguments(0)) {
      std::ostringstream board;
      print_board(*go_, board);
      result = board.str();
      result.insert(result.begin(), '\n');
      result.pop_back();  // the response's own newlines end it
      return true;
    }
    if (name == "final_score" && arguments(0)) {
      const games::Go::Score score = go_->area_score();
      const double margin = score.black - score.white - komi_;
      if (margin == 0) return result = "0", true;
      std::ostringstream text;
      text << (margin > 0 ? "B+" : "W+") << std::fabs(margin);
      result = text.str();
      return true;
    }
    for (const char* known : kGtpCommands)
      if (name == known) return fail("syntax error (wrong number of arguments)");
    return fail("unknown command");
  }

  // A float as GTP writes one: an optional sign, digits, an optional fraction; at most 1000.
  static bool parse_komi(const std::string& word, double& value) {
    std::size_t i = word[0] == '-' || word[0] == '+' ? 1 : 0;
    const std::size_t digits_from = i;
    while (i < word.size() && word[i] >= '0' && word[i] <= '9') ++i;
    bool digits = i > digits_from;
    if (i < word.size() && word[i] == '.') {
      const std::size_t fraction_from = ++i;
      while (i < word.size() && word[i] >= '0' && word[i] <= '9') ++i;
      digits = digits || i > fraction_from;
    }
    if (!digits || i != word.size() || word.size() > 32) return false;
    value = std::stod(word);
    return std::fabs(value) <= 1000;
  }

  void clear() {
    go_ = make_go(size_);
    history_.clear();
  }

  // The game again from the empty board, through the moves of history_ (all legal before).
  void replay() {
    go_ = make_go(size_);
    for (const std::optional<Point>& point : history_) {
      if (point) go_->play(go_->to_move(), *point);
      else go_->pass(go_->to_move());
    }
  }

  int size_;
  std::unique_ptr<AnyGo> go_;
  games::PlayoutRng rng_;
  double komi_ = 0;
  std::vector<std::optional<Point>> history_;  // a stone's point, or nullopt for a pass
};

int run_gtp(int size, std::uint64_t seed, std::istream& in, std::ostream& out) {
  Gtp gtp(size, seed);
  std::string raw;
  bool too_long = false;
  while (read_gtp_line(in, raw, too_long)) {
    if (too_long) {
      out << "? line too long (more than " << kMaxGtpLine << " bytes)\n\n" << std::flush;
      continue;
    }
    const std::vector<std::string> words = text::words(gtp_clean(raw));
    if (words.empty()) continue;
    if (gtp.answer(words, out)) break;
  }
  return kExitOk;
}

}  // namespace

int run_go(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(
      kCommand, args, {flag("--board"), flag("--gtp"), with_value("--size"), with_value("--seed")},
      0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kGoUsage;
    return kExitOk;
  }
  const std::optional<unsigned long long> size =
      number_option(kCommand, *options, "--size", kMinSize, kMaxSize, kDefaultSize, err);
  if (!size) return kExitUsage;
  const std::optional<unsigned long long> seed =
      number_option(kCommand, *options, "--seed", 0, UINT64_MAX, 1, err);
  if (!seed) return kExitUsage;
  if (options->has("--gtp")) {
    if (options->has("--board")) {
      usage_error(kCommand, "--board is not for --gtp (showboard prints the board)", err);
      return kExitUsage;
    }
    return run_gtp(static_cast<int>(*size), *seed, in, out);
  }
  if (options->has("--seed")) {
    usage_error(kCommand, "--seed is for --gtp (genmove)", err);
    return kExitUsage;
  }
  const std::unique_ptr<AnyGo> go = make_go(static_cast<int>(*size));
  return run_lines(*go, options->has("--board"), in, out, err);
}

}  // namespace bitcc::cli
