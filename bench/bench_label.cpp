#include <benchmark/benchmark.h>

#include "bitcc/bitcc.hpp"

BENCHMARK_MAIN();
