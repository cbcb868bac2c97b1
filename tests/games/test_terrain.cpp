// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Terrain: map parsing errors, hand-checked regions, then bitboard vs UnionFind vs naive BFS on
// seeded random maps (small maps on three bitboard geometries, maps up to 1024 cells on the
// bitboard with_bitboard_terrain picks, larger maps with UnionFind only).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/games/terrain.hpp"
#include "tests/sanitized.hpp"
#include "testing/games/naive_terrain.hpp"
#include "testing/games/playouts.hpp"

namespace {

namespace naive = bitcc::test_support::naive;
namespace playouts = bitcc::test_support::playouts;

using bitcc::games::BitboardTerrain;
using bitcc::games::parse_terrain;
using bitcc::games::Point;
using bitcc::games::TerrainMap;
using bitcc::games::UnionFindTerrain;

using Kind = bitcc::games::TerrainProblem::Kind;

// A problem as text, every field of its kind: "line 2 column 2 'x'", "line 2 3 of 4 (line 1)".
std::string show(const bitcc::games::TerrainProblem& p) {
  switch (p.kind) {
    case Kind::UnexpectedCharacter:
      return "line " + std::to_string(p.line) + " column " + std::to_string(p.column) + " '" +
             std::string(1, p.character) + "'";
    case Kind::WrongLength:
      return "line " + std::to_string(p.line) + " " + std::to_string(p.length) + " of " +
             std::to_string(p.width) + " (line " + std::to_string(p.first_line) + ")";
    case Kind::BlankLineInside:
      return "line " + std::to_string(p.line) + " blank";
    case Kind::NoRow:
      return "no row, line " + std::to_string(p.line);
  }
  return "?";
}

TerrainMap parse_ok(const std::string& text) {
  std::vector<bitcc::games::TerrainProblem> problems;
  const auto map = parse_terrain(text, &problems);
  EXPECT_TRUE(map.has_value()) << (problems.empty() ? "" : show(problems[0]));
  return map.value_or(TerrainMap{});
}

std::vector<std::string> parse_errors(const std::string& text) {
  std::vector<bitcc::games::TerrainProblem> problems;
  EXPECT_FALSE(parse_terrain(text, &problems).has_value()) << text;
  std::vector<std::string> shown;
  for (const auto& problem : problems) shown.push_back(show(problem));
  return shown;
}

// (The command's wording of these problems is tested in test_game_commands.)
TEST(Terrain, ParseErrorsNameLineAndColumn) {
  EXPECT_EQ(parse_errors("...\n.x.\n..."), std::vector<std::string>{"line 2 column 2 'x'"});
  EXPECT_EQ(parse_errors("....\n...\n....\n#####\n"),
            (std::vector<std::string>{"line 2 3 of 4 (line 1)", "line 4 5 of 4 (line 1)"}));
  EXPECT_EQ(parse_errors("# map\n..\n.x.\n"),
            (std::vector<std::string>{"line 3 3 of 2 (line 2)", "line 3 column 2 'x'"}));
  EXPECT_EQ(parse_errors("..\n\n.."), std::vector<std::string>{"line 2 blank"});
  EXPECT_EQ(parse_errors(""), std::vector<std::string>{"no row, line 0"});
  EXPECT_EQ(parse_errors("\n# only a comment\n"), std::vector<std::string>{"no row, line 0"});
}

TEST(Terrain, ParseAcceptsCarriageReturnsAndAFinalNewline) {
  const TerrainMap map = parse_ok(".#\r\n#.\r\n");
  EXPECT_EQ(map.width, 2);
  EXPECT_EQ(map.height, 2);
  EXPECT_EQ(map.walkable, (std::vector<std::uint8_t>{1, 0, 0, 1}));
}

TEST(Terrain, PointProblems) {
  using bitcc::games::PointProblem;
  const TerrainMap map = parse_ok("..#\n...\n");
  EXPECT_EQ(bitcc::games::point_problem(map, {0, 0}), PointProblem::None);
  EXPECT_EQ(bitcc::games::point_problem(map, {0, 2}), PointProblem::Blocked);
  EXPECT_EQ(bitcc::games::point_problem(map, {2, 0}), PointProblem::Outside);
  EXPECT_EQ(bitcc::games::point_problem(map, {0, -1}), PointProblem::Outside);
  const UnionFindTerrain terrain(map);
  PointProblem problem = PointProblem::None;
  EXPECT_FALSE(bitcc::games::checked_connected(terrain, map, {0, 0}, {0, 2}, &problem));
  EXPECT_EQ(problem, PointProblem::Blocked);
  EXPECT_FALSE(bitcc::games::checked_connected(terrain, map, {5, 0}, {0, 2}, &problem));
  EXPECT_EQ(problem, PointProblem::Outside);  // a's problem first
  EXPECT_EQ(bitcc::games::checked_connected(terrain, map, {0, 0}, {1, 2}, &problem), true);
  EXPECT_EQ(bitcc::games::checked_connected(terrain, map, {0, 0}, {0, 1}), true);
}

// Three regions: the left pocket (4 cells), the right side and bottom row (13), the lone cell bottom-left (1).
constexpr const char* kWalledMap =
    "..#...\n"
    "..#...\n"
    "###...\n"
    ".#....\n";

template <class Terrain>
void expect_walled_map(const Terrain& terrain) {
  EXPECT_EQ(terrain.region_sizes(), (std::vector<int>{4, 13, 1}));
  EXPECT_TRUE(terrain.connected({0, 0}, {1, 1}));
  EXPECT_FALSE(terrain.connected({0, 0}, {0, 3}));
  EXPECT_TRUE(terrain.connected({0, 5}, {3, 2}));
  EXPECT_FALSE(terrain.connected({3, 0}, {3, 2}));
  EXPECT_EQ(terrain.region_size({3, 0}), 1);
  EXPECT_EQ(terrain.region_size({2, 4}), 13);
}

TEST(Terrain, HandCheckedRegionsOnEveryImplementation) {
  const TerrainMap map = parse_ok(kWalledMap);
  expect_walled_map(UnionFindTerrain(map));
  expect_walled_map(bitcc::games::LabeledTerrain(map));
  expect_walled_map(bitcc::games::LabeledTerrain(*bitcc::games::parse_terrain_cells(kWalledMap, nullptr)));
  expect_walled_map(BitboardTerrain<bitcc::Geometry<11, 11>>(map));
  expect_walled_map(BitboardTerrain<bitcc::Geometry<16, 8>>(map));
  expect_walled_map(BitboardTerrain<bitcc::Geometry<6, 4>>(map));  // exactly the map's size
}

std::vector<std::string> random_lines(int width, int height, int blocked_percent,
                                      playouts::GameRng& rng) {
  std::vector<std::string> lines(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
  for (auto& line : lines)
    for (char& cell : line)
      if (static_cast<int>(rng.below(100)) < blocked_percent) cell = '#';
  return lines;
}

std::string join(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

std::vector<Point> walkable_points(const TerrainMap& map) {
  std::vector<Point> points;
  for (int row = 0; row < map.height; ++row)
    for (int column = 0; column < map.width; ++column)
      if (map.is_walkable({row, column})) points.push_back({row, column});
  return points;
}

template <class G>
void check_random_maps(int width, int height, int maps, std::uint64_t seed) {
  playouts::GameRng rng(seed);
  for (int i = 0; i < maps; ++i) {
    const int blocked = 20 + rng.below(40);  // 20%..59%: around the percolation threshold
    const auto lines = random_lines(width, height, blocked, rng);
    const TerrainMap map = parse_ok(join(lines));
    const naive::NaiveTerrain reference(lines);
    const BitboardTerrain<G> bits(map);
    const UnionFindTerrain sets(map);
    ASSERT_EQ(bits.region_sizes(), reference.region_sizes()) << join(lines);
    ASSERT_EQ(sets.region_sizes(), reference.region_sizes()) << join(lines);
    const auto points = walkable_points(map);
    if (points.empty()) continue;
    for (int query = 0; query < 40; ++query) {
      const Point a = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
      const Point b = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
      const bool expected = reference.connected(a.row, a.column, b.row, b.column);
      ASSERT_EQ(bits.connected(a, b), expected) << join(lines);
      ASSERT_EQ(sets.connected(a, b), expected) << join(lines);
      ASSERT_EQ(bits.region_size(a), reference.region_size(a.row, a.column));
      ASSERT_EQ(sets.region_size(a), reference.region_size(a.row, a.column));
    }
  }
}

TEST(Terrain, RandomMapsAgreeOnEveryBitboardGeometry) {
  check_random_maps<bitcc::Geometry<11, 11>>(11, 11, 1500, 1);
  check_random_maps<bitcc::Geometry<8, 16>>(8, 16, 1500, 2);
  check_random_maps<bitcc::Geometry<16, 8>>(16, 8, 1500, 3);
  check_random_maps<bitcc::Geometry<16, 8>>(5, 7, 1500, 4);  // a smaller map inside the board
  check_random_maps<bitcc::Geometry<2, 64>>(2, 64, 500, 5);
}

// The map on the bitboard with_bitboard_terrain picks, against the naive reference and
// UnionFindTerrain: region sizes, and connected / region_size from random walkable points.
void check_picked_bitboard(const std::vector<std::string>& lines, playouts::GameRng& rng) {
  const TerrainMap map = parse_ok(join(lines));
  const naive::NaiveTerrain reference(lines);
  const UnionFindTerrain sets(map);
  const auto index = bitcc::games::bitboard_terrain_index(map);
  ASSERT_TRUE(index) << map.width << "x" << map.height;
  const bitcc::games::TerrainBoard& board = bitcc::games::kTerrainBoards[*index];
  ASSERT_TRUE(board.holds(map.width, map.height));
  const std::string where = std::to_string(map.width) + "x" + std::to_string(map.height) +
                            " on " + std::to_string(board.width) + "x" +
                            std::to_string(board.height) + (board.wide ? " wide" : "");
  ASSERT_EQ(sets.region_sizes(), reference.region_sizes()) << where;
  const auto points = walkable_points(map);
  bool called = false;
  const bool picked = bitcc::games::with_bitboard_terrain(map, [&](const auto& bits) {
    called = true;
    ASSERT_EQ(bits.region_sizes(), reference.region_sizes()) << where << "\n" << join(lines);
    // Each query two floods (this file is built at -O0 under the sanitizers).
    const int queries = bitcc::test_support::sanitized_share(30);
    for (int query = 0; query < queries && !points.empty(); ++query) {
      const Point a = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
      const Point b = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
      ASSERT_EQ(bits.connected(a, b), reference.connected(a.row, a.column, b.row, b.column))
          << where << "\n" << join(lines);
      ASSERT_EQ(bits.region_size(a), reference.region_size(a.row, a.column)) << where;
    }
    // Points just outside the map are not walkable, whatever the board holds there.
    for (const Point outside : {Point{map.height, 0}, Point{0, map.width}, Point{-1, 0}}) {
      ASSERT_EQ(bits.region_size(outside), 0) << where;
      ASSERT_FALSE(!points.empty() && bits.connected(points[0], outside)) << where;
    }
  });
  ASSERT_TRUE(picked && called) << where;
}

// A one-cell-wide serpentine maze: rows alternately open and walled, each wall with one gap at
// alternating ends: one region whose path visits every open row (the longest flood).
std::vector<std::string> serpentine(int width, int height) {
  std::vector<std::string> lines;
  for (int row = 0; row < height; ++row) {
    std::string line(static_cast<std::size_t>(width), row % 2 == 0 ? '.' : '#');
    if (row % 2 == 1) line[row % 4 == 1 ? static_cast<std::size_t>(width - 1) : 0] = '.';
    lines.push_back(line);
  }
  return lines;
}

// A comb: the first row open, then teeth in every second column (regions meet only at the back).
std::vector<std::string> comb(int width, int height) {
  std::vector<std::string> lines;
  for (int row = 0; row < height; ++row) {
    std::string line(static_cast<std::size_t>(width), '.');
    for (int column = 1; row > 0 && column < width; column += 2)
      line[static_cast<std::size_t>(column)] = '#';
    lines.push_back(line);
  }
  return lines;
}

TEST(Terrain, PickedBitboardsAgreeOnMapsOfManySizesUpTo1024Cells) {
  playouts::GameRng rng(7);
  const std::pair<int, int> named[] = {{1, 1},   {1, 2},    {2, 1},   {12, 12}, {30, 20},
                                       {20, 30}, {32, 32},  {33, 31}, {31, 33}, {35, 17},
                                       {24, 12}, {19, 19},  {64, 16}, {17, 60}, {100, 10},
                                       {1, 1024}, {1024, 1}, {2, 512}, {341, 3}, {45, 22}};
  for (const auto& [width, height] : named)
    for (const int blocked : {0, 25, 41, 55, 100}) {
      check_picked_bitboard(random_lines(width, height, blocked, rng), rng);
      if (HasFatalFailure()) return;
    }
  for (int i = 0; i < 600; ++i) {  // random sizes up to 1024 cells, narrow, wide and square
    const int width = 1 + rng.below(i % 3 == 0 ? 1024 : i % 3 == 1 ? 40 : 100);
    const int height = 1 + rng.below(1024 / width);
    check_picked_bitboard(random_lines(width, height, 20 + rng.below(40), rng), rng);
    if (HasFatalFailure()) return;
  }
}

TEST(Terrain, EveryBitboardAgreesOnMapsOfExactlyItsSize) {
  // Maps filling the whole board: the last column and row sit next to guard bits and the end.
  playouts::GameRng rng(8);
  for (const bitcc::games::TerrainBoard& board : bitcc::games::kTerrainBoards) {
    for (const auto& lines : {random_lines(board.width, board.height, 0, rng),
                              random_lines(board.width, board.height, 41, rng),
                              serpentine(board.width, board.height),
                              comb(board.width, board.height)}) {
      check_picked_bitboard(lines, rng);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(Terrain, BitboardsPickedForNamedSizes) {
  auto picked = [](int width, int height) {
    TerrainMap map;
    map.width = width;
    map.height = height;
    const bitcc::games::TerrainBoard& board =
        bitcc::games::kTerrainBoards[bitcc::games::bitboard_terrain_index(map).value()];
    return std::to_string(board.width) + "x" + std::to_string(board.height) +
           (board.wide ? " wide" : "");
  };
  EXPECT_EQ(picked(11, 11), "11x11");
  EXPECT_EQ(picked(16, 8), "16x8");
  EXPECT_EQ(picked(1, 16), "8x16");
  EXPECT_EQ(picked(19, 19), "24x24 wide");
  EXPECT_EQ(picked(30, 20), "32x24 wide");
  EXPECT_EQ(picked(32, 32), "32x32 wide");
  EXPECT_EQ(picked(33, 31), "33x31 wide");
  EXPECT_EQ(picked(1024, 1), "1024x1 wide");
  EXPECT_EQ(picked(1, 1024), "1x1024 wide");
}

TEST(Terrain, ParseTerrainCellsGivesTheMapsCellsAndTheSameProblems) {
  const std::string text = "# a comment\n\n..#.\r\n#..#  # a wall\n";
  const std::optional<bitcc::map::BitMap> cells = bitcc::games::parse_terrain_cells(text, nullptr);
  ASSERT_TRUE(cells);
  EXPECT_EQ(cells->width(), 4u);
  EXPECT_EQ(cells->height(), 2u);
  EXPECT_EQ(cells->row(0)[0], 0b1011u);
  EXPECT_EQ(cells->row(1)[0], 0b0110u);
  // Rows of 64 cells and more go 8 characters at a time.
  const std::string wide = std::string(70, '.') + "\n" + std::string(63, '#') + "." +
                           std::string(6, '#') + "\n";
  const auto wide_cells = bitcc::games::parse_terrain_cells(wide, nullptr);
  ASSERT_TRUE(wide_cells);
  EXPECT_EQ(wide_cells->row(0)[0], ~std::uint64_t{0});
  EXPECT_EQ(wide_cells->row(0)[1], 0x3Fu);
  EXPECT_EQ(wide_cells->row(1)[0], std::uint64_t{1} << 63);
  EXPECT_EQ(wide_cells->row(1)[1], 0u);
  for (const std::string bad : {"..\n.x\n", "..\n.\n\n..\n", "", "..\n\n..\n"}) {
    std::vector<bitcc::games::TerrainProblem> as_bytes, as_bits;
    EXPECT_FALSE(bitcc::games::parse_terrain(bad, &as_bytes));
    EXPECT_FALSE(bitcc::games::parse_terrain_cells(bad, &as_bits));
    ASSERT_EQ(as_bytes.size(), as_bits.size()) << bad;
    for (std::size_t i = 0; i < as_bytes.size(); ++i) {
      EXPECT_EQ(as_bytes[i].kind, as_bits[i].kind) << bad;
      EXPECT_EQ(as_bytes[i].line, as_bits[i].line) << bad;
      EXPECT_EQ(as_bytes[i].column, as_bits[i].column) << bad;
    }
  }
}

TEST(Terrain, LargeRandomMapsAgreeWithUnionFind) {
  playouts::GameRng rng(6);
  for (const auto& [width, height] : {std::pair{256, 256}, std::pair{300, 17}, std::pair{1, 500}}) {
    for (const int blocked : {30, 41, 55}) {
      const auto lines = random_lines(width, height, blocked, rng);
      const TerrainMap map = parse_ok(join(lines));
      const naive::NaiveTerrain reference(lines);
      const UnionFindTerrain sets(map);
      // The labeled map, from the TerrainMap, from bits read from the text, in 1 and 3 threads.
      const std::optional<bitcc::map::BitMap> cells =
          bitcc::games::parse_terrain_cells(join(lines), nullptr);
      ASSERT_TRUE(cells);
      const bitcc::games::LabeledTerrain labeled(map), from_bits(*cells, 3);
      ASSERT_EQ(sets.region_sizes(), reference.region_sizes());
      ASSERT_EQ(labeled.region_sizes(), reference.region_sizes());
      ASSERT_EQ(from_bits.region_sizes(), reference.region_sizes());
      const auto points = walkable_points(map);
      for (int query = 0; query < 2000; ++query) {
        const Point a = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
        const Point b = points[static_cast<std::size_t>(rng.below(static_cast<int>(points.size())))];
        const bool expected = reference.connected(a.row, a.column, b.row, b.column);
        ASSERT_EQ(sets.connected(a, b), expected);
        ASSERT_EQ(labeled.connected(a, b), expected);
        ASSERT_EQ(from_bits.connected(a, b), expected);
        ASSERT_EQ(from_bits.region_size(a), reference.region_size(a.row, a.column));
      }
      for (const Point outside : {Point{height, 0}, Point{0, width}, Point{-1, 0}, Point{0, -1}})
        ASSERT_EQ(from_bits.region_size(outside), 0);
    }
  }
}

}  // namespace
