// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc go`: plays Go on N x N (2..19) from a list of moves, or speaks GTP (see kGoUsage).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <utility>
#include <vector>

#include "bitcc/games/go.hpp"
#include "bitcc/games/go_search.hpp"
#include "bitcc/games/go_vertex.hpp"
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
       bitcc go --gtp [--size N] [--playouts N] [--time S] [--threads N] [--seed S]

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
list_commands, boardsize (2 to 19), clear_board, komi, fixed_handicap, place_free_handicap,
set_free_handicap, play, genmove, undo, time_settings, time_left, final_score (area score
minus komi, the dead stones taken off), final_status_list, showboard, quit. play and genmove
take either color whoever is to move (the turn is handed over; ko binds only the player it was
made for). An illegal move, a point off the board included (T20 on 19x19), is refused as
"illegal move" with the reason.
genmove searches: Monte-Carlo tree search with RAVE on light playouts; it never resigns
(light playouts misjudge life and death), and passes after the opponent's pass when
passing wins. final_status_list: dead stones are those whose points the opponent owns in
most of 1000 playouts from the position (as many as --playouts when that is less, at least
64); seki is not told apart (an empty list).

Options:
  --size N      board size, 2 to 19 (default 9; in GTP mode boardsize changes it)
  --board       also print the board after every move (not with --gtp)
  --gtp         speak GTP
  --playouts N  genmove's playouts per move (default 10000; 0: no limit, with --time)
  --time S      genmove's seconds per move (such as 2 or 0.5; default: no limit); under GTP's
                time_settings, the time left shared among the moves expected, at most S
  --threads N   genmove's search threads, one tree each (default 1; 0: every core)
  --seed S      the seed of genmove's searches (default 1; the same seed, the same session
                when the playouts and not the time limit the search)
  -h, --help    show this help

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
  virtual double area_margin(double komi) const = 0;
  /// Plays a stone or a pass (nullopt) of `color` whoever is to move (GoBoard::hand_turn_to); a
  /// refused move changes nothing (not even the turn).
  virtual Verdict play_as(Color color, std::optional<Point> point) = 0;
  /// The search's choice for `color` (go_search after hand_turn_to, on a copy: nothing is played);
  /// `last_move`: the opponent's stone played just before, if any. The search's memory stays for
  /// the next move (GoSearcher).
  virtual games::GoSearchResult search(Color color, std::optional<Point> last_move,
                                       const games::GoSearchOptions& options) = 0;
  /// The point of a cell of the board (a search result's).
  virtual Point point_of(int cell) const = 0;
  /// The blocks (each a list of points) that are dead (`dead`) or alive: a block is dead when the
  /// opponent owns its cells, on average, in more than half of `playouts` light playouts from the
  /// position (go_ownership), the game continued by the player to move.
  virtual std::vector<std::vector<Point>> blocks_with_status(bool dead, int playouts,
                                                             std::uint64_t seed, double komi) const = 0;
  /// area_margin(komi) once the dead blocks (blocks_with_status, the same playouts) are taken off.
  virtual double margin_without_dead(int playouts, std::uint64_t seed, double komi) const = 0;
  /// The number of stones on the board.
  virtual int stones() const = 0;
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
  double area_margin(double komi) const override { return go_.area_margin(komi); }
  std::vector<Point> liberties(Point point) const override {
    return points(go_.liberties(G::cell_index(point.row, point.column)));
  }
  games::Go::Score area_score() const override {
    const auto score = go_.area_score();
    return {score.black, score.white};
  }
  Verdict play_as(Color color, std::optional<Point> point) override {
    const Go before = go_;
    go_.hand_turn_to(color);
    const auto result = point ? go_.play(color, G::cell_index(point->row, point->column)) : go_.pass(color);
    if (result.verdict != Go::Verdict::Ok) go_ = before;
    return static_cast<Verdict>(result.verdict);
  }
  games::GoSearchResult search(Color color, std::optional<Point> last_move,
                               const games::GoSearchOptions& options) override {
    Go go = go_;
    go.hand_turn_to(color);
    return searcher_.search(go, options,
                            last_move ? G::cell_index(last_move->row, last_move->column) : -1);
  }
  Point point_of(int cell) const override { return {G::row_of(cell), G::column_of(cell)}; }
  std::vector<std::vector<Point>> blocks_with_status(bool dead, int playouts, std::uint64_t seed,
                                                     double komi) const override {
    std::vector<std::vector<Point>> blocks;
    for_each_block(playouts, seed, komi, [&](const typename Go::Board& block, bool is_dead) {
      if (is_dead == dead) blocks.push_back(points(block));
    });
    return blocks;
  }
  double margin_without_dead(int playouts, std::uint64_t seed, double komi) const override {
    typename Go::Board black = go_.stones(Color::Black), white = go_.stones(Color::White);
    for_each_block(playouts, seed, komi, [&](const typename Go::Board& block, bool is_dead) {
      if (!is_dead) return;
      black = and_not(black, block);
      white = and_not(white, block);
    });
    const typename Go::Score score = Go::area_score(black, white);
    return score.black - score.white - komi;
  }
  int stones() const override {
    return wide::popcount(go_.stones(Color::Black) | go_.stones(Color::White));
  }

 private:
  // f(block, dead) for each block of stones, in the order of their lowest cells; dead as
  // blocks_with_status says.
  template <class F>
  void for_each_block(int playouts, std::uint64_t seed, double komi, F&& f) const {
    const games::GoOwnership<N> owners = games::go_ownership(go_, playouts, seed, komi);
    typename Go::Board left = go_.stones(Color::Black) | go_.stones(Color::White);
    while (left.any()) {
      const int cell = wide::lowest_cell(left);
      const typename Go::Board block = go_.block(cell);
      left = and_not(left, block);
      const std::vector<int>& theirs = go_.stones(Color::Black).test(cell) ? owners.white : owners.black;
      long owned = 0;
      wide::for_each_cell(block, [&](int c) { owned += theirs[static_cast<std::size_t>(c)]; });
      f(block, 2 * owned > static_cast<long>(wide::popcount(block)) * owners.playouts);
    }
  }

  static std::vector<Point> points(const typename Go::Board& cells) {
    std::vector<Point> list;
    wide::for_each_cell(cells, [&](int cell) { list.push_back({G::row_of(cell), G::column_of(cell)}); });
    return list;
  }
  Go go_;
  games::GoSearcher<N> searcher_;
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

