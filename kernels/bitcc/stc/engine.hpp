// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/engine.hpp: the Smash the Code engine, in one include: the rules and scoring
// (stc/rules.hpp), the engine's column layout and chain-step kernels (stc/layout.hpp) and the grid
// (stc/grid.hpp).
#pragma once

#include "bitcc/stc/grid.hpp"
#include "bitcc/stc/layout.hpp"
#include "bitcc/stc/rules.hpp"
