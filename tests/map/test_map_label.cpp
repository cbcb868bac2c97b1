// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// map::label, map::component_of and BitMap against the byte-grid reference (testing/map_oracle.hpp)
// and hand-checked pictures.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "bitcc/map/map.hpp"
#include "tests/sanitized.hpp"
#include "testing/map_oracle.hpp"

namespace {

using bitcc::Isa;
using bitcc::map::BitMap;
using bitcc::map::ComponentStats;
using bitcc::map::Connectivity;
using bitcc::map::Label;
using bitcc::map::LabelOptions;
namespace maps = bitcc::test_support::maps;

// Every instruction set map::label has passes for on this CPU and build.
std::vector<Isa> instruction_sets() {
  std::vector<Isa> found;
  for (const Isa isa : bitcc::kAllIsas)
    if (bitcc::map::label_detail::passes_available(isa)) found.push_back(isa);
  return found;
}

// Labels `m` with the passes of `isa` (map::label runs the chosen ones).
Label label_by(const BitMap& m, std::vector<Label>& image, const LabelOptions& options,
               Isa isa) {
  namespace detail = bitcc::map::label_detail;
  image.assign(m.cells(), 0xDEADBEEF);  // every cell must be written
  return detail::label_with(m, image.data(), options, detail::passes_for(isa));
}

// The thread counts of expect_matches_reference: 1, 2, 3 and 5 (no band, one border, a middle
// band, bands of a row or two); under AddressSanitizer 1 and 3, under ThreadSanitizer 2 and 3,
// which start threads (those builds run some 20 times slower; the optimized builds check every
// count).
std::vector<unsigned> thread_counts() {
  using bitcc::test_support::kSanitized;
  using bitcc::test_support::kThreadSanitized;
  if (kThreadSanitized) return {2, 3};
  if (kSanitized) return {1, 3};
  return {1, 2, 3, 5};
}

// The labels, count and statistics of `m` against the reference, every instruction set, each of
// thread_counts().
void expect_matches_reference(const BitMap& m, const std::string& what) {
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    const maps::Reference ref =
        maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
    for (const Isa isa : instruction_sets())
      for (const unsigned threads : thread_counts()) {
        SCOPED_TRACE(what + " " + std::to_string(m.width()) + "x" + std::to_string(m.height()) +
                     " connectivity " + std::to_string(static_cast<int>(connectivity)) + " " +
                     std::string(bitcc::isa_name(isa)) + " threads " + std::to_string(threads));
        std::vector<ComponentStats> stats;
        LabelOptions options;
        options.connectivity = connectivity;
        options.threads = threads;
        options.stats = &stats;
        std::vector<Label> image;
        ASSERT_EQ(label_by(m, image, options, isa), ref.count);
        ASSERT_EQ(image, ref.labels);
        ASSERT_EQ(stats.size(), std::size_t{ref.count} + 1);
        std::uint64_t set = 0;
        for (std::size_t k = 1; k <= ref.count; ++k) {
          EXPECT_EQ(stats[k].area, ref.area[k]);
          EXPECT_EQ(stats[k].left, ref.left[k]);
          EXPECT_EQ(stats[k].top, ref.top[k]);
          EXPECT_EQ(stats[k].width, ref.right[k] - ref.left[k] + 1);
          EXPECT_EQ(stats[k].height, ref.bottom[k] - ref.top[k] + 1);
          set += ref.area[k];
        }
        EXPECT_EQ(stats[0], (ComponentStats{0, 0, m.width(), m.height(), m.cells() - set}));
      }
  }
}

