/**
 * Two test sets measured against noise: each model's drop and its distance from the fitted line,
 * each divided by the sampling standard error it would have if nothing but the draw of the test
 * items differed (issue 19: "a change is measured against noise").
 *
 * Standard errors, per test set (one source for the whole set, `sideErrors`):
 * - `items`: the item-level SE of each model's mean over the set's items, sample SD / sqrt(n)
 *   with ddof = 1 (`scipy.stats.sem`; E. Miller 2024, "Adding Error Bars to Evals",
 *   arXiv:2411.00640), when the user gave that set's per-item matrix (models matched by name);
 * - `table`: the standard errors the score table carries for that column;
 * - `binomial`: sqrt(p (1 - p) / n) from the set's item count n, for scores that are a share of
 *   items right (fractions or percentages; `ScoreTable.scoreScale`), the SE of a proportion;
 * - `none`: none of these: no figure in noise units for that set.
 *
 * Noise units (per model, the two sets drawn independently of each other):
 * - drop: (original - new) / sqrt(SE_original^2 + SE_new^2), the z of an unpaired difference
 *   (Miller 2024, sec. 4);
 * - residual from the line the view measures "below the line" from (`AccuracyOnTheLine.belowLine`):
 *   residual / SE_residual with, by the delta method (G. Casella & R. L. Berger 2002, Statistical
 *   Inference, 2nd ed., sec. 5.5.4), SE_residual = sqrt(se_y^2 + slope^2 se_x^2), where on probit
 *   axes se = SE x scale / phi(Phi^-1(p)) (the derivative of the probit at p = score x scale) and
 *   on linear axes se = SE. The fitted line's own uncertainty is left out (it shrinks as
 *   1 / sqrt(models); with 67 models it is a small part). A model is on the line within noise when
 *   |residual / SE_residual| < z (1.96: two-sided 95%).
 *
 * Across models: the residual standard deviation of the fit, sqrt(sum r^2 / (k - 2)) (as the
 * standard error of the regression), beside the typical sampling SE of a residual, the root mean
 * square of SE_residual (the two are comparable: E[r^2] is the mean of the squared SEs when only
 * sampling noise moves the points), and sum (r / SE_residual)^2 against a chi-square with k - 2
 * degrees of freedom (`chiSquareSurvival`, as `scipy.stats.chi2.sf`): approximate, because the
 * fit is unweighted and its two parameters come from the same points.
 */
import { normalPdf } from '../../../core/stats/normal.ts';
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { chiSquareSurvival } from './kendall-w.ts';
import { normalQuantile } from '../../../core/stats/normal-quantile.ts';
import type { AccuracyOnTheLine } from './two-test-sets.ts';

/** Two-sided 95%: |z| at or above it is beyond noise. */
const NOISE_Z = 1.959963984540054;

type SeSource = 'items' | 'table' | 'binomial' | 'none';

/** One test set's standard errors, by table model (`NaN` = none for that model). */
export interface SideErrors {
	readonly se: Float64Array;
	readonly source: SeSource;
	/** Items in the set (the item count given, or the per-item matrix's), or null. */
	readonly items: number | null;
}

/** The standard error of a proportion, in score units: `scale` 1 for fractions, 0.01 for %. */
export function binomialStandardError(score: number, nItems: number, scale: number): number {
	const p = score * scale;
	if (!(p >= 0 && p <= 1) || !(nItems >= 1)) return Number.NaN;
	return Math.sqrt((p * (1 - p)) / nItems) / scale;
}

interface SideErrorInputs {
	/** The set's scores by table model. */
	readonly scores: ArrayLike<number>;
	/** Item-level SEs by table model (the per-item matrix's, matched by name), or null. */
	readonly itemsSE?: ArrayLike<number> | null;
	/** Items in the per-item matrix (with `itemsSE`). */
	readonly itemsCount?: number | null;
	/** The table's standard errors of this column, or null. */
	readonly tableSE?: ArrayLike<number> | null;
	/** The set's item count as the user gave it, or null. */
	readonly nItems?: number | null;
	/** 1 for fractions, 0.01 for percentages, null when scores are not a share of items. */
	readonly scale: number | null;
}

const anyFinite = (a: ArrayLike<number>) => Array.prototype.some.call(a, Number.isFinite);

/**
 * A set's standard errors from the first source it has: items, then the table's, then the
 * binomial from its item count (see the module comment).
 */
export function sideErrors(inputs: SideErrorInputs): SideErrors {
	const M = inputs.scores.length;
	const given = inputs.nItems ?? null;
	if (inputs.itemsSE && anyFinite(inputs.itemsSE)) {
		return {
			se: Float64Array.from(inputs.itemsSE),
			source: 'items',
			items: inputs.itemsCount ?? given
		};
	}
	if (inputs.tableSE && anyFinite(inputs.tableSE)) {
		return { se: Float64Array.from(inputs.tableSE), source: 'table', items: given };
	}
	if (given !== null && inputs.scale !== null) {
		const se = Float64Array.from({ length: M }, (_, m) =>
			binomialStandardError(inputs.scores[m], given, inputs.scale!)
		);
		return { se, source: 'binomial', items: given };
	}
	return { se: new Float64Array(M).fill(Number.NaN), source: 'none', items: given };
}

