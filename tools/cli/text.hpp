// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/text.hpp: the text rules of the `bitcc` command and of the other tools that read or
// write words (keywords, comments in lines of words, numbers, plurals), in one place. Standard
// library only, so that the contest benchmark (built against the single header alone) and the
// benchmark runner include it too.
#pragma once

#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace bitcc::cli {

/// True when `word` is `keyword` in any case ("PASS", "Pass" and "pass" are the keyword "pass").
inline bool is_keyword(std::string_view word, std::string_view keyword) {
  if (word.size() != keyword.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(word[i])) !=
        std::tolower(static_cast<unsigned char>(keyword[i])))
      return false;
  return true;
}

/// Reads `text` as a whole decimal number from `low` to `high`: digits only, with a leading '-'
/// only when the range holds negative numbers (low < 0). Refused: empty text, '+', a space
/// (before, inside or after), any other character, and a number outside [low, high], however
/// many digits it has (no wrap-around). Leading zeros are accepted ("007" is 7). Nullopt when
/// refused; then `*out_of_range` (when given) is true when `text` was a whole number by that rule
/// but outside [low, high], false when it was not a number at all.
template <class Integer>
std::optional<Integer> parse_number(std::string_view text, Integer low, Integer high,
                                    bool* out_of_range = nullptr) {
  static_assert(std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>);
  if (out_of_range != nullptr) *out_of_range = false;
  bool negative_allowed = false;
  if constexpr (std::is_signed_v<Integer>) negative_allowed = low < 0;
  if (text.empty() || (text[0] == '-' && !negative_allowed)) return std::nullopt;
  Integer value{};
  const char* const end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (stop != end) return std::nullopt;  // no digits, or digits followed by another character
  if (error == std::errc::result_out_of_range || value < low || value > high) {
    if (out_of_range != nullptr) *out_of_range = true;
    return std::nullopt;
  }
  return value;
}

/// `line`, a line of words (moves, queries, hexadecimal boards), without its comment and without
/// the spaces, tabs and '\r' that end it: a comment runs from the first `#` to the end of the line.
/// (In rows of cells, where `#` is a cell, comments follow bitcc/io.hpp's strip_row_comment.)
inline std::string_view strip_word_comment(std::string_view line) {
  line = line.substr(0, line.find('#'));
  const std::size_t end = line.find_last_not_of(" \t\r");
  return line.substr(0, end == std::string_view::npos ? 0 : end + 1);
}

/// "a whole number from <low> to <high>": what parse_number accepts, for messages.
template <class Integer>
std::string whole_number_from(Integer low, Integer high) {
  return "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
}

/// The count and its noun, singular for 1: plural(1, "row") is "1 row", plural(2, "cell") is
/// "2 cells", plural(3, "family") is "3 families" (a consonant then 'y' becomes "ies"; other
/// nouns add an s).
inline std::string plural(long long count, std::string_view noun) {
  std::string text = std::to_string(count) + " ";
  if (count == 1) return text.append(noun);
  if (noun.size() > 1 && noun.back() == 'y' &&
      std::string_view("aeiou").find(noun[noun.size() - 2]) == std::string_view::npos) {
    noun.remove_suffix(1);
    return text.append(noun).append("ies");
  }
  return text.append(noun).append("s");
}

namespace text_detail {

// The 8 decimal digits of value (< 10^8, leading zeros included) as the bytes of a word, the
// last digit in the high byte (memory order on a little-endian machine), each 0..9: the number
// split into halves, quarters and single digits by multiplying with reciprocals (exact below
// 10^8), all lanes at once, then the bytes reversed.
inline std::uint64_t eight_digits(std::uint32_t value) {
  std::uint64_t x = value;
  x += ((std::uint64_t{1} << 32) - 10000) * ((x * 0x68db8bb) >> 40);
  x += ((std::uint64_t{1} << 16) - 100) * (((x * 0x147b) >> 19) & 0x0000007f0000007f);
  x += ((std::uint64_t{1} << 8) - 10) * (((x * 0x67) >> 10) & 0x000f000f000f000f);
  return __builtin_bswap64(x);
}

}  // namespace text_detail

/// Writes `value` in decimal at `p` (what std::to_chars writes) and returns the end; may write up
/// to 24 bytes from p, past the digits too. Made for long tables of numbers (bitcc image --stream
/// --stats writes hundreds of millions of lines): 8 digits at a time, no loop over digits. On lines
/// of a large map's table (a 9-digit number, two of 5 and three of 1) 17 ns a line, std::to_chars
/// 19.5..24 (Zen 5, g++ 12 -O3).
inline char* write_decimal(char* p, std::uint64_t value) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  constexpr std::uint64_t kZeros = 0x3030303030303030;  // '0' in each byte
  constexpr std::uint64_t kEight = 100000000;
  // The leading block of up to 8 digits, its leading zero digits (the low zero bytes) dropped but
  // one, then the blocks of 8 after it whole.
  const auto leading = [&](std::uint64_t block) {
    const std::uint64_t digits = text_detail::eight_digits(static_cast<std::uint32_t>(block));
    const int zeros = __builtin_ctzll(digits | (std::uint64_t{1} << 56)) / 8;
    const std::uint64_t shown = (digits >> (8 * zeros)) | kZeros;
    std::memcpy(p, &shown, 8);
    p += 8 - zeros;
  };
  const auto whole = [&](std::uint64_t block) {
    const std::uint64_t digits =
        text_detail::eight_digits(static_cast<std::uint32_t>(block)) | kZeros;
    std::memcpy(p, &digits, 8);
    p += 8;
  };
  if (value < 10) {  // most widths, heights and areas of a large map's components
    *p = static_cast<char>('0' + value);
    return p + 1;
  }
  if (value < kEight) {
    leading(value);
  } else if (value < kEight * kEight) {
    leading(value / kEight);
    whole(value % kEight);
  } else {
    leading(value / (kEight * kEight));
    whole(value / kEight % kEight);
    whole(value % kEight);
  }
  return p;
#else
  return std::to_chars(p, p + 24, value).ptr;
#endif
}

/// Writes numbers that mostly go up by one from one call to the next (a table's first column) in
/// decimal: the last number's digits are kept and counted up in place (one digit changes nine
/// times in ten), others written by write_decimal. As write_decimal, may write up to 24 bytes
/// from p. A 9-digit number: write_decimal takes two blocks of 8 digits, this a digit.
class DecimalCounter {
 public:
  char* write(char* p, std::uint64_t value) {
    if (length_ == 0 || value != last_ + 1 || value == 0) {  // 0 after 2^64 - 1 is no count up
      length_ = static_cast<std::size_t>(write_decimal(digits_, value) - digits_);
    } else {
      std::size_t i = length_;
      while (i > 0 && digits_[i - 1] == '9') digits_[--i] = '0';
      if (i > 0) {
        ++digits_[i - 1];
      } else {  // 99..9 + 1: a digit more
        std::memmove(digits_ + 1, digits_, length_++);
        digits_[0] = '1';
      }
    }
    last_ = value;
    std::memcpy(p, digits_, 24);
    return p + length_;
  }

 private:
  char digits_[48] = {};  // 20 digits at most, and write_decimal's spare bytes
  std::size_t length_ = 0;
  std::uint64_t last_ = 0;
};

}  // namespace bitcc::cli
