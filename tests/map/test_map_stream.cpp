// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/stream.hpp: the streaming labeler against map::label (the components, their numbers
// and statistics, in number order) and against the byte-grid reference (the second pass's labels)
// on random, terrain, maze, spiral, comb and checkerboard maps of widths around the word size,
// fed row by row, in one band and in bands of random sizes, under 4- and 8-connectivity, with one
// thread and two (with and without a receiver: the second thread's work differs); pictures
// drawn by hand where a late merge decides the numbering; the label image written row by row as
// .npy; PBM streams, truncated ones refused with nothing reported past the rows read.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bitcc/map/map.hpp"
#include "bitcc/map/stream.hpp"
#include "testing/map_oracle.hpp"
#include "tests/sanitized.hpp"

namespace {

using bitcc::map::BitMap;
using bitcc::map::ComponentStats;
using bitcc::map::Connectivity;
using bitcc::map::Label;
using bitcc::map::StreamComponent;
using bitcc::map::StreamLabeler;
using bitcc::map::StreamLabelRows;
using bitcc::map::StreamOptions;
namespace maps = bitcc::test_support::maps;

// The map as pictures for a failure: '#' set, '.' clear.
std::string picture(const BitMap& m) {
  std::string text;
  for (std::size_t r = 0; r < m.height() && r < 40; ++r) {
    for (std::size_t c = 0; c < m.width() && c < 100; ++c) text += m.test(r, c) ? '#' : '.';
    text += '\n';
  }
  return text;
}

// Feeds the rows of `m` in bands: `bands` empty is row by row, else the sizes in turn (cycled).
template <class Feed>
void feed_bands(const BitMap& m, const std::vector<std::size_t>& bands, Feed&& feed) {
  std::size_t r = 0, k = 0;
  while (r < m.height()) {
    std::size_t n = bands.empty() ? 1 : bands[k++ % bands.size()];
    n = std::min(n, m.height() - r);
    feed(m.row(r), n);
    r += n;
  }
}

struct Streamed {
  std::vector<StreamComponent> components;
  std::uint64_t count = 0;
  bitcc::map::StreamNumbering numbering;
};

// The components of `m` streamed in `bands` (see feed_bands), and their count; with `receiver`
// false, the count alone (the labeler is given no receiver).
Streamed stream(const BitMap& m, Connectivity connectivity, const std::vector<std::size_t>& bands,
                bool keep_numbering = false, unsigned threads = 1, bool receiver = true) {
  Streamed result;
  StreamLabeler::Receiver on_component;
  if (receiver)
    on_component = [&](const StreamComponent& c) { result.components.push_back(c); };
  StreamLabeler labeler(m.width(), StreamOptions{connectivity, keep_numbering, threads},
                        on_component);
  feed_bands(m, bands, [&](const std::uint64_t* rows, std::size_t n) { labeler.feed(rows, n); });
  labeler.finish();
  result.count = labeler.count();
  if (keep_numbering) result.numbering = labeler.numbering();
  return result;
}

// The streamed components equal map::label's, one by one in number order: numbers 1..n, the
// statistics, the first cell (the top row's leftmost cell of the component, read off the labels).
void expect_equals_label(const BitMap& m, Connectivity connectivity,
                         const std::vector<std::size_t>& bands, const std::string& what) {
  SCOPED_TRACE(what + ", " + std::to_string(m.width()) + " x " + std::to_string(m.height()) +
               (connectivity == Connectivity::Eight ? ", 8" : ", 4") + "-connected, " +
               (bands.empty() ? "row by row" : "bands of " + std::to_string(bands[0]) + "...") +
               "\n" + picture(m));
  std::vector<ComponentStats> stats;
  bitcc::map::LabelOptions options;
  options.connectivity = connectivity;
  options.stats = &stats;
  const bitcc::map::LabelImage labels = bitcc::map::label(m, options);
  std::vector<std::size_t> first(std::size_t{labels.count} + 1, m.cells());
  for (std::size_t i = m.cells(); i-- > 0;) first[labels.labels[i]] = i;
  for (const unsigned threads : {1u, 2u}) {
    SCOPED_TRACE(std::to_string(threads) + " thread(s)");
    const Streamed s = stream(m, connectivity, bands, false, threads);
    ASSERT_EQ(s.count, labels.count);
    ASSERT_EQ(s.components.size(), labels.count);
    for (std::size_t k = 1; k <= labels.count; ++k) {
      const StreamComponent& c = s.components[k - 1];
      ASSERT_EQ(c.number, k);
      ASSERT_EQ(c.stats, stats[k]) << "component " << k;
      ASSERT_EQ(c.first_row * m.width() + c.first_column, first[k]) << "component " << k;
    }
    ASSERT_EQ(stream(m, connectivity, bands, false, threads, false).count, labels.count)
        << "counting only";
  }
}

std::vector<std::size_t> random_bands(std::mt19937_64& random) {
  std::vector<std::size_t> bands(5);
  for (std::size_t& b : bands) b = 1 + random() % 9;
  return bands;
}

TEST(MapStream, EqualsLabelOnEveryKindWidthAndBanding) {
  std::mt19937_64 random(52);
  const bool quick = bitcc::test_support::sampled();
  const std::vector<std::size_t> widths = {1, 2, 63, 64, 65, 127, 128, 129};
  const std::vector<std::size_t> heights =
      quick ? std::vector<std::size_t>{1, 2, 3, 17, 40} : std::vector<std::size_t>{1, 2, 3, 5, 17, 40, 97};
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight})
    for (const std::size_t width : widths)
      for (const std::size_t height : heights) {
        const std::uint64_t seed = width * 1000 + height;
        std::vector<std::pair<std::string, BitMap>> kinds = {
            {"random 0.5", maps::random_map(width, height, 0.5, seed)},
            {"random 0.7", maps::random_map(width, height, 0.7, seed + 1)},
            {"terrain", maps::terrain_map(width, height, seed, 8)},
            {"maze", maps::maze_map(width, height, seed)},
            {"spiral", maps::spiral_map(width, height)},
            {"comb", maps::comb_map(width, height, true)},
            {"checker", maps::checker_map(width, height)}};
        if (!quick) kinds.push_back({"random 0.3", maps::random_map(width, height, 0.3, seed + 2)});
        for (const auto& [what, m] : kinds) {
          expect_equals_label(m, connectivity, {}, what);
          expect_equals_label(m, connectivity, {height}, what);
          expect_equals_label(m, connectivity, random_bands(random), what);
          if (HasFatalFailure()) return;
        }
      }
}

