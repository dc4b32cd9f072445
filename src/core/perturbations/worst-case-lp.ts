/**
 * The linear program of the exact worst-case search (`worst-case-exact.ts`), solved by a dual
 * simplex method written for its shape: G + 1 variables (the weights v and a margin t), a few
 * dozen to a few hundred rows, and a sequence of programs that each add a row or two to the last
 * one. For a node of the search, with the sides s_k of some pairs fixed,
 *
 *     maximise t  subject to  s_k w_k . v >= t  (fixed pairs k),  lo <= v_g <= hi,  t <= 1,
 *
 * where w_k is the pair's unit normal. The node is feasible (with the margin) when the maximum
 * is at least `MARGIN`.
 *
 * Method: the dual simplex method in its "active set" form for programs with few variables and
 * many rows (G. B. Dantzig 1963, "Linear Programming and Extensions", ch. 11; V. Chvátal 1983,
 * "Linear Programming", ch. 10): a basis is G + 1 rows whose normals are independent and whose
 * multipliers for the objective are non-negative; its vertex (where those rows hold with
 * equality) is then an upper bound on the objective. Each step brings in the most violated row and
 * drops the basic row that keeps the multipliers non-negative. A basis stays dual feasible when
 * rows are added, so a child node starts from its parent's optimal basis ("warm start") and
 * usually needs a step or two. The objective is t plus a tiny fixed tilt on v, so that no
 * multiplier is zero at the start (dual degeneracy, where the dual simplex method can cycle); the
 * tilt is allowed for in every bound on t. Bland's rule takes over after many steps, which
 * guarantees termination (R. G. Bland 1977, "New finite pivoting rules for the simplex method",
 * Math. Oper. Res. 2(2):103-107).
 *
 * Infeasible with the margin: as soon as the basis's vertex has t below the margin (the dual
 * bound), or when no basic row can leave (a Farkas certificate). Either way the pair rows of the
 * basis (at most G + 1 of them, plus the entering row for a certificate) are by themselves
 * infeasible with the margin: `conflict` lists them, a "no-good" the search learns from.
 */

/** Smallest distance (in weight units) from a pair's hyperplane for a side to count. */
export const MARGIN = 1e-6;

/** Tilt of the objective on v (tiny against MARGIN; allowed for in every bound). */
const TILT = 1e-10;
/** A row is violated when it exceeds its right-hand side by more than this. */
const FEASIBILITY_TOLERANCE = 1e-12;
/** Smallest pivot element accepted in the ratio test. */
const PIVOT_TOLERANCE = 1e-9;
/** Steps after which Bland's rule takes over, and the most steps of one solve. */
const BLAND_AFTER = 200;
const MAX_STEPS = 5_000;
/** Basis updates between recomputations of the basis inverse from scratch. */
const REFACTOR_EVERY = 24;

type LpStatus = 'feasible' | 'infeasible' | 'failed';

/** The saved state of a basis (see `save` / `restore`). */
interface Slot {
	basis: Int32Array;
	inverse: Float64Array;
	updates: number;
}

export class MarginLp {
	readonly #w: Float64Array;
	readonly #G: number;
	readonly #n: number;
	readonly #K: number;
	readonly #lo: number;
	readonly #hi: number;
	readonly #tilt: Float64Array;
	/** Sum over v of |tilt| * hi: the most the tilt can add to the objective. */
	readonly #tiltMax: number;
	/** Basic rows (see `#row`) and the inverse of their matrix, row-major n x n. */
	readonly #basis: Int32Array;
	readonly #inverse: Float64Array;
	#updates = 0;
	readonly #x: Float64Array;
	readonly #y: Float64Array;
	readonly #alpha: Float64Array;
	readonly #a: Float64Array;
	readonly #slots: Slot[] = [];
	readonly #matrix: Float64Array;
	/** Pairs (by index) whose rows proved the last infeasibility. */
	readonly conflict: number[] = [];
	/** The last feasible point's weights and margin. */
	readonly point: Float64Array;
	margin = 0;
	/** Simplex steps taken over all solves. */
	steps = 0;

