// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch_avx2.cpp: the batch kernels for AVX2, built with that instruction set's
// flags (kernels/simd/CMakeLists.txt). Called only when the CPU supports it (batch.cpp).
#include "batch_kernels.hpp"

namespace bitcc::batch_detail {

const IsaKernels kAvx2Kernels = make_kernels<xsimd::avx2>();

}  // namespace bitcc::batch_detail
