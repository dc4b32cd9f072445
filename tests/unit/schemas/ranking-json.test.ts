/** The ranking fields of a sample result (rankProbabilities, pairwise, tieGroups) and their CSV. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../../../src/core/analysis-settings.ts';
import { sampleFacts } from '../../../src/core/headline.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { pairwiseCsv, rankProbabilitiesCsv } from '../../../src/schemas/ranking-csv.ts';
import { RunResultSchema, type SampleResult } from '../../../src/schemas/results.ts';
import { buildRunResult } from '../../../src/schemas/run-result-builder.ts';
import { definitionsJson } from '../../../src/report/definitions.ts';
import { goldenMatrix } from '../helpers.ts';

function result(ranking: boolean): SampleResult {
	const matrix = goldenMatrix('small-binary.csv');
	const settings = { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'bootstrap' as const, draws: 60, seed: 5 };
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const table = emptyDrawTable(60, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, 5, 0, 60));
	const summary = summarizeRun(table, prepared.reference, matrix.models);
	return buildRunResult({
		definitions: definitionsJson,
		dataset: {
			id: 'x',
			name: 'small',
			items: matrix.nItems,
			models: matrix.nModels,
			valueType: 'binary',
			missingCells: 0,
			sharedItems: matrix.nItems
		},
		settings,
		perturbation: resolveRecipe(settings, matrix),
		models: matrix.models,
		referenceScores: prepared.reference.scores,
		summary,
		extras: runExtras(matrix, table, prepared.reference, summary, {
			topK: 3,
			clusterColumn: null,
			maxPairs: 100,
			ranking
		}),
		tauDraws: table.tau,
		headline: headlineText(
			sampleFacts(summary, table.tau, {
				recipe: { kind: 'bootstrap', strength: 1 },
				nItems: 100,
				unitScale: true,
				floor: null,
				floorCluster: null
			}),
			'en'
		)
	}) as SampleResult;
}

describe('sample result: ranking fields', () => {
	it('carries rank probabilities, every pair and tie groups by model name, and validates', () => {
		const r = result(true);
		expect(RunResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true);
		const models = r.reference.ranking;
		expect(Object.keys(r.rankProbabilities!)).toEqual(models);
		for (const m of r.models) expect(r.rankProbabilities![m.model][0]).toBeCloseTo(m.pFirst!, 12);
		expect(r.pairwiseScope).toBe('all');
		expect(r.pairwise).toHaveLength((models.length * (models.length - 1)) / 2);
		expect(r.tieGroups!.flat()).toEqual(models);
		expect(Object.keys(r.definitions)).toEqual(
			expect.arrayContaining(['rankProbabilities', 'pairwise', 'tieGroups'])
		);
		expect(r.definitions.rankProbabilities).toContain('1/k');
	});

	it('leaves them out when the run did not ask for them (variants, searches)', () => {
		const r = result(false);
		expect(r.rankProbabilities).toBeUndefined();
		expect(r.pairwise).toBeUndefined();
	});

	it('CSV holds the JSON numbers', () => {
		const r = result(true);
		const lines = rankProbabilitiesCsv(r).trim().split('\n');
		expect(lines[0].split(',').slice(0, 3)).toEqual(['model', 'rank1', 'rank2']);
		expect(lines).toHaveLength(1 + r.reference.ranking.length);
		const first = r.reference.ranking[0];
		expect(lines[1].startsWith(first)).toBe(true);
		const pairs = pairwiseCsv(r).trim().split('\n');
		expect(pairs[0]).toBe('a,b,pAhead,difference,ciLow,ciHigh,test,pValue,pAdjusted,groupA,groupB');
		expect(pairs).toHaveLength(1 + r.pairwise!.length);
		expect(pairs[1].split(',')[2]).toBe(String(r.pairwise![0].pAhead));
	});
});
