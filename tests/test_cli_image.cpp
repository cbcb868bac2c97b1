// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc image`, called in-process on strings: counts and statistics of small images checked by
// hand, the input read no further than the image, the label image (PGM, .npy, raw; a file or
// standard output), every refusal's message, the options.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <ios>
#include <istream>
#include <iterator>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "bitcc/map/npy.hpp"
#include "bitcc/map/pbm.hpp"
#include "commands.hpp"
#include "testing/map_oracle.hpp"
#include "tests/cli_outcome.hpp"

namespace {

using bitcc::test_support::Outcome;

Outcome image(const std::vector<std::string>& args, const std::string& input) {
  return bitcc::test_support::run(&bitcc::cli::run_image, args, input);
}

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// A single pixel, two diagonal to each other, a ring of 8 and a pair.
const std::string kPlain =
    "P1\n"
    "# 6 x 4\n"
    "6 4\n"
    "1 0 0 1 1 1\n"
    "0 1 0 1 0 1\n"
    "0 0 0 1 1 1\n"
    "1 1 0 0 0 0\n";

// 8 x 4 in P4, its rows the bytes '\r', '\n', 0x1A and 0: a raster that text streams would alter.
//   ....##.#
//   ....#.#.
//   ...##.#.
//   ........
const std::string kRaw = std::string("P4\n8 4\n\x0D\x0A\x1A\x00", 11);

TEST(ImageCommand, CountsAndStatsOfAPlainImage) {
  Outcome r = image({"--stats"}, kPlain);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "image: 6 x 4 (P1)\n"
            "components: 4\n"
            "label left top width height area\n"
            "1 0 0 1 1 1\n"
            "2 3 0 3 3 8\n"
            "3 1 1 1 1 1\n"
            "4 0 3 2 1 2\n");
  // 8-connectivity joins the two diagonal pixels.
  r = image({"--stats", "--connectivity=8"}, kPlain);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "image: 6 x 4 (P1)\n"
            "components: 3\n"
            "label left top width height area\n"
            "1 0 0 2 2 2\n"
            "2 3 0 3 3 8\n"
            "3 0 3 2 1 2\n");
  // Without --stats: the size and the count.
  r = image({}, kPlain);
  EXPECT_EQ(r.out, "image: 6 x 4 (P1)\ncomponents: 4\n");
}

TEST(ImageCommand, ReadsRawBytesAsTheyAre) {
  Outcome r = image({"--stats", "-"}, kRaw);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "image: 8 x 4 (P4)\n"
            "components: 3\n"
            "label left top width height area\n"
            "1 3 0 3 3 5\n"
            "2 7 0 1 1 1\n"
            "3 6 1 1 2 2\n");
  r = image({"--connectivity", "8", "--stats"}, kRaw);
  EXPECT_EQ(r.out,
            "image: 8 x 4 (P4)\n"
            "components: 1\n"
            "label left top width height area\n"
            "1 3 0 5 3 8\n");
  // Threads change nothing in the output.
  for (const char* threads : {"0", "2", "4"})
    EXPECT_EQ(image({"--stats", "--threads", threads}, kRaw).out, image({"--stats"}, kRaw).out);
}

