/**
 * `drawWeights` with the generator inlined: the same draws, bit for bit (tests compare them on
 * many seeds and sizes), several times faster, because drawing is most of the cost of a run once
 * counting is fast.
 *
 * Inlined: pure-rand's xoroshiro128+ (`XoroShiro128Plus.next`, 32-bit halves; Blackman and Vigna,
 * "Scrambled linear pseudorandom number generators", ACM TOMS 47(4), 2021) seeded as
 * `xoroshiro128plus(drawSeed(seed, d))` does, and pure-rand's `uniformInt` for ranges below
 * 2^32 (rejection sampling: a 32-bit value is kept below the largest multiple of the range size,
 * then reduced modulo the range size).
 */
import { drawWeights, subsampleSize, type DrawScratch, type Perturbation } from '../draws.ts';
import { drawSeed } from '../random.ts';

/** Fills `scratch.weights` with draw `drawIndex`'s weights, exactly as `drawWeights` does. */
export function drawWeightsFast(
	nItems: number,
	perturbation: Perturbation,
	seed: number,
	drawIndex: number,
	scratch: DrawScratch
): Uint32Array {
	// A partial bootstrap (strength below 1, chosen by hand, rare) takes the plain path.
	if (perturbation.kind === 'bootstrap' && (perturbation.strength ?? 1) < 1) {
		return drawWeights(nItems, perturbation, seed, drawIndex, scratch);
	}
	const s = drawSeed(seed, drawIndex);
	// xoroshiro128plus(seed): state (s01, s00, s11, s10) = (-1, ~seed, seed | 0, 0)
	let s01 = -1;
	let s00 = ~s;
	let s11 = s | 0;
	let s10 = 0;
	const w = scratch.weights;
	w.fill(0);
	if (perturbation.kind === 'bootstrap') {
		const range = nItems;
		const max = range > 2 ? ~~(4294967296 / range) * range : 4294967296;
		for (let j = 0; j < nItems; j++) {
			let delta: number;
			do {
				// next(): output, then step the state
				delta = (((s00 + s10) | 0) ^ -2147483648) >>> 0;
				const a0 = s10 ^ s00;
				const a1 = s11 ^ s01;
				const t00 = s00;
				const t01 = s01;
				s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
				s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
				s10 = (a1 << 5) ^ (a0 >>> 27);
				s11 = (a0 << 5) ^ (a1 >>> 27);
			} while (delta >= max);
			w[delta - Math.floor(delta / range) * range]++;
		}
	} else {
		const k = subsampleSize(nItems, perturbation.fraction);
		const perm = scratch.perm;
		for (let j = 0; j < nItems; j++) perm[j] = j;
		for (let j = 0; j < k; j++) {
			const range = nItems - j;
			const max = range > 2 ? ~~(4294967296 / range) * range : 4294967296;
			let delta: number;
			do {
				delta = (((s00 + s10) | 0) ^ -2147483648) >>> 0;
				const a0 = s10 ^ s00;
				const a1 = s11 ^ s01;
				const t00 = s00;
				const t01 = s01;
				s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
				s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
				s10 = (a1 << 5) ^ (a0 >>> 27);
				s11 = (a0 << 5) ^ (a1 >>> 27);
			} while (delta >= max);
			const r = j + (delta - Math.floor(delta / range) * range);
			const t = perm[r];
			perm[r] = perm[j];
			perm[j] = t;
			w[t] = 1;
		}
	}
	return w;
}
