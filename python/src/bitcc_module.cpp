// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// python/src/bitcc_module.cpp: the extension bitcc._bitcc, a thin layer over bitcc::map.
//
// What it does beyond calling the library is conversion: a NumPy array (any 2-D strides, bool,
// integer or float, nonzero = set) or rows of np.packbits(..., bitorder="little") into a BitMap,
// labels into the caller's int32 array, BitMaps back into bool arrays, ComponentStats into arrays.
// Every argument is checked before anything is written; the GIL is released while C++ works.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/map/map.hpp"
#include "bitcc/union_find.hpp"
#include "bitcc/version.hpp"

#if defined(__x86_64__) || defined(_M_X64)
#include <emmintrin.h>  // SSE2: part of x86-64, no -m flag needed
#define BITCC_PY_SSE2 1
#else
#define BITCC_PY_SSE2 0
#endif

namespace py = pybind11;
using bitcc::map::BitMap;
using bitcc::map::Connectivity;
using bitcc::map::Label;

namespace {

// ---- Arguments ---------------------------------------------------------------------------------

Connectivity connectivity_of(long long connectivity) {
  if (connectivity == 4) return Connectivity::Four;
  if (connectivity == 8) return Connectivity::Eight;
  throw py::value_error("bitcc: connectivity must be 4 or 8, got " + std::to_string(connectivity));
}

unsigned threads_of(long long threads) {
  if (threads < 0 || threads > 4096)
    throw py::value_error("bitcc: threads must be 0 (one per core) or 1..4096, got " +
                          std::to_string(threads));
  return static_cast<unsigned>(threads);
}

// Labels are returned as int32: a map of H rows of W cells holds at most H * ceil(W / 2) runs, so
// at most that many components; refused (before any work) when that could exceed INT32_MAX.
void check_label_bound(std::size_t height, std::size_t width) {
  const std::uint64_t limit = std::numeric_limits<std::int32_t>::max();
  const std::uint64_t runs_per_row = (width + 1) / 2;
  if (height != 0 && runs_per_row > limit / height)
    throw py::value_error("bitcc: a map of " + std::to_string(height) + " x " +
                          std::to_string(width) +
                          " cells could hold more components than int32 labels number "
                          "(at most rows * ceil(columns / 2) = 2**31 - 1)");
}

// periodic: a bool (every axis wraps) or one bool per axis in NumPy's order (rows, columns).
bitcc::map::Periodic periodic_of(py::handle periodic) {
  auto is_bool = [](py::handle x) {
    return PyBool_Check(x.ptr()) || py::isinstance(x, py::module_::import("numpy").attr("bool_"));
  };
  if (periodic.is_none()) return {};
  if (is_bool(periodic)) {
    const bool all = PyObject_IsTrue(periodic.ptr()) == 1;
    return {all, all};
  }
  if (!py::isinstance<py::tuple>(periodic) && !py::isinstance<py::list>(periodic))
    throw py::type_error("bitcc: periodic must be a bool or a tuple of one bool per axis, got " +
                         std::string(Py_TYPE(periodic.ptr())->tp_name));
  const py::sequence axes = py::reinterpret_borrow<py::sequence>(periodic);
  if (axes.size() != 2)
    throw py::value_error("bitcc: periodic must hold one bool per axis of the 2-D image, got " +
                          std::to_string(axes.size()));
  for (const py::handle axis : axes)
    if (!is_bool(axis))
      throw py::type_error("bitcc: periodic's entries must be bools, got " +
                           std::string(Py_TYPE(axis.ptr())->tp_name));
  return {PyObject_IsTrue(axes[0].ptr()) == 1, PyObject_IsTrue(axes[1].ptr()) == 1};
}

// The kinds of element a map can be made of; `nonzero` for each.
enum class Kind { Bytes, U16, U32, U64, F16, F32, F64, LongDouble };

struct MapView {
  const char* data = nullptr;
  std::size_t height = 0, width = 0;
  std::ptrdiff_t row_stride = 0, column_stride = 0;  // in bytes
  Kind kind = Kind::Bytes;
  py::object keep;  // the array the view reads (a native-order copy for swapped floats)
};

// Checks a map argument: a 2-D array of bool, integers or floats. Raises TypeError or ValueError.
MapView view_of(py::handle object, const char* name) {
  // (No default-constructed py::array: that would be a NumPy array made at each call.)
  py::array array = py::isinstance<py::array>(object)
                        ? py::reinterpret_borrow<py::array>(object)
                        // Lists and other sequences: NumPy's conversion (a copy, as np.asarray).
                        : py::array(py::module_::import("numpy").attr("asarray")(object));
  if (array.ndim() != 2)
    throw py::value_error(std::string("bitcc: ") + name + " must be a 2-D array, got " +
                          std::to_string(array.ndim()) + "-D");
  py::dtype dtype = array.dtype();
  const char kind = dtype.kind();
  const std::size_t size = static_cast<std::size_t>(dtype.itemsize());
  if (kind != 'b' && kind != 'i' && kind != 'u' && kind != 'f')
    throw py::type_error(std::string("bitcc: ") + name +
                         " must hold bool, integers or floats (nonzero = set), got dtype " +
                         std::string(py::str(dtype)));
  if (kind == 'f' && !dtype.attr("isnative").cast<bool>()) {
    // A float's sign bit sits in a byte that depends on the byte order: read a native copy.
    array = py::reinterpret_steal<py::array>(
        array.attr("astype")(dtype.attr("newbyteorder")("=")).release());
  }
  MapView view;
  view.height = static_cast<std::size_t>(array.shape(0));
  view.width = static_cast<std::size_t>(array.shape(1));
  view.row_stride = array.strides(0);
  view.column_stride = array.strides(1);
  view.data = static_cast<const char*>(array.data());
  if (kind == 'f') {
    if (size == 2) view.kind = Kind::F16;
    else if (size == 4) view.kind = Kind::F32;
    else if (size == 8) view.kind = Kind::F64;
    else if (size == sizeof(long double)) view.kind = Kind::LongDouble;
    else
      throw py::type_error("bitcc: float dtype " + std::string(py::str(dtype)) +
                           " is not supported");
  } else {  // integers and bool: nonzero in any byte order
    if (size == 1) view.kind = Kind::Bytes;
    else if (size == 2) view.kind = Kind::U16;
    else if (size == 4) view.kind = Kind::U32;
    else if (size == 8) view.kind = Kind::U64;
    else
      throw py::type_error("bitcc: integer dtype " + std::string(py::str(dtype)) +
                           " is not supported");
  }
  view.keep = std::move(array);
  return view;
}

// ---- Packing into a BitMap ----------------------------------------------------------------------

// 64 bytes from p (contiguous): bit i set when byte i is nonzero.
inline std::uint64_t nonzero_bytes64(const unsigned char* p) {
#if BITCC_PY_SSE2
  const __m128i zero = _mm_setzero_si128();
  std::uint64_t zeros = 0;
  for (int k = 0; k < 4; ++k) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
    zeros |= static_cast<std::uint64_t>(
                 static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero))))
             << (16 * k);
  }
  return ~zeros;
#else
  std::uint64_t bits = 0;
  for (int k = 0; k < 8; ++k) {
    std::uint64_t x;
    std::memcpy(&x, p + 8 * k, 8);
    // High bit of each byte: set when the byte is nonzero (no carry between bytes).
    const std::uint64_t high =
        (((x & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | x) & 0x8080808080808080ull;
    // Gathers the 8 high bits into the top byte, byte i to bit i.
    bits |= (((high >> 7) * 0x0102040810204080ull) >> 56) << (8 * k);
  }
  return bits;
#endif
}

template <class T, class Nonzero>
inline std::uint64_t strided_bits(const char* p, std::ptrdiff_t stride, std::size_t count,
                                  Nonzero nonzero) {
  std::uint64_t bits = 0;
  for (std::size_t i = 0; i < count; ++i) {
    T value;
    std::memcpy(&value, p + static_cast<std::ptrdiff_t>(i) * stride, sizeof(T));
    bits |= static_cast<std::uint64_t>(nonzero(value)) << i;
  }
  return bits;
}

template <class T, class Nonzero>
void pack_rows(const MapView& v, BitMap& map, Nonzero nonzero) {
  const std::size_t words = map.words_per_row();
  for (std::size_t r = 0; r < v.height; ++r) {
    const char* row = v.data + static_cast<std::ptrdiff_t>(r) * v.row_stride;
    std::uint64_t* out = map.row(r);
    for (std::size_t k = 0; k < words; ++k) {
      const std::size_t count = std::min<std::size_t>(64, v.width - 64 * k);
      out[k] = strided_bits<T>(row + static_cast<std::ptrdiff_t>(64 * k) * v.column_stride,
                               v.column_stride, count, nonzero);
    }
  }
}

#if BITCC_PY_SSE2
// 16 bytes from p: bit i set when byte i is nonzero.
inline std::uint64_t nonzero_bytes16(const unsigned char* p) {
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  return ~static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()))) &
         0xFFFF;
}
#endif

