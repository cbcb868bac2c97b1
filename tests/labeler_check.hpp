// tests/labeler_check.hpp: one labeler on one board against the oracle, with a failure message that
// draws the board and both answers.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <ostream>
#include <string>
#include <vector>

#include "bitcc/registry.hpp"
#include "oracle.hpp"
#include "pictures.hpp"

namespace bitcc {

/// GoogleTest prints a labeler parameter by its name.
inline void PrintTo(const LabelerEntry& labeler, std::ostream* os) { *os << labeler.name; }

}  // namespace bitcc

namespace bitcc::test {

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
/// order of their lowest cell. `out` has exactly kMaxComponents slots so that a write past them is
/// caught by AddressSanitizer.
inline testing::AssertionResult labels_like(const LabelerEntry& labeler, Board b,
                                            const Board* expected_components, int expected_count) {
  Board out[kMaxComponents];
  const int n = labeler.label(b, out);
  auto failure = [&](const std::string& what) {
    testing::AssertionResult result = testing::AssertionFailure();
    result << "labeler " << labeler.name << ": " << what << "\non the board\n" << to_picture(b);
    if (n >= 0 && n <= kMaxComponents)
      result << "it returned " << n << " components:\n"
             << side_by_side(std::vector<Board>(out, out + n));
    result << "the oracle finds " << expected_count << ":\n"
           << side_by_side(std::vector<Board>(expected_components,
                                              expected_components + expected_count));
    return result;
  };
  if (n < 0 || n > kMaxComponents) return failure("returned " + std::to_string(n) + " components");
  for (int i = 0; i < n; ++i)
    if (out[i] == 0) return failure("component " + std::to_string(i) + " is empty");
  for (int i = 1; i < n; ++i)
    if (oracle_lowest_cell(out[i - 1]) >= oracle_lowest_cell(out[i]))
      return failure("components " + std::to_string(i - 1) + " and " + std::to_string(i) +
                     " are not in ascending order of their lowest cell");

  Board expected[kMaxComponents];
  std::copy(expected_components, expected_components + expected_count, expected);
  Board actual[kMaxComponents];
  std::copy(out, out + n, actual);
  std::sort(actual, actual + n);
  std::sort(expected, expected + expected_count);
  if (expected_count != n || !std::equal(expected, expected + n, actual))
    return failure("the components differ from the oracle's");
  return testing::AssertionSuccess();
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

}  // namespace bitcc::test
