/**
 * arena-hard-auto's strong verdicts counted ×3 (`--weight 3`): the app's votes with each strong
 * verdict repeated give the same fit, intervals and bootstrap as the battles arena-hard-auto's
 * `show_result.py` builds — each strong row written 3 times — here written as a CSV of their own
 * from the `verdict` column (not the `strong` flags the code reads) and parsed again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	repeatStrong,
	strongVerdictCount
} from '../../../../../src/features/votes/core/strong-verdicts.ts';
import {
	analyzeGroups,
	prepareGroups,
	type VoteAnalysisOptions
} from '../../../../../src/features/votes/core/vote-analysis.ts';
import { votesSection } from '../../../../../src/features/votes/core/votes-json.ts';
import {
	A_WINS,
	B_WINS,
	voteColumn,
	type Votes
} from '../../../../../src/features/votes/core/votes.ts';
import { parseArenaHardVotes } from '../../../../../src/features/votes/formats/arena-hard-votes.ts';
import { parseVotesCsv } from '../../../../../src/features/votes/formats/votes-csv.ts';
import { VotesResultsSchema } from '../../../../../src/features/votes/schemas/votes-results.ts';
import { FIXTURES } from '../../../helpers.ts';
import { smallVotes, votesOf } from '../votes-fixtures.ts';

const DIR = join(FIXTURES, 'votes', 'arena-hard', 'model_judgment', 'judge-x');

/** The fixture's four judgment files as votes (144 games against base-model). */
function judgments(): Votes {
	const files = readdirSync(DIR).map((name) => ({
		name,
		text: readFileSync(join(DIR, name), 'utf8')
	}));
	const p = parseArenaHardVotes(files);
	if (!p.votes) throw new Error(JSON.stringify(p.issues));
	return p.votes;
}

/** The votes as a winner-column CSV, a vote whose verdict has `>>` written `weight` times. */
function repeatedCsv(votes: Votes, weight: number): string {
	const verdict = voteColumn(votes, 'verdict')!;
	const winner = ['model_a', 'model_b', 'tie', 'both_bad'];
	const lines = ['model_a,model_b,winner'];
	for (let v = 0; v < votes.a.length; v++) {
		const line = `${votes.models[votes.a[v]]},${votes.models[votes.b[v]]},${winner[votes.outcome[v]]}`;
		const times = verdict.levels[verdict.codes[v]].includes('>>') ? weight : 1;
		for (let k = 0; k < times; k++) lines.push(line);
	}
	return lines.join('\n');
}

/** The `votes` section of an analysis with both intervals (models by name). */
function section(votes: Votes, options: VoteAnalysisOptions) {
	return votesSection(analyzeGroups(votes, prepareGroups(votes, options), options), votes.models);
}

const options: VoteAnalysisOptions = {
	tieRule: 'half',
	l2: 0,
	seed: 11,
	anchors: ['base-model'],
	bootstrapDraws: 300
};

