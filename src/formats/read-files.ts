/**
 * The read loop of an import: every file chosen is read by its format's reader into a
 * `Contribution`, after the memory budget has planned it from its head; a UTF-8 file that turns
 * out not to be is read again as Latin-1. Problems are collected, never thrown (except a cancel).
 */
import type { FileChoices, ImportChoices } from './choices.ts';
import { Contribution } from './contribution.ts';
import { HEAD_BYTES, type Expanded } from './detect.ts';
import type { ImportIssue } from './issues.ts';
import { ItemTable } from './item-table.ts';
import { ImportBudget, MemoryLimitError } from './memory-budget.ts';
import { Cancelled, checkSignal, type Progress } from './progress.ts';
import type { Facts, ReadContext, Reader } from './read-context.ts';
import { formatEntry } from './registry.ts';
import { readHead } from './source.ts';
import { parquetShape, tableShape } from './table-shape.ts';
import { EncodingError, type Encoding } from './text-stream.ts';
import { importNote, type ImportNote } from './notes.ts';

interface ReadOptions {
	readonly signal?: AbortSignal;
	/** 'per-cell' reads wide tables cell by cell too (tests compare the two paths). */
	readonly path?: 'auto' | 'per-cell';
	/** 'papaparse' reads every wide table's rows through papaparse (see `ImportOptions.csv`). */
	readonly csv?: 'auto' | 'papaparse';
	readonly progress: Progress;
	/** Proposing (analyzeFiles): a file that cannot be read stops the import until left out. */
	readonly propose: boolean;
}

/** What the files gave: one contribution per file read, and what went wrong. */
export interface FilesRead {
	readonly items: ItemTable;
	readonly contributions: readonly Contribution[];
	/** The index (into the expanded files) of each contribution. */
	readonly used: readonly number[];
	readonly issues: ImportIssue[];
	readonly notes: ImportNote[];
	/** Options found while reading each file (lm-eval filters and metrics past the head). */
	readonly discovered: readonly (Contribution['discovered'] | undefined)[];
	readonly budget: ImportBudget;
}

function readerOf(x: Expanded, fc: FileChoices): Reader | null | undefined {
	if (fc.format === 'skip' || x.isArchive || x.issues.length) return null;
	return formatEntry(fc.format)?.read;
}

/** Reads every file the choices keep. */
export async function readFiles(
	expanded: readonly Expanded[],
	choices: ImportChoices,
	options: ReadOptions
): Promise<FilesRead> {
	// Wide tables with items as rows, and nothing else: rows are packed as they are read.
	const readers = expanded.map((x, k) => readerOf(x, choices.files[k]));
	const packed =
		options.path !== 'per-cell' &&
		readers.some((r) => r) &&
		choices.files.every((fc, k) => !readers[k] || formatEntry(fc.format)?.packs?.(fc) === true);
	const read = {
		items: new ItemTable(),
		contributions: [] as Contribution[],
		used: [] as number[],
		issues: [] as ImportIssue[],
		notes: [] as ImportNote[],
		discovered: [] as (Contribution['discovered'] | undefined)[],
		budget: new ImportBudget({ packed })
	};
	const shared = sharedContext(expanded, choices, options);
	let refused = false;
	for (let k = 0; k < expanded.length; k++) {
		checkSignal(options.signal);
		const x = expanded[k];
		const fc = choices.files[k];
		if (fc.format === 'skip' || x.isArchive) {
			if (options.propose && x.issues.length) read.issues.push(...x.issues);
			continue;
		}
		if (x.issues.length) {
			read.issues.push(...x.issues);
			continue;
		}
		const entry = formatEntry(fc.format);
		if (entry === undefined) {
			read.issues.push({
				file: x.file.name,
				message: `unknown format “${fc.format}”.`,
				code: 'unknown-format',
				params: { format: fc.format }
			});
			continue;
		}
		const reader = entry.read;
		if (reader === null || refused) continue; // read through their neighbours' readers
		const refusal = read.budget.plan(
			await planShape(x, fc),
			fc.format,
			fc.orientation === 'models-as-rows'
		);
		if (refusal) {
			read.issues.push({ file: x.file.name, ...refusal });
			refused = true;
			continue;
		}
		const out = await readOne(x, fc, reader, read, shared);
		read.discovered[k] = out.discovered ?? undefined;
		read.issues.push(...out.issues);
		read.notes.push(...out.notes);
		read.contributions.push(out);
		read.used.push(k);
		if (out.wide) read.budget.held(out.wide);
	}
	return read;
}

