/**
 * CSV exports of a sample result's ranking heatmaps, read from the results JSON itself (so a CSV
 * holds exactly the numbers the JSON has). Stable English column keys, as the JSON's.
 */
import { csvField } from './results-csv.ts';
import type { SampleResult } from './results.ts';

/** `model`, then `rank1`, `rank2`, …: each model's rank probabilities (models in reference order). */
export function rankProbabilitiesCsv(result: SampleResult): string {
	const probs = result.rankProbabilities ?? {};
	const models = result.reference.ranking.filter((m) => Object.hasOwn(probs, m));
	const ranks = models.reduce((n, m) => Math.max(n, probs[m].length), 0);
	const header = ['model', ...Array.from({ length: ranks }, (_, r) => `rank${r + 1}`)];
	const lines = [header.map(csvField).join(',')];
	for (const m of models) lines.push([m, ...probs[m]].map(csvField).join(','));
	return lines.join('\n') + '\n';
}

/** The columns of `pairwise[]`, one row per pair, plus the tie group of each model. */
export function pairwiseCsv(result: SampleResult): string {
	const group = new Map<string, number>();
	(result.tieGroups ?? []).forEach((g, k) => g.forEach((m) => group.set(m, k + 1)));
	const columns = [
		'a',
		'b',
		'pAhead',
		'difference',
		'ciLow',
		'ciHigh',
		'test',
		'pValue',
		'pAdjusted',
		'groupA',
		'groupB'
	] as const;
	const lines = [columns.join(',')];
	for (const p of result.pairwise ?? []) {
		const row = {
			...p,
			test: p.test ?? null,
			pValue: p.pValue ?? null,
			groupA: group.get(p.a) ?? null,
			groupB: group.get(p.b) ?? null
		};
		lines.push(columns.map((c) => csvField(row[c])).join(','));
	}
	return lines.join('\n') + '\n';
}
