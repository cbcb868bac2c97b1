// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// kernels/simd/batch_sse42.cpp: the batch kernels for SSE4.2, built with that instruction set's
// flags (kernels/simd/CMakeLists.txt). Called only when the CPU supports it (batch.cpp).
#include "batch_kernels.hpp"

namespace bitcc::batch_detail {

const IsaKernels kSse42Kernels = make_kernels<xsimd::sse4_2>();

}  // namespace bitcc::batch_detail
