// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/terrain.hpp: walkable regions of a terrain map, on bitboards or with a UnionFind.
//
// A map is text: one line per row, `.` for a walkable cell and `#` for a blocked one, every row
// the same length. Points are (row, column), 0-based, row 0 being the map's first row. Walking
// moves between 4-adjacent walkable cells. Errors are values (TerrainProblem, PointProblem), not
// sentences: the caller words them (the `bitcc terrain` command does, naming points 1-based).
//
// BitboardTerrain<G> holds the walkable cells of a map no larger than G (G::kWidth columns,
// G::kHeight rows) in one bitboard and flood-fills per query; G is a Geometry (at most 128 cells)
// or a wide::Geometry (at most 1024). with_bitboard_terrain picks G for a map: the first of
// kTerrainBoards that holds it, so every map of at most 1024 cells gets a bitboard.
// LabeledTerrain labels a map of any size once with map::label and answers each query from the
// label image. UnionFindTerrain joins each walkable cell with its walkable right and lower
// neighbours once, for maps of any size (the cross-check). All answer the same queries.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/io.hpp"
#include "bitcc/map/label.hpp"
#include "bitcc/union_find.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::games {

struct Point {
  int row;
  int column;
};

struct TerrainMap {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> walkable;  // row-major, 1 for '.', 0 for '#'

  bool contains(Point p) const {
    return p.row >= 0 && p.row < height && p.column >= 0 && p.column < width;
  }
  /// True for a walkable cell of the map. Safe for any point and any field values: a cell
  /// beyond the `walkable` array (a map whose fields disagree) is not walkable.
  bool is_walkable(Point p) const {
    if (!contains(p)) return false;
    const std::size_t index = cell(p);
    return index < walkable.size() && walkable[index] != 0;
  }

  /// The index of p in `walkable` (row-major); requires contains(p).
  std::size_t cell(Point p) const {
    return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(p.column);
  }
};

/// One thing wrong with map text (parse_terrain).
struct TerrainProblem {
  enum class Kind : unsigned char {
    UnexpectedCharacter,  // `character`, at `column` of `line`, is neither '.' nor '#'
    WrongLength,          // the row on `line` has `length` cells; the first row has `width`
                          // (on `first_line`)
    BlankLineInside,      // a blank line (`line`) after the first row
    NoRow,                // the text holds no row (`line` is 0)
  };
  Kind kind;
  long long line = 0;        // counted from 1 in the text
  int column = 0;            // UnexpectedCharacter: counted from 1
  char character = 0;        // UnexpectedCharacter: any byte
  int length = 0, width = 0;  // WrongLength
  long long first_line = 0;   // WrongLength: the line of the first row, which set the width
};

namespace terrain_detail {

/// Map text read line by line, checked as parse_terrain documents: add_line(line, add_row) calls
/// add_row(row) for each row while no problem is found (`row` has `width` cells, each '.' or '#'),
/// and counts the rows in `height`; finish() returns the problems found, in the order of the lines.
struct RowReader {
  int width = 0, height = 0;
  std::vector<TerrainProblem> found;
  long long line_number = 0;
  long long width_line = 0;  // the line that set the width

  /// One line, without its '\n' (a trailing '\r' is allowed).
  template <class AddRow>
  void add_line(std::string_view raw_line, AddRow&& add_row) {
    using Kind = TerrainProblem::Kind;
    ++line_number;
    if (is_blank(raw_line)) {
      if (width_line != 0) found.push_back({Kind::BlankLineInside, line_number});
      return;
    }
    const std::string_view line = strip_row_comment(raw_line);
    if (line.empty()) return;  // a comment
    if (width_line == 0) {
      width = static_cast<int>(line.size());
      width_line = line_number;
    }
    if (static_cast<int>(line.size()) != width) {
      TerrainProblem problem{Kind::WrongLength, line_number};
      problem.length = static_cast<int>(line.size());
      problem.width = width;
      problem.first_line = width_line;
      found.push_back(problem);
    }
    // A plain loop over the line, which compilers vectorize (find_first_not_of tests each byte
    // against its set with a call: 4096x4096 maps spent most of their reading time there).
    unsigned stray = 0;
    for (const char cell : line) stray |= unsigned{cell != '.'} & unsigned{cell != '#'};
    if (stray != 0) {
      std::size_t bad = 0;
      while (line[bad] == '.' || line[bad] == '#') ++bad;
      TerrainProblem problem{Kind::UnexpectedCharacter, line_number};
      problem.column = static_cast<int>(bad + 1);
      problem.character = line[bad];
      found.push_back(problem);
    }
    if (found.empty()) add_row(line);
    ++height;
  }

