/**
 * Is #1 really better than #2? What the comparison of two models can detect, computed for the test
 * whose p-value the pair panel shows (stats/paired-tests.ts): mid-p McNemar for 0/1 scores, the
 * paired t test for continuous ones, the clustered (CR1) t test with a cluster column.
 *
 * Two numbers, both at a target power (default 80%) and two-sided level alpha (default 0.05):
 * - `detectableDifference`, the minimum detectable effect: the smallest true difference the
 *   present items would detect with that power;
 * - `itemsNeeded`: how many items of this kind would detect the *observed* difference with that
 *   power (a planning figure for a new test set).
 * There is deliberately no "power at the observed difference": post-hoc power is a one-to-one
 * function of the p-value and adds nothing to it (J. M. Hoenig & D. M. Heisey 2001, "The Abuse of
 * Power: The Pervasive Fallacy of Power Calculations for Data Analysis", The American Statistician
 * 55(1):19-24).
 *
 * Per test:
 * - `ttest`: effect e = mean(d) / sd(d) over the n items both have (d = a - b, ddof 1); the
 *   detectable effect solves `TTestPower().power(e, n, alpha) = power` (times sd(d)) and the items
 *   needed solve it for n at the observed e (`statsmodels.stats.power.TTestPower`, stats/t-power.ts;
 *   E. Miller 2024, "Adding Error Bars to Evals", arXiv:2411.00640, section 5).
 * - `mcnemar`: with psi = (b + c) / n the share of items exactly one model solves and
 *   delta = (b - c) / n the difference, the normal approximation of A. J. Connor (1987), "Sample
 *   size for testing differences in proportions for the paired-sample design", Biometrics
 *   43(1):207-211:  n = (z_{1-alpha/2} sqrt(psi) + z_power sqrt(psi - delta^2))^2 / delta^2.
 *   The detectable difference is the delta that solves it for the present n at this pair's psi
 *   (held fixed: the share of items on which the two models differ at all); none exists when even
 *   delta = psi (every discordant item going one way) is not enough. The mid-p test follows the
 *   normal approximation closely (M. W. Fagerland, S. Lydersen & P. Laake 2013, BMC Med. Res.
 *   Methodol. 13:91); make_power_golden.py checks the exact mid-p power at the items needed.
 * - `clusteredT`: the CR1 Wald t test with G - 1 degrees of freedom is a t test on G cluster
 *   totals; with se the CR1 standard error, its effect per cluster is e = mean(d) / (se sqrt(G))
 *   and `TTestPower` runs over G "observations". The detectable difference is e(G) se sqrt(G);
 *   the items needed scale the n items by G' / G, G' the clusters needed at the observed e (the
 *   same cluster sizes assumed).
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { Clusters } from '../../../core/stats/clusters.ts';
import { modelColumn } from '../../../core/stats/columns.ts';
import { pairedDifference } from '../../../core/stats/paired-tests.ts';
import { tTestEffectFor, tTestNobsFor } from '../../../core/stats/t-power.ts';
import { normalQuantile } from '../../../core/stats/normal-quantile.ts';
import type { PairedTestKind } from '../../../core/stats/inference.ts';

interface PowerOptions {
	/** Two-sided level (default 0.05). */
	readonly alpha?: number;
	/** Target power (default 0.8). */
	readonly power?: number;
}

/** Items needed by Connor's (1987) formula for difference `delta` at discordant share `psi`. */
export function mcnemarItemsFor(delta: number, psi: number, power = 0.8, alpha = 0.05): number {
	const d = Math.abs(delta);
	if (!(d > 0) || !(psi >= d) || !(alpha > 0 && alpha < 1 && power > alpha && power < 1)) {
		return Number.NaN;
	}
	const za = normalQuantile(1 - alpha / 2);
	const zb = normalQuantile(power);
	const root = za * Math.sqrt(psi) + zb * Math.sqrt(Math.max(0, psi - d * d));
	return (root * root) / (d * d);
}

/**
 * The smallest |delta| <= psi that Connor's formula detects with `n` items at discordant share
 * `psi`, or `NaN` when even delta = psi needs more than n items.
 */
export function mcnemarDetectable(n: number, psi: number, power = 0.8, alpha = 0.05): number {
	if (!(n > 0) || !(psi > 0 && psi <= 1)) return Number.NaN;
	// items needed falls as delta grows: find delta with itemsFor(delta) = n
	if (!(mcnemarItemsFor(psi, psi, power, alpha) <= n)) return Number.NaN;
	let lo = 0;
	let hi = psi;
	for (let k = 0; k < 200; k++) {
		const mid = (lo + hi) / 2;
		if (mid === lo || mid === hi) break;
		if (mcnemarItemsFor(mid, psi, power, alpha) > n) lo = mid;
		else hi = mid;
	}
	return (lo + hi) / 2;
}