TEST(MapStream, EqualsLabelOnLargerMaps) {
  std::mt19937_64 random(7);
  const std::size_t side = bitcc::test_support::sampled() ? 300 : 1000;
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    expect_equals_label(maps::random_map(side, side + 1, 0.55, 3), connectivity,
                        random_bands(random), "random 0.55");
    expect_equals_label(maps::terrain_map(side + 1, side, 4), connectivity, random_bands(random),
                        "terrain");
    expect_equals_label(maps::maze_map(side, side - 1, 5), connectivity, {}, "maze");
    // Fed whole: the labeler's own bands of rows, and the sets that cross their borders.
    expect_equals_label(maps::random_map(side, side, 0.6, 6), connectivity, {side}, "random 0.6");
    expect_equals_label(maps::maze_map(side - 1, side, 7), connectivity, {side}, "maze");
    expect_equals_label(maps::spiral_map(side - 3, side), connectivity, {64}, "spiral");
  }
}

// The numbers of hand-drawn pictures where a merge that comes late decides the order: the
// expected components are written by hand (number, first cell, box, area).
struct Expected {
  std::uint64_t number;
  std::size_t first_row, first_column, left, top, width, height;
  std::uint64_t area;
};

void expect_components(const std::vector<std::string>& rows, Connectivity connectivity,
                       const std::vector<Expected>& expected) {
  const BitMap m = maps::picture_map(rows);
  for (const std::vector<std::size_t>& bands :
       {std::vector<std::size_t>{}, std::vector<std::size_t>{2}, std::vector<std::size_t>{rows.size()}}) {
    const Streamed s = stream(m, connectivity, bands);
    SCOPED_TRACE(picture(m));
    ASSERT_EQ(s.components.size(), expected.size());
    ASSERT_EQ(s.count, expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
      const StreamComponent& c = s.components[k];
      const Expected& e = expected[k];
      EXPECT_EQ(c.number, e.number);
      EXPECT_EQ(c.first_row, e.first_row) << "component " << e.number;
      EXPECT_EQ(c.first_column, e.first_column) << "component " << e.number;
      EXPECT_EQ(c.stats, (ComponentStats{e.left, e.top, e.width, e.height, e.area}))
          << "component " << e.number;
    }
  }
}

