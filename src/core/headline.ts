/**
 * The verdict sentence that opens every analysis: how far scores moved beside how well the
 * ranking held. Every clause is exactly true of the run it describes.
 */
import { formatPoints, formatShare, formatTau } from './format.ts';
import type { RunSummary } from './summary.ts';

export interface Headline {
	/** Largest 95%-interval distance from a reference score. */
	readonly swing: string;
	/** tau-b threshold (the 5% quantile rounded down to two decimals)... */
	readonly tauThreshold: number;
	/** ...and the exact share of draws whose tau-b reaches it. */
	readonly tauShare: number;
	readonly leaderKept: number;
	readonly text: string;
}

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
	const text =
		summary.tau.q05 === summary.tau.q05
			? `Scores moved by up to ${swing}; the ranking kept Kendall tau-b ≥ ${formatTau(threshold)} ` +
				`in ${formatShare(tauShare)} of draws; the leader (${leader}) stayed first in ` +
				`${formatShare(summary.leaderKept)}.`
			: `Scores moved by up to ${swing}; Kendall tau-b is undefined because every model tied.`;
	return { swing, tauThreshold: threshold, tauShare, leaderKept: summary.leaderKept, text };
}

/**
 * The verdict of a size sweep: the smallest test-set size from which the median tau-b with the
 * full test set stays at or above `level`, with the leader agreement there and at the smallest size.
 */
export function sweepHeadline(
	rows: ReadonlyArray<{
		readonly k: number;
		readonly tau: { readonly median: number };
		readonly leaderKept: number;
	}>,
	nItems: number,
	level = 0.9
): string {
	if (!rows.length) return 'The size sweep has no draws.';
	let settle = rows.length - 1;
	while (settle > 0 && rows[settle - 1].tau.median >= level) settle--;
	const at = rows[settle];
	const first = rows[0];
	const items = (k: number) => `${k.toLocaleString('en-US')} item${k === 1 ? '' : 's'}`;
	const start =
		at.tau.median >= level
			? `The ranking settles at about ${items(at.k)} of ${nItems.toLocaleString('en-US')}: from there on the median Kendall tau-b with the full test set stays ≥ ${formatTau(level)}, and the leader is first in ${formatShare(at.leaderKept)} of draws of that size.`
			: `The ranking does not settle before the full test set: the median Kendall tau-b stays below ${formatTau(level)} at every smaller size.`;
	return settle > 0
		? `${start} With ${items(first.k)} the median tau-b is ${formatTau(first.tau.median)} and the leader is first in ${formatShare(first.leaderKept)}.`
		: start;
}
