"""Pinned values for the statistical primitives in src/core/stats/ (quantile.ts, median.ts,
mean.ts, pearson.ts, normal-quantile.ts, popcount.ts). Prints them as `repr` doubles; the tests in
tests/unit/core/stats/ copy them in, each with the call that made it.

    /usr/bin/python3 scripts/golden/make_primitives_golden.py
"""
import numpy as np
import scipy.special
import scipy.stats

NAN = float("nan")
# Two middle values where numpy's two medians differ in the last bit.
PAIR = [0.7142857142857143, 8.142857142857142]


def show(label, value):
    print(f"{label} = {float(value)!r}")


show("numpy.median(PAIR)", np.median(PAIR))
show("numpy.quantile(PAIR, 0.5)", np.quantile(PAIR, 0.5))
show("numpy.nanmedian([nan, 5, 1, 2, 4])", np.nanmedian([NAN, 5, 1, 2, 4]))
show("numpy.nanquantile([nan, 9, 1, 2], 0.25)", np.nanquantile([NAN, 9, 1, 2], 0.25))
show("numpy.nanquantile([nan, 9, 1, 2], 0.25, method='lower')",
     np.nanquantile([NAN, 9, 1, 2], 0.25, method="lower"))
show("numpy.nanquantile([nan, 9, 1, 2], 0.25, method='higher')",
     np.nanquantile([NAN, 9, 1, 2], 0.25, method="higher"))

x = [0.1, 0.2, 0.3]
show("sum(x) / len(x) for x = [0.1, 0.2, 0.3] (in order)", sum(x) / len(x))

px = [1.0, 2.0, 3.5, 4.0, 7.25]
py = [2.0, 1.5, 4.0, 6.0, 6.5]
show("scipy.stats.pearsonr(px, py).statistic", scipy.stats.pearsonr(px, py).statistic)

for p in [0.975, 0.3, 1e-10, 1e-300, 1 - 1e-6]:
    show(f"scipy.special.ndtri({p!r})", scipy.special.ndtri(p))

for w in [0, 1, 0xFFFFFFFF, 0x80000000, 0xDEADBEEF, 0x0F0F0F0F]:
    print(f"bin({w:#x}).count('1') = {bin(w).count('1')}")