// The bits of the `rest` (< 64) bytes at p: 16 at a time, the last 16 read so that they end with
// them (overlapping the step before) when `sixteen_end_there` says that 16 bytes ending at p + rest
// may be read; otherwise through a zero-padded copy (nothing read outside them).
inline std::uint64_t nonzero_bytes_tail(const unsigned char* p, std::size_t rest,
                                        bool sixteen_end_there) {
#if BITCC_PY_SSE2
  if (sixteen_end_there) {
    std::uint64_t bits = 0;
    std::size_t c = 0;
    for (; c + 16 <= rest; c += 16) bits |= nonzero_bytes16(p + c) << c;
    if (c < rest) bits |= (nonzero_bytes16(p + rest - 16) >> (16 - (rest - c))) << c;
    return bits;
  }
#else
  (void)sixteen_end_there;
#endif
  alignas(16) unsigned char padded[64] = {};
  std::memcpy(padded, p, rest);
  return nonzero_bytes64(padded);
}

// Rows of contiguous bytes, 64 at a time. The last word of a row: 16 bytes at a time, the last 16
// read so that they end with the row (overlapping the step before), or, in rows under 16 bytes,
// through a zero-padded copy (nothing read past a row).
void pack_byte_rows(const MapView& v, BitMap& map) {
  const std::size_t words = map.words_per_row(), full = v.width / 64, rest = v.width % 64;
  for (std::size_t r = 0; r < v.height; ++r) {
    const auto* row = reinterpret_cast<const unsigned char*>(
        v.data + static_cast<std::ptrdiff_t>(r) * v.row_stride);
    std::uint64_t* out = map.row(r);
    for (std::size_t k = 0; k < full; ++k) out[k] = nonzero_bytes64(row + 64 * k);
    if (rest == 0) continue;
    out[words - 1] = nonzero_bytes_tail(row + 64 * full, rest, v.width >= 16);
  }
}

// Small maps of fewer than 64 columns whose rows lie end to end (C order, bytes): the nonzero
// bytes of the whole block 64 at a time into one string of bits, then each row's bits cut from it
// with two shifts (row by row, each row took a load of its first 16 bytes, an overlapping one for
// the rest, and a loop: 19x19 1,170 -> 700 instructions, callgrind).
constexpr std::size_t kNarrowBlockCells = 4096;

bool packs_as_block(const MapView& v) {
  return v.column_stride == 1 && v.row_stride == static_cast<std::ptrdiff_t>(v.width) &&
         v.width < 64 && v.width * v.height <= kNarrowBlockCells;
}

void pack_narrow_block(const MapView& v, BitMap& map) {
  const std::size_t width = v.width, cells = width * v.height, full = cells / 64;
  const auto* bytes = reinterpret_cast<const unsigned char*>(v.data);
  std::uint64_t flat[kNarrowBlockCells / 64 + 2];  // one word past the cells: read, zero
  for (std::size_t k = 0; k < full; ++k) flat[k] = nonzero_bytes64(bytes + 64 * k);
  // The last cells of the block (fewer than 64) into one word, as pack_byte_rows ends a row.
  flat[full] = nonzero_bytes_tail(bytes + 64 * full, cells - 64 * full, cells >= 16);
  flat[full + 1] = 0;
  const std::uint64_t mask = (std::uint64_t{1} << width) - 1;
  for (std::size_t r = 0, start = 0; r < v.height; ++r, start += width) {
    const std::size_t word = start / 64, offset = start % 64;
    std::uint64_t bits = flat[word] >> offset;
    if (offset + width > 64) bits |= flat[word + 1] << (64 - offset);
    map.row(r)[0] = bits & mask;
  }
}

// A 64 x 64 matrix of bits transposed: bit j of a[i] to bit i of a[j] (the blocks off the
// diagonal swapped, 32 x 32, then 16 x 16 inside them, ... 1 x 1).
inline void transpose64(std::uint64_t a[64]) {
  std::uint64_t mask = 0x00000000FFFFFFFFull;
  for (int j = 32; j != 0; j >>= 1, mask ^= mask << j)
    for (int k = 0; k < 64; k = (k + j + 1) & ~j) {
      const std::uint64_t t = ((a[k] >> j) ^ a[k + j]) & mask;
      a[k] ^= t << j;
      a[k + j] ^= t;
    }
}

// Bytes whose columns are contiguous (Fortran order, a C-ordered map's transpose), by blocks of
// 64 x 64 cells: a column's 64 cells of the block are a word of bits, as a row's are in
// pack_byte_rows, and a bit transpose makes the block's columns its rows' words (cell by cell,
// each read a cache line apart from the last: bitcc.label on 4096 x 4096 terrain 6.2 -> 0.74 ns
// per cell, 0.6 in C order).
void pack_byte_columns(const MapView& v, BitMap& map) {
  std::uint64_t block[64];
  for (std::size_t r0 = 0; r0 < v.height; r0 += 64) {
    const std::size_t rows = std::min<std::size_t>(64, v.height - r0);
    for (std::size_t c0 = 0; c0 < v.width; c0 += 64) {
      const std::size_t columns = std::min<std::size_t>(64, v.width - c0);
      for (std::size_t c = 0; c < columns; ++c) {
        const auto* cells = reinterpret_cast<const unsigned char*>(
            v.data + static_cast<std::ptrdiff_t>(c0 + c) * v.column_stride +
            static_cast<std::ptrdiff_t>(r0));
        block[c] = rows == 64 ? nonzero_bytes64(cells)
                              : nonzero_bytes_tail(cells, rows, v.height >= 16);
      }
      std::fill(block + columns, block + 64, 0);
      transpose64(block);
      for (std::size_t i = 0; i < rows; ++i) map.row(r0 + i)[c0 / 64] = block[i];
    }
  }
}

// A checked view's nonzero cells into `map`, a map of its size with every cell clear. Runs without
// the GIL.
void pack_into(const MapView& v, BitMap& map) {
  if (v.width == 0 || v.height == 0) return;
  switch (v.kind) {
    case Kind::Bytes:
      if (packs_as_block(v)) pack_narrow_block(v, map);
      else if (v.column_stride == 1) pack_byte_rows(v, map);
      else if (v.row_stride == 1 && v.height > 1) pack_byte_columns(v, map);
      else pack_rows<std::uint8_t>(v, map, [](std::uint8_t x) { return x != 0; });
      break;
    case Kind::U16: pack_rows<std::uint16_t>(v, map, [](std::uint16_t x) { return x != 0; }); break;
    case Kind::U32: pack_rows<std::uint32_t>(v, map, [](std::uint32_t x) { return x != 0; }); break;
    case Kind::U64: pack_rows<std::uint64_t>(v, map, [](std::uint64_t x) { return x != 0; }); break;
    // A half float is zero when all its bits but the sign are (NaN counts as set, as != 0 says).
    case Kind::F16:
      pack_rows<std::uint16_t>(v, map, [](std::uint16_t x) { return (x & 0x7FFF) != 0; });
      break;
    case Kind::F32: pack_rows<float>(v, map, [](float x) { return x != 0; }); break;
    case Kind::F64: pack_rows<double>(v, map, [](double x) { return x != 0; }); break;
    case Kind::LongDouble:
      pack_rows<long double>(v, map, [](long double x) { return x != 0; });
      break;
  }
}

// The map of a checked view's nonzero cells. Runs without the GIL.
BitMap pack(const MapView& v) {
  BitMap map(v.width, v.height);
  pack_into(v, map);
  return map;
}

struct PackedView {
  const unsigned char* data = nullptr;
  std::size_t height = 0, width = 0, bytes = 0;  // bytes per row given
  std::ptrdiff_t row_stride = 0;
  py::object keep;
};

