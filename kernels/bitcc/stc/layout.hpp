// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/layout.hpp: the engine's column layout of a grid on a Word128 (lanes, moves, code
// planes) and the chain step's kernels on it: group detection, vanish mask, gravity.
//
// Speed: a grid is three 128-bit planes holding each cell's kind as a 3-bit code (kind + 1; 0 for
// empty) plus a flag, 64 bytes, in its own column layout (engine_detail::Lanes: one
// 16-bit lane per column with empty bits around the cells, so every neighbour move is one shift
// with no mask; each plane a Word128) and copies cheaply; the public Board is built only when
// a plane is asked for. Placing a pair finds its landing cells with 16-bit adds, without a branch
// on the rotation. Two cells are joined when their codes are equal (three XORs per direction), so
// one detection finds the groups of 4 of every color at once (the formula of groups_at_least), and
// most placements stop there; a chain step then builds the vanish mask, scores it (per color only
// when 8 or more cells clear, labeling only a color that could hold two groups), and lets blocks
// fall: PEXT/PDEP per 64-bit half where BMI2 is fast (chosen at run time, engine_detail::use_pext),
// bit-parallel passes elsewhere. A chain keeps the planes in registers from step to step, and ends
// on the detection only (a test of whether the fall moved a block mispredicts more often than it
// saves a detection). No instruction set beyond SSE2 is required at compile time; other CPUs (or
// BITCC_PORTABLE) get the same code on the portable Word128 (two 64-bit integers).
#pragma once

#include <cstdint>

#if defined(__x86_64__) && !defined(BITCC_PORTABLE)
#include <immintrin.h>
#endif

#include "bitcc/board.hpp"
#include "bitcc/neighbour_counts.hpp"
#include "bitcc/simd_choice.hpp"
#include "bitcc/stc/rules.hpp"
#include "bitcc/word128.hpp"

