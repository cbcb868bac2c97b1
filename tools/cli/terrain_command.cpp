// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc terrain`: walkable regions of a map and connectivity queries (see kTerrainUsage).
#include <climits>
#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/games/terrain.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "game_text.hpp"
#include "line_reader.hpp"
#include "options.hpp"
#include "text.hpp"

namespace bitcc::cli {
namespace {

using games::Point;
using games::TerrainMap;
using games::UnionFindTerrain;

constexpr const char* kCommand = "bitcc terrain";

// The size of `map` in words: "4 rows of 6 cells".
std::string describe_size(const TerrainMap& map) {
  return plural(map.height, "row") + " of " + plural(map.width, "cell");
}

// A problem of map text in words, naming its line (and column) of the input.
std::string describe(const games::TerrainProblem& problem) {
  using Kind = games::TerrainProblem::Kind;
  const std::string where = "line " + std::to_string(problem.line);
  switch (problem.kind) {
    case Kind::UnexpectedCharacter:
      return where + ", column " + std::to_string(problem.column) + ": unexpected '" +
             printable(std::string_view(&problem.character, 1)) +
             "' (a map holds only '.' and '#')";
    case Kind::WrongLength:
      return where + ": " + plural(problem.length, "cell") + ", expected " +
             std::to_string(problem.width) + " like line " + std::to_string(problem.first_line);
    case Kind::BlankLineInside:
      return where + ": blank line inside the map";
    case Kind::NoRow:
      break;
  }
  return "the map has no row";
}

constexpr const char* kTerrainUsage = R"(usage: bitcc terrain [--engine auto|bitboard|union-find]

Walkable regions of a map, and connectivity queries.

Input, from standard input: a map, then queries. The map comes first: rows of '.' (walkable)
and '#' (blocked), all the same length, ended by a blank line (empty, or only spaces and tabs)
or the end of the input; blank lines before it are skipped. One walks between walkable cells
that share a side. Then one query per line, a point being a row and a column of the map
counted from 1 (row 1 is the map's first row, column 1 its leftmost cell):
  connected R1 C1 R2 C2   yes or no: can one walk from (R1, C1) to (R2, C2)?
  size R C                the number of cells reachable from (R, C), itself included
  regions                 the number of regions and their sizes, in reading order
Words are read in any case. Blank query lines are skipped. '#' starts a comment that runs to
the end of the line; in the map, where '#' is a cell, a comment starts at a '#' after a space
or tab ("..#.  # a wall"), and a line "# text" (a space after '#') is a comment, not a row.

Output: the map's size and the engine used, then one line per query. Errors name the input
line (and column for map characters); a bad map stops before the queries, a bad query does
not stop the ones after it.

Options (--name value or --name=value):
  --engine E  auto (default): a bitboard for a map of at most 1024 cells, else union-find;
              bitboard: refuse a map of more than 1024 cells; union-find: always union-find.
              The bitboard is the first that holds the map of 11x11, 16 wide x 8 high and
              8 wide x 16 high (128 bits), then wide boards of up to 1024 cells, fewest words
              first (32x24 for 30x20, 32x32, 1024x1, 1x1024, ...); the output names it
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong or the map is over 1024 cells with --engine bitboard.
)";

// The queries of an engine, whatever its type: answer_queries is compiled once, not once per
// bitboard (with_bitboard_terrain has one type per board).
struct Queries {
  virtual ~Queries() = default;
  virtual bool connected(Point a, Point b) const = 0;
  virtual int region_size(Point p) const = 0;
  virtual std::vector<int> region_sizes() const = 0;
};

template <class Terrain>
struct QueriesOf final : Queries {
  explicit QueriesOf(const Terrain& engine) : terrain_(engine) {}
  bool connected(Point a, Point b) const override { return terrain_.connected(a, b); }
  int region_size(Point p) const override { return terrain_.region_size(p); }
  std::vector<int> region_sizes() const override { return terrain_.region_sizes(); }

