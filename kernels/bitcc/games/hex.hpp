// bitcc/games/hex.hpp: Hex on an 11x11 rhombic board, with incremental connection tracking.
//
// Cells are those of Geometry<11, 11, Adjacency::Hex>: (row r, column c) is bit 11r + c and touches
// (r, c±1), (r±1, c), (r+1, c-1), (r-1, c+1). Black moves first and the colors alternate.
// Black connects the bottom row (row 0) to the top row (row 10); white connects the left column
// (column 0) to the right column (column 10). The game ends as soon as one color connects.
//
// Connection is tracked with one union-find over the 121 cells whose roots carry two edge flags
// (the block touches its color's first edge, its last edge). A stone is united with its
// same-colored neighbours (at most 6) and the flags are OR-ed into the new root, so a move costs
// O(1) unions instead of a re-label, and the win test is one flag check. Stones of different
// colors are never united. The union-find is a SmallUnionFind (fixed arrays, no allocation), so
// starting a game is cheap.
#pragma once

#include <array>
#include <optional>

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/games/small_union_find.hpp"

namespace bitcc::games {

class Hex {
 public:
  using G = Geometry<11, 11, Adjacency::Hex>;
  static constexpr int kSize = 11;

  enum class Verdict : std::uint8_t {
    Ok,           // the stone was placed
    GameOver,     // a color has already connected its edges
    NotYourTurn,  // the other color is to move
    Occupied,     // the cell holds a stone
  };

  /// Places a stone of `color` on `cell` (0..120) when legal; otherwise changes nothing. After an
  /// Ok move, winner() tells whether this stone connected its color's edges.
  Verdict play(Color color, int cell) {
    BITCC_ASSERT(cell >= 0 && cell < G::kCells);
    if (winner_) return Verdict::GameOver;
    if (color != to_move_) return Verdict::NotYourTurn;
    const Board stone = cell_bit(cell);
    if ((stones_[0] | stones_[1]) & stone) return Verdict::Occupied;

    const int me = static_cast<int>(color);
    stones_[me] |= stone;
    int edges = kEdgesOfCell[me][cell];
    sets_.make_set(cell);
    int root = cell;
    Board friends = kNeighbourTable<G>[cell] & stones_[me];
    while (friends) {
      const int other = sets_.find(pop_lowest(friends));
      edges |= edges_[other];
      root = sets_.unite(root, other);
    }
    edges_[root] = static_cast<std::uint8_t>(edges);
    if (edges == (kFirstEdge | kLastEdge)) winner_ = color;
    to_move_ = opponent(color);
    return Verdict::Ok;
  }

  /// The color that connected its edges, if any.
  std::optional<Color> winner() const { return winner_; }

  Color to_move() const { return to_move_; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[static_cast<int>(color)]; }

 private:
  static constexpr int kFirstEdge = 1;  // black: the bottom row; white: the left column
  static constexpr int kLastEdge = 2;   // black: the top row; white: the right column

  // [color][cell]: the edges of that color the cell lies on.
  static constexpr std::array<std::array<std::uint8_t, G::kCells>, 2> kEdgesOfCell = [] {
    std::array<std::array<std::uint8_t, G::kCells>, 2> edges{};
    for (int cell = 0; cell < G::kCells; ++cell) {
      const int row = cell / G::kWidth, column = cell % G::kWidth;
      edges[0][cell] = static_cast<std::uint8_t>((row == 0 ? kFirstEdge : 0) |
                                                 (row == G::kHeight - 1 ? kLastEdge : 0));
      edges[1][cell] = static_cast<std::uint8_t>((column == 0 ? kFirstEdge : 0) |
                                                 (column == G::kWidth - 1 ? kLastEdge : 0));
    }
    return edges;
  }();

  SmallUnionFind<G::kCells> sets_;
  std::array<std::uint8_t, G::kCells> edges_{};  // at roots: the edges the block touches
  Board stones_[2] = {0, 0};
  Color to_move_ = Color::Black;
  std::optional<Color> winner_;
};

}  // namespace bitcc::games
