// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The installation test's consumer: labels a hand-checked board with bitcc::label and, when linked
// with bitcc::batch, with label_batch and groups_at_least_batch, printing the components in
// hexadecimal (tools/install_test.sh compares the output with expected.txt), and the version.
#include <cstdio>
#include <optional>
#include <string>

#include "bitcc/bitcc.hpp"  // all of it, for the warning check (CMakeLists.txt)
#include "bitcc/groups.hpp"
#include "bitcc/io.hpp"
#include "bitcc/label.hpp"
#ifdef BITCC_CONSUMER_BATCH
#include "bitcc/batch.hpp"
#endif

namespace {

// Three components, in ascending order of lowest cell: 5 cells at the bottom left (cells 0, 1, 6,
// 12, 13: 0x3043), one cell (cell 3: 0x8) and 3 cells on the right (cells 10, 11, 16: 0x10c00).
constexpr const char* kPicture =
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "......\n"
    "##..#.\n"
    "#...##\n"
    "##.#..\n";

void print(const char* what, const bitcc::Board* components, int n) {
  std::printf("%s: %d components:", what, n);
  for (int i = 0; i < n; ++i) std::printf(" %s", bitcc::to_hex(components[i]).c_str());
  std::printf("\n");
}

}  // namespace

int main() {
  std::string error;
  const std::optional<bitcc::Board> board = bitcc::parse_picture(kPicture, &error);
  if (!board) {
    std::fprintf(stderr, "consumer: %s\n", error.c_str());
    return 1;
  }
  bitcc::Board components[bitcc::kMaxComponents];
  print("label", components, bitcc::label(*board, components));
  std::printf("groups_at_least 3: %s\n", bitcc::to_hex(bitcc::groups_at_least(*board, 3)).c_str());
  std::fprintf(stderr, "consumer: bitcc %s\n", BITCC_VERSION);
#ifdef BITCC_CONSUMER_BATCH
  int count = 0;
  bitcc::label_batch(&*board, 1, components, &count);
  print("label_batch", components, count);
  bitcc::Board groups = 0;
  bitcc::groups_at_least_batch(&*board, &groups, 1, 3);
  std::printf("groups_at_least_batch 3: %s\n", bitcc::to_hex(groups).c_str());
  std::fprintf(stderr, "consumer: bitcc::batch runs %s\n",
               std::string(bitcc::batch_implementation()).c_str());
#endif
  return 0;
}
