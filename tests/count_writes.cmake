# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Runs `bitcc label` on 20,000 boards under strace and fails when it makes more than 100 write
# system calls: output must be buffered, not flushed per line (20,000 lines would be 20,000 writes).
# Prints "SKIPPED:" (which ctest reports as skipped) when strace is missing or cannot trace here.
#   cmake -DBITCC=<binary> -DWORK=<scratch folder> -P count_writes.cmake
find_program(STRACE strace)
if(NOT STRACE)
  message("SKIPPED: strace not found")
  return()
endif()
file(MAKE_DIRECTORY "${WORK}")
set(boards "")
foreach(i RANGE 1 2000)
  string(APPEND boards "1\n3\n5\n41\n0x81\n2a\nfff\n10101\n0x3f3f\n123456789abcdef\n")
endforeach()
file(WRITE "${WORK}/boards.txt" "${boards}")
execute_process(COMMAND "${STRACE}" -f -o "${WORK}/trace.txt" -e trace=write,writev
                        "${BITCC}" label
                INPUT_FILE "${WORK}/boards.txt" OUTPUT_FILE "${WORK}/out.txt"
                RESULT_VARIABLE status ERROR_VARIABLE stderr)
if(NOT status EQUAL 0)
  message("SKIPPED: strace could not run bitcc (status ${status}: ${stderr})")
  return()
endif()
file(STRINGS "${WORK}/out.txt" output_lines)
list(LENGTH output_lines count)
if(NOT count EQUAL 20000)
  message(FATAL_ERROR "expected 20000 output lines, found ${count}")
endif()
file(STRINGS "${WORK}/trace.txt" writes REGEX "write")
list(LENGTH writes write_count)
if(write_count GREATER 100)
  message(FATAL_ERROR "${write_count} write system calls for 20000 lines: output is not buffered")
endif()
message("${write_count} write system calls for 20000 lines")
