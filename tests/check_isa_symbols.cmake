# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# cmake -DNM=<nm> -DOBJECTS=<objects of bitcc_batch> -P check_isa_symbols.cmake
#
# The instruction-set objects (batch_avx512, batch_avx2, batch_sse42) must define no global or
# weak code: an inline function emitted there out of line, compiled with (say) AVX-512 flags, could
# be the copy the linker keeps for the whole program and then run on a CPU without AVX-512. Only
# their kernel tables (data) may be global.
set(checked 0)
foreach(object IN LISTS OBJECTS)
  if(NOT object MATCHES "batch_(avx512|avx2|sse42)\\.cpp\\.o(bj)?$")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  execute_process(COMMAND "${NM}" --defined-only -C "${object}" OUTPUT_VARIABLE symbols
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${object}")
  endif()
  string(REPLACE "\n" ";" lines "${symbols}")
  foreach(line IN LISTS lines)
    if(line MATCHES "^[0-9a-fA-F]* [TWi] (.*)$")
      message(SEND_ERROR "${object} exports code, which may replace a baseline copy: ${CMAKE_MATCH_1}")
    endif()
  endforeach()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "no instruction-set object among: ${OBJECTS}")
endif()
message(STATUS "${checked} instruction-set objects export no code")
