"""Golden values for the strength sweep's figures (src/core/sweep.ts strength rows,
src/core/sweep-figures.ts, src/core/chart-series.ts probit), computed with numpy/scipy from
seeded small cases, independently of the TypeScript code. Writes
tests/fixtures/golden/sweep-figures-golden.json. Commit the output, not the libraries.

    python3 scripts/golden/make_sweep_figures_golden.py
"""
import json
import pathlib

import numpy as np
import scipy
from scipy import special, stats

OUT = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden" / "sweep-figures-golden.json"
rng = np.random.default_rng(20261203)


def q(values):
    v = np.asarray([x for x in values if not np.isnan(x)], dtype=float)
    return [float(np.quantile(v, 0.5)), float(np.quantile(v, 0.05)), float(np.quantile(v, 0.95))]


def min_ranks(scores):
    """Competition ranks, best (highest) = 1; NaN -> 0 (absent)."""
    s = np.asarray(scores, dtype=float)
    out = np.zeros(len(s), dtype=int)
    ok = ~np.isnan(s)
    out[ok] = stats.rankdata(-s[ok], method="min").astype(int)
    return out


# Strength steps: each step its own draws (D x M), some cells NaN (a model absent).
steps = []
M = 6
reference = rng.uniform(0.3, 0.9, M)
for s, (D, noise) in enumerate([(7, 0.0), (11, 0.02), (13, 0.08), (9, 0.2)]):
    scores = reference + rng.normal(0, noise, (D, M))
    if s == 2:
        scores[1, 0] = np.nan  # the leader absent from one draw
        scores[4, 3] = np.nan
    ranks = np.array([min_ranks(r) for r in scores])
    tau = []
    for r in scores:
        ok = ~np.isnan(r)
        t = stats.kendalltau(reference[ok], r[ok]).statistic if ok.sum() > 1 else np.nan
        tau.append(float(t))
    change = np.nanmean(np.abs(scores - reference), axis=1)
    leader = int(np.argmax(reference))
    present = ranks[:, leader] > 0
    # a tie for first among k models counts 1/k (src/core/first-share.ts)
    share = np.where(ranks[:, leader] == 1, 1 / (ranks == 1).sum(axis=1).clip(min=1), 0.0)
    kept = float(np.sum(share[present]) / present.sum())
    steps.append(
        {
            "scores": [[None if np.isnan(v) else float(v) for v in row] for row in scores],
            "ranks": ranks.tolist(),
            "tau": tau,
            "row": {"tau": q(tau), "scoreChange": q(change), "leaderKept": kept},
        }
    )

# Least squares: numpy.polyfit(x, y, 1) and numpy.corrcoef.
fits = []
for n in (2, 5, 12):
    x = rng.uniform(0, 1, n)
    y = 0.2 + 0.7 * x + rng.normal(0, 0.05, n)
    slope, intercept = np.polyfit(x, y, 1)
    r = np.corrcoef(x, y)[0, 1] if n > 2 else float(np.sign(slope))
    fits.append({"x": x.tolist(), "y": y.tolist(), "slope": float(slope), "intercept": float(intercept), "r": float(r)})

# Ranks by mean score: scipy.stats.rankdata(-mean, method='min'), ties included.
means = [0.5, 0.7, 0.5, 0.9, 0.1, 0.7]
ranks_by_mean = stats.rankdata(-np.asarray(means), method="min").astype(int).tolist()

# Probit: scipy.special.ndtri, after clipping to [0.001, 0.999].
ps = [0.0, 0.001, 0.02, 0.3, 0.5, 0.77, 0.999, 1.0]
probit = [float(special.ndtri(min(0.999, max(0.001, p)))) for p in ps]

OUT.write_text(
    json.dumps(
        {
            "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
            "reference": reference.tolist(),
            "steps": steps,
            "fits": fits,
            "ranksByMean": {"means": means, "ranks": ranks_by_mean},
            "probit": {"p": ps, "value": probit},
        },
        indent=1,
    )
    + "\n"
)
print("wrote", OUT)
