// kernels/simd/batch.cpp: the portable side of bitcc/batch.hpp. Built with the project's baseline
// flags: picks the implementation (CPU, BITCC_SIMD), holds the scalar fallback, and calls an
// instruction-set kernel (batch_<isa>.cpp) only after checking the CPU supports it.
#include "bitcc/batch.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

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

const batch_detail::IsaKernels* isa_kernels(Implementation implementation) {
#if defined(BITCC_BATCH_X86)
  switch (implementation) {
    case Implementation::Avx512: return &batch_detail::kAvx512Kernels;
    case Implementation::Avx2: return &batch_detail::kAvx2Kernels;
    case Implementation::Sse42: return &batch_detail::kSse42Kernels;
    case Implementation::Scalar: return nullptr;
  }
#else
  (void)implementation;
#endif
  return nullptr;
}

void require_available(Implementation implementation) {
  if (!available(implementation))
    throw std::runtime_error("bitcc batch: implementation '" + std::string(name(implementation)) +
                             "' is not available on this CPU or in this build");
}

Implementation selected() {
  // Resolved once; a throwing resolve leaves it unset, so every later call reports the error too.
  static const Implementation implementation = [] {
    const char* value = std::getenv("BITCC_SIMD");
    return resolve(value != nullptr ? value : "");
  }();
  return implementation;
}

}  // namespace

bool available(Implementation implementation) {
#if defined(BITCC_BATCH_X86)
  return cpu_has(implementation);  // asks the OS (XCR0) too, which xsimd 8.1 does not
#else
  return implementation == Implementation::Scalar;
#endif
}

Implementation resolve(std::string_view value) {
  return resolve_isa(value, "the batch calls", [](Isa isa) { return available(isa); });
}

void groups_at_least_batch(Implementation implementation, const Board* in_boards, Board* out_boards,
                           std::size_t n, int k) {
  require_available(implementation);
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
  const batch_detail::IsaKernels* kernels = isa_kernels(implementation);
  if (kernels == nullptr) {
    for (std::size_t i = 0; i < n; ++i) store(out, i, groups_at_least(load(in, i) & Playable, k));
    return;
  }
  kernels->groups(in_boards, out_boards, n, k < 4 ? k : 4);
  if (k <= 4) return;
  // What groups_at_least does past k = 4: label the cells that survive k = 4, keep the big ones.
  for (std::size_t i = 0; i < n; ++i) {
    const Board four_or_more = load(out, i);
    if (four_or_more == 0) continue;
    Board components[kMaxComponents];
    const int count = label_rowpair(four_or_more, components);
    Board kept = 0;
    for (int c = 0; c < count; ++c)
      if (popcount(components[c]) >= k) kept |= components[c];
    store(out, i, kept);
  }
}

void label_batch_lanes(Implementation implementation, const Board* in_boards, std::size_t n,
                       Board* out_boards, int* counts) {
  require_available(implementation);
  check_count("label_batch", n, kMaxComponents);
  if (n == 0) return;
  if (const batch_detail::IsaKernels* kernels = isa_kernels(implementation)) {
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

void label_batch(Implementation implementation, const Board* in_boards, std::size_t n,
                 Board* out_boards, int* counts) {
#if BITCC_HAVE_LABEL_PROPAGATE
  // A loop of label_propagate beats the batched lanes on every pool (see the README). It stores
  // with unaligned vector stores, inside each board's kMaxComponents slots.
  if (implementation == Implementation::Avx512 && label_propagate_supported()) {
    require_available(implementation);
    check_count("label_batch", n, kMaxComponents);
    const unsigned char* in = bytes(in_boards);
    unsigned char* out = bytes(out_boards);
    for (std::size_t i = 0; i < n; ++i) {
      Board* block = reinterpret_cast<Board*>(out + i * kMaxComponents * sizeof(Board));
      const int count = label_propagate(load(in, i), block);
      std::memcpy(bytes(counts) + i * sizeof(int), &count, sizeof count);
    }
    return;
  }
#endif
  label_batch_lanes(implementation, in_boards, n, out_boards, counts);
}

}  // namespace batch

void groups_at_least_batch(const Board* in, Board* out, std::size_t n, int k) {
  batch::groups_at_least_batch(batch::selected(), in, out, n, k);
}

void label_batch(const Board* in, std::size_t n, Board* out, int* counts) {
  batch::label_batch(batch::selected(), in, n, out, counts);
}

std::string_view batch_implementation() { return batch::name(batch::selected()); }

}  // namespace bitcc
