// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/label_flood.hpp: the fast labelers of wide boards: single cells written without a
// flood, every other component flooded from its lowest cell, the floods independent of each other,
// in AVX-512 registers where the board fits.
//
// The cost model: a random board holds many small components (a 19x19 board at density 0.2 about
// 45, 60 % of them single cells), so what a component costs beyond its flood rounds (a mispredicted
// branch, a wait for the previous flood) dominates. Single cells are found for the whole board in
// one step and written straight to their place; the other components are flooded from the cells
// that can be a component's lowest cell (label_from_candidates), each flood reading the whole
// board rather than what is left of it, so one flood need not end before the next begins; a flood
// tests for its end every third round, so small components end at a predicted test. A round moves
// the region one step in every direction at once. On a board whose rows are under 63 cells, the
// AVX-512 flood holds it in registers (one up to 512 bits: every Go and Hex board): a round
// first runs along the rows towards higher bits (one add per 64-bit word: the carry runs through
// the mask's runs), then moves across the words by VALIGNQ (the register moved by one word) and
// VPSHLDQ / VPSHRDQ (each word shifted, taking its neighbour word's bits): 2 aligns, 4 (hex: 6)
// double shifts, an add and 4 logic ops.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "bitcc/simd_choice.hpp"
#include "bitcc/wide/geometry.hpp"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(BITCC_PORTABLE)
#define BITCC_HAVE_WIDE_X86 1
#include <immintrin.h>
#else
#define BITCC_HAVE_WIDE_X86 0
#endif

namespace bitcc::wide {

namespace flood_detail {

/// The cells of `runs` from which a cell of `seeds` (seeds ⊆ runs) is reached along a run towards
/// higher bits: the seeds spread towards lower bits through runs, in log2(W) doubling steps (step
/// K moves what has spread K places, through cells whose K following cells are all set). The guard
/// bit ending every row stops them.
template <class G, int... Steps>
BITCC_WIDE_INLINE inline typename G::Board run_leftwards(typename G::Board seeds,
                                                         typename G::Board runs,
                                                         std::integer_sequence<int, Steps...>) {
  ((seeds |= shift_down<(1 << Steps)>(seeds) & runs, runs &= shift_down<(1 << Steps)>(runs)), ...);
  static_cast<void>(runs);  // the last step's update is not read (nor any, with no step)
  return seeds;
}
template <class G>
BITCC_WIDE_INLINE inline typename G::Board run_leftwards(const typename G::Board& seeds,
                                                         const typename G::Board& runs) {
  constexpr int kSteps = [] {  // reach after s steps: 2^s - 1 cells, at least W - 1
    int steps = 0;
    while ((1 << steps) < G::kWidth) ++steps;
    return steps;
  }();
  return run_leftwards<G>(seeds, runs, std::make_integer_sequence<int, kSteps>());
}

// Whether the scan writes isolated pairs as it writes single cells, without a flood: on square
// boards of 4 words or more (on 9x9 and 13x13 finding them cost about what the floods they saved
// did, or more). Every flooded component then has three cells or more, and most need more rounds:
// a flood's first test comes after four rounds, not three (with the pairs flooded, three).
template <class G>
inline constexpr bool kFindsPairs = G::kAdjacency == Adjacency::Square && G::kWords >= 4;

// A board's cells by kind, for the labeling scan (label_from_candidates).
template <class Board>
struct Prepared {
  Board linked;      // the cells with a set neighbour
  Board simple;      // the lowest cells of the simple components: single cells and isolated pairs
  Board seconds;     // the pairs' other cells: one step right of or above their lowest cells
  Board candidates;  // the cells that can be the lowest cell of a larger component
  bool dense = false;    // over a third of the cells set (AVX-512 flood, kFindsPairs boards)
  bool crowded = false;  // over 5/8 of them set, about one component (AVX-512 flood)
};

// The portable flood. component(word, bit, out) writes the component of the mask holding the cell
// `bit` of word `word` to *out and adds it to the covered cells; covered(word, bit) tells whether
// an earlier component holds that cell; simple(word, bit, out) writes the single cell or isolated
// pair whose lowest cell that is.
// A round moves the region one step in every direction. Three rounds between tests: when the third
// adds nothing, the second reached the whole component (most components of a random board end
// after one test, so the test is well predicted; measured against two and four rounds per test,
// and against a first move along the runs of the mask by one carry chain, which cost more here
// than it saved).
template <class G>
struct PortableFlood {
  using Board = typename G::Board;
  static constexpr bool kListsCells = false;  // the simple components found word by word
  static constexpr int kSideBySide = 1;  // floods one at a time
  static constexpr int kListSize = 1;
  explicit PortableFlood(const Prepared<Board>& p) : mask_(p.linked), seconds_(p.seconds) {}

  BITCC_WIDE_INLINE Board grow(const Board& region) const {
    return (region | G::neighbours(region)) & mask_;
  }

  BITCC_WIDE_INLINE bool covered(int word, std::uint64_t bit) const {
    return (covered_.word[word] & bit) != 0;
  }
  BITCC_WIDE_INLINE void component(int word, std::uint64_t bit, Board* out) {
    Board region{};
    region.word[word] = bit;
    if constexpr (kFindsPairs<G>) region = grow(region);  // see kFindsPairs
    for (;;) {
      const Board before_last = grow(grow(region));
      const Board last = grow(before_last);
      if (last == before_last) {
        *out = last;
        covered_ |= last;
        return;
      }
      region = last;
    }
  }
  BITCC_WIDE_INLINE void simple(int word, std::uint64_t bit, Board* out) const {
    write_simple(word, bit, seconds_, out);
  }
  BITCC_WIDE_INLINE static void write_simple(int word, std::uint64_t bit, const Board& seconds,
                                             Board* out) {
    *out = Board{};
    out->word[word] = bit;
    if constexpr (kFindsPairs<G>) {
      // The second cell, if any: one step right or up (neither is set next to a single cell or
      // the other kind of pair), else the cell itself again.
      const int cell = 64 * word + __builtin_ctzll(bit);
      const int second =
          cell + holds(seconds, cell + 1) + G::kStride * holds(seconds, cell + G::kStride);
      out->word[second >> 6] |= std::uint64_t{1} << (second & 63);
    }
  }
  // Bit `index` of b (0 past its last word).
  BITCC_WIDE_INLINE static int holds(const Board& b, int index) {
    return index < 64 * G::kWords ? static_cast<int>(b.word[index >> 6] >> (index & 63) & 1) : 0;
  }

