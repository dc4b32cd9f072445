/** Loads tests/fixtures/golden/items-golden.json (made by scripts/golden/make_items_golden.py). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { GOLDEN_DIR } from '../../helpers.ts';

/** JSON has no NaN: the script writes `null`. */
export type Num = number | null;

export interface CellsCase {
	nItems: number;
	nModels: number;
	/** Row-major, `null` = missing. */
	cells: Num[];
}

export interface ItemsGolden {
	versions: Record<string, string>;
	normal: { x: number[]; cdf: number[]; p: number[]; quantile: number[] };
	itemTables: Array<
		CellsCase & {
			name: string;
			topK: number;
			items: Array<{
				graded: number;
				solvedBy: number;
				meanScore: Num;
				discrimination: Num;
				models: number;
				pLess: Num;
				/** pLess adjusted by Benjamini-Hochberg across the items (statsmodels fdr_bh). */
				pBH: Num;
				solversRest: Num;
				failersRest: Num;
				pivotal: 0 | 1 | 2;
			}>;
		}
	>;
	fragility: Array<
		CellsCase & {
			leader: number;
			pairs: Array<{ a: number; b: number; tie: Num; strict: Num }>;
		}
	>;
	clopperPearson: Array<{ k: number; n: number; level: number; low: number; high: number }>;
	rerank: CellsCase & { mask: number[]; before: Num[]; after: Num[]; tauB: number };
	judge: CellsCase & {
		reference: Num[];
		disagreement: Num[];
		cellsCompared: number[];
		flips: number[];
	};
}

export function loadItemsGolden(): ItemsGolden {
	return JSON.parse(readFileSync(join(GOLDEN_DIR, 'items-golden.json'), 'utf8')) as ItemsGolden;
}

export function nan(values: readonly Num[]): Float64Array {
	return Float64Array.from(values, (v) => (v === null ? Number.NaN : v));
}

/** Packs a golden case (models m0, m1, ..., items i0, i1, ...). */
export function matrixOf(c: CellsCase, meta?: Record<string, readonly string[]>): ScoreMatrix {
	return packMatrix({
		models: Array.from({ length: c.nModels }, (_, m) => `m${m}`),
		itemIds: Array.from({ length: c.nItems }, (_, i) => `i${i}`),
		meta,
		cells: nan(c.cells)
	});
}

/** `actual` equals `expected` to a relative `tolerance`, or both are undefined. */
export function close(actual: number | null, expected: Num, tolerance = 1e-12): boolean {
	if (expected === null) return actual === null || Number.isNaN(actual);
	if (actual === null) return false;
	return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}
