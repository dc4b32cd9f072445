/**
 * The import API used by the worker and the mapping-preview screen:
 *
 * 1. `analyzeFiles(files)` detects each file's format, proposes every choice (format, model name,
 *    columns, metric, filter, orientation, scale, missing-cell policy) and already builds the
 *    matrix with those defaults, so accepting the proposal needs no second pass.
 * 2. After the user changes a choice, `buildMatrix(files, choices)` reads the files again and
 *    returns the new matrix and preview (or the issues that stop it).
 *
 * Nothing here throws: every failure is an `ImportIssue` naming the file (and row/column where it
 * applies). Files are streamed (`SourceFile.open()`), zips are read with a zip-bomb guard.
 */
import { z } from 'zod';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import {
	assemble,
	type ContributionChoices,
	type ImportPreview,
	type ItemDetails
} from './assemble.ts';
import { readAlpacaEval, sniffAlpacaEval } from './alpaca-eval.ts';
import { CellBudget, Contribution, ItemTable } from './collect.ts';
import {
	helmModelFor,
	readHelm,
	sniffHelmInstances,
	sniffHelmPerInstance,
	sniffHelmPredictions,
	sniffHelmRunSpec
} from './helm.ts';
import type { ImportIssue } from './ImportResult.ts';
import { readInspect, sniffInspectEval, sniffInspectJson } from './inspect.ts';
import { parseJson } from './json-safe.ts';
import {
	addEstimates,
	estimatePerCell,
	estimateWide,
	ITEM_BYTES,
	limitMessage,
	MemoryLimitError,
	overLimit,
	packedCellBytes,
	type MemoryEstimate,
	type ValueKind
} from './memory-budget.ts';
import { readJsonMatrix, sniffJsonMatrix } from './json-matrix.ts';
import {
	lmEvalModelFor,
	parseSamplesName,
	readLmEvalSamples,
	sniffLmEvalResults,
	sniffLmEvalSamples
} from './lm-eval.ts';
import { readJsonDocument } from './read-helpers.ts';
import {
	baseName,
	formatBytes,
	fromBytes,
	MAX_FILE_BYTES,
	readHead,
	type SourceFile
} from './source.ts';
import {
	readSwebenchInstances,
	readSwebenchReport,
	sniffSwebenchInstances,
	sniffSwebenchReport
} from './swebench.ts';
import {
	isJsonLines,
	readLong,
	readWide,
	sniffLongCsv,
	sniffLongJson,
	sniffWide,
	tableShape
} from './tables.ts';
import { decodeBytes, EncodingError, isZip, sniffEncoding, type Encoding } from './text-stream.ts';
import {
	COMPANION_FORMATS,
	FORMAT_LABELS,
	type Facts,
	type FileChoices,
	type FileOptions,
	type FileProposal,
	type FormatId,
	type Head,
	type ImportChoices,
	type ReadContext,
	type Sniffed
} from './types.ts';
import { readZip } from './zip.ts';

export type {
	FileChoices,
	FileOptions,
	FileProposal,
	FormatId,
	ImportChoices,
	ImportPreview,
	ItemDetails
};
export { FORMAT_LABELS };

/** Bytes read from the start of each file to detect its format. */
const HEAD_BYTES = 1 << 20;

/** The outcome of a build: the matrix and details, or the issues; the preview either way. */
export type BuildResult =
	| {
			readonly ok: true;
			readonly matrix: ScoreMatrix;
			readonly details: ItemDetails | null;
			readonly preview: ImportPreview;
			readonly notes: readonly string[];
	  }
	| {
			readonly ok: false;
			readonly issues: readonly ImportIssue[];
			readonly preview: ImportPreview | null;
			readonly notes: readonly string[];
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
	readonly notes: readonly string[];
}

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
}

class Cancelled extends Error {}

