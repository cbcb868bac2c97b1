// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Every generic labeler of every geometry against the reference labeler (a plain array BFS):
// exhaustive where the space is small, seeded random elsewhere, hand-drawn pictures with
// hand-counted components, and agreement with the core 6x12 labelers.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "bitcc/bitcc.hpp"
#include "bitcc/generic/generic.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "testing/pools.hpp"

namespace {

using bitcc::Adjacency;
using bitcc::Board;
using bitcc::Geometry;
using bitcc::test_support::parse;
using bitcc::test_support::picture;

// Every labeler of G gives exactly the reference components of `b` (same count, same boards, same
// order). On failure, says which labeler and draws the board and both answers.
template <class G>
::testing::AssertionResult labelers_agree(Board b) {
  Board expected[G::kMaxComponents];
  const int n = bitcc::test_support::oracle_label<G>(b, expected);
  for (const auto& entry : bitcc::generic::kLabelers<G>) {
    Board got[G::kMaxComponents];
    const int m = entry.label(b, got);
    if (m == n && std::equal(got, got + n, expected)) continue;
    std::ostringstream message;
    message << bitcc::generic::geometry_name<G>() << " " << entry.name << ": " << m
            << " components, expected " << n << ", board:\n"
            << picture<G>(b);
    for (int i = 0; i < std::min(m, n); ++i)
      if (got[i] != expected[i])
        message << "first difference at component " << i << ", got:\n"
                << picture<G>(got[i]) << "expected:\n"
                << picture<G>(expected[i]);
    return ::testing::AssertionFailure() << message.str();
  }
  return ::testing::AssertionSuccess();
}

template <class G>
class GenericLabelers : public ::testing::Test {};

#ifdef BITCC_QUICK_TESTS
// The quick tier (tests/CMakeLists.txt): a geometry of each kind, square and hex: the 6x12 board,
// tiny, narrow, a full 128-bit board and one too wide for the row-pair scan.
using Geometries =
    ::testing::Types<Geometry<6, 12>, Geometry<3, 3>, Geometry<2, 20>, Geometry<8, 16>,
                     Geometry<11, 11>, Geometry<6, 12, Adjacency::Hex>,
                     Geometry<2, 20, Adjacency::Hex>, Geometry<11, 11, Adjacency::Hex>>;
#else
using Geometries = ::testing::Types<
    Geometry<6, 12>, Geometry<6, 13>, Geometry<6, 14>, Geometry<8, 16>, Geometry<9, 9>,
    Geometry<11, 11>, Geometry<3, 3>, Geometry<4, 4>, Geometry<2, 20>, Geometry<5, 25>,
    Geometry<7, 18>, Geometry<6, 12, Adjacency::Hex>, Geometry<6, 13, Adjacency::Hex>,
    Geometry<6, 14, Adjacency::Hex>, Geometry<8, 16, Adjacency::Hex>,
    Geometry<9, 9, Adjacency::Hex>, Geometry<11, 11, Adjacency::Hex>,
    Geometry<3, 3, Adjacency::Hex>, Geometry<4, 4, Adjacency::Hex>,
    Geometry<2, 20, Adjacency::Hex>, Geometry<5, 25, Adjacency::Hex>,
    Geometry<7, 18, Adjacency::Hex>>;
#endif

struct GeometryNames {
  template <class G>
  static std::string GetName(int) {
    return bitcc::generic::geometry_name<G>();
  }
};
TYPED_TEST_SUITE(GenericLabelers, Geometries, GeometryNames);

TYPED_TEST(GenericLabelers, RegistryHasEveryLabeler) {
  using G = TypeParam;
  const bool has_rowpair = G::kWidth <= bitcc::generic::kRowPairMaxWidth;
  EXPECT_EQ(bitcc::generic::find_labeler<G>("rowpair") != nullptr, has_rowpair);
  EXPECT_NE(bitcc::generic::find_labeler<G>("bfs"), nullptr);
  EXPECT_NE(bitcc::generic::find_labeler<G>("union-find"), nullptr);
  EXPECT_EQ(bitcc::generic::find_labeler<G>("none"), nullptr);
}

TYPED_TEST(GenericLabelers, EmptyAndFullBoards) {
  using G = TypeParam;
  EXPECT_TRUE(labelers_agree<G>(0));
  EXPECT_TRUE(labelers_agree<G>(G::kPlayable));
  for (const auto& entry : bitcc::generic::kLabelers<G>) {
    Board out[G::kMaxComponents];
    EXPECT_EQ(entry.label(0, out), 0) << entry.name;
    ASSERT_EQ(entry.label(G::kPlayable, out), 1) << entry.name;
    EXPECT_TRUE(out[0] == G::kPlayable) << entry.name;
  }
}

template <class G>
class TinyGeometries : public ::testing::Test {};
#ifdef BITCC_QUICK_TESTS
using Tiny = ::testing::Types<Geometry<3, 3>, Geometry<3, 3, Adjacency::Hex>>;
#else
using Tiny = ::testing::Types<Geometry<3, 3>, Geometry<4, 4>, Geometry<3, 3, Adjacency::Hex>,
                              Geometry<4, 4, Adjacency::Hex>>;
#endif
TYPED_TEST_SUITE(TinyGeometries, Tiny, GeometryNames);

// Boards small enough to enumerate completely (3x3: 512 boards, 4x4: 65536).
TYPED_TEST(TinyGeometries, EveryBoard) {
  using G = TypeParam;
  static_assert(G::kCells <= 16);
  for (unsigned bits = 0; bits < (1u << G::kCells); ++bits)
    ASSERT_TRUE(labelers_agree<G>(Board{bits}));
}

template <class G>
class NarrowGeometries : public ::testing::Test {};
#ifdef BITCC_QUICK_TESTS
using Narrow = ::testing::Types<Geometry<2, 20>, Geometry<6, 12>, Geometry<8, 16>,
                                Geometry<6, 12, Adjacency::Hex>>;
#else
using Narrow = ::testing::Types<
    Geometry<2, 20>, Geometry<3, 3>, Geometry<4, 4>, Geometry<5, 25>, Geometry<6, 12>,
    Geometry<6, 13>, Geometry<6, 14>, Geometry<7, 18>, Geometry<8, 16>,
    Geometry<2, 20, Adjacency::Hex>, Geometry<3, 3, Adjacency::Hex>,
    Geometry<4, 4, Adjacency::Hex>, Geometry<5, 25, Adjacency::Hex>,
    Geometry<6, 12, Adjacency::Hex>, Geometry<6, 13, Adjacency::Hex>,
    Geometry<6, 14, Adjacency::Hex>, Geometry<7, 18, Adjacency::Hex>,
    Geometry<8, 16, Adjacency::Hex>>;
#endif
TYPED_TEST_SUITE(NarrowGeometries, Narrow, GeometryNames);

// Every pair of adjacent rows (the row-pair table's whole domain), filled in every one of the
// 2^(2W) ways, at every row offset: rows that straddle bit 64 included.
TYPED_TEST(NarrowGeometries, EveryTwoRowStripAtEveryRow) {
  using G = TypeParam;
  constexpr int W = G::kWidth;
  static_assert(W <= 8);
  for (int row = 0; row + 1 < G::kHeight; ++row)
    for (unsigned strip = 0; strip < (1u << (2 * W)); ++strip)
      ASSERT_TRUE(labelers_agree<G>(Board{strip} << (W * row))) << "row offset " << row;
}

template <class G>
class ThreeRowBlocks : public ::testing::Test {};
#ifdef BITCC_QUICK_TESTS
using ThreeRows = ::testing::Types<Geometry<6, 12>, Geometry<2, 20, Adjacency::Hex>>;
#else
using ThreeRows = ::testing::Types<Geometry<2, 20>, Geometry<4, 4>, Geometry<5, 25>,
                                   Geometry<6, 12>, Geometry<2, 20, Adjacency::Hex>,
                                   Geometry<4, 4, Adjacency::Hex>, Geometry<5, 25, Adjacency::Hex>,
                                   Geometry<6, 12, Adjacency::Hex>>;
#endif
TYPED_TEST_SUITE(ThreeRowBlocks, ThreeRows, GeometryNames);

// Every filling of the bottom three rows and of the top three rows (2^(3W) boards each): three
// rows are where a component can leave a row pair and come back.
TYPED_TEST(ThreeRowBlocks, EveryBlockAtTheBottomAndTop) {
  using G = TypeParam;
  constexpr int W = G::kWidth;
  static_assert(W <= 6 && G::kHeight >= 3);
  for (const int row : {0, G::kHeight - 3})
    for (unsigned block = 0; block < (1u << (3 * W)); ++block)
      ASSERT_TRUE(labelers_agree<G>(Board{block} << (W * row))) << "row offset " << row;
}

TYPED_TEST(GenericLabelers, RandomBoardsAtEveryDensity) {
  using G = TypeParam;
  bitcc::test_support::Rng rng(0x5eed0000u + G::kWidth * 100 + G::kHeight);
  for (int percent = 5; percent <= 95; percent += 5)
    for (int i = 0; i < 300; ++i) {
      const Board b = bitcc::test_support::random_geometry_board<G>(rng, percent / 100.0);
      ASSERT_TRUE(labelers_agree<G>(b)) << "density " << percent << "%";
    }
}

// The checkerboard (including the bottom-left cell): under square adjacency every cell is a
// component, which fills `out` exactly to kMaxComponents.
TYPED_TEST(GenericLabelers, Checkerboard) {
  using G = TypeParam;
  Board b = 0;
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column)
      if ((row + column) % 2 == 0) b |= Board{1} << G::cell_index(row, column);
  ASSERT_TRUE(labelers_agree<G>(b));
  if (G::kAdjacency == Adjacency::Square) {
    Board out[G::kMaxComponents];
    EXPECT_EQ(bitcc::generic::label_bfs<G>(b, out), G::kMaxComponents);
  }
}