TEST(BitMap, LayoutIsRowsOfWordsLowBitFirst) {
  BitMap m(70, 3);
  EXPECT_EQ(m.words_per_row(), 2u);
  m.set(0, 0);
  m.set(1, 63);
  m.set(2, 64);
  m.set(2, 69);
  EXPECT_EQ(m.row(0)[0], 1u);
  EXPECT_EQ(m.row(1)[0], std::uint64_t{1} << 63);
  EXPECT_EQ(m.row(2)[1], 0x21u);
  EXPECT_EQ(m.count(), 4u);
  EXPECT_TRUE(m.test(2, 69));
  EXPECT_FALSE(m.test(2, 70));  // outside: false, never a padding bit
  EXPECT_FALSE(m.test(3, 0));
  m.set(2, 69, false);
  EXPECT_FALSE(m.test(2, 69));
  EXPECT_THROW(m.set(0, 70), std::out_of_range);
  EXPECT_THROW(m.set(3, 0), std::out_of_range);
}

// A map made of words as they are (how the PBM reader hands over what it read), and refused when
// the words are not the map's.
TEST(BitMap, TakesWordsAsTheyAre) {
  const BitMap m(70, 3, {1, 0, std::uint64_t{1} << 63, 0, 0, 0x21});
  BitMap expected(70, 3);
  expected.set(0, 0);
  expected.set(1, 63);
  expected.set(2, 64);
  expected.set(2, 69);
  EXPECT_EQ(m, expected);
  EXPECT_THROW(BitMap(70, 3, std::vector<std::uint64_t>(5)), std::invalid_argument);
  // The widest width: ceil(width / 64) words per row, not a count that wrapped to 0.
  EXPECT_THROW(BitMap(~std::size_t{0}, 3, {}), std::invalid_argument);
  EXPECT_THROW(BitMap(~std::size_t{0}, 8), std::length_error);  // 2^58 words a row, 8 rows
  EXPECT_EQ(BitMap(0, 0, {}).cells(), 0u);
}

TEST(BitMap, PaddingBitsAreIgnored) {
  BitMap m = maps::random_map(70, 9, 0.5, 7);
  const BitMap clean = m;
  for (std::size_t r = 0; r < m.height(); ++r) m.row(r)[1] |= ~std::uint64_t{0} << 6;
  EXPECT_EQ(m, clean);
  EXPECT_EQ(m.count(), clean.count());
  const auto a = bitcc::map::label(m), b = bitcc::map::label(clean);
  EXPECT_EQ(a.count, b.count);
  EXPECT_EQ(a.labels, b.labels);
  expect_matches_reference(m, "padded");
}

TEST(MapLabel, HandCheckedPicture) {
  const BitMap m = maps::picture_map({
      "##..#",
      ".#.#.",
      "...##",
      "#....",
  });
  const auto four = bitcc::map::label(m);
  EXPECT_EQ(four.count, 4u);
  EXPECT_EQ(four.labels, (std::vector<Label>{1, 1, 0, 0, 2,  //
                                             0, 1, 0, 3, 0,  //
                                             0, 0, 0, 3, 3,  //
                                             4, 0, 0, 0, 0}));
  LabelOptions eight;
  eight.connectivity = Connectivity::Eight;
  const auto joined = bitcc::map::label(m, eight);
  EXPECT_EQ(joined.count, 3u);
  EXPECT_EQ(joined.labels, (std::vector<Label>{1, 1, 0, 0, 2,  //
                                               0, 1, 0, 2, 0,  //
                                               0, 0, 0, 2, 2,  //
                                               3, 0, 0, 0, 0}));
  EXPECT_EQ(joined.at(1, 3), 2u);
  EXPECT_EQ(joined.at(4, 0), 0u);  // outside
}

