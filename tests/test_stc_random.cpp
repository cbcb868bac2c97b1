// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The engine against the naive reference simulator on random positions and move sequences: the
// whole turn outcome (legality, grid, every step, score, nuisance) must agree.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/stc/stc.hpp"
#include "testing/stc_random.hpp"
#include "testing/stc_reference.hpp"
#include "tests/sanitized.hpp"

// The full tier checks at least 200,000 positions (or BITCC_STC_RANDOM_POSITIONS: the aarch64 runs
// under qemu take fewer); the sanitizer build and the quick tier a quarter (tests/sanitized.hpp).
#ifndef BITCC_STC_RANDOM_POSITIONS
#define BITCC_STC_RANDOM_POSITIONS 200000
#endif
static int stc_random_positions() {
  return bitcc::test_support::sampled() ? BITCC_STC_RANDOM_POSITIONS / 4 : BITCC_STC_RANDOM_POSITIONS;
}

namespace {

namespace stc_random = bitcc::test_support::stc_random;

using bitcc::Board;
namespace stc = bitcc::stc;
namespace ref = bitcc::test_support::stc_reference;

bool engine_cleared(const stc::Step& step, int line, int column) {
  return (step.cleared & bitcc::cell_bit(bitcc::cell_index(11 - line, column))) != 0;
}

// Compares one resolved turn, step by step. Returns an empty string when they agree.
std::string compare_chain(const stc::Chain& chain, const ref::Turn& turn) {
  if (chain.step_count != static_cast<int>(turn.steps.size()))
    return "step count " + std::to_string(chain.step_count) + " vs reference " +
           std::to_string(turn.steps.size());
  for (int i = 0; i < chain.step_count; ++i) {
    const stc::Step& e = chain.steps[i];
    const ref::Step& r = turn.steps[static_cast<std::size_t>(i)];
    const std::string where = "step " + std::to_string(i + 1) + ": ";
    if (e.blocks != r.blocks) return where + "B " + std::to_string(e.blocks) + " vs " + std::to_string(r.blocks);
    if (e.chain_power != r.chain_power) return where + "CP differs";
    if (e.color_bonus != r.color_bonus || e.color_count != r.color_count) return where + "CB differs";
    if (e.group_bonus != r.group_bonus) return where + "GB differs";
    if (e.score != r.score) return where + "score " + std::to_string(e.score) + " vs " + std::to_string(r.score);
    if (bitcc::popcount(e.skulls_destroyed) != r.skulls_destroyed) return where + "skulls destroyed differ";
    if (bitcc::popcount(e.cleared) != static_cast<int>(r.cleared_cells.size())) return where + "cleared count differs";
    for (const auto& cell : r.cleared_cells)
      if (!engine_cleared(e, cell.first, cell.second)) return where + "cleared cells differ";
    std::vector<std::pair<int, int>> groups;
    for (int g = 0; g < e.group_count; ++g) groups.push_back({e.groups[g].color, e.groups[g].size});
    std::sort(groups.begin(), groups.end());
    if (groups != r.groups) return where + "groups differ";
    int colors = 0;
    for (const auto& group : r.groups) colors |= 1 << group.first;
    if (e.colors != colors) return where + "color set differs";
  }
  if (chain.score != turn.score) return "turn score differs";
  return "";
}

struct Coverage {
  long long positions = 0, turns = 0, illegal = 0, chains_of_at_least[7] = {}, skull_lines = 0,
            skulls_lost = 0, skulls_destroyed = 0, full_column_refusals = 0, lines_sent = 0;
};

// Plays up to 4 turns from one random position on both simulators, checking after each.
void play_position(stc_random::Rng& rng, Coverage& coverage) {
  // A third of the positions are built backwards from a chain (long chains); the others are
  // random gravity grids, half of them made stable first, as the game sends them.
  const bool chain_built = rng.chance(0.35);
  std::string text;
  if (chain_built) {
    const double skull_chances[] = {0.0, 0.1, 0.3};
    text = stc_random::chain_grid_text(rng, rng.between(8, 14), rng.between(4, 5),
                                       skull_chances[rng.below(3)]);
  } else {
    text = stc_random::random_grid_text(rng, stc_random::random_style(rng));
  }
  ref::Grid reference = ref::from_text(text);
  if (!chain_built && rng.chance(0.5)) {
    ref::resolve(reference);
    text = ref::to_text(reference);
  }
  std::string error;
  auto parsed = stc::parse_grid(text, &error);
  ASSERT_TRUE(parsed.has_value()) << error << "\n" << text;
  stc::Grid grid = *parsed;
  stc::Nuisance nuisance;
  ref::Nuisance reference_nuisance;
  ++coverage.positions;

  const int turns = rng.between(1, 4);
  for (int turn = 0; turn < turns; ++turn) {
    const std::string before = ref::to_text(reference);
    ++coverage.turns;
    // Nuisance arriving at the start of the turn.
    if (rng.chance(0.25)) {
      const int lines = rng.between(1, 5);
      const int lost = grid.drop_skull_lines(lines);
      ASSERT_EQ(lost, ref::drop_skull_lines(reference, lines)) << before;
      ASSERT_EQ(stc::to_text(grid), ref::to_text(reference)) << "after " << lines << " skull lines\n" << before;
      coverage.skull_lines += lines;
      coverage.skulls_lost += lost;
    }
    const int a = rng.between(1, 5), b = rng.chance(0.2) ? a : rng.between(1, 5);
    const stc::MoveList legal = grid.legal_moves(a, b);
    // Every move the reference accepts gives the grid of exactly one listed move (the list holds
    // the distinct placements), and every listed move is accepted.
    if (rng.chance(0.1)) {
      std::set<std::string> listed, accepted;
      for (const stc::Move m : legal) {
        ref::Grid copy = reference;
        ASSERT_TRUE(ref::place(copy, a, b, m.x, m.rotation)) << "listed move refused";
        listed.insert(ref::to_text(copy));
      }
      ASSERT_EQ(listed.size(), static_cast<std::size_t>(legal.count)) << "duplicate placements listed";
      for (int x = -1; x <= 6; ++x)
        for (int rotation = 0; rotation < 4; ++rotation) {
          ref::Grid copy = reference;
          if (ref::place(copy, a, b, x, rotation)) accepted.insert(ref::to_text(copy));
        }
      ASSERT_EQ(listed, accepted) << "pair " << a << b << "\n" << before;
    }
    int x, rotation;
    if (legal.count > 0 && rng.chance(0.85)) {
      const stc::Move m = legal.moves[rng.below(legal.count)];
      x = m.x;
      rotation = m.rotation;
    } else {
      x = rng.between(-1, 6);
      rotation = rng.between(-1, 4);
    }
    const stc::MoveError move_error = grid.place(a, b, x, rotation);
    const bool reference_legal = ref::place(reference, a, b, x, rotation);
    ASSERT_EQ(move_error == stc::MoveError::None, reference_legal)
        << "pair " << a << b << " x=" << x << " rotation=" << rotation << "\n" << before;
    ASSERT_EQ(stc::to_text(grid), ref::to_text(reference)) << "after placing\n" << before;
    if (!reference_legal) {
      ++coverage.illegal;
      if (move_error == stc::MoveError::NoRoom) ++coverage.full_column_refusals;
      continue;
    }
    stc::Grid score_only = grid;  // resolve_score takes its own path (no Chain to fill)
    const stc::Chain chain = grid.resolve();
    const ref::Turn reference_turn = ref::resolve(reference);
    int score_only_steps = -1;
    ASSERT_EQ(score_only.resolve_score(&score_only_steps), reference_turn.score)
        << "resolve_score, pair " << a << b << " x=" << x << " rotation=" << rotation << "\n"
        << before;
    ASSERT_EQ(score_only_steps, static_cast<int>(reference_turn.steps.size()));
    ASSERT_TRUE(score_only == grid) << "resolve_score left another grid than resolve";
    const std::string difference = compare_chain(chain, reference_turn);
    ASSERT_EQ(difference, "") << "pair " << a << b << " x=" << x << " rotation=" << rotation
                              << "\n" << before;
    ASSERT_EQ(stc::to_text(grid), ref::to_text(reference)) << "after resolving\n" << before;
    for (int steps = 1; steps <= 6; ++steps)
      if (chain.step_count >= steps) ++coverage.chains_of_at_least[steps];
    for (int i = 0; i < chain.step_count; ++i)
      coverage.skulls_destroyed += bitcc::popcount(chain.steps[i].skulls_destroyed);
    const int lines = nuisance.add_turn_score(chain.score);
    ASSERT_EQ(lines, reference_nuisance.add(reference_turn.score));
    ASSERT_EQ(nuisance.seventieths(), reference_nuisance.numerator);
    coverage.lines_sent += lines;
  }
}

TEST(StcRandom, EngineMatchesReferenceOnRandomTurns) {
  stc_random::Rng rng(0x57c0ffee);
  Coverage coverage;
  const int positions = stc_random_positions();
  for (int i = 0; i < positions; ++i) {
    play_position(rng, coverage);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "position " << i;
      return;
    }
  }
  std::printf("positions %lld, turns %lld, illegal %lld (no room %lld), chains >=2: %lld, >=3: %lld, "
              ">=4: %lld, >=5: %lld, >=6: %lld, skull lines %lld (lost %lld), skulls destroyed %lld, "
              "lines sent %lld\n",
              coverage.positions, coverage.turns, coverage.illegal, coverage.full_column_refusals,
              coverage.chains_of_at_least[2], coverage.chains_of_at_least[3],
              coverage.chains_of_at_least[4], coverage.chains_of_at_least[5],
              coverage.chains_of_at_least[6], coverage.skull_lines, coverage.skulls_lost,
              coverage.skulls_destroyed, coverage.lines_sent);
  // The generator must reach the cases the test claims to cover.
  const long long scale = positions;
  EXPECT_GE(coverage.positions, scale);
  EXPECT_GT(coverage.chains_of_at_least[5], scale / 400);
  EXPECT_GT(coverage.chains_of_at_least[6], scale / 4000);
  EXPECT_GT(coverage.full_column_refusals, scale / 200);
  EXPECT_GT(coverage.skulls_lost, 0);
  EXPECT_GT(coverage.skulls_destroyed, scale);
}

