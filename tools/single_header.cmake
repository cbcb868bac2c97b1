# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# tools/single_header.cmake: writes every kernel header reachable from ROOTS into one file.
#
# The single header, with only cmake (run from the repository's top folder):
#   cmake -P tools/single_header.cmake
# writes build/single_include/bitcc.hpp (the build's target `single_header` writes the same file
# into its own build folder). Every setting has a default, and can be given with -D before -P:
#   -DOUTPUT=<file>            where to write (default: build/single_include/bitcc.hpp under the
#                              repository's top folder; a relative path is taken from the current
#                              folder)
#   -DINCLUDE_DIR=<folder>     the kernels folder (default: kernels/ of this repository)
#   -DROOTS=bitcc/label.hpp,...  the headers to start from (default: tools/single_header_roots.cmake)
#   -DLEAVE_OUT=bitcc/x.hpp,...  included headers not to follow (default: the same file's list;
#                              empty: every header, the flood labelers too, about 78,000 bytes)
#   -DHEADER=wide              the wide boards' header instead (bitcc/wide: Go and Hex boards,
#                              contest maps), default OUTPUT build/single_include/bitcc_wide.hpp:
#                              usable alone, or pasted after bitcc.hpp in the same file, where its
#                              parts that bitcc.hpp holds too are skipped (they are wrapped in
#                              `#ifndef BITCC_SINGLE_HEADER_HPP`); ROOTS and LEAVE_OUT do not apply
#
# Follows the quoted #include lines from each root (depth first), so a header joins the output as
# soon as some included header includes it. Each header is written once, after the headers it
# includes (dependency order), with its quoted #include lines and its `#pragma once` removed; the
# output has include guards (a `#pragma once` warns when the file is pasted into the main file)
# and includes nothing beyond the standard library. Fails when a quoted include cannot be found or
# when one survives in the output.

cmake_minimum_required(VERSION 3.14...3.25)  # 3.14: file(SIZE); nothing newer is used