TEST(MapLabel, SetsJoinedAboveThroughTheBandsBelow) {
  // Three threads: bands of rows 0-2, 3-5, 6-8. Band 1's sets joined to band 0 are the ones of its
  // first row, and those a band below joins to them: the right column (from row 4) and the cell
  // at row 5, column 2 through row 6, which the left column reaches. The left column's root is
  // band 0's fourth run, its label 3.
  const BitMap m = maps::picture_map({
      "...#....",
      "...#.#..",
      "#.......",
      "#.#.....",
      "#...#.#.",
      "#.#...#.",
      "#######.",
      "........",
      "......##",
  });
  LabelOptions three;
  three.threads = 3;
  const auto four = bitcc::map::label(m, three);
  EXPECT_EQ(four.count, 6u);
  EXPECT_EQ(four.labels, (std::vector<Label>{0, 0, 0, 1, 0, 0, 0, 0,  //
                                             0, 0, 0, 1, 0, 2, 0, 0,  //
                                             3, 0, 0, 0, 0, 0, 0, 0,  //
                                             3, 0, 4, 0, 0, 0, 0, 0,  //
                                             3, 0, 0, 0, 5, 0, 3, 0,  //
                                             3, 0, 3, 0, 0, 0, 3, 0,  //
                                             3, 3, 3, 3, 3, 3, 3, 0,  //
                                             0, 0, 0, 0, 0, 0, 0, 0,  //
                                             0, 0, 0, 0, 0, 0, 6, 6}));
  expect_matches_reference(m, "joined through the bands below");
}

TEST(MapLabel, RunsAcrossWordsAndRowEnds) {
  // A run from column 60 to the end of a 128-wide row (two words), one over the word boundary
  // only, a one-cell run on bit 63 under a run starting on bit 64.
  BitMap m(128, 3);
  for (std::size_t c = 60; c < 128; ++c) m.set(0, c);
  m.set(1, 63);
  m.set(1, 64);
  m.set(2, 63);
  m.set(2, 0);
  expect_matches_reference(m, "words");
  EXPECT_EQ(bitcc::map::label(m).count, 2u);
}

TEST(MapLabel, EverySizeClassAndKindMatchesTheReference) {
  for (const std::size_t width : {1, 2, 3, 31, 63, 64, 65, 127, 128, 129, 200})
    for (const std::size_t height : {1, 2, 3, 17, 40}) {
      for (const double density : {0.2, 0.5, 0.6, 0.8})
        expect_matches_reference(
            maps::random_map(width, height, density, width * 1000 + height + density * 10),
            "random " + std::to_string(density));
      expect_matches_reference(maps::terrain_map(width, height, width + height, 8), "terrain");
      expect_matches_reference(maps::maze_map(width, height, width * height), "maze");
      expect_matches_reference(maps::spiral_map(width, height), "spiral");
      expect_matches_reference(maps::comb_map(width, height, true), "comb up");
      expect_matches_reference(maps::comb_map(width, height, false), "comb down");
      expect_matches_reference(maps::checker_map(width, height), "checker");
      expect_matches_reference(maps::full_map(width, height), "full");
      expect_matches_reference(BitMap(width, height), "empty");
    }
}

TEST(MapLabel, OneRowAndOneColumnMaps) {
  for (const double density : {0.3, 0.7}) {
    expect_matches_reference(maps::random_map(1000, 1, density, 11), "one row");
    expect_matches_reference(maps::random_map(1, 1000, density, 12), "one column");
  }
}

TEST(MapLabel, LargerMapsMatchTheReference) {
  expect_matches_reference(maps::random_map(300, 257, 0.6, 3), "random");
  expect_matches_reference(maps::terrain_map(300, 257, 3), "terrain");
  expect_matches_reference(maps::maze_map(301, 255, 3), "maze");
}

TEST(MapLabel, LargeImagesAlignedOrNotMatchTheReference) {
  // 8 MiB of labels and more: streaming stores when the image is aligned (label.hpp).
  const BitMap m = maps::random_map(2048, 1030, 0.6, 21);
  const maps::Reference ref = maps::reference_label(maps::to_cells(m), false);
  std::vector<Label> storage(m.cells() + 16);
  Label* aligned = storage.data();
  while (reinterpret_cast<std::uintptr_t>(aligned) % 64 != 0) ++aligned;
  for (Label* image : {aligned, aligned + 1})
    for (const Isa isa : instruction_sets())
      for (const unsigned threads : {1u, 2u}) {
        LabelOptions options;
        options.threads = threads;
        EXPECT_EQ(bitcc::map::label_detail::label_with(m, image, options,
                                                       bitcc::map::label_detail::passes_for(isa)),
                  ref.count);
        EXPECT_TRUE(std::equal(ref.labels.begin(), ref.labels.end(), image))
            << bitcc::isa_name(isa) << (image == aligned ? " aligned" : " unaligned");
      }
}