const SNIFFERS: ReadonlyArray<(head: Head) => Sniffed | null> = [
	sniffJsonMatrix,
	sniffLmEvalSamples,
	sniffLmEvalResults,
	sniffInspectJson,
	sniffHelmPerInstance,
	sniffHelmRunSpec,
	sniffHelmInstances,
	sniffHelmPredictions,
	sniffSwebenchReport,
	sniffSwebenchInstances,
	sniffAlpacaEval,
	sniffWide,
	sniffLongCsv,
	sniffLongJson
];

type Reader = (ctx: ReadContext) => Promise<void>;
const READERS: Readonly<Record<FormatId, Reader | null>> = {
	'wide-table': readWide,
	'long-table': readLong,
	'json-matrix': readJsonMatrix,
	'lm-eval-samples': readLmEvalSamples,
	'lm-eval-results': null,
	'inspect-log': readInspect,
	'helm-per-instance': readHelm,
	'helm-run-spec': null,
	'helm-instances': null,
	'helm-predictions': null,
	'swebench-report': readSwebenchReport,
	'swebench-instances': readSwebenchInstances,
	'alpaca-annotations': readAlpacaEval
};

/** A file after zips are opened: what detection found. */
interface Expanded {
	readonly file: SourceFile;
	readonly source: number;
	/** Problems that stop the file being read at all. */
	issues: ImportIssue[];
	encoding: Encoding;
	/** Detection results, best first. */
	sniffed: Sniffed[];
	headHash: string;
	/** Entries of a zipped folder are listed under it; the archive itself is not a results file. */
	isArchive: boolean;
}

function keepZipEntry(name: string): boolean {
	return /\.(csv|tsv|txt|json|jsonl|ndjson|eval)$/i.test(name);
}

function hashBytes(bytes: Uint8Array, size: number): string {
	let a = 0x811c9dc5;
	let b = size | 0;
	for (let k = 0; k < bytes.length; k++) {
		a = Math.imul(a ^ bytes[k], 0x01000193);
		b = (Math.imul(b, 31) + bytes[k]) | 0;
	}
	return `${size}:${(a >>> 0).toString(16)}:${(b >>> 0).toString(16)}`;
}

function check(signal?: AbortSignal): void {
	if (signal?.aborted) throw new Cancelled();
}

/** Opens zips (zipped folders: one entry per file inside; `.eval` logs stay whole). */
async function expand(
	files: readonly SourceFile[],
	options: ImportOptions,
	detect: boolean
): Promise<Expanded[]> {
	const out: Expanded[] = [];
	for (let s = 0; s < files.length; s++) {
		check(options.signal);
		const file = files[s];
		const base: Expanded = {
			file,
			source: s,
			issues: [],
			encoding: 'utf-8',
			sniffed: [],
			headHash: '',
			isArchive: false
		};
		if (file.size > MAX_FILE_BYTES) {
			base.issues.push({
				file: file.name,
				message: `the file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_FILE_BYTES)}.`,
				hint: 'Split it by model or by task and import the parts.'
			});
			out.push(base);
			continue;
		}
		let head: Uint8Array;
		try {
			head = await readHead(file, HEAD_BYTES);
		} catch (e) {
			base.issues.push({
				file: file.name,
				message: `the file cannot be read (${e instanceof Error ? e.message : String(e)}).`,
				hint: 'Drop it again.'
			});
			out.push(base);
			continue;
		}
		base.headHash = hashBytes(head, file.size);
		if (head.length === 0) {
			base.issues.push({
				file: file.name,
				message: 'the file is empty (0 bytes).',
				hint: 'Export the results again; the run may have failed before writing anything.'
			});
			out.push(base);
			continue;
		}
		if (isZip(head)) {
			if (/\.eval$/i.test(file.name)) {
				if (detect) await detectInspect(base);
				out.push(base);
				continue;
			}
			const zip = await readZip(file, keepZipEntry);
			if (!zip.ok) {
				base.issues.push(zip.issue);
				out.push(base);
				continue;
			}
			if (zip.names.some((n) => n === 'header.json' || n === '_journal/start.json')) {
				if (detect) await detectInspect(base);
				out.push(base);
				continue;
			}
			if (!zip.entries.length) {
				base.issues.push({
					file: file.name,
					message: `the archive holds no results files (${zip.names.length} files, none CSV/TSV/JSON/JSONL/.eval).`,
					hint: 'Zip the folder with the results files, or drop them directly.'
				});
				out.push(base);
				continue;
			}
			base.isArchive = true;
			out.push(base);
			for (const e of zip.entries) {
				const inner = fromBytes(e.bytes, `${file.name}/${e.name}`);
				const entry: Expanded = {
					...base,
					file: inner,
					isArchive: false,
					issues: [],
					sniffed: [],
					headHash: hashBytes(e.bytes.subarray(0, HEAD_BYTES), e.bytes.length)
				};
				if (e.bytes.length === 0) {
					entry.issues.push({
						file: inner.name,
						message: 'the file is empty (0 bytes).',
						hint: 'Leave it out.'
					});
					out.push(entry);
				} else if (isZip(e.bytes)) {
					// An Inspect .eval log inside a zipped folder; other nested archives are not opened.
					if (/\.eval$/i.test(e.name)) {
						if (detect) await detectInspect(entry);
					} else {
						entry.issues.push({
							file: inner.name,
							message: 'this is a zip inside the zip; it is not opened.',
							hint: 'Unzip it and drop its files.'
						});
					}
					out.push(entry);
				} else out.push(await detectOne(entry, e.bytes.subarray(0, HEAD_BYTES), detect));
			}
			continue;
		}
		out.push(await detectOne(base, head, detect));
	}
	return out;
}