  // The linked cells of `b` (those with a set neighbour), the simple components and the
  // candidates (see Prepared). With kDenseTest, no isolated pairs are looked for on boards with
  // over 5/8 of their cells set, which hold almost none (the AVX2 labeler at density 0.8: 1.04x
  // faster on 19x19 and 32x32, 1.06x on 30x20); not in the portable build, which counts without
  // the POPCNT instruction (slower there on 19x19).
  template <bool kDenseTest = false>
  BITCC_WIDE_INLINE static Prepared<Board> prepare(const Board& b) {
    constexpr int S = G::kStride;
    // A cell of `b` whose neighbour on that side is set (b holds cells only: no guard bit moves
    // in).
    const Board left = shift_up<1>(b), right = shift_down<1>(b), below = shift_up<S>(b),
                above = shift_down<S>(b);
    Board lower = below;  // a cell of b whose neighbour of lower index in the row below is set
    if constexpr (G::kAdjacency == Adjacency::Hex) lower |= shift_up<S - 1>(b);
    Board near = left | right | lower | above;
    if constexpr (G::kAdjacency == Adjacency::Hex) near |= shift_down<S - 1>(b);
    Prepared<Board> p;
    p.linked = b & near;
    p.candidates = and_not(and_not(p.linked, left), run_leftwards<G>(b & lower, b));
    p.simple = and_not(b, p.linked);
    if constexpr (kFindsPairs<G>) {
      if constexpr (kDenseTest) {
        if (8 * popcount(b) > 5 * G::kCells) {
          p.seconds = Board{};
          return p;
        }
      }
      // Isolated pairs: two cells, each the other's only neighbour (label_rowpair's prune).
      const Board two_or_more =
          (above & (below | left | right)) | (below & (left | right)) | (left & right);
      const Board one = and_not(p.linked, two_or_more);
      const Board right_pair = one & right & shift_down<1>(one);  // the pair's lower cell
      const Board up_pair = one & above & shift_down<S>(one);
      const Board heads = right_pair | up_pair;
      p.simple |= heads;
      p.seconds = shift_up<1>(right_pair) | shift_up<S>(up_pair);
      p.candidates = and_not(p.candidates, heads);
    } else {
      p.seconds = Board{};
    }
    return p;
  }

