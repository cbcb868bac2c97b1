// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The game subcommands run as functions on string streams: outputs, error lines, exit statuses.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "bitcc/version.hpp"
#include "game_commands.hpp"
#include "tests/cli_outcome.hpp"

namespace {

using bitcc::test_support::Command;
using bitcc::test_support::Outcome;
using bitcc::test_support::run;

TEST(GameCommands, EveryCommandHasHelpAndRejectsUnknownArguments) {
  for (const Command command : {&bitcc::cli::run_go, &bitcc::cli::run_hex, &bitcc::cli::run_rhex,
                                &bitcc::cli::run_terrain}) {
    const Outcome help = run(command, {"--help"}, "");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.out.rfind("usage: bitcc ", 0), 0u) << help.out;
    const Outcome bad = run(command, {"--frobnicate"}, "");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find(": unknown option '--frobnicate' (options: "), std::string::npos)
        << bad.err;
    EXPECT_NE(bad.err.find(" --help' for usage.\n"), std::string::npos) << bad.err;
    // No subcommand takes an operand: each reads standard input.
    const Outcome operand = run(command, {"moves.txt"}, "");
    EXPECT_EQ(operand.status, 2);
    EXPECT_NE(operand.err.find("unexpected argument 'moves.txt'"), std::string::npos)
        << operand.err;
    // Every help says how comments and blank lines read.
    EXPECT_NE(help.out.find("starts a comment"), std::string::npos) << help.out;
    EXPECT_NE(help.out.find("Exit status: 0, 1 when"), std::string::npos) << help.out;
  }
}

TEST(GameCommands, GoCapturesRefusesAndScores) {
  const Outcome r = run(bitcc::cli::run_go, {},
                    "# corner capture\n"
                    "b A2\n"
                    "w A1\n"
                    "b B1\n"
                    "w A1\n"     // suicide now: A2 and B1 are black
                    "w Z9\n"     // off the board
                    "w B1\n"     // occupied
                    "liberties A2\n"
                    "hello\n"
                    "w pass\n"
                    "b pass\n"
                    "b C3\n");   // after two passes
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc go: line 5: w A1: refused, suicide (the stone's block would have no liberty)\n"
            "bitcc go: line 6: 'Z9': expected a point like C4 (columns A-H, J, no I; rows 1-9)\n"
            "bitcc go: line 7: w B1: refused, the point is occupied\n"
            "bitcc go: line 9: 'hello': expected 'b C4', 'w pass', 'board', 'liberties C4' or "
            "'score'\n"
            "bitcc go: line 12: b C3: refused, the game is over (two passes)\n");
  // Black owns the whole empty board around its two stones: 2 stones + 79 empty cells.
  EXPECT_EQ(r.out,
            "b A2: ok\n"
            "w A1: ok\n"
            "b B1: ok, captured 1: A1\n"
            "liberties A2: 3 A1 B2 A3\n"
            "w pass: ok\n"
            "b pass: ok\n"
            "game over (two passes)\n"
            "  A B C D E F G H J\n"
            "9 . . . . . . . . . 9\n"
            "8 . . . . . . . . . 8\n"
            "7 . . . . . . . . . 7\n"
            "6 . . . . . . . . . 6\n"
            "5 . . . . . . . . . 5\n"
            "4 . . . . . . . . . 4\n"
            "3 . . . . . . . . . 3\n"
            "2 X . . . . . . . . 2\n"
            "1 . X . . . . . . . 1\n"
            "  A B C D E F G H J\n"
            "score: black 81, white 0\n");
}

TEST(GameCommands, HexReportsTheWinnerOnTheConnectingMove) {
  std::string input;
  for (int row = 1; row <= 11; ++row) {
    input += "b F" + std::to_string(row) + "\n";
    if (row < 11) input += "w A" + std::to_string(row) + "\n";
  }
  input += "w K1\n";
  const Outcome r = run(bitcc::cli::run_hex, {}, input);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "bitcc hex: line 22: w K1: refused, the game is over\n");
  EXPECT_NE(r.out.find("b F11: ok\nblack wins (bottom row to top row)\n"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("wins"), r.out.rfind("wins"));  // reported once
  EXPECT_EQ(r.out.find("no winner"), std::string::npos);
}

