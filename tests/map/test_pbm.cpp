// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/pbm.hpp: P1 and P4 read from pictures written by hand, every refusal with its offset
// and line, every truncation of a file, each the same from a stream and from a source that gives
// a byte or a few at a time, never a byte read past the image; the problems in words; write_pbm /
// write_pgm back; the .npy header byte for byte against the format's specification.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/map/label.hpp"
#include "bitcc/map/npy.hpp"
#include "bitcc/map/pbm.hpp"

namespace {

using bitcc::map::BitMap;
using bitcc::map::PbmProblem;
using bitcc::map::read_pbm;
using Kind = PbmProblem::Kind;
using Field = PbmProblem::Field;

// A map from rows of '#' (set) and '.' (clear), all of one length.
BitMap picture(std::initializer_list<std::string_view> rows) {
  BitMap map(rows.begin()->size(), rows.size());
  std::size_t r = 0;
  for (const std::string_view row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c)
      if (row[c] == '#') map.set(r, c);
    ++r;
  }
  return map;
}

// The map as a plain PBM written independently of the library: one line per row, digits apart.
std::string plain_pbm(const BitMap& map) {
  std::string text =
      "P1\n" + std::to_string(map.width()) + " " + std::to_string(map.height()) + "\n";
  for (std::size_t r = 0; r < map.height(); ++r) {
    for (std::size_t c = 0; c < map.width(); ++c) text += map.test(r, c) ? "1 " : "0 ";
    text += "\n";
  }
  return text;
}

BitMap random_map(std::size_t width, std::size_t height, std::mt19937_64& random) {
  BitMap map(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t i = 0; i < map.words_per_row(); ++i) map.row(r)[i] = random();  // padding too
  return map;
}

// Every field of two problems, side by side.
std::string fields(const PbmProblem& p) {
  return std::to_string(static_cast<int>(p.kind)) + " offset " + std::to_string(p.offset) +
         " line " + std::to_string(p.line) + " plain " + std::to_string(p.plain) + " field " +
         std::to_string(static_cast<int>(p.field)) + " byte " + std::to_string(p.byte) + " " +
         std::to_string(p.width) + "x" + std::to_string(p.height) + " expected " +
         std::to_string(p.expected) + " found " + std::to_string(p.found) + " row_units " +
         std::to_string(p.row_units);
}

// read_pbm_from on `bytes` given `piece` bytes at a time at most, failing the test when it asks
// for a byte past `limit` (the image's end) or reads past it.
std::optional<BitMap> read_in_pieces(std::string_view bytes, std::size_t piece,
                                     PbmProblem* problem, std::size_t* end,
                                     std::size_t limit = std::string_view::npos) {
  std::size_t at = 0;
  return bitcc::map::read_pbm_from(
      [&](char* buffer, std::size_t size) {
        EXPECT_GE(size, 1u);
        const std::size_t n = std::min({size, piece, bytes.size() - at});
        EXPECT_LE(at + size, limit) << "asked for bytes past the image: " << bytes;
        for (std::size_t i = 0; i < n; ++i) buffer[i] = bytes[at + i];
        at += n;
        return n;
      },
      problem, end);
}

// read_pbm on `bytes`, checked to agree in every field with the stream reader and with sources
// giving 1 and 3 bytes at a time.
std::optional<BitMap> read_all_ways(std::string_view bytes, PbmProblem* problem = nullptr,
                                    std::size_t* end = nullptr) {
  PbmProblem first;
  std::size_t first_end = 0;
  std::optional<BitMap> map = read_pbm(bytes, &first, &first_end);
  std::istringstream stream{std::string(bytes)};
  PbmProblem other;
  std::size_t other_end = 0;
  const std::optional<BitMap> streamed =
      bitcc::map::read_pbm_stream(stream, &other, &other_end);
  EXPECT_EQ(streamed, map) << bytes;
  if (map) {
    EXPECT_EQ(other_end, first_end) << bytes;
    EXPECT_EQ(static_cast<std::size_t>(stream.tellg()), first_end) << "read past the image";
  } else {
    EXPECT_EQ(fields(other), fields(first)) << bytes;
  }
  for (const std::size_t piece : {1, 3}) {
    other = PbmProblem{};
    other_end = 0;
    const std::size_t limit = map ? first_end : std::string_view::npos;
    EXPECT_EQ(read_in_pieces(bytes, piece, &other, &other_end, limit), map) << bytes;
    if (map) EXPECT_EQ(other_end, first_end) << bytes;
    else EXPECT_EQ(fields(other), fields(first)) << bytes;
  }
  if (problem) *problem = first;
  if (end) *end = first_end;
  return map;
}

