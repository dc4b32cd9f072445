"""Rank confidence sets in numpy: the reference the app's rank sets are pinned to (the golden
values, scripts/golden/make_rank_sets_golden.py) and timed against (`npm run bench`, the
`rankSets` rows; bench/rank-sets.ts).

The same procedure as src/core/rank-sets/, written the plain way: Mogstad, Romano, Shaikh &
Wilhelm (2024), "Inference for Ranks with Applications to Mobility across Neighborhoods and
Academic Achievement across Countries", Review of Economic Studies 91(1):476-518 (the R package
csranks). Estimates = each model's mean over its present items; covariance = the influence
(sandwich) estimator of the means' covariance, every item its own cluster or the clusters of a
column (CR1); Z = normals @ L.T with L the Cholesky factor of the covariance; for the stepdown,
every standing ordered pair's statistic (Z_j - Z_k) / sigma_jk is formed for every draw (chunks
of draws, broadcasting) and the critical value is `numpy.quantile(max, level)` (method linear,
as R's type 7 in csranks). The same normals in, the same bounds out.

As the bench's reference (one CLI call: a directory with meta.json, matrix.bin (packed 0/1
bits, item-major, as bench/run.ts writes them) and normals.bin (float64, draws x models)):

    python3 bench/rank_sets_reference.py <dir> <repeat>

prints one JSON line: seconds (best of `repeat`) and the CPU seconds of that run (all of numpy's
threads), the parts (covariance, Cholesky and draws, stepdowns), and writes <dir>/rank-sets.numpy.bounds.bin (int32: marginal low, marginal high,
simultaneous low, simultaneous high, each in column order) and the first critical value.
"""
import json
import pathlib
import sys
import time

import numpy as np

ZERO_VARIANCE = 1e-12
PIVOT_TOLERANCE = 1e-10
# Elements of one broadcast block (draws x p x p doubles): 32 MB.
BLOCK = 4_000_000


def mean_covariance(X, groups=None):
    """Means over present cells and the covariance of the means (X: items x models, NaN missing;
    groups: cluster index per item, or None for every item its own cluster)."""
    present = ~np.isnan(X)
    n = present.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(present, X, 0.0).sum(axis=0) / n
    E = np.where(present, X - mean, 0.0)
    if groups is None:
        with np.errstate(divide="ignore"):
            d = 1.0 / np.sqrt(n * (n - 1.0))
    else:
        G = int(groups.max()) + 1
        S = np.zeros((G, X.shape[1]))
        np.add.at(S, groups, E)
        seen = np.zeros((G, X.shape[1]), dtype=bool)
        np.logical_or.at(seen, groups, present)
        g = seen.sum(axis=0)
        with np.errstate(divide="ignore", invalid="ignore"):
            d = np.sqrt(g / (g - 1.0)) / n
        E = S
    cov = (E.T @ E) * np.outer(d, d)
    return mean, cov


def cholesky_psd(cov):
    """numpy's Cholesky, or for a semi-definite matrix the clipped row-by-row factor."""
    try:
        return np.linalg.cholesky(cov)
    except np.linalg.LinAlgError:
        p = cov.shape[0]
        L = np.zeros_like(cov)
        for i in range(p):
            for j in range(i + 1):
                s = cov[i, j] - L[i, :j] @ L[j, :j]
                if j < i:
                    L[i, j] = s / L[j, j] if L[j, j] > 0 else 0.0
                else:
                    L[i, i] = np.sqrt(s) if s > PIVOT_TOLERANCE * cov[i, i] and s > 0 else 0.0
        return L


def pair_table(est, cov):
    """1/sigma_jk (0 where the difference has no variance) and t_jk = (est_j - est_k)/sigma_jk."""
    v = np.diag(cov)
    var = v[:, None] + v[None, :] - 2 * cov
    ok = var > ZERO_VARIANCE * (v[:, None] + v[None, :])
    inv = np.zeros_like(cov)
    inv[ok] = 1.0 / np.sqrt(var[ok])
    d = est[:, None] - est[None, :]
    with np.errstate(invalid="ignore"):
        t = np.where(ok, d * inv, np.sign(d) * np.inf)
    t[np.isnan(t)] = 0.0
    np.fill_diagonal(inv, 0.0)
    np.fill_diagonal(t, 0.0)
    return inv, t


