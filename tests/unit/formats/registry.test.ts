/**
 * The formats registry (issue 36): a format is its module and one entry; the pipeline looks
 * formats up, and every registered format has its label and summary in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS, FORMATS, formatEntry, isFormatId } from '../../../src/formats/registry.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';
import { ROOT } from '../helpers.ts';

/** Summaries of files that are no format's (detect.ts, propose.ts). */
const OTHER_SUMMARIES = ['zipped-folder', 'workbook', 'cannot-read', 'not-recognised'];

describe('formats registry', () => {
	it('every format has its label and its summary in English and Chinese', () => {
		for (const id of FORMAT_IDS) {
			for (const key of [`format.${id}`, `import.summary.${id}`]) {
				expect(Object.hasOwn(en, key), key).toBe(true);
				expect(Object.hasOwn(zhCN, key), key).toBe(true);
			}
		}
		for (const code of OTHER_SUMMARIES)
			expect(Object.hasOwn(en, `import.summary.${code}`)).toBe(true);
	});

	it('no label or summary is left for a format that is not registered', () => {
		const ids = new Set<string>([...FORMAT_IDS, ...OTHER_SUMMARIES]);
		for (const key of Object.keys(en)) {
			const m = /^(?:format|import\.summary)\.(.+)$/.exec(key);
			if (m) expect(ids.has(m[1]), key).toBe(true);
		}
	});

	it('every format can be recognised or is read through another file', () => {
		for (const id of FORMAT_IDS) {
			const e = formatEntry(id)!;
			expect(e.detect.length + (e.companion ? 1 : 0), id).toBeGreaterThan(0);
			if (e.read === null) expect(e.companion, `${id} has no reader: a companion`).toBe(true);
		}
		expect(isFormatId('wide-table')).toBe(true);
		expect(isFormatId('__proto__')).toBe(false);
		expect(formatEntry('toString')).toBeUndefined();
		expect(Object.keys(FORMATS)).toEqual(FORMAT_IDS);
	});

	it('the pipeline never spells a format id: only the registry and the formats’ own modules do', () => {
		const pipeline = [
			'detect.ts',
			'propose.ts',
			'read-files.ts',
			'import-files.ts',
			'run-config.ts'
		];
		const dir = join(ROOT, 'src', 'formats');
		expect(readdirSync(dir)).toEqual(expect.arrayContaining(pipeline));
		const spelled: string[] = [];
		for (const file of pipeline) {
			const text = readFileSync(join(dir, file), 'utf8');
			for (const id of FORMAT_IDS) if (text.includes(`'${id}'`)) spelled.push(`${file}: ${id}`);
		}
		// Inspect's .eval logs are zips: detect.ts opens them before any text detector can look.
		expect(spelled).toEqual(['detect.ts: inspect-log']);
	});
});
