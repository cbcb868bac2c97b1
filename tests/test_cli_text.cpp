// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The text rules of the `bitcc` command (tools/cli/text.hpp): the one number rule, checked on its
// own and through each subcommand that reads numbers (options, game coordinates, terrain queries,
// stc move lines), and the one plural.
#include <gtest/gtest.h>

#include <charconv>
#include <climits>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "game_commands.hpp"
#include "stc_command.hpp"
#include "text.hpp"
#include "tests/cli_outcome.hpp"

namespace {

using bitcc::cli::parse_number;

using bitcc::test_support::Command;
using bitcc::test_support::Outcome;
using bitcc::test_support::run;

// parse_number's answer as text: the value, "range" (a whole number outside the range) or "no".
template <class Integer>
std::string read(const std::string& text, Integer low, Integer high) {
  bool out_of_range = true;  // parse_number must set it either way
  const std::optional<Integer> value = parse_number(text, low, high, &out_of_range);
  if (value) return out_of_range ? "value, and out_of_range set" : std::to_string(*value);
  return out_of_range ? "range" : "no";
}

TEST(NumberRule, DigitsOnlyWithAMinusWhereNegativeNumbersAreAllowed) {
  EXPECT_EQ(read<int>("7", 0, 10), "7");
  EXPECT_EQ(read<int>("007", 0, 10), "7");  // leading zeros are digits
  EXPECT_EQ(read<int>("0", 0, 10), "0");
  EXPECT_EQ(read<int>("10", 0, 10), "10");
  EXPECT_EQ(read<int>("-3", -5, 5), "-3");
  EXPECT_EQ(read<int>("-0", -5, 5), "0");
  // Empty, a sign where none is allowed, '+', spaces, and other characters: not a number.
  EXPECT_EQ(read<int>("", 0, 10), "no");
  EXPECT_EQ(read<int>("-3", 0, 10), "no");  // no '-' when the range has no negative number
  EXPECT_EQ(read<unsigned>("-3", 0u, 10u), "no");
  EXPECT_EQ(read<int>("-", -5, 5), "no");
  EXPECT_EQ(read<int>("+3", 0, 10), "no");
  EXPECT_EQ(read<int>("+3", -5, 5), "no");
  EXPECT_EQ(read<int>(" 3", 0, 10), "no");
  EXPECT_EQ(read<int>("3 ", 0, 10), "no");
  EXPECT_EQ(read<int>("1 0", 0, 10), "no");
  EXPECT_EQ(read<int>("\t3", 0, 10), "no");
  EXPECT_EQ(read<int>("3x", 0, 10), "no");
  EXPECT_EQ(read<int>("0x3", 0, 10), "no");
  EXPECT_EQ(read<int>("3.0", 0, 10), "no");
  EXPECT_EQ(read<int>("1e3", 0, 10000), "no");
  EXPECT_EQ(read<int>("--3", -5, 5), "no");
  EXPECT_EQ(read<int>("\xd9\xa3", 0, 10), "no");  // a digit of another script
  // A whole number outside the range, however many digits: out of range, never wrapped.
  EXPECT_EQ(read<int>("11", 0, 10), "range");
  EXPECT_EQ(read<int>("-6", -5, 5), "range");
  EXPECT_EQ(read<int>("2147483648", 0, INT_MAX), "range");             // INT_MAX + 1
  EXPECT_EQ(read<int>("-2147483649", INT_MIN, INT_MAX), "range");      // INT_MIN - 1
  EXPECT_EQ(read<int>("4294967297", 0, 10), "range");                  // 2^32 + 1: not 1
  EXPECT_EQ(read<int>("99999999999999999999999999", 0, 10), "range");
  EXPECT_EQ(read<int>("99999999999999999999999999x", 0, 10), "no");   // trailing garbage first
  EXPECT_EQ(read<std::uint64_t>("18446744073709551615", 0, UINT64_MAX), "18446744073709551615");
  EXPECT_EQ(read<std::uint64_t>("18446744073709551616", 0, UINT64_MAX), "range");  // 2^64
  EXPECT_EQ(read<long long>("-9223372036854775808", LLONG_MIN, LLONG_MAX),
            std::to_string(LLONG_MIN));
  // Without the flag, the same answers.
  EXPECT_EQ(parse_number<int>("11", 0, 10), std::nullopt);
  EXPECT_EQ(parse_number<int>("9", 0, 10), 9);
}

TEST(NumberRule, OptionValues) {
  const auto size_error = [](const std::string& value) {
    return run(bitcc::cli::run_rhex, {"--size", value}, "").err;
  };
  for (const std::string bad : {"", "+5", " 5", "5 ", "5x", "-5", "0x5", "99999999999999999999999"})
    EXPECT_EQ(size_error(bad), "bitcc rhex: --size: '" + bad +
                                   "' is not a whole number from 2 to 19\n"
                                   "Run 'bitcc rhex --help' for usage.\n")
        << bad;
  EXPECT_EQ(size_error("\x1b[1m"),
            "bitcc rhex: --size: '\\x1b[1m' is not a whole number from 2 to 19\n"
            "Run 'bitcc rhex --help' for usage.\n");
  const Outcome good = run(bitcc::cli::run_rhex, {"--size=05"}, "b A1\n");
  EXPECT_EQ(good.status, 0) << good.err;
}

TEST(NumberRule, GameCoordinates) {
  const std::string expected =
      ": expected a point like C4 (columns A-H, J, no I; rows 1-9)\n";
  for (const std::string bad : {"C+4", "C-4", "C4x", "C0", "C10", "C", "C99999999999"}) {
    const Outcome r = run(bitcc::cli::run_go, {}, "b " + bad + "\n");
    EXPECT_EQ(r.status, 1) << bad;
    EXPECT_NE(r.err.find("'" + bad + "'" + expected), std::string::npos) << bad << ": " << r.err;
  }
  EXPECT_EQ(run(bitcc::cli::run_go, {}, "b C04\n").status, 0);
}

TEST(NumberRule, TerrainQueries) {
  const std::string map = "..#\n...\n\n";  // queries start on line 4
  const std::string not_numbers = "row and column numbers must be whole numbers";
  const std::string outside = " is outside the map (2 rows of 3 cells)";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"size +1 1", not_numbers},
      {"size 1 -1", not_numbers},
      {"size 1 1x", not_numbers},
      {"size 99999999999999999999 1", "row 99999999999999999999, column 1" + outside},
      {"size 0 1", "row 0, column 1" + outside},
      {"size 01 1", ""},  // answered: 5 cells
  };
  for (const auto& [query, message] : cases) {
    const Outcome r = run(bitcc::cli::run_terrain, {}, map + query + "\n");
    const std::string expected =
        message.empty() ? "" : "bitcc terrain: line 4: '" + query + "': " + message + "\n";
    EXPECT_EQ(r.err, expected) << query;
    EXPECT_EQ(r.status, message.empty() ? 0 : 1) << query;
  }
  EXPECT_NE(run(bitcc::cli::run_terrain, {}, map + "size 01 1\n").out.find("size 01 1: 5\n"),
            std::string::npos);
}

