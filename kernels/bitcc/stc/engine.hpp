// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/engine.hpp: a Smash the Code grid and its rules (placing a pair, chain resolution,
// scoring, skull lines, nuisance), on six bitboards.
//
// The grid is six planes, one per kind of block: plane 0 the skulls, planes 1..5 the colors.
// Cell (row, column) follows bitcc::Board: row 0 is the bottom, bit 6*row + column. The rules are
// those of the game (see README): groups of 4 or more orthogonally connected blocks of one color
// clear together, skulls next to a cleared block are destroyed, everything falls, and that repeats.
//
// Score conventions, stated once here and checked by the tests:
//   * B counts the COLORED blocks cleared in a step. Destroyed skulls are NOT counted in B and
//     score nothing (Step::skulls_destroyed reports them separately).
//   * step score = 10 * B * clamp(CP + CB + GB, 1, 999), with CP = 0 at step 1, 8 at step 2, then
//     doubling (16, 32, ...); CB by the number of distinct colors 1..5 -> 0, 2, 4, 8, 16; GB summed
//     over the step's groups by size 4..10 -> 0..6 and 8 for 11 or more.
//   * Reported CP is capped at 999 (it would reach 1024 at step 9); the step score is unchanged
//     by the cap since the sum is clamped to 999 anyway.
//
// Speed: a grid is three 128-bit planes holding each cell's kind as a 3-bit code (kind + 1; 0 for
// empty) plus a flag, 64 bytes, in its own column layout (engine_detail::Lanes: one
// 16-bit lane per column with empty bits around the cells, so every neighbour move is one shift
// with no mask; an SSE2 register on x86-64) and copies cheaply; the public Board is built only when
// a plane is asked for. Placing a pair finds its landing cells with 16-bit adds, without a branch
// on the rotation. Two cells are joined when their codes are equal (three XORs per direction), so
// one detection finds the groups of 4 of every color at once (the formula of groups_at_least), and
// most placements stop there; a chain step then builds the vanish mask, scores it (per color only
// when 8 or more cells clear, labeling only a color that could hold two groups), and lets blocks
// fall: PEXT/PDEP per 64-bit half where BMI2 is fast (chosen at run time, engine_detail::use_pext),
// bit-parallel passes elsewhere. A fall that moves nothing ends the chain. No instruction set
// beyond SSE2 is required at compile time; other CPUs (or BITCC_PORTABLE) get the same code on
// unsigned __int128.
//
// End of game: a move that does not fit is illegal (place() reports it and leaves the grid
// untouched; in the game that player loses). Skull lines always land: a skull that finds its
// column full is LOST (drop_skull_lines returns how many were lost) and the grid is unchanged in
// that column; the player is not eliminated by the skulls themselves, only by the next pair not
// fitting.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && !defined(BITCC_PORTABLE)
#include <immintrin.h>
#endif

#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/neighbour_counts.hpp"
#include "bitcc/simd_choice.hpp"

