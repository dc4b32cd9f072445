/**
 * Figures drawn from a finished strength sweep (and from a sample's summary) for the analysis
 * charts: the one-sentence argument under the sweep chart, the ranks of the top models across the
 * steps (bump chart), and the reference-vs-perturbed line fit. Pure functions; the words come from
 * the message catalogs (the view passes these facts to them).
 */
import type { RunSummary } from './summary.ts';
import type { SweepRow } from './sweep.ts';

/**
 * What the sentence under a strength sweep says: at the strongest step a typical draw moves the
 * scores `change` (median over draws of the mean |draw - reference| across models); at every step
 * at least 95% of draws keep tau-b at or above `tauFloor` (the smallest per-step 5% quantile,
 * rounded down to two decimals; `lowest` unrounded, which the view reads against the floor of a
 * resample against the full set), and the leader is first in at least `leaderKeptMin` of draws.
 * The sentence states these side by side; whether the ranking held is the floor's to say.
 */
interface SweepArgumentFacts {
	readonly step: number;
	readonly change: number;
	readonly tauFloor: number;
	readonly lowest: number;
	readonly leaderKeptMin: number;
	/** False when a step has no 5-95% band (a worst-case sweep): the floor is the lowest tau-b. */
	readonly banded: boolean;
}

/** The facts of the sentence under a strength sweep; null without a step. */
export function sweepArgumentFacts(rows: readonly SweepRow[]): SweepArgumentFacts | null {
	const last = rows[rows.length - 1];
	if (!last) return null;
	const banded = rows.every((r) => r.tau.q05 === r.tau.q05);
	let floor = Number.POSITIVE_INFINITY;
	let kept = Number.POSITIVE_INFINITY;
	for (const r of rows) {
		const low = banded ? r.tau.q05 : r.tau.median;
		if (low === low) floor = Math.min(floor, low);
		if (r.leaderKept === r.leaderKept) kept = Math.min(kept, r.leaderKept);
	}
	return {
		step: last.step ?? Number.NaN,
		change: last.scoreChange.median,
		tauFloor:
			floor === Number.POSITIVE_INFINITY ? Number.NaN : Math.floor(floor * 100 + 1e-9) / 100,
		lowest: floor === Number.POSITIVE_INFINITY ? Number.NaN : floor,
		leaderKeptMin: kept === Number.POSITIVE_INFINITY ? Number.NaN : kept,
		banded
	};
}

/**
 * Competition ranks ("1224", ties share the best rank) of the models by their mean score over a
 * step's draws, by column index; models with no mean get 0.
 */
export function ranksByMean(summary: RunSummary, nModels: number): Int32Array {
	const ranks = new Int32Array(nModels);
	const ms = summary.models.filter((m) => m.mean === m.mean);
	for (const m of ms) {
		let ahead = 0;
		for (const o of ms) if (o.mean > m.mean) ahead++;
		ranks[m.index] = ahead + 1;
	}
	return ranks;
}

/** One model's line in the bump chart: its rank at each step (null where it has none). */
export interface BumpLine {
	readonly index: number;
	readonly ranks: readonly (number | null)[];
}

/**
 * Ranks of the reference's top `top` models at each step, each step ranked by mean score over
 * its draws (`ranksByMean`); a step without a summary (a search) gives no rank.
 */
export function bumpLines(
	steps: readonly { readonly summary: RunSummary | null }[],
	order: ArrayLike<number>,
	nModels: number,
	top = 8
): BumpLine[] {
	const perStep = steps.map((s) => (s.summary ? ranksByMean(s.summary, nModels) : null));
	const lines: BumpLine[] = [];
	for (let k = 0; k < Math.min(top, order.length); k++) {
		const m = order[k];
		lines.push({ index: m, ranks: perStep.map((r) => (r && r[m] > 0 ? r[m] : null)) });
	}
	return lines;
}

/** A least-squares line y = intercept + slope x, and Pearson's r. */
export interface LineFit {
	readonly slope: number;
	readonly intercept: number;
	readonly r: number;
	readonly n: number;
}

/**
 * Ordinary least squares of y on x over the pairs where both are finite (as
 * `numpy.polyfit(x, y, 1)`; r as `numpy.corrcoef`). Null with fewer than two distinct x.
 * See e.g. Freedman, Pisani & Purves, *Statistics*, ch. 12 (the regression line).
 */
export function leastSquares(x: ArrayLike<number>, y: ArrayLike<number>): LineFit | null {
	let n = 0;
	let sx = 0;
	let sy = 0;
	for (let i = 0; i < x.length; i++) {
		if (Number.isFinite(x[i]) && Number.isFinite(y[i])) {
			n++;
			sx += x[i];
			sy += y[i];
		}
	}
	if (n < 2) return null;
	const mx = sx / n;
	const my = sy / n;
	let sxx = 0;
	let sxy = 0;
	let syy = 0;
	for (let i = 0; i < x.length; i++) {
		if (Number.isFinite(x[i]) && Number.isFinite(y[i])) {
			const dx = x[i] - mx;
			const dy = y[i] - my;
			sxx += dx * dx;
			sxy += dx * dy;
			syy += dy * dy;
		}
	}
	if (sxx === 0) return null;
	const slope = sxy / sxx;
	return {
		slope,
		intercept: my - slope * mx,
		r: syy > 0 ? sxy / Math.sqrt(sxx * syy) : Number.NaN,
		n
	};
}
