"""Golden values for the score-table statistics (src/features/score-tables/core), computed with numpy and
scipy from deterministic inputs. Writes

  tests/fixtures/golden/score-table-golden.json   the values the unit tests are pinned to
  tests/fixtures/score-table/two-conditions.json  a SYNTHETIC nested-JSON table with two
                                                  conditions and standard errors (made up here,
                                                  not measurements of any model)

    python3 scripts/golden/make_score_table_golden.py

Every value is computed here independently of the TypeScript code:
- Kendall's tau-b by scipy.stats.kendalltau over the models present on both benchmarks;
- Kendall's W from its tie-corrected formula in numpy, checked against
  scipy.stats.friedmanchisquare / (m (n - 1));
- Borda points as scipy.stats.rankdata(x) - 1, mean ranks as rankdata(-x), per benchmark over
  the models present there;
- the clustered order by scipy.cluster.hierarchy.linkage(..., 'average') and leaves_list;
- the probit by scipy.special.ndtri, the fits by scipy.stats.linregress;
- the worst-case benchmark weights by brute force over every vertex of the box.
If ../shared/real/imagenet_v2/accuracies.csv exists, its accuracy-on-the-line numbers are added.

Made with numpy and scipy as printed under "versions" in the output.
"""
import csv
import itertools
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import special, stats
from scipy.cluster import hierarchy
from scipy.spatial.distance import squareform

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "fixtures" / "golden"
FIXTURES = ROOT / "tests" / "fixtures" / "score-table"
REAL = ROOT.parent / "shared" / "real"
rng = np.random.default_rng(20250707)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def nums(a):
    return [num(v) for v in np.asarray(a, dtype=float).ravel()]


def tau_b(x, y):
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    keep = ~np.isnan(x) & ~np.isnan(y)
    n = int(keep.sum())
    if n < 2:
        return np.nan, n
    if np.all(x[keep] == x[keep][0]) or np.all(y[keep] == y[keep][0]):
        return np.nan, n
    return stats.kendalltau(x[keep], y[keep]).statistic, n


# ------------------------------------------------------------------ agreement, W, aggregates


def agreement(S):
    """S: models x benchmarks with NaN. Pairwise-complete tau-b matrix."""
    B = S.shape[1]
    T = np.full((B, B), np.nan)
    N = np.zeros((B, B), dtype=int)
    for i in range(B):
        for j in range(i, B):
            t, n = tau_b(S[:, i], S[:, j])
            T[i, j] = T[j, i] = t
            N[i, j] = N[j, i] = n
    off = np.array([T[i, j] for i in range(B) for j in range(i + 1, B)])
    off = off[~np.isnan(off)]
    return T, N, (off.mean() if len(off) else np.nan), (np.median(off) if len(off) else np.nan)


def clustered_order(T):
    D = np.where(np.isnan(T), 1.0, 1.0 - T)
    np.fill_diagonal(D, 0.0)
    D = (D + D.T) / 2
    Z = hierarchy.linkage(squareform(D, checks=False), "average")
    condensed = squareform(D, checks=False)
    distinct = len(np.unique(np.round(condensed, 12))) == len(condensed) and len(
        np.unique(np.round(Z[:, 2], 12))
    ) == len(Z)
    return [int(v) for v in hierarchy.leaves_list(Z)], Z, bool(distinct)


def kendall_w(S):
    """Tie-corrected W over complete cases (models scored on every benchmark)."""
    keep = ~np.isnan(S).any(axis=1)
    X = S[keep]
    n, m = X.shape  # n models, m benchmarks
    if n < 2 or m < 2:
        return np.nan, int(n), None
    R = np.column_stack([stats.rankdata(X[:, j]) for j in range(m)])
    Ri = R.sum(axis=1)
    Ssum = ((Ri - m * (n + 1) / 2) ** 2).sum()
    T = 0.0
    for j in range(m):
        _, counts = np.unique(X[:, j], return_counts=True)
        T += (counts**3 - counts).sum()
    den = m**2 * (n**3 - n) - m * T
    w = 12 * Ssum / den if den > 0 else np.nan
    friedman = None
    if n >= 3 and den > 0:
        # friedmanchisquare(*treatments) with blocks = benchmarks: one argument per model.
        chi = stats.friedmanchisquare(*[X[i, :] for i in range(n)]).statistic
        friedman = chi / (m * (n - 1))
        assert abs(friedman - w) < 1e-12, (friedman, w)
    return w, int(n), friedman


