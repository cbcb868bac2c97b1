// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Game modules against their naive references, in one run. Families (one summary table each,
// the naive reference as baseline):
//   go/{bitboard,naive}/9x9                      random 9x9 playouts (items: playouts)
//   goplayout/{light,api}/{9x9,13x13,19x19}      light playouts from the empty board, GoBoard<N>::
//                                                playout, and the same policy through legal(),
//                                                is_eye() and play() (items: playouts; counters
//                                                moves/s and moves/playout, the mean game length)
//   gosearch/{1,2}threads/{9x9,19x19}            go_search from the empty board, 10,000 (9x9) or
//                                                2,000 (19x19) playouts a search, root parallel,
//                                                one GoSearcher (its trees' memory kept)
//                                                (wall-clock time; items and counter playouts/s:
//                                                simulations, tree descent and playout, per second)
//   hex/{bitboard,naive}/11x11                   random 11x11 games to the win (items: moves)
//   rhex/{union_find,bitboard,naive}/11x11       random 11x11 RHEX games (items: moves)
//   terrain/{bitboard,union_find,naive}/11x11    region sizes of random 11x11 maps (items: maps)
//   hex_wide/{bitboard,naive}/{13x13,19x19}      Hex on wide boards, as hex (items: moves)
//   rhex_wide/{union_find,bitboard,naive}/19x19  RHEX on the wide engines, as rhex (items: moves)
//   terrain_wide/{bitboard,union_find,naive}/{30x20,32x32}  region sizes of random maps, on the
//                                                wide bitboard bitcc terrain picks (items: maps)
// Inputs come from fixed seeds before timing; each benchmark first checks that its
// implementation agrees with the naive reference on its inputs.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/summary.hpp"

#include "bitcc/games/go.hpp"
#include "bitcc/games/go_search.hpp"
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
    bitcc::bench::add_summary_section(
        {"goplayout", "api", "Go light playouts from the empty board (suicide refused, simple ko, no own-eye filling)", "playout"}) &&
    bitcc::bench::add_summary_section({"hex", "naive", "Hex 11x11 random games", "move"}) &&
    bitcc::bench::add_summary_section({"rhex", "naive", "RHEX 11x11 random games", "move"}) &&
    bitcc::bench::add_summary_section({"terrain", "naive", "Terrain regions, 11x11 maps", "map"});


using bitcc::games::Color;
using playouts::GameRng;

constexpr int kInputs = 256;     // games or maps cycled through by each benchmark
constexpr int kGoMoveCap = 400;  // as in the tests

// ---- Go -----------------------------------------------------------------------------------

// The final position of a playout as text, to compare implementations.
std::string final_position(const playouts::BitboardGoPlayer<9>& player) {
  std::string cells;
  for (int cell = 0; cell < 81; ++cell) {
    const int bit = player.wide_cell(cell);
    cells += player.go.stones(Color::Black).test(bit) ? 'X' : player.go.stones(Color::White).test(bit) ? 'O' : '.';
  }
  return cells;
}

std::string final_position(const playouts::NaiveGoPlayer<9>& player) {
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
    playouts::NaiveGoPlayer<9> reference;
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

// ---- Go light playouts, 9x9 to 19x19 --------------------------------------------------------

// The light policy through the public calls only: draw among the empty cells, keep the first that
// legal() allows and is_eye() does not forbid, play() it. The baseline of GoBoard<N>::playout.
template <int N>
int api_playout(bitcc::games::GoBoard<N>& go, bitcc::games::PlayoutRng& rng) {
  using Go = bitcc::games::GoBoard<N>;
  int cells[N * N];
  int moves = 0;
  while (!go.over() && moves < Go::kPlayoutMoves) {
    int n = 0;
    bitcc::wide::for_each_cell(go.empty(), [&](int cell) { cells[n++] = cell; });
    const Color me = go.to_move();
    int chosen = -1;
    while (n > 0 && chosen < 0) {
      const int i = static_cast<int>((std::uint64_t{rng()} * static_cast<std::uint32_t>(n)) >> 32);
      if (go.legal(me, cells[i]) && !go.is_eye(me, cells[i])) chosen = cells[i];
      cells[i] = cells[--n];
    }
    if (chosen < 0) go.pass(me);
    else go.play(me, chosen);
    ++moves;
  }
  return moves;
}

// Four games of GoBoard<N>::playout replayed on the naive engine: every move acceptable there
// (legal, not an own eye), a pass only when no cell is, the same final score.
template <int N>
bool playouts_agree_with_naive() {
  using Go = bitcc::games::GoBoard<N>;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Go go;
    naive::NaiveGoBoard<N> reference;
    bitcc::games::PlayoutRng rng(seed);
    for (int moves = 0; !go.over() && moves < Go::kPlayoutMoves; ++moves) {
      const int mover = go.to_move() == Color::Black ? naive::NaiveGo::Black : naive::NaiveGo::White;
      const int cell = go.random_move(rng);
      if (cell < 0) {
        for (int row = 0; row < N; ++row)
          for (int column = 0; column < N; ++column)
            if (reference.legal(mover, row, column) && !reference.is_eye(mover, row, column)) return false;
        reference.pass(mover);
        continue;
      }
      const int row = Go::G::row_of(cell), column = Go::G::column_of(cell);
      if (reference.is_eye(mover, row, column)) return false;
      if (reference.play(mover, row, column).outcome != naive::NaiveGoBoard<N>::Outcome::Ok) return false;
    }
    const auto score = go.area_score();
    const auto expected = reference.area_score();
    if (score.black != expected.first || score.white != expected.second) return false;
  }
  return true;
}

