# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The configuration of build/release, sourced by tools/test.sh and tools/demo.sh so that the quick
# start and the tests share one build folder (the tests reuse what the demo built).
bitcc_release_options=(-DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=OFF -DBITCC_XSIMD=ON)
