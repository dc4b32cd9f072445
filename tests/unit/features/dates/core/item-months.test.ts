import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { scoresByMonth } from '../../../../../src/features/dates/core/item-months.ts';
import { itemDates } from '../../../../../src/core/perturbations/time-split.ts';

describe('scoresByMonth', () => {
	it('one mean per model and month, empty months kept, undated items and missing cells skipped', () => {
		const matrix = packMatrix({
			models: ['a', 'b'],
			itemIds: ['1', '2', '3', '4', '5'],
			cells: [1, 0, 0, Number.NaN, 1, 1, 0, 0, 1, 1]
		});
		const times = itemDates(['2024-01-03', '2024-01-30', '2024-03-01', '', '2024-03-31T23:00Z']);
		const s = scoresByMonth(matrix, times);
		expect(s.months).toEqual(['2024-01', '2024-02', '2024-03']);
		expect(s.items).toEqual([2, 0, 2]);
		expect([...s.scores[0]]).toEqual([0.5, Number.NaN, 1]);
		expect([...s.scores[1]]).toEqual([0, Number.NaN, 1]);
	});

	it('no dated item: no months', () => {
		const matrix = packMatrix({ models: ['a', 'b'], itemIds: ['1'], cells: [1, 0] });
		expect(scoresByMonth(matrix, [Number.NaN]).months).toEqual([]);
	});
});
