// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// python/src/stc_module.cpp: bitcc._bitcc.stc, batches of Smash the Code grids (bitcc::stc::Grid):
// legal placements, place, resolve with the game's score. One C++ call per batch, grid after grid
// without the GIL. Conversion and argument checks only: the rules are the engine's.
//
// A batch of grids is an (N, 12, 6) array of any integer dtype, grids[i, row, column] with row 0
// the bottom row (as Grid::at numbers them; the game's text lists the top row first): -1 empty
// (stc::kEmpty), 0 a skull (kSkull), 1..5 a color. Grids come back as int8 arrays of that form.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <climits>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "bitcc/stc/engine.hpp"

namespace py = pybind11;

namespace {

using bitcc::stc::Grid;
constexpr int kRows = bitcc::kHeight, kColumns = bitcc::kWidth;

std::string where(std::size_t i) { return "bitcc.stc: grid " + std::to_string(i); }

// Reads cell values of dtype T as int64.
template <class T>
std::int64_t value_at(const char* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return static_cast<std::int64_t>(v);
}

// The grids of a batch argument, checked whole before anything is computed: every value is a
// kind, and no block floats (the engine's calls require settled grids).
std::vector<Grid> grids_of(py::handle object) {
  if (!py::isinstance<py::array>(object))
    throw py::type_error("bitcc.stc: grids must be a NumPy array of shape (N, 12, 6)");
  const py::array array = py::reinterpret_borrow<py::array>(object);
  if (array.ndim() != 3 || array.shape(1) != kRows || array.shape(2) != kColumns)
    throw py::value_error("bitcc.stc: grids must have shape (N, 12, 6), got " +
                          std::string(py::str(object.attr("shape"))));
  const char kind = array.dtype().kind();
  const auto size = array.dtype().itemsize();
  if ((kind != 'i' && kind != 'u') || !array.dtype().attr("isnative").cast<bool>())
    throw py::type_error("bitcc.stc: grids must hold native integers (-1 empty, 0 skull, 1..5), "
                         "got dtype " + std::string(py::str(array.dtype())));
  std::int64_t (*read)(const char*) = nullptr;
  if (kind == 'i')
    read = size == 1 ? value_at<std::int8_t> : size == 2 ? value_at<std::int16_t>
         : size == 4 ? value_at<std::int32_t> : value_at<std::int64_t>;
  else  // unsigned: a value above 5 is refused below, so the top bit of uint64 does not matter
    read = size == 1 ? value_at<std::uint8_t> : size == 2 ? value_at<std::uint16_t>
         : size == 4 ? value_at<std::uint32_t> : value_at<std::int64_t>;
  const auto n = static_cast<std::size_t>(array.shape(0));
  const char* data = static_cast<const char*>(array.data());
  std::vector<Grid> grids(n);
  for (std::size_t i = 0; i < n; ++i)
    for (int row = 0; row < kRows; ++row)
      for (int column = 0; column < kColumns; ++column) {
        const std::int64_t v = read(data + static_cast<std::ptrdiff_t>(i) * array.strides(0) +
                                    row * array.strides(1) + column * array.strides(2));
        if (v < bitcc::stc::kEmpty || v > bitcc::stc::kLastColor ||
            (kind == 'u' && size == 8 && v < 0))
          throw py::value_error(where(i) + ", row " + std::to_string(row) + ", column " +
                                std::to_string(column) + ": " +
                                std::string(py::str(array[py::make_tuple(i, row, column)])) +
                                " is not a cell (-1 empty, 0 skull, 1..5 a color)");
        if (v != bitcc::stc::kEmpty) grids[i].set(row, column, static_cast<int>(v));
      }
  for (std::size_t i = 0; i < n; ++i)
    if (!grids[i].is_settled()) {
      const bitcc::Board floating = grids[i].floating_blocks();
      const int cell = bitcc::lowest_cell(floating);
      throw py::value_error(where(i) + ": the block at row " + std::to_string(cell / kColumns) +
                            ", column " + std::to_string(cell % kColumns) +
                            " floats (an empty cell below it); grids must be settled");
    }
  return grids;
}

// (N,) int64 values of a per-grid argument (an int broadcasts), checked against [low, high].
std::vector<std::int64_t> per_grid(py::handle object, std::size_t n, const char* name,
                                   std::int64_t low, std::int64_t high) {
  const py::module_ np = py::module_::import("numpy");
  const py::array given = np.attr("asarray")(object);
  const char kind = given.dtype().kind();
  if (kind != 'i' && kind != 'u')
    throw py::type_error(std::string("bitcc.stc: ") + name + " must be integers, got dtype " +
                         std::string(py::str(given.dtype())));
  if (!(given.ndim() == 0 || (given.ndim() == 1 && static_cast<std::size_t>(given.shape(0)) == n)))
    throw py::value_error(std::string("bitcc.stc: ") + name + " must be one int or shape (" +
                          std::to_string(n) + ",), got shape " +
                          std::string(py::str(given.attr("shape"))));
  const py::array_t<std::int64_t> values = np.attr("ascontiguousarray")(
      np.attr("broadcast_to")(given.attr("astype")("int64"), py::make_tuple(n)));
  std::vector<std::int64_t> result(values.data(), values.data() + n);
  for (std::size_t i = 0; i < n; ++i)
    if (result[i] < low || result[i] > high)
      throw py::value_error(where(i) + ": " + name + " " + std::to_string(result[i]) +
                            " is not in " + std::to_string(low) + ".." + std::to_string(high));
  return result;
}

// The pairs argument: (N, 2) colors 1..5.
std::vector<std::int64_t> pairs_of(py::handle object, std::size_t n) {
  const py::module_ np = py::module_::import("numpy");
  const py::array given = np.attr("asarray")(object);
  if (given.ndim() != 2 || static_cast<std::size_t>(given.shape(0)) != n || given.shape(1) != 2)
    throw py::value_error("bitcc.stc: pairs must have shape (" + std::to_string(n) +
                          ", 2) (colors A, B of each grid's pair), got shape " +
                          std::string(py::str(given.attr("shape"))));
  std::vector<std::int64_t> colors = per_grid(given.attr("reshape")(-1), 2 * n, "a pair's color",
                                              INT32_MIN, INT32_MAX);
  for (std::size_t i = 0; i < 2 * n; ++i)
    if (colors[i] < bitcc::stc::kFirstColor || colors[i] > bitcc::stc::kLastColor)
      throw py::value_error(where(i / 2) + ": pair color " + (i % 2 ? "B " : "A ") +
                            std::to_string(colors[i]) + " is not in 1..5");
  return colors;
}

py::array_t<std::int8_t> cells_of(const std::vector<Grid>& grids) {
  const auto n = static_cast<py::ssize_t>(grids.size());
  py::array_t<std::int8_t> result({n, py::ssize_t{kRows}, py::ssize_t{kColumns}});
  std::int8_t* out = result.mutable_data();
  py::gil_scoped_release release;
  for (std::size_t i = 0; i < grids.size(); ++i) {
    std::int8_t* cells = out + i * kRows * kColumns;
    std::memset(cells, bitcc::stc::kEmpty, kRows * kColumns);
    for (int kind = bitcc::stc::kSkull; kind <= bitcc::stc::kLastColor; ++kind)
      for (bitcc::Board b = grids[i].plane(kind); b != 0; b &= b - 1)
        cells[bitcc::lowest_cell(b)] = static_cast<std::int8_t>(kind);
  }
  return result;
}

py::array_t<bool> legal_moves(py::handle grids_arg, py::handle pairs_arg) {
  const std::vector<Grid> grids = grids_of(grids_arg);
  const std::vector<std::int64_t> pairs = pairs_of(pairs_arg, grids.size());
  const auto n = static_cast<py::ssize_t>(grids.size());
  py::array_t<bool> result({n, py::ssize_t{bitcc::stc::kRotations}, py::ssize_t{kColumns}});
  bool* out = result.mutable_data();
  py::gil_scoped_release release;
  std::memset(out, 0, grids.size() * bitcc::stc::kRotations * kColumns);
  for (std::size_t i = 0; i < grids.size(); ++i)
    for (const bitcc::stc::Move m :
         grids[i].legal_moves(static_cast<int>(pairs[2 * i]), static_cast<int>(pairs[2 * i + 1])))
      out[(i * bitcc::stc::kRotations + m.rotation) * kColumns + m.x] = true;
  return result;
}

// Places each grid's pair; `resolve` then runs the chains. Returns (grids, legal, score, steps).
py::tuple place_batch(py::handle grids_arg, py::handle pairs_arg, py::handle x_arg,
                      py::handle rotation_arg, bool resolve) {
  std::vector<Grid> grids = grids_of(grids_arg);
  const std::size_t n = grids.size();
  const std::vector<std::int64_t> pairs = pairs_of(pairs_arg, n);
  const std::vector<std::int64_t> x = per_grid(x_arg, n, "x", 0, kColumns - 1);
  const std::vector<std::int64_t> rotation =
      per_grid(rotation_arg, n, "rotation", 0, bitcc::stc::kRotations - 1);
  py::array_t<bool> legal(static_cast<py::ssize_t>(n));
  py::array_t<std::int32_t> score(static_cast<py::ssize_t>(n)), steps(static_cast<py::ssize_t>(n));
  bool* legal_out = legal.mutable_data();
  std::int32_t* score_out = score.mutable_data();
  std::int32_t* steps_out = steps.mutable_data();
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < n; ++i) {
      legal_out[i] = grids[i].place(static_cast<int>(pairs[2 * i]), static_cast<int>(pairs[2 * i + 1]),
                                    static_cast<int>(x[i]), static_cast<int>(rotation[i])) ==
                     bitcc::stc::MoveError::None;
      int step_count = 0;
      score_out[i] = resolve && legal_out[i] ? grids[i].resolve_score(&step_count) : 0;
      steps_out[i] = step_count;
    }
  }
  return py::make_tuple(cells_of(grids), std::move(legal), std::move(score), std::move(steps));
}

