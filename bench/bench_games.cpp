// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Game modules against their naive references, in one run. Families (one summary table each,
// the naive reference as baseline):
//   go/{bitboard,naive}/9x9                      random 9x9 playouts (items: playouts)
//   hex/{bitboard,naive}/11x11                   random 11x11 games to the win (items: moves)
//   rhex/{union_find,bitboard,naive}/11x11       random 11x11 RHEX games (items: moves)
//   terrain/{bitboard,union_find,naive}/11x11    region sizes of random 11x11 maps (items: maps)
// Inputs come from fixed seeds before timing; each benchmark first checks that its
// implementation agrees with the naive reference on its inputs.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/summary.hpp"

#include "bitcc/games/go.hpp"
#include "bitcc/games/hex.hpp"
#include "bitcc/games/rhex.hpp"
#include "bitcc/games/terrain.hpp"
#include "testing/games/naive_go.hpp"
#include "testing/games/naive_hex.hpp"
#include "testing/games/naive_rhex.hpp"
#include "testing/games/naive_terrain.hpp"
#include "testing/games/playouts.hpp"

namespace {

namespace naive = bitcc::test_support::naive;
namespace playouts = bitcc::test_support::playouts;

const bool kGameSections =
    bitcc::bench::add_summary_section({"go", "naive", "Go 9x9 random playouts", "playout"}) &&
    bitcc::bench::add_summary_section({"hex", "naive", "Hex 11x11 random games", "move"}) &&
    bitcc::bench::add_summary_section({"rhex", "naive", "RHEX 11x11 random games", "move"}) &&
    bitcc::bench::add_summary_section({"terrain", "naive", "Terrain regions, 11x11 maps", "map"});


using bitcc::games::Color;
using playouts::GameRng;

constexpr int kInputs = 256;     // games or maps cycled through by each benchmark
constexpr int kGoMoveCap = 400;  // as in the tests

// ---- Go -----------------------------------------------------------------------------------

// The final position of a playout as text, to compare implementations.
std::string final_position(const playouts::BitboardGoPlayer& player) {
  std::string cells;
  for (int cell = 0; cell < 81; ++cell) {
    const bitcc::Board bit = bitcc::cell_bit(cell);
    cells += (player.go.stones(Color::Black) & bit) ? 'X' : (player.go.stones(Color::White) & bit) ? 'O' : '.';
  }
  return cells;
}

std::string final_position(const playouts::NaiveGoPlayer& player) {
  std::string cells;
  for (int cell = 0; cell < 81; ++cell) {
    const int stone = player.go.at(cell / 9, cell % 9);
    cells += stone == naive::NaiveGo::Black ? 'X' : stone == naive::NaiveGo::White ? 'O' : '.';
  }
  return cells;
}

template <class Player>
void go_playouts(benchmark::State& state) {
  for (int game = 0; game < 16; ++game) {
    GameRng rng_a(0x60000u + static_cast<unsigned>(game)), rng_b(0x60000u + static_cast<unsigned>(game));
    Player player;
    playouts::NaiveGoPlayer reference;
    const int moves = playouts::go_playout(player, rng_a, kGoMoveCap);
    if (moves != playouts::go_playout(reference, rng_b, kGoMoveCap) ||
        final_position(player) != final_position(reference)) {
      state.SkipWithError("playouts disagree with the naive reference");
      return;
    }
  }
  long long playouts = 0, moves = 0;
  for (auto _ : state) {
    GameRng rng(0x60000u + static_cast<unsigned>(playouts % kInputs));
    Player player;
    moves += playouts::go_playout(player, rng, kGoMoveCap);
    benchmark::DoNotOptimize(player);
    ++playouts;
  }
  state.SetItemsProcessed(playouts);
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

// ---- Hex and RHEX -------------------------------------------------------------------------

std::vector<std::vector<int>> random_orders(int cells, std::uint64_t seed) {
  std::vector<std::vector<int>> orders;
  for (int i = 0; i < kInputs; ++i) {
    GameRng rng(seed + static_cast<unsigned>(i));
    orders.push_back(playouts::shuffled_cells(cells, rng));
  }
  return orders;
}

const std::vector<std::vector<int>>& hex_orders() {
  static const auto orders = random_orders(121, 0x4e0000u);
  return orders;
}

// One game by the bitboard module: the number of moves to the win.
int hex_game_fast(const std::vector<int>& order) {
  bitcc::games::Hex hex;
  int moves = 0;
  for (const int cell : order) {
    hex.play(hex.to_move(), cell);
    ++moves;
    if (hex.winner()) break;
  }
  return moves;
}

int hex_game_naive(const std::vector<int>& order) {
  naive::NaiveHex hex(11);
  int color = naive::NaiveHex::Black;
  int moves = 0;
  for (const int cell : order) {
    ++moves;
    if (hex.place(color, cell / 11, cell % 11) != naive::NaiveHex::Empty) break;
    color = 3 - color;
  }
  return moves;
}

template <int (*Game)(const std::vector<int>&)>
void hex_games(benchmark::State& state) {
  for (const auto& order : hex_orders())
    if (Game(order) != hex_game_naive(order)) {
      state.SkipWithError("games end on another move than the naive reference's");
      return;
    }
  long long games = 0, moves = 0;
  for (auto _ : state) {
    moves += Game(hex_orders()[static_cast<std::size_t>(games % kInputs)]);
    ++games;
  }
  state.SetItemsProcessed(moves);
}

constexpr int kRhexSize = 11;

const std::vector<std::vector<int>>& rhex_orders() {
  static const auto orders = random_orders(kRhexSize * kRhexSize, 0x7e0000u);
  return orders;
}

// One game: plays the order's cells until the game ends; returns moves + 1000 * black total so
// that a check compares both the length and the result.
template <class Game>
int rhex_game(const std::vector<int>& order) {
  Game game(kRhexSize);
  int moves = 0;
  for (std::size_t i = 0; !game.over(); ++i, ++moves)
    game.play(game.to_move(), order[i] / kRhexSize, order[i] % kRhexSize);
  return moves + 1000 * game.total(Color::Black);
}

int rhex_game_naive(const std::vector<int>& order) {
  naive::NaiveRhex game(kRhexSize);
  int color = naive::NaiveRhex::Black;
  int moves = 0;
  for (std::size_t i = 0; i < 2 * kRhexSize; ++i) {
    game.place(color, order[i] / kRhexSize, order[i] % kRhexSize);
    ++moves;
    if (game.count(naive::NaiveRhex::Black) > kRhexSize || game.count(naive::NaiveRhex::White) > kRhexSize) break;
    color = 3 - color;
  }
  return moves + 1000 * game.count(naive::NaiveRhex::Black);
}

template <int (*Game)(const std::vector<int>&)>
void rhex_games(benchmark::State& state) {
  for (const auto& order : rhex_orders())
    if (Game(order) != rhex_game_naive(order)) {
      state.SkipWithError("games differ from the naive reference's");
      return;
    }
  long long games = 0, moves = 0;
  for (auto _ : state) {
    moves += Game(rhex_orders()[static_cast<std::size_t>(games % kInputs)]) % 1000;
    ++games;
  }
  state.SetItemsProcessed(moves);
}

// ---- Terrain ------------------------------------------------------------------------------

struct MapInput {
  std::vector<std::string> lines;
  bitcc::games::TerrainMap map;
};

const std::vector<MapInput>& terrain_maps() {
  static const std::vector<MapInput> maps = [] {
    std::vector<MapInput> result;
    GameRng rng(0x7e44a1u);
    for (int i = 0; i < kInputs; ++i) {
      MapInput input;
      const int blocked = 20 + rng.below(40);
      std::string text;
      for (int row = 0; row < 11; ++row) {
        std::string line(11, '.');
        for (char& cell : line)
          if (static_cast<int>(rng.below(100)) < blocked) cell = '#';
        text += line + "\n";
        input.lines.push_back(line);
      }
      input.map = *bitcc::games::parse_terrain(text, nullptr);
      result.push_back(std::move(input));
    }
    return result;
  }();
  return maps;
}

std::vector<int> regions_bitboard(const MapInput& input) {
  return bitcc::games::BitboardTerrain<bitcc::Geometry<11, 11>>(input.map).region_sizes();
}
std::vector<int> regions_union_find(const MapInput& input) {
  return bitcc::games::UnionFindTerrain(input.map).region_sizes();
}
std::vector<int> regions_naive(const MapInput& input) {
  return naive::NaiveTerrain(input.lines).region_sizes();
}

template <std::vector<int> (*Regions)(const MapInput&)>
void terrain_regions(benchmark::State& state) {
  for (const auto& input : terrain_maps())
    if (Regions(input) != regions_naive(input)) {
      state.SkipWithError("region sizes differ from the naive reference's");
      return;
    }
  long long maps = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Regions(terrain_maps()[static_cast<std::size_t>(maps % kInputs)]));
    ++maps;
  }
  state.SetItemsProcessed(maps);
}

BENCHMARK(go_playouts<playouts::BitboardGoPlayer>)->Name("go/bitboard/9x9");
BENCHMARK(go_playouts<playouts::NaiveGoPlayer>)->Name("go/naive/9x9");
BENCHMARK(hex_games<hex_game_fast>)->Name("hex/bitboard/11x11");
BENCHMARK(hex_games<hex_game_naive>)->Name("hex/naive/11x11");
BENCHMARK(rhex_games<rhex_game<bitcc::games::RhexUnionFind>>)->Name("rhex/union_find/11x11");
BENCHMARK(rhex_games<rhex_game<bitcc::games::RhexBitboard>>)->Name("rhex/bitboard/11x11");
BENCHMARK(rhex_games<rhex_game_naive>)->Name("rhex/naive/11x11");
BENCHMARK(terrain_regions<regions_bitboard>)->Name("terrain/bitboard/11x11");
BENCHMARK(terrain_regions<regions_union_find>)->Name("terrain/union_find/11x11");
BENCHMARK(terrain_regions<regions_naive>)->Name("terrain/naive/11x11");

}  // namespace
