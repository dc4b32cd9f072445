/**
 * The item table: for every item, how the models did on it and why it may be worth reading.
 *
 * Columns (struct of arrays, so 100,000 items stay a handful of typed arrays that a worker can
 * transfer and a virtualised table can read by index):
 * - `graded`: models with a value on the item; `solvedBy` (0/1 data): how many got it right;
 *   `meanScore`: the mean over the graded models; `difficulty` = 1 - meanScore (the complement of
 *   classical test theory's item "p-value", so that higher means harder).
 * - `discrimination`: the item-rest correlation across models — Pearson's r between the item's
 *   cells and each model's score on the *other* items, r_m = (S_m - x_im) / (n_m - 1) with S_m, n_m
 *   the model's sum and count (leave-one-out, so the item does not correlate with itself). For 0/1
 *   items this is the point-biserial correlation (`scipy.stats.pointbiserialr`, which is
 *   `pearsonr`). Only models graded on the item and on at least one other item take part; fewer
 *   than two, or no spread on either side, gives `NaN`. See Crocker & Algina (1986), Introduction
 *   to Classical and Modern Test Theory, ch. 14 ("item-total correlation", corrected).
 * - `flags`: a bit set (`FLAG`), turned into structured `{ code, params }` by `itemFlags`.
 *
 * Flags:
 * - `nobodySolves` / `everybodySolves`: every graded model has 0 (resp. 1) on it. Uninformative
 *   for the ranking; the first is suspicious (impossible, or a wrong key).
 * - `inverted`: discrimination <= `invertedBelow` (default -0.2) AND the one-sided test of
 *   r < 0 gives p < `invertedAlpha` (default 0.05; t = r sqrt(df / (1 - r^2)), df = models - 2,
 *   as `scipy.stats.pearsonr(x, rest, alternative='less')`). Strong models fail it while weak ones
 *   pass. The -0.2 mirrors the +0.2 below which Ebel's discrimination bands call an item "poor"
 *   (R. L. Ebel & D. A. Frisbie 1991, Essentials of Educational Measurement, 5th ed., ch. 13: items
 *   with negative discrimination are to be checked for a wrong key or ambiguity); the test keeps
 *   benchmarks with few models (where |r| of 0.3 is noise) from flagging at random. Both are a
 *   screening rule for what to read first, not an inference: models are not independent draws.
 * - `pivotal`: removing this item alone changes the leader or the order of a pair with at least
 *   one model in the reference top k (`topK`, default 3): see `pivotal.ts`.
 * - `judgeDisagrees`: the judge's scores sit on average at least `judgeDisagreesAt` (default
 *   0.5) from the 0/1 reference (`judge.ts`), when a reference was given.
 */
import type { ScoreMatrix, ValueType } from '../ScoreMatrix.ts';
import { studentTTwoSidedP } from '../stats/distributions.ts';
import type { JudgeDisagreement } from './judge.ts';
import { itemRow, modelTotals, type ModelTotals } from './model-totals.ts';
import { PivotalScanner } from './pivotal.ts';

/** Flag bits of `ItemTable.flags`. */
export const FLAG = {
	inverted: 1,
	nobodySolves: 2,
	judgeDisagrees: 4,
	pivotal: 8,
	everybodySolves: 16
} as const;

export type FlagCode = keyof typeof FLAG;

export const FLAG_CODES: readonly FlagCode[] = [
	'inverted',
	'nobodySolves',
	'judgeDisagrees',
	'pivotal',
	'everybodySolves'
];

export interface ItemTableOptions {
	/**
	 * k of "a top-k pair" for the pivotal flag (default 3, clamped to the number of models); the item
	 * view passes the run's `settings.topK` bounded by models - 1 (`itemsTopK`).
	 */
	readonly topK?: number;
	/** Discrimination at or below which an item may be `inverted` (default -0.2). */
	readonly invertedBelow?: number;
	/** One-sided level of the test of r < 0 an `inverted` item must also pass (default 0.05). */
	readonly invertedAlpha?: number;
	/** `meta` column holding the category (default `'category'`; absent column: no categories). */
	readonly categoryColumn?: string;
	/** Disagreement with a 0/1 reference (from `judgeDisagreement`), if any. */
	readonly judge?: JudgeDisagreement | null;
	/** Mean |judge - reference| at or above which an item is flagged (default 0.5). */
	readonly judgeDisagreesAt?: number;
	/** Called with (items done, items) about every 1% of the items and at the end. */
	readonly onProgress?: (done: number, total: number) => void;
}

