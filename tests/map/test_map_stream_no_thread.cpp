// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/stream.hpp when the system refuses a second thread: a StreamLabeler asked for two
// labels on the calling thread alone, with the same components as one thread's, and feed() throws
// nothing. The refusal is made by this executable's own pthread_create (it comes before the C
// library's in the dynamic linker's order, so std::thread calls it), which fails with EAGAIN
// while `refuse_threads` is set and calls the C library's otherwise. And when memory is refused:
// this executable's operator new throws std::bad_alloc for one allocation of a chosen size on the
// thread that chose it. Its own executable: nothing else may see the refusals; not built under
// the sanitizers, which intercept pthread_create and operator new.
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <vector>

#include "bitcc/map/map.hpp"
#include "bitcc/map/stream.hpp"
#include "testing/map_oracle.hpp"

namespace {

std::atomic<bool> refuse_threads{false};
std::atomic<int> refused{0};
thread_local std::size_t refuse_bytes = 0;  // the next allocation of this size throws (0: none)

}  // namespace

void* operator new(std::size_t bytes) {
  if (bytes != 0 && bytes == refuse_bytes) {
    refuse_bytes = 0;
    throw std::bad_alloc();
  }
  if (void* p = std::malloc(bytes == 0 ? 1 : bytes)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

extern "C" int pthread_create(pthread_t* thread, const pthread_attr_t* attributes,
                              void* (*start)(void*), void* argument) {
  if (refuse_threads.load()) {
    refused.fetch_add(1);
    return EAGAIN;
  }
  using Create = int (*)(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*);
  static const auto next = reinterpret_cast<Create>(dlsym(RTLD_NEXT, "pthread_create"));
  return next(thread, attributes, start, argument);
}

namespace {

using bitcc::map::BitMap;
using bitcc::map::Connectivity;
using bitcc::map::StreamComponent;
using bitcc::map::StreamLabeler;
using bitcc::map::StreamOptions;

// The components of `m` streamed in bands of 7 rows, and their count.
std::vector<StreamComponent> stream(const BitMap& m, unsigned threads, std::uint64_t& count) {
  std::vector<StreamComponent> components;
  StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, threads},
                        [&](const StreamComponent& c) { components.push_back(c); });
  for (std::size_t r = 0; r < m.height(); r += 7)
    labeler.feed(m.row(r), std::min<std::size_t>(7, m.height() - r));
  labeler.finish();
  count = labeler.count();
  return components;
}

TEST(MapStreamNoThread, TwoThreadsRefusedLabelOnOne) {
  const BitMap m = bitcc::test_support::maps::random_map(150, 300, 0.5, 11);

  std::uint64_t one_count = 0, refused_count = 0;
  const std::vector<StreamComponent> one = stream(m, 1, one_count);
  refuse_threads = true;
  std::vector<StreamComponent> refused_two;
  EXPECT_NO_THROW(refused_two = stream(m, 2, refused_count));
  refuse_threads = false;

  ASSERT_GT(refused.load(), 0) << "the labeler never asked for a second thread";
  EXPECT_GT(one_count, 1000u);
  EXPECT_EQ(refused_count, one_count);
  ASSERT_EQ(refused_two.size(), one.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(refused_two[i].number, one[i].number) << "component " << i;
    EXPECT_EQ(refused_two[i].first_row, one[i].first_row) << "component " << i;
    EXPECT_EQ(refused_two[i].first_column, one[i].first_column) << "component " << i;
    EXPECT_EQ(refused_two[i].stats.area, one[i].stats.area) << "component " << i;
  }

  // Threads are given again: the next labeler starts its second thread.
  const int refusals = refused.load();
  std::uint64_t two_count = 0;
  stream(m, 2, two_count);
  EXPECT_EQ(refused.load(), refusals);
  EXPECT_EQ(two_count, one_count);
}

// With two threads, the calling thread copies each band's rows into a job of its own. When that
// copy finds no memory, feed() throws std::bad_alloc, and the labeler cannot go on: its count of
// rows already includes the band that was never labeled, so every later feed() and finish()
// throws the same error instead of reporting components of a map it did not see.
TEST(MapStreamNoThread, NoMemoryForABandStopsTheLabeler) {
  const BitMap m = bitcc::test_support::maps::random_map(3000, 40, 0.5, 12);
  const std::size_t words = m.words_per_row();  // 47
  std::vector<StreamComponent> components;
  StreamLabeler labeler(m.width(), StreamOptions{Connectivity::Four, false, 2},
                        [&](const StreamComponent& c) { components.push_back(c); });
  labeler.feed(m.row(0), 7);
  refuse_bytes = (7 + 1) * words * sizeof(std::uint64_t);  // the next band's copy, in a new job
  EXPECT_THROW(labeler.feed(m.row(7), 7), std::bad_alloc);
  ASSERT_EQ(refuse_bytes, 0u) << "the band's copy was not the allocation refused";
  EXPECT_THROW(labeler.feed(m.row(14), 7), std::bad_alloc);
  EXPECT_THROW(labeler.finish(), std::bad_alloc);
}

}  // namespace
