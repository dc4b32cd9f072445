/**
 * One wide table of many models is taken straight from its packed store (`direct-wide.ts`); the
 * result must equal the general merge's, byte for byte, preview and notes included.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as direct from '../../../src/formats/direct-wide.ts';
import { columnCounts } from '../../../src/formats/direct-wide.ts';
import { analyzeFiles, buildMatrix } from '../../../src/formats/import-files.ts';
import { fromText } from '../../../src/formats/source.ts';
import { plain } from './util.ts';

const CELLS = {
	binary: ['0', '1'],
	missing: ['0', '1', '1', ''],
	continuous: ['0', '1', '0.5', '', '-0', '0.125'],
	percent: ['0', '50', '100', '75'],
	wild: ['0', '1', '', '2', '-1']
};

describe('a table taken straight from its packed store', () => {
	it('gives what the general merge gives', async () => {
		const spy = vi.spyOn(direct, 'directCells');
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 195, max: 290 }),
				fc.integer({ min: 1, max: 40 }),
				fc.constantFrom(...(Object.keys(CELLS) as (keyof typeof CELLS)[])),
				fc.constantFrom('keep', 'zero', 'drop-items'),
				fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
				fc.boolean(),
				async (M, n, kind, missing, seed, meta) => {
					let s = 0;
					const next = () => seed[s++ % seed.length] + s;
					const cells = CELLS[kind];
					const head = ['item_id', ...(meta ? ['meta:category'] : [])];
					for (let m = 0; m < M; m++) head.push(`model ${m}`);
					const rows = [head.join(',')];
					for (let i = 0; i < n; i++) {
						const row = [`q${i}`, ...(meta ? [`c${i % 3}`] : [])];
						for (let m = 0; m < M; m++) row.push(cells[(next() * 7 + m * 13 + i) % cells.length]);
						rows.push(row.join(','));
					}
					const file = () => fromText(rows.join('\n') + '\n', 'big.csv', 777);
					const a = await analyzeFiles([file()]);
					const b = await analyzeFiles([file()], { path: 'per-cell' });
					expect(plain(a)).toEqual(plain(b));
					const choices = { ...a.choices, missing: missing as 'keep' | 'zero' | 'drop-items' };
					const x = await buildMatrix([file()], choices);
					const y = await buildMatrix([file()], choices, { path: 'per-cell' });
					expect(plain(x)).toEqual(plain(y));
				}
			),
			{ numRuns: 60 }
		);
		// The direct path answered for some of them (not only fell back).
		expect(spy.mock.results.some((r) => r.value !== null)).toBe(true);
		spy.mockRestore();
	}, 120_000);

	it('counts each column of packed words, across the counters’ flush', () => {
		const n = 70_000;
		const W = 2;
		const words = new Uint32Array(n * W);
		let x = 12345;
		for (let k = 0; k < words.length; k++) {
			x ^= x << 13;
			x ^= x >>> 17;
			x ^= x << 5;
			words[k] = x >>> 0;
		}
		const counts = columnCounts(words, n, W, 50);
		const naive = new Uint32Array(50);
		for (let i = 0; i < n; i++) {
			for (let m = 0; m < 50; m++) naive[m] += (words[i * W + (m >>> 5)] >>> (m & 31)) & 1;
		}
		expect(Array.from(counts)).toEqual(Array.from(naive));
	});
});
