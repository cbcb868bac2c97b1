// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: every text parser of the library on any bytes: parse_hex, parse_picture,
// stc::parse_grid, games::parse_terrain. Besides memory safety, what a parser accepts must print
// back to text that parses to the same value (hex, pictures, grids), and a parser must give a
// message (parse_terrain: a problem) exactly when it refuses.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/games/terrain.hpp"
#include "bitcc/io.hpp"
#include "bitcc/stc/stc.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(bytes), size);
  std::string error;

  const std::optional<Board> hex = parse_hex(text, &error);
  if (hex) {
    if (!is_valid(*hex)) fuzz::fuzz_fail("parse_hex accepted a bit at or above 72", *hex);
    if (parse_hex(to_hex(*hex)) != hex) fuzz::fuzz_fail("to_hex does not parse back", *hex);
  } else if (error.empty()) {
    fuzz::fuzz_fail("parse_hex refused without a message");
  }
  fuzz::expect_printable(error);

  error.clear();
  const std::optional<Board> picture = parse_picture(text, &error, 7);
  if (picture) {
    if (!is_valid(*picture)) fuzz::fuzz_fail("parse_picture gave bits outside the board", *picture);
    if (parse_picture(to_picture(*picture)) != picture)
      fuzz::fuzz_fail("to_picture does not parse back", *picture);
  } else if (error.empty()) {
    fuzz::fuzz_fail("parse_picture refused without a message");
  }
  fuzz::expect_printable(error);

  error.clear();
  const std::optional<stc::Grid> grid = stc::parse_grid(text, &error, 3);
  if (grid) {
    const std::string printed = stc::to_text(*grid);
    const std::optional<stc::Grid> again = stc::parse_grid(printed);
    if (!again || stc::to_text(*again) != printed)
      fuzz::fuzz_fail("stc::to_text does not parse back:\n" + printed);
  } else if (error.empty()) {
    fuzz::fuzz_fail("stc::parse_grid refused without a message");
  }
  fuzz::expect_printable(error);

  std::vector<games::TerrainProblem> problems;
  const std::optional<games::TerrainMap> map = games::parse_terrain(text, &problems);
  if (map) {
    if (map->walkable.size() != static_cast<std::size_t>(map->width) * map->height)
      fuzz::fuzz_fail("parse_terrain: walkable cells do not match width x height");
  } else if (problems.empty()) {
    fuzz::fuzz_fail("parse_terrain refused without a problem");
  }
  return 0;
}
