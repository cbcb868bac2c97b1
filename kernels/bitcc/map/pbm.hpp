// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/pbm.hpp: Netpbm bitmaps (PBM) in and out of a BitMap, label images out as PGM.
//
// read_pbm_from reads the first image, plain (P1) or raw (P4), from a byte source as its bytes
// come (read_pbm_stream from a std::istream, read_pbm from the bytes of a whole file, a
// std::string_view). A black pixel (1) is a set cell; row 0 is the image's top row, column 0 its
// left. The format, as Netpbm's pbm(5) gives it:
//   - the magic number "P1" or "P4", then the width and the height in decimal ASCII digits, each
//     after whitespace (space, tab, '\n', '\v', '\f', '\r'); a '#' in the header starts a comment
//     that runs to the next '\n' or '\r', and counts as whitespace;
//   - P1: width x height digits '0' or '1', row by row, whitespace optional between them (so
//     "0110" is four cells), comments allowed wherever whitespace is;
//   - P4: exactly one whitespace byte after the height (or a comment ended by '\n' or '\r'), then
//     height rows of ceil(width / 8) bytes, each row's cells from the most significant bit of its
//     first byte; the bits past the last column of a row are padding, ignored.
// Bytes after the last raster byte (P1: after the last digit) are not read, another image
// included: only the first image is read, and `end` (when given) receives the offset just past
// it, where a next image would start.
//
// Errors are values (PbmProblem), never exceptions or undefined behaviour, for any bytes; describe
// words them (the `bitcc image` command prints its words). Limits: a width or height of at most
// kMaxPbmSide (2^31) pixels and at most kMaxPbmCells (2^36) pixels in all. The map's words are
// made as the raster arrives, never ahead of it (a header alone allocates nothing), so what is
// allocated is at most 16 times the bytes read, plus 4 KiB: a P4 row of 1 byte, or a P1 row of 1
// digit, becomes a row of one 64-bit word, and the storage at most doubles at a time.
//
// The writers: write_pbm (P4, the inverse of read_pbm for any map of at least one cell) and
// write_pgm (a LabelImage as a PGM P5 grey map, a label per pixel: 8-bit samples up to 255
// components, 16-bit big-endian samples up to 65535, and no image beyond: kMaxPgmLabels).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "bitcc/map/bitmap.hpp"
#include "bitcc/map/label.hpp"

