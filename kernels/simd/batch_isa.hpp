// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch_isa.hpp: what each instruction-set translation unit provides (internal).
//
// batch_<isa>.cpp is compiled with that instruction set's flags; the dispatcher (batch.cpp, built
// with the project's baseline flags) calls its kernels only after checking the CPU supports them.
#pragma once

#include <cstddef>

#include "bitcc/board.hpp"

namespace bitcc::batch_detail {

struct IsaKernels {
  /// out[i] = groups_at_least(in[i], k) for k in {2, 3, 4} only; `in` == `out` or disjoint.
  void (*groups)(const Board* in, Board* out, std::size_t n, int k);
  /// label_batch's contract (components in ascending order of lowest cell).
  void (*label)(const Board* in, std::size_t n, Board* out, int* counts);
};

#if defined(BITCC_BATCH_X86)
extern const IsaKernels kAvx512Kernels;  // batch_avx512.cpp: AVX-512 F/CD/DQ/BW
extern const IsaKernels kAvx2Kernels;    // batch_avx2.cpp
extern const IsaKernels kSse42Kernels;   // batch_sse42.cpp
#endif

}  // namespace bitcc::batch_detail
