// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/bench_stc.cpp: Smash the Code placements per second, engine against the naive simulator.
//
// One item is one placement of a pair, fully resolved (place + every chain step + exact score), on
// a copy of the grid: what a bot's search does thousands of times a turn. Each input is a grid and
// its pair; every legal placement of the pair is played. Every simulator runs the same work, and
// each benchmark first checks that it agrees with the naive one on the total score.
//   stc/<engine|naive>/midgame   grids from random games (fixed seed) of 10..35 turns
//   stc/<engine|naive>/chains    grids built backwards from chains (long chains)
//   stc_placement/<engine|naive>/all          every placement on the mid-game grids
//   stc_placement/<engine|naive>/chain_start  only placements that start a chain
// The stc_placement families list the work placement by placement (grid, pair, move), so that the
// placements that start a chain can be timed alone; the mean number of chain steps per placement
// is reported as the counter "steps".
//   stc_play/<engine|engine_resolve|naive>/<chain|all>
//       the peer-style yardstick's two position sets (testing/stc_positions.hpp: random play, the
//       same generator and seeds, 100,000 placements each): `chain` the placements that start a
//       chain (its stc-chain), `all` every placement (its stc-all). engine = place + resolve_score
//       on a copy of the grid before the placement; engine_resolve = resolve_score alone on the
//       grid after it, built cell by cell (every color searched), as the yardstick times them.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/summary.hpp"
#include "bitcc/stc/stc.hpp"
#include "testing/stc_positions.hpp"
#include "testing/stc_random.hpp"
#include "testing/stc_reference.hpp"

namespace {

const bool kStcSection =
    bitcc::bench::add_summary_section({"stc", "naive",
                                       "Smash the Code: every placement of a pair, fully resolved",
                                       "placement"}) &&
    bitcc::bench::add_summary_section(
        {"stc_placement", "naive",
         "Smash the Code: one placement on a mid-game grid (place, resolve every step, exact "
         "score); all of them, or only those that start a chain",
         "placement"}) &&
    bitcc::bench::add_summary_section(
        {"stc_play", "naive",
         "Smash the Code: positions from random play, testing/stc_positions.hpp (place + resolve_score, or "
         "resolve_score alone after the placement); those that start a chain, or all",
         "placement"});

namespace stc = bitcc::stc;
namespace stc_random = bitcc::test_support::stc_random;
namespace stc_reference = bitcc::test_support::stc_reference;

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
std::vector<Position> random_game_positions(std::uint64_t seed, std::size_t count) {
  std::vector<Position> result;
  stc_random::Rng rng(seed);
  while (result.size() < count) {
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
      const stc::Move move = moves.moves[rng.below(moves.count)];
      grid.place(a, b, move);
      grid.resolve_score();
    }
    if (!alive) continue;
    const int a = rng.between(1, 5), b = rng.between(1, 5);
    if (grid.legal_moves(a, b).count > 0) result.push_back(make_position(grid, a, b));
  }
  return result;
}

