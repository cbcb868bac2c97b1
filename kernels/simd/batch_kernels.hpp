// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch_kernels.hpp: the batch kernels, written once on xsimd batches (internal).
//
// Included only by the batch_<isa>.cpp translation units, each compiled with its instruction
// set's flags and instantiating these templates for its xsimd architecture. Everything here is in
// an anonymous namespace (the generic formulas of bitcc/group_formulas.hpp too: included here, in
// it) and calls no inline function of bitcc or of the standard library: an out-of-line copy of
// such a function, compiled with (say) AVX-512 flags, could otherwise be the one the linker keeps
// for the whole program and run on a CPU without AVX-512.
//
// Layout: a board is a low and a high 64-bit word (Halves: not bitcc::Word128, which is one
// 128-bit register; here the low words of several boards share one register and their high words
// another, and the flood's moves carry bits from one to the other). One xsimd batch holds the low words
// of `Lanes` boards, a second one their high words. Boards sit in memory as (low, high) pairs, so
// two loads give [l0 h0 l1 h1 ...] and [lk hk ...]; zip_lo / zip_hi (per 128-bit lane unpacks in
// xsimd 8) turn them into all-low and all-high registers, in a lane order that the same two
// unpacks undo on the way out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include <xsimd/xsimd.hpp>

#include "batch_isa.hpp"
#include "bitcc/board.hpp"

