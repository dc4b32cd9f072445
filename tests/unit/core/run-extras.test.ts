import { describe, expect, it } from 'vitest';
import { runExtras } from '../../../src/core/run-extras.ts';
import { emptyDrawTable, placeChunk, prepareRun, runChunk } from '../../../src/core/run.ts';
import { pairedTest } from '../../../src/core/stats/paired-tests.ts';
import { modelStandardErrors } from '../../../src/core/stats/standard-error.ts';
import { groupsFromMeta } from '../../../src/core/perturbations/groups.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { goldenMatrix } from '../helpers.ts';

function run(file: string) {
	const matrix = goldenMatrix(file);
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const reference = prepared.reference;
	const table = emptyDrawTable(80, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, 3, 0, 80));
	return { matrix, reference, table, summary: summarizeRun(table, reference, matrix.models) };
}

describe('runExtras', () => {
	it('tests neighbouring models in reference order, with the pinned statistics', () => {
		const { matrix, reference, table, summary } = run('small-binary.csv');
		const x = runExtras(matrix, table, reference, summary, {
			topK: 3,
			clusterColumn: 'category',
			maxPairs: 100
		});
		expect(x.pairs).toHaveLength(matrix.nModels - 1);
		x.pairs.forEach((p, k) => {
			expect([p.a, p.b]).toEqual([reference.order[k], reference.order[k + 1]]);
			expect(p.pAbove).toBeGreaterThanOrEqual(0);
			expect(p.pAbove).toBeLessThanOrEqual(1);
			expect(p.test).toBe('mcnemar');
			expect(p.pValue).toBe(pairedTest(matrix, p.a, p.b).pValue);
		});
		// "m3" and "m3-copy" are identical columns: always tied, so each is above half the time.
		const tie = x.pairs.find(
			(p) => matrix.models[p.a].startsWith('m3') && matrix.models[p.b].startsWith('m3')
		)!;
		expect(tie.pAbove).toBe(0.5);
		expect(tie.onlyA).toBe(0);
		expect(tie.onlyB).toBe(0);
		const se = modelStandardErrors(matrix, groupsFromMeta(matrix, 'category'));
		expect(Array.from(x.se)).toEqual(Array.from(se.plain));
		expect(Array.from(x.seClustered!)).toEqual(Array.from(se.clustered!));
		expect(x.clusterColumn).toBe('category');
		expect(x.agreement.k).toBe(3);
		expect(x.agreement.leaderAgreement).toBe(summary.leaderKept);
		expect(Math.min(...x.conservativeRank)).toBe(1);
	});

	it('uses t-tests for continuous scores, ignores unknown cluster columns and clamps k', () => {
		const { matrix, reference, table, summary } = run('small-continuous.csv');
		const x = runExtras(matrix, table, reference, summary, {
			topK: 99,
			clusterColumn: 'nope',
			maxPairs: 2
		});
		expect(x.pairs).toHaveLength(2);
		expect(x.pairs[0].test).toBe('ttest');
		expect(x.pairs[0].meanDifference).not.toBeNull();
		expect(x.seClustered).toBeNull();
		expect(x.clusterColumn).toBeNull();
		expect(x.agreement.k).toBe(matrix.nModels);
		expect(x.agreement.topKMean).toBe(1);
	});
});
