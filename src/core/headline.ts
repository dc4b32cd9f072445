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
