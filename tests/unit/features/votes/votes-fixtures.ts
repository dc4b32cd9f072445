/**
 * The votes fixtures of the feature's tests: the small two-group votes file and its golden fits
 * (scripts/golden/make_votes_golden.py), and the real GenAI-Arena and Ko-Arena-Hard files of
 * ../shared/real when they are there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCleanBattle } from '../../../../src/features/votes/formats/clean-battle.ts';
import { parseVotesCsv } from '../../../../src/features/votes/formats/votes-csv.ts';
import type { Votes } from '../../../../src/features/votes/core/votes.ts';
import { FIXTURES, GOLDEN_DIR, REAL } from '../../helpers.ts';

export interface GoldenCase {
	readonly name: string;
	readonly models: string[];
	readonly tieRule: 'half' | 'drop';
	readonly l2: number;
	readonly anchor: string | null;
	readonly weights: 'language' | null;
	readonly ratings: Record<string, number>;
	readonly sandwichSE: Record<string, number>;
	readonly arenaRank: Record<string, number>;
	readonly logLikelihood: number;
}

export const votesGolden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'votes-golden.json'), 'utf8')
) as { languageWeights: Record<string, number>; cases: GoldenCase[] };

function parsed(text: string, file: string, parse: typeof parseVotesCsv): Votes {
	const p = parse(text, file);
	if (!p.votes) throw new Error(JSON.stringify(p.issues));
	return p.votes;
}

/** The small votes fixture (960 votes, two groups). */
export const smallVotes = parsed(
	readFileSync(join(FIXTURES, 'votes', 'small-votes.csv'), 'utf8'),
	'small-votes.csv',
	parseVotesCsv
);

const GENAI = join(REAL, 'genai_arena', 'raw', 'clean_battle_20240220.json');
const KO = join(REAL, 'ko_arena_hard', 'ko_arena_hard.battles.csv');
export const HAVE_GENAI = existsSync(GENAI);
export const HAVE_KO = existsSync(KO);

/** GenAI-Arena's battle log (2,061 records; one plays itself and is left out). */
export function genaiVotes(): Votes {
	return parsed(readFileSync(GENAI, 'utf8'), 'clean_battle_20240220.json', parseCleanBattle);
}

/** Ko-Arena-Hard's battles CSV (74,999 games). */
export function koVotes(): Votes {
	return parsed(readFileSync(KO, 'utf8'), 'ko_arena_hard.battles.csv', parseVotesCsv);
}

/** A reference figure file of ../shared/real. */
export function realReference(folder: string): Record<string, unknown> {
	return JSON.parse(readFileSync(join(REAL, folder, 'reference.json'), 'utf8'));
}

/** Votes from [a, b, outcome] triples (rows in order). */
export function votesOf(
	models: number,
	triples: readonly (readonly [number, number, number])[]
): Votes {
	return {
		models: Array.from({ length: models }, (_, m) => `m${m}`),
		a: Int32Array.from(triples, (t) => t[0]),
		b: Int32Array.from(triples, (t) => t[1]),
		outcome: Uint8Array.from(triples, (t) => t[2]),
		row: Int32Array.from(triples, (_, k) => k),
		time: null,
		columns: []
	};
}