TEST(MapStream, UShapeJoinsAtTheBottom) {
  // The right arm starts a component of its own, joined into the left one's at the last row; the
  // dot at (1, 2) started between them and closes first, yet is number 2.
  expect_components({"#...#",
                     "#.#.#",
                     "#...#",
                     "#####"},
                    Connectivity::Four,
                    {{1, 0, 0, 0, 0, 5, 4, 11}, {2, 1, 2, 2, 1, 1, 1, 1}});
}

TEST(MapStream, LaterFirstRowJoinsAnEarlierComponent) {
  // A starts at (0, 4); B starts at (1, 0), a row later, and joins A at row 4 through the bottom
  // bar. The dot C at (2, 2), between them, closes at row 3 while both are open: it is 2 only once
  // B has joined A (else B would be 2 and C 3). D, last, is 3. The same under 8-connectivity (the
  // dot touches nothing by a corner).
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight})
    expect_components({"....#.",
                       "#...#.",
                       "#.#.#.",
                       "#...#.",
                       "#####.",
                       "......",
                       ".##..."},
                      connectivity,
                      {{1, 0, 4, 0, 0, 5, 5, 12}, {2, 2, 2, 2, 2, 1, 1, 1}, {3, 6, 1, 1, 6, 2, 1, 2}});
}

TEST(MapStream, SpiralJoinsOnceAtItsCentre) {
  // The rings' arms start components of their own (row 2's left arm, row 3's and row 4's inner
  // ones) that join the first one only through the turns below them.
  expect_components({"#######",
                     "......#",
                     "#####.#",
                     "#...#.#",
                     "#.#.#.#",
                     "#.###.#",
                     "#.....#",
                     "#######",
                     "......."},
                    Connectivity::Four, {{1, 0, 0, 0, 0, 7, 8, 35}});
  // The pair at (0, 4) closes at row 2 while the first component is open, and the arms at (1, 2)
  // and (1, 6) join each other at row 3 and the first component at row 5: the pair is 2.
  expect_components({"#...#..",
                     "#.#.#.#",
                     "#.#...#",
                     "#.#####",
                     "#.....#",
                     "#######"},
                    Connectivity::Four,
                    {{1, 0, 0, 0, 0, 7, 6, 22}, {2, 0, 4, 4, 0, 1, 2, 2}});
}

TEST(MapStream, EightConnectivityJoinsByCorners) {
  expect_components({"#.#.",
                     ".#..",
                     "...#",
                     "..#."},
                    Connectivity::Eight, {{1, 0, 0, 0, 0, 3, 2, 3}, {2, 2, 3, 2, 2, 2, 2, 2}});
  expect_components({"#.#.",
                     ".#..",
                     "...#",
                     "..#."},
                    Connectivity::Four,
                    {{1, 0, 0, 0, 0, 1, 1, 1},
                     {2, 0, 2, 2, 0, 1, 1, 1},
                     {3, 1, 1, 1, 1, 1, 1, 1},
                     {4, 2, 3, 3, 2, 1, 1, 1},
                     {5, 3, 2, 2, 3, 1, 1, 1}});
}

// Components are reported as soon as every earlier one has closed: a band fed reports those
// closed above its last row unless an earlier component is still open. With two threads they are
// reported on the second thread, behind feed(); settle() waits for them (with one thread it has
// nothing to wait for), and waiting() waits by itself.
TEST(MapStream, ReportsComponentsOnceTheyCannotGrow) {
  const BitMap m = maps::picture_map({"##..#",
                                      "....#",
                                      ".##.#",
                                      "....#"});
  for (const unsigned threads : {1u, 2u}) {
    SCOPED_TRACE(std::to_string(threads) + " thread(s)");
    std::vector<std::uint64_t> seen;
    StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, threads},
                          [&](const StreamComponent& c) { seen.push_back(c.number); });
    labeler.feed(m.row(0), 1);
    labeler.settle();
    EXPECT_TRUE(seen.empty());  // nothing can be known closed before the next row
    labeler.feed(m.row(1), 1);
    labeler.settle();
    EXPECT_EQ(seen, (std::vector<std::uint64_t>{1}));  // the pair closed; the column is open
    labeler.feed(m.row(2), 2);
    EXPECT_EQ(labeler.waiting(), 2u);
    EXPECT_EQ(seen, (std::vector<std::uint64_t>{1}));  // 3 closed but waits for 2 (the column)
    labeler.finish();
    EXPECT_EQ(seen, (std::vector<std::uint64_t>{1, 2, 3}));
    EXPECT_EQ(labeler.count(), 3u);
  }
}

