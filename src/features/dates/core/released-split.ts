/**
 * Released before or after: Hardt's observable sign of training on the test. A model trained on a
 * benchmark's public items does well on items published before its date and worse on items
 * published after it, while the other models' scores do not drop on the same items (LiveCodeBench,
 * Jain et al. 2024, arXiv:2403.07974, section 5; Roberts et al. 2023, arXiv:2310.10628).
 *
 * For each model m with a date t_m (its training cut-off, or its release date), the dated items
 * split into B (dated before t_m) and A (dated on or after it):
 *
 * - `before` / `after`: its mean score on the items of B / A it has a score for;
 * - `gap` = before - after;
 * - `othersGap`: the mean over the other models (every model with a score on both sides, dated or
 *   not) of their gap on the same split; `excessGap` = gap - othersGap, a difference in
 *   differences: a drift of item difficulty over time moves every model's gap and cancels;
 * - `excessSE`: its standard error with the items as the sampling unit, the two periods
 *   independent. Each model's side score is a mean over its present cells, so the excess gap is a
 *   smooth function of item means; its linearisation (the delta method, influence of item i on a
 *   side mean: (x_ik - s_k) / n_k on the items k has) gives, per item,
 *   psi_i = (x_im - s_m) / n_m - (1 / K) sum_k (x_ik - s_k) / n_k over the K other models, and
 *   Var = sum_B psi^2 n_B / (n_B - 1) + sum_A psi^2 n_A / (n_A - 1). Without missing cells this is
 *   exactly the two-sample standard error sqrt(s_B^2 / n_B + s_A^2 / n_A) of the per-item contrast
 *   x_im - mean_k x_ik (with ddof = 1). `gapSE` is the same for the model's own gap.
 * - `z` = excessGap / excessSE (noise units) and `verdict`: `drop` when z > 1.96 (it falls after
 *   its date by more than sampling noise gives, beyond the others' fall), `rise` when z < -1.96,
 *   `inside` otherwise (`NOISE_BAND`, two-sided 95%, normal).
 *
 * Items without a date belong to neither side. A model whose date leaves no item on one side, or
 * with no other model to compare, has NaN figures and no verdict.
 */
import { NOISE_BAND } from '../../../core/noise-units.ts';
import { columnReader } from '../../../core/stats/columns.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { modelTimes } from './model-times.ts';

/** A model's score on one side of its date: items it has a score for, and its mean. */
interface SideScore {
	readonly n: number;
	readonly score: number;
}

export type GapVerdict = 'drop' | 'rise' | 'inside';

export interface ModelGap {
	readonly model: string;
	/** Column in the matrix. */
	readonly index: number;
	/** The date as given. */
	readonly date: string;
	readonly before: SideScore;
	readonly after: SideScore;
	readonly gap: number;
	readonly gapSE: number;
	/** The mean gap of the other models on this model's split. */
	readonly othersGap: number;
	/** How many other models that mean is over. */
	readonly others: number;
	readonly excessGap: number;
	readonly excessSE: number;
	/** excessGap / excessSE, in noise units. */
	readonly z: number;
	readonly verdict: GapVerdict | null;
}

export interface ReleasedSplit {
	/** Items with a date (the only ones either side counts). */
	readonly datedItems: number;
	/** Models with a usable date, in column order. */
	readonly models: readonly ModelGap[];
	/** Columns of the models without one. */
	readonly undatedModels: readonly number[];
}

/** The verdict of an excess gap in noise units (null when undefined). */
export function gapVerdict(z: number): GapVerdict | null {
	if (!(z === z)) return null;
	return z > NOISE_BAND ? 'drop' : z < -NOISE_BAND ? 'rise' : 'inside';
}

/** One split (a date shared by one or more models): every model's sums on both sides. */
interface Split {
	readonly time: number;
	/** Dated items before / on or after. */
	readonly nB: number;
	readonly nA: number;
	/** Per model: present cells and their sum on each side. */
	readonly cB: Float64Array;
	readonly sB: Float64Array;
	readonly cA: Float64Array;
	readonly sA: Float64Array;
	/** Per item: sum over the models with both sides of (x - side mean) / side count. */
	readonly u: Float64Array;
	/** Models with a score on both sides. */
	valid: number;
}

function emptySplit(time: number, nItems: number, M: number, itemTime: ArrayLike<number>): Split {
	let nB = 0;
	let nA = 0;
	for (let i = 0; i < nItems; i++) {
		const t = itemTime[i];
		if (t !== t) continue;
		if (t < time) nB++;
		else nA++;
	}
	const z = () => new Float64Array(M);
	return {
		time,
		nB,
		nA,
		cB: z(),
		sB: z(),
		cA: z(),
		sA: z(),
		u: new Float64Array(nItems),
		valid: 0
	};
}

const hasBothSides = (s: Split, m: number) => s.cB[m] > 0 && s.cA[m] > 0;
const sideMean = (sum: number, count: number) => (count > 0 ? sum / count : Number.NaN);

/**
 * `dates[m]` is model m's date (null: none). `itemTime[i]` is item i's date in milliseconds
 * (`itemDates` of the time split; NaN: undated).
 */