describe('strong verdicts counted ×1 or ×3', () => {
	const votes = judgments();
	const strong = voteColumn(votes, 'strong')!;

	it('counts the strong verdicts of the judgments, none without a strong column', () => {
		const verdict = voteColumn(votes, 'verdict')!;
		const byVerdict = [...verdict.codes].filter((c) => verdict.levels[c].includes('>>')).length;
		expect(byVerdict).toBeGreaterThan(10);
		expect(strongVerdictCount(votes)).toBe(byVerdict);
		expect(strongVerdictCount(smallVotes)).toBe(0);
		expect(repeatStrong(smallVotes, 3)).toBe(smallVotes);
		expect(repeatStrong(votes, 1)).toBe(votes);
	});

	it('a column called strong that is not 0/1 flags is not read as strong verdicts', () => {
		const v = votesOf(2, [
			[0, 1, A_WINS],
			[1, 0, B_WINS]
		]);
		const other = {
			...v,
			columns: [{ name: 'strong', levels: ['yes', 'no'], codes: Int32Array.of(0, 1) }]
		};
		expect(strongVerdictCount(other)).toBe(0);
		expect(repeatStrong(other, 3)).toBe(other);
	});

	it('×3 repeats each strong verdict in its place, with its file row and columns', () => {
		const three = repeatStrong(votes, 3);
		const n = votes.a.length + 2 * strongVerdictCount(votes);
		expect(three.a.length).toBe(n);
		expect(three.models).toBe(votes.models);
		const one = strong.levels.indexOf('1');
		let at = 0;
		for (let v = 0; v < votes.a.length; v++) {
			const times = strong.codes[v] === one ? 3 : 1;
			for (let k = 0; k < times; k++, at++) {
				expect([three.a[at], three.b[at], three.outcome[at], three.row[at]]).toEqual([
					votes.a[v],
					votes.b[v],
					votes.outcome[v],
					votes.row[v]
				]);
				expect(voteColumn(three, 'strong')!.codes[at]).toBe(strong.codes[v]);
			}
		}
		expect(at).toBe(n);
	});

	it('×3 gives the fit, both intervals and the bootstrap of the votes with each strong row written 3 times', () => {
		const parsed = parseVotesCsv(repeatedCsv(votes, 3), 'repeated.csv');
		expect(parsed.issues).toEqual([]);
		const repeated = parsed.votes!;
		expect(repeated.models).toEqual(votes.models);
		const ours = section(repeatStrong(votes, 3), options);
		expect(ours).toEqual(section(repeated, options));
		// …and it is not the plain fit: the strong verdicts move the ratings.
		const plain = section(votes, options);
		const rating = (s: typeof ours, m: string) =>
			s.groups[0].ratings.find((r) => r.model === m)!.rating!;
		expect(Math.abs(rating(ours, 'alpha-model') - rating(plain, 'alpha-model'))).toBeGreaterThan(1);
		expect(ours.groups[0].bootstrap).toEqual({ draws: 300, undefinedDraws: 0 });
	});

	it('×3 has the ratings of a fit weighting each strong verdict 3 (the weighted likelihood)', () => {
		const one = strong.levels.indexOf('1');
		const weights = Float64Array.from(strong.codes, (c) => (c === one ? 3 : 1));
		const fit = (v: Votes, w: Float64Array | null) => {
			const g = prepareGroups(v, { ...options, weights: w })[0].fit;
			if (typeof g === 'string') throw new Error(g);
			return g.ratings;
		};
		const weighted = fit(votes, weights);
		const repeated = fit(repeatStrong(votes, 3), null);
		for (let m = 0; m < weighted.length; m++) expect(repeated[m]).toBeCloseTo(weighted[m], 8);
	});

	it('the results JSON says what a strong verdict counted as (only where there are some)', () => {
		const withWeight = votesSection(
			analyzeGroups(votes, prepareGroups(votes, options), options),
			votes.models,
			3
		);
		expect(withWeight.strongWeight).toBe(3);
		expect('strongWeight' in section(votes, options)).toBe(false);
		const file = {
			schema: 'perturbation-sandbox/votes@1',
			exportedAt: new Date(0).toISOString(),
			dataset: {
				id: 'vt-0123456789abcdef',
				name: 'judge-x',
				fileName: 'judge-x',
				layout: 'arena-hard',
				votes: votes.a.length,
				models: votes.models.length,
				badRows: 0
			},
			votes: { ...withWeight, fewestToFlip: null },
			run: null
		};
		expect(VotesResultsSchema.parse(JSON.parse(JSON.stringify(file))).votes.strongWeight).toBe(3);
		expect(() =>
			VotesResultsSchema.parse(
				JSON.parse(JSON.stringify({ ...file, votes: { ...file.votes, strongWeight: 2 } }))
			)
		).toThrow();
	});
});