async function detectInspect(x: Expanded): Promise<void> {
	const s = await sniffInspectEval(x.file);
	if (s === null) {
		x.issues.push({
			file: x.file.name,
			message: 'this zip is not an Inspect log (no header.json).',
			hint: 'Drop the .eval file written by inspect eval.'
		});
	} else if ('issue' in s) x.issues.push(s.issue);
	else x.sniffed = [s];
}

async function detectOne(x: Expanded, head: Uint8Array, detect: boolean): Promise<Expanded> {
	const enc = sniffEncoding(head, x.file.name);
	if (!enc.ok) {
		x.issues.push(enc.issue);
		return x;
	}
	x.encoding = enc.encoding;
	if (!detect) return x;
	const complete = head.length >= x.file.size;
	const text = decodeBytes(head, enc.encoding, complete);
	if (text.trim() === '') {
		x.issues.push({
			file: x.file.name,
			message: 'the file holds only blank space.',
			hint: 'Export the results again.'
		});
		return x;
	}
	let json: unknown = undefined;
	let jsonLinesHead: unknown[] | undefined;
	const t = text.trimStart();
	if (t.startsWith('{') || t.startsWith('[')) {
		if (isJsonLines(text, x.file.name)) {
			jsonLinesHead = [];
			const ls = text.split('\n');
			if (!complete) ls.pop();
			for (const l of ls.slice(0, 500)) {
				if (!l.trim()) continue;
				const p = parseJson(l);
				if (p.ok) jsonLinesHead.push(p.value);
			}
		} else {
			const doc = complete
				? (() => {
						const p = parseJson(text);
						return p.ok ? { ok: true as const, value: p.value } : null;
					})()
				: null;
			const full = doc ?? (await readJsonDocument(x.file, enc.encoding, () => {}));
			if (!full.ok) {
				x.issues.push(full.issue);
				return x;
			}
			json = full.value;
		}
	}
	const head2: Head = {
		name: x.file.name,
		size: x.file.size,
		encoding: enc.encoding,
		text,
		complete,
		json,
		jsonLines: jsonLinesHead
	};
	const found: Sniffed[] = [];
	for (const sniff of SNIFFERS) {
		try {
			const s = sniff(head2);
			if (s) found.push(s);
		} catch {
			// A detector that trips on odd input simply does not claim the file.
		}
	}
	found.sort((a, b) => b.confidence - a.confidence);
	x.sniffed = found;
	if (!found.length || found[0].confidence < 0.15) {
		x.issues.push({
			file: x.file.name,
			message:
				json !== undefined || jsonLinesHead
					? 'this JSON is not a results format this app knows.'
					: 'this file is not a results table this app recognises.',
			hint: 'Supported: wide or long CSV/TSV, JSON(L) score records, our JSON matrix, lm-eval samples, Inspect logs, HELM per_instance_stats.json, SWE-bench reports, AlpacaEval annotations.'
		});
		if (enc.note) x.issues.push({ file: x.file.name, message: enc.note });
	}
	return x;
}