TEST(GameCommands, HexWithoutAWinnerAndWithBadLines) {
  const Outcome r = run(bitcc::cli::run_hex, {}, "b A1\nb A2\nw A1\nw L1\nx A1\nw B1\nboard\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "bitcc hex: line 2: b A2: refused, not this color's turn\n"
            "bitcc hex: line 3: w A1: refused, the cell is occupied\n"
            "bitcc hex: line 4: 'L1': expected a point like C4 (columns A-K; rows 1-11)\n"
            "bitcc hex: line 5: 'x A1': expected 'b F6', 'w F6' or 'board'\n");
  EXPECT_NE(r.out.find("b A1: ok\nw B1: ok\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" 1 X O . . . . . . . . .\n   A B C D E F G H I J K\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("no winner yet\n"), std::string::npos);
}

TEST(GameCommands, RhexPrintsZonesFlipsTotalsAndTheEnd) {
  // The position of the rules test: white's (0,2) = C1 flips the zone of three tiles.
  const std::string moves = "b A1\nw C3\nb B1\nw C1\n";
  for (const std::string engine : {"union-find", "bitboard"}) {
    const Outcome r = run(bitcc::cli::run_rhex, {"--size", "3", "--engine", engine}, moves + "board\n");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out,
              "b A1: zone 1, flipped 0; black 1, white 0\n"
              "w C3: zone 1, flipped 0; black 1, white 1\n"
              "b B1: zone 2, flipped 0; black 2, white 1\n"
              "w C1: zone 3, flipped 3; black 1, white 3\n"
              "   3 . . O\n"
              "  2 . . .\n"
              " 1 O O X\n"
              "   A B C\n")
        << engine;
  }
  const Outcome draw = run(bitcc::cli::run_rhex, {"--size", "2"}, "b A1\nw B2\nb B1\nw A2\nb A1\n");
  EXPECT_EQ(draw.status, 1);
  EXPECT_NE(draw.out.find("w A2: zone 4, flipped 0; black 2, white 2\ndraw (all 4 tiles placed, 2 each)\n"),
            std::string::npos)
      << draw.out;
  EXPECT_EQ(draw.err, "bitcc rhex: line 5: b A1: refused, the game is over\n");
  const Outcome win = run(bitcc::cli::run_rhex, {"--size", "3"}, "b A1\nw C3\nb B1\nw B3\nb A3\n");
  EXPECT_NE(win.out.find("b A3: zone 3, flipped 3; black 4, white 1\nblack wins (4 tiles, more than 3)\n"),
            std::string::npos)
      << win.out;
  const Outcome too_large = run(bitcc::cli::run_rhex, {"--size", "20"}, "");
  EXPECT_EQ(too_large.status, 2);
  EXPECT_EQ(too_large.err,
            "bitcc rhex: --size: '20' is not a whole number from 2 to 19\n"
            "Run 'bitcc rhex --help' for usage.\n");
  const Outcome missing = run(bitcc::cli::run_rhex, {"--size"}, "");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("bitcc rhex: --size needs a value"), std::string::npos) << missing.err;
  const Outcome engine = run(bitcc::cli::run_rhex, {"--engine=flood"}, "");
  EXPECT_EQ(engine.status, 2);
  EXPECT_NE(engine.err.find("bitcc rhex: --engine: unknown value 'flood' (choices: union-find, "
                            "bitboard)"),
            std::string::npos)
      << engine.err;
}

