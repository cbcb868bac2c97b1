// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/arena/bot_process.hpp: one bot as a child process on pipes (POSIX).
//
// The bot is `/bin/sh -c COMMAND` (`exec COMMAND` when it is a plain command) in its own process
// group, its standard input and output on pipes held by the referee, its standard error on
// /dev/null unless asked otherwise. ask() writes one turn's input and waits, with a deadline
// (poll), for one answer line. Whatever the bot does (print garbage or endless output, close its
// input, hang, crash, fork children that hang) ask() returns by the deadline with a verdict, and
// stop() kills the whole process group with SIGKILL and reaps the bot, so no zombie is left. The
// referee reads at most `max_bytes` of a bot's output per turn, so its memory stays bounded.
//
// Writing to a bot that closed its input must be an error (EPIPE), not the end of the referee:
// start() sets SIGPIPE to ignored for the whole process (the bots get the default back).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <string>

#include "game.hpp"

namespace bitcc::arena {

/// Sets SIGPIPE to ignored for the whole process (bots get the default back before exec).
void ignore_sigpipe();

class BotProcess {
 public:
  /// The verdict of one ask(): the answer line (without its newline), or a failure and why.
  struct Reply {
    LossKind failure = LossKind::None;
    std::string line;
    std::string reason;
  };

  BotProcess() = default;
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;
  ~BotProcess() { stop(); }

  /// Starts `command`; false (with the reason in *error) when the pipes or fork fail. A command
  /// that cannot be run starts anyway: the shell reports it and exits, which ask() sees as a crash.
  bool start(const std::string& command, bool keep_stderr, std::string* error);

  /// Writes `input` and waits for one line until `timeout` has passed since the call. Output after
  /// that line is kept for the next turn. Failures: Timeout (no full line in time), Crash (the bot
  /// exited, was killed, or closed its input or output), Malformed (more than `max_bytes` printed
  /// in this turn). After a failure the bot is stopped.
  Reply ask(const std::string& input, std::chrono::milliseconds timeout, std::size_t max_bytes);

  /// Kills the bot's process group (SIGKILL) and reaps the bot. Returns how it ended ("exited with
  /// status 3", "killed by signal 11 (Segmentation fault)"), "" when it was not running.
  std::string stop();

 private:
  // The bot has ended or ended its side of a pipe: wait a little for it to exit, then stop it.
  Reply crashed(const std::string& what);
  void close_pipes();
  // Reads, without waiting, what the bot has already printed, until `received` passes max_bytes.
  void read_available(std::size_t& received, std::size_t max_bytes);

  pid_t pid_ = -1;
  int to_bot_ = -1;      // our end of its standard input
  int from_bot_ = -1;    // our end of its standard output
  std::string pending_;  // output read past the last answer line
  std::string ended_;    // how it ended, once reaped
};

}  // namespace bitcc::arena
