// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/batch.hpp: many boards per call, vectorized (AVX-512, AVX2, SSE4.2) when the CPU allows.
//
// Declarations only: the kernels live in the bitcc::batch library (kernels/simd/), one translation
// unit per instruction set, chosen at run time. This header needs only the standard library.
//
// The implementation is the best one the CPU supports, unless the environment variable BITCC_SIMD
// names one: `avx512`, `avx2`, `sse4.2`, `scalar` (or `auto`/empty for the default), with the same
// names and errors as bitcc::label (simd_choice.hpp). The variable is read once, at the first call
// of any function below; an unknown value, or one the CPU (or this build) lacks, makes that call
// throw std::runtime_error naming the value and the choices.
//
// Bits at or above 72 of any input board are ignored. A count n whose byte size would overflow
// std::size_t is refused with std::length_error before anything is read or written.
//
// Pointers: `in`, `out` and `counts` may have any alignment (the kernels read and write them with
// memcpy or unaligned vector loads and stores, never through a Board lvalue).
#pragma once

#include <cstddef>
#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/simd_choice.hpp"

namespace bitcc {

/// out[i] = groups_at_least(in[i], k) for i in [0, n). `in` and `out` are the same array or do
/// not overlap.
/// k = 2, 3, 4 are fully vectorized; k >= 5 vectorizes the k = 4 mask and labels what survives.
void groups_at_least_batch(const Board* in, Board* out, std::size_t n, int k);

/// For i in [0, n): counts[i] = label(in[i], out + i * kMaxComponents), with the same components
/// in the same order (the contract: Labeler, geometry.hpp). `out` has room for
/// n * kMaxComponents boards. `in` and `out` do not overlap.
/// Where bitcc::label runs label_propagate (AVX-512 with VBMI), the avx512 implementation runs it
/// on every board of fewer than 48 cells and the batched lanes on the others (a few large
/// components, which the lanes flood faster); on CPUs without VBMI it runs the lanes alone.
void label_batch(const Board* in, std::size_t n, Board* out, int* counts);

/// The name of the instruction set the two functions above run: "avx512", "avx2", "sse4.2" or
/// "scalar". Throws std::runtime_error when BITCC_SIMD is bad (see the top of this file).
std::string_view batch_implementation();

namespace batch {

/// Earlier names of Isa, kAllIsas and isa_name (simd_choice.hpp): the implementations are the
/// instruction sets.
using Implementation [[deprecated("use bitcc::Isa")]] = Isa;
[[deprecated("use bitcc::kAllIsas")]] inline constexpr const Isa (&kAllImplementations)[4] =
    kAllIsas;
[[deprecated("use bitcc::isa_name")]] constexpr std::string_view name(Isa isa) {
  return isa_name(isa);
}

/// True when this build compiled `isa` and the running CPU can execute it.
bool available(Isa isa);

/// The instruction set that BITCC_SIMD would select if it held `value` ("" or "auto": the best
/// available one). Throws std::runtime_error for an unknown or unavailable value.
Isa resolve(std::string_view value);

/// The two kernels with the instruction set given explicitly (for tests and benchmarks).
/// Requires available(isa); throws std::runtime_error otherwise.
void groups_at_least_batch(Isa isa, const Board* in, Board* out, std::size_t n, int k);
void label_batch(Isa isa, const Board* in, std::size_t n, Board* out, int* counts);

/// label_batch's batched-lanes kernel for `isa` (a loop of label_rowpair for Scalar), even where
/// label_batch runs a loop of label_propagate instead: for tests and benchmarks.
void label_batch_lanes(Isa isa, const Board* in, std::size_t n, Board* out, int* counts);

}  // namespace batch

}  // namespace bitcc