/** One model's figures in noise units (`NaN` where a standard error is missing or zero). */
interface PointNoise {
	readonly model: number;
	/** sqrt(SE_original^2 + SE_new^2), score units. */
	readonly dropSE: number;
	/** (original - new) / dropSE. */
	readonly dropInNoiseUnits: number;
	/** Sampling SE of the residual from the line, on the line's axes. */
	readonly residualSE: number;
	readonly residualInNoiseUnits: number;
	/** |residual| < z x residualSE; null without a residual or its SE. */
	readonly onLine: boolean | null;
}

export interface TwoSetNoise {
	readonly z: number;
	readonly points: readonly PointNoise[];
	/** Models with a drop in noise units. */
	readonly models: number;
	/** min, median, max of the drop in noise units over those models. */
	readonly dropInNoiseUnits: {
		readonly min: number;
		readonly median: number;
		readonly max: number;
	};
	/** Models whose drop is at or beyond +z (dropped), at or beyond -z (rose), or within. */
	readonly dropped: number;
	readonly rose: number;
	readonly within: number;
	readonly line: {
		readonly axes: 'probit' | 'linear';
		/** Models with a residual and its SE (k). */
		readonly models: number;
		/** sqrt(sum r^2 / (k - 2)). */
		readonly residualSD: number;
		/** sqrt(mean SE_residual^2). */
		readonly samplingSE: number;
		/** sum (r / SE_residual)^2, its degrees of freedom (k - 2) and P(chi2 >= it). */
		readonly chiSquare: number;
		readonly df: number;
		readonly pValue: number;
		/** Models off the line beyond noise (|r| >= z SE_residual). */
		readonly offLine: number;
	};
}

/** The slope of Phi^-1 at p = score x scale, times scale: se on probit axes = SE x this. */
function probitSlope(score: number, scale: number): number {
	const q = normalQuantile(score * scale);
	return Number.isFinite(q) ? scale / normalPdf(q) : Number.NaN;
}

function pointNoise(
	line: AccuracyOnTheLine,
	k: number,
	seOriginal: ArrayLike<number>,
	seNew: ArrayLike<number>,
	z: number
): PointNoise {
	const p = line.points[k];
	const so = seOriginal[p.model];
	const sn = seNew[p.model];
	const dropSE = Math.hypot(so, sn);
	const probit = line.belowLine === 'probit' ? line.probit! : null;
	const slope = probit ? probit.slope : line.linear.slope;
	const residual = probit ? p.probitResidual : p.linearResidual;
	const sx = probit ? so * probitSlope(p.original, probit.scale) : so;
	const sy = probit ? sn * probitSlope(p.new, probit.scale) : sn;
	const residualSE = Math.hypot(sy, slope * sx);
	const units = (v: number, se: number) => (se > 0 ? v / se : Number.NaN);
	const r = units(residual, residualSE);
	return {
		model: p.model,
		dropSE,
		dropInNoiseUnits: units(p.drop, dropSE),
		residualSE,
		residualInNoiseUnits: r,
		onLine: r === r ? Math.abs(r) < z : null
	};
}

/**
 * Each model of `line` in noise units, with the set standard errors `seOriginal` and `seNew`
 * (by table model), and the summary across models (see the module comment).
 */
export function twoSetNoise(
	line: AccuracyOnTheLine,
	seOriginal: ArrayLike<number>,
	seNew: ArrayLike<number>,
	z = NOISE_Z
): TwoSetNoise {
	const points = line.points.map((_, k) => pointNoise(line, k, seOriginal, seNew, z));
	const units = points.map((p) => p.dropInNoiseUnits).filter((u) => u === u);
	const sorted = Float64Array.from(units).sort();
	const dropped = units.filter((u) => u >= z).length;
	const rose = units.filter((u) => u <= -z).length;
	let k = 0;
	let squares = 0;
	let seSquares = 0;
	let chiSquare = 0;
	let offLine = 0;
	points.forEach((q, i) => {
		const p = line.points[i];
		const residual = line.belowLine === 'probit' ? p.probitResidual : p.linearResidual;
		if (!(q.residualInNoiseUnits === q.residualInNoiseUnits)) return;
		k++;
		squares += residual * residual;
		seSquares += q.residualSE * q.residualSE;
		chiSquare += q.residualInNoiseUnits * q.residualInNoiseUnits;
		if (!q.onLine) offLine++;
	});
	const df = k - 2;
	return {
		z,
		points,
		models: units.length,
		dropInNoiseUnits: {
			min: sorted.length ? sorted[0] : Number.NaN,
			median: quantileSorted(sorted, 0.5),
			max: sorted.length ? sorted[sorted.length - 1] : Number.NaN
		},
		dropped,
		rose,
		within: units.length - dropped - rose,
		line: {
			axes: line.belowLine,
			models: k,
			residualSD: df > 0 ? Math.sqrt(squares / df) : Number.NaN,
			samplingSE: k ? Math.sqrt(seSquares / k) : Number.NaN,
			chiSquare: df > 0 ? chiSquare : Number.NaN,
			df: Math.max(df, 0),
			pValue: df > 0 ? chiSquareSurvival(chiSquare, df) : Number.NaN,
			offLine
		}
	};
}