PbmProblem refusal(std::string_view bytes) {
  PbmProblem problem;
  problem.kind = Kind::OutOfMemory;  // overwritten by a refusal
  const std::optional<BitMap> map = read_all_ways(bytes, &problem);
  EXPECT_FALSE(map.has_value()) << "accepted: " << bytes;
  return problem;
}

TEST(Pbm, ReadsPlainPictures) {
  // A comment in the header, another among the pixels, digits run together and spread apart.
  const std::string_view file =
      "P1\n"
      "# a frame and a dot\n"
      "5 4\n"
      "1 1 1 1 1\n"
      "1 0 0 0 1   # the frame's sides\n"
      "10001\n"
      "1\t1\r\n1 1\n 1\n";
  std::size_t end = 0;
  const std::optional<BitMap> map = read_all_ways(file, nullptr, &end);
  ASSERT_TRUE(map);
  EXPECT_EQ(*map, picture({"#####",
                           "#...#",
                           "#...#",
                           "#####"}));
  EXPECT_EQ(end, file.size() - 1);  // just past the last digit, before the final '\n'
}

TEST(Pbm, ReadsRawPictures) {
  // 10 x 3: two bytes per row, the first column in the high bit; padding bits set in row 1.
  const std::string file = std::string("P4\n# raw\n10 3\n") +
                           "\xC0\x40"   // ##.......#
                           "\x81\x3F"   // #......#.. (+ 6 padding bits)
                           "\xFF\xC0";  // ##########
  std::size_t end = 0;
  const std::optional<BitMap> map = read_all_ways(file, nullptr, &end);
  ASSERT_TRUE(map);
  EXPECT_EQ(*map, picture({"##.......#",
                           "#......#..",
                           "##########"}));
  EXPECT_EQ(end, file.size());
  // Padding bits are not cells: the map's padding is clear too.
  EXPECT_EQ(map->row(1)[0] & ~map->last_word_mask(), 0u);
  EXPECT_EQ(map->count(), 2u + 1 + 2 + 10);
}

TEST(Pbm, ReadsOnlyTheFirstImage) {
  const std::string two =
      "P1 2 1 10"
      "P4 1 1\n\x80";
  std::size_t end = 0;
  const std::optional<BitMap> first = read_all_ways(two, nullptr, &end);
  ASSERT_TRUE(first);
  EXPECT_EQ(*first, picture({"#."}));
  EXPECT_EQ(end, 9u);
  const std::optional<BitMap> second = read_pbm(std::string_view(two).substr(end), nullptr, &end);
  ASSERT_TRUE(second);
  EXPECT_EQ(*second, picture({"#"}));
  // A comment right after the height: the '\n' ending it is the one byte before a P4 raster.
  EXPECT_EQ(read_all_ways("P4 8 1# c\n\x81"), picture({"#......#"}));
  EXPECT_EQ(read_all_ways("P1 2 1# c\n01"), picture({".#"}));
  // Exactly one whitespace byte: after "\r\n" the '\n' is the first row (0x0A: ....#.#.).
  EXPECT_EQ(read_all_ways("P4 8 1\r\n"), picture({"....#.#."}));
  // Anything after the raster is ignored, and not read (read_all_ways checks).
  EXPECT_EQ(read_all_ways("P4 8 1\n\xff garbage"), picture({"########"}));
  EXPECT_EQ(read_all_ways("P1 1 1 1garbage"), picture({"#"}));
  EXPECT_EQ(read_all_ways("P1 3 1 # c\n1 # 0\n0\t1 1 1"), picture({"#.#"}));
}