  Board mask_;
  Board seconds_;
  Board covered_{};
};

/// label_from_candidates' floods with Flood::kSideBySide > 1: the candidates listed, the first
/// flooded alone and the others up to kSideBySide at a time, side by side in the same rounds
/// (Flood::components). A flood is a chain of rounds, each waiting for the last; the CPU runs one
/// flood while the next starts only until its scheduler is full of the waiting rounds (on an AMD
/// Zen 5, none of the next flood ran alongside), but chains written side by side, a round of each
/// in turn, do run together: 19x19 random 0.5 about 1.6x faster with three, 1.5x with two, and
/// four were slower than three. A later seed of a batch may lie in an earlier one's component (no
/// earlier batch covered it, but this one does): then it leads nothing, and its write goes to a
/// slot that a later component overwrites or that is not read. The first flood is alone: on
/// boards with a large component it is mostly that one, and the floods beside it would mostly
/// copy it. Not used on crowded boards (over 5/8 of the cells set, about one component to flood),
/// where the per-word scan is faster. Returns the number of leaders, each set in *leaders.
template <class G, class Flood>
[[gnu::always_inline]] inline int flood_side_by_side(const Prepared<typename G::Board>& p,
                                                     const int* simple_below, Flood& flood,
                                                     typename G::Board* leaders,
                                                     typename G::Board* out) {
  constexpr int M = Flood::kSideBySide;
  std::uint16_t cells[Flood::kListSize];
  const int count = Flood::list_cells(p.candidates, cells);
  const auto bit_of = [](int cell) { return std::uint64_t{1} << (cell & 63); };
  int components = 0;
  for (int j = 0; j < count;) {
    int seeds[M];  // the next candidates no earlier flood covered
    int n = 0;
    while (j < count && n < (components > 0 ? M : 1)) {
      const int next = cells[j++];
      if (!flood.covered(next >> 6, bit_of(next))) seeds[n++] = next;
    }
    // The output of seeds[m], after `new_before` new components of this batch (slots past the
    // last one may be written: see Labeler).
    const auto place = [&](int m, int new_before) {
      const int cell = seeds[m];
      return &out[std::min(components + new_before + simple_below[cell >> 6] +
                               popcount_word(p.simple.word[cell >> 6] & (bit_of(cell) - 1)),
                           G::kMaxComponents - 1)];
    };
    unsigned leads = 0;  // bit m: seeds[m] leads a component
    if constexpr (M >= 3) {
      if (n == 3) leads = flood.template components<3>(seeds, place);
    }
    if (n == 2) leads = flood.template components<2>(seeds, place);
    if (n == 1) leads = flood.template components<1>(seeds, place);
    for (int m = 0; m < n; ++m)
      leaders->word[seeds[m] >> 6] |= std::uint64_t{leads >> m & 1} << (seeds[m] & 63);
    components += popcount_word(leads);
  }
  return components;
}

/// The labeling scan, for any flood (see PortableFlood). `b` holds cells only.
///
/// Simple components (single cells, and on square boards isolated pairs: two cells, each the
/// other's only neighbour) need no flood: they are written last, each straight to its place in
/// the output. The other components are flooded inside the linked cells, from their lowest cells.
/// A component's lowest cell has no set neighbour of lower index (left, below and, for hex,
/// below-right), and neither has any cell of the run it starts: those linked cells, the
/// candidates, are visited in ascending order, and each that no earlier flood covered is the
/// lowest cell (the leader) of a new component. Every flood reads the whole board, not what is
/// left of it, so the floods are independent of each other: the one test that depends on the
/// previous flood (is this candidate covered?) is a branch, almost always "no" (most components
/// have one candidate), and the CPU runs the next flood while the last one finishes. A
/// component's place in the output is its rank among the leaders and the simple components: its
/// rank among its own kind plus the lowest cells of the other kind below it (counted per word,
/// then within the word), so the two kinds never wait for each other. With Flood::kListsCells the
/// simple components are visited in one loop over a list of their lowest cells: on 19x19 at
/// density 0.2 about 1.12x faster than a loop per word, whose exit is a branch hard to predict.
/// With Flood::kSideBySide > 1 the candidates are listed and flooded a few at a time (see
/// flood_side_by_side).
template <class G, class Flood>
[[gnu::always_inline]] inline int label_from_candidates(const typename G::Board& b,
                                                        typename G::Board* out) {
  using Board = typename G::Board;
  constexpr int N = G::kWords;
  const Prepared<Board> p = Flood::prepare(b);

  int simple_below[N];  // the simple components' lowest cells in the words below word i
  int leaders_below[N];
  for (int i = 0, count = 0; i < N; ++i) {
    simple_below[i] = count;
    count += popcount_word(p.simple.word[i]);
  }
  // The simple components' list, made before the floods (measured the same as after them).
  std::uint16_t cells[Flood::kListSize];
  int simple_count = 0;
  if constexpr (Flood::kListsCells) simple_count = Flood::list_cells(p.simple, cells);
  Flood flood(p);
  Board leaders{};
  int components = 0;
  bool flooded = false;
  if constexpr (Flood::kSideBySide > 1) {
    if (!p.crowded) {
      components = flood_side_by_side<G>(p, simple_below, flood, &leaders, out);
      for (int i = 0, count = 0; i < N; ++i) {
        leaders_below[i] = count;
        count += popcount_word(leaders.word[i]);
      }
      flooded = true;
    }
  }
  for (int i = 0; i < N && !flooded; ++i) {
    leaders_below[i] = components;
    for (std::uint64_t word = p.candidates.word[i]; word != 0; word &= word - 1) {
      const std::uint64_t bit = word & (~word + 1);
      if (flood.covered(i, bit)) continue;
      leaders.word[i] |= bit;
      const int place = components + simple_below[i] + popcount_word(p.simple.word[i] & (bit - 1));
      flood.component(i, bit, &out[place]);
      ++components;
    }
  }
  // The simple component of rank `rank` among its kind, lowest cell `bit` of word i, goes after
  // the leaders below it.
#define BITCC_WIDE_PLACE(rank, i, bit) \
  ((rank) + leaders_below[i] + popcount_word(leaders.word[i] & ((bit) - 1)))
  if constexpr (Flood::kListsCells) {
    for (int j = 0; j < simple_count; ++j) {
      const int i = cells[j] >> 6;
      const std::uint64_t bit = std::uint64_t{1} << (cells[j] & 63);
      flood.simple(i, bit, &out[BITCC_WIDE_PLACE(j, i, bit)]);
    }
    return components + simple_count;
  } else {
    int simple = 0;
    for (int i = 0; i < N; ++i)
      for (std::uint64_t word = p.simple.word[i]; word != 0; word &= word - 1) {
        const std::uint64_t bit = word & (~word + 1);
        flood.simple(i, bit, &out[BITCC_WIDE_PLACE(simple, i, bit)]);
        ++simple;
      }
    return components + simple;
  }
#undef BITCC_WIDE_PLACE
}

}  // namespace flood_detail

/// A labeler for G (contract: wide::Labeler): a flood from the lowest cell of each component (see
/// label_from_candidates). Portable C++.
template <class G>
int label_flood(const typename G::Board& board, typename G::Board* out) {
  BITCC_ASSERT(G::is_valid(board));
  return flood_detail::label_from_candidates<G, flood_detail::PortableFlood<G>>(
      board & G::kPlayable, out);
}

/// True when the AVX-512 flood holds G's boards: at most 32 words (4 registers), rows under 63
/// cells (a move up or down is then a double shift of under 64 bits).
template <class G>
inline constexpr bool kFitsAvx512 = G::kWords <= 32 && G::kStride < 64;
/// True when the AVX2 flood holds G's boards: at most 32 words (8 registers), rows under 63 cells.
template <class G>
inline constexpr bool kFitsAvx2 = G::kWords <= 32 && G::kStride < 64;

#if BITCC_HAVE_WIDE_X86

// GCC 12's intrinsics fill "don't care" operands with _mm512_undefined_epi32(), which -Wall reports
// as uninitialized once inlined here: a false positive in the compiler's headers.
#if !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

/// What the wide AVX-512 labeler is compiled for.
#define BITCC_WIDE_AVX512_FEATURES(F, SEP) \
  F(avx512f) SEP F(avx512bw) SEP F(avx512vbmi2) SEP F(bmi) SEP F(bmi2) SEP F(popcnt)
/// What the wide labelers' AVX2 and SSE4.2 builds are compiled for (the portable code).
#define BITCC_WIDE_AVX2_FEATURES(F, SEP) F(avx2) SEP F(bmi) SEP F(bmi2) SEP F(popcnt)
#define BITCC_WIDE_SSE42_FEATURES(F, SEP) F(sse4.2) SEP F(popcnt)

inline bool label_flood_avx512_supported() {
  return BITCC_CPU_SUPPORTS(BITCC_WIDE_AVX512_FEATURES);
}
inline bool label_flood_avx2_supported() { return BITCC_CPU_SUPPORTS(BITCC_WIDE_AVX2_FEATURES); }
inline bool label_flood_sse42_supported() {
  return BITCC_CPU_SUPPORTS(BITCC_WIDE_SSE42_FEATURES);
}

#define BITCC_TARGET_WIDE_AVX512 BITCC_TARGET(BITCC_WIDE_AVX512_FEATURES)

namespace flood_detail {

// The rounds of a flood in registers, written once for every instruction set: Avx512Flood and
// Avx2Flood derive from RegisterRounds<themselves> and supply Regs (the board in registers),
// grow<Stay>(Regs) (one round; Stay: the region's own cells kept, needed on a flood's first round
// only), cell, meet, differ, store, add_covered and dense_ (see Avx512Flood). Without a target
// attribute of its own, each function here is always inlined into the labeler and compiled for its
// instruction set there (it passes registers only inside Regs, whose ABI needs no target).
template <class Flood>
struct RegisterRounds {
  // The component of the cell `bit` of word `word`, written to *out and added to the covered cells.
  template <class Board>
  BITCC_WIDE_INLINE void component(int word, std::uint64_t bit, Board* out) {
    typename Flood::Regs seed[1] = {Flood::cell(word, bit)};
    flood<1>(seed, [out](int, int) { return out; });
  }

