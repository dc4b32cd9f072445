/**
 * The covariance of the models' mean scores on one test set, from their paired item scores: the
 * input of the rank confidence sets (`rank-sets.ts`).
 *
 * With e_ij = x_ij − x̄_j the deviation of model j's score on item i from its mean (0 where the
 * cell is missing), the covariance of the means x̄_j and x̄_k is
 *
 *     Σ_jk = d_j d_k · Σ_g E_gj E_gk,      E_gj = Σ_{i in cluster g} e_ij,
 *
 * the sandwich ("influence function") estimator of the covariance of two means (Cameron & Miller
 * 2015, "A Practitioner's Guide to Cluster-Robust Inference", J. Human Resources 50(2):317-372,
 * section II), with every item its own cluster when no cluster column is chosen. The scales
 * make the diagonal the app's own standard errors squared (`stats/standard-error.ts`):
 * d_j = 1 / sqrt(n_j (n_j − 1)) without clusters (Σ_jj = s_j² / n_j, `scipy.stats.sem`²; for
 * complete data Σ_jk is the items' sample covariance / n, as the issue states it), and
 * d_j = sqrt(G_j / (G_j − 1)) / n_j with clusters (CR1, G_j the clusters holding an item of j).
 *
 * **Missing cells.** Each model's mean is over the items it has (as its score everywhere in the
 * app); a product e_ij e_ik counts only where both cells are present (pairwise-complete), which
 * is the covariance of the two means when the pattern of missing cells is taken as fixed. As a
 * Gram matrix of the E columns scaled by d, Σ is positive semi-definite by construction (a
 * pairwise-complete covariance of another form need not be).
 *
 * Two ways to the same numbers: complete or incomplete 0/1 matrices without clusters count the
 * cross products with popcounts over model-major bits (Σ_i e_ij e_ik = N11 − x̄_k A_j − x̄_j A_k +
 * x̄_j x̄_k N with N11, A_j, A_k, N counts over the items both have); every other matrix sums
 * products of dense deviations, tile by tile over the clusters (`gram.ts`).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { unpackRow } from '../ScoreMatrix.ts';
import type { Clusters } from '../stats/clusters.ts';
import { completeBitColumns, transposeBits } from '../stats/columns.ts';
import { popcount } from '../stats/popcount.ts';
import { accumulateGram } from './gram.ts';

interface MeanCovariance {
	/** Each model's mean over its present items (by column); `NaN` without any. */
	readonly estimate: Float64Array;
	/** p x p covariance of the means, row-major, by column index. */
	readonly cov: Float64Array;
	/** Present items per model. */
	readonly n: Int32Array;
	/** `clustered` with a cluster column, else `items` (each item its own cluster). */
	readonly basis: 'items' | 'clustered';
}

/** Model-major bits (and presence bits) of a 0/1 matrix: model m's words at m * itemWords. */
function modelMajorBits(matrix: ScoreMatrix): {
	bits: Uint32Array;
	present: Uint32Array | null;
	itemWords: number;
} {
	const complete = completeBitColumns(matrix);
	if (complete) return { bits: complete.bits, present: null, itemWords: complete.itemWords };
	const { nItems, wordsPerItem: W, nModels } = matrix;
	const t = transposeBits(matrix.bits!, nItems, W, nModels);
	const present = matrix.present ? transposeBits(matrix.present, nItems, W, nModels).bits : null;
	return { bits: t.bits, present, itemWords: t.itemWords };
}

