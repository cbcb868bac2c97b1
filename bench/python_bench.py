#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.label against scipy.ndimage.label, skimage.measure.label and OpenCV (the fastest of its
SAUF, BBDT and Spaghetti, one thread), and cc3d when it can be imported: 19x19, 256x256,
1024x1024 and 4096x4096 maps (random 0.2 and 0.5, terrain, maze; tests/python/bitcc_maps.py, fixed
seeds), 4- and 8-connectivity, bitcc from bool arrays and from np.packbits rows. Run by hand (not a
test), in one process, with bitcc installed (tools/python_test.sh builds build/python-venv):

    build/python-venv/bin/python bench/python_bench.py [--sizes 19,256,1024,4096] [--repeat 7]

Every call labels into a preallocated int32 array where the library takes one (bitcc, scipy,
OpenCV; scikit-image and cc3d allocate theirs). Each library's answer is checked against scipy's
before it is timed. Repetitions are interleaved (each round times every library once, a batch of
calls of at least ~2 ms each), and the figure is the median round, in ns per cell of the calling
thread's CPU time (every library runs in it, one thread; its page faults count, time the host or
another process takes does not). A call's time depends on the call before it: on a virtual
machine, bitcc.label from a bool 4096x4096 maze took 1.38 ns per cell after itself and 1.5..2.2
after an OpenCV call, bitcc.label_packed 1.33 and 1.5..1.6 (no page faults in either). So each
round times the libraries in a new order (shuffled, fixed seed), where rounds in one order had
bitcc from bool arrays always follow OpenCV. Ratios: the fastest of scipy, scikit-image and
OpenCV over bitcc (bool input), and scipy over bitcc. Then the
cost of one call at 19x19 in microseconds, and batches for game environments: 10,000 6x12 boards
through bitcc.boards (words and cells), 10,000 Smash the Code turns through bitcc.stc.play, and
light 9x9 and 19x19 Go playouts through bitcc.go.playouts, in ns per board, turn or playout.
--sections picks among maps, call and batches.
"""
import argparse
import os
import platform
import random
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "python"))
from bitcc_maps import maze_map, random_map, terrain_map  # noqa: E402

import bitcc  # noqa: E402
import scipy.ndimage as ndi  # noqa: E402

try:
    import skimage.measure as skm
except ImportError:
    skm = None
try:
    import cv2
    cv2.setNumThreads(0)  # sequential, as bitcc's threads=1
except ImportError:
    cv2 = None
try:
    import cc3d
except ImportError:
    cc3d = None

EIGHT = np.ones((3, 3), dtype=bool)
KINDS = {
    "random 0.2": lambda n: random_map(n, n, 0.2, 11),
    "random 0.5": lambda n: random_map(n, n, 0.5, 12),
    "terrain": lambda n: terrain_map(n, n, 13),
    "maze": lambda n: maze_map(n, n, 14),
}


def contenders(image, connectivity):
    """{name: zero-argument call returning labels} for one map."""
    n = image.shape[1]
    out = np.empty(image.shape, np.int32)
    packed = np.packbits(image, axis=1, bitorder="little")
    u8 = image.view(np.uint8)
    calls = {
        "bitcc": lambda: bitcc.label(image, connectivity, out=out)[0],
        "bitcc packed": lambda: bitcc.label_packed(packed, n, connectivity, out=out)[0],
        "scipy": lambda: ndi.label(image, structure=EIGHT if connectivity == 8 else None,
                                   output=out) and out,
    }
    if skm is not None:
        calls["scikit-image"] = lambda: skm.label(image, connectivity=1 if connectivity == 4 else 2)
    if cv2 is not None:
        for name in ("SAUF", "BBDT", "SPAGHETTI"):
            algorithm = getattr(cv2, "CCL_" + name)
            calls["opencv " + name.lower()] = (
                lambda a=algorithm: cv2.connectedComponentsWithAlgorithm(
                    u8, connectivity, cv2.CV_32S, a, labels=out)[1])
    if cc3d is not None:
        calls["cc3d"] = lambda: cc3d.connected_components(image, connectivity=connectivity)
    return calls


def same_components(a, b):
    """Equal up to a renumbering of labels (OpenCV numbers 8-connected components its own way)."""
    if not np.array_equal(a != 0, b != 0):
        return False
    pairs = np.unique(np.stack([a[a != 0], b[b != 0]]), axis=1)
    return len(np.unique(pairs[0])) == pairs.shape[1] == len(np.unique(pairs[1]))


def measure(calls, cells, repeat):
    # Calls per round: enough for ~2 ms, from one untimed call each.
    batch = {}
    for name, call in calls.items():
        t = time.thread_time()
        call()
        batch[name] = max(1, int(2e-3 / max(time.thread_time() - t, 1e-7)))
    rounds = {name: [] for name in calls}
    order = list(calls)
    shuffle = random.Random(1)
    for _ in range(repeat):
        shuffle.shuffle(order)  # a new order each round: no library always follows the same one
        for name in order:
            call, k = calls[name], batch[name]
            t = time.thread_time()
            for _ in range(k):
                call()
            rounds[name].append((time.thread_time() - t) / k)
    return {name: statistics.median(times) / cells * 1e9 for name, times in rounds.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="19,256,1024,4096")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--sections", default="maps,call,batches")
    args = parser.parse_args()
    sections = set(args.sections.split(","))
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"bitcc {bitcc.__version__} ({bitcc.simd()}), numpy {np.__version__}, "
          f"scipy {__import__('scipy').__version__}, "
          f"scikit-image {__import__('skimage').__version__ if skm else '-'}, "
          f"opencv {cv2.__version__ if cv2 else '-'}, cc3d {'yes' if cc3d else 'not importable'}; "
          f"Python {platform.python_version()}; load average {os.getloadavg()[0]:.2f}; "
          f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime())} UTC")
    print("ns per cell of thread CPU time, medians of", args.repeat, "interleaved rounds; x: the "
          "fastest of scipy / scikit-image / OpenCV over bitcc (bool input); scipy x: scipy over "
          "bitcc")
    header = None
    for size in sizes if "maps" in sections else []:
        maps = {kind: make(size) for kind, make in KINDS.items()}
        for connectivity in (4, 8):
            for kind, image in maps.items():
                calls = contenders(image, connectivity)
                expected, _ = ndi.label(image, structure=EIGHT if connectivity == 8 else None)
                for name, call in calls.items():
                    got = call()
                    exact = name.startswith("bitcc") or name in ("scikit-image", "cc3d") or \
                        (name.startswith("opencv") and connectivity == 4)
                    ok = np.array_equal(got, expected) if exact else same_components(got, expected)
                    if not ok:
                        sys.exit(f"{name} disagrees with scipy on {kind} {size}x{size} "
                                 f"{connectivity}-connectivity")
                ns = measure(calls, image.size, args.repeat)
                opencv = min((v for k, v in ns.items() if k.startswith("opencv")), default=None)
                row = {"bitcc": ns["bitcc"], "packed": ns["bitcc packed"], "scipy": ns["scipy"],
                       "skimage": ns.get("scikit-image"), "opencv": opencv, "cc3d": ns.get("cc3d")}
                fastest = min(v for k, v in row.items()
                              if k in ("scipy", "skimage", "opencv") and v is not None)
                if header is None:
                    header = ["map", "conn"] + list(row) + ["x", "scipy x"]
                    print("| " + " | ".join(header) + " |")
                    print("|" + "---|" * 2 + "---:|" * (len(header) - 2))
                cells = [f"{v:.2f}" if v is not None else "-" for v in row.values()]
                print(f"| {size}x{size} {kind} | {connectivity} | " + " | ".join(cells) +
                      f" | {fastest / row['bitcc']:.2f} | {row['scipy'] / row['bitcc']:.2f} |",
                      flush=True)
    if "call" in sections:
        one_call(args.repeat)
    if "batches" in sections:
        batches(args.repeat)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


def batches(repeat):
    n = 10000
    rng = np.random.default_rng(5)
    cells = rng.random((n, 12, 6)) < rng.random((n, 1, 1))
    words = np.zeros((n, 16), np.uint8)
    words[:, :9] = np.packbits(cells.reshape(n, 72), axis=1, bitorder="little")
    words = words.view(np.uint64).copy()
    grids = np.full((n, 12, 6), bitcc.stc.EMPTY, np.int8)
    heights = rng.integers(0, 9, (n, 6))
    for c in range(6):  # columns of random colors, then resolved: settled grids of a game
        grids[:, :, c] = np.where(np.arange(12) < heights[:, c, None],
                                  rng.integers(1, 5, (n, 12)), bitcc.stc.EMPTY)
    grids = bitcc.stc.resolve(grids)[0]
    pairs = rng.integers(1, 5, (n, 2))
    x, rotation = rng.integers(0, 5, n), rng.integers(0, 2, n)
    calls = {"boards.groups_at_least(words (N, 2), 4)":
                 lambda: bitcc.boards.groups_at_least(words, 4),
             "boards.groups_at_least(cells (N, 12, 6) bool, 4)":
                 lambda: bitcc.boards.groups_at_least(cells, 4),
             "boards.counts(words)": lambda: bitcc.boards.counts(words),
             "stc.legal_moves(grids, pairs)": lambda: bitcc.stc.legal_moves(grids, pairs),
             "stc.play(grids, pairs, x, rotation)":
                 lambda: bitcc.stc.play(grids, pairs, x, rotation)}
    for name, t in measure(calls, n, repeat).items():
        print(f"a batch of {n} boards, {name}: {t:.1f} ns per board")
    for size, count in ((9, 2000), (19, 200)):
        board = bitcc.go.Board(size)
        t = measure({"go": lambda: bitcc.go.playouts(board, count, 1)}, count, repeat)["go"]
        print(f"bitcc.go.playouts({size}x{size} empty board, {count}): {t / 1000:.2f} us per "
              f"playout, {1e9 / t / 1000:.1f} k playouts/s")


def one_call(repeat):
    # The cost of one call at 19x19, and of a call that does nothing, in microseconds.
    image = random_map(19, 19, 0.5, 1)
    out = np.empty(image.shape, np.int32)
    packed = np.packbits(image, axis=1, bitorder="little")
    calls = {"bitcc.label(image, out=out)": lambda: bitcc.label(image, out=out),
             "bitcc.label(image)": lambda: bitcc.label(image),
             "bitcc.label_packed(packed, 19, out=out)":
                 lambda: bitcc.label_packed(packed, 19, out=out),
             "bitcc.simd() (a call doing nothing)": bitcc.simd}
    us = measure(calls, 1, repeat * 3)
    for name, t in us.items():
        print(f"19x19 random 0.5, {name}: {t / 1000:.3f} us per call")


if __name__ == "__main__":
    main()
