// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/stream.hpp: connected components of a map fed row by row, for maps larger than memory.
//
// A StreamLabeler takes the rows of a map in order (bands of rows in a BitMap's row layout),
// keeps the previous row and the components still open, and reports each component once no later
// row can touch it, with its statistics and its number: the number map::label gives it (raster
// order of its first cell). A second pass (StreamLabelRows) gives each row's labels, for a label
// image written as the rows come (write_npy_rows), never held whole.
//
// How. The rows are labeled in bands of up to 32 (band_rows; a feed is split into bands of equal
// size, and each feed ends one). A band's runs are linked to each other and to the runs of the row
// above it (the previous band's last row) by map::label's own link_rows, in a union-find over
// those runs, and one forward pass over the band's runs gathers each set's statistics at its root
// (its smallest run: parents come first). A set that holds a run of the row above belongs to that
// run's component: components still open are slots (a union-find of their own, reused once
// closed) holding the statistics, and a set holding runs of two components merges their slots,
// the one with the smaller provisional number staying (its first cell is the earlier one: it is
// the merged component's first cell). A set new in the band is a new provisional component,
// numbered in raster order of its root (its first cell); it takes a slot only if it reaches the
// band's last row, and closes at once otherwise: most components of a map never take one. A
// component closes when the band's last row has no run of it.
//
// Numbering. A component's number is the count of components whose first cell comes at or before
// its own: the provisional numbers that are still the smallest of their component once it closes.
// A provisional number's fate (the first of a component, or merged into an earlier one) is known
// when its component closes or when it merges. So the provisional numbers wait in a queue in their
// order, and the front is released while it is decided: a merged one is dropped, a closed one is
// the next component (number + 1), reported then. Components are thus reported in number order,
// each as soon as every component started before it has closed; those waiting for an earlier,
// still open component (a component that spans the map's rows holds back the ones started after
// it) take 32 bytes each. Without a receiver of components (count only) nothing waits.
//
// Two threads (StreamOptions::threads): a band's runs are linked and gathered (scan) from a copy of
// its rows, and its components (the open ones, the numbering, the receiver) follow in band order,
// one band at a time; whichever thread is free takes the next band's components, else the next
// band's scan (each thread its own work memory), and the calling thread, which reads the rows,
// takes part while four bands wait. What passes from a scan to the components is a summary (the
// sets of the row above's runs, the new sets, the runs of the last row), small beside the band's
// runs, which stay in the caches of the thread that scanned them. Without a receiver the
// components are light and the two threads share the scans; with one, reporting is most of a
// band's work, and the scans go mostly to the thread that is not reporting.
//
// Memory: O(width) for the rows and the band's runs (40 bytes per run, room for half a run per
// cell of the band and the row above: at most 33 rows, about 660 bytes per column), plus the
// open components (52 bytes each) and, with a receiver, the queue from the oldest open
// provisional number on (32 bytes per number, in a ring of a power-of-two size).
// StreamOptions::keep_numbering adds 8 bytes per provisional component (at most one per run) for
// the second pass, and then the bands are of one row in both passes (the second pass meets the
// provisional components of the first). Two threads: a second copy of the band's runs, and the rows
// and summaries of the four bands in flight.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "bitcc/map/label.hpp"
#include "bitcc/map/npy.hpp"
#include "bitcc/map/pbm.hpp"

// The height from which a closed component's height waits apart from its entry in the queue (a
// height of 2^32 - 2 rows and more). Tests only define it lower, to take that path on small maps.
#ifndef BITCC_STREAM_TALL
#define BITCC_STREAM_TALL 0xFFFFFFFEu
#endif

namespace bitcc::map {

/// A component as a StreamLabeler reports it: its number (1, 2, ... in raster order of the first
/// cell, as map::label's labels), its first cell in raster order, and its statistics (top is the
/// first cell's row).
struct StreamComponent {
  std::uint64_t number = 0;
  std::size_t first_row = 0, first_column = 0;
  ComponentStats stats;
};

struct StreamOptions {
  Connectivity connectivity = Connectivity::Four;
  /// Keep what the second pass (StreamLabelRows) needs: 8 bytes per provisional component.
  bool keep_numbering = false;
  /// 1: the calling thread does everything. 2 (or more: two are used): a second thread shares the
  /// bands (see the top of this file); 0: 2 where the machine has two processors or more. With
  /// keep_numbering, one thread (its bands are of one row); where the system cannot start a
  /// second thread, the calling thread alone (the same results, no error).
  unsigned threads = 1;
};

/// The final number of every provisional component of a streamed map (StreamLabeler::numbering),
/// for the second pass.
class StreamNumbering {
 public:
  /// The number of components.
  std::uint64_t count() const { return count_; }

