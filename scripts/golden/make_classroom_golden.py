"""Golden values for the classroom story (src/features/classroom/core) at its default controls, computed
independently of the TypeScript code. Writes tests/fixtures/golden/classroom-golden.json. Commit
the output, not the libraries.

    python3 scripts/golden/make_classroom_golden.py      (numpy 2.4 / scipy 1.17 here; any
                                                          numpy >= 1.22, scipy >= 1.9 will do)

The script re-implements, from their documented definitions, the random streams the app uses
(pure-rand's xoroshiro128+ and uniformFloat64 / uniformInt, the lowbias32 per-draw seeding of
src/core/random.ts), the seeded item-response generator of src/core/sample-generator.ts, the
fresh items of the pool (src/features/classroom/core/pool.ts: the same generator's items for the same
models, harder by a shift, models spaced), the noise floor of two fresh test sets (disjoint sets
from a pool of fresh items, src/features/classroom/core/fresh-band.ts), the test-set draws (partial Fisher-Yates,
src/core/perturbations/size-sweep.ts), the bootstrap resamples of the noise floor (draw d of a
bootstrap run: n uniformInt draws, src/core/stats/noise-floor.ts), the classroom's preparation,
planted items and multiple-choice answers (src/features/classroom/core), and then computes every figure
with numpy and scipy: Kendall's tau-b by scipy.stats.kendalltau, standard errors by
scipy.stats.sem, item-rest correlations and their one-sided p-values by
scipy.stats.pearsonr(alternative='less'), the line by scipy.stats.linregress, quantiles by
numpy's 'linear' method.
"""
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
MASK = 0xFFFFFFFF

# ---------------------------------------------------------------- random streams


class Xoroshiro128Plus:
    """pure-rand 8's xoroshiro128plus: four 32-bit words, JavaScript int32 arithmetic."""

    def __init__(self, seed):
        seed &= MASK
        self.s01, self.s00, self.s11, self.s10 = MASK, seed ^ MASK, seed, 0

    def next(self):
        """The next output as a signed 32-bit integer."""
        out = (self.s00 + self.s10) & MASK
        a0 = self.s10 ^ self.s00
        a1 = self.s11 ^ self.s01
        s00, s01 = self.s00, self.s01
        self.s00 = ((s00 << 24) & MASK) ^ (s01 >> 8) ^ a0 ^ ((a0 << 16) & MASK)
        self.s01 = ((s01 << 24) & MASK) ^ (s00 >> 8) ^ a1 ^ (((a1 << 16) & MASK) | (a0 >> 16))
        self.s10 = ((a1 << 5) & MASK) ^ (a0 >> 27)
        self.s11 = ((a0 << 5) & MASK) ^ (a1 >> 27)
        return out - (1 << 32) if out >= 1 << 31 else out


def uniform_float64(rng):
    v1 = rng.next() & 0x3FFFFFF
    v2 = rng.next() & 0x7FFFFFF
    return v1 * 2.0**-26 + v2 * 2.0**-53


