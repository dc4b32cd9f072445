"""Golden values for the votes feature (src/features/votes/core): Bradley-Terry fits by scipy's
L-BFGS-B, the sandwich covariance by numpy, Chatbot Arena's rank from the sandwich intervals.
Writes tests/fixtures/votes/small-votes.csv (the votes, drawn here with a fixed seed) and
tests/fixtures/golden/votes-golden.json.

    python3 scripts/golden/make_votes_golden.py

The fixture: two groups that never meet (7 models with 900 votes; 3 models with 60), ties and
`both_bad` among the winners, and judge, language and tstamp columns. Fits use
bench/votes_reference.py (the same definitions as the bench). Made with numpy and scipy as printed
under "versions" in the output.
"""
import csv
import json
import math
import pathlib
import sys

import numpy as np
import scipy
from scipy import special

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from votes_reference import aggregate, fit_bt, fit_data, ratings, sandwich_cov  # noqa: E402

CSV = ROOT / "tests" / "fixtures" / "votes" / "small-votes.csv"
OUT = ROOT / "tests" / "fixtures" / "golden" / "votes-golden.json"
rng = np.random.default_rng(20261204)

WINNERS = ["model_a", "model_b", "tie", "both_bad"]
LANGUAGES = ["en", "zh", "fr"]


def draw_group(names, n_votes, spread):
    theta = rng.normal(0, spread, len(names))
    rows = []
    for _ in range(n_votes):
        i, j = rng.choice(len(names), 2, replace=False)
        u = rng.random()
        p = special.expit(theta[i] - theta[j])
        w = 2 if u < 0.15 else 3 if u < 0.25 else 0 if u < 0.25 + 0.75 * p else 1
        rows.append((names[i], names[j], WINNERS[w]))
    return rows


def make_fixture():
    rows = draw_group([f"m-{c}" for c in "abcdefg"], 900, 0.8) + draw_group(["x-1", "x-2", "x-3"], 60, 0.5)
    order = rng.permutation(len(rows))
    t0 = 1_700_000_000
    with open(CSV, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model_a", "model_b", "winner", "judge", "language", "tstamp"])
        for k in order:
            a, b, win = rows[k]
            judge = f"judge-{rng.integers(5)}"
            lang = LANGUAGES[rng.integers(3)]
            w.writerow([a, b, win, judge, lang, f"{t0 + rng.uniform(0, 30 * 86400):.3f}"])


def read_votes():
    with open(CSV, newline="") as f:
        rows = list(csv.DictReader(f))
    names = []
    index = {}
    for r in rows:
        for m in (r["model_a"], r["model_b"]):
            if m not in index:
                index[m] = len(names)
                names.append(m)
    a = np.array([index[r["model_a"]] for r in rows])
    b = np.array([index[r["model_b"]] for r in rows])
    outcome = np.array([WINNERS.index(r["winner"]) for r in rows])
    return names, a, b, outcome, rows


def case(name, names, a, b, outcome, models, tie_rule, l2, anchor, weights=None):
    """One fit of the votes among `models` (names)."""
    keep = np.array([names[x] in models and names[y] in models for x, y in zip(a, b)])
    local = {m: i for i, m in enumerate(sorted(models, key=names.index))}
    la = np.array([local[names[x]] for x in a[keep]])
    lb = np.array([local[names[x]] for x in b[keep]])
    w = None if weights is None else np.asarray(weights)[keep]
    counts = aggregate(la, lb, outcome[keep], len(local), w)
    fixed = local[anchor] if anchor is not None else 0
    theta, res = fit_bt(*fit_data(counts, tie_rule), len(local), l2=l2, fixed=fixed)
    r = ratings(theta, None if anchor is None else local[anchor], l2 > 0)
    cov = sandwich_cov(theta, counts, tie_rule, l2)
    se = np.sqrt(np.diag(cov))
    z = scipy.stats.norm.ppf(0.975)
    low, high = r - z * se, r + z * se
    rank = [1 + int(np.sum(low > high[i])) for i in range(len(r))]
    models_in_order = list(local)
    x = theta[counts["lo"]] - theta[counts["hi"]]
    fa, fb, fs, fn = fit_data(counts, tie_rule)
    loglik = -float(np.sum(fn * np.logaddexp(0, theta[fa] - theta[fb]) - fs * (theta[fa] - theta[fb])))
    return {
        "name": name,
        "models": models_in_order,
        "tieRule": tie_rule,
        "l2": l2,
        "anchor": anchor,
        "weights": None if weights is None else "language",
        "ratings": dict(zip(models_in_order, r.tolist())),
        "sandwichSE": dict(zip(models_in_order, se.tolist())),
        "arenaRank": dict(zip(models_in_order, rank)),
        "logLikelihood": loglik,
        "scipy": {"nit": int(res.nit), "message": str(res.message), "maxPairGap": float(np.max(np.abs(x)))},
    }


def main():
    make_fixture()
    names, a, b, outcome, rows = read_votes()
    group_a = [f"m-{c}" for c in "abcdefg"]
    group_b = ["x-1", "x-2", "x-3"]
    lang_weight = {"en": 2.0, "zh": 1.0, "fr": 0.5}
    weights = [lang_weight[r["language"]] for r in rows]
    cases = [
        case("half", names, a, b, outcome, group_a, "half", 0.0, "m-c"),
        case("drop", names, a, b, outcome, group_a, "drop", 0.0, "m-c"),
        case("small group", names, a, b, outcome, group_b, "half", 0.0, "x-1"),
        case("penalised, both groups", names, a, b, outcome, group_a + group_b, "half", 0.5, None),
        case("weighted by language", names, a, b, outcome, group_a, "half", 0.0, "m-c", weights),
    ]
    out = {
        "source": "scripts/golden/make_votes_golden.py",
        "fixture": "tests/fixtures/votes/small-votes.csv",
        "languageWeights": lang_weight,
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "cases": cases,
    }
    OUT.write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)} and {CSV.relative_to(ROOT)}")
    for c in cases:
        print(c["name"], c["scipy"])


if __name__ == "__main__":
    main()
