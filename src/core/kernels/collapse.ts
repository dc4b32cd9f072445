/**
 * Per-model per-category counts of a 0/1 matrix by the bit kernel: category g's count for model m
 * is the kernel's count of the draw whose weights are 1 on g's items and 0 elsewhere, so G
 * categories cost G sparse kernel draws (each item listed once in all) instead of a pass over
 * every cell. Integer counts: identical to `collapseByCategory`.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import type { CategoryCounts } from '../perturbations/category-weights.ts';
import type { Groups } from '../perturbations/groups.ts';
import { countersFor, type Counters } from './counters.ts';

/** Draws counted per kernel call. */
const BATCH = 32;

/** `collapseByCategory` by the kernel, or null when the kernel does not apply here. */
export function kernelCategoryCounts(matrix: ScoreMatrix, groups: Groups): CategoryCounts | null {
	const counters = countersFor(matrix);
	if (!counters) return null;
	const M = matrix.nModels;
	const G = groups.names.length;
	const n = matrix.nItems;
	// items of each group, in item order
	const starts = new Int32Array(G + 1);
	for (let i = 0; i < n; i++) starts[groups.groupOf[i] + 1]++;
	for (let g = 0; g < G; g++) starts[g + 1] += starts[g];
	const items = new Int32Array(n);
	const fill = starts.slice(0, G);
	for (let i = 0; i < n; i++) items[fill[groups.groupOf[i]]++] = i;

	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	const w = new Uint8Array(n);
	const out = new Int32Array(BATCH * M);
	const indicator = (g: number) => {
		w.fill(0);
		for (let k = starts[g]; k < starts[g + 1]; k++) w[items[k]] = 1;
		return w;
	};
	const count = (counter: Counters['bits'], into: Float64Array) => {
		for (let g0 = 0; g0 < G; g0 += BATCH) {
			const D = Math.min(BATCH, G - g0);
			counter.countDraws(D, (d) => indicator(g0 + d), out);
			for (let d = 0; d < D; d++) {
				for (let m = 0; m < M; m++) into[m * G + g0 + d] = out[d * M + m];
			}
		}
	};
	count(counters.bits, num);
	if (counters.present) count(counters.present, den);
	else for (let m = 0; m < M; m++) for (let g = 0; g < G; g++) den[m * G + g] = groups.sizes[g];
	return { nModels: M, nGroups: G, num, den };
}
