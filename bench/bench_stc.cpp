// bench/bench_stc.cpp: Smash the Code placements per second, engine against the naive simulator.
//
// One item is one placement of a pair, fully resolved (place + every chain step), on a copy of the
// grid: what a bot's search does thousands of times a turn. Each input is a grid and its pair;
// every legal placement of the pair is played. Both simulators run the same work, and each
// benchmark first checks that they agree on the total score.
//   stc/<engine|naive>/midgame  grids from random games (fixed seed) of 10..35 turns
//   stc/<engine|naive>/chains   grids built backwards from chains (long chains, unstable grids)
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "../tests/stc_random.hpp"
#include "../tests/stc_reference.hpp"
#include "bitcc/stc/stc.hpp"
#include "summary.hpp"

namespace {

const bool kStcSection = bitcc::bench::add_summary_section(
    {"stc", "naive", "Smash the Code: every placement of a pair, fully resolved", "placement"});

namespace stc = bitcc::stc;

struct Position {
  stc::Grid grid;
  stc_reference::Grid reference;
  int a, b;
  std::vector<stc::Move> moves;  // every legal placement of (a, b)
};

Position make_position(const stc::Grid& grid, int a, int b) {
  Position position{grid, stc_reference::from_text(stc::to_text(grid)), a, b, {}};
  for (const stc::Move move : grid.legal_moves(a, b)) position.moves.push_back(move);
  return position;
}

// Grids of random games: random pairs, random legal moves, a few skull lines; stopped after a
// random number of turns (games that end early are dropped).
const std::vector<Position>& midgame_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> result;
    stc_random::Rng rng(0x57c0be4c);
    while (result.size() < 512) {
      stc::Grid grid;
      const int turns = rng.between(10, 35);
      bool alive = true;
      for (int turn = 0; turn < turns && alive; ++turn) {
        if (rng.chance(0.05)) grid.drop_skull_lines(1);
        const int a = rng.between(1, 5), b = rng.between(1, 5);
        const stc::MoveList moves = grid.legal_moves(a, b);
        if (moves.count == 0) {
          alive = false;
          break;
        }
        grid.place(a, b, moves.moves[rng.below(moves.count)]);
        grid.resolve_score();
      }
      if (!alive) continue;
      const int a = rng.between(1, 5), b = rng.between(1, 5);
      if (grid.legal_moves(a, b).count > 0) result.push_back(make_position(grid, a, b));
    }
    return result;
  }();
  return positions;
}

const std::vector<Position>& chain_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> result;
    stc_random::Rng rng(0xc4a1);
    while (result.size() < 512) {
      const std::string text = stc_random::chain_grid_text(rng, rng.between(8, 14), 5, 0.1);
      const auto grid = stc::parse_grid(text);
      if (!grid) continue;
      const int a = rng.between(1, 5), b = rng.between(1, 5);
      if (grid->legal_moves(a, b).count > 0) result.push_back(make_position(*grid, a, b));
    }
    return result;
  }();
  return positions;
}

long long engine_work(const std::vector<Position>& positions) {
  long long total = 0;
  for (const Position& p : positions)
    for (const stc::Move move : p.moves) {
      stc::Grid grid = p.grid;
      grid.place(p.a, p.b, move);
      total += grid.resolve_score();
    }
  return total;
}

long long naive_work(const std::vector<Position>& positions) {
  long long total = 0;
  for (const Position& p : positions)
    for (const stc::Move move : p.moves) {
      stc_reference::Grid grid = p.reference;
      stc_reference::place(grid, p.a, p.b, move.x, move.rotation);
      total += stc_reference::resolve(grid).score;
    }
  return total;
}

std::size_t placements(const std::vector<Position>& positions) {
  std::size_t count = 0;
  for (const Position& p : positions) count += p.moves.size();
  return count;
}

template <const std::vector<Position>& (*Positions)(), bool Engine>
void BM_stc(benchmark::State& state) {
  const std::vector<Position>& positions = Positions();
  if (engine_work(positions) != naive_work(positions)) {
    state.SkipWithError("engine and naive simulator disagree on the total score");
    return;
  }
  for (auto _ : state) {
    const long long total = Engine ? engine_work(positions) : naive_work(positions);
    benchmark::DoNotOptimize(total);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(placements(positions)));
}

BENCHMARK_TEMPLATE(BM_stc, midgame_positions, true)->Name("stc/engine/midgame");
BENCHMARK_TEMPLATE(BM_stc, midgame_positions, false)->Name("stc/naive/midgame");
BENCHMARK_TEMPLATE(BM_stc, chain_positions, true)->Name("stc/engine/chains");
BENCHMARK_TEMPLATE(BM_stc, chain_positions, false)->Name("stc/naive/chains");

}  // namespace