TEST(GameCommands, RhexPlaysEverySizeTo19OnBothEngines) {
  // S19 is the far corner of 19x19; on 12x12 it is off the board.
  const std::string moves = "b A1\nw S19\nb B1\nw A2\nw L12\n";
  for (const std::string engine : {"union-find", "bitboard"}) {
    const Outcome r = run(bitcc::cli::run_rhex, {"--size", "19", "--engine", engine}, moves);
    EXPECT_EQ(r.status, 1) << engine;
    EXPECT_EQ(r.out,
              "b A1: zone 1, flipped 0; black 1, white 0\n"
              "w S19: zone 1, flipped 0; black 1, white 1\n"
              "b B1: zone 2, flipped 0; black 2, white 1\n"
              "w A2: zone 3, flipped 3; black 1, white 3\n")  // 1 white against 2 black
        << engine;
    EXPECT_EQ(r.err, "bitcc rhex: line 5: w L12: refused, not this color's turn\n") << engine;
    const Outcome twelve = run(bitcc::cli::run_rhex, {"--size", "12", "--engine", engine},
                               "b L12\nw S19\nboard\n");
    EXPECT_EQ(twelve.err,
              "bitcc rhex: line 2: 'S19': expected a point like C4 (columns A-L; rows 1-12)\n")
        << engine;
    EXPECT_NE(twelve.out.find("b L12: zone 1, flipped 0; black 1, white 0\n"
                              "           12 . . . . . . . . . . . X\n"),
              std::string::npos)
        << twelve.out;
  }
  EXPECT_NE(run(bitcc::cli::run_rhex, {"--help"}, "").out.find("2 to 19 (default 11)"),
            std::string::npos);
}

TEST(GameCommands, HexPlaysEverySizeFrom2To19) {
  // Black's column A chain against white's column B: black wins on its N-th stone.
  for (const int n : {2, 3, 11, 12, 13, 19}) {
    std::string moves;
    for (int row = 1; row <= n; ++row) {
      moves += "b A" + std::to_string(row) + "\n";
      if (row < n) moves += "w B" + std::to_string(row) + "\n";
    }
    const Outcome r = run(bitcc::cli::run_hex, {"--size", std::to_string(n)}, moves + "board\n");
    EXPECT_EQ(r.status, 0) << n << r.err;
    EXPECT_NE(r.out.find("b A" + std::to_string(n) + ": ok\nblack wins (bottom row to top row)\n"),
              std::string::npos)
        << n << "\n" << r.out;
    EXPECT_EQ(r.out.find("wins"), r.out.rfind("wins")) << n;
  }
  const Outcome nineteen = run(bitcc::cli::run_hex, {"--size=19"}, "b S19\nw T1\nboard\n");
  EXPECT_EQ(nineteen.err,
            "bitcc hex: line 2: 'T1': expected a point like C4 (columns A-S; rows 1-19)\n");
  EXPECT_NE(nineteen.out.find("b S19: ok\n"
                              "                  19 . . . . . . . . . . . . . . . . . . X\n"),
            std::string::npos)
      << nineteen.out;
  EXPECT_NE(nineteen.out.find("   A B C D E F G H I J K L M N O P Q R S\nno winner yet\n"),
            std::string::npos)
      << nineteen.out;
  for (const std::string size : {"1", "20", "0", "-3", "11x11"}) {
    const Outcome bad = run(bitcc::cli::run_hex, {"--size", size}, "");
    EXPECT_EQ(bad.status, 2) << size;
    EXPECT_EQ(bad.err, "bitcc hex: --size: '" + size + "' is not a whole number from 2 to 19\n"
                       "Run 'bitcc hex --help' for usage.\n");
  }
  const Outcome small = run(bitcc::cli::run_hex, {"--size", "3"}, "hello\n");
  EXPECT_EQ(small.err, "bitcc hex: line 1: 'hello': expected 'b B2', 'w B2' or 'board'\n");
  EXPECT_NE(run(bitcc::cli::run_hex, {"--help"}, "").out.find("2 to 19 (default 11)"),
            std::string::npos);
}

constexpr const char* kMap =
    "..#...\n"
    "..#...\n"
    "###...\n"
    ".#....\n";

