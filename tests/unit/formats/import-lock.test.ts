/**
 * Behaviour lock for the importers: every file in tests/fixtures, samples/ and ../shared/real
 * (alone, and each folder dropped as one import), plus generated tables that exercise the paths
 * (packed and per-cell, merges, flips, policies, encodings, bad cells), is imported and the
 * outcome compared with `tests/fixtures/import-lock.json`: the stored matrix (the app's
 * `fingerprint` and a SHA-256 of its typed-array bytes), the item-details digest, the preview
 * digest, the proposed choices, notes and issues. A refactor of src/formats must leave every
 * entry identical.
 *
 * Regenerate (only when a change of behaviour is intended, and say so in the commit):
 * `UPDATE_IMPORT_LOCK=1 npx vitest run tests/unit/formats/import-lock.test.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import {
	analyzeFiles,
	buildMatrix,
	describeIssue,
	type BuildResult,
	type ImportChoices,
	type ImportProposal
} from '../../../src/formats/import-files.ts';
import { fromBytes, fromText, type SourceFile } from '../../../src/formats/source.ts';
import { FIXTURES, HAVE_REAL, NO_REAL_MESSAGE, REAL, ROOT } from '../helpers.ts';

const LOCK = join(FIXTURES, 'import-lock.json');
const UPDATE = process.env.UPDATE_IMPORT_LOCK === '1';

type Entry = Record<string, unknown>;
interface Lock {
	fixtures: Record<string, Entry>;
	real: Record<string, Entry>;
}

function sha(data: string | Uint8Array): string {
	return createHash('sha256').update(data).digest('hex').slice(0, 24);
}

function bytesOf(a: Uint32Array | Float64Array | null): Uint8Array {
	return a ? new Uint8Array(a.buffer, a.byteOffset, a.byteLength) : new Uint8Array(0);
}

function matrixEntry(m: ScoreMatrix): Entry {
	const arrays = createHash('sha256');
	for (const a of [m.bits, m.values, m.present]) {
		arrays.update(String(a?.length ?? -1));
		arrays.update(bytesOf(a));
	}
	return {
		id: fingerprint(m),
		shape: `${m.nItems}x${m.nModels} ${m.valueType} missing=${m.missingCells}`,
		bytes: arrays.digest('hex').slice(0, 24),
		meta: Object.keys(m.meta)
	};
}

/**
 * Fields added later that say nothing when empty (a preview's `trials: null`, a long table's
 * empty `trials` and `scope` columns and the summary's flags for them): left out, so what was
 * locked before them stays locked as it was; when they hold something, they are locked too.
 */
function withoutEmptyAdditions(key: string, v: unknown): unknown {
	if (v && typeof v === 'object' && !Array.isArray(v)) {
		const o = { ...(v as Record<string, unknown>) };
		if ('nItems' in o && 'sample' in o && o.trials === null) delete o.trials;
		if ('item' in o && 'meta' in o && o.trials === '' && o.scope === '') {
			delete o.trials;
			delete o.scope;
		}
		if (key === 'params' && o.hasTrials === 'no' && o.hasScore === 'yes') {
			delete o.hasTrials;
			delete o.hasScore;
			delete o.trials;
		}
		return o;
	}
	return v;
}

function resultEntry(r: BuildResult): Entry {
	const preview = r.preview ? sha(JSON.stringify(r.preview, withoutEmptyAdditions)) : null;
	if (r.ok) {
		return {
			...matrixEntry(r.matrix),
			details: r.details ? sha(JSON.stringify(r.details)) : null,
			preview,
			notes: r.notes
		};
	}
	return {
		issues: r.issues.slice(0, 8).map(describeIssue),
		issueCount: r.issues.length,
		preview,
		notes: r.notes,
		cancelled: r.cancelled ?? false
	};
}

/**
 * Issues as locked before they carried a code for the i18n layer (`code`, `params`: the same
 * problem as data, added later); their place and English sentence are locked as they were.
 */
function withoutIssueCodes(_key: string, v: unknown): unknown {
	if (v && typeof v === 'object' && 'message' in v && 'file' in v) {
		const { code: _code, params: _params, ...issue } = v as Record<string, unknown>;
		return issue;
	}
	return v;
}