namespace bitcc::map {

/// The largest width or height read_pbm accepts, in pixels.
inline constexpr std::uint64_t kMaxPbmSide = std::uint64_t{1} << 31;
/// The most pixels (width x height) read_pbm accepts: a BitMap of 8 GiB.
inline constexpr std::uint64_t kMaxPbmCells = std::uint64_t{1} << 36;
/// The most components write_pgm writes: a PGM sample holds at most 65535.
inline constexpr std::uint64_t kMaxPgmLabels = 65535;

/// Why read_pbm refused its input. `offset` is where, in bytes from the start of the input (0 for
/// the first byte), and `line` the line of that byte, counted from 1 ('\n' ends a line).
struct PbmProblem {
  enum class Field : unsigned char { Width, Height };
  enum class Kind : unsigned char {
    BadMagic,      // the input does not start with "P1" or "P4" followed by whitespace or '#', or
                   // is empty (offset 0); `found` bytes of it were read, 0 when it is empty
    MissingSize,   // the input ends where `field` should be (offset: the input's size)
    NotANumber,    // `byte`, at offset, where `field`'s digits or the whitespace after them should
                   // be
    ZeroSize,      // `field` is 0 (offset: its first digit)
    SideTooLarge,  // `field` is over kMaxPbmSide (offset: its first digit)
    TooManyCells,  // width x height (`width`, `height`) is over kMaxPbmCells (offset: the
                   // height's first digit)
    NoSeparator,   // P4: `byte`, right after the height, is not whitespace or '#'
    Truncated,     // the raster ends early (offset: the input's size): `expected` units, `found`
                   // of them; a unit is a digit for P1, a byte for P4; `row_units` per row
    InvalidDigit,  // P1: `byte`, at offset, is not '0', '1', whitespace or '#'; `found` digits
                   // came before it
    OutOfMemory,   // the BitMap of `width` x `height` could not be allocated (offset: how far the
                   // raster was read)
  };
  Kind kind = Kind::BadMagic;
  std::size_t offset = 0;
  std::size_t line = 1;
  bool plain = false;  // P1 (true) or P4; false when the magic was not read
  Field field = Field::Width;
  char byte = 0;
  std::uint64_t width = 0, height = 0;  // once read (TooManyCells, Truncated, InvalidDigit, ...)
  std::uint64_t expected = 0, found = 0, row_units = 0;  // Truncated, InvalidDigit (found)
};

namespace pbm_detail {

/// Netpbm's whitespace: space, tab, '\n', '\v', '\f', '\r'.
constexpr bool is_space(int c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

constexpr bool is_digit(int c) { return c >= '0' && c <= '9'; }

// reversed[b]: the byte b with its bits in the opposite order (P4's MSB-first to the map's
// bit-0-first, and back).
constexpr std::array<std::uint8_t, 256> reversed_bytes() {
  std::array<std::uint8_t, 256> table{};
  for (unsigned b = 0; b < 256; ++b) {
    unsigned r = 0;
    for (unsigned k = 0; k < 8; ++k) r |= ((b >> k) & 1) << (7 - k);
    table[b] = static_cast<std::uint8_t>(r);
  }
  return table;
}
inline constexpr std::array<std::uint8_t, 256> kReversed = reversed_bytes();

/// The input of read_pbm_from: bytes taken from `source` into a small buffer, never more at once
/// than the caller says the image still needs (so nothing past the image is asked for), with the
/// offset and line of the next byte.
template <class Source>
class Input {
 public:
  explicit Input(Source& source) : source_(source) {}

  /// The next byte (0..255), or -1 at the end of the input. `needed`: how many more bytes the
  /// image holds at least, counting this one; the most asked of the source at once.
  int peek(std::uint64_t needed = 1) {
    fill(needed);
    return at_ < size_ ? static_cast<unsigned char>(buffer_[at_]) : -1;
  }
  /// Consumes the byte peek() returned; requires one.
  void next() {
    line_ += buffer_[at_] == '\n';
    ++at_;
    ++offset_;
  }
  /// Consumes and returns up to `most` bytes (at least 1 unless the input has ended), at most
  /// what the buffer holds.
  std::string_view take(std::uint64_t most) {
    fill(most);
    const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(most, size_ - at_));
    const std::string_view bytes(buffer_.data() + at_, n);
    for (const char c : bytes) line_ += c == '\n';
    at_ += n;
    offset_ += n;
    return bytes;
  }
  std::size_t offset() const { return offset_; }
  std::size_t line() const { return line_; }

 private:
  void fill(std::uint64_t needed) {
    if (at_ < size_ || ended_) return;
    const std::size_t ask =
        static_cast<std::size_t>(std::clamp<std::uint64_t>(needed, 1, buffer_.size()));
    at_ = 0;
    size_ = std::min(static_cast<std::size_t>(source_(buffer_.data(), ask)), ask);
    ended_ = size_ == 0;
  }

  Source& source_;
  std::array<char, 4096> buffer_;
  std::size_t at_ = 0, size_ = 0, offset_ = 0, line_ = 1;
  bool ended_ = false;
};

/// The words of a map of `total` words, made (clear) as its raster arrives: the storage grows to
/// hold word `index` when it is first touched, at most doubling at a time and never past `total`,
/// so what is allocated follows what was read. Throws std::bad_alloc or std::length_error when
/// memory is short.
class GrowingWords {
 public:
  explicit GrowingWords(std::size_t total) : total_(total) {}
  /// Makes the words up to `index` (requires index < total); returns the first.
  std::uint64_t* through(std::size_t index) {
    if (index >= words_.size()) {
      if (index >= words_.capacity())
        words_.reserve(std::min(total_, std::max({index + 1, 2 * words_.capacity(),
                                                  std::size_t{512}})));
      words_.resize(index + 1);
    }
    return words_.data();
  }
  std::uint64_t& operator[](std::size_t index) { return through(index)[index]; }
  std::vector<std::uint64_t> release() { return std::move(words_); }
  /// Clears the words made so far, keeping them (for a band of rows used again).
  void clear() { std::fill(words_.begin(), words_.end(), std::uint64_t{0}); }

