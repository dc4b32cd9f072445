/**
 * Parquet files, read with hyparquet (pure JavaScript, no WebAssembly: it fits the app's strict
 * Content-Security-Policy) one row group at a time: the footer's metadata and the first rows for
 * detection (`readParquetHead`), then each row group's columns (`rowGroups`), with progress by
 * the bytes of each group and a cancel check between groups. Snappy is hyparquet's own; gzip,
 * brotli, zstd and LZ4 come from hyparquet-compressors' pure-JavaScript decoders (its default
 * snappy is WebAssembly, so its `compressors` map is not used) and fzstd.
 */
import {
	parquetMetadataAsync,
	parquetRead,
	parquetReadObjects,
	type AsyncBuffer,
	type Compressors,
	type FileMetaData
} from 'hyparquet';
import { decompressBrotli } from 'hyparquet-compressors/src/brotli.js';
import { gunzip } from 'hyparquet-compressors/src/gzip.js';
import { decompressLz4, decompressLz4Raw } from 'hyparquet-compressors/src/lz4.js';
import { decompress as decompressZstd } from 'fzstd';
import type { ImportIssue } from './issues.ts';
import {
	chunkRange,
	leafOf,
	metadataProblem,
	pagesProblem,
	schemaLeaves
} from './parquet-guard.ts';
import { readRange, type SourceFile } from './source.ts';

/** The codecs besides snappy (hyparquet's own) and uncompressed. */
const COMPRESSORS: Compressors = {
	GZIP: (input, length) => gunzip(input, new Uint8Array(length)),
	BROTLI: decompressBrotli,
	ZSTD: (input) => decompressZstd(input),
	LZ4: decompressLz4,
	LZ4_RAW: decompressLz4Raw
};

/** Rows of the head the detectors see. */
const HEAD_ROWS = 200;

/** A Parquet file starts (and ends) with `PAR1`. */
export function isParquet(head: Uint8Array): boolean {
	return (
		head.length >= 4 && head[0] === 0x50 && head[1] === 0x41 && head[2] === 0x52 && head[3] === 0x31
	);
}

/** Bytes as an ArrayBuffer of their own (a view's buffer may hold more). */
function ownBuffer(b: Uint8Array): ArrayBuffer {
	const whole = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength;
	return (whole ? b.buffer : b.slice().buffer) as ArrayBuffer;
}

/**
 * The file as hyparquet reads it: its length and slices, served from `held` (bytes read ahead,
 * starting at `heldAt`) when they lie inside it. A slice that fails is marked as handled before
 * it is returned: hyparquet fetches some ranges ahead and, when a sibling read fails first, never
 * awaits them (their rejection would surface as an unhandled one); whoever awaits it still gets
 * the error.
 */
function asyncBuffer(file: SourceFile, held?: Uint8Array, heldAt = 0): AsyncBuffer {
	const read = async (start: number, end: number) => {
		if (held && start >= heldAt && end <= heldAt + held.length) {
			return ownBuffer(held.subarray(start - heldAt, end - heldAt));
		}
		return ownBuffer(await readRange(file, start, end));
	};
	return {
		byteLength: file.size,
		slice(start, end = file.size) {
			const p = read(start, end);
			p.catch(() => {});
			return p;
		}
	};
}

/**
 * Checks the page headers of the chunks of `columns` (all when undefined) in row group `g`, whose
 * bytes from `heldAt` are `held`; throws the problem (see `parquet-guard.ts`).
 */
function checkPages(
	metadata: FileMetaData,
	g: number,
	columns: ReadonlySet<string> | undefined,
	held: Uint8Array,
	heldAt: number
): void {
	const group = metadata.row_groups[g];
	const leaves = schemaLeaves(metadata.schema);
	for (const c of group.columns) {
		const meta = c.meta_data!;
		const leaf = leaves && leafOf(leaves, meta);
		if (!leaf) throw new Error(`column “${meta.path_in_schema.join('.')}” is not in the schema`);
		if (columns && !columns.has(meta.path_in_schema[0])) continue;
		const { start, end } = chunkRange(meta);
		const bytes = held.subarray(start - heldAt, end - heldAt);
		const problem = pagesProblem(bytes, meta, leaf, Number(group.num_rows), COMPRESSORS);
		if (problem) throw new Error(`${problem} (row group ${g + 1})`);
	}
}

