/**
 * Size sweep: "how many items does this benchmark need before its ranking settles?" (the question
 * of tinyBenchmarks, F. M. Polo et al. 2024, arXiv:2402.14992). For each size k on a grid from a
 * few items to all of them, `drawsPerSize` subsamples of k items are drawn without replacement;
 * the run's tau-b and leader agreement are then summarised per k. At k = n every draw is the full
 * reference set, so its tau-b is 1 and its leader is the reference leader.
 *
 * Draw d belongs to size index floor(d / drawsPerSize) and is seeded by (seed, d) like every draw.
 */
import { quantileSorted } from '../quantile.ts';
import { markSample } from '../draws.ts';
import { rngForDraw } from '../random.ts';
import type { DrawTable, RunReference } from '../run.ts';
import { summarizeTau, type TauSummary } from '../summary.ts';

/**
 * A grid of subsample sizes: `points` sizes spaced evenly on a log scale from `smallest` to
 * `nItems`, rounded and de-duplicated, always ending with `nItems`.
 */
export function sizeGrid(nItems: number, points = 12, smallest = 10): number[] {
	if (nItems < 1) return [];
	const lo = Math.max(1, Math.min(smallest, nItems));
	const sizes = new Set<number>();
	for (let p = 0; p < points; p++) {
		const t = points === 1 ? 1 : p / (points - 1);
		sizes.add(Math.min(nItems, Math.max(lo, Math.round(lo * (nItems / lo) ** t))));
	}
	sizes.add(nItems);
	return [...sizes].sort((a, b) => a - b);
}

/**
 * 0/1 weights of k items drawn uniformly without replacement by a partial Fisher-Yates shuffle
 * (`markSample`, as `subsample` in `draws.ts`), with an exact k. `perm` is scratch of length n.
 */
export function subsampleWeights(
	nItems: number,
	k: number,
	seed: number,
	drawIndex: number,
	out: Uint32Array = new Uint32Array(nItems),
	perm: Uint32Array = new Uint32Array(nItems)
): Uint32Array {
	if (!(k >= 0 && k <= nItems)) throw new RangeError(`cannot keep ${k} of ${nItems} items`);
	out.fill(0, 0, nItems);
	if (k === nItems) return out.fill(1, 0, nItems);
	markSample(rngForDraw(seed, drawIndex), nItems, k, perm, out);
	return out;
}

/** Which size a draw of the sweep uses. */
export function sizeOfDraw(sizes: readonly number[], drawsPerSize: number, drawIndex: number) {
	const index = Math.floor(drawIndex / drawsPerSize);
	if (index >= sizes.length) throw new RangeError(`size-sweep draw ${drawIndex} is out of range`);
	return { index, k: sizes[index] };
}

/** Item weights of draw `drawIndex` of a size sweep. */
export function sizeSweepWeights(
	nItems: number,
	sizes: readonly number[],
	drawsPerSize: number,
	seed: number,
	drawIndex: number,
	out?: Uint32Array,
	perm?: Uint32Array
): Uint32Array {
	return subsampleWeights(
		nItems,
		sizeOfDraw(sizes, drawsPerSize, drawIndex).k,
		seed,
		drawIndex,
		out,
		perm
	);
}

export interface SizeSweepRow {
	readonly k: number;
	readonly draws: number;
	readonly tau: TauSummary;
	/** 2.5% and 97.5% quantiles (numpy 'linear') of tau-b over this size's draws. */
	readonly tauQ025: number;
	readonly tauQ975: number;
	/** Share of this size's draws that keep the reference leader first. */
	readonly leaderKept: number;
}

/**
 * Per-size distribution of tau-b and leader agreement from a finished (or partial: the first
 * `nDraws` draws) size-sweep run.
 */
export function summarizeSizeSweep(
	table: DrawTable,
	reference: RunReference,
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
		for (let d = start; d < end; d++) if (table.ranks[d * M + leader] === 1) kept++;
		const sorted = Float64Array.from(tau)
			.filter((t) => t === t)
			.sort();
		rows.push({
			k: sizes[s],
			draws: end - start,
			tau: summarizeTau(tau),
			tauQ025: quantileSorted(sorted, 0.025),
			tauQ975: quantileSorted(sorted, 0.975),
			leaderKept: kept / (end - start)
		});
	}
	return rows;
}
