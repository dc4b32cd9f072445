/**
 * The rank-sets tab of the score-table screen (`view=ranks`, issue 22) in the URL: `bench` the
 * benchmark (absent: the first with standard errors), `level` one of `RANK_SET_LEVELS` (default
 * 0.95), `k` of the top-k set (default 3). The draws (2,000) are fixed; the seed is the screen's
 * `seed`. A bad value falls back to its default; defaults are not written.
 */
import { DEFAULT_LEVEL } from '../../../core/rank-sets/rank-sets.ts';

export const RANK_SET_LEVELS: readonly number[] = [0.8, 0.9, 0.95, 0.99];
const DEFAULT_RANK_SET_K = 3;
const MAX_K = 10_000;

export interface RankSetsView {
	readonly benchmark: string | null;
	readonly level: number;
	readonly k: number;
}

export function rankSetsViewFromParams(params: URLSearchParams): RankSetsView {
	const level = Number(params.get('level'));
	const k = params.get('k');
	return {
		benchmark: params.get('bench') || null,
		level: RANK_SET_LEVELS.includes(level) ? level : DEFAULT_LEVEL,
		k: k !== null && /^\d+$/.test(k) && +k >= 1 && +k <= MAX_K ? +k : DEFAULT_RANK_SET_K
	};
}

/** `params` with the tab's choices written in (defaults left out). */
export function withRankSetsView(params: URLSearchParams, v: RankSetsView): URLSearchParams {
	const next = new URLSearchParams(params);
	for (const key of ['bench', 'level', 'k']) next.delete(key);
	if (v.benchmark) next.set('bench', v.benchmark);
	if (v.level !== DEFAULT_LEVEL) next.set('level', String(v.level));
	if (v.k !== DEFAULT_RANK_SET_K) next.set('k', String(v.k));
	return next;
}
