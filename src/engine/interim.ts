/**
 * What a run shows while it goes on, and the copy its extras take: interim summaries over the
 * finished chunks (`interimReporter`, throttled, only while summarising on the page stays cheap)
 * and `copyTable`. Split out of EngineClient.ts, which re-exports them.
 */
import type { Recipe } from '../core/perturbations/catalogue.ts';
import type { DrawTable, Reference } from '../core/run-types.ts';
import { summarizeRun, type RunSummary } from '../core/summary.ts';

/** A copy of a draw table (the extras' worker takes it while the summary's takes the table). */
export function copyTable(t: DrawTable): DrawTable {
	return {
		nDraws: t.nDraws,
		nModels: t.nModels,
		scores: t.scores.slice(),
		ranks: t.ranks.slice(),
		tau: t.tau.slice(),
		replicationTau: t.replicationTau?.slice() ?? null
	};
}

/** The first `summary.nDraws` draws of a run still going. */
export interface PartialRun {
	readonly reference: Reference;
	readonly summary: RunSummary;
	/** Tau-b of those draws (a copy). */
	readonly tau: Float64Array;
	readonly total: number;
}

/** Interim results start this long after a run starts, and come at most this often. */
export const PARTIAL_AFTER_MS = 400;
export const PARTIAL_EVERY_MS = 500;
/** No interim results when one summary (on the main thread) would exceed this many values... */
const PARTIAL_MAX_VALUES = 2e6;
/** ...or once one has taken longer than this. */
const PARTIAL_MAX_MS = 40;

/**
 * Reports interim summaries as chunks come back: over the longest run of finished chunks from the
 * first, throttled, and only while summarising stays cheap. Returns null when there is nobody to
 * tell.
 */
export function interimReporter(
	onPartial: ((p: PartialRun) => void) | null,
	table: DrawTable,
	chunks: ReadonlyArray<{ start: number; count: number }>,
	reference: Reference,
	models: readonly string[],
	t0: number,
	clock: () => number = () => performance.now()
): ((finished: number) => void) | null {
	if (!onPartial) return null;
	const finished = new Uint8Array(chunks.length);
	let prefix = 0;
	let last = Number.NEGATIVE_INFINITY;
	let off = false;
	return (k) => {
		finished[k] = 1;
		while (prefix < chunks.length && finished[prefix]) prefix++;
		if (off || prefix === 0 || prefix === chunks.length) return;
		const now = clock();
		if (now - t0 < PARTIAL_AFTER_MS || now - last < PARTIAL_EVERY_MS) return;
		const nDraws = chunks[prefix - 1].start + chunks[prefix - 1].count;
		if (nDraws * table.nModels > PARTIAL_MAX_VALUES) {
			off = true;
			return;
		}
		const summary = summarizeRun(table, reference, models, nDraws);
		last = clock();
		if (last - now > PARTIAL_MAX_MS) off = true;
		onPartial({ reference, summary, tau: table.tau.slice(0, nDraws), total: table.nDraws });
	};
}

/** The last noise floor's resamples without clusters, kept for a bootstrap that follows. */
export interface FloorDraws {
	readonly key: string;
	readonly seed: number;
	readonly table: DrawTable;
}

/**
 * Copies the last noise floor's resamples `f` into `table` when they are this run's first draws
 * (a bootstrap at strength 1 of the same matrix and seed: draw d is resample d, bit for bit, see
 * core/stats/noise-floor.ts); returns how many. Moved here from EngineClient.ts.
 */
export function reuseFloorDraws(
	f: FloorDraws | null,
	key: string,
	spec: Recipe,
	seed: number,
	table: DrawTable
): number {
	const full = spec.kind === 'bootstrap' && spec.strength === 1;
	if (!f || !full || f.key !== key || f.seed !== seed || f.table.nModels !== table.nModels) {
		return 0;
	}
	const n = Math.min(table.nDraws, f.table.nDraws);
	const M = table.nModels;
	table.scores.set(f.table.scores.subarray(0, n * M));
	table.ranks.set(f.table.ranks.subarray(0, n * M));
	table.tau.set(f.table.tau.subarray(0, n));
	return n;
}

/**
 * A User Timing measure (`performance.measure`) from `start` to now, named `engine:<step>`: the
 * browser bench (bench/browser-import.ts) reads them to split a first run and an import into
 * steps. Does nothing where User Timing is missing.
 */
export function measure(step: string, start: number): void {
	try {
		performance.measure(`engine:${step}`, { start, end: performance.now() });
	} catch {
		// no User Timing here (an old browser, a test double)
	}
}
