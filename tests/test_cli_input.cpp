// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// How every `bitcc` subcommand reads its input (tools/cli/line_reader.hpp), each subcommand called
// in-process: read errors, lines too long, bounded memory, 64-bit line numbers, control bytes in
// messages, no flush per line, terrain coordinates beyond six digits, and the hints: each message
// that says how to fix the input, checked whole and in its place among the others.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <istream>
#include <iterator>
#include <new>
#include <sstream>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

#include "arena_command.hpp"
#include "commands.hpp"
#include "game_commands.hpp"
#include "line_reader.hpp"
#include "stc_command.hpp"

// ---- Allocation tracking: every operator new of this program goes through here. ----------------
namespace {
std::atomic<std::size_t> g_live_bytes{0};
std::atomic<std::size_t> g_peak_bytes{0};
constexpr std::size_t kHeader = alignof(std::max_align_t);

void* tracked_new(std::size_t size) {
  void* block = std::malloc(size + kHeader);
  if (block == nullptr) throw std::bad_alloc();
  *static_cast<std::size_t*>(block) = size;
  const std::size_t live = g_live_bytes += size;
  std::size_t peak = g_peak_bytes.load();
  while (live > peak && !g_peak_bytes.compare_exchange_weak(peak, live)) {
  }
  return static_cast<char*>(block) + kHeader;
}

void tracked_delete(void* pointer) noexcept {
  if (pointer == nullptr) return;
  void* block = static_cast<char*>(pointer) - kHeader;
  g_live_bytes -= *static_cast<std::size_t*>(block);
  std::free(block);
}
}  // namespace

