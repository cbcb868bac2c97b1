// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/values.hpp: the components of equal nonzero value of a map of 8-, 16- or 32-bit values
// (terrain types, colours, land-cover classes), in one call.
//
// The contract is map::label's (label.hpp) with "set" read as "nonzero" and "joined" as "joined and
// of equal value": every nonzero cell gets the label of its component, zero cells 0, components
// numbered 1..n in raster order of their first cell, as scipy.ndimage.label on each value's mask
// in turn would find them, renumbered together by first cell. Wrap-around and statistics as
// LabelOptions gives them, and each component's value on request.
//
// How: a run-based labeler. The cells of a row come in runs of equal value; every run is an element
// of a union-find numbered in raster order (clear runs too: they stay alone and get label 0), each
// row followed by an empty sentinel run at column `width`, so that run i spans
// [start[i], start[i + 1]) and rows are found without a branch. A row's runs are found without a
// branch per cell (a start is stored at every cell, the count advanced where the value changes).
// Pass 1 joins each run with the runs of equal value of the row above that touch it (a merge of
// the two rows' runs in column order), keeping the smaller number as the root, as map::label's
// pass 1 does; the roots are numbered in one forward pass (label_detail::number_roots), the edges
// that wrap joined (label_detail::EdgeJoins), and pass 2 writes each run's label over its cells.
//
// Bounds: rows of fewer than 2^32 cells, at most 2^32 - 64 runs and rows together; beyond,
// std::length_error before anything is written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "bitcc/map/label.hpp"

namespace bitcc::map {

/// A map of values, one per cell, row-major: cell (r, c) is cells[r * stride + c] (stride, in
/// values, at least width). Value: std::uint8_t, std::uint16_t or std::uint32_t; 0 is clear.
template <class Value>
struct ValueMap {
  static_assert(std::is_same_v<Value, std::uint8_t> || std::is_same_v<Value, std::uint16_t> ||
                    std::is_same_v<Value, std::uint32_t>,
                "bitcc::map::ValueMap holds 8-, 16- or 32-bit unsigned values");
  const Value* cells = nullptr;
  std::size_t width = 0, height = 0, stride = 0;

