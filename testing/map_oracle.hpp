// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/map_oracle.hpp: the reference labeling of maps of any size, and their input pools.
//
// The oracle is a breadth-first search over a plain array of bytes, one per cell, started from each
// unlabeled set cell in raster order, with the 4 or 8 neighbour offsets written out: it knows
// nothing of words, runs or union-find. Tests turn a BitMap into bytes with the layout written here
// (cell (r, c) is bit c % 64 of word r * ceil(W / 64) + c / 64).
//
// The pools are the benchmark's six kinds of maps (random at 0.2, 0.5, 0.6, 0.8; smooth terrain;
// a maze of one-cell corridors), its maps of values (random values; the terrain cut into bands) and
// the shapes that stress a labeler (spirals, combs, checkers).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/map/bitmap.hpp"
#include "testing/pools.hpp"

namespace bitcc::test_support::maps {

/// A map as bytes: cells[r * width + c] is 1 for a set cell.
struct Cells {
  std::size_t width = 0, height = 0;
  std::vector<std::uint8_t> cells;
};

inline Cells to_cells(const map::BitMap& m) {
  Cells out{m.width(), m.height(), std::vector<std::uint8_t>(m.width() * m.height())};
  for (std::size_t r = 0; r < m.height(); ++r)
    for (std::size_t c = 0; c < m.width(); ++c)
      out.cells[r * m.width() + c] = (m.row(r)[c / 64] >> (c % 64)) & 1;
  return out;
}

/// The reference labels: 1.. in raster order of first cells (scipy.ndimage.label's numbering), 0
/// clear. Cells of other nonzero values than 1 (a map of values) join only cells of their value.
/// wrap_rows / wrap_columns: the neighbours' coordinates taken modulo the height / the width (a
/// map that wraps around: the last row touches row 0, the last column column 0).
struct Reference {
  std::uint32_t count = 0;
  std::vector<std::uint32_t> labels;
  std::vector<std::uint64_t> area;                         // per label, [0] unused
  std::vector<std::size_t> left, top, right, bottom;       // inclusive bounds per label
};

inline Reference reference_label(const Cells& map, bool eight, bool wrap_rows = false,
                                 bool wrap_columns = false) {
  const std::size_t w = map.width, h = map.height;
  Reference ref;
  ref.labels.assign(w * h, 0);
  ref.area.assign(1, 0);
  ref.left.assign(1, 0);
  ref.top.assign(1, 0);
  ref.right.assign(1, 0);
  ref.bottom.assign(1, 0);
  const int offsets4[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  const int offsets8[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
  std::vector<std::pair<std::size_t, std::size_t>> queue;
  for (std::size_t r = 0; r < h; ++r)
    for (std::size_t c = 0; c < w; ++c) {
      if (!map.cells[r * w + c] || ref.labels[r * w + c]) continue;
      const std::uint32_t label = ++ref.count;
      ref.area.push_back(0);
      ref.left.push_back(c);
      ref.top.push_back(r);
      ref.right.push_back(c);
      ref.bottom.push_back(r);
      ref.labels[r * w + c] = label;
      queue.assign(1, {r, c});
      for (std::size_t next = 0; next < queue.size(); ++next) {
        const auto [row, column] = queue[next];
        ++ref.area[label];
        ref.left[label] = std::min(ref.left[label], column);
        ref.right[label] = std::max(ref.right[label], column);
        ref.top[label] = std::min(ref.top[label], row);
        ref.bottom[label] = std::max(ref.bottom[label], row);
        for (int k = 0; k < (eight ? 8 : 4); ++k) {
          const int* d = eight ? offsets8[k] : offsets4[k];
          const long long height = static_cast<long long>(h), width = static_cast<long long>(w);
          long long nr = static_cast<long long>(row) + d[0];
          long long nc = static_cast<long long>(column) + d[1];
          if (wrap_rows) nr = (nr + height) % height;
          if (wrap_columns) nc = (nc + width) % width;
          if (nr < 0 || nc < 0 || nr >= static_cast<long long>(h) ||
              nc >= static_cast<long long>(w))
            continue;
          const std::size_t at = static_cast<std::size_t>(nr) * w + static_cast<std::size_t>(nc);
          if (map.cells[at] != map.cells[r * w + c] || ref.labels[at]) continue;
          ref.labels[at] = label;
          queue.push_back({static_cast<std::size_t>(nr), static_cast<std::size_t>(nc)});
        }
      }
    }
  return ref;
}

/// Cells set independently with probability `density`.
inline map::BitMap random_map(std::size_t width, std::size_t height, double density,
                              std::uint64_t seed) {
  Rng rng(seed);
  map::BitMap m(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      if (rng.chance(density)) m.set(r, c);
  return m;
}

/// Smooth terrain heights in [0, 1), row-major: value noise (random heights on a grid of `scale`
/// cells, blended bilinearly) with a finer octave of a quarter of its weight.
inline std::vector<double> terrain_heights(std::size_t width, std::size_t height,
                                           std::uint64_t seed, std::size_t scale = 32) {
  Rng rng(seed);
  auto lattice = [&](std::size_t cell_scale) {
    const std::size_t gw = width / cell_scale + 2, gh = height / cell_scale + 2;
    std::vector<double> v(gw * gh);
    for (double& x : v) x = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
    return std::make_pair(gw, v);
  };
  const auto coarse = lattice(scale);
  const std::size_t fine_scale = std::max<std::size_t>(2, scale / 4);
  const auto fine = lattice(fine_scale);
  auto sample = [](const std::pair<std::size_t, std::vector<double>>& grid, std::size_t s,
                   std::size_t r, std::size_t c) {
    const std::size_t gr = r / s, gc = c / s;
    const double fr = static_cast<double>(r % s) / static_cast<double>(s);
    const double fc = static_cast<double>(c % s) / static_cast<double>(s);
    auto at = [&](std::size_t y, std::size_t x) { return grid.second[y * grid.first + x]; };
    return (at(gr, gc) * (1 - fc) + at(gr, gc + 1) * fc) * (1 - fr) +
           (at(gr + 1, gc) * (1 - fc) + at(gr + 1, gc + 1) * fc) * fr;
  };
  std::vector<double> heights(width * height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      heights[r * width + c] =
          0.75 * sample(coarse, scale, r, c) + 0.25 * sample(fine, fine_scale, r, c);
  return heights;
}

/// Smooth terrain: the terrain heights above 0.45, so about 60 % of the cells are set in large
/// regions with ragged coasts, lakes and islands.
inline map::BitMap terrain_map(std::size_t width, std::size_t height, std::uint64_t seed,
                               std::size_t scale = 32) {
  const std::vector<double> heights = terrain_heights(width, height, seed, scale);
  map::BitMap m(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      if (heights[r * width + c] > 0.45) m.set(r, c);
  return m;
}

/// A map of `kinds` values (1..kinds, 0 clear; kinds at most 255) in smooth regions: terrain_map's
/// heights (the same seed, the same field) cut into `kinds` bands of equal height between the
/// lowest fifth of the cells, clear, and the highest cell.
inline Cells terrain_values(std::size_t width, std::size_t height, unsigned kinds,
                            std::uint64_t seed) {
  const std::vector<double> heights = terrain_heights(width, height, seed);
  Cells out{width, height, std::vector<std::uint8_t>(width * height)};
  if (heights.empty()) return out;
  std::vector<double> sorted = heights;
  const auto fifth = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 5);
  std::nth_element(sorted.begin(), fifth, sorted.end());
  const double low = *fifth, high = *std::max_element(heights.begin(), heights.end());
  for (std::size_t i = 0; i < heights.size(); ++i) {
    if (heights[i] < low) continue;
    const double band = high > low ? (heights[i] - low) / (high - low) * kinds : 0;
    out.cells[i] = static_cast<std::uint8_t>(std::min<double>(kinds, 1 + std::floor(band)));
  }
  return out;
}

/// A map of `kinds` values (kinds at most 255): each cell 0..kinds with equal chances (0 clear).
inline Cells random_values(std::size_t width, std::size_t height, unsigned kinds,
                           std::uint64_t seed) {
  Rng rng(seed);
  Cells out{width, height, std::vector<std::uint8_t>(width * height)};
  for (std::uint8_t& cell : out.cells) cell = static_cast<std::uint8_t>(rng.below(kinds + 1));
  return out;
}

/// A maze of one-cell corridors: a random spanning tree (depth-first, seeded) on the cells of even
/// row and column, walls everywhere else: one component of long winding corridors.
inline map::BitMap maze_map(std::size_t width, std::size_t height, std::uint64_t seed) {
  Rng rng(seed);
  map::BitMap m(width, height);
  const std::size_t rows = (height + 1) / 2, columns = (width + 1) / 2;
  if (rows == 0 || columns == 0) return m;
  std::vector<std::uint8_t> seen(rows * columns, 0);
  std::vector<std::size_t> stack{0};
  seen[0] = 1;
  m.set(0, 0);
  while (!stack.empty()) {
    const std::size_t at = stack.back();
    const std::size_t r = at / columns, c = at % columns;
    std::size_t options[4];
    int count = 0;
    if (r > 0 && !seen[at - columns]) options[count++] = at - columns;
    if (r + 1 < rows && !seen[at + columns]) options[count++] = at + columns;
    if (c > 0 && !seen[at - 1]) options[count++] = at - 1;
    if (c + 1 < columns && !seen[at + 1]) options[count++] = at + 1;
    if (count == 0) {
      stack.pop_back();
      continue;
    }
    const std::size_t next = options[rng.below(static_cast<unsigned>(count))];
    seen[next] = 1;
    const std::size_t nr = next / columns, nc = next % columns;
    m.set(r + nr, c + nc);  // the wall cell between them (at 2r + (nr - r) = r + nr)
    m.set(2 * nr, 2 * nc);
    stack.push_back(next);
  }
  return m;
}

/// A square spiral corridor (one component, every row many runs that join far away).
inline map::BitMap spiral_map(std::size_t width, std::size_t height) {
  map::BitMap m(width, height);
  long long top = 0, left = 0, bottom = static_cast<long long>(height) - 1,
            right = static_cast<long long>(width) - 1;
  while (top <= bottom && left <= right) {
    for (long long c = left; c <= right; ++c) m.set(top, c);
    for (long long r = top; r <= bottom; ++r) m.set(r, right);
    if (top + 2 <= bottom)
      for (long long c = left; c <= right; ++c) m.set(bottom, c);
    if (left + 2 <= right)
      for (long long r = top + 2; r <= bottom; ++r) m.set(r, left);
    top += 2;
    left += 2;
    bottom -= 2;
    right -= 2;
    if (top <= bottom && left <= right) m.set(top - 1, left);  // the turn into the next ring
  }
  return m;
}

/// Teeth hanging from a spine row (combs joined last), or from both ends when `both`.
inline map::BitMap comb_map(std::size_t width, std::size_t height, bool from_bottom) {
  map::BitMap m(width, height);
  for (std::size_t c = 0; c < width; ++c) {
    m.set(from_bottom ? height - 1 : 0, c);
    if (c % 2 == 0)
      for (std::size_t r = 0; r < height; ++r) m.set(r, c);
  }
  return m;
}

/// Checkerboard: the most components for 4-connectivity, one for 8.
inline map::BitMap checker_map(std::size_t width, std::size_t height) {
  map::BitMap m(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      if ((r + c) % 2 == 0) m.set(r, c);
  return m;
}

/// Every cell set.
inline map::BitMap full_map(std::size_t width, std::size_t height) {
  map::BitMap m(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c) m.set(r, c);
  return m;
}

/// A map from ASCII picture rows: '#' set, '.' clear (rows of equal length, row 0 first).
inline map::BitMap picture_map(const std::vector<std::string>& rows) {
  map::BitMap m(rows.empty() ? 0 : rows[0].size(), rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[r].size(); ++c)
      if (rows[r][c] == '#') m.set(r, c);
  return m;
}

}  // namespace bitcc::test_support::maps
