// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/cli_outcome.hpp: a `bitcc` subcommand run in-process on strings, for the command's tests.
#pragma once

#include <istream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace bitcc::test_support {

/// What a subcommand returned and wrote.
struct Outcome {
  int status;
  std::string out;
  std::string err;
};

/// A subcommand: arguments after its name, standard input, output and error; returns the status.
using Command = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&,
                        std::ostream&);

/// Runs `command` with `args` on `input`.
inline Outcome run(Command command, const std::vector<std::string>& args,
                   const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = command(args, in, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace bitcc::test_support