export function releasedSplit(
	matrix: ScoreMatrix,
	itemTime: ArrayLike<number>,
	dates: readonly (string | null)[]
): ReleasedSplit {
	const { nItems: n, nModels: M } = matrix;
	const times = modelTimes(dates);
	const splits = new Map<number, Split>();
	for (const t of times) {
		if (t === t && !splits.has(t)) splits.set(t, emptySplit(t, n, M, itemTime));
	}
	const read = columnReader(matrix);
	const col = new Float64Array(n);
	// Pass 1: every model's sums on both sides of every split.
	for (let k = 0; k < M; k++) {
		read(k, col);
		for (const s of splits.values()) {
			for (let i = 0; i < n; i++) {
				const x = col[i];
				const t = itemTime[i];
				if (x !== x || t !== t) continue;
				if (t < s.time) {
					s.cB[k]++;
					s.sB[k] += x;
				} else {
					s.cA[k]++;
					s.sA[k] += x;
				}
			}
		}
	}
	// Pass 2: each item's summed influence over the models with both sides.
	for (let k = 0; k < M; k++) {
		read(k, col);
		for (const s of splits.values()) {
			if (!hasBothSides(s, k)) continue;
			s.valid++;
			addInfluence(s, k, col, itemTime, s.u, 1);
		}
	}
	let datedItems = 0;
	for (let i = 0; i < n; i++) if (itemTime[i] === itemTime[i]) datedItems++;
	const models: ModelGap[] = [];
	const undatedModels: number[] = [];
	const psi = new Float64Array(n);
	for (let m = 0; m < M; m++) {
		const s = splits.get(times[m]);
		if (!s) {
			undatedModels.push(m);
			continue;
		}
		read(m, col);
		models.push(modelGap(matrix.models[m], m, dates[m]!, s, col, itemTime, psi));
	}
	return { datedItems, models, undatedModels };
}

/** Adds `sign` x model k's influence (x - side mean) / side count to `out`, item by item. */
function addInfluence(
	s: Split,
	k: number,
	col: Float64Array,
	itemTime: ArrayLike<number>,
	out: Float64Array,
	sign: number
): void {
	const mB = s.sB[k] / s.cB[k];
	const mA = s.sA[k] / s.cA[k];
	for (let i = 0; i < col.length; i++) {
		const x = col[i];
		const t = itemTime[i];
		if (x !== x || t !== t) continue;
		out[i] += t < s.time ? (sign * (x - mB)) / s.cB[k] : (sign * (x - mA)) / s.cA[k];
	}
}

/** sum psi^2 n / (n - 1) on each side: the variance of a difference of two independent means. */
function sideVariance(psi: Float64Array, itemTime: ArrayLike<number>, s: Split): number {
	if (s.nB < 2 || s.nA < 2) return Number.NaN;
	let vB = 0;
	let vA = 0;
	for (let i = 0; i < psi.length; i++) {
		const t = itemTime[i];
		if (t !== t) continue;
		if (t < s.time) vB += psi[i] * psi[i];
		else vA += psi[i] * psi[i];
	}
	return (vB * s.nB) / (s.nB - 1) + (vA * s.nA) / (s.nA - 1);
}

function modelGap(
	model: string,
	m: number,
	date: string,
	s: Split,
	col: Float64Array,
	itemTime: ArrayLike<number>,
	psi: Float64Array
): ModelGap {
	const before = { n: s.cB[m], score: sideMean(s.sB[m], s.cB[m]) };
	const after = { n: s.cA[m], score: sideMean(s.sA[m], s.cA[m]) };
	const gap = before.score - after.score;
	const own = hasBothSides(s, m);
	const others = s.valid - (own ? 1 : 0);
	let othersGap = Number.NaN;
	let gapSE = Number.NaN;
	let excessSE = Number.NaN;
	if (own && others > 0) {
		let sum = 0;
		for (let k = 0; k < s.cB.length; k++) {
			if (k !== m && hasBothSides(s, k)) sum += s.sB[k] / s.cB[k] - s.sA[k] / s.cA[k];
		}
		othersGap = sum / others;
		psi.fill(0);
		addInfluence(s, m, col, itemTime, psi, 1);
		gapSE = Math.sqrt(sideVariance(psi, itemTime, s));
		// psi = own - (u - own) / K = own (1 + 1/K) - u / K
		for (let i = 0; i < psi.length; i++) psi[i] = psi[i] * (1 + 1 / others) - s.u[i] / others;
		excessSE = Math.sqrt(sideVariance(psi, itemTime, s));
	} else if (own) {
		psi.fill(0);
		addInfluence(s, m, col, itemTime, psi, 1);
		gapSE = Math.sqrt(sideVariance(psi, itemTime, s));
	}
	const excessGap = gap - othersGap;
	const z = excessSE > 0 ? excessGap / excessSE : Number.NaN;
	return {
		model,
		index: m,
		date,
		before,
		after,
		gap,
		gapSE,
		othersGap,
		others,
		excessGap,
		excessSE,
		z,
		verdict: gapVerdict(z)
	};
}
