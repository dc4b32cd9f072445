/**
 * Property tests: whatever bytes arrive — random, or a valid fixture mutated — every importer ends
 * in a valid matrix or clean issues, never an exception or a hang (each run is time-bounded).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFiles, buildMatrix, type BuildResult } from '../../../src/formats/import-files.ts';
import { fromBytes } from '../../../src/formats/source.ts';
import { FORMATS } from './util.ts';

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});
}
const FIXTURES = walk(FORMATS).map((p) => ({
	name: relative(FORMATS, p),
	bytes: new Uint8Array(readFileSync(p))
}));

/** The invariant: a well-formed matrix, or at least one well-formed issue. */
function checkResult(r: BuildResult): void {
	expect(() => structuredClone(r)).not.toThrow();
	if (r.ok) {
		const m = r.matrix;
		expect(m.nItems).toBeGreaterThanOrEqual(2);
		expect(m.nModels).toBeGreaterThanOrEqual(2);
		expect(m.itemIds).toHaveLength(m.nItems);
		expect(m.models).toHaveLength(m.nModels);
		expect(new Set(m.itemIds).size).toBe(m.nItems);
		expect(new Set(m.models).size).toBe(m.nModels);
		if (m.bits) expect(m.bits.length).toBe(m.nItems * m.wordsPerItem);
		if (m.values) {
			expect(m.values.length).toBe(m.nItems * m.nModels);
			for (let k = 0; k < m.values.length; k++) {
				const v = m.values[k];
				expect(Number.isNaN(v) || Number.isFinite(v)).toBe(true);
			}
		}
		for (const f of Object.keys(m.meta)) expect(m.meta[f]).toHaveLength(m.nItems);
		expect(r.preview.nItems).toBe(m.nItems);
		if (r.details) expect(r.details.itemIds).toEqual(m.itemIds);
	} else {
		expect(r.cancelled || r.issues.length > 0).toBe(true);
		for (const i of r.issues) {
			expect(typeof i.file).toBe('string');
			expect(typeof i.message).toBe('string');
			expect(i.message.length).toBeGreaterThan(0);
		}
	}
}

const NAMES = [
	'x.csv',
	'x.tsv',
	'x.json',
	'x.jsonl',
	'x.eval',
	'x.zip',
	'samples_t_2024-01-01T00-00-00.jsonl',
	'results.json'
];

/** A mutation of some bytes: flips, cuts, inserted delimiters/quotes/brackets, deletions. */
const mutation = fc.oneof(
	fc.record({
		kind: fc.constant('flip' as const),
		at: fc.nat(),
		byte: fc.integer({ min: 0, max: 255 })
	}),
	fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
	fc.record({
		kind: fc.constant('insert' as const),
		at: fc.nat(),
		text: fc.constantFrom(
			'"',
			',',
			'\n',
			'\t',
			'{',
			'}',
			'[',
			']',
			':',
			'null',
			'NaN',
			'-1e999',
			'__proto__',
			'\u0000',
			'\r',
			'é'
		)
	}),
	fc.record({
		kind: fc.constant('delete' as const),
		at: fc.nat(),
		len: fc.integer({ min: 1, max: 64 })
	})
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(bytes: Uint8Array, ms: readonly Mutation[]): Uint8Array {
	let b = bytes;
	for (const m of ms) {
		const at = b.length ? m.at % (b.length + 1) : 0;
		if (m.kind === 'flip' && b.length) {
			b = b.slice();
			b[at % b.length] = m.byte;
		} else if (m.kind === 'cut') b = b.slice(0, at);
		else if (m.kind === 'insert') {
			const t = new TextEncoder().encode(m.text);
			const n = new Uint8Array(b.length + t.length);
			n.set(b.subarray(0, at));
			n.set(t, at);
			n.set(b.subarray(at), at + t.length);
			b = n;
		} else if (m.kind === 'delete') {
			b = new Uint8Array([...b.subarray(0, at), ...b.subarray(at + m.len)]);
		}
	}
	return b;
}

const RUN = { numRuns: 120, timeout: 4000, interruptAfterTimeLimit: 20_000 };

describe('fuzz: every input ends in a matrix or clean issues', () => {
	it('random bytes under any name', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.uint8Array({ maxLength: 3000 }),
				fc.constantFrom(...NAMES),
				fc.integer({ min: 1, max: 4096 }),
				async (bytes, name, chunk) => {
					const p = await analyzeFiles([fromBytes(bytes, name, chunk)]);
					checkResult(p.result);
				}
			),
			RUN
		);
	}, 60_000);

	it('random text that looks like CSV / JSON', async () => {
		const token = fc.constantFrom(
			'item_id',
			'model',
			'score',
			'a',
			'b',
			'1',
			'0',
			'0.5',
			'75%',
			'N/A',
			'true',
			'"',
			',',
			'\n',
			'\t',
			'{',
			'}',
			'[',
			']',
			':',
			'"doc_id"',
			'"x"',
			' ',
			'meta:category'
		);
		await fc.assert(
			fc.asyncProperty(
				fc.array(token, { maxLength: 400 }),
				fc.constantFrom(...NAMES),
				async (tokens, name) => {
					const p = await analyzeFiles([
						fromBytes(new TextEncoder().encode(tokens.join('')), name, 17)
					]);
					checkResult(p.result);
				}
			),
			RUN
		);
	}, 60_000);

	it('mutations of every valid fixture', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...FIXTURES),
				fc.array(mutation, { minLength: 1, maxLength: 6 }),
				fc.integer({ min: 1, max: 1 << 16 }),
				async (fx, ms, chunk) => {
					const p = await analyzeFiles([fromBytes(mutate(fx.bytes, ms), fx.name, chunk)]);
					checkResult(p.result);
				}
			),
			{ ...RUN, numRuns: 300 }
		);
	}, 120_000);

	it('mutated fixtures dropped together, then rebuilt with every policy', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.tuple(fc.constantFrom(...FIXTURES), fc.array(mutation, { maxLength: 3 })), {
					minLength: 1,
					maxLength: 4
				}),
				fc.constantFrom('keep' as const, 'zero' as const, 'drop-items' as const),
				fc.constantFrom('error' as const, 'mean' as const),
				async (picked, missing, duplicates) => {
					const files = picked.map(([fx, ms], k) =>
						fromBytes(mutate(fx.bytes, ms), `${k}/${fx.name}`, 4096)
					);
					const p = await analyzeFiles(files);
					checkResult(p.result);
					if (p.files.length)
						checkResult(await buildMatrix(files, { ...p.choices, missing, duplicates }));
				}
			),
			{ ...RUN, numRuns: 80 }
		);
	}, 120_000);

	it('choices from the UI that make no sense still end cleanly', async () => {
		const formats = [
			'wide-table',
			'long-table',
			'json-matrix',
			'lm-eval-samples',
			'inspect-log',
			'helm-per-instance',
			'swebench-report',
			'swebench-instances',
			'alpaca-annotations',
			'skip',
			'nonsense'
		];
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...FIXTURES),
				fc.constantFrom(...formats),
				fc.option(fc.string({ maxLength: 12 })),
				async (fx, format, metric) => {
					const files = [fromBytes(fx.bytes, fx.name)];
					const r = await buildMatrix(files, {
						files: [
							{
								format: format as 'skip',
								metric: metric ?? undefined,
								columns: { item: metric ?? 'x', model: 'model', score: 'score' }
							}
						],
						missing: 'keep',
						duplicates: 'error'
					});
					checkResult(r);
				}
			),
			{ ...RUN, numRuns: 150 }
		);
	}, 60_000);
});
