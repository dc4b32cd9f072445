/**
 * How many items carry each flag, counted separately: a review queue is only useful when its flags
 * are worth reading, and one "932 items flagged" hides that most of them were items every model
 * solves (information, not a defect) and that the "inverted" test was run on 2,000 items at once.
 * `everybodySolves` is counted apart as information; the `inverted` count is the one under
 * Benjamini-Hochberg control (item-table.ts), with what testing each item at the same level
 * without the adjustment would have flagged beside it.
 */
import { defaultItemOrder } from './item-order.ts';
import { FLAG, REVIEW_FLAG_MASK, withInvertedFdr, type ItemTable } from './item-table.ts';

export { DEFAULT_INVERTED_FDR } from './item-table.ts';

export interface FlagCounts {
	/** Items with at least one flag worth reading (every flag but `everybodySolves`). */
	readonly flagged: number;
	readonly inverted: number;
	readonly nobodySolves: number;
	readonly judgeDisagrees: number;
	readonly pivotal: number;
	/** Information, not a flag: items every graded model solves. */
	readonly everybodySolves: number;
	/** The `inverted` test's family (items with a p-value) and its false discovery rate. */
	readonly invertedTested: number;
	readonly invertedFdr: number;
	/** Items the rule would flag with each test at level `invertedFdr` alone (no adjustment). */
	readonly invertedUnadjusted: number;
}

/** The flag counts of the table (see the module comment). */
export function flagCounts(table: ItemTable): FlagCounts {
	const s = table.settings;
	let flagged = 0;
	let inverted = 0;
	let nobodySolves = 0;
	let judgeDisagrees = 0;
	let pivotal = 0;
	let everybodySolves = 0;
	let invertedUnadjusted = 0;
	for (let i = 0; i < table.nItems; i++) {
		const f = table.flags[i];
		if (f & REVIEW_FLAG_MASK) flagged++;
		if (f & FLAG.inverted) inverted++;
		if (f & FLAG.nobodySolves) nobodySolves++;
		if (f & FLAG.judgeDisagrees) judgeDisagrees++;
		if (f & FLAG.pivotal) pivotal++;
		if (f & FLAG.everybodySolves) everybodySolves++;
		if (table.discrimination[i] <= s.invertedBelow && table.discriminationP[i] <= s.invertedFdr) {
			invertedUnadjusted++;
		}
	}
	return {
		flagged,
		inverted,
		nobodySolves,
		judgeDisagrees,
		pivotal,
		everybodySolves,
		invertedTested: table.invertedTested,
		invertedFdr: s.invertedFdr,
		invertedUnadjusted
	};
}

/**
 * The table with its `inverted` flag at false discovery rate `fdr` (`withInvertedFdr`) and the
 * default order those flags give (`defaultItemOrder`): what the item view shows after the level
 * changes, without rebuilding the table.
 */
export function atInvertedFdr(
	table: ItemTable,
	fdr: number
): { readonly table: ItemTable; readonly defaultOrder: Uint32Array } {
	const flagged = withInvertedFdr(table, fdr);
	return { table: flagged, defaultOrder: defaultItemOrder(flagged) };
}
