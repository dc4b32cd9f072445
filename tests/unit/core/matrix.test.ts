import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import { MatrixBuilder } from '../../../src/core/MatrixBuilder.ts';
import { cellValue, isUnitScale, packMatrix } from '../../../src/core/ScoreMatrix.ts';

describe('ScoreMatrix packing', () => {
	it('packs 0/1 data into bits and reads every cell back, across word boundaries', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 70 }),
				fc.integer({ min: 1, max: 12 }),
				fc.infiniteStream(fc.constantFrom(0, 1, Number.NaN)),
				(M, n, stream) => {
					const cells = Array.from({ length: n * M }, () => stream.next().value as number);
					const m = packMatrix({
						models: Array.from({ length: M }, (_, k) => `m${k}`),
						itemIds: Array.from({ length: n }, (_, k) => `i${k}`),
						cells
					});
					if (m.valueType !== 'binary') return false;
					return cells.every((v, k) => {
						const got = cellValue(m, Math.floor(k / M), k % M);
						return Number.isNaN(v) ? got === null : got === v;
					});
				}
			)
		);
	});

	it('switches to a float layout at the first non-0/1 value, keeping earlier rows', () => {
		const b = new MatrixBuilder(['a', 'b'], ['category']);
		b.addRow('x', [1, 0], ['c1']);
		b.addRow('y', [Number.NaN, 1], ['c2']);
		b.addRow('z', [0.5, 0.25], ['c1']);
		const m = b.build();
		expect(m.valueType).toBe('continuous');
		expect(m.bits).toBeNull();
		expect(Array.from(m.values!)).toEqual([1, 0, Number.NaN, 1, 0.5, 0.25]);
		expect(m.missingCells).toBe(1);
		expect(m.meta.category).toEqual(['c1', 'c2', 'c1']);
		expect(isUnitScale(m)).toBe(true);
	});

	it('keeps a meta field called __proto__ as data', () => {
		const b = new MatrixBuilder(['a', 'b'], ['__proto__']);
		b.addRow('x', [1, 0], ['evil']);
		const m = b.build();
		expect(Object.keys(m.meta)).toEqual(['__proto__']);
		expect(({} as Record<string, unknown>).evil).toBeUndefined();
	});
});

describe('fingerprint', () => {
	const base = { models: ['a', 'b'], itemIds: ['i1', 'i2'], cells: [1, 0, 0, 1] };
	it('is stable and changes with any value, name or id', () => {
		const id = fingerprint(packMatrix(base));
		expect(id).toMatch(/^[0-9a-f]{16}$/);
		expect(fingerprint(packMatrix(base))).toBe(id);
		expect(fingerprint(packMatrix({ ...base, cells: [1, 0, 1, 1] }))).not.toBe(id);
		expect(fingerprint(packMatrix({ ...base, models: ['a', 'c'] }))).not.toBe(id);
		expect(fingerprint(packMatrix({ ...base, itemIds: ['i1', 'i3'] }))).not.toBe(id);
	});
});
