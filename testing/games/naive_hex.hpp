// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/games/naive_hex.hpp: Hex written straight from the rules, for testing: an n x n array,
// and after every stone a BFS from the mover's first edge (a stone can only complete its own
// color's chain). Black joins the bottom row (row 0) to the top row; white joins the left column
// (column 0) to the right column. Shares no code with bitcc/games.
#pragma once

#include <utility>
#include <vector>

namespace bitcc::test_support::naive {

class NaiveHex {
 public:
  enum { Empty = 0, Black = 1, White = 2 };

  explicit NaiveHex(int n) : n_(n), grid_(static_cast<std::size_t>(n * n), Empty) {}

  /// Places a stone (no turn or legality checks: callers pick empty cells) and returns `color`
  /// when it now connects its edges, else Empty.
  int place(int color, int row, int column) {
    grid_[static_cast<std::size_t>(row * n_ + column)] = color;
    return connects(color) ? color : Empty;
  }

  int at(int row, int column) const { return grid_[static_cast<std::size_t>(row * n_ + column)]; }

  /// BFS from the color's first edge through its stones; true when the far edge is reached.
  bool connects(int color) const {
    std::vector<char> seen(grid_.size(), 0);
    std::vector<std::pair<int, int>> queue;
    for (int i = 0; i < n_; ++i) {
      const int row = color == Black ? 0 : i;
      const int column = color == Black ? i : 0;
      if (at(row, column) == color) {
        seen[static_cast<std::size_t>(row * n_ + column)] = 1;
        queue.push_back({row, column});
      }
    }
    const int steps[6][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, -1}, {-1, 1}};
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const auto [row, column] = queue[i];
      if ((color == Black ? row : column) == n_ - 1) return true;
      for (const auto& step : steps) {
        const int r = row + step[0], c = column + step[1];
        if (r < 0 || r >= n_ || c < 0 || c >= n_ || at(r, c) != color) continue;
        if (seen[static_cast<std::size_t>(r * n_ + c)]) continue;
        seen[static_cast<std::size_t>(r * n_ + c)] = 1;
        queue.push_back({r, c});
      }
    }
    return false;
  }

 private:
  int n_;
  std::vector<int> grid_;
};

}  // namespace bitcc::test_support::naive
