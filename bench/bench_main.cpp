// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/bench_main.cpp: the entry point of the benchmark executable (flags: see summary.hpp).
#include "bench/summary.hpp"

int main(int argc, char** argv) { return bitcc::bench::benchmark_main(argc, argv); }
