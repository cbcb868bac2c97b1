// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the wide labelers (bitcc/wide). One byte picks a size class (Go boards, a hex board,
// contest maps, a row and a column), the next bytes fill the board's words whole, bits that are not
// cells included (every labeler must ignore them); every labeler this CPU runs must give exactly
// the reference's components (testing/wide_oracle.hpp) in its order, and groups_at_least,
// component_of (any int) and neighbours_of must agree with them.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bitcc/wide/wide.hpp"
#include "testing/wide_oracle.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

namespace wide = bitcc::wide;
namespace oracle = bitcc::test_support::wide;

[[noreturn]] void fail(const std::string& what, const std::string& picture) {
  bitcc::fuzz::fuzz_fail(what + " on the board\n" + picture);
}

template <class G>
void check(FuzzedDataProvider& data) {
  using Board = typename G::Board;
  Board raw{};
  for (auto& word : raw.word) word = data.ConsumeIntegral<std::uint64_t>();
  const Board b = raw & G::kPlayable;
  const std::string picture = wide::to_picture<G>(b);
  const std::vector<oracle::Grid> expected =
      oracle::oracle_components(oracle::to_grid<G>(b), G::kAdjacency);
  std::vector<Board> got(G::kMaxComponents);
  for (const auto& entry : wide::labelers<G>()) {
    if (!entry.supported()) continue;
    const int n = entry.label(raw, got.data());
    if (n != static_cast<int>(expected.size()))
      fail(std::string(entry.name) + ": " + std::to_string(n) + " components, the reference finds " +
               std::to_string(expected.size()),
           picture);
    for (int i = 0; i < n; ++i)
      if (oracle::to_grid<G>(got[static_cast<std::size_t>(i)]).cells !=
              expected[static_cast<std::size_t>(i)].cells ||
          !G::is_valid(got[static_cast<std::size_t>(i)]))
        fail(std::string(entry.name) + ": component " + std::to_string(i) + " differs", picture);
  }
  const int k = data.ConsumeIntegralInRange<int>(-2, G::kCells + 2);
  oracle::Grid wanted{G::kWidth, G::kHeight, std::vector<bool>(G::kCells)};
  for (const oracle::Grid& component : expected) {
    int size = 0;
    for (const bool cell : component.cells) size += cell;
    if (size >= k)
      for (std::size_t i = 0; i < wanted.cells.size(); ++i)
        wanted.cells[i] = wanted.cells[i] || component.cells[i];
  }
  if (oracle::to_grid<G>(wide::groups_at_least<G>(raw, k)).cells != wanted.cells)
    fail("groups_at_least(b, " + std::to_string(k) + ") differs", picture);
  const int cell = data.ConsumeIntegral<int>();
  const Board component = wide::component_of<G>(raw, cell);
  const bool set = G::is_cell(cell) && b.test(cell);
  if (set != component.any() || (set && !component.test(cell)))
    fail("component_of(b, " + std::to_string(cell) + ")", picture);
  if (!G::is_valid(wide::neighbours_of<G>(raw)))
    fail("neighbours_of gave a bit that is no cell", picture);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  switch (data.ConsumeIntegral<std::uint8_t>() % 8) {
    case 0: check<wide::Geometry<9, 9>>(data); break;
    case 1: check<wide::Geometry<13, 13>>(data); break;
    case 2: check<wide::Geometry<19, 19>>(data); break;
    case 3: check<wide::Geometry<19, 19, bitcc::Adjacency::Hex>>(data); break;
    case 4: check<wide::Geometry<30, 20>>(data); break;
    case 5: check<wide::Geometry<62, 8>>(data); break;
    case 6: check<wide::Geometry<1, 100>>(data); break;
    default: check<wide::Geometry<100, 1>>(data); break;
  }
  return 0;
}
