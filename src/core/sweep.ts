/**
 * The summary of a `sweep` run: one row per step, each from its own draws, never pooled across
 * steps. Two sweeps exist:
 *
 * - the **size sweep** (`sizeSweep`): per test-set size k, tau-b of k-item subsets against the
 *   full set and, for k <= n/2, the **replication** tau-b between two disjoint k-item sets (how
 *   well two benchmarks of that size would agree; cf. tinyBenchmarks, Polo et al. 2024,
 *   arXiv:2402.14992). "Settles at" uses the replication figure: a k-item subset always agrees
 *   with the full set that contains it more than with another k-item set.
 * - the **strength sweep** (`sweep=1` with any kind that has a strength): about eight strengths
 *   from neutral to strong; step s is exactly the standalone run at that strength with the same
 *   seed and draws.
 *
 * Quantiles are numpy 'linear' (Hyndman & Fan type 7) over the step's draws with a defined value.
 */
import { canSweep, type AnalysisSettings } from './analysis-settings.ts';
import { CATALOGUE } from './perturbations/catalogue.ts';
import { kindModule } from './perturbations/registry.ts';
import { meanAbsScoreChange, spread, type Spread } from './draw-change.ts';
import { firstShare } from './first-share.ts';
import type { DrawColumns, Reference } from './run-types.ts';

export interface SweepRow {
	/** The strength of a strength-sweep step (as the URL writes it), else null. */
	readonly step: number | null;
	/** The test-set size of a size-sweep step, else null. */
	readonly size: number | null;
	/** Draws of this step. */
	readonly draws: number;
	/** Kendall tau-b of each draw with the reference (the full test set). */
	readonly tau: Spread;
	/** Size sweep, k <= n/2: tau-b between two disjoint k-item sets; else null. */
	readonly replication: Spread | null;
	/** Share of the draws with the reference leader in which it is first (a tie: 1/k). */
	readonly leaderKept: number;
	readonly leaderPresent: number;
	/** Per draw, the mean over models of |draw score - reference score| (score units). */
	readonly scoreChange: Spread;
}

/** The row of draws [start, end) of a table. */
export function stepRow(
	table: DrawColumns & { readonly replicationTau?: Float64Array | null },
	reference: Reference,
	start: number,
	end: number,
	at: { readonly step: number | null; readonly size: number | null }
): SweepRow {
	const M = table.nModels;
	const leader = reference.order[0];
	let kept = 0;
	let present = 0;
	const change = new Float64Array(end - start);
	for (let d = start; d < end; d++) {
		const r = table.ranks[d * M + leader];
		if (r > 0) present++;
		kept += firstShare(table.ranks, d * M, M, leader);
		change[d - start] = meanAbsScoreChange(table, reference.scores, d);
	}
	const rep = table.replicationTau?.subarray(start, end) ?? null;
	const hasReplication = rep !== null && rep.some((t) => t === t);
	return {
		...at,
		draws: end - start,
		tau: spread(table.tau.subarray(start, end)),
		replication: hasReplication ? spread(rep) : null,
		leaderKept: present ? kept / present : Number.NaN,
		leaderPresent: present,
		scoreChange: spread(change)
	};
}

/**
 * The size sweep's rows from a finished (or partial: the first `nDraws` draws) run. Draw d belongs
 * to size index floor(d / drawsPerSize).
 */
export function sizeSweepRows(
	table: DrawColumns & { readonly replicationTau?: Float64Array | null },
	reference: Reference,
	sizes: readonly number[],
	drawsPerSize: number,
	nDraws: number = table.nDraws
): SweepRow[] {
	const rows: SweepRow[] = [];
	for (let s = 0; s < sizes.length; s++) {
		const start = s * drawsPerSize;
		const end = Math.min(nDraws, start + drawsPerSize);
		if (end <= start) break;
		rows.push(stepRow(table, reference, start, end, { step: null, size: sizes[s] }));
	}
	return rows;
}

/**
 * The row of one strength-sweep step from that step's run (all its draws are the step's).
 */
export function strengthStepRow(table: DrawColumns, reference: Reference, step: number): SweepRow {
	return stepRow(table, reference, 0, table.nDraws, { step, size: null });
}

/**
 * The smallest size from which the median replication tau-b stays at or above `level` for every
 * larger size that has a replication figure; null when it never does (or there is none).
 */
export function replicationSettlesAt(rows: readonly SweepRow[], level = 0.9): SweepRow | null {
	const withRep = rows.filter((r) => r.replication !== null && r.size !== null);
	let at: SweepRow | null = null;
	for (let i = withRep.length - 1; i >= 0; i--) {
		if (withRep[i].replication!.median >= level) at = withRep[i];
		else break;
	}
	return at;
}

/**
 * A sweep on the app's own steps stops after the first step whose typical score change (median
 * over its draws of the mean |score change|) reaches this, in score units: 25 points on a 0-1
 * scale, about twice the shift from ImageNet to ImageNetV2 (mean 11.9 points, Recht et al. 2019),
 * so the sweep covers real shifts without running into ones no test set shows. Steps given in the
 * URL (`steps=`) all run.
 */
export const SWEEP_STOP_CHANGE = 0.25;

/** Whether a sweep on its default steps stops after `row` (unit-scale scores only). */
export function sweepStopsAfter(
	row: SweepRow,
	unitScale: boolean,
	explicitSteps: boolean
): boolean {
	return !explicitSteps && unitScale && row.scoreChange.median >= SWEEP_STOP_CHANGE;
}

/**
 * The strengths a sweep of `settings` visits: the URL's `steps`, else the kind's plan, within the
 * strength's bounds; then as the kind's module adjusts them (`sweepSteps`: fewer trials adds the
 * data's largest trials per cell, `maxTrials`; a subsample keeps only shares that keep at least
 * two items, each size once).
 */
export function sweepSteps(settings: AnalysisSettings, nItems: number, maxTrials = 0): number[] {
	const info = CATALOGUE[settings.kind].strength;
	if (!info || !canSweep(settings.kind)) return [];
	const explicit = !!settings.steps?.length;
	const wanted = explicit ? [...settings.steps!] : [...info.sweep!.steps];
	const inBounds = wanted.filter((v) => v >= info.min && v <= info.max);
	const ctx = { nItems, maxTrials, explicit, min: info.min, max: info.max };
	return kindModule(settings.kind).sweepSteps?.(inBounds, ctx) ?? inBounds;
}

/**
 * The row of one step of a worst-case strength sweep: a search has one result, so the row holds
 * its tau-b and score change as the median, no 5-95% band (NaN), and whether the leader stayed
 * first (1 or 0).
 */
export function searchStepRow(
	outcome: {
		readonly tau: number;
		readonly scores: Float64Array;
		readonly ranks: Int32Array;
		readonly evaluated: number;
	},
	reference: Reference,
	step: number
): SweepRow {
	const change = meanAbsScoreChange(
		{ nModels: outcome.scores.length, scores: outcome.scores },
		reference.scores,
		0
	);
	const none = Number.NaN;
	return {
		step,
		size: null,
		draws: outcome.evaluated,
		tau: { median: outcome.tau, q05: none, q95: none },
		replication: null,
		leaderKept: firstShare(outcome.ranks, 0, outcome.ranks.length, reference.order[0]),
		leaderPresent: 1,
		scoreChange: { median: change, q05: none, q95: none }
	};
}