const std::vector<Position>& midgame_positions() {
  static const std::vector<Position> positions = random_game_positions(0x57c0be4c, 512);
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

enum class Simulator { Engine, Naive };

// One placement of the pair, resolved on a copy of the grid; returns the turn's score.
template <Simulator S>
long long play(const Position& p, stc::Move move) {
  if constexpr (S == Simulator::Naive) {
    stc_reference::Grid grid = p.reference;
    stc_reference::place(grid, p.a, p.b, move.x, move.rotation);
    return stc_reference::resolve(grid).score;
  } else {
    stc::Grid grid = p.grid;
    grid.place(p.a, p.b, move);
    return grid.resolve_score();
  }
}

template <Simulator S>
long long work(const std::vector<Position>& positions) {
  long long total = 0;
  for (const Position& p : positions)
    for (const stc::Move move : p.moves) total += play<S>(p, move);
  return total;
}

std::size_t placements(const std::vector<Position>& positions) {
  std::size_t count = 0;
  for (const Position& p : positions) count += p.moves.size();
  return count;
}

// Checks that `run()` (a total score) equals `expected`, then times it, counting `items` per run.
// Returns false (the benchmark skipped with an error) when they differ.
template <class Run>
bool timed_if_exact(benchmark::State& state, Run run, long long expected, std::size_t items) {
  if (run() != expected) {
    state.SkipWithError("the simulator and the naive one disagree on the total score");
    return false;
  }
  for (auto _ : state) {
    const long long total = run();
    benchmark::DoNotOptimize(total);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(items));
  return true;
}

template <const std::vector<Position>& (*Positions)(), Simulator S>
void BM_stc(benchmark::State& state) {
  const std::vector<Position>& positions = Positions();
  timed_if_exact(state, [&] { return work<S>(positions); }, work<Simulator::Naive>(positions),
                 placements(positions));
}

BENCHMARK_TEMPLATE(BM_stc, midgame_positions, Simulator::Engine)->Name("stc/engine/midgame");
BENCHMARK_TEMPLATE(BM_stc, midgame_positions, Simulator::Naive)->Name("stc/naive/midgame");
BENCHMARK_TEMPLATE(BM_stc, chain_positions, Simulator::Engine)->Name("stc/engine/chains");
BENCHMARK_TEMPLATE(BM_stc, chain_positions, Simulator::Naive)->Name("stc/naive/chains");

// Placement by placement: each entry one (position, move), on the grid right before it.
struct Placement {
  const Position *position;
  stc::Move move;
  int steps;  // chain steps the placement starts (from the naive simulator)
};

std::vector<Placement> list_placements(const std::vector<Position>& positions, bool chain_only) {
  std::vector<Placement> result;
  for (const Position& p : positions)
    for (const stc::Move move : p.moves) {
      stc_reference::Grid grid = p.reference;
      stc_reference::place(grid, p.a, p.b, move.x, move.rotation);
      const int steps = static_cast<int>(stc_reference::resolve(grid).steps.size());
      if (!chain_only || steps > 0) result.push_back(Placement{&p, move, steps});
    }
  return result;
}

// Every placement on the mid-game grids above.
const std::vector<Placement>& all_placements() {
  static const std::vector<Placement> list = list_placements(midgame_positions(), false);
  return list;
}

// The placements that start a chain, from more mid-game grids (about one placement in eight
// starts one).
const std::vector<Placement>& chain_start_placements() {
  static const std::vector<Position> positions = random_game_positions(0x57c0be4d, 2048);
  static const std::vector<Placement> list = list_placements(positions, true);
  return list;
}

template <Simulator S>
long long work(const std::vector<Placement>& list) {
  long long total = 0;
  for (const Placement& placement : list) total += play<S>(*placement.position, placement.move);
  return total;
}

template <const std::vector<Placement>& (*List)(), Simulator S>
void BM_stc_placement(benchmark::State& state) {
  const std::vector<Placement>& list = List();
  if (!timed_if_exact(state, [&] { return work<S>(list); }, work<Simulator::Naive>(list),
                      list.size()))
    return;
  double steps = 0;
  for (const Placement& placement : list) steps += placement.steps;
  state.counters["steps"] = steps / static_cast<double>(list.size());
}

BENCHMARK_TEMPLATE(BM_stc_placement, all_placements, Simulator::Engine)
    ->Name("stc_placement/engine/all");
BENCHMARK_TEMPLATE(BM_stc_placement, all_placements, Simulator::Naive)
    ->Name("stc_placement/naive/all");
BENCHMARK_TEMPLATE(BM_stc_placement, chain_start_placements, Simulator::Engine)
    ->Name("stc_placement/engine/chain_start");
BENCHMARK_TEMPLATE(BM_stc_placement, chain_start_placements, Simulator::Naive)
    ->Name("stc_placement/naive/chain_start");

// The yardstick's position sets, with the grid after each placement and the naive simulator's
// score of each (the check every benchmark of the family makes first).
struct PlaySet {
  std::vector<bitcc::test_support::stc_positions::Position> positions;
  std::vector<stc::Grid> after;
  std::vector<stc_reference::Grid> reference;  // the grid before the placement
  long long naive_total = 0;
  double steps = 0;
};

PlaySet make_play_set(bool chains_only) {
  namespace positions = bitcc::test_support::stc_positions;
  PlaySet set;
  set.positions = positions::positions(100000, chains_only ? 21 : 22, 5, chains_only);
  for (const positions::Position& p : set.positions) {
    set.after.push_back(positions::after_placement(p));
    set.reference.push_back(stc_reference::from_text(stc::to_text(p.before)));
    stc_reference::Grid grid = set.reference.back();
    stc_reference::place(grid, p.a, p.b, p.move.x, p.move.rotation);
    set.naive_total += stc_reference::resolve(grid).score;
    set.steps += p.steps;
  }
  set.steps /= static_cast<double>(set.positions.size());
  return set;
}

const PlaySet& play_chain() {
  static const PlaySet set = make_play_set(true);
  return set;
}
const PlaySet& play_all() {
  static const PlaySet set = make_play_set(false);
  return set;
}

enum class PlayKernel { PlaceResolve, Resolve, Naive };

template <PlayKernel K>
long long play_work(const PlaySet& set) {
  long long total = 0;
  const std::size_t n = set.positions.size();
  for (std::size_t i = 0; i < n; ++i) {
    const auto& p = set.positions[i];
    if constexpr (K == PlayKernel::PlaceResolve) {
      stc::Grid grid = p.before;
      grid.place(p.a, p.b, p.move);
      total += grid.resolve_score();
    } else if constexpr (K == PlayKernel::Resolve) {
      stc::Grid grid = set.after[i];
      total += grid.resolve_score();
    } else {
      stc_reference::Grid grid = set.reference[i];
      stc_reference::place(grid, p.a, p.b, p.move.x, p.move.rotation);
      total += stc_reference::resolve(grid).score;
    }
  }
  return total;
}

template <const PlaySet& (*Set)(), PlayKernel K>
void BM_stc_play(benchmark::State& state) {
  const PlaySet& set = Set();
  if (timed_if_exact(state, [&] { return play_work<K>(set); }, set.naive_total,
                     set.positions.size()))
    state.counters["steps"] = set.steps;
}

BENCHMARK_TEMPLATE(BM_stc_play, play_chain, PlayKernel::PlaceResolve)->Name("stc_play/engine/chain");
BENCHMARK_TEMPLATE(BM_stc_play, play_chain, PlayKernel::Resolve)
    ->Name("stc_play/engine_resolve/chain");
BENCHMARK_TEMPLATE(BM_stc_play, play_chain, PlayKernel::Naive)->Name("stc_play/naive/chain");
BENCHMARK_TEMPLATE(BM_stc_play, play_all, PlayKernel::PlaceResolve)->Name("stc_play/engine/all");
BENCHMARK_TEMPLATE(BM_stc_play, play_all, PlayKernel::Resolve)->Name("stc_play/engine_resolve/all");
BENCHMARK_TEMPLATE(BM_stc_play, play_all, PlayKernel::Naive)->Name("stc_play/naive/all");

}  // namespace
