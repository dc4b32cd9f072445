import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type VotesWorkerApi } from '../../../../workers/votes.worker.ts';
import { FIXTURES } from '../../helpers.ts';

const text = readFileSync(join(FIXTURES, 'votes', 'small-votes.csv'), 'utf8');

describe('votes worker API (called directly, as comlink would)', () => {
	it('detects, parses, analyses once and runs draws, the floor and the flip on the kept votes', () => {
		const worker: VotesWorkerApi = api;
		const layout = worker.detect(text.slice(0, 1000));
		expect(layout).toBe('winner-column');
		const parsed = worker.parse(text, 'small-votes.csv', layout!);
		expect(parsed.ok).toBe(true);
		const analysis = worker.analyze('k', parsed.votes!, {
			tieRule: 'half',
			l2: 0,
			seed: 3,
			bootstrapDraws: 50
		});
		expect(analysis.groups.map((g) => g.models.length)).toEqual([7, 3]);
		const [big] = analysis.groups;
		expect(big.status).toBe('fitted');
		expect(big.ratings[0].arenaRank.sandwich).toBe(1);
		expect(big.bootstrap).toEqual({ draws: 50, undefinedDraws: 0 });
		expect(big.ratings.find((r) => r.model === big.anchor)!.rating).toBe(1000);

		const boot = worker.draws('k', 0, { kind: 'bootstrap' }, 3, 0, 4);
		expect(boot.variants).toBeNull();
		expect(boot.draws.count).toBe(4);
		const split = worker.draws('k', 0, { kind: 'timeSplit', cutoff: null }, 0, 0, 0);
		expect(split.variants!.map((v) => v.kind)).toEqual(['before', 'from']);
		expect(worker.recipeIssues('k', { kind: 'dropLevel', column: 'nope' })).toEqual([
			{ code: 'no-column', column: 'nope' }
		]);
		expect(worker.recipeIssues('k', { kind: 'dropLevel', column: 'judge' })).toEqual([]);

		const floor = worker.noiseFloor('k', 0, { seed: 3, pairs: 20 });
		expect(floor.tauFloor.draws).toBe(20);
		const flip = worker.fewestToFlip('k', 0, null);
		expect(flip.flip!.verified).toBe(true);
		expect(flip.lowerBound).toBeLessThanOrEqual(flip.flip!.count);
		worker.release('k');
		expect(() => worker.draws('k', 0, { kind: 'bootstrap' }, 3, 0, 1)).toThrow(
			/analyze them first/
		);
	});
});
