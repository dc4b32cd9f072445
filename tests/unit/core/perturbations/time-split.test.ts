import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	dateExtent,
	itemDates,
	parseItemDate,
	timeSplit
} from '../../../../src/core/perturbations/time-split.ts';
import { loadStatsGolden } from '../stats/stats-golden.ts';
import { monthlyDates } from './fixtures.ts';

const golden = loadStatsGolden().dates;

describe('parseItemDate', () => {
	it("equals Python's datetime timestamps (no offset = UTC)", () => {
		for (const [text, ms] of Object.entries(golden.valid)) {
			// datetime(...).timestamp() * 1000
			expect(parseItemDate(text), text).toBe(ms);
		}
	});

	it('rejects what is not an ISO date', () => {
		for (const text of golden.invalid) expect(parseItemDate(text), text).toBeNaN();
	});
});

describe('timeSplit', () => {
	const dates = itemDates(monthlyDates(60));

	it('splits the dated items into before (< cut-off) and after (>= cut-off); undated items in neither', () => {
		const cut = parseItemDate('2023-07-01');
		const s = timeSplit(dates, cut);
		const extent = dateExtent(dates);
		expect(s.nBefore + s.nAfter + s.undated).toBe(60);
		expect(s.nBefore + s.nAfter).toBe(extent.dated);
		for (let i = 0; i < 60; i++) {
			expect(s.before[i] + s.after[i]).toBe(Number.isNaN(dates[i]) ? 0 : 1);
			if (s.before[i]) expect(dates[i]).toBeLessThan(cut);
		}
	});

	it('moving the cut-off later only moves items from after to before', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (a, b) => {
				const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
				const early = timeSplit(dates, Date.UTC(2023, lo, 1));
				const late = timeSplit(dates, Date.UTC(2023, hi, 1));
				return (
					early.before.every((x, i) => x <= late.before[i]) &&
					late.after.every((x, i) => x <= early.after[i])
				);
			})
		);
	});

	it('a cut-off after every date puts all dated items before', () => {
		const s = timeSplit(dates, dateExtent(dates).max + 1);
		expect(s.nAfter).toBe(0);
		expect(s.nBefore).toBe(dateExtent(dates).dated);
	});
});
