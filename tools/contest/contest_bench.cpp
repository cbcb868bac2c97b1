// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/contest/contest_bench.cpp: what a contest bot gets from the single header, timed.
//
// Built by tools/contest_bench.sh against the single header alone, under the compile lines of
// contest sites (no -O flag, `#pragma GCC optimize/target` lines above the header) and with -O2
// as the reference. Times, in ns per call (median of --reps repetitions over the same inputs):
//   label p0.2, p0.5, p0.8   bitcc::label on random boards of that density (seeds 2, 5, 8)
//   groups_at_least          groups_at_least(b, 4) on the three pools together
//   groups_sum               the same calls inlined into the bot's own loop, which sums the
//                            cells of their answers (`sum += popcount(groups_at_least(b, 4))`)
//   place+resolve_score      Grid::place then Grid::resolve_score, from the grid before each
//                            placement of random play: the yardstick's `stc-all` positions
//                            (testing/stc_positions.hpp, seed 22, 5 colours)
// Prints one line per measure, `<name> <ns>`, and a last line `checksum <hex>` that digests every
// answer: it must be the same under every compile line.
//
// `--turns T` prints instead T turns of the contest's protocol (8 pairs, score, grid, opponent's
// score and grid) from the same random play, every 50th placement, for the example bot's
// placements per second.
//
// `--where` adds lines `where ...` that may tell a slow process from a fast one (contest_bench.sh
// reads none of them): the CPU the process started and ended on (sched_getcpu), the addresses of
// the pools' data (the three label pools, the placements) and of a stack array modulo 4096 and
// modulo 2 MiB, the involuntary context switches and the steal time of the machine (ticks of
// /proc/stat) during the run, and each measure's repetitions in ns per call.
//
// Usage: contest_bench [--n N] [--reps R] [--where] | --turns T   (defaults 20000 and 7)

// Most bots include the whole standard library first: its inline functions are then compiled
// under the bot's options, not the header's, which is the harder case for the header.
#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>
#if defined(__linux__)
#include <sched.h>
#include <sys/resource.h>
#endif

#include "bitcc.hpp"
#include "testing/stc_positions.hpp"  // needs the repository's top folder on the include path
#include "tools/cli/text.hpp"            // standard library only: parse_number