PackedView packed_view_of(py::handle object, long long width) {
  if (!py::isinstance<py::array>(object))
    throw py::type_error(
        "bitcc: packed must be a uint8 array from np.packbits(..., axis=1, "
        "bitorder=\"little\")");
  py::array array = py::reinterpret_borrow<py::array>(object);
  if (array.ndim() != 2)
    throw py::value_error("bitcc: packed must be a 2-D array, got " + std::to_string(array.ndim()) +
                          "-D");
  if (array.dtype().kind() != 'u' || array.dtype().itemsize() != 1)
    throw py::type_error("bitcc: packed must be a uint8 array, got dtype " +
                         std::string(py::str(array.dtype())));
  if (width < 0) throw py::value_error("bitcc: width must not be negative");
  PackedView v;
  v.height = static_cast<std::size_t>(array.shape(0));
  v.width = static_cast<std::size_t>(width);
  v.bytes = static_cast<std::size_t>(array.shape(1));
  if (v.bytes != (v.width + 7) / 8)
    throw py::value_error("bitcc: packed rows hold " + std::to_string(v.bytes) + " bytes; width " +
                          std::to_string(v.width) + " needs " + std::to_string((v.width + 7) / 8));
  if (array.strides(1) != 1 && v.bytes > 1)
    throw py::value_error("bitcc: packed rows must be contiguous (a row's bytes side by side)");
  v.row_stride = array.strides(0);
  v.data = static_cast<const unsigned char*>(array.data());
  v.keep = std::move(array);
  return v;
}

// Packed rows are the BitMap's words in little-endian byte order: one copy per row.
BitMap pack(const PackedView& v) {
  BitMap map(v.width, v.height);
  if (v.width == 0 || v.height == 0) return map;
  for (std::size_t r = 0; r < v.height; ++r) {
    std::uint64_t* out = map.row(r);
    const unsigned char* in = v.data + static_cast<std::ptrdiff_t>(r) * v.row_stride;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    std::memcpy(out, in, v.bytes);
#else
    for (std::size_t b = 0; b < v.bytes; ++b)
      out[b / 8] |= static_cast<std::uint64_t>(in[b]) << (8 * (b % 8));
#endif
  }
  return map;
}

// ---- Results -----------------------------------------------------------------------------------

// Calls f(start, end) for each run of set cells of row r of `map` (end one past its last cell),
// left to right, by bit scans of the run starts and ends (padding bits past the width ignored).
template <class F>
void for_each_run(const BitMap& map, std::size_t r, F&& f) {
  const std::size_t words = map.words_per_row();
  const std::uint64_t* row = map.row(r);
  const std::uint64_t last = map.last_word_mask();
  std::uint64_t carry = 0;  // the last cell of the previous word
  std::size_t start = 0;
  for (std::size_t k = 0; k < words; ++k) {
    const std::uint64_t x = k + 1 == words ? row[k] & last : row[k];
    const std::uint64_t next =
        k + 1 < words ? (k + 2 == words ? row[k + 1] & last : row[k + 1]) : 0;
    std::uint64_t starts = x & ~((x << 1) | carry);
    std::uint64_t ends = x & ~((x >> 1) | (next << 63));  // the last cell of each run
    carry = x >> 63;
    // Starts and ends alternate along the row; a run may start in one word and end in a later one.
    while (starts | ends) {
      const int s = starts ? __builtin_ctzll(starts) : 64, e = ends ? __builtin_ctzll(ends) : 64;
      if (s <= e && starts) {
        start = 64 * k + static_cast<std::size_t>(s);
        starts &= starts - 1;
      } else {
        f(start, 64 * k + static_cast<std::size_t>(e) + 1);
        ends &= ends - 1;
      }
    }
  }
}

// The label array: `out` checked (int32, C-contiguous, writeable, height x width) or a new one.
py::array_t<std::int32_t> label_array(py::object out, std::size_t height, std::size_t width) {
  if (out.is_none())
    return py::array_t<std::int32_t>(
        {static_cast<py::ssize_t>(height), static_cast<py::ssize_t>(width)});
  if (!py::isinstance<py::array>(out))
    throw py::type_error("bitcc: out must be a NumPy int32 array or None");
  py::array array = py::reinterpret_borrow<py::array>(out);
  if (!array.dtype().is(py::dtype::of<std::int32_t>()) &&
      !(array.dtype().kind() == 'i' && array.dtype().itemsize() == 4 &&
        array.dtype().attr("isnative").cast<bool>()))
    throw py::type_error("bitcc: out must have dtype int32, got " +
                         std::string(py::str(array.dtype())));
  if (array.ndim() != 2 || static_cast<std::size_t>(array.shape(0)) != height ||
      static_cast<std::size_t>(array.shape(1)) != width)
    throw py::value_error("bitcc: out must have shape (" + std::to_string(height) + ", " +
                          std::to_string(width) + "), got " +
                          std::string(py::str(out.attr("shape"))));
  if (!(array.flags() & py::array::c_style))
    throw py::value_error("bitcc: out must be C-contiguous");
  if (!array.writeable()) throw py::value_error("bitcc: out is read-only");
  return py::reinterpret_borrow<py::array_t<std::int32_t>>(array);
}

Label* label_pointer(py::array_t<std::int32_t>& array) {
  return reinterpret_cast<Label*>(array.mutable_data());
}

// Maps of up to 2^25 cells (4096 x 4096 and more) are labeled by a Labeler per thread, whose work
// memory (4 bytes per run, 8 with threads: 16 MiB for 4096 x 4096 random 0.5) stays for the next
// call: fresh memory is page faults at each call (4096 x 4096 random 0.2: 1.29 -> 0.97 ns per
// cell kept). Larger maps take fresh memory at each call and give it back.
constexpr std::size_t kKeptCells = std::size_t{1} << 25;

// The calling thread's Labeler, for maps of up to kKeptCells cells.
bitcc::map::Labeler& kept_labeler() {
  thread_local bitcc::map::Labeler kept;
  return kept;
}

// kept_labeler() for maps of up to kKeptCells cells, `once` for larger ones.
bitcc::map::Labeler& labeler_for(std::size_t cells, bitcc::map::Labeler& once) {
  return cells <= kKeptCells ? kept_labeler() : once;
}

// A checked view's nonzero cells packed into the calling thread's own map, kept for its next call
// of the same size (maps of up to kKeptCells cells; `once` holds larger ones): for tasks that
// pack chunk after chunk, where a new map is memory touched for the first time (page faults).
const BitMap& pack_kept(const MapView& v, BitMap& once) {
  if (v.width * v.height > kKeptCells) {
    once = pack(v);
    return once;
  }
  thread_local BitMap kept;
  if (kept.width() != v.width || kept.height() != v.height) {
    kept = BitMap(v.width, v.height);
  } else {
    for (std::size_t r = 0; r < v.height; ++r)
      std::fill(kept.row(r), kept.row(r) + kept.words_per_row(), std::uint64_t{0});
  }
  pack_into(v, kept);
  return kept;
}

Label label_into(const BitMap& map, Label* image, const bitcc::map::LabelOptions& options) {
  if (map.cells() <= kKeptCells) return kept_labeler().label(map, image, map.cells(), options);
  return bitcc::map::label(map, image, map.cells(), options);
}

bitcc::map::LabelOptions options_of(Connectivity connectivity, unsigned threads,
                                    bitcc::map::Periodic periodic = {}) {
  bitcc::map::LabelOptions options;
  options.connectivity = connectivity;
  options.threads = threads;
  options.periodic = periodic;
  return options;
}

// Labels a view (MapView or PackedView) into `out` (or a new array): (labels, count).
template <class View>
py::tuple label_view(const View& view, const bitcc::map::LabelOptions& options, py::object out) {
  check_label_bound(view.height, view.width);
  py::array_t<std::int32_t> labels = label_array(std::move(out), view.height, view.width);
  Label* target = label_pointer(labels);
  Label count;
  {
    py::gil_scoped_release release;
    count = label_into(pack(view), target, options);
  }
  return py::make_tuple(std::move(labels), count);
}

py::tuple label(py::handle image, long long connectivity, py::object out, long long threads,
                py::handle periodic) {
  const auto options =
      options_of(connectivity_of(connectivity), threads_of(threads), periodic_of(periodic));
  return label_view(view_of(image, "image"), options, std::move(out));
}

py::tuple label_packed(py::handle packed, long long width, long long connectivity, py::object out,
                       long long threads, py::handle periodic) {
  const auto options =
      options_of(connectivity_of(connectivity), threads_of(threads), periodic_of(periodic));
  return label_view(packed_view_of(packed, width), options, std::move(out));
}

// A bool array of a BitMap's cells.
py::array_t<bool> bool_array(const BitMap& map) {
  py::array_t<bool> result(
      {static_cast<py::ssize_t>(map.height()), static_cast<py::ssize_t>(map.width())});
  bool* out = result.mutable_data();
  const std::size_t width = map.width(), words = map.words_per_row();
  py::gil_scoped_release release;
  for (std::size_t r = 0; r < map.height(); ++r) {
    const std::uint64_t* row = map.row(r);
    bool* cells = out + r * width;
    for (std::size_t k = 0; k < words; ++k) {
      const std::uint64_t word = row[k];
      const std::size_t count = std::min<std::size_t>(64, width - 64 * k);
      for (std::size_t i = 0; i < count; ++i) cells[64 * k + i] = (word >> i) & 1;
    }
  }
  return result;
}