TEST(Pbm, RefusesEachKindAtItsOffset) {
  struct Case {
    std::string_view bytes;
    Kind kind;
    std::size_t offset, line;
  };
  const Case cases[] = {
      {"", Kind::BadMagic, 0, 1},
      {"P", Kind::BadMagic, 0, 1},
      {"P2\n1 1\n1\n", Kind::BadMagic, 0, 1},
      {"P5\n", Kind::BadMagic, 0, 1},
      {"p1 1 1 1", Kind::BadMagic, 0, 1},
      {"P11 1 1", Kind::BadMagic, 0, 1},
      {"P1", Kind::MissingSize, 2, 1},
      {"P4 # only a comment\n", Kind::MissingSize, 20, 2},
      {"P1 3", Kind::MissingSize, 4, 1},
      {"P1 x 3", Kind::NotANumber, 3, 1},
      {"P1\n-3 3", Kind::NotANumber, 3, 2},
      {"P1 3x3", Kind::NotANumber, 4, 1},
      {"P1 3 +3", Kind::NotANumber, 5, 1},
      {"P1 3 3x", Kind::NotANumber, 6, 1},
      {"P4 3 3x", Kind::NoSeparator, 6, 1},
      {"P1 0 3", Kind::ZeroSize, 3, 1},
      {"P4 3\n000", Kind::ZeroSize, 5, 2},
      {"P1 2147483649 1", Kind::SideTooLarge, 3, 1},
      {"P1 1 99999999999999999999999999", Kind::SideTooLarge, 5, 1},
      {"P4 2147483648 33 ", Kind::TooManyCells, 14, 1},
      {"P1 2 2 0 1\n1", Kind::Truncated, 12, 2},
      {"P4 9 2\n\x01\x02\x03", Kind::Truncated, 10, 2},
      {"P4 9 2", Kind::Truncated, 6, 1},
      {"P1 2 2\n0 1\n2 0", Kind::InvalidDigit, 11, 3},
      {"P1 2 2 01,10", Kind::InvalidDigit, 9, 1},
  };
  for (const Case& c : cases) {
    const PbmProblem problem = refusal(c.bytes);
    EXPECT_EQ(problem.kind, c.kind) << c.bytes;
    EXPECT_EQ(problem.offset, c.offset) << c.bytes;
    EXPECT_EQ(problem.line, c.line) << c.bytes;
  }
}

TEST(Pbm, ProblemsCarryTheirDetails) {
  PbmProblem p = refusal("P1 3 3x");
  EXPECT_EQ(p.field, Field::Height);
  EXPECT_EQ(p.byte, 'x');
  EXPECT_TRUE(p.plain);
  p = refusal("P4 0 3");
  EXPECT_EQ(p.field, Field::Width);
  EXPECT_FALSE(p.plain);
  p = refusal("P4 4 0");
  EXPECT_EQ(p.field, Field::Height);
  p = refusal("P4 2147483648 33 ");  // 2^36 + 2^31 pixels
  EXPECT_EQ(p.width, 2147483648u);
  EXPECT_EQ(p.height, 33u);
  // The largest side is read (and refused only for its total).
  p = refusal("P4 2147483648 1\n");
  EXPECT_EQ(p.kind, Kind::Truncated);
  EXPECT_EQ(p.expected, 268435456u);
  // P4: bytes; a row of 9 pixels is 2 bytes.
  p = refusal("P4 9 2\n\x01\x02\x03");
  EXPECT_EQ(p.expected, 4u);
  EXPECT_EQ(p.found, 3u);
  EXPECT_EQ(p.row_units, 2u);
  // P1: digits.
  p = refusal("P1 2 2 0 1\n1");
  EXPECT_EQ(p.expected, 4u);
  EXPECT_EQ(p.found, 3u);
  EXPECT_EQ(p.row_units, 2u);
  p = refusal("P1 2 2\n0 1\n2 0");
  EXPECT_EQ(p.byte, '2');
  EXPECT_EQ(p.found, 2u);  // row 2, column 1
}

// Every proper prefix of a valid file is refused: before the height's digit for a missing size,
// after it as truncated, with the units found so far.
TEST(Pbm, RefusesEveryTruncation) {
  const std::string raw = std::string("P4\n# c\n9 2\n") + std::string("\xFF\x80\x01\x00", 4);
  const std::size_t raw_raster = raw.size() - 4;
  const std::string plain = "P1\n# comment\n3 2\n1 0 1 # row 1\n0 1 1\n";
  const std::size_t plain_height = plain.find("2\n");
  for (const std::string& file : {raw, plain}) {
    ASSERT_TRUE(read_pbm(file));
    const bool is_plain = file[1] == '1';
    const std::size_t height_digit = is_plain ? plain_height : raw_raster - 2;
    // The prefix that holds the last digit (P1) or byte (P4) is the whole image.
    const std::size_t complete = is_plain ? file.size() - 1 : file.size();
    for (std::size_t n = 0; n < complete; ++n) {
      const std::string_view prefix = std::string_view(file).substr(0, n);
      const PbmProblem problem = refusal(prefix);
      SCOPED_TRACE(std::string(prefix));
      if (n < 2) {
        EXPECT_EQ(problem.kind, Kind::BadMagic);
      } else if (n <= height_digit) {
        EXPECT_EQ(problem.kind, Kind::MissingSize);
        EXPECT_EQ(problem.offset, n);
      } else {
        ASSERT_EQ(problem.kind, Kind::Truncated);
        EXPECT_EQ(problem.offset, n);
        std::uint64_t found = 0;
        if (is_plain) {
          for (std::size_t i = height_digit + 1; i < n; ++i) {
            if (prefix[i] == '#') {
              while (i < n && prefix[i] != '\n') ++i;  // a comment's digits are no pixels
            } else {
              found += prefix[i] == '0' || prefix[i] == '1';
            }
          }
        } else {
          found = n > raw_raster ? n - raw_raster : 0;
        }
        EXPECT_EQ(problem.found, found);
        EXPECT_EQ(problem.expected, is_plain ? 6u : 4u);
      }
    }
  }
}

