"""numpy/scipy reference for `npm run bench`: the same work as our engine, on the same draws.

The way a strong data scientist would write it: unpack the 0/1 matrix once to float32, then per
chunk of draws one float32 matrix product (draw weights x matrix -> per-model counts), scores as
counts / total weight, min ranks with `scipy.stats.rankdata`, Kendall's tau-b against the
reference scores with `scipy.stats.kendalltau`, and the reference leader's agreement.

Four kinds of draws (DIR/KIND.draws.json says which, "weights"):
- "uint8" (bootstrap, subsample, cluster bootstrap): integer item weights; one float32 product per
  chunk of draws (exact: every sum is below 2^24), as above.
- "category" (Dirichlet): real category weights (nDraws x nGroups float64) and each item's
  category; per chunk the item weights w = v[:, category] and one float64 product w @ x (float64
  because the weights are real), scores = (w @ x) / w.sum().
- "labelNoise": cells flip with probability p: per draw, per block of items, a float32 uniform
  mask `rng.random(...) < p` (numpy's PCG64), XOR with the 0/1 matrix and a column count
  (`count_nonzero`, the product with a vector of ones); scores = counts / nItems. numpy draws its
  own flips, so its timed draws are not ours; the check recomputes the first draws with the
  app's flips (DIR/KIND.flips.bin, untimed) and writes their counts, ranks and tau-b.
- "trials" (fewer trials): DIR/trials.values.bin holds the cells (float64, items x models, means
  of k trials); per draw each cell strictly between 0 and 1 is redrawn as `rng.binomial(k', p)`
  (numpy's PCG64; vectorised over the cells), and each model's count is k' x its cells at 1 plus
  `np.bincount(model, x)`; scores = counts / (k' nItems). numpy draws its own binomials; the check
  recomputes the first draws from the app's redrawn successes (DIR/KIND.x.bin, uint8, draw-major,
  one per redrawn cell in item-major order, untimed).

Usage: python3 bench/reference.py DIR KIND [REPEAT]
  DIR/meta.json       {"nModels", "nItems", "wordsPerItem"}
  DIR/matrix.bin      uint32 little-endian, items-major packed bits (bit b of word w = model 32w+b)
  DIR/KIND.draws.json {"nDraws", "weights": "uint8" | "category" | "labelNoise", "p", "seed",
                       "flips": [number of flipped cells of each checked draw]}
  DIR/KIND.weights.bin uint8, draw-major (nDraws x nItems) item multiplicities ("uint8")
  DIR/KIND.category.bin float64 (nDraws x nGroups), DIR/groups.bin int32 (nItems) ("category")
  DIR/KIND.flips.bin  int32 item-major cell positions i * nModels + m, draw after draw ("labelNoise")
Writes DIR/KIND.numpy.counts.bin (int32, nDraws x nModels; "category": float64 sums), .ranks.bin
(int32), .tau.bin (float64) (for "labelNoise": of the checked draws only) and prints one JSON
line: {"seconds", "parts", "loadSeconds", "blasCore", "threads", "chunk", "leaderKept"}. Only the
work after loading (unpacking included in loadSeconds) is timed; with REPEAT > 1 the timed work
runs REPEAT times after a one-draw warm-up and the fastest run counts ("seconds", "parts" from
that run).
"""

import ctypes
import glob
import json
import os
import sys
import time

import numpy as np
from scipy.stats import kendalltau, rankdata

CHUNK_BYTES = 64 << 20  # float32 weight block per chunk


def blas_core():
    """OpenBLAS kernel in use (e.g. 'SkylakeX' for AVX-512, 'Haswell' for AVX2)."""
    libs = glob.glob(os.path.join(os.path.dirname(np.__file__), '..', 'numpy.libs', '*openblas*'))
    for path in libs:
        lib = ctypes.CDLL(path)
        for name in ('scipy_openblas_get_corename64_', 'openblas_get_corename64_',
                     'openblas_get_corename'):
            f = getattr(lib, name, None)
            if f is not None:
                f.restype = ctypes.c_char_p
                return f().decode()
    return 'unknown'