/** The covariance of a 0/1 matrix's means without clusters, by popcounts (module comment). */
function binaryCovariance(matrix: ScoreMatrix): MeanCovariance {
	const p = matrix.nModels;
	const { bits, present, itemWords: IW } = modelMajorBits(matrix);
	const estimate = new Float64Array(p);
	const n = new Int32Array(p);
	const correct = new Float64Array(p);
	for (let m = 0; m < p; m++) {
		let c = 0;
		let k = matrix.nItems;
		if (present) {
			k = 0;
			for (let w = 0; w < IW; w++) {
				const pw = present[m * IW + w] | 0;
				k += popcount(pw);
				c += popcount(bits[m * IW + w] & pw);
			}
		} else for (let w = 0; w < IW; w++) c += popcount(bits[m * IW + w] | 0);
		n[m] = k;
		correct[m] = c;
		estimate[m] = k ? c / k : Number.NaN;
	}
	const cov = new Float64Array(p * p);
	for (let j = 0; j < p; j++) {
		const scaleJ = 1 / Math.sqrt(n[j] * (n[j] - 1));
		for (let k = j; k < p; k++) {
			const s = present
				? crossIncomplete(bits, present, IW, j, k, estimate)
				: crossComplete(bits, IW, j, k, correct, matrix.nItems);
			const v = s * scaleJ * (1 / Math.sqrt(n[k] * (n[k] - 1)));
			cov[j * p + k] = cov[k * p + j] = Number.isFinite(v) ? v : Number.NaN;
		}
	}
	return { estimate, cov, n, basis: 'items' };
}

/** Σ_i e_ij e_ik over n complete 0/1 items: N11 − c_j c_k / n. */
function crossComplete(
	bits: Uint32Array,
	IW: number,
	j: number,
	k: number,
	correct: Float64Array,
	n: number
): number {
	const bj = j * IW;
	const bk = k * IW;
	let both = 0;
	for (let w = 0; w < IW; w++) both += popcount(bits[bj + w] & bits[bk + w]);
	return both - (correct[j] * correct[k]) / n;
}

/** Σ e_ij e_ik over the items both have (module comment), from four counts per word. */
function crossIncomplete(
	bits: Uint32Array,
	present: Uint32Array,
	IW: number,
	j: number,
	k: number,
	mean: Float64Array
): number {
	const bj = j * IW;
	const bk = k * IW;
	let n11 = 0;
	let aj = 0;
	let ak = 0;
	let nb = 0;
	for (let w = 0; w < IW; w++) {
		const both = present[bj + w] & present[bk + w];
		const xj = bits[bj + w] & both;
		const xk = bits[bk + w] & both;
		n11 += popcount(xj & xk);
		aj += popcount(xj);
		ak += popcount(xk);
		nb += popcount(both);
	}
	const mj = mean[j];
	const mk = mean[k];
	return n11 - mk * aj - mj * ak + mj * mk * nb;
}

/** Item i's cells into `out` (`NaN` = missing), for either value type. */
function itemReader(matrix: ScoreMatrix): (i: number, out: Float64Array) => Float64Array {
	const p = matrix.nModels;
	if (matrix.values) {
		const values = matrix.values;
		return (i, out) => {
			out.set(values.subarray(i * p, (i + 1) * p));
			return out;
		};
	}
	const W = matrix.wordsPerItem;
	return (i, out) => {
		unpackRow(matrix.bits!, matrix.present, i * W, p, out);
		return out;
	};
}

/** Means over present items, present counts and (with clusters) clusters holding an item. */
function meansOf(matrix: ScoreMatrix, groupOf: Int32Array | null, nGroups: number) {
	const p = matrix.nModels;
	const sum = new Float64Array(p);
	const n = new Int32Array(p);
	const seen = groupOf ? new Uint8Array(nGroups * p) : null;
	const groups = new Int32Array(p);
	const row = new Float64Array(p);
	const read = itemReader(matrix);
	for (let i = 0; i < matrix.nItems; i++) {
		read(i, row);
		const g = groupOf ? groupOf[i] * p : 0;
		for (let m = 0; m < p; m++) {
			const v = row[m];
			if (v !== v) continue;
			sum[m] += v;
			n[m]++;
			if (seen && !seen[g + m]) {
				seen[g + m] = 1;
				groups[m]++;
			}
		}
	}
	const estimate = Float64Array.from(sum, (s, m) => (n[m] ? s / n[m] : Number.NaN));
	return { estimate, n, groups };
}