// OpenCV's stats table (count + 1 rows: left, top, width, height, area; row 0 the background)
// and centroids (x, y) per label from the sums of each label's cells' rows and columns, row 0 the
// background's (NaN when it has no cell), as connectedComponentsWithStats gives them.
std::pair<py::array_t<std::int64_t>, py::array_t<double>> stats_tables(
    const std::vector<bitcc::map::ComponentStats>& stats, const std::vector<std::uint64_t>& row_sum,
    const std::vector<std::uint64_t>& column_sum, Label count) {
  py::array_t<std::int64_t> table({static_cast<py::ssize_t>(count) + 1, py::ssize_t{5}});
  py::array_t<double> centroids({static_cast<py::ssize_t>(count) + 1, py::ssize_t{2}});
  auto s = table.mutable_unchecked<2>();
  auto m = centroids.mutable_unchecked<2>();
  for (std::size_t k = 0; k <= count; ++k) {
    const bitcc::map::ComponentStats& e = stats[k];
    s(k, 0) = static_cast<std::int64_t>(e.left);
    s(k, 1) = static_cast<std::int64_t>(e.top);
    s(k, 2) = static_cast<std::int64_t>(e.width);
    s(k, 3) = static_cast<std::int64_t>(e.height);
    s(k, 4) = static_cast<std::int64_t>(e.area);
    const double area = static_cast<double>(e.area);
    m(k, 0) = e.area ? static_cast<double>(column_sum[k]) / area
                     : std::numeric_limits<double>::quiet_NaN();
    m(k, 1) =
        e.area ? static_cast<double>(row_sum[k]) / area : std::numeric_limits<double>::quiet_NaN();
  }
  return {std::move(table), std::move(centroids)};
}

py::tuple statistics_values(py::handle image, int connectivity, py::handle periodic);

// The statistics of `map`'s components: the labels, the stats table and centroids (stats_tables),
// and None (or, `values` true, each equal-value component's value: statistics_values).
py::tuple statistics(py::handle image, int connectivity, long threads, py::handle periodic,
                     bool values) {
  if (values) return statistics_values(image, connectivity, periodic);
  const Connectivity c = connectivity_of(connectivity);
  const unsigned t = threads_of(threads);
  const bitcc::map::Periodic p = periodic_of(periodic);
  const MapView view = view_of(image, "image");
  check_label_bound(view.height, view.width);
  py::array_t<std::int32_t> labels = label_array(py::none(), view.height, view.width);
  Label* image_labels = label_pointer(labels);
  std::vector<bitcc::map::ComponentStats> stats;
  // Sums of the rows and columns of each label's cells (exact in 64 bits below 2^32 cells per
  // side); the background's are the map's sums less the components'.
  std::vector<std::uint64_t> row_sum, column_sum;
  Label count;
  {
    py::gil_scoped_release release;
    const BitMap map = pack(view);
    bitcc::map::LabelOptions options;
    options.connectivity = c;
    options.threads = t;
    options.periodic = p;
    options.stats = &stats;
    count = label_into(map, image_labels, options);
    row_sum.assign(std::size_t{count} + 1, 0);
    column_sum.assign(std::size_t{count} + 1, 0);
    const std::size_t width = map.width();
    for (std::size_t r = 0; r < map.height(); ++r)
      for_each_run(map, r, [&](std::size_t start, std::size_t end) {
        const Label k = image_labels[r * width + start];
        const std::uint64_t n = end - start;
        row_sum[k] += r * n;
        column_sum[k] += (start + end - 1) * n / 2;
      });
    const std::uint64_t h = map.height(), w = map.width();
    std::uint64_t all_rows = h * (h > 0 ? h - 1 : 0) / 2 * w,
                  all_columns = w * (w > 0 ? w - 1 : 0) / 2 * h;
    for (std::size_t k = 1; k <= count; ++k) {
      all_rows -= row_sum[k];
      all_columns -= column_sum[k];
    }
    row_sum[0] = all_rows;
    column_sum[0] = all_columns;
  }
  auto [table, centroids] = stats_tables(stats, row_sum, column_sum, count);
  return py::make_tuple(std::move(labels), count, std::move(table), std::move(centroids),
                        py::none());
}

// ---- Maps of values ----------------------------------------------------------------------------

// A map of values read as unsigned integers of its width (equality and nonzero unchanged), in
// native byte order: rows of contiguous elements `stride` elements apart, or, when `gathered`,
// cells anywhere (row_stride and column_stride bytes apart), read into rows by label_values_into.
struct ValuesView {
  const void* data = nullptr;
  std::size_t height = 0, width = 0, stride = 0, bytes = 1;  // bytes per value
  bool gathered = false;
  std::ptrdiff_t row_stride = 0, column_stride = 0;  // in bytes, as MapView's
  py::object keep;
};

// Checks a map of values: a 2-D array of bool or 8-, 16- or 32-bit integers; other byte orders
// and 64-bit integers are read from a copy. Raises TypeError or ValueError.
ValuesView values_view_of(py::handle object) {
  py::module_ numpy = py::module_::import("numpy");
  py::array array = py::isinstance<py::array>(object) ? py::reinterpret_borrow<py::array>(object)
                                                      : py::array(numpy.attr("asarray")(object));
  if (array.ndim() != 2)
    throw py::value_error("bitcc: image must be a 2-D array, got " + std::to_string(array.ndim()) +
                          "-D");
  py::dtype dtype = array.dtype();
  char kind = dtype.kind();
  std::size_t bytes = static_cast<std::size_t>(dtype.itemsize());
  if ((kind == 'i' || kind == 'u') && bytes == 8) {
    // 64-bit integers (NumPy's default) whose values fit in 32 bits: read from a 32-bit copy.
    const bool is_signed = kind == 'i';
    if (array.size() != 0) {
      const py::object low = array.attr("min")(), high = array.attr("max")();
      const bool fits = is_signed
                            ? low.cast<long long>() >= std::numeric_limits<std::int32_t>::min() &&
                                  high.cast<long long>() <= std::numeric_limits<std::int32_t>::max()
                            : high.cast<unsigned long long>() <= 0xFFFFFFFFull;
      if (!fits)
        throw py::value_error("bitcc: label_values' image holds values out of the 32-bit range (" +
                              std::string(py::str(low)) + " .. " + std::string(py::str(high)) +
                              "); 8-, 16- and 32-bit values are labeled");
    }
    array =
        py::reinterpret_steal<py::array>(array.attr("astype")(is_signed ? "=i4" : "=u4").release());
    dtype = array.dtype();
    bytes = 4;
  }
  if ((kind != 'b' && kind != 'i' && kind != 'u') || (bytes != 1 && bytes != 2 && bytes != 4))
    throw py::type_error(
        "bitcc: label_values' image must hold bool or integers of 8 to 32 bits (64-bit ones "
        "whose values fit), got dtype " +
        std::string(py::str(dtype)));
  if (!dtype.attr("isnative").cast<bool>())
    array = py::reinterpret_steal<py::array>(
        array.attr("astype")(dtype.attr("newbyteorder")("=")).release());
  const auto height = static_cast<std::size_t>(array.shape(0));
  const auto width = static_cast<std::size_t>(array.shape(1));
  const py::ssize_t item = static_cast<py::ssize_t>(bytes);
  const bool columns_contiguous = width <= 1 || array.strides(1) == item;
  const bool rows_apart =
      height <= 1 ||
      (array.strides(0) % item == 0 && array.strides(0) >= static_cast<py::ssize_t>(width) * item);
  ValuesView v;
  v.height = height;
  v.width = width;
  v.bytes = bytes;
  v.gathered = !columns_contiguous || !rows_apart;
  v.row_stride = array.strides(0);
  v.column_stride = array.strides(1);
  v.stride = v.height > 1 && !v.gathered ? static_cast<std::size_t>(array.strides(0)) / bytes
                                         : width;
  v.data = array.data();
  v.keep = std::move(array);
  return v;
}

// Labels are int32 and every cell may be a component of its own (values 1, 2, 1, 2, ...): maps
// of more than 2**31 - 1 cells are refused before any work.
void check_values_bound(const ValuesView& v) {
  const std::uint64_t limit = std::numeric_limits<std::int32_t>::max();
  if (v.height != 0 && v.width > limit / v.height)
    throw py::value_error("bitcc: a map of values of " + std::to_string(v.height) + " x " +
                          std::to_string(v.width) +
                          " cells could hold more components than int32 labels number "
                          "(at most 2**31 - 1 cells)");
}