  // The components of the cells seeds[0..M) (bit indices, ascending, none covered), flooded side
  // by side (see flood_side_by_side), each written to *place(m, new components among seeds[0..m)),
  // and added to the covered cells. Returns the seeds that lead a component, bit m for seeds[m]:
  // those outside the components of the seeds before them. The rounds go on while the flood of a
  // seed not found in an earlier seed's region has not ended; those that ended take them too,
  // unchanged.
  // The M floods go side by side, one round of each in turn (so that the CPU, which runs the
  // instructions about in the order written, runs the M chains of rounds together). Three rounds
  // between tests, the first test after three rounds, or four with kFindsPairs (every flood then
  // has three cells or more), or six on a dense board where the pairs are not flooded: there most
  // floods need more than four, and a test that fails is a mispredicted branch after which the
  // next flood cannot start early (AVX-512, 19x19 random 0.5: 1.10x, though it runs 102 rounds
  // instead of 89; 30x20 and 32x32 no change beyond the noise).
  template <int M, class Place>
  BITCC_WIDE_INLINE unsigned components(const int* seeds, const Place& place) {
    typename Flood::Regs seed[M];
    BITCC_UNROLL_WORDS
    for (int m = 0; m < M; ++m)
      seed[m] = Flood::cell(seeds[m] >> 6, std::uint64_t{1} << (seeds[m] & 63));
    return flood<M>(seed, place);
  }
  // components() from the seeds as registers.
  template <int M, class Regs, class Place>
  BITCC_WIDE_INLINE unsigned flood(const Regs* seed, const Place& place) {
    const Flood& f = static_cast<const Flood&>(*this);
    Regs last[M], before_last[M];
    BITCC_UNROLL_WORDS
    for (int m = 0; m < M; ++m) last[m] = seed[m];
    if constexpr (kFindsPairs<typename Flood::Geometry>) {
      BITCC_UNROLL_WORDS
      for (int m = 0; m < M; ++m) last[m] = f.template grow<true>(last[m]);  // see kFindsPairs
      if (f.dense_) {
        BITCC_UNROLL_WORDS
        for (int m = 0; m < M; ++m) last[m] = f.grow(last[m]);
        BITCC_UNROLL_WORDS
        for (int m = 0; m < M; ++m) last[m] = f.grow(last[m]);
      }
    }
    unsigned leads;
    for (;;) {
      BITCC_UNROLL_WORDS
      for (int m = 0; m < M; ++m) last[m] = f.grow(last[m]);
      BITCC_UNROLL_WORDS
      for (int m = 0; m < M; ++m) before_last[m] = f.grow(last[m]);
      BITCC_UNROLL_WORDS
      for (int m = 0; m < M; ++m) last[m] = f.grow(before_last[m]);
      bool more = false;
      leads = 0;
      BITCC_UNROLL_WORDS
      for (int m = 0; m < M; ++m) {
        bool joined = false;
        BITCC_UNROLL_WORDS
        for (int i = 0; i < m; ++i) joined |= Flood::meet(last[i], seed[m]);
        more |= Flood::differ(last[m], before_last[m]) & !joined;
        leads |= unsigned{!joined} << m;
      }
      if (!more) break;
    }
    // A joined seed's region lies in an earlier seed's component: harmless in covered_.
    BITCC_UNROLL_WORDS
    for (int m = 0; m < M; ++m) {
      Flood::store(last[m], place(m, popcount_word(leads & ((1u << m) - 1))));
      static_cast<Flood&>(*this).add_covered(last[m]);
    }
    return leads;
  }
};

// The flood in AVX-512 registers (requires kFitsAvx512<G>): K = ceil(words / 8) registers, words
// past G::kWords zero. PortableFlood's rounds, a round first running along the rows; the floods and
// their tests are RegisterRounds'.
template <class G>
struct Avx512Flood : RegisterRounds<Avx512Flood<G>> {
  static_assert(kFitsAvx512<G>);
  using Geometry = G;
  using Board = typename G::Board;
  static constexpr int K = (G::kWords + 7) / 8;
  // The words of register k that hold words of the board.
  static constexpr __mmask8 used(int k) {
    const int words = G::kWords - 8 * k;
    return static_cast<__mmask8>(words >= 8 ? 0xFF : (1u << words) - 1);
  }
  struct Regs {
    __m512i r[K];
  };

  BITCC_TARGET_WIDE_AVX512 explicit Avx512Flood(const Prepared<Board>& p) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      mask_.r[k] = _mm512_maskz_loadu_epi64(used(k), p.linked.word + 8 * k);
      seconds_.r[k] = _mm512_maskz_loadu_epi64(used(k), p.seconds.word + 8 * k);
      covered_.r[k] = _mm512_setzero_si512();
    }
    dense_ = p.dense;
  }

