/**
 * The second kind of dataset: a score table. Models x benchmarks, each cell an aggregate score
 * (a model's accuracy on a whole benchmark, not on one item), optionally with its standard error,
 * under one or more named **conditions** (e.g. `direct_eval` and `train_before_test`, Zhang,
 * Dominguez-Olmedo & Hardt 2025). All conditions share one list of models and one of benchmarks
 * (the union over conditions); a cell a condition lacks is `NaN`.
 *
 * Plain data (typed arrays + arrays of strings) so it survives structured clone (workers,
 * IndexedDB) unchanged, like `ScoreMatrix`. Higher scores are better on every benchmark.
 */

/** Name of the one condition of a table that has no conditions of its own. */
export const DEFAULT_CONDITION = 'scores';

export interface ScoreTableCondition {
	readonly name: string;
	/** Row-major models x benchmarks: `scores[m * nBenchmarks + b]`; `NaN` = missing. */
	readonly scores: Float64Array;
	/** Same layout; `NaN` = no standard error for that cell. `null` when the condition has none. */
	readonly stderr: Float64Array | null;
}

export interface ScoreTable {
	readonly models: readonly string[];
	readonly benchmarks: readonly string[];
	/** At least one; names are distinct. */
	readonly conditions: readonly ScoreTableCondition[];
}

/** The shape a library lists: models x benchmarks x conditions. */
interface ScoreTableShape {
	readonly models: number;
	readonly benchmarks: number;
	readonly conditions: number;
	/** Cells with a score, over all conditions. */
	readonly cells: number;
	/** Cells without one. */
	readonly missing: number;
	readonly hasStderr: boolean;
}

export function tableShape(table: ScoreTable): ScoreTableShape {
	let cells = 0;
	let missing = 0;
	for (const c of table.conditions) {
		for (let k = 0; k < c.scores.length; k++) {
			if (c.scores[k] === c.scores[k]) cells++;
			else missing++;
		}
	}
	return {
		models: table.models.length,
		benchmarks: table.benchmarks.length,
		conditions: table.conditions.length,
		cells,
		missing,
		hasStderr: table.conditions.some((c) => c.stderr !== null)
	};
}

/** Problems that make a value not a valid ScoreTable (programming errors, not user input). */
export function checkTable(table: ScoreTable): string[] {
	const problems: string[] = [];
	const M = table.models.length;
	const B = table.benchmarks.length;
	if (new Set(table.models).size !== M) problems.push('model names are not distinct');
	if (new Set(table.benchmarks).size !== B) problems.push('benchmark names are not distinct');
	if (table.conditions.length === 0) problems.push('no condition');
	if (new Set(table.conditions.map((c) => c.name)).size !== table.conditions.length) {
		problems.push('condition names are not distinct');
	}
	for (const c of table.conditions) {
		if (c.scores.length !== M * B) problems.push(`condition ${c.name}: scores is not M x B`);
		if (c.stderr && c.stderr.length !== M * B) {
			problems.push(`condition ${c.name}: stderr is not M x B`);
		}
		for (let k = 0; k < c.scores.length; k++) {
			if (Math.abs(c.scores[k]) === Number.POSITIVE_INFINITY) {
				problems.push(`condition ${c.name}: infinite score`);
				break;
			}
		}
	}
	return problems;
}

/** Index of the condition called `name`; throws when there is none (a programming error). */
export function conditionIndex(table: ScoreTable, name: string): number {
	const c = table.conditions.findIndex((x) => x.name === name);
	if (c < 0) throw new RangeError(`no condition "${name}"`);
	return c;
}

/** Benchmark `b`'s scores under `condition`, one per model (`NaN` = missing). */
export function benchmarkScores(
	table: ScoreTable,
	condition: ScoreTableCondition,
	b: number,
	out: Float64Array = new Float64Array(table.models.length)
): Float64Array {
	const B = table.benchmarks.length;
	for (let m = 0; m < table.models.length; m++) out[m] = condition.scores[m * B + b];
	return out;
}

/** Benchmark `b`'s standard errors under `condition`, or `null` when the condition has none. */
export function benchmarkStderr(
	table: ScoreTable,
	condition: ScoreTableCondition,
	b: number
): Float64Array | null {
	if (!condition.stderr) return null;
	const B = table.benchmarks.length;
	const out = new Float64Array(table.models.length);
	for (let m = 0; m < table.models.length; m++) out[m] = condition.stderr[m * B + b];
	return out;
}

/** Indices of the benchmarks with at least one score under `condition`. */
export function benchmarksPresent(table: ScoreTable, condition: ScoreTableCondition): number[] {
	const B = table.benchmarks.length;
	const out: number[] = [];
	for (let b = 0; b < B; b++) {
		for (let m = 0; m < table.models.length; m++) {
			const v = condition.scores[m * B + b];
			if (v === v) {
				out.push(b);
				break;
			}
		}
	}
	return out;
}

/**
 * How a table's scores read: `unit` when every score lies in [0, 1] (fractions, shown as
 * percentages, differences in points), `percent` when they lie in [0, 100] and some exceed 1,
 * `other` otherwise (BLEU, Elo, log-likelihoods).
 */
export type ScoreScale = 'unit' | 'percent' | 'other';

export function scoreScale(values: Iterable<number>): ScoreScale {
	let max = Number.NEGATIVE_INFINITY;
	let min = Number.POSITIVE_INFINITY;
	for (const v of values) {
		if (v !== v) continue;
		if (v > max) max = v;
		if (v < min) min = v;
	}
	if (min >= 0 && max <= 1) return 'unit';
	if (min >= 0 && max <= 100) return 'percent';
	return 'other';
}
