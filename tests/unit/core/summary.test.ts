import fc from 'fast-check';
import { describe, it } from 'vitest';
import { quantileSorted } from '../../../src/core/quantile.ts';
import { minRanks, rankingOrder } from '../../../src/core/rank.ts';
import { emptyDrawTable } from '../../../src/core/run.ts';
import { summarizeRun } from '../../../src/core/summary.ts';

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
