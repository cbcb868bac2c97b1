// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/line_reader.hpp: the one line-reading loop of every `bitcc` subcommand (internal).
//
// Every subcommand reads its input through LineReader, so all of them share these rules:
//   - A line is at most kMaxLineLength bytes, its '\n' and a trailing '\r' not counted. A longer
//     line is reported on the error stream ("line N: too long ...") and skipped without being
//     stored: memory stays bounded whatever the input, and the lines after it are still read.
//   - Lines are numbered from 1 with a 64-bit counter.
//   - Blank lines follow bitcc/io.hpp (is_blank), comments text.hpp (strip_word_comment) in lines
//     of words and bitcc/io.hpp (strip_row_comment) in rows of cells: next_command() gives
//     command lines without their comment and skips the lines left empty; readers of pictures,
//     grids and maps take whole lines with next() and leave comments to the parsers.
//   - A read error (standard input is a directory, an I/O error) is not taken for the end of the
//     input: it is reported ("cannot read standard input: Is a directory") and failed() is true,
//     so the subcommand exits with a non-zero status.
#pragma once

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <limits>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/io.hpp"
#include "commands.hpp"
#include "text.hpp"

namespace bitcc::cli {

/// The longest line, in bytes, without its end of line ('\n', or "\r\n").
inline constexpr std::size_t kMaxLineLength = 65536;

/// The most characters of an input line (or word) a message quotes.
inline constexpr std::size_t kQuotedLength = 60;

/// The length of the UTF-8 sequence at `text[at]` (1 for ASCII), or 0 when the bytes there are no
/// valid UTF-8 (a stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF, cut).
inline std::size_t utf8_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) {
    return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u;
  };
  const unsigned lead = byte(0);
  // The lead byte gives the length and the range of the second byte (RFC 3629, section 4).
  std::size_t length = 0;
  unsigned low = 0x80, high = 0xbf;
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) length = 3;
  else if (lead >= 0xf0 && lead <= 0xf4) length = 4;
  else return 0;
  if (lead == 0xe0) low = 0xa0;
  if (lead == 0xed) high = 0x9f;
  if (lead == 0xf0) low = 0x90;
  if (lead == 0xf4) high = 0x8f;
  if (byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xbf) return 0;
  return length;
}

/// `text` quoted for a message: '...', its first kQuotedLength characters, then "... (N bytes)"
/// when it is longer. Control bytes are escaped as printable() does (bitcc/io.hpp), and so are the
/// bytes that are not UTF-8 and the C1 controls (U+0080..U+009F), one `\xHH` per byte: a message
/// never sends a terminal raw bytes or a 60 KB line.
inline std::string quote_line(std::string_view text) {
  std::string shown = "'";
  std::size_t at = 0;
  for (std::size_t characters = 0; at < text.size() && characters < kQuotedLength; ++characters) {
    const std::size_t length = utf8_length(text, at);
    const bool c1_control = length == 2 && static_cast<unsigned char>(text[at + 1]) < 0xa0 &&
                            static_cast<unsigned char>(text[at]) == 0xc2;
    if (length == 1) {
      shown += printable(text.substr(at, 1));
    } else if (length > 1 && !c1_control) {
      shown.append(text, at, length);
    } else {
      for (std::size_t i = 0; i < (length > 1 ? length : 1); ++i) {
        const auto byte = static_cast<unsigned char>(text[at + i]);
        shown += "\\x";
        shown += "0123456789abcdef"[byte >> 4];
        shown += "0123456789abcdef"[byte & 15];
      }
    }
    at += length > 1 ? length : 1;
  }
  shown += "'";
  if (at < text.size()) shown += "... (" + std::to_string(text.size()) + " bytes)";
  return shown;
}

/// True when `line`, among rows of cells (pictures, grids, maps), holds a comment and nothing else
/// (strip_row_comment): readers skip it.
inline bool is_comment_only(std::string_view line) {
  return !is_blank(line) && strip_row_comment(line).empty();
}

