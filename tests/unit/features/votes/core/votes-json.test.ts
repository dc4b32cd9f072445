import { describe, expect, it } from 'vitest';
import { api } from '../../../../../workers/votes.worker.ts';
import {
	summarizeVoteRun,
	leaderOf
} from '../../../../../src/features/votes/core/vote-run-summary.ts';
import {
	fewestToFlipJson,
	votesResults,
	votesSection,
	voteRunJson
} from '../../../../../src/features/votes/core/votes-json.ts';
import { ratingSeries } from '../../../../../src/features/votes/core/rating-series.ts';
import { VotesResultsSchema } from '../../../../../src/features/votes/schemas/votes-results.ts';
import { smallVotes } from '../votes-fixtures.ts';
import type { DrawColumns } from '../../../../../src/core/run-types.ts';

const options = { tieRule: 'half' as const, l2: 0, seed: 5, bootstrapDraws: 100 };

/** A run as the client assembles it: the group's draws as one table. */
function table(
	chunk: { count: number; scores: Float64Array; ranks: Int32Array; tau: Float64Array },
	K: number
): DrawColumns {
	return {
		nDraws: chunk.count,
		nModels: K,
		scores: chunk.scores,
		ranks: chunk.ranks,
		tau: chunk.tau
	};
}

describe('the votes results JSON and a run’s summary', () => {
	const analysis = api.analyze('json', smallVotes, options);
	const g = analysis.groups[0];
	const K = g.models.length;
	const reference = Float64Array.from(
		g.models,
		(m) => g.ratings.find((r) => r.model === m)!.rating
	);

	it('summarises a bootstrap run against its own floor: inside the noise, the leader mostly first', () => {
		const floor = api.noiseFloor('json', 0, { seed: 5, pairs: 100 });
		const draws = api.draws('json', 0, { kind: 'bootstrap' }, 5, 0, 100);
		const s = summarizeVoteRun(reference, table(draws.draws, K), floor);
		expect(s.draws).toBe(100);
		// The run's draws are the floor's first resamples (same seed): about one noise unit.
		expect(s.typicalDrawChangeInNoise).toBeGreaterThan(0.7);
		expect(s.typicalDrawChangeInNoise).toBeLessThan(1.4);
		expect(s.tauVerdict).toBe('inside');
		expect(s.leaderKept).toBeGreaterThan(0);
		expect(s.leaderKept).toBeLessThanOrEqual(1);
		expect(leaderOf(reference)).toBe(g.models.indexOf(g.ratings[0].model));
	});

	it('dropping one model at a time reads as fixed variants with the same summary shape', () => {
		const floor = api.noiseFloor('json', 0, { seed: 5, pairs: 50 });
		const d = api.draws('json', 0, { kind: 'dropModel' }, 5, 0, 0);
		expect(d.variants).toHaveLength(K);
		const s = summarizeVoteRun(reference, table(d.draws, K), floor);
		expect(s.draws).toBe(K);
		// Without the leader's own battles it cannot be first: at most K - 1 of K variants.
		expect(s.leaderKept).toBeLessThanOrEqual((K - 1) / K);
	});

	it('is valid under its zod schema, with models named and the flip rows 0-based', () => {
		const search = api.fewestToFlip('json', 0, null);
		// A chosen pair (the 3rd and 4th by rating, group model indices, the higher first).
		const local = (k: number) => g.models.indexOf(g.ratings[k].model);
		const pair = [local(2), local(3)] as const;
		const pairSearch = api.fewestToFlip('json', 0, pair);
		const floor = api.noiseFloor('json', 0, { seed: 5, pairs: 50 });
		const d = api.draws('json', 0, { kind: 'bootstrap' }, 5, 0, 20);
		const run = voteRunJson(
			0,
			{ kind: 'bootstrap' },
			5,
			summarizeVoteRun(reference, table(d.draws, K), floor)
		);
		const file = votesResults(
			{
				id: 'vt-0123456789abcdef',
				name: 'small',
				fileName: 'small-votes.csv',
				layout: 'winner-column',
				votes: smallVotes.a.length,
				models: smallVotes.models.length,
				badRows: 0
			},
			votesSection(analysis, smallVotes.models),
			fewestToFlipJson(search, 0, g.models, smallVotes.models),
			run,
			Date.UTC(2026, 11, 5),
			fewestToFlipJson(pairSearch, 0, g.models, smallVotes.models, pair)
		);
		const parsed = VotesResultsSchema.parse(JSON.parse(JSON.stringify(file)));
		expect(parsed.exportedAt).toBe('2026-12-05T00:00:00.000Z');
		expect(parsed.votes.groups).toHaveLength(2);
		expect(parsed.votes.groups[0].ratings[0].model).toBe(smallVotes.models[g.ratings[0].model]);
		const flip = parsed.votes.fewestToFlip!;
		expect(flip.pair![0]).toBe(parsed.votes.groups[0].ratings[0].model);
		expect(flip.count).toBe(flip.rows.length);
		expect(flip.lowerBound).toBeLessThanOrEqual(flip.count!);
		const rows = new Set(smallVotes.row);
		for (const r of flip.rows) expect(rows.has(r)).toBe(true);
		expect(parsed.run!.seed).toBe(5);
		// The chosen pair's search, and the rank sets beside Arena's rank.
		const chosen = parsed.votes.fewestToFlipPair!;
		const names = parsed.votes.groups[0].ratings.map((r) => r.model);
		expect(chosen.pair).toEqual([names[2], names[3]]);
		expect(chosen.count).toBe(chosen.rows.length);
		expect(chosen.lowerBound).toBeLessThanOrEqual(chosen.count!);
		expect(parsed.votes.groups[0].rankSets?.covariance).toBe('sandwich');
		for (const r of parsed.votes.groups[0].ratings) {
			expect(r.rankSet!.low).toBeLessThanOrEqual(r.rankSet!.high);
		}
	});

	it('draws the chart from the group: bootstrap bar, sandwich band, one colour per model', () => {
		const s = ratingSeries(g, smallVotes.models);
		expect(s.labels).toHaveLength(K);
		expect(s.point[0]).toBe(g.ratings[0].rating);
		expect(s.low[0]).toBe(g.ratings[0].bootstrap!.low);
		expect(s.band!.high[0]).toBe(g.ratings[0].sandwich.high);
		expect(new Set(s.colors).size).toBe(K);
	});
});
