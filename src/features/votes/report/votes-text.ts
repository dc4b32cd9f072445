/**
 * Words from the votes room's numbers (issue 34): the run's verdict first, in about 25 words, as
 * the app's other screens say it (scores moved against noise, the ranking against its floor, the
 * leader held); and the fewest-votes sentences. Numbers and codes in, message codes out (`Msg`);
 * the view translates them.
 */
import { msg, type Msg } from '../../../i18n/catalog.ts';
import type { FlipSearch } from '../core/fewest-to-flip.ts';
import type { VoteRunSummary } from '../core/vote-run-summary.ts';

/** The leader holds when it stays first in at least this share of the draws. */
const LEADER_HOLDS = 0.5;

interface Formats {
	readonly points: (v: number) => string;
	readonly times: (v: number) => string;
	readonly tau: (v: number) => string;
	readonly share: (v: number) => string;
}

/** The verdict of a run: ratings moved against noise, ranking against its floor, the leader. */
export function voteVerdict(s: VoteRunSummary, f: Formats): Msg {
	return msg('votes.verdict', {
		change: f.points(s.typicalDrawChange),
		units: f.times(s.typicalDrawChangeInNoise),
		floor: s.tauVerdict ?? 'unknown',
		tau: f.tau(s.tau),
		held: s.leaderKept >= LEADER_HOLDS ? 'yes' : 'no',
		kept: f.share(s.leaderKept),
		leaderFloor: f.share(s.leaderFloor)
	});
}

/** The fewest-votes sentences: the verified count, the proven bound, and whether they meet. */
export function flipMessages(
	search: FlipSearch,
	names: { readonly leader: string; readonly challenger: string },
	total: number
): Msg[] {
	const f = search.flip;
	if (!f) {
		return [msg('votes.flip.none', { max: search.maxRemove, lower: search.lowerBound })];
	}
	const out = [
		msg('votes.flip.found', {
			count: f.count,
			total,
			challenger: names.challenger,
			leader: names.leader
		}),
		msg('votes.flip.bound', { lower: search.lowerBound })
	];
	if (search.lowerBound >= f.count) out.push(msg('votes.flip.exact', { count: f.count }));
	return out;
}
