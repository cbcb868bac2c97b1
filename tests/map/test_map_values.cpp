// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Wrap-around maps (LabelOptions::periodic) and maps of values (map::label_values) against the
// byte-grid reference (testing/map_oracle.hpp): a breadth-first search from each unlabeled nonzero
// cell in raster order to the neighbours of equal value, their coordinates taken modulo the size
// along the axes that wrap (a naive torus flood fill). It knows nothing of runs or union-find.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "bitcc/map/map.hpp"
#include "testing/map_oracle.hpp"

namespace {

using bitcc::Isa;
using bitcc::map::BitMap;
using bitcc::map::ComponentStats;
using bitcc::map::Connectivity;
using bitcc::map::Label;
using bitcc::map::LabelOptions;
using bitcc::map::Periodic;
using bitcc::map::ValueMap;
namespace maps = bitcc::test_support::maps;

using Grid = maps::Cells;  // values 0..255, row-major

// The reference (testing/map_oracle.hpp) with each component's value.
struct Flood {
  Label count = 0;
  std::vector<Label> labels;
  std::vector<std::uint32_t> value;                   // per label, [0] = 0
  std::vector<std::uint64_t> area;                    // per label
  std::vector<std::size_t> left, top, right, bottom;  // inclusive, per label
};

Flood flood_fill(const Grid& g, bool eight, Periodic periodic) {
  const maps::Reference ref = maps::reference_label(g, eight, periodic.rows, periodic.columns);
  Flood f{ref.count, ref.labels, std::vector<std::uint32_t>(std::size_t{ref.count} + 1, 0),
          ref.area,  ref.left,   ref.top,
          ref.right, ref.bottom};
  for (std::size_t i = 0; i < ref.labels.size(); ++i) f.value[ref.labels[i]] = g.cells[i];
  f.value[0] = 0;
  return f;
}

Grid grid_of(const BitMap& m) { return maps::to_cells(m); }
std::string picture(const Grid& g) {
  std::string out;
  for (std::size_t r = 0; r < g.height; ++r) {
    for (std::size_t c = 0; c < g.width; ++c) {
      const std::uint32_t v = g.cells[r * g.width + c];
      out += v == 0 ? '.' : static_cast<char>(v < 10 ? '0' + v : 'a' + (v % 26));
    }
    out += '\n';
  }
  return out;
}

void expect_stats(const std::vector<ComponentStats>& stats, const Flood& f, const Grid& g) {
  ASSERT_EQ(stats.size(), std::size_t{f.count} + 1);
  std::uint64_t set = 0;
  for (std::size_t k = 1; k <= f.count; ++k) {
    EXPECT_EQ(stats[k].area, f.area[k]);
    EXPECT_EQ(stats[k].left, f.left[k]);
    EXPECT_EQ(stats[k].top, f.top[k]);
    EXPECT_EQ(stats[k].width, f.right[k] - f.left[k] + 1);
    EXPECT_EQ(stats[k].height, f.bottom[k] - f.top[k] + 1);
    set += f.area[k];
  }
  EXPECT_EQ(stats[0], (ComponentStats{0, 0, g.width, g.height, g.width * g.height - set}));
}

const Periodic kPeriodics[] = {{false, false}, {true, false}, {false, true}, {true, true}};

std::string describe(const std::string& what, std::size_t w, std::size_t h, bool eight,
                     Periodic p) {
  return what + " " + std::to_string(w) + "x" + std::to_string(h) + (eight ? " 8" : " 4") +
         "-connectivity, wrapping rows " + std::to_string(p.rows) + " columns " +
         std::to_string(p.columns);
}

// map::label with every wrap-around, connectivity, instruction set and 1..3 threads against the
// flood fill, statistics included.
void expect_periodic_matches(const BitMap& m, const std::string& what) {
  const Grid g = grid_of(m);
  for (const bool eight : {false, true})
    for (const Periodic periodic : kPeriodics) {
      const Flood f = flood_fill(g, eight, periodic);
      for (const Isa isa : bitcc::kAllIsas) {
        namespace detail = bitcc::map::label_detail;
        if (!detail::passes_available(isa)) continue;
        for (const unsigned threads : {1u, 3u}) {
          SCOPED_TRACE(describe(what, m.width(), m.height(), eight, periodic) + " " +
                       std::string(bitcc::isa_name(isa)) + " threads " + std::to_string(threads) +
                       "\n" + (m.cells() <= 400 ? picture(g) : std::string()));
          std::vector<ComponentStats> stats;
          LabelOptions options;
          options.connectivity = eight ? Connectivity::Eight : Connectivity::Four;
          options.periodic = periodic;
          options.threads = threads;
          options.stats = &stats;
          std::vector<Label> image(m.cells(), 0xDEADBEEF);
          ASSERT_EQ(detail::label_with(m, image.data(), options, detail::passes_for(isa)), f.count);
          ASSERT_EQ(image, f.labels);
          expect_stats(stats, f, g);
        }
      }
    }
}

TEST(MapPeriodic, HandCheckedPicture) {
  // Columns wrapping join the left and right edges of row 0 (4-connectivity); rows wrapping join
  // the top and bottom edges of columns 0 and 1. With both, under 8-connectivity, the corner cells
  // (0, 0) and (3, 4) touch too.
  const BitMap m = maps::picture_map({
      "##..#",
      "...#.",
      "...#.",
      "##.#.",
  });
  LabelOptions options;
  EXPECT_EQ(bitcc::map::label(m, options).count, 4u);
  options.periodic.columns = true;
  auto columns = bitcc::map::label(m, options);
  EXPECT_EQ(columns.count, 3u);
  EXPECT_EQ(columns.labels, (std::vector<Label>{1, 1, 0, 0, 1,  //
                                                0, 0, 0, 2, 0,  //
                                                0, 0, 0, 2, 0,  //
                                                3, 3, 0, 2, 0}));
  options.periodic = {true, false};
  auto rows = bitcc::map::label(m, options);
  EXPECT_EQ(rows.count, 3u);
  EXPECT_EQ(rows.labels, (std::vector<Label>{1, 1, 0, 0, 2,  //
                                             0, 0, 0, 3, 0,  //
                                             0, 0, 0, 3, 0,  //
                                             1, 1, 0, 3, 0}));
  options.periodic = {true, true};
  EXPECT_EQ(bitcc::map::label(m, options).count, 2u);
  // A diagonal pair across the corner: one component under 8-connectivity on a torus only.
  const BitMap corners = maps::picture_map({
      "#...",
      "....",
      "...#",
  });
  options.connectivity = Connectivity::Eight;
  EXPECT_EQ(bitcc::map::label(corners, options).count, 1u);
  options.periodic = {false, true};
  EXPECT_EQ(bitcc::map::label(corners, options).count, 2u);
}

TEST(MapPeriodic, EveryKindAndShapeMatchesTheTorusFloodFill) {
  for (const std::size_t width : {1, 2, 3, 63, 64, 65, 128, 129})
    for (const std::size_t height : {1, 2, 3, 17}) {
      for (const double density : {0.3, 0.6})
        expect_periodic_matches(maps::random_map(width, height, density, width * 31 + height),
                                "random");
      expect_periodic_matches(maps::terrain_map(width, height, width + height, 8), "terrain");
      expect_periodic_matches(maps::maze_map(width, height, width * height), "maze");
      expect_periodic_matches(maps::full_map(width, height), "full");
    }
  expect_periodic_matches(maps::random_map(1000, 1, 0.7, 5), "one row");
  expect_periodic_matches(maps::random_map(1, 300, 0.7, 6), "one column");
  expect_periodic_matches(maps::spiral_map(40, 33), "spiral");
  expect_periodic_matches(maps::checker_map(65, 9), "checker");
}

TEST(MapPeriodic, RunLabelsWrapToo) {
  const BitMap m = maps::terrain_map(150, 70, 4, 8);
  LabelOptions options;
  options.periodic = {true, true};
  const auto image = bitcc::map::label(m, options);
  const auto runs = bitcc::map::label_runs(m, options);
  ASSERT_EQ(runs.count(), image.count);
  for (std::size_t r = 0; r < m.height(); ++r)
    for (std::size_t c = 0; c < m.width(); ++c) ASSERT_EQ(runs.at(r, c), image.at(r, c));
}

// ---- maps of values ------------------------------------------------------------------------

// Cells of `kinds` values 1..kinds, clear with probability `clear`.
Grid random_values(std::size_t w, std::size_t h, std::uint32_t kinds, double clear,
                   std::uint64_t seed) {
  bitcc::test_support::Rng rng(seed);
  Grid g{w, h, std::vector<std::uint8_t>(w * h)};
  for (auto& v : g.cells)
    v = rng.chance(clear) ? 0 : static_cast<std::uint8_t>(1 + rng.next() % kinds);
  return g;
}

// Terrain of up to 2^layers values in large regions: `layers` terrain maps as the value's bits.
Grid terrain_values(std::size_t w, std::size_t h, int layers, std::uint64_t seed) {
  Grid g{w, h, std::vector<std::uint8_t>(w * h, 0)};
  for (int k = 0; k < layers; ++k) {
    const Grid layer = grid_of(maps::terrain_map(w, h, seed + k, 8 + 4 * k));
    for (std::size_t i = 0; i < g.cells.size(); ++i)
      g.cells[i] = static_cast<std::uint8_t>(g.cells[i] | layer.cells[i] << k);
  }
  return g;
}

template <class Value>
void expect_values_match(const Grid& g, const std::string& what, std::uint32_t scale = 1,
                         std::size_t pad = 0) {
  // The values scaled (large 32-bit values), in rows `pad` values longer than the map.
  const std::size_t stride = g.width + pad;
  std::vector<Value> cells(stride * g.height + 1, Value{7});
  for (std::size_t r = 0; r < g.height; ++r)
    for (std::size_t c = 0; c < g.width; ++c)
      cells[r * stride + c] = static_cast<Value>(g.cells[r * g.width + c] * scale);
  const ValueMap<Value> map{cells.data(), g.width, g.height, stride};
  for (const bool eight : {false, true})
    for (const Periodic periodic : kPeriodics) {
      const Flood f = flood_fill(g, eight, periodic);
      SCOPED_TRACE(describe(what, g.width, g.height, eight, periodic) + " " +
                   std::to_string(sizeof(Value) * 8) + "-bit\n" +
                   (g.cells.size() <= 400 ? picture(g) : std::string()));
      std::vector<ComponentStats> stats;
      std::vector<Value> values;
      LabelOptions options;
      options.connectivity = eight ? Connectivity::Eight : Connectivity::Four;
      options.periodic = periodic;
      options.stats = &stats;
      std::vector<Label> image(g.cells.size(), 0xDEADBEEF);
      ASSERT_EQ(bitcc::map::label_values(map, image.data(), image.size(), options, &values),
                f.count);
      ASSERT_EQ(image, f.labels);
      expect_stats(stats, f, g);
      ASSERT_EQ(values.size(), std::size_t{f.count} + 1);
      for (std::size_t k = 0; k <= f.count; ++k)
        EXPECT_EQ(values[k], static_cast<Value>(f.value[k] * scale));
      // The same with the memory of every earlier map of this test (larger and smaller, of each
      // value type) kept.
      static bitcc::map::ValuesLabeler kept;
      std::vector<Label> again(g.cells.size(), 0xDEADBEEF);
      std::vector<ComponentStats> kept_stats;
      std::vector<Value> kept_values;
      options.stats = &kept_stats;
      ASSERT_EQ(kept.label(map, again.data(), again.size(), options, &kept_values), f.count);
      ASSERT_EQ(again, f.labels);
      ASSERT_EQ(kept_values, values);
      expect_stats(kept_stats, f, g);
      // Every other instruction set of this CPU (the calls above ran the chosen one).
      for (const Isa isa : bitcc::kAllIsas) {
        if (!bitcc::map::label_detail::passes_available(isa)) continue;
        SCOPED_TRACE(std::string(bitcc::isa_name(isa)));
        bitcc::map::values_detail::Runs<Value> runs;
        std::vector<Value> forced_values;
        std::vector<ComponentStats> forced_stats;
        std::vector<Label> forced(g.cells.size(), 0xDEADBEEF);
        options.stats = &forced_stats;
        ASSERT_EQ(bitcc::map::values_detail::label_values_with(map, forced.data(), forced.size(),
                                                               options, &forced_values, runs, isa),
                  f.count);
        ASSERT_EQ(forced, f.labels);
        ASSERT_EQ(forced_values, values);
        expect_stats(forced_stats, f, g);
      }
    }
}

TEST(MapValues, HandCheckedPicture) {
  // Values 1 and 2 side by side are two components; the 1s at (1, 3) and (2, 2) meet at a corner
  // only, and the 1 at (2, 0) touches a 2 at its corner, not a 1.
  const std::vector<std::uint8_t> cells = {
      1, 1, 2, 0,  //
      0, 2, 2, 1,  //
      1, 0, 1, 0,  //
  };
  const ValueMap<std::uint8_t> map{cells.data(), 4, 3, 4};
  std::vector<Label> image(12);
  std::vector<std::uint8_t> values;
  EXPECT_EQ(bitcc::map::label_values(map, image.data(), image.size(), {}, &values), 5u);
  EXPECT_EQ(image, (std::vector<Label>{1, 1, 2, 0,  //
                                       0, 2, 2, 3,  //
                                       4, 0, 5, 0}));
  EXPECT_EQ(values, (std::vector<std::uint8_t>{0, 1, 2, 1, 1, 1}));
  LabelOptions eight;
  eight.connectivity = Connectivity::Eight;
  EXPECT_EQ(bitcc::map::label_values(map, image.data(), image.size(), eight), 4u);
  EXPECT_EQ(image, (std::vector<Label>{1, 1, 2, 0,  //
                                       0, 2, 2, 3,  //
                                       4, 0, 3, 0}));
  // No values asked for, said with nullptr (the value type comes from the map alone).
  std::fill(image.begin(), image.end(), Label{99});
  EXPECT_EQ(bitcc::map::label_values(map, image.data(), image.size(), eight, nullptr), 4u);
  EXPECT_EQ(image, (std::vector<Label>{1, 1, 2, 0,  //
                                       0, 2, 2, 3,  //
                                       4, 0, 3, 0}));
  bitcc::map::ValuesLabeler kept;
  EXPECT_EQ(kept.label(map, image.data(), image.size(), {}, nullptr), 5u);
}

TEST(MapValues, EveryKindAndShapeMatchesTheFloodFill) {
  for (const std::size_t width : {1, 2, 3, 63, 64, 65, 129})
    for (const std::size_t height : {1, 2, 3, 17}) {
      const std::uint64_t seed = width * 31 + height;
      for (const std::uint32_t kinds : {1u, 2u, 4u, 16u})
        expect_values_match<std::uint8_t>(random_values(width, height, kinds, 0.2, seed),
                                          "random " + std::to_string(kinds));
      expect_values_match<std::uint16_t>(terrain_values(width, height, 2, seed), "terrain 4", 1000);
      expect_values_match<std::uint32_t>(terrain_values(width, height, 4, seed), "terrain 16",
                                         0x10000001u, 3);
      expect_values_match<std::uint8_t>(grid_of(maps::maze_map(width, height, seed)), "maze", 200,
                                        1);
    }
  expect_values_match<std::uint16_t>(random_values(300, 1, 3, 0.1, 1), "one row");
  expect_values_match<std::uint16_t>(random_values(1, 300, 3, 0.1, 2), "one column");
  expect_values_match<std::uint8_t>(terrain_values(200, 150, 4, 9), "terrain 16");
  expect_values_match<std::uint32_t>(random_values(200, 150, 4, 0.05, 9), "random 4", 0xFFFFFFFFu);
}

// Label images of 8 MiB or more, 64-byte aligned with rows of a multiple of 16 labels, are written
// with streaming stores by the vector passes: such an image with every instruction set.
TEST(MapValues, LargeAlignedImagesMatchTheFloodFill) {
  const Grid g = random_values(2048, 1024, 16, 0.1, 77);
  const ValueMap<std::uint8_t> map{g.cells.data(), g.width, g.height, g.width};
  for (const bool eight : {false, true}) {
    const Flood f = flood_fill(g, eight, Periodic{});
    LabelOptions options;
    options.connectivity = eight ? Connectivity::Eight : Connectivity::Four;
    std::vector<Label> storage(g.cells.size() + 16);
    const std::size_t skip =
        (64 - reinterpret_cast<std::uintptr_t>(storage.data()) % 64) % 64 / sizeof(Label);
    Label* image = storage.data() + skip;  // 64-byte aligned
    for (const Isa isa : bitcc::kAllIsas) {
      if (!bitcc::map::label_detail::passes_available(isa)) continue;
      SCOPED_TRACE(std::string(bitcc::isa_name(isa)) + (eight ? " 8" : " 4") + "-connectivity");
      std::fill(storage.begin(), storage.end(), 0xDEADBEEF);
      bitcc::map::values_detail::Runs<std::uint8_t> runs;
      std::vector<std::uint8_t>* no_values = nullptr;
      ASSERT_EQ(bitcc::map::values_detail::label_values_with(map, image, g.cells.size(), options,
                                                             no_values, runs, isa),
                f.count);
      ASSERT_TRUE(std::equal(f.labels.begin(), f.labels.end(), image));
      ASSERT_EQ(image[g.cells.size()], 0xDEADBEEF);  // nothing past the image
    }
  }
}

TEST(MapValues, TwoValuesMatchMapLabel) {
  const BitMap m = maps::random_map(333, 77, 0.6, 4);
  const Grid g = grid_of(m);
  const std::vector<std::uint8_t>& cells = g.cells;
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    LabelOptions options;
    options.connectivity = connectivity;
    const auto expected = bitcc::map::label(m, options);
    std::vector<Label> image(m.cells());
    EXPECT_EQ(bitcc::map::label_values(ValueMap<std::uint8_t>{cells.data(), 333, 77, 333},
                                       image.data(), image.size(), options),
              expected.count);
    EXPECT_EQ(image, expected.labels);
  }
}

