// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/pbm.hpp: Netpbm bitmaps (PBM) in and out of a BitMap, label images out as PGM.
//
// read_pbm takes the bytes of a whole file (a std::string_view: no streams) and reads its first
// image, plain (P1) or raw (P4). A black pixel (1) is a set cell; row 0 is the image's top row,
// column 0 its left. The format, as Netpbm's pbm(5) gives it:
//   - the magic number "P1" or "P4", then the width and the height in decimal ASCII digits, each
//     after whitespace (space, tab, '\n', '\v', '\f', '\r'); a '#' in the header starts a comment
//     that runs to the next '\n' or '\r', and counts as whitespace;
//   - P1: width x height digits '0' or '1', row by row, whitespace optional between them (so
//     "0110" is four cells), comments allowed wherever whitespace is;
//   - P4: exactly one whitespace byte after the height (or a comment ended by '\n' or '\r'), then
//     height rows of ceil(width / 8) bytes, each row's cells from the most significant bit of its
//     first byte; the bits past the last column of a row are padding, ignored.
// Bytes after the last raster byte (P1: after the last digit) are ignored, another image
// included: only the first image is read, and `end` (when given) receives the offset just past
// it, where a next image would start.
//
// Errors are values (PbmProblem), never exceptions or undefined behaviour, for any bytes: the
// caller words them (the `bitcc image` command does). Limits: a width or height of at most
// kMaxPbmSide (2^31) pixels and at most kMaxPbmCells (2^36) pixels in all; and the raster must be
// all there before a BitMap is allocated, so what is allocated is at most 8 times the input's
// size (a P4 row of 1 byte, or a P1 row of 1 digit, becomes a row of one 64-bit word).
//
// The writers: write_pbm (P4, the inverse of read_pbm for any map of at least one cell) and
// write_pgm (a LabelImage as a PGM P5 grey map, a label per pixel: 8-bit samples up to 255
// components, 16-bit big-endian samples up to 65535, and no image beyond: kMaxPgmLabels).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

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
                   // is empty (offset 0)
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
    OutOfMemory,   // the BitMap of `width` x `height` could not be allocated
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
constexpr bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/// The line of byte `offset` of `bytes`, counted from 1.
inline std::size_t line_of(std::string_view bytes, std::size_t offset) {
  std::size_t line = 1;
  for (std::size_t i = 0; i < offset && i < bytes.size(); ++i) line += bytes[i] == '\n';
  return line;
}

/// Skips whitespace and comments ('#' to the next '\n' or '\r') from `at`.
inline std::size_t skip_space(std::string_view bytes, std::size_t at) {
  while (at < bytes.size()) {
    if (bytes[at] == '#') {
      while (at < bytes.size() && bytes[at] != '\n' && bytes[at] != '\r') ++at;
    } else if (is_space(bytes[at])) {
      ++at;
    } else {
      break;
    }
  }
  return at;
}

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

/// Allocates the map, or records OutOfMemory (BitMap throws std::length_error when its words
/// exceed the address space, std::vector std::bad_alloc when memory is short).
inline std::optional<BitMap> allocate(std::uint64_t width, std::uint64_t height,
                                      PbmProblem& problem) {
  try {
    return BitMap(static_cast<std::size_t>(width), static_cast<std::size_t>(height));
  } catch (const std::length_error&) {
  } catch (const std::bad_alloc&) {
  }
  problem.kind = PbmProblem::Kind::OutOfMemory;
  return std::nullopt;
}

}  // namespace pbm_detail

