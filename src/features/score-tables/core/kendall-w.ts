/**
 * Kendall's coefficient of concordance W across benchmarks, **tie-corrected**: M. G. Kendall &
 * B. Babington Smith (1939), "The problem of m rankings", Ann. Math. Statist. 10(3):275-287, with
 * the correction for tied ranks of M. G. Kendall (1948), "Rank Correlation Methods", ch. 6:
 *
 *   W = 12 S / (m^2 (n^3 - n) - m sum_j T_j),   S = sum_i (R_i - m (n + 1) / 2)^2,
 *
 * where m benchmarks each rank the same n models (average ranks for ties, as
 * `scipy.stats.rankdata`), R_i is model i's rank sum and T_j = sum over benchmark j's groups of
 * tied models of (t^3 - t). W = 1: every benchmark gives the same ranking; W = 0: no agreement.
 * The tie-corrected W equals the tie-corrected Friedman statistic over m (n - 1), as
 * `scipy.stats.friedmanchisquare` computes it.
 *
 * Significance: under the null hypothesis that the benchmarks' rankings are independent, m (n - 1) W
 * (the Friedman statistic; M. Friedman 1937, "The use of ranks to avoid the assumption of
 * normality implicit in the analysis of variance", JASA 32(200):675-701) is approximately
 * chi-square with n - 1 degrees of freedom, so `pValue` = P(chi2_{n-1} >= m (n - 1) W), the upper
 * regularized incomplete gamma Q((n - 1) / 2, m (n - 1) W / 2) — the p-value of
 * `scipy.stats.friedmanchisquare`. The approximation is the one scipy uses; it is rough for very
 * few models (n < 5) or benchmarks (m < 3).
 *
 * Missing models: W needs every benchmark to rank the same models, so it is computed over the
 * models scored on every benchmark considered (complete cases) and reports how many those are;
 * models missing anywhere are left out (never imputed).
 */
import gammaincStdlib from '@stdlib/math-base-special-gammainc';
import { averageRanks } from '../../../core/stats/agreement.ts';
import { benchmarkScores, type ScoreTable, type ScoreTableCondition } from './ScoreTable.ts';

export interface KendallW {
	/** Tie-corrected W; `NaN` with fewer than 2 benchmarks or 2 complete models, or all tied. */
	readonly w: number;
	/** Models used: those scored on every benchmark considered. */
	readonly models: readonly number[];
	/** Models left out because some benchmark lacks them. */
	readonly modelsLeftOut: number;
	readonly benchmarks: number;
	/** The Friedman chi-square m (n - 1) W (tie-corrected), df = n - 1. */
	readonly chiSquare: number;
	/** P(chi2 with n - 1 df >= chiSquare), as `scipy.stats.friedmanchisquare(...).pvalue`. */
	readonly pValue: number;
	readonly tieCorrected: true;
}

/**
 * Upper tail of the chi-square distribution, P(X >= x) for X ~ chi2(df): the regularized upper
 * incomplete gamma Q(df / 2, x / 2) (stdlib `gammainc`, after Boost), as `scipy.stats.chi2.sf`.
 */
export function chiSquareSurvival(x: number, df: number): number {
	if (x !== x || !(df > 0)) return Number.NaN;
	if (x <= 0) return 1;
	return gammaincStdlib(x / 2, df / 2, true, true);
}

/** The p-value of W for m benchmarks ranking n models (see the module comment). */
export function kendallWPValue(w: number, m: number, n: number): number {
	if (w !== w || m < 2 || n < 2) return Number.NaN;
	return chiSquareSurvival(m * (n - 1) * w, n - 1);
}

/**
 * W of `rankings`: m arrays of n scores each (higher or lower first does not matter: W is the
 * same for reversed rankings). No `NaN` allowed.
 */
export function kendallWOf(rankings: readonly ArrayLike<number>[]): number {
	const m = rankings.length;
	if (m < 2) return Number.NaN;
	const n = rankings[0].length;
	if (n < 2) return Number.NaN;
	const R = new Float64Array(n);
	let ties = 0;
	for (const scores of rankings) {
		if (scores.length !== n) throw new RangeError('kendallWOf: rankings differ in length');
		const r = averageRanks(scores);
		for (let i = 0; i < n; i++) R[i] += r[i];
		ties += tieSum(scores);
	}
	const mean = (m * (n + 1)) / 2;
	let S = 0;
	for (let i = 0; i < n; i++) S += (R[i] - mean) * (R[i] - mean);
	const den = m * m * (n * n * n - n) - m * ties;
	if (!(den > 0)) return Number.NaN;
	return Math.min(1, Math.max(0, (12 * S) / den));
}

/** sum over groups of tied values of (t^3 - t). */
function tieSum(values: ArrayLike<number>): number {
	const s = Float64Array.from(values).sort();
	let T = 0;
	let run = 1;
	for (let k = 1; k <= s.length; k++) {
		if (k < s.length && s[k] === s[k - 1]) run++;
		else {
			T += run * run * run - run;
			run = 1;
		}
	}
	return T;
}

/** Kendall's W of one condition over `benchmarks` (default: all), complete cases. */
export function kendallW(
	table: ScoreTable,
	condition: ScoreTableCondition,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b)
): KendallW {
	const columns = benchmarks.map((b) => benchmarkScores(table, condition, b));
	const models: number[] = [];
	for (let i = 0; i < table.models.length; i++) {
		let complete = columns.length > 0;
		for (const col of columns) if (col[i] !== col[i]) complete = false;
		if (complete) models.push(i);
	}
	const anyPresent = new Set<number>();
	for (const col of columns)
		for (let i = 0; i < col.length; i++) if (col[i] === col[i]) anyPresent.add(i);
	const rankings = columns.map((col) => Float64Array.from(models, (i) => col[i]));
	const w = kendallWOf(rankings);
	return {
		w,
		models,
		modelsLeftOut: anyPresent.size - models.length,
		benchmarks: benchmarks.length,
		chiSquare: benchmarks.length * (models.length - 1) * w,
		pValue: kendallWPValue(w, benchmarks.length, models.length),
		tieCorrected: true
	};
}