function proposalEntry(p: ImportProposal): Entry {
	return {
		files: p.files.map(
			(f) =>
				`${f.name} ${f.format} ${sha(JSON.stringify(f, (k, v) => withoutEmptyAdditions(k, withoutIssueCodes(k, v))))}${f.duplicateOf ? ' duplicate' : ''}`
		),
		choices: sha(JSON.stringify(p.choices, withoutEmptyAdditions)),
		notes: p.notes,
		result: resultEntry(p.result)
	};
}

interface Case {
	readonly name: string;
	readonly files: () => SourceFile[];
	/** A digest of the files' names and bytes (real cases: the lock holds only the files it saw). */
	readonly source?: () => string;
	/** Choices to build with after the proposal (edited from it). */
	readonly edit?: (c: ImportChoices) => ImportChoices;
}

async function run(c: Case): Promise<Entry> {
	const proposal = await analyzeFiles(c.files());
	const entry: Entry = proposalEntry(proposal);
	// The per-cell path must give the same stored matrix as the default path.
	const perCell = await buildMatrix(c.files(), proposal.choices, { path: 'per-cell' });
	entry.perCell = perCell.ok ? fingerprint(perCell.matrix) : perCell.issues.length;
	if (c.edit) {
		entry.edited = resultEntry(await buildMatrix(c.files(), c.edit(proposal.choices)));
	}
	return entry;
}

function walk(dir: string): string[] {
	const out: string[] = [];
	for (const name of readdirSync(dir).sort()) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) out.push(...walk(path));
		else out.push(path);
	}
	return out;
}

/** Every file alone, and every folder (with two or more files below it) as one drop. */
function folderCases(root: string, prefix: string, skip: (path: string) => boolean): Case[] {
	const all = walk(root).filter((p) => !skip(p));
	const file = (p: string) => fromBytes(new Uint8Array(readFileSync(p)), relative(root, p), 4096);
	const source = (paths: string[]) => () => {
		const h = createHash('sha256');
		for (const p of paths) h.update(relative(root, p)).update(readFileSync(p));
		return h.digest('hex').slice(0, 24);
	};
	const cases: Case[] = all.map((p) => ({
		name: `${prefix}${relative(root, p)}`,
		files: () => [file(p)],
		source: source([p])
	}));
	const dirs = new Set<string>();
	for (const p of all) {
		for (let d = join(p, '..'); d.length > root.length; d = join(d, '..')) dirs.add(d);
	}
	for (const d of [...dirs].sort()) {
		const inside = all.filter((p) => p.startsWith(d + '/'));
		if (inside.length < 2) continue;
		cases.push({
			name: `${prefix}${relative(root, d)}/`,
			files: () => inside.map(file),
			source: source(inside)
		});
	}
	return cases;
}

/** A small seeded generator (mulberry32), so generated tables are the same on every run. */
function rng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function wide(
	seed: number,
	items: number,
	models: number,
	cell: (r: () => number) => string,
	opts: { meta?: boolean; delimiter?: string; prefix?: string; modelOffset?: number } = {}
): string {
	const r = rng(seed);
	const d = opts.delimiter ?? ',';
	const names = Array.from({ length: models }, (_, m) => `model ${(opts.modelOffset ?? 0) + m}`);
	const head = ['item_id', ...(opts.meta ? ['meta:category', 'meta:created_at'] : []), ...names];
	const rows = [head.join(d)];
	for (let i = 0; i < items; i++) {
		const meta = opts.meta ? [`cat${i % 7}`, `2024-0${(i % 9) + 1}-1${i % 10}`] : [];
		const cells = names.map(() => cell(r));
		rows.push([`${opts.prefix ?? 'q'}${i}`, ...meta, ...cells].join(d));
	}
	return rows.join('\n') + '\n';
}

const bin = (r: () => number) => (r() < 0.5 ? '1' : '0');
const binMissing = (r: () => number) => (r() < 0.03 ? '' : r() < 0.6 ? '1' : '0');
const cont = (r: () => number) => (r() < 0.02 ? 'NA' : (Math.round(r() * 1000) / 1000).toString());
const pct = (r: () => number) => String(Math.round(r() * 100));

