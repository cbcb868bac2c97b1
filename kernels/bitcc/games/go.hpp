// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/go.hpp: the rules of Go on an N x N board (N = 2..19) on wide bitboards, a cheap
// legality test and light random playouts.
//
// Cells are those of wide::Geometry<N, N>: (row r from the bottom, column c from the left) is bit
// (N + 1) r + c (one guard bit after each row; G::cell_index(r, c)). `Go` is GoBoard<9>.
// Rules implemented:
//   - Black moves first and the colors alternate; a move is a stone on an empty cell or a pass.
//   - Capture: after a stone is placed, every opponent block (4-connected stones of one color)
//     left without a liberty (an adjacent empty cell) is removed.
//   - Suicide is illegal, all of it: a stone whose own block has no liberty after the captures.
//   - Simple ko, stated as a position rule: a stone move is illegal when the position it produces
//     (both colors' stones) equals the position that stood just before the opponent's last move
//     (the position before the previous move, whether that move was a stone or a pass). This
//     forbids the immediate recapture of a ko; it is not superko (older positions may repeat).
//     Only one move can do that: the opponent's last move captured exactly one stone and left its
//     stone alone with one liberty, the captured cell; retaking there recreates the position. So
//     the board keeps that cell (the ko cell) instead of the old position.
//   - The game is over after two consecutive passes; later moves are refused.
//   - Area score: a color's stones plus the empty cells of every empty region (4-connected) that
//     touches stones of that color only. No komi.
//
// Design (for playouts): a color byte per cell with an edge ring (the guard bits and a row of
// padding below and above are edge), so a cell's neighbours are cell +- 1 and cell +- (N + 1)
// without a bounds test; every block has an id (one of its cells), a cyclic list of its stones and
// its EXACT liberties as a wide bitboard (a merge is an OR, atari is one liberty left); the empty
// cells are kept in a list for the uniform draw. Legality is then one look at the four neighbours:
// an empty neighbour is a liberty; else an own block with a liberty besides the cell, or an
// opponent block whose only liberty is the cell (a capture).
#pragma once

#include <cstdint>
#include <cstring>

#include "bitcc/games/common.hpp"
#include "bitcc/wide/geometry.hpp"

// The loops over a cell's four neighbours, unrolled: g++ -O3 keeps them as loops over an array
// in memory otherwise, which cost about a tenth of the playouts' time.
#define BITCC_GO_UNROLL_NEIGHBOURS _Pragma("GCC unroll 4")

namespace bitcc::games {

/// The generator the playouts take by default: a 64-bit linear congruential generator (Knuth's
/// MMIX constants), the high 32 bits of its state per call: one multiply, and the high bits are
/// the good ones of an LCG, which is what the draw (the top of a 32 x 32-bit product) uses. Any
/// type with a `std::uint32_t operator()()` giving 32 uniform bits does.
class PlayoutRng {
 public:
  explicit PlayoutRng(std::uint64_t seed) : state_(seed ^ 0x9E3779B97F4A7C15u) {}
  std::uint32_t operator()() {
    state_ = state_ * 6364136223846793005u + 1442695040888963407u;
    return static_cast<std::uint32_t>(state_ >> 32);
  }

 private:
  std::uint64_t state_;
};

template <int N>
class GoBoard {
  static_assert(N >= 2 && N <= 19, "Go boards are 2x2 to 19x19");

 public:
  using G = wide::Geometry<N, N>;
  using Board = typename G::Board;
  static constexpr int kSize = N;
  /// The move limit of a playout from the empty board: 2 N^2 moves, passes included.
  static constexpr int kPlayoutMoves = 2 * N * N;

  enum class Verdict : std::uint8_t {
    Ok,           // the move was played
    GameOver,     // two consecutive passes ended the game
    NotYourTurn,  // the other color is to move
    Occupied,     // the cell holds a stone
    Suicide,      // the stone's block would have no liberty
    Ko,           // the move would recreate the position before the opponent's last move
    OffBoard,     // the cell is not a cell of G (G::is_cell)
  };

  struct MoveResult {
    Verdict verdict;
    Board captured;  // the opponent stones removed by the move (empty unless verdict is Ok)
  };

  struct Score {
    int black;
    int white;
  };

