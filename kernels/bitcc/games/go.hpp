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
//     touches stones of that color only (area_score); area_margin(komi) adds white's komi.
//
// Design (for playouts): a color byte per cell with an edge ring (the guard bits and a row of
// padding below and above are edge), so a cell's neighbours are cell +- 1 and cell +- (N + 1)
// without a bounds test; each cell keeps packed counts of its neighbours' colors (an empty
// neighbour, or every neighbour own-or-edge, is one load); every block has an id (one of its
// cells), a cyclic list of its stones and a count of pseudo-liberties (its stones' empty
// neighbours, an empty cell counted once per stone next to it: zero exactly when the block has no
// liberty), kept by additions alone; empty and edge cells are ids of their own that no block uses,
// so a neighbour's block is updated without asking what the neighbour is. The empty cells are
// kept in a list for the uniform draw. Legality is one load for a cell with an empty neighbour,
// else a look at the four neighbours' blocks with the cell taken from each in thought (an own
// block with a count left, or an opponent block at zero: a capture). The exact liberties of a
// block (liberties(), liberty_count()) are found on request, from the stones' bitboards.
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
    for (int p = 0; p < kPadded; ++p) {
      chain_[p] = next_[p] = static_cast<std::uint16_t>(p);
      libs_[p] = kEdgeLiberties;
    }
    for (int row = 0; row < N; ++row)
      for (int column = 0; column < N; ++column) {
        const int p = kPad + G::cell_index(row, column);
        color_[p] = kEmpty;
        libs_[p] = 0;
        empty_pos_[p] = static_cast<std::uint16_t>(empty_count_);
        empty_[empty_count_++] = static_cast<std::uint16_t>(p);
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
    return {Verdict::Ok, place<true>(kPad + cell)};
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

  /// Gives the turn to `color` without a move, for a controller that names the color of each
  /// move (GTP's `play` and `genmove`: handicap and set-up stones, either color asked to move).
  /// Nothing changes when `color` is already to move, or once the game is over. Otherwise: the ko
  /// cell is cleared (it bars only the player it was made for, who is no longer to move; handing
  /// the turn back does not restore it), and the count of consecutive passes is kept, so a pass
  /// after a pass ends the game whichever colors passed. Then play(color, ...) or pass(color).
  void hand_turn_to(Color color) {
    const Color normal = side(color) == 0 ? Color::Black : Color::White;
    if (passes_ >= 2 || normal == to_move_) return;
    ko_ = -1;
    to_move_ = normal;
  }

  /// True after two consecutive passes.
  bool over() const { return passes_ >= 2; }

  /// The passes that end the move list: 0, 1 (the last move was a pass) or 2 (over()).
  int consecutive_passes() const { return passes_; }

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
  Board liberties(int cell) const { return G::neighbours(block(cell)) & empty(); }

  /// The number of liberties of the block holding `cell`; 0 when `cell` is empty or not a cell.
  int liberty_count(int cell) const { return wide::popcount(liberties(cell)); }

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
    return G::is_cell(cell) && at(cell) == kEmpty && eye(side(color) + 1, kPad + cell);
  }

  /// The area score (see the top of the file).
  Score area_score() const { return area_score(stones_[0], stones_[1]); }

  /// The area score of a board with these stones (disjoint boards of cells), as area_score()
  /// gives it: for a position with some stones taken off first (dead ones, at the end of a game).
  static Score area_score(const Board& black, const Board& white) {
    const Board empty_cells = and_not(G::kPlayable, black | white);
    const Board near_black = G::neighbours(black), near_white = G::neighbours(white);
    Score score{wide::popcount(black), wide::popcount(white)};
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

  /// The area score with komi: black's area minus white's minus `komi` (area_score()); positive
  /// when black wins, negative when white wins, 0 for a draw (an integral komi).
  double area_margin(double komi) const {
    const Score score = area_score();
    return score.black - score.white - komi;
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
      const int p = empty_[i];
      if (acceptable(me, p)) {
        place<false>(p);
        return p - kPad;
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
  // The arrays hold a row of edge and one more cell below the first row and above the last, so
  // every neighbour and diagonal neighbour of a cell, cell +- 1, +- kStride, +- kStride +- 1, is
  // inside them; the guard bits are edge too. Inside, a cell is its padded index kPad + cell.
  static constexpr int kPad = kStride + 1;
  static constexpr int kPadded = G::kBits + 2 * kPad;
  // The pseudo-liberties of an edge id: never reaching 0 (an edge cell touches at most two cells,
  // and each stone there takes one away while it stands).
  static constexpr std::int16_t kEdgeLiberties = 0x2000;

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
    return legal_surrounded(side(to_move_) + 1, kPad + cell);
  }

  // Legality of the empty cell at padded index p (not the ko cell, no empty neighbour) for the
  // color value `me`: the stone there takes one pseudo-liberty from its neighbours' blocks per
  // neighbour (a block met twice loses two); legal when an own block keeps one (a liberty
  // elsewhere) or an opponent block has none left (a capture). Edge ids never reach zero.
  // Without a branch or a store: the blocks met twice are counted by comparing the ids.
  bool legal_surrounded(int me, int p) const {
    const int a = chain_[p - kStride], b = chain_[p - 1], c = chain_[p + 1];
    const int d = chain_[p + kStride];
    const int ab = a == b, ac = a == c, ad = a == d, bc = b == c, bd = b == d, cd = c == d;
    const bool left_a = libs_[a] - 1 - ab - ac - ad != 0, left_b = libs_[b] - 1 - ab - bc - bd != 0;
    const bool left_c = libs_[c] - 1 - ac - bc - cd != 0, left_d = libs_[d] - 1 - ad - bd - cd != 0;
    // For an own block: it keeps one; for an opponent block (or the edge, never zero): it is
    // captured.
    return (left_a == (color_[p - kStride] == me)) | (left_b == (color_[p - 1] == me)) |
           (left_c == (color_[p + 1] == me)) | (left_d == (color_[p + kStride] == me));
  }

  // libego's eye rule for the color value `me` at the empty cell at padded index p.
  bool eye(int me, int p) const {
    const int counts = counts_[p];
    if (count(counts, me) != 4) return false;
    const int other = 3 - me;
    // All four neighbours are own stones or edge, so the other color's count is the edge's.
    const int on_edge = count(counts, other) != 0;
    const std::uint8_t* c = color_ + p;
    const int diagonals = (c[-kStride - 1] == other) + (c[-kStride + 1] == other) +
                          (c[kStride - 1] == other) + (c[kStride + 1] == other);
    return diagonals + on_edge < 2;
  }

  // A cell of the playout's draw (padded index p): legal and not an own eye, for the color value
  // `me` to move.
  bool acceptable(int me, int p) const {
    if (counts_[p] & kCountMask) return true;  // a liberty at once, and no eye
    return p - kPad != ko_ && !eye(me, p) && legal_surrounded(me, p);
  }

  // Plays the legal stone move at padded index v for the player to move; returns the captured
  // stones when kReport (else an empty board). Kept out of line: inlined into the playout's draw
  // loop, g++ ran short of registers for the two and kept their values on the stack
  // (goplayout/light 1.05..1.18x faster out of line, in interleaved runs of both builds).
  template <bool kReport>
  [[gnu::noinline]] Board place(int v) {
    const int me_side = side(to_move_);
    const std::uint8_t me = static_cast<std::uint8_t>(me_side + 1), other = 3 - me;
    const int offsets[4] = {-kStride, -1, 1, kStride};

    // Out of the empty list (the last entry fills the hole).
    const int hole = empty_pos_[v];
    const std::uint16_t last = empty_[--empty_count_];
    empty_[hole] = last;
    empty_pos_[last] = static_cast<std::uint16_t>(hole);

    // A block of one stone, its empty neighbours its pseudo-liberties.
    const int around = counts_[v];
    color_[v] = me;
    chain_[v] = next_[v] = static_cast<std::uint16_t>(v);
    size_[v] = 1;
    libs_[v] = static_cast<std::int16_t>(around & kCountMask);
    stones_[me_side].set(v - kPad);

    // Each neighbour: its counts, and its block loses a pseudo-liberty (an empty or edge
    // neighbour's id is a slot no block uses, and a block met twice loses two); noted, without a
    // branch: the opponent blocks left at zero, the own neighbours.
    int ids[5], captures = 0, own = 0;  // ids[4]: the stone, for no own neighbour below
    ids[4] = v;
    const int delta = kCountOne[me] - kCountOne[kEmpty];
    BITCC_GO_UNROLL_NEIGHBOURS
    for (int k = 0; k < 4; ++k) {
      const int n = v + offsets[k];
      counts_[n] = static_cast<std::uint16_t>(counts_[n] + delta);
      const int id = chain_[n], value = color_[n];
      const int left = --libs_[id];
      ids[k] = id;
      captures |= ((value == other) & (left == 0)) << k;
      own |= (value == me) << k;
    }
    // The captures (one bit per block: only its last meeting left it at zero).
    Board captured{};
    int captured_count = 0, captured_cell = -1;
    if (captures != 0) {
      BITCC_GO_UNROLL_NEIGHBOURS
      for (int k = 0; k < 4; ++k)
        if (captures >> k & 1) {
          captured_count += size_[ids[k]];
          captured_cell = ids[k] - kPad;
          remove_block<kReport>(ids[k], me, captured);
        }
    }
    // The stone joins the block of its first own neighbour, or stays alone, without a branch (own
    // neighbours come at random): with `to` the stone itself, every write below changes nothing.
    // Then any other own block merges in.
    const int to = ids[__builtin_ctz(static_cast<unsigned>(own) | 16u)];
    const int joins = to != v;
    chain_[v] = static_cast<std::uint16_t>(to);
    const std::uint16_t after = next_[to];
    next_[to] = static_cast<std::uint16_t>(v);
    next_[v] = after;
    size_[to] = static_cast<std::uint16_t>(size_[to] + joins);
    libs_[to] = static_cast<std::int16_t>(libs_[to] + (libs_[v] & -joins));
    int others = 0;
    BITCC_GO_UNROLL_NEIGHBOURS
    for (int k = 0; k < 4; ++k) others |= (own >> k & (ids[k] != to)) << k;
    if (others != 0) {
      int id_v = to;
      for (int k = 0; k < 4; ++k) {
        const int id = chain_[v + offsets[k]];  // after the merges before
        if ((others >> k & 1) && id != id_v) id_v = merge(id_v, id);
      }
    }
    // Every neighbour an opponent stone or edge (edge, 3, has both color bits), one stone taken:
    // the stone stands alone with that one liberty.
    ko_ = count(around, other) == 4 && captured_count == 1 ? captured_cell : -1;
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
      chain_[s] = static_cast<std::uint16_t>(a);
      s = next_[s];
    } while (s != b);
    const std::uint16_t t = next_[a];
    next_[a] = next_[b];
    next_[b] = t;
    size_[a] = static_cast<std::uint16_t>(size_[a] + size_[b]);
    libs_[a] = static_cast<std::int16_t>(libs_[a] + libs_[b]);
    return a;
  }

  // Removes the block `id` (of the color 3 - me): its cells become empty (ids of their own), and
  // each neighbour of one gains back a pseudo-liberty (only the blocks of `me` are real ids by
  // then).
  template <bool kReport>
  void remove_block(int id, std::uint8_t me, Board& captured) {
    const int other_side = 2 - me;
    const int offsets[4] = {-kStride, -1, 1, kStride};
    int s = id;
    do {
      color_[s] = kEmpty;
      chain_[s] = static_cast<std::uint16_t>(s);
      stones_[other_side].reset(s - kPad);
      if constexpr (kReport) captured.set(s - kPad);
      empty_pos_[s] = static_cast<std::uint16_t>(empty_count_);
      empty_[empty_count_++] = static_cast<std::uint16_t>(s);
      s = next_[s];
    } while (s != id);
    do {
      BITCC_GO_UNROLL_NEIGHBOURS
      for (const int d : offsets) {
        const int t = s + d;
        counts_[t] = static_cast<std::uint16_t>(counts_[t] + kCountOne[kEmpty] - kCountOne[3 - me]);
        ++libs_[chain_[t]];
      }
      const int after = next_[s];
      next_[s] = static_cast<std::uint16_t>(s);
      s = after;
    } while (s != id);
  }

  std::uint8_t color_[kPadded];
  std::uint16_t counts_[kPadded] = {};  // the neighbour counts (kCountOne)
  std::uint16_t chain_[kPadded];        // the block id of each stone; any other cell's: itself
  std::uint16_t next_[kPadded];         // the next stone of its block (a cycle)
  std::uint16_t size_[kPadded] = {};    // per block id: its stones
  std::int16_t libs_[kPadded];          // per id: pseudo-liberties (kEdgeLiberties for edge)
  std::uint16_t empty_[G::kCells] = {};    // the empty cells (padded indices), in no order
  std::uint16_t empty_pos_[kPadded] = {};  // where each empty cell is in empty_
  int empty_count_ = 0;
  Board stones_[2] = {};  // black, white
  int ko_ = -1;           // the ko cell for the player to move, or -1
  Color to_move_ = Color::Black;
  int passes_ = 0;  // consecutive passes ending the move list
};

/// Go on the 9x9 board.
using Go = GoBoard<9>;

}  // namespace bitcc::games