def aggregates(S):
    M, B = S.shape
    score = np.full(M, np.nan)
    mean_rank = np.full(M, np.nan)
    borda = np.full(M, np.nan)
    ranks = np.full((M, B), np.nan)
    points = np.full((M, B), np.nan)
    for b in range(B):
        present = ~np.isnan(S[:, b])
        ranks[present, b] = stats.rankdata(-S[present, b])
        points[present, b] = stats.rankdata(S[present, b]) - 1
    for m in range(M):
        p = ~np.isnan(S[m])
        if p.any():
            score[m] = S[m, p].mean()
            mean_rank[m] = ranks[m, p].mean()
            borda[m] = points[m, p].sum()
    return score, mean_rank, borda, ranks


def consensus(S):
    _, mean_rank, _, ranks = aggregates(S)
    out = []
    for b in range(S.shape[1]):
        t_all, n = tau_b(S[:, b], -mean_rank)
        others = np.delete(ranks, b, axis=1)
        with np.errstate(invalid="ignore"):
            loo = np.array(
                [np.nanmean(r) if (~np.isnan(r)).any() else np.nan for r in others]
            )
        t_loo, _ = tau_b(S[:, b], -loo)
        out.append({"tauWithConsensus": num(t_all), "tauWithOthers": num(t_loo), "models": n})
    return out


def table_case(name, S):
    T, N, mean, median = agreement(S)
    order, Z, distinct = clustered_order(T)
    w, w_models, friedman = kendall_w(S)
    score, mean_rank, borda, _ = aggregates(S)
    return {
        "name": name,
        "scores": [nums(row) for row in S],
        "tau": [nums(row) for row in T],
        "pairModels": N.tolist(),
        "meanTau": num(mean),
        "medianTau": num(median),
        "order": order,
        "orderDistinct": distinct,
        "kendallW": num(w),
        "kendallWModels": w_models,
        "friedmanW": None if friedman is None else num(friedman),
        "meanScore": nums(score),
        "meanRank": nums(mean_rank),
        "borda": nums(borda),
        "consensus": consensus(S),
    }


def small_tables():
    nan = np.nan
    t1 = np.array(
        [
            [0.9, 0.8, 0.7, 0.6, 0.5],
            [0.8, 0.8, 0.6, nan, 0.5],
            [0.7, 0.9, 0.7, 0.4, 0.2],
            [0.7, 0.3, 0.7, 0.5, 0.4],
            [0.5, 0.4, nan, 0.5, 0.6],
            [0.2, 0.4, 0.1, 0.2, 0.3],
            [nan, 0.1, 0.2, 0.1, nan],
        ]
    )
    cases = [table_case("ties-and-missing", t1)]
    # A complete table with ties only (W uses every model).
    t2 = np.round(rng.random((9, 6)) * 5) / 5
    cases.append(table_case("complete-with-ties", t2))
    # A larger one with 15% missing cells and rounded scores.
    theta = rng.normal(size=14)
    t3 = np.round(
        1 / (1 + np.exp(-(theta[:, None] * rng.uniform(0.3, 1.5, 8) + rng.normal(0, 0.8, (14, 8))))),
        2,
    )
    t3[rng.random(t3.shape) < 0.15] = nan
    cases.append(table_case("random-missing", t3))
    return cases


def cluster_cases():
    out = []
    for n in (4, 7, 11):
        X = rng.normal(size=(n, 3))
        D = np.sqrt(((X[:, None, :] - X[None, :, :]) ** 2).sum(axis=2))
        Z = hierarchy.linkage(squareform(D, checks=False), "average")
        out.append(
            {
                "n": n,
                "distances": [nums(r) for r in D],
                "merges": [[int(z[0]), int(z[1]), num(z[2]), int(z[3])] for z in Z],
                "order": [int(v) for v in hierarchy.leaves_list(Z)],
            }
        )
    return out


def w_cases():
    out = []
    for n, m, levels in ((5, 3, 3), (8, 4, 4), (12, 6, 100), (6, 2, 2)):
        X = rng.integers(0, levels, size=(n, m)).astype(float)
        w, _, friedman = kendall_w(X)
        out.append({"rankings": [nums(X[:, j]) for j in range(m)], "w": num(w), "friedmanW": None if friedman is None else num(friedman)})
    return out