TEST(MapLabel, NumbersRelabelTheImageInTheSamePass) {
  const BitMap m = maps::picture_map({
      "##..#",
      ".#.#.",
      "...##",
      "#....",
  });
  const std::vector<Label> numbers{40, 7, 9, 3};  // components 1..4
  LabelOptions options;
  options.numbers = &numbers;
  const auto renumbered = bitcc::map::label(m, options);
  EXPECT_EQ(renumbered.count, 4u);
  EXPECT_EQ(renumbered.labels, (std::vector<Label>{40, 40, 0, 0, 7,  //
                                                   0, 40, 0, 9, 0,   //
                                                   0, 0, 0, 9, 9,    //
                                                   3, 0, 0, 0, 0}));
  // Too few or too many numbers, or numbers with statistics: refused, nothing written.
  for (const std::vector<Label>& wrong : {std::vector<Label>{1, 2, 3}, std::vector<Label>(5, 1)})
    for (const Isa isa : instruction_sets())
      for (const unsigned threads : {1u, 2u, 4u}) {
        options.numbers = &wrong;
        options.threads = threads;
        std::vector<Label> image(m.cells(), 0xDEADBEEF);
        namespace detail = bitcc::map::label_detail;
        EXPECT_THROW(detail::label_with(m, image.data(), options, detail::passes_for(isa)),
                     std::invalid_argument);
        EXPECT_EQ(image, std::vector<Label>(m.cells(), 0xDEADBEEF));
      }
  std::vector<ComponentStats> stats;
  options.numbers = &numbers;
  options.stats = &stats;
  EXPECT_THROW(bitcc::map::label(m, options), std::invalid_argument);
  const std::vector<Label> none;
  LabelOptions empty;
  empty.numbers = &none;
  EXPECT_EQ(bitcc::map::label(BitMap(0, 3), empty).count, 0u);
  EXPECT_THROW(bitcc::map::label(maps::full_map(2, 2), empty), std::invalid_argument);
  EXPECT_THROW(bitcc::map::label_runs(m, empty), std::invalid_argument);
}

TEST(MapLabel, NumbersMatchTheReferenceThroughEveryPass) {
  // Each component k gets 3k + 1000 (decreasing would do as well): the image is the reference's
  // with each label mapped, for every instruction set, thread count and connectivity.
  const BitMap m = maps::random_map(301, 97, 0.55, 77);
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    const maps::Reference ref =
        maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
    std::vector<Label> numbers(ref.count), expected(ref.labels.size());
    for (Label k = 1; k <= ref.count; ++k) numbers[k - 1] = 3 * k + 1000;
    for (std::size_t i = 0; i < expected.size(); ++i)
      expected[i] = ref.labels[i] == 0 ? 0 : numbers[ref.labels[i] - 1];
    for (const Isa isa : instruction_sets())
      for (const unsigned threads : thread_counts()) {
        LabelOptions options;
        options.connectivity = connectivity;
        options.threads = threads;
        options.numbers = &numbers;
        std::vector<Label> image;
        ASSERT_EQ(label_by(m, image, options, isa), ref.count);
        ASSERT_EQ(image, expected) << bitcc::isa_name(isa) << " threads " << threads;
      }
  }
}

