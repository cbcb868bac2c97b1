// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/gen_pbm.cpp: writes a raw PBM (P4) of any size to standard output, a row at a time (no
// map in memory), for the streaming measurement of docs/maps.md:
//   g++ -O2 -std=c++17 bench/gen_pbm.cpp -o gen_pbm
//   ./gen_pbm WIDTH HEIGHT random|terrain [SEED] > map.pbm
// random: each pixel black with probability 1/2 (64 bits of splitmix64 per 64 pixels).
// terrain: value noise, as testing/map_oracle.hpp's terrain_map: heights hashed at the points of a
// grid of 256 pixels and of 64 pixels, blended bilinearly, 0.75 and 0.25 of them; black above 0.45
// (large regions with ragged coasts, lakes and islands).
#include <cstdint>
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// A height in [0, 1) at grid point (gy, gx) of octave `octave`.
double lattice(std::uint64_t seed, int octave, std::uint64_t gy, std::uint64_t gx) {
  return static_cast<double>(mix(seed ^ mix(gy * 0x100000001B3ull + gx * 31 + octave)) >> 11) *
         0x1.0p-53;
}

// One octave's heights along row r: the grid's two rows about r, blended (then per column).
struct Octave {
  std::uint64_t scale;
  std::vector<double> blended;  // per grid column: the rows above and below r blended
  void row(std::uint64_t seed, int octave, std::uint64_t r) {
    const std::uint64_t gr = r / scale;
    const double fr = static_cast<double>(r % scale) / static_cast<double>(scale);
    for (std::uint64_t gx = 0; gx < blended.size(); ++gx)
      blended[gx] = lattice(seed, octave, gr, gx) * (1 - fr) + lattice(seed, octave, gr + 1, gx) * fr;
  }
  double at(std::uint64_t c) const {
    const std::uint64_t gc = c / scale;
    const double fc = static_cast<double>(c % scale) / static_cast<double>(scale);
    return blended[gc] * (1 - fc) + blended[gc + 1] * fc;
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: gen_pbm WIDTH HEIGHT random|terrain [SEED] > map.pbm\n");
    return 2;
  }
  const std::uint64_t width = std::strtoull(argv[1], nullptr, 10);
  const std::uint64_t height = std::strtoull(argv[2], nullptr, 10);
  const std::string kind = argv[3];
  const std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
  if (width == 0 || height == 0 || (kind != "random" && kind != "terrain")) return 2;
  std::printf("P4\n%llu %llu\n", static_cast<unsigned long long>(width),
              static_cast<unsigned long long>(height));
  const std::uint64_t row_bytes = (width + 7) / 8;
  std::vector<unsigned char> row(row_bytes);
  std::uint64_t state = seed;
  Octave coarse{256, std::vector<double>(width / 256 + 2)}, fine{64, std::vector<double>(width / 64 + 2)};
  for (std::uint64_t r = 0; r < height; ++r) {
    if (kind == "random") {
      for (std::uint64_t i = 0; i < row_bytes; i += 8) {
        const std::uint64_t bits = mix(state++);
        for (std::uint64_t k = 0; k < 8 && i + k < row_bytes; ++k)
          row[i + k] = static_cast<unsigned char>(bits >> (8 * k));
      }
    } else {
      std::fill(row.begin(), row.end(), 0);
      coarse.row(seed, 0, r);
      fine.row(seed, 1, r);
      for (std::uint64_t c = 0; c < width; ++c)
        if (0.75 * coarse.at(c) + 0.25 * fine.at(c) > 0.45)
          row[c / 8] |= static_cast<unsigned char>(0x80 >> (c % 8));
    }
    if (width % 8 != 0) row[row_bytes - 1] &= static_cast<unsigned char>(0xFF << (8 - width % 8));
    std::fwrite(row.data(), 1, row_bytes, stdout);
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}
