# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# cmake -DFRESH=<table the build generated> -DCHECKED_IN=<tests/rowpair_table_6_square.hpp>
#       -P check_fresh_table.cmake
# Fails when the two differ, printing the first differing line of each and how to regenerate.
cmake_minimum_required(VERSION 3.21...3.25)  # list(GET) keeps empty lines (CMP0007)
file(READ "${FRESH}" fresh)
file(READ "${CHECKED_IN}" checked_in)
if(fresh STREQUAL checked_in)
  message(STATUS "${CHECKED_IN} matches the generator's output")
  return()
endif()
# Lines as list items (a ';' in the text would split an item: it is kept as a placeholder).
foreach(name fresh checked_in)
  string(REPLACE ";" "<semicolon>" ${name} "${${name}}")
  string(REPLACE "\n" ";" ${name} "${${name}}")
endforeach()
list(LENGTH fresh fresh_lines)
list(LENGTH checked_in checked_in_lines)
set(line 0)
set(fresh_line "(end of file)")
set(checked_in_line "(end of file)")
while(TRUE)
  if(line LESS fresh_lines)
    list(GET fresh ${line} fresh_line)
  else()
    set(fresh_line "(end of file)")
  endif()
  if(line LESS checked_in_lines)
    list(GET checked_in ${line} checked_in_line)
  else()
    set(checked_in_line "(end of file)")
  endif()
  if(NOT fresh_line STREQUAL checked_in_line)
    break()
  endif()
  math(EXPR line "${line} + 1")
endwhile()
math(EXPR line "${line} + 1")
string(REPLACE "<semicolon>" ";" fresh_line "${fresh_line}")
string(REPLACE "<semicolon>" ";" checked_in_line "${checked_in_line}")
message(FATAL_ERROR
  "${CHECKED_IN} is not the generator's output; first difference at line ${line}:\n"
  "  checked in: ${checked_in_line}\n"
  "  generated:  ${fresh_line}\n"
  "When the change of the generator is meant, run tools/regen_table.sh (it copies ${FRESH} into "
  "tests/ and runs the checks again); otherwise the generator changed by mistake.")
