// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc image --stream` (see image_stream.hpp and the command's usage).
#include "image_stream.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <new>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "bitcc/io.hpp"
#include "bitcc/map/stream.hpp"
#include "commands.hpp"
#include "text.hpp"

namespace bitcc::cli {
namespace {

constexpr const char* kCommand = "bitcc image";

// Lines of the statistics table, formatted into a buffer written out in large pieces (a map of
// 10^10 cells has hundreds of millions of components).
class TableWriter {
 public:
  explicit TableWriter(std::ostream& out) : out_(out) {}
  ~TableWriter() { flush(); }
  void line(const map::StreamComponent& c) {
    char* p = buffer_.data() + size_;
    p = numbers_.write(p, c.number);  // 1, 2, 3, ...: counted up in place
    *p++ = ' ';
    p = number(p, c.stats.left, ' ');
    p = number(p, c.stats.top, ' ');
    p = number(p, c.stats.width, ' ');
    p = number(p, c.stats.height, ' ');
    p = number(p, c.stats.area, '\n');
    size_ = static_cast<std::size_t>(p - buffer_.data());
    if (size_ >= kFlush) flush();
  }
  void flush() {
    out_.write(buffer_.data(), static_cast<std::streamsize>(size_));
    size_ = 0;
  }

 private:
  static constexpr std::size_t kFlush = std::size_t{1} << 16;
  static char* number(char* p, std::uint64_t value, char after) {
    p = write_decimal(p, value);
    *p = after;
    return p + 1;
  }
  std::ostream& out_;
  DecimalCounter numbers_;
  // Room past kFlush for a line of 6 numbers of 20 digits, their separators, and write_decimal's
  // spare bytes.
  std::vector<char> buffer_ = std::vector<char>(kFlush + 6 * 21 + 24);
  std::size_t size_ = 0;
};

// "row R of H (P %)" on standard error, at most twice a second, when it is a terminal and the
// image is large; cleared at the end.
class Progress {
 public:
  Progress(std::ostream& err, std::uint64_t width, std::uint64_t height)
      : err_(err), height_(height),
        on_(&err == &std::cerr && isatty(STDERR_FILENO) == 1 && width * height >= (1u << 26)) {}
  ~Progress() {
    if (shown_) err_ << "\r" << std::string(60, ' ') << "\r" << std::flush;
  }
  void at(std::uint64_t rows) {
    if (!on_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(500)) return;
    last_ = now;
    shown_ = true;
    err_ << "\r" << kCommand << ": row " << rows << " of " << height_ << " ("
         << rows * 100 / height_ << " %)" << std::flush;
  }

