/**
 * The import API used by the worker and the mapping-preview screen:
 *
 * 1. `analyzeFiles(files)` detects each file's format, proposes every choice (format, model name,
 *    columns, metric, filter, orientation, scale, missing-cell policy) and already builds the
 *    matrix with those defaults, so accepting the proposal needs no second pass.
 * 2. After the user changes a choice, `buildMatrix(files, choices)` reads the files again and
 *    returns the new matrix and preview (or the issues that stop it).
 *
 * The steps live in their own modules: `detect.ts` (zips, encodings, formats), `propose.ts` (the
 * choices), `read-files.ts` (the read loop and its memory budget), `assemble.ts` (the merge).
 * Nothing here throws: every failure is an `ImportIssue` naming the file (and row/column where it
 * applies). Files are streamed (`SourceFile.open()`), zips are read with a zip-bomb guard.
 */
import type { ImportNote } from './notes.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { ItemDetails } from '../schemas/item-details.ts';
import { assemble } from './assemble.ts';
import { ImportChoicesSchema, type FileProposal, type ImportChoices } from './choices.ts';
import { expandFiles, type Expanded } from './detect.ts';
import type { ImportIssue } from './issues.ts';
import { Cancelled, phased, type Progress } from './progress.ts';
import { proposeFiles, scaleChoices, withDiscovered } from './propose.ts';
import { readFiles, type FilesRead } from './read-files.ts';
import { collectConfigs } from './run-config.ts';
import { formatEntry } from './registry.ts';
import { importModelFacts } from './facts-files.ts';
import type { ModelFacts } from './model-facts.ts';
import type { RunConfigs } from '../schemas/run-config.ts';
import type { SourceFile } from './source.ts';
import type { ImportPreview } from './merge-types.ts';
export type { FileChoices, ImportChoices } from './choices.ts';

/** The outcome of a build: the matrix and details, or the issues; the preview either way. */
export type BuildResult =
	| {
			readonly ok: true;
			readonly matrix: ScoreMatrix;
			readonly details: ItemDetails | null;
			/** Each model's run configuration (`run-config.ts`), aligned with `matrix.models`. */
			readonly configs: RunConfigs;
			/**
			 * What the files say about each model besides its scores (release date, cut-off, size,
			 * family, full name, link: `model-facts.ts`), from the score files (the LiveCodeBench
			 * leaderboard JSON) and any models table dropped with them, aligned with `matrix.models`;
			 * null when no file says anything. Stored with the dataset (`DatasetRecord.modelFacts`).
			 */
			readonly modelFacts: readonly (ModelFacts | null)[] | null;
			/** The names of a models table dropped with the scores that met no model. */
			readonly unmatchedFacts?: readonly string[];
			readonly preview: ImportPreview;
			readonly notes: readonly ImportNote[];
	  }
	| {
			readonly ok: false;
			readonly issues: readonly ImportIssue[];
			readonly preview: ImportPreview | null;
			readonly notes: readonly ImportNote[];
			/** True when the import was cancelled through the AbortSignal (not an error). */
			readonly cancelled?: boolean;
	  };

export interface ImportProposal {
	/** One entry per file (a zipped folder contributes one entry per file inside it). */
	readonly files: readonly FileProposal[];
	/** The proposed choices; pass them (edited) to `buildMatrix`. */
	readonly choices: ImportChoices;
	/** The build with the proposed choices. */
	readonly result: BuildResult;
	/** Things worth saying about the whole drop (duplicates left out, names made unique, ...). */
	readonly notes: readonly ImportNote[];
	/**
	 * The dataset's name from what the files say (the benchmarks they hold, and the model when
	 * there is one); absent when no file names its benchmark (a table keeps its file's name).
	 */
	readonly name?: string;
}

/** How `analyzeFiles` and `buildMatrix` run. */
export interface ImportOptions {
	/** Share of the work done, 0-1. */
	readonly onProgress?: (fraction: number) => void;
	readonly signal?: AbortSignal;
	/**
	 * How scores are held while reading: 'auto' (default) packs wide tables with items as rows
	 * (see `memory-budget.ts`); 'per-cell' reads them like every other format. Both give the same
	 * result within their limits (tests compare them).
	 */
	readonly path?: 'auto' | 'per-cell';
	/**
	 * How wide tables' rows are read: 'auto' (default) reads plain UTF-8 rows straight from the
	 * bytes (`plain-rows.ts`); 'papaparse' reads every row through papaparse. Both give the same
	 * result (tests compare them).
	 */
	readonly csv?: 'auto' | 'papaparse';
}

/** A failed build that says why (or that it was cancelled). */
function failure(e: unknown): Extract<BuildResult, { ok: false }> {
	const cancelled = e instanceof Cancelled;
	const issues: ImportIssue[] = cancelled
		? []
		: [
				{
					file: '',
					message: `the import stopped unexpectedly (${e instanceof Error ? e.message : String(e)}).`,
					hint: 'Nothing was stored. Try again; if it happens again, report the file that causes it.',
					code: 'import-crashed',
					params: { detail: e instanceof Error ? e.message : String(e) }
				}
			];
	return { ok: false, issues, preview: null, notes: [], cancelled };
}