function long(seed: number, items: number, models: number, duplicate = false): string {
	const r = rng(seed);
	const rows = ['item_id,model,score,category'];
	for (let i = 0; i < items; i++) {
		for (let m = 0; m < models; m++) {
			if (r() < 0.05) continue;
			rows.push(`i${i},m${m},${r() < 0.5 ? 1 : 0},c${i % 3}`);
		}
	}
	if (duplicate) rows.push('i0,m0,1,c0', 'i1,m1,0,c1');
	return rows.join('\n') + '\n';
}

const text = (t: string, name: string, chunk = 997) => fromText(t, name, chunk);

const GENERATED: Case[] = [
	{ name: 'gen/binary', files: () => [text(wide(1, 300, 40, bin, { meta: true }), 'b.csv')] },
	{
		name: 'gen/binary-missing',
		files: () => [text(wide(2, 257, 70, binMissing, { meta: true }), 'bm.csv')],
		edit: (c) => ({ ...c, missing: 'zero' })
	},
	{
		name: 'gen/binary-missing-drop',
		files: () => [text(wide(2, 257, 70, binMissing, { meta: true }), 'bm.csv')],
		edit: (c) => ({ ...c, missing: 'drop-items' })
	},
	{
		name: 'gen/continuous',
		files: () => [text(wide(3, 120, 33, cont, { delimiter: '\t' }), 'c.tsv')]
	},
	{
		name: 'gen/large-binary',
		files: () => [fromText(wide(20, 4000, 150, binMissing, { meta: true }), 'large.csv', 65536)]
	},
	{
		name: 'gen/large-continuous',
		files: () => [fromText(wide(21, 2500, 60, cont), 'large-c.csv', 65536)]
	},
	{
		name: 'gen/wide-300-binary-missing',
		files: () => [fromText(wide(22, 700, 300, binMissing, { meta: true }), 'w300.csv', 8192)]
	},
	{
		name: 'gen/wide-260-binary',
		files: () => [fromText(wide(23, 400, 260, bin), 'w260.csv', 8192)],
		edit: (c) => ({ ...c, missing: 'drop-items' })
	},
	{
		name: 'gen/wide-250-continuous',
		files: () => [fromText(wide(24, 300, 250, cont), 'w250.csv', 8192)]
	},
	{
		name: 'gen/wide-220-negative-zero',
		files: () => [
			fromText(
				wide(25, 50, 220, (r) => (r() < 0.1 ? '-0' : r() < 0.5 ? '0.25' : '0')),
				'nz.csv'
			)
		]
	},
	{ name: 'gen/percent', files: () => [text(wide(4, 90, 5, pct), 'p.csv')] },
	{
		name: 'gen/semicolon',
		files: () => [text(wide(5, 40, 4, bin, { delimiter: ';' }), 's.csv')]
	},
	{
		name: 'gen/flipped',
		files: () => [
			text(wide(6, 30, 50, bin).replace(/^item_id/, 'model'), 'flipped.csv'),
			text(wide(7, 30, 50, cont, { prefix: 'r' }).replace(/^item_id/, 'name'), 'flipped2.csv')
		]
	},
	{
		name: 'gen/flip-edit',
		files: () => [text(wide(8, 20, 6, bin), 'f.csv')],
		edit: (c) => ({ ...c, files: [{ ...c.files[0], orientation: 'models-as-rows' }] })
	},
	{
		name: 'gen/two-wide-disjoint-models',
		files: () => [
			text(wide(9, 200, 20, binMissing), 'a.csv'),
			text(wide(10, 150, 12, bin, { modelOffset: 20 }), 'b.csv')
		]
	},
	{
		name: 'gen/two-wide-shared-model',
		files: () => [
			text(wide(11, 50, 5, bin), 'a.csv'),
			text(wide(12, 50, 5, bin, { modelOffset: 4 }), 'b.csv')
		],
		edit: (c) => ({ ...c, duplicates: 'mean' })
	},
	{
		name: 'gen/wide-mixed-with-long',
		files: () => [text(wide(13, 30, 4, bin), 'w.csv'), text(long(14, 30, 3), 'l.csv')]
	},
	{ name: 'gen/long', files: () => [text(long(15, 100, 6), 'long.csv')] },
	{
		name: 'gen/long-duplicates',
		files: () => [text(long(16, 20, 4, true), 'dups.csv')],
		edit: (c) => ({ ...c, duplicates: 'mean' })
	},
	{
		name: 'gen/bad-cells',
		files: () => [
			text(
				wide(17, 60, 8, (r) => (r() < 0.02 ? 'oops' : r() < 0.01 ? '0,5' : bin(r))),
				'bad.csv'
			)
		]
	},
	{
		name: 'gen/out-of-range',
		files: () => [
			text(
				wide(18, 60, 8, (r) => (r() < 0.01 ? '1.5' : bin(r))),
				'range.csv'
			)
		]
	},
	{
		name: 'gen/ragged-and-duplicate-ids',
		files: () => [text('item_id,a,b,c\nq1,1,0,1\nq2,1,0\nq1,0,0,1\nq3,"1",0,1,\n', 'rag.csv')]
	},
	{
		name: 'gen/quoted',
		files: () => [
			text(
				'item_id,"model, one","model ""two""",meta:note\n"q,1",1,0,"a\nb"\nq2,0,1,x\nq3,,1,"y"\n',
				'quoted.csv',
				7
			)
		]
	},
	{
		name: 'gen/true-false-percent',
		files: () => [text('item_id,a,b\nq1,true,FALSE\nq2,75%,0.5\nq3,NaN,1\n', 'tf.csv')]
	},
	{
		name: 'gen/latin1',
		files: () => [
			fromBytes(
				Uint8Array.from('item_id,mod\xe8le,b\nq1,1,0\nq2,0,1\ncaf\xe9,1,1\n', (c) =>
					c.charCodeAt(0)
				),
				'latin.csv'
			)
		]
	},
	{
		name: 'gen/crlf-bom',
		files: () => [text('\ufeffitem_id,a,b\r\nq1,1,0\r\nq2,0,1\r\n', 'crlf.csv', 3)]
	},
	{
		name: 'gen/same-file-twice',
		files: () => [text(wide(19, 10, 3, bin), 'x.csv'), text(wide(19, 10, 3, bin), 'y.csv')]
	}
];