TEST(MapValues, EmptyAndBadInputIsRefusedAndNothingWritten) {
  std::vector<Label> image(6, 9);
  std::vector<ComponentStats> stats;
  LabelOptions options;
  options.stats = &stats;
  std::vector<std::uint8_t> values;
  EXPECT_EQ(bitcc::map::label_values(ValueMap<std::uint8_t>{nullptr, 0, 5, 0}, nullptr, 0, options,
                                     &values),
            0u);
  EXPECT_EQ(stats, (std::vector<ComponentStats>{{0, 0, 0, 5, 0}}));
  EXPECT_EQ(values, std::vector<std::uint8_t>{0});
  const std::vector<std::uint8_t> cells(6, 1);
  EXPECT_THROW(
      bitcc::map::label_values(ValueMap<std::uint8_t>{cells.data(), 3, 2, 3}, image.data(), 5),
      std::invalid_argument);
  EXPECT_THROW(
      bitcc::map::label_values(ValueMap<std::uint8_t>{cells.data(), 3, 2, 2}, image.data(), 6),
      std::invalid_argument);
  EXPECT_THROW(bitcc::map::label_values(ValueMap<std::uint8_t>{nullptr, 3, 2, 3}, image.data(), 6),
               std::invalid_argument);
  EXPECT_EQ(image, std::vector<Label>(6, 9));
}

}  // namespace
