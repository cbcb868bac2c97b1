// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// game_commands.hpp: the game subcommands of the `bitcc` command (go, hex, rhex, terrain).
//
// Each reads its input from `in`, writes results to `out` and diagnostics to `err`, and returns
// the exit status: 0 when every input line was valid, 1 when some were not (each bad line gets a
// message naming its line number; the valid lines around it are still processed), 2 for bad
// command-line arguments. `args` holds the arguments after the subcommand name; `--help` prints
// the usage to `out` and returns 0.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace bitcc::cli {

/// `bitcc go [--size N] [--board]`: Go N x N (2..19, default 9), one move or query per line;
/// `bitcc go --gtp [--size N] [--seed S]`: the Go Text Protocol.
int run_go(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err);

/// `bitcc hex [--size N]`: Hex N x N (2..19, default 11), one move per line; reports the winner as
/// soon as one connects.
int run_hex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

/// `bitcc rhex [--size N] [--engine union-find|bitboard]`: RHEX on an N x N board (2..19, default
/// 11).
int run_rhex(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err);

/// `bitcc terrain [--engine auto|bitboard|union-find]`: a map, then connectivity queries.
int run_terrain(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                std::ostream& err);

}  // namespace bitcc::cli
