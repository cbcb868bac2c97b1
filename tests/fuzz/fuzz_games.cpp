// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the game modules (kernels/bitcc/games/) on any argument their public functions
// take, and against the naive references of testing/games/. The first byte picks the game;
// the rest drives it. Cells, points and colors are drawn mostly from the valid ranges and now and
// then from anywhere in int (or a Color that is neither Black nor White), which must be refused
// as documented (OffBoard, NotYourTurn, 0, false, nothing) and leave the game unchanged.
#include <climits>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/games/go.hpp"
#include "bitcc/games/hex.hpp"
#include "bitcc/games/rhex.hpp"
#include "testing/games/naive_go.hpp"
#include "testing/games/naive_hex.hpp"
#include "testing/games/naive_rhex.hpp"
#include "tests/fuzz/fuzz_games_terrain.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;
using games::Color;
using fuzz::consume_coordinate;

namespace {

namespace naive = bitcc::test_support::naive;

Color consume_color(FuzzedDataProvider& data) {
  const int value = data.ConsumeIntegralInRange<int>(0, 20);
  return value < 10 ? Color::Black : value < 20 ? Color::White : static_cast<Color>(value);
}

int naive_color(Color color) { return color == Color::Black ? 1 : 2; }
bool is_color(Color color) { return color == Color::Black || color == Color::White; }

void fuzz_go(FuzzedDataProvider& data) {
  using Go = games::Go;
  Go go;
  naive::NaiveGo reference;
  while (data.remaining_bytes() > 0) {
    const Color color = consume_color(data);
    const int cell = consume_coordinate(data, -1, 90);  // -1 and 90 are just off the board
    const bool pass = data.ConsumeIntegralInRange<int>(0, 30) == 0;
    const bool legal = go.legal(color, cell);
    const Go::MoveResult result = pass ? go.pass(color) : go.play(color, cell);
    if (!pass && legal != (result.verdict == Go::Verdict::Ok))
      fuzz::fuzz_fail("Go's legal() differs from play()");
    if (!is_color(color)) {
      if (result.verdict == Go::Verdict::Ok)
        fuzz::fuzz_fail("Go accepted a color that is neither black nor white");
      continue;
    }
    if (!pass && !Go::G::is_cell(cell)) {
      // The game's own checks come first; then an off-board cell (a guard bit too) is refused.
      if (result.verdict == Go::Verdict::Ok)
        fuzz::fuzz_fail("Go accepted cell " + std::to_string(cell));
      continue;
    }
    const auto expected = pass ? reference.pass(naive_color(color))
                               : reference.play(naive_color(color), Go::G::row_of(cell),
                                                Go::G::column_of(cell));
    if (static_cast<int>(result.verdict) != static_cast<int>(expected.outcome))
      fuzz::fuzz_fail("Go verdict differs from the reference");
    for (int row = 0; row < 9; ++row)
      for (int column = 0; column < 9; ++column) {
        const int c = Go::G::cell_index(row, column);
        const int at = go.stones(Color::Black).test(c) ? 1 : go.stones(Color::White).test(c) ? 2 : 0;
        if (at != reference.at(row, column)) fuzz::fuzz_fail("Go stones differ from the reference");
      }
    go.block(cell);
    go.liberty_count(cell);
    go.is_own_eye(color, cell);
    go.is_eye(color, cell);
  }
  go.area_score();
}

// Hex on N x N (HexGeometry<N>: 128-bit up to 11x11, wide beyond): any int as a cell, guard bits
// and bits past the board included, against the naive reference.
template <int N>
void fuzz_hex_of_size(FuzzedDataProvider& data) {
  using Hex = games::BasicHex<games::HexGeometry<N>>;
  // The documented layout: bit stride * row + column, one guard bit per row on wide boards.
  constexpr int kStride = games::kIsWide<typename Hex::G> ? N + 1 : N;
  Hex hex;
  naive::NaiveHex reference(N);
  while (data.remaining_bytes() > 0) {
    const Color color = consume_color(data);
    const int cell = consume_coordinate(data, -1, kStride * N);
    const bool over = hex.winner().has_value();
    const Color to_move = hex.to_move();
    const int row = cell >= 0 ? cell / kStride : -1, column = cell >= 0 ? cell % kStride : -1;
    const bool free = cell >= 0 && row < N && column < N &&
                      reference.at(row, column) == naive::NaiveHex::Empty;
    const typename Hex::Verdict verdict = hex.play(color, cell);
    const bool legal = !over && color == to_move && free;
    if ((verdict == Hex::Verdict::Ok) != legal)
      fuzz::fuzz_fail("Hex " + std::to_string(N) + ": verdict " +
                      std::to_string(static_cast<int>(verdict)) + " for cell " +
                      std::to_string(cell));
    if (!legal) continue;
    const int winner = reference.place(naive_color(color), row, column);
    if ((winner != 0) != hex.winner().has_value())
      fuzz::fuzz_fail("Hex " + std::to_string(N) + ": the winner differs from the reference");
    if (hex.at(row, column) != color) fuzz::fuzz_fail("Hex: at() misses the stone");
  }
  hex.stones(consume_color(data));
  hex.at(consume_coordinate(data, -1, N), consume_coordinate(data, -1, N));
}

void fuzz_hex(FuzzedDataProvider& data) {
  switch (data.ConsumeIntegralInRange<int>(0, 5)) {
    case 0: fuzz_hex_of_size<2>(data); break;
    case 1: fuzz_hex_of_size<3>(data); break;
    case 2: fuzz_hex_of_size<12>(data); break;
    case 3: fuzz_hex_of_size<13>(data); break;
    case 4: fuzz_hex_of_size<19>(data); break;
    default: fuzz_hex_of_size<11>(data); break;
  }
}

// RHEX on n x n, 2..19: the wide engines, and up to 11 the 128-bit ones, in lockstep with the
// naive reference.
void fuzz_rhex(FuzzedDataProvider& data) {
  const int n = data.ConsumeIntegralInRange<int>(2, 19);
  const bool narrow = n <= games::RhexUnionFind::kMaxSize;
  games::RhexUnionFind union_find(narrow ? n : 2);
  games::RhexBitboard bitboard(narrow ? n : 2);
  games::WideRhexUnionFind wide_union_find(n);
  games::WideRhexBitboard wide_bitboard(n);
  naive::NaiveRhex reference(n);
  while (data.remaining_bytes() > 0) {
    const Color color = consume_color(data);
    const int row = consume_coordinate(data, -1, n), column = consume_coordinate(data, -1, n);
    const bool on_board = row >= 0 && row < n && column >= 0 && column < n;
    const bool free = on_board && reference.at(row, column) == naive::NaiveRhex::Empty;
    const bool legal = !wide_union_find.over() && color == wide_union_find.to_move() && free;
    const games::Rhex::MoveResult a = wide_union_find.play(color, row, column);
    const games::Rhex::MoveResult b = wide_bitboard.play(color, row, column);
    if (a.verdict != b.verdict || a.zone != b.zone || a.flipped != b.flipped)
      fuzz::fuzz_fail("RHEX: the two wide implementations differ");
    if (narrow) {
      const games::Rhex::MoveResult c = union_find.play(color, row, column);
      const games::Rhex::MoveResult d = bitboard.play(color, row, column);
      if (c.verdict != a.verdict || c.zone != a.zone || c.flipped != a.flipped ||
          d.verdict != a.verdict || d.zone != a.zone || d.flipped != a.flipped)
        fuzz::fuzz_fail("RHEX: the 128-bit implementations differ from the wide ones");
      if (union_find.at(row, column) != wide_union_find.at(row, column) ||
          bitboard.at(row, column) != union_find.at(row, column))
        fuzz::fuzz_fail("RHEX: at() differs");
    }
    if ((a.verdict == games::Rhex::Verdict::Ok) != legal) fuzz::fuzz_fail("RHEX: wrong verdict");
    if (legal) {
      const auto expected = reference.place(naive_color(color), row, column);
      if (expected.zone != a.zone || expected.flipped != a.flipped)
        fuzz::fuzz_fail("RHEX: zone or flips differ from the reference");
    }
    for (const Color c : {Color::Black, Color::White})
      if (wide_union_find.total(c) != reference.count(naive_color(c)) ||
          wide_bitboard.total(c) != wide_union_find.total(c) ||
          (narrow && (union_find.total(c) != wide_union_find.total(c) ||
                      bitboard.total(c) != wide_union_find.total(c))))
        fuzz::fuzz_fail("RHEX: totals differ");
    if (wide_union_find.at(row, column) != wide_bitboard.at(row, column))
      fuzz::fuzz_fail("RHEX: at() differs");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  switch (data.ConsumeIntegralInRange<int>(0, 3)) {
    case 0: fuzz_go(data); break;
    case 1: fuzz_hex(data); break;
    case 2: fuzz_rhex(data); break;
    default: fuzz::fuzz_terrain(data); break;
  }
  return 0;
}
