/**
 * Trials per cell travel with a dataset: the stored matrix's check, its id, the library backup
 * file and the JSON matrix export keep them; records and files from before trials read as
 * unknown.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import { keepItems } from '../../../src/features/items/core/exclusion-set.ts';
import { trialsSummary } from '../../../src/core/trials.ts';
import { writeJsonMatrix } from '../../../src/formats/json-matrix.ts';
import { writeLibraryFile } from '../../../src/formats/library-file.ts';
import { analyzeFiles } from '../../../src/formats/import-files.ts';
import { fromText } from '../../../src/formats/source.ts';
import { checkMatrix } from '../../../src/schemas/matrix.ts';
import { readLibraryFile } from '../../../src/storage/library-backup.ts';
import { FIXTURES } from '../helpers.ts';
import { dataset, savedRun, type Dataset } from './helpers.ts';

/** A dataset whose matrix carries trials (its id is the fingerprint with them). */
function withTrials(d: Dataset, trials: ScoreMatrix['trials']): Dataset {
	const matrix = { ...d.matrix, trials };
	return { matrix, record: { ...d.record, id: fingerprint(matrix) } };
}

const base = dataset({ name: 'pass1', continuous: true, missingEvery: 7, salt: 4 });
const cells = base.matrix.nItems * base.matrix.nModels;
const uniform = withTrials(base, { uniform: 5, perCell: null });
const perCell = withTrials(dataset({ name: 'varied', continuous: true, salt: 5 }), {
	uniform: 0,
	perCell: Uint32Array.from({ length: cells }, (_, k) => (k % 4) + 1)
});

describe('trials per cell, stored and moved', () => {
	it('the matrix check accepts trials that fit and refuses those that do not', () => {
		expect(checkMatrix(uniform.matrix).ok).toBe(true);
		expect(checkMatrix(perCell.matrix).ok).toBe(true);
		expect(checkMatrix(base.matrix).ok).toBe(true);
		const short = { ...base.matrix, trials: { uniform: 0, perCell: new Uint32Array(3) } };
		expect(checkMatrix(short)).toMatchObject({ ok: false });
		const both = { ...base.matrix, trials: { uniform: 2, perCell: new Uint32Array(cells) } };
		expect(checkMatrix(both)).toMatchObject({ ok: false });
		expect(checkMatrix({ ...base.matrix, trials: { uniform: 0, perCell: null } })).toMatchObject({
			ok: false
		});
	});

	it('trials are part of the id only when known: a matrix without them keeps its id', () => {
		expect(fingerprint({ ...base.matrix, trials: null })).toBe(base.record.id);
		expect(fingerprint({ ...base.matrix, trials: undefined })).toBe(base.record.id);
		expect(uniform.record.id).not.toBe(base.record.id);
		const six = fingerprint({ ...base.matrix, trials: { uniform: 6, perCell: null } });
		expect(six).not.toBe(uniform.record.id);
	});

	it('the library backup file keeps them (one count, or one per cell) and their ids', () => {
		const datasets = [base, uniform, perCell];
		const bytes = writeLibraryFile({
			exportedAt: '2026-03-01T12:00:00.000Z',
			appVersion: '0.1.0',
			datasets,
			runs: datasets.map((d) => savedRun(d)),
			kv: []
		});
		// a file with trials says format 2, so an app from before trials refuses it as newer
		expect(strFromU8(unzipSync(bytes)['library.json'])).toContain('library@2');
		const read = readLibraryFile(bytes);
		if (!read.ok) throw new Error('not read');
		expect(read.problems).toEqual([]);
		const [a, b, c] = read.contents.datasets;
		expect(a.matrix.trials ?? null).toBeNull();
		expect(b.matrix.trials).toEqual({ uniform: 5, perCell: null });
		expect(c.matrix.trials).toEqual(perCell.matrix.trials);
		for (const d of read.contents.datasets) expect(fingerprint(d.matrix)).toBe(d.record.id);
	});

	it('a library without trials is written as format 1, as before', () => {
		const bytes = writeLibraryFile({
			exportedAt: '2026-03-01T12:00:00.000Z',
			appVersion: '0.1.0',
			datasets: [base],
			runs: [],
			kv: []
		});
		expect(strFromU8(unzipSync(bytes)['library.json'])).toContain('library@1');
	});

	it('a backup file written before trials reads every dataset as unknown', () => {
		const read = readLibraryFile(
			new Uint8Array(readFileSync(join(FIXTURES, 'storage/library-v1.zip')))
		);
		if (!read.ok) throw new Error('not read');
		expect(read.contents.datasets.length).toBeGreaterThan(0);
		for (const d of read.contents.datasets) {
			expect(d.matrix.trials ?? null).toBeNull();
			expect(trialsSummary(d.matrix).known).toBe('none');
		}
	});

	it('the JSON matrix export says them, and importing it gives the same dataset', async () => {
		for (const d of [uniform, perCell]) {
			const text = writeJsonMatrix(d.matrix);
			expect(text).toContain('"trials"');
			const p = await analyzeFiles([fromText(text, 'export.json')]);
			if (!p.result.ok) throw new Error(JSON.stringify(p.result.issues));
			expect(p.result.matrix.trials).toEqual(d.matrix.trials);
			expect(fingerprint(p.result.matrix)).toBe(d.record.id);
		}
		expect(writeJsonMatrix(base.matrix)).not.toContain('"trials"');
	});

	it('leaving items out keeps the trials of the items kept', () => {
		const mask = Uint8Array.from({ length: base.matrix.nItems }, (_, i) => (i === 1 ? 1 : 0));
		const M = base.matrix.nModels;
		const kept = keepItems(perCell.matrix, mask);
		const expected = [...perCell.matrix.trials!.perCell!].filter((_, k) => Math.floor(k / M) !== 1);
		expect(Array.from(kept.trials!.perCell!)).toEqual(expected);
		expect(keepItems(uniform.matrix, mask).trials).toEqual({ uniform: 5, perCell: null });
		expect(keepItems(base.matrix, mask).trials).toBeNull();
	});
});
