# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Runs the built `bitcc` command once and checks its exit status and output. Used by ctest:
#   cmake -DBITCC=<binary> -DARGS="<arguments, space separated>" [-DINPUT=<file for stdin>]
#         -DEXPECTED_STATUS=<n> [-DEXPECTED_STDOUT=<file with the exact stdout>]
#         [-DSTDOUT_CONTAINS=<text>] [-DSTDERR_CONTAINS=<text>|<text>...] -P run_cli.cmake
# The parts of STDERR_CONTAINS must appear in standard error in their order (a hint after the
# message it explains).
separate_arguments(arguments UNIX_COMMAND "${ARGS}")
if(DEFINED INPUT)
  set(input_option INPUT_FILE "${INPUT}")
endif()
execute_process(COMMAND "${BITCC}" ${arguments} ${input_option}
                OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr RESULT_VARIABLE status)

set(problems "")
if(NOT "${status}" STREQUAL "${EXPECTED_STATUS}")
  string(APPEND problems "exit status ${status}, expected ${EXPECTED_STATUS}\n")
endif()
if(DEFINED EXPECTED_STDOUT)
  file(READ "${EXPECTED_STDOUT}" expected)
  if(NOT stdout STREQUAL expected)
    string(APPEND problems "standard output differs from ${EXPECTED_STDOUT}\n")
  endif()
endif()
if(DEFINED STDOUT_CONTAINS)
  string(FIND "${stdout}" "${STDOUT_CONTAINS}" where)
  if(where EQUAL -1)
    string(APPEND problems "standard output lacks '${STDOUT_CONTAINS}'\n")
  endif()
endif()
if(DEFINED STDERR_CONTAINS)
  string(REPLACE "|" ";" wanted "${STDERR_CONTAINS}")
  set(rest "${stderr}")
  foreach(part IN LISTS wanted)
    string(FIND "${rest}" "${part}" where)
    if(where EQUAL -1)
      string(APPEND problems "standard error lacks '${part}' (after the parts before it)\n")
    else()
      string(LENGTH "${part}" length)
      math(EXPR after "${where} + ${length}")
      string(SUBSTRING "${rest}" ${after} -1 rest)
    endif()
  endforeach()
endif()
if(problems)
  message(FATAL_ERROR "bitcc ${ARGS}:\n${problems}--- stdout ---\n${stdout}--- stderr ---\n"
                      "${stderr}")
endif()
