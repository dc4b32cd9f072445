import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	analyzeScoreTable,
	scoreTableResults,
	twoTestSetResults,
	twoTestSets
} from '../../../../src/features/score-tables/core/results.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import {
	ScoreTableResultsSchema,
	ScoreTableSchema,
	TwoTestSetResultsSchema
} from '../../../../src/features/score-tables/schemas/score-table.ts';
import { close, golden, TWO_CONDITIONS } from './golden.ts';

const parsed = parseScoreTable(readFileSync(TWO_CONDITIONS, 'utf8'), 'two-conditions.json');
if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
const table = parsed.table;

describe('results JSON of the agreement view', () => {
	const analysis = analyzeScoreTable(table, {
		bootstrap: { draws: 100, seed: 1 },
		stability: { draws: 50, seed: 1 }
	});
	const json = scoreTableResults(
		table,
		{ id: 'abc', name: 'two conditions' },
		analysis,
		'2025-01-01T00:00:00Z'
	);

	it('validates, survives JSON, and carries the mean pairwise tau-b per condition', () => {
		expect(ScoreTableResultsSchema.safeParse(json).success).toBe(true);
		const round = JSON.parse(JSON.stringify(json));
		expect(round).toEqual(json);
		expect(ScoreTableResultsSchema.safeParse(round).success).toBe(true);
		for (const c of json.conditions) {
			const g = golden.twoConditions.conditions[c.name];
			expect(close(c.meanPairwiseTau!, g.meanTau, 1e-13)).toBe(true);
			expect(close(c.medianPairwiseTau!, g.medianTau, 1e-13)).toBe(true);
			expect(close(c.kendallW!, g.kendallW, 1e-13)).toBe(true);
			expect(c.agreement).toHaveLength(c.benchmarks.length);
			expect(c.clusteredOrder.slice().sort()).toEqual(c.benchmarks.slice().sort());
			expect(c.noise).toHaveLength(c.benchmarks.length);
		}
		expect(json.differences).toEqual([
			expect.objectContaining({ from: 'direct_eval', to: 'train_before_test' })
		]);
	});

	it('reports every perturbation of the aggregate under its draw type', () => {
		expect(json.aggregate.stability.map((s) => [s.perturbation.kind, s.drawType])).toEqual([
			['resampleBenchmarks', 'sample'],
			['dropBenchmark', 'variants'],
			['dirichletWeights', 'sample'],
			['worstCaseWeights', 'search'],
			['modelSet', 'sample']
		]);
		expect(json.aggregate.ranking).toHaveLength(table.models.length);
		expect(json.aggregate.ranking[0].rank).toBe(1);
	});

	it('rejects a malformed result', () => {
		expect(ScoreTableResultsSchema.safeParse({ ...json, conditions: [] }).success).toBe(false);
		expect(ScoreTableResultsSchema.safeParse({ ...json, schema: 'x' }).success).toBe(false);
	});

	it('the table itself validates', () => {
		expect(ScoreTableSchema.safeParse(table).success).toBe(true);
		expect(ScoreTableSchema.safeParse({ ...table, models: ['a', 'a'] }).success).toBe(false);
	});
});

describe('results JSON of the two-test-set view', () => {
	it('has { original, new, tau, meanDrop, slope, intercept } and validates', () => {
		const choice = { condition: 'train_before_test', original: 'mmlu', new: 'arc_challenge' };
		const line = twoTestSets(table, choice);
		const json = twoTestSetResults(table, { id: 'abc', name: 'x' }, choice, line);
		expect(TwoTestSetResultsSchema.safeParse(json).success).toBe(true);
		expect(json).toMatchObject({ original: 'mmlu', new: 'arc_challenge', n: 12 });
		expect(json.tau).toBeCloseTo(line.tau, 15);
		expect(json.slope).toBe(line.linear.slope);
		expect(json.intercept).toBe(line.linear.intercept);
		expect(json.meanDrop).toBe(line.meanDrop);
		expect(() => twoTestSets(table, { original: 'nope', new: 'mmlu' })).toThrow(/nope/);
	});
});

describe('agreement CSV', () => {
	it('one row per ordered pair and condition, names quoted, formulas defused', async () => {
		const { agreementCsv, AGREEMENT_CSV_HEADER } =
			await import('../../../../src/features/score-tables/core/results-csv.ts');
		const csv = agreementCsv({
			conditions: [
				{
					name: 'direct',
					benchmarks: ['a,b', '=x'],
					agreement: [
						[1, null],
						[null, 1]
					],
					pairModels: [
						[3, 1],
						[1, 2]
					]
				}
			]
		} as never);
		expect(csv.split('\n')).toEqual([
			AGREEMENT_CSV_HEADER,
			'direct,"a,b","a,b",1,3',
			`direct,"a,b","'=x",,1`,
			`direct,"'=x","a,b",,1`,
			`direct,"'=x","'=x",1,2`,
			''
		]);
	});
});