// The cells of a gathered view into rows at `rows` (width values each), by blocks of 64 x 64
// cells, so that a map whose columns are contiguous (Fortran order) is read a cache line at a time
// (label_values on 4096 x 4096 terrain in Fortran order, bool: 8.4 ns per cell with NumPy's copy
// to C order under the GIL, 3.0 now; 0.7 in C order).
template <class Value>
void gather_rows(const ValuesView& v, Value* rows) {
  const auto* data = static_cast<const char*>(v.data);
  const std::size_t width = v.width, height = v.height;
  const std::ptrdiff_t row_stride = v.row_stride, column_stride = v.column_stride;
  // Along the shorter step inside a block: down its columns when they are the contiguous ones.
  const bool down = std::abs(row_stride) < std::abs(column_stride);
  for (std::size_t r0 = 0; r0 < height; r0 += 64) {
    const std::size_t r1 = std::min<std::size_t>(r0 + 64, height);
    for (std::size_t c0 = 0; c0 < width; c0 += 64) {
      const std::size_t c1 = std::min<std::size_t>(c0 + 64, width);
      const char* corner = data + static_cast<std::ptrdiff_t>(r0) * row_stride +
                           static_cast<std::ptrdiff_t>(c0) * column_stride;
      Value* to = rows + r0 * width + c0;
      if (down) {
        // Each column's cells of the block into a local block (a column's are a cache line or
        // a few, read once), then each row out of it: written straight down each column, the
        // cells of 4096 x 4096 took 9.2 ns each (likely: lines a row apart, 4 KiB here, share
        // one set of the L1 cache and evict each other).
        Value block[64 * 64];
        for (std::size_t c = 0; c < c1 - c0; ++c) {
          const char* from = corner + static_cast<std::ptrdiff_t>(c) * column_stride;
          for (std::size_t r = 0; r < r1 - r0; ++r, from += row_stride)
            std::memcpy(block + c * 64 + r, from, sizeof(Value));
        }
        for (std::size_t r = 0; r < r1 - r0; ++r)
          for (std::size_t c = 0; c < c1 - c0; ++c) to[r * width + c] = block[c * 64 + r];
      } else {
        for (std::size_t r = 0; r < r1 - r0; ++r) {
          const char* from = corner + static_cast<std::ptrdiff_t>(r) * row_stride;
          for (std::size_t c = 0; c < c1 - c0; ++c, from += column_stride)
            std::memcpy(to + r * width + c, from, sizeof(Value));
        }
      }
    }
  }
}

// map::label_values on the view's type: `values` (when not null) receives each label's value.
// Runs without the GIL.
Label label_values_into(const ValuesView& v, Label* image, const bitcc::map::LabelOptions& options,
                        std::vector<std::uint32_t>* values) {
  auto run = [&](auto zero) {
    using Value = decltype(zero);
    const std::size_t cells = v.width * v.height;
    const Value* rows = static_cast<const Value*>(v.data);
    std::vector<Value> once;
    if (v.gathered) {
      thread_local std::vector<Value> kept;  // as the labeler's memory below
      std::vector<Value>& copy = cells <= kKeptCells ? kept : once;
      copy.resize(cells);
      gather_rows(v, copy.data());
      rows = copy.data();
    }
    const bitcc::map::ValueMap<Value> map{rows, v.width, v.height, v.stride};
    std::vector<Value> found;
    std::vector<Value>* wanted = values ? &found : nullptr;
    // Kept work memory up to kKeptCells, as label_into keeps map::label's: on a virtual machine
    // whose page faults take 11 us, bench/maps_values_bench.py's 4096 x 4096 random of 4 values
    // took 34.8 ns per cell, 4.6 kept (and label_values' fill_over).
    thread_local bitcc::map::ValuesLabeler labeler;
    const Label count = cells <= kKeptCells
                            ? labeler.label(map, image, cells, options, wanted)
                            : bitcc::map::label_values(map, image, cells, options, wanted);
    if (values) values->assign(found.begin(), found.end());
    return count;
  };
  if (v.bytes == 1) return run(std::uint8_t{0});
  if (v.bytes == 2) return run(std::uint16_t{0});
  return run(std::uint32_t{0});
}

py::tuple label_values(py::handle image, int connectivity, py::handle periodic, py::object out) {
  const auto options = options_of(connectivity_of(connectivity), 1, periodic_of(periodic));
  const ValuesView view = values_view_of(image);
  check_values_bound(view);
  py::array_t<std::int32_t> labels = label_array(std::move(out), view.height, view.width);
  Label* target = label_pointer(labels);
  Label count;
  {
    py::gil_scoped_release release;
    count = label_values_into(view, target, options, nullptr);
  }
  return py::make_tuple(std::move(labels), count);
}

// statistics(..., values=True): the components of equal values, with each one's value (in the
// image's dtype; values[0] = 0).
py::tuple statistics_values(py::handle image, int connectivity, py::handle periodic) {
  const auto options = options_of(connectivity_of(connectivity), 1, periodic_of(periodic));
  const ValuesView view = values_view_of(image);
  check_values_bound(view);
  py::array_t<std::int32_t> labels = label_array(py::none(), view.height, view.width);
  Label* image_labels = label_pointer(labels);
  std::vector<bitcc::map::ComponentStats> stats;
  std::vector<std::uint64_t> row_sum, column_sum;
  std::vector<std::uint32_t> values;
  Label count;
  {
    py::gil_scoped_release release;
    auto with_stats = options;
    with_stats.stats = &stats;
    count = label_values_into(view, image_labels, with_stats, &values);
    row_sum.assign(std::size_t{count} + 1, 0);
    column_sum.assign(std::size_t{count} + 1, 0);
    for (std::size_t r = 0; r < view.height; ++r)
      for (std::size_t c = 0; c < view.width; ++c) {
        const Label k = image_labels[r * view.width + c];
        row_sum[k] += r;
        column_sum[k] += c;
      }
  }
  auto [table, centroids] = stats_tables(stats, row_sum, column_sum, count);
  // The values were read as unsigned integers of the view's width: back to the image's dtype.
  py::module_ numpy = py::module_::import("numpy");
  const py::object dtype = numpy.attr("asarray")(image).attr("dtype");
  py::object found =
      py::array_t<std::uint32_t>(static_cast<py::ssize_t>(values.size()), values.data())
          .attr("astype")("u" + std::to_string(view.bytes));
  if (dtype.attr("kind").cast<std::string>() == "i")
    found = found.attr("view")("i" + std::to_string(view.bytes));
  found = found.attr("astype")(dtype);
  return py::make_tuple(std::move(labels), count, std::move(table), std::move(centroids),
                        std::move(found));
}

// The cells of the components whose label passes `keep` (keep[label] != 0) as a BitMap: one run
// at a time, its label read at its first cell.
BitMap select(const BitMap& map, const Label* labels, const std::vector<unsigned char>& keep) {
  BitMap kept(map.width(), map.height());
  const std::size_t width = map.width();
  for (std::size_t r = 0; r < map.height(); ++r) {
    std::uint64_t* out = kept.row(r);
    for_each_run(map, r, [&](std::size_t start, std::size_t end) {
      if (!keep[labels[r * width + start]]) return;
      for (std::size_t c = start; c < end; ++c) out[c / 64] |= std::uint64_t{1} << (c % 64);
    });
  }
  return kept;
}

// A map packed from `view` and labeled, with the statistics of its components (dust, largest_k).
struct LabeledMap {
  BitMap map;
  std::vector<Label> labels;
  std::vector<bitcc::map::ComponentStats> stats;
  Label count = 0;
};

LabeledMap label_with_stats(const MapView& view, Connectivity connectivity) {
  LabeledMap m;
  m.map = pack(view);
  m.labels.resize(m.map.cells());
  bitcc::map::LabelOptions options;
  options.connectivity = connectivity;
  options.stats = &m.stats;
  m.count = label_into(m.map, m.labels.data(), options);
  return m;
}

py::array_t<bool> dust(py::handle image, long long threshold, int connectivity) {
  const Connectivity c = connectivity_of(connectivity);
  const MapView view = view_of(image, "image");
  check_label_bound(view.height, view.width);
  BitMap kept;
  {
    py::gil_scoped_release release;
    const LabeledMap m = label_with_stats(view, c);
    std::vector<unsigned char> keep(std::size_t{m.count} + 1, 0);
    for (std::size_t k = 1; k <= m.count; ++k)
      keep[k] = threshold <= 0 || m.stats[k].area >= static_cast<std::uint64_t>(threshold);
    kept = select(m.map, m.labels.data(), keep);
  }
  return bool_array(kept);
}

