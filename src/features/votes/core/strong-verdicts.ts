/**
 * arena-hard-auto's strong verdicts (`A>>B`, `B>>A`) and its `--weight`: its `show_result.py`
 * (lmarena/arena-hard-auto, `get_battles_from_judgment`) appends a strong verdict's battle
 * `weight` times (3 by default) before the fit and the bootstrap, so such a verdict is that many
 * votes. The importer keeps every settled game as one vote and marks the strong ones in the
 * `strong` column (`formats/arena-hard-votes.ts`; a battles CSV with that column keeps it too,
 * as a category column); the room offers ×1 (the plain Bradley–Terry,
 * its default) or ×3 (arena-hard-auto's), and with ×3 every later step — the fit, both
 * intervals, the runs, the noise floor, the fewest votes to flip — reads the votes this module
 * repeats, exactly as arena-hard-auto's battles table has them.
 */
import { TIE, voteColumn, votesAt, type Votes } from './votes.ts';

/** The column the arena-hard importer marks strong verdicts in (`1`) and the others (`0`). */
const STRONG_COLUMN = 'strong';

/** How many votes a strong verdict counts as: the app's plain fit, or arena-hard-auto's default. */
export const STRONG_WEIGHTS = [1, 3] as const;
export type StrongWeight = (typeof STRONG_WEIGHTS)[number];

/**
 * Whether each vote is a strong verdict: `1` in a `strong` column of 0/1 flags (never a tie);
 * null when the votes have no such column. arena-hard-auto's battles table exported as CSV
 * (`question_id, game, model_a, model_b, winner, verdict, strong`) has it too.
 */
function strongFlags(votes: Votes): Uint8Array | null {
	const column = voteColumn(votes, STRONG_COLUMN);
	if (!column || !column.levels.every((l) => l === '0' || l === '1')) return null;
	const one = column.levels.indexOf('1');
	if (one < 0) return null;
	const flags = new Uint8Array(votes.a.length);
	for (let v = 0; v < flags.length; v++) {
		flags[v] = column.codes[v] === one && votes.outcome[v] !== TIE ? 1 : 0;
	}
	return flags;
}

/** The number of strong verdicts among the votes (0 without a `strong` column). */
export function strongVerdictCount(votes: Votes): number {
	const flags = strongFlags(votes);
	let n = 0;
	if (flags) for (const f of flags) n += f;
	return n;
}

/**
 * The votes with each strong verdict repeated `weight` times in its place (its copies follow
 * it, with its file row, time and columns), the others once: the battles arena-hard-auto fits
 * with `--weight`. `weight` 1, or votes without strong verdicts, give `votes` itself.
 */
export function repeatStrong(votes: Votes, weight: StrongWeight): Votes {
	const flags = weight === 1 ? null : strongFlags(votes);
	if (!flags || !flags.includes(1)) return votes;
	const picks: number[] = [];
	for (let v = 0; v < flags.length; v++) {
		const times = flags[v] ? weight : 1;
		for (let k = 0; k < times; k++) picks.push(v);
	}
	return votesAt(votes, picks);
}