TEST(MapLabeler, LabelRunsKeepsItsMemoryAndGivesRowsAndRuns) {
  // One Labeler's label_runs for maps that grow and shrink: every row of labels, and each run's
  // start and end, as the reference's image says.
  bitcc::map::Labeler labeler;
  std::uint64_t seed = 5;
  for (const std::size_t side : {40, 300, 7, 129, 300, 1, 64}) {
    for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
      const BitMap m = maps::random_map(side + 5, side, 0.55, ++seed);
      const maps::Reference ref =
          maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
      LabelOptions options;
      options.connectivity = connectivity;
      const bitcc::map::RunLabels& runs = labeler.label_runs(m, options);
      ASSERT_EQ(runs.count(), ref.count);
      std::vector<Label> row(m.width() + 1, 0xDEADBEEF);
      for (std::size_t r = 0; r < m.height(); ++r) {
        runs.row_labels(r, row.data());
        ASSERT_TRUE(std::equal(row.begin(), row.end() - 1, ref.labels.begin() + r * m.width()))
            << side << " row " << r;
        ASSERT_EQ(row.back(), 0xDEADBEEF);  // nothing past the row
      }
      // Starts and ends in raster order: the cells between them carry the run's label, clear
      // cells on either side.
      std::vector<std::size_t> starts;
      Label seen = 0;
      std::size_t runs_seen = 0, components = 0;
      auto cell = [&](std::size_t r, std::size_t c) { return ref.labels[r * m.width() + c]; };
      runs.visit_runs(
          [&](Label label, std::size_t r, std::size_t c) {
            EXPECT_EQ(cell(r, c), label);
            EXPECT_TRUE(c == 0 || cell(r, c - 1) == 0);
            if (label > seen) {
              EXPECT_EQ(label, seen + 1);
              seen = label;
              ++components;
            }
            starts.push_back(r * m.width() + c);
          },
          [&](Label label, std::size_t r, std::size_t end) {
            ASSERT_LT(runs_seen, starts.size());
            const std::size_t start = starts[runs_seen++];
            ASSERT_EQ(start / m.width(), r);
            for (std::size_t c = start % m.width(); c < end; ++c) EXPECT_EQ(cell(r, c), label);
            EXPECT_TRUE(end == m.width() || cell(r, end) == 0);
          });
      EXPECT_EQ(runs_seen, starts.size());
      EXPECT_EQ(components, ref.count);
      // The image from the runs, as it is and with component k numbered 2k + 5 (pass 2 alone).
      std::vector<Label> from_runs(m.cells() + 1, 0xDEADBEEF);
      runs.write_image(from_runs.data(), m.cells());
      EXPECT_TRUE(std::equal(ref.labels.begin(), ref.labels.end(), from_runs.begin())) << side;
      EXPECT_EQ(from_runs.back(), 0xDEADBEEF);  // nothing past the image
      std::vector<Label> numbers(ref.count), scratch;
      for (Label k = 1; k <= ref.count; ++k) numbers[k - 1] = 2 * k + 5;
      runs.write_image(from_runs.data(), m.cells(), numbers, scratch);
      for (std::size_t i = 0; i < m.cells(); ++i)
        ASSERT_EQ(from_runs[i], ref.labels[i] == 0 ? 0 : numbers[ref.labels[i] - 1]) << side;
      // Refused, nothing written: an image one label short, one number too many or too few.
      std::vector<Label> untouched(m.cells(), 0xDEADBEEF);
      EXPECT_THROW(runs.write_image(untouched.data(), m.cells() - 1), std::invalid_argument);
      numbers.push_back(1);
      EXPECT_THROW(runs.write_image(untouched.data(), m.cells(), numbers, scratch),
                   std::invalid_argument);
      numbers.pop_back();
      if (!numbers.empty()) {
        numbers.pop_back();
        EXPECT_THROW(runs.write_image(untouched.data(), m.cells(), numbers, scratch),
                     std::invalid_argument);
      }
      EXPECT_TRUE(std::all_of(untouched.begin(), untouched.end(),
                              [](Label l) { return l == 0xDEADBEEF; }));
      // label between two label_runs calls: the runs' memory serves it (that result ends).
      std::vector<Label> image(m.cells(), 0xDEADBEEF);
      EXPECT_EQ(labeler.label(m, image.data(), image.size(), options), ref.count);
      EXPECT_EQ(image, ref.labels) << side;
    }
  }
  LabelOptions wide;
  wide.threads = 3;
  const BitMap m = maps::random_map(50, 40, 0.6, 99);
  const auto image = bitcc::map::label(m);
  const bitcc::map::RunLabels& runs = labeler.label_runs(m, wide);
  for (std::size_t r = 0; r < m.height(); ++r)
    for (std::size_t c = 0; c < m.width(); ++c) ASSERT_EQ(runs.at(r, c), image.at(r, c));
}

