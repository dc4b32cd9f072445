/**
 * Two test sets of the same models — an original and a new one, as ImageNet and ImageNetV2
 * (B. Recht, R. Roelofs, L. Schmidt & V. Shankar 2019, "Do ImageNet classifiers generalize to
 * ImageNet?", ICML, arXiv:1902.10811): scores dropped, did the ranking hold?
 *
 * - the scatter of (original, new) per model with y = x;
 * - an ordinary least-squares line new = intercept + slope * original, as
 *   `scipy.stats.linregress(x, y)`;
 * - the same fit on probit axes, Phi^-1(new) = a + b Phi^-1(original), the scale on which
 *   J. Miller, R. Taori, A. Raghunathan, S. Sagawa, P. W. Koh, V. Shankar, P. Liang, Y. Carmon &
 *   L. Schmidt (2021), "Accuracy on the Line: On the Strong Correlation Between Out-of-Distribution
 *   and In-Distribution Generalization", ICML, arXiv:2107.04649, find the relation linear. Scores
 *   must be fractions in (0, 1) (percentages are divided by 100); models at exactly 0 or 1 have
 *   no probit and are left out of that fit (counted);
 * - the mean drop (original - new) in score units, and in points when scores are fractions;
 * - Kendall's tau-b between the two rankings (`kendall.ts`);
 * - the models furthest below the fitted line (most negative residual, probit fit when there is
 *   one — Miller et al.'s "effective robustness" with the sign reversed).
 *
 * Only models with a score on both test sets count; how many is reported.
 */
import { kendallTauB } from '../../../core/kendall.ts';
import { normalQuantile } from '../../../core/stats/normal-quantile.ts';
import { centredSums } from '../../../core/stats/pearson.ts';
import { scoreScale, type ScoreScale } from './ScoreTable.ts';

interface LinearFit {
	readonly slope: number;
	readonly intercept: number;
	/** Pearson correlation of the fitted pairs. */
	readonly r: number;
	readonly n: number;
}

/**
 * Ordinary least squares y = intercept + slope * x, as `scipy.stats.linregress`. `NaN` fields
 * with fewer than 2 points or constant x.
 */
export function linearFit(x: ArrayLike<number>, y: ArrayLike<number>): LinearFit {
	const n = x.length;
	if (y.length !== n) throw new RangeError('linearFit: x and y differ in length');
	const { mx, my, sxx, sxy, syy } = centredSums(x, y);
	if (n < 2 || sxx === 0) {
		return { slope: Number.NaN, intercept: Number.NaN, r: Number.NaN, n };
	}
	const slope = sxy / sxx;
	const r = syy === 0 ? Number.NaN : Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
	return { slope, intercept: my - slope * mx, r, n };
}

interface ProbitFit extends LinearFit {
	/** Factor applied before the probit (1 for fractions, 0.01 for percentages). */
	readonly scale: number;
	/** Models left out because a score is exactly 0 or 1 after scaling. */
	readonly excluded: number;
}

interface LinePoint {
	readonly model: number;
	readonly original: number;
	readonly new: number;
	/** original - new, in score units. */
	readonly drop: number;
	/** new - (intercept + slope * original) on the linear fit. */
	readonly linearResidual: number;
	/** The same on probit axes; `NaN` without a probit fit or at 0 / 1. */
	readonly probitResidual: number;
}

export interface AccuracyOnTheLine {
	/** Models with both scores. */
	readonly n: number;
	readonly points: readonly LinePoint[];
	/** Kendall's tau-b between the two rankings. */
	readonly tau: number;
	/** Mean of original - new, in score units. */
	readonly meanDrop: number;
	readonly scale: ScoreScale;
	/** The mean drop in percentage points (scores as fractions or percentages), else `null`. */
	readonly meanDropPoints: number | null;
	readonly linear: LinearFit;
	/** `null` when the scores are not fractions or percentages. */
	readonly probit: ProbitFit | null;
	/** Model indices furthest below the line first. */
	readonly furthestBelow: readonly number[];
	/** The line `furthestBelow` is measured from: the probit fit when there is one. */
	readonly belowLine: 'probit' | 'linear';
}

/**
 * Accuracy on the line for two score vectors indexed by model (`NaN` = missing). `furthest`
 * models are listed below the line (default 10).
 */
export function accuracyOnTheLine(
	original: ArrayLike<number>,
	updated: ArrayLike<number>,
	furthest = 10
): AccuracyOnTheLine {
	if (updated.length !== original.length) {
		throw new RangeError('accuracyOnTheLine: the two test sets differ in length');
	}
	const models: number[] = [];
	for (let m = 0; m < original.length; m++) {
		if (original[m] === original[m] && updated[m] === updated[m]) models.push(m);
	}
	const x = Float64Array.from(models, (m) => original[m]);
	const y = Float64Array.from(models, (m) => updated[m]);
	const linear = linearFit(x, y);
	const scale = scoreScale([...x, ...y]);
	const probitScale = scale === 'unit' ? 1 : scale === 'percent' ? 0.01 : null;
	let probit: ProbitFit | null = null;
	const px = new Float64Array(models.length).fill(Number.NaN);
	const py = new Float64Array(models.length).fill(Number.NaN);
	if (probitScale !== null) {
		const fx: number[] = [];
		const fy: number[] = [];
		for (let k = 0; k < models.length; k++) {
			const a = normalQuantile(x[k] * probitScale);
			const b = normalQuantile(y[k] * probitScale);
			if (Number.isFinite(a) && Number.isFinite(b)) {
				px[k] = a;
				py[k] = b;
				fx.push(a);
				fy.push(b);
			}
		}
		probit = { ...linearFit(fx, fy), scale: probitScale, excluded: models.length - fx.length };
	}
	let drop = 0;
	const points: LinePoint[] = models.map((m, k) => {
		drop += x[k] - y[k];
		return {
			model: m,
			original: x[k],
			new: y[k],
			drop: x[k] - y[k],
			linearResidual: y[k] - (linear.intercept + linear.slope * x[k]),
			probitResidual: probit ? py[k] - (probit.intercept + probit.slope * px[k]) : Number.NaN
		};
	});
	const meanDrop = models.length ? drop / models.length : Number.NaN;
	const usable = probit !== null && probit.slope === probit.slope;
	const residual = (p: LinePoint) => (usable ? p.probitResidual : p.linearResidual);
	const below = points
		.filter((p) => residual(p) < 0)
		.sort((a, b) => residual(a) - residual(b) || a.model - b.model)
		.slice(0, furthest)
		.map((p) => p.model);
	return {
		n: models.length,
		points,
		tau: models.length >= 2 ? kendallTauB(x, y) : Number.NaN,
		meanDrop,
		scale,
		meanDropPoints: scale === 'unit' ? meanDrop * 100 : scale === 'percent' ? meanDrop : null,
		linear,
		probit,
		furthestBelow: below,
		belowLine: usable ? 'probit' : 'linear'
	};
}