 private:
  const Terrain& terrain_;
};

int answer_queries(const Queries& terrain, const TerrainMap& map, LineReader& lines,
                   std::ostream& out) {
  std::string line;
  while (lines.next_command(line)) {
    const std::vector<std::string> words = text::words(line);
    // The query as echoed: its keyword in lowercase, single spaces.
    std::string query;
    for (const std::string& word : words) query += (query.empty() ? "" : " ") + word;
    // Points are 1-based (row, column) pairs of words starting at words[first].
    std::vector<Point> points;
    auto read_points = [&](std::size_t first, std::size_t count) {
      for (std::size_t i = 0; i < count; ++i) {
        bool row_beyond = false, column_beyond = false;
        const auto row = parse_number(words[first + 2 * i], 0, INT_MAX, &row_beyond);
        const auto column = parse_number(words[first + 2 * i + 1], 0, INT_MAX, &column_beyond);
        if ((!row && !row_beyond) || (!column && !column_beyond)) {
          lines.refuse(quote_line(line) + ": row and column numbers must be whole numbers");
          return false;
        }
        // A number beyond int is outside any map: read as INT_MAX, and the message names the
        // words as written.
        const Point p{row.value_or(INT_MAX) - 1, column.value_or(INT_MAX) - 1};
        const games::PointProblem problem = games::point_problem(map, p);
        if (problem != games::PointProblem::None) {
          lines.refuse(quote_line(line) + ": row " + words[first + 2 * i] + ", column " +
                       words[first + 2 * i + 1] +
                       (problem == games::PointProblem::Outside
                            ? " is outside the map (" + describe_size(map) + ")"
                            : std::string(" is blocked ('#')")));
          return false;
        }
        points.push_back(p);
      }
      return true;
    };
    if (is_keyword(words[0], "connected") && words.size() == 5) {
      if (read_points(1, 2))
        out << "connected" << query.substr(words[0].size()) << ": "
            << (terrain.connected(points[0], points[1]) ? "yes" : "no") << '\n';
    } else if (is_keyword(words[0], "size") && words.size() == 3) {
      if (read_points(1, 1))
        out << "size" << query.substr(words[0].size()) << ": " << terrain.region_size(points[0])
            << '\n';
    } else if (is_keyword(words[0], "regions") && words.size() == 1) {
      const std::vector<int> sizes = terrain.region_sizes();
      out << "regions: " << sizes.size();
      for (std::size_t i = 0; i < sizes.size(); ++i) out << (i ? " " : ", sizes ") << sizes[i];
      out << '\n';
    } else {
      lines.refuse(quote_line(line) +
                   ": expected 'connected R1 C1 R2 C2', 'size R C' or 'regions'");
    }
  }
  return lines.exit_status();
}

}  // namespace

int run_terrain(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(
      kCommand, args, {with_value("--engine", {"auto", "bitboard", "union-find"})}, 0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kTerrainUsage;
    return kExitOk;
  }
  const std::string engine = options->value("--engine", "auto");

  // The map: blank lines before it, then every line up to a blank one (comment lines included:
  // parse_terrain skips them and counts them, so its messages name input lines). A line too long
  // to read, or a read error, leaves the map incomplete: it is refused like any bad map.
  LineReader lines(in, err, kCommand);
  std::string map_text;
  std::string line;
  bool has_row = false;
  // The first map line that reads as a query: the hint that follows the messages about its line.
  // Rows before it: the map lacks its closing blank line. None: the map is missing (queries
  // alone, or a blank line before them), and what fixes it is a map first.
  std::uint64_t query_line = 0;
  std::string query_hint;
  while (lines.next(line)) {
    if (is_blank(line)) {
      if (has_row) break;
    } else {
      const bool after_row = has_row;
      has_row = has_row || !strip_row_comment(line).empty();
      if (query_line == 0 && has_row) {
        const std::string first_word = text::words(line)[0];  // a line not blank has a word
        if (is_keyword(first_word, "connected") || is_keyword(first_word, "size") ||
            is_keyword(first_word, "regions")) {
          query_line = lines.line_number();
          query_hint = "line " + std::to_string(query_line) + ", " + quote_line(line) +
                       ", is a query: " +
                       (after_row ? "a blank line must end the map before the queries"
                                  : "the map must come first (rows of '.' and '#', then a blank "
                                    "line, then the queries)");
        }
      }
    }
    map_text += line + '\n';
  }
  if (lines.failed() || lines.skipped() != 0) {
    err << kCommand << ": no queries answered, the map could not be read whole\n";
    return kExitBadInput;
  }
  std::vector<games::TerrainProblem> problems;
  const std::optional<TerrainMap> map = games::parse_terrain(map_text, &problems);
  if (!map) {
    // In the order of the lines: the hint right after the messages about its line (a query line
    // is always refused: its letters are no cells), then those about later lines, then the end.
    auto give_hint = [&]() {
      if (!query_hint.empty()) err << kCommand << ": " << query_hint << '\n';
      query_hint.clear();
    };
    for (const games::TerrainProblem& problem : problems) {
      if (static_cast<std::uint64_t>(problem.line) > query_line) give_hint();
      err << kCommand << ": " << describe(problem) << '\n';
    }
    give_hint();
    err << kCommand << ": no queries answered, the map is invalid\n";
    return kExitBadInput;
  }

  const std::string size = describe_size(*map);
  if (engine != "union-find") {
    if (const std::optional<std::size_t> index = games::bitboard_terrain_index(*map)) {
      const games::TerrainBoard& board = games::kTerrainBoards[*index];
      out << "map: " << size << (board.wide ? " (wide bitboard " : " (bitboard ") << board.width
          << 'x' << board.height << ")\n";
      int status = kExitOk;
      games::with_bitboard_terrain(*map, [&](const auto& terrain) {
        status = answer_queries(QueriesOf(terrain), *map, lines, out);
      });
      return status;
    }
    if (engine == "bitboard") {
      err << kCommand << ": --engine bitboard: a map of " << size << " ("
          << static_cast<long long>(map->width) * map->height
          << " cells) is over 1024 cells, the most a bitboard holds; use --engine auto or "
             "union-find\n";
      return kExitUsage;
    }
  }
  out << "map: " << size << " (union-find)\n";
  return answer_queries(QueriesOf(UnionFindTerrain(*map)), *map, lines, out);
}

}  // namespace bitcc::cli