  GoBoard() {
    std::memset(color_, kEdge, sizeof color_);
    for (int row = 0; row < N; ++row)
      for (int column = 0; column < N; ++column) {
        const int cell = G::cell_index(row, column);
        color_[kPad + cell] = kEmpty;
        empty_pos_[cell] = static_cast<std::uint16_t>(empty_count_);
        empty_[empty_count_++] = static_cast<std::uint16_t>(cell);
      }
    for (int cell = 0; cell < G::kBits; ++cell) {
      int counts = 0;
      for (const int d : {-kStride, -1, 1, kStride}) {
        const int value = color_[kPad + cell + d];
        if (value == kEmpty) counts += kCountOne[0];
        if (value & 1) counts += kCountOne[1];
        if (value & 2) counts += kCountOne[2];
      }
      counts_[kPad + cell] = static_cast<std::uint16_t>(counts);
    }
  }

  /// Plays a stone of `color` on `cell` when legal; otherwise changes nothing (any int is safe).
  MoveResult play(Color color, int cell) {
    if (passes_ >= 2) return {Verdict::GameOver, Board{}};
    if (color != to_move_) return {Verdict::NotYourTurn, Board{}};
    if (!G::is_cell(cell)) return {Verdict::OffBoard, Board{}};
    if (at(cell) != kEmpty) return {Verdict::Occupied, Board{}};
    if (cell == ko_) return {Verdict::Ko, Board{}};
    if (!legal_empty(cell)) return {Verdict::Suicide, Board{}};
    return {Verdict::Ok, place<true>(cell)};
  }

  /// Passes for `color`; legal whenever it is that color's turn and the game is not over.
  MoveResult pass(Color color) {
    if (passes_ >= 2) return {Verdict::GameOver, Board{}};
    if (color != to_move_) return {Verdict::NotYourTurn, Board{}};
    pass_move();
    return {Verdict::Ok, Board{}};
  }

  /// True when play(color, cell) would be Ok, without playing it: one look at the cell's four
  /// neighbours. Any int is safe.
  bool legal(Color color, int cell) const {
    return passes_ < 2 && color == to_move_ && G::is_cell(cell) && at(cell) == kEmpty &&
           cell != ko_ && legal_empty(cell);
  }

  Color to_move() const { return to_move_; }

  /// True after two consecutive passes.
  bool over() const { return passes_ >= 2; }

  /// The cell the player to move may not take because of ko, or -1.
  int ko_cell() const { return ko_; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[side(color)]; }

  /// The empty cells.
  Board empty() const { return and_not(G::kPlayable, stones_[0] | stones_[1]); }

  /// The block (4-connected stones of one color) holding `cell`; empty when `cell` is empty or not
  /// a cell.
  Board block(int cell) const {
    if (!G::is_cell(cell) || at(cell) == kEmpty) return Board{};
    return wide::flood_fill<G>(wide::bit_board<G::kWords>(cell), stones_[at(cell) - 1]);
  }

  /// The liberties (empty cells adjacent to the block) of the block holding `cell`; empty when
  /// `cell` is empty or not a cell.
  Board liberties(int cell) const {
    if (!G::is_cell(cell) || at(cell) == kEmpty) return Board{};
    return libs_[chain_[kPad + cell]];
  }

  /// The number of liberties of the block holding `cell`; 0 when `cell` is empty.
  int liberty_count(int cell) const {
    return G::is_cell(cell) && at(cell) != kEmpty ? lib_count_[chain_[kPad + cell]] : 0;
  }

  /// True when every neighbour of the empty `cell` is a stone of `color`; false for a cell off the
  /// board.
  bool is_own_eye(Color color, int cell) const {
    if (!G::is_cell(cell)) return false;
    return !and_not(G::neighbours(wide::bit_board<G::kWords>(cell)), stones_[side(color)]).any();
  }

  /// True when the empty `cell` is a one-point eye of `color` that the light playouts never fill
  /// (libego's rule): every neighbour on the board is a stone of `color`, and at most one
  /// diagonal neighbour is an opponent stone, none when the cell is on the edge. False for a stone
  /// or a cell off the board.
  bool is_eye(Color color, int cell) const {
    return G::is_cell(cell) && at(cell) == kEmpty && eye(side(color) + 1, cell);
  }