def uniform_int(rng, lo, hi):
    size = hi - lo + 1
    max_allowed = (2**32 // size) * size if size > 2 else 2**32
    d = rng.next() + 2**31
    while d >= max_allowed:
        d = rng.next() + 2**31
    return d % size + lo


def lowbias32(x):
    x &= MASK
    x ^= x >> 16
    x = (x * 0x7FEB352D) & MASK
    x ^= x >> 15
    x = (x * 0x846CA68B) & MASK
    return x ^ (x >> 16)


def draw_seed(seed, index):
    h = lowbias32(seed)
    return lowbias32(h ^ (((index + 1) * 0x9E3779B9) & MASK))


def rng_for_draw(seed, index):
    return Xoroshiro128Plus(draw_seed(seed, index))


def stream_seed(seed, stream):
    return draw_seed(seed, 1_000_000 + stream)


STREAM = {"testSets": 1, "sameSource": 2, "harder": 3, "preparation": 4, "broken": 5,
          "sameSourceLarge": 6, "floor": 7, "freshBand": 8, "freshBandDraws": 9}

# ---------------------------------------------------------------- the generator

NAMES = ["atlas", "borealis", "cirrus", "delta", "ember", "fjord", "glacier", "harbor", "iris",
         "juniper", "kestrel", "lumen", "meridian", "nimbus", "orbit", "prism", "quartz", "raven",
         "sierra", "tundra", "umbra", "vega", "willow", "xenon", "yarrow", "zephyr"]
SIZES = ["1b", "3b", "7b", "8b", "13b", "34b", "70b", "mini", "pro", "max"]
CATEGORIES = [0.6, 0.3, 0.2, -0.4, -0.7]  # difficulty offsets of math, code, reasoning, knowledge, language


def normal_from(u):
    r = math.sqrt(-2 * math.log(1 - u()))
    return r * math.cos(2 * math.pi * u())


def draw_item(u):
    """drawItemParameters: category, difficulty b, discrimination a (in this order from u)."""
    g = math.floor(u() * len(CATEGORIES))
    b = CATEGORIES[g] + normal_from(u)
    a = math.exp(0.3 * normal_from(u))
    return g, b, a


def generate(seed, n_models, n_items):
    """generateSample (binary, no contamination, no missing cells): cells (items x columns),
    and each column's ability and category skills."""
    rng = Xoroshiro128Plus(seed)

    def u():
        return uniform_float64(rng)

    def normal():
        r = math.sqrt(-2 * math.log(1 - u()))
        return r * math.cos(2 * math.pi * u())

    M, G = n_models, len(CATEGORIES)
    models, abilities, skill = [], [], []
    for m in range(M):
        name = f"{NAMES[m % len(NAMES)]}-{SIZES[math.floor(u() * len(SIZES))]}"
        models.append(f"{name}-v{m}" if name in models else name)
        abilities.append(-1.6 + (3.2 * (m + 0.5)) / M + 0.15 * normal())
        skill.append([0.35 * normal() for _ in range(G)])
    cols = list(range(M))
    for j in range(M - 1, 0, -1):
        r = math.floor(u() * (j + 1))
        cols[j], cols[r] = cols[r], cols[j]
    cells = np.zeros((n_items, M))
    for i in range(n_items):
        g = math.floor(u() * G)
        b = CATEGORIES[g] + normal()
        a = math.exp(0.3 * normal())
        for c in range(M):
            m = cols[c]
            theta = abilities[m] + skill[m][g]
            p = 1 / (1 + math.exp(-a * (theta - b)))
            cells[i, c] = 1 if u() < p else 0
    return ([models[m] for m in cols], [abilities[m] for m in cols], cells,
            [skill[m] for m in cols])


# ---------------------------------------------------------------- helpers


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def tau(x, y):
    return float(stats.kendalltau(x, y).statistic)


def ranking_order(scores):
    """Best first; ties keep column order."""
    return sorted(range(len(scores)), key=lambda m: (-scores[m], m))


def subsample_pair(n, k, seed, index):
    """The two disjoint k-item sets of size-sweep draw `index` (partial Fisher-Yates)."""
    rng = rng_for_draw(seed, index)
    perm = list(range(n))
    first, second = [], []
    for j in range(2 * k):
        r = uniform_int(rng, j, n - 1)
        perm[r], perm[j] = perm[j], perm[r]
        (first if j < k else second).append(perm[j])
    return sorted(first), sorted(second)


def item_rest(x):
    """Per item: Pearson r of its cells with each model's score on the other items, and the
    one-sided p-value of r < 0 (scipy.stats.pearsonr)."""
    n, M = x.shape
    total = x.sum(axis=0)
    r = np.full(n, np.nan)
    p = np.full(n, np.nan)
    for i in range(n):
        rest = (total - x[i]) / (n - 1)
        if np.ptp(x[i]) == 0 or np.ptp(rest) == 0:
            continue
        res = stats.pearsonr(x[i], rest, alternative="less")
        r[i], p[i] = res.statistic, res.pvalue
    return r, p


def quantiles(values, qs):
    v = np.asarray(values, dtype=float)
    return [num(np.quantile(v, q, method="linear")) for q in qs]


# ---------------------------------------------------------------- the default scenario

SEED = 1968
MODELS = 12
SOURCE_ITEMS = 2000
ITEMS = 200
DRAW = 0
SHIFT = 0.7
SPACING = 1.0
STUDIED = [5, 8, 10]
STUDY = 0.6
ALTITUDE = 0.0  # step 5 opens at step 4's leaderboard
ALTITUDE_RAISED = 0.6  # and is pinned, besides, with the common preparation raised
WRONG_KEYS = 6
IMPOSSIBLE = 4
READ = 5
TEST_SIZES = {"small": 200, "large": 2000}
FLOOR_PAIRS = 500
FRESH_PAIRS = 200
FRESH_POOL_ITEMS = 40_000
BAND_DRAW = {"small": 0, "large": 1}
Z95 = 1.959963984540054
OPTIONS = 4

models, theta, source, skills = generate(SEED, MODELS, SOURCE_ITEMS)
true_ability = source.mean(axis=0)
true_order = ranking_order(list(true_ability))
true_rank = stats.rankdata(-true_ability, method="min").astype(int)

first, second = subsample_pair(SOURCE_ITEMS, ITEMS, stream_seed(SEED, STREAM["testSets"]), DRAW)
A = source[first]
B = source[second]
score_a = A.mean(axis=0)
score_b = B.mean(axis=0)
order_a = ranking_order(list(score_a))
order_b = ranking_order(list(score_b))

step1 = {
    "leaderScore": 100 * score_a[order_a[0]],
    "lastScore": 100 * score_a[order_a[-1]],
    "tauTrueAbility": tau(score_a, true_ability),
    "leaderIsTrueBest": int(true_rank[order_a[0]] == 1),
}

# ---------------------------------------------------------------- the pool (steps 2 and 3)


def spaced_abilities(spacing):
    """Each column's ability per category (theta + skill), spread scaled around the mean."""
    e = np.array([[theta[m] + skills[m][g] for g in range(len(CATEGORIES))] for m in range(MODELS)])
    mean = e.mean(axis=0)
    return mean + spacing * (e - mean)


def fresh_test_set(stream, draw, k, shift=0.0, spacing=1.0):
    """freshTestSet: k new items from one generator, answered by the scenario's models."""
    rng = rng_for_draw(stream_seed(SEED, stream), draw)

    def u():
        return uniform_float64(rng)

    ability = spaced_abilities(spacing)
    cells = np.zeros((k, MODELS))
    for i in range(k):
        g, b, a = draw_item(u)
        for m in range(MODELS):
            p = 1 / (1 + math.exp(-a * (ability[m][g] - (b + shift))))
            cells[i, m] = 1 if u() < p else 0
    return cells


class Streams:
    """One xoroshiro128+ per resample, stepped together (as make_noise_floor_golden.py)."""

    def __init__(self, seed, count):
        s = np.array([draw_seed(seed, d) for d in range(count)], dtype=np.uint32)
        self.s01 = np.full(count, 0xFFFFFFFF, dtype=np.uint32)
        self.s00 = ~s
        self.s11 = s.copy()
        self.s10 = np.zeros(count, dtype=np.uint32)

    def next(self, idx):
        s00, s01, s10, s11 = self.s00[idx], self.s01[idx], self.s10[idx], self.s11[idx]
        out = (s00 + s10) ^ np.uint32(0x80000000)
        a0 = s10 ^ s00
        a1 = s11 ^ s01
        self.s00[idx] = (s00 << np.uint32(24)) ^ (s01 >> np.uint32(8)) ^ a0 ^ (a0 << np.uint32(16))
        self.s01[idx] = (s01 << np.uint32(24)) ^ (s00 >> np.uint32(8)) ^ a1 ^ (
            (a1 << np.uint32(16)) | (a0 >> np.uint32(16)))
        self.s10[idx] = (a1 << np.uint32(5)) ^ (a0 >> np.uint32(27))
        self.s11[idx] = (a0 << np.uint32(5)) ^ (a1 >> np.uint32(27))
        return out.astype(np.int64)

    def uniform_int(self, size):
        count = len(self.s00)
        top = (2**32 // size) * size if size > 2 else 2**32
        d = self.next(np.arange(count))
        bad = np.nonzero(d >= top)[0]
        while len(bad):
            d[bad] = self.next(bad)
            bad = bad[d[bad] >= top]
        return d % size


def noise_floor(x):
    """The floor of a 0/1 test set: plain SEs and tau-b between resamples 2k and 2k + 1 of
    FLOOR_PAIRS pairs of bootstrap resamples seeded by the scenario's floor stream."""
    n = x.shape[0]
    R = 2 * FLOOR_PAIRS
    rng = Streams(stream_seed(SEED, STREAM["floor"]), R)
    w = np.zeros((R, n), dtype=np.int64)
    rows = np.arange(R)
    for _ in range(n):
        np.add.at(w, (rows, rng.uniform_int(n)), 1)
    scores = (w @ x.astype(np.int64)) / n
    pairs = [tau(scores[2 * k], scores[2 * k + 1]) for k in range(FLOOR_PAIRS)]
    se = np.array([stats.sem(col) for col in x.T])
    q = quantiles(pairs, [0.05, 0.5, 0.95])
    return {"se": se, "q05": q[0], "median": q[1], "q95": q[2]}


_pools = {}
_bands = {}


def fresh_band(size, spacing):
    if (size, spacing) not in _bands:
        _bands[size, spacing] = _fresh_band(size, spacing)
    return _bands[size, spacing]


def _fresh_band(size, spacing):
    """fresh-band.ts: tau-b between two disjoint test sets of `size` drawn from a pool of
    FRESH_POOL_ITEMS fresh items (draw 0 of the freshBand stream, models at `spacing`), pair after
    pair of one partial Fisher-Yates shuffle continued from pair to pair (draw BAND_DRAW[size] of
    the freshBandDraws stream); 5%, 50%, 95% quantiles over FRESH_PAIRS pairs."""
    if spacing not in _pools:
        _pools[spacing] = fresh_test_set(STREAM["freshBand"], 0, FRESH_POOL_ITEMS, 0.0, spacing)
    pool = _pools[spacing]
    k, n = TEST_SIZES[size], FRESH_POOL_ITEMS
    rng = rng_for_draw(stream_seed(SEED, STREAM["freshBandDraws"]), BAND_DRAW[size])
    perm = list(range(n))
    taus = []
    for _ in range(FRESH_PAIRS):
        for j in range(2 * k):
            r = uniform_int(rng, j, n - 1)
            perm[r], perm[j] = perm[j], perm[r]
        a = pool[perm[:k]].sum(axis=0)
        b = pool[perm[k:2 * k]].sum(axis=0)
        taus.append(tau(a, b))
    taus = [t for t in taus if t == t]
    q = quantiles(taus, [0.05, 0.5, 0.95])
    return {"q05": q[0], "median": q[1], "q95": q[2]}


def at_size(size, stream):
    k = TEST_SIZES[size]
    a_set = fresh_test_set(stream, 2 * DRAW, k)
    b_set = fresh_test_set(stream, 2 * DRAW + 1, k)
    floor = noise_floor(a_set)
    band = fresh_band(size, SPACING)
    sa, sb = a_set.mean(axis=0), b_set.mean(axis=0)
    t = tau(sa, sb)
    return a_set, floor, {
        "items": k,
        "halfWidth": 100 * Z95 * float(np.quantile(floor["se"], 0.5, method="linear")),
        "meanChange": 100 * float(np.abs(sb - sa).mean()),
        "tauNew": t,
        "tauFreshLow": band["q05"],
        "tauFreshMedian": band["median"],
        "tauFreshHigh": band["q95"],
        "insideFresh": int(t >= band["q05"]),
        "tauFloorLow": floor["q05"],
        "tauFloorMedian": floor["median"],
        "tauFloorHigh": floor["q95"],
        "insideFloor": int(t >= floor["q05"]),
        "leaderKept": int(ranking_order(list(sa))[0] == ranking_order(list(sb))[0]),
        "scores": list(sa),
        "newScores": list(sb),
        "se": list(floor["se"]),
    }


_, _, small = at_size("small", STREAM["sameSource"])
usual, usual_floor, large = at_size("large", STREAM["sameSourceLarge"])
step2 = {f"{k}{suffix}": v for suffix, d in (("Small", small), ("Large", large))
         for k, v in d.items() if k not in ("scores", "newScores", "se")}
step2["noiseShrink"] = small["halfWidth"] / large["halfWidth"]
step2["sqrtSizeRatio"] = math.sqrt(10)
step2_rows = {"small": {k: small[k] for k in ("scores", "newScores", "se")},
              "large": {k: large[k] for k in ("scores", "newScores", "se")}}

# step 3: 2,000 fresh items from a harder source against step 2's first 2,000 usual ones
harder = fresh_test_set(STREAM["harder"], DRAW, TEST_SIZES["large"], SHIFT, SPACING)
su, sh = usual.mean(axis=0), harder.mean(axis=0)
drop = su - sh
se3 = np.hypot(usual_floor["se"], np.array([stats.sem(col) for col in harder.T]))
units3 = drop / se3
fit = stats.linregress(su, sh)
t3 = tau(su, sh)
band3 = fresh_band("large", SPACING)
step3 = {
    "meanDrop": 100 * drop.mean(),
    "smallestDrop": 100 * drop.min(),
    "largestDrop": 100 * drop.max(),
    "modelsDropped": int((drop > 0).sum()),
    "noise": 100 * float(np.quantile(se3, 0.5, method="linear")),
    "typicalDropInNoiseUnits": float(np.quantile(np.abs(units3), 0.5, method="linear")),
    "smallestDropInNoiseUnits": float(units3.min()),
    "fitSlope": fit.slope,
    "fitIntercept": 100 * fit.intercept,
    "fitR": fit.rvalue,
    "tauHarderTestSet": t3,
    "tauFreshLow": band3["q05"],
    "tauFreshMedian": band3["median"],
    "tauFreshHigh": band3["q95"],
    "insideFresh": int(t3 >= band3["q05"]),
    "tauFloorLow": usual_floor["q05"],
    "tauFloorMedian": usual_floor["median"],
    "tauFloorHigh": usual_floor["q95"],
    "insideFloor": int(t3 >= usual_floor["q05"]),
    "leaderKept": int(ranking_order(list(sh))[0] == ranking_order(list(su))[0]),
}

# steps 4 and 5: preparation by studiability
prep_seed = stream_seed(SEED, STREAM["preparation"])
studiability = np.array([uniform_float64(rng_for_draw(prep_seed, i)) for i in range(SOURCE_ITEMS)])
u_a = studiability[first]


def prepared_matrix(levels):
    x = A.copy()
    for m in range(MODELS):
        x[u_a < levels[m], m] = 1
    return x


def prepared(levels):
    return prepared_matrix(levels).mean(axis=0)


own = np.zeros(MODELS)
for r in STUDIED:
    own[true_order[r - 1]] = STUDY
studied_scores = prepared(own)
studied_mask = own > 0
order4 = ranking_order(list(studied_scores))
step4 = {
    "meanJumpStudied": 100 * (studied_scores - score_a)[studied_mask].mean(),
    "meanJumpOthers": 100 * (studied_scores - score_a)[~studied_mask].mean(),
    "tauTrueAbility": tau(studied_scores, true_ability),
    "tauTrueAbilityStep1": tau(score_a, true_ability),
    "leaderIsTrueBest": int(true_rank[order4[0]] == 1),
    "leaderChanged": int(order4[0] != order_a[0]),
    "leaderStudied": int(studied_mask[order4[0]]),
}
# the time split: the benchmark (studied) against the later items (the draw's second test set)
later = score_b
se4 = np.hypot([stats.sem(c) for c in prepared_matrix(own).T], [stats.sem(c) for c in B.T])
gap = studied_scores - later
units4 = np.abs(gap / se4)
step4.update({
    "laterItems": ITEMS,
    "laterGapStudied": 100 * gap[studied_mask].mean(),
    "laterGapOthers": 100 * gap[~studied_mask].mean(),
    "laterUnitsStudied": float(np.quantile(units4[studied_mask], 0.5, method="linear")),
    "laterUnitsOthers": float(np.quantile(units4[~studied_mask], 0.5, method="linear")),
    "tauLaterItems": tau(later, true_ability),
})


def step5_at(altitude):
    levels5 = np.maximum(own, altitude)
    altitude_scores = prepared(levels5)
    return {
        "meanInflation": 100 * (altitude_scores - score_a).mean(),
        "tauTrueAbility": tau(altitude_scores, true_ability),
        "tauTrueAbilityStep4": tau(studied_scores, true_ability),
        "leaderIsTrueBest": int(true_rank[ranking_order(list(altitude_scores))[0]] == 1),
        "modelsRaised": int((altitude_scores > score_a).sum()),
    }


step5 = step5_at(ALTITUDE)
step5_raised = step5_at(ALTITUDE_RAISED)

# step 6: broken items on random rows, multiple-choice answers, the leader's failing traces read
broken_seed = stream_seed(SEED, STREAM["broken"])
rng = rng_for_draw(broken_seed, 0)


def choose(candidates, count):
    a = list(candidates)
    k = min(count, len(a))
    for j in range(k):
        r = uniform_int(rng, j, len(a) - 1)
        a[j], a[r] = a[r], a[j]
    return a[:k]


def other_option(key, n):
    return n if n < key else n + 1


keyed = choose(range(ITEMS), WRONG_KEYS)
dead = choose([r for r in range(ITEMS) if r not in set(keyed)], IMPOSSIBLE)
kind = {**{r: "wrongKey" for r in keyed}, **{r: "impossible" for r in dead}}
broken = np.zeros_like(A)
keys, answers = [], []
for r in range(ITEMS):
    item_rng = rng_for_draw(broken_seed, 1 + first[r])
    key = uniform_int(item_rng, 0, OPTIONS - 1)
    # every model draws its wrong option, right or not (as the app does), in column order
    wrong = [other_option(key, uniform_int(item_rng, 0, OPTIONS - 2)) for _ in range(MODELS)]
    ans = [key if A[r, m] == 1 else wrong[m] for m in range(MODELS)]
    wrong_key = other_option(key, uniform_int(item_rng, 0, OPTIONS - 2))
    graded_key = wrong_key if kind.get(r) == "wrongKey" else key
    if kind.get(r) == "impossible":
        ans = [-1] * MODELS
    broken[r] = [1 if x == graded_key else 0 for x in ans]
    keys.append(graded_key)
    answers.append(ans)

before = broken.mean(axis=0)
leader = ranking_order(list(before))[0]
solved = broken.sum(axis=1)
failing = sorted([r for r in range(ITEMS) if broken[r, leader] == 0], key=lambda r: (solved[r], r))
read = failing[:READ]
found = [r for r in read if r in kind]
r_broken, p_broken = item_rest(broken)
inverted = (r_broken <= -0.2) & (p_broken < 0.05)
nobody = solved == 0
flagged = np.flatnonzero(inverted | nobody)
kept = np.setdiff1d(np.arange(ITEMS), found)
after = broken[kept].mean(axis=0)
swapped = sum(1 for a in range(MODELS) for b in range(a + 1, MODELS)
              if (before[a] - before[b]) * (after[a] - after[b]) < 0)
step6 = {
    "plantedRows": sorted(kind),
    "wrongKeyRows": sorted(keyed),
    "impossibleRows": sorted(dead),
    "readingOrder": failing,
    "keys": keys,
    "failingItems": len(failing),
    "brokenFailing": sum(1 for r in failing if r in kind),
    "tracesRead": len(read),
    "brokenRead": len(found),
    "wrongKeysRead": sum(1 for r in found if kind[r] == "wrongKey"),
    "impossibleRead": sum(1 for r in found if kind[r] == "impossible"),
    "firstTraceBroken": int(failing[0] in kind),
    "flaggedItems": len(flagged),
    "flaggedBroken": int(sum(1 for r in flagged if int(r) in kind)),
    "droppedItems": len(found),
    "meanScoreRise": 100 * (after - before).mean(),
    "tauBeforeAfter": tau(before, after),
    "swappedPairs": swapped,
    "tauTrueAbilityWithBroken": tau(before, true_ability),
    "tauTrueAbility": tau(after, true_ability),
    "leaderChanged": int(ranking_order(list(after))[0] != leader),
}


def clean(obj):
    if isinstance(obj, dict):
        return {k: clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [clean(v) for v in obj]
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        return num(obj)
    return obj


golden = {
    "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
    "controls": {"seed": SEED, "items": ITEMS, "draw": DRAW, "shift": SHIFT, "spacing": SPACING,
                 "studied": STUDIED, "study": STUDY, "altitude": ALTITUDE,
                 "wrongKeys": WRONG_KEYS, "impossible": IMPOSSIBLE, "read": READ},
    "scenario": {
        "models": models,
        "theta": theta,
        "trueAbility": list(true_ability),
        "sourceRowSums": [int(v) for v in source.sum(axis=1)],
        "sourceColumnSums": [int(v) for v in source.sum(axis=0)],
        "firstItems": first,
        "secondItems": second,
        "studiabilityHead": list(studiability[:10]),
    },
    "step1": step1,
    "step2": step2,
    "step2Rows": step2_rows,
    "step3": step3,
    "step4": step4,
    "step5": step5,
    "step5Raised": {"altitude": ALTITUDE_RAISED, **step5_raised},
    "step6": step6,
}
out = DIR / "classroom-golden.json"
out.write_text(json.dumps(clean(golden), indent=1) + "\n")
print(f"wrote {out}")
