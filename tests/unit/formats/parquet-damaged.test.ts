/**
 * Damaged Parquet files end fast in a named issue (`src/formats/parquet-guard.ts`): hyparquet 1.33
 * trusts the page headers and its run-length decoder loops for minutes on a few damaged bytes,
 * and reads it fetched ahead and never awaited used to surface as unhandled rejections.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../../src/formats/import-files.ts';
import { readParquetHead, rowGroups } from '../../../src/formats/parquet-source.ts';
import { fromBytes } from '../../../src/formats/source.ts';
import { FORMATS } from './util.ts';

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});
}
const PARQUET = walk(FORMATS)
	.filter((p) => p.endsWith('.parquet'))
	.sort()
	.map((p) => new Uint8Array(readFileSync(p)));
const ARC_B = new Uint8Array(
	readFileSync(
		join(
			FORMATS,
			'lighteval/details_org__model-b/2024-01-15T09-30-00.000000/details_arc_2024-01-15T09-30-00.000000.parquet'
		)
	)
);

let unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);
beforeEach(() => {
	unhandled = [];
	process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
	process.off('unhandledRejection', onUnhandled);
});

/** Lets rejections that nobody awaited surface. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('damaged Parquet: a clear issue, fast', () => {
	it('lighteval’s arc fixture with byte 263 set to 34: named in well under a second', async () => {
		const bytes = ARC_B.slice();
		bytes[263] = 34; // the data page header of "predictions" loses a field: "not compressed"
		const t0 = performance.now();
		const head = await readParquetHead(fromBytes(bytes, 'arc.parquet'));
		const ms = performance.now() - t0;
		expect(ms).toBeLessThan(500);
		expect(head.ok).toBe(false);
		if (head.ok) return;
		expect(head.issue.code).toBe('parquet-unreadable');
		expect(head.issue.message).toMatch(/page 2 of column “predictions” is stored uncompressed/);
		// the whole import too: one issue naming the file, no hang
		const p = await analyzeFiles([fromBytes(bytes, 'details_arc.parquet')]);
		expect(p.result.ok).toBe(false);
		expect(performance.now() - t0).toBeLessThan(900);
	});

	it('the undamaged fixtures still read (the guard refuses nothing valid)', async () => {
		for (const bytes of PARQUET) {
			const file = fromBytes(bytes, 'ok.parquet');
			const head = await readParquetHead(file);
			expect(head.ok).toBe(true);
			if (!head.ok) continue;
			for await (const g of rowGroups(file, head.head.metadata, undefined, () => {})) {
				expect('issue' in g).toBe(false);
			}
		}
	});

	it('600 seeded damages of every fixture: each ends in under a second, no unhandled rejection', async () => {
		// A small LCG: the same damages on every run (the fuzz in fuzz.test.ts explores others).
		let s = 20261205;
		const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
		let slowest = 0;
		for (let k = 0; k < 600; k++) {
			const bytes = PARQUET[k % PARQUET.length].slice();
			const n = 1 + Math.floor(next() * 3);
			for (let m = 0; m < n; m++)
				bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
			const t0 = performance.now();
			const file = fromBytes(bytes, 'x.parquet');
			const head = await readParquetHead(file);
			if (head.ok) {
				for await (const g of rowGroups(file, head.head.metadata, undefined, () => {})) {
					if ('issue' in g) break;
				}
			}
			slowest = Math.max(slowest, performance.now() - t0);
		}
		await settle();
		expect(slowest).toBeLessThan(1000);
		expect(unhandled).toEqual([]);
	});
});
