/**
 * Every case of issue 3's "Bad input" list: a clean ImportIssue naming the file (and row/column
 * where it applies) and saying what to do — never an exception.
 */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { describeIssue } from '../../../src/formats/issues.ts';
import { noteTexts } from '../../../src/formats/notes.ts';
import { fromBytes } from '../../../src/formats/source.ts';
import { readZip } from '../../../src/formats/zip.ts';
import { analyze, fixtureFile, issuesOf, okMatrix, textFile, value } from './util.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('bad input', () => {
	it('empty file', async () => {
		const [i] = issuesOf(await analyze(fromBytes(new Uint8Array(0), 'empty.csv')));
		expect(i).toMatchObject({ file: 'empty.csv' });
		expect(i.message).toMatch(/empty/);
		expect(i.hint).toBeTruthy();
	});

	it('header only', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a,b\n', 'h.csv')));
		expect(i).toMatchObject({ file: 'h.csv', row: 2 });
		expect(i.message).toMatch(/header but no rows/);
	});

	it('binary garbage', async () => {
		const garbage = new Uint8Array(4096);
		for (let k = 0; k < garbage.length; k++) garbage[k] = (k * 7919 + (k >> 3)) & 255;
		const [i] = issuesOf(await analyze(fromBytes(garbage, 'blob.csv')));
		expect(i.message).toMatch(/binary file, not text/);
	});

	it('an image', async () => {
		const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
		const [i] = issuesOf(await analyze(fromBytes(png, 'chart.png')));
		expect(describeIssue(i)).toMatch(
			/^chart.png: this is a PNG image, not a results file\. Drop a results file/
		);
	});

	it('a NumPy .npy array is named as such', async () => {
		const [i] = issuesOf(
			await analyze(fromBytes(bytes(0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0), 'preds.npy'))
		);
		expect(i.message).toMatch(/NumPy/);
	});

	it('UTF-16 (with and without BOM) is decoded', async () => {
		const text = 'item_id,modèle-a,b\nq1,1,0\nq2,0,1\n';
		const le = new Uint8Array(2 + text.length * 2);
		le[0] = 0xff;
		le[1] = 0xfe;
		for (let k = 0; k < text.length; k++) le[2 + 2 * k] = text.charCodeAt(k) & 255;
		const p = await analyze(fromBytes(le, 'u16.csv'));
		expect(okMatrix(p).models).toEqual(['modèle-a', 'b']);
		expect(noteTexts(p.notes).join(' ')).toMatch(/UTF-16LE/);
		const noBom = le.subarray(2);
		expect(okMatrix(await analyze(fromBytes(noBom, 'u16-nobom.csv'))).models).toEqual([
			'modèle-a',
			'b'
		]);
	});

	it('Latin-1 is read as Windows-1252 with a note', async () => {
		const text = 'item_id,mod\xe8le,b\nq1,1,0\nq2,0,1\n';
		const latin1 = Uint8Array.from(text, (c) => c.charCodeAt(0));
		const p = await analyze(fromBytes(latin1, 'latin.csv'));
		expect(okMatrix(p).models).toEqual(['modèle', 'b']);
		expect(noteTexts(p.notes).join(' ')).toMatch(/Latin-1/);
	});

	it('invalid UTF-8 far into a file (past the first MB) is re-read as Latin-1', async () => {
		const head =
			'item_id,a,b\n' + Array.from({ length: 100000 }, (_, i) => `item-${i},1,0`).join('\n') + '\n';
		const tail = Uint8Array.from('caf\xe9,0,1\n', (c) => c.charCodeAt(0));
		const all = new Uint8Array(head.length + tail.length);
		all.set(new TextEncoder().encode(head));
		all.set(tail, head.length);
		const p = await analyze(fromBytes(all, 'late.csv'));
		const m = okMatrix(p);
		expect(m.itemIds[m.nItems - 1]).toBe('café');
		expect(p.result.ok && noteTexts(p.result.notes).join(' ')).toMatch(/Latin-1/);
	});

	it('ragged rows', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a,b\nq1,1,0\nq2,1,0,1\n', 'r.csv')));
		expect(i).toMatchObject({ file: 'r.csv', row: 3 });
		expect(i.message).toMatch(/3 cells|4 cells/);
	});

	it('duplicate model columns', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a,b,a\nq1,1,0,1\nq2,1,0,1\n', 'd.csv')));
		expect(i).toMatchObject({ row: 1, column: 4, columnName: 'a' });
		expect(i.message).toMatch(/appears twice \(columns 2 and 4\)/);
	});

	it('duplicate item ids', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a,b\nq1,1,0\nq2,1,0\nq1,0,0\n', 'd.csv')));
		expect(i).toMatchObject({ row: 4, column: 1 });
		expect(i.message).toMatch(/already used in row 2/);
	});

	it('non-numeric cells: N/A, true and 75% are accepted, the rest rejected with their location', async () => {
		const ok = okMatrix(
			await analyze(textFile('item_id,a,b\nq1,N/A,true\nq2,75%,0\nq3,1,false\n', 'n.csv'))
		);
		expect(value(ok, 'q1', 'a')).toBeNull();
		expect(value(ok, 'q1', 'b')).toBe(1);
		expect(value(ok, 'q2', 'a')).toBe(0.75);
		const issues = issuesOf(
			await analyze(textFile('item_id,a,b\nq1,1,0\nq2,abc,"0,5"\n', 'n.csv'))
		);
		expect(issues[0]).toMatchObject({ row: 3, column: 2, columnName: 'a' });
		expect(issues[0].message).toMatch(/“abc” is not a number/);
		expect(issues[1]).toMatchObject({ row: 3, column: 3 });
		expect(issues[1].message).toMatch(/decimal comma/);
	});

	it('values outside the expected range are errors with their location', async () => {
		const rows = Array.from({ length: 30 }, (_, i) => `q${i},m${i % 2},${i % 2}`);
		rows.push('q99,m0,-3');
		const [i] = issuesOf(
			await analyze(textFile('item_id,model,score\n' + rows.join('\n') + '\n', 'l.csv'))
		);
		expect(i).toMatchObject({ file: 'l.csv', row: 32, columnName: 'score' });
		expect(i.message).toMatch(/-3 is outside the range 0 to 1/);
		expect(i.hint).toMatch(/any range/);
	});

	it('one model only', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a\nq1,1\nq2,0\n', 'one.csv')));
		expect(i.message).toMatch(/only one model \(“a”\)/);
	});

	it('one item only', async () => {
		const [i] = issuesOf(await analyze(textFile('item_id,a,b\nq1,1,0\n', 'one.csv')));
		expect(i.message).toMatch(/only one item/);
	});

	it('100,000 columns: a clear refusal', async () => {
		const n = 100_000;
		const header = 'item_id,' + Array.from({ length: n }, (_, k) => `m${k}`).join(',');
		const row = (id: string) => id + ',' + '1,0,'.repeat(n / 2).slice(0, -1);
		const issues = issuesOf(
			await analyze(textFile([header, row('q1'), row('q2')].join('\n') + '\n', 'wide.csv'))
		);
		expect(issues[0].message).toMatch(/100,000 models; at most 20,000/);
		expect(issues[0].hint).toMatch(/flip/);
	});

	it('a zip bomb is refused with a clear message (default limits)', async () => {
		const zeros = new Uint8Array(48 * 1024 * 1024);
		const bomb = zipSync({ 'results.csv': zeros }, { level: 9 });
		expect(bomb.length).toBeLessThan(200_000);
		const [i] = issuesOf(await analyze(fromBytes(bomb, 'bomb.zip')));
		expect(i).toMatchObject({ file: 'bomb.zip' });
		expect(i.message).toMatch(/zip bomb/);
	});

	it('the zip guard counts real output, not what the headers claim', async () => {
		const zeros = new Uint8Array(4 * 1024 * 1024);
		const zip = zipSync({ 'a.csv': zeros });
		const r = await readZip(fromBytes(zip, 'z.zip', 1000), () => true, undefined, undefined, {
			maxTotal: 1024 * 1024,
			maxRatio: 1e9,
			ratioAfter: 0,
			maxEntries: 10
		});
		expect(r.ok).toBe(false);
		expect(!r.ok && r.issue.message).toMatch(/zip bomb/);
	});

	it('a damaged zip', async () => {
		const zip = zipSync({ 'a.csv': new TextEncoder().encode('item_id,a,b\nq1,1,0\n') });
		const broken = zip.slice(0, 40);
		const issues = issuesOf(await analyze(fromBytes(broken, 'broken.zip')));
		expect(issues[0].file).toBe('broken.zip');
	});

	it('JSON with __proto__ and constructor keys pollutes nothing', async () => {
		const lines = [
			{ item_id: '__proto__', model: 'constructor', score: 1, category: 'x', __proto__x: 1 },
			{ item_id: 'constructor', model: '__proto__', score: 0, category: 'toString' },
			{ item_id: '__proto__', model: '__proto__', score: 1 },
			{ item_id: 'constructor', model: 'constructor', score: 0 }
		];
		const text = lines
			.map((l) => JSON.stringify(l))
			.join('\n')
			.replace(/"__proto__x"/g, '"__proto__"');
		const m = okMatrix(await analyze(textFile(text + '\n', 'proto.jsonl')));
		expect(m.itemIds).toEqual(['__proto__', 'constructor']);
		expect(m.models).toEqual(['constructor', '__proto__']);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(Object.getPrototypeOf(m.meta)).toBe(Object.prototype);
		const doc =
			'{"models":["__proto__","b"],"items":[{"id":"q1","meta":{"__proto__":{"polluted":1},"constructor":"c"}},{"id":"q2"}],"scores":[[1,0],[0,1]],"__proto__":{"polluted":2}}';
		const m2 = okMatrix(await analyze(textFile(doc, 'proto.json')));
		expect(m2.models).toEqual(['__proto__', 'b']);
		expect(m2.meta.constructor).toEqual(['c', '']);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('a file dropped twice is used once', async () => {
		const p = await analyze(
			fixtureFile('wide/items.csv'),
			fixtureFile('wide/items.csv', 'copy of items.csv')
		);
		expect(p.files[1].duplicateOf).toBe('wide/items.csv');
		expect(p.notes[0].text).toMatch(/same content/);
		expect(okMatrix(p).nItems).toBe(5);
	});

	it('a JSON file that is not results, and JSON cut short', async () => {
		const [a] = issuesOf(await analyze(textFile('{"hello": "world", "n": [1, 2]}', 'x.json')));
		expect(a.message).toMatch(/not a results format/);
		const [b] = issuesOf(await analyze(textFile('{"models": ["a", "b"], "items": [', 'cut.json')));
		expect(b).toMatchObject({ file: 'cut.json', row: 1 });
		expect(b.message).toMatch(/not valid JSON/);
	});

	it('a JSONL line that is not JSON is named by its line', async () => {
		const text =
			'{"item_id":"q1","model":"a","score":1}\n{"item_id":"q1","model":"b","score":0}\n{"item_id": oops}\n';
		const [i] = issuesOf(await analyze(textFile(text, 'x.jsonl')));
		expect(i).toMatchObject({ row: 3 });
		expect(i.message).toMatch(/line 3 is not valid JSON/);
	});

	it('two result files over disjoint items: refused, saying the models share no item', async () => {
		// as two HELM runs of one benchmark that share no instance, merged into one matrix
		const a = 'item_id,model,score\nq1,a,1\nq2,a,0\nq3,a,1\n';
		const b = 'item_id,model,score\nr1,b,1\nr2,b,1\nr3,b,0\n';
		const p = await analyze(textFile(a, 'run-a.csv'), textFile(b, 'run-b.csv'));
		const [i] = issuesOf(p);
		expect(i).toMatchObject({ code: 'no-shared-item', params: { models: 2 } });
		// the place names both files: the problem lies between them
		expect(describeIssue(i)).toMatch(
			/^run-a\.csv, run-b\.csv: the 2 models share no item: each item was scored for one model only/
		);
		expect(i.hint).toMatch(/import each file as a dataset of its own/);
		// one shared item is enough to import (the run then warns that 30 are needed to rank)
		const c = 'item_id,model,score\nq1,b,0\n';
		expect(
			okMatrix(await analyze(textFile(a, 'a.csv'), textFile(b + c.slice(20), 'b.csv'))).nModels
		).toBe(2);
	});
});