py::tuple largest_k(py::handle image, long long k, int connectivity) {
  const Connectivity c = connectivity_of(connectivity);
  if (k < 0) throw py::value_error("bitcc: k must not be negative, got " + std::to_string(k));
  const MapView view = view_of(image, "image");
  check_label_bound(view.height, view.width);
  py::array_t<std::int32_t> result = label_array(py::none(), view.height, view.width);
  Label* out = label_pointer(result);
  Label kept_count;
  {
    py::gil_scoped_release release;
    const LabeledMap m = label_with_stats(view, c);
    const BitMap& map = m.map;
    const std::vector<Label>& labels = m.labels;
    const std::vector<bitcc::map::ComponentStats>& stats = m.stats;
    const Label count = m.count;
    // The k largest, ties to the earlier label (raster order of the first cell).
    std::vector<Label> order(count);
    for (Label i = 0; i < count; ++i) order[i] = i + 1;
    const std::size_t chosen = std::min<std::size_t>(static_cast<std::size_t>(k), count);
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(chosen),
                      order.end(), [&](Label a, Label b) {
                        return stats[a].area != stats[b].area ? stats[a].area > stats[b].area
                                                              : a < b;
                      });
    std::vector<unsigned char> keep(std::size_t{count} + 1, 0);
    for (std::size_t i = 0; i < chosen; ++i) keep[order[i]] = 1;
    // Kept components are whole components: labeling the kept cells numbers them 1..chosen in
    // raster order, as scipy would number the mask.
    const BitMap kept = select(map, labels.data(), keep);
    bitcc::map::LabelOptions options;
    options.connectivity = c;
    kept_count = label_into(kept, out, options);
  }
  return py::make_tuple(std::move(result), kept_count);
}

py::array_t<bool> component_of(py::handle image, long long row, long long column,
                               int connectivity) {
  const Connectivity c = connectivity_of(connectivity);
  const MapView view = view_of(image, "image");
  if (row < 0 || column < 0 || static_cast<unsigned long long>(row) >= view.height ||
      static_cast<unsigned long long>(column) >= view.width)
    throw py::index_error("bitcc: cell (" + std::to_string(row) + ", " + std::to_string(column) +
                          ") is outside the image of shape (" + std::to_string(view.height) + ", " +
                          std::to_string(view.width) + ")");
  BitMap found;
  {
    py::gil_scoped_release release;
    const BitMap map = pack(view);
    found = bitcc::map::component_of(map, static_cast<std::size_t>(row),
                                     static_cast<std::size_t>(column), c);
  }
  return bool_array(found);
}

// bitcc.dask's chunk tasks. Each chunk is labeled twice by the thread's Labeler, and no label
// image passes from one task to the next: the first task hands over a summary, the last one writes
// the chunk's image once, already in the whole array's numbering (LabelOptions::numbers). A Dask
// worker process returns freed memory to the system at once (distributed sets
// MALLOC_TRIM_THRESHOLD_), so every new array is memory touched for the first time, page faults:
// the passes here use the thread's kept memory, and make no temporary arrays.

using Int64s = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

// A chunk's summary for bitcc.dask's joining task: (count, row_starts, top, bottom, left, right,
// edge_labels, edge_firsts): its components (numbered in raster order of their first cells within
// the chunk), how many first appear in each row, the labels of its four edges (int32), the
// components on them (ascending) and the flat index of each one's first cell.
py::tuple chunk_summary(py::handle block, long long connectivity) {
  const MapView view = view_of(block, "block");
  check_label_bound(view.height, view.width);
  if (view.height == 0 || view.width == 0)
    throw py::value_error("bitcc: _chunk_summary takes a block of at least one cell");
  const auto height = static_cast<py::ssize_t>(view.height);
  const auto width = static_cast<py::ssize_t>(view.width);
  py::array_t<std::int32_t> top(width), bottom(width), left(height), right(height);
  Int64s row_starts(height);
  std::vector<std::int64_t> edge_labels, edge_firsts;
  Label count = 0;
  bitcc::map::LabelOptions options;
  options.connectivity = connectivity_of(connectivity);
  {
    py::gil_scoped_release release;
    bitcc::map::Labeler once_labeler;
    BitMap once_map;
    const BitMap& map = pack_kept(view, once_map);
    const bitcc::map::RunLabels& runs =
        labeler_for(map.cells(), once_labeler).label_runs(map, options);
    count = runs.count();
    // Label and int32 have the same size; labels fit int32 (check_label_bound).
    runs.row_labels(0, reinterpret_cast<Label*>(top.mutable_data()));
    runs.row_labels(view.height - 1, reinterpret_cast<Label*>(bottom.mutable_data()));
    std::int32_t* first_column = left.mutable_data();
    std::int32_t* last_column = right.mutable_data();
    std::int64_t* starts = row_starts.mutable_data();
    Label seen = 0;
    for (std::size_t r = 0; r < view.height; ++r) {
      // Numbered in raster order of their first cells, the components that start in row r are
      // those above every label of the rows before: seen + 1 up to the row's largest label. A max
      // the compiler vectorizes, not a count that waits on the max run by run (0.66 -> 0.35 ms a
      // chunk of 2048 x 2048, random 0.5).
      const auto row = runs.row_runs(r);
      Label most = seen;
      for (std::size_t i = 0; i < row.count; ++i) most = std::max(most, row.labels[i]);
      starts[r] = static_cast<std::int64_t>(most - seen);
      seen = most;
      const std::uint64_t* words = map.row(r);
      first_column[r] = (words[0] & 1) != 0 ? static_cast<std::int32_t>(row.labels[0]) : 0;
      const std::size_t last = view.width - 1;
      last_column[r] = (words[last / 64] >> (last % 64)) & 1
                           ? static_cast<std::int32_t>(row.labels[row.count - 1])
                           : 0;
    }
    for (const auto* edge : {&top, &bottom, &left, &right})
      for (py::ssize_t i = 0; i < edge->size(); ++i)
        if (edge->data()[i] != 0) edge_labels.push_back(edge->data()[i]);
    std::sort(edge_labels.begin(), edge_labels.end());
    edge_labels.erase(std::unique(edge_labels.begin(), edge_labels.end()), edge_labels.end());
    // Their first cells: component k first appears in the row where the components started so far
    // pass k - 1, at its first run there (ascending labels: the rows and the runs only go on).
    edge_firsts.reserve(edge_labels.size());
    std::int64_t before = 0;  // components started in the rows before r
    std::size_t r = 0, i = 0;
    for (const std::int64_t label : edge_labels) {
      for (; before + starts[r] < label; ++r, i = 0) before += starts[r];
      const auto row = runs.row_runs(r);
      while (i < row.count && row.labels[i] != static_cast<Label>(label)) ++i;
      if (i == row.count) throw std::logic_error("bitcc: _chunk_summary: a first run not found");
      edge_firsts.push_back(static_cast<std::int64_t>(r * view.width + runs.run_start(r, i)));
    }
  }
  auto array_of = [](const std::vector<std::int64_t>& v) {
    return Int64s(static_cast<py::ssize_t>(v.size()), v.data());
  };
  return py::make_tuple(count, std::move(row_starts), std::move(top), std::move(bottom),
                        std::move(left), std::move(right), array_of(edge_labels),
                        array_of(edge_firsts));
}