// What the receiver throws on the second thread comes out of a later feed(), settle() or finish();
// the labeler is then destroyed without waiting forever, and one per processor (0) is accepted.
TEST(MapStream, SecondThreadPassesOnWhatTheReceiverThrows) {
  const BitMap m = maps::random_map(100, 300, 0.5, 12);
  for (const unsigned threads : {0u, 2u}) {
    std::size_t calls = 0;
    StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, threads},
                          [&](const StreamComponent&) {
                            if (++calls == 5) throw std::runtime_error("receiver full");
                          });
    EXPECT_THROW(
        {
          for (std::size_t r = 0; r < m.height(); r += 10) labeler.feed(m.row(r), 10);
          labeler.finish();
        },
        std::runtime_error);
    EXPECT_EQ(calls, 5u);  // no component after it
  }
  std::size_t calls = 0;
  {
    StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, 2},
                          [&](const StreamComponent&) { ++calls; });
    labeler.feed(m.row(0), m.height());
  }  // destroyed with bands still on the second thread: it finishes them first
  EXPECT_GT(calls, 0u);
}

// One thread: what the receiver throws comes out of feed(), which reported every component before
// it once, in number order; the labeler then refuses to go on (its state no longer follows the
// rows) with a logic_error, not wrong components.
TEST(MapStream, OneThreadStopsAfterTheReceiverThrows) {
  const BitMap m = maps::random_map(120, 300, 0.5, 13);
  const Streamed whole = stream(m, Connectivity::Four, {10});
  std::vector<StreamComponent> got;
  StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, 1},
                        [&](const StreamComponent& c) {
                          if (c.number == 5) throw std::runtime_error("receiver full");
                          got.push_back(c);
                        });
  std::size_t r = 0;
  for (; r < m.height(); r += 10) {
    try {
      labeler.feed(m.row(r), 10);
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "receiver full");
      break;
    }
  }
  ASSERT_LT(r, m.height());
  ASSERT_EQ(got.size(), 4u);
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].number, whole.components[i].number);
    EXPECT_EQ(got[i].stats.area, whole.components[i].stats.area);
  }
  EXPECT_THROW(labeler.feed(m.row(r + 10), 10), std::logic_error);
  EXPECT_THROW(labeler.finish(), std::logic_error);
  EXPECT_EQ(got.size(), 4u);
}

// Memory holds the open components, not the map: a tall map of small components leaves a few open
// at a time.
TEST(MapStream, HoldsOnlyTheOpenComponents) {
  const BitMap m = maps::random_map(200, 3000, 0.5, 9);
  std::size_t most = 0, count = 0;
  StreamLabeler labeler(m.width(), {}, [&](const StreamComponent&) { ++count; });
  for (std::size_t r = 0; r < m.height(); ++r) {
    labeler.feed(m.row(r), 1);
    most = std::max(most, labeler.open() + labeler.waiting());
  }
  labeler.finish();
  EXPECT_EQ(count, bitcc::map::label(m).count);
  EXPECT_LT(most, 2000u);  // 10 rows' worth of components; the map has tens of thousands
}

TEST(MapStream, CountsWithoutAReceiver) {
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    const BitMap m = maps::terrain_map(130, 70, 2, 6);
    StreamLabeler labeler(m.width(), StreamOptions{connectivity, false});
    labeler.feed(m.row(0), m.height());
    labeler.finish();
    bitcc::map::LabelOptions options;
    options.connectivity = connectivity;
    EXPECT_EQ(labeler.count(), bitcc::map::label(m, options).count);
    EXPECT_EQ(labeler.waiting(), 0u);
  }
}

// The second pass gives every row's labels: the reference's labels (the byte-grid flood fill).
TEST(MapStream, SecondPassGivesTheReferenceLabels) {
  std::mt19937_64 random(3);
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight})
    for (const BitMap& m : {maps::random_map(129, 61, 0.55, 1), maps::terrain_map(65, 80, 2, 8),
                            maps::maze_map(64, 33, 3), maps::spiral_map(63, 64),
                            maps::random_map(1, 40, 0.5, 2), maps::checker_map(128, 9)}) {
      const auto reference =
          maps::reference_label(maps::to_cells(m), connectivity == Connectivity::Eight);
      // Two threads asked: the numbering is kept with one.
      Streamed first = stream(m, connectivity, random_bands(random), true, 2);
      ASSERT_EQ(first.numbering.count(), reference.count);
      StreamLabelRows rows(m.width(), connectivity, std::move(first.numbering));
      std::vector<Label> labels;
      feed_bands(m, random_bands(random), [&](const std::uint64_t* words, std::size_t n) {
        rows.feed(words, n, [&](const Label* row) { labels.insert(labels.end(), row, row + m.width()); });
      });
      EXPECT_EQ(labels, reference.labels) << picture(m);
    }
}