  // One round: every cell next to `region`, inside the mask, and with Stay `region` too. Without
  // it a connected region of two or more cells keeps its cells all the same (each is next to
  // another), so only a flood's first round needs it: one operation less on every later round
  // where the pairs are not flooded (kFindsPairs; with pairs flooded, as on 13x13, the shorter
  // round measured slower at density 0.2, 0.89x).
  template <bool Stay = !kFindsPairs<G>>
  BITCC_TARGET_WIDE_AVX512 Regs grow(Regs region) const {
    constexpr int S = G::kStride;
    region = along_runs(region, mask_);  // first along the rows
    Regs grown;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      const __m512i x = region.r[k];
      const __m512i below = words_below(region, k), above = words_above(region, k);
      __m512i moved = _mm512_ternarylogic_epi64(_mm512_shldi_epi64(x, below, 1),
                                                _mm512_shrdi_epi64(x, above, 1),
                                                _mm512_shldi_epi64(x, below, S), 0xFE);
      if constexpr (G::kAdjacency == Adjacency::Hex)
        moved = _mm512_ternarylogic_epi64(moved, _mm512_shldi_epi64(x, below, S - 1),
                                          _mm512_shrdi_epi64(x, above, S - 1), 0xFE);
      if constexpr (Stay) moved = _mm512_or_si512(moved, x);
      // (moved | the move down) & mask
      grown.r[k] = _mm512_ternarylogic_epi64(moved, _mm512_shrdi_epi64(x, above, S), mask_.r[k],
                                             0xA8);
    }
    return grown;
  }

  // `region` (inside `mask`) and the cells it reaches along the runs of `mask` towards higher bits,
  // within each 64-bit word: adding the region to the mask carries through the rest of each run it
  // touches, clearing it; the cleared bits of the mask are what the region reaches (region | (mask
  // & ~sum): 0xAE).
  BITCC_TARGET_WIDE_AVX512 static Regs along_runs(Regs region, const Regs& mask) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k)
      region.r[k] = _mm512_ternarylogic_epi64(_mm512_add_epi64(mask.r[k], region.r[k]), mask.r[k],
                                              region.r[k], 0xAE);
    return region;
  }

  // The cell `bit` of word `word` (register word / 8).
  BITCC_TARGET_WIDE_AVX512 static Regs cell(int word, std::uint64_t bit) {
    Regs c;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k)
      c.r[k] = _mm512_maskz_set1_epi64(
          static_cast<__mmask8>(K == 1 ? 1u << word : word >> 3 == k ? 1u << (word & 7) : 0),
          static_cast<long long>(bit));
    return c;
  }

  // Whether a and b share a cell.
  BITCC_TARGET_WIDE_AVX512 static bool meet(const Regs& a, const Regs& b) {
    unsigned common = 0;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) common |= _mm512_test_epi64_mask(a.r[k], b.r[k]);
    return common != 0;
  }

  BITCC_TARGET_WIDE_AVX512 static bool differ(const Regs& a, const Regs& b) {
    unsigned differences = 0;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) differences |= _mm512_cmpneq_epi64_mask(a.r[k], b.r[k]);
    return differences != 0;
  }

  BITCC_TARGET_WIDE_AVX512 static void store(const Regs& x, Board* out) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) _mm512_mask_storeu_epi64(out->word + 8 * k, used(k), x.r[k]);
  }

  BITCC_TARGET_WIDE_AVX512 bool covered(int word, std::uint64_t bit) const {
    if constexpr (K == 1) {
      return _mm512_test_epi64_mask(covered_.r[0], cell(word, bit).r[0]) != 0;
    } else {
      alignas(64) std::uint64_t words[8];
      _mm512_store_si512(words, covered_.r[word >> 3]);
      return (words[word & 7] & bit) != 0;
    }
  }

  BITCC_TARGET_WIDE_AVX512 void add_covered(const Regs& x) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) covered_.r[k] = _mm512_or_si512(covered_.r[k], x.r[k]);
  }

  BITCC_TARGET_WIDE_AVX512 void simple(int word, std::uint64_t bit, Board* out) const {
    const Regs c = cell(word, bit);
    if constexpr (kFindsPairs<G>) {
      constexpr int S = G::kStride;
      // c | (the cells one step right or up & seconds_)
      store(logic<0xF8>(c, logic<0xFE>(up<1>(c), up<S>(c), up<S>(c)), seconds_), out);
    } else {
      store(c, out);
    }
  }

  // The set cells of `b` as bit indices, ascending, in list[0..n); returns n. At most 32 cells in
  // each word (no two side by side): VPCOMPRESSB writes each word's bit numbers as bytes. The
  // simple components are listed from 4 words on (measured on 19x19 and 32x32; on 9x9 and 13x13
  // the loops per word cost less), the candidates wherever they are flooded side by side.
  static constexpr bool kListsCells = G::kWords >= 4;
  // Floods side by side from 2 words on (13x13 random 0.5 1.6x, 9x9 1.13x; 9x9 mazes, about one
  // component, 0.94x).
  static constexpr int kSideBySide = G::kWords >= 2 ? 3 : 1;
  static constexpr int kListSize = 32 * G::kWords + 32;
  BITCC_TARGET_WIDE_AVX512 static int list_cells(const Board& b, std::uint16_t* list) {
    const __m512i numbers = _mm512_set_epi8(
        63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41,
        40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18,
        17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    int count = 0;
    BITCC_UNROLL_WORDS
    for (int i = 0; i < G::kWords; ++i) {
      const __m512i bytes = _mm512_maskz_compress_epi8(b.word[i], numbers);
      _mm512_storeu_si512(list + count,
                          _mm512_add_epi16(_mm512_cvtepu8_epi16(_mm512_castsi512_si256(bytes)),
                                           _mm512_set1_epi16(static_cast<short>(64 * i))));
      count += popcount_word(b.word[i]);
    }
    return count;
  }

  // Register k of `x` with each word replaced by the board's word below it (word i - 1, zero for
  // word 0), and by the word above it (word i + 1, zero past the last), across the registers.
  BITCC_TARGET_WIDE_AVX512 static __m512i words_below(const Regs& x, int k) {
    return _mm512_alignr_epi64(x.r[k], k > 0 ? x.r[k - 1] : _mm512_setzero_si512(), 7);
  }
  BITCC_TARGET_WIDE_AVX512 static __m512i words_above(const Regs& x, int k) {
    return _mm512_alignr_epi64(k + 1 < K ? x.r[k + 1] : _mm512_setzero_si512(), x.r[k], 1);
  }

  // Every bit moved Bits places towards higher bits (Bits > 0) or -Bits places towards lower bits
  // (0 < |Bits| < 64); up and down name the two.
  template <int Bits>
  BITCC_TARGET_WIDE_AVX512 static Regs move(const Regs& x) {
    Regs r;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      if constexpr (Bits > 0)
        r.r[k] = _mm512_shldi_epi64(x.r[k], words_below(x, k), Bits);
      else
        r.r[k] = _mm512_shrdi_epi64(x.r[k], words_above(x, k), -Bits);
    }
    return r;
  }
  template <int Bits>
  BITCC_TARGET_WIDE_AVX512 static Regs up(const Regs& x) { return move<Bits>(x); }
  template <int Bits>
  BITCC_TARGET_WIDE_AVX512 static Regs down(const Regs& x) { return move<-Bits>(x); }
  // a op b for every register, op a VPTERNLOG truth table of (a, b, c).
  template <int Table>
  BITCC_TARGET_WIDE_AVX512 static Regs logic(const Regs& a, const Regs& b, const Regs& c) {
    Regs r;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) r.r[k] = _mm512_ternarylogic_epi64(a.r[k], b.r[k], c.r[k], Table);
    return r;
  }
  template <int Step, int... Steps>
  BITCC_TARGET_WIDE_AVX512 static Regs run_leftwards(Regs seeds, Regs runs) {
    seeds = logic<0xF8>(seeds, down<(1 << Step)>(seeds), runs);  // seeds | (moved & runs)
    if constexpr (sizeof...(Steps) == 0) {
      return seeds;
    } else {
      runs = logic<0xC0>(runs, down<(1 << Step)>(runs), runs);  // runs & moved
      return run_leftwards<Steps...>(seeds, runs);
    }
  }
  template <int... Steps>
  BITCC_TARGET_WIDE_AVX512 static Regs run_leftwards(Regs seeds, Regs runs,
                                                     std::integer_sequence<int, Steps...>) {
    if constexpr (sizeof...(Steps) == 0) {
      return seeds;
    } else {
      return run_leftwards<Steps...>(seeds, runs);
    }
  }

  // PortableFlood::prepare in the registers.
  BITCC_TARGET_WIDE_AVX512 static Prepared<Board> prepare(const Board& board) {
    constexpr int S = G::kStride;
    Regs b;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) b.r[k] = _mm512_maskz_loadu_epi64(used(k), board.word + 8 * k);
    const Regs left = up<1>(b), right = down<1>(b), below = up<S>(b), above = down<S>(b);
    Regs near = logic<0xFE>(left, right, below);
    near = logic<0xFE>(near, above, above);
    if constexpr (G::kAdjacency == Adjacency::Hex)
      near = logic<0xFE>(near, up<S - 1>(b), down<S - 1>(b));
    const Regs link = logic<0x80>(near, b, b);  // b & near: kPlayable is not needed, b holds cells
    Regs lower = below;
    if constexpr (G::kAdjacency == Adjacency::Hex) lower = logic<0xFE>(below, up<S - 1>(b), below);
    constexpr int kSteps = [] {
      int steps = 0;
      while ((1 << steps) < G::kWidth) ++steps;
      return steps;
    }();
    Prepared<Board> p;
    store(link, &p.linked);
    Regs touched_seeds = logic<0x80>(b, lower, lower);  // b & lower
    const int cells = popcount(board);
    if constexpr (kFindsPairs<G>) p.dense = 3 * cells > G::kCells;
    p.crowded = 8 * cells > 5 * G::kCells;
    if constexpr (kFindsPairs<G> && S + 1 < 64) {
      if (p.dense) {
        // Runs joined from above to an earlier run of their row start no component either (on
        // dense boards, where about 30 % of the candidates are covered: 19x19 random 0.5 1.05x,
        // 0.2 0.98x when done on every board; 9x9 0.5 0.92x, where floods cost less). A run of
        // the upper row from a cell over a gap on (its left and lower-left neighbours set, its
        // lower one not), as far as the add of a round's run along the rows carries, lies over
        // later runs than the one left of the gap.
        const Regs from = logic<0x20>(logic<0x80>(b, left, left), below, up<S + 1>(b));
        const Regs over = along_runs(from, b);
        touched_seeds = logic<0xF8>(touched_seeds, down<S>(over), b);  // | (moved & b)
      }
    }
    const Regs touched = run_leftwards(touched_seeds, b, std::make_integer_sequence<int, kSteps>());
    const Regs starts = logic<0x02>(touched, left, link);  // link & ~left & ~touched
    if constexpr (kFindsPairs<G>) {
      // Isolated pairs, as PortableFlood::prepare finds them: two_or_more is
      // majority(left, right, below) | (above & (left | right | below)).
      const Regs two_or_more =
          logic<0xF8>(logic<0xE8>(left, right, below), above, logic<0xFE>(left, right, below));
      const Regs one = logic<0x30>(link, two_or_more, two_or_more);  // link & ~two_or_more
      const Regs right_pair = logic<0x80>(one, right, down<1>(one));
      const Regs up_pair = logic<0x80>(one, above, down<S>(one));
      const Regs heads = logic<0xFE>(right_pair, up_pair, up_pair);
      store(logic<0xBA>(b, link, heads), &p.simple);  // (b & ~link) | heads
      store(logic<0xFE>(up<1>(right_pair), up<S>(up_pair), up<S>(up_pair)), &p.seconds);
      store(logic<0x30>(starts, heads, heads), &p.candidates);  // starts & ~heads
    } else {
      store(logic<0x30>(b, link, link), &p.simple);  // b & ~link
      p.seconds = Board{};
      store(starts, &p.candidates);
    }
    return p;
  }

  Regs mask_;
  Regs seconds_;
  Regs covered_;
  bool dense_;
};

}  // namespace flood_detail

