/**
 * The fewest items whose removal brings model B level with (or ahead of) model A, for 0/1 scores
 * with missing cells, computed exactly from nine counts.
 *
 * Setting. Each model's score is its number right over the items it has a value for (its own
 * denominator): A = a / n_A, B = b / n_B. Each item has a type (A's cell, B's cell), each cell
 * right (R), wrong (W) or missing (M). Removing a set of items changes A to
 * (a - u) / (n_A - u - v) and B to (b - p) / (n_B - p - q), where u / v count removed items A got
 * right / wrong and p / q those B got right / wrong. Only removals that leave both models at
 * least one item are allowed (a model without items has no score). The target is
 * B' >= A' (`strict = false`, "at least tie") or B' > A' (`strict = true`); cross-multiplied,
 * (a - u) dB - (b - p) dA <= 0 (resp. <= -1), with dA, dB the remaining denominators.
 *
 * Monotonicity. A' never increases with u and never decreases with v:
 * (a-u-1)/(d-1) <= (a-u)/d  <=>  a-u <= d, always true; (a-u)/(d-1) >= (a-u)/d. Likewise B' in
 * p and q. So types RW (u and q: both help), RM (u), MW (q) help; WR, WM, MR only hurt; RR (u
 * helps, p hurts) and WW (q helps, v hurts) are mixed; MM changes nothing.
 *
 * Exchange argument (an optimal removal set can be normalised, keeping its size):
 * 1. Never remove WR, WM, MR or MM: putting such an item back keeps the target met (A' does not
 *    rise, B' does not fall, both denominators grow), so a minimum contains none.
 * 2. If some RW item is kept while an RM, MW, RR or WW item is removed, swap them: RW does
 *    everything the other did, plus more (RM->RW adds q, MW->RW adds u, RR->RW turns p into q,
 *    WW->RW turns v into u). The swap could only empty a model if that model's last item were
 *    this RW item; but then the original already had B' = 0 < A' (or A' = 1 > B'), so it did
 *    not meet the target. Hence either only RW items are removed, or all of them are.
 * 3. RM dominates RR (same u, no p) and MW dominates WW (same q, no v), with no denominator
 *    lost: RR items are removed only after every RM item, WW only after every MW item.
 *
 * Algorithm. Case 1: remove k RW items only; scan k = 0, 1, ... for the first that meets the
 * target (the cross-multiplied condition is quadratic in k, so it is scanned, not inverted).
 * Case 2: every RW item removed, then x items along the chain RM, RR and y along MW, WW. For each
 * x the condition is linear in y on each of the two pieces of the y-chain (the denominators move
 * by one per item), so the least y is a ceiling of a ratio of integers. Total work
 * O(#RW + #RM + #RR) per pair, in exact integer arithmetic (products stay below 2^53 for
 * fewer than 9e7 items).
 *
 * Checked against removing every subset of items on random small matrices
 * (tests/unit/features/items/core/fragility.test.ts).
 */

/** Type index: 3 * (A's state) + (B's state), state 0 wrong, 1 right, 2 missing. */
export const WW = 0;
export const WR = 1;
export const WM = 2;
export const RW = 3;
export const RR = 4;
export const RM = 5;
export const MW = 6;
export const MR = 7;

/** How many items of each type to remove (the rest of the types: none). */
export interface FlipPlan {
	readonly total: number;
	/** A right, B wrong. */
	readonly rw: number;
	/** A right, B missing. */
	readonly rm: number;
	/** Both right. */
	readonly rr: number;
	/** A missing, B wrong. */
	readonly mw: number;
	/** Both wrong. */
	readonly ww: number;
}

/** ceil(n / d) for integers, d > 0, corrected so that float rounding cannot shift it. */
function ceilDiv(n: number, d: number): number {
	let q = Math.ceil(n / d);
	while (q * d < n) q++;
	while ((q - 1) * d >= n) q--;
	return q;
}

/**
 * The smallest removal plan bringing B level with A (`strict` false) or strictly ahead of it
 * (`strict` true), from the nine type counts `counts[3 * sA + sB]`; `null` when no removal that
 * leaves both models an item achieves it, or none smaller than `limit` does.
 */
export function minimalFlip(
	counts: ArrayLike<number>,
	strict: boolean,
	limit = Number.POSITIVE_INFINITY
): FlipPlan | null {
	const cRW = counts[RW];
	const cRM = counts[RM];
	const cRR = counts[RR];
	const cMW = counts[MW];
	const cWW = counts[WW];
	const a = cRW + cRM + cRR;
	const nA = a + cWW + counts[WR] + counts[WM];
	const b = cRR + counts[WR] + counts[MR];
	const nB = b + cRW + cWW + cMW;
	const s = strict ? 1 : 0;
	if (nA < 1 || nB < 1) return null;

	// Case 1: k RW items only.
	for (let k = 0; k <= cRW && k < limit; k++) {
		const dA = nA - k;
		const dB = nB - k;
		if (dA < 1 || dB < 1) break;
		if ((a - k) * dB - b * dA <= -s) return { total: k, rw: k, rm: 0, rr: 0, mw: 0, ww: 0 };
	}

	// Case 2: every RW item, x along RM then RR, y along MW then WW.
	let best: FlipPlan | null = null;
	let bestTotal = limit;
	for (let x = 0; x <= cRM + cRR && cRW + x < bestTotal; x++) {
		const x1 = Math.min(x, cRM);
		const x2 = x - x1;
		const A = a - cRW - x;
		const B = b - x2;
		const dA0 = nA - cRW - x;
		const dB0 = nB - cRW - x2;
		if (dA0 < 1 || dB0 < 1) break; // both only shrink as x grows
		let y = -1;
		// Piece 1: y MW items, condition A (dB0 - y) - B dA0 <= -s, decreasing in y.
		const yMax1 = Math.min(cMW, dB0 - 1);
		if (A === 0) {
			if (-B * dA0 <= -s) y = 0;
		} else {
			const y1 = Math.max(0, ceilDiv(A * dB0 - B * dA0 + s, A));
			if (y1 <= yMax1) y = y1;
		}
		// Piece 2: every MW item and y2 >= 1 WW items: A (dB1 - y2) - B (dA0 - y2) <= -s,
		// i.e. R <= y2 K, linear in y2.
		const dB1 = dB0 - cMW;
		if (y < 0 && dB1 >= 1 && cWW > 0) {
			const yMax2 = Math.min(cWW, dA0 - 1, dB1 - 1);
			const K = A - B;
			const R = A * dB1 - B * dA0 + s;
			let y2 = -1;
			if (K > 0) y2 = Math.max(1, ceilDiv(R, K));
			else if (R <= K) y2 = 1; // K <= 0: the condition only gets harder as y2 grows
			if (y2 >= 1 && y2 <= yMax2) y = cMW + y2;
		}
		if (y >= 0 && cRW + x + y < bestTotal) {
			bestTotal = cRW + x + y;
			best = {
				total: bestTotal,
				rw: cRW,
				rm: x1,
				rr: x2,
				mw: Math.min(y, cMW),
				ww: Math.max(0, y - cMW)
			};
		}
	}
	return best;
}
