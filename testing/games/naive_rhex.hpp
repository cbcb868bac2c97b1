// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/games/naive_rhex.hpp: RHEX written straight from the rules, for testing: an n x n array
// and a BFS of the occupied cells from each new tile. Shares no code with bitcc/games.
#pragma once

#include <utility>
#include <vector>

namespace bitcc::test_support::naive {

class NaiveRhex {
 public:
  enum { Empty = 0, Black = 1, White = 2 };

  explicit NaiveRhex(int n) : n_(n), grid_(static_cast<std::size_t>(n * n), Empty) {}

  struct Step {
    int zone = 0;     // tiles in the dominated zone, the new one included
    int flipped = 0;  // tiles turned over
  };

  /// Puts a tile of `color` on the empty (row, column) and applies the flip rule (no turn or game
  /// end checks: callers drive the game).
  Step place(int color, int row, int column) {
    grid_[index(row, column)] = color;
    std::vector<char> seen(grid_.size(), 0);
    std::vector<std::pair<int, int>> zone = {{row, column}};
    seen[index(row, column)] = 1;
    const int steps[6][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, -1}, {-1, 1}};
    for (std::size_t i = 0; i < zone.size(); ++i)
      for (const auto& step : steps) {
        const int r = zone[i].first + step[0], c = zone[i].second + step[1];
        if (r < 0 || r >= n_ || c < 0 || c >= n_ || grid_[index(r, c)] == Empty) continue;
        if (seen[index(r, c)]) continue;
        seen[index(r, c)] = 1;
        zone.push_back({r, c});
      }
    int mine = 0, theirs = 0;
    for (const auto& [r, c] : zone) (grid_[index(r, c)] == color ? mine : theirs) += 1;
    Step step;
    step.zone = static_cast<int>(zone.size());
    if (mine < theirs) {
      for (const auto& [r, c] : zone) grid_[index(r, c)] = grid_[index(r, c)] == Black ? White : Black;
      step.flipped = step.zone;
    }
    return step;
  }

  int at(int row, int column) const { return grid_[index(row, column)]; }

  int count(int color) const {
    int total = 0;
    for (const int cell : grid_) total += cell == color;
    return total;
  }

 private:
  std::size_t index(int row, int column) const { return static_cast<std::size_t>(row * n_ + column); }

  int n_;
  std::vector<int> grid_;
};

}  // namespace bitcc::test_support::naive
