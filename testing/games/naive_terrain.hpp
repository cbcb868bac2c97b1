// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/games/naive_terrain.hpp: walkable regions by plain BFS over the map's text lines, for
// testing. Shares no code with bitcc/games.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace bitcc::test_support::naive {

class NaiveTerrain {
 public:
  /// `lines`: the map rows, '.' walkable and '#' blocked, all of one length. Labels every
  /// walkable cell with its region number (regions numbered in reading order of their first cell).
  explicit NaiveTerrain(std::vector<std::string> lines) : lines_(std::move(lines)) {
    const int height = static_cast<int>(lines_.size());
    const int width = static_cast<int>(lines_[0].size());
    label_.assign(height, std::vector<int>(width, -1));
    for (int row = 0; row < height; ++row)
      for (int column = 0; column < width; ++column) {
        if (lines_[row][column] != '.' || label_[row][column] >= 0) continue;
        const int region = static_cast<int>(sizes_.size());
        std::vector<std::pair<int, int>> queue = {{row, column}};
        label_[row][column] = region;
        for (std::size_t i = 0; i < queue.size(); ++i) {
          const auto [r, c] = queue[i];
          const std::pair<int, int> next[4] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
          for (const auto& [nr, nc] : next) {
            if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
            if (lines_[nr][nc] != '.' || label_[nr][nc] >= 0) continue;
            label_[nr][nc] = region;
            queue.push_back({nr, nc});
          }
        }
        sizes_.push_back(static_cast<int>(queue.size()));
      }
  }

  /// Both cells walkable.
  bool connected(int row_a, int column_a, int row_b, int column_b) const {
    return label_[row_a][column_a] == label_[row_b][column_b];
  }

  /// The walkable cell's region size.
  int region_size(int row, int column) const { return sizes_[label_[row][column]]; }

  /// Region sizes, in reading order of each region's first cell.
  const std::vector<int>& region_sizes() const { return sizes_; }

 private:
  std::vector<std::string> lines_;
  std::vector<std::vector<int>> label_;  // region number, -1 for blocked cells
  std::vector<int> sizes_;
};

}  // namespace bitcc::test_support::naive
