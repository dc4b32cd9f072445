"""Golden values for the Benjamini-Hochberg adjustment (src/core/stats/multiple-testing.ts
`benjaminiHochberg`) and the "inverted" flag's false discovery rate control (src/features/items/core/
item-table.ts), from statsmodels. Writes tests/fixtures/golden/fdr-golden.json.

    /usr/bin/python3 scripts/golden/make_fdr_golden.py

(Debian's python3: it has statsmodels.) Each case is a list of p-values, some undefined (null),
with `statsmodels.stats.multitest.multipletests(p, method='fdr_bh')[1]` over the defined ones and
which of them it rejects at q = 0.05 and q = 0.1.
"""
import json
import math
import pathlib

import numpy as np
import statsmodels
from statsmodels.stats.multitest import multipletests

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20250221)


def case(name, p):
    p = np.asarray(p, dtype=float)
    defined = ~np.isnan(p)
    adjusted = np.full(p.shape, np.nan)
    rejected = {}
    if defined.any():
        adjusted[defined] = multipletests(p[defined], method="fdr_bh")[1]
    for q in (0.05, 0.1):
        r = np.zeros(p.shape, dtype=bool)
        if defined.any():
            r[defined] = multipletests(p[defined], alpha=q, method="fdr_bh")[0]
        rejected[str(q)] = [int(i) for i in np.flatnonzero(r)]
    clean = lambda a: [None if math.isnan(v) else float(v) for v in a]  # noqa: E731
    return {"name": name, "p": clean(p), "adjusted": clean(adjusted), "rejected": rejected}


null = rng.random(2000)
mixed = np.concatenate([rng.random(1900), rng.random(100) * 1e-4])
rng.shuffle(mixed)
with_nan = rng.random(300)
with_nan[rng.random(300) < 0.1] = np.nan
cases = [
    case("textbook", [0.01, 0.04, 0.03, 0.005, 0.2, 0.5, 0.04, 0.9]),
    case("ties", [0.02, 0.02, 0.02, 0.5, 0.5, 0.001, 1.0]),
    case("null-2000", null),
    case("mixed-2000", mixed),
    case("with-undefined", with_nan),
    case("one", [0.03]),
    case("none", [float("nan"), float("nan")]),
]
out = {"versions": {"statsmodels": statsmodels.__version__}, "cases": cases}
(DIR / "fdr-golden.json").write_text(json.dumps(out) + "\n")
for c in cases:
    print(c["name"], len(c["rejected"]["0.05"]))
