/**
 * What the two merges share (`merge-cells.ts` for cells read one by one, `merge-wide.ts` for
 * packed wide tables): their inputs, their output (per-item sums and counts), and the problems
 * they report with the same words.
 */
import type { ImportNote } from './notes.ts';
import type { Contribution } from './contribution.ts';
import { shown, type ImportIssue } from './issues.ts';
import type { ItemTable } from './item-table.ts';
import type { ContributionChoices, DuplicatePolicy } from './merge-types.ts';

export interface MergeContext {
	readonly contributions: readonly Contribution[];
	readonly fileChoices: readonly ContributionChoices[];
	/** Per file, the merged index of each of its models. */
	readonly localToGlobal: readonly number[][];
	readonly items: ItemTable;
	readonly models: readonly string[];
	readonly duplicates: DuplicatePolicy;
	readonly notes: ImportNote[];
	readonly add: (issue: ImportIssue) => void;
}

/**
 * Per-item sums and counts of the scores given (count 0 = no score), one item at a time:
 * `load(i)` returns the offset at which item i's cells can be read in `sum` and `count`.
 */
export interface CellRows {
	readonly sum: Float64Array;
	readonly count: Uint16Array;
	load(i: number): number;
	/**
	 * The divisor of each cell's sum when rows weigh their trials: a cell of two rows or more then
	 * holds the sum of trials x score (a cell of one row its score); null when every row weighs
	 * one (`count` divides). Use `cellMean`.
	 */
	readonly weight?: Float64Array | null;
	/** Trials per cell (0 = unknown), laid out as `count`; null when no cell's trials are known. */
	readonly trials?: Uint32Array | null;
}

/** The mean of the cell at `k` (`count[k]` > 0). */
export function cellMean(rows: CellRows, k: number): number {
	const c = rows.count[k];
	if (c === 1) return rows.sum[k];
	return rows.sum[k] / (rows.weight ? rows.weight[k] : c);
}

type Coded = Pick<ImportIssue, 'message' | 'hint' | 'code' | 'params'>;

export function rangeIssue(raw: number, scale: number): Coded {
	return {
		code: scale !== 1 ? 'score-range-scaled' : 'score-range',
		params: { raw, scale },
		message: `the score ${raw} is outside the range 0 to 1${scale !== 1 ? ` (after multiplying by ${scale})` : ''}.`,
		hint: 'Fix the value, or choose “any range” (or “divide by 100” for percentages) for this file.'
	};
}

export function duplicateIssue(item: string, model: string, first: string | null): Coded {
	const firstAt = first ? ` (first given in ${first})` : '';
	return {
		code: first ? 'duplicate-cell-first' : 'duplicate-cell',
		params: { item: shown(item), model: shown(model), first: first ?? '' },
		message: `item “${shown(item)}” has a second score for model “${shown(model)}”${firstAt}.`,
		hint: 'Each item needs one score per model: remove the duplicate, give it its own item id, or choose “average duplicates”.'
	};
}