/** Items ordered by cluster (counting sort), with the start of each cluster's run. */
function itemsByCluster(groupOf: Int32Array, nGroups: number) {
	const start = new Int32Array(nGroups + 1);
	for (let i = 0; i < groupOf.length; i++) start[groupOf[i] + 1]++;
	for (let g = 0; g < nGroups; g++) start[g + 1] += start[g];
	const order = new Int32Array(groupOf.length);
	const at = start.slice(0, nGroups);
	for (let i = 0; i < groupOf.length; i++) order[at[groupOf[i]]++] = i;
	return { order, start };
}

/** Clusters summed per tile in the dense path (each tile's sums: p x TILE doubles). */
const TILE = 256;

/**
 * The covariance of the means of any matrix (module comment): dense deviations summed per
 * cluster, tile by tile, into the Gram matrix; `clusters` null = every item its own cluster.
 */
function denseCovariance(
	matrix: ScoreMatrix,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null,
	onTile?: (done: number, total: number) => void
): MeanCovariance {
	const p = matrix.nModels;
	const nItems = matrix.nItems;
	const groupOf = clusters ? clusters.groupOf : Int32Array.from({ length: nItems }, (_, i) => i);
	const nGroups = clusters ? clusters.count : nItems;
	const { estimate, n, groups } = meansOf(matrix, clusters ? groupOf : null, nGroups);
	const { order, start } = itemsByCluster(groupOf, nGroups);
	const gram = new Float64Array(p * p);
	const tile = new Float64Array(p * TILE);
	const row = new Float64Array(p);
	const read = itemReader(matrix);
	for (let g0 = 0; g0 < nGroups; g0 += TILE) {
		const width = Math.min(TILE, nGroups - g0);
		tile.fill(0);
		for (let g = g0; g < g0 + width; g++) {
			for (let at = start[g]; at < start[g + 1]; at++) {
				read(order[at], row);
				for (let m = 0; m < p; m++) {
					const v = row[m];
					if (v === v) tile[m * TILE + (g - g0)] += v - estimate[m];
				}
			}
		}
		accumulateGram(gram, tile, p, TILE, width);
		onTile?.(g0 + width, nGroups);
	}
	const scale = Float64Array.from({ length: p }, (_, m) =>
		clusters ? Math.sqrt(groups[m] / (groups[m] - 1)) / n[m] : 1 / Math.sqrt(n[m] * (n[m] - 1))
	);
	const cov = new Float64Array(p * p);
	for (let j = 0; j < p; j++) {
		for (let k = j; k < p; k++) {
			const v = gram[j * p + k] * scale[j] * scale[k];
			cov[j * p + k] = cov[k * p + j] = Number.isFinite(v) ? v : Number.NaN;
		}
	}
	return { estimate, cov, n, basis: clusters ? 'clustered' : 'items' };
}

/**
 * The means and their covariance (module comment); `clusters` from `clustersFromMeta` or null.
 * `onProgress` gets (done, total) of the dense path's clusters.
 */
export function meanCovariance(
	matrix: ScoreMatrix,
	clusters: Pick<Clusters, 'groupOf' | 'count'> | null = null,
	onProgress?: (done: number, total: number) => void
): MeanCovariance {
	if (matrix.bits && !clusters) return binaryCovariance(matrix);
	return denseCovariance(matrix, clusters, onProgress);
}

/** A diagonal covariance from standard errors (independent estimates, e.g. a score table). */
export function diagonalCovariance(se: ArrayLike<number>): Float64Array {
	const p = se.length;
	const cov = new Float64Array(p * p);
	for (let m = 0; m < p; m++) cov[m * p + m] = se[m] * se[m];
	return cov;
}