void* operator new(std::size_t size) { return tracked_new(size); }
void* operator new[](std::size_t size) { return tracked_new(size); }
void operator delete(void* pointer) noexcept { tracked_delete(pointer); }
void operator delete[](void* pointer) noexcept { tracked_delete(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { tracked_delete(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { tracked_delete(pointer); }

namespace {

using Command = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&,
                        std::ostream&);

// A subcommand with a few valid lines to put around the input under test.
struct Subcommand {
  const char* name;
  Command run;
  std::string before;         // valid input that comes first
  std::string after;          // a valid line that must still be processed after the bad one
  std::string after_output;   // what `after` prints
};

const std::string kEmptyGrid =
    "......\n......\n......\n......\n......\n......\n"
    "......\n......\n......\n......\n......\n......\n";

std::vector<Subcommand> subcommands() {
  return {
      {"label", bitcc::cli::label_command, "3\n", "5\n", "2 1 4\n"},
      {"stc", bitcc::cli::run_stc, kEmptyGrid, "1 2 3 0\n", "1 2 3 0\n"},
      {"go", bitcc::cli::run_go, "b A1\n", "w B2\n", "w B2: ok"},
      {"hex", bitcc::cli::run_hex, "b A1\n", "w B2\n", "w B2: ok"},
      {"rhex", bitcc::cli::run_rhex, "b A1\n", "w B2\n", "w B2: zone"},
      {"terrain", bitcc::cli::run_terrain, "...\n\n", "regions\n", "regions: 1, sizes 3"},
  };
}

std::size_t line_count(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

// Serves `prefix`, then `filler_bytes` copies of `filler` generated on the fly (never held in
// memory), then `suffix`, then either the end or a read error with errno = `error_number`.
class GeneratedInput : public std::streambuf {
 public:
  GeneratedInput(std::string prefix, char filler, std::size_t filler_bytes, std::string suffix,
                 int error_number = 0)
      : prefix_(std::move(prefix)),
        suffix_(std::move(suffix)),
        filler_(filler),
        filler_left_(filler_bytes),
        error_number_(error_number) {}

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    chunk_.clear();
    if (stage_ == 0) {
      chunk_ = prefix_;
      stage_ = 1;
    }
    if (chunk_.empty() && stage_ == 1) {
      const std::size_t n = std::min<std::size_t>(filler_left_, 1 << 16);
      chunk_.assign(n, filler_);
      filler_left_ -= n;
      if (filler_left_ == 0) stage_ = 2;
    }
    if (chunk_.empty() && stage_ == 2) {
      chunk_ = suffix_;
      stage_ = 3;
    }
    if (chunk_.empty()) {
      if (error_number_ != 0) {
        errno = error_number_;
        throw std::ios_base::failure("read error");  // what a file stream does on read()'s -1
      }
      return traits_type::eof();
    }
    setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::string prefix_, suffix_, chunk_;
  char filler_;
  std::size_t filler_left_;
  int error_number_;
  int stage_ = 0;
};

// An output stream buffer that counts flushes.
class CountingOutput : public std::stringbuf {
 public:
  int syncs = 0;

 protected:
  int sync() override {
    ++syncs;
    return std::stringbuf::sync();
  }
};

struct Outcome {
  int status;
  std::string out, err;
};

Outcome run(Command command, std::streambuf& input, const std::vector<std::string>& args = {}) {
  std::istream in(&input);
  std::ostringstream out, err;
  const int status = command(args, in, out, err);
  return {status, out.str(), err.str()};
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(CliInput, EveryCommandReportsAReadErrorAndFails) {
  for (const Subcommand& command : subcommands()) {
    SCOPED_TRACE(command.name);
    GeneratedInput input(command.before, ' ', 0, "", EISDIR);
    const Outcome r = run(command.run, input);
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.err, std::string("bitcc ") + command.name +
                                    ": cannot read standard input: Is a directory"))
        << r.err;
  }
  // What came before the error was processed.
  GeneratedInput input("3\n5\n", ' ', 0, "", EIO);
  const Outcome r = run(bitcc::cli::label_command, input);
  EXPECT_EQ(r.out, "1 3\n2 1 4\n");
  EXPECT_EQ(r.status, bitcc::cli::kExitBadInput);
  EXPECT_TRUE(contains(r.err, "cannot read standard input: Input/output error")) << r.err;
}

TEST(CliInput, EveryCommandSkipsALineTooLongAndKeepsTheRest) {
  for (const Subcommand& command : subcommands()) {
    SCOPED_TRACE(command.name);
    // 32 MB in one line, then a valid line; the input never exists in memory at once.
    GeneratedInput input(command.before, 'x', std::size_t{32} << 20, "\n" + command.after);
    const std::size_t baseline = g_live_bytes.load();
    g_peak_bytes = baseline;
    const Outcome r = run(command.run, input);
    const std::size_t peak = g_peak_bytes.load() - baseline;
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.err, "line " + std::to_string(line_count(command.before) + 1) +
                                    ": too long (more than 65536 bytes), skipped"))
        << r.err;
    EXPECT_TRUE(contains(r.out, command.after_output)) << r.out;
    EXPECT_LT(r.err.size(), 1000u);  // the line is not echoed
    EXPECT_LT(peak, std::size_t{1} << 20) << "bytes allocated at the peak";
  }
}

TEST(CliInput, ALineOfExactlyTheLimitIsRead) {
  // 65535 zeros then 1: a valid board with leading zeros, with and without a '\r'.
  const std::string longest = std::string(bitcc::cli::kMaxLineLength - 1, '0') + "1";
  for (const char* end : {"\n", "\r\n"}) {
    std::stringbuf input(longest + end + "0" + longest + end + "3\n");
    const Outcome r = run(bitcc::cli::label_command, input);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "1 1\n1 3\n");
    EXPECT_TRUE(contains(r.err, "line 2: too long")) << r.err;
  }
}

TEST(CliInput, APictureWithALineTooLongIsSkippedWhole) {
  const std::string rows = "......\n......\n......\n......\n......\n......\n"
                           "......\n......\n......\n......\n......\n";
  // Picture 1: 11 rows and a row too long in 12th place; picture 2: 12 rows then one too long;
  // picture 3: 12 rows, valid.
  const std::string too_long = std::string(70000, '#') + "\n";
  std::stringbuf input(rows + too_long + "\n" + rows + "#.....\n" + too_long + "\n" + rows +
                       "#.....\n");
  const Outcome r = run(bitcc::cli::label_command, input, {"--picture"});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "1 1\n");
  EXPECT_TRUE(contains(r.err, "line 12: too long")) << r.err;
  EXPECT_TRUE(contains(r.err, "line 26: too long")) << r.err;
  EXPECT_EQ(line_count(r.err), 2u) << r.err;
}

