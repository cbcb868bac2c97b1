// bitcc/games/hex.hpp: Hex on an 11x11 rhombic board, with incremental connection tracking.
//
// Cells are those of Geometry<11, 11, Adjacency::Hex>: (row r, column c) is bit 11r + c and touches
// (r, c±1), (r±1, c), (r+1, c-1), (r-1, c+1). Black moves first and the colors alternate.
// Black connects the bottom row (row 0) to the top row (row 10); white connects the left column
// (column 0) to the right column (column 10). The game ends as soon as one color connects.
//
// Connection is tracked with one UnionFind over the 121 cells plus four edge nodes; a stone is
// united with its same-colored neighbours (at most 6) and with the edge nodes it lies on, so a move
// costs O(1) unions instead of a re-label. Stones of different colors are never united.
#pragma once

#include <optional>

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/union_find.hpp"

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
    const auto element = static_cast<UnionFind::Index>(cell);
    Board friends = G::neighbours(stone) & stones_[me];
    while (friends) sets_.unite(element, static_cast<UnionFind::Index>(pop_lowest(friends)));
    const Board first_edge = color == Color::Black ? G::kFirstRow : G::kFirstColumn;
    const Board last_edge = color == Color::Black ? G::kFirstRow << (G::kCells - G::kWidth)
                                                  : G::kLastColumn;
    if (stone & first_edge) sets_.unite(element, edge_node(color, 0));
    if (stone & last_edge) sets_.unite(element, edge_node(color, 1));
    if (sets_.same(edge_node(color, 0), edge_node(color, 1))) winner_ = color;
    to_move_ = opponent(color);
    return Verdict::Ok;
  }

  /// The color that connected its edges, if any.
  std::optional<Color> winner() const { return winner_; }

  Color to_move() const { return to_move_; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[static_cast<int>(color)]; }

 private:
  // Edge nodes follow the cells: black's bottom and top rows, then white's left and right columns.
  static UnionFind::Index edge_node(Color color, int which) {
    return static_cast<UnionFind::Index>(G::kCells + 2 * static_cast<int>(color) + which);
  }

  UnionFind sets_{G::kCells + 4};
  Board stones_[2] = {0, 0};
  Color to_move_ = Color::Black;
  std::optional<Color> winner_;
};

}  // namespace bitcc::games
