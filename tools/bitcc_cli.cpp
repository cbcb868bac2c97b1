// bitcc: command-line front end (placeholder until the label subcommand lands).
#include <iostream>
int main() {
  std::cerr << "bitcc: not implemented yet\n";
  return 2;
}
