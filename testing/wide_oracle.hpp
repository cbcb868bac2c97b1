// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/wide_oracle.hpp: the reference labeling of wide boards, and their input pools.
//
// The oracle is a breadth-first search over a plain W x H array of cells indexed by (row, column),
// with each adjacency's neighbour offsets written out (testing/oracle.hpp's), written to be
// obviously right: it knows nothing of the bit layout, the shifts, the labelers or the floods of
// bitcc/wide. Tests turn boards into grids (to_grid) with the layout's formula written here: cell
// (row r, column c) is bit (W + 1) * r + c.
#pragma once

#include <cstdint>
#include <vector>

#include "bitcc/wide/geometry.hpp"
#include "testing/oracle.hpp"
#include "testing/pools.hpp"

namespace bitcc::test_support::wide {

/// A W x H grid of cells, grid[row * W + column], row 0 at the bottom.
struct Grid {
  int width = 0, height = 0;
  std::vector<bool> cells;
  bool at(int row, int column) const { return cells[static_cast<std::size_t>(row * width + column)]; }
};

/// The documented bit of (row, column) in a wide board of width W.
constexpr int layout_bit(int width, int row, int column) { return (width + 1) * row + column; }

template <class G>
Grid to_grid(const typename G::Board& b) {
  Grid grid{G::kWidth, G::kHeight, std::vector<bool>(static_cast<std::size_t>(G::kCells))};
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column) {
      const int bit = layout_bit(G::kWidth, row, column);
      grid.cells[static_cast<std::size_t>(row * G::kWidth + column)] =
          (b.word[bit / 64] >> (bit % 64) & 1) != 0;
    }
  return grid;
}

template <class G>
typename G::Board from_grid(const Grid& grid) {
  typename G::Board b{};
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column)
      if (grid.at(row, column)) {
        const int bit = layout_bit(G::kWidth, row, column);
        b.word[bit / 64] |= std::uint64_t{1} << (bit % 64);
      }
  return b;
}

/// The components of `grid` under `adjacency`, each a grid, in ascending order of their lowest
/// cell (row first, then column: the order of the bits).
inline std::vector<Grid> oracle_components(const Grid& grid, Adjacency adjacency) {
  const int w = grid.width, h = grid.height;
  std::vector<bool> seen(grid.cells.size());
  std::vector<Grid> components;
  std::vector<int> queue;
  for (int start = 0; start < w * h; ++start) {
    if (!grid.cells[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)])
      continue;
    Grid component{w, h, std::vector<bool>(grid.cells.size())};
    queue.assign(1, start);
    seen[static_cast<std::size_t>(start)] = true;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int cell = queue[head];
      component.cells[static_cast<std::size_t>(cell)] = true;
      const int row = cell / w, column = cell % w;
      for (int k = 0; k < neighbour_offset_count(adjacency); ++k) {
        const int r = row + kNeighbourOffsets[k][0], c = column + kNeighbourOffsets[k][1];
        if (r < 0 || r >= h || c < 0 || c >= w) continue;
        const int next = r * w + c;
        if (grid.cells[static_cast<std::size_t>(next)] && !seen[static_cast<std::size_t>(next)]) {
          seen[static_cast<std::size_t>(next)] = true;
          queue.push_back(next);
        }
      }
    }
    components.push_back(std::move(component));
  }
  return components;
}

// ---- Pools: random, and shapes that are hard for one labeler or another. ----

/// Cells set independently with probability `density`.
template <class G>
typename G::Board random_board(Rng& rng, double density) {
  Grid grid{G::kWidth, G::kHeight, std::vector<bool>(static_cast<std::size_t>(G::kCells))};
  for (std::size_t i = 0; i < grid.cells.size(); ++i) grid.cells[i] = rng.chance(density);
  return from_grid<G>(grid);
}

/// Every cell set.
template <class G>
typename G::Board full_board() {
  return from_grid<G>(Grid{G::kWidth, G::kHeight, std::vector<bool>(G::kCells, true)});
}

