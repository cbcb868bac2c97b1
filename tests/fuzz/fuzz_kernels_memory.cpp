// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: memory safety of every public 6x12 kernel on ANY 128-bit board, bits 72..127
// included, on purpose: a stray high bit in a bot's board must never write past the 36 output
// slots or index out of bounds, in release builds too. Do not mask the inputs to valid boards
// here (tests/fuzz/fuzz_labelers_differential.cpp checks the answers on valid boards).
//
// Every labeler of bitcc::kLabelers (so a kernel added to the registry is fuzzed without a change
// here), groups_at_least for several k, and the batch calls of bitcc::batch with every
// implementation this CPU runs, on 1 to 8 boards in arrays of exactly the documented size (the
// heap arrays let AddressSanitizer see one element too far). Beyond memory errors, a count must
// lie in 0..kMaxComponents and groups_at_least must return cells of its board only.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bitcc/batch.hpp"
#include "bitcc/bitcc.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;

namespace {

void check_count(int n, const std::string& who, Board b) {
  if (n < 0 || n > kMaxComponents)
    fuzz::fuzz_fail(who + " returned " + std::to_string(n) + " components", b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  const std::size_t count = data.ConsumeIntegralInRange<std::size_t>(1, 8);
  std::unique_ptr<Board[]> boards(new Board[count]);
  for (std::size_t i = 0; i < count; ++i) boards[i] = fuzz::consume_board(data);
  const int k = data.ConsumeIntegralInRange<int>(-1, 75);

  for (std::size_t i = 0; i < count; ++i) {
    const Board b = boards[i];
    // Every labeler this CPU runs, and bitcc::label: bits past the board are ignored, so the
    // answer is the one for the board without them.
    for (const LabelerEntry& entry : kLabelers) {
      if (!entry.supported()) continue;
      std::unique_ptr<Board[]> out(new Board[kMaxComponents]);
      const int n = entry.label(b, out.get());
      check_count(n, std::string(entry.name), b);
      Board clean[kMaxComponents];
      if (entry.label(b & Playable, clean) != n || !std::equal(clean, clean + n, out.get()))
        fuzz::fuzz_fail(std::string(entry.name) + " does not ignore the bits past the board", b);
    }
    {
      std::unique_ptr<Board[]> out(new Board[kMaxComponents]);
      check_count(label(b, out.get()), "label", b);
    }
    for (const int threshold : {k, 2, 3, 4, 5, 37, 73}) {
      const Board kept = groups_at_least(b, threshold);
      if ((kept & ~b) != 0)
        fuzz::fuzz_fail("groups_at_least(b, " + std::to_string(threshold) +
                            ") returned cells outside b",
                        b);
    }
  }

  for (const Isa implementation : kAllIsas) {
    if (!batch::available(implementation)) continue;
    const std::string name(isa_name(implementation));
    std::unique_ptr<Board[]> out(new Board[count * kMaxComponents]);
    std::unique_ptr<int[]> counts(new int[count]);
    for (const auto kernel : {batch::label_batch, batch::label_batch_lanes}) {
      kernel(implementation, boards.get(), count, out.get(), counts.get());
      for (std::size_t i = 0; i < count; ++i)
        check_count(counts[i], "label_batch " + name, boards[i]);
    }
    std::unique_ptr<Board[]> kept(new Board[count]);
    batch::groups_at_least_batch(implementation, boards.get(), kept.get(), count, k);
    std::unique_ptr<Board[]> in_place(new Board[count]);
    for (std::size_t i = 0; i < count; ++i) in_place[i] = boards[i];
    batch::groups_at_least_batch(implementation, in_place.get(), in_place.get(), count, k);
  }
  // The entry points that pick the implementation themselves.
  std::unique_ptr<Board[]> out(new Board[count * kMaxComponents]);
  std::unique_ptr<int[]> counts(new int[count]);
  label_batch(boards.get(), count, out.get(), counts.get());
  groups_at_least_batch(boards.get(), out.get(), count, k);
  return 0;
}