TEST(MapLabeler, KeepsItsMemoryAcrossMapsOfEverySize) {
  // One Labeler for maps that grow and shrink, with and without threads: every answer the
  // reference's, whatever the memory held before.
  bitcc::map::Labeler labeler;
  std::uint64_t seed = 1;
  for (const std::size_t side : {40, 300, 7, 129, 300, 1, 64}) {
    for (const unsigned threads : {1u, 3u}) {
      const BitMap m = maps::random_map(side, side + 3, 0.55, ++seed);
      const maps::Reference ref = maps::reference_label(maps::to_cells(m), false);
      std::vector<Label> image(m.cells(), 0xDEADBEEF);
      LabelOptions options;
      options.threads = threads;
      EXPECT_EQ(labeler.label(m, image.data(), image.size(), options), ref.count) << side;
      EXPECT_EQ(image, ref.labels) << side << " threads " << threads;
    }
  }
  std::vector<Label> small(3);
  EXPECT_THROW(labeler.label(maps::full_map(2, 2), small.data(), small.size()),
               std::invalid_argument);
}

TEST(MapLabeler, KeepsItsThreadsAcrossCallsOfEverySizeAndThreadCount) {
  // One Labeler, its threads kept from call to call, for maps of every kind that grow and shrink
  // and thread counts that rise and fall (the pool grows to the most asked, and a call asking
  // fewer leaves the others asleep): each answer cell for cell the single-threaded one (of a
  // Labeler of its own) and the reference's, the same map labeled twice in a row too.
  bitcc::map::Labeler threaded, single;
  struct Case {
    std::string kind;
    std::size_t width, height;
    unsigned threads;
  };
  const std::vector<Case> cases = {
      {"random 0.2", 300, 260, 2}, {"terrain", 257, 300, 2},   {"random 0.5", 64, 65, 3},
      {"maze", 301, 199, 2},       {"random 0.6", 129, 40, 5}, {"spiral", 200, 201, 4},
      {"random 0.8", 250, 300, 2}, {"comb", 130, 120, 3},      {"terrain", 40, 3, 2},
      {"random 0.5", 500, 401, 2}, {"maze", 65, 70, 1},        {"random 0.2", 7, 9, 6},
      {"checker", 99, 100, 2},
  };
  std::uint64_t seed = 100;
  for (const Case& c : cases) {
    ++seed;
    const BitMap m = c.kind == "terrain"   ? maps::terrain_map(c.width, c.height, seed)
                     : c.kind == "maze"    ? maps::maze_map(c.width, c.height, seed)
                     : c.kind == "spiral"  ? maps::spiral_map(c.width, c.height)
                     : c.kind == "comb"    ? maps::comb_map(c.width, c.height, seed % 2 == 0)
                     : c.kind == "checker" ? maps::checker_map(c.width, c.height)
                                           : maps::random_map(c.width, c.height,
                                                              std::stod(c.kind.substr(7)), seed);
    for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
      SCOPED_TRACE(c.kind + " " + std::to_string(c.width) + "x" + std::to_string(c.height) +
                   " threads " + std::to_string(c.threads) + " connectivity " +
                   std::to_string(static_cast<int>(connectivity)));
      const maps::Reference ref =
          maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
      LabelOptions one;
      one.connectivity = connectivity;
      std::vector<Label> alone(m.cells(), 0xDEADBEEF);
      ASSERT_EQ(single.label(m, alone.data(), alone.size(), one), ref.count);
      ASSERT_EQ(alone, ref.labels);
      LabelOptions options = one;
      options.threads = c.threads;
      std::vector<ComponentStats> stats, stats_alone;
      options.stats = &stats;
      one.stats = &stats_alone;
      single.label(m, alone.data(), alone.size(), one);
      for (int call = 0; call < 2; ++call) {
        std::vector<Label> image(m.cells(), 0xDEADBEEF);
        ASSERT_EQ(threaded.label(m, image.data(), image.size(), options), ref.count);
        ASSERT_EQ(image, alone);
        ASSERT_EQ(image, ref.labels);
        ASSERT_EQ(stats, stats_alone);
      }
    }
  }
}