  /// The area score (see the top of the file).
  Score area_score() const {
    const Board empty_cells = empty();
    const Board near_black = G::neighbours(stones_[0]), near_white = G::neighbours(stones_[1]);
    Score score{wide::popcount(stones_[0]), wide::popcount(stones_[1])};
    if (!(empty_cells & G::neighbours(empty_cells)).any()) {
      // Every empty region is one cell (as at the end of a playout): no flood needed.
      score.black += wide::popcount(and_not(empty_cells & near_black, near_white));
      score.white += wide::popcount(and_not(empty_cells & near_white, near_black));
      return score;
    }
    Board unvisited = empty_cells;
    while (unvisited.any()) {
      const Board region = wide::flood_fill<G>(wide::lowest_bit(unvisited), unvisited);
      unvisited ^= region;
      const bool touches_black = (region & near_black).any();
      const bool touches_white = (region & near_white).any();
      if (touches_black && !touches_white) score.black += wide::popcount(region);
      if (touches_white && !touches_black) score.white += wide::popcount(region);
    }
    return score;
  }

  /// Plays a light random playout from the current position: the player to move takes a cell
  /// drawn uniformly among the legal cells that are not its own eye (is_eye), or passes when there
  /// is none; until two consecutive passes or `max_moves` moves (passes included). `rng()` gives
  /// 32 uniform bits (PlayoutRng does). Returns the number of moves played.
  template <class Rng>
  int playout(Rng& rng, int max_moves = kPlayoutMoves) {
    int moves = 0;
    while (passes_ < 2 && moves < max_moves) {
      random_move(rng);
      ++moves;
    }
    return moves;
  }

  /// One move of the playout policy (see playout()) for the player to move; returns the cell
  /// played, or -1 for a pass (or for nothing at all when the game is over()).
  template <class Rng>
  int random_move(Rng& rng) {
    if (passes_ >= 2) return -1;
    const int me = side(to_move_) + 1;
    int n = empty_count_;
    while (n > 0) {
      const int i = static_cast<int>((std::uint64_t{rng()} * static_cast<std::uint32_t>(n)) >> 32);
      const int cell = empty_[i];
      if (acceptable(me, cell)) {
        place<false>(cell);
        return cell;
      }
      // Not acceptable this turn: move it past the candidates (the list order does not matter).
      --n;
      swap_empty(i, n);
    }
    pass_move();
    return -1;
  }

 private:
  static constexpr std::uint8_t kEmpty = 0, kEdge = 3;  // stones: side + 1 (1 black, 2 white)
  static constexpr int kStride = G::kStride;
  // color_ holds a row of edge and one more cell below the first row and above the last, so every
  // neighbour and diagonal neighbour of a cell, cell +- 1, +- kStride, +- kStride +- 1, is inside
  // it; the guard bits are edge too.
  static constexpr int kPad = kStride + 1;

  std::uint8_t at(int cell) const { return color_[kPad + cell]; }

  // Each cell's neighbour counts, 4 bits each (libego's counters): empty neighbours, black-or-
  // edge neighbours, white-or-edge neighbours (the edge counts for both colors, so "every
  // neighbour is own or edge" is "the own count is 4"). Indexed by the color value.
  static constexpr int kCountOne[3] = {0x001, 0x010, 0x100};
  static constexpr int kCountMask = 0xF;
  static int count(int counts, int value) { return counts >> (4 * value) & kCountMask; }

  void pass_move() {
    ++passes_;
    ko_ = -1;
    to_move_ = opponent(to_move_);
  }

  void swap_empty(int i, int j) {
    const std::uint16_t a = empty_[i], b = empty_[j];
    empty_[i] = b;
    empty_[j] = a;
    empty_pos_[b] = static_cast<std::uint16_t>(i);
    empty_pos_[a] = static_cast<std::uint16_t>(j);
  }

  // Legality of the empty, non-ko `cell` for the player to move.
  bool legal_empty(int cell) const {
    if (counts_[kPad + cell] & kCountMask) return true;
    return legal_surrounded(side(to_move_) + 1, cell);
  }