namespace bitcc::stc {

/// Kinds of block: the plane index, and the digit in the game's text.
inline constexpr int kSkull = 0;
inline constexpr int kFirstColor = 1;
inline constexpr int kLastColor = 5;
inline constexpr int kKinds = 6;
/// Grid::at for an empty cell.
inline constexpr int kEmpty = -1;

inline constexpr int kRotations = 4;
/// At most 22 placements of a pair: 5 + 5 horizontal and 6 + 6 vertical.
inline constexpr int kMaxMoves = 22;
/// Every step clears at least 4 of the at most 72 colored blocks.
inline constexpr int kMaxSteps = kCells / 4;
inline constexpr int kMaxGroupsPerStep = kCells / 4;

/// Why a placement is refused (None when it is legal).
enum class MoveError { None, BadColor, BadRotation, ColumnOutOfRange, NoRoom };

/// A short English description of a MoveError ("" for None).
constexpr const char* describe(MoveError error) {
  switch (error) {
    case MoveError::None: return "";
    case MoveError::BadColor: return "a color must be 1..5";
    case MoveError::BadRotation: return "rotation must be 0..3";
    case MoveError::ColumnOutOfRange: return "a block would leave the grid sideways";
    case MoveError::NoRoom: return "no room in the column";
  }
  return "?";
}

/// A placement: column `x` of block A and the rotation (0: B right of A, 1: B on top of A,
/// 2: B left of A, 3: A on top of B).
struct Move {
  int x = 0;
  int rotation = 0;
  friend constexpr bool operator==(Move a, Move b) { return a.x == b.x && a.rotation == b.rotation; }
};

/// The distinct placements of one pair, in increasing (rotation, x) order.
struct MoveList {
  int count = 0;
  Move moves[kMaxMoves];
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
};

/// One cleared group: its color (1..5) and its number of blocks (>= 4).
struct Group {
  int color = 0;
  int size = 0;
};

/// One chain step.
struct Step {
  Board cleared = 0;           // the colored blocks cleared (before gravity)
  Board skulls_destroyed = 0;  // skulls next to a cleared block: removed, not counted in B
  int blocks = 0;              // B: popcount(cleared), colored blocks only
  int colors = 0;              // bit c set when color c was cleared
  int color_count = 0;         // distinct colors cleared
  int chain_power = 0;         // CP (capped at 999)
  int color_bonus = 0;         // CB
  int group_bonus = 0;         // GB
  int score = 0;               // 10 * B * clamp(CP + CB + GB, 1, 999)
  int group_count = 0;
  Group groups[kMaxGroupsPerStep];  // groups[0..group_count), by color, then lowest cell
};

/// The whole resolution of a turn: steps[0..step_count) and their summed score.
struct Chain {
  int step_count = 0;
  int score = 0;
  Step steps[kMaxSteps];
};

/// CP of chain step `step` (1-based): 0, 8, 16, 32, ..., capped at 999.
constexpr int chain_power(int step) {
  if (step <= 1) return 0;
  if (step >= 2 + 7) return 999;  // 8 << 7 = 1024 already exceeds the cap
  return 8 << (step - 2);
}

/// CB for `count` distinct colors (0..5).
constexpr int color_bonus(int count) {
  constexpr int table[] = {0, 0, 2, 4, 8, 16};
  return count <= 0 ? 0 : table[count > 5 ? 5 : count];
}

/// GB of one group of `size` blocks: 4..10 -> 0..6, 11 or more -> 8 (not size - 4).
constexpr int group_bonus(int size) {
  if (size <= 4) return 0;
  return size >= 11 ? 8 : size - 4;
}

/// 10 * B * clamp(CP + CB + GB, 1, 999).
constexpr int step_score(int blocks, int cp, int cb, int gb) {
  const long long sum = static_cast<long long>(cp) + cb + gb;
  const long long multiplier = sum < 1 ? 1 : (sum > 999 ? 999 : sum);
  return static_cast<int>(10 * blocks * multiplier);
}

/// The running nuisance of one player, kept exactly in 1/70 of a point so that no rounding drifts.
class Nuisance {
 public:
  /// Adds turn_score / 70 points and returns the lines sent: one per whole 6 points, 6 points
  /// subtracted for each. Example: a total of 14.5 sends 2 and keeps 2.5. Requires turn_score >= 0
  /// (checked in debug builds); a negative score adds nothing. Lines beyond INT_MAX (a score near
  /// LLONG_MAX) are reported as INT_MAX; the kept fraction stays exact.
  int add_turn_score(long long turn_score) {
    BITCC_ASSERT(turn_score >= 0);
    if (turn_score <= 0) return 0;
    // seventieths_ < 420, so the kept part stays below 840 and nothing overflows.
    const long long kept = seventieths_ + turn_score % kSeventiethsPerLine;
    const long long lines = turn_score / kSeventiethsPerLine + kept / kSeventiethsPerLine;
    seventieths_ = kept % kSeventiethsPerLine;
    return lines > 0x7fffffff ? 0x7fffffff : static_cast<int>(lines);
  }
  /// The kept total in points (0 <= points < 6).
  double points() const { return static_cast<double>(seventieths_) / 70.0; }
  /// The kept total in 1/70 of a point (0..419): exact.
  long long seventieths() const { return seventieths_; }

