#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Maps of values and wrap-around, by hand (not a test), with bitcc installed
(tools/python_test.sh builds build/python-venv):

    build/python-venv/bin/python bench/maps_values_bench.py [--sizes 1024,4096] [--repeat 7]

bitcc.label_values on maps of 4 and 16 values (uint8; random: every cell drawn from 0..k, so a
fifth or a seventeenth clear; terrain: smooth noise cut into k bands, clear below the first),
against bitcc.label on a two-value map of the same size and kind (random 0.5, terrain;
tests/python/bitcc_maps.py) and against OpenCV labeling each value's mask in turn
(cv2.connectedComponents on image == v, the mask included in the time, its default algorithm).
Then bitcc.label with periodic=True against without, on random 0.5, terrain and maze maps.
label_values is checked against scipy on each value's mask first. Timed by bench/python_bench.py's
measure: repetitions interleaved (each round times every call, in a new order, as many calls as
take about 2 ms after an untimed one); the figure is the median round, in ns per cell of the
calling thread's CPU time (OpenCV made sequential, as label_values).
"""
import argparse
import os
import platform
import sys

import numpy as np
import scipy.ndimage as ndi

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "python"))
from bitcc_maps import _value_noise, maze_map, random_map, terrain_map  # noqa: E402
sys.path.insert(0, HERE)
from python_bench import measure  # noqa: E402  (the same timing as the map benchmark)

import bitcc  # noqa: E402
import cv2  # noqa: E402

cv2.setNumThreads(0)  # sequential, as label_values (one thread)


def value_maps(side, kinds, seed):
    rng = np.random.default_rng(seed)
    random_values = rng.integers(0, kinds + 1, size=(side, side), dtype=np.uint8)
    field = 0.75 * _value_noise(rng, side, side, 32) + 0.25 * _value_noise(rng, side, side, 8)
    low, high = np.quantile(field, [0.2, 1.0])
    bands = np.clip(((field - low) / (high - low) * kinds).astype(np.int64) + 1, 0, kinds)
    bands[field < low] = 0
    # The noise comes in Fortran order; both maps in C order, as the two-value maps they are
    # compared with (a Fortran-ordered map is read by blocks first: tests/python, docs/python.md).
    return {"random": random_values, "terrain": np.ascontiguousarray(bands, dtype=np.uint8)}


def check(image, connectivity):
    structure = np.ones((3, 3), bool) if connectivity == 8 else None
    expected = np.zeros(image.shape, np.int64)
    total = 0
    for v in np.unique(image):
        if v == 0:
            continue
        labels, count = ndi.label(image == v, structure=structure)
        expected[labels > 0] = labels[labels > 0] + total
        total += count
    flat = expected.ravel()
    _, first = np.unique(flat, return_index=True)
    order = np.sort(first[flat[first] != 0])
    table = np.zeros(total + 1, np.int64)
    table[flat[order]] = np.arange(1, len(order) + 1)
    labels, count = bitcc.label_values(image, connectivity)
    assert count == total and (labels == table[expected]).all(), "label_values disagrees"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1024,4096")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    print(f"# {platform.processor() or platform.machine()}, bitcc {bitcc.__version__} "
          f"({bitcc.simd()}), OpenCV {cv2.__version__}, load {os.getloadavg()[0]:.2f}")
    print("| map | values | conn | label_values | label (2 values) | ratio | OpenCV per value "
          "| OpenCV / label_values |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for side in [int(s) for s in args.sizes.split(",")]:
        cells = side * side
        out = np.empty((side, side), np.int32)
        two = {"random": random_map(side, side, 0.5, side),
               "terrain": terrain_map(side, side, side)}
        for kinds in (4, 16):
            for kind, image in value_maps(side, kinds, side + kinds).items():
                for connectivity in (4, 8):
                    check(image, connectivity)
                    calls = {
                        "values": lambda: bitcc.label_values(image, connectivity, out=out),
                        "label": lambda: bitcc.label(two[kind], connectivity, out=out),
                        "opencv": lambda: [cv2.connectedComponents(
                            (image == v).view(np.uint8), connectivity=connectivity,
                            ltype=cv2.CV_32S) for v in range(1, kinds + 1)],
                    }
                    t = measure(calls, cells, args.repeat)
                    print(f"| {side}x{side} {kind} | {kinds} | {connectivity} | {t['values']:.2f} "
                          f"| {t['label']:.2f} | {t['values'] / t['label']:.2f} "
                          f"| {t['opencv']:.2f} | {t['opencv'] / t['values']:.2f} |", flush=True)
    print()
    print("| map | conn | label | periodic=True | ratio |")
    print("|---|---:|---:|---:|---:|")
    for side in [int(s) for s in args.sizes.split(",")]:
        cells = side * side
        out = np.empty((side, side), np.int32)
        for kind, image in (("random 0.5", random_map(side, side, 0.5, 1)),
                            ("terrain", terrain_map(side, side, 2)),
                            ("maze", maze_map(side, side, 3))):
            for connectivity in (4, 8):
                calls = {
                    "plain": lambda: bitcc.label(image, connectivity, out=out),
                    "periodic": lambda: bitcc.label(image, connectivity, periodic=True, out=out),
                }
                t = measure(calls, cells, args.repeat)
                print(f"| {side}x{side} {kind} | {connectivity} | {t['plain']:.2f} "
                      f"| {t['periodic']:.2f} | {t['periodic'] / t['plain']:.3f} |", flush=True)
    print(f"# load at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
