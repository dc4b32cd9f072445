/**
 * The dates worker called directly (its `api`, as the page calls it through comlink), the
 * export built from its answers and checked by its zod schema, the chart's series and the
 * headline's words.
 */
import { describe, expect, it } from 'vitest';
import { translateMsg } from '../../../../src/i18n/catalog.ts';
import {
	datesResults,
	itemDatesJson,
	tableDatesJson
} from '../../../../src/features/dates/core/dates-json.ts';
import { monthLines } from '../../../../src/features/dates/core/month-lines.ts';
import { datesHeadline, verdictMsg } from '../../../../src/features/dates/report/dates-text.ts';
import { DatesResultsSchema } from '../../../../src/features/dates/schemas/dates-results.ts';
import { api } from '../../../../workers/dates.worker.ts';
import { datedSample, syntheticTable } from './dates-fixtures.ts';

describe('the dates worker', () => {
	it('a per-item dataset: the split, the ranking after every date and the months; the export validates', async () => {
		const { matrix, dates } = await datedSample();
		const facts = dates.map((d, m) =>
			d ? { releaseDate: d, ...(m === 1 ? { cutoff: '2024-06' } : {}) } : null
		);
		const a = api.items(matrix, 'created_at', facts, { seed: 1, draws: 50 });
		expect(a.dates[1]).toBe('2024-06');
		expect(a.dateKinds.slice(0, 2)).toEqual(['release', 'cutoff']);
		expect(a.byMonth.months).toHaveLength(12);
		const json = datesResults(
			{ id: 'x', name: 'sample', kind: 'items' },
			itemDatesJson(a, matrix.models),
			null
		);
		expect(DatesResultsSchema.safeParse(JSON.parse(JSON.stringify(json))).success).toBe(true);
		const d = (json.dates as ReturnType<typeof itemDatesJson>).models['model-d'];
		expect(d.verdict).toBe('drop');
		expect(d.excessGap).toBeCloseTo(0.2423, 4);
		expect((json.dates as ReturnType<typeof itemDatesJson>).undatedModels).toEqual(['model-e']);
	});

	it('a score table: theta per benchmark at the cut-off asked for, the default the median month', () => {
		const { table, models } = syntheticTable();
		const byName = new Map(models.map((r) => [r.model, r]));
		const facts = table.models.map((m) => {
			const r = byName.get(m)!;
			const num = (s: string) => (s ? Number(s) : undefined);
			return {
				releaseDate: r.release_month,
				params: num(r.params),
				tokens: num(r.tokens),
				compute: num(r.compute)
			};
		});
		const a = api.table(table, facts, '2024-01');
		expect([a.cutoff, a.defaultCutoff, a.controls, a.dated, a.withCompute]).toEqual([
			'2024-01',
			'2023-09',
			'compute',
			40,
			40
		]);
		const json = tableDatesJson(a, table.benchmarks, table.models);
		expect(a.conditions[0].residual).toBeNull();
		expect('residualGaps' in json).toBe(false);
		expect(json.newerAtEqualCompute['beta-math'].theta).toBeCloseTo(0.1415, 4);
		expect(
			DatesResultsSchema.safeParse(
				datesResults({ id: 'st-x', name: 't', kind: 'score-table' }, json)
			).success
		).toBe(true);
		// With the benchmarks' release dates as well: each dated model's residual gap, exported.
		const withDates = api.table(table, facts, null, ['2022-01', '2024-01', '2025-01']);
		const residual = withDates.conditions[0].residual!;
		expect(residual.datedBenchmarks).toBe(3);
		expect(residual.models.length).toBeGreaterThan(30);
		const exported = tableDatesJson(withDates, table.benchmarks, table.models);
		expect(Object.keys(exported.residualGaps!.models)).toContain(table.models[0]);
		expect(
			DatesResultsSchema.safeParse(
				datesResults({ id: 'st-x', name: 't', kind: 'score-table' }, exported)
			).success
		).toBe(true);
		// Two conditions (direct vs train-before-test): each its own fits, the same cut-off.
		const trained = {
			...table,
			conditions: [
				{ ...table.conditions[0], name: 'direct' },
				{
					name: 'train_before_test',
					scores: table.conditions[0].scores.map((v) => v * 0.5 + 0.3),
					stderr: null
				}
			]
		};
		const two = api.table(trained, facts, '2024-01', ['2022-01', '2024-01', '2025-01']);
		expect(two.conditions.map((c) => c.name)).toEqual(['direct', 'train_before_test']);
		two.conditions[1].fits.forEach((f, b) => {
			const direct = two.conditions[0].fits[b];
			expect(f.n).toBe(direct.n);
			expect(f.theta).toBeCloseTo(direct.theta * 0.5, 12);
		});
		expect(two.conditions[1].residual!.models[0].gap).toBeCloseTo(
			two.conditions[0].residual!.models[0].gap * 0.5,
			12
		);
		expect(tableDatesJson(two, table.benchmarks, table.models).conditions).toHaveLength(2);
		expect(api.table(table, facts, 'soon').cutoff).toBe('2023-09');
		expect(
			api.table(
				table,
				facts.map(() => null),
				null
			).conditions[0].fits
		).toEqual([]);
	});
});

describe('the view’s series and words', () => {
	it('the month chart draws the models with the largest excess gap first, each date marked', async () => {
		const { matrix, dates } = await datedSample();
		const a = api.items(
			matrix,
			'created_at',
			dates.map((d) => (d ? { releaseDate: d } : null)),
			{ seed: 1, draws: 10 }
		);
		const s = monthLines(a.byMonth, a.split, matrix.models, a.dates);
		expect(s.lines).toHaveLength(6);
		expect(s.lines[0].label).toBe('model-d');
		expect(s.labels[s.lines[0].mark!]).toBe('2024-09');
		const h = datesHeadline(a.split, {
			excess: (v) => `${(v * 100).toFixed(1)} points`,
			z: (v) => v.toFixed(1)
		});
		expect(translateMsg('en', h)).toBe(
			'1 model drops after its date by more than sampling noise beyond the other models (6 models with items on both sides); the largest: model-d, 24.2 points (3.6 noise units).'
		);
		const f = a.split.models.find((g) => g.model === 'model-f')!;
		expect(translateMsg('zh-CN', verdictMsg(f))).toBe('日期之前没有题目');
	});
});