 private:
  friend class StreamLabeler;
  friend class StreamLabelRows;
  std::vector<std::uint64_t> numbers_;  // provisional number -> final number
  std::uint64_t count_ = 0;
};

namespace stream_detail {

using label_detail::RunIndex;

struct NoJoin {
  void operator()(RunIndex, RunIndex) const {}
};

/// What a band knows of a set of runs, at its root run (see StreamLabeler::band): the columns it
/// covers, its bottom row in the band (counted from 1; 0: none, for the sets of the row above)
/// and its area (a band holds fewer than 2^32 cells: band_rows). Each run starts as a set of its
/// own: 16 bytes, one store.
struct BandSet {
  std::uint32_t left, right;  // right: one past the last column
  std::uint32_t bottom, area;
};
static_assert(sizeof(BandSet) == 16, "a band set is 16 bytes");

/// One band's runs and links: the rows rows[0..count) (`words` words each), below `above` (the
/// previous band's last row, whose runs are 1..a; null or a == 0: none). Numbers the band's runs
/// from a + 1 in raster order, each its own set (parent, sets), row r's from row_first[r]
/// (row_first[count]: one past the last), and joins each row's runs with the row above's
/// (link_rows, the smaller run the root).
template <bool kEight>
BITCC_MAP_INLINE void scan_band(const std::uint64_t* above, const std::uint64_t* rows,
                                std::size_t count, std::size_t words, std::uint64_t last_mask,
                                std::size_t a, RunIndex* parent, BandSet* sets,
                                RunIndex* row_first) {
  for (std::size_t i = 1; i <= a; ++i) {
    parent[i] = static_cast<RunIndex>(i);
    sets[i] = BandSet{std::numeric_limits<std::uint32_t>::max(), 0, 0, 0};
  }
  RunIndex next = static_cast<RunIndex>(a + 1), above_first = 1;
  const std::uint64_t* previous = a == 0 ? nullptr : above;
  for (std::size_t r = 0; r < count; ++r) {
    const std::uint64_t* row = rows + r * words;
    const RunIndex first = next;
    const std::uint32_t band_row = static_cast<std::uint32_t>(r + 1);
    row_first[r] = first;
    label_detail::for_each_run(row, words, last_mask, [&](std::size_t start, std::size_t end) {
      parent[next] = next;
      const auto left = static_cast<std::uint32_t>(start), right = static_cast<std::uint32_t>(end);
      sets[next] = BandSet{left, right, band_row, right - left};
      ++next;
    });
    if (previous != nullptr && next != first)
      label_detail::link_rows<kEight, true>(previous, row, words, last_mask, above_first, first,
                                            parent, NoJoin{});
    previous = row;
    above_first = first;
  }
  row_first[count] = next;
}

using ScanBand = void (*)(const std::uint64_t*, const std::uint64_t*, std::size_t, std::size_t,
                          std::uint64_t, std::size_t, RunIndex*, BandSet*, RunIndex*);

// scan_band compiled for each instruction set map::label uses (its popcounts one instruction
// where the CPU has it), as map::label's passes are.
#define BITCC_STREAM_SCAN(suffix, target)                                                       \
  template <bool kEight>                                                                        \
  target void scan_band_##suffix(const std::uint64_t* above, const std::uint64_t* rows,         \
                                 std::size_t count, std::size_t words, std::uint64_t last_mask, \
                                 std::size_t a, RunIndex* parent, BandSet* sets,                \
                                 RunIndex* row_first) {                                         \
    scan_band<kEight>(above, rows, count, words, last_mask, a, parent, sets, row_first);        \
  }
BITCC_STREAM_SCAN(portable, )
#if BITCC_HAVE_MAP_X86
BITCC_STREAM_SCAN(avx2, BITCC_TARGET(BITCC_MAP_AVX2_FEATURES))
BITCC_STREAM_SCAN(sse42, BITCC_TARGET(BITCC_MAP_SSE42_FEATURES))
#endif
#undef BITCC_STREAM_SCAN

/// scan_band for the instruction set map::label runs here (label_isa), `eight` or not.
inline ScanBand chosen_scan(bool eight) {
#if BITCC_HAVE_MAP_X86
  const Isa isa = label_detail::chosen_passes().isa;
  if (isa == Isa::Avx512 || isa == Isa::Avx2)
    return eight ? scan_band_avx2<true> : scan_band_avx2<false>;
  if (isa == Isa::Sse42) return eight ? scan_band_sse42<true> : scan_band_sse42<false>;
#endif
  return eight ? scan_band_portable<true> : scan_band_portable<false>;
}

/// The most rows of a band: 32 (fewer when 32 rows exceed kBandCells cells), so that the row above
/// a band, which costs as much as two or three rows of the band (it is linked again, and its
/// components looked up among the open ones), is a small share. A band holds fewer than 2^32
/// cells (widths are under 2^31). Measured on random 0.5 maps of 3 * 10^8 cells (fastest of 3
/// calls, one to five rounds: the machine was busy), ns per cell, bands of 2 / 4 / 8 / 16 / 32 /
/// 64 / 128 rows: 100,000 columns 5.5 / 4.1 / 3.7 / 3.1..3.4 / 2.9..3.4 / 2.9 / 3.7..3.9; 20,000
/// columns 5.0 / 3.6 / 2.9 / 2.3..2.6 / 2.1..2.4 / 2.1..2.3 / 2.2 (Zen 5).
constexpr std::size_t kBandCells = std::size_t{1} << 22;
inline std::size_t band_rows(std::size_t width) {
  return std::max<std::size_t>(
      1, std::min<std::size_t>(32, kBandCells / std::max<std::size_t>(width, 1)));
}

}  // namespace stream_detail

/// Labels a map fed row by row (see the top of this file). Feed the rows in order with feed(),
/// then call finish(): each component goes to the receiver given at construction, once, in number
/// order. One StreamLabeler per map and per thread. With two threads (StreamOptions::threads) the
/// receiver is called on either thread (never on both at once), up to four bands behind feed();
/// settle() waits for it. A labeler is neither copied nor moved (its second thread works on it).
class StreamLabeler {
 public:
  using Receiver = std::function<void(const StreamComponent&)>;

