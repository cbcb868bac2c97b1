// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc terrain`: walkable regions of a map and connectivity queries (see kTerrainUsage).
#include <charconv>
#include <climits>
#include <cstdint>
#include <exception>
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

// True when the first byte of `line` that is not a space or tab is a letter.
bool starts_with_letter(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t");
  return first != std::string_view::npos &&
         ((line[first] >= 'a' && line[first] <= 'z') || (line[first] >= 'A' && line[first] <= 'Z'));
}

using games::LabeledTerrain;
using games::Point;
using games::TerrainMap;
using games::UnionFindTerrain;

constexpr const char* kCommand = "bitcc terrain";

// The size of a map in words: "4 rows of 6 cells".
std::string describe_size(int width, int height) {
  return plural(height, "row") + " of " + plural(width, "cell");
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

constexpr const char* kTerrainUsage = R"(usage: bitcc terrain [--engine auto|labels|bitboard|union-find] [--threads N]

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
  --engine E  auto (default) or labels: the map labeled once, any size (a label image of 4
              bytes per cell), every query a lookup; bitboard: the walkable cells in one
              bitboard, a flood fill per query, refusing a map of more than 1024 cells (the
              first board that holds the map of 11x11, 16 wide x 8 high and 8 wide x 16 high
              (128 bits), then wide boards of up to 1024 cells, fewest words first: 32x24 for
              30x20, 32x32, 1024x1, 1x1024, ...; the output names it); union-find: a union-find
              over the cells, the cross-check
  --threads N labels: label in N threads (default 1; 0: one per core)
  -h, --help  show this help

Exit status: 0, 1 when some input line was refused or could not be read, 2 when the command
line is wrong or the map is over 1024 cells with --engine bitboard.
)";

// The queries of an engine, whatever its type: answer_queries is compiled once, not once per
// bitboard (with_bitboard_terrain has one type per board).
struct Queries {
  virtual ~Queries() = default;
  virtual games::PointProblem problem(Point p) const = 0;  // why p cannot be queried, if it cannot
  virtual bool connected(Point a, Point b) const = 0;
  virtual int region_size(Point p) const = 0;
  virtual std::vector<int> region_sizes() const = 0;
};

// An engine built from a TerrainMap, which says which points are walkable.
template <class Terrain>
struct QueriesOf final : Queries {
  QueriesOf(const Terrain& engine, const TerrainMap& map) : terrain_(engine), map_(map) {}
  games::PointProblem problem(Point p) const override { return games::point_problem(map_, p); }
  bool connected(Point a, Point b) const override { return terrain_.connected(a, b); }
  int region_size(Point p) const override { return terrain_.region_size(p); }
  std::vector<int> region_sizes() const override { return terrain_.region_sizes(); }

 private:
  const Terrain& terrain_;
  const TerrainMap& map_;
};

// The labeled map, which knows its walkable cells itself.
struct LabeledQueries final : Queries {
  LabeledQueries(const LabeledTerrain& engine, int width, int height)
      : terrain_(engine), width_(width), height_(height) {}
  games::PointProblem problem(Point p) const override {
    if (p.row < 0 || p.row >= height_ || p.column < 0 || p.column >= width_)
      return games::PointProblem::Outside;
    return terrain_.is_walkable(p) ? games::PointProblem::None : games::PointProblem::Blocked;
  }
  bool connected(Point a, Point b) const override { return terrain_.connected(a, b); }
  int region_size(Point p) const override { return terrain_.region_size(p); }
  std::vector<int> region_sizes() const override { return terrain_.region_sizes(); }

 private:
  const LabeledTerrain& terrain_;
  int width_, height_;
};

