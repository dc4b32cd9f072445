/**
 * Newer at equal compute (Dominguez-Olmedo, Dorner & Hardt 2024, "Training on the Test Task
 * Confounds Evaluation and Emergence", arXiv:2407.07890, section 2): per benchmark, the OLS fit
 *
 *     score = alpha + theta * newer + beta * log10(compute) + error
 *
 * over the models with a score, a date and a compute, where newer = 1 for a model released on or
 * after the cut-off. theta is how many points newer models score above older ones of the same
 * pre-training compute: the paper finds about 7 on MMLU and 17 on GSM8K for a November 2023
 * cut-off, and the gap closes once every model is fine-tuned on the task (train-before-test).
 * Its standard error is the classic OLS one (`core/stats/ols.ts`).
 *
 * When no model of the table has a compute the fit drops the term (`controls: 'none'`): theta is
 * then the plain difference of the two groups' means, not a comparison at equal compute.
 * Compute is the one given, or 6 N D (parameters x training tokens; Kaplan et al. 2020,
 * arXiv:2001.08361, section 2.1) when both are given.
 */
import { ols } from '../../../core/stats/ols.ts';

/** What a fit controls for: log10 compute, or nothing (no model has a compute). */
export type FitControls = 'compute' | 'none';

/** Why a benchmark has no theta. */
type FitProblem = 'one-side' | 'too-few' | 'collinear';

export interface NewerFit {
	/** Newer minus older at equal log10 compute (score units); NaN when `problem` says why not. */
	readonly theta: number;
	readonly se: number;
	/** Models in the fit, and how many of them are newer. */
	readonly n: number;
	readonly newer: number;
	/** Models with a score left out for want of a date (or of a compute, under `compute`). */
	readonly leftOut: number;
	readonly controls: FitControls;
	/** The log10 compute slope (NaN under `none`). */
	readonly computeSlope: number;
	readonly problem: FitProblem | null;
}

/** A model's training compute in FLOPs: given, else 6 x parameters x tokens, else NaN. */
export function trainingCompute(facts: {
	readonly compute?: number | null;
	readonly params?: number | null;
	readonly tokens?: number | null;
}): number {
	const { compute, params, tokens } = facts;
	if (compute != null && compute > 0) return compute;
	if (params != null && tokens != null && params > 0 && tokens > 0) return 6 * params * tokens;
	return Number.NaN;
}

/** Whether any model has a compute: the fits then control for it. */
export function controlsOf(compute: ArrayLike<number>): FitControls {
	for (let m = 0; m < compute.length; m++) if (compute[m] > 0) return 'compute';
	return 'none';
}

/**
 * One benchmark's fit. `scores[m]` (NaN: none), `times[m]` (model dates in ms, NaN: none),
 * `compute[m]` (FLOPs, NaN: unknown), `cutoff` in ms.
 */
export function newerFit(
	scores: ArrayLike<number>,
	times: ArrayLike<number>,
	compute: ArrayLike<number>,
	cutoff: number,
	controls: FitControls
): NewerFit {
	const p = controls === 'compute' ? 3 : 2;
	const x: number[] = [];
	const y: number[] = [];
	let newer = 0;
	let leftOut = 0;
	for (let m = 0; m < scores.length; m++) {
		if (scores[m] !== scores[m]) continue;
		const c = compute[m];
		if (times[m] !== times[m] || (p === 3 && !(c > 0))) {
			leftOut++;
			continue;
		}
		const isNewer = times[m] >= cutoff ? 1 : 0;
		newer += isNewer;
		x.push(1, isNewer);
		if (p === 3) x.push(Math.log10(c));
		y.push(scores[m]);
	}
	const n = y.length;
	const base = { n, newer, leftOut, controls };
	const none = { ...base, theta: NaN, se: NaN, computeSlope: NaN };
	if (newer === 0 || newer === n) return { ...none, problem: n ? 'one-side' : 'too-few' };
	const fit = ols(x, y, p);
	if (fit === 'too-few-rows') return { ...none, problem: 'too-few' };
	if (fit === 'collinear') return { ...none, problem: 'collinear' };
	return {
		...base,
		theta: fit.beta[1],
		se: fit.se[1],
		computeSlope: p === 3 ? fit.beta[2] : NaN,
		problem: null
	};
}

/**
 * Every benchmark's fit on a models x benchmarks score grid (`scores[m * nBenchmarks + b]`, the
 * score table's layout).
 */
export function newerAtEqualCompute(
	scores: Float64Array,
	nBenchmarks: number,
	times: ArrayLike<number>,
	compute: ArrayLike<number>,
	cutoff: number
): NewerFit[] {
	const M = times.length;
	const controls = controlsOf(compute);
	const column = new Float64Array(M);
	return Array.from({ length: nBenchmarks }, (_, b) => {
		for (let m = 0; m < M; m++) column[m] = scores[m * nBenchmarks + b];
		return newerFit(column, times, compute, cutoff, controls);
	});
}