  /// A labeler of maps `width` cells wide. `on_component` receives each component (none: the
  /// labeler only counts, and nothing waits). Throws std::length_error for a width of 2^32 - 64
  /// cells or more (run numbers are 32-bit, as map::label's), std::runtime_error for a bad
  /// BITCC_SIMD. Allocates nothing until the first row.
  explicit StreamLabeler(std::size_t width, const StreamOptions& options = {},
                         Receiver on_component = {})
      : width_(width),
        words_(width / 64 + (width % 64 != 0)),
        last_mask_(width % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (width % 64)) - 1),
        // The second pass must meet the provisional components of the first: bands of one row
        // in both, however the rows are fed.
        band_rows_(options.keep_numbering ? 1 : stream_detail::band_rows(width)),
        options_(options),
        on_component_(std::move(on_component)),
        scan_(stream_detail::chosen_scan(options.connectivity == Connectivity::Eight)) {
    if (width >= label_detail::kMaxRunIndex / 2)
      throw std::length_error("bitcc::map::StreamLabeler: a width of " + std::to_string(width) +
                              " cells, over the most (2^31 - 32)");
    const unsigned threads =
        options.threads == 0 ? std::max(1u, std::thread::hardware_concurrency()) : options.threads;
    two_threads_ = threads >= 2 && !options.keep_numbering;
  }
  StreamLabeler(const StreamLabeler&) = delete;
  StreamLabeler& operator=(const StreamLabeler&) = delete;
  /// Finishes the bands handed to the second thread, if any (what the receiver throws then is
  /// dropped), and ends it. Does not finish() the map: its open components are not reported.
  ~StreamLabeler() {
    if (!worker_) return;
    {
      std::unique_lock<std::mutex> lock(worker_->mutex);
      while (worker_->done < worker_->queued)
        if (!take_task(lock, scan_work_)) worker_->changed.wait(lock);
      worker_->stop = true;
    }
    worker_->changed.notify_all();
    worker_->thread.join();
  }

  /// Labels the next `count` rows: count * words_per_row() words at `rows`, a BitMap's row layout
  /// (padding bits ignored). Reports the components that close. Requires finish() not called yet.
  /// What the receiver throws, or std::bad_alloc, comes out of this call (or, with two threads,
  /// a later one); the labeler then cannot go on (feed() and finish() throw again: with one thread
  /// a std::logic_error, with two what was thrown first).
  void feed(const std::uint64_t* rows, std::size_t count) {
    if (finished_) throw std::logic_error("bitcc::map::StreamLabeler::feed after finish");
    if (stopped_) throw stopped();
    if (count == 0) return;
    if (!allocated_) allocate();
    // The first band follows the copy of the previous feed's last row, the others the band
    // before them. The rows split into bands of equal size (within one row).
    const std::uint64_t* above = previous_.data();
    const std::size_t bands = (count + band_rows_ - 1) / band_rows_;
    try {
      for (std::size_t k = 0, done = 0; k < bands; ++k) {
        const std::size_t n = (count - done) / (bands - k);
        band(above, rows + done * words_, n);
        above = rows + (done + n - 1) * words_;
        done += n;
      }
    } catch (...) {
      // A band cut short (one thread: the receiver threw in its release; two: no memory for the
      // band's copy, or the second thread's error): the state no longer follows the rows. With
      // two threads the error is kept as the second thread's are, and thrown again by every
      // later call.
      if (!worker_) {
        stopped_ = true;
      } else {
        std::lock_guard<std::mutex> lock(worker_->mutex);
        if (!worker_->error) worker_->error = std::current_exception();
      }
      throw;
    }
    std::copy_n(rows + (count - 1) * words_, words_, previous_.data());
  }

  /// Ends the map: the components still open close and are reported. count() is then final.
  void finish() {
    if (stopped_) throw stopped();
    if (finished_) return;
    settle();
    finished_ = true;
    const std::uint64_t past = rows_;
    for (std::size_t i = 0; i < above_count_; ++i) {
      const std::uint32_t s = find_slot(above_slot_[i]);
      if (seen_[s] != past) close(s, past);
    }
    above_count_ = 0;
    release();
  }

  /// With two threads: waits until the second thread has taken the components of every row fed
  /// (reported those that closed), and throws what the receiver threw there. Nothing to wait for
  /// with one thread. The counts below wait for it too.
  void settle() const {
    if (!worker_) return;
    std::unique_lock<std::mutex> lock(worker_->mutex);
    worker_->changed.wait(lock, [this] { return worker_->done == worker_->queued; });
    if (worker_->error) std::rethrow_exception(worker_->error);
  }

  std::size_t width() const { return width_; }
  std::size_t words_per_row() const { return words_; }
  /// The rows fed so far.
  std::uint64_t rows() const { return rows_; }
  /// The components seen so far (open ones included; merges later may lower it until finish).
  std::uint64_t count() const {
    settle();
    return next_provisional_ - merges_;
  }
  /// The components open now, and the closed ones waiting for an earlier one (memory's measure).
  std::size_t open() const {
    settle();
    return open_;
  }
  std::size_t waiting() const {
    settle();
    return static_cast<std::size_t>(queue_end_ - queue_first_);
  }

  /// The final numbers for the second pass; requires finish() and StreamOptions::keep_numbering.
  /// Leaves the labeler without them.
  StreamNumbering numbering() {
    if (!finished_ || !options_.keep_numbering)
      throw std::logic_error(
          "bitcc::map::StreamLabeler::numbering needs finish() and StreamOptions::keep_numbering");
    // A merged provisional number points at a smaller one, so one forward pass numbers them all,
    // as map::label numbers its runs.
    StreamNumbering result;
    std::vector<std::uint64_t>& numbers = merged_into_;
    std::uint64_t count = 0;
    for (std::uint64_t id = 0; id < numbers.size(); ++id) {
      const std::uint64_t up = numbers[id];
      numbers[id] = up == id ? ++count : numbers[up];
    }
    result.numbers_ = std::move(merged_into_);
    result.count_ = count;
    return result;
  }

 private:
  friend class StreamLabelRows;
  using RunIndex = label_detail::RunIndex;
  using BandSet = stream_detail::BandSet;

  // An open component (or a slot free for reuse): a union-find over slots (slot_parent_, itself
  // for a root), the last row with a run of it (seen_), the provisional number of its first run
  // (provisional_) and its statistics at roots. The fields every band reads are arrays of their
  // own, and the statistics every band updates take 16 bytes (the first cell, read when the
  // component closes, apart).
  struct Slot {
    std::uint32_t left, right;  // right: one past the last column
    std::uint64_t area;
  };
  struct First {
    std::size_t row, column;
  };
  // A provisional number in the queue: still open (height kOpen), merged into an earlier one
  // (kMerged), or the first of a closed component (its first cell and statistics; columns fit 32
  // bits; a height from kTall up waits in tall_). 32 bytes, one cache line's half: on a wide map
  // a long-lived component holds back hundreds of thousands of entries, written when their
  // component closes and read when it is reported, past the caches (40 bytes before, entries
  // across two lines: 100,000 x 100,000 random 0.5 with the table, two threads, 27.2..33.3 s
  // against 25.4..31.5 in three alternate rounds).
  struct Waiting {
    static constexpr std::uint32_t kOpen = 0, kMerged = 0xFFFFFFFF, kTall = BITCC_STREAM_TALL;
    std::uint64_t first_row = 0, area = 0;
    std::uint32_t first_column = 0, left = 0, width = 0;  // copied when the ring grows: all set
    std::uint32_t height = kOpen;

    void close(std::uint64_t row, std::uint32_t column, std::uint32_t box_left,
               std::uint32_t box_right, std::uint32_t box_height, std::uint64_t cells) {
      first_row = row;
      first_column = column;
      left = box_left;
      width = box_right - box_left;
      height = box_height;
      area = cells;
    }
  };
  static_assert(sizeof(Waiting) == 32, "a waiting entry is 32 bytes");
  static_assert(Waiting::kTall >= 1 && Waiting::kTall < Waiting::kMerged,
                "BITCC_STREAM_TALL: a height from 1 to 2^32 - 2");

  // The first stage's work memory: one band's runs (1..a the row above's, then the band's),
  // linked and gathered, and each new set's index (new_index, at its root run).
  struct BandScan {
    std::vector<RunIndex> parent, roots, row_first;
    std::vector<BandSet> sets;
    std::vector<std::uint32_t> root_row, root_column;  // the first cell of each new set
    std::vector<std::uint32_t> new_index;

    // Room for a band of `count` rows of at most `row_runs` runs each below a row of as many:
    // grown as the bands come (a feed of fewer rows than band_rows makes smaller bands, and memory
    // is costly where it is touched).
    void fit(std::size_t count, std::size_t row_runs) {
      const std::size_t runs = row_runs * (count + 1) + 1;  // the row above's, the band's, 0
      if (parent.size() < runs) {
        parent.resize(runs);
        sets.resize(runs);
        roots.resize(runs);
        root_row.resize(runs);
        root_column.resize(runs);
        new_index.resize(runs);
      }
      if (row_first.size() < count + 1) row_first.resize(count + 1);
    }
  };

  // A set new in the band: its index among them (the order of their first cells), its first
  // cell's row in the band and column, its statistics.
  struct NewSet {
    std::uint32_t index, row, column;
    BandSet set;
  };

  // What a band's components need of its scan: all that passes between the threads, small beside
  // the band's runs (which stay in the caches of the thread that scanned them). With one thread
  // the sets are read where the scan left them (`work`), not copied.
  struct BandSummary {
    std::size_t above = 0, count = 0, new_sets = 0;
    std::uint64_t first_row = 0;
    const BandScan* work = nullptr;  // one thread: the scan's work memory, else null
    std::vector<RunIndex> above_root;  // 1..above: each run of the row above, its set's root
    std::vector<BandSet> above_set;    // 1..above: a root's set in the band (bottom 0: none)
    // The new sets that reach the band's last row (all of them with a receiver), in order (two
    // threads).
    std::vector<NewSet> new_set;
    // The runs of the band's last row: their set's root, a run of the row above (1..above), or
    // above + 1 + k for the new set k.
    std::vector<RunIndex> last_row;
  };

  // A band handed over to the two threads: a copy of its rows (the row above first), what scan()
  // needs of its place, and its summary once scanned.
  struct Job {
    std::vector<std::uint64_t> rows;  // the row above, then the band's rows
    std::size_t above = 0, count = 0;
    std::uint64_t first_row = 0;
    bool scanned = false;
    BandSummary summary;
  };
  static constexpr std::size_t kJobs = 4;  // bands in flight

  // Two threads share the bands' work: each band is scanned by whichever thread is free (into its
  // own work memory), and the bands' components() run in band order, one band at a time, on
  // either thread (the components' state passes with the mutex). Band b waits in
  // jobs[b % kJobs] from its hand-over (queued) until its components are done.
  struct Worker {
    std::mutex mutex;
    std::condition_variable changed;
    Job jobs[kJobs];
    std::uint64_t queued = 0;     // bands handed over
    std::uint64_t scan_next = 0;  // the next band to scan
    std::uint64_t done = 0;       // bands whose components are done
    bool components_busy = false;
    bool stop = false;
    std::exception_ptr error;  // what the receiver threw: later bands are dropped
    std::thread thread;
  };

  void allocate() {
    allocated_ = true;
    above_slot_.assign(row_runs(), 0);
    previous_.assign(words_, 0);
    if (two_threads_) {
      worker_ = std::make_unique<Worker>();
      try {
        worker_->thread = std::thread([this] {
          std::unique_lock<std::mutex> lock(worker_->mutex);
          for (;;) {
            if (take_task(lock, second_scan_work_)) continue;
            if (worker_->stop) return;
            worker_->changed.wait(lock);
          }
        });
      } catch (...) {
        // No second thread (the system has none to give, or no memory for it): the calling
        // thread does everything, as with threads = 1; the results are the same.
        worker_.reset();
        two_threads_ = false;
      }
    }
  }

  // With `lock` held: does one task, if there is one (the next band's components first, so that
  // the bands' jobs come free, else the next band's scan, into `work`), and returns true; false
  // when there is none. Unlocks while working.
  bool take_task(std::unique_lock<std::mutex>& lock, BandScan& work) {
    Worker& worker = *worker_;
    const auto run = [&](auto&& task) {
      if (worker.error) return;
      lock.unlock();
      std::exception_ptr error;
      try {
        task();
      } catch (...) {
        error = std::current_exception();
      }
      lock.lock();
      if (error && !worker.error) worker.error = error;
    };
    if (!worker.components_busy && worker.done < worker.queued &&
        worker.jobs[worker.done % kJobs].scanned) {
      worker.components_busy = true;
      Job& job = worker.jobs[worker.done % kJobs];
      run([&] { components(job.summary, nullptr); });
      worker.components_busy = false;
      ++worker.done;
      worker.changed.notify_all();
      return true;
    }
    if (worker.scan_next < worker.queued) {
      Job& job = worker.jobs[worker.scan_next++ % kJobs];
      run([&] {
        scan(work, job.rows.data(), job.above, job.rows.data() + words_, job.count, job.first_row,
             job.summary);
      });
      job.scanned = true;
      worker.changed.notify_all();
      return true;
    }
    return false;
  }

  std::size_t row_runs() const { return width_ / 2 + 1; }  // at most, in a row of width_ cells

  std::uint32_t find_slot(std::uint32_t s) {
    std::uint32_t* parent = slot_parent_.data();
    while (parent[s] != s) {
      const std::uint32_t up = parent[s];
      parent[s] = parent[up];
      s = up;
    }
    return s;
  }

  // A slot for a component that stays open past its band: provisional number `id`, first cell
  // (row, column), bottom row `bottom`, the statistics of `set`.
  std::uint32_t new_slot(std::uint64_t id, std::size_t row, std::size_t column,
                         std::uint64_t bottom, const BandSet& set) {
    std::uint32_t s;
    if (!free_.empty()) {
      s = free_.back();
      free_.pop_back();
    } else {
      if (slots_.size() >= std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("bitcc::map::StreamLabeler: over 2^32 components open at once");
      s = static_cast<std::uint32_t>(slots_.size());
      slots_.emplace_back();
      first_.emplace_back();
      slot_parent_.push_back(s);
      seen_.push_back(0);
      provisional_.push_back(0);
    }
    slots_[s] = Slot{set.left, set.right, set.area};
    first_[s] = First{row, column};
    slot_parent_[s] = s;
    seen_[s] = bottom;
    provisional_[s] = id;
    if (on_component_) push_waiting();
    ++open_;
    return s;
  }

  // Joins the components of roots s and t (distinct); returns the root kept: the one started first.
  std::uint32_t merge(std::uint32_t s, std::uint32_t t) {
    if (provisional_[t] < provisional_[s]) std::swap(s, t);
    Slot& keep = slots_[s];
    const Slot& gone = slots_[t];
    slot_parent_[t] = s;
    keep.left = std::min(keep.left, gone.left);
    keep.right = std::max(keep.right, gone.right);
    keep.area += gone.area;
    seen_[s] = std::max(seen_[s], seen_[t]);
    if (on_component_) waiting(provisional_[t]).height = Waiting::kMerged;
    if (options_.keep_numbering) merged_into_[provisional_[t]] = provisional_[s];
    ++merges_;
    --open_;
    to_free_.push_back(t);  // runs of the row above may still point at it
    return s;
  }

  void close(std::uint32_t s, std::uint64_t row) {
    const Slot& slot = slots_[s];
    const std::size_t bottom = static_cast<std::size_t>(seen_[s]);
    seen_[s] = row;  // once
    if (on_component_) {
      const First& first = first_[s];
      close_waiting(provisional_[s], first.row, static_cast<std::uint32_t>(first.column),
                    slot.left, slot.right, bottom - first.row + 1, slot.area);
    }
    --open_;
    to_free_.push_back(s);
  }

  Waiting& waiting(std::uint64_t id) { return ring_[id & (ring_.size() - 1)]; }

  static std::logic_error stopped() {
    return std::logic_error(
        "bitcc::map::StreamLabeler: the receiver threw while a band was labeled; the labeler "
        "cannot go on");
  }

  // Provisional number id's entry closed: its component's first cell and statistics.
  void close_waiting(std::uint64_t id, std::uint64_t row, std::uint32_t column, std::uint32_t left,
                     std::uint32_t right, std::uint64_t height, std::uint64_t area) {
    std::uint32_t kept = static_cast<std::uint32_t>(height);
    if (height >= Waiting::kTall) {
      tall_.emplace(id, height);
      kept = Waiting::kTall;
    }
    waiting(id).close(row, column, left, right, kept, area);
  }

  // The next provisional number's entry, open; returns that number.
  std::uint64_t push_waiting() {
    if (queue_end_ - queue_first_ == ring_.size()) {
      std::vector<Waiting> larger(std::max<std::size_t>(64, 2 * ring_.size()));
      for (std::uint64_t id = queue_first_; id != queue_end_; ++id)
        larger[id & (larger.size() - 1)] = waiting(id);
      ring_.swap(larger);
    }
    waiting(queue_end_).height = Waiting::kOpen;
    return queue_end_++;
  }

  // The decided front of the queue out: merged numbers dropped, closed components reported. A
  // number leaves the queue before its component goes to the receiver: a receiver that throws
  // has had it, and the next release goes on from the one after.
  void release() {
    free_.insert(free_.end(), to_free_.begin(), to_free_.end());
    to_free_.clear();
    while (queue_first_ != queue_end_) {
      const Waiting& front = waiting(queue_first_);
      if (front.height == Waiting::kOpen) break;
      const std::uint64_t id = queue_first_++;
      if (front.height == Waiting::kMerged) continue;
      std::uint64_t height = front.height;
      if (height == Waiting::kTall) {
        const auto tall = tall_.find(id);
        height = tall->second;
        tall_.erase(tall);
      }
      const auto row = static_cast<std::size_t>(front.first_row);
      on_component_(StreamComponent{
          ++reported_, row, front.first_column,
          ComponentStats{front.left, row, front.width, static_cast<std::size_t>(height),
                         front.area}});
    }
  }

  // One band of `count` rows below `above` (the row before them; unread before the first row):
  // its runs linked, in a union-find over the runs of the row above (1..a) and the band's; each
  // set's statistics gathered at its root in one forward pass (scan). Then the sets that hold a
  // run of the row above bring their components (slots) together and grow them; the components
  // of the row above with no run in the band's last row close; the sets new in the band are new
  // components, in raster order of their root (their first cell), and those that reach the
  // band's last row stay open as slots, the others close at once, never taking a slot
  // (components). With two threads the band is handed over: whichever thread is free scans it,
  // and its components follow the band before's (take_task).
  void band(const std::uint64_t* above, const std::uint64_t* rows, std::size_t count) {
    const std::uint64_t first_row = rows_;
    rows_ += count;
    const std::size_t a = first_row == 0 ? 0 : label_detail::count_runs(above, words_, last_mask_);
    if (!worker_) {
      scan(scan_work_, above, a, rows, count, first_row, summaries_);
      components(summaries_, rows);
      return;
    }
    // The band's rows copied into its job (the caller's are gone once feed() returns); while
    // every job is taken, this thread works too.
    Worker& worker = *worker_;
    std::unique_lock<std::mutex> lock(worker.mutex);
    while (worker.queued - worker.done >= kJobs)
      if (!take_task(lock, scan_work_)) worker.changed.wait(lock);
    if (worker.error) std::rethrow_exception(worker.error);
    Job& job = worker.jobs[worker.queued % kJobs];
    lock.unlock();
    job.rows.resize((count + 1) * words_);
    std::copy_n(above, words_, job.rows.data());
    std::copy_n(rows, count * words_, job.rows.data() + words_);
    job.above = a;
    job.count = count;
    job.first_row = first_row;
    job.scanned = false;
    lock.lock();
    ++worker.queued;
    worker.changed.notify_all();
  }

  // The first stage of band(): reads the rows (those of rows [first_row, first_row + count) at
  // `rows`, below the row `above`, of `a` runs), writes `work` and `summary`.
  void scan(BandScan& work, const std::uint64_t* above, std::size_t a, const std::uint64_t* rows,
            std::size_t count, std::uint64_t first_row, BandSummary& summary) {
    work.fit(count, row_runs());
    RunIndex* parent = work.parent.data();
    BandSet* sets = work.sets.data();
    const RunIndex* row_first = work.row_first.data();
    scan_(above, rows, count, words_, last_mask_, a, parent, sets, work.row_first.data());
    // The row above's runs point at their set's smallest run (its root: parents come first).
    for (std::size_t i = 1; i <= a; ++i) parent[i] = parent[parent[i]];
    // The band's runs, in raster order: each run's set is its root's (a run before it, resolved
    // already), whose statistics it joins; a run that is its own root starts a new set. A root
    // joins itself without changing anything but the area, which it does not add twice.
    RunIndex* roots = work.roots.data();
    std::uint32_t* root_row = work.root_row.data();
    std::uint32_t* root_column = work.root_column.data();
    std::uint32_t* new_index = work.new_index.data();
    std::size_t new_sets = 0;
    for (std::size_t r = 0; r < count; ++r) {
      for (RunIndex i = row_first[r]; i < row_first[r + 1]; ++i) {
        const RunIndex root = parent[parent[i]];
        parent[i] = root;
        BandSet& set = sets[root];
        const BandSet run = sets[i];
        roots[new_sets] = i;  // kept when the run is a root: the set's first run and cell
        root_row[new_sets] = static_cast<std::uint32_t>(r);
        root_column[new_sets] = run.left;
        new_index[i] = static_cast<std::uint32_t>(new_sets);
        new_sets += root == i;
        set.left = std::min(set.left, run.left);
        set.right = std::max(set.right, run.right);
        set.bottom = run.bottom;
        set.area += root != i ? run.area : 0;
      }
    }
    summary.above = a;
    summary.count = count;
    summary.new_sets = new_sets;
    summary.first_row = first_row;
    summary.work = worker_ ? nullptr : &work;
    if (worker_) {
      summary.above_root.assign(parent, parent + a + 1);
      summary.above_set.assign(sets, sets + a + 1);
      // Without a receiver the sets that end in the band are only counted.
      summary.new_set.clear();
      const bool all = static_cast<bool>(on_component_);
      for (std::size_t k = 0; k < new_sets; ++k) {
        const BandSet& set = sets[roots[k]];
        if (all || set.bottom == count)
          summary.new_set.push_back(
              NewSet{static_cast<std::uint32_t>(k), root_row[k], root_column[k], set});
      }
    }
    const RunIndex last_first = row_first[count - 1], last_end = row_first[count];
    summary.last_row.resize(last_end - last_first);
    for (RunIndex i = last_first; i < last_end; ++i) {
      const RunIndex root = parent[i];
      summary.last_row[i - last_first] =
          root <= a ? root : static_cast<RunIndex>(a + 1 + new_index[root]);
    }
  }

  // The second stage of band(): the band's sets and the open components. `rows`: the band's rows
  // for on_row_ (the second pass, one thread: band.work).
  void components(const BandSummary& band, const std::uint64_t* rows) {
    const std::size_t a = band.above, count = band.count;
    const std::uint64_t first_row = band.first_row, last_row = first_row + count - 1;
    const BandScan* work = band.work;
    const RunIndex* above_root = work ? work->parent.data() : band.above_root.data();
    const BandSet* above_set = work ? work->sets.data() : band.above_set.data();
    // The row above's runs: a run whose set's root is another one brings its component into the
    // root's. Without a branch on whether the run is a root (roots and others alternate at
    // random): a root's parent is itself, and its representative its own component.
    if (representative_.size() < a + band.new_sets + 1)
      representative_.resize(a + band.new_sets + 1);
    std::uint32_t* rep = representative_.data();
    for (std::size_t i = 1; i <= a; ++i) {
      const RunIndex root = above_root[i];
      const std::uint32_t s = find_slot(above_slot_[i - 1]);
      rep[i] = s;
      const std::uint32_t t = find_slot(rep[root]);
      if (t != s) rep[root] = merge(t, s);
    }
    // The components of the row above grow by their sets in the band.
    for (std::size_t i = 1; i <= a; ++i) {
      if (above_root[i] != i || above_set[i].bottom == 0) continue;
      const std::uint32_t s = find_slot(rep[i]);
      Slot& slot = slots_[s];
      slot.left = std::min(slot.left, above_set[i].left);
      slot.right = std::max(slot.right, above_set[i].right);
      slot.area += above_set[i].area;
      seen_[s] = std::max<std::uint64_t>(seen_[s], first_row + above_set[i].bottom - 1);
    }
    // Those with no run in the band's last row close.
    for (std::size_t i = 0; i < a; ++i) {
      const std::uint32_t s = find_slot(above_slot_[i]);
      if (seen_[s] != last_row) close(s, last_row);
    }
    // The new components, in number order: those that reach the last row stay open (their slot
    // at rep[a + 1 + k]), the others close.
    const std::uint64_t base = next_provisional_;
    if (options_.keep_numbering)
      for (std::uint64_t id = base; id < base + band.new_sets; ++id) merged_into_.push_back(id);
    const bool queued = static_cast<bool>(on_component_);
    const auto start = [&](std::uint32_t k, std::uint32_t row, std::uint32_t column,
                           const BandSet& set) {
      const std::size_t top = static_cast<std::size_t>(first_row) + row;
      if (set.bottom == count)
        rep[a + 1 + k] = new_slot(base + k, top, column, last_row, set);
      else if (queued)
        close_waiting(push_waiting(), top, column, set.left, set.right, set.bottom - row,
                      set.area);
    };
    if (work)
      for (std::uint32_t k = 0; k < band.new_sets; ++k)
        start(k, work->root_row[k], work->root_column[k], work->sets[work->roots[k]]);
    else
      for (const NewSet& n : band.new_set) start(n.index, n.row, n.column, n.set);
    next_provisional_ = base + band.new_sets;
    if (on_row_) {
      for (std::size_t r = 0; r < count; ++r) {
        ids_row_.clear();
        for (RunIndex i = work->row_first[r]; i < work->row_first[r + 1]; ++i) {
          const RunIndex root = work->parent[i];
          ids_row_.push_back(root <= a ? provisional_[find_slot(rep[root])]
                                       : base + work->new_index[root]);
        }
        on_row_(rows + r * words_, ids_row_.data());
      }
    }
    // The runs of the band's last row, the next band's row above.
    for (std::size_t j = 0; j < band.last_row.size(); ++j) {
      const RunIndex ref = band.last_row[j];
      above_slot_[j] = ref <= a ? find_slot(rep[ref]) : rep[ref];
    }
    above_count_ = band.last_row.size();
    release();
  }

  std::size_t width_, words_;
  std::uint64_t last_mask_;
  std::size_t band_rows_;
  StreamOptions options_;
  Receiver on_component_;
  stream_detail::ScanBand scan_;
  // The second pass's view of a row: its words and the provisional number of each of its runs.
  std::function<void(const std::uint64_t*, const std::uint64_t*)> on_row_;

  std::vector<std::uint64_t> previous_;  // the last row of the previous feed
  // The first stage's: the band's runs (second_scan_work_: the second thread's), and with one
  // thread the summary.
  BandScan scan_work_, second_scan_work_;
  BandSummary summaries_;
  // The second stage's: the components of the row above's runs and of the new sets
  // (representative_), the components of the runs of the last band's last row (above_slot_,
  // above_count_ of them).
  std::vector<std::uint32_t> representative_, above_slot_;
  std::vector<std::uint64_t> ids_row_;
  std::size_t above_count_ = 0;

  std::vector<Slot> slots_;
  std::vector<First> first_;
  std::vector<std::uint32_t> slot_parent_;
  std::vector<std::uint64_t> seen_, provisional_;
  std::vector<std::uint32_t> free_, to_free_;
  // The queue: provisional numbers queue_first_ .. queue_end_ - 1, number n at n & (size - 1) of a
  // ring whose size is a power of two (a deque took a block from the system every 6 entries).
  std::vector<Waiting> ring_;
  std::uint64_t queue_first_ = 0, queue_end_ = 0;
  std::unordered_map<std::uint64_t, std::uint64_t> tall_;  // heights from kTall up, by number
  std::vector<std::uint64_t> merged_into_;
  std::uint64_t rows_ = 0, next_provisional_ = 0, merges_ = 0, reported_ = 0;
  std::size_t open_ = 0;
  bool finished_ = false, allocated_ = false;
  bool stopped_ = false;  // one thread: the receiver threw in a band (feed)
  bool two_threads_ = false;
  std::unique_ptr<Worker> worker_;  // the second thread, from the first row on
};

