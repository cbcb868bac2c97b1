#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Plays Go games between two GTP engines and reports the result.

    tools/go_match.py --games 50 \\
        --first 'build/release/tools/bitcc go --gtp --playouts 10000 --threads 1' \\
        --second 'gnugo --mode gtp --level 1 --chinese-rules'

Each engine is a process started once from its command line (split like a shell would, no
shell). Every game: boardsize, clear_board and komi to both; black moves first, the first engine
takes black in the even games (0, 2, ...) and white in the others; each move is asked with
genmove and passed on with play; a game ends on two consecutive passes, a resignation, or
--max-moves moves. A finished game (two passes or the move limit) is scored by asking both
engines final_score; the --judge engine's score decides, and a disagreement is counted and
printed. Prints one line per game, then the wins of each engine, the first engine's win rate
with a 95 % Wilson interval, and each engine's mean seconds per genmove (wall clock).

Exit status: 0, 1 when an engine fails (a refused move, an answer that is not GTP, an engine
that exits), 2 for a wrong command line.
"""

import argparse
import math
import shlex
import subprocess
import sys
import time


class EngineError(Exception):
    pass


class Engine:
    """A GTP engine process: command() sends one command and returns its answer."""

    def __init__(self, name, command_line):
        self.name = name
        self.command_line = command_line
        self.process = subprocess.Popen(shlex.split(command_line), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True, bufsize=1)
        self.genmove_seconds = 0.0
        self.genmoves = 0

    def command(self, line):
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError) as error:
            raise EngineError(f"{self.name}: cannot send '{line}': {error}") from error
        lines = []
        while True:
            answer = self.process.stdout.readline()
            if answer == "":
                raise EngineError(f"{self.name}: exited while answering '{line}'")
            answer = answer.rstrip("\r\n")
            if answer == "" and lines:
                break
            if answer != "" or lines:
                lines.append(answer)
        text = "\n".join(lines)
        if text[:1] not in ("=", "?"):
            raise EngineError(f"{self.name}: '{line}' answered '{text}', not GTP")
        return text[0] == "=", text[1:].strip()

    def must(self, line):
        ok, answer = self.command(line)
        if not ok:
            raise EngineError(f"{self.name}: '{line}' refused: {answer}")
        return answer

    def genmove(self, color):
        start = time.monotonic()
        answer = self.must(f"genmove {color}")
        self.genmove_seconds += time.monotonic() - start
        self.genmoves += 1
        return answer.lower()

    def close(self):
        try:
            self.command("quit")
        except EngineError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def score_winner(score):
    """'B+3.5' -> 'black', 'W+R' -> 'white', '0' -> None."""
    score = score.strip().upper()
    if score.startswith("B+"):
        return "black"
    if score.startswith("W+"):
        return "white"
    return None


def play_game(black, white, judge, size, komi, max_moves):
    """Plays one game; returns (winner color or None, how it ended, both scores)."""
    for engine in (black, white):
        engine.must(f"boardsize {size}")
        engine.must("clear_board")
        engine.must(f"komi {komi}")
    players = {"black": (black, white), "white": (white, black)}
    color, passes, moves = "black", 0, 0
    while passes < 2 and moves < max_moves:
        mover, other = players[color]
        move = mover.genmove(color)
        if move == "resign":
            winner = "white" if color == "black" else "black"
            return winner, f"{color} resigned after {moves} moves", {}
        other.must(f"play {color} {move}")
        passes = passes + 1 if move == "pass" else 0
        moves += 1
        color = "white" if color == "black" else "black"
    scores = {engine.name: engine.must("final_score") for engine in (black, white)}
    ended = "two passes" if passes == 2 else f"the move limit ({max_moves})"
    return score_winner(scores[judge.name]), f"{ended} after {moves} moves", scores


def wilson(wins, games, z=1.96):
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--first", required=True, help="the first engine's command line")
    parser.add_argument("--second", required=True, help="the second engine's command line")
    parser.add_argument("--games", type=int, default=50, help="games to play (default 50)")
    parser.add_argument("--size", type=int, default=9, help="board size (default 9)")
    parser.add_argument("--komi", type=float, default=7.5, help="komi (default 7.5)")
    parser.add_argument("--max-moves", type=int, default=400, help="move limit of a game (default 400)")
    parser.add_argument("--judge", choices=["first", "second"], default="second",
                        help="whose final_score decides a finished game (default second)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.size < 2 or args.max_moves < 1:
        parser.error("--games, --size and --max-moves must be positive (size at least 2)")

    first = Engine("first", args.first)
    second = Engine("second", args.second)
    judge = first if args.judge == "first" else second
    wins = {"first": 0, "second": 0, "none": 0}
    disagreements = 0
    try:
        for game in range(args.games):
            black, white = (first, second) if game % 2 == 0 else (second, first)
            winner, ended, scores = play_game(black, white, judge, args.size, args.komi, args.max_moves)
            winners = {score_winner(score) for score in scores.values()}
            disagree = len(winners) > 1
            disagreements += disagree
            name = {"black": black.name, "white": white.name}.get(winner, "none")
            wins[name] += 1
            score_text = ", ".join(f"{engine} {score}" for engine, score in scores.items())
            print(f"game {game + 1}: first plays {'black' if black is first else 'white'}; {ended}; "
                  f"winner {name}" + (f" ({score_text})" if scores else "") +
                  (" SCORES DISAGREE" if disagree else ""), flush=True)
    except EngineError as error:
        print(f"go_match.py: {error}", file=sys.stderr)
        return 1
    finally:
        first.close()
        second.close()
    games = args.games
    low, high = wilson(wins["first"], games)
    print(f"games {games}: first {wins['first']}, second {wins['second']}, undecided {wins['none']}; "
          f"final_score disagreements {disagreements}")
    print(f"first's win rate {wins['first'] / games:.3f} (95 % interval {low:.3f}-{high:.3f})")
    for engine in (first, second):
        mean = engine.genmove_seconds / engine.genmoves if engine.genmoves else 0.0
        print(f"{engine.name}: {engine.genmoves} moves, {mean:.3f} s per move: {engine.command_line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
