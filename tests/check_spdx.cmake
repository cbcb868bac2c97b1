# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# cmake -DROOT=<repository> [-DFILES=<file>,...] -P check_spdx.cmake
# Fails unless each file starts (after a "#!" line) with the licence lines of LICENSE:
#   <comment> SPDX-License-Identifier: MIT
#   <comment> Copyright (c) 2026 The bitcc authors
# where <comment> is "//" for C++ and "#" for CMake and shell. Without FILES: every C++, CMake and
# shell file under kernels/, tools/, tests/, bench/ and testing/ (test data and fuzz corpora are
# not code), the top-level CMakeLists.txt and cmake/.
set(licence "SPDX-License-Identifier: MIT\n(//|#) Copyright \\(c\\) 2026 The bitcc authors\n")
if(DEFINED FILES)
  string(REPLACE "," ";" files "${FILES}")
else()
  set(files "")
  foreach(folder kernels tools tests bench testing cmake)
    file(GLOB_RECURSE found LIST_DIRECTORIES false RELATIVE "${ROOT}"
         "${ROOT}/${folder}/*.cpp" "${ROOT}/${folder}/*.hpp" "${ROOT}/${folder}/*.h"
         "${ROOT}/${folder}/*.cmake" "${ROOT}/${folder}/*.sh" "${ROOT}/${folder}/*.in"
         "${ROOT}/${folder}/CMakeLists.txt")
    list(APPEND files ${found})
  endforeach()
  list(APPEND files CMakeLists.txt)
endif()
set(missing "")
set(checked 0)
foreach(file IN LISTS files)
  if(IS_ABSOLUTE "${file}")
    set(path "${file}")
  else()
    set(path "${ROOT}/${file}")
  endif()
  file(READ "${path}" head LIMIT 400)
  string(REGEX REPLACE "^#![^\n]*\n" "" head "${head}")
  if(NOT head MATCHES "^(//|#) ${licence}")
    string(APPEND missing "  ${file}\n")
  endif()
  math(EXPR checked "${checked} + 1")
endforeach()
if(missing)
  message(FATAL_ERROR "these files do not start with the SPDX line and the copyright line of "
                      "LICENSE:\n${missing}")
endif()
message(STATUS "${checked} files carry the SPDX line and the copyright line")
