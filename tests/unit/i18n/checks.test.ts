/**
 * The checks made outside the views are codes + parameters (or `Msg`s) worded by the catalogs
 * (messages/en-checks.ts): each has a message in both languages, and the old English-only paths
 * (sentences built in src/formats, src/storage, src/core) are gone.
 */
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkRunSize } from '../../../src/core/limits.ts';
import { PERTURBATION_KINDS, recipeNumbers } from '../../../src/core/perturbations/catalogue.ts';
import {
	checkPerturbation,
	type PerturbationIssue
} from '../../../src/core/perturbations/perturbation-chunk.ts';
import { writeLibraryFile } from '../../../src/formats/library-file.ts';
import {
	isMessageKey,
	translateMsg,
	translateMsgRich,
	type Msg,
	type RichPart
} from '../../../src/i18n/catalog.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import en from '../../../src/i18n/messages/en-checks.ts';
import zhCN from '../../../src/i18n/messages/zh-CN-checks.ts';
import { readLibraryFile } from '../../../src/storage/library-backup.ts';
import { perturbationIssueParts } from '../../../src/views/analysis/check-text.ts';
import { binary, continuous } from '../core/perturbations/fixtures.ts';
import { dataset, savedRun } from '../storage/helpers.ts';

const HAN = /\p{Script=Han}/u;
const plain = (parts: readonly RichPart[]) =>
	parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** A message worded in both languages: a real sentence in each, Chinese in the Chinese one. */
function expectBilingual(m: Msg) {
	expect(isMessageKey(m.key), m.key).toBe(true);
	const english = translateMsg('en', m);
	const chinese = translateMsg('zh-CN', m);
	expect(english, m.key).not.toBe(m.key);
	expect(chinese, m.key).toMatch(HAN);
	expect(chinese, m.key).not.toBe(english);
}

const ISSUES: readonly PerturbationIssue[] = [
	{ code: 'valueType', kind: 'labelNoise', needs: 'binary', has: 'continuous' },
	{ code: 'valueType', kind: 'threshold', needs: 'continuous', has: 'binary' },
	{ code: 'metaColumn', kind: 'dirichlet', column: 'topic', known: ['category', 'level'] },
	{ code: 'metaColumn', kind: 'clusterBootstrap', column: 'topic', known: [] },
	{ code: 'sizes', max: 1200 },
	{ code: 'cutoff', cutoff: 'soon' },
	{ code: 'thresholds' },
	{ code: 'trialsUnknown' },
	{ code: 'trialsScale' },
	// every number of every kind out of its range
	...PERTURBATION_KINDS.flatMap((kind) =>
		recipeNumbers(kind).map((n) => ({ code: 'range' as const, kind, ...n }))
	)
];

describe('recipe checks (checkPerturbation) in words', () => {
	it('every code has a message in both languages, with the kind named in that language', () => {
		for (const issue of ISSUES) {
			const words = (locale: Locale) => plain(perturbationIssueParts(issue, locale));
			expect(words('en'), issue.code).not.toMatch(/^check\./);
			expect(words('zh-CN'), issue.code).toMatch(HAN);
			expect(words('zh-CN'), issue.code).not.toBe(words('en'));
		}
		const [noise] = ISSUES;
		expect(plain(perturbationIssueParts(noise, 'en'))).toBe(
			'Label noise needs binary scores; this matrix is continuous.'
		);
		expect(plain(perturbationIssueParts(noise, 'zh-CN'))).toBe(
			'标签噪声需要 0/1 分数，而这个矩阵是连续分数。'
		);
	});

	it('keeps the English sentences, names and the cut-off as data', () => {
		const meta = perturbationIssueParts(ISSUES[2], 'en');
		expect(plain(meta)).toBe(
			'Random category weights needs the meta column "topic"; this matrix has "category", "level".'
		);
		expect(meta).toContainEqual({ tag: 'data', text: 'topic' });
		expect(plain(perturbationIssueParts(ISSUES[3], 'en'))).toMatch(/has no meta columns\.$/);
		expect(plain(perturbationIssueParts({ code: 'sizes', max: 1200 }, 'en'))).toBe(
			'Sizes must be whole numbers from 1 to 1,200.'
		);
		const range = (kind: string, recipe: string) =>
			ISSUES.find((i) => i.code === 'range' && i.kind === kind && i.recipe === recipe)!;
		const words = (kind: string, recipe: string, locale: Locale = 'en') =>
			plain(perturbationIssueParts(range(kind, recipe), locale));
		expect(words('subsample', 'fraction')).toBe(
			'The share of items kept must be a number above 0 and at most 1.'
		);
		expect(words('worstCase', 'bound')).toBe(
			'The largest relative change of an item weight must be a number of at least 0 and below 1.'
		);
		expect(words('trials', 'trials')).toBe(
			'The attempts per cell (k′) must be a whole number from 1 to 1,000 (or ∞).'
		);
		expect(words('dirichlet', 'concentration')).toMatch(/must be a number above 0 \(or ∞\)\.$/);
		expect(words('modelSet', 'addWeak')).toBe(
			'The weak models added must be a whole number of at least 0.'
		);
		expect(words('sizeSweep', 'drawsPerSize')).toBe(
			'The draws per size must be a whole number of at least 1.'
		);
		expect(words('difficulty', 'strength')).toMatch(/must be a number\.$/);
		expect(words('labelNoise', 'p', 'zh-CN')).toBe('翻转概率：必须是 0 到 1 之间的数。');
		expect(words('trials', 'trials', 'zh-CN')).toBe(
			'每个单元格的试验次数（k′）：必须是 1 到 1,000 之间的整数（或 ∞）。'
		);
		expect(words('difficulty', 'strength', 'zh-CN')).toMatch(/：必须是一个数。$/);
		expect(perturbationIssueParts({ code: 'cutoff', cutoff: 'soon' }, 'zh-CN')).toContainEqual({
			tag: 'data',
			text: 'soon'
		});
	});

	it('core returns codes, never sentences', () => {
		const issues = [
			...checkPerturbation(continuous, { kind: 'labelNoise', p: 2, mode: 'cell' }),
			...checkPerturbation(binary, {
				kind: 'modelSet',
				removeShare: 1,
				addWeak: 0.5,
				weakAccuracy: 2
			} as never),
			...checkPerturbation(binary, { kind: 'sizeSweep', sizes: [0], drawsPerSize: 0 })
		];
		expect(issues.length).toBeGreaterThanOrEqual(6);
		for (const issue of issues) {
			expect(typeof issue).toBe('object');
			expect(ISSUES.some((i) => i.code === issue.code)).toBe(true);
		}
	});
});

