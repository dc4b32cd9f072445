/**
 * Seeded randomness. Every draw gets its own generator derived from (seed, draw index) alone,
 * so a run gives identical numbers however its draws are split across workers.
 *
 * Generator: xoroshiro128+ from pure-rand (https://github.com/dubzzz/pure-rand), seeded with a
 * 32-bit value mixed by Chris Wellons' `lowbias32` integer hash
 * (https://nullprogram.com/blog/2018/07/31/), so neighbouring draw indices get unrelated streams.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type Rng = ReturnType<typeof xoroshiro128plus>;

/** Largest seed the app accepts (seeds are unsigned 32-bit integers). */
export const MAX_SEED = 0xffffffff;

/** `lowbias32`: a 32-bit integer hash with low bias (Wellons 2018). */
function lowbias32(x: number): number {
	x = (x ^ (x >>> 16)) >>> 0;
	x = Math.imul(x, 0x7feb352d) >>> 0;
	x = (x ^ (x >>> 15)) >>> 0;
	x = Math.imul(x, 0x846ca68b) >>> 0;
	return (x ^ (x >>> 16)) >>> 0;
}

/** The 32-bit seed of draw `drawIndex` in a run seeded with `seed`. */
export function drawSeed(seed: number, drawIndex: number): number {
	const h = lowbias32(seed >>> 0);
	return lowbias32((h ^ Math.imul((drawIndex + 1) >>> 0, 0x9e3779b9)) >>> 0);
}

/** A fresh generator for one draw. */
export function rngForDraw(seed: number, drawIndex: number): Rng {
	return xoroshiro128plus(drawSeed(seed, drawIndex));
}

/** Uniform integer in [from, to] (both included), unbiased (rejection sampling). */
export function randomInt(rng: Rng, from: number, to: number): number {
	return uniformInt(rng, from, to);
}

/** A random seed for the "new seed" button: any unsigned 32-bit integer. */
export function freshSeed(random: () => number = Math.random): number {
	return Math.floor(random() * (MAX_SEED + 1)) >>> 0;
}
