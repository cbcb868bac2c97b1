// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/stc_reference.hpp: a naive Smash the Code simulator, the oracle for bitcc::stc.
//
// Written for clarity straight from the rules, sharing no code with the engine: a grid of
// characters stored the way the game prints it (line 0 is the TOP line, so blocks fall towards
// larger line numbers), flood fill with an explicit queue, gravity by rewriting each column.
// Nothing here is fast on purpose.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace bitcc::test_support::stc_reference {

constexpr int kLines = 12;    // grid lines, top first
constexpr int kColumns = 6;

struct Grid {
  // cell[line][column]: '.', '0' (skull) or '1'..'5'; line 0 is the top of the grid.
  char cell[kLines][kColumns];
};

inline Grid empty_grid() {
  Grid grid;
  for (int line = 0; line < kLines; ++line)
    for (int column = 0; column < kColumns; ++column) grid.cell[line][column] = '.';
  return grid;
}

// Reads 12 lines of 6 characters (the caller gives valid text).
inline Grid from_text(const std::string& text) {
  Grid grid = empty_grid();
  int line = 0, column = 0;
  for (char c : text) {
    if (c == '\n') {
      ++line;
      column = 0;
    } else if (line < kLines && column < kColumns) {
      grid.cell[line][column++] = c;
    }
  }
  return grid;
}

inline std::string to_text(const Grid& grid) {
  std::string text;
  for (int line = 0; line < kLines; ++line) {
    for (int column = 0; column < kColumns; ++column) text += grid.cell[line][column];
    text += '\n';
  }
  return text;
}

inline bool is_color(char c) { return c >= '1' && c <= '5'; }

// The number of empty cells at the top of a column (blocks rest on each other, so these are all
// of its empty cells in a settled grid).
inline int free_cells(const Grid& grid, int column) {
  int free = 0;
  while (free < kLines && grid.cell[free][column] == '.') ++free;
  return free;
}

// Lets one block fall in `column` from above the grid: it stops on the floor or on a block.
inline void drop_block(Grid& grid, int column, char block) {
  int line = 0;
  while (line + 1 < kLines && grid.cell[line + 1][column] == '.') ++line;
  grid.cell[line][column] = block;
}

// Places the pair per the rotation table. Returns false (grid untouched) when illegal.
//   0: A at x, B at x+1;  1: both at x, B on top;  2: A at x, B at x-1;  3: both at x, A on top.
inline bool place(Grid& grid, int color_a, int color_b, int x, int rotation) {
  if (color_a < 1 || color_a > 5 || color_b < 1 || color_b > 5) return false;
  const char a = static_cast<char>('0' + color_a), b = static_cast<char>('0' + color_b);
  if (rotation == 0 || rotation == 2) {
    const int x_b = rotation == 0 ? x + 1 : x - 1;
    if (x < 0 || x >= kColumns || x_b < 0 || x_b >= kColumns) return false;
    if (free_cells(grid, x) < 1 || free_cells(grid, x_b) < 1) return false;
    drop_block(grid, x, a);
    drop_block(grid, x_b, b);
    return true;
  }
  if (rotation == 1 || rotation == 3) {
    if (x < 0 || x >= kColumns) return false;
    if (free_cells(grid, x) < 2) return false;
    if (rotation == 1) {  // B on top of A: A lands first
      drop_block(grid, x, a);
      drop_block(grid, x, b);
    } else {
      drop_block(grid, x, b);
      drop_block(grid, x, a);
    }
    return true;
  }
  return false;
}

struct Step {
  int blocks = 0;           // colored blocks cleared
  int skulls_destroyed = 0;
  int color_count = 0;
  int chain_power = 0, color_bonus = 0, group_bonus = 0;
  long long score = 0;
  std::vector<std::pair<int, int>> groups;           // (color, size), sorted
  std::vector<std::pair<int, int>> cleared_cells;    // (line, column) of cleared colored blocks
};

struct Turn {
  std::vector<Step> steps;
  long long score = 0;
};

// The cells of the same-color group containing (line, column), by breadth-first search.
inline std::vector<std::pair<int, int>> flood(const Grid& grid, int line, int column,
                                             bool (&seen)[kLines][kColumns]) {
  std::vector<std::pair<int, int>> queue{{line, column}};
  seen[line][column] = true;
  const char color = grid.cell[line][column];
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const int l = queue[next].first, c = queue[next].second;
    const int dl[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const int nl = l + dl[d], nc = c + dc[d];
      if (nl < 0 || nl >= kLines || nc < 0 || nc >= kColumns) continue;
      if (seen[nl][nc] || grid.cell[nl][nc] != color) continue;
      seen[nl][nc] = true;
      queue.push_back({nl, nc});
    }
  }
  return queue;
}

