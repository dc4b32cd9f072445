/**
 * What the exact worst-case search (`worst-case-exact.ts`) can deduce without a linear program.
 *
 * A literal is one side of a free pair: "keep k" (w_k . v >= MARGIN) or "reverse k"
 * (w_k . v <= -MARGIN), coded 2k and 2k + 1. Two literals exclude each other when no weights in the
 * box satisfy both; that is decided exactly, in closed form: with a and b the two literals' normals
 * (sign included),
 *
 *     max over the box of min(a . v, b . v) = min over l in [0, 1] of h(l),
 *     h(l) = max over the box of (l a + (1 - l) b) . v = sum_g max(lo c_g, hi c_g),
 *
 * (linear programming duality: the minimax theorem for a bilinear function over a box and a
 * segment), and h is convex and piecewise linear in l with a kink where some c_g changes sign,
 * so its minimum is at l = 0, l = 1 or a kink. O(G^2) per pair of literals instead of a linear
 * program.
 */
import { MARGIN } from './worst-case-lp.ts';
import type { SearchSteps } from './worst-case-line.ts';

/**
 * max over v in [lo, hi]^G of min(sa w_ka . v, sb w_kb . v), for rows ka and kb of `w` (K x G).
 */
export function maxMinOverBox(
	w: Float64Array,
	ka: number,
	sa: number,
	kb: number,
	sb: number,
	G: number,
	lo: number,
	hi: number
): number {
	const oa = ka * G;
	const ob = kb * G;
	const h = (l: number) => {
		let s = 0;
		for (let g = 0; g < G; g++) {
			const c = l * sa * w[oa + g] + (1 - l) * sb * w[ob + g];
			s += c > 0 ? hi * c : lo * c;
		}
		return s;
	};
	let best = Math.min(h(0), h(1));
	for (let g = 0; g < G; g++) {
		const ag = sa * w[oa + g];
		const bg = sb * w[ob + g];
		if ((ag > 0 && bg < 0) || (ag < 0 && bg > 0)) best = Math.min(best, h(bg / (bg - ag)));
	}
	return best;
}

/** a . (the vertex of the box that maximises b . v), for rows ka, kb with signs. */
function atBestVertex(
	w: Float64Array,
	ka: number,
	sa: number,
	kb: number,
	sb: number,
	G: number,
	lo: number,
	hi: number
): number {
	let s = 0;
	for (let g = 0; g < G; g++) s += sa * w[ka * G + g] * (sb * w[kb * G + g] > 0 ? hi : lo);
	return s;
}

/** Whether literals (ka, sa) and (kb, sb) can hold together with the margin. */
function compatible(
	w: Float64Array,
	ka: number,
	sa: number,
	kb: number,
	sb: number,
	G: number,
	lo: number,
	hi: number
): boolean {
	// Quick witnesses: the vertex that pushes either literal furthest.
	const va = atBestVertex(w, kb, sb, ka, sa, G, lo, hi);
	if (va >= MARGIN && atBestVertex(w, ka, sa, ka, sa, G, lo, hi) >= MARGIN) return true;
	const vb = atBestVertex(w, ka, sa, kb, sb, G, lo, hi);
	if (vb >= MARGIN && atBestVertex(w, kb, sb, kb, sb, G, lo, hi) >= MARGIN) return true;
	return maxMinOverBox(w, ka, sa, kb, sb, G, lo, hi) >= MARGIN;
}

export interface PairRelations {
	/** `excludes[lit]`: the literals (of other pairs) that cannot hold together with `lit`. */
	readonly excludes: Int32Array[];
	/** `alone[lit]`: whether the literal can hold at all (with the margin). */
	readonly alone: Uint8Array;
}

/** Up to this many free pairs the relations are computed (K^2 / 2 pairs of pairs). */
export const RELATIONS_PAIRS_MAX = 1_500;

/**
 * Every pair of literals that exclude each other, for the K free pairs with unit normals `w`.
 * Yields every few thousand pairs of pairs (a step of the search).
 */
export function* pairRelations(
	w: Float64Array,
	G: number,
	lo: number,
	hi: number
): SearchSteps<PairRelations> {
	const K = w.length / G;
	const lists: number[][] = Array.from({ length: 2 * K }, () => []);
	const alone = new Uint8Array(2 * K);
	for (let k = 0; k < K; k++) {
		for (const s of [1, -1]) {
			alone[2 * k + (s < 0 ? 1 : 0)] = atBestVertex(w, k, s, k, s, G, lo, hi) >= MARGIN ? 1 : 0;
		}
	}
	let work = 0;
	for (let k = 0; k < K; k++) {
		for (let l = k + 1; l < K; l++) {
			for (let c = 0; c < 4; c++) {
				const sk = c & 1 ? -1 : 1;
				const sl = c & 2 ? -1 : 1;
				const lk = 2 * k + (sk < 0 ? 1 : 0);
				const ll = 2 * l + (sl < 0 ? 1 : 0);
				if (!alone[lk] || !alone[ll]) continue;
				if (compatible(w, k, sk, l, sl, G, lo, hi)) continue;
				lists[lk].push(ll);
				lists[ll].push(lk);
			}
		}
		work += K - k;
		if (work > 20_000) {
			work = 0;
			yield;
		}
	}
	return { excludes: lists.map((x) => Int32Array.from(x)), alone };
}
