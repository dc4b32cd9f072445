import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	aheadFacts,
	aheadGrid,
	blocks,
	bracketParts,
	cellMark,
	MAX_CELLS,
	pairIndex,
	rankFacts,
	rankProbabilityGrid,
	searchModels,
	shareColor,
	shortName,
	shownCount
} from '../../../src/core/heatmap-series.ts';
import type { RankingDetails } from '../../../src/core/ranking-details.ts';
import type { PairwiseRow } from '../../../src/core/stats/pairwise.ts';

/** Rank probabilities of M models that each keep their own rank, except 0 and 1 who swap half. */
function details(M: number): RankingDetails {
	const order = Array.from({ length: M }, (_, m) => m);
	const probs = order.map((m) => {
		const p = new Float64Array(M);
		if (m < 2 && M > 1) {
			p[0] = 0.5;
			p[1] = 0.5;
		} else p[m] = 1;
		return p;
	});
	const row = (a: number, b: number, pAdjusted: number): PairwiseRow => ({
		a,
		b,
		pAhead: 0.9,
		difference: 0.1,
		ciLow: 0.05,
		ciHigh: 0.15,
		test: 'mcnemar',
		pValue: pAdjusted,
		pAdjusted
	});
	const pairwise = order.slice(1).map((b) => row(b - 1, b, b === 1 ? 0.8 : 0.001));
	return {
		rankModels: order,
		rankProbabilities: probs,
		pairwiseScope: 'neighbours',
		pairwise,
		tieGroups: [[0, 1], ...order.slice(2).map((m) => [m])],
		ahead: { models: order.slice(0, 60), p: new Float64Array(Math.min(M, 60) ** 2).fill(0.5) }
	};
}

describe('heatmap grids', () => {
	it('blocks cover 1..n in at most max consecutive spans', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 300 }), (n, max) => {
				const b = blocks(n, max);
				expect(b.length).toBeLessThanOrEqual(max);
				expect(b[0].from).toBe(1);
				expect(b.at(-1)!.to).toBe(n);
				b.slice(1).forEach((s, k) => expect(s.from).toBe(b[k].to + 1));
			})
		);
	});

	it('a small board is drawn cell by cell, ranks up to the worst one taken', () => {
		const g = rankProbabilityGrid(details(20), 20);
		expect([g.rows, g.cols]).toEqual([20, 20]);
		expect(g.values[0]).toBe(0.5);
		expect(g.values[2 * 20 + 2]).toBe(1);
		const top = rankProbabilityGrid(details(20), 5);
		expect([top.rows, top.cols]).toEqual([5, 5]);
	});

	it('a large board is pooled under MAX_CELLS and keeps each row summing to 1', () => {
		for (const M of [500, 700]) {
			const g = rankProbabilityGrid(details(M), M);
			expect(g.rows * g.cols).toBeLessThanOrEqual(MAX_CELLS);
			expect(g.colSpans.some((s) => s.to > s.from)).toBe(true);
			// 500 models keep a row each (scrolling); more are pooled into blocks of models too
			expect(g.rowModels.every((m) => m === null)).toBe(M > 600);
			for (let r = 0; r < g.rows; r++) {
				let s = 0;
				for (let c = 0; c < g.cols; c++) s += g.values[r * g.cols + c];
				expect(s).toBeCloseTo(1, 12);
			}
		}
	});

	it('long boards show the top 50 unless asked for all', () => {
		expect(shownCount(150, false)).toBe(150);
		expect(shownCount(201, false)).toBe(50);
		expect(shownCount(201, true)).toBe(201);
	});

	it('marks cells by the adjusted test, either way round', () => {
		const d = details(4);
		const index = pairIndex(d.pairwise);
		expect(cellMark(index, 1, 2)).toBe('ahead');
		expect(cellMark(index, 2, 1)).toBe('behind');
		expect(cellMark(index, 0, 1)).toBe('tied');
		expect(cellMark(index, 0, 3)).toBe('untested');
		expect(cellMark(index, 2, 2)).toBe('self');
		const g = aheadGrid(d, 4);
		expect(g.marks![1 * 4 + 2]).toBe('ahead');
		expect(Number.isNaN(g.values[0])).toBe(true);
	});

	it('captions state the numbers of the data', () => {
		const d = details(6);
		expect(rankFacts(d)).toEqual({ top: 0, topShare: 0.5, settled: 4, models: 6 });
		expect(aheadFacts(d)).toEqual({
			pairs: 5,
			separatedPairs: 4,
			groups: 5,
			largest: 2,
			largestFirst: 0
		});
		expect(bracketParts(d.tieGroups).get(0)).toBe('first');
		expect(bracketParts(d.tieGroups).get(1)).toBe('last');
		expect(bracketParts(d.tieGroups).get(2)).toBe('single');
	});
});

describe('names, search and colours', () => {
	it('shortens long names keeping both ends', () => {
		expect(shortName('short', 24)).toBe('short');
		const s = shortName('meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo', 24);
		expect(Array.from(s)).toHaveLength(24);
		expect(s.startsWith('meta-llama/')).toBe(true);
		expect(s.endsWith('Turbo')).toBe(true);
		fc.assert(
			fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 4, max: 40 }), (n, max) => {
				const short = shortName(n, max);
				expect(Array.from(short).length).toBeLessThanOrEqual(max);
				if (Array.from(n).length <= max) expect(short).toBe(n);
			})
		);
	});

	it('finds models by part of the name, prefix matches and better ranks first', () => {
		const names = ['gpt-4o', 'claude-3', 'gpt-4o-mini', 'my-gpt'];
		expect(searchModels(names, [3, 2, 1, 0], 'GPT')).toEqual([2, 0, 3]);
		expect(searchModels(names, [0, 1, 2, 3], '  ')).toEqual([]);
		expect(searchModels(names, [0, 1, 2, 3], 'zzz')).toEqual([]);
	});

	it('colours shares from dark to bright, none for NaN', () => {
		expect(shareColor(Number.NaN)).toBeNull();
		expect(shareColor(0)).toBe('rgb(0, 34, 78)');
		expect(shareColor(1)).toBe('rgb(253, 234, 69)');
	});
});
