/**
 * The stepdown tests behind the rank confidence sets (Mogstad, Romano, Shaikh & Wilhelm 2024,
 * "Inference for Ranks with Applications to Mobility across Neighborhoods and Academic
 * Achievement across Countries", Review of Economic Studies 91(1):476-518,
 * https://doi.org/10.1093/restud/rdad006, section 3 and its Algorithm 3.1).
 *
 * For an ordered pair (j, k) the hypothesis H_jk: θ_j ≤ θ_k ("j is not better than k") is
 * rejected when its studentised difference t_jk = (θ̂_j − θ̂_k) / σ_jk exceeds the critical value
 * q(I) of the family I still standing: the `level` quantile, over the bootstrap draws Z, of
 * max_{(j,k) in I} (Z_j − Z_k) / σ_jk. Rejected hypotheses leave the family and the critical
 * value is recomputed on the rest, until a step rejects nothing (the stepdown of Romano & Wolf
 * 2005, which keeps the family-wise error at most 1 − level). A rejected H_jk reads "j is surely
 * better than k".
 *
 * - **Simultaneous**: the family of every ordered pair; all models' rank sets hold at once.
 * - **Marginal** (model i): the pairs (i, k) and (k, i); model i's own set.
 *
 * One set of draws serves every step and every model (csranks draws afresh at each step): with
 * shared draws a smaller family never gets a larger critical value, which is why the simultaneous
 * set always contains the marginal one. A later step recomputes only the draws whose largest pair
 * has just been rejected; the others keep their maximum (a family that shrinks cannot raise it).
 *
 * **Speed** (issue 22: 1,000 models in seconds; a plain loop is O(p²) per draw and step). A
 * model's largest statistic in a draw, max_k s (Z_i − Z_k) / σ_ik over the partners still
 * standing, is found from the draw's models sorted by Z (`orders`, computed once per draw): the
 * partners of the largest gaps come first, and the scan stops as soon as the largest gap left,
 * times the largest 1/σ_ik left, cannot beat the maximum found — exact, and usually after a few
 * partners, because 1/σ_ik varies little within a row. The few partners with the largest 1/σ_ik
 * of each row (`RowBounds.special`: near-duplicate models, whose differences have small standard
 * errors) are evaluated in every draw instead, so that they do not loosen the bound for the rest.
 */

/** Estimates, standard errors of their differences, and observed t, dense p x p. */
interface Pairs {
	readonly p: number;
	/** 1 / σ_jk (symmetric); 0 on the diagonal and where σ_jk = 0 (the draws cannot separate them). */
	readonly inv: Float64Array;
	/** t_jk = (θ̂_j − θ̂_k) / σ_jk; ±Infinity where σ_jk = 0 and the estimates differ. */
	readonly t: Float64Array;
}

/** σ²_jk below this share of Σ_jj + Σ_kk counts as 0 (the same scores up to rounding). */
const ZERO_VARIANCE = 1e-12;

/** The pair table of estimates θ̂ and their covariance Σ (p x p, row-major). */
export function pairTable(estimate: Float64Array, cov: Float64Array, p: number): Pairs {
	const inv = new Float64Array(p * p);
	const t = new Float64Array(p * p);
	for (let j = 0; j < p; j++) {
		const vj = cov[j * p + j];
		for (let k = j + 1; k < p; k++) {
			const vk = cov[k * p + k];
			const v = vj + vk - 2 * cov[j * p + k];
			const d = estimate[j] - estimate[k];
			let tjk: number;
			if (v > ZERO_VARIANCE * (vj + vk)) {
				const w = 1 / Math.sqrt(v);
				inv[j * p + k] = inv[k * p + j] = w;
				tjk = d * w;
			} else tjk = d > 0 ? Infinity : d < 0 ? -Infinity : 0;
			t[j * p + k] = tjk;
			t[k * p + j] = -tjk;
		}
	}
	return { p, inv, t };
}