// Every block falls to the bottom of its column, keeping its order.
inline void apply_gravity(Grid& grid) {
  for (int column = 0; column < kColumns; ++column) {
    std::string blocks;  // bottom first
    for (int line = kLines - 1; line >= 0; --line)
      if (grid.cell[line][column] != '.') blocks += grid.cell[line][column];
    for (int line = kLines - 1, i = 0; line >= 0; --line, ++i)
      grid.cell[line][column] = i < static_cast<int>(blocks.size()) ? blocks[static_cast<std::size_t>(i)] : '.';
  }
}

// Chain steps until nothing clears. B counts colored blocks only; destroyed skulls score nothing.
inline Turn resolve(Grid& grid) {
  Turn turn;
  for (int step_number = 1;; ++step_number) {
    bool seen[kLines][kColumns] = {};
    bool clear[kLines][kColumns] = {};
    Step step;
    bool colors[6] = {};
    // 1. Find every group first, then clear them together.
    for (int line = 0; line < kLines; ++line)
      for (int column = 0; column < kColumns; ++column) {
        if (seen[line][column] || !is_color(grid.cell[line][column])) continue;
        const auto group = flood(grid, line, column, seen);
        if (group.size() < 4) continue;
        const int color = grid.cell[line][column] - '0';
        step.groups.push_back({color, static_cast<int>(group.size())});
        colors[color] = true;
        for (const auto& cell : group) clear[cell.first][cell.second] = true;
      }
    if (step.groups.empty()) break;
    // 2. Skulls next to a cleared block are destroyed too.
    bool destroy[kLines][kColumns] = {};
    for (int line = 0; line < kLines; ++line)
      for (int column = 0; column < kColumns; ++column) {
        if (grid.cell[line][column] != '0') continue;
        const bool touches = (line > 0 && clear[line - 1][column]) ||
                             (line + 1 < kLines && clear[line + 1][column]) ||
                             (column > 0 && clear[line][column - 1]) ||
                             (column + 1 < kColumns && clear[line][column + 1]);
        if (touches) destroy[line][column] = true;
      }
    for (int line = 0; line < kLines; ++line)
      for (int column = 0; column < kColumns; ++column) {
        if (clear[line][column]) {
          ++step.blocks;
          step.cleared_cells.push_back({line, column});
          grid.cell[line][column] = '.';
        }
        if (destroy[line][column]) {
          ++step.skulls_destroyed;
          grid.cell[line][column] = '.';
        }
      }
    // Score: 10 * B * clamp(CP + CB + GB, 1, 999).
    long long chain_power = 0;
    if (step_number >= 2) {
      chain_power = 8;
      for (int i = 2; i < step_number && chain_power <= 999; ++i) chain_power *= 2;
      if (chain_power > 999) chain_power = 999;
    }
    for (int color = 1; color <= 5; ++color) step.color_count += colors[color] ? 1 : 0;
    const int color_bonus_table[6] = {0, 0, 2, 4, 8, 16};
    step.color_bonus = color_bonus_table[step.color_count];
    for (const auto& group : step.groups) {
      const int size = group.second;
      int bonus;
      if (size == 4) bonus = 0;
      else if (size == 5) bonus = 1;
      else if (size == 6) bonus = 2;
      else if (size == 7) bonus = 3;
      else if (size == 8) bonus = 4;
      else if (size == 9) bonus = 5;
      else if (size == 10) bonus = 6;
      else bonus = 8;
      step.group_bonus += bonus;
    }
    step.chain_power = static_cast<int>(chain_power);
    long long multiplier = chain_power + step.color_bonus + step.group_bonus;
    if (multiplier < 1) multiplier = 1;
    if (multiplier > 999) multiplier = 999;
    step.score = 10LL * step.blocks * multiplier;
    std::sort(step.groups.begin(), step.groups.end());
    turn.score += step.score;
    turn.steps.push_back(step);
    // 3. Gravity, then look again.
    apply_gravity(grid);
  }
  return turn;
}

// Drops `lines` lines of skulls, one per column each; a skull with no room in its column is lost.
// Returns the number lost.
inline int drop_skull_lines(Grid& grid, int lines) {
  int lost = 0;
  for (int i = 0; i < lines; ++i)
    for (int column = 0; column < kColumns; ++column) {
      if (grid.cell[0][column] != '.') {
        ++lost;
        continue;
      }
      drop_block(grid, column, '0');
    }
  return lost;
}

// The nuisance total as a fraction numerator / 70.
struct Nuisance {
  long long numerator = 0;
  // Adds score / 70 and returns the lines sent (one per whole 6 points, each subtracting 6).
  int add(long long score) {
    numerator += score;
    int lines = 0;
    while (numerator >= 6 * 70) {
      numerator -= 6 * 70;
      ++lines;
    }
    return lines;
  }
};

}  // namespace bitcc::test_support::stc_reference