get_filename_component(repository "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
if(NOT DEFINED INCLUDE_DIR)
  set(INCLUDE_DIR "${repository}/kernels")
endif()
include("${CMAKE_CURRENT_LIST_DIR}/single_header_roots.cmake")
if(NOT DEFINED HEADER)
  set(HEADER bitcc)
endif()
if(HEADER STREQUAL "wide")
  set(name bitcc_wide.hpp)
  set(guard BITCC_WIDE_SINGLE_HEADER_HPP)
  string(REPLACE ";" "," ROOTS "${BITCC_WIDE_SINGLE_HEADER_ROOTS}")
  set(LEAVE_OUT "")
elseif(HEADER STREQUAL "bitcc")
  set(name bitcc.hpp)
  set(guard BITCC_SINGLE_HEADER_HPP)
  if(NOT DEFINED ROOTS)
    string(REPLACE ";" "," ROOTS "${BITCC_SINGLE_HEADER_ROOTS}")
  endif()
  if(NOT DEFINED LEAVE_OUT)
    string(REPLACE ";" "," LEAVE_OUT "${BITCC_SINGLE_HEADER_LEAVES_OUT}")
  endif()
else()
  message(FATAL_ERROR "single_header.cmake: HEADER is bitcc or wide, not '${HEADER}'")
endif()
string(REPLACE "," ";" leave_out "${LEAVE_OUT}")
if(NOT DEFINED OUTPUT)
  set(OUTPUT "${repository}/build/single_include/${name}")
endif()
get_filename_component(OUTPUT "${OUTPUT}" ABSOLUTE)
get_filename_component(output_dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${output_dir}")
string(REPLACE "," ";" roots "${ROOTS}")
get_filename_component(include_dir "${INCLUDE_DIR}" ABSOLUTE)
set(temporary "${OUTPUT}.tmp")

set_property(GLOBAL PROPERTY single_header_visited "")
set_property(GLOBAL PROPERTY single_header_order "")

# Resolves a quoted include: first against the kernels folder, then next to the including file.
function(single_header_resolve name including_dir result)
  if(EXISTS "${include_dir}/${name}")
    set(${result} "${include_dir}/${name}" PARENT_SCOPE)
  elseif(EXISTS "${including_dir}/${name}")
    get_filename_component(path "${including_dir}/${name}" ABSOLUTE)
    set(${result} "${path}" PARENT_SCOPE)
  else()
    set(${result} "" PARENT_SCOPE)
  endif()
endfunction()

# Whether the header at `path` has no `#pragma once`: such a header (bitcc/group_formulas.hpp) is
# meant to be included inside a namespace, so its text replaces its include line.
function(single_header_pasted_in_place path result)
  file(READ "${path}" text)
  if("\n${text}" MATCHES "\n[ \t]*#[ \t]*pragma[ \t]+once")
    set(${result} FALSE PARENT_SCOPE)
  else()
    set(${result} TRUE PARENT_SCOPE)
  endif()
endfunction()

function(single_header_visit path)
  get_property(visited GLOBAL PROPERTY single_header_visited)
  if(path IN_LIST visited)
    return()
  endif()
  set_property(GLOBAL APPEND PROPERTY single_header_visited "${path}")
  file(READ "${path}" content)
  get_filename_component(directory "${path}" DIRECTORY)
  # Quoted includes at the start of a line (the file is prefixed with a newline to match line 1).
  string(REGEX MATCHALL "\n[ \t]*#[ \t]*include[ \t]*\"[^\"\n]+\"" includes "\n${content}")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE ".*\"([^\"]+)\"" "\\1" name "${line}")
    if(name IN_LIST leave_out)
      continue()  # its include line goes like every quoted include; the includer guards its uses
    endif()
    single_header_resolve("${name}" "${directory}" dependency)
    if(dependency STREQUAL "")
      message(FATAL_ERROR "single_header.cmake: ${path}: cannot find included \"${name}\"")
    endif()
    single_header_pasted_in_place("${dependency}" in_place)
    if(in_place)
      continue()  # pasted where it is included, see below
    endif()
    single_header_visit("${dependency}")
  endforeach()
  set_property(GLOBAL APPEND PROPERTY single_header_order "${path}")
endfunction()

function(single_header_visit_roots roots)
  foreach(root IN LISTS roots)
    if(NOT EXISTS "${include_dir}/${root}")
      message(FATAL_ERROR "single_header.cmake: root ${include_dir}/${root} not found")
    endif()
    single_header_visit("${include_dir}/${root}")
  endforeach()
endfunction()

# The wide header's parts that bitcc.hpp holds too: bitcc.hpp's headers, found as it finds them.
set(shared "")
if(HEADER STREQUAL "wide")
  set(wide_leave_out "${leave_out}")
  set(leave_out "${BITCC_SINGLE_HEADER_LEAVES_OUT}")
  single_header_visit_roots("${BITCC_SINGLE_HEADER_ROOTS}")
  get_property(shared GLOBAL PROPERTY single_header_order)
  set_property(GLOBAL PROPERTY single_header_visited "")
  set_property(GLOBAL PROPERTY single_header_order "")
  set(leave_out "${wide_leave_out}")
endif()
single_header_visit_roots("${roots}")

# Spaces around a few operators, after commas and semicolons, inside braces, after `template` and
# before `const` and `else` go too, outside string and character literals (copied unchanged): only
# where no token can form across the gap.
function(single_header_squeeze code result)
  foreach(operator ", " "; " " = " " == " " != " " <= " " >= " " && " " || " " += " " -= " " |= "
                   " &= " " ^= " " <<= " " >>= " " << " " >> " " ? " " {" "{ " " }")
    string(STRIP "${operator}" tight)
    string(REPLACE "${operator}" "${tight}" code "${code}")
  endforeach()
  foreach(keyword if for while switch return)
    string(REPLACE "${keyword} (" "${keyword}(" code "${code}")
  endforeach()
  string(REPLACE "template <" "template<" code "${code}")
  string(REPLACE ") const" ")const" code "${code}")
  string(REPLACE "} else" "}else" code "${code}")
  # `)` is a token of its own, so a name after it needs no space (`if (x) return`); nor does one
  # after the `*` or `&` that ends a type (`std::string* error`, `const Board& b`).
  string(REGEX REPLACE "\\) ([A-Za-z_])" ")\\1" code "${code}")
  string(REGEX REPLACE "([A-Za-z0-9_>])([*&]) ([A-Za-z_])" "\\1\\2\\3" code "${code}")
  # Binary operators that could merge with a neighbour lose their spaces only between a name,
  # number or closing bracket and a name, number, opening parenthesis, `~` or `!`: no token can
  # form across such a pair (for + and -, not after e, E, p or P: `0xE+1` would be one number).
  # Each replacement runs twice, since neighbouring operators share an operand.
  set(left "[A-Za-z0-9_)]")
  set(right "[A-Za-z0-9_(~!]")
  foreach(operator "<" ">" "\\|" "\\*" "&" "\\^" "%" ":" "\\+" "-")
    set(before "${left}")
    if(operator STREQUAL "\\+" OR operator STREQUAL "-")
      set(before "[A-DF-OQ-Za-df-oq-z0-9_)]")
    endif()
    foreach(pass 1 2)
      string(REGEX REPLACE "(${before}) (${operator}) (${right})" "\\1\\2\\3" code "${code}")
    endforeach()
  endforeach()
  set(${result} "${code}" PARENT_SCOPE)
endfunction()

function(single_header_squeeze_outside_literals text result)
  set(squeezed "")
  set(literal "\"([^\"\\\n]|\\\\.)*\"|'([^'\\\n]|\\\\.)+'")
  while(NOT text STREQUAL "")
    string(REGEX MATCH "${literal}" found "${text}")
    if(found STREQUAL "")
      single_header_squeeze("${text}" code)
      string(APPEND squeezed "${code}")
      break()
    endif()
    string(FIND "${text}" "${found}" at)
    string(SUBSTRING "${text}" 0 ${at} before)
    single_header_squeeze("${before}" code)
    string(APPEND squeezed "${code}${found}")
    string(LENGTH "${found}" length)
    math(EXPR after "${at} + ${length}")
    string(SUBSTRING "${text}" ${after} -1 text)
  endwhile()
  set(${result} "${squeezed}" PARENT_SCOPE)
endfunction()

get_property(order GLOBAL PROPERTY single_header_order)

# The first lines say what the file is and how a bot uses it; the documented sources are the
# headers under kernels/bitcc/ (contests limit a submission's size, so their comments,
# indentation, blank lines and the spaces around some operators are left out here).
if(HEADER STREQUAL "wide")
  string(CONCAT what
    "// bitcc_wide.hpp: wide boards (bitcc::wide: Go and Hex boards, contest maps up to 1024\n"
    "// cells; label, groups_at_least, component_of, neighbours_of) in one file, for contest\n"
    "// bots: paste it in place of #include \"bitcc_wide.hpp\", alone or after bitcc.hpp (never\n"
    "// before it). GENERATED by `cmake -DHEADER=wide -P tools/single_header.cmake` from the\n"
    "// headers of kernels/bitcc/ (each part names its file); do not edit.\n")
else()
  string(CONCAT what
    "// bitcc.hpp: bitcc::label, groups_at_least, board text and the Smash the Code engine\n"
    "// (bitcc::stc) in one file, for contest bots: paste it in place of #include \"bitcc.hpp\".\n"
    "// GENERATED by `cmake -P tools/single_header.cmake` from the headers of kernels/bitcc/ (each\n"
    "// part names its file); do not edit.\n")
endif()
file(WRITE "${temporary}"
  "// SPDX-License-Identifier: MIT\n"
  "// Copyright (c) 2026 The bitcc authors\n"
  "${what}"
  "// C++17, g++ or clang++, standard library only. g++ compiles it at -O2 with\n"
  "// inlining whatever the bot's -O flag or `#pragma GCC optimize` lines (define\n"
  "// BITCC_KEEP_OPTIMIZE first to keep the bot's). Precondition checks (BITCC_ASSERT) run only\n"
  "// with BITCC_CHECKS defined; out-of-range arguments get the documented answers.\n"
  "#ifndef ${guard}\n"
  "#define ${guard}\n"
  "#if __cplusplus < 201703L\n"
  "#error \"${name} needs C++17: compile with -std=c++17 or -std=gnu++17 (or later)\"\n"
  "#include <bitcc_needs_cpp17>\n"
  "#else\n"
  "#if defined(__GNUC__) && !defined(__clang__) && !defined(BITCC_KEEP_OPTIMIZE)\n"
  "#pragma GCC push_options\n"
  "#pragma GCC optimize(\"O2,inline\")\n"
  "#define BITCC_POP_OPTIONS\n"
  "#endif\n"
  "#ifndef BITCC_ASSERT\n"
  "#ifdef BITCC_CHECKS\n"
  "#define BITCC_ASSERT(condition) assert(condition)\n"
  "#else\n"
  "#define BITCC_ASSERT(condition) static_cast<void>(0)\n"
  "#endif\n"
  "#endif\n")
foreach(path IN LISTS order)
  file(RELATIVE_PATH relative "${include_dir}" "${path}")
  file(READ "${path}" content)
  set(content "\n${content}")
  # A header without `#pragma once` (bitcc/group_formulas.hpp) is meant to be included inside a
  # namespace: its text replaces the include line, as the preprocessor does.
  string(REGEX MATCHALL "\n[ \t]*#[ \t]*include[ \t]*\"[^\"\n]+\"" includes "${content}")
  get_filename_component(directory "${path}" DIRECTORY)
  foreach(line IN LISTS includes)
    string(REGEX REPLACE ".*\"([^\"]+)\"" "\\1" name "${line}")
    single_header_resolve("${name}" "${directory}" dependency)
    if(NOT dependency STREQUAL "")
      single_header_pasted_in_place("${dependency}" in_place)
      if(in_place)
        file(READ "${dependency}" included)
        string(REPLACE "${line}" "\n${included}" content "${content}")
      endif()
    endif()
  endforeach()
  string(REGEX REPLACE "\n[ \t]*#[ \t]*include[ \t]*\"[^\"\n]+\"[^\n]*" "" content "${content}")
  string(REGEX REPLACE "\n[ \t]*#[ \t]*pragma[ \t]+once[^\n]*" "" content "${content}")
  # Size: no comment-only lines (no kernel header has a raw string literal that could hold one)
  # and no runs of blank lines.
  string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" content "${content}")
  # Nor indentation, comments after code (those holding no quote: no header has "//" in a
  # string) and blank lines: nothing depends on them, and a contest counts every byte.
  string(REGEX REPLACE "\n[ \t]+" "\n" content "${content}")
  string(REGEX REPLACE "[ \t]+//[^\"\n]*\n" "\n" content "${content}")
  string(REGEX REPLACE "\n\n+" "\n" content "${content}")
  string(REGEX REPLACE "^\n" "" content "${content}")
  single_header_squeeze_outside_literals("${content}" content)
  if(path IN_LIST shared)
    file(APPEND "${temporary}"
         "\n// ${relative}\n#ifndef BITCC_SINGLE_HEADER_HPP\n${content}#endif\n")
  else()
    file(APPEND "${temporary}" "\n// ${relative}\n${content}")
  endif()
endforeach()

file(APPEND "${temporary}"
  "#ifdef BITCC_POP_OPTIONS\n"
  "#undef BITCC_POP_OPTIONS\n"
  "#pragma GCC pop_options\n"
  "#endif\n"
  "#endif  // C++17\n"
  "#endif  // ${guard}\n")

file(READ "${temporary}" result)
if(result MATCHES "\n[ \t]*#[ \t]*include[ \t]*\"")
  message(FATAL_ERROR "single_header.cmake: a quoted #include survived in ${OUTPUT}")
endif()
file(RENAME "${temporary}" "${OUTPUT}")
file(SIZE "${OUTPUT}" size)
message(STATUS "single_header.cmake: wrote ${OUTPUT} (${size} bytes)")