  // Legality of `cell` (empty, not the ko cell, no empty neighbour) for the color value `me`.
  bool legal_surrounded(int me, int cell) const {
    const std::uint8_t* c = color_ + kPad + cell;
    const int offsets[4] = {-kStride, -1, 1, kStride};
    BITCC_GO_UNROLL_NEIGHBOURS
    for (const int d : offsets) {
      const int value = c[d];
      if (value == kEdge) continue;
      const int liberties = lib_count_[chain_[kPad + cell + d]];
      // An own block keeps a liberty besides `cell`; an opponent block in atari is captured.
      if (value == me ? liberties > 1 : liberties == 1) return true;
    }
    return false;
  }

  // libego's eye rule for the color value `me` at the empty `cell`.
  bool eye(int me, int cell) const {
    const int counts = counts_[kPad + cell];
    if (count(counts, me) != 4) return false;
    const int other = 3 - me;
    // All four neighbours are own stones or edge, so the other color's count is the edge's.
    const int on_edge = count(counts, other) != 0;
    const std::uint8_t* c = color_ + kPad + cell;
    const int diagonals = (c[-kStride - 1] == other) + (c[-kStride + 1] == other) +
                          (c[kStride - 1] == other) + (c[kStride + 1] == other);
    return diagonals + on_edge < 2;
  }

  // A cell of the playout's draw: legal and not an own eye, for the color value `me` to move.
  bool acceptable(int me, int cell) const {
    if (counts_[kPad + cell] & kCountMask) return true;  // a liberty at once, and no eye
    return cell != ko_ && !eye(me, cell) && legal_surrounded(me, cell);
  }

  // Plays the legal stone move at `cell` for the player to move; returns the captured stones
  // when kReport (else an empty board).
  template <bool kReport>
  Board place(int cell) {
    const int me_side = side(to_move_);
    const std::uint8_t me = static_cast<std::uint8_t>(me_side + 1), other = 3 - me;
    std::uint8_t* c = color_ + kPad + cell;
    const int offsets[4] = {-kStride, -1, 1, kStride};

    // Out of the empty list (the last entry fills the hole).
    const int hole = empty_pos_[cell];
    const std::uint16_t last = empty_[--empty_count_];
    empty_[hole] = last;
    empty_pos_[last] = static_cast<std::uint16_t>(hole);

    // Every neighbour an opponent stone or edge (edge, 3, has both color bits).
    const bool surrounded_by_opponent = count(counts_[kPad + cell], other) == 4;
    *c = me;
    {
      const int delta = kCountOne[me] - kCountOne[kEmpty];
      std::uint16_t* n = counts_ + kPad + cell;
      BITCC_GO_UNROLL_NEIGHBOURS
      for (const int d : offsets) n[d] = static_cast<std::uint16_t>(n[d] + delta);
    }
    stones_[me_side].set(cell);

    // Own blocks first: the stone joins the first one it touches (its empty neighbours become
    // that block's liberties, bit by bit), and every other one merges in; without any, it is a
    // block of its own.
    int mine = -1;
    BITCC_GO_UNROLL_NEIGHBOURS
    for (const int d : offsets) {
      if (c[d] != me) continue;
      const int id = chain_[kPad + cell + d];
      // The block loses `cell` once (a block may touch it twice).
      if (libs_[id].test(cell)) {
        libs_[id].reset(cell);
        --lib_count_[id];
      }
      if (mine < 0) {
        mine = id;
        chain_[kPad + cell] = static_cast<std::uint16_t>(id);
        next_[cell] = next_[id];
        next_[id] = static_cast<std::uint16_t>(cell);
        ++size_[id];
        BITCC_GO_UNROLL_NEIGHBOURS
        for (const int e : offsets)
          if (c[e] == kEmpty && !libs_[id].test(cell + e)) {
            libs_[id].set(cell + e);
            ++lib_count_[id];
          }
      } else if (id != mine) {
        mine = merge(mine, id);
      }
    }
    if (mine < 0) {
      chain_[kPad + cell] = static_cast<std::uint16_t>(cell);
      next_[cell] = static_cast<std::uint16_t>(cell);
      size_[cell] = 1;
      libs_[cell] = Board{};
      int liberties = 0;
      BITCC_GO_UNROLL_NEIGHBOURS
      for (const int d : offsets)
        if (c[d] == kEmpty) {
          libs_[cell].set(cell + d);
          ++liberties;
        }
      lib_count_[cell] = static_cast<std::uint16_t>(liberties);
    }

    // Then the opponent blocks: each loses `cell` once; one left without a liberty is removed.
    Board captured{};
    int captured_count = 0, captured_cell = -1;
    BITCC_GO_UNROLL_NEIGHBOURS
    for (const int d : offsets) {
      if (c[d] != other) continue;
      const int id = chain_[kPad + cell + d];
      if (!libs_[id].test(cell)) continue;
      libs_[id].reset(cell);
      if (--lib_count_[id] == 0) {
        captured_count += size_[id];
        captured_cell = id;
        remove_block<kReport>(id, me, captured);
      }
    }
    ko_ = surrounded_by_opponent && captured_count == 1 ? captured_cell : -1;
    passes_ = 0;
    to_move_ = opponent(to_move_);
    return captured;
  }

