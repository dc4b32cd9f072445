/**
 * Score tables derived from per-item matrices:
 *
 * - `tableFromCategories`: one matrix with a category column gives category x model — each
 *   category treated as a benchmark of its own;
 * - `tableFromMatrices`: two or more matrices sharing models give dataset x model.
 *
 * A cell is the model's mean score over the items it has a value for (as `presentMean`), and its
 * standard error the plain SE of that mean, sample SD / sqrt(n) with ddof = 1 (E. Miller 2024,
 * arXiv:2411.00640; `stats/standard-error.ts`); fewer than two items give no SE.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { groupsFromMeta } from '../../../core/perturbations/groups.ts';
import { modelColumn } from '../../../core/stats/columns.ts';
import { presentMean, standardError } from '../../../core/stats/standard-error.ts';
import { DEFAULT_CONDITION, type ScoreTable } from './ScoreTable.ts';

/** Why a table could not be derived: a code and its parameters (text lives in the UI). */
export type DeriveProblem =
	| { readonly code: 'no-category-column'; readonly column: string; readonly known: string[] }
	| { readonly code: 'too-few-categories'; readonly categories: number }
	| { readonly code: 'too-few-datasets'; readonly datasets: number }
	| { readonly code: 'duplicate-dataset-name'; readonly name: string }
	| { readonly code: 'too-few-shared-models'; readonly shared: number };

type DeriveResult =
	| { readonly ok: true; readonly table: ScoreTable }
	| { readonly ok: false; readonly problem: DeriveProblem };

/** Mean and SE of every model over the items in `items` (all items when null). */
function cellStats(
	matrix: ScoreMatrix,
	items: readonly number[] | null
): { mean: Float64Array; se: Float64Array } {
	const mean = new Float64Array(matrix.nModels);
	const se = new Float64Array(matrix.nModels);
	const col = new Float64Array(matrix.nItems);
	for (let m = 0; m < matrix.nModels; m++) {
		modelColumn(matrix, m, col);
		const values = items ? Float64Array.from(items, (i) => col[i]) : col;
		mean[m] = presentMean(values).mean;
		se[m] = standardError(values);
	}
	return { mean, se };
}

/** Category x model from one matrix's `meta` column `column` (e.g. `category`). */
export function tableFromCategories(matrix: ScoreMatrix, column: string): DeriveResult {
	if (!Object.hasOwn(matrix.meta, column)) {
		return {
			ok: false,
			problem: { code: 'no-category-column', column, known: Object.keys(matrix.meta) }
		};
	}
	const groups = groupsFromMeta(matrix, column);
	const G = groups.names.length;
	if (G < 2) return { ok: false, problem: { code: 'too-few-categories', categories: G } };
	const items: number[][] = Array.from({ length: G }, () => []);
	for (let i = 0; i < matrix.nItems; i++) items[groups.groupOf[i]].push(i);
	const M = matrix.nModels;
	const scores = new Float64Array(M * G);
	const stderr = new Float64Array(M * G);
	for (let g = 0; g < G; g++) {
		const s = cellStats(matrix, items[g]);
		for (let m = 0; m < M; m++) {
			scores[m * G + g] = s.mean[m];
			stderr[m * G + g] = s.se[m];
		}
	}
	return {
		ok: true,
		table: {
			models: [...matrix.models],
			benchmarks: [...groups.names],
			conditions: [{ name: DEFAULT_CONDITION, scores, stderr }]
		}
	};
}

/**
 * Dataset x model from several matrices, models matched by name (the union; a model a dataset
 * lacks is missing there). At least two models must appear in two or more datasets.
 */
