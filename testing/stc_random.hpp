// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/stc_random.hpp: fixed-seed random Smash the Code grids for the differential tests.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "testing/pools.hpp"

namespace bitcc::test_support::stc_random {

/// The seeded generator of the input pools, with a range helper.
class Rng : public test_support::Rng {
 public:
  using test_support::Rng::Rng;
  /// Uniform in [low, high].
  int between(int low, int high) {
    return low + static_cast<int>(below(static_cast<unsigned>(high - low + 1)));
  }
};

/// The shape of a random grid.
struct GridStyle {
  int colors = 5;             // blocks use colors 1..colors
  double skull_chance = 0.1;  // chance that a block is a skull
  int min_height = 0, max_height = 12;
  double repeat_below = 0.0;  // chance a block copies the color of the block under it
};

/// A settled grid in the game's text (12 lines, top first): every column filled from the floor to
/// a random height. Colored blocks may already form groups; the caller resolves if it needs a
/// stable grid.
inline std::string random_grid_text(Rng& rng, const GridStyle& style) {
  char cells[12][6];
  for (int column = 0; column < 6; ++column) {
    const int height = rng.between(style.min_height, style.max_height);
    char below = '.';
    for (int row = 0; row < 12; ++row) {  // row 0 = bottom
      char block = '.';
      if (row < height) {
        if (rng.chance(style.skull_chance)) {
          block = '0';
        } else if (below >= '1' && below <= '5' && rng.chance(style.repeat_below)) {
          block = below;
        } else {
          block = static_cast<char>('1' + rng.below(style.colors));
        }
      }
      cells[11 - row][column] = block;
      below = block;
    }
  }
  std::string text;
  for (auto& line : cells) {
    text.append(line, 6);
    text += '\n';
  }
  return text;
}

/// A random style: few or many colors, few or many skulls, low, mid or nearly full grids.
inline GridStyle random_style(Rng& rng) {
  GridStyle style;
  style.colors = rng.between(2, 5);
  const double skull_chances[] = {0.0, 0.05, 0.15, 0.5, 0.8};
  style.skull_chance = skull_chances[rng.below(5)];
  switch (rng.below(4)) {
    case 0: style.min_height = 0; style.max_height = 5; break;
    case 1: style.min_height = 2; style.max_height = 9; break;
    case 2: style.min_height = 8; style.max_height = 12; break;
    default: style.min_height = 0; style.max_height = 12; break;
  }
  const double repeats[] = {0.0, 0.3, 0.6};
  style.repeat_below = repeats[rng.below(3)];
  return style;
}

}  // namespace bitcc::test_support::stc_random

namespace bitcc::test_support::stc_random {

/// A grid built backwards from a chain. Starting from a few random low blocks, `groups` times a
/// group of 4 is pushed into the grid, lifting the blocks above it: a vertical stack (or an L of 3
/// plus 1 in a neighbouring column) inserted right under a block of the previous group, in another
/// color. That splits the previous group, and clearing the new one lets it fall back together, so
/// the grid tends to chain for many steps (it starts unstable: the last group pushed is whole).
/// Skulls are sprinkled with `skull_chance`. Returns the game's text.
inline std::string chain_grid_text(Rng& rng, int groups, int colors, double skull_chance) {
  char column_blocks[6][12];  // bottom first
  int height[6] = {};
  auto insert = [&](int column, int row, char block) {
    for (int r = height[column]; r > row; --r) column_blocks[column][r] = column_blocks[column][r - 1];
    column_blocks[column][row] = block;
    ++height[column];
  };
  for (int column = 0; column < 6; ++column)
    for (int i = rng.below(3); i > 0; --i)
      insert(column, height[column], rng.chance(skull_chance) ? '0' : static_cast<char>('1' + rng.below(colors)));
  // The cell (column, row) under which the next group goes: a block of the previous group.
  int target_column = rng.below(6), target_row = 0;
  char previous = '.';
  for (int g = 0; g < groups; ++g) {
    char color;
    do color = static_cast<char>('1' + rng.below(colors));
    while (color == previous);
    if (height[target_column] + 4 > 12) {  // full: continue the chain in the lowest column
      for (int c = 0; c < 6; ++c)
        if (height[c] < height[target_column]) target_column = c;
      if (height[target_column] + 4 > 12) break;
      target_row = rng.between(0, height[target_column]);
    }
    const int column = target_column;
    const int row = std::min(target_row, height[column]);
    const int side = rng.chance(0.5) ? column - 1 : column + 1;
    const bool l_shape = rng.chance(0.8) && side >= 0 && side < 6 && height[side] < 12 &&
                         height[side] >= row;
    if (l_shape) {
      for (int k = 0; k < 3; ++k) insert(column, row, color);
      const int side_row = rng.between(row, std::min(row + 2, height[side]));
      insert(side, side_row, color);
      // Next time, split this group at one of its blocks.
      if (rng.chance(0.7)) {
        target_column = side;
        target_row = side_row;
      } else {
        target_column = column;
        target_row = row + rng.below(3);
      }
    } else {
      for (int k = 0; k < 4; ++k) insert(column, row, color);
      target_column = column;
      target_row = row + rng.between(1, 3);  // inside the stack: splits it
      if (rng.chance(0.3)) target_row = row;
    }
    previous = color;
    if (rng.chance(skull_chance)) {
      const int skull_column = rng.below(6);
      if (height[skull_column] < 12) insert(skull_column, rng.between(0, height[skull_column]), '0');
    }
  }
  std::string text;
  for (int line = 0; line < 12; ++line) {
    const int r = 11 - line;
    for (int c = 0; c < 6; ++c) text += r < height[c] ? column_blocks[c][r] : '.';
    text += '\n';
  }
  return text;
}

}  // namespace bitcc::test_support::stc_random