def reference_scores(x, n_items):
    ones = np.ones(n_items, dtype=x.dtype)
    ref_scores = (ones @ x).astype(np.float64) / n_items
    ref_ranks = rankdata(-ref_scores, method='min')
    return ref_scores, int(np.flatnonzero(ref_ranks == 1)[0])


def ranks_and_tau(ref_scores, scores, leader):
    t1 = time.perf_counter()
    ranks = rankdata(-scores, method='min', axis=1).astype(np.int32)
    t2 = time.perf_counter()
    tau = np.array([kendalltau(ref_scores, s).statistic for s in scores])
    leader_kept = float(np.mean(ranks[:, leader] == 1))
    return ranks, tau, leader_kept, t2 - t1, time.perf_counter() - t2


def run(x, weights, n_items, n_models):
    """The timed work: counts, scores, ranks, tau-b, leader agreement."""
    t0 = time.perf_counter()
    n_draws = weights.shape[0]
    ref_scores, leader = reference_scores(x, n_items)
    counts = np.empty((n_draws, n_models), dtype=np.float32)
    chunk = max(1, min(n_draws, CHUNK_BYTES // (4 * n_items)))
    for start in range(0, n_draws, chunk):
        w = weights[start:start + chunk].astype(np.float32)
        np.matmul(w, x, out=counts[start:start + chunk])
    totals = weights.sum(axis=1, dtype=np.int64).astype(np.float64)
    scores = counts.astype(np.float64) / totals[:, None]
    t1 = time.perf_counter()
    ranks, tau, leader_kept, t_ranks, t_tau = ranks_and_tau(ref_scores, scores, leader)
    return {
        'seconds': time.perf_counter() - t0,
        'parts': {'scores': t1 - t0, 'ranks': t_ranks, 'tau': t_tau},
        'chunk': chunk,
        'leaderKept': leader_kept,
    }, counts.astype(np.int32), ranks, tau


def run_category(x64, v, group_of, n_items, n_models):
    """Real category weights: item weights v[:, category], one float64 product per chunk."""
    t0 = time.perf_counter()
    n_draws = v.shape[0]
    ref_scores, leader = reference_scores(x64, n_items)
    sums = np.empty((n_draws, n_models), dtype=np.float64)
    totals = np.empty(n_draws, dtype=np.float64)
    chunk = max(1, min(n_draws, CHUNK_BYTES // (8 * n_items)))
    for start in range(0, n_draws, chunk):
        w = v[start:start + chunk][:, group_of]
        np.matmul(w, x64, out=sums[start:start + chunk])
        totals[start:start + chunk] = w.sum(axis=1)
    scores = sums / totals[:, None]
    t1 = time.perf_counter()
    ranks, tau, leader_kept, t_ranks, t_tau = ranks_and_tau(ref_scores, scores, leader)
    return {
        'seconds': time.perf_counter() - t0,
        'parts': {'scores': t1 - t0, 'ranks': t_ranks, 'tau': t_tau},
        'chunk': chunk,
        'leaderKept': leader_kept,
    }, scores, ranks, tau


def run_label_noise(xb, n_draws, p, seed, n_items, n_models):
    """Per draw a uniform flip mask per block of items, XOR, column count; then ranks and tau-b."""
    t0 = time.perf_counter()
    rng = np.random.default_rng(seed)
    ref_scores, leader = reference_scores(xb.astype(np.float32), n_items)
    rows = max(1, (1 << 22) // n_models)
    counts = np.empty((n_draws, n_models), dtype=np.int64)
    for d in range(n_draws):
        c = np.zeros(n_models, dtype=np.int64)
        for start in range(0, n_items, rows):
            block = xb[start:start + rows]
            mask = rng.random(block.shape, dtype=np.float32) < p
            c += np.count_nonzero(block ^ mask, axis=0)
        counts[d] = c
    scores = counts.astype(np.float64) / n_items
    t1 = time.perf_counter()
    ranks, tau, leader_kept, t_ranks, t_tau = ranks_and_tau(ref_scores, scores, leader)
    return {
        'seconds': time.perf_counter() - t0,
        'parts': {'scores': t1 - t0, 'ranks': t_ranks, 'tau': t_tau},
        'chunk': rows,
        'leaderKept': leader_kept,
    }


def check_label_noise(xb, positions, flips, n_items, n_models):
    """The app's flips applied to the matrix: counts, ranks and tau-b of the checked draws."""
    ref_scores, leader = reference_scores(xb.astype(np.float32), n_items)
    counts = np.empty((len(flips), n_models), dtype=np.int32)
    at = 0
    for d, k in enumerate(flips):
        flat = xb.reshape(-1).copy()
        flat[positions[at:at + k]] ^= True
        at += k
        counts[d] = np.count_nonzero(flat.reshape(n_items, n_models), axis=0)
    scores = counts.astype(np.float64) / n_items
    ranks, tau, _, _, _ = ranks_and_tau(ref_scores, scores, leader)
    return counts, ranks, tau


def trials_reference(p, n_items):
    """The engine's reference of a float matrix: each column summed item by item (a C-order
    reduction over axis 0 adds row after row, as `weightedScores` does), over n. A BLAS product
    sums in another order, and its last bits can order models whose means are equal."""
    ref_scores = p.sum(axis=0) / n_items
    ref_ranks = rankdata(-ref_scores, method='min')
    return ref_scores, int(np.flatnonzero(ref_ranks == 1)[0])


def run_trials(p, kp, n_draws, seed, n_items, n_models):
    """Per draw a binomial per redrawn cell, the counts per model; then ranks and tau-b."""
    t0 = time.perf_counter()
    rng = np.random.default_rng(seed)
    ref_scores, leader = trials_reference(p, n_items)
    flat = p.reshape(-1)
    cells = np.flatnonzero((flat > 0) & (flat < 1))
    rates = flat[cells]
    models = cells % n_models
    base = kp * np.count_nonzero(p == 1, axis=0).astype(np.int64)
    counts = np.empty((n_draws, n_models), dtype=np.int64)
    for d in range(n_draws):
        x = rng.binomial(kp, rates)
        counts[d] = base + np.bincount(models, weights=x, minlength=n_models).astype(np.int64)
    scores = counts.astype(np.float64) / (kp * n_items)
    t1 = time.perf_counter()
    ranks, tau, leader_kept, t_ranks, t_tau = ranks_and_tau(ref_scores, scores, leader)
    return {
        'seconds': time.perf_counter() - t0,
        'parts': {'scores': t1 - t0, 'ranks': t_ranks, 'tau': t_tau},
        'chunk': int(cells.size),
        'leaderKept': leader_kept,
    }


def check_trials(p, kp, x, n_items, n_models):
    """The app's redrawn successes: counts, ranks and tau-b of the checked draws."""
    ref_scores, leader = trials_reference(p, n_items)
    flat = p.reshape(-1)
    cells = np.flatnonzero((flat > 0) & (flat < 1))
    models = cells % n_models
    base = kp * np.count_nonzero(p == 1, axis=0).astype(np.int64)
    x = x.reshape(-1, cells.size)
    counts = np.empty((x.shape[0], n_models), dtype=np.int32)
    for d in range(x.shape[0]):
        counts[d] = base + np.bincount(models, weights=x[d], minlength=n_models).astype(np.int64)
    scores = counts.astype(np.float64) / (kp * n_items)
    ranks, tau, _, _, _ = ranks_and_tau(ref_scores, scores, leader)
    return counts, ranks, tau


def best_of(repeat, work):
    best = None
    out = None
    for _ in range(repeat):
        result = work()
        timing = result[0] if isinstance(result, tuple) else result
        if best is None or timing['seconds'] < best['seconds']:
            best = timing
        out = result
    return best, out


def main(folder, kind, repeat):
    t_load = time.perf_counter()
    meta = json.load(open(os.path.join(folder, 'meta.json')))
    n_models, n_items, words = meta['nModels'], meta['nItems'], meta['wordsPerItem']
    draws = json.load(open(os.path.join(folder, f'{kind}.draws.json')))
    n_draws, mode = draws['nDraws'], draws.get('weights', 'uint8')
    out = lambda name: os.path.join(folder, f'{kind}.numpy.{name}.bin')  # noqa: E731
    if mode != 'trials':
        bits = np.fromfile(os.path.join(folder, 'matrix.bin'), dtype='<u4')
        bits = bits.reshape(n_items, words)
        xb = np.unpackbits(bits.view(np.uint8), axis=1, bitorder='little')[:, :n_models]
        xb = np.ascontiguousarray(xb, dtype=bool)  # items x models, 0/1

    if mode == 'trials':
        p = np.fromfile(os.path.join(folder, 'trials.values.bin'), dtype='<f8')
        p = p.reshape(n_items, n_models)
        load_seconds = time.perf_counter() - t_load
        kp, seed = draws['kPrime'], draws['seed']
        run_trials(p, kp, 1, seed, n_items, n_models)  # warm-up, untimed
        best, _ = best_of(repeat, lambda: run_trials(p, kp, n_draws, seed, n_items, n_models))
        x = np.fromfile(os.path.join(folder, f'{kind}.x.bin'), dtype=np.uint8).astype(np.float64)
        counts, ranks, tau = check_trials(p, kp, x, n_items, n_models)
        counts.tofile(out('counts'))
    elif mode == 'uint8':
        x = xb.astype(np.float32)
        weights = np.fromfile(os.path.join(folder, f'{kind}.weights.bin'), dtype=np.uint8)
        weights = weights.reshape(n_draws, n_items)
        load_seconds = time.perf_counter() - t_load
        run(x, weights[:1], n_items, n_models)  # warm-up (thread pool, first-call costs), untimed
        best, (_, counts, ranks, tau) = best_of(repeat, lambda: run(x, weights, n_items, n_models))
        counts.tofile(out('counts'))
    elif mode == 'category':
        x64 = xb.astype(np.float64)
        group_of = np.fromfile(os.path.join(folder, 'groups.bin'), dtype='<i4')
        v = np.fromfile(os.path.join(folder, f'{kind}.category.bin'), dtype='<f8')
        v = v.reshape(n_draws, -1)
        load_seconds = time.perf_counter() - t_load
        run_category(x64, v[:1], group_of, n_items, n_models)  # warm-up, untimed
        best, (_, scores, ranks, tau) = best_of(
            repeat, lambda: run_category(x64, v, group_of, n_items, n_models))
        scores.tofile(out('scores'))
    else:
        load_seconds = time.perf_counter() - t_load
        p, seed = draws['p'], draws['seed']
        run_label_noise(xb, 1, p, seed, n_items, n_models)  # warm-up, untimed
        best, _ = best_of(
            repeat, lambda: run_label_noise(xb, n_draws, p, seed, n_items, n_models))
        positions = np.fromfile(os.path.join(folder, f'{kind}.flips.bin'), dtype='<i4')
        counts, ranks, tau = check_label_noise(xb, positions, draws['flips'], n_items, n_models)
        counts.tofile(out('counts'))

    ranks.tofile(out('ranks'))
    tau.astype(np.float64).tofile(out('tau'))
    print(json.dumps({
        **best,
        'loadSeconds': load_seconds,
        'blasCore': blas_core(),
        'threads': os.cpu_count(),
        'repeat': repeat,
        'numpy': np.__version__,
    }))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