 private:
  static constexpr long long kSeventiethsPerLine = 6 * 70;
  long long seventieths_ = 0;
};

namespace engine_detail {

// The grid's own layout, for a whole search: one unsigned __int128 per plane, one 16-bit lane per
// column. Column c is lane c + 1 (bits 16c + 16 .. 16c + 31); lanes 0 and 7 are always empty
// walls. Row r of a column is bit r + 1 of its lane; bit 0 and bits 13..15 of every lane are
// always empty. With that empty space around the cells every neighbour move is one shift with no
// mask: one bit up or down inside a lane (the bit that leaves row 11 lands on bit 13, outside every
// plane, and nothing can arrive from a wall), 16 bits left or right (into a wall, or out of one).
// The public Board (6-bit rows) is built from it only when a plane is asked for.
using Lanes = Board;

constexpr int lane_bit(int row, int column) { return 16 * (column + 1) + row + 1; }
constexpr Lanes lane_cell(int row, int column) { return Lanes{1} << lane_bit(row, column); }

// The 12 cells of column c.
constexpr Lanes lane_column(int column) { return Lanes{0x1FFE} << (16 * (column + 1)); }

// lane_column(c) for c = 0..5, as a table (a variable u128 shift costs branches). The engine's
// tables are plain arrays: a bot compiled without -O that includes <array> before bitcc gets an
// std::array::operator[] that is a call (HACKING.md, the single header).
inline constexpr Lanes kLaneColumns[kWidth] = {
    lane_column(0), lane_column(1), lane_column(2), lane_column(3), lane_column(4), lane_column(5)};

// Every cell of the grid in the lane layout, and bit 0 of each column's lane (the empty bit under
// row 0).
inline constexpr Lanes kLaneCells = kLaneColumns[0] | kLaneColumns[1] | kLaneColumns[2] |
                                    kLaneColumns[3] | kLaneColumns[4] | kLaneColumns[5];
inline constexpr Lanes kLaneFloor = (kLaneCells & ~(kLaneCells << 1)) >> 1;

// The lane layout is the 6x12 grid's: 6 columns of 12 rows in 16-bit lanes with a wall lane on
// each side fill the 128 bits exactly, and the conversions below read a lane as two 6-row halves.
static_assert(kWidth == 6 && kHeight == 12, "stc lane layout: 6 lanes + 2 walls of 16 bits");

// Rows in half a column: to_board converts a lane 6 rows at a time (a 64-entry table).
inline constexpr int kSpreadRows = kHeight / 2;

// kSpread6.bits[v]: the bits of v (0..63) moved from bit r to bit 6r: a column's 6 rows in Board
// rows.
struct Spread6 {
  std::uint64_t bits[64];
};
inline constexpr Spread6 kSpread6 = [] {
  Spread6 table{};
  for (unsigned v = 0; v < 64; ++v)
    for (int r = 0; r < kSpreadRows; ++r)
      if (v >> r & 1) table.bits[v] |= std::uint64_t{1} << (kWidth * r);
  return table;
}();

// The same cells as a public Board (6-bit rows).
inline Board to_board(Lanes x) {
  Board b = 0;
  for (int column = 0; column < kWidth; ++column) {
    const unsigned lane = static_cast<unsigned>(x >> (16 * (column + 1) + 1)) & 0xFFF;
    b |= Board{kSpread6.bits[lane & 63]} << column |
         Board{kSpread6.bits[lane >> kSpreadRows]} << (cell_index(kSpreadRows, 0) + column);
  }
  return b;
}

// A Lanes value in a register where every neighbour move is one instruction: on x86-64 an SSE2
// register (a row up or down is a 64-bit shift by 1, which never carries a cell since bit 15 of
// every lane is empty; a column is a 2-byte shift; 16-bit arithmetic has no carry between
// columns at all), elsewhere (or with BITCC_PORTABLE defined) the unsigned __int128 itself.
#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
class Vec {
 public:
  // Trivial, as the engine's small structs then are: a compiler builds the special members of a
  // class with a non-trivial one where and how it likes, and g++ builds them outside the single
  // header's optimize pragma, as calls. `Vec v;` is uninitialized; `Vec()` is empty.
  Vec() = default;
  static Vec of(Lanes x) {
    __m128i v;
    std::memcpy(&v, &x, sizeof v);
    return Vec{v};
  }
  Lanes lanes() const {
    Lanes x;
    std::memcpy(&x, &v_, sizeof x);
    return x;
  }
  Vec up() const { return Vec{_mm_slli_epi64(v_, 1)}; }
  Vec down() const { return Vec{_mm_srli_epi64(v_, 1)}; }
  Vec right() const { return Vec{_mm_slli_si128(v_, 2)}; }
  Vec left() const { return Vec{_mm_srli_si128(v_, 2)}; }
  // Per column: this + b and this - b (no carry or borrow between columns).
  Vec plus(Vec b) const { return Vec{_mm_add_epi16(v_, b.v_)}; }
  Vec minus(Vec b) const { return Vec{_mm_sub_epi16(v_, b.v_)}; }
  // The cells of this that are not in b.
  Vec but(Vec b) const { return Vec{_mm_andnot_si128(b.v_, v_)}; }
  bool any() const { return _mm_movemask_epi8(_mm_cmpeq_epi8(v_, _mm_setzero_si128())) != 0xFFFF; }
  // Members, not friends defined in the class: GCC does not apply a `#pragma GCC target` (which
  // bots put above the single header) to those, and their intrinsics then fail to inline.
  Vec operator&(Vec b) const { return Vec{_mm_and_si128(v_, b.v_)}; }
  Vec operator|(Vec b) const { return Vec{_mm_or_si128(v_, b.v_)}; }
  Vec operator^(Vec b) const { return Vec{_mm_xor_si128(v_, b.v_)}; }
  static Vec of_words(std::uint64_t low, std::uint64_t high) {
    return Vec{_mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low))};
  }

 private:
  explicit Vec(__m128i v) : v_(v) {}
  __m128i v_;
};
#else
class Vec {
 public:
  Vec() = default;  // trivial, as above
  static constexpr Vec of(Lanes x) { return Vec{x}; }
  constexpr Lanes lanes() const { return x_; }
  constexpr Vec up() const { return Vec{x_ << 1}; }
  constexpr Vec down() const { return Vec{x_ >> 1}; }
  constexpr Vec right() const { return Vec{x_ << 16}; }
  constexpr Vec left() const { return Vec{x_ >> 16}; }
  // Exact per column for the values the engine adds and subtracts (no column's result leaves its
  // lane: see fall).
  constexpr Vec plus(Vec b) const { return Vec{x_ + b.x_}; }
  constexpr Vec minus(Vec b) const { return Vec{x_ - b.x_}; }
  constexpr Vec but(Vec b) const { return Vec{x_ & ~b.x_}; }
  constexpr bool any() const { return x_ != 0; }
  static constexpr Vec of_words(std::uint64_t low, std::uint64_t high) {
    return Vec{Lanes{high} << 64 | low};
  }
  friend constexpr Vec operator&(Vec a, Vec b) { return Vec{a.x_ & b.x_}; }
  friend constexpr Vec operator|(Vec a, Vec b) { return Vec{a.x_ | b.x_}; }
  friend constexpr Vec operator^(Vec a, Vec b) { return Vec{a.x_ ^ b.x_}; }

