// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc image --stream`, in-process: the same lines as without it (the components line after the
// table with --stats) on maps of every kind, P1 and P4, 4- and 8-connected; the label image of its
// second pass equal to the one written without --stream; a truncated image refused with the rows
// it held named and no components line; the refused combinations.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "bitcc/map/pbm.hpp"
#include "commands.hpp"
#include "testing/map_oracle.hpp"
#include "tests/cli_outcome.hpp"

namespace {

using bitcc::test_support::Outcome;
namespace maps = bitcc::test_support::maps;

Outcome image(const std::vector<std::string>& args, const std::string& input) {
  return bitcc::test_support::run(&bitcc::cli::run_image, args, input);
}

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// The output without --stream with its components line moved after the table (where --stream
// prints it, the count being known last).
std::string count_last(const std::string& out) {
  const std::size_t at = out.find("components: ");
  const std::size_t end = out.find('\n', at) + 1;
  return out.substr(0, at) + out.substr(end) + out.substr(at, end - at);
}

std::string plain_pbm(const bitcc::map::BitMap& m) {
  std::string text = "P1\n" + std::to_string(m.width()) + " " + std::to_string(m.height()) + "\n";
  for (std::size_t r = 0; r < m.height(); ++r) {
    for (std::size_t c = 0; c < m.width(); ++c) text += m.test(r, c) ? "1" : "0";
    text += "\n";
  }
  return text;
}

TEST(ImageStream, PrintsWhatTheCommandPrintsWithoutIt) {
  for (const bitcc::map::BitMap& m :
       {maps::random_map(129, 70, 0.55, 1), maps::terrain_map(200, 150, 2, 16),
        maps::maze_map(65, 64, 3), maps::spiral_map(64, 63), maps::random_map(1, 9, 0.5, 4)})
    for (const char* connectivity : {"4", "8"})
      for (const bool plain : {false, true}) {
        const std::string pbm = plain ? plain_pbm(m) : bitcc::map::write_pbm(m);
        const Outcome counts = image({"--connectivity", connectivity}, pbm);
        const Outcome streamed = image({"--stream", "--connectivity", connectivity}, pbm);
        ASSERT_EQ(counts.status, 0) << counts.err;
        EXPECT_EQ(streamed.status, 0) << streamed.err;
        EXPECT_EQ(streamed.out, counts.out);
        EXPECT_EQ(streamed.err, "");
        const Outcome stats = image({"--stats", "--connectivity", connectivity}, pbm);
        const Outcome streamed_stats =
            image({"--stats", "--stream", "--connectivity", connectivity}, pbm);
        EXPECT_EQ(streamed_stats.status, 0) << streamed_stats.err;
        EXPECT_EQ(streamed_stats.out, count_last(stats.out));
        // Two threads: the same lines.
        for (const char* threads : {"2", "0"}) {
          EXPECT_EQ(image({"--stream", "--threads", threads, "--connectivity", connectivity}, pbm)
                        .out,
                    counts.out);
          EXPECT_EQ(image({"--stats", "--stream", "--threads", threads, "--connectivity",
                           connectivity},
                          pbm)
                        .out,
                    count_last(stats.out));
        }
      }
}

TEST(ImageStream, WritesTheSameLabelImageInASecondReading) {
  const bitcc::map::BitMap m = maps::terrain_map(130, 90, 7, 16);
  const std::string input = ::testing::TempDir() + "bitcc_stream_input.pbm";
  std::ofstream(input, std::ios::binary) << bitcc::map::write_pbm(m);
  for (const std::string format : {"npy", "raw"}) {
    const std::string a = ::testing::TempDir() + "bitcc_stream_a." + format;
    const std::string b = ::testing::TempDir() + "bitcc_stream_b." + format;
    const Outcome whole = image({"--labels", a, "--labels-format", format, input}, "");
    const Outcome streamed =
        image({"--stream", "--labels", b, "--labels-format", format, input}, "");
    ASSERT_EQ(whole.status, 0) << whole.err;
    ASSERT_EQ(streamed.status, 0) << streamed.err;
    EXPECT_EQ(streamed.out, whole.out);
    EXPECT_EQ(read_file(b), read_file(a));
    std::remove(a.c_str());
    std::remove(b.c_str());
  }
  std::remove(input.c_str());
}

// A raster cut short: the error names how much of it came, the table holds only components of the
// rows read (none of the rows after), and no components line is printed.
TEST(ImageStream, RefusesATruncatedImage) {
  const bitcc::map::BitMap m = maps::random_map(16, 10, 0.5, 5);
  const std::string pbm = bitcc::map::write_pbm(m);  // "P4\n16 10\n", then 2 bytes a row
  const std::string cut = pbm.substr(0, pbm.size() - 7);
  const Outcome r = image({"--stream", "--stats"}, cut);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc image: the pixels end early: expected 10 rows of 2 bytes (20 bytes), found 13 "
            "bytes (6 whole rows)\n");
  EXPECT_EQ(r.out.find("components:"), std::string::npos);
  EXPECT_EQ(r.out.rfind("image: 16 x 10 (P4)\nlabel left top width height area\n", 0), 0u);
  const Outcome counts = image({"--stream"}, cut);
  EXPECT_EQ(counts.status, 1);
  EXPECT_EQ(counts.out, "image: 16 x 10 (P4)\n");
}

// Cut after two of the reader's bands of rows (1024 rows of 2048 pixels each): with two threads the
// table holds the same components of the rows read as with one, and the same error follows.
TEST(ImageStream, TwoThreadsRefuseATruncatedImageAsOneDoes) {
  const bitcc::map::BitMap m = maps::random_map(2048, 3000, 0.5, 6);
  const std::string pbm = bitcc::map::write_pbm(m);
  const std::string cut = pbm.substr(0, pbm.size() - 256 * 900);
  const Outcome one = image({"--stream", "--stats"}, cut);
  ASSERT_EQ(one.status, 1);
  EXPECT_GT(one.out.size(), 100000u);  // the table of the rows read
  const Outcome two = image({"--stream", "--stats", "--threads", "2"}, cut);
  EXPECT_EQ(two.status, 1);
  EXPECT_EQ(two.out, one.out);
  EXPECT_EQ(two.err, one.err);
}

TEST(ImageStream, RefusedCombinations) {
  const std::string pbm = "P1\n2 1\n1 0\n";
  Outcome r = image({"--stream", "--labels", "x.npy"}, pbm);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--stream with --labels needs FILE"), std::string::npos) << r.err;
  r = image({"--stream", "--labels", "x.pgm", "some.pbm"}, pbm);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("npy or raw, not pgm"), std::string::npos) << r.err;
}

}  // namespace
