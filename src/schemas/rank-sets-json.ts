/**
 * The results JSON's `rankSets` block (`results.ts`, docs/results-schema.md) and the rank sets as
 * CSV: from the core's rank sets (`core/rank-sets`) by model name, ranked models only, best
 * estimate first.
 */
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import { csvField } from './results-csv.ts';
import type { RankSetsJson } from './results.ts';

/** The `rankSets` block of a run's models (column order names). */
export function rankSetsJson(r: RankSets, models: readonly string[]): RankSetsJson {
	const ranked = Array.from(r.ranked);
	return {
		level: r.level,
		draws: r.draws,
		seed: r.seed,
		method: r.method,
		covariance: r.covariance,
		// fromEntries defines own properties: a model called "__proto__" stays a model.
		models: Object.fromEntries(
			ranked.map((m) => [
				models[m],
				{
					marginal: [r.marginalLow[m], r.marginalHigh[m]] as [number, number],
					simultaneous: [r.simultaneousLow[m], r.simultaneousHigh[m]] as [number, number]
				}
			])
		),
		topK: { k: r.topK.k, models: r.topK.models.map((m) => models[m]) },
		couldBeFirst: r.couldBeFirst.map((m) => models[m])
	};
}

const HEADER = [
	'model',
	'rank',
	'marginal_low',
	'marginal_high',
	'simultaneous_low',
	'simultaneous_high',
	'in_top_k',
	'could_be_first',
	'k',
	'level',
	'draws',
	'seed',
	'method'
];

/**
 * The rank sets as CSV (RFC 4180, one row per ranked model in reference order): `rank` the
 * reference rank, the two sets' bounds, `in_top_k` / `could_be_first` 1 or 0, then the k, level,
 * draws, seed and method every row shares.
 */
export function rankSetsCsv(
	block: RankSetsJson,
	rankOf: (model: string) => number | null = () => null
): string {
	const topK = new Set(block.topK.models);
	const first = new Set(block.couldBeFirst ?? []);
	const lines = [HEADER.join(',')];
	for (const [model, b] of Object.entries(block.models)) {
		const row = [
			model,
			rankOf(model),
			b.marginal[0],
			b.marginal[1],
			b.simultaneous[0],
			b.simultaneous[1],
			topK.has(model) ? 1 : 0,
			first.has(model) ? 1 : 0,
			block.topK.k,
			block.level,
			block.draws,
			block.seed,
			block.method
		];
		lines.push(row.map(csvField).join(','));
	}
	return lines.join('\n') + '\n';
}