// The table against the reference labeling (testing/map_oracle.hpp), on random images written
// by write_pbm, both connectivities, across word edges.
TEST(ImageCommand, StatsMatchTheReference) {
  namespace maps = bitcc::test_support::maps;
  std::uint64_t seed = 1;
  for (const std::size_t width : {1, 9, 64, 65, 130})
    for (const double density : {0.3, 0.6})
      for (const bool eight : {false, true}) {
        const bitcc::map::BitMap map = maps::random_map(width, 1 + seed % 37, density, seed);
        ++seed;
        const maps::Reference ref = maps::reference_label(maps::to_cells(map), eight);
        std::string expected = "image: " + std::to_string(map.width()) + " x " +
                               std::to_string(map.height()) +
                               " (P4)\ncomponents: " + std::to_string(ref.count) +
                               "\nlabel left top width height area\n";
        for (std::uint32_t k = 1; k <= ref.count; ++k)
          expected += std::to_string(k) + " " + std::to_string(ref.left[k]) + " " +
                      std::to_string(ref.top[k]) + " " +
                      std::to_string(ref.right[k] - ref.left[k] + 1) + " " +
                      std::to_string(ref.bottom[k] - ref.top[k] + 1) + " " +
                      std::to_string(ref.area[k]) + "\n";
        const Outcome r =
            image({"--stats", "--connectivity", eight ? "8" : "4"}, bitcc::map::write_pbm(map));
        EXPECT_EQ(r.status, 0) << r.err;
        EXPECT_EQ(r.out, expected)
            << width << " wide, density " << density << (eight ? ", 8" : ", 4");
      }
}

// The input is read up to the image's last pixel and no further: what follows stays in the
// stream, however much there is.
TEST(ImageCommand, ReadsNoFurtherThanTheImage) {
  for (const std::string& file : {kRaw, kPlain.substr(0, kPlain.size() - 1)}) {
    std::istringstream in(file + "P4 1 1\n\x80 and more");
    std::ostringstream out, err;
    EXPECT_EQ(bitcc::cli::run_image({}, in, out, err), 0) << err.str();
    EXPECT_EQ(static_cast<std::size_t>(in.tellg()), file.size());
  }
  // 1 MB of zero bytes after a 9-byte image: the image's count alone.
  const Outcome r = image({"--stats"}, std::string("P4\n9 1\n\x80\x80", 9) +
                                           std::string(std::size_t{1} << 20, '\0'));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "image: 9 x 1 (P4)\ncomponents: 2\nlabel left top width height area\n"
            "1 0 0 1 1 1\n2 8 0 1 1 1\n");
}

// A stream whose reads fail after its first bytes (a disk error, say): reported as a read error,
// not as a truncated image.
TEST(ImageCommand, ReportsAFailedRead) {
  struct Failing : std::streambuf {
    int_type underflow() override {
      if (served) throw std::ios_base::failure("read error");
      served = true;
      setg(text, text, text + 7);
      return traits_type::to_int_type(text[0]);
    }
    char text[8] = "P4 8 8\n";
    bool served = false;
  } buffer;
  std::istream in(&buffer);
  std::ostringstream out, err;
  EXPECT_EQ(bitcc::cli::run_image({}, in, out, err), 1);
  EXPECT_EQ(out.str(), "");
  EXPECT_EQ(err.str().rfind("bitcc image: cannot read standard input", 0), 0u) << err.str();
}

TEST(ImageCommand, ReadsAFile) {
  const std::string path = ::testing::TempDir() + "bitcc_image_raw.pbm";
  std::ofstream(path, std::ios::binary) << kRaw;
  const Outcome r = image({path}, "");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "image: 8 x 4 (P4)\ncomponents: 3\n");
  std::remove(path.c_str());
  const Outcome missing = image({path}, "");
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "bitcc image: cannot open '" + path + "': No such file or directory\n");
  const Outcome directory = image({::testing::TempDir()}, "");
  EXPECT_EQ(directory.status, 2);
  EXPECT_NE(directory.err.find(": it is a directory"), std::string::npos) << directory.err;
}

TEST(ImageCommand, WritesTheLabelImage) {
  const std::string path = ::testing::TempDir() + "bitcc_image_labels.pgm";
  const Outcome r = image({"--labels", path}, kPlain);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "image: 6 x 4 (P1)\ncomponents: 4\n");
  EXPECT_EQ(read_file(path), std::string("P5\n6 4\n4\n"
                                         "\x01\x00\x00\x02\x02\x02"
                                         "\x00\x03\x00\x02\x00\x02"
                                         "\x00\x00\x00\x02\x02\x02"
                                         "\x04\x04\x00\x00\x00\x00",
                                         9 + 24));
  std::remove(path.c_str());
}

