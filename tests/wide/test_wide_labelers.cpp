// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Every wide labeler of every size class against the reference (testing/wide_oracle.hpp, a plain
// array BFS): exhaustive on tiny boards, seeded random at many densities, and hand-picked hard
// shapes (spirals, combs, checkerboards, one-cell mazes, full boards); groups_at_least,
// component_of and neighbours_of against answers derived from the reference.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "bitcc/wide/wide.hpp"
#include "tests/sanitized.hpp"
#include "testing/wide_oracle.hpp"

namespace {

using bitcc::Adjacency;
using bitcc::Isa;
namespace wide = bitcc::wide;
namespace oracle = bitcc::test_support::wide;
using bitcc::test_support::Rng;

template <class G>
std::string describe(const typename G::Board& b) {
  return wide::geometry_name<G>() + " board:\n" + wide::to_picture<G>(b);
}

// Every labeler of G that runs here gives the reference components of `b`, in order. Bits that are
// not cells (`stray`) are added to the input and must be ignored.
template <class G>
::testing::AssertionResult labelers_agree(const typename G::Board& b,
                                          const typename G::Board& stray = {}) {
  using Board = typename G::Board;
  const std::vector<oracle::Grid> expected =
      oracle::oracle_components(oracle::to_grid<G>(b), G::kAdjacency);
  std::vector<Board> got(G::kMaxComponents);
  for (const auto& entry : wide::labelers<G>()) {
    if (!entry.supported()) continue;
    const int n = entry.label(b | stray, got.data());
    bool same = n == static_cast<int>(expected.size());
    for (int i = 0; same && i < n; ++i)
      same = oracle::to_grid<G>(got[static_cast<std::size_t>(i)]).cells == expected[i].cells &&
             G::is_valid(got[static_cast<std::size_t>(i)]);
    if (same) continue;
    return ::testing::AssertionFailure()
           << entry.name << ": " << n << " components, expected " << expected.size() << "; "
           << describe<G>(b);
  }
  return ::testing::AssertionSuccess();
}

// The bits of G's words that are not cells: guard bits and the bits past the last row.
template <class G>
typename G::Board not_cells() {
  return ~G::kPlayable;
}

template <class G>
class WideLabelers : public ::testing::Test {};

#ifdef BITCC_WIDE_FEW_GEOMETRIES
using TinyGeometries = ::testing::Types<wide::Geometry<1, 1>, wide::Geometry<4, 4>,
                                        wide::Geometry<1, 16>, wide::Geometry<3, 3, Adjacency::Hex>>;
#else
using TinyGeometries = ::testing::Types<
    wide::Geometry<1, 1>, wide::Geometry<2, 2>, wide::Geometry<4, 4>, wide::Geometry<3, 5>,
    wide::Geometry<1, 16>, wide::Geometry<16, 1>, wide::Geometry<3, 3, Adjacency::Hex>,
    wide::Geometry<4, 4, Adjacency::Hex>>;
#endif
// Every size class: Go boards, hex boards, contest maps, the last rows that fit the SIMD floods'
// shifts (62 and 63 cells), more than 8 and 16 words, a single column and a single row of 1024.
// The sanitizer build (BITCC_WIDE_FEW_GEOMETRIES) takes one of each kind: it compiles far slower.
#ifdef BITCC_WIDE_FEW_GEOMETRIES
using Geometries = ::testing::Types<wide::Geometry<4, 4, Adjacency::Hex>, wide::Geometry<19, 19>,
                                    wide::Geometry<19, 19, Adjacency::Hex>, wide::Geometry<30, 20>,
                                    wide::Geometry<62, 8>, wide::Geometry<1, 1024>>;
#else
using Geometries = ::testing::Types<
    wide::Geometry<4, 4>, wide::Geometry<4, 4, Adjacency::Hex>, wide::Geometry<9, 9>,
    wide::Geometry<13, 13>, wide::Geometry<19, 19>, wide::Geometry<11, 11, Adjacency::Hex>,
    wide::Geometry<14, 14, Adjacency::Hex>, wide::Geometry<19, 19, Adjacency::Hex>,
    wide::Geometry<24, 12>, wide::Geometry<35, 17>, wide::Geometry<30, 20>,
    wide::Geometry<32, 32>, wide::Geometry<62, 8>, wide::Geometry<63, 8>, wide::Geometry<64, 16>,
    wide::Geometry<1, 1024>, wide::Geometry<1024, 1>>;
#endif

struct GeometryNames {
  template <class G>
  static std::string GetName(int) {
    return wide::geometry_name<G>();
  }
};
TYPED_TEST_SUITE(WideLabelers, Geometries, GeometryNames);

template <class G>
class WideTinyLabelers : public ::testing::Test {};
TYPED_TEST_SUITE(WideTinyLabelers, TinyGeometries, GeometryNames);

TYPED_TEST(WideTinyLabelers, EveryBoard) {
  using G = TypeParam;
  static_assert(G::kCells <= 16);
  for (std::uint32_t bits = 0; bits < (1u << G::kCells); ++bits) {
    oracle::Grid grid{G::kWidth, G::kHeight, std::vector<bool>(G::kCells)};
    for (int cell = 0; cell < G::kCells; ++cell) grid.cells[cell] = (bits >> cell & 1) != 0;
    ASSERT_TRUE(labelers_agree<G>(oracle::from_grid<G>(grid)));
  }
}

// Random boards per density and size (the aarch64 run under qemu takes fewer; the sanitizer build
// a quarter).
#ifndef BITCC_WIDE_RANDOM_BOARDS
#define BITCC_WIDE_RANDOM_BOARDS 200
#endif

TYPED_TEST(WideLabelers, RandomBoards) {
  using G = TypeParam;
  Rng rng(20261127 + G::kCells);
  const int boards = bitcc::test_support::sanitized_share(BITCC_WIDE_RANDOM_BOARDS);
  const int per_density = G::kCells >= 600 ? boards / 3 : boards;
  for (const double density : {0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95})
    for (int i = 0; i < per_density; ++i)
      ASSERT_TRUE(labelers_agree<G>(oracle::random_board<G>(rng, density))) << "density " << density;
}

TYPED_TEST(WideLabelers, HardShapes) {
  using G = TypeParam;
  Rng rng(7);
  std::vector<typename G::Board> boards = {typename G::Board{},    oracle::full_board<G>(),
                                           oracle::spiral_board<G>(), oracle::comb_board<G>(false),
                                           oracle::comb_board<G>(true), oracle::checker_board<G>(0),
                                           oracle::checker_board<G>(1)};
  for (int i = 0; i < 8; ++i) boards.push_back(oracle::maze_board<G>(rng));
  for (const auto& b : boards) {
    ASSERT_TRUE(labelers_agree<G>(b));
    ASSERT_TRUE(labelers_agree<G>(b, not_cells<G>())) << "with every bit that is not a cell set";
  }
}

TYPED_TEST(WideLabelers, BitsThatAreNotCellsAreIgnored) {
  using G = TypeParam;
  Rng rng(11);
  for (int i = 0; i < 50; ++i) {
    typename G::Board stray{};
    for (auto& word : stray.word) word = rng.next();
    ASSERT_TRUE(labelers_agree<G>(oracle::random_board<G>(rng, 0.5), and_not(stray, G::kPlayable)));
  }
}

// groups_at_least, component_of and neighbours_of against the reference's components.
TYPED_TEST(WideLabelers, GroupsComponentsAndNeighbours) {
  using G = TypeParam;
  using Board = typename G::Board;
  Rng rng(99);
  for (int i = 0; i < 60; ++i) {
    const Board b = oracle::random_board<G>(rng, 0.1 + 0.8 * (i % 9) / 8.0);
    const oracle::Grid grid = oracle::to_grid<G>(b);
    const std::vector<oracle::Grid> components = oracle::oracle_components(grid, G::kAdjacency);
    for (int k = 0; k <= 7; ++k) {
      oracle::Grid expected{G::kWidth, G::kHeight, std::vector<bool>(G::kCells)};
      for (const oracle::Grid& c : components) {
        int size = 0;
        for (const bool cell : c.cells) size += cell;
        if (size >= k)
          for (int cell = 0; cell < G::kCells; ++cell) expected.cells[cell] = expected.cells[cell] || c.cells[cell];
      }
      ASSERT_EQ(oracle::to_grid<G>(wide::groups_at_least<G>(b, k)).cells, expected.cells)
          << "k = " << k << ", " << describe<G>(b);
    }
    ASSERT_FALSE(wide::groups_at_least<G>(b, G::kCells + 1).any());
    // The component of each cell, and of points that are not set cells.
    for (int row = 0; row < G::kHeight; ++row)
      for (int column = 0; column < G::kWidth; column += 1 + G::kWidth / 7) {
        const Board c = wide::component_of<G>(b, G::cell_index(row, column));
        if (!grid.at(row, column)) {
          ASSERT_FALSE(c.any());
          continue;
        }
        bool found = false;
        for (const oracle::Grid& component : components)
          if (component.at(row, column)) found = oracle::to_grid<G>(c).cells == component.cells;
        ASSERT_TRUE(found) << "component_of (" << row << ", " << column << "), " << describe<G>(b);
      }
    for (const int outside : {-1, G::kBits, G::kBits + 1000, G::kWidth /* a guard bit */})
      ASSERT_FALSE(wide::component_of<G>(b | not_cells<G>(), outside).any()) << outside;
    // neighbours_of: the cells not in b with a neighbour in b, by the reference's offsets.
    oracle::Grid expected{G::kWidth, G::kHeight, std::vector<bool>(G::kCells)};
    for (int row = 0; row < G::kHeight; ++row)
      for (int column = 0; column < G::kWidth; ++column) {
        if (grid.at(row, column)) continue;
        for (int k = 0; k < bitcc::test_support::neighbour_offset_count(G::kAdjacency); ++k) {
          const int r = row + bitcc::test_support::kNeighbourOffsets[k][0];
          const int c = column + bitcc::test_support::kNeighbourOffsets[k][1];
          if (r >= 0 && r < G::kHeight && c >= 0 && c < G::kWidth && grid.at(r, c))
            expected.cells[static_cast<std::size_t>(row * G::kWidth + column)] = true;
        }
      }
    ASSERT_EQ(oracle::to_grid<G>(wide::neighbours_of<G>(b | not_cells<G>())).cells, expected.cells)
        << describe<G>(b);
  }
}

TYPED_TEST(WideLabelers, TextRoundTrips) {
  using G = TypeParam;
  Rng rng(5);
  for (int i = 0; i < 20; ++i) {
    const typename G::Board b = oracle::random_board<G>(rng, 0.5);
    std::string error;
    const auto from_picture = wide::parse_picture<G>(wide::to_picture<G>(b), &error);
    ASSERT_TRUE(from_picture.has_value()) << error;
    ASSERT_TRUE(*from_picture == b);
    const auto from_hex = wide::parse_hex<G>(wide::to_hex<G>(b), &error);
    ASSERT_TRUE(from_hex.has_value()) << error;
    ASSERT_TRUE(*from_hex == b);
  }
}

// Every labeler of 19x19 on `picture` (a letter per cell of a component: 'a' for the first, 'b'
// for the second, ...; '.' for an empty cell) gives the `count` lettered components in order.
void expect_lettered_components(const std::string& picture, int count) {
  using G = wide::Geometry<19, 19>;
  std::vector<G::Board> expected(static_cast<std::size_t>(count));
  G::Board board{};
  for (int line = 0; line < G::kHeight; ++line)
    for (int column = 0; column < G::kWidth; ++column) {
      const char c = picture[static_cast<std::size_t>(line * (G::kWidth + 1) + column)];
      if (c == '.') continue;
      const G::Board cell = G::cell_board(G::kHeight - 1 - line, column);
      expected.at(static_cast<std::size_t>(c - 'a')) |= cell;
      board |= cell;
    }
  G::Board got[G::kMaxComponents];
  for (const auto& entry : wide::labelers<G>()) {
    if (!entry.supported()) continue;
    ASSERT_EQ(entry.label(board, got), count) << entry.name;
    for (int i = 0; i < count; ++i)
      EXPECT_TRUE(got[i] == expected[static_cast<std::size_t>(i)])
          << entry.name << ", component " << static_cast<char>('a' + i) << ":\n"
          << wide::to_picture<G>(got[i]);
  }
}

// Single cells, isolated pairs (written without a flood from 4 words on) and flooded components on
// a 19x19 board, each letter one component, lettered in the order the labelers must give them (of
// lowest cell): pairs across the boundaries of the 64-bit words (bits 63/64 in h, 55/75 in g,
// 191/192 in l, 318/338 in r), pairs side by side a row apart (i, k), three cells in a row (e) and
// an L (d) next to pairs, single cells diagonal to each other (p, q) and at word 5's first bit (s).
TEST(WideLabelPictures, PairsSinglesAndFloodsInOrder) {
  const std::string picture =
      ".................tt\n"
      "...................\n"
      "s.................r\n"
      "........o..q......r\n"
      "........o.p........\n"
      "................n..\n"
      "....mm..........n..\n"
      "....m..............\n"
      "...mm..............\n"
      "...........ll......\n"
      "...................\n"
      "kk.................\n"
      "........jj.........\n"
      "ii.................\n"
      "...................\n"
      "ff.hh..........g...\n"
      "f..............g...\n"
      ".....c..d..........\n"
      "a.bb.c.dd.eee......\n";
  expect_lettered_components(picture, 20);
}

// A dense board (317 of 361 cells set: the AVX2 labeler then floods isolated pairs rather than
// looking for them) with an isolated pair of each kind and a single cell beside one large
// component.
TEST(WideLabelPictures, PairsOnADenseBoard) {
  const std::string picture =
      "aaaaaaaaaaaa.......\n"
      "aaaaaaaaaaaa.d.....\n"
      "aaaaaaaaaaaa.......\n"
      "aaaaaaaaaaaa.cc....\n"
      "aaaaaaaaaaaa....b..\n"
      "aaaaaaaaaaaa....b..\n"
      "aaaaaaaaaaaa.......\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n"
      "aaaaaaaaaaaaaaaaaaa\n";
  expect_lettered_components(picture, 4);
}

// A board over a third full (138 cells), where the AVX-512 labeler drops the candidates of runs
// joined from above to an earlier run of their row: U shapes with gaps of one and three cells (a,
// d), three runs under one (f), runs either side of a 64-bit word's boundary (e: bit 64 in the gap;
// i: the upper run's cells move across the boundary at bit 256) and an upper run across one (h: bit
// 192, where the run along the rows stops, so the right run is found covered instead); beside them
// what is not joined: an upper run that starts over the gap (b, c) and a run at the left edge (g).
TEST(WideLabelPictures, RunsJoinedFromAbove) {
  const std::string picture =
      "jjjjjjjjjjjjjjjjjjj\n"
      "jjjjjjjjjjjjjjjjjjj\n"
      "jjjjjjjjjjjjjjjjjjj\n"
      "jjjjjjjjjjjjjjjjjjj\n"
      "...................\n"
      "..............iiii.\n"
      ".............ii..ii\n"
      "...................\n"
      "...................\n"
      ".........hhhhhh....\n"
      "........hh....hh...\n"
      "ggg................\n"
      ".gg................\n"
      "...................\n"
      "...eeee...fffff....\n"
      "..ee..ee..f.f.f....\n"
      "...................\n"
      "aaaaa...ccc.ddddd..\n"
      "aa.aa.bb.cc.d...d..\n";
  expect_lettered_components(picture, 10);
}

// Candidates flooded side by side (on 19x19, after the first flood, up to three at a time) that
// lie in one component: the teeth of the combs a, b, d and e each start a run of their own. After
// a's flood alone, the batches are b's three teeth (the second and third in the first's
// component), then c and d's two teeth (the third in the second's), then e's two teeth and f (the
// second in the first's, the third a component of its own); g is a single cell and h a pair.
TEST(WideLabelPictures, CandidatesFloodedSideBySide) {
  const std::string picture =
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "...................\n"
      "f..................\n"
      "ff......g.....hh...\n"
      "..........c........\n"
      "aaa.bbbbb.c.ddd.eee\n"
      "a.a.b.b.b.c.d.d.e.e\n";
  expect_lettered_components(picture, 8);
}

// bitcc::wide::label runs what BITCC_SIMD forces (ctest runs this once per value), or throws.
TEST(WideLabelForced, RunsTheForcedImplementation) {
  using G = wide::Geometry<19, 19>;
  const char* forced = std::getenv("BITCC_SIMD");
  const std::string value = forced != nullptr ? forced : "";
  bool known = value.empty() || value == "auto";
  for (const Isa isa : bitcc::kAllIsas) known = known || value == bitcc::isa_name(isa);
  G::Board out[G::kMaxComponents];
  const G::Board b = oracle::spiral_board<G>();
  if (!known) {
    EXPECT_THROW(wide::label<G>(b, out), std::runtime_error);
    return;
  }
  for (const Isa isa : bitcc::kAllIsas) {
    if (value == bitcc::isa_name(isa) && !wide::label_available<G>(isa)) {
      EXPECT_THROW(wide::label<G>(b, out), std::runtime_error);
      GTEST_SKIP() << value << " is not available here";
    }
  }
  EXPECT_EQ(wide::label<G>(b, out), 1);
  if (!value.empty() && value != "auto") {
    EXPECT_EQ(bitcc::isa_name(wide::label_isa<G>()), value);
  }
}

}  // namespace