function encodingNote(x: Expanded): string | null {
	if (x.encoding === 'windows-1252')
		return `${x.file.name}: not valid UTF-8; read as Latin-1 (Windows-1252). Check accented names.`;
	if (x.encoding !== 'utf-8') return `${x.file.name}: read as ${x.encoding.toUpperCase()}.`;
	return null;
}

function formatsFor(x: Expanded): FormatId[] {
	const ids = x.sniffed.map((s) => s.format);
	const text = !x.sniffed.some((s) => s.format === 'inspect-log' || s.format === 'json-matrix');
	if (text && !x.isArchive) {
		for (const f of ['wide-table', 'long-table'] as const) if (!ids.includes(f)) ids.push(f);
	}
	return ids;
}

/** Proposes formats and choices for every file, then builds the matrix with them. */
export async function analyzeFiles(
	files: readonly SourceFile[],
	options: ImportOptions = {}
): Promise<ImportProposal> {
	try {
		const progress = phased(files, options.onProgress);
		progress.phase(0, 0.25);
		const expanded = await expand(files, options, true);
		const notes: string[] = [];
		const facts: Facts[] = expanded.flatMap((x) =>
			x.sniffed[0]?.facts ? [x.sniffed[0].facts] : []
		);
		const proposals: FileProposal[] = [];
		const choices: FileChoices[] = [];
		const seen = new Map<string, string>();
		for (const x of expanded) {
			const best = x.issues.length ? undefined : x.sniffed[0];
			let duplicateOf: string | undefined;
			const companion = x.sniffed[0] && COMPANION_FORMATS.has(x.sniffed[0].format);
			if (!x.isArchive && x.headHash && !companion) {
				const prev = seen.get(x.headHash);
				if (prev !== undefined) {
					duplicateOf = prev;
					notes.push(`${x.file.name} has the same content as ${prev}; it is left out.`);
				} else seen.set(x.headHash, x.file.name);
			}
			const format = best?.format ?? null;
			let c: FileChoices =
				best && !duplicateOf && !x.isArchive
					? { format: best.format, ...best.choices }
					: { format: 'skip' };
			if (format === 'lm-eval-samples' && c.format !== 'skip')
				c = { ...c, model: lmEvalModelFor(x.file.name, facts) };
			if (format === 'helm-per-instance' && c.format !== 'skip')
				c = { ...c, model: helmModelFor(x.file.name, facts) };
			proposals.push({
				name: x.file.name,
				size: x.file.size,
				format: x.isArchive ? null : format,
				summary: x.isArchive
					? `Zipped folder: its files are listed below.`
					: (best?.summary ?? (x.issues.length ? 'Cannot be read.' : 'Not recognised.')),
				options: { formats: formatsFor(x), ...(best?.options ?? {}) },
				issues: x.issues,
				duplicateOf,
				source: x.source
			});
			choices.push(c);
			const n = encodingNote(x);
			if (n && best) notes.push(n);
		}
		uniqueModelNames(
			choices,
			expanded.map((x, k) => scopeOf(x, choices[k])),
			notes
		);
		const initial: ImportChoices = { files: choices, missing: 'keep', duplicates: 'error' };
		progress.phase(0.25, 1);
		const built = await collectAndAssemble(expanded, initial, options, progress, true);
		const finalChoices = built.choices;
		const files2 = proposals.map((p, k) => {
			const d = built.discovered[k];
			if (!d) return p;
			const opts: FileOptions = {
				...p.options,
				...(d.filters ? { filters: d.filters } : {}),
				...(d.metrics
					? { metrics: [...new Set([...(p.options.metrics ?? []), ...d.metrics])] }
					: {})
			};
			return { ...p, options: opts };
		});
		options.onProgress?.(1);
		return {
			files: files2,
			choices: finalChoices,
			result: built.result,
			notes: [...notes, ...built.scaleNotes]
		};
	} catch (e) {
		const cancelled = e instanceof Cancelled;
		const result: BuildResult = {
			ok: false,
			issues: cancelled ? [] : [internalIssue(e)],
			preview: null,
			notes: [],
			cancelled
		};
		return {
			files: [],
			choices: { files: [], missing: 'keep', duplicates: 'error' },
			result,
			notes: []
		};
	}
}