 private:
  constexpr explicit Vec(Lanes x) : x_(x) {}
  Lanes x_;
};
#endif

// The cells next to a cell of x, in the grid or in the empty space around it (callers AND with a
// plane). No mask: see the layout above.
// The lowest empty cell of every column of `occupied`, as one bit per column lane (bit 13 when the
// column is full). Adding bit 0 to (lane | bit 0) carries through the run of blocks that starts at
// the floor and stops at the first empty cell; no carry leaves a lane (bits 13..15 are empty).
inline Vec lowest_empty(Vec occupied) {
  const Vec floor = Vec::of(kLaneFloor);
  const Vec from_floor = occupied | floor;
  return from_floor.plus(floor).but(from_floor);
}

inline Vec neighbours(Vec x) { return x.up() | x.down() | x.right() | x.left(); }

// A grid keeps each cell's kind in three planes: bit i of (kind + 1) in bits[i], so an empty cell is
// 0 in all three (and a grid is 48 bytes of planes).
inline constexpr int kCodeBits = 3;
// kCodeMasks.of[kind][i]: every bit set when bit i of the kind's code is 1 (place() ORs masked
// cells).
struct CodeMasks {
  Lanes of[kKinds][kCodeBits];
};
inline constexpr CodeMasks kCodeMasks = [] {
  CodeMasks masks{};
  for (int kind = 0; kind < kKinds; ++kind)
    for (int i = 0; i < kCodeBits; ++i) masks.of[kind][i] = 0 - Lanes((kind + 1) >> i & 1);
  return masks;
}();

// The six kinds' cells: codes 1 = 001 (skull), 2 = 010 .. 6 = 110 (colors; code 7 is never used).
inline void kinds(const Vec* bits, Vec* out) {
  const Vec b0 = bits[0], b1 = bits[1], b2 = bits[2];
  const Vec low = b1.but(b2), high = b2.but(b1);  // codes 01x and 10x: colors 1, 2 and 3, 4
  out[0] = b0.but(b1 | b2);
  out[1] = low.but(b0);
  out[2] = low & b0;
  out[3] = high.but(b0);
  out[4] = high & b0;
  out[5] = b1 & b2;
}
inline Vec kind_cells(const Vec* bits, int kind) {
  Vec out[kKinds];
  kinds(bits, out);
  return out[kind];
}

// Groups of 4 or more of every color at once. Two cells are joined when they hold the same color,
// which the three code planes tell with one XOR per plane and direction, so the degrees, seeds and
// growth of bitcc::groups_at_least (see its proof) run once on the whole grid instead of once per
// color: p holds the cells whose lower, upper, left, right neighbour has their color. In two parts,
// so that a step tests for a group before it builds the vanish mask: `found` (the cells with three
// or more neighbours and the members of a pair of adjacent cells with two or more each whose
// partner is below or to the left) is empty exactly when no color holds a group of 4.
struct Detection {
  NeighbourPairs<Vec> p;
  Vec two, found;
};
inline Detection detect(const Vec* bits) {
  const Vec b0 = bits[0], b1 = bits[1], b2 = bits[2];
  const Vec colors = b1 | b2;  // codes 2..6
  const Vec below = colors.but((b0 ^ b0.up()) | (b1 ^ b1.up()) | (b2 ^ b2.up()));
  const Vec left = colors.but((b0 ^ b0.right()) | (b1 ^ b1.right()) | (b2 ^ b2.right()));
  const NeighbourPairs<Vec> p{below, below.down(), left, left.left()};
  const Vec two = two_or_more_neighbours(p);
  return {p, two, three_or_more_neighbours(p) | (two & ((two.up() & below) | (two.right() & left)))};
}

// The cells in groups of 4 or more: all the seeds, and their neighbours of the same color.
inline Vec vanish(const Detection& d) {
  const NeighbourPairs<Vec>& p = d.p;
  const Vec seeds = d.found | (d.two & ((d.two.down() & p.above) | (d.two.left() & p.right)));
  return seeds | (p.below & seeds.up()) | (p.above & seeds.down()) | (p.left & seeds.right()) |
         (p.right & seeds.left());
}

// Gravity: the cells of `removed` leave the grid and the blocks above them fall; returns whether a
// block moved. Two ways, the
// same result (tests/test_stc_lanes.cpp checks both on every pool, with holes anywhere):
//
// FallPasses, any CPU: each pass moves down by one row every block that has an empty cell anywhere
// below it in its column, so the number of passes is the largest number of holes under a block of
// one column.
struct FallPasses {
  static bool fall(Vec* bits, Lanes removed) {
    const Vec floor = Vec::of(kLaneFloor), gone = Vec::of(removed);
    Vec occupied = Vec();
    for (int i = 0; i < kCodeBits; ++i) {
      bits[i] = bits[i].but(gone);
      occupied = occupied | bits[i];
    }
    for (bool moved = false;; moved = true) {
      // Every block above the lowest empty cell of its column: (lowest << 1) - bit 0 sets bits
      // 0..h+1 of a column's lane (every column lane holds at least bit 2 there, and wall lanes
      // subtract nothing).
      const Vec moving = occupied.but(lowest_empty(occupied).up().minus(floor));
      if (!moving.any()) return moved;
      for (int i = 0; i < kCodeBits; ++i) bits[i] = bits[i].but(moving) | (bits[i] & moving).down();
      occupied = occupied.but(moving) | moving.down();
    }
  }
};

