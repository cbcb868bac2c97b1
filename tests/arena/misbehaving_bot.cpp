// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/arena/misbehaving_bot.cpp: a Smash the Code bot that misbehaves on purpose, one way per
// mode, so that the tests see the referee survive each. Usage: misbehaving_bot MODE [ARG]
//   garbage       answers "hello referee" to the first turn
//   flood         answers the first turn with endless bytes and no newline
//   flood-lines   answers every turn at once with endless lines "0 1"
//   close-input   answers the first turn, closes its standard input, then waits forever
//   close-output  closes its standard output without answering, then waits forever
//   hang          answers the first turn (column 0, upright), then never answers again
//   exit          reads the first turn and exits with status 3 without answering
//   abort         reads the first turn and aborts (killed by SIGABRT)
//   illegal       answers "9 0" (no such column)
//   far           answers "99999999999999999999 -0" (a column beyond any integer type)
//   plus          answers "+0 1" (a sign the referee's number rule refuses)
//   chatty        answers "0 1 a message" every turn (allowed: legal until column 0 is full)
//   slow-start    sleeps ARG ms before the first answer, then plays like chatty
//   fork-hang     answers the first turn, starts a child that holds the pipes and sleeps,
//                 writes its pid to the file ARG, and hangs itself
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

namespace {

// Reads one turn of the protocol (34 lines); false at the end of the input.
bool read_turn() {
  std::string line;
  for (int i = 0; i < 34; ++i)
    if (!std::getline(std::cin, line)) return false;
  return true;
}

[[noreturn]] void sleep_forever() {
  for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
}

void answer(const char* text) { std::cout << text << std::endl; }

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  const std::string mode = argv[1];
  const std::string arg = argc > 2 ? argv[2] : "";
  if (!read_turn()) return 0;
  if (mode == "garbage") {
    answer("hello referee");
    sleep_forever();
  }
  if (mode == "flood" || mode == "flood-lines") {
    std::string chunk;  // 64 KiB at a time: as fast as the pipe takes it
    while (chunk.size() < 65536) chunk += mode == "flood" ? "xxxx" : "0 1\n";
    for (;;) {
      std::cout << chunk;
      if (!std::cout.flush()) return 1;  // the referee is gone
    }
  }
  if (mode == "close-input") {
    ::close(STDIN_FILENO);
    answer("0 1");
    sleep_forever();
  }
  if (mode == "close-output") {
    ::close(STDOUT_FILENO);
    sleep_forever();
  }
  if (mode == "hang") {
    answer("0 1");
    sleep_forever();
  }
  if (mode == "exit") std::exit(3);
  if (mode == "abort") std::abort();
  if (mode == "fork-hang") {
    answer("0 1");
    const pid_t child = fork();
    if (child == 0) sleep_forever();
    std::ofstream(arg) << child << "\n";
    sleep_forever();
  }
  if (mode == "slow-start")
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(arg.c_str())));
  const char* reply = mode == "illegal" ? "9 0"
                      : mode == "far"   ? "99999999999999999999 -0"
                      : mode == "plus"  ? "+0 1"
                                        : "0 1 a message";
  if (mode != "illegal" && mode != "far" && mode != "plus" && mode != "chatty" &&
      mode != "slow-start")
    return 2;
  do answer(reply);
  while (read_turn());
  return 0;
}
