// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the generic labelers (kernels/bitcc/generic/) of several geometries, square and
// hex, narrow and wide, up to the full 128 cells. Any 128-bit board is given to every labeler of
// generic::kLabelers<G> (bits outside G included: release builds ignore them), whose output must
// fit G::kMaxComponents slots and equal the reference labeler's components of the board's cells
// inside G (testing/oracle.hpp, a plain BFS over an array of cells).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "bitcc/generic/generic.hpp"
#include "testing/oracle.hpp"
#include "testing/pools.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;

namespace {

template <class G>
void check_geometry(Board b) {
  Board expected[G::kMaxComponents];
  const int n = test_support::oracle_label<G>(b & G::kPlayable, expected);
  for (const auto& entry : generic::kLabelers<G>) {
    // Exactly G::kMaxComponents slots on the heap: AddressSanitizer sees one past the end.
    std::unique_ptr<Board[]> out(new Board[G::kMaxComponents]);
    const int m = entry.label(b, out.get());
    if (m != n || !std::equal(out.get(), out.get() + n, expected))
      fuzz::fuzz_fail(generic::geometry_name<G>() + " " + std::string(entry.name) + ": " +
                          std::to_string(m) + " components, the reference finds " +
                          std::to_string(n),
                      b);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  const int which = data.ConsumeIntegralInRange<int>(0, 9);
  const Board b = fuzz::consume_board(data);
  switch (which) {
    case 0: check_geometry<Geometry<9, 9>>(b); break;
    case 1: check_geometry<Geometry<11, 11, Adjacency::Hex>>(b); break;
    case 2: check_geometry<Geometry<8, 16>>(b); break;
    case 3: check_geometry<Geometry<16, 8>>(b); break;
    case 4: check_geometry<Geometry<6, 13, Adjacency::Hex>>(b); break;
    case 5: check_geometry<Geometry<7, 18>>(b); break;
    case 6: check_geometry<Geometry<2, 64, Adjacency::Hex>>(b); break;
    case 7: check_geometry<Geometry<3, 3>>(b); break;
    case 8: check_geometry<Geometry<5, 25>>(b); break;
    default: check_geometry<Geometry<6, 12>>(b); break;
  }
  return 0;
}
