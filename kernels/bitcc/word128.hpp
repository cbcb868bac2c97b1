// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/word128.hpp: Word128, 128 bits as two 64-bit lanes, the register that groups_at_least and
// the Smash the Code engine compute in.
//
// On x86-64 an SSE2 register (each operation below is one instruction), elsewhere or with
// BITCC_PORTABLE defined two std::uint64_t, with the same results. Bit i of the low lane is bit i
// of the 128; bit i of the high lane is bit 64 + i. `w << n` and `w >> n` shift each 64-bit lane
// on its own, as a vector of two uint64 does (an xsimd batch, or a plain uint64 for one lane), so
// the formulas of bitcc/group_formulas.hpp run unchanged on all three. The users give the bits
// their own layout: groups.hpp two windows of a board, stc/layout.hpp one 16-bit lane per column.
//
// GCC facts the form below keeps: the operators are free functions, neither friends defined in
// the class (GCC does not apply a `#pragma GCC target`, which bots put above the single header, to
// those, and their intrinsics then fail to inline) nor members (g++ 12 then kept two words on the
// stack in groups_at_least's loop: two stores per board, 3..5 % slower). The default constructor
// is trivial (`Word128 w;` is uninitialized, `Word128()` is zero): g++ builds the special members
// of a class with a non-trivial one outside the single header's optimize pragma, as calls.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
#include <emmintrin.h>
#endif

#include "bitcc/geometry.hpp"

namespace bitcc {

#if defined(__SSE2__) && !defined(BITCC_PORTABLE)
class Word128 {
 public:
  Word128() = default;
  /// The lanes (low, high).
  static Word128 of_words(std::uint64_t low, std::uint64_t high) {
    return Word128{_mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low))};
  }
  /// The same 64 bits in both lanes.
  static Word128 broadcast(std::uint64_t word) {
    return Word128{_mm_set1_epi64x(static_cast<long long>(word))};
  }
  /// The 128 bits of a Board (low lane: bits 0..63).
  static Word128 of_bits(Board x) {
    __m128i v;
    std::memcpy(&v, &x, sizeof v);
    return Word128{v};
  }
  Board bits() const {
    Board x;
    std::memcpy(&x, &v_, sizeof x);
    return x;
  }
  std::uint64_t low() const { return static_cast<std::uint64_t>(_mm_cvtsi128_si64(v_)); }
  std::uint64_t high() const {
    return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v_, v_)));
  }
  static Word128 of(__m128i v) { return Word128{v}; }
  __m128i value() const { return v_; }

 private:
  explicit Word128(__m128i v) : v_(v) {}
  __m128i v_;
};

inline Word128 operator&(Word128 a, Word128 b) {
  return Word128::of(_mm_and_si128(a.value(), b.value()));
}
inline Word128 operator|(Word128 a, Word128 b) {
  return Word128::of(_mm_or_si128(a.value(), b.value()));
}
inline Word128 operator^(Word128 a, Word128 b) {
  return Word128::of(_mm_xor_si128(a.value(), b.value()));
}
/// Each 64-bit lane shifted (n = 0..63; a constant n is one immediate shift).
inline Word128 operator<<(Word128 a, int n) {
  return Word128::of(_mm_slli_epi64(a.value(), n));
}
inline Word128 operator>>(Word128 a, int n) {
  return Word128::of(_mm_srli_epi64(a.value(), n));
}
/// The bits of a that are not in b.
inline Word128 but(Word128 a, Word128 b) {
  return Word128::of(_mm_andnot_si128(b.value(), a.value()));
}
/// The whole 128 bits shifted by Bytes bytes, across the lanes: up towards bit 127, or down.
template <int Bytes>
Word128 bytes_up(Word128 a) {
  return Word128::of(_mm_slli_si128(a.value(), Bytes));
}
template <int Bytes>
Word128 bytes_down(Word128 a) {
  return Word128::of(_mm_srli_si128(a.value(), Bytes));
}
/// a + b and a - b in each 16-bit lane. Exact here; the portable twin adds 64-bit lanes, the same
/// result whenever no 16-bit lane carries or borrows out of its top bit (callers keep to that).
inline Word128 add16(Word128 a, Word128 b) {
  return Word128::of(_mm_add_epi16(a.value(), b.value()));
}
inline Word128 sub16(Word128 a, Word128 b) {
  return Word128::of(_mm_sub_epi16(a.value(), b.value()));
}
/// True when a bit is set.
inline bool any(Word128 a) {
  return _mm_movemask_epi8(_mm_cmpeq_epi8(a.value(), _mm_setzero_si128())) != 0xFFFF;
}
#else
class Word128 {
 public:
  Word128() = default;  // trivial, as above
  static constexpr Word128 of_words(std::uint64_t low, std::uint64_t high) {
    return Word128{low, high};
  }
  static constexpr Word128 broadcast(std::uint64_t word) { return Word128{word, word}; }
  static constexpr Word128 of_bits(Board x) { return Word128{low_word(x), high_word(x)}; }
  constexpr Board bits() const { return make_board(low_, high_); }
  constexpr std::uint64_t low() const { return low_; }
  constexpr std::uint64_t high() const { return high_; }

 private:
  constexpr Word128(std::uint64_t low, std::uint64_t high) : low_(low), high_(high) {}
  std::uint64_t low_, high_;
};

constexpr Word128 operator&(Word128 a, Word128 b) {
  return Word128::of_words(a.low() & b.low(), a.high() & b.high());
}
constexpr Word128 operator|(Word128 a, Word128 b) {
  return Word128::of_words(a.low() | b.low(), a.high() | b.high());
}
constexpr Word128 operator^(Word128 a, Word128 b) {
  return Word128::of_words(a.low() ^ b.low(), a.high() ^ b.high());
}
constexpr Word128 operator<<(Word128 a, int n) {
  return Word128::of_words(a.low() << n, a.high() << n);
}
constexpr Word128 operator>>(Word128 a, int n) {
  return Word128::of_words(a.low() >> n, a.high() >> n);
}
constexpr Word128 but(Word128 a, Word128 b) {
  return Word128::of_words(a.low() & ~b.low(), a.high() & ~b.high());
}
template <int Bytes>
constexpr Word128 bytes_up(Word128 a) {
  return Word128::of_bits(a.bits() << 8 * Bytes);
}
template <int Bytes>
constexpr Word128 bytes_down(Word128 a) {
  return Word128::of_bits(a.bits() >> 8 * Bytes);
}
constexpr Word128 add16(Word128 a, Word128 b) {
  return Word128::of_words(a.low() + b.low(), a.high() + b.high());
}
constexpr Word128 sub16(Word128 a, Word128 b) {
  return Word128::of_words(a.low() - b.low(), a.high() - b.high());
}
constexpr bool any(Word128 a) { return (a.low() | a.high()) != 0; }
#endif

}  // namespace bitcc