	/**
	 * @param w unit normals of the K pairs (K x G, row-major), oriented so that w . v > 0 keeps
	 *   the reference order
	 */
	constructor(w: Float64Array, G: number, lo: number, hi: number) {
		this.#w = w;
		this.#G = G;
		this.#n = G + 1;
		this.#K = w.length / G;
		this.#lo = lo;
		this.#hi = hi;
		const n = this.#n;
		this.#tilt = Float64Array.from(
			{ length: G },
			(_, g) => TILT * ((((g + 1) * 0.618034) % 1) - 0.5)
		);
		this.#tiltMax = this.#tilt.reduce((s, c) => s + Math.abs(c) * hi, 0);
		this.#basis = new Int32Array(n);
		this.#inverse = new Float64Array(n * n);
		this.#x = new Float64Array(n);
		this.#y = new Float64Array(n);
		this.#alpha = new Float64Array(n);
		this.#a = new Float64Array(n);
		this.#matrix = new Float64Array(n * n);
		this.point = new Float64Array(G);
		this.reset();
	}

	/**
	 * Row ids: 0..K-1 the pair rows (side from `signs`), K + g the row v_g <= hi, K + G + g the row
	 * -v_g <= -lo, K + 2G the row t <= 1. Writes the row's normal into `a` and returns its
	 * right-hand side (`a . x <= rhs`).
	 */
	#row(id: number, signs: Int8Array, a: Float64Array): number {
		const G = this.#G;
		const K = this.#K;
		a.fill(0);
		if (id < K) {
			const s = signs[id];
			for (let g = 0; g < G; g++) a[g] = -s * this.#w[id * G + g];
			a[G] = 1;
			return 0;
		}
		if (id < K + G) {
			a[id - K] = 1;
			return this.#hi;
		}
		if (id < K + 2 * G) {
			a[id - K - G] = -1;
			return -this.#lo;
		}
		a[G] = 1;
		return 1;
	}

	/** The starting basis: the box corner the tilt prefers, and t <= 1 (dual feasible). */
	reset(): void {
		const G = this.#G;
		const K = this.#K;
		const n = this.#n;
		this.#inverse.fill(0);
		for (let g = 0; g < G; g++) {
			const up = this.#tilt[g] > 0;
			this.#basis[g] = up ? K + g : K + G + g;
			this.#inverse[g * n + g] = up ? 1 : -1;
		}
		this.#basis[G] = K + 2 * G;
		this.#inverse[G * n + G] = 1;
		this.#updates = 0;
	}

	/** Saves the current basis in slot `i` (a node's depth). */
	save(i: number): void {
		let slot = this.#slots[i];
		if (!slot) {
			const n = this.#n;
			slot = { basis: new Int32Array(n), inverse: new Float64Array(n * n), updates: 0 };
			this.#slots[i] = slot;
		}
		slot.basis.set(this.#basis);
		slot.inverse.set(this.#inverse);
		slot.updates = this.#updates;
	}

	/** Restores the basis saved in slot `i`. */
	restore(i: number): void {
		const slot = this.#slots[i];
		this.#basis.set(slot.basis);
		this.#inverse.set(slot.inverse);
		this.#updates = slot.updates;
	}

	/** x = B^-1 b_B (the basis's vertex) and y = B^-T c (its multipliers). */
	#vertex(signs: Int8Array): void {
		const n = this.#n;
		const G = this.#G;
		const inv = this.#inverse;
		const a = this.#a;
		const x = this.#x.fill(0);
		for (let i = 0; i < n; i++) {
			const b = this.#row(this.#basis[i], signs, a);
			if (b === 0) continue;
			for (let j = 0; j < n; j++) x[j] += inv[j * n + i] * b;
		}
		const y = this.#y;
		for (let i = 0; i < n; i++) {
			let s = inv[G * n + i];
			for (let g = 0; g < G; g++) s += this.#tilt[g] * inv[g * n + i];
			y[i] = s;
		}
	}

	/**
	 * The row to bring in: the most violated (or, under Bland's rule, the lowest id violated);
	 * -1 when the vertex meets every row.
	 */
	#entering(rows: ArrayLike<number>, count: number, signs: Int8Array, bland: boolean): number {
		const K = this.#K;
		const G = this.#G;
		const w = this.#w;
		const x = this.#x;
		const t = x[G];
		let best = -1;
		let worst = FEASIBILITY_TOLERANCE;
		for (let j = 0; j < count; j++) {
			const id = rows[j];
			const o = id * G;
			let d = 0;
			for (let g = 0; g < G; g++) d += w[o + g] * x[g];
			const viol = t - signs[id] * d;
			if (viol > worst && !(bland && best >= 0 && id > best)) {
				best = id;
				if (!bland) worst = viol;
			}
		}
		for (let g = 0; g < G; g++) {
			const up = x[g] - this.#hi;
			const down = this.#lo - x[g];
			const viol = up > down ? up : down;
			const id = up > down ? K + g : K + G + g;
			if (viol > worst && !(bland && best >= 0 && id > best)) {
				best = id;
				if (!bland) worst = viol;
			}
		}
		if (t - 1 > worst && !(bland && best >= 0)) best = K + 2 * G;
		return best;
	}

	/**
	 * Solves the program with the pair rows `rows[0..count)` (sides in `signs`, by pair index),
	 * from the current basis (every basic pair row must be among them). On 'feasible', `point`
	 * and `margin` hold the optimum; on 'infeasible', `conflict` lists the pairs whose rows alone
	 * leave no point with the margin.
	 */
	solve(rows: ArrayLike<number>, count: number, signs: Int8Array): LpStatus {
		const n = this.#n;
		const G = this.#G;
		for (let step = 0; step < MAX_STEPS; step++) {
			this.steps++;
			this.#vertex(signs);
			// The vertex's objective bounds the program's: t <= x_t + tilt . x_v + max |tilt . v|.
			let objective = this.#x[G];
			for (let g = 0; g < G; g++) objective += this.#tilt[g] * this.#x[g];
			if (objective + this.#tiltMax < MARGIN) return this.#infeasible(-1);
			const r = this.#entering(rows, count, signs, step >= BLAND_AFTER);
			if (r < 0) return this.#feasible();
			const a = this.#a;
			this.#row(r, signs, a);
			// alpha = B^-T a_r: the entering row in terms of the basic rows.
			const alpha = this.#alpha;
			for (let i = 0; i < n; i++) {
				let s = 0;
				for (let j = 0; j < n; j++) s += this.#inverse[j * n + i] * a[j];
				alpha[i] = s;
			}
			const leave = this.#ratioTest(step >= BLAND_AFTER);
			if (leave < 0) return this.#infeasible(r);
			this.#pivot(leave, r, signs);
		}
		return 'failed';
	}

	/** The basic row to drop (keeps the multipliers non-negative), or -1 (no pivot possible). */
	#ratioTest(bland: boolean): number {
		const n = this.#n;
		const alpha = this.#alpha;
		const y = this.#y;
		let leave = -1;
		let bestRatio = Number.POSITIVE_INFINITY;
		let bestAlpha = 0;
		for (let i = 0; i < n; i++) {
			if (!(alpha[i] > PIVOT_TOLERANCE)) continue;
			const ratio = Math.max(0, y[i]) / alpha[i];
			const better =
				ratio < bestRatio - 1e-15 ||
				(ratio <= bestRatio + 1e-15 &&
					(bland ? this.#basis[i] < this.#basis[leave] : alpha[i] > bestAlpha));
			if (better) {
				leave = i;
				bestRatio = ratio;
				bestAlpha = alpha[i];
			}
		}
		return leave;
	}

	/** Replaces basic row `leave` by row `r` and updates the inverse (or recomputes it). */
	#pivot(leave: number, r: number, signs: Int8Array): void {
		const n = this.#n;
		const inv = this.#inverse;
		const alpha = this.#alpha;
		this.#basis[leave] = r;
		if (++this.#updates >= REFACTOR_EVERY && this.#refactor(signs)) return;
		// Column `leave` of the inverse becomes u / alpha_leave; column j: minus u alpha_j / alpha_leave.
		const p = alpha[leave];
		for (let k = 0; k < n; k++) {
			const u = inv[k * n + leave];
			if (u === 0) continue;
			for (let j = 0; j < n; j++) {
				if (j === leave) continue;
				inv[k * n + j] -= (u * alpha[j]) / p;
			}
			inv[k * n + leave] = u / p;
		}
	}

	/** Recomputes the basis inverse by Gauss-Jordan elimination; false when singular. */
	#refactor(signs: Int8Array): boolean {
		const n = this.#n;
		const m = this.#matrix;
		const inv = this.#inverse;
		const a = this.#a;
		// The basis matrix has the basic rows' normals as rows; invert [M | I] in place.
		for (let i = 0; i < n; i++) {
			this.#row(this.#basis[i], signs, a);
			for (let j = 0; j < n; j++) m[i * n + j] = a[j];
		}
		inv.fill(0);
		for (let i = 0; i < n; i++) inv[i * n + i] = 1;
		for (let c = 0; c < n; c++) {
			let p = c;
			for (let i = c + 1; i < n; i++) if (Math.abs(m[i * n + c]) > Math.abs(m[p * n + c])) p = i;
			if (!(Math.abs(m[p * n + c]) > 1e-14)) return false;
			if (p !== c) swapRows(m, inv, n, p, c);
			const d = m[c * n + c];
			for (let j = 0; j < n; j++) {
				m[c * n + j] /= d;
				inv[c * n + j] /= d;
			}
			for (let i = 0; i < n; i++) {
				const f = m[i * n + c];
				if (i === c || f === 0) continue;
				for (let j = 0; j < n; j++) {
					m[i * n + j] -= f * m[c * n + j];
					inv[i * n + j] -= f * inv[c * n + j];
				}
			}
		}
		this.#updates = 0;
		return true;
	}

	#feasible(): LpStatus {
		const G = this.#G;
		for (let g = 0; g < G; g++) {
			this.point[g] = Math.min(this.#hi, Math.max(this.#lo, this.#x[g]));
		}
		this.margin = this.#x[G];
		if (this.margin >= MARGIN) return 'feasible';
		return this.#infeasible(-1);
	}

	/** Lists the basic pair rows (and the entering row `r`, if any) as the conflict. */
	#infeasible(r: number): LpStatus {
		// Only the rows the certificate uses: positive multipliers for the dual bound, negative
		// coefficients for the Farkas combination of the entering row.
		this.conflict.length = 0;
		for (let i = 0; i < this.#n; i++) {
			const id = this.#basis[i];
			if (id >= this.#K) continue;
			if (r < 0 ? this.#y[i] > 0 : this.#alpha[i] < 0) this.conflict.push(id);
		}
		if (r >= 0 && r < this.#K) this.conflict.push(r);
		return 'infeasible';
	}
}

function swapRows(m: Float64Array, inv: Float64Array, n: number, p: number, c: number): void {
	for (let j = 0; j < n; j++) {
		let t = m[p * n + j];
		m[p * n + j] = m[c * n + j];
		m[c * n + j] = t;
		t = inv[p * n + j];
		inv[p * n + j] = inv[c * n + j];
		inv[c * n + j] = t;
	}
}