TEST(MapLabeler, ARefusedCallLeavesTheThreadsReady) {
  // A call refused before any band runs (an image too small), then a Labeler moved with its
  // threads: both keep answering.
  const BitMap m = maps::random_map(120, 90, 0.55, 77);
  const maps::Reference ref = maps::reference_label(maps::to_cells(m), false);
  LabelOptions options;
  options.threads = 3;
  bitcc::map::Labeler labeler;
  std::vector<Label> image(m.cells());
  EXPECT_EQ(labeler.label(m, image.data(), image.size(), options), ref.count);
  std::vector<Label> small(m.cells() - 1, 7);
  EXPECT_THROW(labeler.label(m, small.data(), small.size(), options), std::invalid_argument);
  EXPECT_EQ(small, std::vector<Label>(m.cells() - 1, 7));
  bitcc::map::Labeler moved = std::move(labeler);
  std::fill(image.begin(), image.end(), 0xDEADBEEF);
  EXPECT_EQ(moved.label(m, image.data(), image.size(), options), ref.count);
  EXPECT_EQ(image, ref.labels);
}

TEST(MapLabeler, ThreadsStopWithTheLabeler) {
  // Labelers destroyed right after a threaded call (their threads still spinning for the next
  // one) and after a pause (asleep): every thread is joined, none outlives its Labeler's memory.
  const BitMap m = maps::terrain_map(80, 64, 5);
  const maps::Reference ref = maps::reference_label(maps::to_cells(m), false);
  std::vector<Label> image(m.cells());
  for (int round = 0; round < 20; ++round) {
    bitcc::map::Labeler labeler;
    LabelOptions options;
    options.threads = 2 + round % 3;
    EXPECT_EQ(labeler.label(m, image.data(), image.size(), options), ref.count);
    if (round % 5 == 4) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_EQ(image, ref.labels);
}

TEST(MapLabeler, AnExceptionInABandIsThrownOnceEveryBandReturned) {
  // The pool itself: a band that throws (in a pool thread or the caller's) is thrown by run once
  // all bands returned, and the pool serves the next call.
  bitcc::map::label_detail::BandPool pool;
  std::atomic<int> ran{0};
  auto throw_in = [&](std::size_t failing) {
    return [&ran, failing](std::size_t band) {
      ran.fetch_add(1);
      if (band == failing) throw std::runtime_error("band " + std::to_string(band));
    };
  };
  for (const std::size_t failing : {std::size_t{1}, std::size_t{0}, std::size_t{2}}) {
    ran = 0;
    auto work = throw_in(failing);
    try {
      pool.run(3, work);
      FAIL() << "expected the band's exception";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), "band " + std::to_string(failing));
    }
    EXPECT_EQ(ran.load(), 3);
  }
  std::vector<int> seen(4, 0);  // each band writes its own entry
  auto mark = [&](std::size_t band) { seen[band] += 1; };
  pool.run(4, mark);
  pool.run(2, mark);
  EXPECT_EQ(seen, (std::vector<int>{2, 2, 1, 1}));
}

