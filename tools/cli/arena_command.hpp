// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/arena_command.hpp: the `bitcc arena` subcommand (a local Smash the Code referee).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace bitcc::cli {

/// Runs `bitcc arena BOT_A BOT_B [options]`: plays a match between two bot commands (see
/// tools/arena/match.hpp) and prints the report to `out` (text, or one JSON object with --json),
/// after the replay of one game when --replay K is given. Progress goes to `err` about once a
/// second (unless --quiet). `args` excludes the program and subcommand names. Returns 0 when the
/// match was played, 1 when it could not be (a bot could not be started), 2 on a usage error.
int run_arena(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
              std::ostream& err);

}  // namespace bitcc::cli
