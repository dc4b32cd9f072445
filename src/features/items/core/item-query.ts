/**
 * Sorting and filtering the item table for the item view: which items a query keeps and in which
 * order, as an index array over the table (the virtualised table reads rows by position). One
 * pass to filter, one sort of the kept indices; ties keep the default order (`item-order.ts`),
 * and undefined numbers (`NaN`) come last whichever way a column is sorted.
 */
import { FLAG, REVIEW_FLAG_MASK, type FlagCode, type ItemTable } from './item-table.ts';
import { popcount } from '../../../core/stats/popcount.ts';

/** The columns the item view sorts by; `default` is the order of the items most worth reading. */
export const ITEM_COLUMNS = [
	'default',
	'id',
	'category',
	'solved',
	'difficulty',
	'discrimination',
	'flags'
] as const;

export type ItemColumn = (typeof ITEM_COLUMNS)[number];

/**
 * `any`: at least one flag worth reading; `none`: none (an item every model solves has no flag:
 * that is information); a code: that flag or information.
 */
export type FlagFilter = FlagCode | 'any' | 'none';

export interface ItemQuery {
	readonly sort: ItemColumn;
	readonly descending: boolean;
	/** Case-insensitive substring of the item id ('' keeps every item). */
	readonly idContains: string;
	/** Keep only this category (null: every category). */
	readonly category: string | null;
	readonly flag: FlagFilter | null;
	/** Numeric ranges (inclusive; null: open). Items with an undefined value fail a bounded range. */
	readonly difficulty?: readonly [number | null, number | null];
	readonly discrimination?: readonly [number | null, number | null];
}

export const DEFAULT_QUERY: ItemQuery = {
	sort: 'default',
	descending: false,
	idContains: '',
	category: null,
	flag: null
};

function inRange(v: number, range: readonly [number | null, number | null] | undefined): boolean {
	if (!range) return true;
	const [lo, hi] = range;
	if (lo === null && hi === null) return true;
	if (v !== v) return false;
	return (lo === null || v >= lo) && (hi === null || v <= hi);
}

/** Whether item `i` passes the query's filters (`extra`: a further test, e.g. a verdict). */
export function passes(table: ItemTable, i: number, q: ItemQuery): boolean {
	const f = table.flags[i];
	if (q.flag === 'any' && (f & REVIEW_FLAG_MASK) === 0) return false;
	if (q.flag === 'none' && (f & REVIEW_FLAG_MASK) !== 0) return false;
	if (q.flag && q.flag !== 'any' && q.flag !== 'none' && !(f & FLAG[q.flag])) return false;
	if (q.category !== null && table.categories?.[i] !== q.category) return false;
	if (!inRange(table.difficulty[i], q.difficulty)) return false;
	if (!inRange(table.discrimination[i], q.discrimination)) return false;
	if (q.idContains) {
		const id = table.itemIds[i];
		if (!id.toLowerCase().includes(q.idContains.toLowerCase())) return false;
	}
	return true;
}

/** The numeric key of a column (`solved`: models solving it for 0/1 data, else mean score). */
function numericKey(table: ItemTable, column: ItemColumn): ArrayLike<number> | null {
	switch (column) {
		case 'solved':
			return table.solvedBy ?? table.meanScore;
		case 'difficulty':
			return table.difficulty;
		case 'discrimination':
			return table.discrimination;
		case 'flags':
			return Uint8Array.from(table.flags, (f) => popcount(f & REVIEW_FLAG_MASK));
		default:
			return null;
	}
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The item indices a query keeps, in its order. `defaultOrder` is `defaultItemOrder(table)`;
 * `extra` narrows further (e.g. reviewed items only).
 */
export function queryItems(
	table: ItemTable,
	defaultOrder: ArrayLike<number>,
	q: ItemQuery,
	extra?: (i: number) => boolean
): Uint32Array {
	const kept: number[] = [];
	for (let k = 0; k < defaultOrder.length; k++) {
		const i = defaultOrder[k];
		if (passes(table, i, q) && (!extra || extra(i))) kept.push(i);
	}
	if (q.sort === 'default') {
		if (q.descending) kept.reverse();
		return Uint32Array.from(kept);
	}
	const rank = new Uint32Array(table.nItems);
	for (let k = 0; k < defaultOrder.length; k++) rank[defaultOrder[k]] = k;
	const sign = q.descending ? -1 : 1;
	const key = numericKey(table, q.sort);
	if (key) {
		kept.sort((a, b) => {
			const x = key[a];
			const y = key[b];
			const xn = x !== x;
			const yn = y !== y;
			if (xn || yn) return xn === yn ? rank[a] - rank[b] : xn ? 1 : -1;
			return (x < y ? -sign : x > y ? sign : 0) || rank[a] - rank[b];
		});
	} else {
		const text = q.sort === 'id' ? table.itemIds : (table.categories ?? null);
		if (text) kept.sort((a, b) => sign * collator.compare(text[a], text[b]) || rank[a] - rank[b]);
	}
	return Uint32Array.from(kept);
}

/** The distinct categories of the table, sorted (empty when it has none). */
export function categoriesOf(table: ItemTable): string[] {
	if (!table.categories) return [];
	return [...new Set(table.categories)].sort(collator.compare);
}
