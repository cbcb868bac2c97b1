// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the GTP reader of `bitcc go --gtp`, run in-process on a fuzzed standard input. The
// first byte picks the starting size (2..19) and the genmove seed; the rest is the session.
// Besides memory safety: the exit status is 0, nothing is written to standard error, and the
// output is a sequence of GTP responses, each "=" or "?" (then an optional id) and ending with a
// blank line.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "game_commands.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  if (size == 0) return 0;
  // genmove searches: a few playouts a move keep an input of many genmoves inside the fuzzer's
  // time limit (the search itself has its own tests; this target checks the protocol).
  const std::vector<std::string> args = {"--gtp", "--size", std::to_string(2 + bytes[0] % 18),
                                         "--seed", std::to_string(bytes[0] >> 4),
                                         "--playouts", "4"};
  std::istringstream in(std::string(reinterpret_cast<const char*>(bytes) + 1, size - 1));
  std::ostringstream out, err;
  const int status = bitcc::cli::run_go(args, in, out, err);
  if (status != 0) bitcc::fuzz::fuzz_fail("exit status " + std::to_string(status));
  if (!err.str().empty()) bitcc::fuzz::fuzz_fail("GTP wrote to standard error: " + err.str());
  const std::string text = out.str();
  std::size_t at = 0;
  while (at < text.size()) {
    if (text[at] != '=' && text[at] != '?') bitcc::fuzz::fuzz_fail("a response starts with neither = nor ?");
    const std::size_t end = text.find("\n\n", at);
    if (end == std::string::npos) bitcc::fuzz::fuzz_fail("a response does not end with a blank line");
    at = end + 2;
  }
  return 0;
}
