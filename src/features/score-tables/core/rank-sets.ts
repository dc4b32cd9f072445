/**
 * Rank confidence sets of one benchmark of a score table (issue 22): its models' scores as
 * independent estimates with their standard errors, Σ = diag(se²) (`rankSetsOfScores`, the PISA
 * example of Mogstad, Romano, Shaikh & Wilhelm 2024). A lower-is-better benchmark is negated
 * first, like every ranking of this folder (`orient.ts`); a model without a score or a standard
 * error is not ranked.
 */
import {
	rankSetsOfScores,
	type RankSets,
	type RankSetsOptions
} from '../../../core/rank-sets/rank-sets.ts';
import type { ScoreTable } from './ScoreTable.ts';

/** A benchmark column of one condition: scores and standard errors by model (`NaN` = none). */
export function benchmarkColumn(
	table: ScoreTable,
	condition: string,
	benchmark: string
): { readonly scores: Float64Array; readonly se: Float64Array } | null {
	const c = table.conditions.find((x) => x.name === condition);
	const b = table.benchmarks.indexOf(benchmark);
	if (!c || b < 0) return null;
	const B = table.benchmarks.length;
	const M = table.models.length;
	return {
		scores: Float64Array.from({ length: M }, (_, m) => c.scores[m * B + b]),
		se: Float64Array.from({ length: M }, (_, m) => (c.stderr ? c.stderr[m * B + b] : Number.NaN))
	};
}

/** The benchmarks of a condition with at least two models that have a score and an SE. */
export function benchmarksWithStderr(table: ScoreTable, condition: string): string[] {
	return table.benchmarks.filter((b) => {
		const col = benchmarkColumn(table, condition, b);
		if (!col) return false;
		let n = 0;
		for (let m = 0; m < col.scores.length; m++)
			if (col.scores[m] === col.scores[m] && col.se[m] >= 0) n++;
		return n >= 2;
	});
}

/** Models with a score but no standard error on the benchmark (they are not ranked). */
export function modelsWithoutStderr(
	table: ScoreTable,
	condition: string,
	benchmark: string
): number {
	const col = benchmarkColumn(table, condition, benchmark);
	if (!col) return 0;
	let n = 0;
	for (let m = 0; m < col.scores.length; m++)
		if (col.scores[m] === col.scores[m] && !(col.se[m] >= 0)) n++;
	return n;
}

/** The rank sets of a benchmark's models (see the module comment); null: no such column. */
export function tableRankSets(
	table: ScoreTable,
	condition: string,
	benchmark: string,
	lowerIsBetter: boolean,
	options: RankSetsOptions = {}
): RankSets | null {
	const col = benchmarkColumn(table, condition, benchmark);
	if (!col) return null;
	const scores = lowerIsBetter ? col.scores.map((v) => -v) : col.scores;
	return rankSetsOfScores(scores, col.se, options);
}