function internalIssue(e: unknown): ImportIssue {
	return {
		file: '',
		message: `the import stopped unexpectedly (${e instanceof Error ? e.message : String(e)}).`,
		hint: 'Nothing was stored. Try again; if it happens again, report the file that causes it.'
	};
}

/**
 * Several files proposing the same model for the same items (two SWE-bench results.json dropped
 * without their folders, two runs of one Inspect task) would collide: the later ones are numbered.
 */
function uniqueModelNames(
	choices: FileChoices[],
	scopes: readonly (string | null)[],
	notes: string[]
): void {
	const groups = new Map<string, number[]>();
	choices.forEach((c, k) => {
		if (c.format === 'skip' || !c.model || scopes[k] === null) return;
		const g = `${c.format}|${c.model}|${scopes[k]}`;
		groups.set(g, [...(groups.get(g) ?? []), k]);
	});
	for (const ks of groups.values()) {
		if (ks.length < 2) continue;
		const name = choices[ks[0]].model;
		ks.forEach((k, n) => {
			if (n > 0) choices[k] = { ...choices[k], model: `${name} (${n + 1})` };
		});
		notes.push(
			`${ks.length} files name the same model “${name}” for the same items; the later ones were numbered. Rename them in the mapping.`
		);
	}
}

/** What items a file covers, for `uniqueModelNames` (null: the file may share a model with others). */
function scopeOf(x: Expanded, c: FileChoices): string | null {
	const facts = x.sniffed[0]?.facts;
	switch (c.format) {
		case 'swebench-report':
			return '';
		case 'inspect-log':
			return facts?.inspectTask ?? '';
		case 'helm-per-instance':
			return facts?.helmScenario ?? '';
		case 'lm-eval-samples':
			return parseSamplesName(x.file.name)?.task ?? x.file.name;
		default:
			return null;
	}
}

const FileChoicesSchema = z.object({
	format: z.string(),
	model: z.string().optional(),
	delimiter: z.enum([',', '\t', ';']).optional(),
	orientation: z.enum(['items-as-rows', 'models-as-rows']).optional(),
	columns: z
		.object({
			item: z.string(),
			model: z.string().optional(),
			score: z.string().optional(),
			category: z.string().optional(),
			cluster: z.string().optional(),
			meta: z.array(z.string()).optional()
		})
		.optional(),
	metric: z.string().optional(),
	filter: z.string().optional(),
	category: z.string().optional(),
	split: z.string().optional(),
	scale: z.number().positive().finite().optional(),
	range: z.enum(['unit', 'any']).optional()
});

export const ImportChoicesSchema = z.object({
	files: z.array(FileChoicesSchema),
	missing: z.enum(['keep', 'zero', 'drop-items']),
	duplicates: z.enum(['error', 'mean'])
});

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
			return {
				ok: false,
				issues: [
					{
						file: '',
						message: `the import choices are invalid (${valid.error.issues[0]?.message}).`
					}
				],
				preview: null,
				notes: []
			};
		}
		const progress = phased(files, options.onProgress);
		progress.phase(0, 0.1);
		const expanded = await expand(files, options, true);
		if (expanded.length !== choices.files.length) {
			return {
				ok: false,
				issues: [
					{
						file: '',
						message: `the choices describe ${choices.files.length} files but ${expanded.length} were given.`,
						hint: 'Drop the files again.'
					}
				],
				preview: null,
				notes: []
			};
		}
		progress.phase(0.1, 1);
		const built = await collectAndAssemble(expanded, choices, options, progress, false);
		options.onProgress?.(1);
		return built.result;
	} catch (e) {
		const cancelled = e instanceof Cancelled;
		return {
			ok: false,
			issues: cancelled ? [] : [internalIssue(e)],
			preview: null,
			notes: [],
			cancelled
		};
	}
}