/// The second pass: the same rows fed again, in order, give each row's labels (the numbers the
/// first pass reported). Requires the numbering of a first pass over the same rows with the same
/// connectivity and StreamOptions::keep_numbering.
class StreamLabelRows {
 public:
  /// Throws std::length_error when the map has more than 2^32 - 1 components, which a 32-bit
  /// label does not hold.
  StreamLabelRows(std::size_t width, Connectivity connectivity, StreamNumbering numbering)
      : labeler_(width, StreamOptions{connectivity, false}),
        numbering_(std::move(numbering)),
        labels_(width) {
    if (numbering_.count_ > std::numeric_limits<Label>::max())
      throw std::length_error("bitcc::map::StreamLabelRows: " + std::to_string(numbering_.count_) +
                              " components, more than a 32-bit label holds (2^32 - 1)");
    labeler_.band_rows_ = 1;  // as the first pass's (keep_numbering)
    labeler_.on_row_ = [this](const std::uint64_t* row, const std::uint64_t* ids) {
      std::fill(labels_.begin(), labels_.end(), Label{0});
      std::size_t j = 0;
      label_detail::for_each_run(row, labeler_.words_, labeler_.last_mask_,
                                 [&](std::size_t start, std::size_t end) {
                                   std::fill(labels_.begin() + static_cast<std::ptrdiff_t>(start),
                                             labels_.begin() + static_cast<std::ptrdiff_t>(end),
                                             static_cast<Label>(numbering_.numbers_[ids[j++]]));
                                 });
      (*row_receiver_)(labels_.data());
    };
  }

