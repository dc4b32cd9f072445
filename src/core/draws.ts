/**
 * Perturbations: recipes that turn the reference test set into a draw — a weight (multiplicity)
 * per item. A weight of 0 drops the item; 2 counts it twice.
 */
import { randomInt, rngForDraw, type Rng } from './random.ts';

export type PerturbationKind = 'bootstrap' | 'subsample';

export interface Perturbation {
	readonly kind: PerturbationKind;
	/** Share of items kept by `subsample` (0-1]; ignored by `bootstrap`. */
	readonly fraction: number;
}

/** Number of items a subsample keeps: `round(fraction * nItems)`, at least 1. */
export function subsampleSize(nItems: number, fraction: number): number {
	return Math.min(nItems, Math.max(1, Math.round(fraction * nItems)));
}

/** Reusable buffers for drawing weights (allocate once per worker, not once per draw). */
export interface DrawScratch {
	readonly weights: Uint32Array;
	readonly perm: Uint32Array;
}

export function drawScratch(nItems: number): DrawScratch {
	return { weights: new Uint32Array(nItems), perm: new Uint32Array(nItems) };
}

/**
 * Fills `scratch.weights` with the item weights of draw `drawIndex`.
 *
 * - bootstrap: `nItems` items drawn uniformly with replacement (Efron 1979), so weights are
 *   multinomial counts summing to `nItems`.
 * - subsample: `subsampleSize(nItems, fraction)` distinct items drawn uniformly without
 *   replacement by a partial Fisher-Yates shuffle (Knuth, TAOCP vol. 2, Algorithm P).
 */
export function drawWeights(
	nItems: number,
	perturbation: Perturbation,
	seed: number,
	drawIndex: number,
	scratch: DrawScratch
): Uint32Array {
	const rng = rngForDraw(seed, drawIndex);
	const w = scratch.weights;
	w.fill(0);
	if (perturbation.kind === 'bootstrap') {
		const last = nItems - 1;
		for (let j = 0; j < nItems; j++) w[randomInt(rng, 0, last)]++;
	} else {
		markSample(rng, nItems, subsampleSize(nItems, perturbation.fraction), scratch.perm, w);
	}
	return w;
}

/**
 * Sets `out[i] = 1` for k items drawn uniformly without replacement by a partial Fisher-Yates
 * shuffle (Knuth, TAOCP vol. 2, Algorithm P). `perm` is scratch of length n. Every subsample in
 * the app (here and the size sweep) draws its items this way, so they agree draw for draw.
 */
export function markSample(
	rng: Rng,
	n: number,
	k: number,
	perm: Uint32Array,
	out: Uint32Array
): void {
	for (let j = 0; j < n; j++) perm[j] = j;
	for (let j = 0; j < k; j++) {
		const r = randomInt(rng, j, n - 1);
		const t = perm[r];
		perm[r] = perm[j];
		perm[j] = t;
		out[t] = 1;
	}
}
