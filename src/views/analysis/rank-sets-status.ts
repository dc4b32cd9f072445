/**
 * Where a view's rank confidence sets are (issue 22): ready, still computed with the extras,
 * stopped with them, not computed for so many models, or not part of this result (a saved run
 * from before them, or interim figures).
 */
import type { RankSets } from '../../core/rank-sets/rank-sets.ts';
import { hasRankSets, MAX_RANK_SET_MODELS } from '../../core/rank-sets/run-rank-sets.ts';
import type { RunView } from '../../state/run-view.ts';

export type RankSetsStatus =
	| { readonly kind: 'ready'; readonly sets: RankSets }
	| { readonly kind: 'pending' }
	/** Interim figures of a run still drawing: the sets come after the draws. */
	| { readonly kind: 'later' }
	| { readonly kind: 'stopped' }
	| { readonly kind: 'tooMany'; readonly n: number; readonly max: number }
	| { readonly kind: 'none' };

export function rankSetsStatus(
	view: Pick<RunView, 'rankSets' | 'extrasState' | 'models' | 'partial'>
): RankSetsStatus {
	if (view.rankSets) return { kind: 'ready', sets: view.rankSets };
	if (!hasRankSets(view.models.length)) {
		return { kind: 'tooMany', n: view.models.length, max: MAX_RANK_SET_MODELS };
	}
	if (view.partial) return { kind: 'later' };
	if (view.extrasState === 'pending') return { kind: 'pending' };
	if (view.extrasState === 'cancelled' || view.extrasState === 'failed') return { kind: 'stopped' };
	return { kind: 'none' };
}