function phased(files: readonly SourceFile[], onProgress?: (f: number) => void) {
	const total = Math.max(
		1,
		files.reduce((s, f) => s + f.size, 0)
	);
	let from = 0;
	let to = 1;
	let done = 0;
	let last = -1;
	return {
		phase(a: number, b: number) {
			from = a;
			to = b;
			done = 0;
		},
		bytes(n: number) {
			done += n;
			const f = from + (to - from) * Math.min(1, done / total);
			if (onProgress && f - last >= 0.01) {
				last = f;
				onProgress(f);
			}
		}
	};
}

interface Collected {
	readonly result: BuildResult;
	readonly choices: ImportChoices;
	readonly discovered: (Contribution['discovered'] | undefined)[];
	readonly scaleNotes: string[];
}

async function collectAndAssemble(
	expanded: readonly Expanded[],
	choices: ImportChoices,
	options: ImportOptions,
	progress: ReturnType<typeof phased>,
	propose: boolean
): Promise<Collected> {
	const items = new ItemTable();
	const facts: Facts[] = expanded.flatMap((x, k) => {
		const f = choices.files[k]?.format;
		return f !== 'skip' && x.sniffed[0]?.facts ? [x.sniffed[0].facts] : [];
	});
	const siblings = expanded.map((x, k) => ({
		file: x.file,
		format: choices.files[k].format,
		encoding: x.encoding
	}));
	const contributions: Contribution[] = [];
	const used: number[] = [];
	const issues: ImportIssue[] = [];
	const notes: string[] = [];
	const discovered: (Contribution['discovered'] | undefined)[] = [];
	const onBytes = (n: number) => {
		check(options.signal);
		progress.bytes(n);
	};
	const readerOf = (k: number) => {
		const fc = choices.files[k];
		const x = expanded[k];
		if (fc.format === 'skip' || x.isArchive || x.issues.length) return null;
		return READERS[fc.format as FormatId] ?? null;
	};
	// Wide tables with items as rows, and nothing else: rows are packed as they are read.
	const read = expanded.map((_, k) => readerOf(k) !== null);
	const packed =
		options.path !== 'per-cell' &&
		read.some(Boolean) &&
		choices.files.every(
			(fc, k) => !read[k] || (fc.format === 'wide-table' && fc.orientation !== 'models-as-rows')
		);
	const budget = new CellBudget();
	/** Estimated memory of the files read so far (refused before reading past the budget). */
	let planned: MemoryEstimate | null = null;
	let refused = false;
	for (let k = 0; k < expanded.length; k++) {
		check(options.signal);
		const x = expanded[k];
		const fc = choices.files[k];
		if (fc.format === 'skip' || x.isArchive) {
			// Proposed defaults: a file that cannot be read stops the import until the user leaves it out.
			if (propose && x.issues.length) issues.push(...x.issues);
			continue;
		}
		if (x.issues.length) {
			issues.push(...x.issues);
			continue;
		}
		const reader = READERS[fc.format as FormatId];
		if (reader === undefined) {
			issues.push({ file: x.file.name, message: `unknown format “${fc.format}”.` });
			continue;
		}
		if (reader === null) continue; // companions: read through facts / siblings
		if (refused) continue;
		const plan = await planRead(x, fc, packed, planned !== null);
		if (plan) {
			planned = planned ? addEstimates(planned, plan.estimate) : plan.estimate;
			const over = overLimit(planned);
			if (over) {
				issues.push({ file: x.file.name, message: limitMessage(plan.what, over), hint: plan.hint });
				refused = true;
				continue;
			}
		}
		// What the files before this one hold (packed path), for the guard of this one.
		const before = contributions.reduce(
			(s, c) => {
				const w = c.wide;
				if (!w) return s;
				return {
					bytes: s.bytes + w.byteLength + w.rows * ITEM_BYTES,
					matrixBytes: s.matrixBytes + w.rows * w.nModels * packedCellBytes(w.kind)
				};
			},
			{ bytes: 0, matrixBytes: 0 }
		);
		const packWide = packed
			? (rows: number, models: number, kind: ValueKind) => {
					const e = estimateWide({ rows: Math.max(rows, plan?.rows ?? 0), models, kind });
					const over = overLimit({
						bytes: before.bytes + e.bytes,
						matrixBytes: before.matrixBytes + e.matrixBytes
					});
					if (over) {
						const shape = `about ${Math.max(rows, plan?.rows ?? 0).toLocaleString('en-US')} items x ${models.toLocaleString('en-US')} models${kind === 'continuous' ? ' of scores other than 0/1' : ''}`;
						throw new MemoryLimitError(
							limitMessage(
								`${before.bytes ? 'With the files before it, this' : 'This'} file (${shape})`,
								over
							),
							packedHint(kind)
						);
					}
				}
			: undefined;
		let out = new Contribution(x.file.name, items, budget);
		const ctx = (encoding: Encoding): ReadContext => ({
			file: x.file,
			encoding,
			choices: fc,
			items,
			out,
			onBytes,
			facts,
			siblings,
			signal: options.signal,
			packWide
		});
		const tooLarge = (e: unknown) => {
			if (!(e instanceof MemoryLimitError)) return false;
			out.issue({ message: e.message, hint: e.hint });
			return true;
		};
		try {
			await reader(ctx(x.encoding));
		} catch (e) {
			if (e instanceof Cancelled) throw e;
			if (tooLarge(e)) {
				// Reported above.
			} else if (e instanceof EncodingError) {
				budget.cells -= out.size;
				out = new Contribution(x.file.name, items, budget);
				try {
					await reader(ctx('windows-1252'));
					notes.push(
						`${x.file.name}: not valid UTF-8 past its start; read as Latin-1 (Windows-1252).`
					);
				} catch (e2) {
					if (e2 instanceof Cancelled) throw e2;
					if (!tooLarge(e2)) {
						out.issue({
							message: `the file cannot be read (${e2 instanceof Error ? e2.message : String(e2)}).`
						});
					}
				}
			} else {
				out.issue({
					message: `the file cannot be read as ${FORMAT_LABELS[fc.format as FormatId] ?? fc.format} (${e instanceof Error ? e.message : String(e)}).`,
					hint: 'Check the chosen format for this file.'
				});
			}
		}
		discovered[k] = out.discovered ?? undefined;
		issues.push(...out.issues);
		notes.push(...out.notes);
		contributions.push(out);
		used.push(k);
	}

	// Scale and range: proposed from what was read, or as chosen.
	const scaleNotes: string[] = [];
	const files = [...choices.files];
	const cc: ContributionChoices[] = used.map((k, n) => {
		const c = contributions[n];
		const fc = files[k];
		if (propose && fc.scale === undefined && fc.range === undefined) {
			const p = proposeScale(c, fc.format as FormatId);
			files[k] = { ...fc, ...p.choice };
			if (p.note) scaleNotes.push(`${c.file}: ${p.note}`);
		}
		return { scale: files[k].scale ?? 1, range: files[k].range ?? 'unit' };
	});
	const finalChoices: ImportChoices = { ...choices, files };
	if (issues.length) {
		return {
			result: { ok: false, issues: issues.slice(0, 60), preview: null, notes },
			choices: finalChoices,
			discovered,
			scaleNotes
		};
	}
	const a = assemble(contributions, cc, items, {
		missing: choices.missing,
		duplicates: choices.duplicates
	});
	const allNotes = [...notes, ...a.notes];
	const result: BuildResult =
		a.matrix && !a.issues.length
			? { ok: true, matrix: a.matrix, details: a.details, preview: a.preview, notes: allNotes }
			: { ok: false, issues: a.issues, preview: a.preview, notes: allNotes };
	return { result, choices: finalChoices, discovered, scaleNotes };
}

