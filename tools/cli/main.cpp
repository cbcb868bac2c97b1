// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc: the command-line front end. `bitcc <command> [options]`; see `bitcc --help`.
//
// Subcommands live in kSubcommands: a new one is a source file implementing a function of the
// signature commands.hpp describes, declared in the header of its group (commands.hpp: label,
// image; game_commands.hpp: go, hex, rhex, terrain; stc_command.hpp; arena_command.hpp), plus one
// row here.
#include <unistd.h>

#include <iostream>
#include <string>
#include <string_view>

#include "arena_command.hpp"
#include "bitcc/version.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "stc_command.hpp"

namespace {

using bitcc::cli::Arguments;

struct Subcommand {
  std::string_view name;
  int (*run)(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err);
  std::string_view help;  // one line
};

constexpr Subcommand kSubcommands[] = {
    {"label", bitcc::cli::label_command, "split boards into their 4-connected components"},
    {"image", bitcc::cli::run_image, "components of a PBM image: count, boxes, label image"},
    {"stc", bitcc::cli::run_stc, "Smash the Code: play moves on a grid, print steps and scores"},
    {"go", bitcc::cli::run_go, "play Go on 2x2 to 19x19 (default 9x9), or speak GTP (--gtp)"},
    {"hex", bitcc::cli::run_hex, "play Hex on n x n (to 19x19): the winner as soon as it connects"},
    {"rhex", bitcc::cli::run_rhex, "play RHEX on n x n: dominated zones flip, totals and winner"},
    {"terrain", bitcc::cli::run_terrain, "walkable regions of a map: connected points, sizes"},
    {"arena", bitcc::cli::run_arena, "Smash the Code: play two bots against each other"},
};

void print_usage(std::ostream& os) {
  os << "usage: bitcc <command> [options]\n"
        "\n"
        "Commands:\n";
  for (const Subcommand& subcommand : kSubcommands) {
    std::string name(subcommand.name);
    name.resize(10, ' ');
    os << "  " << name << subcommand.help << "\n";
  }
  os << "\n"
        "label, stc, go, hex, rhex and terrain read standard input (stc: or a file) one line\n"
        "at a time: blank lines are skipped, '#' starts a comment that runs to the end of the\n"
        "line (in pictures, maps and grids, rows of cells: a '#' after a space or tab, or a\n"
        "line '# text'), and words are read in any case. image reads a whole PBM image from a\n"
        "file or standard input instead. Every command takes option values as\n"
        "'--name value' or '--name=value'. Numbers, in options and input, are decimal digits,\n"
        "with a '-' only where a value may be negative: no '+', no spaces inside a number.\n"
        "\n"
        "Output goes out in large blocks when standard output is a pipe or a file. When it is a\n"
        "terminal, or with --line-buffered (before or after the command's name), the answer to\n"
        "each input line is flushed before the next line is read: for playing by hand, or for a\n"
        "program driving bitcc through pipes one line at a time.\n"
        "\n"
        "Run 'bitcc <command> --help' for a command's input, output and options;\n"
        "'bitcc --version' prints the version.\n";
}

}  // namespace

int main(int argc, char** argv) {
  // Output is flushed once at the end, not per line: no stdio sync, and reading standard input
  // must not flush standard output (std::cin is tied to std::cout by default)...
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  // ... unless someone reads the answers as they come: on a terminal, or with --line-buffered
  // (taken before the command's name, or among its arguments before a '--'), std::cin is tied to
  // std::cout again, so each read of an input line first flushes the answers written so far.
  bool line_buffered = false;
  int first = 1;
  for (; first < argc && std::string_view(argv[first]) == "--line-buffered"; ++first)
    line_buffered = true;
  if (first == argc) {
    print_usage(std::cerr);
    return bitcc::cli::kExitUsage;
  }
  const std::string_view command = argv[first];
  if (command == "-h" || command == "--help" || command == "help") {
    print_usage(std::cout);
    return bitcc::cli::kExitOk;
  }
  if (command == "--version" || command == "version") {
    std::cout << "bitcc " BITCC_VERSION "\n";
    return bitcc::cli::kExitOk;
  }
  for (const Subcommand& subcommand : kSubcommands) {
    if (subcommand.name != command) continue;
    Arguments args;
    bool options_ended = false;
    for (int i = first + 1; i < argc; ++i) {
      const std::string_view arg = argv[i];
      if (!options_ended && arg == "--line-buffered") {
        line_buffered = true;
        continue;
      }
      options_ended = options_ended || arg == "--";
      args.emplace_back(arg);
    }
    if (line_buffered || isatty(STDOUT_FILENO) == 1) std::cin.tie(&std::cout);
    const int status = subcommand.run(args, std::cin, std::cout, std::cerr);
    if (!std::cout.flush()) {
      std::cerr << "bitcc: cannot write to standard output\n";
      return bitcc::cli::kExitBadInput;
    }
    return status;
  }
  std::cerr << "bitcc: unknown command '" << command << "'\n\n";
  print_usage(std::cerr);
  return bitcc::cli::kExitUsage;
}