/** What bounds a row's statistics (see the module comment). */
interface RowBounds {
	/** Partners evaluated in every draw: row i's at [i * H, (i + 1) * H). */
	readonly H: number;
	readonly special: Int32Array;
	/** Largest and smallest 1/σ_ik over row i's other partners. */
	readonly upper: Float64Array;
	readonly lower: Float64Array;
	/** Largest 1/σ_ik over all of row i's partners. */
	readonly all: Float64Array;
}

/** Partners per row evaluated in every draw. */
const SPECIAL = 4;

export function rowBounds(pairs: Pairs): RowBounds {
	const { p, inv } = pairs;
	const H = Math.min(SPECIAL, Math.max(0, p - 1));
	const special = new Int32Array(p * H);
	const upper = new Float64Array(p);
	const lower = new Float64Array(p);
	const all = new Float64Array(p);
	const top = new Int32Array(H);
	for (let i = 0; i < p; i++) {
		const row = i * p;
		let n = 0;
		for (let k = 0; k < p; k++) {
			if (k === i) continue;
			// insertion into the H largest so far
			let at = n < H ? n++ : H;
			while (at > 0 && inv[row + top[at - 1]] < inv[row + k]) {
				if (at < H) top[at] = top[at - 1];
				at--;
			}
			if (at < H) top[at] = k;
		}
		special.set(top.subarray(0, H), i * H);
		let hi = 0;
		let lo = Infinity;
		for (let k = 0; k < p; k++) {
			if (k === i || top.subarray(0, H).includes(k)) continue;
			hi = Math.max(hi, inv[row + k]);
			lo = Math.min(lo, inv[row + k]);
		}
		upper[i] = hi;
		lower[i] = lo === Infinity ? 0 : lo;
		all[i] = Math.max(hi, H ? inv[row + top[0]] : 0);
	}
	return { H, special, upper, lower, all };
}

/** Each draw's models by ascending Z (draw-major, R x p). */
export function drawOrders(Z: Float64Array, R: number, p: number): Int32Array {
	const orders = new Int32Array(R * p);
	for (let b = 0; b < R; b++) {
		const o = orders.subarray(b * p, (b + 1) * p);
		for (let k = 0; k < p; k++) o[k] = k;
		const zb = b * p;
		o.sort((x, y) => Z[zb + x] - Z[zb + y] || x - y);
	}
	return orders;
}

/** The draws with everything a row scan needs. */
export interface DrawSet {
	readonly Z: Float64Array;
	readonly R: number;
	readonly orders: Int32Array;
	readonly pairs: Pairs;
	readonly bounds: RowBounds;
}

/** Which partners of a row stand in a direction: `pen[base + k * stride]` is 0 (else −Infinity). */
interface Standing {
	readonly pen: Float64Array;
	readonly base: number;
	readonly stride: number;
}

/** The argmax of the last scan: 2k for the direction (i, k), 2k + 1 for (k, i). */
let lastCode = -1;

/**
 * max over standing partners k of (Z_i − Z_k) / σ_ik (`up`, partners from the lowest Z upward)
 * or (Z_k − Z_i) / σ_ik (down, from the highest), above `best`; stops when the gap bound cannot
 * beat it (module comment). Special partners are bounded by nothing: the caller evaluates them.
 */
function scanSide(s: DrawSet, b: number, i: number, up: boolean, on: Standing, best: number) {
	const { Z, orders } = s;
	const { p, inv } = s.pairs;
	const U = s.bounds.upper[i];
	const Lo = s.bounds.lower[i];
	const zb = b * p;
	const ob = b * p;
	const zi = Z[zb + i];
	const ri = i * p;
	const { pen, base, stride } = on;
	for (let x = 0; x < p; x++) {
		const k = orders[ob + (up ? x : p - 1 - x)];
		const gap = up ? zi - Z[zb + k] : Z[zb + k] - zi;
		if ((gap >= 0 ? gap * U : gap * Lo) <= best) break;
		if (k === i || pen[base + k * stride] !== 0) continue;
		const v = gap * inv[ri + k];
		if (v > best) {
			best = v;
			lastCode = 2 * k + (up ? 0 : 1);
		}
	}
	return best;
}