 private:
  std::size_t total_;
  std::vector<std::uint64_t> words_;
};

/// `count` and its noun, with an s unless count is 1 (the nouns here are regular).
inline std::string count_of(std::uint64_t count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

/// Where read_with puts the raster: the whole map's words (read_pbm_from). A sink has
/// begin(width, height, words_per_row), called once the header is read; row(r, k), the words of
/// row r with words 0..k of it made (clear until written); row_done(r), once row r is whole.
class MapSink {
 public:
  void begin(std::uint64_t width, std::uint64_t height, std::uint64_t words_per_row) {
    width_ = static_cast<std::size_t>(width);
    height_ = static_cast<std::size_t>(height);
    words_per_row_ = static_cast<std::size_t>(words_per_row);
    words_ = GrowingWords(words_per_row_ * height_);
  }
  std::uint64_t* row(std::uint64_t r, std::size_t through) {
    const std::size_t first = static_cast<std::size_t>(r) * words_per_row_;
    return words_.through(first + through) + first;
  }
  void row_done(std::uint64_t) {}
  BitMap release() { return BitMap(width_, height_, words_.release()); }

 private:
  std::size_t width_ = 0, height_ = 0, words_per_row_ = 0;
  GrowingWords words_{0};
};

/// Thrown through read_with when a band's receiver threw (RowsSink keeps what it threw).
struct StopReading {};

/// Where read_pbm_rows_from puts the raster: bands of rows, handed to on_rows(words, first_row,
/// count) as each band is whole (kBandBytes of words, or one row when a row is larger); the
/// band's words are made as the raster arrives, as the map's are.
template <class OnRows>
class RowsSink {
 public:
  static constexpr std::size_t kBandBytes = std::size_t{1} << 18;
  explicit RowsSink(OnRows& on_rows) : on_rows_(on_rows) {}
  void begin(std::uint64_t, std::uint64_t height, std::uint64_t words_per_row) {
    height_ = height;
    words_per_row_ = static_cast<std::size_t>(words_per_row);
    band_rows_ = std::max<std::size_t>(1, kBandBytes / 8 / words_per_row_);
    if (band_rows_ > height) band_rows_ = static_cast<std::size_t>(height);
    band_ = GrowingWords(band_rows_ * words_per_row_);
  }
  std::uint64_t* row(std::uint64_t r, std::size_t through) {
    const std::size_t first = static_cast<std::size_t>(r % band_rows_) * words_per_row_;
    return band_.through(first + through) + first;
  }
  void row_done(std::uint64_t r) {
    if ((r + 1) % band_rows_ != 0 && r + 1 != height_) return;
    const std::uint64_t first = r - r % band_rows_;
    const std::size_t count = static_cast<std::size_t>(r + 1 - first);
    // A band of one row may be made only through its last set byte's word: made whole here.
    const std::uint64_t* words = band_.through(count * words_per_row_ - 1);
    try {
      on_rows_(words, first, count);
    } catch (...) {
      thrown = std::current_exception();
      throw StopReading{};
    }
    band_.clear();
  }
  std::exception_ptr thrown;

 private:
  OnRows& on_rows_;
  std::uint64_t height_ = 0;
  std::size_t words_per_row_ = 0, band_rows_ = 1;
  GrowingWords band_{0};
};

}  // namespace pbm_detail

namespace pbm_detail {
template <class Source, class Sink>
bool read_with(Source& source, Sink& sink, PbmProblem* problem, std::size_t* end, bool* plain);
}  // namespace pbm_detail

/// Reads the first image of a PBM input (P1 or P4) into a BitMap, taking its bytes from `source`
/// as they come: see the top of this file for the format, the limits and what follows the image.
/// `source` is called as `std::size_t source(char* buffer, std::size_t size)`: it puts at most
/// `size` bytes (at least 1) at `buffer` and returns how many, 0 at the end of the input (or on a
/// read error, which the source reports to its owner). It is never asked for a byte past the
/// image: past the header's last byte (P4: its one whitespace byte, or the '\n' or '\r' ending a
/// comment), read_pbm_from asks for no more than the raster's bytes (P4) or digits (P1) still
/// missing. On success, `*end` (when given) is the number of bytes consumed, the offset just past
/// the raster, and `*plain` (when given) tells P1 (true) from P4. Nullopt when refused, with the
/// reason in `*problem` (when given). Throws only what `source` throws.
template <class Source>
std::optional<BitMap> read_pbm_from(Source&& source, PbmProblem* problem = nullptr,
                                    std::size_t* end = nullptr, bool* plain = nullptr) {
  pbm_detail::MapSink sink;
  if (!pbm_detail::read_with(source, sink, problem, end, plain)) return std::nullopt;
  return sink.release();
}

namespace pbm_detail {

/// read_pbm_from's reading, the raster into `sink` (MapSink, RowsSink); false when refused.
template <class Source, class Sink>
bool read_with(Source& source, Sink& sink, PbmProblem* problem, std::size_t* end, bool* plain) {
  using Kind = PbmProblem::Kind;
  using Field = PbmProblem::Field;
  pbm_detail::Input<Source> input(source);
  PbmProblem found;
  auto fail_at = [&](Kind kind, std::size_t offset, std::size_t line) {
    found.kind = kind;
    found.offset = offset;
    found.line = line;
    if (problem) *problem = found;
    return false;
  };
  auto fail = [&](Kind kind) { return fail_at(kind, input.offset(), input.line()); };

  // "P1" or "P4", then whitespace, '#' or the end (the byte after the magic is left for below).
  // Until then `found` counts the bytes read, for a refusal (0: the input is empty).
  const int p = input.peek();
  found.found = p >= 0;
  if (p != 'P') return fail_at(Kind::BadMagic, 0, 1);
  input.next();
  const int format = input.peek();
  found.found += format >= 0;
  if (format != '1' && format != '4') return fail_at(Kind::BadMagic, 0, 1);
  input.next();
  const int after = input.peek();
  found.found += after >= 0;
  if (after >= 0 && !pbm_detail::is_space(after) && after != '#')
    return fail_at(Kind::BadMagic, 0, 1);
  found.found = 0;
  found.plain = format == '1';
  if (plain) *plain = found.plain;

  // Whitespace and comments ('#' to the next '\n' or '\r', which is left).
  auto skip_space = [&] {
    for (int c = input.peek(); c >= 0; c = input.peek()) {
      if (c == '#') {
        for (c = input.peek(); c >= 0 && c != '\n' && c != '\r'; c = input.peek()) input.next();
      } else if (pbm_detail::is_space(c)) {
        input.next();
      } else {
        return;
      }
    }
  };

  // The width, then the height: whitespace and comments, digits, then whitespace, '#' or the end.
  std::uint64_t size[2] = {0, 0};
  std::size_t height_offset = 0, height_line = 1;
  for (int k = 0; k < 2; ++k) {
    found.field = k == 0 ? Field::Width : Field::Height;
    skip_space();
    int c = input.peek();
    if (c < 0) return fail(Kind::MissingSize);
    if (!pbm_detail::is_digit(c)) {
      found.byte = static_cast<char>(c);
      return fail(Kind::NotANumber);
    }
    const std::size_t digits_offset = input.offset(), digits_line = input.line();
    std::uint64_t value = 0;
    for (; pbm_detail::is_digit(c); c = input.peek()) {
      value = value * 10 + static_cast<unsigned>(c - '0');
      if (value > kMaxPbmSide) return fail_at(Kind::SideTooLarge, digits_offset, digits_line);
      input.next();
    }
    if (value == 0) return fail_at(Kind::ZeroSize, digits_offset, digits_line);
    size[k] = value;
    if (k == 0) {
      found.width = value;
    } else {
      found.height = value;
      height_offset = digits_offset;
      height_line = digits_line;
    }
    if (c >= 0 && !pbm_detail::is_space(c) && c != '#') {
      found.byte = static_cast<char>(c);
      return fail(found.plain || k == 0 ? Kind::NotANumber : Kind::NoSeparator);
    }
  }
  const std::uint64_t width = size[0], height = size[1];
  if (width * height > kMaxPbmCells)  // < 2^62
    return fail_at(Kind::TooManyCells, height_offset, height_line);

  // The raster, into words made as it arrives (a BitMap's layout: bit c % 64 of word c / 64 of
  // its row).
  const std::uint64_t words_per_row = (width + 63) / 64;
  if (words_per_row > std::numeric_limits<std::size_t>::max() / 8 / height)  // 32-bit systems
    return fail(Kind::OutOfMemory);
  const std::uint64_t last_mask =
      width % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (width % 64)) - 1;
  sink.begin(width, height, words_per_row);
  try {
    if (!found.plain) {
      // One whitespace byte, or a comment and the '\n' or '\r' that ends it.
      if (input.peek() == '#')
        for (int c = input.peek(); c >= 0 && c != '\n' && c != '\r'; c = input.peek())
          input.next();
      if (input.peek() >= 0) input.next();
      const std::uint64_t row_bytes = (width + 7) / 8;
      found.row_units = row_bytes;
      found.expected = row_bytes * height;
      std::uint64_t r = 0, i = 0;  // the row and the byte in it
      while (found.found < found.expected) {
        const std::string_view bytes = input.take(found.expected - found.found);
        if (bytes.empty()) return fail(Kind::Truncated);
        found.found += bytes.size();
        // The bytes row by row: the words through the last one made, then filled.
        for (std::size_t k = 0; k < bytes.size();) {
          const std::size_t n =
              static_cast<std::size_t>(std::min<std::uint64_t>(bytes.size() - k, row_bytes - i));
          std::uint64_t* row = sink.row(r, static_cast<std::size_t>((i + n - 1) / 8));
          for (const std::size_t stop = k + n; k < stop; ++k, ++i)
            row[i / 8] |= std::uint64_t{pbm_detail::kReversed[static_cast<unsigned char>(bytes[k])]}
                          << (8 * (i % 8));
          if (i == row_bytes) {
            row[words_per_row - 1] &= last_mask;
            i = 0;
            sink.row_done(r++);
          }
        }
      }
    } else {
      // P1: digits '0' and '1', whitespace and comments between them; each digit is a byte, so
      // asking for the digits still missing never reads past the last one.
      found.row_units = width;
      found.expected = width * height;
      std::size_t r = 0, column = 0;
      while (found.found < found.expected) {
        const std::uint64_t missing = found.expected - found.found;
        int c = input.peek(missing);
        while (c == '#' || pbm_detail::is_space(c)) {  // a comment stops before its '\n' or '\r'
          if (c == '#') {
            for (; c >= 0 && c != '\n' && c != '\r'; c = input.peek(missing)) input.next();
          } else {
            input.next();
            c = input.peek(missing);
          }
        }
        if (c < 0) return fail(Kind::Truncated);
        if (c != '0' && c != '1') {
          found.byte = static_cast<char>(c);
          return fail(Kind::InvalidDigit);
        }
        sink.row(r, column / 64)[column / 64] |= std::uint64_t{c == '1'} << (column % 64);
        input.next();
        ++found.found;
        if (++column == width) {
          column = 0;
          sink.row_done(r++);
        }
      }
    }
  } catch (const std::bad_alloc&) {
    return fail(Kind::OutOfMemory);
  } catch (const std::length_error&) {
    return fail(Kind::OutOfMemory);
  }
  if (end) *end = input.offset();
  return true;
}

}  // namespace pbm_detail

/// Reads the first image of a PBM file (P1 or P4) from its bytes into a BitMap: read_pbm_from on
/// `bytes`. `*end` (when given) is the offset just past the image's raster. Never throws.
inline std::optional<BitMap> read_pbm(std::string_view bytes, PbmProblem* problem = nullptr,
                                      std::size_t* end = nullptr, bool* plain = nullptr) {
  std::size_t at = 0;
  return read_pbm_from(
      [&](char* buffer, std::size_t size) {
        const std::size_t n = std::min(size, bytes.size() - at);
        std::copy_n(bytes.data() + at, n, buffer);
        at += n;
        return n;
      },
      problem, end, plain);
}

/// Reads the first image of a PBM file from a stream (a std::istream opened in binary mode, or
/// anything with the same read and gcount): read_pbm_from, reading no byte past the image. When
/// it refuses the image for lack of bytes (MissingSize, Truncated), in.bad() tells whether the
/// input ended or a read failed.
template <class Stream>
std::optional<BitMap> read_pbm_stream(Stream& in, PbmProblem* problem = nullptr,
                                      std::size_t* end = nullptr, bool* plain = nullptr) {
  return read_pbm_from(
      [&in](char* buffer, std::size_t size) {
        in.read(buffer, static_cast<decltype(in.gcount())>(size));
        return static_cast<std::size_t>(in.gcount());
      },
      problem, end, plain);
}

/// Reads the first image of a PBM input as read_pbm_from does, without holding it: the raster is
/// handed over in bands of consecutive rows as each band is whole, `on_rows(words, first_row,
/// count)` with `count` rows of ceil(width / 64) words each in a BitMap's row layout (padding bits
/// clear), valid during the call; the bands cover the rows in order, each of about 256 KiB of
/// words (one row when a row is larger). `on_header(width, height, plain)` is called first, once
/// the header is read (before any band). Returns false when the input is refused, with the reason
/// in `*problem` as read_pbm_from gives it (after the bands read before the problem: a receiver
/// that must not act on a refused image holds its results until true comes back); `*end` as
/// read_pbm_from's, `*plain` P1 (true) or P4 (false also when the magic was not read). Memory: one band, made as the raster arrives. Throws what `source`,
/// `on_header` or `on_rows` throw (the reading stops there).
template <class Source, class OnHeader, class OnRows>
bool read_pbm_rows_from(Source&& source, OnHeader&& on_header, OnRows&& on_rows,
                        PbmProblem* problem = nullptr, std::size_t* end = nullptr,
                        bool* plain = nullptr) {
  // The header's callback runs before the raster: the sink's begin.
  struct Sink : pbm_detail::RowsSink<std::remove_reference_t<OnRows>> {
    Sink(std::remove_reference_t<OnRows>& rows, std::remove_reference_t<OnHeader>& header,
         bool& kind)
        : pbm_detail::RowsSink<std::remove_reference_t<OnRows>>(rows), on_header(header),
          plain_image(kind) {}
    void begin(std::uint64_t width, std::uint64_t height, std::uint64_t words_per_row) {
      on_header(width, height, plain_image);
      pbm_detail::RowsSink<std::remove_reference_t<OnRows>>::begin(width, height, words_per_row);
    }
    std::remove_reference_t<OnHeader>& on_header;
    bool& plain_image;
  };
  bool kind = false;
  Sink sink(on_rows, on_header, kind);
  try {
    // `kind` is set from the magic, before the header's end and the sink's begin.
    const bool read = pbm_detail::read_with(source, sink, problem, end, &kind);
    if (plain) *plain = kind;
    return read;
  } catch (const pbm_detail::StopReading&) {
    std::rethrow_exception(sink.thrown);
  }
}

/// read_pbm_rows_from on a stream, as read_pbm_stream reads one.
template <class Stream, class OnHeader, class OnRows>
bool read_pbm_rows_stream(Stream& in, OnHeader&& on_header, OnRows&& on_rows,
                          PbmProblem* problem = nullptr, std::size_t* end = nullptr,
                          bool* plain = nullptr) {
  return read_pbm_rows_from(
      [&in](char* buffer, std::size_t size) {
        in.read(buffer, static_cast<decltype(in.gcount())>(size));
        return static_cast<std::size_t>(in.gcount());
      },
      on_header, on_rows, problem, end, plain);
}

/// A problem of a PBM input in words, for a person: what is wrong and where (line and byte, both
/// counted from 1), or how much of the pixels the input holds when it ends early. One line, no
/// final '\n'; a quoted byte that is a control byte, a backslash or 0x80 and above is escaped
/// (`'\x1b'`). The `bitcc image` command prints it after "bitcc image: ".
inline std::string describe(const PbmProblem& problem) {
  using Kind = PbmProblem::Kind;
  const std::string field =
      problem.field == PbmProblem::Field::Width ? "the width" : "the height";
  const std::string where = "line " + std::to_string(problem.line) + ", byte " +
                            std::to_string(problem.offset + 1) + ": ";
  const auto value = static_cast<unsigned char>(problem.byte);
  std::string byte = "'";
  if (value == '\\') {
    byte += "\\\\";
  } else if (value == '\t') {
    byte += "\\t";
  } else if (value == '\r') {
    byte += "\\r";
  } else if (value < 0x20 || value >= 0x7f) {
    byte += std::string("\\x") + "0123456789abcdef"[value >> 4] + "0123456789abcdef"[value & 15];
  } else {
    byte += problem.byte;
  }
  byte += "'";
  const std::string size = std::to_string(problem.width) + " x " + std::to_string(problem.height);
  switch (problem.kind) {
    case Kind::BadMagic:
      if (problem.found == 0 && problem.offset == 0) return "the input is empty";
      return "not a PBM image: it must start with P1 (plain) or P4 (raw), then whitespace";
    case Kind::MissingSize:
      return "the input ends before " + field;
    case Kind::NotANumber:
      return where + "unexpected " + byte + ": " + field + " is decimal digits, then whitespace";
    case Kind::ZeroSize:
      return where + field + " is 0";
    case Kind::SideTooLarge:
      return where + field + " is over " + std::to_string(kMaxPbmSide) + " pixels, the most read";
    case Kind::TooManyCells:
      return where + size + " is " + std::to_string(problem.width * problem.height) +
             " pixels, over 2^36 (" + std::to_string(kMaxPbmCells) + "), the most read";
    case Kind::NoSeparator:
      return where + "unexpected " + byte +
             " after the height: a P4 image has one whitespace byte before its pixels";
    case Kind::Truncated: {
      using pbm_detail::count_of;
      const std::string_view unit = problem.plain ? "digit" : "byte";
      const std::uint64_t rows = problem.row_units == 0 ? 0 : problem.found / problem.row_units;
      return "the pixels end early: expected " + count_of(problem.height, "row") + " of " +
             count_of(problem.row_units, unit) + " (" + count_of(problem.expected, unit) +
             "), found " + count_of(problem.found, unit) + " (" + count_of(rows, "whole row") +
             ")";
    }
    case Kind::InvalidDigit: {
      const std::uint64_t width = problem.width == 0 ? 1 : problem.width;
      return where + "unexpected " + byte + " at pixel row " +
             std::to_string(problem.found / width + 1) + ", column " +
             std::to_string(problem.found % width + 1) + " (counted from 1): a P1 pixel is 0 or 1";
    }
    case Kind::OutOfMemory:
      break;
  }
  return "the image is " + size + " pixels (" +
         std::to_string((problem.width + 63) / 64 * 8 * problem.height) +
         " bytes as a bit map): not enough memory";
}

/// The map as a raw PBM (P4): "P4\n<width> <height>\n", then each row in ceil(width / 8) bytes,
/// the first column in the most significant bit, padding bits 0. read_pbm gives the map back
/// whenever it has a cell (PBM has no image of width or height 0: read_pbm refuses one).
inline std::string write_pbm(const BitMap& map) {
  std::string out =
      "P4\n" + std::to_string(map.width()) + " " + std::to_string(map.height()) + "\n";
  const std::size_t row_bytes = (map.width() + 7) / 8;
  const std::size_t header = out.size();
  out.resize(header + row_bytes * map.height());
  char* raster = out.data() + header;
  for (std::size_t r = 0; r < map.height(); ++r) {
    const std::uint64_t* row = map.row(r);
    for (std::size_t i = 0; i < row_bytes; ++i) {
      std::uint64_t word = row[i / 8];
      if (i / 8 + 1 == map.words_per_row()) word &= map.last_word_mask();
      *raster++ = static_cast<char>(pbm_detail::kReversed[(word >> (8 * (i % 8))) & 0xFF]);
    }
  }
  return out;
}

/// The label image as a PGM (P5): "P5\n<width> <height>\n<maxval>\n", then one sample per pixel,
/// row by row, its label: maxval is the number of components (1 when there is none, the least
/// PGM allows), samples are one byte up to maxval 255 and two bytes, most significant first,
/// above. Nullopt when the image has more than kMaxPgmLabels components, which no PGM holds.
inline std::optional<std::string> write_pgm(const LabelImage& image) {
  if (image.count > kMaxPgmLabels) return std::nullopt;
  const Label maxval = image.count == 0 ? 1 : image.count;
  std::string out = "P5\n" + std::to_string(image.width) + " " + std::to_string(image.height) +
                    "\n" + std::to_string(maxval) + "\n";
  const std::size_t header = out.size();
  const std::size_t pixels = image.width * image.height;
  const bool wide = maxval > 255;
  out.resize(header + pixels * (wide ? 2 : 1));
  char* raster = out.data() + header;
  for (std::size_t i = 0; i < pixels && i < image.labels.size(); ++i) {
    const Label label = image.labels[i];
    if (wide) *raster++ = static_cast<char>(label >> 8);
    *raster++ = static_cast<char>(label & 0xFF);
  }
  return out;
}

}  // namespace bitcc::map