TEST(GameCommands, TerrainAnswersQueriesOnEveryEngine) {
  const std::string queries =
      "\n"
      "connected 1 1 2 2\n"
      "connected 1 1 1 4\n"
      "size 4 3\n"
      "connected 1 1 1 3\n"   // blocked
      "size 5 1\n"            // outside
      "size one 1\n"
      "regions\n";
  for (const std::string engine : {"auto", "labels", "bitboard", "union-find"}) {
    const Outcome r = run(bitcc::cli::run_terrain, {"--engine", engine}, kMap + queries);
    EXPECT_EQ(r.status, 1);
    const std::string kind = engine == "union-find" ? "union-find"
                             : engine == "bitboard" ? "bitboard 11x11"
                                                    : "labels";
    EXPECT_EQ(r.out, "map: 4 rows of 6 cells (" + kind +
                         ")\n"
                         "connected 1 1 2 2: yes\n"
                         "connected 1 1 1 4: no\n"
                         "size 4 3: 13\n"
                         "regions: 3, sizes 4 13 1\n")
        << engine;
    EXPECT_EQ(r.err,
              "bitcc terrain: line 9: 'connected 1 1 1 3': row 1, column 3 is blocked ('#')\n"
              "bitcc terrain: line 10: 'size 5 1': row 5, column 1 is outside the map (4 rows "
              "of 6 cells)\n"
              "bitcc terrain: line 11: 'size one 1': row and column numbers must be whole "
              "numbers\n")
        << engine;
  }
}

TEST(GameCommands, TerrainLabelsEveryMapByDefault) {
  auto map_of = [](int width, int height) {
    std::string text;
    for (int row = 0; row < height; ++row)
      text += std::string(static_cast<std::size_t>(width), '.') + "\n";
    return text;
  };
  EXPECT_EQ(run(bitcc::cli::run_terrain, {}, map_of(30, 20) + "\nsize 20 30\n").out,
            "map: 20 rows of 30 cells (labels)\nsize 20 30: 600\n");
  EXPECT_EQ(run(bitcc::cli::run_terrain, {}, map_of(33, 32) + "\nregions\n").out,
            "map: 32 rows of 33 cells (labels)\nregions: 1, sizes 1056\n");
  // Rows over 64 cells span words; two threads label bands of rows.
  const std::string stripes = [] {
    std::string text;
    for (int row = 0; row < 40; ++row) text += std::string(130, row % 3 == 2 ? '#' : '.') + "\n";
    return text;
  }();
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{}, {"--threads", "2"}, {"--engine", "union-find"}}) {
    const Outcome r = run(bitcc::cli::run_terrain, args,
                          stripes + "\nregions\nconnected 1 1 2 130\nconnected 1 1 4 1\nsize 40 130\n");
    EXPECT_EQ(r.status, 0) << r.err;
    // Rows 1-2, 4-5, ..., 37-38 (2 x 130 cells each) and row 40 alone.
    EXPECT_NE(r.out.find("regions: 14, sizes 260 260 260 260 260 260 260 260 260 260 260 260 260 "
                         "130\nconnected 1 1 2 130: yes\nconnected 1 1 4 1: no\nsize 40 130: 130\n"),
              std::string::npos)
        << r.out;
  }
  const Outcome threads = run(bitcc::cli::run_terrain, {"--threads", "-1"}, map_of(2, 2));
  EXPECT_EQ(threads.status, 2);
  EXPECT_NE(threads.err.find("bitcc terrain: --threads"), std::string::npos) << threads.err;
}

