// tools/cli/stc_main.cpp: `bitcc-stc`, the stc subcommand on its own (the same code as `bitcc stc`).
#include <iostream>
#include <string>
#include <vector>

#include "stc_command.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  return bitcc::cli::run_stc(args, std::cin, std::cout, std::cerr);
}