# --------------------------------------------------------------------------- worst case (brute)


def worst_case_brute(S, bound, method):
    """Every vertex of [1-bound, 1+bound]^B; the lowest tau-b against the unweighted aggregate."""
    M, B = S.shape
    score, mean_rank, borda, ranks = aggregates(S)
    points = np.full((M, B), np.nan)
    for b in range(B):
        present = ~np.isnan(S[:, b])
        points[present, b] = stats.rankdata(S[present, b]) - 1
    contrib = {"meanScore": S, "meanRank": ranks, "borda": points}[method]
    sign = -1 if method == "meanRank" else 1

    def agg(w):
        out = np.full(M, np.nan)
        for m in range(M):
            p = ~np.isnan(contrib[m])
            if p.any():
                num_ = (w[p] * contrib[m, p]).sum()
                out[m] = num_ if method == "borda" else num_ / w[p].sum()
        return sign * out

    ref = agg(np.ones(B))
    best = (np.inf, None)
    for bits in itertools.product((1 - bound, 1 + bound), repeat=B):
        w = np.array(bits)
        t, _ = tau_b(ref, agg(w))
        if not np.isnan(t) and t < best[0]:
            best = (t, w)
    return best[0]


def worst_cases():
    theta = rng.normal(size=10)
    S = np.round(theta[:, None] + rng.normal(0, 0.7, (10, 6)), 2)
    out = []
    for method in ("meanScore", "meanRank", "borda"):
        for bound in (0.3, 0.8):
            out.append(
                {
                    "scores": [nums(r) for r in S],
                    "method": method,
                    "bound": bound,
                    "tau": num(worst_case_brute(S, bound, method)),
                }
            )
    return out


# ----------------------------------------------------------------------- probit and the line


def probit_cases():
    ps = [1e-300, 1e-100, 1e-20, 1e-10, 1e-5, 0.001, 0.0029, 0.02, 0.07499, 0.075, 0.1, 0.25, 0.5,
          0.6333, 0.75, 0.9, 0.925, 0.92501, 0.99, 0.999, 1 - 1e-10, 1 - 1e-15]
    ps += list(rng.random(40))
    return [{"p": p, "ndtri": num(special.ndtri(p))} for p in ps]


def line_fit(x, y):
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    lin = stats.linregress(x, y)
    keep = (x > 0) & (x < 1) & (y > 0) & (y < 1)
    pr = stats.linregress(special.ndtri(x[keep]), special.ndtri(y[keep]))
    resid = special.ndtri(y) - (pr.intercept + pr.slope * special.ndtri(x))
    order = [int(i) for i in np.argsort(resid, kind="stable") if keep[i] and resid[i] < 0]
    return {
        "tau": num(stats.kendalltau(x, y).statistic),
        "meanDrop": num((x - y).mean()),
        "slope": num(lin.slope),
        "intercept": num(lin.intercept),
        "r": num(lin.rvalue),
        "probitSlope": num(pr.slope),
        "probitIntercept": num(pr.intercept),
        "probitR": num(pr.rvalue),
        "probitN": int(keep.sum()),
        "furthestBelow": order[:10],
    }


def line_cases():
    x = rng.uniform(0.3, 0.9, 25)
    y = special.ndtr(0.9 * special.ndtri(x) - 0.3 + rng.normal(0, 0.05, 25))
    x[3] = 1.0  # exactly 1: no probit, left out of that fit
    return [{"x": nums(x), "y": nums(y), **line_fit(x, y)}]


def imagenet():
    path = REAL / "imagenet_v2" / "accuracies.csv"
    if not path.exists():
        return None
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    x = [float(r["orig_acc"]) for r in rows]
    y = [float(r["new_acc"]) for r in rows]
    fit = line_fit(x, y)
    fit["furthestBelow"] = [rows[i]["model"] for i in fit["furthestBelow"]]
    return {"n": len(rows), **fit}


# ----------------------------------------------------------------------- derived from a matrix


