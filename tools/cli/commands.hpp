// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/commands.hpp: the subcommands of the `bitcc` command.
//
// A subcommand is a function of its arguments (those after its name), standard input, standard
// output and standard error, returning the process exit status. Keeping the streams as parameters
// lets the tests run a subcommand in-process on strings.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace bitcc::cli {

using Arguments = std::vector<std::string>;

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;  // some input was malformed; the rest was processed
inline constexpr int kExitUsage = 2;     // the command line itself is wrong

/// `bitcc label`: reads boards (hexadecimal lines, or pictures with --picture) from `in` and writes
/// one line per board to `out`: the number of components, then each component in lowercase
/// hexadecimal, in ascending order of its lowest set bit; with --draw, a picture of each board
/// with each component in its own letter instead. A malformed board is reported on `err` with
/// its line number and skipped. Options: --labeler NAME, --picture, --draw, --help.
int label_command(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err);

/// `bitcc image [FILE]`: reads a PBM image (P1 or P4) from FILE or `in` and writes its size and
/// number of components to `out`; options --connectivity 4|8, --threads N, --stats (a table of
/// each component's bounding box and area), --labels FILE (the label image as a PGM), --help.
/// A refused image is reported on `err` with its line and byte; exit status 1.
int run_image(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err);

/// `bitcc demo`: shows what bitcc does on inputs it makes itself (a board labeled and drawn, the
/// labeling and Go playout rates, a 1024x1024 map labeled by bitcc and by a breadth-first search,
/// checked equal); reads nothing. Exit status 1 if the two labelings differ.
int run_demo(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace bitcc::cli