// The largest image's header and a byte of its raster: refused as truncated, with nothing
// allocated ahead of the raster (under the sanitizers, an 8 GiB map would fail the test).
TEST(Pbm, AllocatesNothingAheadOfTheRaster) {
  for (const std::string_view file : {std::string_view("P4 2147483648 32\n\xff"),
                                      std::string_view("P1 32 2147483648\n1 0")}) {
    const PbmProblem problem = refusal(file);
    EXPECT_EQ(problem.kind, Kind::Truncated) << file;
    EXPECT_EQ(problem.expected, file[1] == '4' ? 8589934592u : 68719476736u) << file;
  }
}

// describe: each kind in words, where it is.
TEST(Pbm, DescribesEachProblem) {
  struct Case {
    std::string_view bytes, message;
  };
  const Case cases[] = {
      {"", "the input is empty"},
      {"P", "not a PBM image: it must start with P1 (plain) or P4 (raw), then whitespace"},
      {"P2\n1 1\n1\n",
       "not a PBM image: it must start with P1 (plain) or P4 (raw), then whitespace"},
      {"P1 3", "the input ends before the height"},
      {"P1 x 3", "line 1, byte 4: unexpected 'x': the width is decimal digits, then whitespace"},
      {"P1\n\\ 3",
       "line 2, byte 4: unexpected '\\\\': the width is decimal digits, then whitespace"},
      {"P1\n0 3", "line 2, byte 4: the width is 0"},
      {"P1 1 2147483649", "line 1, byte 6: the height is over 2147483648 pixels, the most read"},
      {"P4 2147483648 33 ",
       "line 1, byte 15: 2147483648 x 33 is 70866960384 pixels, over 2^36 (68719476736), the "
       "most read"},
      {"P4 3 3\x1b",
       "line 1, byte 7: unexpected '\\x1b' after the height: a P4 image has one whitespace byte "
       "before its pixels"},
      {"P4 9 2\n\x01\x02\x03",
       "the pixels end early: expected 2 rows of 2 bytes (4 bytes), found 3 bytes (1 whole row)"},
      {"P1 1 1\n", "the pixels end early: expected 1 row of 1 digit (1 digit), found 0 digits (0 "
                   "whole rows)"},
      {"P1 2 2\n0 1\n2 0",
       "line 3, byte 12: unexpected '2' at pixel row 2, column 1 (counted from 1): a P1 pixel is "
       "0 or 1"},
      {"P1 1 1 \xff",
       "line 1, byte 8: unexpected '\\xff' at pixel row 1, column 1 (counted from 1): a P1 pixel "
       "is 0 or 1"},
  };
  for (const Case& c : cases) EXPECT_EQ(bitcc::map::describe(refusal(c.bytes)), c.message);
  PbmProblem memory;
  memory.kind = Kind::OutOfMemory;
  memory.width = 100000;
  memory.height = 100000;
  EXPECT_EQ(bitcc::map::describe(memory),
            "the image is 100000 x 100000 pixels (1250400000 bytes as a bit map): not enough "
            "memory");
}

TEST(Pbm, PlainAndRawGiveTheSameMap) {
  std::mt19937_64 random(7);
  for (const std::size_t width : {1, 2, 7, 8, 9, 30, 63, 64, 65, 100, 129}) {
    const BitMap map = random_map(width, 1 + random() % 9, random);
    const std::optional<BitMap> plain = read_all_ways(plain_pbm(map));
    const std::optional<BitMap> raw = read_all_ways(bitcc::map::write_pbm(map));
    ASSERT_TRUE(plain && raw) << width;
    EXPECT_EQ(*plain, map) << width;
    EXPECT_EQ(*raw, *plain) << width;
  }
}