describe('run refusals', () => {
	it('a run too large for memory is a message in both languages', () => {
		const fits = checkRunSize(100_000, 4_000);
		expect(fits.ok).toBe(false);
		if (!fits.ok) expectBilingual(fits.text);
		expectBilingual({ key: 'run.failed', params: { detail: 'RangeError: boom' } });
	});
});

describe('library backup outcomes', () => {
	const a = dataset({ name: 'alpha' });
	const b = dataset({ name: 'beta', salt: 2 });

	it('a refused file and every part left out are messages in both languages', () => {
		for (const bytes of [new Uint8Array(0), strToU8('{"schema":"perturbation-sandbox/run@1"}')]) {
			const read = readLibraryFile(bytes);
			expect(read.ok).toBe(false);
			if (!read.ok) expectBilingual(read.message);
		}
		const file = writeLibraryFile({
			exportedAt: '2026-03-01T00:00:00.000Z',
			appVersion: 'test',
			datasets: [a, b],
			runs: [savedRun(a), savedRun(a), { nonsense: true } as never],
			kv: []
		});
		const entries = unzipSync(file);
		delete entries[`datasets/${b.record.id}/bits.u32le`];
		const manifest = JSON.parse(new TextDecoder().decode(entries['library.json']));
		manifest.kv = [{ key: 'not-a-dataset-value', value: 1 }];
		const { 'library.json': _, ...rest } = entries;
		const read = readLibraryFile(
			zipSync({ 'library.json': strToU8(JSON.stringify(manifest)), ...rest })
		);
		expect(read.ok).toBe(true);
		if (!read.ok) return;
		expect(read.problems.map((p) => p.key)).toEqual([
			'backup.problem.arrayMissing',
			'backup.problem.runTwice',
			'backup.problem.runInvalid',
			'backup.problem.valueInvalid'
		]);
		for (const p of read.problems) expectBilingual(p);
		// Names stay data in either language.
		expect(translateMsgRich('zh-CN', read.problems[0])).toContainEqual({
			tag: 'data',
			text: 'beta'
		});
	});

	it('every backup message key the code names exists, in both catalogs', () => {
		const sources = [
			'src/formats/library-file.ts',
			'src/storage/library-backup.ts',
			'src/storage/library-transfer.ts',
			'src/state/Library.svelte.ts'
		].map((f) => readFileSync(f, 'utf8'));
		const used = new Set(
			sources.flatMap((s) => s.match(/backup\.(?:refused|problem)\.\w+/g) ?? [])
		);
		expect(used.size).toBeGreaterThan(30);
		for (const key of used) {
			expect(Object.hasOwn(en, key), key).toBe(true);
			expect(Object.hasOwn(zhCN, key), key).toBe(true);
		}
	});

	it('no English sentence is built in the backup and check code any more', () => {
		const files = [
			'src/formats/library-file.ts',
			'src/storage/library-backup.ts',
			'src/storage/library-transfer.ts',
			'src/core/limits.ts',
			'src/core/perturbations/perturbation-chunk.ts'
		];
		for (const f of files) {
			const code = readFileSync(f, 'utf8')
				.split('\n')
				.filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
				.join('\n');
			expect(code, f).not.toMatch(/left out|library file|must be|needs the|toLocaleString/);
		}
	});
});