// Run once per BITCC_SIMD value by ctest (stc_forced_*): the gravity that value selects (PEXT/PDEP
// for avx512 and avx2 where BMI2 is fast, the bit-parallel passes for sse4.2 and scalar) runs, and
// agrees with the naive simulator on 20,000 positions; an unknown or unavailable value throws.
TEST(StcForced, RunsTheForcedGravity) {
  const char* forced = std::getenv("BITCC_SIMD");
  if (forced == nullptr || *forced == '\0') GTEST_SKIP() << "BITCC_SIMD is not set";
  const std::string value = forced;
  bool known = false, usable = false;
  for (const bitcc::Isa isa : bitcc::kAllIsas)
    if (bitcc::isa_name(isa) == value) {
      known = true;
      usable = bitcc::cpu_has(isa);
    }
  if (!known || !usable) {
    EXPECT_THROW(stc::engine_detail::use_pext(), std::runtime_error);
    if (known) GTEST_SKIP() << "this CPU lacks " << value;
    return;
  }
  bool pext = false;
#if defined(BITCC_STC_PEXT)
  pext = (value == "avx512" || value == "avx2") && __builtin_cpu_supports("bmi2") &&
         !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2");
#endif
  EXPECT_EQ(stc::engine_detail::use_pext(), pext);
  stc_random::Rng rng(0xf0 + value.size());
  Coverage coverage;
  for (int i = 0; i < 20000; ++i) {
    play_position(rng, coverage);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "position " << i;
      return;
    }
  }
}

}  // namespace