TEST(GameCommands, TerrainBitboardEnginePicksABoardBySize) {
  const std::vector<std::string> bitboard = {"--engine", "bitboard"};
  const std::string wide = std::string(16, '.') + "\n";
  EXPECT_NE(run(bitcc::cli::run_terrain, bitboard, wide).out.find("(bitboard 16x8)"),
            std::string::npos);
  const std::string tall = [] {
    std::string text;
    for (int i = 0; i < 16; ++i) text += "..#.\n";
    return text;
  }();
  const Outcome r = run(bitcc::cli::run_terrain, bitboard, tall + "\nregions\n");
  EXPECT_EQ(r.out, "map: 16 rows of 4 cells (bitboard 8x16)\nregions: 2, sizes 32 16\n");
  const std::string two_rows = std::string(20, '.') + "\n" + std::string(20, '.') + "\n";
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, two_rows + "\nregions\n").out,
            "map: 2 rows of 20 cells (wide bitboard 24x8)\nregions: 1, sizes 40\n");
  auto map_of = [](int width, int height) {
    std::string text;
    for (int row = 0; row < height; ++row)
      text += std::string(static_cast<std::size_t>(width), '.') + "\n";
    return text;
  };
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, map_of(30, 20) + "\nsize 20 30\n").out,
            "map: 20 rows of 30 cells (wide bitboard 32x24)\nsize 20 30: 600\n");
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, map_of(32, 32) + "\nregions\n").out,
            "map: 32 rows of 32 cells (wide bitboard 32x32)\nregions: 1, sizes 1024\n");
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, map_of(1024, 1) + "\nconnected 1 1 1 1024\n").out,
            "map: 1 row of 1024 cells (wide bitboard 1024x1)\nconnected 1 1 1 1024: yes\n");
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, map_of(1, 1024) + "\nsize 1024 1\n").out,
            "map: 1024 rows of 1 cell (wide bitboard 1x1024)\nsize 1024 1: 1024\n");
  // Over 1024 cells --engine bitboard refuses the map; union-find takes it.
  const std::string large = map_of(33, 32);
  EXPECT_EQ(run(bitcc::cli::run_terrain, {"--engine", "union-find"}, large + "\nregions\n").out,
            "map: 32 rows of 33 cells (union-find)\nregions: 1, sizes 1056\n");
  const Outcome refused = run(bitcc::cli::run_terrain, bitboard, large);
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_EQ(refused.err,
            "bitcc terrain: --engine bitboard: a map of 32 rows of 33 cells (1056 cells) is over "
            "1024 cells, the most a bitboard holds; use --engine auto, labels or union-find\n");
  EXPECT_EQ(run(bitcc::cli::run_terrain, bitboard, map_of(1025, 1)).status, 2);
}

TEST(GameCommands, TerrainMapEndsAtABlankLineOfSpaces) {
  // The help says "blank": a line of spaces and tabs ends the map like an empty one; blank
  // lines before the map are skipped.
  const Outcome r = run(bitcc::cli::run_terrain, {}, "\n  \n.#\n#.\n \t \nregions\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "map: 2 rows of 2 cells (labels)\nregions: 2, sizes 1 1\n");
}

TEST(GameCommands, SingularAndPluralInMessages) {
  const Outcome one = run(bitcc::cli::run_terrain, {}, ".\n\nsize 1 2\n");
  EXPECT_EQ(one.out, "map: 1 row of 1 cell (labels)\n");
  EXPECT_EQ(one.err,
            "bitcc terrain: line 3: 'size 1 2': row 1, column 2 is outside the map (1 row of 1 "
            "cell)\n");
  const Outcome short_row = run(bitcc::cli::run_terrain, {}, "..\n.\n");
  EXPECT_EQ(short_row.err,
            "bitcc terrain: line 2: 1 cell, expected 2 like line 1\n"
            "bitcc terrain: no queries answered, the map is invalid\n");
}

TEST(GameCommands, OptionsTakeTheirValueEitherWay) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--size", "3", "--engine", "bitboard"},
        {"--size=3", "--engine=bitboard"},
        {"--engine=BITBOARD", "--size", "3"}}) {
    const Outcome r = run(bitcc::cli::run_rhex, args, "board\n");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "   3 . . .\n  2 . . .\n 1 . . .\n   A B C\n");
  }
  const Outcome terrain = run(bitcc::cli::run_terrain, {"--engine", "fast"}, "");
  EXPECT_EQ(terrain.status, 2);
  EXPECT_EQ(terrain.err,
            "bitcc terrain: --engine: unknown value 'fast' (choices: auto, labels, bitboard, "
            "union-find)\n"
            "Run 'bitcc terrain --help' for usage.\n");
  const Outcome board = run(bitcc::cli::run_go, {"--board=yes"}, "");
  EXPECT_EQ(board.status, 2);
  EXPECT_NE(board.err.find("bitcc go: --board takes no value"), std::string::npos) << board.err;
}

