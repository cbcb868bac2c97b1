# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The roots of the single header (bitcc.hpp): every kernel header reachable from them joins it
# (tools/single_header.cmake follows the include graph, so new headers join by being included).
# What a Smash the Code bot uses: bitcc::label and the two labelers it runs, groups_at_least, board
# text and the engine, with what they include (bitcc/geometry.hpp: board.hpp's 6x12 names are
# Geometry<6, 12>'s; the row-pair table builder, of which only the 6-wide scan table is built);
# the other labelers, the registry and union-find stay out, so that the file leaves room for a
# bot within a 100,000-character submission.
# Read by tools/single_header.cmake and tools/CMakeLists.txt (the example bot's stand-in header).
set(BITCC_SINGLE_HEADER_ROOTS bitcc/label.hpp bitcc/groups.hpp bitcc/io.hpp bitcc/stc/stc.hpp)
# Headers the single header leaves out although a root includes them, for its size: the flood
# labelers (with label_propagate_avx2, which only they include, 18 KB squeezed); there bitcc::label
# runs label_rowpair below AVX-512 (label.hpp asks for BITCC_HAVE_LABEL_FLOOD, which label_flood.hpp
# defines). `-DLEAVE_OUT=` (nothing left out) writes the larger header with them.
set(BITCC_SINGLE_HEADER_LEAVES_OUT bitcc/label_flood.hpp)
# The wide boards' header (bitcc_wide.hpp, `-DHEADER=wide`): wide::label and the floods it runs,
# groups_at_least, component_of and neighbours_of; the registry, bfs, union-find and text
# (bitcc/wide/io.hpp, with bitcc/io.hpp 10 KB) stay out, so that it stays under 40,000 bytes.
set(BITCC_WIDE_SINGLE_HEADER_ROOTS bitcc/wide/label_flood.hpp bitcc/wide/groups.hpp)
