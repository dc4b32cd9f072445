"""Golden values for the simultaneous rank sets of Bradley-Terry ratings
(src/features/votes/core/vote-rank-sets.ts): the ratings fitted by scipy's L-BFGS-B and their
sandwich covariance by numpy (bench/votes_reference.py), then the csranks stepdown by the plain
numpy reference bench/rank_sets_reference.py, from standard normals drawn here (rounded to 6
decimals, so both sides read the same numbers). Writes tests/fixtures/golden/votes-rank-sets-golden.json.

    python3 scripts/golden/make_votes_rank_sets_golden.py

Votes: the small fixture tests/fixtures/votes/small-votes.csv (scripts/golden/make_votes_golden.py),
its 7-model group, unpenalised (anchor m-c: a singular, centred covariance) and penalised (l2 0.5,
no anchor). Made with numpy and scipy as printed under "versions" in the output.
"""
import json
import pathlib
import sys

import numpy as np
import scipy

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts" / "golden"))
from make_votes_golden import read_votes  # noqa: E402
from rank_sets_reference import rank_sets  # noqa: E402
from votes_reference import aggregate, fit_bt, fit_data, ratings, sandwich_cov  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "golden" / "votes-rank-sets-golden.json"
rng = np.random.default_rng(20261205)
DRAWS = 600


def case(name, names, a, b, outcome, models, l2, anchor, level):
    keep = np.array([names[x] in models and names[y] in models for x, y in zip(a, b)])
    local = {m: i for i, m in enumerate(sorted(models, key=names.index))}
    la = np.array([local[names[x]] for x in a[keep]])
    lb = np.array([local[names[x]] for x in b[keep]])
    counts = aggregate(la, lb, outcome[keep], len(local))
    fixed = local[anchor] if anchor is not None else 0
    theta, _ = fit_bt(*fit_data(counts, "half"), len(local), l2=l2, fixed=fixed)
    r = ratings(theta, None if anchor is None else local[anchor], l2 > 0)
    cov = sandwich_cov(theta, counts, "half", l2)
    normals = np.round(rng.standard_normal((DRAWS, len(local))), 6)
    s = rank_sets(r, cov, normals, level)
    order = list(local)
    return {
        "name": name,
        "models": order,
        "l2": l2,
        "anchor": anchor,
        "level": level,
        "draws": DRAWS,
        "normals": [float(v) for v in normals.ravel()],
        "ratings": dict(zip(order, r.tolist())),
        "cov": [float(v) for v in cov.ravel()],
        "simultaneousLow": dict(zip(order, s["sLow"].tolist())),
        "simultaneousHigh": dict(zip(order, s["sHigh"].tolist())),
        "marginalLow": dict(zip(order, s["mLow"].tolist())),
        "marginalHigh": dict(zip(order, s["mHigh"].tolist())),
        "critical": s["critical"],
        "steps": s["steps"],
    }


def main():
    names, a, b, outcome, _ = read_votes()
    group = [f"m-{c}" for c in "abcdefg"]
    cases = [
        case("unpenalised", names, a, b, outcome, group, 0.0, "m-c", 0.95),
        case("penalised", names, a, b, outcome, group, 0.5, None, 0.9),
    ]
    out = {
        "source": "scripts/golden/make_votes_rank_sets_golden.py (bench/votes_reference.py, bench/rank_sets_reference.py)",
        "fixture": "tests/fixtures/votes/small-votes.csv",
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "cases": cases,
    }
    OUT.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")
    for c in cases:
        print(c["name"], c["simultaneousLow"], c["simultaneousHigh"], c["critical"], c["steps"])


if __name__ == "__main__":
    main()
