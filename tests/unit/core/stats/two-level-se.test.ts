/**
 * The two-level standard error (src/core/stats/two-level-se.ts) against numpy
 * (scripts/golden/make_trials_golden.py: every cell simulated as its trials, the within-item
 * variance as the trials' sample variance), and its invariants.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { plainMeanInference } from '../../../../src/core/stats/standard-error.ts';
import {
	modelTwoLevel,
	seWithTrials,
	twoLevelColumn
} from '../../../../src/core/stats/two-level-se.ts';
import { FIXTURES } from '../../helpers.ts';

interface GoldenModel {
	mean: number;
	n: number;
	s2: number;
	within: number;
	between: number;
	se: number;
	withinShare: number | null;
	estimated: number;
	sePlain: number;
	seAt: Record<string, number>;
}
interface GoldenCase {
	name: string;
	values: (number | null)[][];
	trials: number[][];
	models: GoldenModel[];
}
const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden/trials-golden.json'), 'utf8')) as {
	kPrimes: number[];
	cases: GoldenCase[];
};

function matrixOf(c: GoldenCase): ScoreMatrix {
	const M = c.values[0].length;
	const m = packMatrix({
		models: Array.from({ length: M }, (_, k) => `m${k}`),
		itemIds: c.values.map((_, i) => `i${i}`),
		cells: c.values.flat().map((v) => (v === null ? Number.NaN : v))
	});
	return { ...m, trials: { uniform: 0, perCell: Uint32Array.from(c.trials.flat()) } };
}

const close = (a: number, b: number | null, what: string) => {
	if (b === null) expect(a, what).toBeNaN();
	else
		expect(Math.abs(a - b), `${what}: ${a} vs ${b}`).toBeLessThanOrEqual(
			1e-12 * Math.max(1, Math.abs(b))
		);
};

describe('two-level standard error (Miller 2024, section 3.1)', () => {
	for (const c of golden.cases) {
		it(`matches numpy: ${c.name}`, () => {
			const M = c.values[0].length;
			for (let m = 0; m < M; m++) {
				const values = c.values.map((r) => (r[m] === null ? Number.NaN : r[m]!));
				const r = twoLevelColumn(
					values,
					c.trials.map((r) => r[m])
				);
				const g = c.models[m];
				expect(r.n).toBe(g.n);
				expect(r.estimated).toBe(g.estimated);
				for (const key of ['mean', 's2', 'within', 'between', 'se', 'withinShare'] as const) {
					close(r[key], g[key], `${c.name} model ${m} ${key}`);
				}
				for (const kp of golden.kPrimes)
					close(seWithTrials(r, kp), g.seAt[String(kp)], `seAt ${kp}`);
				// the plain SE of the cell means whenever the items vary more than their trials
				if (g.s2 >= g.within) close(r.se, g.sePlain, 'plain');
				else expect(r.se).toBeGreaterThan(g.sePlain);
			}
			const all = modelTwoLevel(matrixOf(c));
			if (c.models.every((g) => g.estimated === 0)) expect(all).toBeNull();
			else c.models.forEach((g, m) => close(all!.se[m], g.se, `matrix model ${m}`));
		});
	}

	it('needs trials of two or more, and scores in [0, 1]', () => {
		const c = golden.cases[0];
		const m = matrixOf(c);
		expect(modelTwoLevel({ ...m, trials: null })).toBeNull();
		expect(modelTwoLevel({ ...m, trials: { uniform: 1, perCell: null } })).toBeNull();
		expect(modelTwoLevel({ ...m, trials: { uniform: 5, perCell: null } })).not.toBeNull();
		const scaled = { ...m, values: m.values!.map((v) => v * 100) };
		expect(modelTwoLevel(scaled)).toBeNull();
	});

	it('properties: never below the plain SE; equal to it once the items vary more than the trials; the share in [0, 1]; fewer trials, larger SE', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({ s: fc.integer({ min: 0, max: 8 }), k: fc.integer({ min: 1, max: 8 }) }),
					{ minLength: 2, maxLength: 40 }
				),
				(cells) => {
					const values = cells.map((c) => Math.min(c.s, c.k) / c.k);
					const trials = cells.map((c) => c.k);
					const r = twoLevelColumn(values, trials);
					const plain = plainMeanInference(values).se;
					expect(r.se).toBeGreaterThanOrEqual(plain - 1e-15);
					if (r.s2 >= r.within) expect(Math.abs(r.se - plain)).toBeLessThanOrEqual(1e-15);
					if (r.withinShare === r.withinShare) {
						expect(r.withinShare).toBeGreaterThanOrEqual(0);
						expect(r.withinShare).toBeLessThanOrEqual(1);
					}
					expect(seWithTrials(r, 1)).toBeGreaterThanOrEqual(seWithTrials(r, 2) - 1e-15);
					// with every cell's own trials, the projection is the SE itself
					expect(Math.abs(seWithTrials(r, 8) - r.se)).toBeLessThanOrEqual(1e-15);
				}
			)
		);
	});
});
