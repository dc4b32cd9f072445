/**
 * Is #1 really better than #2? Power of the paired comparison of two models, after E. Miller
 * (2024), "Adding Error Bars to Evals: A Statistical Approach to Language Model Evaluations",
 * arXiv:2411.00640, section 5 (power analysis): with paired item scores the relevant variance is
 * that of the per-item difference d_i = x_iA - x_iB, Var(d) = Var(x_A) + Var(x_B) - 2 Cov(x_A, x_B),
 * and the z test of mean(d) with n items has, at true difference delta and effect size
 * e = delta / sd(d), two-sided level alpha, the power
 *
 *     power(n) = Phi(e sqrt(n) - z) + Phi(-e sqrt(n) - z),   z = Phi^{-1}(1 - alpha / 2),
 *
 * exactly `statsmodels.stats.power.NormalIndPower().power(e, n, alpha, ratio=0)` (the one-sample
 * z test; ratio 0 means no second sample). Miller's closed form n = ((z + z_power) sd / delta)^2
 * drops the second (opposite-tail) term, about 1e-6 at 80% power (n is ~2e-6 smaller with it);
 * here the full equation is solved, as statsmodels' `solve_power` does.
 *
 * - `itemsForPower`: the items needed (real-valued, and rounded up) to detect the observed
 *   difference with the given power;
 * - `detectableDifference`: the smallest true difference the current n detects with that power.
 *
 * The observed sd(d) (ddof 1, over the items both models have) stands in for the true one, as in
 * Miller's worked example. For item clusters the variance should be the clustered one (Miller
 * section 2.2); this calculator uses the plain one and says so in `variance: 'plain'`.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { modelColumn } from '../stats/columns.ts';
import { normalCdf, normalQuantile } from './normal.ts';

/** Power of the two-sided z test at effect size `effect` with `n` items (see the module). */
export function zTestPower(effect: number, n: number, alpha = 0.05): number {
	const z = normalQuantile(1 - alpha / 2);
	const shift = Math.abs(effect) * Math.sqrt(n);
	return normalCdf(shift - z) + normalCdf(-shift - z);
}

/**
 * The noncentrality lambda = e sqrt(n) at which the two-sided z test reaches `power`: the root of
 * Phi(lambda - z) + Phi(-lambda - z) = power, by bisection (the left side increases with lambda).
 */
export function requiredShift(power = 0.8, alpha = 0.05): number {
	if (!(alpha > 0 && alpha < 1 && power > alpha && power < 1)) return Number.NaN;
	const z = normalQuantile(1 - alpha / 2);
	const f = (lambda: number) => normalCdf(lambda - z) + normalCdf(-lambda - z) - power;
	let lo = 0;
	let hi = z + normalQuantile(power) + 1;
	while (f(hi) < 0) hi *= 2;
	for (let k = 0; k < 200 && hi - lo > 1e-15 * hi; k++) {
		const mid = (lo + hi) / 2;
		if (f(mid) < 0) lo = mid;
		else hi = mid;
	}
	return (lo + hi) / 2;
}

export interface PowerOptions {
	/** Two-sided level (default 0.05). */
	readonly alpha?: number;
	/** Target power (default 0.8). */
	readonly power?: number;
}

export interface PairPower {
	/** Items both models have (the paired n). */
	readonly n: number;
	/** mean(x_A - x_B) and its sd (ddof 1) over those items. */
	readonly meanDifference: number;
	readonly sdDifference: number;
	/** meanDifference / sdDifference. */
	readonly effectSize: number;
	readonly alpha: number;
	readonly power: number;
	/** Power of the current n against the observed difference. */
	readonly currentPower: number;
	/** Items needed for `power` at the observed difference: exact root and rounded up. */
	readonly itemsNeededExact: number;
	readonly itemsNeeded: number;
	/** Smallest true difference (same units as the scores) the current n detects with `power`. */
	readonly detectableDifference: number;
	readonly variance: 'plain';
}

export type PairPowerResult =
	| { readonly ok: true; readonly power: PairPower }
	| {
			readonly ok: false;
			readonly error:
				| { readonly code: 'tooFewItems'; readonly n: number }
				| { readonly code: 'noVariance'; readonly n: number; readonly meanDifference: number }
				| { readonly code: 'noDifference'; readonly n: number; readonly sdDifference: number }
				| { readonly code: 'badLevels'; readonly alpha: number; readonly power: number };
	  };

/** The power calculator on two score columns (`NaN` = missing; incomplete pairs left out). */
export function pairPowerFromColumns(
	a: ArrayLike<number>,
	b: ArrayLike<number>,
	options: PowerOptions = {}
): PairPowerResult {
	const alpha = options.alpha ?? 0.05;
	const power = options.power ?? 0.8;
	const lambda = requiredShift(power, alpha);
	if (lambda !== lambda) return { ok: false, error: { code: 'badLevels', alpha, power } };
	let n = 0;
	let s = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d === d) {
			n++;
			s += d;
		}
	}
	if (n < 2) return { ok: false, error: { code: 'tooFewItems', n } };
	const mean = s / n;
	let ss = 0;
	for (let i = 0; i < a.length; i++) {
		const d = a[i] - b[i];
		if (d === d) ss += (d - mean) * (d - mean);
	}
	const sd = Math.sqrt(ss / (n - 1));
	if (!(sd > 0)) return { ok: false, error: { code: 'noVariance', n, meanDifference: mean } };
	if (mean === 0) return { ok: false, error: { code: 'noDifference', n, sdDifference: sd } };
	const effect = Math.abs(mean) / sd;
	const exact = (lambda / effect) ** 2;
	return {
		ok: true,
		power: {
			n,
			meanDifference: mean,
			sdDifference: sd,
			effectSize: mean / sd,
			alpha,
			power,
			currentPower: zTestPower(effect, n, alpha),
			itemsNeededExact: exact,
			// rounded up; the 1e-9 keeps a root that is an integer up to rounding from becoming n + 1
			itemsNeeded: Math.ceil(exact - 1e-9),
			detectableDifference: (lambda / Math.sqrt(n)) * sd,
			variance: 'plain'
		}
	};
}

/** The power calculator for models `a` and `b` of the matrix. */
export function pairPower(
	matrix: ScoreMatrix,
	a: number,
	b: number,
	options: PowerOptions = {}
): PairPowerResult {
	return pairPowerFromColumns(modelColumn(matrix, a), modelColumn(matrix, b), options);
}