/** Row i's special partners in the standing directions, above `best`. */
function scanSpecial(s: DrawSet, b: number, i: number, on1: Standing, on2: Standing, best: number) {
	const { H, special } = s.bounds;
	const p = s.pairs.p;
	const zi = s.Z[b * p + i];
	for (let h = 0; h < H; h++) {
		const k = special[i * H + h];
		const a = (zi - s.Z[b * p + k]) * s.pairs.inv[i * p + k];
		if (on1.pen[on1.base + k * on1.stride] === 0 && a > best) {
			best = a;
			lastCode = 2 * k;
		}
		if (on2.pen[on2.base + k * on2.stride] === 0 && -a > best) {
			best = -a;
			lastCode = 2 * k + 1;
		}
	}
	return best;
}

/**
 * Model i's largest statistic in draw b over the directions standing (`on1`: (i, k), `on2`:
 * (k, i)), or `floor` when none is above it; its code in `out[at]` (−1 then).
 */
export function rowMax(
	s: DrawSet,
	b: number,
	i: number,
	on1: Standing,
	on2: Standing,
	out: Int32Array,
	at: number,
	floor = -Infinity
): number {
	lastCode = -1;
	let best = scanSpecial(s, b, i, on1, on2, floor);
	best = scanSide(s, b, i, true, on1, best);
	best = scanSide(s, b, i, false, on2, best);
	out[at] = lastCode;
	return best;
}

/**
 * Each draw's and model's largest |Z_i − Z_k| / σ_ik over its partners (`T`, draw-major R x p)
 * and the pair that gave it (`A`: 2k for the direction (i, k), 2k + 1 for (k, i)): the marginal
 * families' first step; their maximum per draw is the simultaneous first step. (`rowMax` with
 * every direction standing, written out: it runs R x p times.)
 */
export function firstPass(
	s: DrawSet,
	onDraw?: (done: number) => void
): { T: Float64Array; A: Int32Array } {
	const { R, Z, orders } = s;
	const { p, inv } = s.pairs;
	const { H, special, upper } = s.bounds;
	const T = new Float64Array(R * p);
	const A = new Int32Array(R * p);
	for (let b = 0; b < R; b++) {
		const zb = b * p;
		const zLow = Z[zb + orders[zb]];
		const zHigh = Z[zb + orders[zb + p - 1]];
		for (let i = 0; i < p; i++) {
			const zi = Z[zb + i];
			const ri = i * p;
			let best = -Infinity;
			let code = -1;
			for (let h = 0; h < H; h++) {
				const k = special[i * H + h];
				const a = (zi - Z[zb + k]) * inv[ri + k];
				const v = a < 0 ? -a : a;
				if (v > best) {
					best = v;
					code = 2 * k + (a < 0 ? 1 : 0);
				}
			}
			const U = upper[i];
			// Both ends at once: the larger gap next, until it cannot beat the best.
			let lo = 0;
			let hi = p - 1;
			let gLo = zi - zLow;
			let gHi = zHigh - zi;
			while (lo <= hi) {
				const takeHigh = gHi >= gLo;
				const gap = takeHigh ? gHi : gLo;
				if (gap * U <= best) break;
				const k = orders[zb + (takeHigh ? hi : lo)];
				if (takeHigh) {
					hi--;
					gHi = hi >= 0 ? Z[zb + orders[zb + hi]] - zi : -Infinity;
				} else {
					lo++;
					gLo = lo < p ? zi - Z[zb + orders[zb + lo]] : -Infinity;
				}
				const v = gap * inv[ri + k];
				if (v > best && k !== i) {
					best = v;
					code = 2 * k + (takeHigh ? 1 : 0);
				}
			}
			T[zb + i] = best;
			A[zb + i] = code;
		}
		onDraw?.(b + 1);
	}
	return { T, A };
}

/**
 * The `level` quantile of `values`: numpy's `linear` method (R's type 7, as csranks'
 * `quantile`), the same number as `quantileSorted(sorted, level)`, found by selection (Hoare's
 * quickselect, expected O(R)) instead of a sort: it is taken once per model and step.
 */