export function tableFromMatrices(
	datasets: readonly { readonly name: string; readonly matrix: ScoreMatrix }[]
): DeriveResult {
	if (datasets.length < 2) {
		return { ok: false, problem: { code: 'too-few-datasets', datasets: datasets.length } };
	}
	const names = new Set<string>();
	for (const d of datasets) {
		if (names.has(d.name))
			return { ok: false, problem: { code: 'duplicate-dataset-name', name: d.name } };
		names.add(d.name);
	}
	const models: string[] = [];
	const index = new Map<string, number>();
	const seen = new Map<string, number>();
	for (const d of datasets) {
		for (const m of d.matrix.models) {
			if (!index.has(m)) {
				index.set(m, models.length);
				models.push(m);
			}
			seen.set(m, (seen.get(m) ?? 0) + 1);
		}
	}
	const shared = [...seen.values()].filter((k) => k >= 2).length;
	if (shared < 2) return { ok: false, problem: { code: 'too-few-shared-models', shared } };
	const B = datasets.length;
	const scores = new Float64Array(models.length * B).fill(Number.NaN);
	const stderr = new Float64Array(models.length * B).fill(Number.NaN);
	datasets.forEach((d, b) => {
		const s = cellStats(d.matrix, null);
		d.matrix.models.forEach((name, m) => {
			const row = index.get(name)!;
			scores[row * B + b] = s.mean[m];
			stderr[row * B + b] = s.se[m];
		});
	});
	return {
		ok: true,
		table: {
			models,
			benchmarks: datasets.map((d) => d.name),
			conditions: [{ name: DEFAULT_CONDITION, scores, stderr }]
		}
	};
}

/** One column of a derived table: a score per model (and its standard error, NaN = none). */
export interface ScoreColumn {
	readonly name: string;
	readonly models: readonly string[];
	/** `scores[m]` is `models[m]`'s score; NaN = missing. */
	readonly scores: ArrayLike<number>;
	readonly stderr: ArrayLike<number> | null;
}

/** A per-item matrix as one column: each model's mean over its items, with the SE of that mean. */
export function columnFromMatrix(name: string, matrix: ScoreMatrix): ScoreColumn {
	const s = cellStats(matrix, null);
	return { name, models: matrix.models, scores: s.mean, stderr: s.se };
}

/** One benchmark of one condition of a score table as a column (undefined when there is none). */
export function columnFromTable(
	name: string,
	table: ScoreTable,
	benchmark: string,
	condition?: string
): ScoreColumn | undefined {
	const b = table.benchmarks.indexOf(benchmark);
	const c = condition ? table.conditions.find((x) => x.name === condition) : table.conditions[0];
	if (b < 0 || !c) return undefined;
	const B = table.benchmarks.length;
	const pick = (a: Float64Array) => Float64Array.from(table.models, (_, m) => a[m * B + b]);
	return {
		name,
		models: table.models,
		scores: pick(c.scores),
		stderr: c.stderr ? pick(c.stderr) : null
	};
}

/**
 * Column x model from columns taken anywhere (per-item datasets, benchmarks of score tables),
 * models matched by name — e.g. "original" and "new" for the two-test-set view. The union of
 * models; a model a column lacks (or has no score for) is missing there. At least two models
 * must have a score in two or more columns.
 */
export function tableFromColumns(columns: readonly ScoreColumn[]): DeriveResult {
	if (columns.length < 2) {
		return { ok: false, problem: { code: 'too-few-datasets', datasets: columns.length } };
	}
	const names = new Set<string>();
	for (const c of columns) {
		if (names.has(c.name))
			return { ok: false, problem: { code: 'duplicate-dataset-name', name: c.name } };
		names.add(c.name);
	}
	const models: string[] = [];
	const index = new Map<string, number>();
	for (const c of columns) {
		for (const m of c.models) {
			if (!index.has(m)) {
				index.set(m, models.length);
				models.push(m);
			}
		}
	}
	const B = columns.length;
	const scores = new Float64Array(models.length * B).fill(Number.NaN);
	const stderr = new Float64Array(models.length * B).fill(Number.NaN);
	const scored = new Uint32Array(models.length);
	columns.forEach((c, b) => {
		c.models.forEach((name, m) => {
			const v = c.scores[m];
			if (!Number.isFinite(v)) return;
			const row = index.get(name)!;
			if (Number.isFinite(scores[row * B + b])) return; // a name twice: the first counts
			scores[row * B + b] = v;
			stderr[row * B + b] = c.stderr ? c.stderr[m] : Number.NaN;
			scored[row]++;
		});
	});
	const shared = scored.filter((k) => k >= 2).length;
	if (shared < 2) return { ok: false, problem: { code: 'too-few-shared-models', shared } };
	const anyStderr = stderr.some((v) => Number.isFinite(v));
	return {
		ok: true,
		table: {
			models,
			benchmarks: columns.map((c) => c.name),
			conditions: [{ name: DEFAULT_CONDITION, scores, stderr: anyStderr ? stderr : null }]
		}
	};
}
