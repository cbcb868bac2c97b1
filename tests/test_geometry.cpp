// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Geometry helpers against explicit neighbour offsets, and the union-find structures against a
// naive quick-find.
#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/union_find.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"

namespace {

using bitcc::Adjacency;
using bitcc::Board;
using bitcc::Direction;
using bitcc::Geometry;
using bitcc::test_support::picture;

template <class G>
class GeometryHelpers : public ::testing::Test {};

using Geometries = ::testing::Types<
    Geometry<2, 2>, Geometry<3, 3>, Geometry<4, 4>, Geometry<6, 12>, Geometry<6, 13>,
    Geometry<6, 14>, Geometry<7, 18>, Geometry<8, 16>, Geometry<9, 9>, Geometry<11, 11>,
    Geometry<2, 64>, Geometry<64, 2>, Geometry<3, 3, Adjacency::Hex>,
    Geometry<6, 12, Adjacency::Hex>, Geometry<8, 16, Adjacency::Hex>,
    Geometry<9, 9, Adjacency::Hex>, Geometry<11, 11, Adjacency::Hex>,
    Geometry<64, 2, Adjacency::Hex>>;
TYPED_TEST_SUITE(GeometryHelpers, Geometries);

Board bit(int cell) { return Board{1} << cell; }

// The cell at (row, column), or 0 when that is off the board of G.
template <class G>
Board cell_at(int row, int column) {
  if (row < 0 || row >= G::kHeight || column < 0 || column >= G::kWidth) return 0;
  return bit(row * G::kWidth + column);
}

TYPED_TEST(GeometryHelpers, MasksHoldTheExpectedCells) {
  using G = TypeParam;
  Board playable = 0, first_column = 0, last_column = 0, first_row = 0;
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column) {
      const Board cell = cell_at<G>(row, column);
      EXPECT_EQ(G::cell_index(row, column), row * G::kWidth + column);
      playable |= cell;
      if (column == 0) first_column |= cell;
      if (column == G::kWidth - 1) last_column |= cell;
      if (row == 0) first_row |= cell;
    }
  EXPECT_TRUE(G::kPlayable == playable);
  EXPECT_TRUE(G::kFirstColumn == first_column);
  EXPECT_TRUE(G::kLastColumn == last_column);
  EXPECT_TRUE(G::kFirstRow == first_row);
  EXPECT_TRUE(G::is_valid(playable));
  if (G::kCells < 128) {
    EXPECT_FALSE(G::is_valid(bit(G::kCells)));
    EXPECT_FALSE(G::is_valid(bit(127)));
  }
}

// Every cell's neighbours and one-step shifts, against the explicit offsets: nothing wraps from a
// row's end to the next row's start, nothing leaves the board.
TYPED_TEST(GeometryHelpers, NeighboursOfEveryCellMatchTheOffsets) {
  using G = TypeParam;
  for (int row = 0; row < G::kHeight; ++row)
    for (int column = 0; column < G::kWidth; ++column) {
      const Board cell = cell_at<G>(row, column);
      Board expected = 0;
      for (int k = 0; k < bitcc::test_support::neighbour_offset_count<G>(); ++k)
        expected |= cell_at<G>(row + bitcc::test_support::kNeighbourOffsets[k][0],
                               column + bitcc::test_support::kNeighbourOffsets[k][1]);
      ASSERT_TRUE(G::neighbours(cell) == expected)
          << "cell (" << row << ", " << column << ")\ngot:\n"
          << picture<G>(G::neighbours(cell)) << "expected:\n"
          << picture<G>(expected);
      EXPECT_TRUE(G::template shift<Direction::Up>(cell) == cell_at<G>(row + 1, column));
      EXPECT_TRUE(G::template shift<Direction::Down>(cell) == cell_at<G>(row - 1, column));
      EXPECT_TRUE(G::template shift<Direction::Left>(cell) == cell_at<G>(row, column - 1));
      EXPECT_TRUE(G::template shift<Direction::Right>(cell) == cell_at<G>(row, column + 1));
    }
}

// Shifts and neighbours act cell by cell: on a whole board they are the union over its cells.
TYPED_TEST(GeometryHelpers, NeighboursOfABoardAreTheUnionOverItsCells) {
  using G = TypeParam;
  bitcc::test_support::Rng rng(42);
  for (int trial = 0; trial < 200; ++trial) {
    const Board b = bitcc::test_support::random_geometry_board<G>(rng, 0.3);
    Board expected = 0, up = 0, left = 0;
    for (int cell = 0; cell < G::kCells; ++cell)
      if (b >> cell & 1) {
        expected |= G::neighbours(bit(cell));
        up |= G::template shift<Direction::Up>(bit(cell));
        left |= G::template shift<Direction::Left>(bit(cell));
      }
    ASSERT_TRUE(G::neighbours(b) == expected) << picture<G>(b);
    ASSERT_TRUE(G::template shift<Direction::Up>(b) == up) << picture<G>(b);
    ASSERT_TRUE(G::template shift<Direction::Left>(b) == left) << picture<G>(b);
  }
}

TEST(GeometryHelpers, SixByTwelveSquareMatchesTheCoreBoard) {
  using G = bitcc::Board6x12;
  bitcc::test_support::Rng rng(7);
  for (int trial = 0; trial < 1000; ++trial) {
    const Board b = bitcc::test_support::random_geometry_board<G>(rng, 0.5);
    ASSERT_TRUE(G::neighbours(b) == bitcc::neighbours(b));
    ASSERT_TRUE(G::shift<Direction::Up>(b) == bitcc::shift<Direction::Up>(b));
    ASSERT_TRUE(G::shift<Direction::Down>(b) == bitcc::shift<Direction::Down>(b));
    ASSERT_TRUE(G::shift<Direction::Left>(b) == bitcc::shift<Direction::Left>(b));
    ASSERT_TRUE(G::shift<Direction::Right>(b) == bitcc::shift<Direction::Right>(b));
  }
}
static_assert(bitcc::Board6x12::kMaxComponents == bitcc::kMaxComponents);