export function criticalValue(
	values: Float64Array,
	level: number,
	scratch: Float64Array = new Float64Array(values.length)
): number {
	const n = values.length;
	if (n === 0) return Number.NaN;
	const a = scratch.subarray(0, n);
	a.set(values);
	const h = (n - 1) * level;
	const lo = Math.floor(h);
	const below = select(a, lo);
	let above = below;
	if (lo + 1 < n) {
		above = a[lo + 1];
		for (let x = lo + 2; x < n; x++) if (a[x] < above) above = a[x];
	}
	// numpy's `_lerp` of the two order statistics, as `quantileSorted` computes it
	if (above === below) return below;
	const t = h - lo;
	const diff = above - below;
	return t >= 0.5 ? above - diff * (1 - t) : below + diff * t;
}

/** Rearranges `a` so that a[k] is its k-th smallest value, smaller ones before, larger after. */
function select(a: Float64Array, k: number): number {
	let left = 0;
	let right = a.length - 1;
	while (right > left) {
		// median of three as the pivot
		const mid = (left + right) >>> 1;
		const x = a[left];
		const y = a[mid];
		const z = a[right];
		const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
		let i = left;
		let j = right;
		while (i <= j) {
			while (a[i] < pivot) i++;
			while (a[j] > pivot) j--;
			if (i <= j) {
				const t = a[i];
				a[i] = a[j];
				a[j] = t;
				i++;
				j--;
			}
		}
		if (k <= j) right = j;
		else if (k >= i) left = i;
		else break;
	}
	return a[k];
}

/** Rank bounds: lower = 1 + #{surely better}, upper = p − #{surely worse}. */
interface Bounds {
	readonly lower: Int32Array;
	readonly upper: Int32Array;
}

interface SimultaneousResult extends Bounds {
	/** `better[j * p + k]` = 1: H_jk was rejected, j is surely better than k. */
	readonly better: Uint8Array;
	/** The first step's critical value, and the steps taken. */
	readonly firstCritical: number;
	readonly steps: number;
}

/**
 * The simultaneous stepdown over every ordered pair (module comment), from the first pass.
 * `P[j * p + k]` is 0 while H_jk stands and −Infinity once it is rejected.
 */
export function simultaneousStepdown(
	s: DrawSet,
	first: { T: Float64Array; A: Int32Array },
	level: number,
	onStep?: (step: number) => void
): SimultaneousResult {
	const { R } = s;
	const { p, t } = s.pairs;
	const P = new Float64Array(p * p);
	for (let i = 0; i < p; i++) P[i * p + i] = -Infinity;
	const max = new Float64Array(R).fill(-Infinity);
	const from = new Int32Array(R).fill(-1);
	const to = new Int32Array(R).fill(-1);
	for (let b = 0; b < R; b++) {
		for (let i = 0; i < p; i++) {
			const v = first.T[b * p + i];
			if (v > max[b]) {
				const code = first.A[b * p + i];
				max[b] = v;
				from[b] = code & 1 ? code >> 1 : i;
				to[b] = code & 1 ? i : code >> 1;
			}
		}
	}
	const work = new Float64Array(R);
	let q = criticalValue(max, level, work);
	const firstCritical = q;
	let steps = 0;
	for (;;) {
		steps++;
		onStep?.(steps);
		let newly = 0;
		for (let x = 0; x < p * p; x++) {
			if (P[x] === 0 && t[x] > q) {
				P[x] = -Infinity;
				newly++;
			}
		}
		if (!newly) break;
		for (let b = 0; b < R; b++) {
			if (from[b] >= 0 && P[from[b] * p + to[b]] !== 0) {
				max[b] = drawMax(s, b, P, from, to);
			}
		}
		q = criticalValue(max, level, work);
	}
	const better = new Uint8Array(p * p);
	const lower = new Int32Array(p).fill(1);
	const upper = new Int32Array(p).fill(p);
	for (let j = 0; j < p; j++) {
		for (let k = 0; k < p; k++) {
			if (k === j || P[j * p + k] === 0) continue;
			better[j * p + k] = 1;
			lower[k]++;
			upper[j]--;
		}
	}
	return { lower, upper, better, firstCritical, steps };
}

