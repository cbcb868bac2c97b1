// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The game modules on any value their public functions take: cells and points off the board, a
// Color that is neither Black nor White, RHEX sizes out of range, maps larger than the bitboard.
// Each is refused (a verdict, 0, false, nothing) as documented, never read out of bounds.
#include <gtest/gtest.h>

#include <climits>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/games/go.hpp"
#include "bitcc/games/hex.hpp"
#include "bitcc/games/rhex.hpp"
#include "bitcc/games/terrain.hpp"
#include "bitcc/wide/geometry.hpp"

namespace {

using bitcc::Board;
using bitcc::games::Color;

const Color kNotAColor = static_cast<Color>(7);
const int kOffBoardCells[] = {-1, INT_MIN, 81, 121, 127, 128, 1000, INT_MAX};

TEST(OutOfRange, GoRefusesCellsOffTheBoard) {
  using Go = bitcc::games::Go;
  Go go;
  ASSERT_EQ(go.play(Color::Black, 40).verdict, Go::Verdict::Ok);
  // Beside the list: 9, 19 and 89, the guard bits after rows 0, 1 and 8 of the wide 9x9 board.
  std::vector<int> cells(std::begin(kOffBoardCells), std::end(kOffBoardCells));
  cells.insert(cells.end(), {9, 19, 89, 90});
  for (const int cell : cells) {
    if (Go::G::is_cell(cell)) continue;
    EXPECT_EQ(go.play(Color::White, cell).verdict, Go::Verdict::OffBoard) << cell;
    EXPECT_FALSE(go.legal(Color::White, cell)) << cell;
    EXPECT_EQ(go.block(cell), Go::Board{}) << cell;
    EXPECT_EQ(go.liberties(cell), Go::Board{}) << cell;
    EXPECT_EQ(go.liberty_count(cell), 0) << cell;
    EXPECT_FALSE(go.is_own_eye(Color::Black, cell)) << cell;
    EXPECT_FALSE(go.is_eye(Color::Black, cell)) << cell;
  }
  EXPECT_EQ(go.to_move(), Color::White);  // nothing was played
  EXPECT_EQ(go.play(kNotAColor, 0).verdict, Go::Verdict::NotYourTurn);
  EXPECT_FALSE(go.legal(kNotAColor, 0));
  EXPECT_EQ(go.stones(kNotAColor), go.stones(Color::White));
  EXPECT_EQ(go.stones(Color::Black), bitcc::wide::bit_board<Go::Board::kWords>(40));
}

TEST(OutOfRange, HexRefusesCellsOffTheBoard) {
  bitcc::games::Hex hex;
  for (const int cell : kOffBoardCells) {
    if (cell >= 0 && cell < 121) continue;
    EXPECT_EQ(hex.play(Color::Black, cell), bitcc::games::Hex::Verdict::OffBoard) << cell;
  }
  EXPECT_EQ(hex.play(kNotAColor, 0), bitcc::games::Hex::Verdict::NotYourTurn);
  EXPECT_EQ(hex.play(Color::Black, 120), bitcc::games::Hex::Verdict::Ok);
  EXPECT_EQ(hex.stones(kNotAColor), Board{0});  // white's: none yet
  EXPECT_EQ(bitcc::games::component_by_cells<bitcc::games::Hex::G>(121, ~Board{0}), Board{0});
  EXPECT_EQ(bitcc::games::component_by_cells<bitcc::games::Hex::G>(-1, ~Board{0}), Board{0});
}

TEST(OutOfRange, WideHexRefusesGuardBitsAndCellsOffTheBoard) {
  using Hex19 = bitcc::games::BasicHex<bitcc::games::HexGeometry<19>>;
  using G = Hex19::G;  // bit 20 * row + column; bit 20 * row + 19 is a guard bit
  Hex19 hex;
  for (const int cell : {-1, 19, 39, 20 * 18 + 19, G::kBits, 383, 384, 1000, INT_MAX, INT_MIN})
    EXPECT_EQ(hex.play(Color::Black, cell), Hex19::Verdict::OffBoard) << cell;
  EXPECT_EQ(hex.play(Color::Black, Hex19::cell(18, 18)), Hex19::Verdict::Ok);
  EXPECT_EQ(hex.stones(kNotAColor), G::Board{});  // white's: none yet
  EXPECT_FALSE(hex.at(19, 0));
  EXPECT_FALSE(hex.at(0, -1));
  EXPECT_EQ(hex.at(18, 18), Color::Black);
  for (const int cell : {-1, 19, G::kBits, INT_MAX})
    EXPECT_EQ(bitcc::games::component_by_cells<G>(cell, G::kPlayable), G::Board{}) << cell;
}

template <class Game>
void expect_rhex_refuses_points_off_the_board() {
  Game game(5);
  EXPECT_EQ(game.play(Color::Black, 2, 2).verdict, bitcc::games::Rhex::Verdict::Ok);
  for (const auto& [row, column] : std::vector<std::pair<int, int>>{
           {-1, 0}, {0, -1}, {5, 0}, {0, 5}, {11, 11}, {INT_MAX, 0}, {0, INT_MIN}}) {
    EXPECT_FALSE(game.at(row, column)) << row << ", " << column;
    EXPECT_EQ(game.play(Color::White, row, column).verdict, bitcc::games::Rhex::Verdict::OffBoard);
  }
  EXPECT_EQ(game.play(kNotAColor, 0, 0).verdict, bitcc::games::Rhex::Verdict::NotYourTurn);
  EXPECT_EQ(game.total(kNotAColor), game.total(Color::White));
  EXPECT_EQ(game.total(Color::Black), 1);
}

TEST(OutOfRange, RhexRefusesPointsOffTheBoard) {
  expect_rhex_refuses_points_off_the_board<bitcc::games::RhexUnionFind>();
  expect_rhex_refuses_points_off_the_board<bitcc::games::RhexBitboard>();
  expect_rhex_refuses_points_off_the_board<bitcc::games::WideRhexUnionFind>();
  expect_rhex_refuses_points_off_the_board<bitcc::games::WideRhexBitboard>();
  EXPECT_EQ(bitcc::games::RhexBitboard(5).tiles(kNotAColor), Board{0});
  EXPECT_EQ(bitcc::games::WideRhexBitboard(5).tiles(kNotAColor),
            bitcc::games::WideRhexBitboard::Board{});
}

#ifdef NDEBUG  // debug builds stop on these precondition failures instead
TEST(OutOfRange, RhexClampsItsSize) {
  EXPECT_EQ(bitcc::games::RhexUnionFind(0).size(), 2);
  EXPECT_EQ(bitcc::games::RhexUnionFind(-5).size(), 2);
  EXPECT_EQ(bitcc::games::RhexBitboard(12).size(), 11);
  bitcc::games::RhexUnionFind large(INT_MAX);
  EXPECT_EQ(large.size(), 11);
  EXPECT_EQ(large.play(Color::Black, 10, 10).verdict, bitcc::games::Rhex::Verdict::Ok);
  EXPECT_EQ(large.play(Color::White, 11, 0).verdict, bitcc::games::Rhex::Verdict::OffBoard);
  EXPECT_EQ(bitcc::games::WideRhexBitboard(1).size(), 2);
  bitcc::games::WideRhexUnionFind wide(INT_MAX);
  EXPECT_EQ(wide.size(), 19);
  EXPECT_EQ(wide.play(Color::Black, 18, 18).verdict, bitcc::games::Rhex::Verdict::Ok);
  EXPECT_EQ(wide.play(Color::White, 19, 0).verdict, bitcc::games::Rhex::Verdict::OffBoard);
}

TEST(OutOfRange, BitboardTerrainLeavesOutWhatDoesNotFit) {
  // 6 x 6, all walkable, on a 4 x 4 board: the 4 x 4 corner is kept.
  const auto map = bitcc::games::parse_terrain(
      "......\n......\n......\n......\n......\n......\n", nullptr);
  ASSERT_TRUE(map);
  const bitcc::games::BitboardTerrain<bitcc::Geometry<4, 4>> terrain(*map);
  EXPECT_EQ(terrain.region_size({0, 0}), 16);
  EXPECT_EQ(terrain.region_size({5, 5}), 0);
  EXPECT_FALSE(terrain.connected({0, 0}, {4, 0}));
  // The same on a wide board: 3 x 2 kept, the guard bits between rows never walkable.
  const bitcc::games::BitboardTerrain<bitcc::wide::Geometry<3, 2>> wide(*map);
  EXPECT_EQ(wide.region_sizes(), std::vector<int>{6});
  EXPECT_FALSE(wide.connected({0, 2}, {0, 3}));
}
#endif

TEST(OutOfRange, TerrainQueriesOnPointsThatAreNotWalkable) {
  const auto map = bitcc::games::parse_terrain("..#\n.##\n", nullptr);
  ASSERT_TRUE(map);
  const bitcc::games::BitboardTerrain<bitcc::Geometry<11, 11>> bitboard(*map);
  const bitcc::games::UnionFindTerrain union_find(*map);
  for (const bitcc::games::Point p : std::vector<bitcc::games::Point>{
           {-1, 0}, {0, -1}, {2, 0}, {0, 3}, {0, 2}, {11, 11}, {INT_MAX, INT_MAX}, {INT_MIN, 0}}) {
    EXPECT_EQ(bitboard.region_size(p), 0) << p.row << ", " << p.column;
    EXPECT_EQ(union_find.region_size(p), 0) << p.row << ", " << p.column;
    EXPECT_FALSE(bitboard.connected({0, 0}, p));
    EXPECT_FALSE(bitboard.connected(p, {0, 0}));
    EXPECT_FALSE(union_find.connected({0, 0}, p));
    EXPECT_FALSE(union_find.connected(p, {0, 0}));
  }
  EXPECT_EQ(bitboard.region_size({0, 0}), 3);
  EXPECT_EQ(union_find.region_size({0, 0}), 3);
}

TEST(OutOfRange, TerrainMapWhoseFieldsDisagree) {
  // width * height says 100 cells, but only 4 are stored: the others are not walkable.
  bitcc::games::TerrainMap map;
  map.width = 10;
  map.height = 10;
  map.walkable = {1, 1, 1, 1};
  EXPECT_TRUE(map.is_walkable({0, 3}));
  EXPECT_FALSE(map.is_walkable({0, 4}));
  EXPECT_FALSE(map.is_walkable({9, 9}));
  const bitcc::games::UnionFindTerrain terrain(map);
  EXPECT_EQ(terrain.region_size({0, 0}), 4);
  EXPECT_EQ(terrain.region_size({9, 9}), 0);
  EXPECT_EQ(terrain.region_sizes(), std::vector<int>{4});
  // The bitboard picked for it (11 x 11) reads the same 4 cells. The callback only counts them:
  // it is compiled for every terrain board, and a flood in it made this file take 53 s to compile.
  ASSERT_EQ(bitcc::games::bitboard_terrain_index(map), std::optional<std::size_t>{0});
  const bitcc::games::BitboardTerrain<bitcc::Geometry<11, 11>> picked(map);
  EXPECT_EQ(picked.region_sizes(), std::vector<int>{4});
  int walkable = -1;
  EXPECT_TRUE(bitcc::games::with_bitboard_terrain(map, [&](const auto& bitboard) {
    using bitcc::popcount;
    using bitcc::wide::popcount;
    walkable = popcount(bitboard.walkable());
  }));
  EXPECT_EQ(walkable, 4);
  // Sizes that are no map get no bitboard.
  for (const auto& [width, height] : std::vector<std::pair<int, int>>{
           {0, 5}, {5, 0}, {-1, 3}, {1025, 1}, {33, 32}, {INT_MAX, INT_MAX}, {INT_MIN, 1}}) {
    map.width = width;
    map.height = height;
    EXPECT_FALSE(bitcc::games::bitboard_terrain_index(map)) << width << "x" << height;
    EXPECT_FALSE(bitcc::games::with_bitboard_terrain(map, [](const auto&) {}));
  }
}

}  // namespace
