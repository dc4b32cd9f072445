/**
 * The Gram matrix update C += Eᵀ E of one tile of cluster sums (`covariance.ts`), written for
 * speed in plain JavaScript: E is model-major (model m's `width` values at m * stride), so each
 * C_jk is a dot product of two short contiguous rows, and 2 x 2 blocks of C share their loads
 * (four multiply-adds per four loads instead of one per two). Only the upper triangle (k ≥ j) is
 * accumulated; `covariance.ts` mirrors it.
 */

/** C[j * p + k] += Σ_t E[j * stride + t] E[k * stride + t] for k ≥ j, t < width. */
export function accumulateGram(
	gram: Float64Array,
	tile: Float64Array,
	p: number,
	stride: number,
	width: number
): void {
	let j = 0;
	for (; j + 1 < p; j += 2) {
		const a = j * stride;
		const b = a + stride;
		// the diagonal 2 x 2 block: (j, j), (j, j + 1), (j + 1, j + 1)
		let s00 = 0;
		let s01 = 0;
		let s11 = 0;
		for (let t = 0; t < width; t++) {
			const x = tile[a + t];
			const y = tile[b + t];
			s00 += x * x;
			s01 += x * y;
			s11 += y * y;
		}
		gram[j * p + j] += s00;
		gram[j * p + j + 1] += s01;
		gram[(j + 1) * p + j + 1] += s11;
		let k = j + 2;
		for (; k + 1 < p; k += 2) {
			const c = k * stride;
			const d = c + stride;
			let t00 = 0;
			let t01 = 0;
			let t10 = 0;
			let t11 = 0;
			for (let t = 0; t < width; t++) {
				const x = tile[a + t];
				const y = tile[b + t];
				const u = tile[c + t];
				const v = tile[d + t];
				t00 += x * u;
				t01 += x * v;
				t10 += y * u;
				t11 += y * v;
			}
			gram[j * p + k] += t00;
			gram[j * p + k + 1] += t01;
			gram[(j + 1) * p + k] += t10;
			gram[(j + 1) * p + k + 1] += t11;
		}
		if (k < p) {
			gram[j * p + k] += dot(tile, a, k * stride, width);
			gram[(j + 1) * p + k] += dot(tile, b, k * stride, width);
		}
	}
	if (j < p) gram[j * p + j] += dot(tile, j * stride, j * stride, width);
}

function dot(tile: Float64Array, a: number, b: number, width: number): number {
	let s = 0;
	for (let t = 0; t < width; t++) s += tile[a + t] * tile[b + t];
	return s;
}