/// label_flood with the flood in AVX-512 registers. Requires kFitsAvx512<G> and
/// label_flood_avx512_supported().
/// Flattened: every call inlined (g++ otherwise keeps a flood out of line when it grows, and its
/// registers then pass through memory at every call).
template <class G>
[[gnu::flatten]] BITCC_TARGET_WIDE_AVX512 int label_flood_avx512(const typename G::Board& board,
                                                typename G::Board* out) {
  static_assert(kFitsAvx512<G>, "the board needs rows under 63 cells and at most 32 words");
  BITCC_ASSERT(G::is_valid(board));
  return flood_detail::label_from_candidates<G, flood_detail::Avx512Flood<G>>(
      board & G::kPlayable, out);
}
#undef BITCC_TARGET_WIDE_AVX512

#define BITCC_TARGET_WIDE_AVX2 BITCC_TARGET(BITCC_WIDE_AVX2_FEATURES)

namespace flood_detail {

// The flood in AVX2 registers (requires kFitsAvx2<G>): K = ceil(words / 4) registers, words past
// G::kWords zero; Avx512Flood's rounds (RegisterRounds), one flood at a time. A move across words
// rotates each register by one word (VPERMQ) and takes the word that crosses from the next register
// (VPBLENDD), then shifts.
template <class G>
struct Avx2Flood : RegisterRounds<Avx2Flood<G>> {
  using Geometry = G;
  using Board = typename G::Board;
  static constexpr int K = (G::kWords + 3) / 4;
  static constexpr int words_in(int k) { return G::kWords - 4 * k >= 4 ? 4 : G::kWords - 4 * k; }
  struct Regs {
    __m256i r[K];
  };

