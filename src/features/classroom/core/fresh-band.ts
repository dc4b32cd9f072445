/**
 * The classroom's noise floor of tau-b as a simulation can know it: tau-b between two fresh test
 * sets of the same size from the same source, over `FRESH_PAIRS` pairs. This is what "two test
 * sets of this size rank the models" means; a real benchmark, which has one test set, can only
 * estimate it, and the app's estimate is the bootstrap's (`noise.ts`: tau-b between two resamples
 * of the one test set, Efron 1979).
 *
 * The bootstrap's estimate is biased upwards when the models are close: its two resamples share
 * the one test set, so they share the chance gaps between the models on it and agree on them as if
 * they were real. At the generated spacing the models are far apart and both bands nearly
 * coincide; at spacing 0 (every model equally able: any ranking is noise) two fresh test sets
 * agree around tau-b 0 while the bootstrap's resamples still agree around 0.4
 * (`tests/unit/features/classroom/claims.test.ts` pins both). Read against the bootstrap, pure noise is
 * then "below what sampling noise alone gives" about half the time; against this band, in about 5%
 * of draws, as a 5% point should be.
 *
 * How the test sets are drawn: the pool writes `FRESH_POOL_ITEMS` fresh items once per scenario
 * and spacing (`pool.ts`: the generator's items, answered by the models at that spacing, draw 0 of
 * the `freshBand` stream), and each pair is two disjoint random sets of `size` of them (a partial
 * Fisher-Yates shuffle, Knuth's Algorithm P, continued from pair to pair). Two disjoint sets from
 * a pool twenty times their size differ exactly as two sets from the endless source do (the
 * variance of a difference of means of disjoint samples has no finite-population correction), and
 * the pool's own means sit within 1/sqrt(20) of a test set's noise of the source's. Writing 400
 * test sets of 2,000 items afresh costs about a second of CPU; the pool, a twentieth of that.
 *
 * Randomness: the pool is draw 0 of the `freshBand` stream, the same uniforms for every spacing
 * (common random numbers, as every fresh test set); the shuffles of a band are one generator,
 * draw `BAND_DRAW[size]` of the `freshBandDraws` stream. A band depends on (seed, size, spacing)
 * alone, not on which test sets the class drew: a redraw keeps it.
 */
import { kendallTauB, kendallScratch } from '../../../core/kendall.ts';
import { randomInt, rngForDraw } from '../../../core/random.ts';
import { spreadOf, type FloorSpread } from '../../../core/stats/noise-floor.ts';
import { freshCells, NOISE_SIZES, type NoiseSize } from './pool.ts';
import { STREAM, streamSeed, type ClassroomScenario } from './scenario.ts';

/** Pairs of test sets behind a band. */
export const FRESH_PAIRS = 200;

/** Fresh items in the pool the band's test sets are drawn from (20 x the larger test set). */
export const FRESH_POOL_ITEMS = 40_000;

/** The draw of the `freshBandDraws` stream that shuffles each size's band. */
const BAND_DRAW: Readonly<Record<NoiseSize, number>> = { small: 0, large: 1 };

/** Bands kept: five numbers each (a class moves step 3's slider back and forth; the claims test visits 50 seeds). */
const CACHE_SIZE = 256;
const bands = new Map<string, FloorSpread>();
let pool: { key: string; cells: Uint8Array } | null = null;

/** The scenario's pool of fresh items at `spacing`: 0/1 cells, items x models (the last one kept). */
function poolAt(scenario: ClassroomScenario, spacing: number): Uint8Array {
	const key = `${scenario.seed}/${spacing}`;
	if (pool?.key !== key) {
		const options = { shift: 0, spacing };
		const cells = freshCells(scenario, STREAM.freshBand, 0, FRESH_POOL_ITEMS, options);
		pool = { key, cells };
	}
	return pool.cells;
}

/**
 * tau-b between two disjoint test sets of `size` drawn from the scenario's pool of fresh items
 * with the models at `spacing`: its 5%, 50% and 95% quantiles over `FRESH_PAIRS` pairs (numpy's
 * 'linear' quantile; a pair whose tau-b is undefined, every model tied on one set, is left out
 * and counted).
 */
export function freshBand(
	scenario: ClassroomScenario,
	size: NoiseSize,
	spacing: number
): FloorSpread {
	const key = `${scenario.seed}/${size}/${spacing}`;
	const kept = bands.get(key);
	if (kept) return kept;
	const cells = poolAt(scenario, spacing);
	const M = scenario.models.length;
	const k = NOISE_SIZES[size];
	const n = FRESH_POOL_ITEMS;
	const perm = Uint32Array.from({ length: n }, (_, i) => i);
	const rng = rngForDraw(streamSeed(scenario.seed, STREAM.freshBandDraws), BAND_DRAW[size]);
	const solved = [new Int32Array(M), new Int32Array(M)];
	const scratch = kendallScratch(M);
	const taus = new Float64Array(FRESH_PAIRS);
	for (let p = 0; p < FRESH_PAIRS; p++) {
		for (let half = 0; half < 2; half++) {
			const sums = solved[half].fill(0);
			for (let j = half * k, end = j + k; j < end; j++) {
				const r = randomInt(rng, j, n - 1);
				const item = perm[r];
				perm[r] = perm[j];
				perm[j] = item;
				const row = item * M;
				for (let m = 0; m < M; m++) sums[m] += cells[row + m];
			}
		}
		taus[p] = kendallTauB(solved[0], solved[1], scratch);
	}
	const band = spreadOf(taus, FRESH_PAIRS);
	if (bands.size >= CACHE_SIZE) bands.delete(bands.keys().next().value!);
	bands.set(key, band);
	return band;
}