  /// Feeds `count` rows as StreamLabeler::feed takes them; on_row(const Label* labels) receives
  /// each row's width() labels in turn (0 for a clear cell), valid during the call.
  template <class OnRow>
  void feed(const std::uint64_t* rows, std::size_t count, OnRow&& on_row) {
    std::function<void(const Label*)> receiver = std::ref(on_row);
    row_receiver_ = &receiver;
    labeler_.feed(rows, count);
    row_receiver_ = nullptr;
  }

  std::size_t width() const { return labeler_.width(); }
  std::size_t words_per_row() const { return labeler_.words_per_row(); }

 private:
  StreamLabeler labeler_;
  StreamNumbering numbering_;
  std::vector<Label> labels_;
  std::function<void(const Label*)>* row_receiver_ = nullptr;
};

/// The second pass over a PBM stream, the image the first pass read (label_pbm_stream's, or a
/// StreamLabeler fed its rows, with keep_numbering): writes its label image to `out` (anything with
/// `write(const char*, std::streamsize)`) a row at a time, as a NumPy .npy file (`npy` true:
/// npy_header, then the labels; write_npy's bytes) or the labels alone (write_u32le's), never
/// holding the image. Returns false when the image is refused (`*problem`, when given; what was
/// written by then is the rows before it). Throws std::length_error (before reading or writing
/// anything) when the map has more than 2^32 - 1 components, what the stream throws, and
/// std::invalid_argument when the image is not `width` x `height` (a different image).
template <class Stream, class Out>
bool write_label_rows(Stream& in, std::size_t width, std::size_t height, Connectivity connectivity,
                      StreamNumbering numbering, bool npy, Out& out,
                      PbmProblem* problem = nullptr) {
  StreamLabelRows rows(width, connectivity, std::move(numbering));
  std::string bytes;
  if (npy) bytes = npy_header(height, width);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return read_pbm_rows_stream(
      in,
      [&](std::uint64_t w, std::uint64_t h, bool) {
        if (w != width || h != height)
          throw std::invalid_argument("bitcc::map::write_label_rows: the image is " +
                                      std::to_string(w) + " x " + std::to_string(h) +
                                      ", the first pass's " + std::to_string(width) + " x " +
                                      std::to_string(height));
      },
      [&](const std::uint64_t* words, std::uint64_t, std::size_t count) {
        rows.feed(words, count, [&](const Label* labels) {
          bytes.clear();
          append_u32le(labels, width, width, bytes);
          out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        });
      },
      problem);
}