// The label image written row by row as .npy equals write_npy of map::label's image, byte for byte.
TEST(MapStream, WritesTheNpyRowByRow) {
  const BitMap m = maps::terrain_map(100, 77, 5, 8);
  const std::string pbm = bitcc::map::write_pbm(m);
  std::istringstream first_pass(pbm);
  StreamLabeler* kept = nullptr;
  std::optional<StreamLabeler> labeler;
  ASSERT_TRUE(bitcc::map::read_pbm_rows_stream(
      first_pass,
      [&](std::uint64_t width, std::uint64_t, bool) {
        labeler.emplace(static_cast<std::size_t>(width), StreamOptions{Connectivity::Four, true});
        kept = &*labeler;
      },
      [&](const std::uint64_t* words, std::uint64_t, std::size_t n) { kept->feed(words, n); }));
  labeler->finish();
  const bitcc::map::StreamNumbering numbering = labeler->numbering();
  for (const bool npy : {true, false}) {
    std::istringstream second_pass(pbm);
    std::ostringstream out;
    ASSERT_TRUE(bitcc::map::write_label_rows(second_pass, m.width(), m.height(), Connectivity::Four,
                                             numbering, npy, out));
    const bitcc::map::LabelImage labels = bitcc::map::label(m);
    EXPECT_EQ(out.str(), npy ? bitcc::map::write_npy(labels) : bitcc::map::write_u32le(labels));
  }
}

TEST(MapStream, LabelsAPbmStream) {
  const BitMap m = maps::random_map(70, 50, 0.6, 4);
  for (const bool plain : {false, true}) {
    std::string text = bitcc::map::write_pbm(m);
    if (plain) {
      text = "P1\n70 50\n";
      for (std::size_t r = 0; r < m.height(); ++r) {
        for (std::size_t c = 0; c < m.width(); ++c) text += m.test(r, c) ? '1' : '0';
        text += '\n';
      }
    }
    std::istringstream in(text);
    std::vector<StreamComponent> seen;
    const auto image = bitcc::map::label_pbm_stream(
        in, {}, [&](const StreamComponent& c) { seen.push_back(c); });
    ASSERT_TRUE(image);
    EXPECT_EQ(image->width, 70u);
    EXPECT_EQ(image->height, 50u);
    EXPECT_EQ(image->plain, plain);
    EXPECT_EQ(image->count, bitcc::map::label(m).count);
    EXPECT_EQ(seen.size(), image->count);
  }
}

// A raster that ends early is refused with the rows it held; the components reported come from
// those rows only (none past them, none of the rows' open ones).
TEST(MapStream, RefusesATruncatedStream) {
  const BitMap m = maps::random_map(70, 50, 0.6, 4);
  const std::string pbm = bitcc::map::write_pbm(m);
  const std::size_t header = pbm.size() - 9 * 50;
  for (const unsigned threads : {1u, 2u})
  for (const std::size_t cut : {header - 1, header, header + 1, header + 9 * 20 + 3, pbm.size() - 1}) {
    std::istringstream in(pbm.substr(0, cut));
    bitcc::map::PbmProblem problem;
    std::uint64_t last_row = 0;
    StreamOptions options;
    options.threads = threads;
    const auto image = bitcc::map::label_pbm_stream(
        in, options,
        [&](const StreamComponent& c) {
          last_row = std::max<std::uint64_t>(last_row, c.stats.top + c.stats.height - 1);
        },
        &problem);
    EXPECT_FALSE(image) << cut;
    if (cut < header) continue;
    EXPECT_EQ(problem.kind, bitcc::map::PbmProblem::Kind::Truncated);
    EXPECT_EQ(problem.found, cut - header);
    EXPECT_LE(last_row, (cut - header) / 9) << "a component past the rows read";
  }
}

TEST(MapStream, RefusesBadCalls) {
  StreamLabeler labeler(10);
  const std::uint64_t row = 0;
  labeler.feed(&row, 1);
  labeler.finish();
  EXPECT_THROW(labeler.feed(&row, 1), std::logic_error);
  EXPECT_THROW(labeler.numbering(), std::logic_error);  // not kept
  bitcc::map::StreamNumbering none;
  EXPECT_NO_THROW(StreamLabelRows(10, Connectivity::Four, std::move(none)));
}

}  // namespace
