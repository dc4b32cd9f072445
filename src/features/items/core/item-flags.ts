/**
 * The flags of one item as structured data: a code and its parameters, no English (the screens
 * turn them into one-line reasons through the message files). Model references are column
 * indices here; `items-export.ts` writes names.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { FLAG, type FlagCode, type ItemTable } from './item-table.ts';
import { itemRow } from './model-totals.ts';

export type ItemFlag =
	| {
			readonly code: 'inverted';
			readonly params: {
				/** The item-rest correlation. */
				readonly discrimination: number;
				/** The threshold it fell at or below. */
				readonly threshold: number;
				/** One-sided p-value of r < 0... */
				readonly pValue: number;
				/**
				 * ...its Benjamini-Hochberg adjusted value across the `tested` items with a p-value,
				 * and the false discovery rate it is at or below.
				 */
				readonly qValue: number;
				readonly fdr: number;
				readonly tested: number;
				/** Models in the correlation. */
				readonly models: number;
				/** 0/1 data: mean rest score of the models that solved / failed it (else null). */
				readonly solversRest: number | null;
				readonly failersRest: number | null;
			};
	  }
	| { readonly code: 'nobodySolves'; readonly params: { readonly graded: number } }
	| { readonly code: 'everybodySolves'; readonly params: { readonly graded: number } }
	| {
			readonly code: 'pivotal';
			readonly params: {
				readonly change: 'leader' | 'topK';
				readonly k: number;
				/** Column indices: `above` was ahead of (or tied with) `below` before the removal. */
				readonly above: number;
				readonly below: number;
				/** Their scores before and after removing the item. */
				readonly before: readonly [number, number];
				readonly after: readonly [number, number];
			};
	  }
	| {
			readonly code: 'judgeDisagrees';
			readonly params: {
				/** Mean |judge - reference| over `cells` cells; `flips` of them change pass/fail. */
				readonly disagreement: number;
				readonly threshold: number;
				readonly cells: number;
				readonly flips: number;
			};
	  };

function orNull(v: number | undefined): number | null {
	return v === undefined || v !== v ? null : v;
}

/** Whether item `i` carries flag `code`. */
export function hasFlag(table: ItemTable, i: number, code: FlagCode): boolean {
	return (table.flags[i] & FLAG[code]) !== 0;
}

/**
 * Item `i`'s flags, most telling first (inverted, nobody solves, judge disagrees, pivotal), then
 * the information `everybodySolves` (not a flag: `isInformation`; screens and exports keep it
 * apart). `cells` are the item's cells (`itemRow(matrix, i, out)`, `NaN` = missing),
 * for the scores after the removal in the pivotal flag.
 */
export function itemFlags(table: ItemTable, i: number, cells: ArrayLike<number>): ItemFlag[] {
	const f = table.flags[i];
	const s = table.settings;
	const out: ItemFlag[] = [];
	if (f & FLAG.inverted) {
		out.push({
			code: 'inverted',
			params: {
				discrimination: table.discrimination[i],
				threshold: s.invertedBelow,
				pValue: table.discriminationP[i],
				qValue: table.discriminationQ[i],
				fdr: s.invertedFdr,
				tested: table.invertedTested,
				models: table.discriminationModels[i],
				solversRest: orNull(table.solversRest?.[i]),
				failersRest: orNull(table.failersRest?.[i])
			}
		});
	}
	if (f & FLAG.nobodySolves)
		out.push({ code: 'nobodySolves', params: { graded: table.graded[i] } });
	if (f & FLAG.judgeDisagrees && table.judge) {
		out.push({
			code: 'judgeDisagrees',
			params: {
				disagreement: table.judge.disagreement[i],
				threshold: s.judgeDisagreesAt,
				cells: table.judge.cells[i],
				flips: table.judge.flips[i]
			}
		});
	}
	if (f & FLAG.pivotal) {
		const a = table.pivotalAbove[i];
		const b = table.pivotalBelow[i];
		out.push({
			code: 'pivotal',
			params: {
				change: table.pivotalChange[i] === 1 ? 'leader' : 'topK',
				k: table.pivotalChange[i] === 1 ? 1 : s.topK,
				above: a,
				below: b,
				before: [table.totals.scores[a], table.totals.scores[b]],
				after: [scoreWithout(table, a, cells[a]), scoreWithout(table, b, cells[b])]
			}
		});
	}
	if (f & FLAG.everybodySolves) {
		out.push({ code: 'everybodySolves', params: { graded: table.graded[i] } });
	}
	return out;
}

/** Model m's score without an item on which its cell is `cell` (`NaN`: not graded there). */
function scoreWithout(table: ItemTable, m: number, cell: number): number {
	const { sum, count, scores } = table.totals;
	if (cell !== cell) return scores[m];
	return count[m] > 1 ? (sum[m] - cell) / (count[m] - 1) : Number.NaN;
}

/** `itemFlags` reading the item's cells from the matrix (for one item at a time, e.g. a row). */
export function itemFlagsOf(matrix: ScoreMatrix, table: ItemTable, i: number): ItemFlag[] {
	if (table.flags[i] === 0) return [];
	return itemFlags(table, i, itemRow(matrix, i, new Float64Array(matrix.nModels)));
}
