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
 *   for the ranking; the first is suspicious (impossible, or a wrong key). `everybodySolves` is
 *   information, not a flag: an item every model solves is no defect (on CIFAR-10.1 most items
 *   are), it only ranks no one. It keeps its bit in `flags` but is left out of every count of
 *   flagged items (`REVIEW_FLAG_MASK`, `flag-counts.ts`).
 * - `inverted`: discrimination <= `invertedBelow` (default -0.2) AND the one-sided test of
 *   r < 0 (t = r sqrt(df / (1 - r^2)), df = models - 2, as
 *   `scipy.stats.pearsonr(x, rest, alternative='less')`) is rejected by the Benjamini-Hochberg
 *   procedure across all items with a defined p-value at false discovery rate `invertedFdr`
 *   (default q = 0.05; `discriminationQ` holds the adjusted p-values, as statsmodels'
 *   `multipletests(p, method='fdr_bh')`). Testing 2,000 items each at 0.05 would flag about 5% of
 *   sound items by chance; BH keeps the expected share of chance flags among the flagged at q.
 *   Strong models fail an inverted item while weak ones pass. The -0.2 mirrors the +0.2 below
 *   which Ebel's discrimination bands call an item "poor" (R. L. Ebel & D. A. Frisbie 1991,
 *   Essentials of Educational Measurement, 5th ed., ch. 13: items with negative discrimination are
 *   to be checked for a wrong key or ambiguity). Both are a screening rule for what to read
 *   first: models are not independent draws, so the p-values are approximate.
 * - `pivotal`: removing this item alone changes the leader or the order of a pair with at least
 *   one model in the reference top k (`topK`, default 3): see `pivotal.ts`.
 * - `judgeDisagrees`: the judge's scores sit on average at least `judgeDisagreesAt` (default
 *   0.5) from the 0/1 reference (`judge.ts`), when a reference was given.
 */
import type { ScoreMatrix, ValueType } from '../../../core/ScoreMatrix.ts';
import { studentTTwoSidedP } from '../../../core/stats/distributions.ts';
import { benjaminiHochberg } from '../../../core/stats/multiple-testing.ts';
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

/** Bits of `REVIEW_FLAG_CODES`: an item is "flagged" when `flags & REVIEW_FLAG_MASK`. */
export const REVIEW_FLAG_MASK =
	FLAG.inverted | FLAG.nobodySolves | FLAG.judgeDisagrees | FLAG.pivotal;

/** Whether a code is information rather than a flag (`everybodySolves`). */
export function isInformation(code: FlagCode): boolean {
	return code === 'everybodySolves';
}

/** The default false discovery rate of the `inverted` flag's Benjamini-Hochberg procedure. */
export const DEFAULT_INVERTED_FDR = 0.05;

export const FLAG_CODES: readonly FlagCode[] = [
	'inverted',
	'nobodySolves',
	'judgeDisagrees',
	'pivotal',
	'everybodySolves'
];

interface ItemTableOptions {
	/**
	 * k of "a top-k pair" for the pivotal flag (default 3, clamped to the number of models); the item
	 * view passes the run's `settings.topK` bounded by models - 1 (`itemsTopK`).
	 */
	readonly topK?: number;
	/** Discrimination at or below which an item may be `inverted` (default -0.2). */
	readonly invertedBelow?: number;
	/**
	 * False discovery rate at which the one-sided tests of r < 0 across the items must reject for
	 * an item to be `inverted` (Benjamini-Hochberg; default `DEFAULT_INVERTED_FDR`, 0.05).
	 */
	readonly invertedFdr?: number;
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
	/** Benjamini-Hochberg false discovery rate of the `inverted` flag's tests across items. */
	readonly invertedFdr: number;
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
	/** Its Benjamini-Hochberg adjusted value across the items with a p-value (`NaN`: none). */
	readonly discriminationQ: Float64Array;
	/** Items with a defined p-value: the family the adjustment runs over. */
	readonly invertedTested: number;
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
		invertedFdr: options.invertedFdr ?? DEFAULT_INVERTED_FDR,
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
	const { q: discriminationQ, tested: invertedTested } = flagInverted(
		flags,
		discrimination,
		discriminationP,
		settings
	);

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
		discriminationQ,
		invertedTested,
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
 * Sets the `inverted` bit of `flags` (in place, clearing it elsewhere): r <= `invertedBelow` and
 * a Benjamini-Hochberg adjusted p <= `invertedFdr` across the items with a p-value. Returns the
 * adjusted p-values and how many items were tested.
 */
function flagInverted(
	flags: Uint8Array,
	r: Float64Array,
	p: Float64Array,
	settings: Pick<ItemTableSettings, 'invertedBelow' | 'invertedFdr'>,
	q: Float64Array = benjaminiHochberg(p)
): { q: Float64Array; tested: number } {
	let tested = 0;
	for (let i = 0; i < flags.length; i++) {
		if (p[i] === p[i]) tested++;
		const inverted = r[i] <= settings.invertedBelow && q[i] <= settings.invertedFdr;
		flags[i] = inverted ? flags[i] | FLAG.inverted : flags[i] & ~FLAG.inverted;
	}
	return { q, tested };
}

/**
 * The table with the `inverted` flag at another false discovery rate `fdr` (in (0, 1)): the same
 * adjusted p-values, new flags and settings; the table itself is not changed.
 */
export function withInvertedFdr(table: ItemTable, fdr: number): ItemTable {
	if (!(fdr > 0 && fdr < 1)) throw new RangeError(`withInvertedFdr: fdr ${fdr} not in (0, 1)`);
	const flags = Uint8Array.from(table.flags);
	const settings = { ...table.settings, invertedFdr: fdr };
	flagInverted(flags, table.discrimination, table.discriminationP, settings, table.discriminationQ);
	return { ...table, flags, settings };
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
