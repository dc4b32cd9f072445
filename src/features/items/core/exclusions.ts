/**
 * Exclude items and re-rank: which items a flag, a category or a list selects, and the
 * leaderboard before and after removing them (scores, min-method ranks and Kendall's tau-b
 * between the two score vectors, `kendall.ts`).
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { kendallTauB } from '../../../core/kendall.ts';
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import { weightedScores } from '../../../core/scores.ts';
import { FLAG, type FlagCode, type ItemTable } from './item-table.ts';

/** A 0/1 mask over items (1 = excluded) from a list of item indices. */
export function exclusionMask(nItems: number, items: Iterable<number>): Uint8Array {
	const mask = new Uint8Array(nItems);
	for (const i of items) {
		if (!(i >= 0 && i < nItems && Number.isInteger(i))) {
			throw new RangeError(`item index ${i} is outside 0..${nItems - 1}`);
		}
		mask[i] = 1;
	}
	return mask;
}

/** Items carrying any of `codes`. */
export function itemsWithFlags(table: ItemTable, codes: readonly FlagCode[]): Uint32Array {
	let bits = 0;
	for (const c of codes) bits |= FLAG[c];
	const out: number[] = [];
	for (let i = 0; i < table.nItems; i++) if (table.flags[i] & bits) out.push(i);
	return Uint32Array.from(out);
}

/** Items whose category is one of `categories` (none when the table has no categories). */
export function itemsInCategories(table: ItemTable, categories: readonly string[]): Uint32Array {
	if (!table.categories) return new Uint32Array(0);
	const wanted = new Set(categories);
	const out: number[] = [];
	for (let i = 0; i < table.nItems; i++) if (wanted.has(table.categories[i])) out.push(i);
	return Uint32Array.from(out);
}

/** Item indices of the given ids; ids not in the matrix are returned apart. */
export function itemsById(
	matrix: ScoreMatrix,
	ids: Iterable<string>
): { readonly items: Uint32Array; readonly unknown: readonly string[] } {
	const index = new Map(matrix.itemIds.map((id, i) => [id, i]));
	const items: number[] = [];
	const unknown: string[] = [];
	for (const id of ids) {
		const i = index.get(id);
		if (i === undefined) unknown.push(id);
		else items.push(i);
	}
	return { items: Uint32Array.from(items).sort(), unknown };
}

export interface Rerank {
	/** Items left out and kept. */
	readonly excluded: number;
	readonly kept: number;
	readonly scoresBefore: Float64Array;
	readonly scoresAfter: Float64Array;
	/** Min-method ranks, 1 = best. */
	readonly ranksBefore: Int32Array;
	readonly ranksAfter: Int32Array;
	/** Model indices best first. */
	readonly orderBefore: readonly number[];
	readonly orderAfter: readonly number[];
	/** Kendall's tau-b between the score vectors before and after (`NaN` if undefined). */
	readonly tauB: number;
	/** Models left with no item (score `NaN`, ranked last). */
	readonly emptyModels: readonly number[];
}

/** The leaderboard with and without the excluded items (`mask[i] = 1`: excluded). */
export function rerankWithout(matrix: ScoreMatrix, mask: ArrayLike<number>): Rerank {
	if (mask.length !== matrix.nItems) {
		throw new RangeError(`mask has ${mask.length} entries, the matrix ${matrix.nItems} items`);
	}
	const weights = new Float64Array(matrix.nItems);
	let excluded = 0;
	for (let i = 0; i < matrix.nItems; i++) {
		weights[i] = mask[i] ? 0 : 1;
		if (mask[i]) excluded++;
	}
	const before = weightedScores(matrix, null, new Float64Array(matrix.nModels));
	const after = weightedScores(matrix, weights, new Float64Array(matrix.nModels));
	const emptyModels: number[] = [];
	for (let m = 0; m < matrix.nModels; m++)
		if (after[m] !== after[m] && before[m] === before[m]) emptyModels.push(m);
	return {
		excluded,
		kept: matrix.nItems - excluded,
		scoresBefore: before,
		scoresAfter: after,
		ranksBefore: minRanks(before),
		ranksAfter: minRanks(after),
		orderBefore: rankingOrder(before),
		orderAfter: rankingOrder(after),
		tauB: kendallTauB(before, after),
		emptyModels
	};
}