/** The bytes of a row group's chunks of `columns` (all when undefined): [start, end). */
function groupRange(
	group: FileMetaData['row_groups'][number],
	columns: ReadonlySet<string> | undefined
): { start: number; end: number } {
	let start = Number.POSITIVE_INFINITY;
	let end = 0;
	for (const c of group.columns) {
		const meta = c.meta_data;
		if (!meta || (columns && !columns.has(meta.path_in_schema[0]))) continue;
		const chunk = chunkRange(meta);
		start = Math.min(start, chunk.start);
		end = Math.max(end, chunk.end);
	}
	return start < end ? { start, end } : { start: 0, end: 0 };
}

/** What detection and the readers know of a Parquet file before its row groups are read. */
export interface ParquetHead {
	readonly metadata: FileMetaData;
	readonly numRows: number;
	readonly rowGroups: number;
	/** Top-level columns, in schema order. */
	readonly columns: readonly string[];
	/** Top-level columns whose values are scalars (the table's columns). */
	readonly scalarColumns: readonly string[];
	/** The first rows, values made plain (`plainValue`). */
	readonly rows: readonly Record<string, unknown>[];
}

/**
 * A Parquet value as the importers read JSON: 64-bit integers as numbers, timestamps as ISO
 * text, bytes left out, structs and lists as plain objects and arrays.
 */
export function plainValue(v: unknown): unknown {
	if (typeof v === 'bigint') return Number(v);
	if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
	if (v instanceof Uint8Array) return undefined;
	if (Array.isArray(v)) return v.map(plainValue);
	if (v && typeof v === 'object') {
		// Without a prototype, a column named __proto__ is an own property like any other.
		const out = Object.create(null) as Record<string, unknown>;
		for (const [k, x] of Object.entries(v)) out[k] = plainValue(x);
		return out;
	}
	return v;
}

function problem(file: SourceFile, e: unknown): ImportIssue {
	const detail = e instanceof Error ? e.message : String(e);
	return {
		file: file.name,
		message: `this Parquet file cannot be read (${detail}).`,
		hint: 'The file may be cut short; export it again, or save it as CSV.',
		code: 'parquet-unreadable',
		params: { detail }
	};
}

/** The metadata and first rows of a Parquet file, or the issue that stops it. */
export async function readParquetHead(
	file: SourceFile
): Promise<{ ok: true; head: ParquetHead } | { ok: false; issue: ImportIssue }> {
	try {
		const metadata = await parquetMetadataAsync(asyncBuffer(file));
		const damaged = metadataProblem(metadata, file.size);
		if (damaged) throw new Error(damaged);
		const numRows = Number(metadata.num_rows);
		// The groups of the first rows, read once, their pages checked before hyparquet decodes.
		let last = 0;
		for (let rows = 0; last < metadata.row_groups.length; last++) {
			rows += Number(metadata.row_groups[last].num_rows);
			if (rows >= Math.min(numRows, HEAD_ROWS)) break;
		}
		const needed = metadata.row_groups.slice(0, last + 1).map((g) => groupRange(g, undefined));
		const from = needed.length ? Math.min(...needed.map((r) => r.start)) : 0;
		const to = needed.length ? Math.max(...needed.map((r) => r.end)) : 0;
		const held = await readRange(file, from, to);
		for (let g = 0; g < needed.length; g++) checkPages(metadata, g, undefined, held, from);
		const raw = await parquetReadObjects({
			file: asyncBuffer(file, held, from),
			metadata,
			rowStart: 0,
			rowEnd: Math.min(numRows, HEAD_ROWS),
			compressors: COMPRESSORS
		});
		const rows = raw.map((r) => plainValue(r) as Record<string, unknown>);
		const columns = topLevelColumns(metadata);
		const scalar = columns.filter((c) =>
			rows.every((r) => {
				const v = r[c];
				return v === null || v === undefined || typeof v !== 'object';
			})
		);
		return {
			ok: true,
			head: {
				metadata,
				numRows,
				rowGroups: metadata.row_groups.length,
				columns,
				scalarColumns: scalar,
				rows
			}
		};
	} catch (e) {
		return { ok: false, issue: problem(file, e) };
	}
}

/** The top-level columns of a file, in schema order. */
function topLevelColumns(metadata: FileMetaData): string[] {
	const elements = metadata.schema.slice(1);
	const out: string[] = [];
	let at = 0;
	for (
		let child = 0;
		child < (metadata.schema[0].num_children ?? 0) && at < elements.length;
		child++
	) {
		out.push(elements[at].name);
		at = skipSubtree(elements, at);
	}
	return out;
}

