import { describe, expect, it } from 'vitest';
import { importBytes } from '../../../src/formats/import-file.ts';

const enc = (s: string) => new TextEncoder().encode(s);

describe('importBytes (the single-file wide CSV entry point the worker used first)', () => {
	it('still imports a wide CSV synchronously', () => {
		const r = importBytes(enc('item_id,a,b\nq1,1,0\nq2,0,1\n'), 't.csv');
		expect(r.ok && [r.matrix.nItems, r.matrix.nModels]).toEqual([2, 2]);
	});

	it('still refuses an empty file', () => {
		const r = importBytes(new Uint8Array(0), 't.csv');
		expect(!r.ok && r.issues[0].message).toMatch(/empty/);
	});
});
