import { describe, expect, it } from 'vitest';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { variantsFacts } from '../../../src/core/headline.ts';
import { headlineText } from '../../../src/report/headline-text.ts';
import { binarize } from '../../../src/core/perturbations/threshold.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { generateSample, SAMPLE_SPECS } from '../../../src/core/sample-generator.ts';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { modelColumn } from '../../../src/core/stats/columns.ts';
import { summarizeVariants, variantRanking } from '../../../src/core/variants.ts';

describe('summarizeVariants', () => {
	const ref = Float64Array.from([0.8, 0.6, 0.5]);
	const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
	const table = emptyDrawTable(3, 3);
	table.scores.set([0.7, 0.75, 0.5, 0.9, 0.6, Number.NaN, 0.8, 0.6, 0.6]);
	table.ranks.set([2, 1, 3, 1, 2, 0, 1, 2, 2]);
	table.tau.set([1 / 3, 1, Number.NaN]);
	const v = summarizeVariants(table, reference, ['a', 'b', 'c'], ['x', 'y', 'z']);

	it('reports each variant and the min-max across them, nothing else', () => {
		expect(v.nVariants).toBe(3);
		expect(v.variants.map((r) => r.name)).toEqual(['x', 'y', 'z']);
		expect(v.variants[0].first).toEqual([1]);
		expect(v.models.map((m) => [m.model, m.min, m.max, m.rankMin, m.rankMax])).toEqual([
			['a', 0.7, 0.9, 1, 2],
			['b', 0.6, 0.75, 1, 2],
			['c', 0.5, 0.6, 2, 3]
		]);
		expect([v.tauMin, v.tauMax, v.undefinedVariants]).toEqual([1 / 3, 1, 1]);
		expect(v.leaderFirst).toBe(2);
		expect(v.maxChange).toBeCloseTo(0.15, 15);
		expect(Object.keys(v.models[0])).not.toContain('q025');
	});

	it('ranks a variant over the models present in it', () => {
		expect(variantRanking(table, 1)).toEqual([0, 1]);
		expect(variantRanking(table, 2)).toEqual([0, 1, 2]);
	});
});

describe('summarizeVariants: thresholds compare like with like', () => {
	const ref = Float64Array.from([0.8, 0.6, 0.5]);
	const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
	const table = emptyDrawTable(3, 3);
	table.scores.set([0.7, 0.75, 0.5, 0.9, 0.6, Number.NaN, 0.8, 0.6, 0.6]);
	table.ranks.set([2, 1, 3, 1, 2, 0, 1, 2, 2]);
	table.tau.set([1 / 3, 1, Number.NaN]);

	it('takes the change between the variants only: each model’s largest minus smallest', () => {
		const v = summarizeVariants(
			table,
			reference,
			['a', 'b', 'c'],
			['x', 'y', 'z'],
			'acrossVariants'
		);
		// a: 0.9 - 0.7, b: 0.75 - 0.6, c: 0.6 - 0.5; the reference (a mean score) takes no part
		expect(v.maxChange).toBeCloseTo(0.2, 15);
		expect(v.changeBasis).toBe('acrossVariants');
	});

	it('gives no change for a single threshold (nothing of the same kind to compare)', () => {
		const one = emptyDrawTable(1, 3);
		one.scores.set([0.2, 0.9, 0.1]);
		one.ranks.set([2, 1, 3]);
		one.tau.set([1 / 3]);
		const v = summarizeVariants(one, reference, ['a', 'b', 'c'], ['x'], 'acrossVariants');
		expect(v.maxChange).toBeNaN();
	});

	it('on a threshold run of the pass-at-10 sample: the spread of pass shares, worded as such', () => {
		const matrix = packMatrix(generateSample(SAMPLE_SPECS.find((s) => s.kind === 'pass-at-k')!));
		const thresholds = [0.3, 0.5, 0.8];
		const prepared = prepareRun(matrix, { kind: 'threshold', thresholds });
		const run = emptyDrawTable(thresholds.length, matrix.nModels);
		placeChunk(run, runChunk(matrix, prepared, 1, 0, thresholds.length));
		const v = summarizeVariants(
			run,
			prepared.reference,
			matrix.models,
			['a', 'b', 'c'],
			'acrossVariants'
		);
		// independently: pass shares by binarising each column at each threshold
		let expected = 0;
		for (let m = 0; m < matrix.nModels; m++) {
			const shares = thresholds.map((th) => {
				const bin = binarize(matrix, th);
				const col = modelColumn(bin, m);
				let s = 0;
				let n = 0;
				for (const x of col) {
					if (x !== x) continue;
					s += x;
					n++;
				}
				return s / n;
			});
			expected = Math.max(expected, Math.max(...shares) - Math.min(...shares));
		}
		expect(v.maxChange).toBeCloseTo(expected, 12);
		const facts = variantsFacts(v, [], ['a', 'b', 'c'], {
			imitates: 'grading',
			unitScale: false,
			floor: null,
			nItems: 100
		});
		expect(facts).toMatchObject({ changeBasis: 'acrossVariants', unitScale: true });
		const en = headlineText(facts, 'en');
		expect(en).toContain('pass share');
		expect(en).toContain('mean score');
		expect(en).not.toMatch(/scores moved/i);
		expect(headlineText(facts, 'zh-CN')).toContain('通过率');
	});
});