py::tuple resolve(py::handle grids_arg) {
  std::vector<Grid> grids = grids_of(grids_arg);
  const auto n = static_cast<py::ssize_t>(grids.size());
  py::array_t<std::int32_t> score(n), steps(n);
  std::int32_t* score_out = score.mutable_data();
  std::int32_t* steps_out = steps.mutable_data();
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < grids.size(); ++i) {
      int step_count = 0;
      score_out[i] = grids[i].resolve_score(&step_count);
      steps_out[i] = step_count;
    }
  }
  return py::make_tuple(cells_of(grids), std::move(score), std::move(steps));
}

}  // namespace

void bind_stc(py::module_& m) {
  py::module_ s = m.def_submodule("stc", "Batches of Smash the Code grids (bitcc.stc).");
  s.attr("EMPTY") = bitcc::stc::kEmpty;
  s.attr("SKULL") = bitcc::stc::kSkull;
  s.def("legal_moves", &legal_moves, py::arg("grids"), py::arg("pairs"),
        R"doc(legal_moves(grids, pairs) -> bool array (N, 4, 6)

legal[i, rotation, x]: placing grid i's pair (pairs[i] = colors A, B, 1..5) at column x with that
rotation is legal and distinct (Grid::legal_moves: when A == B, rotations 2 and 3 repeat 0 and 1
and are left False). grids: (N, 12, 6) integers, -1 empty, 0 skull, 1..5 a color, row 0 the
bottom row, settled.)doc");
  s.def(
      "place",
      [](py::handle g, py::handle p, py::handle x, py::handle r) {
        const py::tuple t = place_batch(g, p, x, r, false);
        return py::make_tuple(t[0], t[1]);
      },
      py::arg("grids"), py::arg("pairs"), py::arg("x"), py::arg("rotation"),
      R"doc(place(grids, pairs, x, rotation) -> (grids, legal)

Drops each grid's pair at column x (A's column) with the rotation (0: B right of A, 1: B on top,
2: B left, 3: A on top), without resolving chains. x and rotation: an int or one per grid. An
illegal placement (no room, a block leaving the grid) leaves that grid unchanged and legal[i]
False. New int8 grids; the input is not changed.)doc");
  s.def(
      "play",
      [](py::handle g, py::handle p, py::handle x, py::handle r) {
        const py::tuple t = place_batch(g, p, x, r, true);
        return py::make_tuple(t[0], t[2], t[1]);
      },
      py::arg("grids"), py::arg("pairs"), py::arg("x"), py::arg("rotation"),
      R"doc(play(grids, pairs, x, rotation) -> (grids, score, legal)

A turn: place, then resolve every chain step. score int32 (N,): the turn's score by the game's
rules (0 for an illegal placement, whose grid is left unchanged).)doc");
  s.def("resolve", &resolve, py::arg("grids"),
        R"doc(resolve(grids) -> (grids, score, steps)

Runs chain steps on each grid until nothing clears: the grids after, the score (int32, the
game's formula) and the number of steps (int32).)doc");
}
