// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/version.hpp: BITCC_VERSION, the release, "major.minor.patch". The one place it is written:
// CMake reads it from here (project VERSION), and `bitcc --version` prints it.
#pragma once

#define BITCC_VERSION "0.7.0"
