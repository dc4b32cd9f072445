import { describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	stepSettings,
	type AnalysisSettings
} from '../../../src/core/analysis-settings.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { noiseFloor, type NoiseFloor } from '../../../src/core/stats/noise-floor.ts';
import {
	computeReference,
	emptyDrawTable,
	placeChunk,
	planOf,
	runChunk
} from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { packMatrix, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { finishRun } from '../../../src/core/run-finish.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { strengthStepRow } from '../../../src/core/sweep.ts';
import type { RunOutput } from '../../../src/engine/EngineClient.ts';
import { resultHeadlineFacts } from '../../../src/schemas/result-headline.ts';
import { RunResultSchema } from '../../../src/schemas/results.ts';
import {
	partialSampleView,
	runView,
	searchView,
	strengthSweepView,
	type RunContext
} from '../../../src/state/run-view.ts';
import { searchExtras, searchWorstCase } from '../../../src/core/search.ts';

const matrix = packMatrix({
	models: ['w', 'x', 'y', 'z'],
	itemIds: Array.from({ length: 40 }, (_, i) => `q${i}`),
	meta: { category: Array.from({ length: 40 }, (_, i) => ['a', 'b', 'c'][i % 3]) },
	cells: Array.from({ length: 160 }, (_, k) => {
		const i = Math.floor(k / 4);
		const m = k % 4;
		return (i * 7 + m * 5 + (i % 3 === m ? 3 : 0)) % 9 < 5 - m ? 1 : 0;
	})
});

/** What the engine gives for `settings` on `m`, computed on the plain core path. */
function output(settings: AnalysisSettings, m: ScoreMatrix = matrix): RunOutput {
	const recipe = resolveRecipe(settings, m);
	const prepared = prepareRun(m, recipe);
	const n = prepared.fixedDraws ?? settings.draws;
	const table = emptyDrawTable(n, m.nModels, recipe.kind === 'sizeSweep');
	placeChunk(table, runChunk(m, prepared, settings.seed, 0, n));
	return {
		reference: prepared.reference,
		plan: planOf(prepared),
		table,
		...finishRun(planOf(prepared), table, m.models, n),
		extras: null,
		workers: 1,
		elapsedMs: 5
	};
}

/** The noise floor of `matrix` the runs below are measured against (seed 2, 200 pairs). */
const FLOOR = noiseFloor(matrix, { seed: 2, pairs: 200 });

function context(settings: AnalysisSettings, floor: NoiseFloor | null = null): RunContext {
	return {
		floor,
		floorCluster: null,
		dataset: {
			id: '0123456789abcdef',
			name: 't',
			items: 40,
			models: 4,
			valueType: 'binary',
			missingCells: 0,
			sharedItems: 40
		},
		matrix,
		settings,
		recipe: resolveRecipe(settings, matrix),
		unitScale: true
	};
}

const S = { ...DEFAULT_ANALYSIS_SETTINGS, draws: 30, seed: 2 };

describe('runView by draw type', () => {
	it('sample: the twin-view figures, and a results JSON built once, on demand', () => {
		const settings = { ...S, kind: 'subsample' as const };
		const view = runView(context(settings), output(settings));
		expect(view.drawType).toBe('sample');
		expect(headlineText(view.headline, 'en')).toMatch(
			/^Sampling noise: on test sets of 20 of the 40 items, each score stays within ±/
		);
		const first = view.result!();
		expect(first.noise).toBeNull();
		expect(first.perturbation.imitates).toBe('noise');
		expect(view.result!()).toBe(first);
		expect(RunResultSchema.safeParse(JSON.parse(JSON.stringify(first))).success).toBe(true);
	});

	it('an interim sample view builds no results JSON', () => {
		const settings = { ...S, kind: 'bootstrap' as const };
		const o = output(settings);
		const view = partialSampleView(context(settings), {
			reference: o.reference,
			summary: summarizeRun(o.table, o.reference, matrix.models, 10),
			tau: o.table.tau.slice(0, 10),
			total: 30
		});
		expect(view.result).toBeNull();
		expect(view.partial).toEqual({ done: 10, total: 30 });
	});

	it('variants: one row per category, min-max headline, no interval', () => {
		const settings = { ...S, kind: 'dropCategory' as const };
		const view = runView(context(settings), output(settings));
		expect(view.drawType).toBe('variants');
		if (view.drawType !== 'variants') return;
		expect(view.variants.variants.map((v) => v.name)).toEqual([
			'without "a"',
			'without "b"',
			'without "c"'
		]);
		expect(headlineText(view.headline, 'en')).toMatch(/^Across the 3 variants/);
		expect(view.result!().drawType).toBe('variants');
	});

	it('difficulty without resampling is one fixed variant', () => {
		const settings = { ...S, kind: 'difficulty' as const, resample: false, strength: 1 };
		const view = runView(context(settings), output(settings));
		expect(view.drawType).toBe('variants');
		expect(headlineText(view.headline, 'en')).toMatch(/^In the one variant/);
	});

	it('search: one optimisation, its certificate and the reference-set statistics', () => {
		const settings = { ...S, kind: 'worstCase' as const, strength: 0.8 };
		const ctx = context(settings);
		if (ctx.recipe.kind !== 'worstCase') return;
		const reference = computeReference(matrix);
		const outcome = searchWorstCase(matrix, ctx.recipe, reference, { seed: 2 });
		const extras = searchExtras(matrix, reference, outcome, {
			topK: 2,
			clusterColumn: null,
			maxPairs: 10
		});
		const view = searchView(ctx, { reference, outcome, extras, elapsedMs: 1 });
		expect(view.drawType).toBe('search');
		expect(view.search.categories).toEqual(['a', 'b', 'c']);
		expect(headlineText(view.headline, 'en')).toMatch(/^The worst case \(proven\)/);
		const r = view.result!();
		expect(r.drawType).toBe('search');
		expect(r.pairs?.every((p) => p.pAbove === null)).toBe(true);
		expect(RunResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true);
	});

	it('size sweep: a row per size, settling told by the replication figure', () => {
		const settings = { ...S, kind: 'sizeSweep' as const, draws: 5 };
		const view = runView(context(settings), output(settings));
		expect(view.drawType).toBe('sweep');
		if (view.drawType !== 'sweep') return;
		const recipe = resolveRecipe(settings, matrix);
		expect(view.rows.map((r) => r.size)).toEqual(recipe.kind === 'sizeSweep' ? recipe.sizes : []);
		expect(view.rows.every((r) => r.draws === 5)).toBe(true);
	});

	it('strength sweep: each step is the standalone run at that strength', () => {
		const settings = { ...S, kind: 'labelNoise' as const, sweep: true, steps: [0, 0.1, 0.3] };
		const steps = settings.steps.map((step) => {
			const o = output(stepSettings(settings, step));
			return { step, row: strengthStepRow(o.table, o.reference, step), summary: o.summary };
		});
		const standalone = output({ ...S, kind: 'labelNoise', strength: 0.1 });
		expect(steps[1].summary).toEqual(standalone.summary);
		expect(steps[0].row.tau.median).toBe(1);
		const view = strengthSweepView(context(settings), standalone.reference, steps, {
			workers: 1,
			elapsedMs: 3
		});
		const r = view.result!();
		expect(r.drawType).toBe('sweep');
		if (r.drawType !== 'sweep') return;
		expect(r.sweepKind).toBe('strength');
		expect(r.sweep.map((x) => x.step)).toEqual([0, 0.1, 0.3]);
		expect(r.perturbation).toMatchObject({ kind: 'labelNoise', steps: [0, 0.1, 0.3] });
		expect(r.draws).toBe(90);
		expect(headlineText(view.headline, 'en')).toMatch(
			/^At the strongest step \(flip probability 0.3\)/
		);
	});
});

describe('a saved result words its headline again, in any language', () => {
	const sweep = { ...S, kind: 'labelNoise' as const, sweep: true, steps: [0, 0.1, 0.3] };
	const results = (floor: NoiseFloor | null) => {
		const run = (settings: AnalysisSettings) => runView(context(settings, floor), output(settings));
		const sample = run({ ...S, kind: 'subsample' });
		const boot = run({ ...S, kind: 'bootstrap' });
		const shift = run({ ...S, kind: 'difficulty', strength: 1 });
		const entrants = run({ ...S, kind: 'modelSet' });
		const variants = run({ ...S, kind: 'dropCategory' });
		const one = run({ ...S, kind: 'difficulty', resample: false, strength: 1 });
		const size = run({ ...S, kind: 'sizeSweep', draws: 5 });
		const ctx = context({ ...S, kind: 'worstCase', strength: 0.8 }, floor);
		const reference = computeReference(matrix);
		const search =
			ctx.recipe.kind === 'worstCase'
				? searchView(ctx, {
						reference,
						outcome: searchWorstCase(matrix, ctx.recipe, reference, { seed: 2 }),
						extras: null,
						elapsedMs: 1
					})
				: null;
		const steps = sweep.steps.map((step) => {
			const o = output(stepSettings(sweep, step));
			return { step, row: strengthSweepRow(o, step), summary: o.summary };
		});
		const strength = strengthSweepView(context(sweep, floor), reference, steps, {
			workers: 1,
			elapsedMs: 1
		});
		return [sample, boot, shift, entrants, variants, one, size, search!, strength];
	};
	const strengthSweepRow = (o: RunOutput, step: number) =>
		strengthStepRow(o.table, o.reference, step);

	it('the facts read back from the JSON give the JSON’s own sentence, for every draw type', () => {
		for (const floor of [null, FLOOR]) {
			for (const view of results(floor)) {
				const r = JSON.parse(JSON.stringify(view.result!()));
				const facts = resultHeadlineFacts(RunResultSchema.parse(r), true);
				const what = `${view.recipe.kind} ${floor ? 'with' : 'without'} a floor`;
				expect(facts, what).not.toBeNull();
				expect(headlineText(facts!, 'en'), what).toBe(r.headline);
				expect(headlineText(facts!, 'zh-CN'), what).toBe(headlineText(view.headline, 'zh-CN'));
				expect(r.noise === null, what).toBe(floor === null);
			}
		}
	});

	it('with a floor, every view reads its change beside a resample’s and its tau-b like with like', () => {
		const [, boot, shift, entrants, variants, one, , search, strength] = results(FLOOR);
		const en = (v: { headline: Parameters<typeof headlineText>[0] }) =>
			headlineText(v.headline, 'en');
		expect(en(boot)).toMatch(/^Sampling noise: with 40 items, each score is known to within ±/);
		expect(en(boot)).toContain('two test sets of this size from the same pool rank the models');
		const vsFull =
			/(inside|above|below) what a resample of this size gives against the full set \(/;
		expect(en(shift)).toMatch(/^A typical draw moved the scores by .* times what a resample/);
		expect(en(shift)).toMatch(vsFull);
		expect(en(entrants)).toMatch(/^Other entrants: /);
		expect(en(entrants)).toMatch(vsFull);
		expect(en(variants)).toMatch(/below, \d+ inside and \d+ above what a resample/);
		expect(en(one)).toMatch(/^In the one variant, scores moved .* on average over models, /);
		expect(en(search)).toMatch(vsFull);
		expect(en(search)).toMatch(/its certificate moves the scores/);
		expect(en(strength)).toMatch(/what a resample of this size gives against the full set/);
		for (const v of [boot, shift, entrants, variants, one, search, strength]) {
			expect(en(v)).not.toMatch(/would not replicate|up to|times their sampling noise/);
			expect(en(v)).not.toMatch(/two test sets[^.]*\(0\.\d+–0\.\d+\)/);
		}
	});
});
