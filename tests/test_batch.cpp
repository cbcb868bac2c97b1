// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Batch kernels (bitcc/batch.hpp) against the oracle (testing/oracle.hpp), for every
// implementation the CPU runs.
//
// groups_at_least_batch is compared with the union of the oracle's components of at least k cells;
// label_batch and label_batch_lanes with the oracle's components, in order. A failure prints the
// input board and both answers as pictures (testing/pictures.hpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <ostream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "bitcc/batch.hpp"
#include "bitcc/bitcc.hpp"
#include "testing/oracle.hpp"
#include "testing/pictures.hpp"
#include "testing/pools.hpp"
#include "tests/sanitized.hpp"

namespace bitcc {
namespace {

using test_support::board_mismatch;
using test_support::component_mismatch;
using test_support::sampled;
using test_support::oracle_groups_at_least;
using test_support::oracle_label;
using test_support::oracle_mismatch;
using test_support::oracle_union_at_least;
using test_support::Pictured;

// Boards per pool: the full 100k in the full tier's optimized builds, fewer under the sanitizers and
// in the quick tier (tests/sanitized.hpp).
const std::size_t kPoolSize = sampled() ? 20000 : 100000;

// Success when `mismatch` (a picture diff of testing/pictures.hpp) is empty, else a failure
// showing it.
::testing::AssertionResult agrees(const std::string& mismatch) {
  if (mismatch.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << mismatch;
}

// Compares groups_at_least_batch, for every k of `ks`, with the oracle on `boards` (the oracle
// labels each board once for all of them); false (after one reported failure) on the first
// mismatch.
bool groups_agree(Isa implementation, const std::vector<Board>& boards,
                  std::initializer_list<int> ks) {
  std::vector<std::vector<Board>> out;
  for (const int k : ks) {
    out.emplace_back(boards.size());
    batch::groups_at_least_batch(implementation, boards.data(), out.back().data(), boards.size(),
                                 k);
  }
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Board components[kMaxComponents];
    const int n = oracle_label(boards[i], components);
    std::size_t which = 0;
    for (const int k : ks) {
      const Board expected = oracle_union_at_least(components, n, k);
      const std::string mismatch = board_mismatch(boards[i], out[which++][i], expected);
      if (!mismatch.empty()) {
        ADD_FAILURE() << isa_name(implementation) << " k=" << k << " board #" << i << ": "
                      << mismatch;
        return false;
      }
    }
  }
  return true;
}

// label_batch and its batched-lanes kernel (which label_batch does not run where a loop of
// label_propagate is faster), by name.
struct LabelKernel {
  const char* name;
  decltype(&batch::label_batch) run;
};
constexpr LabelKernel kLabelKernels[] = {{"label_batch", batch::label_batch},
                                         {"label_batch_lanes", batch::label_batch_lanes}};

// Compares both label kernels with the oracle on `boards`, components in order.
bool labels_agree(Isa implementation, const std::vector<Board>& boards) {
  // Kept between calls: fresh 30 MB buffers per chunk cost more than the labeling.
  static std::vector<Board> out;
  static std::vector<int> counts;
  for (const LabelKernel& kernel : kLabelKernels) {
    out.resize(boards.size() * kMaxComponents);
    counts.assign(boards.size(), -1);
    kernel.run(implementation, boards.data(), boards.size(), out.data(), counts.data());
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const std::string mismatch =
          oracle_mismatch(boards[i], &out[i * kMaxComponents], counts[i]);
      if (!mismatch.empty()) {
        ADD_FAILURE() << kernel.name << " " << isa_name(implementation) << " board #" << i
                      << ": " << mismatch;
        return false;
      }
    }
  }
  return true;
}

class BatchTest : public ::testing::TestWithParam<Isa> {
 protected:
  void SetUp() override {
    if (!batch::available(GetParam()))
      GTEST_SKIP() << isa_name(GetParam()) << " is not available on this CPU or build";
  }
};

std::vector<Board> pool(test_support::Pool which) {
  return test_support::make_pool(which, kPoolSize);
}

TEST_P(BatchTest, GroupsMatchOracleOnEveryPool) {
  for (test_support::Pool which : test_support::kAllPools) {
    SCOPED_TRACE(std::string(test_support::pool_name(which)));
    if (!groups_agree(GetParam(), pool(which), {2, 3, 4, 5, 6, 12})) return;
  }
}

TEST_P(BatchTest, LabelMatchesOracleOnEveryPool) {
  for (test_support::Pool which : test_support::kAllPools) {
    SCOPED_TRACE(std::string(test_support::pool_name(which)));
    if (!labels_agree(GetParam(), pool(which))) return;
  }
}

// Every k from -1 to 73 on a mixed subset.
TEST_P(BatchTest, GroupsEveryKMatchesOracle) {
  std::vector<Board> boards;
  for (test_support::Pool which : test_support::kAllPools) {
    const std::vector<Board> some = test_support::make_pool(which, 300);
    boards.insert(boards.end(), some.begin(), some.end());
  }
  boards.push_back(0);
  boards.push_back(Playable);
  std::vector<Board> out(boards.size());
  for (int k = -1; k <= kCells + 1; ++k) {
    batch::groups_at_least_batch(GetParam(), boards.data(), out.data(), boards.size(), k);
    for (std::size_t i = 0; i < boards.size(); ++i)
      ASSERT_TRUE(agrees(board_mismatch(boards[i], out[i], oracle_groups_at_least(boards[i], k))))
          << "k=" << k;
  }
}

TEST_P(BatchTest, GroupsInPlace) {
  std::vector<Board> boards = test_support::make_pool(test_support::Pool::Random05, 1003);
  const std::vector<Board> original = boards;
  for (int k : {2, 4, 7}) {
    boards = original;
    batch::groups_at_least_batch(GetParam(), boards.data(), boards.data(), boards.size(), k);
    for (std::size_t i = 0; i < boards.size(); ++i)
      ASSERT_TRUE(agrees(
          board_mismatch(original[i], boards[i], oracle_groups_at_least(original[i], k))))
          << "k=" << k;
  }
}

// Odd sizes and pointers at every offset into byte buffers; bytes around the output stay intact.
TEST_P(BatchTest, AnySizeAndAlignment) {
  constexpr unsigned char kGuard = 0xA5;
  // Sparse and dense boards alternate, so that every path of label_batch meets every alignment.
  const std::vector<Board> half = test_support::make_pool(test_support::Pool::Random05, 502);
  const std::vector<Board> dense = test_support::make_pool(test_support::Pool::Random08, 501);
  std::vector<Board> source;
  for (std::size_t i = 0; i < 1003; ++i) source.push_back(i % 2 == 0 ? half[i / 2] : dense[i / 2]);
  for (std::size_t n : {0u, 1u, 7u, 9u, 16u, 17u, 1003u}) {
    for (std::size_t offset : {0u, 1u, 3u, 8u, 15u}) {
      SCOPED_TRACE("n=" + std::to_string(n) + " offset=" + std::to_string(offset));
      const std::size_t board_bytes = n * sizeof(Board);
      std::vector<unsigned char> in(board_bytes + 32), out(board_bytes + 64, kGuard);
      std::memcpy(in.data() + offset, source.data(), board_bytes);
      const auto* in_boards = reinterpret_cast<const Board*>(in.data() + offset);
      auto* out_boards = reinterpret_cast<Board*>(out.data() + 16 + offset);
      const auto guards_intact = [&](std::size_t written) {
        for (std::size_t i = 0; i < 16 + offset; ++i)
          if (out[i] != kGuard) return false;
        for (std::size_t i = 16 + offset + written; i < out.size(); ++i)
          if (out[i] != kGuard) return false;
        return true;
      };
      for (int k : {2, 3, 4, 5}) {
        batch::groups_at_least_batch(GetParam(), in_boards, out_boards, n, k);
        for (std::size_t i = 0; i < n; ++i) {
          Board got;
          std::memcpy(&got, out.data() + 16 + offset + i * sizeof(Board), sizeof got);
          ASSERT_TRUE(agrees(board_mismatch(source[i], got, oracle_groups_at_least(source[i], k))))
              << "k=" << k << " #" << i;
        }
        ASSERT_TRUE(guards_intact(board_bytes)) << "k=" << k;
      }

      const std::size_t label_bytes = board_bytes * kMaxComponents;
      for (const auto kernel : {batch::label_batch, batch::label_batch_lanes}) {
      std::vector<unsigned char> components(label_bytes + 64, kGuard);
      std::vector<unsigned char> counts(n * sizeof(int) + 64, kGuard);
      kernel(GetParam(), in_boards, n, reinterpret_cast<Board*>(components.data() + 16 + offset),
             reinterpret_cast<int*>(counts.data() + 16 + offset));
      for (std::size_t i = 0; i < n; ++i) {
        int count;
        std::memcpy(&count, counts.data() + 16 + offset + i * sizeof(int), sizeof count);
        Board got[kMaxComponents];
        std::memcpy(got, components.data() + 16 + offset + i * kMaxComponents * sizeof(Board),
                    sizeof got);
        ASSERT_TRUE(agrees(oracle_mismatch(source[i], got, count))) << "#" << i;
      }
      for (std::size_t i = 0; i < 16 + offset; ++i) {
        ASSERT_EQ(components[i], kGuard);
        ASSERT_EQ(counts[i], kGuard);
      }
      for (std::size_t i = 16 + offset + label_bytes; i < components.size(); ++i)
        ASSERT_EQ(components[i], kGuard);
      for (std::size_t i = 16 + offset + n * sizeof(int); i < counts.size(); ++i)
        ASSERT_EQ(counts[i], kGuard);
      }
    }
  }
}

// Bits at or above 72 are ignored: each result is that of the board without them, and nothing is
// written outside the arrays (sized exactly, so that AddressSanitizer sees any stray write).
TEST_P(BatchTest, IgnoresBitsPastTheBoard) {
  const Board past_the_board = ~Playable;
  std::vector<Board> clean = test_support::make_pool(test_support::Pool::Random05, 40);
  clean.push_back(0);
  clean.push_back(*parse_picture("#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n"
                                 "#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n"));
  std::vector<Board> noisy;
  test_support::Rng rng(0x7270u);
  for (std::size_t i = 0; i < clean.size(); ++i)
    noisy.push_back(clean[i] | (i % 2 == 0 ? past_the_board
                                           : make_board(0, rng.next()) & past_the_board));
  for (const std::size_t n : {clean.size(), std::size_t{1}}) {  // n = 1: the noisy board is last
    const std::size_t first = clean.size() - n;
    for (int k : {1, 2, 3, 4, 5}) {
      std::vector<Board> out(n);
      batch::groups_at_least_batch(GetParam(), noisy.data() + first, out.data(), n, k);
      for (std::size_t i = 0; i < n; ++i)
        ASSERT_TRUE(agrees(board_mismatch(noisy[first + i], out[i],
                                 oracle_groups_at_least(clean[first + i], k))))
            << "k=" << k << " #" << i;
    }
    for (const auto kernel : {batch::label_batch, batch::label_batch_lanes}) {
      std::vector<Board> components(n * kMaxComponents);
      std::vector<int> counts(n);
      kernel(GetParam(), noisy.data() + first, n, components.data(), counts.data());
      for (std::size_t i = 0; i < n; ++i)
        ASSERT_TRUE(agrees(
            oracle_mismatch(clean[first + i], &components[i * kMaxComponents], counts[i])))
            << "#" << i;
    }
  }
}

// A count whose byte size overflows std::size_t is refused before anything is touched.
TEST_P(BatchTest, RefusesCountsThatOverflow) {
  Board board = 3;
  int count = -1;
  const std::size_t too_many = SIZE_MAX / sizeof(Board) + 1;
  EXPECT_THROW(batch::groups_at_least_batch(GetParam(), &board, &board, too_many, 4),
               std::length_error);
  const std::size_t too_many_blocks = SIZE_MAX / (kMaxComponents * sizeof(Board)) + 1;
  EXPECT_THROW(batch::label_batch(GetParam(), &board, too_many_blocks, &board, &count),
               std::length_error);
  EXPECT_THROW(batch::label_batch_lanes(GetParam(), &board, too_many_blocks, &board, &count),
               std::length_error);
  EXPECT_EQ(board, Board{3});
  EXPECT_EQ(count, -1);
}

// Hand-checked shapes: a pair, an L of three, a T of five_cells, a singleton, across the word boundary.
TEST_P(BatchTest, HandCheckedShapes) {
  const Board board = *parse_picture(R"(
##....
#.....
......
.....#
......
......
......
......
......
##....
#..#..
##.#..
)");
  const Board five_cells = *parse_picture(R"(
......
......
......
......
......
......
......
......
......
##....
#.....
##....
)");
  const Board three = *parse_picture(R"(
##....
#.....
......
......
......
......
......
......
......
......
......
......
)");
  const Board pair = *parse_picture(R"(
......
......
......
......
......
......
......
......
......
......
...#..
...#..
)");
  const Board single = board & ~(five_cells | three | pair);
  Board out;
  batch::groups_at_least_batch(GetParam(), &board, &out, 1, 4);
  EXPECT_EQ(Pictured{out}, Pictured{five_cells});
  batch::groups_at_least_batch(GetParam(), &board, &out, 1, 3);
  EXPECT_EQ(Pictured{out}, Pictured{five_cells | three});
  batch::groups_at_least_batch(GetParam(), &board, &out, 1, 2);
  EXPECT_EQ(Pictured{out}, Pictured{five_cells | three | pair});
  Board components[kMaxComponents];
  int count = 0;
  batch::label_batch(GetParam(), &board, 1, components, &count);
  ASSERT_EQ(count, 4);
  EXPECT_EQ(Pictured{components[0]}, Pictured{five_cells});
  EXPECT_EQ(Pictured{components[1]}, Pictured{pair});
  EXPECT_EQ(Pictured{components[2]}, Pictured{single});
  EXPECT_EQ(Pictured{components[3]}, Pictured{three});
}

}  // namespace

