import { describe, expect, it } from 'vitest';
import {
	definedCount,
	holmDifference,
	neighbourFamily,
	pairwiseFamily
} from '../../../src/core/holm-families.ts';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { generateSample, SAMPLE_SPECS } from '../../../src/core/sample-generator.ts';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { holmAdjust } from '../../../src/core/stats/multiple-testing.ts';
import { summarizeRun } from '../../../src/core/summary.ts';

/** A sample run's extras with the ranking details (all pairs), on a built-in sample. */
function sampleExtras(maxPairs = 200) {
	const matrix = packMatrix(generateSample(SAMPLE_SPECS[0]));
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const table = emptyDrawTable(40, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, 1, 0, 40));
	const summary = summarizeRun(table, prepared.reference, matrix.models);
	const extras = runExtras(matrix, table, prepared.reference, summary, {
		topK: 3,
		clusterColumn: null,
		maxPairs,
		ranking: true
	});
	return { matrix, extras };
}

describe('Holm families', () => {
	it('counts the defined p-values, as holmAdjust does', () => {
		expect(definedCount([0.1, Number.NaN, 0.3])).toBe(2);
		const p = [0.01, 0.04, Number.NaN, 0.03];
		// Holm multiplies the smallest p by m = the defined count
		expect(holmAdjust(p)[0]).toBeCloseTo(0.01 * definedCount(p), 15);
	});

	it('names the neighbour family and the all-pairs family of a sample run', () => {
		const { matrix, extras } = sampleExtras();
		const M = matrix.nModels;
		const here = neighbourFamily(extras.pairs);
		expect(here).toMatchObject({ scope: 'neighbours', pairs: M - 1, models: M });
		const ranking = extras.ranking!;
		const all = pairwiseFamily(ranking.pairwiseScope, ranking.pairwise);
		expect(all).toMatchObject({ scope: 'all', pairs: (M * (M - 1)) / 2, models: M });
		expect(all.size).toBe(definedCount(ranking.pairwise.map((p) => p.pValue)));
	});

	it('finds the pairs whose adjusted p differs between the two tables, larger in the larger family', () => {
		const { extras } = sampleExtras();
		const d = holmDifference(extras.pairs, extras.ranking!.pairwise);
		expect(d).not.toBeNull();
		expect(d!.all).toBeGreaterThan(d!.neighbours);
		const byPair = new Map(extras.ranking!.pairwise.map((p) => [`${p.a},${p.b}`, p.pAdjusted]));
		let differing = 0;
		for (const p of extras.pairs) {
			const all = byPair.get(`${p.a},${p.b}`)!;
			// the larger family never gives a smaller adjusted p for the same pair
			if (p.pHolm === p.pHolm) expect(all).toBeGreaterThanOrEqual(p.pHolm - 1e-15);
			if (Math.abs(all - p.pHolm) > 1e-12) differing++;
		}
		expect(d!.differing).toBe(differing);
		const first = extras.pairs.find(
			(p) => Math.abs(byPair.get(`${p.a},${p.b}`)! - p.pHolm) > 1e-12
		)!;
		expect([d!.a, d!.b]).toEqual([first.a, first.b]);
	});

	it('is null when the two lists are one family (the same tests)', () => {
		const { extras } = sampleExtras();
		const asPairwise = extras.pairs.map((p) => ({
			a: p.a,
			b: p.b,
			pAhead: p.pAbove,
			difference: p.difference,
			ciLow: p.differenceLow,
			ciHigh: p.differenceHigh,
			test: p.test,
			pValue: p.pValue,
			pAdjusted: p.pHolm
		}));
		expect(holmDifference(extras.pairs, asPairwise)).toBeNull();
	});
});