const PER_CELL_HINT =
	'Import fewer files, models or items at once; a wide CSV (one row per item, one column per model) is read with far less memory.';

function packedHint(kind: ValueKind): string {
	return `Import fewer models or items at once: split the table (by columns or by rows) and drop only the part you need.${kind === 'continuous' ? ' Scores of 0 and 1 take 32 times less memory than other values.' : ''}`;
}

/**
 * The memory a table will need, estimated before it is read from its size and its head (header
 * and first rows) under the choices; null for formats whose cells are few for their bytes.
 */
async function planRead(
	x: Expanded,
	fc: FileChoices,
	packed: boolean,
	others: boolean
): Promise<{ rows: number; estimate: MemoryEstimate; what: string; hint: string } | null> {
	let head: Uint8Array;
	try {
		head = await readHead(x.file, HEAD_BYTES);
	} catch {
		return null; // the reader reports it
	}
	const shape = tableShape(head, x.encoding, x.file.size, fc);
	if (!shape) return null;
	const { rows, columns, kind } = shape;
	const n = (v: number) => v.toLocaleString('en-US');
	const lead = others ? 'With the files before it, this file' : 'This file';
	if (fc.format === 'wide-table') {
		const flipped = fc.orientation === 'models-as-rows';
		const nItems = flipped ? columns : rows;
		const what = `${lead} (about ${n(nItems)} items x ${n(flipped ? rows : columns)} models${kind === 'continuous' ? ' of scores other than 0/1' : ''})`;
		const estimate = packed
			? estimateWide({ rows, models: columns, kind })
			: estimatePerCell({
					cells: rows * columns,
					items: nItems,
					matrixCells: rows * columns,
					kind
				});
		return { rows, estimate, what, hint: packed ? packedHint(kind) : PER_CELL_HINT };
	}
	// A long table: the items and models are not known before reading; count the cells only.
	return {
		rows,
		estimate: estimatePerCell({ cells: rows, items: 0, matrixCells: rows, kind }),
		what: `${lead} (about ${n(rows)} scores, one per row)`,
		hint: PER_CELL_HINT
	};
}

