// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch_avx512.cpp: the batch kernels for AVX-512 (F, CD, DQ, BW), built with that instruction set's
// flags (kernels/simd/CMakeLists.txt). Called only when the CPU supports it (batch.cpp).
#include "batch_kernels.hpp"

namespace bitcc::batch_detail {

const IsaKernels kAvx512Kernels = make_kernels<xsimd::avx512bw>();

}  // namespace bitcc::batch_detail
