// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/map/npy.hpp: label images out with 32-bit labels, which hold any count (a PGM holds at
// most 65535 components: bitcc/map/pbm.hpp's write_pgm).
//
// write_npy: a NumPy .npy file, format version 1.0, that numpy.load reads as an array of shape
// (height, width), dtype uint32 ('<u4'), C order. The format (numpy.lib.format):
//   - the magic "\x93NUMPY", then the version bytes 1 and 0;
//   - the header's length, 2 bytes little-endian;
//   - the header, ASCII: a Python dict literal, "{'descr': '<u4', 'fortran_order': False,
//     'shape': (R, C), }", padded with spaces and ended by '\n' so that the magic, version,
//     length and header together are a multiple of 64 bytes (the data then starts aligned);
//   - the labels, row by row, 4 bytes each, least significant first.
// write_u32le: the same labels alone (the data of the .npy), for readers told the size apart.
// The streaming labeler writes both a row at a time (bitcc/map/stream.hpp's write_label_rows).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "bitcc/map/label.hpp"

namespace bitcc::map {

/// The .npy header (magic, version 1.0, length, dict, padding) of a C-order array of uint32 of
/// `rows` x `columns`: a multiple of 64 bytes. (Version 1.0's length field holds up to 65535: any
/// two sizes fit.)
inline std::string npy_header(std::size_t rows, std::size_t columns) {
  std::string dict = "{'descr': '<u4', 'fortran_order': False, 'shape': (" +
                     std::to_string(rows) + ", " + std::to_string(columns) + "), }";
  const std::size_t fixed = 10;  // magic 6, version 2, length 2
  const std::size_t total = (fixed + dict.size() + 1 + 63) / 64 * 64;  // + 1: the final '\n'
  dict.append(total - fixed - dict.size() - 1, ' ');
  dict += '\n';
  std::string header("\x93NUMPY\x01\x00", 8);
  header += static_cast<char>(dict.size() & 0xFF);
  header += static_cast<char>(dict.size() >> 8);
  return header + dict;
}

/// Appends `count` labels, the first `given` from `labels` and 0 for the rest, each as 4 bytes,
/// least significant first.
inline void append_u32le(const Label* labels, std::size_t given, std::size_t count,
                         std::string& out) {
  const std::size_t start = out.size();
  out.resize(start + 4 * count);
  char* at = out.data() + start;
  for (std::size_t i = 0; i < count; ++i) {
    const Label label = i < given ? labels[i] : 0;
    for (int k = 0; k < 4; ++k) *at++ = static_cast<char>((label >> (8 * k)) & 0xFF);
  }
}

/// Appends each label of `image` as 4 bytes, least significant first, row by row.
inline void append_u32le(const LabelImage& image, std::string& out) {
  append_u32le(image.labels.data(), image.labels.size(), image.width * image.height, out);
}

/// The labels of `image` alone: width x height of them, row by row, 4 bytes each, least
/// significant first (a raw little-endian uint32 image, no header).
inline std::string write_u32le(const LabelImage& image) {
  std::string out;
  append_u32le(image, out);
  return out;
}

/// The label image as a NumPy .npy file (see the top of this file): numpy.load gives an array of
/// shape (height, width), dtype uint32, each pixel's label (0 for a clear cell).
inline std::string write_npy(const LabelImage& image) {
  std::string out = npy_header(image.height, image.width);
  append_u32le(image, out);
  return out;
}

}  // namespace bitcc::map