// FallPext, x86-64 with BMI2 (fast PEXT/PDEP: not AMD before Zen 3, see use_pext): per 64-bit
// half (three column lanes and a wall), PEXT gathers a plane's kept blocks column by column, bottom
// up, and PDEP lays them on the bottom cells of the same columns, which hold exactly as many kept
// blocks: bits 1..n of a lane that keeps n. Removed blocks are left out by PEXT's mask.
#if defined(__x86_64__) && !defined(BITCC_PORTABLE)
#define BITCC_STC_PEXT_FEATURES(F, SEP) F(bmi) SEP F(bmi2) SEP F(popcnt)
#define BITCC_STC_PEXT BITCC_TARGET(BITCC_STC_PEXT_FEATURES)
struct FallPext {
  BITCC_STC_PEXT static bool fall(Vec* bits, Lanes removed) {
    const Lanes keep = (bits[0] | bits[1] | bits[2]).lanes() & ~removed;
    std::uint64_t from[2], to[2];
    for (int half = 0; half < 2; ++half) {
      from[half] = static_cast<std::uint64_t>(keep >> 64 * half);
      to[half] = 0;
      for (int lane = 1 - half; lane < 4 - half; ++lane)  // the column lanes of this half
        to[half] |= ((std::uint64_t{2} << __builtin_popcountll(from[half] >> 16 * lane & 0xFFFF)) - 2)
                    << 16 * lane;
    }
    for (int i = 0; i < kCodeBits; ++i) {  // written as vectors: the next step reads vectors
      const Lanes p = bits[i].lanes();
      bits[i] = Vec::of_words(_pdep_u64(_pext_u64(static_cast<std::uint64_t>(p), from[0]), to[0]),
                              _pdep_u64(_pext_u64(static_cast<std::uint64_t>(p >> 64), from[1]), to[1]));
    }
    return (from[0] ^ to[0]) | (from[1] ^ to[1]);
  }
};
#endif

// Whether chain steps use FallPext: where BITCC_SIMD (simd_choice.hpp) allows AVX2 or AVX-512 and
// the CPU has BMI2, except on AMD Zen 1 and 2, whose PEXT and PDEP are microcoded (hundreds of
// cycles); BITCC_SIMD=sse4.2 or scalar forces FallPasses. Chosen at the first chain; a bad
// BITCC_SIMD throws std::runtime_error there (as bitcc::label does).
inline bool use_pext() {
  return choose_once("bitcc::stc", [](Isa isa) { return cpu_has(isa); }, [](Isa isa) {
#if defined(BITCC_STC_PEXT)
    return (isa == Isa::Avx512 || isa == Isa::Avx2) &&
           BITCC_CPU_SUPPORTS(BITCC_STC_PEXT_FEATURES) && !__builtin_cpu_is("znver1") &&
           !__builtin_cpu_is("znver2");
#else
    return static_cast<void>(isa), false;
#endif
  });
}

}  // namespace engine_detail

/// A player's 6x12 grid.
///
/// Invariant kept by every member: the planes are disjoint, inside the grid, and (for grids built
/// by parse_grid, place, resolve and drop_skull_lines) without floating blocks. Arguments out of
/// range never read or write outside the grid, in release builds too: each member says what it
/// does with them, and debug builds assert on the ones documented as preconditions.
///
/// Internally the planes use a column layout (engine_detail::Lanes) kept for the grid's whole life;
/// plane(), skulls(), occupied() and floating_blocks() convert to a Board when called.
class Grid {
  using Lanes = engine_detail::Lanes;
  using Vec = engine_detail::Vec;
  using Detection = engine_detail::Detection;

 public:
  /// The empty grid.
  Grid() = default;
  /// Copies are written out (three 16-byte moves): in a bot compiled without -O, the copy g++
  /// writes itself moves 8 bytes at a time, and the grid's next 16-byte loads wait for those
  /// stores (+50 % on a search's copy, place and resolve). So a Grid is not trivially copyable;
  /// it copies as cheaply as one.
  Grid(const Grid& other)
      : bits_{other.bits_[0], other.bits_[1], other.bits_[2]}, unsearched_(other.unsearched_) {
    static_assert(engine_detail::kCodeBits == 3, "one initializer per plane");
  }
  Grid& operator=(const Grid& other) {
    for (int i = 0; i < engine_detail::kCodeBits; ++i) bits_[i] = other.bits_[i];
    unsearched_ = other.unsearched_;
    return *this;
  }

  /// The blocks of one kind (kSkull or a color 1..5) as a Board. Any other `kind` gives the empty
  /// board (a precondition checked in debug builds).
  Board plane(int kind) const {
    BITCC_ASSERT(kind >= 0 && kind < kKinds);
    if (kind < 0 || kind >= kKinds) return 0;
    return engine_detail::to_board(kind_vec(kind).lanes());
  }
  Board skulls() const { return plane(kSkull); }
  Board occupied() const { return engine_detail::to_board(occupied_lanes()); }