TEST(ImageCommand, RefusesALabelImageOver65535Components) {
  // 512 x 512, a pixel at every even row and column: 256 x 256 = 65536 single pixels.
  std::string file = "P4\n512 512\n";
  for (int r = 0; r < 512; ++r) file += std::string(64, r % 2 == 0 ? '\xAA' : '\0');
  const std::string path = ::testing::TempDir() + "bitcc_image_too_many.pgm";
  std::remove(path.c_str());
  const Outcome r = image({"--labels", path}, file);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "image: 512 x 512 (P4)\ncomponents: 65536\n");
  EXPECT_EQ(r.err,
            "bitcc image: --labels: 65536 components, more than the 65535 a PGM holds; no label "
            "image written (--labels-format npy, or a FILE ending in .npy, holds any number)\n");
  EXPECT_FALSE(std::ifstream(path).good());
  // Without --labels the count is all that is asked.
  EXPECT_EQ(image({}, file).status, 0);
  // 32-bit labels hold them: .npy by the name, raw when asked; label k at row 2(k-1)/256...
  const std::string npy = ::testing::TempDir() + "bitcc_image_too_many.NPY";
  const Outcome as_npy = image({"--labels", npy}, file);
  EXPECT_EQ(as_npy.status, 0) << as_npy.err;
  const std::string npy_bytes = read_file(npy);
  ASSERT_EQ(npy_bytes.size(), 128u + 4 * 512 * 512);
  EXPECT_EQ(npy_bytes.substr(0, 128), bitcc::map::npy_header(512, 512));
  const Outcome as_raw = image({"--labels-format", "raw", "--labels", npy}, file);
  EXPECT_EQ(as_raw.status, 0) << as_raw.err;
  const std::string raw = read_file(npy);
  EXPECT_EQ(raw, npy_bytes.substr(128));
  // The last pixel of row 510, column 510: label 65536 (0x00010000, little-endian).
  EXPECT_EQ(raw.substr(4 * (510 * 512 + 510), 4), std::string("\0\0\x01\0", 4));
  std::remove(npy.c_str());
}

// --labels -: the label image on standard output, the lines about the image on standard error.
TEST(ImageCommand, WritesTheLabelImageToStandardOutput) {
  const Outcome r = image({"--labels", "-", "--stats"}, kPlain);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err,
            "image: 6 x 4 (P1)\ncomponents: 4\nlabel left top width height area\n"
            "1 0 0 1 1 1\n2 3 0 3 3 8\n3 1 1 1 1 1\n4 0 3 2 1 2\n");
  EXPECT_EQ(r.out.substr(0, 9), "P5\n6 4\n4\n");
  EXPECT_EQ(r.out.size(), 9u + 24);
  const Outcome npy = image({"--labels=-", "--labels-format=npy"}, kPlain);
  EXPECT_EQ(npy.status, 0) << npy.err;
  EXPECT_EQ(npy.out.substr(0, 128), bitcc::map::npy_header(4, 6));
  EXPECT_EQ(npy.out.size(), 128u + 4 * 24);
  EXPECT_EQ(npy.out.substr(128 + 4 * 3, 8), std::string("\x02\0\0\0\x02\0\0\0", 8));
}

// An output that cannot be opened or written: the system's reason, and exit status 1.
TEST(ImageCommand, ReportsAnUnwritableLabelImage) {
  const std::string path = ::testing::TempDir() + "no_such_folder/labels.pgm";
  const Outcome r = image({"--labels", path}, kPlain);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc image: --labels: cannot open '" + path + "': No such file or directory\n");
  if (std::ofstream("/dev/full").good()) {
    const Outcome full = image({"--labels", "/dev/full"}, kPlain);
    EXPECT_EQ(full.status, 1);
    EXPECT_EQ(full.err,
              "bitcc image: --labels: cannot write '/dev/full': No space left on device\n");
  }
}

