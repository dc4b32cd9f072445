/**
 * Size sweep: "how many items does this benchmark need before its ranking settles?" (the question
 * of tinyBenchmarks, F. M. Polo et al. 2024, arXiv:2402.14992). For each size k on a grid,
 * `drawsPerSize` subsamples of k items are drawn without replacement and each draw's tau-b
 * against the full set is recorded.
 *
 * Tau-b against the full set overstates how well a k-item benchmark replicates (the full set
 * contains the k items). So for k <= n / 2 each draw also draws a second set of k items,
 * disjoint from the first (the same partial Fisher-Yates shuffle carried on for k more
 * positions), and records tau-b between the scores on the two sets: the replication figure, how
 * well two independent k-item benchmarks agree. It is NaN for k > n / 2, where two disjoint
 * k-item sets do not exist.
 *
 * Draw d belongs to size index floor(d / drawsPerSize) and is seeded by (seed, d) like every draw.
 */
import { firstShare } from '../first-share.ts';
import { quantileSorted } from '../stats/quantile.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { summarizeTau, type TauSummary } from '../summary.ts';
import type { DrawTable, Reference } from '../run-types.ts';

/**
 * A grid of subsample sizes: `points` sizes spaced evenly on a log scale from `smallest` to
 * floor(n / 2), rounded and de-duplicated, ascending. It stops at n / 2, the largest size at
 * which two disjoint sets (the replication figure) fit; beyond it every draw overlaps the full
 * set by more than half and its tau-b against the full set says little. A matrix of one item
 * gives [1].
 */
export function sizeGrid(nItems: number, points = 12, smallest = 10): number[] {
	if (nItems < 1) return [];
	const top = Math.max(1, Math.floor(nItems / 2));
	const lo = Math.max(1, Math.min(smallest, top));
	const sizes = new Set<number>();
	for (let p = 0; p < points; p++) {
		const t = points === 1 ? 1 : p / (points - 1);
		sizes.add(Math.min(top, Math.max(lo, Math.round(lo * (top / lo) ** t))));
	}
	sizes.add(top);
	return [...sizes].sort((a, b) => a - b);
}

/**
 * 0/1 weights of k items drawn uniformly without replacement by a partial Fisher-Yates shuffle
 * (Knuth, TAOCP vol. 2, Algorithm P; the same draws as `subsample` in `draws.ts`), with an exact
 * k, into `out`; and, when `second` is given and 2k <= n, the next k positions of the same
 * shuffle into `second` (a second set, disjoint from the first). `perm` is scratch of length n.
 * Returns whether `second` was filled.
 */
export function subsamplePair(
	nItems: number,
	k: number,
	seed: number,
	drawIndex: number,
	out: Uint32Array,
	second: Uint32Array | null,
	perm: Uint32Array = new Uint32Array(nItems)
): boolean {
	if (!(Number.isInteger(k) && k >= 0 && k <= nItems)) {
		throw new RangeError(`cannot keep ${k} of ${nItems} items`);
	}
	out.fill(0, 0, nItems);
	const pair = second !== null && 2 * k <= nItems;
	if (pair) second.fill(0, 0, nItems);
	if (k === nItems) {
		out.fill(1, 0, nItems);
		return false;
	}
	const rng = rngForDraw(seed, drawIndex);
	for (let j = 0; j < nItems; j++) perm[j] = j;
	const end = pair ? 2 * k : k;
	for (let j = 0; j < end; j++) {
		const r = randomInt(rng, j, nItems - 1);
		const t = perm[r];
		perm[r] = perm[j];
		perm[j] = t;
		if (j < k) out[t] = 1;
		else second![t] = 1;
	}
	return pair;
}

/** 0/1 weights of k items (the first set of `subsamplePair`). */
export function subsampleWeights(
	nItems: number,
	k: number,
	seed: number,
	drawIndex: number,
	out: Uint32Array = new Uint32Array(nItems),
	perm: Uint32Array = new Uint32Array(nItems)
): Uint32Array {
	subsamplePair(nItems, k, seed, drawIndex, out, null, perm);
	return out;
}

/** Which size a draw of the sweep uses. */
export function sizeOfDraw(sizes: readonly number[], drawsPerSize: number, drawIndex: number) {
	const index = Math.floor(drawIndex / drawsPerSize);
	if (index >= sizes.length) throw new RangeError(`size-sweep draw ${drawIndex} is out of range`);
	return { index, k: sizes[index] };
}

interface SizeSweepRow {
	readonly k: number;
	readonly draws: number;
	readonly tau: TauSummary;
	/** 2.5% and 97.5% quantiles (numpy 'linear') of tau-b over this size's draws. */
	readonly tauQ025: number;
	readonly tauQ975: number;
	/** Share of this size's draws that keep the reference leader first (a tie: 1/k). */
	readonly leaderKept: number;
	/**
	 * Tau-b between two disjoint k-item sets over this size's draws (the replication figure);
	 * `null` for k > n / 2 or when the table has no replication column.
	 */
	readonly replication: TauSummary | null;
}

/**
 * Per-size distribution of tau-b and leader agreement from a finished (or partial: the first
 * `nDraws` draws) size-sweep run.
 */
export function summarizeSizeSweep(
	table: DrawTable,
	reference: Reference,
	sizes: readonly number[],
	drawsPerSize: number,
	nDraws: number = table.nDraws
): SizeSweepRow[] {
	const M = table.nModels;
	const leader = reference.order[0];
	const rows: SizeSweepRow[] = [];
	for (let s = 0; s < sizes.length; s++) {
		const start = s * drawsPerSize;
		const end = Math.min(nDraws, start + drawsPerSize);
		if (end <= start) break;
		const tau = table.tau.subarray(start, end);
		let kept = 0;
		for (let d = start; d < end; d++) kept += firstShare(table.ranks, d * M, M, leader);
		const sorted = Float64Array.from(tau)
			.filter((t) => t === t)
			.sort();
		const replication = table.replicationTau?.subarray(start, end);
		rows.push({
			k: sizes[s],
			draws: end - start,
			tau: summarizeTau(tau),
			tauQ025: quantileSorted(sorted, 0.025),
			tauQ975: quantileSorted(sorted, 0.975),
			leaderKept: kept / (end - start),
			replication:
				replication && replication.some((t) => t === t) ? summarizeTau(replication) : null
		});
	}
	return rows;
}