// The naive reference: label[x] names x's set; a union relabels one whole set.
class QuickFind {
 public:
  explicit QuickFind(int n) : label_(static_cast<std::size_t>(n)) {
    for (int x = 0; x < n; ++x) label_[static_cast<std::size_t>(x)] = x;
  }
  int add() {
    label_.push_back(static_cast<int>(label_.size()));
    return static_cast<int>(label_.size()) - 1;
  }
  bool same(int a, int b) const { return label_[at(a)] == label_[at(b)]; }
  bool unite(int a, int b) {
    const int from = label_[at(b)], to = label_[at(a)];
    if (from == to) return false;
    for (int& label : label_)
      if (label == from) label = to;
    return true;
  }
  int set_size(int x) const {
    int size = 0;
    for (int label : label_) size += label == label_[at(x)];
    return size;
  }
  int set_count() const {
    int count = 0;
    for (std::size_t x = 0; x < label_.size(); ++x) count += label_[x] == static_cast<int>(x);
    return count;
  }
  int size() const { return static_cast<int>(label_.size()); }

 private:
  static std::size_t at(int x) { return static_cast<std::size_t>(x); }
  std::vector<int> label_;
};

TEST(UnionFind, AgreesWithQuickFindOnRandomOperations) {
  bitcc::test_support::Rng rng(2024);
  for (int sequence = 0; sequence < 200; ++sequence) {
    const int initial = 1 + static_cast<int>(rng.below(60));
    bitcc::UnionFind sets(static_cast<bitcc::UnionFind::Index>(initial));
    QuickFind reference(initial);
    for (int step = 0; step < 300; ++step) {
      const unsigned op = rng.below(10);
      if (op == 0) {
        ASSERT_EQ(static_cast<int>(sets.add()), reference.add());
        continue;
      }
      const int n = reference.size();
      const int a = static_cast<int>(rng.below(static_cast<unsigned>(n)));
      const int b = static_cast<int>(rng.below(static_cast<unsigned>(n)));
      const auto ia = static_cast<bitcc::UnionFind::Index>(a);
      const auto ib = static_cast<bitcc::UnionFind::Index>(b);
      if (op <= 4) {
        ASSERT_EQ(sets.unite(ia, ib), reference.unite(a, b)) << "sequence " << sequence;
      } else if (op <= 8) {
        ASSERT_EQ(sets.same(ia, ib), reference.same(a, b)) << "sequence " << sequence;
        ASSERT_EQ(sets.find(ia) == sets.find(ib), reference.same(a, b));
      } else {
        ASSERT_EQ(static_cast<int>(sets.set_size(ia)), reference.set_size(a));
      }
      ASSERT_EQ(static_cast<int>(sets.set_count()), reference.set_count());
      ASSERT_EQ(static_cast<int>(sets.size()), reference.size());
    }
  }
}

// union_find_core::root walks to the root and writes nothing (the map labeler's bands read the
// trees while another band walks them); find halves the path.
TEST(UnionFindCore, RootLeavesTheTreeAndFindHalvesIt) {
  std::uint32_t parent[] = {0, 0, 1, 2, 3, 5};  // 4 -> 3 -> 2 -> 1 -> 0; 5 alone
  const std::vector<std::uint32_t> before(std::begin(parent), std::end(parent));
  EXPECT_EQ(bitcc::union_find_core::root(parent, std::uint32_t{4}), 0u);
  EXPECT_EQ(bitcc::union_find_core::root(parent, std::uint32_t{5}), 5u);
  EXPECT_EQ(std::vector<std::uint32_t>(std::begin(parent), std::end(parent)), before);
  EXPECT_EQ(bitcc::union_find_core::find(parent, std::uint32_t{4}), 0u);
  EXPECT_EQ(parent[4], 2u);  // pointed at its grandparent
}

TEST(FixedUnionFind, AgreesWithQuickFindOnRandomOperations) {
  constexpr int kElements = 128;
  bitcc::test_support::Rng rng(77);
  for (int sequence = 0; sequence < 200; ++sequence) {
    bitcc::FixedUnionFind<kElements> sets;
    QuickFind reference(kElements);
    for (int x = 0; x < kElements; ++x) sets.make_set(x);
    for (int step = 0; step < 400; ++step) {
      const int a = static_cast<int>(rng.below(kElements));
      const int b = static_cast<int>(rng.below(kElements));
      if (rng.below(2) == 0) {
        ASSERT_EQ(sets.unite(a, b), reference.unite(a, b)) << "sequence " << sequence;
      } else {
        ASSERT_EQ(sets.same(a, b), reference.same(a, b)) << "sequence " << sequence;
      }
      // A root is its own representative.
      ASSERT_EQ(sets.find(sets.find(a)), sets.find(a));
    }
  }
}

TEST(FixedUnionFind, ChainOfAllElementsIsOneSet) {
  bitcc::FixedUnionFind<255> sets;
  for (int x = 0; x < 255; ++x) sets.make_set(x);
  for (int x = 1; x < 255; ++x) EXPECT_TRUE(sets.unite(x - 1, x));
  for (int x = 0; x < 255; ++x) EXPECT_TRUE(sets.same(0, x));
  EXPECT_FALSE(sets.unite(0, 254));
}

}  // namespace