  BITCC_TARGET_WIDE_AVX2 static __m256i load(const std::uint64_t* words, int k) {
    if (words_in(k) == 4)
      return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + 4 * k));
    alignas(32) std::uint64_t part[4] = {0, 0, 0, 0};
    for (int i = 0; i < words_in(k); ++i) part[i] = words[4 * k + i];
    return _mm256_load_si256(reinterpret_cast<const __m256i*>(part));
  }

  BITCC_TARGET_WIDE_AVX2 explicit Avx2Flood(const Prepared<Board>& p) : seconds_{p.seconds, 0} {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) mask_.r[k] = load(p.linked.word, k);
    std::uint64_t none[4 * K] = {};
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) covered_.r[k] = load(none, k);
  }

  template <int Bits>
  BITCC_TARGET_WIDE_AVX2 static __m256i up(__m256i x, __m256i below) {
    return _mm256_or_si256(_mm256_slli_epi64(x, Bits), _mm256_srli_epi64(below, 64 - Bits));
  }
  template <int Bits>
  BITCC_TARGET_WIDE_AVX2 static __m256i down(__m256i x, __m256i above) {
    return _mm256_or_si256(_mm256_srli_epi64(x, Bits), _mm256_slli_epi64(above, 64 - Bits));
  }

  // One round. It keeps the region's own cells whatever Stay says (see the move right below).
  template <bool Stay = true>
  BITCC_TARGET_WIDE_AVX2 Regs grow(Regs region) const {
    constexpr int S = G::kStride;
    // Along the runs of the mask towards higher bits first, as Avx512Flood does.
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      const __m256i sum = _mm256_add_epi64(mask_.r[k], region.r[k]);
      region.r[k] = _mm256_or_si256(region.r[k], _mm256_andnot_si256(sum, mask_.r[k]));
    }
    __m256i to_high[K], to_low[K];  // each register rotated by one word up, and down
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      to_high[k] = _mm256_permute4x64_epi64(region.r[k], 0x93);  // words 3, 0, 1, 2
      to_low[k] = _mm256_permute4x64_epi64(region.r[k], 0x39);   // words 1, 2, 3, 0
    }
    const __m256i zero = _mm256_setzero_si256();
    Regs grown;
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      const __m256i x = region.r[k];
      // Word i: the region's word i - 1, and word i + 1 (across the registers).
      const __m256i below = _mm256_blend_epi32(to_high[k], k > 0 ? to_high[k - 1] : zero, 0x03);
      const __m256i above =
          _mm256_blend_epi32(to_low[k], k + 1 < K ? to_low[k + 1] : zero, 0xC0);
      // Right: after the run along the mask, only the bit crossing from the word below adds a
      // cell (19x19: 1.01..1.07x, the most at 0.8; the region itself stays in).
      __m256i moved =
          _mm256_or_si256(_mm256_or_si256(x, _mm256_srli_epi64(below, 63)), down<1>(x, above));
      moved = _mm256_or_si256(moved, _mm256_or_si256(up<S>(x, below), down<S>(x, above)));
      if constexpr (G::kAdjacency == Adjacency::Hex)
        moved = _mm256_or_si256(moved, _mm256_or_si256(up<S - 1>(x, below), down<S - 1>(x, above)));
      grown.r[k] = _mm256_and_si256(moved, mask_.r[k]);
    }
    return grown;
  }

  BITCC_TARGET_WIDE_AVX2 static Regs cell(int word, std::uint64_t bit) {
    Regs c;
    const __m256i lane = _mm256_set1_epi64x(word & 3);
    const __m256i lanes = _mm256_set_epi64x(3, 2, 1, 0);
    const __m256i value = _mm256_and_si256(_mm256_cmpeq_epi64(lane, lanes),
                                           _mm256_set1_epi64x(static_cast<long long>(bit)));
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) c.r[k] = word >> 2 == k ? value : _mm256_setzero_si256();
    return c;
  }

  // Whether a and b share a cell (for RegisterRounds: never called with one flood at a time).
  BITCC_TARGET_WIDE_AVX2 static bool meet(const Regs& a, const Regs& b) {
    __m256i common = _mm256_setzero_si256();
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) common = _mm256_or_si256(common, _mm256_and_si256(a.r[k], b.r[k]));
    return !_mm256_testz_si256(common, common);
  }

  BITCC_TARGET_WIDE_AVX2 static bool differ(const Regs& a, const Regs& b) {
    __m256i differences = _mm256_setzero_si256();
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k)
      differences = _mm256_or_si256(differences, _mm256_xor_si256(a.r[k], b.r[k]));
    return !_mm256_testz_si256(differences, differences);
  }

  BITCC_TARGET_WIDE_AVX2 static void store(const Regs& x, Board* out) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) {
      if (words_in(k) == 4) {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out->word + 4 * k), x.r[k]);
      } else {
        alignas(32) std::uint64_t part[4];
        _mm256_store_si256(reinterpret_cast<__m256i*>(part), x.r[k]);
        for (int i = 0; i < words_in(k); ++i) out->word[4 * k + i] = part[i];
      }
    }
  }

  BITCC_TARGET_WIDE_AVX2 bool covered(int word, std::uint64_t bit) const {
    alignas(32) std::uint64_t words[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(words), covered_.r[word >> 2]);
    return (words[word & 3] & bit) != 0;
  }

  BITCC_TARGET_WIDE_AVX2 void add_covered(const Regs& x) {
    BITCC_UNROLL_WORDS
    for (int k = 0; k < K; ++k) covered_.r[k] = _mm256_or_si256(covered_.r[k], x.r[k]);
  }

  static constexpr bool kListsCells = false;  // the simple components found word by word
  static constexpr int kSideBySide = 1;  // one flood at a time (RegisterRounds::component)
  static constexpr int kListSize = 1;
  // A single cell or an isolated pair: the board zeroed, then its one or two cells written by one
  // unaligned 8-byte store, the pair's direction read by one unaligned load of the second cells
  // (x86 is little-endian): 19x19 random 0.2 1.03..1.10x the portable writer, which tests and
  // sets bits one at a time (this writer in the portable build: 0.93..1.04x).
  BITCC_TARGET_WIDE_AVX2 void simple(int word, std::uint64_t bit, Board* out) const {
    constexpr int S = G::kStride;
    if constexpr (kFindsPairs<G> && S <= 56) {
      const int cell = 64 * word + __builtin_ctzll(bit);
      // Bit 0: the cell right of `cell` is a second cell; bit S - 1: the one above (the bytes from
      // that of cell + 1 on, into the zero word after the board).
      std::uint64_t next;
      std::memcpy(&next, reinterpret_cast<const unsigned char*>(&seconds_) + ((cell + 1) >> 3), 8);
      next >>= (cell + 1) & 7;
      const std::uint64_t cells =
          1 | ((next << 1) & ((std::uint64_t{1} << 1) | (std::uint64_t{1} << S)));
      // Both cells lie in the 8 bytes from the one holding `cell` (cell & 7 + S < 64), or in the
      // board's last 8 bytes.
      const int store = (cell >> 3) < 8 * G::kWords - 8 ? cell >> 3 : 8 * G::kWords - 8;
      const std::uint64_t value = cells << (cell - 8 * store);
      std::memset(out, 0, sizeof(Board));
      std::memcpy(reinterpret_cast<unsigned char*>(out->word) + store, &value, 8);
    } else {
      PortableFlood<G>::write_simple(word, bit, seconds_.board, out);
    }
  }
  BITCC_WIDE_INLINE static Prepared<Board> prepare(const Board& b) {
    return PortableFlood<G>::template prepare<true>(b);
  }

  Regs mask_;
  // The pairs' second cells and a zero word after them, for simple()'s 8-byte load (read as the
  // bytes of this whole object).
  struct {
    Board board;
    std::uint64_t zero;
  } seconds_;
  static_assert(sizeof(seconds_) == 8 * (G::kWords + 1), "no padding inside seconds_");
  Regs covered_;
  static constexpr bool dense_ = false;  // PortableFlood::prepare does not tell dense boards
};

}  // namespace flood_detail