TEST(ImageCommand, NamesWhereTheImageGoesWrong) {
  struct Case {
    std::string input, message;
  };
  const Case cases[] = {
      {"", "the input is empty"},
      {"P2\n1 1\n1\n",
       "not a PBM image: it must start with P1 (plain) or P4 (raw), then whitespace"},
      {"P1 3", "the input ends before the height"},
      {"P1 x 3", "line 1, byte 4: unexpected 'x': the width is decimal digits, then whitespace"},
      {"P1\n0 3", "line 2, byte 4: the width is 0"},
      {"P1 1 2147483649", "line 1, byte 6: the height is over 2147483648 pixels, the most read"},
      {"P4 2147483648 33 ",
       "line 1, byte 15: 2147483648 x 33 is 70866960384 pixels, over 2^36 (68719476736), the "
       "most read"},
      {"P4 3 3x",
       "line 1, byte 7: unexpected 'x' after the height: a P4 image has one whitespace byte "
       "before its pixels"},
      {"P4 9 2\n\x01\x02\x03",
       "the pixels end early: expected 2 rows of 2 bytes (4 bytes), found 3 bytes (1 whole row)"},
      {"P1 3 2\n1 0 1\n1",
       "the pixels end early: expected 2 rows of 3 digits (6 digits), found 4 digits (1 whole "
       "row)"},
      {"P1 2 2\n0 1\n2 0",
       "line 3, byte 12: unexpected '2' at pixel row 2, column 1 (counted from 1): a P1 pixel is "
       "0 or 1"},
      {"P1 1 1 \xff",
       "line 1, byte 8: unexpected '\\xff' at pixel row 1, column 1 (counted from "
       "1): a P1 pixel is 0 or 1"},
      {"P1 1 1 \x1b",
       "line 1, byte 8: unexpected '\\x1b' at pixel row 1, column 1 (counted from 1): a P1 pixel "
       "is 0 or 1"},
  };
  for (const Case& c : cases) {
    const Outcome r = image({}, c.input);
    EXPECT_EQ(r.status, 1) << c.input;
    EXPECT_EQ(r.out, "") << c.input;
    EXPECT_EQ(r.err, "bitcc image: " + c.message + "\n") << c.input;
  }
}

TEST(ImageCommand, HelpAndUsageErrors) {
  const Outcome help = image({"--help"}, "");
  EXPECT_EQ(help.status, 0);
  EXPECT_EQ(help.out.rfind("usage: bitcc image ", 0), 0u) << help.out;
  EXPECT_NE(help.out.find("Exit status: 0, 1 when"), std::string::npos) << help.out;
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const Case cases[] = {
      {{"--connectivity", "6"}, "--connectivity: unknown value '6' (choices: 4, 8)"},
      {{"--threads", "-1"}, "--threads: '-1' is not a whole number from 0 to 1024"},
      {{"--threads=1025"}, "--threads: '1025' is not a whole number from 0 to 1024"},
      {{"--labels"}, "--labels needs a value"},
      {{"--labels="}, "--labels needs a file name"},
      {{"--labels-format", "npy"}, "--labels-format needs --labels"},
      {{"--labels", "x", "--labels-format", "bmp"},
       "--labels-format: unknown value 'bmp' (choices: pgm, npy, raw)"},
      {{"--stats=yes"}, "--stats takes no value"},
      {{"a.pbm", "b.pbm"}, "unexpected argument 'b.pbm'"},
      {{"--frobnicate"},
       "unknown option '--frobnicate' (options: --connectivity, --threads, "
       "--stats, --stream, --labels, --labels-format, --help)"},
  };
  for (const Case& c : cases) {
    const Outcome r = image(c.args, kPlain);
    EXPECT_EQ(r.status, 2) << c.message;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "bitcc image: " + c.message + "\nRun 'bitcc image --help' for usage.\n");
  }
}

}  // namespace