TEST(Pbm, WritePbmReadsBack) {
  std::mt19937_64 random(11);
  for (const std::size_t width : {1, 7, 8, 9, 63, 64, 65, 129})
    for (const std::size_t height : {1, 2, 5, 64}) {
      const BitMap map = random_map(width, height, random);
      const std::string file = bitcc::map::write_pbm(map);
      EXPECT_EQ(file.size(),
                ("P4\n" + std::to_string(width) + " " + std::to_string(height) + "\n").size() +
                    (width + 7) / 8 * height);
      std::size_t end = 0;
      const std::optional<BitMap> back = read_all_ways(file, nullptr, &end);
      ASSERT_TRUE(back) << width << " x " << height;
      EXPECT_EQ(*back, map) << width << " x " << height;
      EXPECT_EQ(end, file.size());
    }
  // The bytes themselves: 10 x 1, ##.......# is 0xC0 0x40, padding bits 0.
  EXPECT_EQ(bitcc::map::write_pbm(picture({"##.......#"})), std::string("P4\n10 1\n\xC0\x40"));
}

TEST(Pbm, WritePgmOneOrTwoBytesPerLabel) {
  // Two components: 8-bit samples, maxval 2.
  const BitMap map = picture({"#.#",
                              "#.."});
  const bitcc::map::LabelImage labels = bitcc::map::label(map);
  ASSERT_EQ(labels.count, 2u);
  EXPECT_EQ(bitcc::map::write_pgm(labels), std::string("P5\n3 2\n2\n\x01\x00\x02\x01\x00\x00", 15));
  // No component: maxval 1.
  EXPECT_EQ(bitcc::map::write_pgm(bitcc::map::label(picture({".."}))),
            std::string("P5\n2 1\n1\n\x00\x00", 11));
  // 300 components: 16-bit big-endian samples.
  bitcc::map::LabelImage many;
  many.width = 2;
  many.height = 1;
  many.count = 300;
  many.labels = {1, 300};
  EXPECT_EQ(bitcc::map::write_pgm(many), std::string("P5\n2 1\n300\n\x00\x01\x01\x2C", 15));
  many.count = 65535;
  EXPECT_TRUE(bitcc::map::write_pgm(many).has_value());
  many.count = 65536;
  EXPECT_FALSE(bitcc::map::write_pgm(many).has_value());
}

// The .npy header against numpy.lib.format's specification, written out by hand: the magic
// "\x93NUMPY", version 1 0, the header's length (2 bytes little-endian), the dict, spaces and '\n'
// up to a multiple of 64 bytes in all.
TEST(Npy, HeaderByteForByte) {
  const std::string dict = "{'descr': '<u4', 'fortran_order': False, 'shape': (4, 6), }";
  ASSERT_EQ(dict.size(), 59u);  // 10 + 59 + '\n' is over 64: 128 bytes, 58 spaces
  const std::string expected =
      std::string("\x93NUMPY\x01\x00\x76\x00", 10) + dict + std::string(58, ' ') + "\n";
  ASSERT_EQ(expected.size(), 128u);
  EXPECT_EQ(bitcc::map::npy_header(4, 6), expected);
  // Rows first, then columns; any sizes: the total a multiple of 64, the length field the rest.
  for (const std::size_t rows : {std::size_t{1}, std::size_t{65536}, ~std::size_t{0}})
    for (const std::size_t columns : {std::size_t{1}, std::size_t{103294}, ~std::size_t{0}}) {
      const std::string header = bitcc::map::npy_header(rows, columns);
      const std::string shape =
          "'shape': (" + std::to_string(rows) + ", " + std::to_string(columns) + "), }";
      EXPECT_EQ(header.size() % 64, 0u) << shape;
      EXPECT_EQ(header.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
      const unsigned length = static_cast<unsigned char>(header[8]) +
                              256u * static_cast<unsigned char>(header[9]);
      EXPECT_EQ(length, header.size() - 10);
      EXPECT_EQ(header.find("{'descr': '<u4', 'fortran_order': False, " + shape), 10u) << shape;
      EXPECT_EQ(header.back(), '\n');
      const std::size_t past_dict = header.find(shape) + shape.size();
      EXPECT_EQ(header.find_first_not_of(' ', past_dict), header.size() - 1) << shape;
    }
}

TEST(Npy, LabelsLittleEndianRowByRow) {
  bitcc::map::LabelImage image;
  image.width = 3;
  image.height = 2;
  image.count = 103294;  // 0x0001937E
  image.labels = {1, 0, 2, 0, 300, 103294};
  const std::string data("\x01\0\0\0" "\0\0\0\0" "\x02\0\0\0"
                         "\0\0\0\0" "\x2C\x01\0\0" "\x7E\x93\x01\0", 24);
  EXPECT_EQ(bitcc::map::write_u32le(image), data);
  EXPECT_EQ(bitcc::map::write_npy(image), bitcc::map::npy_header(2, 3) + data);
}

}  // namespace
