/**
 * The dataset's page words its import notes in the reader's language: from the codes a record
 * stores since notes carry them, and, for a record stored before (English only), from its English
 * read back to codes; what cannot be read back is shown in its stored English, marked `en`.
 */
import { describe, expect, it } from 'vitest';
import { DatasetRecordSchema, type DatasetRecord } from '../../../src/schemas/dataset.ts';
import { datasetNotesShown } from '../../../src/views/analysis/dataset-notes.ts';

const plain = (n: { parts: readonly (string | { text: string })[] }) =>
	n.parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** A record as stored before notes carried codes: no `noteCodes`. */
const OLD_RECORD = {
	id: '0123456789abcdef',
	name: 'old',
	fileName: 'old.csv',
	source: 'file',
	addedAt: '2026-01-01T00:00:00.000Z',
	nItems: 3,
	nModels: 2,
	valueType: 'continuous',
	missingCells: 1,
	metaFields: [],
	notes: [
		'old.csv: 4 cells written as percentages were divided by 100.',
		'A note this version does not know.',
		'1 of 6 cells are missing; each model is scored over its non-missing items.',
		'Some scores lie outside 0–1; they are shown as plain numbers.'
	]
};

describe('dataset notes', () => {
	it('an old record (English notes only) still parses and is worded from its English', () => {
		const record = DatasetRecordSchema.parse(OLD_RECORD);
		expect(record.noteCodes).toBeUndefined();
		const zh = datasetNotesShown(record, 'zh-CN');
		// The missing-cells note is left out (the summary says it).
		expect(zh.map(plain)).toEqual([
			'old.csv：4 个写成百分数的单元格已除以 100。',
			'A note this version does not know.',
			'部分分数不在 0–1 之间，按原始数值显示。'
		]);
		expect(zh.map((n) => n.lang)).toEqual([undefined, 'en', undefined]);
		expect(datasetNotesShown(record, 'en').map(plain)).toEqual([
			OLD_RECORD.notes[0],
			OLD_RECORD.notes[1],
			OLD_RECORD.notes[3]
		]);
	});

	it('a new record is worded from its codes; a code this version lacks shows its English', () => {
		const record: DatasetRecord = DatasetRecordSchema.parse({
			...OLD_RECORD,
			notes: ['2 missing cells were counted as 0.', 'Something a newer version says.'],
			noteCodes: [
				{ code: 'zero-filled', params: { count: 2 } },
				{ code: 'from-a-newer-version', params: {} }
			]
		});
		const zh = datasetNotesShown(record, 'zh-CN');
		expect(zh.map(plain)).toEqual(['2 个缺失单元格按 0 计。', 'Something a newer version says.']);
		expect(zh.map((n) => n.lang)).toEqual([undefined, 'en']);
	});
});