TEST(NumberRule, StcMoveLines) {
  std::string empty_grid;
  for (int row = 0; row < 12; ++row) empty_grid += "......\n";
  const std::string moves =
      "+1 2 0 1\n1 2 0 1x\n1 2 1001 0\n1 2 99999999999999999999 0\n"
      "skulls +1\nskulls 13\nskulls 99999999999999999999\n1 2 -0 1\n";
  const Outcome r = run(bitcc::cli::run_stc, {}, empty_grid + moves);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc stc: line 13: expected a move 'colorA colorB x rotation' (4 integers) or "
            "'skulls N', found '+1 2 0 1'\n"
            "bitcc stc: line 14: expected a move 'colorA colorB x rotation' (4 integers) or "
            "'skulls N', found '1 2 0 1x'\n"
            "bitcc stc: line 15: value out of range in '1 2 1001 0' (each is a whole number from "
            "-1000 to 1000)\n"
            "bitcc stc: line 16: value out of range in '1 2 99999999999999999999 0' (each is a "
            "whole number from -1000 to 1000)\n"
            "bitcc stc: line 17: expected 'skulls N' with N in 0..12, found 'skulls +1'\n"
            "bitcc stc: line 18: expected 'skulls N' with N in 0..12, found 'skulls 13'\n"
            "bitcc stc: line 19: expected 'skulls N' with N in 0..12, found 'skulls "
            "99999999999999999999'\n");
  EXPECT_NE(r.out.find("move 1 (line 20): 1 2 0 1\n"), std::string::npos) << r.out;
}

