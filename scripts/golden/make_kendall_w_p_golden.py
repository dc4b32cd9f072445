"""Golden p-values of Kendall's W (src/features/score-tables/core/kendall-w.ts): for m benchmarks ranking n
models, the p-value of W is that of the tie-corrected Friedman test,
scipy.stats.friedmanchisquare(*models).pvalue = scipy.stats.chi2.sf(m (n - 1) W, n - 1).
Writes tests/fixtures/golden/kendall-w-p.json.

    python3 scripts/golden/make_kendall_w_p_golden.py
"""
import json
import pathlib

import numpy as np
import scipy
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "golden" / "kendall-w-p.json"
rng = np.random.default_rng(20261203)

cases = []
for m, n, ties in [(3, 5, False), (4, 8, True), (6, 12, False), (24, 61, True), (2, 3, False), (10, 30, True)]:
    base = rng.normal(size=n)
    X = base[None, :] + rng.normal(scale=1.0, size=(m, n))
    if ties:
        X = np.round(X, 1)
    res = stats.friedmanchisquare(*[X[:, i] for i in range(n)])
    w = res.statistic / (m * (n - 1))
    cases.append({
        "rankings": X.tolist(),
        "w": float(w),
        "chiSquare": float(res.statistic),
        "pValue": float(res.pvalue),
    })

sf = [
    {"x": x, "df": df, "sf": float(stats.chi2.sf(x, df))}
    for x, df in [(0.5, 1), (3.84, 1), (10.0, 4), (100.0, 60), (30.0, 60), (1e-3, 2), (250.0, 60)]
]

OUT.write_text(json.dumps({
    "source": "scipy.stats.friedmanchisquare(...).pvalue and scipy.stats.chi2.sf",
    "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
    "cases": cases,
    "chiSquareSurvival": sf,
}, indent=1) + "\n")
print("wrote", OUT)