// Hand-drawn pictures with hand-counted components, for square and hex adjacency.
template <int W, int H>
void expect_components(const char* drawing, int square, int hex) {
  using S = Geometry<W, H>;
  using X = Geometry<W, H, Adjacency::Hex>;
  const Board b = parse<S>(drawing);
  EXPECT_TRUE(labelers_agree<S>(b));
  EXPECT_TRUE(labelers_agree<X>(b));
  for (const auto& entry : bitcc::generic::kLabelers<S>) {
    Board out[S::kMaxComponents];
    EXPECT_EQ(entry.label(b, out), square) << "square " << entry.name << "\n" << drawing;
  }
  for (const auto& entry : bitcc::generic::kLabelers<X>) {
    Board out[X::kMaxComponents];
    EXPECT_EQ(entry.label(b, out), hex) << "hex " << entry.name << "\n" << drawing;
  }
}

TEST(GenericPictures, HexDiagonalChainIsConnectedOnlyUnderHexAdjacency) {
  // (r, c) and (r+1, c-1) touch on a rhombic hex board: this chain is one hex component.
  expect_components<6, 12>(R"(
    ......
    ......
    ......
    ......
    ......
    ......
    #.....
    .#....
    ..#...
    ...#..
    ....#.
    .....#)",
                           6, 1);
  // The other diagonal, (r, c) and (r+1, c+1), touches under neither adjacency.
  expect_components<6, 12>(R"(
    ......
    ......
    ......
    ......
    ......
    ......
    .....#
    ....#.
    ...#..
    ..#...
    .#....
    #.....)",
                           6, 6);
}

