// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/fuzz/fuzz_support.hpp: what the libFuzzer targets share.
//
// A target reads its input with FuzzedDataProvider (shipped with clang) and stops the run with
// fuzz_fail() on a wrong answer: libFuzzer then saves the input as a finding. Memory errors and
// undefined behaviour are caught by AddressSanitizer and UndefinedBehaviorSanitizer.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "bitcc/board.hpp"
#include "bitcc/io.hpp"

namespace bitcc::fuzz {

/// Reports `message` (with `board` as a picture and in hexadecimal when given) and aborts.
[[noreturn]] inline void fuzz_fail(const std::string& message) {
  std::fprintf(stderr, "fuzz finding: %s\n", message.c_str());
  std::abort();
}

[[noreturn]] inline void fuzz_fail(const std::string& message, Board board) {
  fuzz_fail(message + "\nboard 0x" + to_hex(board) + " (bits 72..127 not drawn):\n" +
            to_picture(board));
}

/// Fails when `message` holds a raw control byte other than '\n' (messages escape them).
inline void expect_printable(const std::string& message) {
  for (const char c : message)
    if ((c >= 0 && c < 0x20 && c != '\n') || c == 0x7f)
      fuzz_fail("raw control byte in a message: " + printable(message));
}

/// 16 bytes of the input as a board: any of the 2^128 values.
inline Board consume_board(FuzzedDataProvider& data) {
  const Board high = data.ConsumeIntegral<std::uint64_t>();
  return high << 64 | data.ConsumeIntegral<std::uint64_t>();
}

/// A coordinate: an int in [low, high] most of the time, else any int.
inline int consume_coordinate(FuzzedDataProvider& data, int low, int high) {
  if (data.ConsumeIntegralInRange<int>(0, 15) == 0) return data.ConsumeIntegral<int>();
  return data.ConsumeIntegralInRange<int>(low, high);
}

}  // namespace bitcc::fuzz