TEST(CliInput, LineNumbersGoBeyond32Bits) {
  std::istringstream in("ok\n" + std::string(70000, 'x') + "\n");
  std::ostringstream err;
  bitcc::cli::LineReader lines(in, err, "bitcc test", "standard input", std::uint64_t{1} << 32);
  std::string line;
  ASSERT_TRUE(lines.next(line));
  EXPECT_EQ(lines.line_number(), (std::uint64_t{1} << 32) + 1);
  EXPECT_FALSE(lines.next(line));
  EXPECT_EQ(err.str(), "bitcc test: line 4294967298: too long (more than 65536 bytes), skipped\n");
}

TEST(CliInput, ControlBytesAreEscapedInEveryMessage) {
  const std::string bad_line = std::string("\x1b[2J\x07zz\0x", 9) + "\n";
  for (const Subcommand& command : subcommands()) {
    SCOPED_TRACE(command.name);
    std::stringbuf input(command.before + bad_line + command.after);
    const Outcome r = run(command.run, input);
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.err, "\\x1b")) << r.err;
    for (const char c : r.err)
      EXPECT_FALSE((c >= 0 && c < 0x20 && c != '\n') || c == 0x7f)
          << "raw byte " << static_cast<int>(c) << " in: " << r.err;
    EXPECT_TRUE(contains(r.out, command.after_output)) << r.out;
  }
}

TEST(CliInput, HexColumnsCountFromTheStartOfTheLine) {
  std::stringbuf input("  0x12g4\n");
  const Outcome r = run(bitcc::cli::label_command, input);
  EXPECT_TRUE(contains(r.err, "line 1: column 7: 'g' is not a hexadecimal digit")) << r.err;
}

TEST(CliInput, NoCommandFlushesPerLine) {
  for (const Subcommand& command : subcommands()) {
    SCOPED_TRACE(command.name);
    std::string body = command.before;
    for (int i = 0; i < 100; ++i) body += (i % 2 ? "# comment\n" : "\n");
    std::stringbuf input(body + command.after);
    std::istream in(&input);
    CountingOutput out_buffer, err_buffer;
    std::ostream out(&out_buffer), err(&err_buffer);
    command.run({}, in, out, err);
    EXPECT_TRUE(contains(out_buffer.str(), command.after_output)) << out_buffer.str();
    EXPECT_EQ(out_buffer.syncs, 0);
    EXPECT_EQ(err_buffer.syncs, 0);
  }
}

