"""Golden values for the cluster-robust standard errors, the paired differences and the Holm
adjustment (src/core/stats/standard-error.ts, paired-tests.ts, multiple-testing.ts,
src/core/run-extras.ts), computed with statsmodels. Writes tests/fixtures/golden/cluster-golden.json.
Commit the output, not the libraries.

    /usr/bin/python3 scripts/golden/make_cluster_golden.py

Needs statsmodels (Debian's python3-statsmodels 0.13.5 was used; see "versions" in the output).

- Cluster-robust SE of a mean: `OLS(y, ones).fit(cov_type='cluster', cov_kwds={'groups': g},
  use_t=True)`; `.bse[0]`, `.conf_int()` and `.pvalues[0]`. statsmodels' defaults apply the CR1
  small-sample factor G/(G-1) * (N-1)/(N-K) (= G/(G-1) for the mean) and t(G-1) for inference
  (`df_correction=True`). Items without a label are given a cluster of their own here.
- Plain SE and interval: `OLS(y, ones).fit(use_t=True)` (= scipy.stats.sem, t(n-1)), and for paired
  differences `scipy.stats.ttest_rel(a, b).confidence_interval()`.
- Holm: `statsmodels.stats.multitest.multipletests(p, method='holm')[1]`.
- Mid-p McNemar: `2 * (scipy.stats.binom.cdf(j, n, .5) - scipy.stats.binom.pmf(j, n, .5) / 2)`.
- Conservative ranks: 1 + #{j : low_j > high_i} by a double loop.
"""
import json
import math
import pathlib

import numpy as np
import scipy
import statsmodels
import statsmodels.api as sm
from scipy import stats
from statsmodels.stats.multitest import multipletests

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20250301)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def nums(a):
    return [num(v) for v in np.asarray(a, dtype=float).ravel()]


def cluster_ids(labels):
    """Integer clusters: one per distinct non-blank label, one per blank-labelled item."""
    ids, out, nxt = {}, [], 0
    for lab in labels:
        if lab.strip() == "":
            out.append(nxt)
            nxt += 1
            continue
        if lab not in ids:
            ids[lab] = nxt
            nxt += 1
        out.append(ids[lab])
    return np.array(out)


def mean_inference(y, labels=None):
    """statsmodels OLS of y on a constant over the present values: mean, se, df, low, high, p."""
    keep = ~np.isnan(y)
    yk = y[keep]
    n = len(yk)
    if labels is None:
        if n < 2:
            return None
        res = sm.OLS(yk, np.ones(n)).fit(use_t=True)
        df = n - 1
    else:
        g = cluster_ids(labels)[keep]
        G = len(np.unique(g))
        if n < 2 or G < 2:
            return None
        res = sm.OLS(yk, np.ones(n)).fit(cov_type="cluster", cov_kwds={"groups": g}, use_t=True)
        df = G - 1
        assert res.df_resid_inference == df
    low, high = res.conf_int(alpha=0.05)[0]
    return {
        "mean": float(res.params[0]),
        "se": float(res.bse[0]),
        "df": int(df),
        "low": float(low),
        "high": float(high),
        "pValue": num(res.pvalues[0]),
    }


def labels_for(n, n_clusters, blank_share):
    labs = [f"c{int(v)}" for v in rng.integers(0, n_clusters, n)]
    return [("" if rng.random() < blank_share else lab) for lab in labs]


def cluster_se_cases():
    out = []
    specs = [
        ("binary-5-clusters", (rng.random(60) < 0.6).astype(float), labels_for(60, 5, 0.0)),
        ("binary-30-clusters", (rng.random(150) < 0.4).astype(float), labels_for(150, 30, 0.0)),
        ("continuous-blanks", rng.normal(0.5, 0.2, 80), labels_for(80, 12, 0.2)),
        ("binary-nan", np.where(rng.random(90) < 0.1, np.nan, (rng.random(90) < 0.5) * 1.0),
         labels_for(90, 9, 0.1)),
        ("all-blank", rng.normal(size=25), [""] * 25),
        ("two-clusters", rng.normal(size=12), ["a"] * 5 + ["b"] * 7),
    ]
    for name, y, labels in specs:
        out.append({
            "name": name,
            "values": nums(y),
            "labels": labels,
            "plain": mean_inference(y),
            "clustered": mean_inference(y, labels),
        })
    return out


def paired_cases():
    out = []
    for name, kind, n, k in [("binary", "binary", 120, 15), ("continuous", "continuous", 70, 25),
                             ("binary-few", "binary", 40, 4)]:
        if kind == "binary":
            a = (rng.random(n) < 0.6).astype(float)
            b = np.where(rng.random(n) < 0.5, a, (rng.random(n) < 0.45).astype(float))
        else:
            a = rng.normal(0.5, 0.2, n)
            b = a - 0.03 + rng.normal(0, 0.1, n)
        a[rng.random(n) < 0.05] = np.nan
        b[rng.random(n) < 0.05] = np.nan
        labels = labels_for(n, k, 0.1)
        both = ~np.isnan(a) & ~np.isnan(b)
        d = a - b
        tt = stats.ttest_rel(a[both], b[both])
        ci = tt.confidence_interval(0.95)
        out.append({
            "name": name,
            "a": nums(a),
            "b": nums(b),
            "labels": labels,
            # scipy.stats.ttest_rel(a, b) on the complete pairs and its confidence_interval()
            "plain": {"mean": float(np.mean(d[both])),
                      "se": float(stats.sem(d[both])),
                      "df": int(both.sum() - 1),
                      "low": float(ci.low), "high": float(ci.high)},
            "clustered": mean_inference(d, labels),
        })
    return out