class LineReader {
 public:
  /// Reads `in`; messages go to `err` prefixed by `command` (e.g. "bitcc label") and name the
  /// input as `source` (e.g. "standard input").
  /// `lines_before` is the number of lines of the input consumed before `in` (the first line
  /// read is numbered lines_before + 1).
  LineReader(std::istream& in, std::ostream& err, std::string_view command,
             std::string_view source = "standard input", std::uint64_t lines_before = 0)
      : in_(in),
        err_(err),
        command_(command),
        source_(source),
        buffer_(kMaxLineLength + 2),
        line_number_(lines_before) {}

  /// Stores the next line that is not too long in `line` (without '\n' or a trailing '\r') and
  /// returns true; false at the end of the input or after a read error (see failed()).
  bool next(std::string& line) {
    for (;;) {
      if (done_) return false;
      errno = 0;  // a failed read leaves its reason here; nothing older must be reported
      // getline stores at most buffer_.size() - 1 bytes: one more than the longest line plus its
      // '\r', so a longer line is seen as too long by its stored length alone.
      in_.getline(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
      const std::size_t extracted = static_cast<std::size_t>(in_.gcount());
      if (in_.bad()) return fail_reading();
      if (extracted == 0 && in_.fail()) return end();  // nothing left (eof)
      ++line_number_;
      std::size_t length = extracted;
      bool whole = true;  // the line's end was reached
      if (in_.fail()) {
        // The buffer filled before the '\n': drop the rest of the line.
        in_.clear(in_.rdstate() & ~std::ios::failbit);
        errno = 0;
        in_.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        if (in_.bad()) return fail_reading();
        whole = false;
      } else if (!in_.eof()) {
        --length;  // gcount counted the '\n'
      }
      if (length > 0 && buffer_[length - 1] == '\r') --length;
      if (whole && length <= kMaxLineLength) {
        line.assign(buffer_.data(), length);
        return true;
      }
      ++skipped_;
      err_ << command_ << ": line " << line_number_ << ": too long (more than " << kMaxLineLength
           << " bytes), skipped\n";
    }
  }

  /// Like next(), for lines of words (moves, queries, hexadecimal boards): stores the next line
  /// that holds more than a comment, without its comment (strip_word_comment) and its trailing
  /// blanks.
  bool next_command(std::string& line) {
    while (next(line)) {
      const std::size_t length = strip_word_comment(line).size();
      if (length == 0) continue;
      line.resize(length);
      return true;
    }
    return false;
  }

  /// The number of the line last read or skipped (0 before the first).
  std::uint64_t line_number() const { return line_number_; }

  /// How many lines were skipped for being too long so far.
  std::uint64_t skipped() const { return skipped_; }

  /// True after a read error (already reported on the error stream).
  bool failed() const { return failed_; }

  /// Reports the line last read as refused, on the error stream: "<command>: line N: <message>".
  void refuse(const std::string& message) {
    err_ << command_ << ": line " << line_number_ << ": " << message << '\n';
    refused_ = true;
  }

  /// The exit status of a command that reads lines: kExitBadInput when a line was refused,
  /// skipped for its length, or the input could not be read; kExitOk otherwise.
  int exit_status() const { return refused_ || skipped_ != 0 || failed_ ? kExitBadInput : kExitOk; }

 private:
  bool end() {
    done_ = true;
    return false;
  }

  bool fail_reading() {
    const int reason = errno;
    err_ << command_ << ": cannot read " << source_;
    if (reason != 0) err_ << ": " << std::strerror(reason);
    err_ << "\n";
    failed_ = true;
    return end();
  }

  std::istream& in_;
  std::ostream& err_;
  std::string command_;
  std::string source_;
  std::vector<char> buffer_;
  std::uint64_t line_number_;
  std::uint64_t skipped_ = 0;
  bool failed_ = false;
  bool refused_ = false;
  bool done_ = false;
};

}  // namespace bitcc::cli