/// Reads the first image of a PBM file (P1 or P4) into a BitMap: see the top of this file for the
/// format, the limits and what follows the image. On success, `*end` (when given) is the offset
/// just past the image's raster. Nullopt when refused, with the reason in `*problem` (when
/// given). Never throws.
inline std::optional<BitMap> read_pbm(std::string_view bytes, PbmProblem* problem = nullptr,
                                      std::size_t* end = nullptr) {
  using Kind = PbmProblem::Kind;
  using Field = PbmProblem::Field;
  PbmProblem found;
  auto fail = [&](Kind kind, std::size_t offset) -> std::optional<BitMap> {
    found.kind = kind;
    found.offset = offset;
    found.line = pbm_detail::line_of(bytes, offset);
    if (problem) *problem = found;
    return std::nullopt;
  };

  if (bytes.size() < 2 || bytes[0] != 'P' || (bytes[1] != '1' && bytes[1] != '4') ||
      (bytes.size() > 2 && !pbm_detail::is_space(bytes[2]) && bytes[2] != '#'))
    return fail(Kind::BadMagic, 0);
  found.plain = bytes[1] == '1';

  // The width, then the height: whitespace and comments, digits, then whitespace, '#' or the end.
  std::size_t at = 2;
  std::uint64_t size[2] = {0, 0};
  std::size_t digits_at[2] = {0, 0};
  for (int k = 0; k < 2; ++k) {
    found.field = k == 0 ? Field::Width : Field::Height;
    at = pbm_detail::skip_space(bytes, at);
    if (at == bytes.size()) return fail(Kind::MissingSize, at);
    if (bytes[at] < '0' || bytes[at] > '9') {
      found.byte = bytes[at];
      return fail(Kind::NotANumber, at);
    }
    digits_at[k] = at;
    std::uint64_t value = 0;
    for (; at < bytes.size() && bytes[at] >= '0' && bytes[at] <= '9'; ++at)
      value = value > kMaxPbmSide ? value : value * 10 + static_cast<unsigned>(bytes[at] - '0');
    size[k] = value;  // saturated: any value over kMaxPbmSide stays over it, without wrapping
    if (value == 0) return fail(Kind::ZeroSize, digits_at[k]);
    if (value > kMaxPbmSide) return fail(Kind::SideTooLarge, digits_at[k]);
    if (k == 0) found.width = value;
    else found.height = value;
    if (at < bytes.size() && !pbm_detail::is_space(bytes[at]) && bytes[at] != '#') {
      found.byte = bytes[at];
      return fail(found.plain || k == 0 ? Kind::NotANumber : Kind::NoSeparator, at);
    }
  }
  const std::uint64_t width = size[0], height = size[1];
  if (width * height > kMaxPbmCells) return fail(Kind::TooManyCells, digits_at[1]);  // < 2^62

  if (!found.plain) {
    // One whitespace byte, or a comment and the '\n' or '\r' that ends it.
    if (at < bytes.size() && bytes[at] == '#')
      while (at < bytes.size() && bytes[at] != '\n' && bytes[at] != '\r') ++at;
    if (at < bytes.size()) ++at;
    const std::uint64_t row_bytes = (width + 7) / 8;
    found.row_units = row_bytes;
    found.expected = row_bytes * height;
    found.found = bytes.size() - at;
    if (found.found < found.expected) return fail(Kind::Truncated, bytes.size());
    std::optional<BitMap> map = pbm_detail::allocate(width, height, found);
    if (!map) return fail(Kind::OutOfMemory, at);
    const std::size_t words = map->words_per_row();
    const std::uint64_t last_mask = map->last_word_mask();
    const auto* raster = reinterpret_cast<const unsigned char*>(bytes.data() + at);
    for (std::size_t r = 0; r < height; ++r, raster += row_bytes) {
      std::uint64_t* row = map->row(r);
      for (std::size_t i = 0; i < row_bytes; ++i)
        row[i / 8] |= std::uint64_t{pbm_detail::kReversed[raster[i]]} << (8 * (i % 8));
      row[words - 1] &= last_mask;
    }
    if (end) *end = at + static_cast<std::size_t>(found.expected);
    return map;
  }

  // P1: a first pass checks the digits and finds where the last one is, so that nothing is
  // allocated for a raster that is not all there; the second fills the map.
  const std::uint64_t cells = width * height;
  found.row_units = width;
  found.expected = cells;
  const std::size_t raster = at;
  std::uint64_t digits = 0;
  while (digits < cells) {
    at = pbm_detail::skip_space(bytes, at);
    if (at == bytes.size()) {
      found.found = digits;
      return fail(Kind::Truncated, at);
    }
    if (bytes[at] != '0' && bytes[at] != '1') {
      found.found = digits;
      found.byte = bytes[at];
      return fail(Kind::InvalidDigit, at);
    }
    ++digits;
    ++at;
  }
  found.found = digits;
  std::optional<BitMap> map = pbm_detail::allocate(width, height, found);
  if (!map) return fail(Kind::OutOfMemory, raster);
  std::size_t r = 0, c = 0;
  for (std::size_t i = raster; i < at; ++i) {
    if (bytes[i] == '#') {
      while (bytes[i] != '\n' && bytes[i] != '\r') ++i;  // the first pass saw the comment end
      continue;
    }
    if (bytes[i] != '0' && bytes[i] != '1') continue;
    if (bytes[i] == '1') map->row(r)[c / 64] |= std::uint64_t{1} << (c % 64);
    if (++c == width) {
      c = 0;
      ++r;
    }
  }
  if (end) *end = at;
  return map;
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
