// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// fuzz_games' terrain part (see fuzz_games.cpp): the terrain engines against the naive reference
// on any map and queries. Its own file because it instantiates every board of the terrain engine
// (kTerrainBoards): tests/fuzz/CMakeLists.txt compiles it unoptimized, as the sanitizer build of
// the tests does test_terrain.cpp, or it alone would take the fuzz build 4 minutes.
#include <string>
#include <utility>
#include <vector>

#include "bitcc/games/terrain.hpp"
#include "testing/games/naive_terrain.hpp"
#include "tests/fuzz/fuzz_games_terrain.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace bitcc::fuzz {
namespace {

namespace naive = bitcc::test_support::naive;

template <class Terrain>
void query_terrain(const Terrain& terrain, const games::TerrainMap& map,
                   const naive::NaiveTerrain& reference, games::Point a, games::Point b) {
  const bool walkable = map.is_walkable(a) && map.is_walkable(b);
  const bool connected = terrain.connected(a, b);
  if (connected != (walkable && reference.connected(a.row, a.column, b.row, b.column)))
    fuzz::fuzz_fail("terrain: connected() differs from the reference");
  if (terrain.region_size(a) !=
      (map.is_walkable(a) ? reference.region_size(a.row, a.column) : 0))
    fuzz::fuzz_fail("terrain: region_size() differs from the reference");
}

// A map size: small (up to 13 x 13, the 128-bit boards), medium (up to 40 x 40: wide boards and,
// past 1024 cells, union-find), a long row or a tall column (up to 1100 x 3, 3 x 1100).
std::pair<int, int> consume_map_size(FuzzedDataProvider& data) {
  auto in = [&](int low, int high) { return data.ConsumeIntegralInRange<int>(low, high); };
  switch (in(0, 3)) {
    case 0: return {in(1, 40), in(1, 40)};
    case 1: return {in(1, 1100), in(1, 3)};
    case 2: return {in(1, 3), in(1, 1100)};
    default: return {in(1, 13), in(1, 13)};
  }
}

}  // namespace

void fuzz_terrain(FuzzedDataProvider& data) {
  const auto [width, height] = consume_map_size(data);
  std::vector<std::string> lines;
  std::string text;
  for (int row = 0; row < height; ++row) {
    std::string line;
    for (int column = 0; column < width; ++column) line += data.ConsumeBool() ? '.' : '#';
    lines.push_back(line);
    text += line + "\n";
  }
  const auto map = games::parse_terrain(text, nullptr);
  if (!map) fuzz::fuzz_fail("parse_terrain refused a valid map");
  const naive::NaiveTerrain reference(lines);
  const games::UnionFindTerrain union_find(*map);
  using Square11 = Geometry<11, 11>;
  const bool fits = games::BitboardTerrain<Square11>::fits(*map);
  if (union_find.region_sizes() != reference.region_sizes())
    fuzz::fuzz_fail("terrain: region sizes differ from the reference");
  const auto cells = games::parse_terrain_cells(text, nullptr);
  if (!cells) fuzz::fuzz_fail("parse_terrain_cells refused a valid map");
  const games::LabeledTerrain labeled(*cells, 1 + static_cast<unsigned>(height % 3));
  if (labeled.region_sizes() != reference.region_sizes())
    fuzz::fuzz_fail("terrain (labels): region sizes differ from the reference");
  // The queries first, so that each bitboard is built once for all of them.
  std::vector<std::pair<games::Point, games::Point>> queries;
  while (data.remaining_bytes() > 0) {
    const games::Point a{consume_coordinate(data, -1, height), consume_coordinate(data, -1, width)};
    const games::Point b{consume_coordinate(data, -1, height), consume_coordinate(data, -1, width)};
    queries.emplace_back(a, b);
  }
  for (const auto& [a, b] : queries) {
    query_terrain(union_find, *map, reference, a, b);
    query_terrain(labeled, *map, reference, a, b);
  }
  if (fits) {
    const games::BitboardTerrain<Square11> square(*map);
    if (square.region_sizes() != reference.region_sizes())
      fuzz::fuzz_fail("terrain (bitboard): region sizes differ from the reference");
    for (const auto& [a, b] : queries) query_terrain(square, *map, reference, a, b);
  }
  // The bitboard bitcc terrain picks: every map of at most 1024 cells has one, larger ones none.
  const bool picked = games::with_bitboard_terrain(*map, [&](const auto& terrain) {
    if (terrain.region_sizes() != reference.region_sizes())
      fuzz::fuzz_fail("terrain (picked bitboard): region sizes differ from the reference");
    for (const auto& [a, b] : queries) query_terrain(terrain, *map, reference, a, b);
  });
  if (picked != (width * height <= 1024))
    fuzz::fuzz_fail("terrain: a bitboard for " + std::to_string(width) + "x" +
                    std::to_string(height) + (picked ? "" : " is missing"));
}

}  // namespace bitcc::fuzz
