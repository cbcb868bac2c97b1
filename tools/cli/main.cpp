// bitcc: the command-line front end. `bitcc <command> [options]`; see `bitcc --help`.
//
// Subcommands live in kSubcommands: a new one is a source file implementing a function declared
// in commands.hpp, plus one row here.
#include <iostream>
#include <string>
#include <string_view>

#include "arena_command.hpp"
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
    {"stc", bitcc::cli::run_stc, "Smash the Code: play moves on a grid, print steps and scores"},
    {"go", bitcc::cli::run_go, "play Go on 9x9: captures, suicide and ko, liberties, area score"},
    {"hex", bitcc::cli::run_hex, "play Hex on 11x11 and report the winner as soon as it connects"},
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
        "line '# text'), and words are read in any case. Every command takes option values as\n"
        "'--name value' or '--name=value'.\n"
        "\n"
        "Run 'bitcc <command> --help' for a command's input, output and options.\n";
}

}  // namespace

int main(int argc, char** argv) {
  // Output is flushed once at the end, not per line: no stdio sync, and reading standard input
  // must not flush standard output (std::cin is tied to std::cout by default).
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  if (argc < 2) {
    print_usage(std::cerr);
    return bitcc::cli::kExitUsage;
  }
  const std::string_view command = argv[1];
  if (command == "-h" || command == "--help" || command == "help") {
    print_usage(std::cout);
    return bitcc::cli::kExitOk;
  }
  for (const Subcommand& subcommand : kSubcommands) {
    if (subcommand.name != command) continue;
    const Arguments args(argv + 2, argv + argc);
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
