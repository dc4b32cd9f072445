import { describe, expect, it } from 'vitest';
import { flagCounts } from '../../../../../src/features/items/core/flag-counts.ts';
import {
	buildItemTable,
	FLAG,
	withInvertedFdr
} from '../../../../../src/features/items/core/item-table.ts';
import { queryItems, DEFAULT_QUERY } from '../../../../../src/features/items/core/item-query.ts';
import { generateSample } from '../../../../../src/core/sample-generator.ts';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * CIFAR-10.1-like: 2,000 items of 10 easy classes, 30 models (most items solved by every model),
 * with 300 items answered at random (no relation to ability: their correlations are chance) and
 * `planted` items with a reversed key (solved by the weaker half, failed by the stronger, 3% noise).
 */
function cifarLike(planted: number) {
	const sample = generateSample({
		id: 'cifar',
		title: 'CIFAR-10.1-like',
		description: '',
		seed: 101,
		nModels: 30,
		nItems: 2000,
		categories: Array.from({ length: 10 }, (_, g) => ({
			name: `c${g}`,
			difficulty: -4.5 + g * 0.15
		})),
		kind: 'binary',
		startDate: '2019-01-01',
		days: 30
	});
	const M = sample.models.length;
	const cells = Float64Array.from(sample.cells);
	const rng = xoroshiro128plus(7);
	const u = () => uniformFloat64(rng);
	const byAbility = sample.abilities
		.map((a, m) => [a, m] as const)
		.sort((x, y) => x[0] - y[0])
		.map(([, m]) => m);
	const weak = new Set(byAbility.slice(0, M / 2));
	const plantedIds: number[] = [];
	for (let i = 0; i < 2000; i++) {
		if (i % 250 === 17 && plantedIds.length < planted) {
			plantedIds.push(i);
			for (let m = 0; m < M; m++) cells[i * M + m] = (weak.has(m) ? 1 : 0) ^ (u() < 0.03 ? 1 : 0);
		} else if (i % 7 === 3 && i < 2100) {
			for (let m = 0; m < M; m++) cells[i * M + m] = u() < 0.5 ? 1 : 0;
		}
	}
	return { matrix: packMatrix({ ...sample, cells }), planted: plantedIds };
}

describe('flag counts with the inverted test under FDR control', () => {
	const { matrix, planted } = cifarLike(8);
	const table = buildItemTable(matrix);
	const counts = flagCounts(table);

	it('counts each kind apart; everybody-solves is information, not a flag', () => {
		expect(counts.everybodySolves).toBeGreaterThan(500);
		let flagged = 0;
		for (let i = 0; i < table.nItems; i++) {
			const f = table.flags[i];
			if (f & (FLAG.inverted | FLAG.nobodySolves | FLAG.judgeDisagrees | FLAG.pivotal)) flagged++;
		}
		expect(counts.flagged).toBe(flagged);
		expect(counts.flagged).toBeLessThan(counts.everybodySolves);
		// the filter "any flag" is the flagged items, without the information
		expect(
			queryItems(
				table,
				Uint32Array.from({ length: 2000 }, (_, i) => i),
				{
					...DEFAULT_QUERY,
					flag: 'any'
				}
			).length
		).toBe(counts.flagged);
		expect(counts.invertedFdr).toBe(0.05);
		expect(counts.invertedTested).toBeGreaterThan(1000);
	});

	it('the inverted count is the planted items, not chance; unadjusted tests flag chance items too', () => {
		const inverted = [...table.flags.keys()].filter((i) => table.flags[i] & FLAG.inverted);
		expect(inverted).toEqual(planted);
		expect(counts.inverted).toBe(planted.length);
		// each of ~1,800 items tested alone at 0.05 flags some of the 300 random ones as well
		expect(counts.invertedUnadjusted).toBeGreaterThan(planted.length + 3);
	});

	it('without planted items, nothing is flagged inverted', () => {
		const clean = cifarLike(0);
		expect(flagCounts(buildItemTable(clean.matrix)).inverted).toBe(0);
	});

	it('re-flags at another level without recomputing, monotone in q', () => {
		const loose = withInvertedFdr(table, 0.5);
		expect(loose.settings.invertedFdr).toBe(0.5);
		expect(table.settings.invertedFdr).toBe(0.05);
		const n = (t: typeof table) => flagCounts(t).inverted;
		expect(n(loose)).toBeGreaterThanOrEqual(n(table));
		expect(n(withInvertedFdr(loose, 0.05))).toBe(n(table));
		expect(() => withInvertedFdr(table, 0)).toThrow(RangeError);
		// the adjusted p-values are those of a fresh build at that level
		const rebuilt = buildItemTable(matrix, { invertedFdr: 0.5 });
		expect(Array.from(rebuilt.flags)).toEqual(Array.from(loose.flags));
	});
});