TEST(GameCommands, TerrainRowOfOneBlockedCellIsNotAComment) {
  // "#" alone is a row of a map one cell wide; only "# " (a space after '#') is a comment line.
  const Outcome r = run(bitcc::cli::run_terrain, {}, ".\n#\n# a comment\n.\n\nregions\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "map: 3 rows of 1 cell (labels)\nregions: 2, sizes 1 1\n");
}


// ---- Go at every size, and GTP ---------------------------------------------------------------

TEST(GameCommands, GoPlaysEverySizeFromTwoToNineteen) {
  const Outcome tiny = run(bitcc::cli::run_go, {"--size", "2"}, "b pass\nw A2\nb pass\nw B1\nb A1\nscore\n");
  EXPECT_EQ(tiny.status, 1) << tiny.err;  // black A1 would have no liberty: suicide
  EXPECT_EQ(tiny.err, "bitcc go: line 5: b A1: refused, suicide (the stone's block would have no liberty)\n");
  const Outcome big = run(bitcc::cli::run_go, {"--size=19"}, "b T19\nw S19\nb A1\nw T18\nliberties T18\n");
  EXPECT_EQ(big.status, 0) << big.err;
  EXPECT_NE(big.out.find("w T18: ok, captured 1: T19\n"), std::string::npos) << big.out;
  EXPECT_NE(big.out.find("liberties T18: 3 T17 S18 T19\n"), std::string::npos) << big.out;
  EXPECT_NE(big.out.find("   A B C D E F G H J K L M N O P Q R S T\n19 . . "), std::string::npos) << big.out;
  EXPECT_NE(big.out.find("\n 1 X . . "), std::string::npos) << big.out;
  const Outcome off = run(bitcc::cli::run_go, {"--size", "13"}, "b O1\n");
  EXPECT_EQ(off.err, "bitcc go: line 1: 'O1': expected a point like C4 (columns A-H, J-N, no I; rows 1-13)\n");
  for (const char* size : {"1", "20", "0", "-3", "9x9", ""}) {
    const Outcome bad = run(bitcc::cli::run_go, {"--size", size}, "");
    EXPECT_EQ(bad.status, 2) << size;
    EXPECT_NE(bad.err.find("--size: '" + std::string(size) + "' is not a whole number from 2 to 19"),
              std::string::npos) << bad.err;
  }
  EXPECT_EQ(run(bitcc::cli::run_go, {"--seed", "4"}, "").status, 2);  // genmove's: GTP only
  EXPECT_EQ(run(bitcc::cli::run_go, {"--gtp", "--board"}, "").status, 2);
}

// A GTP session: each command with its exact response, "=[id] result" or "?[id] message", then a
// blank line (GTP 2, section 3.4).
TEST(GameCommands, GoGtpAnswersEachCommandLineByLine) {
  const std::vector<std::pair<std::string, std::string>> session = {
      {"protocol_version", "= 2\n\n"},
      {"7 name", "=7 bitcc\n\n"},
      {"version", std::string("= ") + BITCC_VERSION + "\n\n"},
      {"known_command genmove", "= true\n\n"},
      {"12 known_command frobnicate", "=12 false\n\n"},
      {"frobnicate", "? unknown command\n\n"},
      {"3 frobnicate 1 2", "?3 unknown command\n\n"},
      {"boardsize 20", "? unacceptable size\n\n"},
      {"boardsize nine", "? syntax error\n\n"},
      {"boardsize", "? syntax error (wrong number of arguments)\n\n"},
      {"boardsize 5", "=\n\n"},
      {"komi 6.5", "=\n\n"},
      {"komi six", "? syntax error\n\n"},
      {"play b C3", "=\n\n"},
      {"play w F3", "? illegal move (F3 is off the 5x5 board)\n\n"},
      {"play b Z1", "? illegal move (Z1 is off the 5x5 board)\n\n"},
      {"play b I1", "? syntax error\n\n"},  // no column I on any board: not a vertex
      {"play b C", "? syntax error\n\n"},
      {"play x C2", "? syntax error\n\n"},
      {"play b C2", "=\n\n"},  // black again: GTP names the color of each move
      {"play WHITE d2", "=\n\n"},
      {"play black pass", "=\n\n"},
      {"play b C3", "? illegal move (the point is occupied)\n\n"},
      {"showboard", "= \n  A B C D E\n5 . . . . . 5\n4 . . . . . 4\n3 . . X . . 3\n"
                    "2 . . X O . 2\n1 . . . . . 1\n  A B C D E\n\n"},
      // The playouts find white's one stone against two dead: off the board, black's two stones
      // own all 25 points, less komi 6.5 (as the board stands it would be W+5.5).
      {"final_status_list dead", "= D2\n\n"},
      {"final_score", "= B+18.5\n\n"},
      {"fixed_handicap 2", "? board not empty\n\n"},
      {"undo", "=\n\n"},
      {"undo", "=\n\n"},
      {"undo", "=\n\n"},
      {"undo", "=\n\n"},
      {"undo", "? cannot undo\n\n"},
      {"komi 0", "=\n\n"},
      {"final_score", "= 0\n\n"},
      {"9 clear_board", "=9\n\n"},
      {"list_commands", "= protocol_version\nname\nversion\nknown_command\nlist_commands\n"
                        "boardsize\nclear_board\nkomi\nfixed_handicap\nplace_free_handicap\n"
                        "set_free_handicap\nplay\ngenmove\nundo\ntime_settings\ntime_left\n"
                        "final_score\nfinal_status_list\nshowboard\nquit\n\n"},
      {"boardsize 9", "=\n\n"},
      {"fixed_handicap 4", "= C3 G7 C7 G3\n\n"},  // 9x9's fixed points (GTP 2, section 4.1.1)
      {"fixed_handicap 9", "? board not empty\n\n"},
      {"clear_board", "=\n\n"},
      {"fixed_handicap 10", "? invalid number of stones\n\n"},
      {"fixed_handicap 1", "? invalid number of stones\n\n"},
      {"fixed_handicap two", "? syntax error\n\n"},
      {"fixed_handicap 9", "= C3 G7 C7 G3 C5 G5 E3 E7 E5\n\n"},
      {"boardsize 19", "=\n\n"},
      {"fixed_handicap 7", "= D4 Q16 D16 Q4 D10 Q10 K10\n\n"},
      {"boardsize 8", "=\n\n"},
      {"fixed_handicap 5", "? invalid number of stones\n\n"},  // even sizes: 4 at most
      {"place_free_handicap 6", "= C3 F6 C6 F3\n\n"},  // fewer stones than asked (section 4.1.2)
      {"boardsize 6", "=\n\n"},
      {"fixed_handicap 2", "? invalid number of stones\n\n"},  // none below 7x7
      {"set_free_handicap A1", "? bad vertex list\n\n"},
      {"set_free_handicap A1 A1", "? bad vertex list\n\n"},
      {"set_free_handicap A1 G1", "? bad vertex list\n\n"},
      {"set_free_handicap A1 b2 F6", "=\n\n"},
      {"final_status_list alive", "= A1\nB2\nF6\n\n"},
      {"final_status_list dead", "=\n\n"},
      {"final_status_list seki", "=\n\n"},
      {"final_status_list dying", "? syntax error\n\n"},
      {"time_settings 300 0 0", "=\n\n"},
      {"time_left white 20 0", "=\n\n"},
      {"time_left purple 20 0", "? syntax error\n\n"},
      {"10 quit", "=10\n\n"},
  };
  std::string input, expected;
  for (const auto& [command, response] : session) {
    input += command + "\n";
    expected += response;
  }
  input += "name\n";  // after quit: not read
  const Outcome r = run(bitcc::cli::run_go, {"--gtp"}, input);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, expected);
}

