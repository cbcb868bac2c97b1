// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/bot_process.cpp: a bot as a child process (see bot_process.hpp).
#include "bot_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

namespace bitcc::arena {

namespace {

using Clock = std::chrono::steady_clock;

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) {
    const int signal_number = WTERMSIG(status);
    const char* name = strsignal(signal_number);
    return "killed by signal " + std::to_string(signal_number) +
           (name != nullptr ? std::string(" (") + name + ")" : std::string());
  }
  return "ended with status " + std::to_string(status);
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

bool set_nonblocking(int fd) {
  const int flags = fcntl(fd, F_GETFL);
  return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

// Milliseconds left until `deadline` for poll(), rounded up, at least 0.
int millis_until(Clock::time_point deadline) {
  const auto left = deadline - Clock::now();
  if (left <= Clock::duration::zero()) return 0;
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(left).count() + 1;
  return ms > 1000000 ? 1000000 : static_cast<int>(ms);
}

// True when `command` has no shell operator and does not start with a variable assignment, so
// that prefixing `exec ` keeps its meaning.
bool is_plain_command(const std::string& command) {
  if (command.find_first_of(";&|()`\n") != std::string::npos) return false;
  const std::size_t start = command.find_first_not_of(" \t");
  if (start == std::string::npos) return false;
  const std::size_t end = command.find_first_of(" \t", start);
  const std::string first = command.substr(start, end == std::string::npos ? end : end - start);
  return first.find('=') == std::string::npos && first != "exec";
}

}  // namespace

void ignore_sigpipe() {
  struct sigaction action {};
  action.sa_handler = SIG_IGN;
  sigemptyset(&action.sa_mask);
  sigaction(SIGPIPE, &action, nullptr);
}

bool BotProcess::start(const std::string& command, bool keep_stderr, std::string* error) {
  static std::once_flag sigpipe_ignored;
  std::call_once(sigpipe_ignored, ignore_sigpipe);
  stop();
  pending_.clear();
  ended_.clear();
  int input[2] = {-1, -1}, output[2] = {-1, -1};
  // O_CLOEXEC: a bot started by another thread at the same moment must not inherit these pipes
  // (it would hold them open after this bot dies).
  if (pipe2(input, O_CLOEXEC) != 0 || pipe2(output, O_CLOEXEC) != 0) {
    if (error != nullptr) *error = std::string("cannot create a pipe: ") + std::strerror(errno);
    for (int fd : {input[0], input[1], output[0], output[1]})
      if (fd >= 0) ::close(fd);
    return false;
  }
  const int null_fd = keep_stderr ? -1 : ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  // A plain command (no shell operators) runs as `exec COMMAND`: the bot replaces the shell, so
  // its exit status or signal is its own and closing its input is seen by the referee.
  const std::string line = is_plain_command(command) ? "exec " + command : command;
  const char* shell_command = line.c_str();
  const pid_t pid = fork();
  if (pid == 0) {
    // The child: only async-signal-safe calls until exec (the referee may have threads).
    setpgid(0, 0);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // the referee killed: its bots go too
#endif
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGPIPE, &default_action, nullptr);
    sigset_t no_signals;
    sigemptyset(&no_signals);
    sigprocmask(SIG_SETMASK, &no_signals, nullptr);
    if (dup2(input[0], STDIN_FILENO) < 0 || dup2(output[1], STDOUT_FILENO) < 0) _exit(127);
    if (null_fd >= 0 && dup2(null_fd, STDERR_FILENO) < 0) _exit(127);
    execl("/bin/sh", "sh", "-c", shell_command, static_cast<char*>(nullptr));
    _exit(127);
  }
  if (null_fd >= 0) ::close(null_fd);
  ::close(input[0]);
  ::close(output[1]);
  if (pid < 0) {
    if (error != nullptr) *error = std::string("cannot start a process: ") + std::strerror(errno);
    ::close(input[1]);
    ::close(output[0]);
    return false;
  }
  setpgid(pid, pid);  // also here: whichever of parent and child runs first, the group exists
  pid_ = pid;
  to_bot_ = input[1];
  from_bot_ = output[0];
  if (!set_nonblocking(to_bot_) || !set_nonblocking(from_bot_)) {
    if (error != nullptr) *error = std::string("cannot set up the pipes: ") + std::strerror(errno);
    stop();
    return false;
  }
  return true;
}