namespace {

using bitcc::Board;
namespace stc = bitcc::stc;
namespace stc_positions = bitcc::test_support::stc_positions;

std::vector<Board> random_boards(double density, std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution bit(density);
  std::vector<Board> boards(n);
  for (Board& b : boards) {
    b = 0;
    for (int cell = 0; cell < bitcc::kCells; ++cell)
      if (bit(rng)) b |= bitcc::cell_bit(cell);
  }
  return boards;
}

using stc_positions::Position;

std::uint64_t digest = 0xcbf29ce484222325ull;
void mix(std::uint64_t value) { digest = (digest ^ value) * 0x100000001b3ull; }
void mix(Board value) {
  mix(static_cast<std::uint64_t>(value));
  mix(static_cast<std::uint64_t>(value >> 64));
}

bool where = false;          // --where: print the `where` lines
std::string repetitions;     // with --where: each measure's repetitions, one line each

// Times `pass` (one pass over the inputs, returning how many calls it made) `reps` times; the
// median in ns per call. With --where, `name`'s repetitions go to `repetitions` in their order.
template <typename Pass>
double median_ns(const char* name, std::size_t reps, Pass&& pass) {
  std::vector<double> times;
  for (std::size_t r = 0; r < reps; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::size_t calls = pass();
    const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
    times.push_back(elapsed.count() / static_cast<double>(calls));
  }
  if (where) {
    repetitions += std::string("where reps ") + name;
    for (const double t : times) {
      char text[32];
      std::snprintf(text, sizeof text, " %.2f", t);
      repetitions += text;
    }
    repetitions += "\n";
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

// The CPU this thread runs on, -1 where unknown.
int current_cpu() {
#if defined(__linux__)
  return sched_getcpu();
#else
  return -1;
#endif
}

// Involuntary context switches of this process so far (another thread took its CPU), -1 where
// unknown.
long preempted() {
#if defined(__linux__)
  rusage usage{};
  if (getrusage(RUSAGE_SELF, &usage) == 0) return usage.ru_nivcsw;
#endif
  return -1;
}

// The machine's steal time so far, in ticks of /proc/stat (the time its CPUs waited for the
// hypervisor, summed over them); -1 where unknown.
long long steal_ticks() {
  std::FILE* stat = std::fopen("/proc/stat", "r");
  if (stat == nullptr) return -1;
  long long fields[8] = {};  // user nice system idle iowait irq softirq steal
  const int read = std::fscanf(stat, "cpu %lld %lld %lld %lld %lld %lld %lld %lld", &fields[0],
                               &fields[1], &fields[2], &fields[3], &fields[4], &fields[5],
                               &fields[6], &fields[7]);
  std::fclose(stat);
  return read == 8 ? fields[7] : -1;
}

// `where address <name> <address mod 4096> <address mod 2 MiB>`, in hexadecimal.
void print_address(const char* name, const void* address) {
  const auto value = reinterpret_cast<std::uintptr_t>(address);
  std::printf("where address %s %03llx %06llx\n", name,
              static_cast<unsigned long long>(value % 4096),
              static_cast<unsigned long long>(value % (2u << 20)));
}

}  // namespace

// Turns for a bot: the grid before every 50th placement of the positions, with random pairs.
void print_turns(std::size_t turns) {
  const std::vector<Position> placements = stc_positions::positions(50 * turns, 22, 5, false);
  std::mt19937_64 rng(23);
  for (std::size_t t = 0; t < turns; ++t) {
    const Position& p = placements[50 * t];
    std::printf("%d %d\n", p.a, p.b);
    for (int pair = 1; pair < 8; ++pair)
      std::printf("%d %d\n", 1 + static_cast<int>(rng() % 5), 1 + static_cast<int>(rng() % 5));
    const std::string grid = stc::to_text(p.before);
    std::printf("0\n%s0\n%s", grid.c_str(), grid.c_str());
  }
}

// The whole number in `text` if it is one in [1, most] (the `bitcc` command's rule); 0 otherwise.
std::size_t count_in(const char* text, std::size_t most) {
  return bitcc::cli::parse_number<std::size_t>(text, 1, most).value_or(0);
}

int main(int argc, char** argv) {
  const int start_cpu = current_cpu();
  const long start_preempted = preempted();
  const long long start_steal = steal_ticks();
  std::size_t n = 20000, turns = 0, reps = 7;
  for (int i = 1; i < argc; i += 2) {  // an option and its value, or --where
    if (std::strcmp(argv[i], "--where") == 0) {
      where = true;
      --i;
      continue;
    }
    const bool has_value = i + 1 < argc;
    std::size_t* target = nullptr;
    std::size_t most = 0;
    if (std::strcmp(argv[i], "--n") == 0) {
      target = &n, most = 10000000;
    } else if (std::strcmp(argv[i], "--reps") == 0) {
      target = &reps, most = 1000;
    } else if (std::strcmp(argv[i], "--turns") == 0) {
      target = &turns, most = 100000;
    }
    if (target == nullptr || !has_value) {
      std::fprintf(stderr, "usage: contest_bench [--n N] [--reps R] [--where] | --turns T\n");
      return 2;
    }
    *target = count_in(argv[i + 1], most);
    if (*target == 0) {
      std::fprintf(stderr, "contest_bench: %s takes a whole number from 1 to %zu, not '%s'\n",
                   argv[i], most, argv[i + 1]);
      return 2;
    }
  }
  if (turns > 0) {
    print_turns(turns);
    return 0;
  }

  std::vector<Board> pools[3] = {random_boards(0.2, n, 2), random_boards(0.5, n, 5),
                                 random_boards(0.8, n, 8)};
  const char* pool_names[3] = {"label_p0.2", "label_p0.5", "label_p0.8"};
  Board out[bitcc::kMaxComponents];
  for (int p = 0; p < 3; ++p) {
    // Plain loops over raw arrays: under -O0 the harness around each call costs little.
    const Board* boards = pools[p].data();
    const double ns = median_ns(pool_names[p], reps, [&] {
      Board answers = 0;
      for (std::size_t i = 0; i < n; ++i) answers += bitcc::label(boards[i], out) + out[0];
      mix(answers);
      return n;
    });
    std::printf("%s %.2f\n", pool_names[p], ns);
  }
  const double groups_ns = median_ns("groups_at_least", reps, [&] {
    Board answers = 0;
    for (const auto& pool : pools) {
      const Board* boards = pool.data();
      for (std::size_t i = 0; i < n; ++i) answers ^= bitcc::groups_at_least(boards[i], 4) + i;
    }
    mix(answers);
    return 3 * n;
  });
  std::printf("groups_at_least %.2f\n", groups_ns);
  // A bot's evaluation: the call inlined into the bot's loop and its answer used there at once.
  const double groups_sum_ns = median_ns("groups_sum", reps, [&] {
    std::int64_t sum = 0;
    for (const auto& pool : pools) {
      const Board* boards = pool.data();
      for (std::size_t i = 0; i < n; ++i)
        sum += bitcc::popcount(bitcc::groups_at_least(boards[i], 4));
    }
    mix(static_cast<std::uint64_t>(sum));
    return 3 * n;
  });
  std::printf("groups_sum %.2f\n", groups_sum_ns);

  const std::vector<Position> placements = stc_positions::positions(n, 22, 5, false);
  const Position* positions = placements.data();
  const double chain_ns = median_ns("place+resolve_score", reps, [&] {
    std::uint64_t scores = 0;
    for (std::size_t i = 0; i < n; ++i) {
      stc::Grid grid = positions[i].before;
      grid.place(positions[i].a, positions[i].b, positions[i].move);
      scores = scores * 31 + static_cast<std::uint64_t>(grid.resolve_score());
    }
    mix(scores);
    return n;
  });
  std::printf("place+resolve_score %.2f\n", chain_ns);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(digest));
  if (where) {
    const long long end_steal = steal_ticks();
    std::printf("where cpu %d %d\n", start_cpu, current_cpu());
    std::printf("where preempted %ld\n", preempted() - start_preempted);
    std::printf("where steal %lld\n",
                start_steal < 0 || end_steal < 0 ? -1 : end_steal - start_steal);
    for (int p = 0; p < 3; ++p) print_address(pool_names[p], pools[p].data());
    print_address("placements", positions);
    print_address("stack", out);
    std::fputs(repetitions.c_str(), stdout);
  }
  return 0;
}
