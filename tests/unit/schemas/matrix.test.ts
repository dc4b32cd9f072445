import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { checkMatrix } from '../../../src/schemas/matrix.ts';

const good = packMatrix({
	models: ['a', 'b', 'c'],
	itemIds: ['x', 'y'],
	meta: { category: ['k', 'l'] },
	cells: [1, 0, Number.NaN, 0.5, 1, 0]
});

describe('checkMatrix', () => {
	it('accepts what the builder makes', () => {
		expect(checkMatrix(good).ok).toBe(true);
		expect(checkMatrix(packMatrix({ models: ['a', 'b'], itemIds: ['x'], cells: [1, 0] })).ok).toBe(
			true
		);
	});

	it('refuses inconsistent shapes with a reason', () => {
		const bad = checkMatrix({ ...good, itemIds: ['x'] });
		expect(bad).toEqual({ ok: false, reason: expect.stringContaining('1 item ids for 2 items') });
		expect(checkMatrix({ ...good, values: new Float64Array(2) }).ok).toBe(false);
		expect(checkMatrix({ ...good, models: ['a', 'a', 'c'] }).ok).toBe(false);
		expect(checkMatrix({ ...good, meta: { category: ['k'] } }).ok).toBe(false);
		expect(checkMatrix(null).ok).toBe(false);
	});
});