// A chunk's label image in the whole array's numbering, int32 (or int64 when `wide`): its
// component k (in its own numbering, first appearing in row r) is the leader of its component in
// the array, numbered base[r] + (the leaders of row r before it) + 1, unless it is others[i]
// (ascending), numbered numbers[i]; row_starts: how many components first appear in each row
// (_chunk_summary's). Every argument is checked before anything is written (ValueError).
py::array write_chunk(py::handle block, long long connectivity, py::handle row_starts_object,
                      py::handle base_object, py::handle others_object,
                      py::handle numbers_object, bool wide) {
  const MapView view = view_of(block, "block");
  check_label_bound(view.height, view.width);
  bitcc::map::LabelOptions options;
  options.connectivity = connectivity_of(connectivity);
  const Int64s row_starts = Int64s::ensure(row_starts_object), base = Int64s::ensure(base_object),
               others = Int64s::ensure(others_object), numbers = Int64s::ensure(numbers_object);
  if (!row_starts || !base || !others || !numbers)
    throw py::type_error("bitcc: _write_chunk takes integer arrays");
  const std::size_t height = view.height;
  if (static_cast<std::size_t>(row_starts.size()) != height ||
      static_cast<std::size_t>(base.size()) != height || others.size() != numbers.size())
    throw py::value_error("bitcc: _write_chunk: row_starts and base take one entry per row, "
                          "numbers one per entry of others");
  // No more components than cells, numbers from 0 to 2^62: no sum below overflows.
  const auto cells = static_cast<std::int64_t>(view.height * view.width);
  constexpr std::int64_t kMostNumber = std::int64_t{1} << 62;
  std::int64_t count = 0;
  for (std::size_t r = 0; r < height; ++r) {
    if (row_starts.data()[r] < 0 || row_starts.data()[r] > cells - count)
      throw py::value_error("bitcc: _write_chunk: row_starts past the chunk's cells");
    count += row_starts.data()[r];
    if (base.data()[r] < 0 || base.data()[r] > kMostNumber)
      throw py::value_error("bitcc: _write_chunk: base out of 0..2^62");
  }
  const auto n = static_cast<std::size_t>(others.size());
  for (std::size_t i = 0; i < n; ++i)
    if (others.data()[i] < 1 || others.data()[i] > count ||
        (i > 0 && others.data()[i] <= others.data()[i - 1]) || numbers.data()[i] < 1 ||
        numbers.data()[i] > kMostNumber)
      throw py::value_error("bitcc: _write_chunk takes others ascending, within 1.." +
                            std::to_string(count) + ", and numbers within 1..2^62");
  // Each component's number, in the thread's kept memory (new memory is page faults).
  thread_local std::vector<std::int64_t> table;
  table.resize(static_cast<std::size_t>(count) + 1);
  table[0] = 0;
  std::int64_t most = 0;
  for (std::size_t r = 0, k = 1, o = 0; r < height; ++r) {
    std::int64_t leaders = 0;
    for (std::int64_t j = 0; j < row_starts.data()[r]; ++j, ++k) {
      std::int64_t number;
      if (o < n && others.data()[o] == static_cast<std::int64_t>(k))
        number = numbers.data()[o++];
      else
        number = base.data()[r] + ++leaders;
      table[k] = number;
      most = std::max(most, number);
    }
  }
  const std::vector<py::ssize_t> shape{static_cast<py::ssize_t>(view.height),
                                       static_cast<py::ssize_t>(view.width)};
  auto mismatch = [&](Label found) {
    return py::value_error("bitcc: _write_chunk: row_starts give " + std::to_string(count) +
                           " components, the block has " + std::to_string(found));
  };
  bitcc::map::Labeler once_labeler;
  BitMap once_map;
  if (!wide) {
    if (most > std::numeric_limits<std::int32_t>::max())
      throw py::value_error("bitcc: _write_chunk: a number past int32");
    thread_local std::vector<Label> numbered;
    numbered.assign(table.begin() + 1, table.end());
    options.numbers = &numbered;
    py::array_t<std::int32_t> labels(shape);
    Label* image = label_pointer(labels);
    Label found = 0;
    bool refused = false;
    {
      py::gil_scoped_release release;
      const BitMap& map = pack_kept(view, once_map);
      bitcc::map::Labeler& labeler = labeler_for(map.cells(), once_labeler);
      // The count is checked before the image is written (LabelOptions::numbers).
      try {
        labeler.label(map, image, map.cells(), options);
      } catch (const std::invalid_argument&) {
        refused = true;
        found = labeler.label_runs(map, bitcc::map::LabelOptions{}).count();
      }
    }
    if (refused) throw mismatch(found);
    return std::move(labels);
  }
  py::array_t<std::int64_t> labels(shape);
  std::int64_t* out = labels.mutable_data();
  Label found = 0;
  {
    py::gil_scoped_release release;
    const BitMap& map = pack_kept(view, once_map);
    const bitcc::map::RunLabels& runs =
        labeler_for(map.cells(), once_labeler).label_runs(map, options);
    found = runs.count();
    if (found == count) {
      thread_local std::vector<Label> row;
      row.resize(view.width);
      for (std::size_t r = 0; r < height; ++r) {
        runs.row_labels(r, row.data());
        std::int64_t* cells_out = out + r * view.width;
        for (std::size_t c = 0; c < view.width; ++c) cells_out[c] = table[row[c]];
      }
    }
  }
  if (found != count) throw mismatch(found);
  return std::move(labels);
}

// bitcc.dask's joining task: the sets of elements 0..nodes-1 joined by the pairs (a[i], b[i]) as
// each element's root, the smallest element of its set (union_find_core::join_by_index, then one
// forward pass: every parent is at or below its element).
Int64s components(long long nodes, py::handle a_object, py::handle b_object) {
  const Int64s a = Int64s::ensure(a_object), b = Int64s::ensure(b_object);
  if (!a || !b || a.ndim() != 1 || b.ndim() != 1 || a.size() != b.size())
    throw py::type_error("bitcc: _components takes two 1-D integer arrays of one length");
  if (nodes < 0) throw py::value_error("bitcc: _components takes nodes >= 0");
  const auto n = static_cast<std::size_t>(a.size());
  for (std::size_t i = 0; i < n; ++i)
    if (a.data()[i] < 0 || a.data()[i] >= nodes || b.data()[i] < 0 || b.data()[i] >= nodes)
      throw py::value_error("bitcc: _components: pair " + std::to_string(i) +
                            " is outside 0.." + std::to_string(nodes - 1));
  Int64s roots(static_cast<py::ssize_t>(nodes));
  std::int64_t* parent = roots.mutable_data();
  py::gil_scoped_release release;
  for (std::int64_t x = 0; x < nodes; ++x) parent[x] = x;
  namespace uf = bitcc::union_find_core;
  for (std::size_t i = 0; i < n; ++i)
    uf::join_by_index(parent, uf::find(parent, a.data()[i]), uf::find(parent, b.data()[i]));
  for (std::int64_t x = 0; x < nodes; ++x) parent[x] = parent[parent[x]];
  return roots;
}

std::string isa_name() { return std::string(bitcc::isa_name(bitcc::map::label_isa())); }

// ---- label and label_packed without pybind11's argument machinery ------------------------------
//
// They are the calls made map after map, and pybind11's dispatch of keyword arguments (a copy of
// the keyword dictionary, a look-up and a deletion per parameter) costs about 4,000 instructions,
// as much as labeling a 19x19 map. These two parse their arguments by hand from the vectorcall
// convention (METH_FASTCALL | METH_KEYWORDS) and then run the functions above.

// The Python exception of a C++ one, as pybind11 translates them.
template <class F>
PyObject* guarded(F&& f) {
  try {
    return f().release().ptr();
  } catch (py::error_already_set& e) {
    e.restore();
  } catch (py::builtin_exception& e) {
    e.set_error();
  } catch (const std::bad_alloc&) {
    PyErr_NoMemory();
  } catch (const std::length_error& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  } catch (const std::invalid_argument& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  } catch (const std::out_of_range& e) {
    PyErr_SetString(PyExc_IndexError, e.what());
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_RuntimeError, e.what());
  }
  return nullptr;
}

// Fills values[0..count) from the positional arguments (at most `positional` of them) and the
// keywords, by the parameters' names; a parameter not given stays null. False (a TypeError set)
// for too many positional arguments, an unknown keyword, a parameter given twice or a required
// one (the first `required`) missing.
bool parse_arguments(const char* function, PyObject* const* args, Py_ssize_t nargs,
                     PyObject* kwnames, const char* const* names, int count, int positional,
                     int required, PyObject** values) {
  for (int i = 0; i < count; ++i) values[i] = nullptr;
  if (nargs > positional) {
    PyErr_Format(PyExc_TypeError, "%s() takes at most %d positional arguments (%zd given)",
                 function, positional, nargs);
    return false;
  }
  for (Py_ssize_t i = 0; i < nargs; ++i) values[i] = args[i];
  const Py_ssize_t keywords = kwnames == nullptr ? 0 : PyTuple_GET_SIZE(kwnames);
  for (Py_ssize_t k = 0; k < keywords; ++k) {
    PyObject* name = PyTuple_GET_ITEM(kwnames, k);
    int i = 0;
    while (i < count && PyUnicode_CompareWithASCIIString(name, names[i]) != 0) ++i;
    if (i == count) {
      PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", function, name);
      return false;
    }
    if (values[i] != nullptr) {
      PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", function,
                   names[i]);
      return false;
    }
    values[i] = args[nargs + k];
  }
  for (int i = 0; i < required; ++i)
    if (values[i] == nullptr) {
      PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s'", function, names[i]);
      return false;
    }
  return true;
}

// An int argument (a Python int or an object with __index__), `fallback` when not given.
long long int_argument(PyObject* value, long long fallback, const char* name) {
  if (value == nullptr) return fallback;
  if (!PyIndex_Check(value))
    throw py::type_error(std::string("bitcc: ") + name + " must be an int, got " +
                         Py_TYPE(value)->tp_name);
  int overflow = 0;
  py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(value));
  if (!index) throw py::error_already_set();
  const long long result = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
  if (overflow != 0) throw py::value_error(std::string("bitcc: ") + name + " is out of range");
  return result;
}

