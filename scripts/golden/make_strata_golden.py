"""Golden values for the stratified standard error and the strata note (src/core/stats/strata.ts),
computed with numpy from deterministic inputs. Writes tests/fixtures/golden/strata-golden.json.

    /usr/bin/python3 scripts/golden/make_strata_golden.py

Stratified SE (Cochran 1977, "Sampling Techniques", ch. 5, eq. 5.6 without the finite-population
correction, proportional weights W_h = n_h / n): sqrt(sum_h W_h^2 var(y_h, ddof=1) / n_h), blank
labels as one stratum, NaN cells left out. CR1 clustered SE as statsmodels' cluster covariance
(see make_cluster_golden.py): sqrt(G / (G - 1) * sum_g S_g^2 / n^2), blank labels each their own
cluster. With ../shared/real present it also writes the median ratios of both to the plain SE over
ImageNetV2's models, clustered by its `category` column (1,000 classes of 10 images): derived
figures only, no data.
"""
import json
import math
import pathlib

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
DIR = ROOT / "tests" / "fixtures" / "golden"
REAL = ROOT.parent / "shared" / "real"
rng = np.random.default_rng(20250219)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def plain_se(x):
    x = x[~np.isnan(x)]
    return x.std(ddof=1) / math.sqrt(len(x))


def stratified_se(x, labels):
    keep = ~np.isnan(x)
    x, labels = x[keep], labels[keep]
    n = len(x)
    total = 0.0
    for h in np.unique(labels):
        y = x[labels == h]
        if len(y) < 2:
            return float("nan")
        w = len(y) / n
        total += w * w * y.var(ddof=1) / len(y)
    return math.sqrt(total)


def clustered_se(x, groups):
    keep = ~np.isnan(x)
    x, groups = x[keep], groups[keep]
    n = len(x)
    e = x - x.mean()
    sums = {}
    for g, v in zip(groups, e):
        sums[g] = sums.get(g, 0.0) + v
    G = len(sums)
    return math.sqrt(G / (G - 1) * sum(s * s for s in sums.values()) / n**2)


def labels_of(raw):
    """Strata labels (blank = one stratum) and cluster labels (blank = one cluster each)."""
    strata = np.array([lab if lab.strip() else "\0blank" for lab in raw], dtype=object)
    clusters = np.array(
        [lab if lab.strip() else f"\0item{i}" for i, lab in enumerate(raw)], dtype=object
    )
    return strata, clusters


cases = []
for name, sizes, binary, missing, blanks in [
    ("equal-binary", [10] * 30, True, 0.0, 0),
    ("equal-continuous-missing", [6] * 25, False, 0.1, 0),
    ("unequal-binary-blanks", [3, 8, 12, 5, 20, 2, 9], True, 0.05, 4),
]:
    labels = [f"s{h}" for h, size in enumerate(sizes) for _ in range(size)]
    labels += [""] * blanks
    n = len(labels)
    effect = rng.normal(0, 1, len(sizes) + 1)
    idx = np.array([int(lab[1:]) if lab else len(sizes) for lab in labels])
    p = 1 / (1 + np.exp(-(0.3 + effect[idx])))
    x = (rng.random(n) < p).astype(float) if binary else np.round(np.clip(p + 0.2 * rng.standard_normal(n), 0, 1), 3)
    x[rng.random(n) < missing] = np.nan
    strata, clusters = labels_of(labels)
    cases.append(
        {
            "name": name,
            "labels": labels,
            "values": [num(v) for v in x],
            "mean": num(np.nanmean(x)),
            "plain": num(plain_se(x)),
            "stratified": num(stratified_se(x, strata)),
            "clustered": num(clustered_se(x, clusters)),
            "df": int((~np.isnan(x)).sum() - len(set(strata[~np.isnan(x)]))),
        }
    )

out = {"versions": {"numpy": np.__version__}, "cases": cases, "imagenetV2": None}

wide = REAL / "imagenet_v2" / "imagenet_v2.wide.csv"
if wide.exists():
    import csv

    with wide.open() as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    col = header.index("meta:category")
    first_model = max(i for i, h in enumerate(header) if h.startswith("meta:") or h == "item_id") + 1
    X = np.array([[float(v) for v in r[first_model:]] for r in body])
    labels = [r[col] for r in body]
    strata, clusters = labels_of(labels)
    plain = np.array([plain_se(X[:, m]) for m in range(X.shape[1])])
    cl = np.array([clustered_se(X[:, m], clusters) for m in range(X.shape[1])])
    st = np.array([stratified_se(X[:, m], strata) for m in range(X.shape[1])])
    out["imagenetV2"] = {
        "column": "category",
        "models": int(X.shape[1]),
        "clusteredOverPlain": float(np.median(cl / plain)),
        "stratifiedOverPlain": float(np.median(st / plain)),
    }

(DIR / "strata-golden.json").write_text(json.dumps(out, indent=1) + "\n")
print(json.dumps(out["imagenetV2"]))
