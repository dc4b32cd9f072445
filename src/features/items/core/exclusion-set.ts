/**
 * Exclude and re-rank in the analysis: the exclusion set a URL names (`exclude=<set id>`), the
 * matrix the engine sees once those items are left out, and how the URL's set is resolved against
 * the set stored with the dataset (the `reviews` record's `excluded`).
 *
 * The set id is a short content hash of the sorted, de-duplicated item ids, so the same set gives
 * the same id on any machine and a changed set gives another id: a URL can never silently run on a
 * different set than the one it was written for.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { keepItemTrials } from '../../../core/trials.ts';
import { exclusionMask, itemsById } from './exclusions.ts';

/**
 * cyrb53 (bryc, public domain, https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js):
 * a 53-bit non-cryptographic string hash. It guards against honest mix-ups of sets, not attackers.
 */
function cyrb53(text: string, seed = 0): number {
	let h1 = 0xdeadbeef ^ seed;
	let h2 = 0x41c6ce57 ^ seed;
	for (let i = 0; i < text.length; i++) {
		const ch = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ ch, 2654435761);
		h2 = Math.imul(h2 ^ ch, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
	h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
	h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The set's ids sorted (code-unit order) without duplicates: the canonical form the id hashes. */
export function canonicalItems(ids: Iterable<string>): string[] {
	return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The id of an exclusion set: the count and a 53-bit hash of the canonical ids (each id's length
 * before it, so no two different lists join to the same text), e.g. `12-1k3v9x0a2b`.
 */
export function exclusionSetId(ids: Iterable<string>): string {
	const items = canonicalItems(ids);
	const text = items.map((id) => `${id.length}:${id}`).join('');
	return `${items.length}-${cyrb53(text).toString(36)}`;
}

/** Whether a string looks like a set id (what a URL may carry). */
export function isExclusionSetId(value: string): boolean {
	return /^\d{1,7}-[0-9a-z]{1,11}$/.test(value);
}

/**
 * The matrix without the items `mask` marks (1 = excluded): the same models, the kept items in
 * their order, their metadata, and the missing-cell mask only when a kept cell is missing (so the
 * engine keeps its fast kernels on complete data).
 */
export function keepItems(matrix: ScoreMatrix, mask: ArrayLike<number>): ScoreMatrix {
	if (mask.length !== matrix.nItems) {
		throw new RangeError(`mask has ${mask.length} entries, the matrix ${matrix.nItems} items`);
	}
	const kept: number[] = [];
	for (let i = 0; i < matrix.nItems; i++) if (!mask[i]) kept.push(i);
	const n = kept.length;
	const W = matrix.wordsPerItem;
	const M = matrix.nModels;
	const bits = matrix.bits ? new Uint32Array(n * W) : null;
	const values = matrix.values ? new Float64Array(n * M) : null;
	let present: Uint32Array | null = matrix.present ? new Uint32Array(n * W) : null;
	let missingCells = 0;
	for (let k = 0; k < n; k++) {
		const i = kept[k];
		if (bits) bits.set(matrix.bits!.subarray(i * W, (i + 1) * W), k * W);
		if (values) values.set(matrix.values!.subarray(i * M, (i + 1) * M), k * M);
		if (present) {
			present.set(matrix.present!.subarray(i * W, (i + 1) * W), k * W);
			for (let m = 0; m < M; m++) {
				if (((present[k * W + (m >>> 5)] >>> (m & 31)) & 1) === 0) missingCells++;
			}
		}
	}
	if (present && missingCells === 0) present = null;
	const meta: Record<string, string[]> = {};
	for (const [field, column] of Object.entries(matrix.meta))
		meta[field] = kept.map((i) => column[i]);
	return {
		nItems: n,
		nModels: M,
		models: matrix.models,
		itemIds: kept.map((i) => matrix.itemIds[i]),
		meta,
		valueType: matrix.valueType,
		wordsPerItem: W,
		bits,
		values,
		present,
		missingCells,
		trials: keepItemTrials(matrix.trials, kept, M)
	};
}

/** An exclusion set applied to a matrix. */
export interface AppliedExclusion {
	readonly setId: string;
	/** Excluded item ids in item order (ids not in the matrix are left out: see `unknown`). */
	readonly items: readonly string[];
	/** Item indices excluded, ascending. */
	readonly indices: Uint32Array;
	/** 1 = excluded, one entry per item of the full matrix. */
	readonly mask: Uint8Array;
	/** Ids of the stored set that name no item of this matrix. */
	readonly unknown: readonly string[];
	/** Items left. */
	readonly kept: number;
}

/**
 * What the analysis should run on, as data (the view words it):
 * - `none`: no exclusion asked for; `stored` says how many items the dataset's stored set has
 *   (0 when none), to offer them.
 * - `applied`: the URL's set id is the stored set's: run without those items.
 * - `mismatch`: the URL names a set that is not the stored one (changed or deleted since the link
 *   was written): nothing runs until the person picks the stored set or all items.
 * - `empty`: the set leaves no item to analyse.
 */
export type ExclusionState =
	| { readonly kind: 'none'; readonly stored: number; readonly storedSetId: string | null }
	| { readonly kind: 'applied'; readonly exclusion: AppliedExclusion }
	| {
			readonly kind: 'mismatch';
			readonly requested: string;
			readonly stored: number;
			readonly storedSetId: string | null;
	  }
	| { readonly kind: 'empty'; readonly setId: string };

/** Applies an exclusion set (item ids) to a matrix. */
export function applyExclusion(matrix: ScoreMatrix, ids: Iterable<string>): AppliedExclusion {
	const canonical = canonicalItems(ids);
	const { items, unknown } = itemsById(matrix, canonical);
	return {
		setId: exclusionSetId(canonical),
		items: Array.from(items, (i) => matrix.itemIds[i]),
		indices: items,
		mask: exclusionMask(matrix.nItems, items),
		unknown,
		kept: matrix.nItems - items.length
	};
}

/**
 * Resolves the URL's `exclude=` (`requested`, null when absent) against the dataset's stored set
 * (`stored`: the reviews record's `excluded`, empty when none).
 */
export function resolveExclusion(
	matrix: ScoreMatrix,
	requested: string | null,
	stored: readonly string[]
): ExclusionState {
	const storedSetId = stored.length ? exclusionSetId(stored) : null;
	const count = new Set(stored).size;
	if (requested === null || requested === '') {
		return { kind: 'none', stored: count, storedSetId };
	}
	if (requested !== storedSetId) {
		return { kind: 'mismatch', requested, stored: count, storedSetId };
	}
	const exclusion = applyExclusion(matrix, stored);
	if (exclusion.kept === 0) return { kind: 'empty', setId: exclusion.setId };
	return { kind: 'applied', exclusion };
}
