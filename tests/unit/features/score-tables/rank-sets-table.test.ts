/**
 * Rank confidence sets of a score table (issue 22): the paper's PISA table (estimates and their
 * standard errors) imported as a score table — `math_se` read as the standard error of
 * `math_score` — and its sets as the csranks vignette reports them (within ±1); lower-is-better
 * benchmarks turned; the rank-sets tab's URL; its computation cancelled and kept as it should.
 */
import { describe, expect, it } from 'vitest';
import type { RankSets } from '../../../../src/core/rank-sets/rank-sets.ts';
import {
	benchmarksWithStderr,
	modelsWithoutStderr,
	tableRankSets
} from '../../../../src/features/score-tables/core/rank-sets.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import {
	rankSetsViewFromParams,
	withRankSetsView
} from '../../../../src/features/score-tables/state/rank-sets-url.ts';
import { TableRankSets } from '../../../../src/features/score-tables/state/TableRankSets.svelte.ts';
import { fixture } from '../../helpers.ts';

function pisa() {
	const r = parseScoreTable(fixture('rank-sets', 'pisa2018-math.csv'), 'pisa2018-math.csv');
	if (!r.ok) throw new Error(JSON.stringify(r.issues));
	return r.table;
}

describe('PISA 2018 as a score table with standard errors', () => {
	it('reads math_se as the standard error of math_score', () => {
		const table = pisa();
		expect(table.models).toHaveLength(37);
		expect(table.benchmarks).toEqual(['math_score']);
		expect(table.conditions[0].stderr?.[0]).toBe(1.939833031);
		expect(benchmarksWithStderr(table, table.conditions[0].name)).toEqual(['math_score']);
	});

	it('gives the vignette’s sets: UK [7, 23] ±1, a top-5 set of 12 ±1, Sweden out at 90%', () => {
		const table = pisa();
		const c = table.conditions[0].name;
		const uk = table.models.indexOf('United Kingdom');
		const at95 = tableRankSets(table, c, 'math_score', false, { level: 0.95, seed: 5, topK: 5 })!;
		expect(Math.abs(at95.marginalLow[uk] - 7)).toBeLessThanOrEqual(1);
		expect(Math.abs(at95.marginalHigh[uk] - 23)).toBeLessThanOrEqual(1);
		expect(Math.abs(at95.topK.models.length - 12)).toBeLessThanOrEqual(1);
		const at90 = tableRankSets(table, c, 'math_score', false, { level: 0.9, seed: 5, topK: 5 })!;
		expect(at90.topK.models.map((m) => table.models[m])).not.toContain('Sweden');
	});

	it('turns a lower-is-better benchmark before ranking', () => {
		const table = pisa();
		const c = table.conditions[0].name;
		const up = tableRankSets(table, c, 'math_score', false, { draws: 300 })!;
		const down = tableRankSets(table, c, 'math_score', true, { draws: 300 })!;
		expect(table.models[up.ranked[0]]).toBe('Japan');
		expect(table.models[down.ranked[0]]).toBe('Colombia');
	});

	it('leaves out models without a standard error, and says how many', () => {
		const r = parseScoreTable(
			'model,acc score,acc se\na,0.9,0.01\nb,0.8,\nc,0.7,0.02\nd,0.5,0.02\n',
			'x.csv'
		);
		if (!r.ok) throw new Error(JSON.stringify(r.issues));
		expect(r.table.benchmarks).toEqual(['acc score']);
		const c = r.table.conditions[0].name;
		expect(modelsWithoutStderr(r.table, c, 'acc score')).toBe(1);
		const sets = tableRankSets(r.table, c, 'acc score', false, { draws: 300 })!;
		expect(Array.from(sets.ranked).map((m) => r.table.models[m])).toEqual(['a', 'c', 'd']);
		expect(sets.simultaneousLow[1]).toBe(0);
	});
});

describe('the rank-sets tab', () => {
	it('keeps its benchmark, level and k in the URL (defaults left out)', () => {
		const base = new URLSearchParams('dataset=st-1&view=ranks');
		expect(rankSetsViewFromParams(base)).toEqual({ benchmark: null, level: 0.95, k: 3 });
		const next = withRankSetsView(base, { benchmark: 'math_score', level: 0.9, k: 5 });
		expect(next.toString()).toBe('dataset=st-1&view=ranks&bench=math_score&level=0.9&k=5');
		expect(rankSetsViewFromParams(next)).toEqual({ benchmark: 'math_score', level: 0.9, k: 5 });
		expect(rankSetsViewFromParams(new URLSearchParams('level=0.42&k=-1'))).toEqual({
			benchmark: null,
			level: 0.95,
			k: 3
		});
	});

	it('computes once per request, and a new request or Stop cancels the one going on', async () => {
		const calls: AbortSignal[] = [];
		const gates: Array<() => void> = [];
		const fake = (_t: unknown, _r: unknown, signal?: AbortSignal) =>
			new Promise<RankSets | null>((resolve, reject) => {
				calls.push(signal!);
				signal!.addEventListener('abort', () =>
					reject(new DOMException('cancelled', 'AbortError'))
				);
				gates.push(() => resolve(null));
			});
		const job = new TableRankSets(fake as never);
		const table = pisa();
		const request = {
			condition: table.conditions[0].name,
			benchmark: 'math_score',
			lowerIsBetter: false,
			options: { level: 0.95, draws: 100, seed: 1, topK: 3 }
		};
		const first = job.request(table, 'st-1', request);
		expect(job.status).toBe('running');
		void job.request(table, 'st-1', request); // the same: kept
		expect(calls).toHaveLength(1);
		const second = job.request(table, 'st-1', {
			...request,
			options: { ...request.options, level: 0.9 }
		});
		expect(calls[0].aborted).toBe(true);
		await first;
		gates[1]();
		await second;
		expect(job.status).toBe('done');
		void job.request(table, 'st-1', request);
		job.cancel();
		expect(job.status).toBe('cancelled');
		expect(calls[2].aborted).toBe(true);
	});
});