  /// The kind at (row, column): kEmpty, kSkull or a color. Requires 0 <= row < 12, 0 <= column < 6
  /// (checked in debug builds); a cell outside the grid is kEmpty.
  int at(int row, int column) const {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    if (!inside(row, column)) return kEmpty;
    int code = 0;  // kind + 1, 0 when empty
    for (int i = 0; i < engine_detail::kCodeBits; ++i)
      code |= ((bits_[i].lanes() & engine_detail::lane_cell(row, column)) != 0) << i;
    return code - 1;
  }

  /// Puts `kind` (kEmpty, kSkull or 1..5) at (row, column). May leave a floating block: building
  /// a grid cell by cell is the caller's business (is_settled tells). Requires 0 <= row < 12,
  /// 0 <= column < 6 and a valid kind (checked in debug builds); otherwise the grid is left
  /// unchanged (no cell outside the grid is ever created).
  void set(int row, int column, int kind) {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    BITCC_ASSERT(kind >= kEmpty && kind < kKinds);
    if (!inside(row, column) || kind < kEmpty || kind >= kKinds) return;
    const Lanes cell = engine_detail::lane_cell(row, column);
    for (Vec& b : bits_) b = b.but(Vec::of(cell));
    if (kind != kEmpty) add(kind, Vec::of(cell), kind, Vec());
    unsearched_ = true;
  }

  /// The number of blocks in `column` (0..12); on a settled grid, the row of its lowest empty cell.
  /// Requires 0 <= column < 6 (checked in debug builds); another column has 0 blocks.
  int height(int column) const {
    BITCC_ASSERT(column >= 0 && column < kWidth);
    if (column < 0 || column >= kWidth) return 0;
    return popcount(occupied_lanes() & engine_detail::lane_column(column));
  }

  /// True when every block rests on the floor or on another block.
  bool is_settled() const { return floating() == 0; }

  /// The blocks with an empty cell right below them.
  Board floating_blocks() const { return engine_detail::to_board(floating()); }

  /// Whether pair (a, b) can be placed with `move`, and why not. Requires a settled grid.
  MoveError check(int color_a, int color_b, int x, int rotation) const {
    Landing landing;
    return locate(color_a, color_b, x, rotation, landing);
  }

  /// Drops pair (color_a, color_b) with rotation `rotation` at column `x` (A's column); both
  /// blocks fall until they rest. Does not resolve chains (call resolve). On an illegal move
  /// (any int is accepted: a bad color, rotation or column is reported, never used) returns the
  /// reason and leaves the grid unchanged. Requires a settled grid.
  MoveError place(int color_a, int color_b, int x, int rotation) {
    Landing landing;
    const MoveError error = locate(color_a, color_b, x, rotation, landing);
    if (error != MoveError::None) return error;
    // locate() accepted both colors. Said to the compiler as well: g++ 12's range analysis does not
    // carry that through the returned MoveError under the sanitizers, and warned (-Warray-bounds)
    // that kKindBits[INT_MIN] could be reached.
    if (!is_color(landing.first_color) || !is_color(landing.second_color)) __builtin_unreachable();
    add(landing.first_color, landing.first, landing.second_color, landing.second);
    unsearched_ = true;
    return MoveError::None;
  }
  MoveError place(int color_a, int color_b, Move move) {
    return place(color_a, color_b, move.x, move.rotation);
  }

  /// The distinct legal placements of pair (a, b): 22 on an empty grid for two colors, 11 when
  /// a == b (rotation 2 at x + 1 equals rotation 0 at x, rotation 3 equals rotation 1), fewer
  /// next to full columns. Requires a settled grid; colors outside 1..5 (checked in debug builds)
  /// give no move.
  MoveList legal_moves(int color_a, int color_b) const {
    BITCC_ASSERT(is_color(color_a) && is_color(color_b));
    MoveList list;
    if (!is_color(color_a) || !is_color(color_b)) return list;
    // On a settled grid a column is full when its top cell is taken, and has room for two
    // blocks when the cell below the top is free.
    unsigned full = 0, almost_full = 0;
    const Lanes occupied = occupied_lanes();
    for (int column = 0; column < kWidth; ++column) {
      full |= unsigned(occupied >> engine_detail::lane_bit(kHeight - 1, column) & 1) << column;
      almost_full |= unsigned(occupied >> engine_detail::lane_bit(kHeight - 2, column) & 1) << column;
    }
    const bool same = color_a == color_b;
    for (int rotation = 0; rotation < kRotations; ++rotation) {
      if (same && rotation >= 2) break;
      for (int x = 0; x < kWidth; ++x) {
        const int x_b = x + kPartnerOffset[rotation];
        if (x_b < 0 || x_b >= kWidth) continue;
        const bool fits = x_b == x ? (almost_full >> x & 1) == 0
                                   : ((full >> x | full >> x_b) & 1) == 0;
        if (fits) list.moves[list.count++] = Move{x, rotation};
      }
    }
    return list;
  }