TEST(MapLabel, ThreadsAreCappedByRowsAndZeroMeansTheMachine) {
  const BitMap m = maps::random_map(90, 7, 0.6, 5);
  const auto one = bitcc::map::label(m);
  for (const unsigned threads : {0u, 7u, 8u, 64u}) {
    LabelOptions options;
    options.threads = threads;
    const auto many = bitcc::map::label(m, options);
    EXPECT_EQ(many.count, one.count);
    EXPECT_EQ(many.labels, one.labels);
  }
}

TEST(MapLabel, EmptyMapsHaveNoComponent) {
  std::vector<ComponentStats> stats;
  LabelOptions options;
  options.stats = &stats;
  EXPECT_EQ(bitcc::map::label(BitMap(0, 5), options).count, 0u);
  EXPECT_EQ(stats, (std::vector<ComponentStats>{{0, 0, 0, 5, 0}}));
  EXPECT_EQ(bitcc::map::label(BitMap(), options).count, 0u);
  EXPECT_EQ(bitcc::map::label(BitMap(), nullptr, 0), 0u);
}

TEST(MapLabel, AnImageTooSmallIsRefusedAndLeftAlone) {
  const BitMap m = maps::full_map(10, 10);
  std::vector<Label> image(99, 7);
  try {
    bitcc::map::label(m, image.data(), image.size());
    FAIL() << "expected std::invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "bitcc::map::label: the label image holds 99 labels, the map has 100 cells");
  }
  EXPECT_EQ(image, std::vector<Label>(99, 7));
  EXPECT_THROW(bitcc::map::label(m, nullptr, 100), std::invalid_argument);
}

TEST(MapComponentOf, MatchesTheReferenceLabels) {
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight})
    for (const BitMap& m : {maps::random_map(130, 20, 0.6, 9), maps::maze_map(65, 33, 4),
                            maps::spiral_map(40, 30), maps::checker_map(9, 9)}) {
      const maps::Reference ref =
          maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
      for (std::size_t r = 0; r < m.height(); r += 3)
        for (std::size_t c = 0; c < m.width(); c += 5) {
          const BitMap found = bitcc::map::component_of(m, r, c, connectivity);
          const Label label = ref.labels[r * m.width() + c];
          for (std::size_t rr = 0; rr < m.height(); ++rr)
            for (std::size_t cc = 0; cc < m.width(); ++cc)
              ASSERT_EQ(found.test(rr, cc), label != 0 && ref.labels[rr * m.width() + cc] == label)
                  << r << "," << c << " -> " << rr << "," << cc;
        }
      EXPECT_EQ(bitcc::map::component_of(m, m.height(), 0, connectivity).count(), 0u);
    }
}

TEST(MapLabelForced, RunsTheForcedImplementation) {
  const char* forced = std::getenv("BITCC_SIMD");
  const std::string value = forced != nullptr ? forced : "";
  bool known = value.empty() || value == "auto";
  for (const Isa isa : bitcc::kAllIsas) known = known || value == bitcc::isa_name(isa);
  const BitMap m = maps::spiral_map(50, 50);
  if (!known) {
    EXPECT_THROW(bitcc::map::label(m), std::runtime_error);
    return;
  }
  for (const Isa isa : bitcc::kAllIsas)
    if (value == bitcc::isa_name(isa) && !bitcc::map::label_detail::passes_available(isa)) {
      EXPECT_THROW(bitcc::map::label(m), std::runtime_error);
      GTEST_SKIP() << value << " is not available here";
    }
  const auto image = bitcc::map::label(m);
  EXPECT_EQ(image.count, 1u);
  EXPECT_EQ(image.labels, maps::reference_label(maps::to_cells(m), false).labels);
  if (!value.empty() && value != "auto") {
    EXPECT_EQ(bitcc::isa_name(bitcc::map::label_isa()), value);
  }
}

}  // namespace
