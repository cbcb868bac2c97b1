// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/component.hpp: the component holding one cell of a BitMap, without labeling the map.
//
// A scanline fill: the cell's run goes in, then each run taken looks at the rows above and below
// for the runs of the map it touches (with 8-connectivity, one column further on each side) that
// are not in yet. Work follows the component's cells and the cells next to it, not the map's; the
// answer is a map of the same size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bitcc/map/bitmap.hpp"
#include "bitcc/map/label.hpp"

namespace bitcc::map {

namespace component_detail {

// Bit `column` of a row's words.
inline bool bit_at(const std::uint64_t* words, std::size_t column) {
  return (words[column / 64] >> (column % 64)) & 1;
}

// Sets cells [start, end) of a row's words.
inline void set_cells(std::uint64_t* words, std::size_t start, std::size_t end) {
  for (std::size_t c = start; c < end;) {
    const std::size_t word = c / 64, low = c % 64;
    const std::size_t high = end - word * 64 >= 64 ? 64 : end - word * 64;
    const std::uint64_t ones = high - low == 64 ? ~std::uint64_t{0}
                                                : ((std::uint64_t{1} << (high - low)) - 1) << low;
    words[word] |= ones;
    c = word * 64 + high;
  }
}

struct Run {
  std::size_t row, start, end;  // cells [start, end) of `row`
};

}  // namespace component_detail

/// The cells of the component holding (row, column) under `connectivity`; an empty map of the same
/// size when the cell is clear or outside the map.
inline BitMap component_of(const BitMap& map, std::size_t row, std::size_t column,
                           Connectivity connectivity = Connectivity::Four) {
  using namespace component_detail;
  BitMap found(map.width(), map.height());
  if (!map.test(row, column)) return found;
  const std::size_t width = map.width();
  const std::size_t reach = connectivity == Connectivity::Eight ? 1 : 0;
  // The run of the map holding (r, c), a set cell.
  auto run_at = [&](std::size_t r, std::size_t c) {
    const std::uint64_t* words = map.row(r);
    std::size_t start = c, end = c + 1;
    while (start > 0 && bit_at(words, start - 1)) --start;
    while (end < width && bit_at(words, end)) ++end;
    return Run{r, start, end};
  };
  std::vector<Run> todo{run_at(row, column)};
  set_cells(found.row(row), todo[0].start, todo[0].end);
  while (!todo.empty()) {
    const Run run = todo.back();
    todo.pop_back();
    const std::size_t from = run.start >= reach ? run.start - reach : 0;
    const std::size_t to = run.end + reach < width ? run.end + reach : width;
    for (const std::size_t r : {run.row - 1, run.row + 1}) {
      if (r >= map.height()) continue;  // row -1 wraps to a huge value
      const std::uint64_t* cells = map.row(r);
      std::uint64_t* taken = found.row(r);
      for (std::size_t c = from; c < to; ++c) {
        if (!bit_at(cells, c) || bit_at(taken, c)) continue;
        const Run next = run_at(r, c);
        set_cells(taken, next.start, next.end);
        todo.push_back(next);
        c = next.end;
      }
    }
  }
  return found;
}

}  // namespace bitcc::map
