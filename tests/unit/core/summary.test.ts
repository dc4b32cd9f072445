import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantileSorted } from '../../../src/core/stats/quantile.ts';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { emptyDrawTable } from '../../../src/core/run.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import { loadGolden } from '../helpers.ts';

describe('summarizeRun rank intervals', () => {
	it('equal the quantiles of the sorted ranks, with more or fewer draws than models', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 12 }),
				fc.integer({ min: 1, max: 40 }),
				fc.integer({ min: 0, max: 2 ** 31 - 1 }),
				(M, D, seed) => {
					let x = seed | 1;
					const next = () => {
						x ^= x << 13;
						x ^= x >>> 17;
						x ^= x << 5;
						return (x >>> 0) / 4294967296;
					};
					const table = emptyDrawTable(D, M);
					for (let d = 0; d < D; d++) {
						const s = Array.from({ length: M }, () => Math.round(next() * 4) / 4);
						table.scores.set(s, d * M);
						table.ranks.set(minRanks(Float64Array.from(s)), d * M);
						table.tau[d] = 1;
					}
					const ref = Float64Array.from({ length: M }, () => next());
					const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
					const models = Array.from({ length: M }, (_, m) => `m${m}`);
					const summary = summarizeRun(table, reference, models);
					for (const s of summary.models) {
						const r = Float64Array.from(
							{ length: D },
							(_, d) => table.ranks[d * M + s.index]
						).sort();
						if (s.rankLow !== quantileSorted(r, 0.025, 'lower')) return false;
						if (s.rankHigh !== quantileSorted(r, 0.975, 'higher')) return false;
					}
					return true;
				}
			)
		);
	});
});

/** A table from rows of scores and ranks (NaN / 0 = absent). */
function tableOf(scores: Array<Array<number | null>>, ranks: number[][], tau: number[]) {
	const D = scores.length;
	const M = scores[0].length;
	const table = emptyDrawTable(D, M);
	scores.forEach((row, d) =>
		table.scores.set(
			row.map((v) => v ?? Number.NaN),
			d * M
		)
	);
	ranks.forEach((row, d) => table.ranks.set(row, d * M));
	table.tau.set(tau);
	return table;
}

describe('summarizeRun against numpy, with ties at the top and absent models', () => {
	const g = loadGolden().sampleSummary;
	const ref = Float64Array.from(g.reference);
	const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
	const table = tableOf(g.scores, g.ranks, g.tau);
	const models = g.reference.map((_: number, m: number) => `m${m}`);
	const summary = summarizeRun(table, reference, models);

	it('P(first) shares ties (1/k), its Monte Carlo error, and presence', () => {
		for (const e of g.models) {
			const s = summary.models.find((x) => x.index === e.index)!;
			expect(s.pFirst, `m${e.index}`).toBe(e.pFirst);
			expect(s.pFirstSE).toBeCloseTo(e.pFirstSE, 15);
			expect(s.present).toBe(e.present);
			expect([s.q025, s.q500, s.q975]).toEqual([e.q025, e.q500, e.q975]);
			expect([s.rankLow, s.rankHigh]).toEqual([e.rankLow, e.rankHigh]);
		}
	});

	it('leader kept counts only the draws the leader is in, with its error', () => {
		expect(summary.leaderPresent).toBe(g.leaderPresent);
		expect(summary.leaderKept).toBeCloseTo(g.leaderKept, 14); // 1/k summed in draw order
		expect(summary.leaderKeptSE).toBeCloseTo(g.leaderKeptSE, 15);
	});
});

describe('summarizeRun properties', () => {
	const arbitraryTable = fc
		.record({
			M: fc.integer({ min: 1, max: 8 }),
			D: fc.integer({ min: 1, max: 30 }),
			cells: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 240, maxLength: 240 })
		})
		.map(({ M, D, cells }) => {
			// -1 = absent (rank 0); 0..3 a score on a coarse grid, so ties are common
			const scores: Array<Array<number | null>> = [];
			const ranks: number[][] = [];
			for (let d = 0; d < D; d++) {
				const row = cells.slice(d * M, (d + 1) * M).map((c) => (c < 0 ? null : c / 3));
				const present = row.map((v, m) => [v, m] as const).filter(([v]) => v !== null);
				const r = minRanks(Float64Array.from(present.map(([v]) => v!)));
				const full = new Array<number>(M).fill(0);
				present.forEach(([, m], k) => (full[m] = r[k]));
				scores.push(row);
				ranks.push(full);
			}
			return { M, D, table: tableOf(scores, ranks, new Array<number>(D).fill(1)) };
		});

	it('P(first) sums to 1 over models whenever every draw has a model in it', () => {
		fc.assert(
			fc.property(arbitraryTable, ({ M, D, table }) => {
				const ref = Float64Array.from({ length: M }, (_, m) => M - m);
				const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
				const summary = summarizeRun(table, reference, Array.from({ length: M }, String));
				let drawsWithModels = 0;
				for (let d = 0; d < D; d++) {
					if (Array.from(table.ranks.subarray(d * M, (d + 1) * M)).some((r) => r > 0))
						drawsWithModels++;
				}
				const sum = summary.models.reduce((a, m) => a + m.pFirst, 0);
				return Math.abs(sum - drawsWithModels / D) < 1e-12;
			})
		);
	});

	it('rank intervals never include an absent draw (rank 0)', () => {
		fc.assert(
			fc.property(arbitraryTable, ({ M, table }) => {
				const ref = Float64Array.from({ length: M }, (_, m) => M - m);
				const reference = { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) };
				const summary = summarizeRun(table, reference, Array.from({ length: M }, String));
				return summary.models.every((m) => m.present === 0 || m.rankLow >= 1);
			})
		);
	});
});

describe('model-set change counts only the models present', () => {
	it('with method "mean" the order cannot change: tau-b 1 and the leader kept in every draw it is in', async () => {
		const { runChunk } = await import('../../../src/core/run.ts');
		const { prepareRun } = await import('../../../src/core/perturbations/perturbation-chunk.ts');
		const { goldenMatrix } = await import('../helpers.ts');
		const matrix = goldenMatrix('small-binary.csv');
		fc.assert(
			fc.property(
				fc.double({ min: 0, max: 0.9, noNaN: true }),
				fc.integer({ min: 0, max: 2 ** 32 - 1 }),
				(removeShare, seed) => {
					const prepared = prepareRun(matrix, {
						kind: 'modelSet',
						method: 'mean',
						removeShare,
						addWeak: 0,
						weakAccuracy: 0.25
					});
					const D = 25;
					const table = emptyDrawTable(D, matrix.nModels);
					const chunk = runChunk(matrix, prepared, seed, 0, D);
					table.scores.set(chunk.scores);
					table.ranks.set(chunk.ranks);
					table.tau.set(chunk.tau);
					const summary = summarizeRun(table, prepared.reference, matrix.models);
					const pSum = summary.models.reduce((a, m) => a + m.pFirst, 0);
					// tau-b is computed as scipy does, (C - D) / sqrt(n0 - n1) / sqrt(n0 - n2), so an unchanged
					// order can give 1 - 2^-53 (two square roots of the same number): 1 within 1e-12.
					return (
						Array.from(table.tau).every((t) => Math.abs(t - 1) < 1e-12 || t !== t) &&
						(summary.leaderPresent === 0 || summary.leaderKept === 1) &&
						summary.models.every((m) => m.present === 0 || m.rankHigh <= matrix.nModels) &&
						Math.abs(pSum - 1) < 1e-12
					);
				}
			),
			{ numRuns: 30 }
		);
	});
});