  /// The value of (row, column); requires row < height and column < width.
  Value at(std::size_t row, std::size_t column) const { return cells[row * stride + column]; }
};

namespace values_detail {

using label_detail::RunIndex;

/// The runs of a value map, as the top of this file says: start[i], value[i], the union-find
/// parent[i] (labels in the end), and row r's runs from row_first[r] (its sentinel is the run
/// before row_first[r + 1]).
template <class Value>
struct Runs {
  std::vector<std::uint32_t> start;
  std::vector<Value> value;
  std::vector<RunIndex> parent;
  std::vector<RunIndex> row_first;
};

/// Calls link(above_run, below_run) for each pair of runs of equal nonzero value that touch, the
/// runs above in [above, above_end), those below in [below, below_end) (sentinels excluded), in
/// the order of the runs below. Under 4-connectivity two runs of adjacent rows touch when their
/// columns overlap, under 8-connectivity also when one ends right before the other starts.
template <bool kEight, class Value, class Link>
BITCC_MAP_INLINE void link_value_rows(const std::uint32_t* start, const Value* value,
                                      RunIndex above, RunIndex above_end, RunIndex below,
                                      RunIndex below_end, Link&& link) {
  const std::uint32_t reach = kEight ? 1 : 0;  // columns past a run's ends that it touches
  for (; below < below_end; ++below) {
    const Value v = value[below];
    if (v == 0) continue;
    const std::uint64_t s = start[below], e = start[below + 1];
    // The first run above that reaches column s - reach: the runs before it end left of this run
    // and of every later one.
    while (above < above_end && std::uint64_t{start[above + 1]} + reach <= s) ++above;
    for (RunIndex j = above; j < above_end && start[j] < e + reach; ++j)
      if (value[j] == v) link(j, below);
  }
}

/// Pass 1: the runs of every row, joined with those of the row above. Throws std::length_error
/// beyond the bounds at the top of this file.
template <bool kEight, class Value>
void scan(const ValueMap<Value>& map, Runs<Value>& runs) {
  const std::size_t width = map.width, height = map.height;
  runs.row_first.resize(height + 1);
  std::size_t n = 0;
  auto grow = [&](std::size_t need) {
    if (need <= runs.start.size()) return;
    if (need > label_detail::kMaxRunIndex)
      throw std::length_error("bitcc::map::label_values: the map of " + std::to_string(width) +
                              " x " + std::to_string(height) +
                              " cells has more than 2^32 - 64 runs of equal values and rows");
    const std::size_t size = std::max<std::size_t>(need, std::min<std::size_t>(
                                                             2 * runs.start.size(),
                                                             label_detail::kMaxRunIndex));
    runs.start.resize(size);
    runs.value.resize(size);
    runs.parent.resize(size);
  };
  for (std::size_t r = 0; r < height; ++r) {
    grow(n + width + 1);
    const Value* row = map.cells + r * map.stride;
    std::uint32_t* start = runs.start.data();
    Value* value = runs.value.data();
    const RunIndex first = static_cast<RunIndex>(n);
    runs.row_first[r] = first;
    start[n] = 0;
    value[n] = row[0];
    ++n;
    for (std::size_t c = 1; c < width; ++c) {  // stored at every cell, kept where a run starts
      start[n] = static_cast<std::uint32_t>(c);
      value[n] = row[c];
      n += row[c] != row[c - 1];
    }
    start[n] = static_cast<std::uint32_t>(width);  // the sentinel
    value[n] = 0;
    ++n;
    RunIndex* parent = runs.parent.data();
    for (RunIndex i = first; i < n; ++i) parent[i] = i;
    if (r == 0) continue;
    // The run below's first link needs no find (it is its own root), its next ones reuse the root
    // the previous link left (as map::label's link_rows does).
    RunIndex last_below = ~RunIndex{0}, last_root = 0;
    link_value_rows<kEight>(start, value, runs.row_first[r - 1], first - 1, first,
                            static_cast<RunIndex>(n - 1), [&](RunIndex a, RunIndex b) {
                              const RunIndex below = b == last_below ? last_root : b;
                              const RunIndex above = label_detail::find_root(parent, a);
                              last_root = union_find_core::join_by_index(parent, above, below);
                              last_below = b;
                            });
  }
  runs.row_first[height] = static_cast<RunIndex>(n);
}

/// Wrap-around (after the runs are numbered: parent[] holds labels): as label_detail::join_periodic
/// for a BitMap. Returns the new count.
template <bool kEight, class Value>
Label join_periodic(const ValueMap<Value>& map, Periodic periodic, Runs<Value>& runs, Label count) {
  const std::size_t height = map.height;
  const RunIndex* row_first = runs.row_first.data();
  const Value* value = runs.value.data();
  Label* labels = runs.parent.data();
  label_detail::EdgeJoins joins(count);
  if (periodic.columns) {
    // A row's first run holds column 0, its last (before the sentinel) column width - 1.
    auto last = [&](std::size_t r) { return row_first[r + 1] - 2; };
    auto join = [&](RunIndex a, RunIndex b) {
      if (value[a] == value[b]) joins.join(labels[a], labels[b]);
    };
    for (std::size_t r = 0; r < height; ++r) {
      join(last(r), row_first[r]);
      if (kEight) {
        if (r > 0 || periodic.rows) join(last(r), row_first[(r + height - 1) % height]);
        if (r + 1 < height || periodic.rows) join(last(r), row_first[(r + 1) % height]);
      }
    }
  }
  if (periodic.rows)
    link_value_rows<kEight>(runs.start.data(), value, row_first[height - 1], row_first[height] - 1,
                            row_first[0], row_first[1] - 1,
                            [&](RunIndex a, RunIndex b) { joins.join(labels[a], labels[b]); });
  return joins.renumber(labels, 0, row_first[height]);
}

}  // namespace values_detail

/// Labels the components of equal nonzero value of `map` into `image` (row r from
/// image[r * map.width]; `image_size` labels there, at least width * height) and returns their
/// number. Options: 4- or 8-connectivity, wrap-around, statistics (LabelOptions; `threads` is not
/// used: one thread). When `values` is not null it receives count + 1 entries, values[k] the value
/// of component k (values[0] = 0). Throws std::invalid_argument when the image is too small, the
/// stride below the width or the cells null (nothing written), std::length_error beyond the
/// bounds at the top of this file (nothing written).
template <class Value>
Label label_values(const ValueMap<Value>& map, Label* image, std::size_t image_size,
                   const LabelOptions& options = {}, std::vector<Value>* values = nullptr) {
  const std::size_t width = map.width, height = map.height, cells = width * height;
  if (height != 0 && cells / height != width)
    throw std::length_error("bitcc::map::label_values: " + std::to_string(width) + " x " +
                            std::to_string(height) + " cells overflow");
  if (image_size < cells || (image == nullptr && cells != 0))
    throw std::invalid_argument("bitcc::map::label_values: the label image holds " +
                                std::to_string(image == nullptr ? 0 : image_size) +
                                " labels, the map has " + std::to_string(cells) + " cells");
  if (cells != 0 && (map.cells == nullptr || map.stride < width))
    throw std::invalid_argument("bitcc::map::label_values: the map's rows are " +
                                std::to_string(map.stride) + " values apart (at least its width " +
                                std::to_string(width) + " needed) or its cells are null");
  if (width > 0xFFFFFFFFu)
    throw std::length_error("bitcc::map::label_values: rows of " + std::to_string(width) +
                            " cells, more than 2^32 - 1");
  if (cells == 0) {
    if (options.stats) options.stats->assign(1, ComponentStats{0, 0, width, height, 0});
    if (values) values->assign(1, 0);
    return 0;
  }
  const bool eight = options.connectivity == Connectivity::Eight;
  values_detail::Runs<Value> runs;
  if (eight)
    values_detail::scan<true>(map, runs);
  else
    values_detail::scan<false>(map, runs);
  const label_detail::RunIndex total = runs.row_first[height];
  const Value* value = runs.value.data();
  Label* labels = runs.parent.data();
  Label count = label_detail::number_roots(labels, 0, total, [&](label_detail::RunIndex run) {
    return 0 - static_cast<label_detail::RunIndex>(value[run] == 0);
  });
  if (options.periodic.rows || options.periodic.columns)
    count = eight ? values_detail::join_periodic<true>(map, options.periodic, runs, count)
                  : values_detail::join_periodic<false>(map, options.periodic, runs, count);

  // Pass 2, and the statistics and values from the same runs.
  const std::uint32_t* start = runs.start.data();
  for (std::size_t r = 0; r < height; ++r) {
    Label* out = image + r * width;
    for (label_detail::RunIndex run = runs.row_first[r]; run + 1 < runs.row_first[r + 1]; ++run) {
      const Label label = labels[run];
      for (std::uint32_t c = start[run]; c < start[run + 1]; ++c) out[c] = label;
    }
  }
  if (options.stats || values) {
    std::vector<ComponentStats> unused;
    label_detail::StatsBuilder stats(options.stats ? *options.stats : unused, options.stats ? count : 0);
    if (values) values->assign(std::size_t{count} + 1, 0);
    std::uint64_t clear = 0;
    for (std::size_t r = 0; r < height; ++r)
      for (label_detail::RunIndex run = runs.row_first[r]; run + 1 < runs.row_first[r + 1]; ++run) {
        const Label label = labels[run];
        if (label == 0) {
          clear += start[run + 1] - start[run];
          continue;
        }
        if (values) (*values)[label] = value[run];
        if (options.stats) {
          stats.start(label, r, start[run]);
          stats.end(label, r, start[run + 1]);
        }
      }
    if (options.stats) stats.finish(width, height, clear);
  }
  return count;
}

}  // namespace bitcc::map
