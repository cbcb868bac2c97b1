# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# cmake -DFILE=<path> -DLIMIT=<bytes> -DREASON=<text> -P check_file_size.cmake
# Fails when FILE is larger than LIMIT bytes.
file(SIZE "${FILE}" size)
if(size GREATER LIMIT)
  message(FATAL_ERROR "${FILE} has ${size} bytes, more than ${LIMIT}: ${REASON}")
endif()
message(STATUS "${FILE}: ${size} bytes (limit ${LIMIT})")