TEST(GenericPictures, HexGameWinningChainOn11x11) {
  // A chain from the top edge to the bottom edge along the hex diagonal (10 pieces under square
  // adjacency); two stones on the other diagonal of the chain, touching it under neither
  // adjacency; and a pair on the hex diagonal (one hex component, two square ones).
  expect_components<11, 11>(R"(
    #..........
    .#.#.......
    ..#........
    ...##......
    .....#.....
    .....#..#..
    ......#..#.
    .....#.#...
    ........#..
    .........#.
    ..........#)",
                            14, 4);
}

TEST(GenericPictures, GoPositionOn9x9) {
  expect_components<9, 9>(R"(
    .........
    .##...#..
    .#....#..
    ......##.
    ..#......
    .#.#.....
    ..#......
    .......#.
    ........#)",
                          8, 5);
}

TEST(GenericPictures, CombWhoseTeethMeetOnlyInTheTopRowOf8x16) {
  const char* teeth = R"(
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.
    #.#.#.#.)";
  expect_components<8, 16>(teeth, 4, 4);
  std::string comb = teeth;
  comb.replace(comb.find("#.#.#.#."), 8, "########");
  expect_components<8, 16>(comb.c_str(), 1, 1);
}

TEST(GenericPictures, CheckerboardOf8x16SplitsIntoDiagonalsUnderHex) {
  // Under hex adjacency the set cells (r + c even) join along r + c = s for s = 0, 2, ..., 22.
  std::string drawing;
  for (int row = 15; row >= 0; --row) {
    for (int column = 0; column < 8; ++column) drawing += (row + column) % 2 == 0 ? '#' : '.';
    drawing += '\n';
  }
  expect_components<8, 16>(drawing.c_str(), 64, 12);
}