  // Joins the blocks `a` and `b` (ids, a != b): the smaller one's stones take the larger's id,
  // which is returned.
  int merge(int a, int b) {
    if (size_[a] < size_[b]) {
      const int t = a;
      a = b;
      b = t;
    }
    int s = b;
    do {
      chain_[kPad + s] = static_cast<std::uint16_t>(a);
      s = next_[s];
    } while (s != b);
    const std::uint16_t t = next_[a];
    next_[a] = next_[b];
    next_[b] = t;
    size_[a] = static_cast<std::uint16_t>(size_[a] + size_[b]);
    libs_[a] |= libs_[b];
    lib_count_[a] = static_cast<std::uint16_t>(wide::popcount(libs_[a]));
    return a;
  }

  // Removes the block `id` (of the color 3 - me): its cells become empty and liberties of the
  // blocks of `me` next to them.
  template <bool kReport>
  void remove_block(int id, std::uint8_t me, Board& captured) {
    const int other_side = 2 - me;
    const int offsets[4] = {-kStride, -1, 1, kStride};
    int s = id;
    do {
      color_[kPad + s] = kEmpty;
      std::uint16_t* n = counts_ + kPad + s;
      BITCC_GO_UNROLL_NEIGHBOURS
      for (const int d : offsets)
        n[d] = static_cast<std::uint16_t>(n[d] + kCountOne[kEmpty] - kCountOne[3 - me]);
      stones_[other_side].reset(s);
      if constexpr (kReport) captured.set(s);
      empty_pos_[s] = static_cast<std::uint16_t>(empty_count_);
      empty_[empty_count_++] = static_cast<std::uint16_t>(s);
      s = next_[s];
    } while (s != id);
    do {
      BITCC_GO_UNROLL_NEIGHBOURS
      for (const int d : offsets)
        if (color_[kPad + s + d] == me) {
          const int block = chain_[kPad + s + d];
          if (!libs_[block].test(s)) {
            libs_[block].set(s);
            ++lib_count_[block];
          }
        }
      s = next_[s];
    } while (s != id);
  }

  std::uint8_t color_[G::kBits + 2 * kPad];
  std::uint16_t counts_[G::kBits + 2 * kPad] = {};  // the neighbour counts (kCountOne)
  std::uint16_t chain_[G::kBits + 2 * kPad] = {};  // the block id of each stone (at kPad + cell)
  std::uint16_t next_[G::kBits] = {};       // the next stone of its block (a cycle)
  std::uint16_t size_[G::kBits] = {};       // per block id: its stones
  std::uint16_t lib_count_[G::kBits] = {};  // per block id: its liberties, popcount(libs_[id])
  Board libs_[G::kBits] = {};               // per block id: its liberties
  std::uint16_t empty_[G::kCells] = {};     // the empty cells, in no order
  std::uint16_t empty_pos_[G::kBits] = {};  // where each empty cell is in empty_
  int empty_count_ = 0;
  Board stones_[2] = {};  // black, white
  int ko_ = -1;           // the ko cell for the player to move, or -1
  Color to_move_ = Color::Black;
  int passes_ = 0;  // consecutive passes ending the move list
};

/// Go on the 9x9 board.
using Go = GoBoard<9>;

}  // namespace bitcc::games
