"""Golden values for trials per cell: the two-level standard error of a model's mean score
(src/core/stats/two-level-se.ts; E. Miller 2024, "Adding Error Bars to Evals", arXiv:2411.00640,
section 3.1). Writes tests/fixtures/golden/trials-golden.json. Commit the output, not numpy.

    python3 scripts/golden/make_trials_golden.py

Every cell is simulated as its k pass/fail trials (numpy's default_rng, seeded), and everything
is computed from those trials, independently of the TypeScript code:

- cell mean p = trials.mean(); within-item variance of the cell mean =
  trials.var(ddof=1) / k (the unbiased sample variance of the k attempts over k), 0 when k < 2
  or the trials are unknown;
- W = the mean of those over the model's present items; S^2 = the cell means' variance
  (ddof=1); B = max(0, S^2 - W); SE = sqrt((B + W) / n); share = W / (B + W);
- the SE with k' trials per cell: sqrt((B + mean(trials.var(ddof=1) / min(k', k))) / n);
- scipy.stats.sem of the cell means, the plain SE the two-level one equals when S^2 >= W;
- scipy.stats.binom.cdf for the distribution function the "fewer trials" redraw inverts.

Cases: k = 5 everywhere (the issue's pass1 / count file); k from 1 to 8 per cell with missing
cells and cells of unknown trials (given as a rate); identical items (S^2 below W by chance:
the floor); one trial everywhere (no within-item estimate: the plain SE).

Made with numpy and scipy as printed under "versions" in the output.
"""
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20261203)
K_PRIMES = [1, 2, 3, 5]


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def simulate(n_items, n_models, k_of, rate_of, missing=0.0, unknown=0.0):
    """Cells as their trials: values (None = missing), trials (0 = unknown), within variances."""
    values = [[None] * n_models for _ in range(n_items)]
    trials = [[0] * n_models for _ in range(n_items)]
    within = np.zeros((n_items, n_models))
    for i in range(n_items):
        for m in range(n_models):
            if rng.random() < missing:
                continue
            x = rate_of(i, m)
            k = k_of(i, m)
            if rng.random() < unknown:
                # a rate given without its trials (as k tenths of attempts nobody counted)
                values[i][m] = float(np.round(x * 10) / 10)
                continue
            t = (rng.random(k) < x).astype(float)
            values[i][m] = float(t.mean())
            trials[i][m] = k
            within[i, m] = t.var(ddof=1) / k if k >= 2 else 0.0
    return values, trials, within


def two_level(values, trials, within):
    n_models = len(values[0])
    out = []
    for m in range(n_models):
        rows = [i for i in range(len(values)) if values[i][m] is not None]
        p = np.array([values[i][m] for i in rows])
        k = np.array([trials[i][m] for i in rows])
        w_i = np.array([within[i, m] for i in rows])
        n = len(p)
        s2 = p.var(ddof=1)
        w = w_i.mean()
        b = max(0.0, s2 - w)
        se = math.sqrt((b + w) / n)
        sigma2 = w_i * k  # the unbiased variance of one trial, k >= 2 cells (0 elsewhere)
        at = {}
        for kp in K_PRIMES:
            eff = np.minimum(kp, np.maximum(k, 1))
            at[str(kp)] = num(math.sqrt((b + (sigma2 / eff).mean()) / n))
        out.append({
            "mean": num(p.mean()),
            "n": int(n),
            "s2": num(s2),
            "within": num(w),
            "between": num(b),
            "se": num(se),
            "withinShare": num(w / (b + w)) if b + w > 0 else None,
            "estimated": int((k >= 2).sum()),
            "sePlain": num(stats.sem(p)),
            "seAt": at,
        })
    return out


def case(name, n_items, n_models, k_of, rate_of, **kw):
    values, trials, within = simulate(n_items, n_models, k_of, rate_of, **kw)
    return {
        "name": name,
        "values": values,
        "trials": trials,
        "models": two_level(values, trials, within),
    }


difficulty = rng.normal(0, 1.2, 60)
skill = np.linspace(-1, 1.5, 5)


def irt(i, m):
    return 1 / (1 + math.exp(-(skill[m] - difficulty[i])))


cases = [
    case("k5", 40, 4, lambda i, m: 5, irt),
    case("varied", 60, 5, lambda i, m: int(rng.integers(1, 9)), irt, missing=0.1, unknown=0.1),
    case("identical-items", 30, 3, lambda i, m: 2, lambda i, m: 0.5),
    case("one-trial", 25, 3, lambda i, m: 1, irt),
]

# The binomial distribution function the "fewer trials" redraw inverts (perturbations/trials.ts).
binomial = [
    {"k": k, "p": p, "cdf": [num(v) for v in stats.binom.cdf(np.arange(k + 1), k, p)]}
    for k in (1, 3, 10, 60)
    for p in (0.05, 0.3, 0.5, 0.87)
]

out = {
    "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
    "kPrimes": K_PRIMES,
    "cases": cases,
    "binomialCdf": binomial,
}
(DIR / "trials-golden.json").write_text(json.dumps(out, indent=1) + "\n")
print(f"wrote {DIR / 'trials-golden.json'}")
