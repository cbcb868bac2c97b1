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
#include <streambuf>
#include <string>
#include <string_view>
#include <utility>

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
  // Said on standard error when the command first reads standard input and it is a terminal,
  // so that nobody waits in front of a silent command (empty: the command reads nothing).
  std::string_view terminal_hint;
};

constexpr Subcommand kSubcommands[] = {
    {"demo", bitcc::cli::run_demo, "see what bitcc does, in a few seconds (reads nothing)", ""},
    {"label", bitcc::cli::label_command, "split boards into their 4-connected components",
     "boards, one per line in hexadecimal (with --picture: 12 lines of '#' and '.')"},
    {"image", bitcc::cli::run_image, "components of a PBM image: count, boxes, label image",
     "a PBM image (P1 or P4; or give a FILE)"},
    {"stc", bitcc::cli::run_stc, "Smash the Code: play moves on a grid, print steps and scores",
     "a grid of 12 lines, then one move per line ('1 2 3 0'; or give a FILE)"},
    {"go", bitcc::cli::run_go, "play Go on 2x2 to 19x19 (default 9x9), or speak GTP (--gtp)",
     "one command per line ('b C4', 'board', 'score'; with --gtp, GTP commands)"},
    {"hex", bitcc::cli::run_hex, "play Hex on n x n (to 19x19): the winner as soon as it connects",
     "one command per line ('b F6', 'board')"},
    {"rhex", bitcc::cli::run_rhex, "play RHEX on n x n: dominated zones flip, totals and winner",
     "one command per line ('b C2', 'board')"},
    {"terrain", bitcc::cli::run_terrain, "walkable regions of a map: connected points, sizes",
     "a map (rows of '.' and '#'), then queries"},
    {"arena", bitcc::cli::run_arena, "Smash the Code: play two bots against each other", ""},
};

// Standard input as the command reads it, with one line on standard error before the first byte
// is read: "bitcc label: reading boards, ... from the terminal (Ctrl-D ends; --help)". Installed
// only when standard input is a terminal, where reading a byte at a time costs nothing.
class HintBeforeFirstRead : public std::streambuf {
 public:
  HintBeforeFirstRead(std::streambuf* source, std::string hint)
      : source_(source), hint_(std::move(hint)) {}

 private:
  int_type underflow() override {
    if (!hint_.empty()) {
      std::cerr << hint_ << std::flush;
      hint_.clear();
    }
    const int_type c = source_->sbumpc();
    if (traits_type::eq_int_type(c, traits_type::eof())) return c;
    byte_ = traits_type::to_char_type(c);
    setg(&byte_, &byte_, &byte_ + 1);
    return c;
  }

  std::streambuf* source_;
  std::string hint_;
  char byte_ = 0;
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
        "New here? 'bitcc demo' shows what bitcc does in a few seconds.\n"
        "\n"
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
    std::streambuf* const stdin_buffer = std::cin.rdbuf();
    HintBeforeFirstRead hinted(stdin_buffer,
                               "bitcc " + std::string(subcommand.name) + ": reading " +
                                   std::string(subcommand.terminal_hint) +
                                   " from the terminal (Ctrl-D ends; --help explains)\n");
    if (!subcommand.terminal_hint.empty() && isatty(STDIN_FILENO) == 1) std::cin.rdbuf(&hinted);
    const int status = subcommand.run(args, std::cin, std::cout, std::cerr);
    std::cin.rdbuf(stdin_buffer);
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