int answer_queries(const Queries& terrain, int width, int height, LineReader& lines,
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
        const games::PointProblem problem = terrain.problem(p);
        if (problem != games::PointProblem::None) {
          lines.refuse(quote_line(line) + ": row " + words[first + 2 * i] + ", column " +
                       words[first + 2 * i + 1] +
                       (problem == games::PointProblem::Outside
                            ? " is outside the map (" + describe_size(width, height) + ")"
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
      // Up to one size per two cells: written through one buffer, not number by number.
      const std::vector<int> sizes = terrain.region_sizes();
      std::string text = "regions: " + std::to_string(sizes.size());
      char digits[16];
      for (std::size_t i = 0; i < sizes.size(); ++i) {
        text += i ? " " : ", sizes ";
        text.append(digits, std::to_chars(digits, digits + sizeof digits, sizes[i]).ptr);
      }
      text += '\n';
      out << text;
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
      kCommand, args,
      {with_value("--engine", {"auto", "labels", "bitboard", "union-find"}), with_value("--threads")},
      0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kTerrainUsage;
    return kExitOk;
  }
  const std::string engine = options->value("--engine", "auto");
  const std::optional<unsigned long long> threads =
      number_option(kCommand, *options, "--threads", 0, 1024, 1, err);
  if (!threads) return kExitUsage;
  if (engine == "auto" || engine == "labels") {
    try {
      static_cast<void>(map::label_isa());
    } catch (const std::exception& error) {  // a bad BITCC_SIMD
      err << kCommand << ": " << error.what() << "\n";
      return kExitUsage;
    }
  }

  // The map: blank lines before it, then every line up to a blank one (comment lines included:
  // parse_terrain skips them and counts them, so its messages name input lines). A line too long
  // to read, or a read error, leaves the map incomplete: it is refused like any bad map.
  LineReader lines(in, err, kCommand);
  // The labels engine reads the map straight into bits; the others parse its text into a
  // TerrainMap.
  const bool labels = engine == "auto" || engine == "labels";
  games::TerrainCellsReader cells_reader;
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
      // Only a line starting with a letter can be a query (map rows start with '.' or '#').
      if (query_line == 0 && has_row && starts_with_letter(line)) {
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
    if (labels)
      cells_reader.add_line(line);  // straight into bits, no copy of the text
    else
      map_text.append(line).push_back('\n');
  }
  if (lines.failed() || lines.skipped() != 0) {
    err << kCommand << ": no queries answered, the map could not be read whole\n";
    return kExitBadInput;
  }
  std::vector<games::TerrainProblem> problems;
  std::optional<map::BitMap> cells;
  std::optional<TerrainMap> map;
  if (labels)
    cells = cells_reader.finish(&problems);
  else
    map = games::parse_terrain(map_text, &problems);
  if (!cells && !map) {
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
  if (labels) {
    const int width = static_cast<int>(cells->width()), height = static_cast<int>(cells->height());
    out << "map: " << describe_size(width, height) << " (labels)\n";
    const LabeledTerrain terrain(*cells, static_cast<unsigned>(*threads));
    cells.reset();
    return answer_queries(LabeledQueries(terrain, width, height), width, height, lines, out);
  }
  const std::string size = describe_size(map->width, map->height);
  if (engine == "bitboard") {
    if (const std::optional<std::size_t> index = games::bitboard_terrain_index(*map)) {
      const games::TerrainBoard& board = games::kTerrainBoards[*index];
      out << "map: " << size << (board.wide ? " (wide bitboard " : " (bitboard ") << board.width
          << 'x' << board.height << ")\n";
      int status = kExitOk;
      games::with_bitboard_terrain(*map, [&](const auto& terrain) {
        status = answer_queries(QueriesOf(terrain, *map), map->width, map->height, lines, out);
      });
      return status;
    }
    err << kCommand << ": --engine bitboard: a map of " << size << " ("
        << static_cast<long long>(map->width) * map->height
        << " cells) is over 1024 cells, the most a bitboard holds; use --engine auto, labels or "
           "union-find\n";
    return kExitUsage;
  }
  out << "map: " << size << " (union-find)\n";
  const UnionFindTerrain terrain(*map);
  return answer_queries(QueriesOf(terrain, *map), map->width, map->height, lines, out);
}

}  // namespace bitcc::cli