// GTP's preprocessing (section 3.1): comments, control characters, tabs and blank lines; long
// lines; the end of the input without quit.
TEST(GameCommands, GoGtpPreprocessesItsInput) {
  const std::string input = "# a comment line\n\n   \n1\tname # trailing\r\n\x01 2 version\x7f\n" +
                            std::string(5000, 'x') + "\nprotocol_version";
  const Outcome r = run(bitcc::cli::run_go, {"--gtp"}, input);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, std::string("=1 bitcc\n\n=2 ") + BITCC_VERSION +
                       "\n\n? line too long (more than 4096 bytes)\n\n= 2\n\n");
}

// genmove: the search, seeded (the same seed, the same game), never an illegal move nor a move
// into its own eye; two passes or a resignation end a game of genmoves, and then final_score.
TEST(GameCommands, GoGtpGenmovePlaysSeededLegalGames) {
  std::string input = "boardsize 7\nkomi 0.5\n";
  for (int move = 0; move < 98; ++move) input += move % 2 == 0 ? "genmove b\n" : "genmove w\n";
  input += "final_score\nshowboard\n";
  const std::vector<std::string> options = {"--gtp", "--playouts", "100", "--seed", "5"};
  const Outcome a = run(bitcc::cli::run_go, options, input);
  const Outcome b = run(bitcc::cli::run_go, options, input);
  const Outcome c = run(bitcc::cli::run_go, {"--gtp", "--playouts", "100", "--seed", "6"}, input);
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_EQ(a.out.find("?"), std::string::npos) << a.out;
  // The moves up to the two passes or the resignation, replayed on the line mode's engine, are
  // all legal.
  std::istringstream responses(a.out);
  std::string line, moves;
  int index = 0, passes_in_a_row = 0;
  bool resigned = false;
  std::getline(responses, line);  // boardsize's "="
  while (passes_in_a_row < 2 && !resigned && std::getline(responses, line)) {
    if (line.rfind("= ", 0) != 0) continue;
    const std::string vertex = line.substr(2);
    resigned = vertex == "resign";
    if (resigned) break;
    passes_in_a_row = vertex == "pass" ? passes_in_a_row + 1 : 0;
    moves += std::string(index % 2 == 0 ? "b " : "w ") + vertex + "\n";
    ++index;
  }
  ASSERT_TRUE(passes_in_a_row == 2 || resigned) << a.out;
  const Outcome replay = run(bitcc::cli::run_go, {"--size", "7"}, moves);
  EXPECT_EQ(replay.status, 0) << replay.err;
  if (!resigned) {
    EXPECT_NE(replay.out.find("game over (two passes)"), std::string::npos);
  }
  EXPECT_TRUE(a.out.find("= B+") != std::string::npos || a.out.find("= W+") != std::string::npos ||
              a.out.find("\n= 0\n") != std::string::npos) << a.out;
  // ... and genmove for the color not to move plays it (GTP 2: a controller may ask either).
  const Outcome either = run(bitcc::cli::run_go, {"--gtp", "--playouts", "50"}, "genmove w\ngenmove w\ngenmove x\n");
  EXPECT_EQ(either.out.substr(0, 2), "= ") << either.out;
  EXPECT_EQ(either.out.find("\n\n? "), either.out.find("? syntax error") - 2) << either.out;
}

// The search's options: --playouts 0 needs --time, and they are for --gtp.
TEST(GameCommands, GoSearchOptions) {
  EXPECT_EQ(run(bitcc::cli::run_go, {"--gtp", "--playouts", "0"}, "").status, 2);
  EXPECT_EQ(run(bitcc::cli::run_go, {"--gtp", "--time", "0"}, "").status, 2);
  EXPECT_EQ(run(bitcc::cli::run_go, {"--gtp", "--time", "soon"}, "").status, 2);
  EXPECT_EQ(run(bitcc::cli::run_go, {"--threads", "2"}, "").status, 2);
  const Outcome timed = run(bitcc::cli::run_go, {"--gtp", "--playouts", "0", "--time", "0.05", "--threads", "2"},
                            "genmove b\ntime_settings 10 0 0\ntime_left b 1 0\ngenmove b\n");
  EXPECT_EQ(timed.status, 0);
  EXPECT_EQ(timed.out.find("?"), std::string::npos) << timed.out;
}

}  // namespace