namespace batch {
// Test names and messages show the implementation's name, not its bytes.
void PrintTo(Isa implementation, std::ostream* os) { *os << isa_name(implementation); }
}  // namespace batch

namespace {

std::string implementation_name(const ::testing::TestParamInfo<Isa>& info) {
  std::string name(isa_name(info.param));
  for (char& c : name)
    if (c == '.') c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(AllImplementations, BatchTest,
                         ::testing::ValuesIn(kAllIsas), implementation_name);

// ---------------------------------------------------------------------------------------------
// Exhaustive: the 2^24 boards whose cells lie in rows 0..3, every board in the full tier's
// optimized builds, every 7th (groups) and 13th (labels) under the sanitizers (where the vector
// code runs some 50 times slower) and in the quick tier. Split into shards that ctest runs in
// parallel; in each, every implementation the CPU runs checks the same chunks, and the oracle
// labels each board once for all of them (it costs several times what the kernels do).

constexpr std::uint32_t kFourRowBoards = 1u << 24;
constexpr int kFourRowShards = 8;
const std::uint32_t kGroupsStride = sampled() ? 7 : 1;
const std::uint32_t kLabelStride = sampled() ? 13 : 1;

// The implementations this CPU and build run; the others are named once on standard output.
std::vector<Isa> runnable_implementations() {
  std::vector<Isa> runnable;
  for (const Isa implementation : kAllIsas) {
    if (batch::available(implementation))
      runnable.push_back(implementation);
    else
      std::cout << "[ NOTE     ] " << isa_name(implementation)
                << " skipped: not available on this CPU or build\n";
  }
  return runnable;
}

// Chunks of shard `shard` of the four-row boards, every `stride`-th board; stops when `check`
// returns false.
template <typename Check>
void for_four_row_chunks(int shard, std::uint32_t stride, Check&& check) {
  constexpr std::uint64_t kChunk = 1u << 12;
  const std::uint64_t per_shard = kFourRowBoards / kFourRowShards;
  const std::uint64_t first = per_shard * static_cast<std::uint64_t>(shard);
  std::vector<Board> boards;
  boards.reserve(kChunk);
  for (std::uint64_t start = first; start < first + per_shard; start += kChunk * stride) {
    boards.clear();
    for (std::uint64_t b = start; b < start + kChunk * stride && b < first + per_shard;
         b += stride)
      boards.push_back(static_cast<Board>(b));
    if (!check(boards)) return;
  }
}

class BatchFourRows : public ::testing::TestWithParam<int> {};

TEST_P(BatchFourRows, GroupsOfEveryImplementationMatchOracle) {
  const std::vector<Isa> implementations = runnable_implementations();
  constexpr int kKs[] = {2, 3, 4};
  std::vector<Board> out;
  for_four_row_chunks(GetParam(), kGroupsStride, [&](const std::vector<Board>& boards) {
    out.resize(boards.size() * std::size(kKs) * implementations.size());
    Board* slot = out.data();
    for (const Isa implementation : implementations)
      for (const int k : kKs) {
        batch::groups_at_least_batch(implementation, boards.data(), slot, boards.size(), k);
        slot += boards.size();
      }
    for (std::size_t i = 0; i < boards.size(); ++i) {
      Board components[kMaxComponents];
      const int n = oracle_label(boards[i], components);
      slot = out.data();
      for (const Isa implementation : implementations)
        for (const int k : kKs) {
          const Board expected = oracle_union_at_least(components, n, k);
          const std::string mismatch = board_mismatch(boards[i], slot[i], expected);
          if (!mismatch.empty()) {
            ADD_FAILURE() << isa_name(implementation) << " k=" << k << " board " << i << ": "
                          << mismatch;
            return false;
          }
          slot += boards.size();
        }
    }
    return true;
  });
}

TEST_P(BatchFourRows, LabelsOfEveryImplementationMatchOracle) {
  const std::vector<Isa> implementations = runnable_implementations();
  const std::size_t runs = implementations.size() * std::size(kLabelKernels);
  std::vector<Board> out;
  std::vector<int> counts;
  for_four_row_chunks(GetParam(), kLabelStride, [&](const std::vector<Board>& boards) {
    out.resize(boards.size() * kMaxComponents * runs);
    counts.assign(boards.size() * runs, -1);
    std::size_t run = 0;
    for (const Isa implementation : implementations)
      for (const LabelKernel& kernel : kLabelKernels) {
        kernel.run(implementation, boards.data(), boards.size(),
                   &out[run * boards.size() * kMaxComponents], &counts[run * boards.size()]);
        ++run;
      }
    for (std::size_t i = 0; i < boards.size(); ++i) {
      Board expected[kMaxComponents];
      const int n = oracle_label(boards[i], expected);
      run = 0;
      for (const Isa implementation : implementations)
        for (const LabelKernel& kernel : kLabelKernels) {
          const std::size_t at = run * boards.size() + i;
          const std::string mismatch = component_mismatch(
              boards[i], &out[at * kMaxComponents], counts[at], expected, n);
          if (!mismatch.empty()) {
            ADD_FAILURE() << kernel.name << " " << isa_name(implementation) << " board " << i
                          << ": " << mismatch;
            return false;
          }
          ++run;
        }
    }
    return true;
  });
}

INSTANTIATE_TEST_SUITE_P(Shards, BatchFourRows, ::testing::Range(0, kFourRowShards));

// The names of 0.2.0 still compile, as deprecated aliases of Isa, kAllIsas and isa_name.
TEST(BatchSelection, DeprecatedNamesAreTheInstructionSets) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  static_assert(std::is_same_v<batch::Implementation, Isa>);
  EXPECT_EQ(&batch::kAllImplementations[0], &kAllIsas[0]);
  EXPECT_EQ(batch::name(Isa::Sse42), "sse4.2");
#pragma GCC diagnostic pop
}

TEST(BatchSelection, ResolvesNames) {
  EXPECT_EQ(batch::resolve("scalar"), Isa::Scalar);
  const Isa best = batch::resolve("");
  EXPECT_EQ(batch::resolve("auto"), best);
  EXPECT_TRUE(batch::available(best));
  for (Isa implementation : kAllIsas) {
    if (batch::available(implementation)) {
      EXPECT_EQ(batch::resolve(isa_name(implementation)), implementation);
    } else {
      EXPECT_THROW(batch::resolve(isa_name(implementation)), std::runtime_error);
    }
  }
  // The best is the first available one in kAllIsas (fastest first).
  for (Isa implementation : kAllIsas) {
    if (!batch::available(implementation)) continue;
    EXPECT_EQ(best, implementation);
    break;
  }
  EXPECT_THROW(batch::resolve("avx1024"), std::runtime_error);
  EXPECT_THROW(batch::resolve("AVX2"), std::runtime_error);
}

// Run by ctest once per value of BITCC_SIMD (tests/CMakeLists.txt); skipped when it is unset.
TEST(BatchForced, RunsTheForcedImplementation) {
  const char* forced = std::getenv("BITCC_SIMD");
  if (forced == nullptr || *forced == '\0') GTEST_SKIP() << "BITCC_SIMD is not set";
  bool known = false, usable = false;
  for (Isa implementation : kAllIsas)
    if (isa_name(implementation) == forced) {
      known = true;
      usable = batch::available(implementation);
    }
  if (!known || !usable) {
    // An unknown value, or one this CPU lacks, is an error at the first call, never a substitute.
    EXPECT_THROW(batch_implementation(), std::runtime_error);
    Board b = 1;
    EXPECT_THROW(groups_at_least_batch(&b, &b, 1, 2), std::runtime_error);
    if (known) GTEST_SKIP() << forced << " is not available on this CPU or build";
    return;
  }
  EXPECT_EQ(batch_implementation(), forced);
  // And the default entry points give the right answers with it.
  const std::vector<Board> boards = test_support::make_pool(test_support::Pool::Gravity, 1000);
  std::vector<Board> out(boards.size());
  groups_at_least_batch(boards.data(), out.data(), boards.size(), 4);
  for (std::size_t i = 0; i < boards.size(); ++i)
    ASSERT_TRUE(agrees(board_mismatch(boards[i], out[i], oracle_groups_at_least(boards[i], 4))));
  std::vector<Board> components(boards.size() * kMaxComponents);
  std::vector<int> counts(boards.size());
  label_batch(boards.data(), boards.size(), components.data(), counts.data());
  for (std::size_t i = 0; i < boards.size(); ++i)
    ASSERT_TRUE(agrees(oracle_mismatch(boards[i], &components[i * kMaxComponents], counts[i])));
}

}  // namespace
}  // namespace bitcc
