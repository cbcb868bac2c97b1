# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.dask: connected components of 2-D Dask arrays, equal to scipy.ndimage.label on the whole
array, each chunk labeled by bitcc in a task of its own.

    label(array, connectivity=4) -> (labels, count)

How. Each chunk is labeled alone (as bitcc.label labels it: its components numbered in raster
order of their first cell within the chunk), and its task keeps no labels but hands over a small
summary: the labels of its four edges, the first cell of each component that touches an edge,
and how many of its components start in each of its rows. One task then joins the faces between
neighbouring chunks from the summaries alone (cells facing each other across a face, and under
8-connectivity the diagonal neighbours, corners of four chunks included: each boundary is read as
whole rows or columns of the array), in a union-find of the edge components.

The numbering. Within a chunk, raster order is the whole array's raster order, so a part's first
cell in its chunk is its first cell in the array, and a component's first cell is the first of
its parts' first cells. Its part holding that cell is its leader; every component that touches no
face is its own leader. A component's number is one plus the number of leaders whose first cell
comes before its leader's in raster order of the whole array: the leaders of the rows above, plus
those of its row in the chunks to its left, plus those of its row in its chunk before it (in the
chunk's numbering, leaders and other parts interleave in raster order; the other parts are all
edge components, which the joining task knows). That task gives each chunk the number of leaders
before each of its rows and the numbers of its parts that are not leaders; each chunk's last task
labels the chunk again and writes each component's number straight into its image (a table of
its own), so the chunk's image is written once, in the array's numbering. Nothing but the
summaries crosses chunks. (Labeling a chunk again costs about what two passes over its labels,
to find the first cells and to renumber them, did.)