export interface ItemTableSettings {
	readonly topK: number;
	readonly invertedBelow: number;
	readonly invertedAlpha: number;
	readonly judgeDisagreesAt: number;
}

export interface ItemTable {
	readonly nItems: number;
	readonly nModels: number;
	readonly valueType: ValueType;
	readonly itemIds: readonly string[];
	readonly models: readonly string[];
	/** Category of each item, or `null` when the matrix has no category column. */
	readonly categories: readonly string[] | null;
	/** Models with a value on the item. */
	readonly graded: Int32Array;
	/** 0/1 data: models that got the item right; `null` for continuous scores. */
	readonly solvedBy: Int32Array | null;
	/** Mean of the graded models' values (`NaN` when none). */
	readonly meanScore: Float64Array;
	/** 1 - meanScore. */
	readonly difficulty: Float64Array;
	/** Item-rest correlation across models (`NaN` when undefined). */
	readonly discrimination: Float64Array;
	/** Models that entered each item's correlation. */
	readonly discriminationModels: Int32Array;
	/** One-sided p-value of r < 0 (`NaN` when r is undefined). */
	readonly discriminationP: Float64Array;
	/** 0/1 data: mean rest score of the models that solved / failed the item (`NaN`: none). */
	readonly solversRest: Float64Array | null;
	readonly failersRest: Float64Array | null;
	/** Bit set of `FLAG` per item. */
	readonly flags: Uint8Array;
	/** Pivotal items: what removing the item alone changes (see `pivotal.ts`). */
	readonly pivotalChange: Uint8Array;
	readonly pivotalAbove: Int32Array;
	readonly pivotalBelow: Int32Array;
	readonly judge: JudgeDisagreement | null;
	/** Reference scores and ranking the flags refer to. */
	readonly totals: ModelTotals;
	readonly settings: ItemTableSettings;
}

