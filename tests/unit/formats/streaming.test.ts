/**
 * Large inputs are streamed: a 200 MB JSONL file, produced chunk by chunk and never held whole,
 * imports with progress and without keeping copies of its text.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../../src/formats/import-files.ts';
import type { SourceFile } from '../../../src/formats/source.ts';
import { okMatrix } from './util.ts';

const MODELS = 5;
const PAD = 'x'.repeat(520);

function line(k: number): string {
	const item = Math.floor(k / MODELS);
	const model = k % MODELS;
	const score = (item * 7 + model * 3) % 5 < model ? 1 : 0;
	return `{"item_id":"q${item}","model":"model-${model}","score":${score},"category":"c${item % 13}","arguments":{"prompt":"${PAD}"}}\n`;
}

/** A file of about `bytes` bytes whose chunks are generated on demand. */
function generated(bytes: number): { file: SourceFile; lines: number } {
	const perLine = line(0).length;
	const lines = Math.floor(bytes / perLine);
	const linesPerChunk = Math.floor((1 << 20) / perLine);
	const file: SourceFile = {
		name: 'big.jsonl',
		size: lines * perLine,
		open() {
			return (async function* () {
				const enc = new TextEncoder();
				for (let k = 0; k < lines; k += linesPerChunk) {
					let s = '';
					for (let j = k; j < Math.min(lines, k + linesPerChunk); j++) s += line(j);
					yield enc.encode(s);
				}
			})();
		}
	};
	return { file, lines };
}

describe('streaming', () => {
	it('imports a 200 MB JSONL file with progress, without holding its text', async () => {
		const { file, lines } = generated(200 * 1024 * 1024);
		expect(file.size).toBeGreaterThan(199 * 1024 * 1024);
		globalThis.gc?.();
		const before = process.memoryUsage().heapUsed;
		let peak = before;
		const fractions: number[] = [];
		const p = await analyzeFiles([file], {
			onProgress: (f) => {
				fractions.push(f);
				peak = Math.max(peak, process.memoryUsage().heapUsed);
			}
		});
		const m = okMatrix(p);
		expect(m.nModels).toBe(MODELS);
		expect(m.nItems).toBe(Math.ceil(lines / MODELS));
		expect(m.valueType).toBe('binary');
		expect(m.meta.category[13]).toBe('c0');
		expect(fractions.length).toBeGreaterThan(50);
		expect(fractions.every((f, k) => k === 0 || f >= fractions[k - 1])).toBe(true);
		expect(fractions[fractions.length - 1]).toBe(1);
		// The text alone would take 400 MB as a JS string; the cells take about 10 MB.
		expect(peak - before).toBeLessThan(300 * 1024 * 1024);
	}, 180_000);

	it('can be cancelled: an abort is reported as cancelled, not as an error', async () => {
		const { file } = generated(50 * 1024 * 1024);
		const ctl = new AbortController();
		const p = await analyzeFiles([file], {
			signal: ctl.signal,
			onProgress: (f) => {
				if (f > 0.4) ctl.abort();
			}
		});
		expect(p.result.ok).toBe(false);
		expect(!p.result.ok && p.result.cancelled).toBe(true);
		expect(!p.result.ok && p.result.issues).toEqual([]);
	}, 60_000);
});
