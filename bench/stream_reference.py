# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""The number of components of a raw PBM (P4) too large for one scipy call, for checking
`bitcc image --stream` (docs/maps.md): the image is read in BANDS bands of rows, each labeled by
scipy.ndimage.label, and the components of neighbouring bands that touch across the rows between
them are joined (a union-find over the labels on those rows), so

    count = sum of the bands' counts - the joins between bands.

Usage: python3 bench/stream_reference.py FILE.pbm [--connectivity 4|8] [--bands 16]
Prints "components: N", as `bitcc image` does. Needs numpy and scipy; memory: one band's pixels
and labels (5 bytes a pixel).
"""
import argparse
import sys

import numpy as np
from scipy import ndimage
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components


def read_header(f):
    """Width and height of a P4 file without comments, the file left at its first raster byte."""
    fields = []
    token = b""
    magic = f.read(2)
    if magic != b"P4":
        sys.exit("not a raw PBM (P4)")
    while len(fields) < 2:
        c = f.read(1)
        if c.isdigit():
            token += c
        elif token:
            fields.append(int(token))
            token = b""
    return fields[0], fields[1]


def face_pairs(above, below, eight):
    """Pairs of labels (above, below) of the touching pixels of two rows of labels."""
    pairs = [np.stack([above, below])]
    if eight:
        pairs.append(np.stack([above[:-1], below[1:]]))
        pairs.append(np.stack([above[1:], below[:-1]]))
    joined = np.concatenate(pairs, axis=1)
    return joined[:, (joined[0] != 0) & (joined[1] != 0)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--connectivity", type=int, choices=(4, 8), default=4)
    parser.add_argument("--bands", type=int, default=16)
    args = parser.parse_args()
    eight = args.connectivity == 8
    structure = np.ones((3, 3), bool) if eight else None
    with open(args.file, "rb") as f:
        width, height = read_header(f)
        row_bytes = (width + 7) // 8
        total = 0  # labels given so far (each band's offset by it)
        pairs = []
        last_row = None
        for band in range(args.bands):
            first, end = height * band // args.bands, height * (band + 1) // args.bands
            raw = np.frombuffer(f.read(row_bytes * (end - first)), np.uint8)
            if raw.size != row_bytes * (end - first):
                sys.exit("the pixels end early")
            pixels = np.unpackbits(raw.reshape(end - first, row_bytes), axis=1)[:, :width]
            labels, count = ndimage.label(pixels, structure=structure)
            del pixels
            top = np.where(labels[0] != 0, labels[0].astype(np.int64) + total, 0)
            if last_row is not None:
                pairs.append(face_pairs(last_row, top, eight))
            last_row = np.where(labels[-1] != 0, labels[-1].astype(np.int64) + total, 0)
            total += count
            del labels
            print(f"band {band}: rows {first}..{end - 1}, {count} components", file=sys.stderr)
    joins = 0
    if pairs:
        edges = np.concatenate(pairs, axis=1)
        nodes, index = np.unique(edges, return_inverse=True)
        index = index.reshape(edges.shape)
        graph = coo_matrix((np.ones(index.shape[1]), (index[0], index[1])),
                           shape=(nodes.size, nodes.size))
        groups, _ = connected_components(graph, directed=False)
        joins = nodes.size - groups
    print(f"components: {total - joins}")


if __name__ == "__main__":
    main()
