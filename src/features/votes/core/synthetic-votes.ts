/**
 * Seeded synthetic votes from a Bradley-Terry model with ties, for the bench and the tests: K
 * models with log-strengths drawn from N(0, spread^2), each vote a pair of distinct models drawn
 * uniformly, a tie with probability `tieShare`, else side a wins with probability
 * 1 / (1 + e^-(theta_a - theta_b)). Vote v's randomness comes from `rngForDraw(seed, chunk)` of
 * its chunk of 65,536 votes, so a large log is made in chunks that do not depend on each other.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { randomInt, rngForDraw } from '../../../core/random.ts';
import { normalSample } from '../../../core/perturbations/gamma.ts';
import { A_WINS, B_WINS, TIE, type Votes } from './votes.ts';

interface SyntheticVotesOptions {
	readonly models: number;
	readonly votes: number;
	readonly seed: number;
	/** SD of the true log-strengths (1.2: a top-250 Arena board spans about 1,000 points). */
	readonly spread?: number;
	readonly tieShare?: number;
}

const CHUNK = 1 << 16;

/** Synthetic votes and the true log-strengths they were drawn from. */
export function syntheticVotes(options: SyntheticVotesOptions): {
	votes: Votes;
	theta: Float64Array;
} {
	const { models: K, votes: N, seed, spread = 1.2, tieShare = 0.2 } = options;
	const strengths = rngForDraw(seed, 0);
	const theta = Float64Array.from({ length: K }, () => spread * normalSample(strengths));
	const a = new Int32Array(N);
	const b = new Int32Array(N);
	const outcome = new Uint8Array(N);
	for (let start = 0; start < N; start += CHUNK) {
		const rng = rngForDraw(seed, 1 + start / CHUNK);
		for (let v = start; v < Math.min(N, start + CHUNK); v++) {
			const x = randomInt(rng, 0, K - 1);
			let y = randomInt(rng, 0, K - 2);
			if (y >= x) y++;
			a[v] = x;
			b[v] = y;
			const u = uniformFloat64(rng);
			const pWin = 1 / (1 + Math.exp(theta[y] - theta[x]));
			outcome[v] = u < tieShare ? TIE : u < tieShare + (1 - tieShare) * pWin ? A_WINS : B_WINS;
		}
	}
	return {
		votes: {
			models: Array.from({ length: K }, (_, m) => `model-${String(m).padStart(3, '0')}`),
			a,
			b,
			outcome,
			row: Int32Array.from({ length: N }, (_, v) => v),
			time: null,
			columns: []
		},
		theta
	};
}