/// A square spiral one cell wide with a one-cell gap between its turns: a single component whose
/// shortest paths are as long as the board allows. Drawn by a walker that starts at the bottom
/// left going right, steps on while the next cell and the one after it are free (or past the edge),
/// and turns left when it cannot.
template <class G>
typename G::Board spiral_board() {
  const int w = G::kWidth, h = G::kHeight;
  Grid grid{w, h, std::vector<bool>(static_cast<std::size_t>(w * h))};
  auto inside = [&](int r, int c) { return r >= 0 && r < h && c >= 0 && c < w; };
  auto set = [&](int r, int c) { return inside(r, c) && grid.at(r, c); };
  const int steps[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  int row = 0, column = 0, direction = 0;
  grid.cells[0] = true;
  for (int failed_turns = 0; failed_turns < 2;) {
    const int dr = steps[direction][0], dc = steps[direction][1];
    if (inside(row + dr, column + dc) && !set(row + dr, column + dc) &&
        !set(row + 2 * dr, column + 2 * dc)) {
      row += dr, column += dc;
      grid.cells[static_cast<std::size_t>(row * w + column)] = true;
      failed_turns = 0;
    } else {
      direction = (direction + 1) % 4;
      ++failed_turns;
    }
  }
  return from_grid<G>(grid);
}

/// A comb: the bottom row and every other column, up to the top; then the same teeth hanging
/// from the top row, shifted by one (on hex boards the teeth touch diagonally).
template <class G>
typename G::Board comb_board(bool from_top) {
  const int w = G::kWidth, h = G::kHeight;
  Grid grid{w, h, std::vector<bool>(static_cast<std::size_t>(w * h))};
  const int spine = from_top ? h - 1 : 0;
  for (int column = 0; column < w; ++column) grid.cells[static_cast<std::size_t>(spine * w + column)] = true;
  for (int column = from_top ? 1 : 0; column < w; column += 2)
    for (int row = 0; row < h; ++row) grid.cells[static_cast<std::size_t>(row * w + column)] = true;
  return from_grid<G>(grid);
}

/// A checkerboard (the most components a square board holds), or its complement.
template <class G>
typename G::Board checker_board(int parity) {
  Grid grid{G::kWidth, G::kHeight, std::vector<bool>(static_cast<std::size_t>(G::kCells))};
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column)
      grid.cells[static_cast<std::size_t>(row * G::kWidth + column)] = (row + column) % 2 == parity;
  return from_grid<G>(grid);
}

/// A maze of one-cell corridors: a random spanning tree of the cells at even (row, column), its
/// edges opened through the odd cells between them (depth-first, so corridors are long).
template <class G>
typename G::Board maze_board(Rng& rng) {
  const int w = G::kWidth, h = G::kHeight;
  Grid grid{w, h, std::vector<bool>(static_cast<std::size_t>(w * h))};
  std::vector<int> stack{0};
  grid.cells[0] = true;
  while (!stack.empty()) {
    const int cell = stack.back();
    const int row = cell / w, column = cell % w;
    int options[4], count = 0;
    const int steps[4][2] = {{0, 2}, {0, -2}, {2, 0}, {-2, 0}};
    for (const auto& step : steps) {
      const int r = row + step[0], c = column + step[1];
      if (r >= 0 && r < h && c >= 0 && c < w && !grid.at(r, c)) options[count++] = r * w + c;
    }
    if (count == 0) {
      stack.pop_back();
      continue;
    }
    const int next = options[rng.below(static_cast<unsigned>(count))];
    grid.cells[static_cast<std::size_t>(next)] = true;
    grid.cells[static_cast<std::size_t>((cell + next) / 2)] = true;  // the cell between
    stack.push_back(next);
  }
  return from_grid<G>(grid);
}

}  // namespace bitcc::test_support::wide
