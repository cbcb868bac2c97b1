// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/contest/wide_bench.cpp: what a contest bot gets from the wide boards' single header
// (bitcc_wide.hpp), timed and checked.
//
// Built by tools/check_wide_header.sh and tools/contest_bench.sh against the single header alone,
// under the compile lines of contest sites, and against the headers under kernels/ as the
// reference. Times, in ns per call (median of --reps repetitions over the same boards):
//   wide_19x19_p0.2, _p0.5, _p0.8   wide::label on random 19x19 boards of that density
//   wide_30x20_p0.5                 wide::label on random 30x20 maps
//   wide_groups                     groups_at_least(b, 5) + component_of, 19x19 p0.5, summed in
//                                   the bot's own loop
// Prints one line per measure, `<name> <ns>`, and a last line `checksum <hex>` that digests every
// answer (components, groups, components of points, liberties): the same under every compile line
// and every BITCC_SIMD.
//
// Usage: wide_bench [--n N] [--reps R]   (defaults 5000 and 7)

// Most bots include the whole standard library first (see contest_bench.cpp).
#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bitcc_wide.hpp"

namespace {

namespace wide = bitcc::wide;
using Go19 = wide::Geometry<19, 19>;
using Map30x20 = wide::Geometry<30, 20>;

std::uint64_t digest = 0xcbf29ce484222325ull;
void mix(std::uint64_t value) { digest = (digest ^ value) * 0x100000001b3ull; }
template <int N>
void mix(const wide::Words<N>& b) {
  for (const std::uint64_t word : b.word) mix(word);
}

// splitmix64, so that every compiler and library draws the same boards.
std::uint64_t state = 0;
std::uint64_t next() {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

template <class G>
std::vector<typename G::Board> random_boards(double density, std::size_t n, std::uint64_t seed) {
  state = seed;
  const auto threshold = static_cast<std::uint64_t>(density * 9007199254740992.0);  // 2^53
  std::vector<typename G::Board> boards(n);
  for (auto& b : boards) {
    b = typename G::Board{};
    for (int row = 0; row < G::kHeight; ++row)
      for (int column = 0; column < G::kWidth; ++column)
        if ((next() >> 11) < threshold) b.set(G::cell_index(row, column));
  }
  return boards;
}

template <typename Pass>
double median_ns(std::size_t reps, Pass&& pass) {
  std::vector<double> times;
  for (std::size_t r = 0; r < reps; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::size_t calls = pass();
    const std::chrono::duration<double, std::nano> elapsed =
        std::chrono::steady_clock::now() - start;
    times.push_back(elapsed.count() / static_cast<double>(calls));
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

// Times wide::label<G> over `boards`; the first pass's answers go into the digest.
template <class G>
double time_label(const std::vector<typename G::Board>& boards, std::size_t reps) {
  std::vector<typename G::Board> out(G::kMaxComponents);
  for (const auto& b : boards) {
    const int n = wide::label<G>(b, out.data());
    mix(static_cast<std::uint64_t>(n));
    for (int i = 0; i < n; ++i) mix(out[static_cast<std::size_t>(i)]);
  }
  const typename G::Board* data = boards.data();
  const std::size_t count = boards.size();
  return median_ns(reps, [&] {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < count; ++i) sum += static_cast<std::uint64_t>(wide::label<G>(data[i], out.data()));
    mix(sum);
    return count;
  });
}

std::size_t count_in(const char* text, std::size_t most) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text, &end, 10);
  if (end == text || *end != '\0' || text[0] == '-' || value < 1 || value > most) return 0;
  return static_cast<std::size_t>(value);
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t n = 5000, reps = 7;
  for (int i = 1; i < argc; i += 2) {
    std::size_t* target = nullptr;
    std::size_t most = 0;
    if (std::strcmp(argv[i], "--n") == 0) {
      target = &n, most = 1000000;
    } else if (std::strcmp(argv[i], "--reps") == 0) {
      target = &reps, most = 1000;
    }
    if (target == nullptr || i + 1 >= argc) {
      std::fprintf(stderr, "usage: wide_bench [--n N] [--reps R]\n");
      return 2;
    }
    *target = count_in(argv[i + 1], most);
    if (*target == 0) {
      std::fprintf(stderr, "wide_bench: %s takes a whole number from 1 to %zu, not '%s'\n",
                   argv[i], most, argv[i + 1]);
      return 2;
    }
  }
  const char* names[3] = {"wide_19x19_p0.2", "wide_19x19_p0.5", "wide_19x19_p0.8"};
  const double densities[3] = {0.2, 0.5, 0.8};
  for (int p = 0; p < 3; ++p)
    std::printf("%s %.2f\n", names[p],
                time_label<Go19>(random_boards<Go19>(densities[p], n, 19 + p), reps));
  std::printf("wide_30x20_p0.5 %.2f\n",
              time_label<Map30x20>(random_boards<Map30x20>(0.5, n / 2 + 1, 30), reps));

  // groups_at_least and component_of summed in the bot's own loop; liberties of the last
  // component into the digest.
  const std::vector<Go19::Board> boards = random_boards<Go19>(0.5, n, 7);
  const Go19::Board* data = boards.data();
  const double groups_ns = median_ns(reps, [&] {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const Go19::Board groups = wide::groups_at_least<Go19>(data[i], 5);
      const Go19::Board component =
          wide::component_of<Go19>(data[i], Go19::cell_index(static_cast<int>(i % 19), 9));
      sum += static_cast<std::uint64_t>(wide::popcount(groups)) * 31 +
             static_cast<std::uint64_t>(wide::popcount(wide::neighbours_of<Go19>(component)));
    }
    mix(sum);
    return n;
  });
  std::printf("wide_groups %.2f\n", groups_ns);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(digest));
  return 0;
}