def holm_cases():
    cases = [
        [0.01, 0.04, 0.03, 0.005],
        [0.2, 0.2, 0.01, 0.5, 0.04, 0.04],
        [0.9],
        [1e-10, 0.3, 0.02, 0.02, 0.7, 0.049, 0.0001, 0.6],
        list(rng.random(25) ** 3),
    ]
    out = []
    for p in cases:
        # statsmodels.stats.multitest.multipletests(p, method='holm')[1]
        out.append({"p": [float(v) for v in p],
                    "adjusted": [float(v) for v in multipletests(p, method="holm")[1]]})
    return out


def mid_p(only_a, only_b):
    n = only_a + only_b
    if n == 0:
        return 1.0
    j = min(only_a, only_b)
    return min(1.0, float(2 * (stats.binom.cdf(j, n, 0.5) - 0.5 * stats.binom.pmf(j, n, 0.5))))


def conservative(low, high):
    out = []
    for i in range(len(low)):
        if low[i] is None or high[i] is None:
            out.append(None)
            continue
        out.append(1 + sum(1 for j in range(len(low))
                           if low[j] is not None and high[j] is not None and low[j] > high[i]))
    return out


def extras_case():
    """A 0/1 matrix (items x models, some cells missing) with a cluster column, and every figure
    run-extras.ts reports on the reference set, with and without clustering."""
    n, M = 240, 7
    labels = labels_for(n, 40, 0.1)
    ids = cluster_ids(labels)
    effect = rng.normal(0, 1.0, ids.max() + 1)[ids]  # items of a cluster share a difficulty
    skill = np.linspace(1.2, -0.6, M) + rng.normal(0, 0.05, M)
    prob = 1 / (1 + np.exp(-(skill[None, :] + effect[:, None])))
    x = (rng.random((n, M)) < prob).astype(float)
    x[rng.random((n, M)) < 0.03] = np.nan
    x[:, M - 1] = np.nan  # a model graded on one item: no SE, no interval, no conservative rank
    x[0, M - 1] = 0.0
    means = np.array([np.nanmean(x[:, m]) for m in range(M)])
    order = sorted(range(M), key=lambda m: (-means[m], m))
    assert len(set(means)) == M, "ties in the reference ranking: change the seed"
    result = {"cells": [nums(r) for r in x], "labels": labels, "order": order}
    for mode in ("plain", "clustered"):
        inf = [mean_inference(x[:, m], labels if mode == "clustered" else None) for m in range(M)]
        low = [i["low"] if i else None for i in inf]
        high = [i["high"] if i else None for i in inf]
        pairs = []
        for a, b in zip(order, order[1:]):
            d = x[:, a] - x[:, b]
            both = ~np.isnan(d)
            undefined = {"mean": float(np.mean(d[both])), "se": None, "df": int(both.sum() - 1),
                          "low": None, "high": None, "pValue": None}
            if mode == "clustered":
                diff = mean_inference(d, labels) or undefined
                p = diff["pValue"]
            else:
                only_a = int(np.sum((x[both, a] == 1) & (x[both, b] == 0)))
                only_b = int(np.sum((x[both, a] == 0) & (x[both, b] == 1)))
                p = mid_p(only_a, only_b)
                if both.sum() < 2:
                    diff = undefined
                else:
                    ci = stats.ttest_rel(x[both, a], x[both, b]).confidence_interval(0.95)
                    diff = {"mean": float(np.mean(d[both])), "se": float(stats.sem(d[both])),
                            "df": int(both.sum() - 1), "low": float(ci.low),
                            "high": float(ci.high)}
            pairs.append({"a": a, "b": b, "pValue": p, "n": int(both.sum()),
                          "difference": diff["mean"], "differenceSE": diff["se"],
                          "differenceLow": diff["low"], "differenceHigh": diff["high"],
                          "differenceDf": diff["df"]})
        # the family: the pairs with a defined p-value
        defined = [q for q in pairs if q["pValue"] is not None]
        holm = multipletests([q["pValue"] for q in defined], method="holm")[1]
        for q in pairs:
            q["pHolm"] = None
        for q, h in zip(defined, holm):
            q["pHolm"] = float(h)
        result[mode] = {
            "se": [i["se"] if i else None for i in inf],
            "df": [i["df"] if i else None for i in inf],
            "ciLow": low,
            "ciHigh": high,
            "conservativeRank": conservative(low, high),
            "pairs": pairs,
        }
    return result


def main():
    golden = {
        "source": "scripts/golden/make_cluster_golden.py",
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__,
                     "statsmodels": statsmodels.__version__},
        "clusterSE": cluster_se_cases(),
        "paired": paired_cases(),
        "holm": holm_cases(),
        "extras": extras_case(),
    }
    (DIR / "cluster-golden.json").write_text(json.dumps(golden, indent=1) + "\n")
    print("wrote", DIR / "cluster-golden.json")


if __name__ == "__main__":
    main()
