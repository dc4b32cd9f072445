/**
 * Probability that model A beats model B across the draws of a run: the share of draws in which
 * A's score is higher than B's, with a tie counted as half a win for each, so that
 * P(A beats B) + P(B beats A) = 1 and a model "beats" itself with probability 1/2.
 * A `NaN` score (no items in that draw) counts as lower than every number, as in `rank.ts`;
 * two `NaN`s tie.
 */
import { compareDesc } from '../rank.ts';
import type { ModelMajorDraws } from '../draw-columns.ts';
import type { DrawTable } from '../run-types.ts';

/** P(A beats B) over the first `nDraws` draws of `table`; `NaN` for zero draws. */
export function winProbability(
	table: DrawTable,
	a: number,
	b: number,
	nDraws: number = table.nDraws
): number {
	const M = table.nModels;
	let wins = 0;
	for (let d = 0; d < nDraws; d++) {
		const c = compareDesc(table.scores[d * M + a], table.scores[d * M + b]);
		wins += c < 0 ? 1 : c === 0 ? 0.5 : 0;
	}
	return nDraws ? wins / nDraws : Number.NaN;
}

/**
 * `winProbability` read from the model-major copy of the table (`modelMajor`): the same sum in
 * the same draw order, without a strided walk per pair.
 */
export function winProbabilityOfColumns(byModel: ModelMajorDraws, a: number, b: number): number {
	const n = byModel.nDraws;
	const s = byModel.scores;
	let wins = 0;
	for (let d = 0; d < n; d++) {
		const c = compareDesc(s[a * n + d], s[b * n + d]);
		wins += c < 0 ? 1 : c === 0 ? 0.5 : 0;
	}
	return n ? wins / n : Number.NaN;
}

/**
 * Win probabilities between the given models (all of them by default) as a K x K row-major
 * matrix: entry (i, j) is P(models[i] beats models[j]). Costs K^2 x draws comparisons, so pass a
 * subset (e.g. the reference top 20) for large matrices.
 */
export function winProbabilityMatrix(
	table: DrawTable,
	models: readonly number[] = Array.from({ length: table.nModels }, (_, m) => m),
	nDraws: number = table.nDraws
): Float64Array {
	const K = models.length;
	const M = table.nModels;
	const wins = new Float64Array(K * K);
	for (let d = 0; d < nDraws; d++) {
		const row = d * M;
		for (let i = 0; i < K; i++) {
			const si = table.scores[row + models[i]];
			for (let j = i + 1; j < K; j++) {
				const c = compareDesc(si, table.scores[row + models[j]]);
				if (c < 0) wins[i * K + j] += 1;
				else if (c > 0) wins[j * K + i] += 1;
				else {
					wins[i * K + j] += 0.5;
					wins[j * K + i] += 0.5;
				}
			}
		}
	}
	for (let i = 0; i < K; i++) wins[i * K + i] = nDraws / 2;
	for (let k = 0; k < K * K; k++) wins[k] = nDraws ? wins[k] / nDraws : Number.NaN;
	return wins;
}