  /// Runs chain steps until nothing clears and returns them all with the score. Requires a
  /// settled grid.
  Chain resolve() {
    Chain chain;
    chain.score = resolve_steps<true>(&chain);
    return chain;
  }

  /// The same resolution as resolve(), returning only the total score (and the number of steps
  /// in *step_count when given): what a search calls thousands of times.
  int resolve_score(int* step_count = nullptr) {
    int steps = 0;
    const int score = resolve_steps<false>(nullptr, &steps);
    if (step_count != nullptr) *step_count = steps;
    return score;
  }

  /// Drops `lines` lines of 6 skulls (one per column), each line falling like blocks. A skull
  /// whose column is full is lost. Returns the number of skulls lost. Requires a settled grid.
  /// `lines` <= 0 drops nothing (lines < 0 is checked in debug builds). At most 12 lines can land
  /// anywhere, so larger counts cost no more than 12; the count of lost skulls saturates at
  /// INT_MAX instead of overflowing.
  int drop_skull_lines(int lines) {
    BITCC_ASSERT(lines >= 0);
    if (lines <= 0) return 0;
    long long lost = 0;
    int line = 0;
    for (Lanes occupied = occupied_lanes(); line < lines && occupied != engine_detail::kLaneCells;
         ++line) {
      // The lowest empty cell of each column that is not full (the grid is settled).
      const Lanes landing =
          engine_detail::kLaneCells & ~occupied & (occupied | engine_detail::kLaneFloor) << 1;
      bits_[0] = bits_[0] | Vec::of(landing);  // a skull's code is 1
      occupied |= landing;
      lost += kWidth - popcount(landing);
    }
    lost += static_cast<long long>(kWidth) * (lines - line);
    return lost > kIntMax ? kIntMax : static_cast<int>(lost);
  }

  // Equal blocks (whether groups are still to be searched does not matter).
  friend bool operator==(const Grid& a, const Grid& b) {
    for (int i = 0; i < engine_detail::kCodeBits; ++i)
      if (a.bits_[i].lanes() != b.bits_[i].lanes()) return false;
    return true;
  }
  friend bool operator!=(const Grid& a, const Grid& b) { return !(a == b); }

 private:
  static constexpr long long kIntMax = 0x7fffffff;
  // Column of B minus column of A, per rotation.
  static constexpr int kPartnerOffset[kRotations] = {1, 0, -1, 0};

  static constexpr bool is_color(int kind) { return kind >= kFirstColor && kind <= kLastColor; }
  static constexpr bool inside(int row, int column) {
    return row >= 0 && row < kHeight && column >= 0 && column < kWidth;
  }

  Vec occupied_vec() const {
    return bits_[0] | bits_[1] | bits_[2];
  }
  Lanes occupied_lanes() const { return occupied_vec().lanes(); }
  Lanes floating() const {
    const Lanes occupied = occupied_lanes();
    return occupied & (~occupied & engine_detail::kLaneCells) << 1;
  }

  // Where a pair comes to rest, or why it cannot: the block that lands first (B when A is on top
  // of B, else A) and the second block, each a cell and a color.
  struct Landing {
    Vec first, second;
    int first_color, second_color;
  };

  // Every argument is checked before it is used (x_b is computed only once x and rotation are known
  // to be in range: no overflow). In a settled column the blocks fill bits 1..h of its lane: the
  // first block lands on its column's lowest empty cell (bit 13, outside the grid, when the column
  // is full), the second on the lowest empty cell of its column once the first is there. No branch
  // on the rotation, which a search varies from call to call.
  MoveError locate(int color_a, int color_b, int x, int rotation, Landing& landing) const {
    using engine_detail::kLaneColumns;
    if (!is_color(color_a) || !is_color(color_b)) return MoveError::BadColor;
    if (rotation < 0 || rotation >= kRotations) return MoveError::BadRotation;
    if (x < 0 || x >= kWidth) return MoveError::ColumnOutOfRange;
    const int x_b = x + kPartnerOffset[rotation];
    if (x_b < 0 || x_b >= kWidth) return MoveError::ColumnOutOfRange;
    const int swap = -static_cast<int>(rotation == 3);  // all ones when B lands first
    const int x_first = x ^ ((x ^ x_b) & swap), x_second = x ^ x_b ^ x_first;
    landing.first_color = color_a ^ ((color_a ^ color_b) & swap);
    landing.second_color = color_a ^ color_b ^ landing.first_color;
    const Vec occupied = occupied_vec();
    landing.first = engine_detail::lowest_empty(occupied) &
                    Vec::of(kLaneColumns[unsigned(x_first)]);
    landing.second = engine_detail::lowest_empty(occupied | landing.first) &
                     Vec::of(kLaneColumns[unsigned(x_second)]);
    if (!landing.first.any() || !landing.second.any()) return MoveError::NoRoom;
    return MoveError::None;
  }