std::string point_name(Point point) { return games::go_vertex_name(point.row, point.column); }

// A point of the line mode ("C4", games::parse_go_vertex), or nullopt with a message in `error`.
std::optional<Point> parse_point(const std::string& word, int size, std::string& error) {
  const games::GoVertex vertex = games::parse_go_vertex(word, size);
  if (vertex.kind == games::GoVertex::Kind::Point) return Point{vertex.row, vertex.column};
  error = quote_line(word) + ": " + text::expected_coordinate(size, kColumns);
  return std::nullopt;
}

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
      const std::optional<Point> where = parse_point(words[1], n, error);
      if (!where) {
        lines.refuse(error);
        continue;
      }
      if (go.at(*where) == 0) {
        lines.refuse("liberties " + point_name(*where) + ": the point is empty, no block");
        continue;
      }
      const std::vector<Point> liberties = go.liberties(*where);
      out << "liberties " << point_name(*where) << ": " << liberties.size() << point_names(liberties)
          << '\n';
    } else if (const auto color = text::parse_color(words[0]); color && words.size() == 2) {
      Move result{};
      std::string move = text::color_letter(*color) + ' ';
      if (is_keyword(words[1], "pass")) {
        move += "pass";
        result.verdict = go.pass(*color);
      } else {
        const std::optional<Point> point = parse_point(words[1], n, error);
        if (!point) {
          lines.refuse(error);
          continue;
        }
        move += point_name(*point);
        result = go.play(*color, *point);
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
    "protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
    "clear_board", "komi", "fixed_handicap", "place_free_handicap", "set_free_handicap", "play",
    "genmove", "undo", "time_settings", "time_left", "final_score", "final_status_list",
    "showboard", "quit"};

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

// A float as GTP writes one: an optional sign, digits, an optional fraction; nullopt unless its
// magnitude is at most `limit`.
std::optional<double> parse_float(const std::string& word, double limit) {
  std::size_t i = !word.empty() && (word[0] == '-' || word[0] == '+') ? 1 : 0;
  const std::size_t digits_from = i;
  while (i < word.size() && word[i] >= '0' && word[i] <= '9') ++i;
  bool digits = i > digits_from;
  if (i < word.size() && word[i] == '.') {
    const std::size_t fraction_from = ++i;
    while (i < word.size() && word[i] >= '0' && word[i] <= '9') ++i;
    digits = digits || i > fraction_from;
  }
  if (!digits || i != word.size() || word.size() > 32) return std::nullopt;
  const double value = std::stod(word);
  if (!(std::fabs(value) <= limit)) return std::nullopt;
  return value;
}

// The GTP 2 specification's fixed handicap points (section 4.1.1), in its order: on the third
// line of boards up to 12x12 and the fourth from 13x13, the corners first, then the middle of
// the sides and the centre on odd sizes. At most 4 stones on 7x7 and even sizes, 9 on odd sizes
// from 9x9; none below 7x7 (an empty list).
int max_fixed_handicap(int size) { return size < 7 ? 0 : size == 7 || size % 2 == 0 ? 4 : 9; }

std::vector<Point> fixed_handicap_points(int size, int stones) {
  if (stones < 2 || stones > max_fixed_handicap(size)) return {};
  const int low = size <= 12 ? 2 : 3, high = size - 1 - low, mid = size / 2;
  // Columns and rows: the spec's lists (19x19: D4 Q16 D16 Q4 D10 Q10 K4 K16 K10).
  const Point corners[4] = {{low, low}, {high, high}, {high, low}, {low, high}};
  std::vector<Point> points(corners, corners + std::min(stones, 4));
  // 5, 7 and 9 stones put one on the centre; 6 to 9 the middle of the left and right sides,
  // 8 and 9 also of the bottom and top.
  if (stones >= 6) {
    points.push_back({mid, low});
    points.push_back({mid, high});
  }
  if (stones >= 8) {
    points.push_back({low, mid});
    points.push_back({high, mid});
  }
  if (stones % 2 == 1 && stones >= 5) points.push_back({mid, mid});
  return points;
}

// A GTP engine's state: the game (handicap stones, then the moves: undo replays them), komi, the
// search's options and the clock.
class Gtp {
 public:
  struct Options {
    int size = kDefaultSize;
    games::GoSearchOptions search;
  };

  explicit Gtp(const Options& options)
      : size_(options.size), go_(make_go(options.size)), search_(options.search) {}

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
  struct Played {
    Color color;
    std::optional<Point> point;  // nullopt for a pass
  };

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
      const std::optional<double> value = parse_float(args[0], 1000);
      if (!value) return fail("syntax error");
      search_.komi = *value;
      return true;
    }
    if ((name == "fixed_handicap" || name == "place_free_handicap") && arguments(1)) {
      const std::optional<unsigned long long> stones = parse_number(args[0], 0, 1000000);
      if (!stones) return fail("syntax error");
      if (go_->stones() != 0 || !history_.empty()) return fail("board not empty");
      // place_free_handicap: the fixed points, fewer when more are asked than they hold (GTP 2,
      // section 4.1.2 allows fewer stones).
      int count = static_cast<int>(std::min<unsigned long long>(*stones, 1000));
      if (name == "place_free_handicap" && count >= 2) count = std::min(count, max_fixed_handicap(size_));
      const std::vector<Point> points = fixed_handicap_points(size_, count);
      if (points.empty()) return fail("invalid number of stones");
      return place_handicap(points, result);
    }
    if (name == "set_free_handicap" && !args.empty()) {
      if (go_->stones() != 0 || !history_.empty()) return fail("board not empty");
      std::vector<Point> points;
      for (const std::string& word : args) {
        const games::GoVertex vertex = games::parse_go_vertex(word, size_);
        if (vertex.kind != games::GoVertex::Kind::Point) return fail("bad vertex list");
        for (const Point point : points)
          if (point.row == vertex.row && point.column == vertex.column) return fail("bad vertex list");
        points.push_back({vertex.row, vertex.column});
      }
      if (points.size() < 2 || static_cast<int>(points.size()) > size_ * size_ - 1)
        return fail("bad vertex list");
      if (!place_handicap(points, result)) return fail("bad vertex list");
      result.clear();
      return true;
    }
    if (name == "play" && arguments(2)) {
      const std::optional<Color> color = gtp_color(args[0]);
      const games::GoVertex vertex = games::parse_go_vertex(args[1], size_);
      if (!color || vertex.kind == games::GoVertex::Kind::Malformed) return fail("syntax error");
      if (vertex.kind == games::GoVertex::Kind::OffBoard)
        return fail("illegal move (" + args[1] + " is off the " + std::to_string(size_) + "x" +
                    std::to_string(size_) + " board)");
      std::optional<Point> point;
      if (vertex.kind == games::GoVertex::Kind::Point) point = Point{vertex.row, vertex.column};
      const Verdict verdict = go_->play_as(*color, point);
      if (verdict != Verdict::Ok) return fail("illegal move (" + verdict_text(verdict) + ")");
      history_.push_back({*color, point});
      return true;
    }
    if (name == "genmove" && arguments(1)) {
      const std::optional<Color> color = gtp_color(args[0]);
      if (!color) return fail("syntax error");
      if (go_->over()) return result = "pass", true;  // nothing is played after two passes
      games::GoSearchOptions options = search_;
      // Each search its own seed: the same seed, the same session (games differ from each other).
      options.seed = search_.seed + searches_++;
      options.seconds = thinking_time(*color);
      std::optional<Point> last_move;
      if (!history_.empty() && history_.back().color != *color) last_move = history_.back().point;
      const games::GoSearchResult choice = go_->search(*color, last_move, options);
      if (choice.kind == games::GoSearchResult::Kind::Resign) return result = "resign", true;
      std::optional<Point> point;
      if (choice.kind == games::GoSearchResult::Kind::Move) point = go_->point_of(choice.cell);
      go_->play_as(*color, point);
      history_.push_back({*color, point});
      result = point ? point_name(*point) : "pass";
      return true;
    }
    if (name == "undo" && arguments(0)) {
      if (history_.empty()) return fail("cannot undo");
      history_.pop_back();
      replay(history_.size());
      return true;
    }
    if (name == "time_settings" && arguments(3)) {
      const auto main_time = parse_number(args[0], 0, 1000000000);
      const auto byo_yomi_time = parse_number(args[1], 0, 1000000000);
      const auto byo_yomi_stones = parse_number(args[2], 0, 1000000000);
      if (!main_time || !byo_yomi_time || !byo_yomi_stones) return fail("syntax error");
      // GTP 2, section 4.2: byo-yomi time with no stones means no time limit.
      timed_ = !(*byo_yomi_time > 0 && *byo_yomi_stones == 0);
      main_time_ = static_cast<double>(*main_time);
      byo_yomi_time_ = static_cast<double>(*byo_yomi_time);
      byo_yomi_stones_ = static_cast<int>(*byo_yomi_stones);
      for (Clock& clock : clocks_) clock = Clock{};
      return true;
    }
    if (name == "time_left" && arguments(3)) {
      const std::optional<Color> color = gtp_color(args[0]);
      const auto seconds = parse_number(args[1], 0, 1000000000);
      const auto stones = parse_number(args[2], 0, 1000000000);
      if (!color || !seconds || !stones) return fail("syntax error");
      clocks_[games::side(*color)] = {true, static_cast<double>(*seconds), static_cast<int>(*stones)};
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
      // The blocks final_status_list names dead are taken off first (GTP 2: the score "as
      // accurately as possible"), as a controller or an opponent counts them.
      const double margin =
          position_to_judge()->margin_without_dead(status_playouts(), search_.seed, search_.komi);
      if (margin == 0) return result = "0", true;
      std::ostringstream text;
      text << (margin > 0 ? "B+" : "W+") << std::fabs(margin);
      result = text.str();
      return true;
    }
    if (name == "final_status_list" && arguments(1)) {
      const bool dead = is_keyword(args[0], "dead");
      if (!dead && !is_keyword(args[0], "alive") && !is_keyword(args[0], "seki"))
        return fail("syntax error");
      if (is_keyword(args[0], "seki")) return true;  // not told apart: see the usage
      for (const std::vector<Point>& block : position_to_judge()->blocks_with_status(
               dead, status_playouts(), search_.seed, search_.komi))
        result += (result.empty() ? "" : "\n") + point_names(block).substr(1);
      return true;
    }
    for (const char* known : kGtpCommands)
      if (name == known) return fail("syntax error (wrong number of arguments)");
    return fail("unknown command");
  }

  // Places black handicap stones on the empty board and gives white the move; their names in
  // `result`. False, with nothing placed, when one is refused (no liberty).
  bool place_handicap(const std::vector<Point>& points, std::string& result) {
    for (const Point point : points) {
      if (go_->play_as(Color::Black, point) != Verdict::Ok) {
        clear();
        return false;
      }
      result += (result.empty() ? "" : " ") + point_name(point);
    }
    handicap_ = points;
    replay(0);
    return true;
  }

  // The seconds genmove may think for `color` (0: no limit but the playouts): --time, and under
  // time_settings the time left (time_left, else the settings) shared among the moves expected:
  // the stones of the byo-yomi period, else half the empty points less the moves played (at least
  // the board's size); nine tenths of that, for what the answer costs.
  double thinking_time(Color color) const {
    double limit = search_.seconds;
    if (!timed_) return limit;
    const Clock& clock = clocks_[games::side(color)];
    double remaining = clock.known ? clock.seconds : main_time_;
    int stones = clock.known ? clock.stones : 0;
    if (!clock.known && main_time_ == 0) {
      remaining = byo_yomi_time_;
      stones = byo_yomi_stones_;
    }
    double budget = remaining;
    if (stones > 0) {
      budget /= stones;
    } else {
      const int expected = std::max(size_, size_ * size_ / 2 - static_cast<int>(history_.size()) / 2);
      budget /= expected;
    }
    budget = std::max(0.01, 0.9 * budget);
    return limit > 0 ? std::min(limit, budget) : budget;
  }

  void clear() {
    go_ = make_go(size_);
    handicap_.clear();
    history_.clear();
  }

  // The game from the empty board through the handicap stones and the first `moves` moves (all
  // legal before; each move names its color, so white's turn after the handicap needs no pass).
  std::unique_ptr<AnyGo> position_after(std::size_t moves) const {
    std::unique_ptr<AnyGo> go = make_go(size_);
    for (const Point point : handicap_) go->play_as(Color::Black, point);
    for (std::size_t i = 0; i < moves; ++i) go->play_as(history_[i].color, history_[i].point);
    return go;
  }

  void replay(std::size_t moves) { go_ = position_after(moves); }

  // The position whose blocks final_status_list and final_score judge by playouts, which continue
  // the game: after the final passes, the position before them (the same stones, the game open).
  std::unique_ptr<AnyGo> position_to_judge() const {
    std::size_t moves = history_.size();
    while (moves > 0 && !history_[moves - 1].point) --moves;
    return position_after(moves);
  }

  // final_status_list's playouts: 1000, or --playouts when that is less (at least 64), so that a
  // session asked for quick moves gets a quick status too.
  int status_playouts() const {
    return search_.playouts > 0 ? static_cast<int>(std::clamp<long>(search_.playouts, 64, 1000))
                                : 1000;
  }

  struct Clock {
    bool known = false;  // time_left has told it
    double seconds = 0;
    int stones = 0;
  };

  int size_;
  std::unique_ptr<AnyGo> go_;
  games::GoSearchOptions search_;  // komi, limits, threads and the seed of the first move
  std::vector<Point> handicap_;    // black stones placed before the moves
  std::vector<Played> history_;
  std::uint64_t searches_ = 0;     // genmoves searched since the start (not reset by clear_board)
  bool timed_ = false;
  double main_time_ = 0, byo_yomi_time_ = 0;
  int byo_yomi_stones_ = 0;
  Clock clocks_[2];
};