TEST(GenericPictures, SpiralCrossingTheWordBoundaryOf7x18) {
  // Row 9 holds bits 63..69, so the outer frame crosses from one 64-bit word to the other. The
  // frame and the spiral inside it (one empty cell between them everywhere, diagonals included)
  // are two components; the bottom row adds four single cells.
  expect_components<7, 18>(R"(
    #######
    #.....#
    #.###.#
    #.#.#.#
    #.#.#.#
    #.#.#.#
    #.#...#
    #.#####
    #......
    #.####.
    #.#..#.
    #.#.##.
    #.#....
    #.#####
    #......
    #######
    .......
    #.#.#.#)",
                           6, 6);
}

// generic::label_X<Geometry<6, 12>> and the core labelers give the oracle's answer, component by
// component.
TEST(GenericAgreesWithCore, OnEveryPool) {
  using G = bitcc::Board6x12;
  for (const bitcc::test_support::Pool pool : bitcc::test_support::kAllPools)
    for (const Board b : bitcc::test_support::make_pool(pool, 3000)) {
      Board core[bitcc::kMaxComponents];
      const int n = bitcc::test_support::oracle_label(b, core);
      for (const auto& core_entry : bitcc::kLabelers) {
        if (!core_entry.supported()) continue;  // label_propagate needs AVX-512: not every CPU
        Board out[bitcc::kMaxComponents];
        ASSERT_EQ(core_entry.label(b, out), n) << core_entry.name << "\n" << picture<G>(b);
        ASSERT_TRUE(std::equal(out, out + n, core)) << core_entry.name << "\n" << picture<G>(b);
      }
      for (const auto& entry : bitcc::generic::kLabelers<G>) {
        Board out[G::kMaxComponents];
        ASSERT_EQ(entry.label(b, out), n) << entry.name << "\n" << picture<G>(b);
        ASSERT_TRUE(std::equal(out, out + n, core)) << entry.name << "\n" << picture<G>(b);
      }
    }
}

}  // namespace

// Release builds ignore the bits at or above G::kCells (debug builds stop on them; see
// test_geometry_preconditions): every labeler gives the components of the board without them, and
// never more than G::kMaxComponents, even when all 128 bits are set around a checkerboard.
#ifdef NDEBUG
template <class G>
void expect_high_bits_ignored(bitcc::test_support::Rng& rng) {
  for (int i = 0; i < 2000; ++i) {
    const Board valid =
        bitcc::test_support::random_geometry_board<G>(rng, 0.1 + 0.8 * (i % 9) / 8.0);
    const Board noise = ~G::kPlayable & (Board{rng.next()} << 64 | rng.next());
    for (const Board b : {valid | noise, valid | ~G::kPlayable}) {
      Board expected[G::kMaxComponents];
      const int n = bitcc::test_support::oracle_label<G>(valid, expected);
      for (const auto& entry : bitcc::generic::kLabelers<G>) {
        Board got[G::kMaxComponents];
        const int m = entry.label(b, got);
        ASSERT_TRUE(m == n && std::equal(got, got + n, expected))
            << bitcc::generic::geometry_name<G>() << " " << entry.name << ": " << m
            << " components, expected " << n << ", board without its high bits:\n"
            << picture<G>(valid);
      }
    }
  }
}

TEST(GenericLabelersRelease, BitsBeyondTheBoardAreIgnored) {
  bitcc::test_support::Rng rng(0x5afeu);
  expect_high_bits_ignored<Geometry<9, 9>>(rng);
  expect_high_bits_ignored<Geometry<11, 11, Adjacency::Hex>>(rng);
  expect_high_bits_ignored<Geometry<6, 13, Adjacency::Hex>>(rng);
  expect_high_bits_ignored<Geometry<7, 18>>(rng);
  expect_high_bits_ignored<Geometry<3, 3>>(rng);
}
#endif