Dask is imported when this module is (`import bitcc` does not import it).
"""
import numpy as np

import bitcc

__all__ = ["label"]


def _label_chunk(block, connectivity):
    """Labels one chunk and returns its summary, what the joining task reads (no labels: the
    chunk's last task labels it again, straight into the array's numbering)."""
    (count, row_starts, top, bottom, left, right, edge_labels,
     edge_firsts) = bitcc._bitcc._chunk_summary(block, connectivity)
    return {
        "count": int(count),
        "row_starts": row_starts,  # components starting per row
        "edges": (top, bottom, left, right),
        "edge_labels": edge_labels,  # the components on the edges, ascending
        "edge_firsts": edge_firsts,  # their first cells, flat in the chunk
    }


def _facing_pairs(first, second, eight):
    """The pairs of indices (i, j) of two lines of cells side by side (a row above a row, a
    column left of a column) where both are set and cell i touches cell j."""
    pairs = [(first, second)]
    if eight:
        pairs += [(first[:-1], second[1:]), (first[1:], second[:-1])]
    a = np.concatenate([p for p, _ in pairs])
    b = np.concatenate([q for _, q in pairs])
    keep = (a != 0) & (b != 0)
    return a[keep], b[keep]


def _resolve(summaries, row_chunks, column_chunks, eight):
    """The joining task: for each chunk (base, others, numbers), base[r] the number of leaders
    before its row r (rows above in the array, and row r in the chunks to its left), `others` its
    components that are not leaders and `numbers` their numbers; and the count."""
    n_rows, n_columns = len(row_chunks), len(column_chunks)
    counts = np.array([[s["count"] for s in row] for row in summaries], dtype=np.int64)
    offset = np.concatenate([[0], np.cumsum(counts.ravel())])[:-1].reshape(n_rows, n_columns)
    row_at = np.concatenate([[0], np.cumsum(row_chunks)])
    column_at = np.concatenate([[0], np.cumsum(column_chunks)])
    width = int(column_at[-1])

    def ids(labels, i, j):  # the chunk's labels as global ids (0 stays 0; ids from 1)
        return np.where(labels != 0, labels.astype(np.int64) + offset[i, j], 0)

    # The pairs of edge components that touch across a face, as global ids.
    a_parts, b_parts = [], []
    for i in range(n_rows - 1):  # the row above each boundary between rows of chunks, and below
        above = np.concatenate([ids(summaries[i][j]["edges"][1], i, j) for j in range(n_columns)])
        below = np.concatenate([ids(summaries[i + 1][j]["edges"][0], i + 1, j)
                                for j in range(n_columns)])
        a, b = _facing_pairs(above, below, eight)
        a_parts.append(a)
        b_parts.append(b)
    for j in range(n_columns - 1):
        left = np.concatenate([ids(summaries[i][j]["edges"][3], i, j) for i in range(n_rows)])
        right = np.concatenate([ids(summaries[i][j + 1]["edges"][2], i, j + 1)
                                for i in range(n_rows)])
        a, b = _facing_pairs(left, right, eight)
        a_parts.append(a)
        b_parts.append(b)

    # The edge components, their first cells in the array's raster order, and their sets.
    edge_ids, edge_cells, edge_rows = [], [], []
    for i in range(n_rows):
        for j in range(n_columns):
            s = summaries[i][j]
            w = column_chunks[j]
            rows = s["edge_firsts"] // w
            edge_ids.append(s["edge_labels"].astype(np.int64) + offset[i, j])
            edge_cells.append((row_at[i] + rows) * width + column_at[j] + s["edge_firsts"] % w)
            edge_rows.append(rows)
    edge_ids = np.concatenate(edge_ids) if edge_ids else np.zeros(0, np.int64)
    edge_cells = np.concatenate(edge_cells).astype(np.int64)
    # Chunk k's edge components are entries at[k]..at[k + 1] of these arrays (chunk by chunk):
    # slices, not masks over all of them (every new array is page faults in a worker).
    at = np.concatenate([[0], np.cumsum([len(r) for r in edge_rows])])
    edge_rows = np.concatenate(edge_rows).astype(np.int64)
    a = np.concatenate(a_parts) if a_parts else np.zeros(0, np.int64)
    b = np.concatenate(b_parts) if b_parts else np.zeros(0, np.int64)
    # edge_ids is sorted (chunk by chunk, labels ascending): pairs map to indices by bisection.
    root = bitcc._bitcc._components(len(edge_ids), np.searchsorted(edge_ids, a),
                                    np.searchsorted(edge_ids, b))
    # Each set's leader: its element of the first first cell (sorted by set, then first cell).
    order = np.lexsort((edge_cells, root))
    leader = np.zeros(len(edge_ids), dtype=np.int64)
    if len(order):
        roots_sorted = root[order]
        starts = np.flatnonzero(np.r_[True, roots_sorted[1:] != roots_sorted[:-1]])
        sizes = np.diff(np.r_[starts, len(order)])
        leader[order] = np.repeat(order[starts], sizes)
    not_leader = leader != np.arange(len(edge_ids))

    # Leaders per row of each chunk: the chunk's components starting there, less the others.
    leaders_per_row = {}
    for i in range(n_rows):
        for j in range(n_columns):
            k = i * n_columns + j
            mine = slice(at[k], at[k + 1])
            rows = edge_rows[mine][not_leader[mine]]
            leaders_per_row[i, j] = summaries[i][j]["row_starts"] - np.bincount(
                rows, minlength=row_chunks[i])
    # base[i, j][r]: leaders in the rows above (all chunks) and in row r of the chunks left of j.
    base = {}
    before = 0
    for i in range(n_rows):
        row_total = np.zeros(row_chunks[i], dtype=np.int64)
        for j in range(n_columns):
            row_total += leaders_per_row[i, j]
        above_rows = before + np.concatenate([[0], np.cumsum(row_total)])[:-1]
        left = np.zeros(row_chunks[i], dtype=np.int64)
        for j in range(n_columns):
            base[i, j] = above_rows + left
            left += leaders_per_row[i, j]
        before += int(row_total.sum())
    count = before

    # The number of each edge leader (as _finish numbers the leaders of its chunk), then the
    # numbers of the others: their leaders'.
    number = np.zeros(len(edge_ids), dtype=np.int64)
    result = {}
    for i in range(n_rows):
        for j in range(n_columns):
            k = i * n_columns + j
            mine = slice(at[k], at[k + 1])
            local = edge_ids[mine] - offset[i, j]
            rows = edge_rows[mine]
            numbers = _leader_numbers(summaries[i][j]["row_starts"], base[i, j],
                                      local[not_leader[mine]], local, rows)
            number[mine] = numbers
    number[not_leader] = number[leader[not_leader]]
    for i in range(n_rows):
        for j in range(n_columns):
            k = i * n_columns + j
            mine = at[k] + np.flatnonzero(not_leader[at[k]:at[k + 1]])
            result[i, j] = (summaries[i][j]["row_starts"], base[i, j],
                            edge_ids[mine] - offset[i, j], number[mine])
    return result, count


def _leader_numbers(row_starts, base, others, labels, rows):
    """The numbers of some of a chunk's components as leaders: label k, first cell in row r, gets
    base[r] plus the leaders of row r before it plus one, that is
        base[r] + (k - first_of_row[r]) - (others in [first_of_row[r], k)) + 1.
    row_starts: the chunk's components starting per row; others: its components that are not
    leaders (sorted); `labels` (first cells in `rows`): a few of them, by bisection in `others`.
    The chunk's last task numbers all of its components so (_write_chunk, in C++)."""
    first_of_row = 1 + np.concatenate([[0], np.cumsum(row_starts)])[:-1]  # first label per row
    others = np.asarray(others, dtype=np.int64)
    between = np.searchsorted(others, labels) - np.searchsorted(others, first_of_row[rows])
    return base[rows] + (labels - first_of_row[rows]) - between + 1