namespace bitcc::batch_detail {
namespace {

using Word = std::uint64_t;

template <class W>  // W: Word (one board) or xsimd::batch<Word, A> (one board per lane)
struct Halves {
  W lo, hi;
};

template <class W>
Halves<W> operator&(Halves<W> a, Halves<W> b) { return {a.lo & b.lo, a.hi & b.hi}; }
template <class W>
Halves<W> operator|(Halves<W> a, Halves<W> b) { return {a.lo | b.lo, a.hi | b.hi}; }
template <class W>
Halves<W> operator~(Halves<W> a) { return {~a.lo, ~a.hi}; }

// The board masks, split into words (evaluated at compile time).
constexpr Word kPlayableHigh = high_word(Playable);
constexpr Word kNotColumn0Low = low_word(Playable & ~Column0);
constexpr Word kNotColumn0High = high_word(Playable & ~Column0);
constexpr Word kNotColumn5Low = low_word(Playable & ~Column5);
constexpr Word kNotColumn5High = high_word(Playable & ~Column5);

// shift<Direction> of board.hpp on two words: a shift by s moves the s bits at one end of a word
// into the other word (the 128-bit shift's carry across bit 64). Same masks, same results; the
// tests compare every kernel built on these with the scalar ones.
template <class W>
Halves<W> shift_up(Halves<W> x) {  // one row up, rows past the top vanish
  return {x.lo << kWidth, ((x.hi << kWidth) | (x.lo >> (64 - kWidth))) & W(kPlayableHigh)};
}
template <class W>
Halves<W> shift_down(Halves<W> x) {  // one row down
  return {(x.lo >> kWidth) | (x.hi << (64 - kWidth)), x.hi >> kWidth};
}
template <class W>
Halves<W> shift_left(Halves<W> x) {  // >> 1 after clearing column 0
  const W lo = x.lo & W(kNotColumn0Low), hi = x.hi & W(kNotColumn0High);
  return {(lo >> 1) | (hi << 63), hi >> 1};
}
template <class W>
Halves<W> shift_right(Halves<W> x) {  // << 1 after clearing column 5
  const W lo = x.lo & W(kNotColumn5Low), hi = x.hi & W(kNotColumn5High);
  return {lo << 1, (hi << 1) | (lo >> 63)};
}
template <class W>
Halves<W> neighbours_of(Halves<W> x) {
  return shift_up(x) | shift_down(x) | shift_left(x) | shift_right(x);
}

// groups_at_least(b, K) for K = 2, 3, 4: the formulas of bitcc/group_formulas.hpp (see the proof
// at groups_at_least), compiled here for this instruction set: this translation unit's anonymous
// namespace is its own namespace for the generic code, as simdjson and Highway do, so these copies
// have internal linkage and cannot replace the baseline ones of namespace bitcc. Each lane runs
// the two windows of its board one after the other (groups_at_least runs them side by side in
// one Word128); their union is the board's answer. Bits at or above 72 of the input are ignored.
#include "bitcc/group_formulas.hpp"

// groups_at_least(., K) for K = 2, 3, 4 on one window x: its stages with K known at compile time.
template <int K, class W>
inline W window_groups(W x, W not_column0, W not_column5) {
  static_assert(K >= 2 && K <= 4, "K: 2..4");
  const W below = with_lower_neighbour(x), above = below >> kWidth;
  const W left = with_left_neighbour(x, not_column0), right = left >> 1;
  if constexpr (K == 2) return below | above | left | right;
  const W two = two_or_more_neighbours(below, above, left, right);
  if constexpr (K == 3) return grow_inside(two, x, not_column0, not_column5);
  return grow_inside(four_seeds(below, above, left, right, two, not_column0), x, not_column0,
                     not_column5);
}

template <int K, class W>
inline Halves<W> groups_mask(Halves<W> b) {
  const W not_column0 = W(kWindowNotColumn0), not_column5 = W(kWindowNotColumn5);
  // Upper window first: the other order cost g++ 12 two register copies per block in the SSE4.2
  // loop for k = 2 and eight for k = 4.
  const W upper = window_groups<K>(upper_window(b.lo, b.hi & W(kPlayableHigh)), not_column0, not_column5);
  const W lower = window_groups<K>(b.lo, not_column0, not_column5);
  return {low_of_windows(lower, upper), high_of_windows(upper)};
}

// Boards are read and written as bytes: the caller's pointers may have any alignment. Bits at or
// above 72 are dropped as a board is read (they are ignored, as by every scalar kernel).
Halves<Word> load_board(const unsigned char* bytes) {
  Board b;
  std::memcpy(&b, bytes, sizeof b);
  return {static_cast<Word>(b), static_cast<Word>(b >> 64) & kPlayableHigh};
}
void store_board(unsigned char* bytes, Word lo, Word hi) {
  const Board b = (Board{hi} << 64) | lo;
  std::memcpy(bytes, &b, sizeof b);
}

template <class A, int K>
void groups_loop(const unsigned char* in, unsigned char* out, std::size_t n) {
  using V = xsimd::batch<Word, A>;
  constexpr std::size_t kLanes = V::size;
  constexpr std::size_t kBlock = kLanes * sizeof(Board);
  const auto run = [](const Word* source, Word* destination) __attribute__((always_inline)) {
    const V first = V::load_unaligned(source), second = V::load_unaligned(source + kLanes);
    const Halves<V> result =
        groups_mask<K>(Halves<V>{xsimd::zip_lo(first, second), xsimd::zip_hi(first, second)});
    xsimd::zip_lo(result.lo, result.hi).store_unaligned(destination);
    xsimd::zip_hi(result.lo, result.hi).store_unaligned(destination + kLanes);
  };
  std::size_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    run(reinterpret_cast<const Word*>(in + i * sizeof(Board)),
        reinterpret_cast<Word*>(out + i * sizeof(Board)));
  if (i < n) {  // the last n % kLanes boards, through a zero-padded block
    alignas(64) Word block[2 * kLanes] = {};
    const std::size_t bytes = (n - i) * sizeof(Board);
    static_assert(sizeof block == kBlock);
    std::memcpy(block, in + i * sizeof(Board), bytes);
    run(block, block);
    std::memcpy(out + i * sizeof(Board), block, bytes);
  }
}

template <class A>
void groups_entry(const Board* in, Board* out, std::size_t n, int k) {
  const auto* source = reinterpret_cast<const unsigned char*>(in);
  auto* destination = reinterpret_cast<unsigned char*>(out);
  if (k == 2) groups_loop<A, 2>(source, destination, n);
  if (k == 3) groups_loop<A, 3>(source, destination, n);
  if (k == 4) groups_loop<A, 4>(source, destination, n);
}

// The lanes of a comparison as the low bits of an integer (xsimd 8 has no portable way).
template <class A>
unsigned lane_bits(const xsimd::batch_bool<Word, A>& lanes) {
  if constexpr (std::is_same_v<A, xsimd::sse4_2>) {
    return static_cast<unsigned>(_mm_movemask_pd(_mm_castsi128_pd(lanes.data)));
  } else {
#if defined(__AVX2__)
    if constexpr (std::is_same_v<A, xsimd::avx2>) {
      return static_cast<unsigned>(_mm256_movemask_pd(_mm256_castsi256_pd(lanes.data)));
    } else {
#if defined(__AVX512F__)
      static_assert(std::is_same_v<A, xsimd::avx512bw>, "lane_bits: add this architecture");
      return lanes.data;  // already a bit mask (__mmask8)
#endif
    }
#endif
  }
}

// Labeling: every lane floods one component of one board at a time. A lane owns a board from
// its first component to its last, so its components come out in ascending order of lowest cell
// (the seed is always the lowest remaining cell). When a lane's flood stops growing, that lane
// alone emits the component and takes the next seed, or the next board, while the other lanes
// keep flooding: no lane waits for the slowest.
//
// Singletons (cells without neighbours) never reach the lanes: they are emitted as they come up.
// Every other seed first grows by up to kScalarSteps scalar steps; a component that stops within
// them is emitted at once, a larger one enters its lane already grown. With 4 or 8 lanes the
// best count is 0 (every other seed goes straight to its lane): two steps made random 0.5 some
// 1.5x (AVX-512) to 2x (AVX2) slower, and saved only 3% to 10% on random 0.2 and gravity. With 2
// lanes (SSE4.2) two steps save some 20% on random 0.2 and gravity and cost 35% on random 0.5.
template <class A, int kStepsPerCheck, int kScalarSteps>
void label_loop(const unsigned char* in, std::size_t n, unsigned char* out, unsigned char* counts) {
  using V = xsimd::batch<Word, A>;
  constexpr std::size_t kLanes = V::size;
  static_assert(kLanes <= 8 * sizeof(unsigned));

  // Per lane: the component being flooded, the cells of its board not emitted yet (the flood's
  // bounds), that board's singletons, its index and how many components it has emitted.
  // A lane without a board has all of these zero and its bit clear in active_lanes.
  alignas(64) Word component_lo[kLanes] = {}, component_hi[kLanes] = {};
  alignas(64) Word rest_lo[kLanes] = {}, rest_hi[kLanes] = {};
  Word singles_lo[kLanes] = {}, singles_hi[kLanes] = {};
  std::size_t board[kLanes] = {};
  int emitted[kLanes] = {};
  std::size_t next_board = 0;
  unsigned active_lanes = 0;

  const auto emit = [&](std::size_t lane, Halves<Word> component) {
    const std::size_t slot = board[lane] * kMaxComponents + static_cast<std::size_t>(emitted[lane]++);
    store_board(out + slot * sizeof(Board), component.lo, component.hi);
  };
  // Gives the lane its next component to flood, emitting the small ones on the way; moves on to
  // the next board when the current one is used up, and leaves the lane idle when none is left.
  const auto advance = [&](std::size_t lane) {
    for (;;) {
      Halves<Word> rest{rest_lo[lane], rest_hi[lane]};
      while ((rest.lo | rest.hi) != 0) {
        Halves<Word> component{rest.lo & (0 - rest.lo), rest.lo != 0 ? 0 : rest.hi & (0 - rest.hi)};
        bool complete =
            ((component.lo & singles_lo[lane]) | (component.hi & singles_hi[lane])) != 0;
        for (int step = 0; step < kScalarSteps && !complete; ++step) {
          const Halves<Word> grown = (component | neighbours_of(component)) & rest;
          complete = grown.lo == component.lo && grown.hi == component.hi;
          component = grown;
        }
        if (!complete) {
          rest_lo[lane] = rest.lo, rest_hi[lane] = rest.hi;
          component_lo[lane] = component.lo, component_hi[lane] = component.hi;
          return;
        }
        emit(lane, component);
        rest.lo ^= component.lo, rest.hi ^= component.hi;
      }
      if ((active_lanes >> lane & 1) != 0) {
        std::memcpy(counts + board[lane] * sizeof(int), &emitted[lane], sizeof(int));
        active_lanes &= ~(1u << lane);
      }
      if (next_board == n) {
        rest_lo[lane] = rest_hi[lane] = component_lo[lane] = component_hi[lane] = 0;
        return;
      }
      const Halves<Word> b = load_board(in + next_board * sizeof(Board));
      const Halves<Word> singles = b & ~neighbours_of(b);
      rest_lo[lane] = b.lo, rest_hi[lane] = b.hi;
      singles_lo[lane] = singles.lo, singles_hi[lane] = singles.hi;
      board[lane] = next_board++;
      emitted[lane] = 0;
      active_lanes |= 1u << lane;
    }
  };

  for (std::size_t lane = 0; lane < kLanes; ++lane) advance(lane);
  // The lanes live in registers; a lane that takes a new component is patched in with a blend
  // (reloading the whole vector right after scalar stores to it stalls on store forwarding).
  alignas(64) Word lane_numbers[kLanes];
  for (std::size_t lane = 0; lane < kLanes; ++lane) lane_numbers[lane] = lane;
  const V lane_index = V::load_aligned(lane_numbers);
  Halves<V> component{V::load_aligned(component_lo), V::load_aligned(component_hi)};
  Halves<V> rest{V::load_aligned(rest_lo), V::load_aligned(rest_hi)};
  while (active_lanes != 0) {
    unsigned finished;
    do {  // a stable flood stays stable, so extra steps past the end are harmless
      Halves<V> grown = component;
      for (int step = 0; step < kStepsPerCheck; ++step) grown = (grown | neighbours_of(grown)) & rest;
      finished = lane_bits((grown.lo == component.lo) & (grown.hi == component.hi)) & active_lanes;
      component = grown;
    } while (finished == 0);
    component.lo.store_aligned(component_lo);
    component.hi.store_aligned(component_hi);
    for (; finished != 0; finished &= finished - 1) {
      const auto lane = static_cast<std::size_t>(__builtin_ctz(finished));
      emit(lane, {component_lo[lane], component_hi[lane]});
      rest_lo[lane] ^= component_lo[lane];
      rest_hi[lane] ^= component_hi[lane];
      advance(lane);
      const auto this_lane = lane_index == V(static_cast<Word>(lane));
      component.lo = xsimd::select(this_lane, V(component_lo[lane]), component.lo);
      component.hi = xsimd::select(this_lane, V(component_hi[lane]), component.hi);
      rest.lo = xsimd::select(this_lane, V(rest_lo[lane]), rest.lo);
      rest.hi = xsimd::select(this_lane, V(rest_hi[lane]), rest.hi);
    }
  }
}

// Tuned on random and gravity pools (bench_batch.cpp), on Zen 4.
constexpr int kLabelStepsPerCheck = 1;
template <class A>
constexpr int kLabelScalarSteps = std::is_same_v<A, xsimd::sse4_2> ? 2 : 0;

template <class A>
void label_entry(const Board* in, std::size_t n, Board* out, int* counts) {
  label_loop<A, kLabelStepsPerCheck, kLabelScalarSteps<A>>(reinterpret_cast<const unsigned char*>(in), n,
                   reinterpret_cast<unsigned char*>(out), reinterpret_cast<unsigned char*>(counts));
}

template <class A>
constexpr IsaKernels make_kernels() {
  return {&groups_entry<A>, &label_entry<A>};
}

}  // namespace
}  // namespace bitcc::batch_detail
