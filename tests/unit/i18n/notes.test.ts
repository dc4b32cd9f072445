/**
 * Notes of an import and of a stored dataset (src/formats/notes.ts): every code has its message
 * in both languages, the English message reads exactly as the English text src/formats keeps
 * (and the import lock locks), and the English is read back to its code (old records).
 */
import { describe, expect, it } from 'vitest';
import { noteParts } from '../../../src/components/import-issue.ts';
import { importNote, NOTE_CODES, noteFromText } from '../../../src/formats/notes.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';

const plain = (parts: ReturnType<typeof noteParts>) =>
	parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** Parameters every note can take (each uses its own). */
const PARAMS = {
	count: 37,
	file: 'run/a.csv',
	metric: 'exact_match',
	split: 'test',
	filter: 'strict-match',
	others: 'flexible-extract, none',
	first: 'b.csv',
	model: 'gpt-x',
	min: '0.5',
	max: '97.25',
	encoding: 'UTF-16LE',
	missing: 1234,
	total: 56789,
	files: 'run/a.csv, run/b.csv',
	examples: 'q1, q2, q3',
	field: 'date',
	unit: 'milliseconds',
	columns: 'release_month, params',
	row: 12,
	column: 'release_month',
	value: 'soon'
};

describe('notes through the i18n layer', () => {
	it('every code has its message in both languages', () => {
		expect(NOTE_CODES.length).toBeGreaterThanOrEqual(29);
		for (const code of NOTE_CODES) {
			expect(Object.hasOwn(en, `note.${code}`), code).toBe(true);
			expect(Object.hasOwn(zhCN, `note.${code}`), code).toBe(true);
		}
	});

	it('read in English exactly as the English text of src/formats', () => {
		for (const code of NOTE_CODES) {
			const note = importNote(code, PARAMS);
			expect(plain(noteParts(note, 'en')), code).toBe(note.text);
		}
	});

	it('read in Chinese, names and values kept as data', () => {
		for (const code of NOTE_CODES) {
			const zh = plain(noteParts(importNote(code, PARAMS), 'zh-CN'));
			expect(zh, code).not.toMatch(/\b(cells|items|scores|were|was|the|left)\b/);
		}
		const parts = noteParts(importNote('helm-no-metric', PARAMS), 'zh-CN');
		expect(plain(parts)).toBe('run/a.csv：37 个实例没有“exact_match”（记为缺失）。');
		expect(parts).toContainEqual({ tag: 'data', text: 'run/a.csv' });
		expect(plain(noteParts(importNote('missing-cells', PARAMS), 'zh-CN'))).toBe(
			'56,789 个单元格中有 1,234 个缺失；每个模型只按其未缺失的题目计分。'
		);
	});

	it('the English of every code is read back to the same note', () => {
		for (const code of NOTE_CODES) {
			for (const count of [1, 2, 37]) {
				const { text } = importNote(code, { ...PARAMS, count });
				const back = noteFromText(text);
				expect(back?.code, text).toBe(code);
				expect(back?.text, text).toBe(text);
			}
		}
		expect(noteFromText('Something else entirely.')).toBeNull();
	});
});