const scratchCode = new Int32Array(1);

/** No partner stands in this direction. */
const NEVER: Standing = { pen: Float64Array.of(-Infinity), base: 0, stride: 0 };

/**
 * Draw b's largest (Z_j − Z_k) / σ_jk over the standing ordered pairs (each pair as row j's
 * upward scan), rows from the highest Z down, each skipped when its gap bound cannot beat the
 * maximum so far; the pair that gave it into `from[b]`, `to[b]`.
 */
function drawMax(s: DrawSet, b: number, P: Float64Array, from: Int32Array, to: Int32Array) {
	const { Z, orders } = s;
	const p = s.pairs.p;
	const zMin = Z[b * p + orders[b * p]];
	let best = -Infinity;
	from[b] = to[b] = -1;
	const row = { pen: P, base: 0, stride: 1 };
	for (let x = p - 1; x >= 0; x--) {
		const i = orders[b * p + x];
		// Every upward statistic of row i is at most (Z_i − min Z) times its largest 1/σ.
		if ((Z[b * p + i] - zMin) * s.bounds.all[i] <= best) continue;
		row.base = i * p;
		best = rowMax(s, b, i, row, NEVER, scratchCode, 0, best);
		if (scratchCode[0] >= 0) {
			from[b] = i;
			to[b] = scratchCode[0] >> 1;
		}
	}
	return best;
}

/**
 * Model i's marginal set: the stepdown over the pairs (i, k) and (k, i) (module comment), from
 * the first pass. Returns [lower, upper].
 */
export function marginalStepdown(
	s: DrawSet,
	first: { T: Float64Array; A: Int32Array },
	i: number,
	level: number,
	scratch: MarginalScratch
): [number, number] {
	const { R } = s;
	const { p, t } = s.pairs;
	const { col, code, pen1, pen2, work } = scratch;
	for (let b = 0; b < R; b++) {
		col[b] = first.T[b * p + i];
		code[b] = first.A[b * p + i];
	}
	pen1.fill(0);
	pen2.fill(0);
	// The model is not its own partner.
	pen1[i] = pen2[i] = -Infinity;
	const on1: Standing = { pen: pen1, base: 0, stride: 1 };
	const on2: Standing = { pen: pen2, base: 0, stride: 1 };
	for (;;) {
		const q = criticalValue(col, level, work);
		let newly = 0;
		for (let k = 0; k < p; k++) {
			if (pen1[k] === 0 && t[i * p + k] > q) {
				pen1[k] = -Infinity;
				newly++;
			}
			if (pen2[k] === 0 && -t[i * p + k] > q) {
				pen2[k] = -Infinity;
				newly++;
			}
		}
		if (!newly) break;
		for (let b = 0; b < R; b++) {
			const c = code[b];
			if (c < 0 || (c & 1 ? pen2 : pen1)[c >> 1] === 0) continue;
			col[b] = rowMax(s, b, i, on1, on2, code, b);
		}
	}
	let better = 0;
	let worse = 0;
	for (let k = 0; k < p; k++) {
		if (k === i) continue;
		if (pen2[k] !== 0) better++;
		if (pen1[k] !== 0) worse++;
	}
	return [1 + better, p - worse];
}

/** Buffers reused across the models of `marginalStepdown`. */
interface MarginalScratch {
	readonly col: Float64Array;
	readonly code: Int32Array;
	/** 0 while H_ik (pen1) / H_ki (pen2) stand, −Infinity once rejected. */
	readonly pen1: Float64Array;
	readonly pen2: Float64Array;
	/** The critical value's selection buffer. */
	readonly work: Float64Array;
}

export function marginalScratch(R: number, p: number): MarginalScratch {
	return {
		col: new Float64Array(R),
		code: new Int32Array(R),
		pen1: new Float64Array(p),
		pen2: new Float64Array(p),
		work: new Float64Array(R)
	};
}
