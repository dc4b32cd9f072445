import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agreementMatrix } from '../../../../../src/features/score-tables/core/agreement.ts';
import {
	bootstrapMeanTau,
	compareConditions,
	conditionBenchmarks,
	modelResample
} from '../../../../../src/features/score-tables/core/conditions.ts';
import { parseScoreTable } from '../../../../../src/features/score-tables/formats/parse.ts';
import { close, golden, TWO_CONDITIONS } from '../golden.ts';

function fixture() {
	const r = parseScoreTable(readFileSync(TWO_CONDITIONS, 'utf8'), 'two-conditions.json');
	if (!r.ok) throw new Error(JSON.stringify(r.issues));
	return r.table;
}

describe('conditions side by side (synthetic two-condition fixture)', () => {
	const table = fixture();

	it('reads both conditions with their standard errors, in file order', () => {
		expect(table.conditions.map((c) => c.name)).toEqual(['direct_eval', 'train_before_test']);
		expect(table.models).toEqual(golden.twoConditions.models);
		expect(table.benchmarks).toEqual(golden.twoConditions.benchmarks);
		expect(table.conditions.every((c) => c.stderr !== null)).toBe(true);
	});

	it('pins each condition’s mean and median pairwise tau-b and W to scipy / numpy', () => {
		const cmp = compareConditions(table, { bootstrap: { draws: 0, seed: 1 } });
		for (const c of cmp.conditions) {
			const g = golden.twoConditions.conditions[c.name];
			expect(close(c.agreement.meanTau, g.meanTau, 1e-13), c.name).toBe(true);
			expect(close(c.agreement.medianTau, g.medianTau, 1e-13)).toBe(true);
			expect(close(c.kendallW.w, g.kendallW, 1e-13)).toBe(true);
			expect(c.kendallW.models.length).toBe(g.kendallWModels);
			c.consensus.forEach((x, b) =>
				expect(close(x.tauWithConsensus, g.consensus[b].tauWithConsensus, 1e-13)).toBe(true)
			);
			expect(c.meanTauInterval).toBeNull();
		}
		const g = golden.twoConditions.conditions;
		expect(cmp.differences[0].meanTauDifference).toBeCloseTo(
			g.train_before_test.meanTau! - g.direct_eval.meanTau!,
			13
		);
	});

	it('bootstrap over models: each draw equals the agreement matrix on the resampled models', () => {
		const bench = table.conditions.map((_, c) => conditionBenchmarks(table, c));
		const draws = bootstrapMeanTau(table, bench, 7, 0, 5);
		for (let d = 0; d < 5; d++) {
			const w = modelResample(table.models.length, 7, d);
			expect(w.reduce((a, b) => a + b, 0)).toBe(table.models.length);
			for (let c = 0; c < 2; c++) {
				const direct = agreementMatrix(table, table.conditions[c], bench[c], w).meanTau;
				expect(draws[c][d]).toBeCloseTo(direct, 12);
			}
		}
		const split = [
			bootstrapMeanTau(table, bench, 7, 0, 2),
			bootstrapMeanTau(table, bench, 7, 2, 5)
		];
		expect([...split[0][1], ...split[1][1]]).toEqual([...draws[1]]);
	});

	it('gives percentile intervals around the point estimate and a paired difference', () => {
		const cmp = compareConditions(table, { bootstrap: { draws: 200, seed: 3 } });
		for (const c of cmp.conditions) {
			const i = c.meanTauInterval!;
			expect(i.draws).toBe(200);
			expect(i.q025).toBeLessThan(i.q975);
			expect(i.q025).toBeLessThanOrEqual(c.agreement.meanTau + 0.05);
		}
		const d = cmp.differences[0];
		expect(d.interval!.q025).toBeGreaterThan(0);
		expect(d.interval!.q025).toBeLessThan(d.meanTauDifference);
	});
});
