// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: every labeler of bitcc::kLabelers this CPU runs, bitcc::label and groups_at_least against the oracle
// (testing/oracle.hpp, a plain BFS over cells) on valid boards: 16 bytes masked to the 72 cells,
// and k from one more byte. Labelers must give exactly the oracle's components in its order.
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "testing/oracle.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  const Board b = fuzz::consume_board(data) & Playable;
  Board expected[kMaxComponents];
  const int n = test_support::oracle_label(b, expected);
  std::vector<LabelerEntry> entries(std::begin(kLabelers), std::end(kLabelers));
  entries.push_back({"label", label, runs_everywhere, ""});  // whichever labeler it runs here
  for (const LabelerEntry& entry : entries) {
    if (!entry.supported()) continue;
    Board got[kMaxComponents];
    const int m = entry.label(b, got);
    if (m != n) {
      fuzz::fuzz_fail(std::string(entry.name) + ": " + std::to_string(m) +
                          " components, the oracle finds " + std::to_string(n),
                      b);
    }
    for (int i = 0; i < n; ++i)
      if (got[i] != expected[i])
        fuzz::fuzz_fail(std::string(entry.name) + ": component " + std::to_string(i) + " differs",
                        b);
  }
  // groups_at_least(b, k): the union of the oracle's components of at least k cells.
  const int k = data.ConsumeIntegralInRange<int>(-2, 80);
  Board wanted = 0;
  for (int i = 0; i < n; ++i)
    if (test_support::oracle_cell_count(expected[i]) >= k) wanted |= expected[i];
  if (groups_at_least(b, k) != wanted)
    fuzz::fuzz_fail("groups_at_least(b, " + std::to_string(k) + ") differs from the oracle", b);
  return 0;
}
