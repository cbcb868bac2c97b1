// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/map.hpp: maps of any size in one include, one bit per cell (bitcc/map/bitmap.hpp has
// the layout).
//
//   map::BitMap(width, height)              the map; set / test / row(r) words
//   map::label(m, options)                  LabelImage: labels 1..n in raster order, 0 clear
//   map::label(m, image, size, options)     the same into the caller's image; returns n
//   LabelOptions{connectivity, periodic, threads, stats}   4 or 8, wrap-around, bands, boxes
//   map::label_values(ValueMap, image, size, options, values)   components of equal values
//   map::component_of(m, row, column)       the component holding a cell, as a map
//   map::Labeler, map::ValuesLabeler         memory kept between maps (label, label_values)
//   map::label_runs                          labels of runs, no image
//   map::read_pbm / write_pbm / write_pgm    Netpbm images (pbm.hpp)
//   map::write_npy / write_u32le             label images with 32-bit labels (npy.hpp)
#pragma once

#include "bitcc/map/bitmap.hpp"
#include "bitcc/map/component.hpp"
#include "bitcc/map/label.hpp"
#include "bitcc/map/npy.hpp"
#include "bitcc/map/pbm.hpp"
#include "bitcc/map/values.hpp"
