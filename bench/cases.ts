/** The benchmark's cases and draws, shared by the Node runner and the browser page. */
import { drawScratch, type PerturbationKind } from '../src/core/draws.ts';
import { drawWeightsFast } from '../src/core/kernels/draws-fast.ts';

export interface Size {
	readonly name: string;
	readonly models: number;
	readonly items: number;
	readonly draws: number;
	/** Required engine / numpy ratio. */
	readonly target: number;
}

export const SIZES: readonly Size[] = [
	{ name: 'S', models: 20, items: 500, draws: 10_000, target: 0.5 },
	{ name: 'Mid', models: 100, items: 14_042, draws: 1_000, target: 0.5 },
	{ name: 'L', models: 1_000, items: 14_042, draws: 1_000, target: 0.25 },
	{ name: 'XL', models: 4_000, items: 60_000, draws: 200, target: 0.25 }
];

export const FRACTION = 0.5;
export const DRAW_SEED = 20_240_521;
export const matrixSeed = (size: Size) => 1_000 + size.models + size.items;

/**
 * The draws of a run, generated once: draw-major, one byte per item. Drawn with the engine's
 * inlined generator, which gives exactly `drawWeights`' draws (tests/unit/kernels) faster.
 */
export function generateDraws(nItems: number, kind: PerturbationKind, nDraws: number): Uint8Array {
	const out = new Uint8Array(nDraws * nItems);
	const scratch = drawScratch(nItems);
	for (let d = 0; d < nDraws; d++) {
		const w = drawWeightsFast(nItems, { kind, fraction: FRACTION }, DRAW_SEED, d, scratch);
		for (let i = 0; i < nItems; i++) {
			if (w[i] > 255) throw new RangeError('a weight does not fit in a byte');
		}
		out.set(w, d * nItems);
	}
	return out;
}