BotProcess::Reply BotProcess::ask(const std::string& input, std::chrono::milliseconds timeout,
                                  std::size_t max_bytes) {
  if (pid_ < 0) return Reply{LossKind::Crash, {}, ended_.empty() ? "not running" : ended_};
  const Clock::time_point deadline = Clock::now() + timeout;
  std::size_t written = 0;
  std::size_t received = pending_.size();  // output printed ahead counts against this turn
  for (;;) {
    // An answer may already be there (printed ahead, or read in the last round).
    const std::size_t newline = pending_.find('\n');
    if (newline != std::string::npos && written == input.size()) {
      // What else the bot has printed by now counts against this turn: a bot flooding its output
      // with well-formed lines is caught here, not allowed to answer turns ahead forever.
      read_available(received, max_bytes);
    }
    if (received > max_bytes) {
      stop();
      return Reply{LossKind::Malformed,
                   {},
                   "printed more than " + std::to_string(max_bytes) + " bytes in one turn"};
    }
    if (newline != std::string::npos && written == input.size()) {
      Reply reply;
      reply.line = pending_.substr(0, newline);
      if (!reply.line.empty() && reply.line.back() == '\r') reply.line.pop_back();
      pending_.erase(0, newline + 1);
      return reply;
    }
    pollfd fds[2] = {{from_bot_, POLLIN, 0}, {to_bot_, POLLOUT, 0}};
    const nfds_t count = written < input.size() ? 2 : 1;
    const int ready = poll(fds, count, millis_until(deadline));
    if (ready < 0 && errno != EINTR) {
      stop();
      return Reply{LossKind::Crash, {}, std::string("poll failed: ") + std::strerror(errno)};
    }
    if (ready <= 0 && Clock::now() >= deadline) {
      stop();
      return Reply{
          LossKind::Timeout, {}, "no answer within " + std::to_string(timeout.count()) + " ms"};
    }
    if (count == 2 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) != 0) {
      const ssize_t n = ::write(to_bot_, input.data() + written, input.size() - written);
      if (n > 0) {
        written += static_cast<std::size_t>(n);
      } else if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        return crashed("closed its standard input");
      }
    }
    if ((fds[0].revents & (POLLIN | POLLERR | POLLHUP)) != 0) {
      char buffer[4096];
      const std::size_t room = max_bytes + 1 - (received > max_bytes ? max_bytes : received);
      const std::size_t want = room < sizeof buffer ? room : sizeof buffer;
      const ssize_t n = ::read(from_bot_, buffer, want);
      if (n > 0) {
        pending_.append(buffer, static_cast<std::size_t>(n));
        received += static_cast<std::size_t>(n);
      } else if (n == 0) {
        return crashed("closed its standard output");
      } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        return crashed(std::string("cannot be read: ") + std::strerror(errno));
      }
    }
  }
}

void BotProcess::read_available(std::size_t& received, std::size_t max_bytes) {
  char buffer[4096];
  while (received <= max_bytes) {
    const std::size_t room = max_bytes + 1 - received;
    const ssize_t n = ::read(from_bot_, buffer, room < sizeof buffer ? room : sizeof buffer);
    if (n <= 0) return;  // nothing more now (EAGAIN), or the end, which the next turn sees
    pending_.append(buffer, static_cast<std::size_t>(n));
    received += static_cast<std::size_t>(n);
  }
}

BotProcess::Reply BotProcess::crashed(const std::string& what) {
  // A bot whose pipe closed has usually exited: give it a moment so the reason names its status.
  // WNOWAIT leaves it a zombie, so its pid (its group's id) cannot be reused by another bot
  // before stop() has killed the group and reaped it.
  const Clock::time_point give_up = Clock::now() + std::chrono::milliseconds(100);
  bool exited = false;
  while (pid_ > 0 && Clock::now() < give_up) {
    siginfo_t info{};
    const int checked = waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (checked == 0 && info.si_pid == pid_) {
      exited = true;
      break;
    }
    if (checked < 0 && errno != EINTR) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  const std::string ended = stop();  // kills what it left in its group, reaps it
  return Reply{LossKind::Crash, {}, exited && !ended.empty() ? ended : what};
}

std::string BotProcess::stop() {
  if (pid_ > 0) {
    kill(-pid_, SIGKILL);
    kill(pid_, SIGKILL);  // in case it left its group
    int status = 0;
    pid_t done;
    do {
      done = waitpid(pid_, &status, 0);
    } while (done < 0 && errno == EINTR);
    ended_ = done == pid_ ? describe_status(status) : "could not be reaped";
    pid_ = -1;
  }
  close_pipes();
  return ended_;
}

void BotProcess::close_pipes() {
  close_fd(to_bot_);
  close_fd(from_bot_);
}

}  // namespace bitcc::arena
