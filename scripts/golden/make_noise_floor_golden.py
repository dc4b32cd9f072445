"""Golden values for the noise floor (src/core/stats/noise-floor.ts) and noise units
(src/core/noise-units.ts), computed with numpy/scipy independently of the TypeScript code, on the
shipped samples (samples/*.csv) and, when ../shared/real is present, on ImageNetV2
(10,000 images x 67 models). Writes tests/fixtures/golden/noise-floor-golden.json. Commit the
output, not the libraries.

    /usr/bin/python3 scripts/golden/make_noise_floor_golden.py

The resamples are re-drawn here, not exported from TypeScript: the script re-implements the app's
random streams from their definitions (pure-rand's xoroshiro128+ and uniformInt, the lowbias32
per-draw seeding of src/core/random.ts), vectorised over resamples with numpy. A resample without
clusters is the bootstrap's draw d (n items uniformly with replacement); with clusters it draws G
clusters with replacement (an item without a label is its own cluster, as for the CR1 standard
error). Everything else is numpy/scipy: scores as weighted means (for continuous scores summed item
by item in item order, as src/core/scores.ts does, so near-ties break the same way),
scipy.stats.kendalltau (tau-b), numpy quantiles ('linear'), the plain SE as
scipy.stats.sem and the CR1 clustered SE as statsmodels' OLS cluster covariance (formula below).

Noise units: a bootstrap run (seed 1, 1,000 draws: the floor's first 1,000 resamples) and the
drop-one-category variants (every category dropped in turn: deterministic), per model
(mean over draws or variants - reference) / SE, and the median of |that| over models.
"""
import csv
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "golden" / "noise-floor-golden.json"
REAL = ROOT.parent / "shared" / "real" / "imagenet_v2" / "imagenet_v2.wide.csv"
M32 = np.uint32(0xFFFFFFFF)

# ---------------------------------------------------------------- random streams


def lowbias32(x):
    x &= 0xFFFFFFFF
    x ^= x >> 16
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x ^= x >> 15
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    return x ^ (x >> 16)


def draw_seed(seed, index):
    h = lowbias32(seed)
    return lowbias32(h ^ (((index + 1) * 0x9E3779B9) & 0xFFFFFFFF))


