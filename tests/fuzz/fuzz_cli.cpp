// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: every subcommand of the `bitcc` command, run in-process on a fuzzed standard input
// (as tests/test_cli.cpp runs them). The first byte picks the subcommand and its options; the rest
// is the input. Besides memory safety: the exit status is one of 0, 1, 2, and no message on
// standard error carries a raw control byte.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "game_commands.hpp"
#include "stc_command.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using Command = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&,
                        std::ostream&);

struct Invocation {
  Command run;
  std::vector<std::string> args;
};

const std::vector<Invocation>& invocations() {
  static const std::vector<Invocation> all = {
      {bitcc::cli::label_command, {}},
      {bitcc::cli::label_command, {"--picture"}},
      {bitcc::cli::label_command, {"--labeler", "bfs"}},
      {bitcc::cli::label_command, {"--labeler=union-find", "--picture"}},
      {bitcc::cli::label_command, {"--draw", "--picture"}},
      {bitcc::cli::label_command, {"--draw"}},
      {bitcc::cli::run_stc, {}},
      {bitcc::cli::run_go, {}},
      {bitcc::cli::run_go, {"--board"}},
      {bitcc::cli::run_go, {"--size", "19"}},
      {bitcc::cli::run_go, {"--gtp", "--size", "5"}},
      {bitcc::cli::run_hex, {}},
      {bitcc::cli::run_rhex, {}},
      {bitcc::cli::run_rhex, {"--size", "2"}},
      {bitcc::cli::run_rhex, {"--size", "5", "--engine", "bitboard"}},
      {bitcc::cli::run_hex, {"--size", "19"}},
      {bitcc::cli::run_hex, {"--size", "2"}},
      {bitcc::cli::run_rhex, {"--size", "19"}},
      {bitcc::cli::run_rhex, {"--size", "13", "--engine", "bitboard"}},
      {bitcc::cli::run_terrain, {}},
      {bitcc::cli::run_terrain, {"--engine", "union-find"}},
      {bitcc::cli::run_terrain, {"--engine", "bitboard"}},
  };
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  if (size == 0) return 0;
  const Invocation& invocation = invocations()[bytes[0] % invocations().size()];
  std::istringstream in(std::string(reinterpret_cast<const char*>(bytes) + 1, size - 1));
  std::ostringstream out, err;
  const int status = invocation.run(invocation.args, in, out, err);
  if (status < 0 || status > 2) bitcc::fuzz::fuzz_fail("exit status " + std::to_string(status));
  bitcc::fuzz::expect_printable(err.str());
  return 0;
}