int run_gtp(const Gtp::Options& options, std::istream& in, std::ostream& out) {
  Gtp gtp(options);
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
      kCommand, args,
      {flag("--board"), flag("--gtp"), with_value("--size"), with_value("--seed"),
       with_value("--playouts"), with_value("--time"), with_value("--threads")},
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
  const std::optional<unsigned long long> playouts =
      number_option(kCommand, *options, "--playouts", 0, 1000000000, 10000, err);
  if (!playouts) return kExitUsage;
  const std::optional<unsigned long long> threads =
      number_option(kCommand, *options, "--threads", 0, 1024, 1, err);
  if (!threads) return kExitUsage;
  std::optional<double> seconds = 0.0;
  if (options->has("--time")) {
    seconds = parse_float(options->value("--time"), 1e6);
    if (!seconds || *seconds <= 0) {
      usage_error(kCommand, "--time: '" + printable(options->value("--time")) +
                                "' is not a number of seconds above 0 (such as 2 or 0.5)", err);
      return kExitUsage;
    }
  }
  if (options->has("--gtp")) {
    if (options->has("--board")) {
      usage_error(kCommand, "--board is not for --gtp (showboard prints the board)", err);
      return kExitUsage;
    }
    if (*playouts == 0 && !options->has("--time")) {
      usage_error(kCommand, "--playouts 0 (no playout limit) needs --time", err);
      return kExitUsage;
    }
    Gtp::Options gtp;
    gtp.size = static_cast<int>(*size);
    gtp.search.playouts = static_cast<long>(*playouts);
    gtp.search.seconds = *seconds;
    gtp.search.threads = static_cast<int>(*threads);
    gtp.search.seed = *seed;
    gtp.search.komi = 0;
    return run_gtp(gtp, in, out);
  }
  for (const char* option : {"--seed", "--playouts", "--time", "--threads"})
    if (options->has(option)) {
      usage_error(kCommand, std::string(option) + " is for --gtp (genmove)", err);
      return kExitUsage;
    }
  const std::unique_ptr<AnyGo> go = make_go(static_cast<int>(*size));
  return run_lines(*go, options->has("--board"), in, out, err);
}

}  // namespace bitcc::cli