  // Puts kind a on empty cells `at_a` and kind b on `at_b`: bit i of a kind's code in bits_[i].
  void add(int a, Vec at_a, int b, Vec at_b) {
    using engine_detail::kCodeMasks;
#pragma GCC unroll 3
    for (unsigned i = 0; i < engine_detail::kCodeBits; ++i)
      bits_[i] = bits_[i] | (at_a & Vec::of(kCodeMasks.of[a][i])) |
                 (at_b & Vec::of(kCodeMasks.of[b][i]));
  }

  // A grid that changed only by resolving holds no group. Most placements clear nothing: that is
  // decided here with one detection, and only a chain runs out of line.
  template <bool Record>
  int resolve_steps(Chain* chain, int* step_count = nullptr) {
    int steps = 0, total = 0;
    if (unsearched_) {
      const Detection detection = engine_detail::detect(bits_);
      if (detection.found.any()) total = run_chain<Record>(detection, chain, &steps);
    }
    unsearched_ = false;
    if constexpr (Record) chain->step_count = steps;
    if (step_count != nullptr) *step_count = steps;
    return total;
  }

  Vec kind_vec(int kind) const { return engine_detail::kind_cells(bits_, kind); }

  // The chain, with the gravity chosen for this CPU (engine_detail::use_pext): one call.
  template <bool Record>
  int run_chain(const Detection& first, Chain* chain, int* step_count) {
#if defined(BITCC_STC_PEXT)
    if (engine_detail::use_pext()) return run_chain_pext<Record>(first, chain, step_count);
#endif
    return run_chain_passes<Record>(first, chain, step_count);
  }
  template <bool Record>
  __attribute__((noinline)) int run_chain_passes(const Detection& first, Chain* chain,
                                                 int* step_count) {
    return chain_steps<Record, engine_detail::FallPasses>(first, chain, step_count);
  }
#if defined(BITCC_STC_PEXT)
  template <bool Record>
  BITCC_STC_PEXT __attribute__((noinline)) int run_chain_pext(const Detection& first,
                                                              Chain* chain, int* step_count) {
    return chain_steps<Record, engine_detail::FallPext>(first, chain, step_count);
  }
#endif

  // One chain step after another, from the detection of the first (which found a group). Each step
  // leaves when the detection finds nothing; only then builds the vanish mask, scores it.
  template <bool Record, class Gravity>
  __attribute__((always_inline))
  inline int chain_steps(const Detection& first, Chain* chain, int* step_count) {
    int total = 0;
    int step = 0;
    for (Detection detection = first; detection.found.any();
         detection = engine_detail::detect(bits_)) {
      const Vec cleared = engine_detail::vanish(detection);
      // Fewer than 8 cleared cells are one group of one color (GB = B - 4, no CB): the common step
      // needs no count per color.
      int blocks = popcount(cleared.lanes()), colors = 0, color_count = 1,
          gb = blocks - 4, group_count = 0;
      Step* record = nullptr;
      if constexpr (Record) record = &chain->steps[step];
      if (Record || blocks >= 8) {
        color_count = gb = 0;
        Vec planes[kKinds];
        engine_detail::kinds(bits_, planes);
#pragma GCC unroll 5
        for (int color = kFirstColor; color <= kLastColor; ++color) {
          const Vec groups = cleared & planes[color];
          const int size = popcount(groups.lanes());
          colors |= (size != 0) << color;
          color_count += size != 0;
          // Fewer than 8 cells in groups of 4 or more can only be a single group: label only
          // when there could be two or more.
          if (size < 8) {
            gb += group_bonus(size);
            if constexpr (Record)
              if (size != 0) record->groups[group_count++] = Group{color, size};
          } else {  // rare: labeled in Board order, so groups are listed by lowest cell
            Board components[kMaxComponents];
            const int n = label_rowpair(engine_detail::to_board(groups.lanes()), components);
            for (int i = 0; i < n; ++i) {
              gb += group_bonus(popcount(components[i]));
              if constexpr (Record) record->groups[group_count++] = Group{color, popcount(components[i])};
            }
          }
        }
      }
      BITCC_ASSERT(step < kMaxSteps);
      ++step;
      const int cp = chain_power(step);
      const int cb = color_bonus(color_count);
      const int score = step_score(blocks, cp, cb, gb);
      total += score;
      const Vec skulls_hit = kind_vec(kSkull) & engine_detail::neighbours(cleared);
      if constexpr (Record) {
        record->cleared = engine_detail::to_board(cleared.lanes());
        record->skulls_destroyed = engine_detail::to_board(skulls_hit.lanes());
        record->blocks = blocks;
        record->colors = colors;
        record->color_count = color_count;
        record->chain_power = cp;
        record->color_bonus = cb;
        record->group_bonus = gb;
        record->score = score;
        record->group_count = group_count;
      }
      // With no block moved no group can have formed: the chain ends.
      if (!Gravity::fall(bits_, (cleared | skulls_hit).lanes())) break;
    }
    *step_count = step;
    return total;
  }

  // Kinds in three planes (engine_detail::kinds), held as Vec: a copy of the grid is then three
  // 16-byte moves even in a bot compiled without -O (8-byte ones would stall the next 16-byte
  // load of each plane).
  Vec bits_[engine_detail::kCodeBits]{};
  bool unsearched_ = true;  // changed by place() or set() since groups were last searched
};

}  // namespace bitcc::stc
