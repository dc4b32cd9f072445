/**
 * The engine worker: thin async functions over src/core and src/formats. The main thread reaches
 * it only through src/engine (one comlink wrapper); failures come back as values or rejections,
 * and a crash is noticed by the pool.
 */
import * as Comlink from 'comlink';
import { fingerprint } from '../src/core/fingerprint.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import {
	computeReference,
	runChunk,
	type ChunkResult,
	type DrawTable,
	type RunReference,
	type RunSettings
} from '../src/core/run.ts';
import { summarizeRun, type RunSummary } from '../src/core/summary.ts';
import { importBytes } from '../src/formats/import-file.ts';
import type { ImportIssue } from '../src/formats/ImportResult.ts';

export type ImportOutcome =
	| { ok: true; id: string; matrix: ScoreMatrix; notes: readonly string[] }
	| { ok: false; issues: readonly ImportIssue[] };

let loaded: { key: string; matrix: ScoreMatrix; reference: RunReference } | null = null;

function matrixBuffers(matrix: ScoreMatrix): ArrayBuffer[] {
	return [matrix.bits, matrix.values, matrix.present]
		.filter((a): a is NonNullable<typeof a> => a !== null)
		.map((a) => a.buffer as ArrayBuffer);
}

function requireMatrix(key: string) {
	if (!loaded || loaded.key !== key) throw new Error(`engine: matrix ${key} is not loaded`);
	return loaded;
}

export const api = {
	/** Parses a dropped file. Progress is reported as a share of the bytes parsed. */
	async importFile(
		file: Blob,
		fileName: string,
		onProgress?: (fraction: number) => void
	): Promise<ImportOutcome> {
		let last = -1;
		const report = (f: number) => {
			if (!onProgress || f - last < 0.01) return;
			last = f;
			onProgress(f);
		};
		const bytes = new Uint8Array(await file.arrayBuffer());
		const result = importBytes(bytes, fileName, report);
		if (!result.ok) return result;
		const outcome: ImportOutcome = {
			ok: true,
			id: fingerprint(result.matrix),
			matrix: result.matrix,
			notes: result.notes
		};
		return Comlink.transfer(outcome, matrixBuffers(result.matrix));
	},

	/** Keeps a copy of the matrix for the following chunks; returns the reference. */
	load(key: string, matrix: ScoreMatrix): RunReference {
		if (!loaded || loaded.key !== key) {
			loaded = { key, matrix, reference: computeReference(matrix) };
		}
		return loaded.reference;
	},

	isLoaded(key: string): boolean {
		return loaded?.key === key;
	},

	runChunk(key: string, settings: RunSettings, start: number, count: number): ChunkResult {
		const { matrix, reference } = requireMatrix(key);
		const chunk = runChunk(matrix, settings, reference, start, count);
		return Comlink.transfer(chunk, [
			chunk.scores.buffer as ArrayBuffer,
			chunk.ranks.buffer as ArrayBuffer,
			chunk.tau.buffer as ArrayBuffer
		]);
	},

	summarize(
		table: DrawTable,
		reference: RunReference,
		models: readonly string[],
		nDraws: number
	): { summary: RunSummary; table: DrawTable } {
		const summary = summarizeRun(table, reference, models, nDraws);
		return Comlink.transfer({ summary, table }, [
			table.scores.buffer as ArrayBuffer,
			table.ranks.buffer as ArrayBuffer,
			table.tau.buffer as ArrayBuffer
		]);
	}
};

export type EngineApi = typeof api;

// Guarded so vitest can import this module (see TOOLCHAIN.md, pitfall 2).
declare const WorkerGlobalScope: { new (): unknown } | undefined;
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}
