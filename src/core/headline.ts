/**
 * The verdict sentence that opens every analysis: how far scores moved beside how well the
 * ranking held, worded by draw type so that it never claims more than the draws are. Every
 * clause is exactly true of the run it describes. English text: the sentences are built here in
 * one place for the i18n layer.
 */
import { formatCount, formatPoints, formatShare, formatTau } from './format.ts';
import type { SearchOutcome } from './search.ts';
import type { RunSummary } from './summary.ts';
import { replicationSettlesAt, type SweepRow } from './sweep.ts';
import type { VariantsSummary } from './variants.ts';

export interface Headline {
	/** Largest 95%-interval distance from a reference score (formatted). */
	readonly swing: string;
	/** tau-b threshold (the 5% quantile rounded down to two decimals)... */
	readonly tauThreshold: number;
	/** ...and the exact share of draws whose tau-b reaches it. */
	readonly tauShare: number;
	readonly leaderKept: number;
	readonly text: string;
}

/** The headline of a `sample` run. */
export function headline(
	summary: RunSummary,
	tauDraws: ArrayLike<number>,
	unitScale: boolean
): Headline {
	const swing = formatPoints(summary.maxSwing, unitScale);
	const threshold = Math.floor(summary.tau.q05 * 100 + 1e-9) / 100;
	let reach = 0;
	for (let d = 0; d < summary.nDraws; d++) if (tauDraws[d] >= threshold) reach++;
	const tauShare = summary.nDraws ? reach / summary.nDraws : Number.NaN;
	const leader = summary.models[0]?.model ?? '';
	const present = summary.leaderPresent ?? summary.nDraws;
	const among =
		present < summary.nDraws ? ` of the ${formatCount(present)} draws it took part in` : '';
	const text =
		summary.tau.q05 === summary.tau.q05
			? `Scores moved by up to ${swing}; the ranking kept Kendall tau-b ≥ ${formatTau(threshold)} ` +
				`in ${formatShare(tauShare)} of draws; the leader (${leader}) stayed first in ` +
				`${formatShare(summary.leaderKept)}${among}.`
			: `Scores moved by up to ${swing}; Kendall tau-b is undefined because every model tied.`;
	return { swing, tauThreshold: threshold, tauShare, leaderKept: summary.leaderKept, text };
}

/** The headline of a `variants` run. */
export function variantsHeadline(v: VariantsSummary, unitScale: boolean): string {
	const leader = v.models[0]?.model ?? '';
	const moved = formatPoints(v.maxChange, unitScale);
	if (v.nVariants === 1) {
		const kept = v.leaderFirst === 1 ? 'is still first' : 'is no longer first';
		return `In the one variant, scores moved by up to ${moved}; Kendall tau-b with the reference ranking is ${formatTau(v.tauMin)}; the leader (${leader}) ${kept}.`;
	}
	const range =
		v.tauMin === v.tauMin
			? `tau-b with the reference ranking ranged from ${formatTau(v.tauMin)} to ${formatTau(v.tauMax)}`
			: 'tau-b is undefined in every variant (every model tied)';
	return `Across the ${formatCount(v.nVariants)} variants, scores moved by up to ${moved}; ${range}; the leader (${leader}) was first in ${formatCount(v.leaderFirst)} of ${formatCount(v.nVariants)}.`;
}

/** The headline of a `search` run. */
export function searchHeadline(
	s: SearchOutcome,
	models: readonly string[],
	leader: number,
	maxChange: number,
	unitScale: boolean
): string {
	const bound = `${Math.round(s.bound * 100)}%`;
	const first: string[] = [];
	for (let m = 0; m < s.ranks.length; m++) if (s.ranks[m] === 1) first.push(models[m]);
	const leaderText =
		s.ranks[leader] === 1
			? `the leader (${models[leader]}) stays first`
			: `the leader (${models[leader]}) loses first place to ${first.join(', ')}`;
	const found = s.exact
		? 'The worst case (proven)'
		: s.stopped
			? 'The worst case found before the search was stopped'
			: 'The worst case found';
	return `${found} with each category’s item weight within ±${bound} gives Kendall tau-b ${formatTau(s.tau)} with the reference ranking, and ${leaderText}; scores moved by up to ${formatPoints(maxChange, unitScale)}.`;
}

function items(k: number): string {
	return `${formatCount(k)} item${k === 1 ? '' : 's'}`;
}

/** The headline of a size sweep: where two disjoint test sets of one size settle (replication). */
export function sizeSweepHeadline(rows: readonly SweepRow[], nItems: number, level = 0.9): string {
	if (!rows.length) return 'The size sweep has no draws.';
	const withRep = rows.filter((r) => r.replication !== null);
	if (!withRep.length) {
		return `The replication figure (two disjoint test sets of the same size) is not available for this run; the table shows tau-b against the full set per size, which overstates how well a smaller test set replicates.`;
	}
	const at = replicationSettlesAt(rows, level);
	const last = withRep[withRep.length - 1];
	if (!at) {
		return `Two disjoint test sets of up to ${items(last.size!)} (half of ${formatCount(nItems)}) do not reach a median Kendall tau-b of ${formatTau(level)} with each other (at ${items(last.size!)}: ${formatTau(last.replication!.median)}).`;
	}
	return `The ranking settles at about ${items(at.size!)} of ${formatCount(nItems)}: from there on two disjoint test sets of that size agree with median Kendall tau-b ≥ ${formatTau(level)} (${formatTau(at.replication!.median)} at ${items(at.size!)}; against the full set ${formatTau(at.tau.median)}), and the leader is first in ${formatShare(at.leaderKept)} of draws of that size.`;
}

/** The headline of a strength sweep: the strongest step beside the ranking across the steps. */
export function strengthSweepHeadline(
	rows: readonly SweepRow[],
	strengthLabel: string,
	unitScale: boolean
): string {
	if (!rows.length) return 'The sweep has no steps.';
	const strong = rows[rows.length - 1];
	let lowest = rows[0];
	for (const r of rows) if (r.tau.median < lowest.tau.median) lowest = r;
	return `At the strongest step (${strengthLabel.toLowerCase()} ${strong.step}), scores move by ${formatPoints(strong.scoreChange.median, unitScale)} on average in a typical draw, and the median Kendall tau-b with the reference is ${formatTau(strong.tau.median)} (lowest over the ${formatCount(rows.length)} steps: ${formatTau(lowest.tau.median)}); the leader stays first in ${formatShare(strong.leaderKept)} of draws there.`;
}
