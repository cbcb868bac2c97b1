// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/stc_command.hpp: the `bitcc stc` subcommand (Smash the Code turns from text).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace bitcc::cli {

/// Runs `bitcc stc [FILE]`: reads a grid (12 lines, the game's text) and then one move per line
/// (`colorA colorB x rotation`, or `skulls N` to drop N skull lines) from FILE or `in`, and prints
/// to `out` after each move its chain steps, the turn score, the nuisance and the grid. Errors go
/// to `err`, naming the input line. `args` excludes the program and subcommand names.
/// Returns 0 when all went well, 1 on any bad input (a bad grid stops; a bad move line or an
/// illegal move is reported and the following lines are still processed), 2 on a usage error.
int run_stc(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

}  // namespace bitcc::cli