TEST(CliInput, TerrainCoordinatesBeyondSixDigits) {
  // One column, 1,000,001 lines: the bottom line is number 1000001.
  std::string map;
  for (int i = 0; i < 1'000'001; ++i) map += ".\n";
  std::stringbuf input(map +
                       "\n"
                       "size 1000001 1\n"
                       "connected 1 1 1000001 1\n"
                       "size 1000002 1\n"
                       "size 123456789012345678901234567890 1\n");
  const Outcome r = run(bitcc::cli::run_terrain, input);
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(contains(r.out, "size 1000001 1: 1000001\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "connected 1 1 1000001 1: yes\n")) << r.out;
  EXPECT_TRUE(contains(r.err,
                       "line 1000005: 'size 1000002 1': row 1000002, column 1 is outside "
                       "the map (1000001 rows of 1 cell)"))
      << r.err;
  EXPECT_TRUE(contains(r.err,
                       "line 1000006: 'size 123456789012345678901234567890 1': row "
                       "123456789012345678901234567890, column 1 is outside"))
      << r.err;
}


// How messages quote a line: at most 60 characters, control bytes, bytes that are not UTF-8 and
// C1 controls escaped; UTF-8 characters kept whole (worked out by hand from RFC 3629's table).
TEST(CliInput, QuotedLinesAreCutAndEscaped) {
  using bitcc::cli::quote_line;
  EXPECT_EQ(quote_line("b C3"), "'b C3'");
  EXPECT_EQ(quote_line("a\tb\\c\x1b"), "'a\\tb\\\\c\\x1b'");
  EXPECT_EQ(quote_line("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2"), "'caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2'");
  EXPECT_EQ(quote_line("\xff\xfe"), "'\\xff\\xfe'");                 // never in UTF-8
  EXPECT_EQ(quote_line("x\xc3"), "'x\\xc3'");                        // a sequence cut short
  EXPECT_EQ(quote_line("\x80x"), "'\\x80x'");                        // a stray continuation byte
  EXPECT_EQ(quote_line("\xc0\xaf"), "'\\xc0\\xaf'");                 // overlong '/'
  EXPECT_EQ(quote_line("\xe0\x80\xaf"), "'\\xe0\\x80\\xaf'");        // overlong, three bytes
  EXPECT_EQ(quote_line("\xed\xa0\x80"), "'\\xed\\xa0\\x80'");        // a surrogate, U+D800
  EXPECT_EQ(quote_line("\xf4\x90\x80\x80"), "'\\xf4\\x90\\x80\\x80'");  // beyond U+10FFFF
  EXPECT_EQ(quote_line("\xc2\x85|\xc2\xa0"), "'\\xc2\\x85|\xc2\xa0'");  // C1 NEL escaped, NBSP kept
  const std::string sixty(60, 'x');
  EXPECT_EQ(quote_line(sixty), "'" + sixty + "'");
  EXPECT_EQ(quote_line(sixty + "yz"), "'" + sixty + "'... (62 bytes)");
  std::string accents;
  for (int i = 0; i < 61; ++i) accents += "\xc3\xa9";
  EXPECT_EQ(quote_line(accents), "'" + accents.substr(0, 120) + "'... (122 bytes)");
}

// go, hex and rhex echo a bad line cut short and escaped: a 60,000-byte line gives a short message,
// a line of bytes that are not UTF-8 comes back as escapes.
TEST(CliInput, GameCommandsEchoABadLineShortAndEscaped) {
  const std::pair<const char*, Command> commands[] = {
      {"go", bitcc::cli::run_go}, {"hex", bitcc::cli::run_hex}, {"rhex", bitcc::cli::run_rhex}};
  for (const auto& [name, command] : commands) {
    SCOPED_TRACE(name);
    std::stringbuf long_input(std::string(60000, 'q') + "\n");
    const Outcome long_line = run(command, long_input);
    EXPECT_EQ(long_line.status, 1);
    EXPECT_TRUE(contains(long_line.err, "line 1: '" + std::string(60, 'q') + "'... (60000 bytes): "))
        << long_line.err;
    EXPECT_LT(long_line.err.size(), 200u) << long_line.err;
    std::stringbuf bytes_input("\xff\xfe\xc3 zz\n");
    const Outcome bytes = run(command, bytes_input);
    EXPECT_TRUE(contains(bytes.err, "line 1: '\\xff\\xfe\\xc3 zz': expected")) << bytes.err;
    for (const char c : bytes.err)
      EXPECT_GE(static_cast<signed char>(c), 0) << "a raw byte above 0x7f in: " << bytes.err;
  }
}

// The input mistakes that used to get a message without the fix.
TEST(CliInput, MessagesSayHowToFixTheInput) {
  std::string picture;
  for (int i = 0; i < 12; ++i) picture += "......\n";
  std::stringbuf pictures(picture + picture);  // no blank line between them
  const Outcome labels = run(bitcc::cli::label_command, pictures, {"--picture"});
  EXPECT_EQ(labels.status, 1);
  EXPECT_EQ(labels.err,
            "bitcc label: line 13: too many rows (a picture has 12); a blank line must separate "
            "two pictures (both are skipped)\n");

  // No blank line after the map: the hint follows the messages about line 3, before line 4's.
  std::stringbuf map("..#.\n..#.\nconnected 1 1 2 4\nsize 1 1\n");
  const Outcome terrain = run(bitcc::cli::run_terrain, map);
  EXPECT_EQ(terrain.status, 1);
  EXPECT_EQ(terrain.err,
            "bitcc terrain: line 3: 17 cells, expected 4 like line 1\n"
            "bitcc terrain: line 3, column 1: unexpected 'c' (a map holds only '.' and '#')\n"
            "bitcc terrain: line 3, 'connected 1 1 2 4', is a query: a blank line must end the "
            "map before the queries\n"
            "bitcc terrain: line 4: 8 cells, expected 4 like line 1\n"
            "bitcc terrain: line 4, column 1: unexpected 's' (a map holds only '.' and '#')\n"
            "bitcc terrain: no queries answered, the map is invalid\n");

  std::string grid;
  for (int i = 0; i < 11; ++i) grid += "......\n";
  std::stringbuf short_grid(grid + "1 2 3 0  # a move\n");
  const Outcome stc = run(bitcc::cli::run_stc, short_grid);
  EXPECT_EQ(stc.status, 1);
  EXPECT_EQ(stc.err,
            "bitcc stc: bad grid: the grid has 11 lines, needs 12 (line 12, '1 2 3 0  # a move', "
            "is a move)\n");
  std::stringbuf skulls(grid + "skulls 1\n");
  EXPECT_TRUE(contains(run(bitcc::cli::run_stc, skulls).err, "the grid has 11 lines, needs 12"));
  // A twelfth line that is no move keeps the grid's own message.
  std::stringbuf wide(grid + ".......\n");
  EXPECT_TRUE(contains(run(bitcc::cli::run_stc, wide).err,
                       "bad grid: line 12: expected 6 characters, found 7"));
}

// Each terrain hint comes right after the messages about its line, before those about later
// lines and before the final message, and says what fixes the input it saw.
TEST(CliInput, TerrainHintsFollowTheMessagesAboutTheirLine) {
  const auto terrain_err = [](const std::string& input) {
    std::stringbuf buffer(input);
    const Outcome r = run(bitcc::cli::run_terrain, buffer);
    EXPECT_EQ(r.status, 1) << input;
    EXPECT_EQ(r.out, "") << input;
    return r.err;
  };
  // No map at all, a blank line then a query: what fixes it is a map first.
  EXPECT_EQ(terrain_err("\nregions\n"),
            "bitcc terrain: line 2, column 1: unexpected 'r' (a map holds only '.' and '#')\n"
            "bitcc terrain: line 2, 'regions', is a query: the map must come first (rows of '.' "
            "and '#', then a blank line, then the queries)\n"
            "bitcc terrain: no queries answered, the map is invalid\n");
  // A query as the first row (a comment line before it is no row), a map after it.
  EXPECT_EQ(terrain_err("# the queries\nsize 1 1\n..#.\n"),
            "bitcc terrain: line 2, column 1: unexpected 's' (a map holds only '.' and '#')\n"
            "bitcc terrain: line 2, 'size 1 1', is a query: the map must come first (rows of '.' "
            "and '#', then a blank line, then the queries)\n"
            "bitcc terrain: line 3: 4 cells, expected 8 like line 2\n"
            "bitcc terrain: no queries answered, the map is invalid\n");
  // Map rows, then a query line without the blank line, then bad rows: the hint sits between
  // the messages about its line and those about line 3; only the first query line gets one.
  EXPECT_EQ(terrain_err("..#.\nregions\n..x.\nconnected 1 1 1 2\n"),
            "bitcc terrain: line 2: 7 cells, expected 4 like line 1\n"
            "bitcc terrain: line 2, column 1: unexpected 'r' (a map holds only '.' and '#')\n"
            "bitcc terrain: line 2, 'regions', is a query: a blank line must end the map before "
            "the queries\n"
            "bitcc terrain: line 3, column 3: unexpected 'x' (a map holds only '.' and '#')\n"
            "bitcc terrain: line 4: 17 cells, expected 4 like line 1\n"
            "bitcc terrain: line 4, column 1: unexpected 'c' (a map holds only '.' and '#')\n"
            "bitcc terrain: no queries answered, the map is invalid\n");
  // A bad map without a query line: no hint.
  EXPECT_EQ(terrain_err("..#.\n..x.\n"),
            "bitcc terrain: line 2, column 3: unexpected 'x' (a map holds only '.' and '#')\n"
            "bitcc terrain: no queries answered, the map is invalid\n");
}

// A usage error of every command: the message, then the pointer to the help (then arena's hint
// to quote a bot's command, after an unknown option); an operand given to a command that reads
// standard input only says so. The whole standard error, in order.
TEST(CliInput, UsageErrorsEndWithThePointerToTheHelp) {
  const std::pair<const char*, Command> commands[] = {
      {"label", bitcc::cli::label_command}, {"stc", bitcc::cli::run_stc},
      {"go", bitcc::cli::run_go},           {"hex", bitcc::cli::run_hex},
      {"rhex", bitcc::cli::run_rhex},       {"terrain", bitcc::cli::run_terrain},
      {"arena", bitcc::cli::run_arena}};
  const std::pair<const char*, const char*> options[] = {
      {"label", "--labeler, --picture, --draw, --help"},
      {"stc", "--help"},
      {"go", "--board, --gtp, --size, --seed, --playouts, --time, --threads, --help"},
      {"hex", "--size, --help"},
      {"rhex", "--size, --engine, --help"},
      {"terrain", "--engine, --threads, --help"},
      {"arena", "--games, --seed, --turn-ms, --first-turn-ms, --replay, --jobs, --json, --quiet, "
                "--bot-stderr, --help"}};
  for (std::size_t i = 0; i < std::size(commands); ++i) {
    const std::string name = commands[i].first;
    SCOPED_TRACE(name);
    ASSERT_EQ(name, options[i].first);
    const std::string help = "Run 'bitcc " + name + " --help' for usage.\n";
    std::stringbuf none;
    const Outcome unknown = run(commands[i].second, none, {"--colour"});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.err, "bitcc " + name + ": unknown option '--colour' (options: " +
                               options[i].second + ")\n" + help +
                               (name == "arena"
                                    ? "A bot command with arguments is one argument: quote it, "
                                      "as in\n  bitcc arena './my_bot --depth 2' ./random_bot\n"
                                    : ""));
    const Outcome operands = run(commands[i].second, none, {"a", "b", "c"});
    EXPECT_EQ(operands.status, 2);
    EXPECT_EQ(operands.err,
              "bitcc " + name +
                  (name == "arena"  ? ": expected two bot commands, found 3\n"
                   : name == "stc" ? ": unexpected argument 'b'\n"
                                    : ": unexpected argument 'a' (this command reads standard "
                                      "input only)\n") +
                  help);
  }
  // A bad value: the option, the value and the choices or the range, then the pointer.
  std::stringbuf none;
  EXPECT_EQ(run(bitcc::cli::run_terrain, none, {"--engine=fast"}).err,
            "bitcc terrain: --engine: unknown value 'fast' (choices: auto, labels, bitboard, "
            "union-find)\n"
            "Run 'bitcc terrain --help' for usage.\n");
  EXPECT_EQ(run(bitcc::cli::run_arena, none, {"a", "b", "--games", "0"}).err,
            "bitcc arena: --games: '0' is not a whole number from 1 to 1000000000\n"
            "Run 'bitcc arena --help' for usage.\n");
}

// `bitcc stc DIR`: a FILE that cannot be opened, exit status 2 (the README's rule), not a read error.
TEST(CliInput, StcRefusesADirectoryAsAFileItCannotOpen) {
  std::stringbuf unused;
  const Outcome r = run(bitcc::cli::run_stc, unused, {"."});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "bitcc stc: cannot open '.': it is a directory\n");
}

}  // namespace
