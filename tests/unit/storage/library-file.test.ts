import { strToU8, UnzipInflate, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import { wordsFor, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import {
	arrayLevel,
	fromLittleEndian,
	LIBRARY_FILE_LIMITS,
	LIBRARY_SCHEMA,
	toLittleEndian,
	writeLibraryFile
} from '../../../src/formats/library-file.ts';
import {
	readLibraryFile,
	type LibraryContents,
	type LibraryDataset,
	type LibraryRead
} from '../../../src/storage/library-backup.ts';
import { translateMsg, type Msg } from '../../../src/i18n/catalog.ts';
import { datasetValueKey } from '../../../src/storage/saved-run.ts';
import { dataset, itemDetails, savedRun, type Dataset } from './helpers.ts';

const binary = dataset({ name: 'binary' });
const continuous = dataset({ name: 'continuous', continuous: true, salt: 2 });
const tricky = dataset({
	name: '<img src=x onerror=alert(1)>',
	models: ['__proto__', 'constructor', 'toString'],
	missingEvery: 5,
	// fromEntries: an object literal's "__proto__" would set the prototype, not add a field.
	meta: Object.fromEntries([
		['__proto__', ['a', 'b', 'c', 'd', 'e', 'f']],
		['category', ['x', 'y', 'x', 'y', 'x', 'y']]
	]),
	salt: 3
});

/** binary and tricky carry item details (tricky's without outputs), continuous none. */
const withDetails = (d: Dataset): LibraryDataset =>
	d === binary || d === tricky ? { ...d, details: itemDetails(d, { outputs: d === binary }) } : d;

function contents(datasets: Dataset[] = [binary, continuous, tricky]): LibraryContents {
	return {
		exportedAt: '2026-03-01T12:00:00.000Z',
		appVersion: '0.1.0',
		datasets: datasets.map(withDetails),
		runs: datasets.map((d) => savedRun(d)),
		kv: [
			{ key: datasetValueKey(binary.record.id, 'exclusions'), value: ['item-1', 'item-3'] },
			{ key: datasetValueKey(tricky.record.id, 'notes'), value: JSON.parse('{"__proto__": 1}') }
		].filter((v) => datasets.some((d) => v.key.includes(d.record.id)))
	};
}

/** A problem or refusal in English (the catalogs word them; the sentences are pinned here). */
const english = (m: Msg) => translateMsg('en', m);

/** A file read, with its problems in English. */
function ok(read: LibraryRead) {
	if (!read.ok) throw new Error(english(read.message));
	return { ...read, problems: read.problems.map(english) };
}

function message(read: LibraryRead): string {
	if (read.ok) throw new Error('expected the file to be refused');
	return english(read.message);
}

/** A zip with the given entries (strings are written as UTF-8). */
function zip(entries: Record<string, string | Uint8Array>): Uint8Array {
	const files: Zippable = {};
	for (const [name, v] of Object.entries(entries))
		files[name] = typeof v === 'string' ? strToU8(v) : v;
	return zipSync(files);
}

/** The entries of a library file, edited, zipped again. */
function edit(
	bytes: Uint8Array,
	change: (entries: Record<string, Uint8Array>, manifest: Record<string, unknown>) => void
): Uint8Array {
	const entries = unzipSync(bytes);
	const manifest = JSON.parse(new TextDecoder().decode(entries['library.json']));
	change(entries, manifest);
	entries['library.json'] = strToU8(JSON.stringify(manifest));
	// library.json first, as the app writes it.
	const { 'library.json': m, ...rest } = entries;
	return zipSync({ 'library.json': m, ...rest });
}

describe('library file', () => {
	it('round-trips datasets (binary, continuous, missing cells, metadata, details), runs and values', () => {
		const input = contents();
		const read = ok(readLibraryFile(writeLibraryFile(input)));
		expect(read.problems).toEqual([]);
		expect(read.contents).toEqual(input);
		expect(
			read.contents.datasets.map((d) =>
				!d.details ? 'none' : d.details.outputs ? 'outputs' : 'texts only'
			)
		).toEqual(['outputs', 'none', 'texts only']);
		for (const d of read.contents.datasets) {
			expect(fingerprint(d.matrix)).toBe(d.record.id);
			expect(d.matrix.bits ?? d.matrix.values).not.toBeNull();
		}
	});

	it('keeps "__proto__" and "constructor" as data and pollutes no prototype', () => {
		const read = ok(readLibraryFile(writeLibraryFile(contents())));
		const m = read.contents.datasets[2].matrix;
		expect(m.models).toEqual(['__proto__', 'constructor', 'toString']);
		expect(Object.keys(m.meta)).toEqual(['__proto__', 'category']);
		expect(Object.getPrototypeOf(m.meta)).toBe(Object.prototype);
		expect(Object.keys(read.contents.runs[2].result.reference.scores)).toEqual([
			'__proto__',
			'constructor',
			'toString'
		]);
		const notes = read.contents.kv[1].value as object;
		expect(Object.keys(notes)).toEqual(['__proto__']);
		expect(Object.getPrototypeOf(notes)).toBe(Object.prototype);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('ignores "__proto__" keys an attacker adds to the manifest and its records', () => {
		const bytes = edit(writeLibraryFile(contents([binary])), (_, manifest) => {
			const evil = JSON.parse('{"__proto__": {"polluted": true}}');
			Object.assign(manifest, { extra: evil });
			(manifest.datasets as object[])[0] = { ...(manifest.datasets as object[])[0], ...evil };
		});
		const read = ok(readLibraryFile(bytes));
		expect(read.contents.datasets.map((d) => d.record)).toEqual([binary.record]);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('lays out the documented entries, the manifest first', () => {
		const bytes = writeLibraryFile(contents([binary, tricky]));
		const names = Object.keys(unzipSync(bytes));
		const [b, t] = [binary.record.id, tricky.record.id];
		expect(names).toEqual([
			'library.json',
			`datasets/${b}/matrix.json`,
			`datasets/${b}/bits.u32le`,
			`datasets/${b}/details.json`,
			`datasets/${t}/matrix.json`,
			`datasets/${t}/bits.u32le`,
			`datasets/${t}/present.u32le`,
			`datasets/${t}/details.json`
		]);
		const manifest = JSON.parse(new TextDecoder().decode(unzipSync(bytes)['library.json']));
		expect(manifest).toMatchObject({
			schema: LIBRARY_SCHEMA,
			exportedAt: '2026-03-01T12:00:00.000Z',
			app: { name: 'perturbation-sandbox', version: '0.1.0' }
		});
		expect(manifest.datasets).toEqual([binary.record, tricky.record]);
		const details = JSON.parse(
			new TextDecoder().decode(unzipSync(bytes)[`datasets/${b}/details.json`])
		);
		expect(details).toEqual(itemDetails(binary));
		expect(Object.keys(details)).toEqual([
			'itemIds',
			'models',
			'text',
			'target',
			'outputs',
			'truncated'
		]);
	});

	it('writes typed arrays little-endian, whatever the machine', () => {
		const u = new Uint32Array([1, 0xdeadbeef]);
		const f = new Float64Array([1.5, -0, Number.NaN]);
		expect([...toLittleEndian(u)]).toEqual([1, 0, 0, 0, 0xef, 0xbe, 0xad, 0xde]);
		// The big-endian path (byte by byte) gives the same bytes and reads back the same numbers.
		expect(toLittleEndian(u, false)).toEqual(toLittleEndian(u, true));
		expect(toLittleEndian(f, false)).toEqual(new Uint8Array(toLittleEndian(f, true)));
		expect(fromLittleEndian(toLittleEndian(f), 'f64', false)).toEqual(f);
		expect(fromLittleEndian(toLittleEndian(u), 'u32', false)).toEqual(u);
		// Reading from an odd offset still gives an aligned array.
		const shifted = new Uint8Array(9);
		shifted.set(toLittleEndian(new Uint32Array([7, 9])), 1);
		expect(fromLittleEndian(shifted.subarray(1), 'u32')).toEqual(new Uint32Array([7, 9]));
	});

	it('deflates arrays that shrink and stores near-random ones as they are', () => {
		expect(arrayLevel(new Uint8Array(1 << 20))).toBe(1);
		const noise = new Uint8Array(1 << 20);
		let x = 1;
		for (let k = 0; k < noise.length; k++)
			noise[k] = (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) >>> 24;
		expect(arrayLevel(noise)).toBe(0);
		expect(arrayLevel(noise.subarray(0, 1000))).toBe(1); // small: not worth sampling
	});

	it('stores a 4,000-model x 60,000-item 0/1 matrix compactly and reads it back', () => {
		const nModels = 4_000;
		const nItems = 60_000;
		const words = wordsFor(nModels);
		const bits = new Uint32Array(nItems * words);
		let x = 12345;
		for (let k = 0; k < bits.length; k++) {
			x = (Math.imul(x, 1103515245) + 12345) >>> 0;
			bits[k] = x;
		}
		const last = nModels % 32;
		if (last) for (let i = 0; i < nItems; i++) bits[i * words + words - 1] &= (1 << last) - 1;
		const matrix: ScoreMatrix = {
			nItems,
			nModels,
			models: Array.from({ length: nModels }, (_, m) => `model-${m}`),
			itemIds: Array.from({ length: nItems }, (_, i) => `item-${i}`),
			meta: {},
			valueType: 'binary',
			wordsPerItem: words,
			bits,
			values: null,
			present: null,
			missingCells: 0
		};
		const d: Dataset = {
			matrix,
			record: { ...binary.record, id: fingerprint(matrix), nItems, nModels, name: 'XL' }
		};
		const bytes = writeLibraryFile({ ...contents([d]), runs: [], kv: [] });
		// Random bits do not compress: the file is the bits plus a little.
		expect(bytes.byteLength).toBeLessThan(bits.byteLength * 1.05);
		const read = ok(readLibraryFile(bytes));
		const back = read.contents.datasets[0].matrix.bits!;
		// (toEqual on 7.5 million words is far too slow.)
		expect(back.length).toBe(bits.length);
		let same = true;
		for (let k = 0; k < bits.length && same; k++) same = back[k] === bits[k];
		expect(same).toBe(true);
	});

	describe('refuses files that are not library files, saying what they are', () => {
		it('not a zip', () => {
			expect(message(readLibraryFile(strToU8('model,item\na,1\n')))).toMatch(
				/not a library file of this app \(it is not a zip archive\)/
			);
			expect(message(readLibraryFile(new Uint8Array(0)))).toMatch(/not a zip archive/);
		});

		it('an exported run', () => {
			const run = JSON.stringify(savedRun(binary).result, null, 2);
			expect(message(readLibraryFile(strToU8(run)))).toMatch(/exported run .* not a library file/);
		});

		it('a zip of something else', () => {
			expect(message(readLibraryFile(zip({ 'results.csv': 'a,b\n' })))).toMatch(
				/has no library\.json/
			);
			const other = zip({ 'library.json': JSON.stringify({ schema: 'someone-else@1' }) });
			expect(message(readLibraryFile(other))).toMatch(/is something else/);
			expect(message(readLibraryFile(zip({ 'library.json': '[1,2' })))).toMatch(/not valid JSON/);
		});

		it('a newer format', () => {
			const newer = zip({
				'library.json': JSON.stringify({ schema: 'perturbation-sandbox/library@3' })
			});
			expect(message(readLibraryFile(newer))).toMatch(/newer version of the app .*format 3/);
		});

		it('a damaged manifest', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (_, manifest) => {
				manifest.datasets = 'all of them';
			});
			expect(message(readLibraryFile(bytes))).toMatch(/damaged: library\.json is invalid/);
		});

		it('no bytes at all, or an ArrayBuffer (accepted like its bytes)', () => {
			expect(message(readLibraryFile(null as never))).toMatch(/Nothing to read/);
			const bytes = writeLibraryFile(contents([binary]));
			const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
			expect(ok(readLibraryFile(buffer as ArrayBuffer)).contents.datasets).toHaveLength(1);
		});

		it('a truncated archive', () => {
			const bytes = writeLibraryFile(contents([binary]));
			expect(message(readLibraryFile(bytes.subarray(0, bytes.length >> 1)))).toMatch(/damaged/);
		});
	});

	describe('refuses zip bombs by what comes out, not by what the headers claim', () => {
		const limits = { ...LIBRARY_FILE_LIMITS, maxTotalBytes: 8 << 20, maxJsonBytes: 1 << 20 };
		const zeros = new Uint8Array(24 << 20);

		/**
		 * Counts what the guard lets fflate inflate: every DEFLATE stream started (one per entry)
		 * and every byte that comes out of them, through fflate's own `UnzipInflate` (the inflater
		 * `formats/zip.ts` registers), so the guard is judged by what it did, not by wall time.
		 */
		function inflated(run: () => void): { streams: number; bytes: number } {
			const original = UnzipInflate.prototype.push;
			const streams = new Set<UnzipInflate>();
			let bytes = 0;
			const spy = vi.spyOn(UnzipInflate.prototype, 'push').mockImplementation(function (
				this: UnzipInflate,
				chunk: Uint8Array,
				final: boolean
			) {
				streams.add(this);
				const ondata = this.ondata;
				this.ondata = (err, data, last) => {
					if (data) bytes += data.length;
					ondata.call(this, err, data, last);
				};
				try {
					original.call(this, chunk, final);
				} finally {
					this.ondata = ondata;
				}
			});
			try {
				run();
			} finally {
				spy.mockRestore();
			}
			return { streams: streams.size, bytes };
		}

		it('an array entry that expands past the total limit', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (entries) => {
				entries[`datasets/${binary.record.id}/bits.u32le`] = zeros;
			});
			expect(bytes.byteLength).toBeLessThan(1 << 20);
			let read: LibraryRead | null = null;
			const seen = inflated(() => (read = readLibraryFile(bytes, limits)));
			expect(message(read!)).toMatch(/expands to more than 8 MB.*zip bomb/);
			// Every byte was counted: the refusal came once the count passed the limit, not before,
			// and no more than the entry's 24 MB and the small JSON entries ever came out.
			expect(seen.bytes).toBeGreaterThan(limits.maxTotalBytes);
			expect(seen.bytes).toBeLessThanOrEqual(zeros.length + limits.maxJsonBytes);
		});

		it('stops inflating once the total passes the limit: later entries are never started', () => {
			// Four 6 MB entries in a 30 kB file: the second takes the total past 8 MB.
			const six = new Uint8Array(6 << 20);
			const other = 'f'.repeat(16);
			const bytes = edit(writeLibraryFile(contents([binary])), (entries) => {
				const id = binary.record.id;
				entries[`datasets/${id}/bits.u32le`] = six;
				entries[`datasets/${id}/values.f64le`] = six;
				entries[`datasets/${id}/present.u32le`] = six;
				entries[`datasets/${other}/bits.u32le`] = six;
			});
			expect(bytes.byteLength).toBeLessThan(1 << 20);
			let read: LibraryRead | null = null;
			const seen = inflated(() => (read = readLibraryFile(bytes, limits)));
			expect(message(read!)).toMatch(/expands to more than 8 MB.*zip bomb/);
			// Inflated: the manifest, the JSON entries and the first two 6 MB entries (the second
			// takes the count past the limit); the last two were never started.
			expect(seen.bytes).toBeGreaterThan(limits.maxTotalBytes);
			expect(seen.bytes).toBeLessThanOrEqual(limits.maxTotalBytes + six.length);
			const names = Object.keys(unzipSync(bytes));
			expect(names.slice(-3)).toEqual([
				`datasets/${binary.record.id}/values.f64le`,
				`datasets/${binary.record.id}/present.u32le`,
				`datasets/${other}/bits.u32le`
			]);
			expect(seen.streams).toBe(names.length - 2);
			// The same file with a limit above its 24 MB inflates all its entries (the counting
			// sees them), so the two left out above were left out by the guard.
			const all = inflated(() =>
				readLibraryFile(bytes, { ...limits, maxTotalBytes: 64 << 20, maxJsonBytes: 1 << 20 })
			);
			expect(all.streams).toBe(names.length);
			expect(all.bytes).toBeGreaterThan(4 * six.length);
		});

		it('a JSON entry past its own limit', () => {
			const bytes = zip({ 'library.json': `{"pad":"${' '.repeat(2 << 20)}"}` });
			expect(message(readLibraryFile(bytes, limits))).toMatch(
				/“library\.json” .* expands to more than 1 MB/
			);
		});

		it('entries that are not ours are never inflated', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (entries) => {
				entries['padding.bin'] = zeros;
			});
			expect(ok(readLibraryFile(bytes, limits)).contents.datasets).toHaveLength(1);
		});

		it('too many entries', () => {
			const many: Record<string, string> = { 'library.json': '{}' };
			for (let k = 0; k < 50; k++) many[`x${k}`] = '';
			expect(message(readLibraryFile(zip(many), { ...limits, maxEntries: 20 }))).toMatch(
				/more than 20 entries/
			);
		});
	});

	describe('leaves out damaged parts, with a problem for each', () => {
		it('a matrix altered after export (its fingerprint no longer matches)', () => {
			const bytes = edit(writeLibraryFile(contents([binary, continuous])), (entries) => {
				const bits = entries[`datasets/${binary.record.id}/bits.u32le`];
				bits[0] ^= 1;
			});
			const read = ok(readLibraryFile(bytes));
			expect(read.contents.datasets.map((d) => d.record.name)).toEqual(['continuous']);
			expect(read.problems).toContainEqual(
				expect.stringMatching(/“binary” was left out: .*does not match its id/)
			);
			// Its run and its value go with it (the run is kept: the library may have the dataset).
			expect(read.contents.kv).toEqual([]);
		});

		it('missing or wrongly sized arrays, inconsistent records, duplicates', () => {
			const bytes = edit(
				writeLibraryFile(contents([binary, continuous, tricky])),
				(entries, manifest) => {
					delete entries[`datasets/${continuous.record.id}/values.f64le`];
					entries[`datasets/${tricky.record.id}/present.u32le`] = new Uint8Array(3);
					const records = manifest.datasets as Array<Record<string, unknown>>;
					records.push({ ...records[0] });
					records.push({ ...records[0], id: 'zz' });
				}
			);
			const read = ok(readLibraryFile(bytes));
			expect(read.contents.datasets.map((d) => d.record.name)).toEqual(['binary']);
			expect(read.problems.join('\n')).toMatch(/values\.f64le is missing/);
			expect(read.problems.join('\n')).toMatch(/present\.u32le has 3 bytes, expected 24/);
			expect(read.problems.join('\n')).toMatch(/appears twice/);
			expect(read.problems.join('\n')).toMatch(
				/Dataset 5 was left out: its description is invalid/
			);
		});

		it('a record that does not describe its matrix', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (_, manifest) => {
				(manifest.datasets as Array<Record<string, unknown>>)[0].nItems = 99;
			});
			expect(ok(readLibraryFile(bytes)).problems).toEqual([
				'“binary” was left out: its matrix does not match its description.'
			]);
		});

		it('invalid runs and values that belong to no dataset of the file', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (_, manifest) => {
				const runs = manifest.runs as Array<Record<string, unknown>>;
				runs.push({ ...runs[0], key: 'forged' });
				runs.push({ ...runs[0] });
				manifest.kv = [
					...(manifest.kv as unknown[]),
					{ key: 'samplesSeeded', value: true },
					{ key: datasetValueKey('0123456789abcdef', 'exclusions'), value: [] },
					{ key: datasetValueKey(binary.record.id, 'nothing') }
				];
			});
			const read = ok(readLibraryFile(bytes));
			expect(read.contents.runs).toHaveLength(1);
			expect(read.contents.kv.map((v) => v.key)).toEqual([
				datasetValueKey(binary.record.id, 'exclusions')
			]);
			const all = read.problems.join('\n');
			expect(all).toMatch(/Saved run 2 was left out: .*key does not match/);
			expect(all).toMatch(/Saved run 3 appears twice/);
			expect(all).toMatch(/Stored value 2 was left out: it is not a per-dataset value/);
			expect(all).toMatch(/its dataset is not in the file/);
			expect(all).toMatch(/Stored value 4 was left out/);
		});
	});

	describe('item details (the optional details.json of a dataset)', () => {
		const detailsOf = (d: Dataset) => `datasets/${d.record.id}/details.json`;

		it('files without them (older ones) read as datasets without details', () => {
			const bytes = edit(writeLibraryFile(contents([binary, tricky])), (entries) => {
				delete entries[detailsOf(binary)];
				delete entries[detailsOf(tricky)];
			});
			const read = ok(readLibraryFile(bytes));
			expect(read.problems).toEqual([]);
			expect(read.contents.datasets).toEqual([binary, tricky]);
		});

		it('a damaged entry is left out with a problem, and its dataset still imports', () => {
			const bytes = edit(
				writeLibraryFile(contents([binary, continuous, tricky])),
				(entries, manifest) => {
					entries[detailsOf(binary)] = strToU8('{"itemIds": [');
					const t = JSON.parse(new TextDecoder().decode(entries[detailsOf(tricky)]));
					entries[detailsOf(tricky)] = strToU8(
						JSON.stringify({ ...t, models: [...t.models].reverse() })
					);
					entries[detailsOf(continuous)] = strToU8(
						JSON.stringify({ ...itemDetails(continuous), text: ['only one'] })
					);
					// A record left out keeps its details out too, without a second problem.
					(manifest.datasets as Array<Record<string, unknown>>)[0].nItems = 99;
				}
			);
			const read = ok(readLibraryFile(bytes));
			expect(read.contents.datasets).toEqual([continuous, tricky]);
			expect(read.problems).toEqual([
				'“binary” was left out: its matrix does not match its description.',
				'The item details of “continuous” were left out: they are invalid (text: has 1 entries for 6 items).',
				'The item details of “<img src=x onerror=alert(1)>” were left out: they are invalid (their models are not the matrix’s models).'
			]);
			const invalidJson = edit(writeLibraryFile(contents([binary])), (entries) => {
				entries[detailsOf(binary)] = strToU8('{"itemIds": [');
			});
			expect(ok(readLibraryFile(invalidJson)).problems).toEqual([
				'The item details of “binary” were left out: they are not valid JSON.'
			]);
		});

		it('keeps only the known fields and pollutes no prototype', () => {
			const bytes = edit(writeLibraryFile(contents([tricky])), (entries) => {
				const t = new TextDecoder().decode(entries[detailsOf(tricky)]);
				entries[detailsOf(tricky)] = strToU8(
					`{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ${t.slice(1)}`
				);
			});
			const read = ok(readLibraryFile(bytes));
			const details = read.contents.datasets[0].details!;
			expect(read.problems).toEqual([]);
			expect(details).toEqual(itemDetails(tricky, { outputs: false }));
			expect(Object.keys(details)).not.toContain('__proto__');
			expect(Object.getPrototypeOf(details)).toBe(Object.prototype);
			expect(details.models).toEqual(['__proto__', 'constructor', 'toString']);
			expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		});

		it('ignores details of a dataset the manifest does not list', () => {
			const bytes = edit(writeLibraryFile(contents([binary])), (entries) => {
				entries[detailsOf(continuous)] = strToU8(JSON.stringify(itemDetails(continuous)));
			});
			const read = ok(readLibraryFile(bytes));
			expect(read.problems).toEqual([]);
			expect(read.contents.datasets.map((d) => d.record.name)).toEqual(['binary']);
		});

		it('are held to the zip-bomb limits like every JSON entry', () => {
			const limits = { ...LIBRARY_FILE_LIMITS, maxTotalBytes: 8 << 20, maxJsonBytes: 1 << 20 };
			const bomb = edit(writeLibraryFile(contents([binary])), (entries) => {
				entries[detailsOf(binary)] = strToU8(`{"pad":"${' '.repeat(2 << 20)}"}`);
			});
			expect(bomb.byteLength).toBeLessThan(64 << 10);
			expect(message(readLibraryFile(bomb, limits))).toMatch(
				/“datasets\/[0-9a-f]{16}\/details\.json” in the library file expands to more than 1 MB/
			);
			// Several entries under their own limit still count towards the total.
			const many = edit(writeLibraryFile(contents([binary, continuous, tricky])), (entries) => {
				for (const d of [binary, continuous, tricky])
					entries[detailsOf(d)] = strToU8(`{"pad":"${' '.repeat(1000 << 10)}"}`);
			});
			expect(message(readLibraryFile(many, { ...limits, maxTotalBytes: 2 << 20 }))).toMatch(
				/The library file expands to more than 2 MB/
			);
		});

		it('are left out on writing, with a problem, when the reader could not take them', () => {
			const big: LibraryDataset = { ...binary, details: itemDetails(binary, { pad: 200_000 }) };
			const limits = { ...LIBRARY_FILE_LIMITS, maxJsonBytes: 1 << 20 };
			const problems: string[] = [];
			const bytes = writeLibraryFile(
				{ ...contents([continuous]), datasets: [big, continuous] },
				{ limits, onProblem: (p) => problems.push(english(p)) }
			);
			expect(problems).toEqual([
				'The item details of “binary” were left out: they are larger than a library file entry may be (1 MB).'
			]);
			const read = ok(readLibraryFile(bytes, limits));
			expect(read.problems).toEqual([]);
			expect(read.contents.datasets).toEqual([binary, continuous]);
		});
	});
});