  /// The problems of the text read (NoRow when it held no row).
  std::vector<TerrainProblem> finish() {
    if (width_line == 0) found.push_back({TerrainProblem::Kind::NoRow});
    return found;
  }
};

/// The rows of map text (lines separated by '\n'): RowReader over each line.
template <class AddRow>
std::vector<TerrainProblem> read_rows(std::string_view text, int& width, int& height,
                                      AddRow&& add_row) {
  RowReader reader;
  while (!text.empty()) reader.add_line(take_line(text), add_row);
  width = reader.width;
  height = reader.height;
  return reader.finish();
}

/// Bit i set for each '.' among the 8 characters at `text` (SWAR: the bytes equal to '.' become
/// zero, their zero test leaves one high bit each, and a multiply gathers the 8 high bits).
inline std::uint64_t walkable_bits8(const char* text) {
  std::uint64_t bytes;
  std::memcpy(&bytes, text, 8);
  const std::uint64_t t = bytes ^ 0x2E2E2E2E2E2E2E2Eull;  // '.' is 0x2E
  const std::uint64_t nonzero = ((t & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | t;
  const std::uint64_t dots = ~nonzero & 0x8080808080808080ull;
  return ((dots >> 7) * 0x0102040810204080ull) >> 56;
}

/// The walkable cells of a checked row ('.' set) into `words` (row.size() bits, from bit 0).
inline void walkable_bits(std::string_view row, std::uint64_t* words) {
  std::size_t c = 0;
  for (; c + 64 <= row.size(); c += 64) {
    std::uint64_t word = 0;
    for (int k = 0; k < 8; ++k) word |= walkable_bits8(row.data() + c + 8 * k) << (8 * k);
    words[c / 64] = word;
  }
  if (c < row.size()) {
    std::uint64_t word = 0;
    for (std::size_t i = c; i < row.size(); ++i)
      word |= std::uint64_t{row[i] == '.'} << (i - c);
    words[c / 64] = word;
  }
}

/// Appends the walkable bits of a checked row ('.' set) to `words`.
inline void append_walkable_bits(std::string_view row, std::vector<std::uint64_t>& words) {
  const std::size_t words_per_row = (row.size() + 63) / 64;
  words.resize(words.size() + words_per_row);
  walkable_bits(row, words.data() + words.size() - words_per_row);
}

/// The map of `height` rows of `width` cells whose row words follow each other in `words`.
inline map::BitMap bit_map(int width, int height, const std::vector<std::uint64_t>& words) {
  map::BitMap cells(static_cast<std::size_t>(width), static_cast<std::size_t>(height));
  const std::size_t words_per_row = cells.words_per_row();
  for (std::size_t r = 0; r < cells.height(); ++r)
    std::memcpy(cells.row(r), words.data() + r * words_per_row, words_per_row * 8);
  return cells;
}

}  // namespace terrain_detail

/// Parses map text (lines separated by '\n'; a final '\n' and spaces, tabs or a '\r' ending a line
/// are allowed). Blank lines (is_blank) before the first row are skipped; comments follow
/// strip_row_comment ("..#. # a wall", or a line "# text", which is not a row).
/// Returns the map, or nullopt with what is wrong appended to `problems` (when not null): at most
/// one UnexpectedCharacter and one WrongLength per line, in the order of the lines.
inline std::optional<TerrainMap> parse_terrain(std::string_view text,
                                               std::vector<TerrainProblem>* problems) {
  TerrainMap map;
  const std::vector<TerrainProblem> found =
      terrain_detail::read_rows(text, map.width, map.height, [&](std::string_view row) {
        const std::size_t at = map.walkable.size();
        map.walkable.resize(at + row.size());
        std::uint8_t* cells = map.walkable.data() + at;
        for (std::size_t i = 0; i < row.size(); ++i) cells[i] = row[i] == '.';
      });
  if (!found.empty()) {
    if (problems) problems->insert(problems->end(), found.begin(), found.end());
    return std::nullopt;
  }
  return map;
}

/// parse_terrain one line at a time, into a map::BitMap (walkable cells set), for maps of any size:
/// one bit per cell instead of a byte, read 8 characters at a time. add_line() each line of the
/// text (without its '\n'), then finish() gives the map, or nullopt with parse_terrain's problems.
class TerrainCellsReader {
 public:
  void add_line(std::string_view line) {
    rows_.add_line(line,
                   [&](std::string_view row) { terrain_detail::append_walkable_bits(row, words_); });
  }
  std::optional<map::BitMap> finish(std::vector<TerrainProblem>* problems) {
    const std::vector<TerrainProblem> found = rows_.finish();
    if (!found.empty()) {
      if (problems) problems->insert(problems->end(), found.begin(), found.end());
      return std::nullopt;
    }
    return terrain_detail::bit_map(rows_.width, rows_.height, words_);
  }

 private:
  terrain_detail::RowReader rows_;
  std::vector<std::uint64_t> words_;
};

/// parse_terrain's map as a map::BitMap: same rules, same problems (TerrainCellsReader on `text`).
inline std::optional<map::BitMap> parse_terrain_cells(std::string_view text,
                                                      std::vector<TerrainProblem>* problems) {
  TerrainCellsReader reader;
  while (!text.empty()) reader.add_line(take_line(text));
  return reader.finish(problems);
}

/// Why a point cannot be queried.
enum class PointProblem : unsigned char {
  None,     // a walkable cell of the map
  Outside,  // outside the map
  Blocked,  // a '#' cell
};

/// What is wrong with `p` as a point of `map`, if anything.
inline PointProblem point_problem(const TerrainMap& map, Point p) {
  if (!map.contains(p)) return PointProblem::Outside;
  return map.is_walkable(p) ? PointProblem::None : PointProblem::Blocked;
}

template <class G>
class BitboardTerrain {
 public:
  static_assert(G::kAdjacency == Adjacency::Square, "walking is 4-connected");
  using Board = BoardOf<G>;

  /// True when `map` fits in G's board.
  static bool fits(const TerrainMap& map) {
    return map.width <= G::kWidth && map.height <= G::kHeight;
  }

  /// The walkable cells of `map`; requires fits(map) (checked in debug builds; in release builds
  /// the cells of the map outside G are left out). Cells outside the map are blocked.
  explicit BitboardTerrain(const TerrainMap& map) {
    BITCC_ASSERT(fits(map));
    // Without a branch per cell (a random map mispredicts one cell in three): the cell's bit is
    // the walkable flag shifted into place.
    for (int row = 0; row < map.height && row < G::kHeight; ++row)
      for (int column = 0; column < map.width && column < G::kWidth; ++column) {
        const int bit = G::cell_index(row, column);
        const bool walkable = map.is_walkable({row, column});
        if constexpr (kIsWide<G>)
          walkable_.word[bit >> 6] |= std::uint64_t{walkable} << (bit & 63);
        else
          walkable_ |= Board{walkable} << bit;
      }
  }

  /// True when one can walk from a to b; false when either is not walkable (blocked or outside).
  bool connected(Point a, Point b) const { return bool(region(a) & bit(b)); }

  /// The number of cells reachable from `p` (itself included); 0 when p is not walkable.
  int region_size(Point p) const { return popcount(region(p)); }

  /// The size of every region, in reading order of each region's first cell.
  std::vector<int> region_sizes() const {
    std::vector<int> sizes;
    Board unvisited = walkable_;
    // Cells with no walkable neighbour are regions of one cell, counted without a flood (on random
    // maps, a third of the regions or more).
    const Board alone = walkable_ & ~G::neighbours(walkable_);
    while (unvisited) {
      // Bits follow reading order (row-major from the first line), so the lowest is the first.
      const Board first = lowest_bit(unvisited);
      if (first & alone) {
        unvisited ^= first;
        sizes.push_back(1);
        continue;
      }
      const Board found = flood_fill<G>(first, unvisited);
      unvisited &= ~found;
      sizes.push_back(popcount(found));
    }
    return sizes;
  }

  Board walkable() const { return walkable_; }

 private:
  // The cell p as a board; empty when p is outside G.
  static Board bit(Point p) {
    if (p.row < 0 || p.row >= G::kHeight || p.column < 0 || p.column >= G::kWidth) return Board{};
    return bit_of<G>(G::cell_index(p.row, p.column));
  }

  // The region holding p; empty when p is outside G or blocked.
  Board region(Point p) const {
    const Board cell = bit(p) & walkable_;
    return cell ? flood_fill<G>(cell, walkable_) : Board{};
  }

  Board walkable_{};
};

/// A board of the terrain engine: `width` columns and `height` rows, one 128-bit Geometry or
/// (`wide`) a wide::Geometry.
struct TerrainBoard {
  int width;
  int height;
  bool wide;

  /// True when `map` fits the board.
  constexpr bool holds(int map_width, int map_height) const {
    return map_width <= width && map_height <= height;
  }
};

namespace terrain_detail {

// The wide boards, in ascending order of their 64-bit words (then bits, then width): rounding
// classes, each side one of 8, 16, 24, 32, 48, 64, 128 (compact boards for common maps: 32x24
// for 30x20), and the largest boards of at most 1024 cells: for each height h, w = 1024 / h
// columns (rounded down) and 1024 / w rows (at least h). A map of W x H cells, W * H <= 1024,
// fits the one of h = H (W <= 1024 / H = w), so every map up to 1024 cells fits one of them (63
// boards, 1024x1 to 1x1024).
constexpr int kRounding[] = {8, 16, 24, 32, 48, 64, 128};
// The 128-bit boards, tried first; a wide board that one of them holds is never chosen: left out.
constexpr TerrainBoard kNarrowBoards[] = {{11, 11, false}, {16, 8, false}, {8, 16, false}};

constexpr int words_of(const TerrainBoard& b) { return ((b.width + 1) * b.height + 63) / 64; }

constexpr bool before(const TerrainBoard& a, const TerrainBoard& b) {
  if (words_of(a) != words_of(b)) return words_of(a) < words_of(b);
  if ((a.width + 1) * a.height != (b.width + 1) * b.height)
    return (a.width + 1) * a.height < (b.width + 1) * b.height;
  return a.width < b.width;
}

struct Boards {
  TerrainBoard board[128] = {};
  int count = 0;
  constexpr void add(int width, int height) {
    for (const TerrainBoard& narrow : kNarrowBoards)
      if (narrow.holds(width, height)) return;
    for (int i = 0; i < count; ++i)
      if (board[i].width == width && board[i].height == height) return;
    board[count++] = {width, height, true};
  }
};

constexpr Boards wide_boards() {
  Boards boards;
  for (const int width : kRounding)
    for (const int height : kRounding)
      if (width * height <= wide::kMaxCells) boards.add(width, height);
  for (int height = 1; height <= wide::kMaxCells; ++height) {
    const int width = wide::kMaxCells / height;
    boards.add(width, wide::kMaxCells / width);
  }
  for (int i = 1; i < boards.count; ++i)  // insertion sort (std::sort is not constexpr in C++17)
    for (int j = i; j > 0 && before(boards.board[j], boards.board[j - 1]); --j) {
      const TerrainBoard swapped = boards.board[j];
      boards.board[j] = boards.board[j - 1];
      boards.board[j - 1] = swapped;
    }
  return boards;
}

constexpr Boards kWideBoards = wide_boards();

}  // namespace terrain_detail

/// The boards of with_bitboard_terrain, in the order it tries them: the 128-bit boards 11x11,
/// 16x8 and 8x16, then the wide boards in ascending order of their words (terrain_detail).
inline constexpr std::array<TerrainBoard, 3 + terrain_detail::kWideBoards.count> kTerrainBoards =
    [] {
      std::array<TerrainBoard, 3 + terrain_detail::kWideBoards.count> boards{};
      for (std::size_t i = 0; i < 3; ++i) boards[i] = terrain_detail::kNarrowBoards[i];
      for (int i = 0; i < terrain_detail::kWideBoards.count; ++i)
        boards[static_cast<std::size_t>(3 + i)] = terrain_detail::kWideBoards.board[i];
      return boards;
    }();

/// The index in kTerrainBoards of the first board that holds `map`; nullopt when the map has more
/// than 1024 cells (or fields that disagree with its cells: a negative size).
inline std::optional<std::size_t> bitboard_terrain_index(const TerrainMap& map) {
  if (map.width < 1 || map.height < 1) return std::nullopt;
  for (std::size_t i = 0; i < kTerrainBoards.size(); ++i)
    if (kTerrainBoards[i].holds(map.width, map.height)) return i;
  return std::nullopt;
}

namespace terrain_detail {

template <bool Wide, int W, int H>
struct GeometryOf {
  using type = wide::Geometry<W, H>;
};
template <int W, int H>
struct GeometryOf<false, W, H> {
  using type = Geometry<W, H>;
};

/// The geometry of kTerrainBoards[I].
template <std::size_t I>
using BoardGeometry = typename GeometryOf<kTerrainBoards[I].wide, kTerrainBoards[I].width,
                                          kTerrainBoards[I].height>::type;

template <class F, std::size_t... I>
void call_with(std::size_t index, const TerrainMap& map, F& f, std::index_sequence<I...>) {
  static_cast<void>(((index == I ? (f(BitboardTerrain<BoardGeometry<I>>(map)), true) : false) ||
                     ...));
}

}  // namespace terrain_detail

/// Calls f(terrain) once with the BitboardTerrain<G> of `map` on the first of kTerrainBoards that
/// holds it (bitboard_terrain_index) and returns true; returns false without calling f when none
/// does (a map of more than 1024 cells). f is called with one type per board: a generic lambda.
template <class F>
bool with_bitboard_terrain(const TerrainMap& map, F&& f) {
  const std::optional<std::size_t> index = bitboard_terrain_index(map);
  if (!index) return false;
  terrain_detail::call_with(*index, map, f, std::make_index_sequence<kTerrainBoards.size()>{});
  return true;
}

class UnionFindTerrain {
 public:
  /// The regions of `map`, any size.
  explicit UnionFindTerrain(const TerrainMap& map)
      : map_(map), sets_(static_cast<UnionFind::Index>(map.walkable.size())) {
    for (int row = 0; row < map.height; ++row)
      for (int column = 0; column < map.width; ++column) {
        if (!map.is_walkable({row, column})) continue;
        if (map.is_walkable({row, column + 1})) sets_.unite(index({row, column}), index({row, column + 1}));
        if (map.is_walkable({row + 1, column})) sets_.unite(index({row, column}), index({row + 1, column}));
      }
  }

  /// True when one can walk from a to b; false when either is not walkable (blocked or outside).
  bool connected(Point a, Point b) const {
    return map_.is_walkable(a) && map_.is_walkable(b) && sets_.same(index(a), index(b));
  }

  /// The number of cells reachable from `p` (itself included); 0 when p is not walkable.
  int region_size(Point p) const {
    return map_.is_walkable(p) ? static_cast<int>(sets_.set_size(index(p))) : 0;
  }

  /// The size of every region, in reading order of each region's first cell.
  std::vector<int> region_sizes() const {
    std::vector<int> sizes;
    std::vector<std::uint8_t> seen(map_.walkable.size(), 0);
    for (int row = 0; row < map_.height; ++row)
      for (int column = 0; column < map_.width; ++column) {
        if (!map_.is_walkable({row, column})) continue;
        const UnionFind::Index root = sets_.find(index({row, column}));
        if (seen[root]) continue;
        seen[root] = 1;
        sizes.push_back(static_cast<int>(sets_.set_size(root)));
      }
    return sizes;
  }

 private:
  UnionFind::Index index(Point p) const { return static_cast<UnionFind::Index>(map_.cell(p)); }

  TerrainMap map_;
  mutable UnionFind sets_;  // find() compresses paths: a cache, not observable state
};

/// The regions of a map of any size, labeled once (map::label_runs, bitcc/map/label.hpp): every
/// query is a lookup of the labels of the map's runs (4 bytes per run of walkable cells, no label
/// image).
class LabeledTerrain {
 public:
  /// The regions of the walkable cells of `cells` (parse_terrain_cells); `threads` as
  /// map::LabelOptions::threads.
  explicit LabeledTerrain(const map::BitMap& cells, unsigned threads = 1) {
    map::LabelOptions options;
    options.threads = threads;
    labels_ = map::label_runs(cells, options);
    const std::vector<std::uint64_t> areas = labels_.areas();
    sizes_.reserve(areas.size() - 1);
    for (std::size_t k = 1; k < areas.size(); ++k) sizes_.push_back(static_cast<int>(areas[k]));
  }

  /// The regions of `map` (its walkable cells packed into a map::BitMap first).
  explicit LabeledTerrain(const TerrainMap& map, unsigned threads = 1)
      : LabeledTerrain(cells_of(map), threads) {}

  /// True when one can walk from a to b; false when either is not walkable (blocked or outside).
  bool connected(Point a, Point b) const {
    const map::Label label = label_at(a);
    return label != 0 && label == label_at(b);
  }

  /// The number of cells reachable from `p` (itself included); 0 when p is not walkable.
  int region_size(Point p) const {
    const map::Label label = label_at(p);
    return label != 0 ? sizes_[label - 1] : 0;
  }

  /// The size of every region, in reading order of each region's first cell (the labels' order).
  std::vector<int> region_sizes() const { return sizes_; }

  /// True for a walkable cell of the map (false outside it).
  bool is_walkable(Point p) const { return label_at(p) != 0; }

 private:
  static map::BitMap cells_of(const TerrainMap& map) {
    const std::size_t width = static_cast<std::size_t>(map.width > 0 ? map.width : 0);
    const std::size_t height = static_cast<std::size_t>(map.height > 0 ? map.height : 0);
    map::BitMap cells(width, height);
    for (std::size_t r = 0; r < height; ++r)
      for (std::size_t c = 0; c < width; ++c)
        if (map.is_walkable({static_cast<int>(r), static_cast<int>(c)})) cells.set(r, c);
    return cells;
  }

  map::Label label_at(Point p) const {
    if (p.row < 0 || p.column < 0) return 0;
    return labels_.at(static_cast<std::size_t>(p.row), static_cast<std::size_t>(p.column));
  }

  map::RunLabels labels_;
  std::vector<int> sizes_;  // sizes_[label - 1]
};

/// connected(a, b) with its preconditions checked: nullopt, and in `problem` (when not null) the
/// point_problem of `a` if it has one, else of `b`, when a or b is outside the map or blocked.
/// Terrain is BitboardTerrain<G>, LabeledTerrain or UnionFindTerrain built from `map`.
template <class Terrain>
std::optional<bool> checked_connected(const Terrain& terrain, const TerrainMap& map, Point a,
                                      Point b, PointProblem* problem = nullptr) {
  for (const Point p : {a, b}) {
    const PointProblem found = point_problem(map, p);
    if (found != PointProblem::None) {
      if (problem) *problem = found;
      return std::nullopt;
    }
  }
  return terrain.connected(a, b);
}

}  // namespace bitcc::games
