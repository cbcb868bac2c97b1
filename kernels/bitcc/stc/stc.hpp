// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/stc.hpp: the Smash the Code engine in one include.
//
//   bitcc::stc::Grid                      six planes (skulls, colors 1..5) on bitcc::Board
//   Grid::place(a, b, x, rotation)        drop a pair; an illegal move leaves the grid unchanged
//   Grid::resolve() / resolve_score()     chain steps with B, CP, CB, GB and scores
//   Grid::legal_moves(a, b)               the distinct placements of a pair
//   Grid::drop_skull_lines(n)             nuisance arriving; skulls that do not fit are lost
//   bitcc::stc::Nuisance                  turn score / 70, one line per whole 6 points
//   parse_grid / to_text                  the game's 12-line text
#pragma once

#include "bitcc/stc/engine.hpp"
#include "bitcc/stc/text.hpp"