 private:
  std::ostream& err_;
  std::uint64_t height_;
  bool on_, shown_ = false;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

std::string input_name(const ImageRequest& request) {
  return request.path == "-" ? std::string("standard input") : "'" + printable(request.path) + "'";
}

// "cannot read <input>: <reason>" after a failed read.
int read_failure(const ImageRequest& request, int reason, std::ostream& err) {
  err << kCommand << ": cannot read " << input_name(request);
  if (reason != 0) err << ": " << std::strerror(reason);
  err << "\n";
  return kExitBadInput;
}

// The second pass: the label image into request.labels_path (or standard output), a row at a
// time; a file half-written is removed.
int write_labels(std::istream& input, const ImageRequest& request, std::uint64_t width,
                 std::uint64_t height, map::StreamNumbering numbering, std::ostream& out,
                 std::ostream& err) {
  if (numbering.count() > std::numeric_limits<map::Label>::max()) {
    err << kCommand << ": --labels: " << numbering.count()
        << " components, more than a 32-bit label holds (4294967295); no label image written\n";
    return kExitBadInput;
  }
  input.clear();
  input.seekg(0);
  if (!input) {
    err << kCommand << ": --labels with --stream reads the image twice, and "
        << input_name(request) << " cannot be read again\n";
    return kExitBadInput;
  }
  std::ofstream file;
  std::string where;
  std::ostream* opened = open_labels_output(request.labels_path, file, out, err, where);
  if (opened == nullptr) return kExitBadInput;
  std::ostream& sink = *opened;
  map::PbmProblem problem;
  std::string failure;
  try {
    if (!map::write_label_rows(input, static_cast<std::size_t>(width),
                               static_cast<std::size_t>(height),
                               request.eight ? map::Connectivity::Eight : map::Connectivity::Four,
                               std::move(numbering), request.labels_format == "npy", sink,
                               &problem))
      failure = "the second reading: " + map::describe(problem);
    else if (!sink.flush())
      failure = std::string("cannot write ") + where + (errno != 0 ? ": " : "") +
                (errno != 0 ? std::strerror(errno) : "");
  } catch (const std::exception& error) {  // the image changed between the readings, no memory
    failure = error.what();
  }
  if (failure.empty()) return kExitOk;
  err << kCommand << ": --labels: " << failure << "; no label image written\n";
  if (file.is_open()) {
    file.close();
    std::error_code ignored;
    std::filesystem::remove(request.labels_path, ignored);
  }
  return kExitBadInput;
}

}  // namespace

std::ostream* open_labels_output(const std::string& path, std::ofstream& file, std::ostream& out,
                                 std::ostream& err, std::string& where) {
  if (path == "-") {
    where = "standard output";
    return &out;
  }
  where = "'" + printable(path) + "'";
  errno = 0;  // a failed open leaves its reason here
  file.open(path, std::ios::binary | std::ios::trunc);
  if (file) return &file;
  const int reason = errno;
  err << kCommand << ": --labels: cannot open " << where;
  if (reason != 0) err << ": " << std::strerror(reason);
  err << "\n";
  return nullptr;
}

std::optional<int> read_or_stream_image(std::istream& input, const ImageRequest& request,
                                        std::optional<map::BitMap>& image,
                                        map::PbmProblem& problem, bool& plain,
                                        std::ostream& report, std::ostream& out,
                                        std::ostream& err) {
  // Decided at the header: stream, or gather the words of the map as they arrive (never more
  // than what was read, as read_pbm_stream).
  bool streaming = false;
  std::uint64_t width = 0, height = 0, total = 0;
  std::vector<std::uint64_t> words;
  // The table outlives the labeler, whose second thread may write to it until it is destroyed.
  std::optional<TableWriter> table;
  std::optional<map::StreamLabeler> labeler;
  std::optional<Progress> progress;
  std::uint64_t rows_read = 0;
  map::StreamOptions options;
  options.connectivity = request.eight ? map::Connectivity::Eight : map::Connectivity::Four;
  options.keep_numbering = request.labels;
  options.threads = request.threads;
  errno = 0;  // a failed read leaves its reason here; nothing older must be reported
  bool read = false;
  try {
    read = map::read_pbm_rows_stream(
        input,
        [&](std::uint64_t w, std::uint64_t h, bool p) {
          width = w;
          height = h;
          total = (w + 63) / 64 * h;
          streaming = request.stream || (!request.labels && w * h > kAutoStreamPixels);
          if (!streaming) return;
          report << "image: " << w << " x " << h << " (" << (p ? "P1" : "P4") << ")\n";
          map::StreamLabeler::Receiver receiver;
          if (request.stats) {
            report << "label left top width height area\n";
            table.emplace(report);
            receiver = [&table](const map::StreamComponent& c) { table->line(c); };
          }
          labeler.emplace(static_cast<std::size_t>(w), options, std::move(receiver));
          progress.emplace(err, w, h);
        },
        [&](const std::uint64_t* band, std::uint64_t, std::size_t count) {
          const std::size_t n = count * static_cast<std::size_t>((width + 63) / 64);
          if (streaming) {
            labeler->feed(band, count);
            rows_read += count;
            progress->at(rows_read);
            return;
          }
          if (words.size() + n > words.capacity())
            words.reserve(static_cast<std::size_t>(
                std::min<std::uint64_t>(total, std::max(words.size() + n, 2 * words.capacity()))));
          words.insert(words.end(), band, band + n);
        },
        &problem, nullptr, &plain);
  } catch (const std::bad_alloc&) {
    err << kCommand << ": " << width << " x " << height << " pixels: not enough memory\n";
    return kExitBadInput;
  } catch (const std::exception& error) {
    err << kCommand << ": " << error.what() << "\n";
    return kExitBadInput;
  }
  if (!streaming) {
    if (read)
      image.emplace(static_cast<std::size_t>(width), static_cast<std::size_t>(height),
                    std::move(words));
    return std::nullopt;
  }
  progress.reset();
  if (labeler) {
    try {
      labeler->settle();  // the components of the rows read, reported
    } catch (const std::exception& error) {
      err << kCommand << ": " << error.what() << "\n";
      return kExitBadInput;
    }
  }
  if (table) table->flush();
  if (input.bad()) return read_failure(request, errno, err);
  if (!read) {
    // The table above (with --stats) holds the components closed in the rows read; no
    // components line follows.
    report << std::flush;
    err << kCommand << ": " << map::describe(problem) << "\n";
    return kExitBadInput;
  }
  labeler->finish();
  if (table) table->flush();
  report << "components: " << labeler->count() << "\n" << std::flush;
  if (!request.labels) return kExitOk;
  return write_labels(input, request, width, height, labeler->numbering(), out, err);
}

}  // namespace bitcc::cli