/** The index after the subtree starting at `at`. */
function skipSubtree(elements: readonly { num_children?: number }[], at: number): number {
	const n = elements[at].num_children ?? 0;
	let next = at + 1;
	for (let c = 0; c < n; c++) next = skipSubtree(elements, next);
	return next;
}

/** One row group's columns: each an array of its rows' values (structs as objects). */
export interface RowGroup {
	/** 0-based group index. */
	readonly index: number;
	/** The file's row number of its first row (0-based). */
	readonly rowStart: number;
	readonly rowCount: number;
	readonly columns: ReadonlyMap<string, ArrayLike<unknown>>;
}

/**
 * The row groups of a file, one at a time, with only `columns` read (all when undefined): each
 * group's compressed bytes are reported to `onBytes` (progress; it throws to cancel) before it
 * is decoded. A group that cannot be read ends the file with an issue naming it.
 */
export async function* rowGroups(
	file: SourceFile,
	metadata: FileMetaData,
	columns: readonly string[] | undefined,
	onBytes: (n: number) => void
): AsyncGenerator<RowGroup | { issue: Omit<ImportIssue, 'file'> }> {
	const groups = metadata.row_groups;
	// Every column: no list to filter by (hyparquet looks each chunk up in it).
	const all = !columns || topLevelColumns(metadata).every((c) => columns.includes(c));
	const wanted = all ? undefined : new Set(columns);
	const ranges = groups.map((g) => groupRange(g, wanted));
	// The next group's bytes are read while this one is decoded.
	const read = (g: number) => {
		const bytes = readRange(file, ranges[g].start, ranges[g].end);
		bytes.catch(() => {}); // a group never awaited (the file stopped before it) is no error
		return bytes;
	};
	let ahead: Promise<Uint8Array> | null = groups.length ? read(0) : null;
	let rowStart = 0;
	for (let g = 0; g < groups.length; g++) {
		const group = groups[g];
		const rowCount = Number(group.num_rows);
		onBytes(ranges[g].end - ranges[g].start);
		const held = await ahead!;
		ahead = g + 1 < groups.length ? read(g + 1) : null;
		const buf = asyncBuffer(file, held, ranges[g].start);
		const chunks = new Map<string, { rowStart: number; data: ArrayLike<unknown> }[]>();
		try {
			checkPages(metadata, g, wanted, held, ranges[g].start);
			await parquetRead({
				file: buf,
				metadata,
				columns: wanted ? [...wanted] : undefined,
				rowStart,
				rowEnd: rowStart + rowCount,
				compressors: COMPRESSORS,
				onChunk: (c) => {
					const list = chunks.get(c.columnName) ?? [];
					list.push({ rowStart: c.rowStart, data: c.columnData });
					chunks.set(c.columnName, list);
				}
			});
		} catch (e) {
			const detail = e instanceof Error ? e.message : String(e);
			yield {
				issue: {
					row: rowStart + 1,
					message: `row group ${g + 1} (rows ${rowStart + 1} to ${rowStart + rowCount}) cannot be read (${detail}).`,
					hint: 'The file may be damaged or use an encoding this reader lacks; export it again, or save it as CSV.',
					code: 'parquet-row-group',
					params: { group: g + 1, first: rowStart + 1, last: rowStart + rowCount, detail }
				}
			};
			return;
		}
		yield { index: g, rowStart, rowCount, columns: joinChunks(chunks, rowStart, rowCount) };
		rowStart += rowCount;
	}
}

/** Each column's chunks as one array of the group's rows. */
function joinChunks(
	chunks: Map<string, { rowStart: number; data: ArrayLike<unknown> }[]>,
	groupStart: number,
	rowCount: number
): Map<string, ArrayLike<unknown>> {
	const out = new Map<string, ArrayLike<unknown>>();
	for (const [name, list] of chunks) {
		if (list.length === 1 && list[0].rowStart === groupStart && list[0].data.length === rowCount) {
			out.set(name, list[0].data);
			continue;
		}
		const joined: unknown[] = new Array(rowCount);
		for (const c of list) {
			for (let i = 0; i < c.data.length; i++) {
				const at = c.rowStart - groupStart + i;
				if (at >= 0 && at < rowCount) joined[at] = c.data[i];
			}
		}
		out.set(name, joined);
	}
	return out;
}