def derived_categories():
    path = GOLDEN / "small-binary.csv"
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    models = [h for h in header[2:]]
    cats = sorted({r[1] for r in rows[1:]})
    X = np.array([[float(v) if v != "" else np.nan for v in r[2:]] for r in rows[1:]])
    labels = np.array([r[1] for r in rows[1:]])
    mean, se = {}, {}
    for c in cats:
        sub = X[labels == c]
        mean[c] = nums(np.nanmean(sub, axis=0))
        se[c] = nums([stats.sem(col[~np.isnan(col)]) if (~np.isnan(col)).sum() > 1 else np.nan for col in sub.T])
    return {"file": "small-binary.csv", "models": models, "categories": cats, "mean": mean, "se": se}


# ------------------------------------------------------------------ the synthetic two-condition table

BENCHMARKS = ["arc_challenge", "hellaswag", "mmlu", "gsm8k", "winogrande", "piqa", "boolq", "nq_open"]
MODELS = [
    "demo/base-0.5b", "demo/chat-0.5b", "demo/base-1b", "demo/chat-1b", "demo/base-3b",
    "demo/chat-3b", "demo/base-7b", "demo/chat-7b", "demo/base-14b", "demo/chat-14b",
    "other/base-2b", "other/base-9b",
]
TEST_SIZES = [1172, 10042, 14042, 1319, 1267, 1838, 3270, 3610]


def synthetic_table():
    """Latent ability theta; direct evaluation adds a large model- and benchmark-specific
    'preparation' term, train-before-test a small one (Zhang, Dominguez-Olmedo & Hardt 2025's
    story, made up here)."""
    size = np.array([0.5, 0.5, 1, 1, 3, 3, 7, 7, 14, 14, 2, 9])
    theta = np.log(size) + rng.normal(0, 0.15, len(size))
    a = rng.uniform(0.4, 1.0, len(BENCHMARKS))
    b = rng.uniform(-1.5, 0.5, len(BENCHMARKS))
    direct = a * theta[:, None] + b + rng.normal(0, 0.55, (len(size), len(BENCHMARKS)))
    tbt = a * theta[:, None] + b + 0.6 + rng.normal(0, 0.12, (len(size), len(BENCHMARKS)))
    out = {"description": (
        "SYNTHETIC score table for tests, generated by scripts/golden/make_score_table_golden.py: "
        "made-up models and numbers, not measurements. Shape as lm-harmony's all_results.json.")}
    n = np.array(TEST_SIZES)
    for cond, logits in (("direct_eval", direct), ("train_before_test", tbt)):
        p = np.round(1 / (1 + np.exp(-logits)), 4)
        se = np.round(np.sqrt(p * (1 - p) / n), 5)
        scores = {bm: {mo: float(p[i, j]) for i, mo in enumerate(MODELS)} for j, bm in enumerate(BENCHMARKS)}
        errors = {bm: {mo: float(se[i, j]) for i, mo in enumerate(MODELS)} for j, bm in enumerate(BENCHMARKS)}
        out[cond] = scores
        out[f"{cond}_stderr"] = errors
    # One score missing (null) and its standard error "N/A", as real files have.
    out["direct_eval"]["gsm8k"]["other/base-2b"] = None
    out["direct_eval_stderr"]["gsm8k"]["other/base-2b"] = "N/A"
    return out


def table_from_nested(doc, cond):
    S = np.full((len(MODELS), len(BENCHMARKS)), np.nan)
    for j, bm in enumerate(BENCHMARKS):
        for i, mo in enumerate(MODELS):
            v = doc[cond][bm].get(mo)
            if isinstance(v, (int, float)):
                S[i, j] = v
    return S


def main():
    FIXTURES.mkdir(parents=True, exist_ok=True)
    doc = synthetic_table()
    with open(FIXTURES / "two-conditions.json", "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    conditions = {c: table_case(c, table_from_nested(doc, c)) for c in ("direct_eval", "train_before_test")}
    golden = {
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "tables": small_tables(),
        "cluster": cluster_cases(),
        "kendallW": w_cases(),
        "worstCase": worst_cases(),
        "probit": probit_cases(),
        "line": line_cases(),
        "imagenet": imagenet(),
        "derivedCategories": derived_categories(),
        "twoConditions": {"models": MODELS, "benchmarks": BENCHMARKS, "conditions": conditions},
    }
    with open(GOLDEN / "score-table-golden.json", "w") as f:
        json.dump(golden, f, indent=1)
        f.write("\n")
    for c, v in conditions.items():
        print(c, "mean tau", round(v["meanTau"], 4), "median", round(v["medianTau"], 4), "W", round(v["kendallW"], 4))


if __name__ == "__main__":
    main()
