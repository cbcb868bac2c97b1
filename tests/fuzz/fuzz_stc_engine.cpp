// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the Smash the Code engine against the naive simulator (testing/stc_reference.hpp),
// through the engine's public interface only (Grid, place, resolve, drop_skull_lines, parse_grid).
// The input builds a settled grid (72 bytes, one per cell, then gravity) and then a list of
// turns: pairs with colors, columns and rotations in and around the valid ranges, and skull
// drops. After every turn both must agree on legality, the score, the number of chain steps, the
// skulls lost and the whole grid.
#include <cstddef>
#include <cstdint>
#include <string>

#include "bitcc/stc/stc.hpp"
#include "testing/stc_reference.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace ref = bitcc::test_support::stc_reference;
namespace stc = bitcc::stc;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  ref::Grid expected = ref::empty_grid();
  for (int line = 0; line < ref::kLines; ++line)
    for (int column = 0; column < ref::kColumns; ++column) {
      const int kind = data.ConsumeIntegralInRange<int>(0, 9);  // mostly empty, else a skull or a color
      expected.cell[line][column] = kind < 6 ? '.' : "012345"[(kind * 7 + line + column) % 6];
    }
  ref::apply_gravity(expected);

  std::string error;
  std::optional<stc::Grid> parsed = stc::parse_grid(ref::to_text(expected), &error);
  if (!parsed) bitcc::fuzz::fuzz_fail("parse_grid refused a settled grid: " + error);
  stc::Grid grid = *parsed;

  for (int turn = 0; turn < 40 && data.remaining_bytes() > 0; ++turn) {
    const std::string before = ref::to_text(expected);
    if (data.ConsumeIntegralInRange<int>(0, 7) == 0) {
      const int lines = data.ConsumeIntegralInRange<int>(0, 3);
      const int lost = grid.drop_skull_lines(lines);
      const int expected_lost = ref::drop_skull_lines(expected, lines);
      if (lost != expected_lost)
        bitcc::fuzz::fuzz_fail("skulls lost: " + std::to_string(lost) + ", the reference loses " +
                               std::to_string(expected_lost) + "; grid before:\n" + before);
    } else {
      const int a = data.ConsumeIntegralInRange<int>(0, 6), b = data.ConsumeIntegralInRange<int>(0, 6);
      const int x = data.ConsumeIntegralInRange<int>(-2, 7), rotation = data.ConsumeIntegralInRange<int>(-1, 4);
      const std::string move = std::to_string(a) + " " + std::to_string(b) + " " +
                               std::to_string(x) + " " + std::to_string(rotation);
      const bool legal = grid.place(a, b, x, rotation) == stc::MoveError::None;
      if (legal != ref::place(expected, a, b, x, rotation))
        bitcc::fuzz::fuzz_fail("move " + move + ": legality differs; grid:\n" + before);
      if (legal) {
        const stc::Chain chain = grid.resolve();
        const ref::Turn reference = ref::resolve(expected);
        if (chain.score != reference.score ||
            chain.step_count != static_cast<int>(reference.steps.size()))
          bitcc::fuzz::fuzz_fail("move " + move + ": score " + std::to_string(chain.score) + " in " +
                                 std::to_string(chain.step_count) + " steps, the reference " +
                                 std::to_string(reference.score) + " in " +
                                 std::to_string(reference.steps.size()) + "; grid before:\n" +
                                 before);
      }
    }
    if (stc::to_text(grid) != ref::to_text(expected))
      bitcc::fuzz::fuzz_fail("grids differ after a turn; before:\n" + before + "engine:\n" +
                             stc::to_text(grid) + "reference:\n" + ref::to_text(expected));
  }
  return 0;
}