namespace bitcc::stc {

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

// The layout's moves on a Word128 (every one a single instruction on x86-64): a row up or down is
// a 64-bit shift by 1, which never carries a cell since bit 15 of every lane is empty; a column
// is a 2-byte shift of the whole word; 16-bit arithmetic (add16, sub16) has no carry between
// columns at all, and the values the engine adds and subtracts never carry out of a lane (see
// lowest_empty and FallPasses), so the portable Word128 gives the same results.
using Vec = Word128;
inline Vec up(Vec x) { return x << 1; }
inline Vec down(Vec x) { return x >> 1; }
inline Vec right(Vec x) { return bytes_up<2>(x); }
inline Vec left(Vec x) { return bytes_down<2>(x); }

// The lowest empty cell of every column of `occupied`, as one bit per column lane (bit 13 when the
// column is full). Adding bit 1 (row 0) carries through the run of blocks that starts at row 0 and
// stops at the first empty cell; no carry leaves a lane (bits 13..15 are empty).
inline Vec lowest_empty(Vec occupied) {
  return but(add16(occupied, Vec::of_bits(kLaneFloor << 1)), occupied);
}

// The cells next to a cell of x, in the grid or in the empty space around it (callers AND with a
// plane). No mask: see the layout above.
inline Vec neighbours(Vec x) { return up(x) | down(x) | right(x) | left(x); }

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
  const Vec low = but(b1, b2), high = but(b2, b1);  // codes 01x and 10x: colors 1, 2 and 3, 4
  out[0] = but(b0, b1 | b2);
  out[1] = but(low, b0);
  out[2] = low & b0;
  out[3] = but(high, b0);
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
inline Detection detect(Vec b0, Vec b1, Vec b2) {
  const Vec colors = b1 | b2;  // codes 2..6
  const Vec below_same = but(colors, (b0 ^ up(b0)) | (b1 ^ up(b1)) | (b2 ^ up(b2)));
  const Vec left_same = but(colors, (b0 ^ right(b0)) | (b1 ^ right(b1)) | (b2 ^ right(b2)));
  const NeighbourPairs<Vec> p{below_same, down(below_same), left_same, left(left_same)};
  const Vec two = two_or_more_neighbours(p.below, p.above, p.left, p.right);
  return {p, two,
          three_or_more_neighbours(p.below, p.above, p.left, p.right) |
              (two & ((up(two) & below_same) | (right(two) & left_same)))};
}
inline Detection detect(const Vec* bits) { return detect(bits[0], bits[1], bits[2]); }

// The number of cells of x.
inline int cell_count(Vec x) {
  return popcount_word(x.low()) + popcount_word(x.high());
}

// The cells in groups of 4 or more: all the seeds, and their neighbours of the same color.
inline Vec vanish(const Detection& d) {
  const NeighbourPairs<Vec>& p = d.p;
  const Vec seeds = d.found | (d.two & ((down(d.two) & p.above) | (left(d.two) & p.right)));
  return seeds | (p.below & up(seeds)) | (p.above & down(seeds)) | (p.left & right(seeds)) |
         (p.right & left(seeds));
}

// Gravity: the cells of `removed` leave the grid and the blocks above them fall. Two ways, the
// same result (tests/test_stc_lanes.cpp checks both on every pool, with holes anywhere):
//
// FallPasses, any CPU: each pass moves down by one row every block that has an empty cell anywhere
// below it in its column, so the number of passes is the largest number of holes under a block of
// one column.
struct FallPasses {
  static void fall(Vec* bits, Vec gone) {
    const Vec floor = Vec::of_bits(kLaneFloor);
    Vec occupied = Vec();
    for (int i = 0; i < kCodeBits; ++i) {
      bits[i] = but(bits[i], gone);
      occupied = occupied | bits[i];
    }
    for (;;) {
      // Every block above the lowest empty cell of its column: (lowest << 1) - bit 0 sets bits
      // 0..h+1 of a column's lane (every column lane holds at least bit 2 there, and wall lanes
      // subtract nothing).
      const Vec moving = but(occupied, sub16(up(lowest_empty(occupied)), floor));
      if (!any(moving)) return;
      for (int i = 0; i < kCodeBits; ++i) bits[i] = but(bits[i], moving) | down(bits[i] & moving);
      occupied = but(occupied, moving) | down(moving);
    }
  }
};

// FallPext, x86-64 with BMI2 (fast PEXT/PDEP: not AMD before Zen 3, see use_pext): per 64-bit
// half (three column lanes and a wall), PEXT gathers a plane's kept blocks column by column, bottom
// up, and PDEP lays them on the bottom cells of the same columns, which hold exactly as many kept
// blocks: bits 1..n of a lane that keeps n. Removed blocks are left out by PEXT's mask.
#if defined(__x86_64__) && !defined(BITCC_PORTABLE)
#define BITCC_STC_PEXT_FEATURES(F, SEP) F(bmi) SEP F(bmi2) SEP F(popcnt) SEP F(ssse3)
#define BITCC_STC_PEXT BITCC_TARGET(BITCC_STC_PEXT_FEATURES)
struct FallPext {
  BITCC_STC_PEXT static void fall(Vec* bits, Vec removed) {
    const Vec keep = but(bits[0] | bits[1] | bits[2], removed);
    // The blocks each column keeps: the cells of each nibble looked up (PSHUFB), added by pairs of
    // bytes (PMADDUBSW); a lane that keeps n blocks gets bits 1..n, (2 << n) - 2, looked up byte by
    // byte (n <= 12).
    const __m128i k = keep.value(), low4 = _mm_set1_epi8(15),
                  cells = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4),
                  low = _mm_shuffle_epi8(cells, _mm_and_si128(k, low4)),
                  high = _mm_shuffle_epi8(cells, _mm_and_si128(_mm_srli_epi16(k, 4), low4)),
                  n = _mm_maddubs_epi16(_mm_add_epi8(low, high), _mm_set1_epi8(1)),
                  to_low = _mm_setr_epi8(0, 2, 6, 14, 30, 62, 126, -2, -2, -2, -2, -2, -2, 0, 0, 0),
                  to_high = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 15, 31, 0, 0, 0);
    const Vec to = Vec::of(_mm_or_si128(_mm_shuffle_epi8(to_low, n),
                                        _mm_slli_epi16(_mm_shuffle_epi8(to_high, n), 8)));
    const std::uint64_t from[2] = {keep.low(), keep.high()}, dest[2] = {to.low(), to.high()};
#pragma GCC unroll 3
    for (int i = 0; i < kCodeBits; ++i)  // written as vectors: the next step reads vectors
      bits[i] = Vec::of_words(_pdep_u64(_pext_u64(bits[i].low(), from[0]), dest[0]),
                              _pdep_u64(_pext_u64(bits[i].high(), from[1]), dest[1]));
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

}  // namespace bitcc::stc
