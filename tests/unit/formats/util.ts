/** Shared helpers for the importer tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cellValue, type ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import {
	analyzeFiles,
	buildMatrix,
	type BuildResult,
	type ImportProposal
} from '../../../src/formats/import-files.ts';
import { fromBytes, fromText, type SourceFile } from '../../../src/formats/source.ts';
import { FIXTURES } from '../helpers.ts';

export const FORMATS = join(FIXTURES, 'formats');

/** A fixture under tests/fixtures/formats as a SourceFile, named `name` (default: its path). */
export function fixtureFile(rel: string, name = rel, chunkSize?: number): SourceFile {
	return fromBytes(new Uint8Array(readFileSync(join(FORMATS, rel))), name, chunkSize);
}

export function textFile(text: string, name: string, chunkSize?: number): SourceFile {
	return fromText(text, name, chunkSize);
}

export async function analyze(...files: SourceFile[]): Promise<ImportProposal> {
	return analyzeFiles(files);
}

/** The matrix of a successful result, or a failed expectation listing the issues. */
export function okMatrix(r: ImportProposal | BuildResult): ScoreMatrix {
	const result = 'result' in r ? r.result : r;
	if (!result.ok) expect.fail(JSON.stringify(result.issues, null, 1));
	return result.matrix;
}

/** The issues of a failed result. */
export function issuesOf(r: ImportProposal | BuildResult) {
	const result = 'result' in r ? r.result : r;
	if (result.ok)
		expect.fail(`expected issues, got a ${result.matrix.nItems} x ${result.matrix.nModels} matrix`);
	return result.issues;
}

export function value(m: ScoreMatrix, item: string, model: string): number | null {
	const i = m.itemIds.indexOf(item);
	const k = m.models.indexOf(model);
	if (i < 0 || k < 0) throw new Error(`no cell ${item} / ${model}`);
	return cellValue(m, i, k);
}

/** Mean over present cells, per model. */
export function modelMeans(m: ScoreMatrix): Map<string, number> {
	const out = new Map<string, number>();
	for (let k = 0; k < m.nModels; k++) {
		let s = 0;
		let n = 0;
		for (let i = 0; i < m.nItems; i++) {
			const v = cellValue(m, i, k);
			if (v !== null) {
				s += v;
				n++;
			}
		}
		out.set(m.models[k], s / n);
	}
	return out;
}

export { buildMatrix };

/**
 * A value with typed arrays as their exact bytes (and whether they own their whole buffer), so
 * that two imports can be compared byte for byte with `toEqual`.
 */
export function plain(v: unknown): unknown {
	if (ArrayBuffer.isView(v)) {
		const a = v as Uint8Array;
		return {
			type: a.constructor.name,
			whole: a.byteOffset === 0 && a.buffer.byteLength === a.byteLength,
			bytes: Array.from(new Uint8Array(a.buffer, a.byteOffset, a.byteLength))
		};
	}
	if (Array.isArray(v)) return v.map(plain);
	if (v && typeof v === 'object') {
		return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
	}
	return v;
}
