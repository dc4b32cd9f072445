/**
 * Ordinary least squares with the classic standard errors: beta = argmin |y - X beta|^2, solved by
 * Householder QR (Golub & Van Loan, *Matrix Computations*, 4th ed., section 5.3), and
 * Var(beta) = sigma^2 (X'X)^-1 with sigma^2 = RSS / (n - p) — the homoskedastic covariance of
 * `statsmodels.api.OLS(y, X).fit().bse`, or numpy: `beta = lstsq(X, y)`,
 * `se = sqrt(diag(inv(X.T @ X)) * rss / (n - p))`.
 *
 * `sweep-figures.ts`'s `leastSquares` is the one-regressor line through a chart; this is the
 * general fit, for a coefficient and its standard error.
 */

interface OlsFit {
	/** Coefficients, one per column of X. */
	readonly beta: Float64Array;
	/** Classic standard errors (NaN when n <= p: no residual degrees of freedom). */
	readonly se: Float64Array;
	/** Residual degrees of freedom, n - p. */
	readonly df: number;
	/** Residual sum of squares. */
	readonly rss: number;
}

/** Why a fit has no coefficients: fewer rows than columns, or columns that are not independent. */
type OlsProblem = 'too-few-rows' | 'collinear';

/** A column whose remaining norm falls under this share of its own norm is dependent. */
const RANK_TOLERANCE = 1e-10;

/**
 * OLS of `y` (n values) on `x` (n rows of p columns, row-major: `x[i * p + j]`). Every value must
 * be finite (leave incomplete rows out first). Returns the problem instead of a fit when n < p
 * or the columns are (numerically) dependent.
 */
export function ols(x: ArrayLike<number>, y: ArrayLike<number>, p: number): OlsFit | OlsProblem {
	const n = y.length;
	if (x.length !== n * p) throw new RangeError(`ols: x has ${x.length} values, not ${n} x ${p}`);
	if (n < p || p < 1) return 'too-few-rows';
	// Column-major copies: a[j][i].
	const a = Array.from({ length: p }, (_, j) =>
		Float64Array.from({ length: n }, (_, i) => x[i * p + j])
	);
	const b = Float64Array.from(y);
	const norms = a.map((col) => Math.sqrt(col.reduce((s, v) => s + v * v, 0)));
	const r = new Float64Array(p * p);
	for (let k = 0; k < p; k++) {
		const col = a[k];
		let s = 0;
		for (let i = k; i < n; i++) s += col[i] * col[i];
		const alpha = Math.sqrt(s);
		if (!(alpha > RANK_TOLERANCE * norms[k])) return 'collinear';
		// v = col[k:] + sign(col[k]) alpha e1, applied as H = I - 2 v v' / v'v.
		const sign = col[k] >= 0 ? 1 : -1;
		const v = col.slice(k);
		v[0] += sign * alpha;
		let vv = 0;
		for (let i = 0; i < v.length; i++) vv += v[i] * v[i];
		const reflect = (target: Float64Array) => {
			let d = 0;
			for (let i = 0; i < v.length; i++) d += v[i] * target[k + i];
			const f = (2 * d) / vv;
			for (let i = 0; i < v.length; i++) target[k + i] -= f * v[i];
		};
		for (let j = k; j < p; j++) reflect(a[j]);
		reflect(b);
		for (let j = k; j < p; j++) r[k * p + j] = a[j][k];
	}
	// R beta = (Q'y)[0:p], back substitution.
	const beta = new Float64Array(p);
	for (let k = p - 1; k >= 0; k--) {
		let s = b[k];
		for (let j = k + 1; j < p; j++) s -= r[k * p + j] * beta[j];
		beta[k] = s / r[k * p + k];
	}
	let rss = 0;
	for (let i = p; i < n; i++) rss += b[i] * b[i];
	const df = n - p;
	// (X'X)^-1 = R^-1 R^-T: the diagonal is the squared norms of the rows of R^-1.
	const inv = new Float64Array(p * p);
	for (let c = 0; c < p; c++) {
		for (let k = p - 1; k >= 0; k--) {
			let s = k === c ? 1 : 0;
			for (let j = k + 1; j < p; j++) s -= r[k * p + j] * inv[j * p + c];
			inv[k * p + c] = s / r[k * p + k];
		}
	}
	const sigma2 = df > 0 ? rss / df : Number.NaN;
	const se = new Float64Array(p);
	for (let k = 0; k < p; k++) {
		let s = 0;
		for (let c = 0; c < p; c++) s += inv[k * p + c] * inv[k * p + c];
		se[k] = Math.sqrt(sigma2 * s);
	}
	return { beta, se, df, rss };
}