/// label_flood with the flood in AVX2 registers where the board fits them (kFitsAvx2), else
/// compiled for AVX2 as it is. Requires label_flood_avx2_supported().
template <class G>
BITCC_TARGET_WIDE_AVX2 int label_flood_avx2(const typename G::Board& board,
                                            typename G::Board* out) {
  BITCC_ASSERT(G::is_valid(board));
  if constexpr (kFitsAvx2<G>) {
    return flood_detail::label_from_candidates<G, flood_detail::Avx2Flood<G>>(
        board & G::kPlayable, out);
  } else {
    return flood_detail::label_from_candidates<G, flood_detail::PortableFlood<G>>(
        board & G::kPlayable, out);
  }
}
#undef BITCC_TARGET_WIDE_AVX2

/// label_flood compiled for SSE4.2. Requires label_flood_sse42_supported().
template <class G>
BITCC_TARGET(BITCC_WIDE_SSE42_FEATURES)
int label_flood_sse42(const typename G::Board& board, typename G::Board* out) {
  BITCC_ASSERT(G::is_valid(board));
  return flood_detail::label_from_candidates<G, flood_detail::PortableFlood<G>>(
      board & G::kPlayable, out);
}

#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#endif  // BITCC_HAVE_WIDE_X86

/// Whether the wide labelers can run `isa` here: AVX-512 (F, BW, VBMI2) for boards that fit one
/// register, AVX2 and SSE4.2 on x86 CPUs that have them, scalar everywhere.
template <class G>
bool label_available(Isa isa) {
#if BITCC_HAVE_WIDE_X86
  switch (isa) {
    case Isa::Avx512: return kFitsAvx512<G> && label_flood_avx512_supported();
    case Isa::Avx2: return label_flood_avx2_supported();
    case Isa::Sse42: return label_flood_sse42_supported();
    case Isa::Scalar: return true;
  }
  return false;
#else
  return isa == Isa::Scalar;
#endif
}

/// The labeler wide::label<G> runs for `isa`; requires label_available<G>(isa).
template <class G>
Labeler<G> label_for(Isa isa) {
#if BITCC_HAVE_WIDE_X86
  if constexpr (kFitsAvx512<G>)
    if (isa == Isa::Avx512) return label_flood_avx512<G>;
  if (isa == Isa::Avx2 || isa == Isa::Avx512) return label_flood_avx2<G>;
  if (isa == Isa::Sse42) return label_flood_sse42<G>;
#endif
  static_cast<void>(isa);
  return label_flood<G>;
}

namespace flood_detail {
template <class G>
struct Choice {
  Isa isa;
  Labeler<G> label;
};
template <class G>
const Choice<G>& chosen() {
  return choose_once("bitcc::wide::label", [](Isa isa) { return label_available<G>(isa); },
                     [](Isa isa) { return Choice<G>{isa, label_for<G>(isa)}; });
}
}  // namespace flood_detail

/// A labeler for G (contract: wide::Labeler): the fastest one this CPU runs, chosen at the first
/// call for each geometry: label_flood_avx512 where the CPU has AVX-512 F, BW and VBMI2 and the
/// board fits its registers (kFitsAvx512), else label_flood compiled for AVX2, SSE4.2 or portable
/// C++. BITCC_SIMD (simd_choice.hpp) forces a choice; a bad value, or one G cannot run here, makes
/// every call throw std::runtime_error.
template <class G>
int label(const typename G::Board& b, typename G::Board* out) {
  return flood_detail::chosen<G>().label(b, out);
}

/// The instruction set wide::label<G> runs. Throws as wide::label does for a bad BITCC_SIMD.
template <class G>
Isa label_isa() {
  return flood_detail::chosen<G>().isa;
}

}  // namespace bitcc::wide
