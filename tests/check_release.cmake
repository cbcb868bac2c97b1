# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# What a release carries, checked against VERSION (the project's, from bitcc/version.hpp):
#   cmake -DVERSION=<x.y.z> -DSINGLE_HEADER=<file> -P check_release.cmake
#     the single header starts with the licence lines of LICENSE and defines BITCC_VERSION;
#   cmake -DVERSION=<x.y.z> -DCHANGELOG=<CHANGELOG.md> -P check_release.cmake
#     the changelog's newest release (its first "## " heading after an "## Unreleased" one, the
#     changes not yet released, which a release renames) is this version.
set(problems "")
if(DEFINED SINGLE_HEADER)
  file(READ "${SINGLE_HEADER}" head LIMIT 400)
  if(NOT head MATCHES "^// SPDX-License-Identifier: MIT\n// Copyright \\(c\\) 2026 The bitcc authors\n")
    string(APPEND problems "${SINGLE_HEADER} does not start with the lines\n"
           "  // SPDX-License-Identifier: MIT\n  // Copyright (c) 2026 The bitcc authors\n")
  endif()
  file(STRINGS "${SINGLE_HEADER}" defines REGEX "^#define BITCC_VERSION ")
  if(NOT defines STREQUAL "#define BITCC_VERSION \"${VERSION}\"")
    string(APPEND problems "${SINGLE_HEADER}: '${defines}' instead of "
           "'#define BITCC_VERSION \"${VERSION}\"'\n")
  endif()
endif()
if(DEFINED CHANGELOG)
  file(STRINGS "${CHANGELOG}" headings REGEX "^## ")
  list(GET headings 0 newest)
  if(newest STREQUAL "## Unreleased")
    list(GET headings 1 newest)
  endif()
  if(NOT newest STREQUAL "## ${VERSION}")
    string(APPEND problems "${CHANGELOG}: the newest entry is '${newest}', not '## ${VERSION}'\n")
  endif()
endif()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
message(STATUS "release ${VERSION}: checked")