def draw_max(Z, inv, standing):
    """Per draw: max over standing ordered pairs (j, k) of (Z_j - Z_k) * inv_jk."""
    R, p = Z.shape
    out = np.empty(R)
    chunk = max(1, BLOCK // (p * p))
    penalty = np.where(standing, 0.0, -np.inf)
    for b0 in range(0, R, chunk):
        z = Z[b0 : b0 + chunk]
        D = (z[:, :, None] - z[:, None, :]) * inv + penalty
        out[b0 : b0 + chunk] = D.reshape(len(z), -1).max(axis=1)
    return out


def simultaneous(Z, inv, t, level):
    p = Z.shape[1]
    standing = ~np.eye(p, dtype=bool)
    first = None
    steps = 0
    while True:
        steps += 1
        q = np.quantile(draw_max(Z, inv, standing), level)
        if first is None:
            first = q
        new = standing & (t > q)
        if not new.any():
            break
        standing &= ~new
    rejected = ~standing & ~np.eye(p, dtype=bool)
    lower = 1 + rejected.sum(axis=0)
    upper = p - rejected.sum(axis=1)
    return lower, upper, rejected, first, steps


def marginal(Z, inv, t, level):
    R, p = Z.shape
    lower = np.zeros(p, dtype=np.int64)
    upper = np.zeros(p, dtype=np.int64)
    for i in range(p):
        A = (Z[:, i : i + 1] - Z) * inv[i]  # stat of (i, k); (k, i) is -A
        up = np.ones(p, dtype=bool)  # H_ik standing
        down = np.ones(p, dtype=bool)  # H_ki standing
        up[i] = down[i] = False
        while True:
            m = np.maximum(
                np.where(up, A, -np.inf).max(axis=1), np.where(down, -A, -np.inf).max(axis=1)
            )
            q = np.quantile(m, level)
            new_up = up & (t[i] > q)
            new_down = down & (-t[i] > q)
            if not (new_up.any() or new_down.any()):
                break
            up &= ~new_up
            down &= ~new_down
        lower[i] = 1 + (~down).sum() - 1
        upper[i] = p - ((~up).sum() - 1)
    return lower, upper


def rank_sets(estimate, cov, normals, level, top_k=3):
    """Bounds by column (0 for models without an estimate or variance); `normals` is draws x
    models in column order (only the ranked models' columns are used, in ranked order)."""
    P = len(estimate)
    diag = np.diag(cov)
    ok = np.isfinite(estimate) & np.isfinite(diag) & (diag >= 0)
    cols = [m for m in np.argsort(-np.where(ok, estimate, -np.inf), kind="stable") if ok[m]]
    cols = np.array(cols, dtype=int)
    est = estimate[cols]
    sub = cov[np.ix_(cols, cols)]
    L = cholesky_psd(sub)
    Z = normals[:, cols] @ L.T
    inv, t = pair_table(est, sub)
    s_low, s_high, rejected, first, steps = simultaneous(Z, inv, t, level)
    m_low, m_high = marginal(Z, inv, t, level)
    out = {k: np.zeros(P, dtype=np.int64) for k in ("mLow", "mHigh", "sLow", "sHigh")}
    out["mLow"][cols], out["mHigh"][cols] = m_low, m_high
    out["sLow"][cols], out["sHigh"][cols] = s_low, s_high
    k = max(1, min(int(top_k), len(cols)))
    out["topK"] = [int(cols[j]) for j in range(len(cols)) if s_low[j] <= k]
    out["k"] = k
    out["critical"] = float(first)
    out["steps"] = steps
    better = np.zeros((P, P), dtype=bool)
    better[np.ix_(cols, cols)] = rejected
    out["better"] = better
    return out


def unpack_bits(bits, n_items, words, n_models):
    """Item-major packed 0/1 bits (bit m % 32 of word m // 32 of each item) to items x models."""
    w = bits.reshape(n_items, words)
    cells = (w[:, :, None] >> np.arange(32, dtype=np.uint32)) & 1
    return cells.reshape(n_items, words * 32)[:, :n_models].astype(np.float64)


def main():
    directory = pathlib.Path(sys.argv[1])
    repeat = int(sys.argv[2])
    meta = json.loads((directory / "meta.json").read_text())
    n, p, W = meta["nItems"], meta["nModels"], meta["wordsPerItem"]
    R = meta["draws"]
    level = meta["level"]
    bits = np.fromfile(directory / "matrix.bin", dtype=np.uint32)
    X = unpack_bits(bits, n, W, p)
    normals = np.fromfile(directory / "normals.bin", dtype=np.float64).reshape(R, p)
    best = None
    for _ in range(repeat):
        c0 = time.process_time()
        t0 = time.perf_counter()
        mean, cov = mean_covariance(X)
        t1 = time.perf_counter()
        ok = np.argsort(-mean, kind="stable")
        L = cholesky_psd(cov[np.ix_(ok, ok)])
        Z = normals[:, ok] @ L.T
        inv, t = pair_table(mean[ok], cov[np.ix_(ok, ok)])
        t2 = time.perf_counter()
        s_low, s_high, _, first, steps = simultaneous(Z, inv, t, level)
        m_low, m_high = marginal(Z, inv, t, level)
        t3 = time.perf_counter()
        cpu = time.process_time() - c0
        parts = {"covariance": t1 - t0, "draws": t2 - t1, "stepdown": t3 - t2}
        if best is None or t3 - t0 < best[0]:
            best = (t3 - t0, parts, cpu)
    bounds = np.zeros((4, p), dtype=np.int32)
    for row, values in enumerate((m_low, m_high, s_low, s_high)):
        bounds[row, ok] = values
    bounds.tofile(directory / "rank-sets.numpy.bounds.bin")
    print(
        json.dumps(
            {
                "seconds": best[0],
                "cpuSeconds": best[2],
                "parts": best[1],
                "critical": float(first),
                "steps": steps,
                "numpy": np.__version__,
            }
        )
    )


if __name__ == "__main__":
    main()
