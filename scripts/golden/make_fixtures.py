"""Writes the small CSV fixtures the golden tests use (run once; the CSVs are committed).

python3 scripts/golden/make_fixtures.py
"""
import csv
import pathlib

import numpy as np

OUT = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
OUT.mkdir(parents=True, exist_ok=True)
rng = np.random.default_rng(2024)

# 8 models x 60 items, 0/1; models "m3" and "m3-copy" are identical (exact ties in every draw).
n, names = 60, ["alpha", "beta", "gamma", "m3", "m3-copy", "delta", "eps, with comma", "zeta"]
ability = np.array([1.0, 0.6, 0.3, 0.1, 0.1, -0.2, -0.5, -0.9])
difficulty = rng.normal(0, 1, n)
p = 1 / (1 + np.exp(-(ability[None, :] - difficulty[:, None])))
x = (rng.random((n, len(names))) < p).astype(int)
x[:, 4] = x[:, 3]
with open(OUT / "small-binary.csv", "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["item_id", "meta:category"] + names)
    for i in range(n):
        w.writerow([f"q{i + 1:03d}", ["easy", "hard", "mid"][i % 3]] + list(x[i]))

# 6 models x 40 items, continuous in steps of 0.1, three missing cells.
n, names = 40, ["judge-a", "judge-b", "judge-c", "judge-d", "judge-e", "judge-f"]
ability = np.array([0.8, 0.4, 0.35, 0.0, -0.3, -0.8])
difficulty = rng.normal(0, 1, n)
p = 1 / (1 + np.exp(-(ability[None, :] - difficulty[:, None])))
y = rng.binomial(10, p) / 10
cells = [[f"{v:.1f}" for v in row] for row in y]
for i, m in [(3, 1), (17, 4), (30, 4)]:
    cells[i][m] = ""
with open(OUT / "small-continuous.csv", "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["item_id"] + names)
    for i in range(n):
        w.writerow([f"item-{i}"] + cells[i])
print("wrote", OUT / "small-binary.csv", OUT / "small-continuous.csv")
