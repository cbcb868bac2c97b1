// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/labeler_check.hpp: one labeler on one board against the oracle, with a failure message that
// draws the board and both answers.
#pragma once

#include <gtest/gtest.h>

#include <iterator>
#include <ostream>
#include <string>
#include <vector>

#include "bitcc/registry.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"

namespace bitcc {

/// GoogleTest prints a labeler parameter by its name.
inline void PrintTo(const LabelerEntry& labeler, std::ostream* os) { *os << labeler.name; }

}  // namespace bitcc

namespace bitcc::test_support {

/// Every labeler the suites check: the registry's, then bitcc::label (whichever one it runs).
inline const std::vector<LabelerEntry>& labelers_under_test() {
  static const std::vector<LabelerEntry> entries = [] {
    std::vector<LabelerEntry> list(std::begin(kLabelers), std::end(kLabelers));
    list.push_back({"label", label, runs_everywhere, ""});
    return list;
  }();
  return entries;
}

/// Skips the current test, with a message, when the CPU cannot run `labeler`.
#define BITCC_SKIP_UNLESS_SUPPORTED(labeler)                                              \
  do {                                                                                     \
    if (!(labeler).supported())                                                            \
      GTEST_SKIP() << "labeler " << (labeler).name << " needs " << (labeler).needs         \
                   << ", which this CPU lacks";                                            \
  } while (false)

/// Test-name text for a labeler (GoogleTest names allow only letters, digits and '_').
inline std::string test_name_of(const LabelerEntry& labeler) {
  std::string name(labeler.name);
  for (char& c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) c = '_';
  return name;
}

/// Success when `labeler` splits `b` into `expected` (expected_count components, in any order):
/// the same set of boards, at most kMaxComponents of them, none empty, listed in strictly ascending
/// order of their lowest cell (component_mismatch in testing/pictures.hpp). `out` has exactly
/// kMaxComponents slots so that a write past them is caught by AddressSanitizer.
inline testing::AssertionResult labels_like(const LabelerEntry& labeler, Board b,
                                            const Board* expected_components, int expected_count) {
  Board out[kMaxComponents];
  const int n = labeler.label(b, out);
  const std::string mismatch =
      component_mismatch(b, out, n, expected_components, expected_count);
  if (mismatch.empty()) return testing::AssertionSuccess();
  return testing::AssertionFailure() << "labeler " << labeler.name << ": " << mismatch;
}

/// Success when `labeler` splits `b` into the oracle's components (see labels_like).
inline testing::AssertionResult labels_like_oracle(const LabelerEntry& labeler, Board b) {
  Board expected[kMaxComponents];
  const int expected_count = oracle_label(b, expected);
  return labels_like(labeler, b, expected, expected_count);
}

/// Checks every board `next()` yields (it returns false when done) and stops after a few failures
/// so that a broken labeler does not flood the log.
template <typename NextBoard>
void expect_labels_like_oracle(const LabelerEntry& labeler, NextBoard&& next) {
  constexpr int kMaxReported = 3;
  int failures = 0;
  long long checked = 0;
  Board b = 0;
  while (failures < kMaxReported && next(b)) {
    const testing::AssertionResult result = labels_like_oracle(labeler, b);
    ++checked;
    if (!result) {
      ++failures;
      ADD_FAILURE() << result.message();
    }
  }
  if (failures == kMaxReported) ADD_FAILURE() << "stopped after " << checked << " boards";
}

}  // namespace bitcc::test_support