def _finish(block, resolved, i, j, connectivity, wide):
    """Chunk (i, j)'s labels in the array's numbering (int64 when `wide`): the chunk labeled again,
    each component written with its number (the leaders' from base, the others' given).
    `resolved` is the joining task's whole result, which a worker receives once for all of its
    chunks."""
    row_starts, base, others, numbers = resolved[0][i, j]
    return bitcc._bitcc._write_chunk(block, connectivity, row_starts, base, others, numbers, wide)


def _count(resolved):
    return resolved[1]


def label(array, connectivity=4):
    """Labels the connected components of the nonzero cells of a 2-D Dask array.

    array: a 2-D dask.array.Array (a NumPy array is wrapped as one chunk) of bool, integers or
        floats (nonzero = set), of any chunking with known chunk sizes.
    connectivity: 4 (cells sharing a side) or 8 (or a corner).
    Returns (labels, count), both lazy: labels a Dask array of int32 (int64 past 2**31 - 1
    components) with the array's chunks, equal cell for cell to scipy.ndimage.label on the whole
    array (components numbered 1..count in raster order of their first cell, across chunks);
    count a 0-d Dask array (int(count) computes it). Compute them together (dask.compute(labels,
    count)) to label each chunk once.
    Raises ValueError for an array that is not 2-D, a chunk of size 0 or unknown size, or
    connectivity other than 4 or 8; TypeError for a dtype that is not bool, integer or float.
    """
    import dask
    import dask.array as da
    from dask.highlevelgraph import HighLevelGraph

    if connectivity not in (4, 8):
        raise ValueError(f"bitcc.dask.label: connectivity must be 4 or 8, got {connectivity!r}")
    if not isinstance(array, da.Array):
        array = da.from_array(np.asarray(array), chunks=-1)
    if array.ndim != 2:
        raise ValueError(f"bitcc.dask.label: the array must be 2-D, got {array.ndim}-D")
    if array.dtype.kind not in "biuf":
        raise TypeError("bitcc.dask.label: the array must hold bool, integers or floats "
                        f"(nonzero = set), got dtype {array.dtype}")
    chunks = array.chunks
    if any(np.isnan(c) for axis in chunks for c in axis):
        raise ValueError("bitcc.dask.label: the array's chunk sizes are unknown "
                         "(compute_chunk_sizes() finds them)")
    if array.size == 0:
        return da.zeros(array.shape, dtype=np.int32, chunks=chunks), da.from_array(
            np.int64(0))
    for axis, sizes in zip(("rows", "columns"), chunks):
        if 0 in sizes:
            raise ValueError(f"bitcc.dask.label: the array has a chunk of 0 {axis} (chunks "
                             f"{sizes}); rechunk it without empty chunks")
    row_chunks, column_chunks = [int(c) for c in chunks[0]], [int(c) for c in chunks[1]]
    # int32 as scipy.ndimage.label gives, unless the count might not fit (every other cell).
    bound = sum((h * ((w + 1) // 2)) for h in row_chunks for w in column_chunks)
    dtype = np.int32 if bound <= np.iinfo(np.int32).max else np.int64

    blocks = array.to_delayed()
    summaries = [[dask.delayed(_label_chunk, pure=True)(blocks[i, j], connectivity)
                  for j in range(len(column_chunks))] for i in range(len(row_chunks))]
    resolved = dask.delayed(_resolve, pure=True)(summaries, row_chunks, column_chunks,
                                                 connectivity == 8)
    # One task per chunk, keyed as the labels' chunks: no tasks that only pass arrays or indices on.
    name = "bitcc-label-" + dask.base.tokenize(array, connectivity)
    layer = {(name, i, j): (_finish, (array.name, i, j), resolved.key, i, j, connectivity,
                            dtype == np.int64)
             for i in range(len(row_chunks)) for j in range(len(column_chunks))}
    graph = HighLevelGraph.from_collections(name, layer, dependencies=[array, resolved])
    labels = da.Array(graph, name, chunks, dtype=dtype)
    count = da.from_delayed(dask.delayed(_count, pure=True)(resolved), shape=(), dtype=np.int64)
    return labels, count
