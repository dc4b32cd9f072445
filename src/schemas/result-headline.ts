/**
 * A run@3 result's headline facts read back from its fields, so a saved run's verdict is worded in
 * the reader's language (`core/headline.ts` words them). Results of older versions keep their
 * English sentence.
 */
import {
	sizeSweepFacts,
	strengthSweepFacts,
	tauThresholdOf,
	type HeadlineFacts
} from '../core/headline.ts';
import type { SweepRow } from '../core/sweep.ts';
import { isLegacyResult, type RunResult, type SweepResult } from './results.ts';

const nan = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : v);

function sweepRowOf(r: SweepResult['sweep'][number]): SweepRow {
	const spread = (m: number | null, lo: number | null, hi: number | null) => ({
		median: nan(m),
		q05: nan(lo),
		q95: nan(hi)
	});
	return {
		step: r.step,
		size: r.size,
		draws: r.draws,
		tau: spread(r.tauMedian, r.tauQ05, r.tauQ95),
		replication:
			r.replicationTauMedian === null
				? null
				: spread(r.replicationTauMedian, r.replicationTauQ05, r.replicationTauQ95),
		leaderKept: nan(r.leaderKept),
		leaderPresent: r.draws,
		scoreChange: spread(r.meanAbsScoreChange, r.meanAbsScoreChangeQ05, r.meanAbsScoreChangeQ95)
	};
}

/**
 * What a run@3 result's headline says, read back from its fields (so a saved run's verdict can be
 * shown in the reader's language); null for results of older versions, which keep their English
 * sentence. `unitScale`: the dataset's scores are fractions (then changes are in points).
 */
export function resultHeadlineFacts(r: RunResult, unitScale: boolean): HeadlineFacts | null {
	if (isLegacyResult(r)) return null;
	switch (r.drawType) {
		case 'sample': {
			const threshold = tauThresholdOf(nan(r.tau.q05));
			const reach = r.tauDraws.filter((t) => t !== null && t >= threshold).length;
			return {
				kind: 'sample',
				unitScale,
				maxSwing: nan(r.maxSwing),
				tauThreshold: threshold,
				tauShare: r.draws ? reach / r.draws : Number.NaN,
				leader: r.leader,
				leaderKept: nan(r.leaderKept),
				leaderPresent: r.leaderPresent,
				nDraws: r.draws
			};
		}
		case 'variants': {
			// a threshold run's maxSwing is the spread of pass shares across its thresholds (results
			// saved before `maxSwingBasis` compared with the reference, and are read as such)
			const across = r.maxSwingBasis === 'acrossVariants';
			return {
				kind: 'variants',
				unitScale: across ? true : unitScale,
				maxChange: nan(r.maxSwing),
				changeBasis: across ? 'acrossVariants' : 'reference',
				nVariants: r.draws,
				tauMin: nan(r.tau.min),
				tauMax: nan(r.tau.max),
				leader: r.leader,
				leaderFirst: r.leaderFirst
			};
		}
		case 'search':
			return {
				kind: 'search',
				unitScale,
				found: r.search.exact ? 'proven' : r.search.stopped ? 'stopped' : 'found',
				tauBound:
					r.search.exact || r.search.tauLowerBound === null ? null : nan(r.search.tauLowerBound),
				bound: r.search.bound,
				tau: nan(r.search.tau),
				leader: r.leader,
				first: r.models.filter((m) => m.worstRank === 1).map((m) => m.model),
				leaderStays: r.leaderFirst,
				maxChange: nan(r.maxSwing)
			};
		case 'sweep': {
			const rows = r.sweep.map(sweepRowOf);
			return r.sweepKind === 'size'
				? sizeSweepFacts(rows, r.dataset.items)
				: strengthSweepFacts(rows, r.settings.kind, unitScale);
		}
	}
}