/** What every reader of the import shares: the other files, their facts, progress. */
type Shared = Pick<ReadContext, 'facts' | 'siblings' | 'signal' | 'onBytes' | 'csv'>;

function sharedContext(
	expanded: readonly Expanded[],
	choices: ImportChoices,
	options: ReadOptions
): Shared {
	const facts: Facts[] = expanded.flatMap((x, k) => {
		const f = choices.files[k]?.format;
		return f !== 'skip' && x.sniffed[0]?.facts ? [x.sniffed[0].facts] : [];
	});
	const siblings = expanded.map((x, k) => ({
		file: x.file,
		format: choices.files[k].format,
		encoding: x.encoding,
		nth: x.nth
	}));
	const onBytes = (n: number) => {
		checkSignal(options.signal);
		options.progress.bytes(n);
	};
	return { facts, siblings, signal: options.signal, onBytes, csv: options.csv };
}

/** The shape of a table from its head, for the budget (null when not a table, or unreadable). */
async function planShape(x: Expanded, fc: FileChoices) {
	if (x.parquet) return parquetShape(x.parquet, fc);
	let head: Uint8Array;
	try {
		head = await readHead(x.file, HEAD_BYTES);
	} catch {
		return null; // the reader reports it
	}
	return tableShape(head, x.encoding, x.file.size, fc);
}

/** Reads one file; on invalid UTF-8 past its head, once more as Latin-1. */
async function readOne(
	x: Expanded,
	fc: FileChoices,
	reader: Reader,
	read: Pick<FilesRead, 'items' | 'budget' | 'notes'>,
	shared: Shared
): Promise<Contribution> {
	const { items, budget } = read;
	let out = new Contribution(x.file.name, items, budget);
	const attempt = (encoding: Encoding) =>
		reader({
			...shared,
			file: x.file,
			encoding,
			choices: fc,
			items,
			out,
			budget,
			nth: x.nth,
			parquet: x.parquet
		});
	const tooLarge = (e: unknown) => {
		if (!(e instanceof MemoryLimitError)) return false;
		out.issue(e.refusal);
		return true;
	};
	try {
		await attempt(x.encoding);
	} catch (e) {
		if (e instanceof Cancelled) throw e;
		if (tooLarge(e)) return out;
		if (!(e instanceof EncodingError)) {
			out.issue({
				message: `the file cannot be read as ${fc.format} (${e instanceof Error ? e.message : String(e)}).`,
				hint: 'Check the chosen format for this file.',
				code: 'cannot-read-as',
				params: {
					format: fc.format,
					detail: e instanceof Error ? e.message : String(e)
				}
			});
			return out;
		}
		budget.uncount(out.size);
		out = new Contribution(x.file.name, items, budget);
		try {
			await attempt('windows-1252');
			read.notes.push(importNote('encoding-latin1-late', { file: x.file.name }));
		} catch (e2) {
			if (e2 instanceof Cancelled) throw e2;
			if (!tooLarge(e2)) {
				out.issue({
					message: `the file cannot be read (${e2 instanceof Error ? e2.message : String(e2)}).`,
					code: 'file-unreadable',
					params: { detail: e2 instanceof Error ? e2.message : String(e2) }
				});
			}
		}
	}
	return out;
}
