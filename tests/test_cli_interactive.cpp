// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The built `bitcc` command driven one line at a time, as a person at a terminal or a program
// holding it as a coprocess does: each answer must arrive before the next line is written, while
// standard input is still open. Through a pseudo-terminal (forkpty) with no option, and through
// pipes with --line-buffered. (Pipes without the option keep block buffering: test
// cli_label_writes_in_blocks.)
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Longer than any answer takes even on a loaded machine; an answer held in a buffer until the
// end of the input never comes within it.
constexpr std::chrono::seconds kPatience(20);

// A running `bitcc` with its input and output on file descriptors (one, for a terminal).
class Child {
 public:
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  ~Child() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      wait_exit();
    }
    if (to_ >= 0) close(to_);
    if (from_ >= 0 && from_ != to_) close(from_);
  }

  // `bitcc ARGS...` on a pseudo-terminal (standard input, output and error), without echo.
  static Child on_terminal(const std::vector<std::string>& args) {
    Child child;
    int master = -1;
    const pid_t pid = forkpty(&master, nullptr, nullptr, nullptr);
    if (pid == 0) {
      termios settings{};
      if (tcgetattr(STDIN_FILENO, &settings) == 0) {
        settings.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        tcsetattr(STDIN_FILENO, TCSANOW, &settings);
      }
      exec(args);
    }
    child.pid_ = pid;
    child.to_ = child.from_ = master;
    return child;
  }

  // `bitcc ARGS...` with standard input and output on pipes.
  static Child on_pipes(const std::vector<std::string>& args) {
    Child child;
    int input[2], output[2];
    if (pipe(input) != 0 || pipe(output) != 0) return child;
    const pid_t pid = fork();
    if (pid == 0) {
      dup2(input[0], STDIN_FILENO);
      dup2(output[1], STDOUT_FILENO);
      for (const int fd : {input[0], input[1], output[0], output[1]}) close(fd);
      exec(args);
    }
    close(input[0]);
    close(output[1]);
    child.pid_ = pid;
    child.to_ = input[1];
    child.from_ = output[0];
    return child;
  }

  bool started() const { return pid_ > 0 && to_ >= 0; }

  void write_line(const std::string& text) {
    const std::string line = text + "\n";
    ASSERT_EQ(write(to_, line.data(), line.size()), static_cast<ssize_t>(line.size()));
  }

  // Reads until the output so far contains `wanted`; false when kPatience passes first or the
  // output ends.
  bool wait_for(const std::string& wanted) {
    const Clock::time_point deadline = Clock::now() + kPatience;
    while (output_.find(wanted) == std::string::npos) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0) return false;
      pollfd fd{from_, POLLIN, 0};
      if (poll(&fd, 1, static_cast<int>(left)) <= 0) continue;
      char buffer[4096];
      const ssize_t n = read(from_, buffer, sizeof buffer);
      if (n <= 0) return false;  // the end (EIO on a terminal whose program has exited)
      output_.append(buffer, static_cast<std::size_t>(n));
    }
    return true;
  }

  // Ends the input: Ctrl-D on a terminal (at the start of a line), closing the pipe otherwise.
  void end_input() {
    if (to_ == from_) {
      ASSERT_EQ(write(to_, "\x04", 1), 1);
    } else {
      close(to_);
      to_ = -1;
    }
  }

  // The exit status, -1 when it did not exit normally.
  int wait_exit() {
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0) {
      if (errno != EINTR) return -1;
    }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  const std::string& output() const { return output_; }

 private:
  Child() = default;
  Child(Child&& other) noexcept
      : pid_(other.pid_), to_(other.to_), from_(other.from_), output_(std::move(other.output_)) {
    other.pid_ = other.to_ = other.from_ = -1;
  }

  [[noreturn]] static void exec(const std::vector<std::string>& args) {
    std::vector<char*> argv{const_cast<char*>(BITCC_BINARY)};
    for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    execv(BITCC_BINARY, argv.data());
    _exit(127);
  }

  pid_t pid_ = -1;
  int to_ = -1;
  int from_ = -1;
  std::string output_;
};

// Plays two moves of Go one line at a time; each answer must be there before the next move.
void play_two_moves(Child& child) {
  ASSERT_TRUE(child.started());
  child.write_line("b C3");
  EXPECT_TRUE(child.wait_for("b C3: ok")) << "output so far:\n" << child.output();
  child.write_line("w D4");
  EXPECT_TRUE(child.wait_for("w D4: ok")) << "output so far:\n" << child.output();
  EXPECT_EQ(child.output().find("score:"), std::string::npos)
      << "the game ended before its input did:\n"
      << child.output();
  child.end_input();
  EXPECT_TRUE(child.wait_for("score: black 1, white 1")) << child.output();
  EXPECT_EQ(child.wait_exit(), 0);
}

TEST(CliInteractive, GoOnATerminalAnswersEachLineBeforeTheNext) {
  Child child = Child::on_terminal({"go"});
  if (!child.started()) GTEST_SKIP() << "no pseudo-terminal here (forkpty failed)";
  play_two_moves(child);
}

TEST(CliInteractive, GoOnPipesWithLineBufferedAnswersEachLineBeforeTheNext) {
  Child child = Child::on_pipes({"go", "--line-buffered"});
  play_two_moves(child);
}

// On a terminal a command that reads standard input first says, in one line, what it expects;
// nothing is said before the first read (--help reads nothing), and nothing on pipes (the tests
// above read every byte of the output).
TEST(CliInteractive, OnATerminalACommandSaysWhatItReadsBeforeWaiting) {
  Child child = Child::on_terminal({"label"});
  if (!child.started()) GTEST_SKIP() << "no pseudo-terminal here (forkpty failed)";
  EXPECT_TRUE(child.wait_for("bitcc label: reading boards, one per line in hexadecimal"))
      << "output so far:\n" << child.output();
  EXPECT_TRUE(child.wait_for("(Ctrl-D ends; --help explains)\r\n")) << child.output();
  child.write_line("0x3");
  EXPECT_TRUE(child.wait_for("1 3\r\n")) << child.output();
  child.end_input();
  EXPECT_EQ(child.wait_exit(), 0);
  EXPECT_EQ(child.output().find("reading"), child.output().rfind("reading")) << child.output();
}

TEST(CliInteractive, HelpOnATerminalSaysNothingOfStandardInput) {
  Child child = Child::on_terminal({"image", "--help"});
  if (!child.started()) GTEST_SKIP() << "no pseudo-terminal here (forkpty failed)";
  EXPECT_TRUE(child.wait_for("usage: bitcc image")) << child.output();
  EXPECT_EQ(child.wait_exit(), 0);
  EXPECT_EQ(child.output().find("from the terminal"), std::string::npos) << child.output();
}

TEST(CliInteractive, LineBufferedMayComeBeforeTheCommand) {
  Child child = Child::on_pipes({"--line-buffered", "label"});
  ASSERT_TRUE(child.started());
  child.write_line("0x3");
  EXPECT_TRUE(child.wait_for("1 3\n")) << child.output();
  child.end_input();
  EXPECT_EQ(child.wait_exit(), 0);
}

}  // namespace