template <int N, bool kApi>
void go_light_playouts(benchmark::State& state) {
  using Go = bitcc::games::GoBoard<N>;
  if (!playouts_agree_with_naive<N>()) {
    state.SkipWithError("playouts disagree with the naive reference");
    return;
  }
  const Go empty;
  bitcc::games::PlayoutRng rng(2026);
  long long playouts = 0, moves = 0, area = 0;
  for (auto _ : state) {
    Go go = empty;
    if constexpr (kApi) moves += api_playout(go, rng);
    else moves += go.playout(rng);
    const auto score = go.area_score();
    area += score.black - score.white;
    ++playouts;
  }
  state.SetItemsProcessed(playouts);
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
  state.counters["moves/playout"] = static_cast<double>(moves) / static_cast<double>(playouts > 0 ? playouts : 1);
  state.counters["area"] = static_cast<double>(area) / static_cast<double>(playouts > 0 ? playouts : 1);
}

// ---- Go: the Monte-Carlo tree search ---------------------------------------------------------

// Searches from the empty board with `kThreads` threads; first checks that the move is legal.
template <int N, int kThreads>
void go_search_playouts(benchmark::State& state) {
  using Go = bitcc::games::GoBoard<N>;
  bitcc::games::GoSearchOptions options;
  options.playouts = N == 9 ? 10000 : 2000;
  options.threads = kThreads;
  const Go empty;
  const auto check = bitcc::games::go_search(empty, options);
  if (check.kind != bitcc::games::GoSearchResult::Kind::Move || !empty.legal(Color::Black, check.cell)) {
    state.SkipWithError("the search returned no legal move from the empty board");
    return;
  }
  long long playouts = 0;
  bitcc::games::GoSearcher<N> searcher;  // as an engine searches move after move
  for (auto _ : state) {
    options.seed = static_cast<std::uint64_t>(playouts);
    const auto result = searcher.search(empty, options);
    benchmark::DoNotOptimize(result.cell);
    playouts += result.playouts;
  }
  state.SetItemsProcessed(playouts);
  state.counters["playouts/s"] = benchmark::Counter(static_cast<double>(playouts), benchmark::Counter::kIsRate);
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

// Random orders of the N x N cells (numbered N * row + column), the same for every engine.
template <int N>
const std::vector<std::vector<int>>& hex_orders() {
  static const auto orders = random_orders(N * N, N == 11 ? 0x4e0000u : 0x4e0000u + 0x1000u * N);
  return orders;
}

// One game by the bitboard module on N x N: the number of moves to the win.
template <int N = 11>
int hex_game_fast(const std::vector<int>& order) {
  using Hex = bitcc::games::BasicHex<bitcc::games::HexGeometry<N>>;
  Hex hex;
  int moves = 0;
  for (const int cell : order) {
    hex.play(hex.to_move(), Hex::cell(cell / N, cell % N));
    ++moves;
    if (hex.winner()) break;
  }
  return moves;
}

template <int N = 11>
int hex_game_naive(const std::vector<int>& order) {
  naive::NaiveHex hex(N);
  int color = naive::NaiveHex::Black;
  int moves = 0;
  for (const int cell : order) {
    ++moves;
    if (hex.place(color, cell / N, cell % N) != naive::NaiveHex::Empty) break;
    color = 3 - color;
  }
  return moves;
}

template <int (*Game)(const std::vector<int>&), int N = 11>
void hex_games(benchmark::State& state) {
  for (const auto& order : hex_orders<N>())
    if (Game(order) != hex_game_naive<N>(order)) {
      state.SkipWithError("games end on another move than the naive reference's");
      return;
    }
  long long games = 0, moves = 0;
  for (auto _ : state) {
    moves += Game(hex_orders<N>()[static_cast<std::size_t>(games % kInputs)]);
    ++games;
  }
  state.SetItemsProcessed(moves);
}

template <int N>
const std::vector<std::vector<int>>& rhex_orders() {
  static const auto orders = random_orders(N * N, N == 11 ? 0x7e0000u : 0x7e0000u + 0x1000u * N);
  return orders;
}

// One game on N x N: plays the order's cells until the game ends; returns moves + 1000 * black
// total so that a check compares both the length and the result.
template <class Game, int N = 11>
int rhex_game(const std::vector<int>& order) {
  Game game(N);
  int moves = 0;
  for (std::size_t i = 0; !game.over(); ++i, ++moves)
    game.play(game.to_move(), order[i] / N, order[i] % N);
  return moves + 1000 * game.total(Color::Black);
}

template <int N = 11>
int rhex_game_naive(const std::vector<int>& order) {
  naive::NaiveRhex game(N);
  int color = naive::NaiveRhex::Black;
  int moves = 0;
  for (std::size_t i = 0; i < 2 * N; ++i) {
    game.place(color, order[i] / N, order[i] % N);
    ++moves;
    if (game.count(naive::NaiveRhex::Black) > N || game.count(naive::NaiveRhex::White) > N) break;
    color = 3 - color;
  }
  return moves + 1000 * game.count(naive::NaiveRhex::Black);
}

template <int (*Game)(const std::vector<int>&), int N = 11>
void rhex_games(benchmark::State& state) {
  for (const auto& order : rhex_orders<N>())
    if (Game(order) != rhex_game_naive<N>(order)) {
      state.SkipWithError("games differ from the naive reference's");
      return;
    }
  long long games = 0, moves = 0;
  for (auto _ : state) {
    moves += Game(rhex_orders<N>()[static_cast<std::size_t>(games % kInputs)]) % 1000;
    ++games;
  }
  state.SetItemsProcessed(moves);
}

// ---- Terrain ------------------------------------------------------------------------------

struct MapInput {
  std::vector<std::string> lines;
  bitcc::games::TerrainMap map;
};

// Random maps of W x H cells, 20% to 59% blocked.
template <int W = 11, int H = 11>
const std::vector<MapInput>& terrain_maps() {
  static const std::vector<MapInput> maps = [] {
    std::vector<MapInput> result;
    GameRng rng(W == 11 && H == 11 ? 0x7e44a1u : 0x7e44a1u + 0x10000u * W + H);
    for (int i = 0; i < kInputs; ++i) {
      MapInput input;
      const int blocked = 20 + rng.below(40);
      std::string text;
      for (int row = 0; row < H; ++row) {
        std::string line(W, '.');
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

// The bitboard the terrain engine picks for the map (bitcc terrain's): a wide one for 30x20 and
// 32x32.
std::vector<int> regions_picked_bitboard(const MapInput& input) {
  std::vector<int> sizes;
  bitcc::games::with_bitboard_terrain(input.map,
                                      [&](const auto& terrain) { sizes = terrain.region_sizes(); });
  return sizes;
}

template <std::vector<int> (*Regions)(const MapInput&), int W = 11, int H = 11>
void terrain_regions(benchmark::State& state) {
  for (const auto& input : terrain_maps<W, H>())
    if (Regions(input) != regions_naive(input)) {
      state.SkipWithError("region sizes differ from the naive reference's");
      return;
    }
  long long maps = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        Regions(terrain_maps<W, H>()[static_cast<std::size_t>(maps % kInputs)]));
    ++maps;
  }
  state.SetItemsProcessed(maps);
}

BENCHMARK(go_playouts<playouts::BitboardGoPlayer<9>>)->Name("go/bitboard/9x9");
BENCHMARK(go_playouts<playouts::NaiveGoPlayer<9>>)->Name("go/naive/9x9");
BENCHMARK(go_light_playouts<9, false>)->Name("goplayout/light/9x9");
BENCHMARK(go_light_playouts<13, false>)->Name("goplayout/light/13x13");
BENCHMARK(go_light_playouts<19, false>)->Name("goplayout/light/19x19");
BENCHMARK(go_light_playouts<9, true>)->Name("goplayout/api/9x9");
BENCHMARK(go_light_playouts<13, true>)->Name("goplayout/api/13x13");
BENCHMARK(go_light_playouts<19, true>)->Name("goplayout/api/19x19");
BENCHMARK(go_search_playouts<9, 1>)->Name("gosearch/1threads/9x9")->UseRealTime();
BENCHMARK(go_search_playouts<9, 2>)->Name("gosearch/2threads/9x9")->UseRealTime();
BENCHMARK(go_search_playouts<19, 1>)->Name("gosearch/1threads/19x19")->UseRealTime();
BENCHMARK(go_search_playouts<19, 2>)->Name("gosearch/2threads/19x19")->UseRealTime();
BENCHMARK(hex_games<hex_game_fast>)->Name("hex/bitboard/11x11");
BENCHMARK(hex_games<hex_game_naive>)->Name("hex/naive/11x11");
BENCHMARK(rhex_games<rhex_game<bitcc::games::RhexUnionFind>>)->Name("rhex/union_find/11x11");
BENCHMARK(rhex_games<rhex_game<bitcc::games::RhexBitboard>>)->Name("rhex/bitboard/11x11");
BENCHMARK(rhex_games<rhex_game_naive>)->Name("rhex/naive/11x11");
BENCHMARK(terrain_regions<regions_bitboard>)->Name("terrain/bitboard/11x11");
BENCHMARK(terrain_regions<regions_union_find>)->Name("terrain/union_find/11x11");
BENCHMARK(terrain_regions<regions_naive>)->Name("terrain/naive/11x11");

// ---- Wide boards: Hex and RHEX to 19x19, terrain maps up to 1024 cells ----------------------

const bool kWideGameSections =
    bitcc::bench::add_summary_section(
        {"hex_wide", "naive", "Hex random games on wide boards (13x13, 19x19)", "move"}) &&
    bitcc::bench::add_summary_section(
        {"rhex_wide", "naive", "RHEX 19x19 random games, the wide engines", "move"}) &&
    bitcc::bench::add_summary_section(
        {"terrain_wide", "naive", "Terrain regions, 30x20 and 32x32 maps, wide bitboards", "map"});

using bitcc::games::WideRhexBitboard;
using bitcc::games::WideRhexUnionFind;

BENCHMARK(hex_games<hex_game_fast<13>, 13>)->Name("hex_wide/bitboard/13x13");
BENCHMARK(hex_games<hex_game_naive<13>, 13>)->Name("hex_wide/naive/13x13");
BENCHMARK(hex_games<hex_game_fast<19>, 19>)->Name("hex_wide/bitboard/19x19");
BENCHMARK(hex_games<hex_game_naive<19>, 19>)->Name("hex_wide/naive/19x19");
BENCHMARK(rhex_games<rhex_game<WideRhexUnionFind, 19>, 19>)->Name("rhex_wide/union_find/19x19");
BENCHMARK(rhex_games<rhex_game<WideRhexBitboard, 19>, 19>)->Name("rhex_wide/bitboard/19x19");
BENCHMARK(rhex_games<rhex_game_naive<19>, 19>)->Name("rhex_wide/naive/19x19");
BENCHMARK(terrain_regions<regions_picked_bitboard, 30, 20>)->Name("terrain_wide/bitboard/30x20");
BENCHMARK(terrain_regions<regions_union_find, 30, 20>)->Name("terrain_wide/union_find/30x20");
BENCHMARK(terrain_regions<regions_naive, 30, 20>)->Name("terrain_wide/naive/30x20");
BENCHMARK(terrain_regions<regions_picked_bitboard, 32, 32>)->Name("terrain_wide/bitboard/32x32");
BENCHMARK(terrain_regions<regions_union_find, 32, 32>)->Name("terrain_wide/union_find/32x32");
BENCHMARK(terrain_regions<regions_naive, 32, 32>)->Name("terrain_wide/naive/32x32");

}  // namespace
