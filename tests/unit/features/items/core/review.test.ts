import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	clopperPearson,
	projectFlawed,
	reviewsJson,
	summarizeReviews,
	type ItemReview
} from '../../../../../src/features/items/core/review.ts';
import { loadItemsGolden } from '../items-golden.ts';

const golden = loadItemsGolden();

describe('clopperPearson', () => {
	it("equals scipy.stats.binomtest(k, n).proportion_ci(level, method='exact')", () => {
		for (const c of golden.clopperPearson) {
			const ci = clopperPearson(c.k, c.n, c.level);
			expect(Math.abs(ci.low - c.low), JSON.stringify(c)).toBeLessThan(1e-12);
			expect(Math.abs(ci.high - c.high), JSON.stringify(c)).toBeLessThan(1e-12);
		}
	});

	it('gives the issue example: 9 of 30 flawed is 30% (15-49%)', () => {
		const ci = clopperPearson(9, 30);
		expect(ci.share).toBe(0.3);
		expect(Math.round(ci.low * 100)).toBe(15);
		expect(Math.round(ci.high * 100)).toBe(49);
	});

	it('contains the share, lies in [0, 1] and narrows with the level', () => {
		fc.assert(
			fc.property(
				fc
					.integer({ min: 1, max: 400 })
					.chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
				([k, n]) => {
					const ci = clopperPearson(k, n);
					const narrow = clopperPearson(k, n, 0.8);
					return (
						ci.low >= 0 &&
						ci.high <= 1 &&
						ci.low <= k / n &&
						ci.high >= k / n &&
						narrow.low >= ci.low - 1e-15 &&
						narrow.high <= ci.high + 1e-15
					);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('rejects impossible counts', () => {
		expect(() => clopperPearson(3, 2)).toThrow(RangeError);
		expect(() => clopperPearson(1.5, 2)).toThrow(RangeError);
		expect(clopperPearson(0, 0)).toMatchObject({ low: 0, high: 1 });
	});
});

describe('summarizeReviews', () => {
	const reviews: ItemReview[] = [
		{ item: 'a', verdict: 'ok', note: '' },
		{ item: 'b', verdict: 'misgraded', note: 'key says 4, answer is 5' },
		{ item: 'c', verdict: 'harness', note: '' },
		{ item: 'a', verdict: 'ambiguous', note: 'second look' }
	];

	it('counts the last verdict per item and every non-ok verdict as flawed', () => {
		const s = summarizeReviews(reviews);
		expect(s.reviewed).toBe(3);
		expect(s.flawed).toBe(3);
		expect(s.byVerdict).toEqual({ ok: 0, misgraded: 1, ambiguous: 1, unrealistic: 0, harness: 1 });
	});

	it('exports reviews and the flawed share', () => {
		const json = reviewsJson(reviews.slice(0, 3));
		expect(json.reviews).toHaveLength(3);
		expect(json.flawed).toMatchObject({ reviewed: 3, flawed: 2, method: 'clopper-pearson' });
		expect(json.flawed.share).toBeCloseTo(2 / 3, 15);
	});

	it('projects the share onto a pool', () => {
		const p = projectFlawed(clopperPearson(9, 30), 400);
		expect(p.estimate).toBeCloseTo(120, 10);
		expect(p.low).toBeLessThan(120);
		expect(p.high).toBeGreaterThan(120);
	});
});