export interface PairPower {
	/** The test the panel's p-value comes from, and so the one this power is for. */
	readonly test: PairedTestKind;
	/** Items both models have (the paired n). */
	readonly n: number;
	/** mean(a - b) over those items. */
	readonly meanDifference: number;
	/** sd(a - b), ddof 1. */
	readonly sdDifference: number;
	/** McNemar: share of the n items that exactly one model solves (psi); else `null`. */
	readonly discordantShare: number | null;
	/** Clustered t: clusters G and the CR1 standard error of the difference; else `null`. */
	readonly clusters: number | null;
	readonly clusteredSE: number | null;
	readonly alpha: number;
	readonly power: number;
	/** Minimum detectable effect with the n items at `power` (score units); `NaN` when none. */
	readonly detectableDifference: number;
	/** Items needed for `power` at the observed difference: real root and rounded up. */
	readonly itemsNeededExact: number;
	readonly itemsNeeded: number;
}

export type PairPowerResult =
	| { readonly ok: true; readonly power: PairPower }
	| {
			readonly ok: false;
			readonly error:
				| { readonly code: 'tooFewItems'; readonly n: number }
				| { readonly code: 'noVariance'; readonly n: number; readonly meanDifference: number }
				| { readonly code: 'badLevels'; readonly alpha: number; readonly power: number };
	  };

/** The test the pair panel uses for these scores (as `pairedTestOfColumns`). */
function testOf(binary: boolean, clustered: boolean): PairedTestKind {
	return clustered ? 'clusteredT' : binary ? 'mcnemar' : 'ttest';
}

/** Rounded up; the 1e-9 keeps a root that is an integer up to rounding from becoming n + 1. */
const ceil = (x: number) => (x === x ? Math.ceil(x - 1e-9) : Number.NaN);

/**
 * What the comparison of two score columns can detect (`NaN` = missing; incomplete pairs left
 * out), for the test of `binary` scores with or without `clusters`; see the module comment.
 */
export function pairPowerFromColumns(
	a: ArrayLike<number>,
	b: ArrayLike<number>,
	binary: boolean,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null,
	options: PowerOptions = {}
): PairPowerResult {
	const alpha = options.alpha ?? 0.05;
	const power = options.power ?? 0.8;
	if (!(alpha > 0 && alpha < 1 && power > alpha && power < 1)) {
		return { ok: false, error: { code: 'badLevels', alpha, power } };
	}
	const diff = pairedDifference(a, b, clusters);
	const n = diff.n;
	if (n < 2) return { ok: false, error: { code: 'tooFewItems', n } };
	const mean = diff.mean;
	let ss = 0;
	let discordant = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d !== d) continue;
		ss += (d - mean) * (d - mean);
		if (d !== 0) discordant++;
	}
	const sdDiff = Math.sqrt(ss / (n - 1));
	if (!(sdDiff > 0)) return { ok: false, error: { code: 'noVariance', n, meanDifference: mean } };
	const test = testOf(binary, clusters !== null);
	const base = {
		test,
		n,
		meanDifference: mean,
		sdDifference: sdDiff,
		alpha,
		power,
		discordantShare: null,
		clusters: null,
		clusteredSE: null
	};
	let detectable: number;
	let exact: number;
	if (test === 'mcnemar') {
		const psi = discordant / n;
		detectable = mcnemarDetectable(n, psi, power, alpha);
		exact = mean === 0 ? Number.NaN : mcnemarItemsFor(mean, psi, power, alpha);
		return ok({ ...base, discordantShare: psi }, detectable, exact);
	}
	if (test === 'ttest') {
		detectable = tTestEffectFor(n, power, alpha) * sdDiff;
		exact = tTestNobsFor(mean / sdDiff, power, alpha);
		return ok(base, detectable, exact);
	}
	const G = diff.clusters ?? 0;
	const se = diff.se;
	if (!(G >= 2) || !(se > 0)) {
		return { ok: false, error: { code: 'noVariance', n, meanDifference: mean } };
	}
	const perCluster = se * Math.sqrt(G);
	detectable = tTestEffectFor(G, power, alpha) * perCluster;
	exact = (tTestNobsFor(mean / perCluster, power, alpha) / G) * n;
	return ok({ ...base, clusters: G, clusteredSE: se }, detectable, exact);
}

function ok(
	base: Omit<PairPower, 'detectableDifference' | 'itemsNeededExact' | 'itemsNeeded'>,
	detectable: number,
	exact: number
): PairPowerResult {
	return {
		ok: true,
		power: {
			...base,
			detectableDifference: detectable,
			itemsNeededExact: exact,
			itemsNeeded: ceil(exact)
		}
	};
}

/** What the comparison of models `a` and `b` of the matrix can detect (see the module). */
export function pairPower(
	matrix: ScoreMatrix,
	a: number,
	b: number,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null,
	options: PowerOptions = {}
): PairPowerResult {
	return pairPowerFromColumns(
		modelColumn(matrix, a),
		modelColumn(matrix, b),
		matrix.valueType === 'binary',
		clusters,
		options
	);
}