class Streams:
    """One xoroshiro128+ (pure-rand 8, four 32-bit words) per resample, stepped together."""

    def __init__(self, seed, start, count):
        s = np.array([draw_seed(seed, start + d) for d in range(count)], dtype=np.uint32)
        self.s01 = np.full(count, 0xFFFFFFFF, dtype=np.uint32)
        self.s00 = ~s
        self.s11 = s.copy()
        self.s10 = np.zeros(count, dtype=np.uint32)

    def next(self, idx):
        """The next unsigned output + 2^31 (mod 2^32) of the streams `idx`, as uniformInt reads it."""
        s00, s01, s10, s11 = self.s00[idx], self.s01[idx], self.s10[idx], self.s11[idx]
        out = (s00 + s10) ^ np.uint32(0x80000000)
        a0 = s10 ^ s00
        a1 = s11 ^ s01
        self.s00[idx] = (s00 << np.uint32(24)) ^ (s01 >> np.uint32(8)) ^ a0 ^ (a0 << np.uint32(16))
        self.s01[idx] = (s01 << np.uint32(24)) ^ (s00 >> np.uint32(8)) ^ a1 ^ (
            (a1 << np.uint32(16)) | (a0 >> np.uint32(16)))
        self.s10[idx] = (a1 << np.uint32(5)) ^ (a0 >> np.uint32(27))
        self.s11[idx] = (a0 << np.uint32(5)) ^ (a1 >> np.uint32(27))
        return out.astype(np.int64)

    def uniform_int(self, size):
        """pure-rand uniformInt(0, size - 1) for every stream (rejection sampling)."""
        count = len(self.s00)
        top = (2**32 // size) * size if size > 2 else 2**32
        every = np.arange(count)
        d = self.next(every)
        bad = np.nonzero(d >= top)[0]
        while len(bad):
            d[bad] = self.next(bad)
            bad = bad[d[bad] >= top]
        return d % size


def resample_weights(n, seed, start, count, groups=None):
    """Item weights (count x n) of resamples [start, start + count)."""
    rng = Streams(seed, start, count)
    rows = np.arange(count)
    if groups is None:
        w = np.zeros((count, n), dtype=np.int64)
        for _ in range(n):
            np.add.at(w, (rows, rng.uniform_int(n)), 1)
        return w
    G = int(groups.max()) + 1
    times = np.zeros((count, G), dtype=np.int64)
    for _ in range(G):
        np.add.at(times, (rows, rng.uniform_int(G)), 1)
    return times[:, groups]


# ---------------------------------------------------------------- data


def read_matrix(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    meta = {h[5:]: [r[j] for r in rows[1:]] for j, h in enumerate(header) if h.startswith("meta:")}
    cols = [j for j, h in enumerate(header) if h != "item_id" and not h.startswith("meta:")]
    x = np.array([[float(r[j]) if r[j].strip() != "" else np.nan for j in cols] for r in rows[1:]])
    binary = bool(np.all(np.isnan(x) | (x == 0) | (x == 1)))
    return [header[j] for j in cols], x, meta, binary


def clusters_of(labels):
    """Cluster index per item: one per distinct non-blank label, one per blank item."""
    index, out, count = {}, [], 0
    for label in labels:
        if label.strip() == "":
            out.append(count)
            count += 1
            continue
        if label not in index:
            index[label] = count
            count += 1
        out.append(index[label])
    return np.array(out)


def scores_of(x, binary, w):
    """Weighted mean per model for each row of weights (NaN cells left out)."""
    present = ~np.isnan(x)
    if binary:
        ones = np.where(present, x, 0).astype(np.int64)
        num = w @ ones
        den = w @ present.astype(np.int64)
    else:
        # item by item in item order, as src/core/scores.ts sums (same rounding, same near-ties)
        num = np.zeros((w.shape[0], x.shape[1]))
        den = np.zeros((w.shape[0], x.shape[1]))
        for i in range(x.shape[0]):
            c = w[:, i:i + 1].astype(float)
            ok = present[i]
            num[:, ok] += c * x[i, ok]
            den[:, ok] += c
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, num / den, np.nan)


def plain_se(x):
    return np.array([stats.sem(col[~np.isnan(col)]) for col in x.T])


def cr1_se(x, groups):
    """CR1 cluster-robust SE of the mean: sqrt(G/(G-1) sum_g (sum_{i in g} e_i)^2 / n^2)."""
    out = []
    for col in x.T:
        ok = ~np.isnan(col)
        v, g = col[ok], groups[ok]
        e = v - v.mean()
        sums = np.bincount(g, weights=e)
        G = len(np.unique(g))
        out.append(math.sqrt(G / (G - 1) * float((sums**2).sum()) / len(v)**2))
    return np.array(out)


# ---------------------------------------------------------------- figures


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def spread(values):
    v = np.asarray([t for t in values if not np.isnan(t)], dtype=float)
    return {"q05": num(np.quantile(v, 0.05)), "median": num(np.quantile(v, 0.5)),
            "q95": num(np.quantile(v, 0.95)), "draws": len(v), "undefinedDraws": len(values) - len(v)}


def tau(a, b):
    # NaN (a model without a score) ranks below every number, as src/core/kendall.ts
    a = np.where(np.isnan(a), -np.inf, a)
    b = np.where(np.isnan(b), -np.inf, b)
    return float(stats.kendalltau(a, b).statistic)


def leader_of(ref):
    return int(np.argmax(ref))  # the first of the best in column order


def floor_case(name, x, binary, seed, pairs, groups=None, batch=250):
    n, M = x.shape
    ref = scores_of(x, binary, np.ones((1, n), dtype=np.int64))[0]
    se = cr1_se(x, groups) if groups is not None else plain_se(x)
    R = 2 * pairs
    scores = np.zeros((R, M))
    for start in range(0, R, batch):
        count = min(batch, R - start)
        scores[start:start + count] = scores_of(x, binary, resample_weights(n, seed, start, count, groups))
    leader = leader_of(ref)
    best = np.nanmax(scores, axis=1)
    # a tie for first among k models counts 1/k (src/core/first-share.ts)
    tied = (scores == best[:, None]).sum(axis=1)
    kept = float(np.mean(np.where(scores[:, leader] == best, 1 / tied, 0.0)))
    change = np.nanmean(np.abs(scores - ref[None, :]), axis=1)
    floor = {
        "name": name, "seed": seed, "pairs": pairs, "basis": "clustered" if groups is not None else "plain",
        "scoreSE": [num(v) for v in se],
        "tauFloor": spread([tau(scores[2 * k], scores[2 * k + 1]) for k in range(pairs)]),
        "tauFloorVsReference": spread([tau(ref, s) for s in scores]),
        "leaderFloor": kept,
        "scoreChange": spread(change),
    }
    return floor, ref, se, scores


def units(ref, se, mean):
    shift = mean - ref
    u = shift / se
    return {"shift": [num(v) for v in shift], "shiftInNoiseUnits": [num(v) for v in u],
            "typicalShiftInNoiseUnits": num(np.nanmedian(np.abs(u))),
            "meanAbsShift": num(np.nanmean(np.abs(shift)))}


def drop_category(x, binary, labels, ref, se):
    """Every category dropped in turn (share 1): per model the mean over variants, and tau-b."""
    names = sorted(set(labels))
    lab = np.array(labels)
    w = np.stack([(lab != g).astype(np.int64) for g in names])
    s = scores_of(x, binary, w)
    taus = [tau(ref, row) for row in s]
    out = units(ref, se, s.mean(axis=0))
    out["variants"] = len(names)
    out["tauMedian"] = num(np.median([t for t in taus if not np.isnan(t)]))
    return out


def dataset(name, path, seed, pairs, drop_column=None, cluster_column=None):
    models, x, meta, binary = read_matrix(path)
    floor, ref, se, scores = floor_case(name, x, binary, seed, pairs)
    out = {"file": str(path.relative_to(ROOT.parent if "shared" in str(path) else ROOT)),
           "models": models, "reference": [num(v) for v in ref], "floor": floor}
    # a bootstrap run with the same seed and 1,000 draws: the floor's first 1,000 resamples
    boot = scores[:1000]
    out["bootstrapRun"] = units(ref, se, boot.mean(axis=0))
    out["bootstrapRun"]["draws"] = len(boot)
    out["bootstrapRun"]["tauMedian"] = num(np.median([tau(ref, s) for s in boot]))
    if drop_column:
        out["dropCategory"] = {"column": drop_column, **drop_category(x, binary, meta[drop_column], ref, se)}
    if cluster_column:
        groups = clusters_of(meta[cluster_column])
        cf, _, _, _ = floor_case(name, x, binary, 7, 300, groups)
        out["clustered"] = {"column": cluster_column, "floor": cf}
    return out


cases = {
    "irt-leaderboard": dataset("irt-leaderboard", ROOT / "samples" / "irt-leaderboard.csv", 1, 1000,
                               "category", "created_at"),
    "pass-at-10": dataset("pass-at-10", ROOT / "samples" / "pass-at-10.csv", 1, 1000, "category"),
    "train-on-test": dataset("train-on-test", ROOT / "samples" / "train-on-test.csv", 1, 1000, "category"),
}
if REAL.exists():
    cases["imagenet-v2"] = dataset("imagenet-v2", REAL, 1, 1000, "category")
else:
    print(f"skipped ImageNetV2: {REAL} not found")

OUT.write_text(json.dumps({"numpy": np.__version__, "scipy": scipy.__version__, "cases": cases}) + "\n")
for k, c in cases.items():
    f = c["floor"]
    print(k, "tauFloor", f["tauFloor"], "vsRef", f["tauFloorVsReference"], "leader", f["leaderFloor"],
          "maxSE", max(v for v in f["scoreSE"] if v is not None))
    if "dropCategory" in c:
        d = c["dropCategory"]
        print("   dropCategory typical", d["typicalShiftInNoiseUnits"], "meanAbs", d["meanAbsShift"],
              "tauMedian", d["tauMedian"])
print(f"wrote {OUT}")