py::object out_argument(PyObject* value) {
  return value == nullptr ? py::none() : py::reinterpret_borrow<py::object>(value);
}

PyObject* label_fast(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const char* const names[] = {"image", "connectivity", "out", "threads", "periodic"};
  PyObject* v[5];
  if (!parse_arguments("label", args, nargs, kwnames, names, 5, 2, 1, v)) return nullptr;
  return guarded([&] {
    return label(v[0], int_argument(v[1], 4, "connectivity"), out_argument(v[2]),
                 int_argument(v[3], 1, "threads"), out_argument(v[4]));
  });
}

PyObject* label_packed_fast(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const char* const names[] = {"packed", "width",   "connectivity",
                                      "out",    "threads", "periodic"};
  PyObject* v[6];
  if (!parse_arguments("label_packed", args, nargs, kwnames, names, 6, 3, 2, v)) return nullptr;
  return guarded([&] {
    const long long width = int_argument(v[1], 0, "width");
    return label_packed(v[0], width, int_argument(v[2], 4, "connectivity"), out_argument(v[3]),
                        int_argument(v[4], 1, "threads"), out_argument(v[5]));
  });
}

// The first line (up to "--") is the signature that help() and inspect.signature show.
constexpr const char kLabelDoc[] =
    R"doc(label($module, image, connectivity=4, *, periodic=False, out=None, threads=1)
--

label(image, connectivity=4, *, periodic=False, out=None, threads=1) -> (labels, count)

Labels the connected components of the nonzero cells of a 2-D array.

image: a 2-D array of bool, integers or floats (nonzero = set; NaN is nonzero), in any order or
    strides (read in place, not copied). connectivity: 4 (cells sharing a side) or 8 (or a corner).
periodic: wrap-around, a bool (both axes) or one bool per axis in NumPy's order: (True, False)
    joins the top and bottom rows, (False, True) the left and right columns (under 8-connectivity
    the diagonals across the edges too); components are numbered as without it, by first cell.
out: None (a new array) or an int32, C-contiguous, writeable array of the image's shape, which
    receives the labels (it may be the image itself). threads: bands of rows labeled at once
    (1: the calling thread; 0: one per core).
Returns (labels, count): labels 1..count in raster order of each component's first cell, 0 for
clear cells, equal cell for cell to scipy.ndimage.label's (8: structure=np.ones((3, 3))).
Raises TypeError for a dtype that is not bool, integer or float, or an out of another dtype;
ValueError for an array that is not 2-D, connectivity other than 4 or 8, a periodic tuple of
another length than 2 (TypeError for one that is not bools), an out of another shape, or a map
too large for int32 labels (rows * ceil(columns / 2) > 2**31 - 1). Nothing is written
when it raises.)doc";

constexpr const char kLabelPackedDoc[] =
    R"doc(label_packed($module, packed, width, connectivity=4, *, periodic=False, out=None, threads=1)
--

label_packed(packed, width, connectivity=4, *, periodic=False, out=None, threads=1)
    -> (labels, count)

As label(), from rows of bits: packed is a 2-D uint8 array as np.packbits(image, axis=1,
bitorder="little") makes it (row r, column c is bit c % 8 of packed[r, c // 8]; its rows'
bytes contiguous), width the number of columns (ceil(width / 8) bytes per row; bits past width
ignored). Raises TypeError for a packed array that is not uint8, ValueError for a width that does
not match the rows' bytes, and as label().)doc";

PyMethodDef kFastMethods[] = {
    {"label", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&label_fast)),
     METH_FASTCALL | METH_KEYWORDS, kLabelDoc},
    {"label_packed",
     reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&label_packed_fast)),
     METH_FASTCALL | METH_KEYWORDS, kLabelPackedDoc},
};
}  // namespace

void bind_games(py::module_& m);  // games_module.cpp: bitcc.boards and bitcc.go
void bind_stc(py::module_& m);    // stc_module.cpp: bitcc.stc

PYBIND11_MODULE(_bitcc, m) {
  m.doc() = "bitcc's compiled core: connected components of 2-D maps (see the bitcc package).";
  m.attr("__version__") = BITCC_VERSION;
  for (PyMethodDef& method : kFastMethods) {
    py::object function = py::reinterpret_steal<py::object>(
        PyCFunction_NewEx(&method, m.ptr(), py::str("bitcc._bitcc").ptr()));
    if (!function) throw py::error_already_set();
    m.attr(method.ml_name) = function;
  }
  m.def("_statistics", &statistics, py::arg("image"), py::arg("connectivity") = 4, py::kw_only(),
        py::arg("threads") = 1, py::arg("periodic") = false, py::arg("values") = false,
        R"doc(_statistics(image, connectivity=4, *, threads=1, periodic=False, values=False)
    -> (labels, count, stats, centroids, values)

The parts of bitcc.statistics(): the labels as label() gives them (label_values() with values
true), stats an int64 array of count + 1 rows (left, top, width, height, area; row 0 the
background, as OpenCV's connectedComponentsWithStats), centroids a float64 array of count + 1 rows
(x = column, y = row; row 0 the background's, NaN when it has no cell), values None (values true:
each component's value in the image's dtype, values[0] = 0).)doc");
  m.def("label_values", &label_values, py::arg("image"), py::arg("connectivity") = 4, py::kw_only(),
        py::arg("periodic") = false, py::arg("out") = py::none(),
        R"doc(label_values(image, connectivity=4, *, periodic=False, out=None) -> (labels, count)

Labels the connected components of equal nonzero value of a 2-D array of values (terrain types,
colours, classes) in one call: two neighbouring cells join when their values are equal.

image: a 2-D array of bool or 8-, 16- or 32-bit integers (0 = clear; 64-bit integers whose
    values fit in 32 bits are read from a 32-bit copy), any strides (rows of contiguous values
    are read in place, others from a copy). connectivity, periodic and out as
    for label().
Returns (labels, count): labels 1..count in raster order of each component's first cell, 0 for
clear cells; equal to scipy.ndimage.label on each value's mask, the components renumbered
together by first cell. Raises TypeError for values of another dtype (floats, complex, objects),
ValueError for 64-bit values beyond 32 bits, an array that is not 2-D, a map of more than
2**31 - 1 cells, and as label(). Nothing is written when it raises.)doc");
  m.def("dust", &dust, py::arg("image"), py::arg("threshold"), py::arg("connectivity") = 4,
        R"doc(dust(image, threshold, connectivity=4) -> bool array

The cells of the components of at least `threshold` cells (smaller components removed, as
cc3d.dust), as a bool array of the image's shape. Errors as label().)doc");
  m.def("largest_k", &largest_k, py::arg("image"), py::arg("k"), py::arg("connectivity") = 4,
        R"doc(largest_k(image, k, connectivity=4) -> (labels, count)

The k largest components (by area; at equal areas the one whose first cell comes first in raster
order), labeled 1..count in raster order as label() would label them alone; count = min(k,
components). Errors as label(), and ValueError for a negative k.)doc");
  m.def("component_of", &component_of, py::arg("image"), py::arg("row"), py::arg("column"),
        py::arg("connectivity") = 4,
        R"doc(component_of(image, row, column, connectivity=4) -> bool array

The cells of the component holding (row, column), as a bool array of the image's shape (all False
when that cell is clear); only that component's cells and their neighbours are visited. Raises
IndexError for a cell outside the image, and as label().)doc");
  m.def("_chunk_summary", &chunk_summary, py::arg("block"), py::arg("connectivity"),
        "_chunk_summary(block, connectivity) -> (count, row_starts, top, bottom, left, right, "
        "edge_labels, edge_firsts): a chunk's summary for bitcc.dask's joining task.");
  m.def("_write_chunk", &write_chunk, py::arg("block"), py::arg("connectivity"),
        py::arg("row_starts"), py::arg("base"), py::arg("others"), py::arg("numbers"),
        py::arg("wide") = false,
        "_write_chunk(block, connectivity, row_starts, base, others, numbers, wide=False) -> the "
        "chunk's labels in the whole array's numbering (bitcc.dask's last tasks).");
  m.def("_components", &components, py::arg("nodes"), py::arg("a"), py::arg("b"),
        "_components(nodes, a, b) -> each element's root, the smallest of its set, the pairs "
        "(a[i], b[i]) joined (bitcc.dask's joining task).");
  m.def("simd", &isa_name,
        R"doc(simd() -> str

The instruction set the labeler runs here: "avx512", "avx2", "sse4.2" or "scalar" (the
BITCC_SIMD environment variable forces one, read at the first labeling).)doc");
  bind_games(m);
  bind_stc(m);
}
