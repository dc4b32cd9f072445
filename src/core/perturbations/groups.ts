/**
 * Item groups (clusters): items that share a value in one `meta` column, e.g. `category`.
 * Used by the clustered standard error, the cluster bootstrap and the category reweightings.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';

export interface Groups {
	/** Group index of each item, `nItems` long. */
	readonly groupOf: Int32Array;
	/** Group labels, sorted by UTF-16 code units so that group order never depends on locale. */
	readonly names: readonly string[];
	/** Number of items in each group (every group has at least one). */
	readonly sizes: Int32Array;
}

/**
 * Groups items by label. Items with an empty label form the group `''` like any other value, so
 * every item belongs to exactly one group.
 */
export function groupItems(labels: readonly string[]): Groups {
	const names = [...new Set(labels)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	const index = new Map(names.map((name, g) => [name, g]));
	const groupOf = new Int32Array(labels.length);
	const sizes = new Int32Array(names.length);
	for (let i = 0; i < labels.length; i++) {
		const g = index.get(labels[i])!;
		groupOf[i] = g;
		sizes[g]++;
	}
	return { groupOf, names, sizes };
}

/** Groups the matrix's items by the `meta` column `column` (e.g. `'category'`). */
export function groupsFromMeta(matrix: ScoreMatrix, column: string): Groups {
	const labels = Object.hasOwn(matrix.meta, column) ? matrix.meta[column] : undefined;
	if (!labels) {
		const known = Object.keys(matrix.meta);
		throw new RangeError(
			`no meta column "${column}"; this matrix has ${known.length ? known.join(', ') : 'none'}`
		);
	}
	return groupItems(labels);
}