TEST(CommentRule, WordsEndAtTheFirstHash) {
  using bitcc::cli::strip_word_comment;
  EXPECT_EQ(strip_word_comment("b C4  # a move"), "b C4");
  EXPECT_EQ(strip_word_comment("b C4#"), "b C4");
  EXPECT_EQ(strip_word_comment("# only a comment"), "");
  EXPECT_EQ(strip_word_comment("#"), "");
  EXPECT_EQ(strip_word_comment("  \t\r"), "");
  EXPECT_EQ(strip_word_comment("regions \t\r"), "regions");
  EXPECT_EQ(strip_word_comment("a\tb"), "a\tb");
}

TEST(Plural, SingularForOneAndIesAfterAConsonant) {
  using bitcc::cli::plural;
  EXPECT_EQ(plural(1, "row"), "1 row");
  EXPECT_EQ(plural(0, "row"), "0 rows");
  EXPECT_EQ(plural(2, "cell"), "2 cells");
  EXPECT_EQ(plural(-1, "cell"), "-1 cells");
  EXPECT_EQ(plural(1, "family"), "1 family");
  EXPECT_EQ(plural(3, "family"), "3 families");
  EXPECT_EQ(plural(3, "day"), "3 days");
  EXPECT_EQ(plural(2, "y"), "2 ys");
}

// What std::to_chars writes for `value`, against `ours` (up to `end`).
void expect_to_chars(const char* ours, const char* end, std::uint64_t value) {
  char theirs[32];
  const char* their_end = std::to_chars(theirs, theirs + sizeof theirs, value).ptr;
  ASSERT_EQ(std::string(ours, static_cast<std::size_t>(end - ours)),
            std::string(theirs, static_cast<std::size_t>(their_end - theirs)))
      << value;
}

// write_decimal against std::to_chars: every number below 10^6, the 8-digit blocks' edges at
// every power of ten, every power of two and its neighbours, and random numbers of every length.
TEST(Decimal, WritesWhatToCharsWrites) {
  const auto expect_same = [](std::uint64_t value) {
    char ours[32];
    expect_to_chars(ours, bitcc::cli::write_decimal(ours, value), value);
  };
  for (std::uint64_t value = 0; value < 1000000; ++value) expect_same(value);
  for (std::uint64_t power = 10; power <= 10000000000000000000u; power *= 10) {
    for (std::uint64_t value = power - 3; value <= power + 3; ++value) expect_same(value);
    if (power > std::numeric_limits<std::uint64_t>::max() / 10) break;
  }
  for (int bit = 0; bit < 64; ++bit) {
    const std::uint64_t power = std::uint64_t{1} << bit;
    expect_same(power - 1);
    expect_same(power);
    expect_same(power + 1);
  }
  expect_same(std::numeric_limits<std::uint64_t>::max());
  std::mt19937_64 random(10);
  for (int i = 0; i < 100000; ++i) expect_same(random() >> (random() % 64));
}

// DecimalCounter against std::to_chars: counting up by one from 0 past 10^6, across every power of
// ten (the number gains a digit) up to 2^64 - 1, and jumps (down, up by more than one, repeats).
TEST(Decimal, CounterWritesWhatToCharsWrites) {
  bitcc::cli::DecimalCounter counter;
  const auto expect_same = [&](std::uint64_t value) {
    char ours[48];
    expect_to_chars(ours, counter.write(ours, value), value);
  };
  for (std::uint64_t value = 0; value < 1100000; ++value) expect_same(value);
  for (std::uint64_t power = 10; power <= 10000000000000000000u; power *= 10) {
    for (std::uint64_t value = power - 12; value <= power + 12; ++value) expect_same(value);
    if (power > std::numeric_limits<std::uint64_t>::max() / 10) break;
  }
  for (std::uint64_t value = std::numeric_limits<std::uint64_t>::max() - 5; value != 0; ++value)
    expect_same(value);
  expect_same(0);  // after 2^64 - 1: one more, as unsigned arithmetic wraps, is not 2^64
  for (const std::uint64_t value : {7u, 7u, 3u, 9u, 10u, 10u, 99u, 100u, 5u, 6u})
    expect_same(value);
  std::mt19937_64 random(11);
  for (int i = 0; i < 100000; ++i) {
    const std::uint64_t value = random() >> (random() % 64);
    expect_same(value);
    expect_same(value + 1 == 0 ? value : value + 1);
  }
}

}  // namespace
