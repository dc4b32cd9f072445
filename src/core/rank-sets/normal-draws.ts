/**
 * The parametric bootstrap's draws: Z ~ N(0, Σ), the estimation error of the means as the normal
 * approximation has it (Mogstad, Romano, Shaikh & Wilhelm 2024, section 3: "θ̂ − θ is
 * approximately N(0, Σ)"; csranks draws them with `MASS::mvrnorm`). Z_b = L g_b with L a Cholesky
 * factor of Σ and g_b standard normals; draw b's normals come from its own seeded generator
 * (`rngForDraw(seed, b)`, Box–Muller), so the draws depend on (seed, b) alone.
 *
 * Σ may be singular (more models than items, two models with the same scores, a model that
 * scores the same on every item): `choleskyPsd` then zeroes a column whose pivot is below a
 * relative tolerance, which gives L Lᵀ = Σ for a positive semi-definite Σ up to that tolerance
 * (N. J. Higham 1990, "Analysis of the Cholesky decomposition of a semi-definite matrix", in
 * Reliable Numerical Computation, OUP, section 2: the factor of a semi-definite matrix).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { rngForDraw } from '../random.ts';

/** A pivot below this share of its diagonal entry counts as zero (semi-definite Σ). */
const PIVOT_TOLERANCE = 1e-10;

/**
 * The lower Cholesky factor L (row-major p x p, zero above the diagonal) of a symmetric positive
 * semi-definite `cov` (Cholesky–Banachiewicz, row by row: contiguous dot products).
 */
export function choleskyPsd(cov: Float64Array, p: number): Float64Array {
	const L = new Float64Array(p * p);
	for (let i = 0; i < p; i++) {
		const ri = i * p;
		for (let j = 0; j <= i; j++) {
			const rj = j * p;
			let s = cov[ri + j];
			for (let k = 0; k < j; k++) s -= L[ri + k] * L[rj + k];
			if (j < i) {
				const d = L[rj + j];
				L[ri + j] = d > 0 ? s / d : 0;
			} else {
				const diag = cov[ri + i];
				L[ri + i] = s > PIVOT_TOLERANCE * diag && s > 0 ? Math.sqrt(s) : 0;
			}
		}
	}
	return L;
}

/** Fills `out` with p standard normals of draw `b` (Box–Muller on xoroshiro128+ uniforms). */
export function standardNormals(seed: number, b: number, out: Float64Array): Float64Array {
	const rng = rngForDraw(seed, b);
	const next = () => uniformFloat64(rng);
	for (let k = 0; k < out.length; k += 2) {
		// 1 − u is in (0, 1], so the logarithm is finite.
		const radius = Math.sqrt(-2 * Math.log(1 - next()));
		const angle = 2 * Math.PI * next();
		out[k] = radius * Math.cos(angle);
		if (k + 1 < out.length) out[k + 1] = radius * Math.sin(angle);
	}
	return out;
}

/** Draws per block: each row of L is read once for this many draws. */
const BLOCK = 4;

/**
 * R draws of Z = L g (draw-major: draw b's p values at b * p). `normals` (R x p standard normals,
 * draw-major) replaces the seeded generator (tests and the benchmark feed their own).
 */
export function bootstrapDraws(
	L: Float64Array,
	p: number,
	R: number,
	seed: number,
	normals?: Float64Array,
	onDraws?: (done: number) => void
): Float64Array {
	if (normals && normals.length !== R * p) {
		throw new RangeError(`normals has ${normals.length} values, expected ${R * p}`);
	}
	const Z = new Float64Array(R * p);
	const g = new Float64Array(BLOCK * p);
	for (let b0 = 0; b0 < R; b0 += BLOCK) {
		const count = Math.min(BLOCK, R - b0);
		for (let d = 0; d < count; d++) {
			const out = g.subarray(d * p, (d + 1) * p);
			if (normals) out.set(normals.subarray((b0 + d) * p, (b0 + d + 1) * p));
			else standardNormals(seed, b0 + d, out);
		}
		if (count === BLOCK) multiplyBlock(L, p, g, Z, b0);
		else {
			for (let d = 0; d < count; d++) {
				for (let i = 0; i < p; i++) {
					let s = 0;
					for (let k = 0; k <= i; k++) s += L[i * p + k] * g[d * p + k];
					Z[(b0 + d) * p + i] = s;
				}
			}
		}
		onDraws?.(b0 + count);
	}
	return Z;
}

/** Z rows b0 … b0 + 3 = L g for four draws at once (one pass over L). */
function multiplyBlock(L: Float64Array, p: number, g: Float64Array, Z: Float64Array, b0: number) {
	for (let i = 0; i < p; i++) {
		const r = i * p;
		let s0 = 0;
		let s1 = 0;
		let s2 = 0;
		let s3 = 0;
		for (let k = 0; k <= i; k++) {
			const l = L[r + k];
			s0 += l * g[k];
			s1 += l * g[p + k];
			s2 += l * g[2 * p + k];
			s3 += l * g[3 * p + k];
		}
		Z[b0 * p + i] = s0;
		Z[(b0 + 1) * p + i] = s1;
		Z[(b0 + 2) * p + i] = s2;
		Z[(b0 + 3) * p + i] = s3;
	}
}