/** Builds the item table in one pass over the items (O(items x models)). */
export function buildItemTable(matrix: ScoreMatrix, options: ItemTableOptions = {}): ItemTable {
	const { nItems: n, nModels: M } = matrix;
	const settings: ItemTableSettings = {
		topK: Math.max(1, Math.min(options.topK ?? 3, M)),
		invertedBelow: options.invertedBelow ?? -0.2,
		invertedAlpha: options.invertedAlpha ?? 0.05,
		judgeDisagreesAt: options.judgeDisagreesAt ?? 0.5
	};
	const judge = options.judge ?? null;
	if (judge && judge.disagreement.length !== n) {
		throw new RangeError(`judge has ${judge.disagreement.length} items, the matrix ${n}`);
	}
	const binary = matrix.valueType === 'binary';
	const totals = modelTotals(matrix);
	const { sum, count } = totals;

	const graded = new Int32Array(n);
	const solvedBy = binary ? new Int32Array(n) : null;
	const meanScore = new Float64Array(n);
	const difficulty = new Float64Array(n);
	const discrimination = new Float64Array(n);
	const discriminationModels = new Int32Array(n);
	const discriminationP = new Float64Array(n);
	const solversRest = binary ? new Float64Array(n) : null;
	const failersRest = binary ? new Float64Array(n) : null;
	const flags = new Uint8Array(n);
	const scanner = new PivotalScanner(totals, settings.topK);
	const pivotalChange = new Uint8Array(n);
	const pivotalAbove = new Int32Array(n).fill(-1);
	const pivotalBelow = new Int32Array(n).fill(-1);

	const onProgress = options.onProgress;
	const every = Math.max(1024, Math.ceil(n / 100));
	const x = new Float64Array(M);
	// Each model's score without the item: its rest score when graded on it, unchanged otherwise.
	const without = new Float64Array(M);
	for (let i = 0; i < n; i++) {
		itemRow(matrix, i, x);
		let g = 0;
		let s = 0;
		let zeros = 0;
		let ones = 0;
		for (let m = 0; m < M; m++) {
			const v = x[m];
			if (v !== v) {
				without[m] = totals.scores[m];
				continue;
			}
			g++;
			s += v;
			if (v === 0) zeros++;
			else if (v === 1) ones++;
			without[m] = count[m] > 1 ? (sum[m] - v) / (count[m] - 1) : Number.NaN;
		}
		graded[i] = g;
		if (solvedBy) solvedBy[i] = ones;
		meanScore[i] = g ? s / g : Number.NaN;
		difficulty[i] = 1 - meanScore[i];
		let f = 0;
		if (g > 0 && zeros === g) f |= FLAG.nobodySolves;
		if (g > 0 && ones === g) f |= FLAG.everybodySolves;

		// Item-rest correlation (two passes for accuracy).
		let k = 0;
		let mx = 0;
		let mr = 0;
		for (let m = 0; m < M; m++) {
			const v = x[m];
			const r = without[m];
			if (v !== v || r !== r || count[m] < 2) continue;
			k++;
			mx += v;
			mr += r;
		}
		let rxy = Number.NaN;
		let pLess = Number.NaN;
		if (k >= 2) {
			mx /= k;
			mr /= k;
			let sxx = 0;
			let srr = 0;
			let sxr = 0;
			let solvedRest = 0;
			let failedRest = 0;
			for (let m = 0; m < M; m++) {
				const v = x[m];
				const r = without[m];
				if (v !== v || r !== r || count[m] < 2) continue;
				const dx = v - mx;
				const dr = r - mr;
				sxx += dx * dx;
				srr += dr * dr;
				sxr += dx * dr;
				if (v === 1) solvedRest += r;
				else if (v === 0) failedRest += r;
			}
			if (sxx > 0 && srr > 0) {
				rxy = Math.max(-1, Math.min(1, sxr / Math.sqrt(sxx * srr)));
				pLess = correlationPLess(rxy, k);
			}
			if (solversRest && failersRest) {
				const solvers = Math.round(mx * k);
				solversRest[i] = solvers ? solvedRest / solvers : Number.NaN;
				failersRest[i] = k - solvers ? failedRest / (k - solvers) : Number.NaN;
			}
		} else if (solversRest && failersRest) {
			solversRest[i] = Number.NaN;
			failersRest[i] = Number.NaN;
		}
		discrimination[i] = rxy;
		discriminationModels[i] = k;
		discriminationP[i] = pLess;
		if (rxy <= settings.invertedBelow && pLess < settings.invertedAlpha) f |= FLAG.inverted;

		const change = scanner.check(without);
		if (change.kind !== 0) {
			f |= FLAG.pivotal;
			pivotalChange[i] = change.kind;
			pivotalAbove[i] = change.above;
			pivotalBelow[i] = change.below;
		}
		if (judge && judge.disagreement[i] >= settings.judgeDisagreesAt) f |= FLAG.judgeDisagrees;
		flags[i] = f;
		if (onProgress && (i + 1) % every === 0) onProgress(i + 1, n);
	}
	onProgress?.(n, n);

	const categoryColumn = options.categoryColumn ?? 'category';
	return {
		nItems: n,
		nModels: M,
		valueType: matrix.valueType,
		itemIds: matrix.itemIds,
		models: matrix.models,
		categories: Object.hasOwn(matrix.meta, categoryColumn) ? matrix.meta[categoryColumn] : null,
		graded,
		solvedBy,
		meanScore,
		difficulty,
		discrimination,
		discriminationModels,
		discriminationP,
		solversRest,
		failersRest,
		flags,
		pivotalChange,
		pivotalAbove,
		pivotalBelow,
		judge,
		totals,
		settings
	};
}

/**
 * One-sided p-value of a Pearson correlation r from k pairs against "r < 0":
 * t = r sqrt(df / (1 - r^2)), df = k - 2, p = P(T_df <= t), as
 * `scipy.stats.pearsonr(x, y, alternative='less').pvalue`. `NaN` for k < 3.
 */
export function correlationPLess(r: number, k: number): number {
	const df = k - 2;
	if (!(df > 0) || r !== r) return Number.NaN;
	if (r <= -1) return 0;
	if (r >= 1) return 1;
	const t = r * Math.sqrt(df / (1 - r * r));
	const twoSided = studentTTwoSidedP(t, df);
	return t < 0 ? twoSided / 2 : 1 - twoSided / 2;
}