/// What label_pbm_stream read: the image's size and format, and its number of components.
struct StreamedImage {
  std::size_t width = 0, height = 0;
  bool plain = false;
  std::uint64_t count = 0;
};

/// Labels the first image of a PBM stream (read_pbm_rows_stream: P1 or P4, never a byte past the
/// image) with a StreamLabeler as its rows arrive: `on_component` receives each component in number
/// order (none: count only). Nullopt when the image is refused (a truncated raster included),
/// the reason in `*problem`: the components reported before it belong to the rows read, which
/// problem->found tells. Throws what the stream, the labeler or on_component throw.
template <class Stream>
std::optional<StreamedImage> label_pbm_stream(Stream& in, const StreamOptions& options,
                                              StreamLabeler::Receiver on_component = {},
                                              PbmProblem* problem = nullptr) {
  std::optional<StreamLabeler> labeler;
  StreamedImage image;
  const bool read = read_pbm_rows_stream(
      in,
      [&](std::uint64_t width, std::uint64_t height, bool plain) {
        image.width = static_cast<std::size_t>(width);
        image.height = static_cast<std::size_t>(height);
        image.plain = plain;
        labeler.emplace(image.width, options, std::move(on_component));
      },
      [&](const std::uint64_t* words, std::uint64_t, std::size_t count) {
        labeler->feed(words, count);
      },
      problem);
  if (!read) return std::nullopt;
  labeler->finish();
  image.count = labeler->count();
  return image;
}

}  // namespace bitcc::map
