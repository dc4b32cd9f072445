import type { DrawColumns } from './run-types.ts';
/**
 * A draw table turned model-major: model m's scores (and ranks) of draws [0, nDraws) side by
 * side. The table is draw-major (`scores[d * nModels + m]`), so reading one model's draws walks
 * it with a stride of a whole draw: a cache miss per value once the table outgrows the cache
 * (4,000 models x 1,000 draws is 32 MB of scores). Statistics that go model by model (the
 * summary, P(A beats B) for the listed pairs) copy the table once, tile by tile, and read it
 * contiguously. The values and their order within a model are the table's: draw order.
 */

export interface ModelMajorDraws {
	readonly nDraws: number;
	readonly nModels: number;
	/** `scores[m * nDraws + d]`. */
	readonly scores: Float64Array;
	/** `ranks[m * nDraws + d]`. */
	readonly ranks: Int32Array;
}

/** Tile side of the copy (64 x 64 doubles: 32 KB, one L1 cache's worth). */
const TILE = 64;

export function modelMajor(
	table: Pick<DrawColumns, 'nModels' | 'scores' | 'ranks'>,
	nDraws: number
): ModelMajorDraws {
	const M = table.nModels;
	const scores = new Float64Array(M * nDraws);
	const ranks = new Int32Array(M * nDraws);
	for (let d0 = 0; d0 < nDraws; d0 += TILE) {
		const d1 = Math.min(nDraws, d0 + TILE);
		for (let m0 = 0; m0 < M; m0 += TILE) {
			const m1 = Math.min(M, m0 + TILE);
			for (let d = d0; d < d1; d++) {
				const row = d * M;
				for (let m = m0; m < m1; m++) {
					scores[m * nDraws + d] = table.scores[row + m];
					ranks[m * nDraws + d] = table.ranks[row + m];
				}
			}
		}
	}
	return { nDraws, nModels: M, scores, ranks };
}