function refused(
	message: string,
	hint: string | undefined,
	coded: Pick<ImportIssue, 'code' | 'params'>
): BuildResult {
	const issue: ImportIssue =
		hint === undefined ? { file: '', message, ...coded } : { file: '', message, hint, ...coded };
	return { ok: false, issues: [issue], preview: null, notes: [] };
}

/** Proposes formats and choices for every file, then builds the matrix with them. */
export async function analyzeFiles(
	files: readonly SourceFile[],
	options: ImportOptions = {}
): Promise<ImportProposal> {
	try {
		const progress = phased(files, options.onProgress);
		progress.phase(0, 0.25);
		const expanded = await expandFiles(files, options.signal);
		const proposed = proposeFiles(expanded);
		progress.phase(0.25, 1);
		const built = await readAndAssemble(expanded, proposed.choices, options, progress, true);
		options.onProgress?.(1);
		return {
			files: withDiscovered(proposed.files, built.discovered),
			choices: built.choices,
			result: built.result,
			notes: [...proposed.notes, ...built.scaleNotes],
			...(proposed.name ? { name: proposed.name } : {})
		};
	} catch (e) {
		return {
			files: [],
			choices: { files: [], missing: 'keep', duplicates: 'error' },
			result: failure(e),
			notes: []
		};
	}
}

/**
 * Reads the files with the given choices (as proposed by `analyzeFiles`, possibly edited) and
 * builds the matrix. `files` must be the same files, in the same order, as given to `analyzeFiles`.
 */
export async function buildMatrix(
	files: readonly SourceFile[],
	choices: ImportChoices,
	options: ImportOptions = {}
): Promise<BuildResult> {
	try {
		const valid = ImportChoicesSchema.safeParse(choices);
		if (!valid.success) {
			return refused(
				`the import choices are invalid (${valid.error.issues[0]?.message}).`,
				undefined,
				{
					code: 'choices-invalid',
					params: { detail: String(valid.error.issues[0]?.message) }
				}
			);
		}
		const progress = phased(files, options.onProgress);
		progress.phase(0, 0.1);
		const expanded = await expandFiles(files, options.signal);
		if (expanded.length !== choices.files.length) {
			return refused(
				`the choices describe ${choices.files.length} files but ${expanded.length} were given.`,
				'Drop the files again.',
				{
					code: 'choices-count',
					params: { described: choices.files.length, given: expanded.length }
				}
			);
		}
		progress.phase(0.1, 1);
		const built = await readAndAssemble(expanded, choices, options, progress, false);
		options.onProgress?.(1);
		return built.result;
	} catch (e) {
		return failure(e);
	}
}

interface Built {
	readonly result: BuildResult;
	/** The choices with the scales proposed while reading. */
	readonly choices: ImportChoices;
	readonly discovered: FilesRead['discovered'];
	readonly scaleNotes: ImportNote[];
}

/** Reads the files, settles each file's scale, and merges them into the matrix. */
async function readAndAssemble(
	expanded: readonly Expanded[],
	choices: ImportChoices,
	options: ImportOptions,
	progress: Progress,
	propose: boolean
): Promise<Built> {
	const read = await readFiles(expanded, choices, {
		signal: options.signal,
		path: options.path,
		csv: options.csv,
		progress,
		propose
	});
	const { notes, discovered } = read;
	const scales = scaleChoices(read.contributions, read.used, choices, propose);
	const done = (result: BuildResult): Built => ({
		result,
		choices: scales.choices,
		discovered,
		scaleNotes: scales.notes
	});
	if (read.issues.length) {
		return done({ ok: false, issues: read.issues.slice(0, 60), preview: null, notes });
	}
	const a = assemble(read.contributions, scales.perFile, read.items, read.budget, {
		missing: choices.missing,
		duplicates: choices.duplicates
	});
	const facts =
		a.matrix && !a.issues.length
			? await importModelFacts(expanded, choices, read.contributions, a.matrix.models)
			: null;
	const allNotes = [...notes, ...a.notes, ...(facts?.notes ?? [])];
	return done(
		a.matrix && !a.issues.length
			? {
					ok: true,
					matrix: a.matrix,
					details: a.details,
					configs: collectConfigs(
						read.contributions,
						read.used.map((k) => choices.files[k].format),
						a.matrix.models,
						(f) => formatEntry(f)?.configs === true
					),
					modelFacts: facts?.facts ?? null,
					unmatchedFacts: facts?.unmatched ?? [],
					preview: a.preview,
					notes: allNotes
				}
			: { ok: false, issues: a.issues, preview: a.preview, notes: allNotes }
	);
}

export { fromBlob, fromText, type SourceFile } from './source.ts';
export { describeIssue } from './issues.ts';