/** Proposes the scale and range of a file from the values read. */
function proposeScale(
	c: Contribution,
	format: FormatId
): { choice: Pick<FileChoices, 'scale' | 'range'>; note?: string } {
	const n = c.nFinite;
	if (!n || !Number.isFinite(c.min)) return { choice: { scale: 1, range: 'unit' } };
	if (c.min >= 0 && c.max <= 1) return { choice: { scale: 1, range: 'unit' } };
	if (format === 'json-matrix') {
		return {
			choice: { scale: 1, range: 'any' },
			note: `scores range from ${fmt(c.min)} to ${fmt(c.max)}; used as they are.`
		};
	}
	if (c.min >= 0 && c.max <= 100 && c.max > 1) {
		if (c.nUnit < c.nFinite * 0.95) {
			return {
				choice: { scale: 0.01, range: 'unit' },
				note: `scores run from ${fmt(c.min)} to ${fmt(c.max)}: read as percentages and divided by 100.`
			};
		}
	}
	if (c.nUnit >= n * 0.95) return { choice: { scale: 1, range: 'unit' } };
	return {
		choice: { scale: 1, range: 'any' },
		note: `scores range from ${fmt(c.min)} to ${fmt(c.max)} (not 0 to 1); used as they are.`
	};
}

function fmt(x: number): string {
	return Number.isInteger(x) ? String(x) : x.toPrecision(4);
}

/** Convenience for tests and the worker: the base name of a file. */
export { baseName };

export { fromBlob, fromBytes, fromText, type SourceFile } from './source.ts';
export { writeJsonMatrix } from './json-matrix.ts';
export { detailsFor } from './assemble.ts';
export { describeIssue, type ImportIssue } from './ImportResult.ts';
