import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../../../src/core/analysis-settings.ts';
import { sampleFacts } from '../../../src/core/headline.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { kendallTauB } from '../../../src/core/kendall.ts';
import { runExtras } from '../../../src/core/run-extras.ts';
import { computeReference, emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { weightedScores } from '../../../src/core/scores.ts';
import { searchWorstCase } from '../../../src/core/search.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { sizeSweepRows } from '../../../src/core/sweep.ts';
import { summarizeVariants } from '../../../src/core/variants.ts';
import { buildRunResult } from '../../../src/schemas/run-result-builder.ts';
import { definitionsJson } from '../../../src/report/definitions.ts';
import { noiseFloor } from '../../../src/core/stats/noise-floor.ts';
import { ROOT } from '../helpers.ts';
import { resultHeadlineFacts } from '../../../src/schemas/result-headline.ts';
import { csvField, drawsCsv, modelsCsv } from '../../../src/schemas/results-csv.ts';
import {
	drawTypeOfResult,
	imitatesOfResult,
	isCurrentResult,
	legacyNote,
	legacyVersion,
	olderNote,
	RESULTS_SCHEMA,
	RunResultSchema,
	type SampleResult,
	type SearchResult,
	type SweepResult,
	type VariantsResult
} from '../../../src/schemas/results.ts';

const dataset = {
	id: '0123456789abcdef',
	name: 'x',
	items: 4,
	models: 3,
	valueType: 'binary' as const,
	missingCells: 0,
	sharedItems: 4
};

function sampleResult(models: string[]) {
	const matrix = packMatrix({
		models,
		itemIds: ['a', 'b', 'c', 'd'],
		cells: [1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 1].slice(0, 4 * models.length)
	});
	const settings = { kind: 'bootstrap' as const, fraction: 0.5, draws: 20, seed: 1 };
	const full = { ...DEFAULT_ANALYSIS_SETTINGS, ...settings };
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const reference = prepared.reference;
	const table = emptyDrawTable(20, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, settings.seed, 0, 20));
	const summary = summarizeRun(table, reference, matrix.models);
	return {
		table,
		result: buildRunResult({
			definitions: definitionsJson,
			dataset,
			settings: full,
			perturbation: resolveRecipe(full, matrix),
			models: matrix.models,
			referenceScores: reference.scores,
			summary,
			extras: runExtras(matrix, table, reference, summary, {
				topK: 2,
				clusterColumn: null,
				maxPairs: 10
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
		}) as SampleResult
	};
}

/** 12 items in 4 categories, 4 models; the worst case of a bound swaps the top two. */
const categoryMatrix = packMatrix({
	models: ['w', 'x', 'y', 'z'],
	itemIds: Array.from({ length: 12 }, (_, i) => `q${i}`),
	meta: { category: Array.from({ length: 12 }, (_, i) => ['a', 'b', 'c', 'd'][i % 4]) },
	cells: Array.from({ length: 48 }, (_, k) => {
		const i = Math.floor(k / 4);
		const m = k % 4;
		return (i * 7 + m * 3 + (i % 4 === m ? 2 : 0)) % 5 < 3 ? 1 : 0;
	})
});

function recipeRun(kind: 'dropCategory' | 'worstCase', draws: number) {
	const settings = {
		...DEFAULT_ANALYSIS_SETTINGS,
		kind,
		draws,
		seed: 3,
		strength: kind === 'worstCase' ? 0.6 : null
	};
	const recipe = resolveRecipe(settings, categoryMatrix);
	const prepared = prepareRun(categoryMatrix, recipe);
	const n = prepared.fixedDraws ?? draws;
	const table = emptyDrawTable(n, 4);
	placeChunk(table, runChunk(categoryMatrix, prepared, 3, 0, n));
	return { settings, recipe, prepared, table };
}

describe('results JSON run@4', () => {
	it('sample: validates, says its draw type, P(first) with its Monte Carlo error', () => {
		const { result: r } = sampleResult(['m1', 'm2', 'm3']);
		expect(RunResultSchema.parse(JSON.parse(JSON.stringify(r)))).toBeTruthy();
		expect(r.schema).toBe(RESULTS_SCHEMA);
		expect(r.drawType).toBe('sample');
		expect(r.models[0]).toHaveProperty('rankLow');
		expect(r.models[0]).toHaveProperty('pFirstSE');
		expect(r.models[0]).toHaveProperty('se');
		expect(r.models.reduce((a, m) => a + m.pFirst!, 0)).toBeCloseTo(1, 12);
		expect(r.leaderKeptSE).toBeGreaterThanOrEqual(0);
		expect(r.leaderPresent).toBe(20);
		expect(r.pairs).toHaveLength(2);
		expect(r.agreement?.k).toBe(2);
		expect(r.perturbation).toEqual({ kind: 'bootstrap', strength: 1, imitates: 'noise' });
		expect(r.tauDraws).toHaveLength(20);
		expect(r.definitions.pFirst).toContain('not the probability that it is truly the best');
	});

	it('variants: one entry per variant, min-max per model, nothing a sample would claim', () => {
		const { settings, recipe, table, prepared } = recipeRun('dropCategory', 1);
		const names = ['without "a"', 'without "b"', 'without "c"', 'without "d"'];
		const v = summarizeVariants(table, prepared.reference, categoryMatrix.models, names);
		const r = buildRunResult({
			definitions: definitionsJson,
			dataset,
			settings,
			perturbation: recipe,
			models: categoryMatrix.models,
			referenceScores: prepared.reference.scores,
			order: prepared.reference.order,
			referenceRanks: prepared.reference.ranks,
			extras: null,
			headline: 'h',
			figures: { drawType: 'variants', summary: v, table }
		}) as VariantsResult;
		expect(RunResultSchema.parse(JSON.parse(JSON.stringify(r)))).toBeTruthy();
		expect(r.drawType).toBe('variants');
		expect(r.draws).toBe(4);
		expect(r.variants.map((x) => x.name)).toEqual(names);
		expect(Object.keys(r.variants[0].scores)).toEqual(['w', 'x', 'y', 'z']);
		expect(r.variants[0].ranking).toHaveLength(4);
		for (const m of r.models) {
			expect(m).toHaveProperty('min');
			expect(m).not.toHaveProperty('q025');
			expect(m).not.toHaveProperty('pFirst');
			expect(m.min!).toBeLessThanOrEqual(m.max!);
		}
		expect(r).not.toHaveProperty('tauDraws');
		expect(r.definitions).not.toHaveProperty('pFirst');
		expect(r.definitions).not.toHaveProperty('scoreInterval');
	});

	it('search: the certificate recomputes to the reported tau-b', () => {
		const { settings, recipe, prepared } = recipeRun('worstCase', 1);
		if (recipe.kind !== 'worstCase') throw new Error('recipe');
		const outcome = searchWorstCase(categoryMatrix, recipe, prepared.reference, { seed: 3 });
		const r = buildRunResult({
			definitions: definitionsJson,
			dataset,
			settings,
			perturbation: recipe,
			models: categoryMatrix.models,
			referenceScores: prepared.reference.scores,
			order: prepared.reference.order,
			referenceRanks: prepared.reference.ranks,
			extras: null,
			headline: 'h',
			figures: { drawType: 'search', outcome, maxSwing: 0.1 }
		}) as SearchResult;
		expect(RunResultSchema.parse(JSON.parse(JSON.stringify(r)))).toBeTruthy();
		expect(Object.keys(r.search.weights)).toEqual(['a', 'b', 'c', 'd']);
		const weights = categoryMatrix.meta.category.map((c) => r.search.weights[c]);
		const scores = weightedScores(categoryMatrix, weights, new Float64Array(4));
		expect(kendallTauB(prepared.reference.scores, scores)).toBe(r.search.tau);
		for (const w of Object.values(r.search.weights))
			expect(Math.abs(w - 1)).toBeLessThanOrEqual(0.6 + 1e-12);
		expect(r.search.evaluated).toBeGreaterThan(0);
		expect(r.search.method).toBe('line-search+branch-and-bound');
		expect(r.search.exact).toBe(true);
		expect(r.search.tauLowerBound).toBe(r.search.tau);
		expect(r.draws).toBe(r.search.evaluated);
	});

	it('sweep: one row per step with exactly the documented fields', () => {
		const { result: sample, table } = sampleResult(['m1', 'm2', 'm3']);
		const reference = computeReference(
			packMatrix({
				models: ['m1', 'm2', 'm3'],
				itemIds: ['a', 'b', 'c', 'd'],
				cells: [1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 1]
			})
		);
		const rows = sizeSweepRows(table, reference, [2, 4], 10);
		const r = buildRunResult({
			definitions: definitionsJson,
			dataset,
			settings: { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'sizeSweep', draws: 10 },
			perturbation: { kind: 'sizeSweep', sizes: [2, 4], drawsPerSize: 10 },
			models: ['m1', 'm2', 'm3'],
			referenceScores: reference.scores,
			order: reference.order,
			referenceRanks: reference.ranks,
			extras: null,
			headline: sample.headline,
			figures: { drawType: 'sweep', sweepKind: 'size', rows }
		}) as SweepResult;
		expect(RunResultSchema.parse(JSON.parse(JSON.stringify(r)))).toBeTruthy();
		expect(r.sweep).toHaveLength(2);
		expect(Object.keys(r.sweep[0]).sort()).toEqual(
			[
				'step',
				'size',
				'draws',
				'tauMedian',
				'tauQ05',
				'tauQ95',
				'replicationTauMedian',
				'replicationTauQ05',
				'replicationTauQ95',
				'leaderKept',
				'meanAbsScoreChange',
				'meanAbsScoreChangeQ05',
				'meanAbsScoreChangeQ95'
			].sort()
		);
		expect(r.sweep.map((x) => x.size)).toEqual([2, 4]);
		expect(r).not.toHaveProperty('tau');
	});

	it('keeps a model called "__proto__" as data, through JSON and back', () => {
		const { result: r } = sampleResult(['__proto__', 'constructor', 'ok']);
		const back = JSON.parse(JSON.stringify(r));
		expect(Object.keys(back.reference.scores)).toEqual(['__proto__', 'constructor', 'ok']);
		expect(Object.getPrototypeOf(back.reference.scores)).toBe(Object.prototype);
	});
});

describe('older results', () => {
	const v2 = {
		schema: 'perturbation-sandbox/run@2',
		createdAt: '2026-01-01T00:00:00.000Z',
		dataset,
		settings: { ...DEFAULT_ANALYSIS_SETTINGS, addWeak: 500, fraction: 0.001 },
		perturbation: { kind: 'bootstrap', strength: 1 },
		draws: 2,
		reference: { scores: { a: 0.5 }, ranking: ['a'] },
		models: [
			{
				model: 'a',
				reference: 0.5,
				referenceRank: 1,
				mean: 0.5,
				q025: 0.4,
				q500: 0.5,
				q975: 0.6,
				rankLow: 1,
				rankHigh: 1,
				pFirst: 1
			}
		],
		tau: { mean: null, median: null, q05: null, q95: null, min: null, undefinedDraws: 2 },
		leader: 'a',
		leaderKept: 1,
		maxSwing: 0.1,
		headline: 'h',
		tauDraws: [null, null],
		drawLabels: null,
		sizeSweep: null,
		definitions: {}
	};
	it('run@2 files (with run@2 bounds) still validate, and open with a note', () => {
		const r = RunResultSchema.parse(v2);
		expect(legacyNote(r)).toContain('older version (run@2)');
		const { settings: _settings, ...rest } = v2;
		void _settings;
		const v1 = {
			...rest,
			schema: 'perturbation-sandbox/run@1',
			settings: { kind: 'bootstrap', fraction: 0.5, draws: 2, seed: 1 }
		};
		expect(RunResultSchema.safeParse(v1).success).toBe(true);
	});
});

describe('run@5: noise floor and noise units like with like, and older files', () => {
	const floor = () => {
		const { table: _t, result } = sampleResult(['a', 'b', 'c']);
		void _t;
		return result;
	};
	it('a run measured against a floor round-trips noise, noiseUnits and imitates through JSON', () => {
		const matrix = packMatrix({
			models: ['a', 'b', 'c'],
			itemIds: Array.from({ length: 30 }, (_, i) => `q${i}`),
			cells: Array.from({ length: 90 }, (_, k) => ((k * 7) % 11 < 6 - (k % 3) ? 1 : 0))
		});
		const nf = noiseFloor(matrix, { seed: 4, pairs: 50 });
		const recipe = { kind: 'difficulty' as const, strength: 1, resample: true };
		const prepared = prepareRun(matrix, recipe);
		const table = emptyDrawTable(40, 3);
		placeChunk(table, runChunk(matrix, prepared, 4, 0, 40));
		const summary = summarizeRun(table, prepared.reference, matrix.models);
		const r = buildRunResult({
			definitions: definitionsJson,
			dataset: { ...dataset, items: 30, sharedItems: 30 },
			settings: { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'difficulty', strength: 1, seed: 4 },
			perturbation: recipe,
			models: matrix.models,
			referenceScores: prepared.reference.scores,
			summary,
			extras: null,
			tauDraws: table.tau,
			floor: nf,
			floorCluster: null,
			headline: 'h'
		});
		const back = RunResultSchema.parse(JSON.parse(JSON.stringify(r)));
		expect(back.schema).toBe('perturbation-sandbox/run@5');
		if (!isCurrentResult(back)) throw new Error('not run@5');
		expect(back.perturbation.imitates).toBe('shift');
		expect(back.noise?.tauFloor).toEqual(nf.tauFloor);
		expect(back.noise?.scoreSE).toEqual({ a: nf.scoreSE[0], b: nf.scoreSE[1], c: nf.scoreSE[2] });
		const u = back.noiseUnits!;
		expect(u.models.map((m) => m.model)).toEqual(r.reference.ranking);
		for (const m of u.models) {
			const k = matrix.models.indexOf(m.model);
			const mean = summary.models.find((x) => x.index === k)!.mean;
			expect(m.shiftInNoiseUnits).toBeCloseTo(
				(mean - prepared.reference.scores[k]) / nf.scoreSE[k],
				12
			);
		}
		const band = nf.tauFloorVsReference;
		const t = summary.tau.median;
		expect(u.tauBand).toBe('vsReference');
		expect(u.tauVerdict).toBe(t < band.q05 ? 'below' : t > band.q95 ? 'above' : 'inside');
		expect(u.typicalDrawChange).toBeCloseTo(summary.drawChange.median, 15);
		expect(u.typicalDrawChangeInNoise).toBeCloseTo(
			summary.drawChange.median / nf.scoreChange.median,
			12
		);
		expect(back.dataset.sharedItems).toBe(30);
	});

	it('the run@4 file the run@4 version wrote (tests/e2e/data/run-v4.json) keeps its sentence, with a note', () => {
		const raw = JSON.parse(readFileSync(join(ROOT, 'tests', 'e2e', 'data', 'run-v4.json'), 'utf8'));
		const r = RunResultSchema.parse(raw);
		expect(r.schema).toBe('perturbation-sandbox/run@4');
		// what run@4 said of a random shift: the mean over draws, "within" noise
		expect(raw.headline).toMatch(
			/^The scores moved 0\.4 points on average, 0\.1 times their sampling noise: within it/
		);
		expect(resultHeadlineFacts(r, true)).toBeNull();
		expect(olderNote(r)).toBe('likeWithLike');
		expect(legacyNote(r)).toContain('the mean over the draws, which cancels for a random shift');
		expect(imitatesOfResult(r)).toBe('shift');
		expect(drawTypeOfResult(r)).toBe('sample');
	});

	it('the run@3 file the run@3 version wrote (tests/e2e/data/run-v3.json) validates and is worded again', () => {
		const raw = JSON.parse(readFileSync(join(ROOT, 'tests', 'e2e', 'data', 'run-v3.json'), 'utf8'));
		const r = RunResultSchema.parse(raw);
		expect(r.schema).toBe('perturbation-sandbox/run@3');
		expect(raw.headline).toMatch(/^Scores moved by up to 13\.4 points/);
		const facts = resultHeadlineFacts(r, true)!;
		expect(headlineText(facts, 'en')).toMatch(
			/^Sampling noise: with 60 items, each score is known to within ±13\.4 points \(the widest 95% interval, /
		);
		expect(headlineText(facts, 'zh-CN')).toMatch(/^抽样噪声：用 60 道题目/);
	});

	it('run@3 files (no noise, no imitates) still validate and open with their own note', () => {
		const v4 = JSON.parse(JSON.stringify(floor()));
		const { noise: _n, noiseUnits: _u, ...rest } = v4;
		void _n;
		void _u;
		const v3 = {
			...rest,
			schema: 'perturbation-sandbox/run@3',
			perturbation: { kind: 'bootstrap', strength: 1 }
		};
		const r = RunResultSchema.parse(v3);
		expect(isCurrentResult(r)).toBe(false);
		expect(legacyVersion(r)).toBe('run@3');
		expect(legacyNote(r)).toContain('not measured against sampling noise');
		expect(imitatesOfResult(r)).toBeNull();
		// a run@3 result is not a run@5 one: noise fields are required there
		expect(RunResultSchema.safeParse({ ...rest, schema: RESULTS_SCHEMA }).success).toBe(false);
		// its sentence is worded again without a noise floor
		const facts = resultHeadlineFacts(r, true);
		expect(facts?.kind).toBe('sample');
		// 4 items: the numbers under a warning that they cannot rank models
		expect(headlineText(facts!, 'en')).toMatch(/^Only 4 items are scored for every model/);
		expect(headlineText(facts!, 'en')).toContain(
			'Sampling noise: with 4 items, each score is known'
		);
		expect(headlineText(facts!, 'en')).toContain('against the full set');
	});
});

describe('CSV exports', () => {
	it('quote commas and quotes, and defuse spreadsheet formulas in names', () => {
		expect(csvField('a,b')).toBe('"a,b"');
		expect(csvField('say "hi"')).toBe('"say ""hi"""');
		expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
		expect(csvField(-0.5)).toBe('-0.5');
		expect(csvField(null)).toBe('');
	});

	it('write one row per model and one row per draw', () => {
		const { result: r, table } = sampleResult(['m1', 'm2', 'm3']);
		expect(modelsCsv(r).trim().split('\n')).toHaveLength(4);
		const draws = drawsCsv(table, ['m1', 'm2', 'm3'], [0, 1, 2]).trim().split('\n');
		expect(draws).toHaveLength(21);
		expect(draws[0]).toBe('draw,tau,m1,m2,m3');
		expect(modelsCsv(r).split('\n')[0]).toContain(
			'pFirst,pFirstSE,present,se,seClustered,ciLow,ciHigh,conservativeRank'
		);
	});
});
