// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch.cpp: the portable side of bitcc/batch.hpp. Built with the project's baseline
// flags: picks the instruction set (CPU, BITCC_SIMD), holds the scalar fallback, and calls an
// instruction-set kernel (batch_<isa>.cpp) only after checking the CPU supports it.
#include "bitcc/batch.hpp"

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "batch_isa.hpp"
#include "bitcc/groups.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_rowpair.hpp"

namespace bitcc {
namespace batch {
namespace {

const unsigned char* bytes(const void* p) { return static_cast<const unsigned char*>(p); }
unsigned char* bytes(void* p) { return static_cast<unsigned char*>(p); }

// Boards are copied with memcpy: the caller's pointers may have any alignment.
Board load(const unsigned char* source, std::size_t i) {
  Board b;
  std::memcpy(&b, source + i * sizeof(Board), sizeof b);
  return b;
}
void store(unsigned char* destination, std::size_t i, Board b) {
  std::memcpy(destination + i * sizeof(Board), &b, sizeof b);
}

// Refuses a count whose byte size (boards_per_item boards each) does not fit in std::size_t.
void check_count(const char* function, std::size_t n, std::size_t boards_per_item) {
  if (n > SIZE_MAX / (boards_per_item * sizeof(Board)))
    throw std::length_error(std::string("bitcc ") + function + ": n = " + std::to_string(n) +
                            " boards would overflow the size of the arrays");
}

const batch_detail::IsaKernels* isa_kernels(Isa isa) {
#if defined(BITCC_BATCH_X86)
  switch (isa) {
    case Isa::Avx512: return &batch_detail::kAvx512Kernels;
    case Isa::Avx2: return &batch_detail::kAvx2Kernels;
    case Isa::Sse42: return &batch_detail::kSse42Kernels;
    case Isa::Scalar: return nullptr;
  }
#else
  (void)isa;
#endif
  return nullptr;
}

void require_available(Isa isa) {
  if (!available(isa))
    throw std::runtime_error("bitcc batch: implementation '" + std::string(isa_name(isa)) +
                             "' is not available on this CPU or in this build");
}

constexpr char kWhat[] = "the batch calls";  // for BITCC_SIMD's messages

Isa selected() {
  return choose_once(kWhat, [](Isa isa) { return available(isa); }, [](Isa isa) { return isa; });
}

}  // namespace

bool available(Isa isa) {
#if defined(BITCC_BATCH_X86)
  return cpu_has(isa);  // asks the OS (XCR0) too, which xsimd 8.1 does not
#else
  return isa == Isa::Scalar;
#endif
}

Isa resolve(std::string_view value) { return resolve_isa(value, kWhat, available); }

void groups_at_least_batch(Isa isa, const Board* in_boards, Board* out_boards,
                           std::size_t n, int k) {
  require_available(isa);
  check_count("groups_at_least_batch", n, 1);
  const unsigned char* in = bytes(in_boards);
  unsigned char* out = bytes(out_boards);
  if (n == 0) return;
  if (k <= 1) {
    for (std::size_t i = 0; i < n; ++i) store(out, i, load(in, i) & Playable);
    return;
  }
  if (k > kCells) {
    std::memset(out, 0, n * sizeof(Board));
    return;
  }
  const batch_detail::IsaKernels* kernels = isa_kernels(isa);
  if (kernels == nullptr) {
    for (std::size_t i = 0; i < n; ++i) store(out, i, groups_at_least(load(in, i) & Playable, k));
    return;
  }
  kernels->groups(in_boards, out_boards, n, k < 4 ? k : 4);
  if (k <= 4) return;
  // What groups_at_least does past k = 4, on the cells that survive k = 4.
  for (std::size_t i = 0; i < n; ++i) {
    const Board four_or_more = load(out, i);
    if (four_or_more != 0)
      store(out, i, groups_detail::keep_components_of_at_least(four_or_more, k));
  }
}

void label_batch_lanes(Isa isa, const Board* in_boards, std::size_t n,
                       Board* out_boards, int* counts) {
  require_available(isa);
  check_count("label_batch", n, kMaxComponents);
  if (n == 0) return;
  if (const batch_detail::IsaKernels* kernels = isa_kernels(isa)) {
    kernels->label(in_boards, n, out_boards, counts);
    return;
  }
  const unsigned char* in = bytes(in_boards);
  unsigned char* out = bytes(out_boards);
  for (std::size_t i = 0; i < n; ++i) {
    Board components[kMaxComponents];
    const int count = label_rowpair(load(in, i), components);
    std::memcpy(out + i * kMaxComponents * sizeof(Board), components,
                static_cast<std::size_t>(count) * sizeof(Board));
    std::memcpy(bytes(counts) + i * sizeof(int), &count, sizeof count);
  }
}

#if BITCC_HAVE_LABEL_PROPAGATE
// label_batch where the CPU runs label_propagate: boards of kDenseCells cells or more (a few large
// components, which the lanes flood fast) go through the batched lanes, the others through
// label_propagate, whichever measured faster at that popcount (the crossover is at 46..48 cells).
constexpr int kDenseCells = 48;

// Compiled for label_propagate's instruction sets (the only CPUs that reach it), so that
// label_propagate and popcount inline into the loop instead of being calls.
#define BITCC_TARGET_MIXED BITCC_TARGET(BITCC_PROPAGATE_FEATURES)

BITCC_TARGET_MIXED int cell_count(Board b) {
  return __builtin_popcountll(low_word(b)) + __builtin_popcountll(high_word(b));
}

BITCC_TARGET_MIXED
void label_batch_mixed(Isa isa, const Board* in_boards, std::size_t n,
                       Board* out_boards, int* counts) {
  const unsigned char* in = bytes(in_boards);
  unsigned char* out = bytes(out_boards);
  constexpr std::size_t kChunk = 256;
  // Kept from call to call (per thread): allocating and clearing them anew costs more than
  // labeling a chunk.
  thread_local std::vector<Board> dense;              // the dense boards of one chunk
  thread_local std::vector<std::size_t> dense_index;  // and where they came from
  thread_local std::vector<Board> dense_out;
  thread_local std::vector<int> dense_counts;
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t end = n - start < kChunk ? n : start + kChunk;
    dense.clear();
    dense_index.clear();
    for (std::size_t i = start; i < end; ++i) {
      const Board b = load(in, i) & Playable;
      if (cell_count(b) >= kDenseCells) {
        dense.push_back(b);
        dense_index.push_back(i);
        continue;
      }
      // Unaligned vector stores only, inside this board's kMaxComponents slots.
      Board* block = reinterpret_cast<Board*>(out + i * kMaxComponents * sizeof(Board));
      const int count = label_propagate(b, block);
      std::memcpy(bytes(counts) + i * sizeof(int), &count, sizeof count);
    }
    if (dense.empty()) continue;
    dense_out.resize(dense.size() * kMaxComponents);
    dense_counts.resize(dense.size());
    label_batch_lanes(isa, dense.data(), dense.size(), dense_out.data(),
                      dense_counts.data());
    for (std::size_t j = 0; j < dense.size(); ++j) {
      const std::size_t i = dense_index[j];
      // Four slots whatever the count (dense boards rarely have more components): a copy loop
      // of 1..3 rounds would mispredict. Slots past the count are unspecified anyway.
      unsigned char* block = out + i * kMaxComponents * sizeof(Board);
      const Board* source = dense_out.data() + j * kMaxComponents;
      std::memcpy(block, source, 4 * sizeof(Board));
      for (int c = 4; c < dense_counts[j]; ++c)
        std::memcpy(block + static_cast<std::size_t>(c) * sizeof(Board), source + c, sizeof(Board));
      std::memcpy(bytes(counts) + i * sizeof(int), &dense_counts[j], sizeof(int));
    }
  }
}
#endif

void label_batch(Isa isa, const Board* in_boards, std::size_t n,
                 Board* out_boards, int* counts) {
#if BITCC_HAVE_LABEL_PROPAGATE
  if (isa == Isa::Avx512 && label_propagate_supported()) {
    require_available(isa);
    check_count("label_batch", n, kMaxComponents);
    label_batch_mixed(isa, in_boards, n, out_boards, counts);
    return;
  }
#endif
  label_batch_lanes(isa, in_boards, n, out_boards, counts);
}

}  // namespace batch

void groups_at_least_batch(const Board* in, Board* out, std::size_t n, int k) {
  batch::groups_at_least_batch(batch::selected(), in, out, n, k);
}

void label_batch(const Board* in, std::size_t n, Board* out, int* counts) {
  batch::label_batch(batch::selected(), in, n, out, counts);
}

std::string_view batch_implementation() { return isa_name(batch::selected()); }

}  // namespace bitcc
