// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/go.hpp: the rules of Go on a 9x9 board, with one bitboard per color.
//
// Cells are those of Geometry<9, 9>: (row r from the bottom, column c from the left) is bit 9r + c.
// Rules implemented:
//   - Black moves first and the colors alternate; a move is a stone on an empty cell or a pass.
//   - Capture: after a stone is placed, every opponent block (4-connected stones of one color)
//     left without a liberty (an adjacent empty cell) is removed.
//   - Suicide is illegal: a stone whose own block has no liberty after the captures.
//   - Simple ko, stated as a position rule: a stone move is illegal when the position it produces
//     (both colors' stones) equals the position that stood just before the opponent's last move
//     (the position before the previous move, whether that move was a stone or a pass). This
//     forbids the immediate recapture of a ko; it is not superko (older positions may repeat).
//   - The game is over after two consecutive passes; later moves are refused.
//   - Area score: a color's stones plus the empty cells of every empty region (4-connected) that
//     touches stones of that color only. No komi.
#pragma once

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"

namespace bitcc::games {

class Go {
 public:
  using G = Geometry<9, 9>;
  static constexpr int kSize = 9;

  enum class Verdict : std::uint8_t {
    Ok,           // the move was played
    GameOver,     // two consecutive passes ended the game
    NotYourTurn,  // the other color is to move
    Occupied,     // the cell holds a stone
    Suicide,      // the stone's block would have no liberty
    Ko,           // the move would recreate the position before the opponent's last move
    OffBoard,     // the cell is not one of 0..80
  };

  struct MoveResult {
    Verdict verdict;
    Board captured;  // the opponent stones removed by the move (0 unless verdict is Ok)
  };

  struct Score {
    int black;
    int white;
  };

  /// Plays a stone of `color` on `cell` (0..80) when legal; otherwise changes nothing (a cell
  /// outside 0..80 is OffBoard).
  MoveResult play(Color color, int cell) {
    if (passes_ >= 2) return {Verdict::GameOver, 0};
    if (color != to_move_) return {Verdict::NotYourTurn, 0};
    if (cell < 0 || cell >= G::kCells) return {Verdict::OffBoard, 0};
    const Board stone = cell_bit(cell);
    if ((stones_[0] | stones_[1]) & stone) return {Verdict::Occupied, 0};

    const int me = side(color);
    const Board own = stones_[me] | stone;
    Board other = stones_[1 - me];
    Board captured = 0;
    // Each opponent block touching the stone loses the stone's cell as a liberty; a block whose
    // liberties are now all gone is captured. Blocks are visited once each.
    Board touching = G::neighbours(stone) & other;
    while (touching) {
      const Board block = flood_fill<G>(lowest_bit(touching), other);
      touching &= ~block;
      if ((G::neighbours(block) & ~(own | other)) == 0) captured |= block;
    }
    other &= ~captured;
    // A capture always frees the stone's neighbour cell, so only a capture-free move can be suicide.
    if (captured == 0) {
      const Board block = flood_fill<G>(stone, own);
      if ((G::neighbours(block) & ~(own | other)) == 0) return {Verdict::Suicide, 0};
    }
    if (own == previous_[me] && other == previous_[1 - me]) return {Verdict::Ko, 0};

    previous_[0] = stones_[0];
    previous_[1] = stones_[1];
    stones_[me] = own;
    stones_[1 - me] = other;
    passes_ = 0;
    to_move_ = opponent(color);
    return {Verdict::Ok, captured};
  }

  /// Passes for `color`; legal whenever it is that color's turn and the game is not over.
  MoveResult pass(Color color) {
    if (passes_ >= 2) return {Verdict::GameOver, 0};
    if (color != to_move_) return {Verdict::NotYourTurn, 0};
    previous_[0] = stones_[0];
    previous_[1] = stones_[1];
    ++passes_;
    to_move_ = opponent(color);
    return {Verdict::Ok, 0};
  }

  Color to_move() const { return to_move_; }

  /// True after two consecutive passes.
  bool over() const { return passes_ >= 2; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[side(color)]; }

  /// The empty cells.
  Board empty() const { return G::kPlayable & ~(stones_[0] | stones_[1]); }

  /// The block (4-connected stones of one color) holding `cell`; 0 when `cell` is empty or not one
  /// of 0..80.
  Board block(int cell) const {
    if (cell < 0 || cell >= G::kCells) return 0;
    const Board stone = cell_bit(cell);
    for (const Board own : stones_)
      if (own & stone) return flood_fill<G>(stone, own);
    return 0;
  }

  /// The liberties (empty cells adjacent to the block) of the block holding `cell`; 0 when
  /// `cell` is empty or off the board.
  Board liberties(int cell) const { return G::neighbours(block(cell)) & empty(); }

  /// The number of liberties of the block holding `cell`; 0 when `cell` is empty.
  int liberty_count(int cell) const { return popcount(liberties(cell)); }

  /// True when every neighbour of the empty `cell` is a stone of `color` (a one-cell eye: random
  /// playouts never fill these); false for a cell off the board.
  bool is_own_eye(Color color, int cell) const {
    if (cell < 0 || cell >= G::kCells) return false;
    return (G::neighbours(cell_bit(cell)) & ~stones_[side(color)]) == 0;
  }

  /// The area score (see the top of the file).
  Score area_score() const {
    Score score{popcount(stones_[0]), popcount(stones_[1])};
    Board unvisited = empty();
    while (unvisited) {
      const Board region = flood_fill<G>(lowest_bit(unvisited), unvisited);
      unvisited &= ~region;
      const Board border = G::neighbours(region);
      const bool touches_black = (border & stones_[0]) != 0;
      const bool touches_white = (border & stones_[1]) != 0;
      if (touches_black && !touches_white) score.black += popcount(region);
      if (touches_white && !touches_black) score.white += popcount(region);
    }
    return score;
  }

 private:
  Board stones_[2] = {0, 0};    // black, white
  Board previous_[2] = {0, 0};  // the position before the last move (stone or pass)
  Color to_move_ = Color::Black;
  int passes_ = 0;              // consecutive passes ending the move list
};

}  // namespace bitcc::games