const fixtureCases = [
	...folderCases(FIXTURES, 'fixtures/', (p) => p === LOCK),
	...folderCases(join(ROOT, 'samples'), 'samples/', () => false),
	...GENERATED
];
const realCases = HAVE_REAL ? folderCases(REAL, 'real/', (p) => p.endsWith('.md')) : [];

const lock: Lock = existsSync(LOCK)
	? (JSON.parse(readFileSync(LOCK, 'utf8')) as Lock)
	: { fixtures: {}, real: {} };
const fresh: Lock = { fixtures: {}, real: {} };

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

/**
 * One test per case: its entry must equal the lock's (or, when updating, is recorded). A real file
 * the lock has not seen, or whose bytes differ from those the lock saw (../shared/real lives outside
 * the repository and can change), is skipped with a note: the lock guards behaviour on known files.
 */
function lockTests(cases: readonly Case[], part: keyof Lock): void {
	for (const c of cases) {
		it(c.name, async (ctx) => {
			const source = c.source?.();
			const locked = lock[part][c.name];
			if (!UPDATE && part === 'real' && locked?.source !== source) {
				ctx.skip(`${c.name}: not the file the import lock saw (UPDATE_IMPORT_LOCK=1 adds it)`);
			}
			const entry = await run(c);
			if (part === 'real') entry.source = source;
			fresh[part][c.name] = entry;
			if (!UPDATE) expect(entry).toEqual(locked);
			else expect(entry).toBeTruthy();
		});
	}
}

describe('import lock: the same files give the same stored matrices', () => {
	lockTests(fixtureCases, 'fixtures');
	describe.skipIf(!HAVE_REAL)('../shared/real', () => lockTests(realCases, 'real'));
	it('lists every case (no stale or missing entries)', () => {
		if (UPDATE) {
			if (!HAVE_REAL) fresh.real = lock.real;
			writeFileSync(LOCK, JSON.stringify(fresh, null, '\t') + '\n');
		}
		const written = UPDATE ? fresh : lock;
		expect(Object.keys(written.fixtures).sort()).toEqual(fixtureCases.map((c) => c.name).sort());
		if (HAVE_REAL && UPDATE) {
			expect(Object.keys(written.real).sort()).toEqual(realCases.map((c) => c.name).sort());
		}
	});
});
