/**
 * Checks a Parquet file's own bookkeeping before hyparquet decodes it. hyparquet (1.33) trusts
 * what the footer and the page headers say: a damaged byte can make a header claim pages that are
 * not compressed, or more values than its column chunk holds, and its run-length decoder then
 * loops for minutes on a few bytes (lighteval's arc fixture with byte 263 set to 34: the data
 * page header loses a field and says "not compressed", so the snappy bytes are read as
 * run-length runs). Every claim that bounds the decoder's work is checked here against what
 * holds it: column chunks against the file's size and the schema, row counts against the groups,
 * each page header against its chunk (sizes, values, rows). A file that fails is refused with the
 * broken claim named; a file that passes still goes through hyparquet's own checks.
 *
 * Parquet's layout: https://parquet.apache.org/docs/file-format/ (footer, column chunks, page
 * headers); the page header fields are parquet-format's `PageHeader` (parquet.thrift).
 */
import type {
	ColumnMetaData,
	Compressors,
	FileMetaData,
	PageHeader,
	SchemaElement
} from 'hyparquet';
import { parquetHeader } from 'hyparquet/src/column.js';
import { decompressPage } from 'hyparquet/src/datapage.js';
import { readVarInt } from 'hyparquet/src/thrift.js';

/** A column chunk's bytes in the file: [start, end). */
export function chunkRange(meta: ColumnMetaData): { start: number; end: number } {
	// As hyparquet places it (plan.js): at the dictionary page when there is one.
	const start = Number(meta.dictionary_page_offset || meta.data_page_offset);
	return { start, end: start + Number(meta.total_compressed_size) };
}

/** A leaf column: its highest definition and repetition levels (0: the page has none). */
interface Leaf {
	readonly def: number;
	readonly rep: number;
}

/** The schema's leaf columns by path (`path_in_schema` joined by NUL), or null if it is broken. */
export function schemaLeaves(schema: readonly SchemaElement[]): Map<string, Leaf> | null {
	const leaves = new Map<string, Leaf>();
	let at = 1;
	const walk = (prefix: string[], up: Leaf, children: number): boolean => {
		for (let c = 0; c < children; c++) {
			const el = schema[at++];
			if (!el) return false;
			const path = [...prefix, el.name];
			const leaf = {
				def: up.def + (el.repetition_type === 'REQUIRED' ? 0 : 1),
				rep: up.rep + (el.repetition_type === 'REPEATED' ? 1 : 0)
			};
			const n = el.num_children ?? 0;
			if (n < 0 || n > schema.length) return false;
			if (n === 0) leaves.set(path.join('\u0000'), leaf);
			else if (!walk(path, leaf, n)) return false;
		}
		return true;
	};
	const root = schema[0]?.num_children ?? 0;
	return walk([], { def: 0, rep: 0 }, root) && at === schema.length ? leaves : null;
}

/** The leaf of a chunk's column. */
export function leafOf(leaves: ReadonlyMap<string, Leaf>, meta: ColumnMetaData): Leaf | undefined {
	return leaves.get(meta.path_in_schema.join('\u0000'));
}

/** Bits for values up to `max` (as hyparquet sizes levels). */
const bitWidth = (max: number) => 32 - Math.clz32(max);

/**
 * Whether the run-length/bit-packed hybrid runs from `at` would make more than `values` values
 * (with a bit-packed run's padding to 8): the runs' headers read as hyparquet reads them
 * (`encoding.js`), which writes a run whole and loops over a bit-packed run's count even at width
 * 0, so a damaged header costs it up to 2^31 steps. Returns the offset after the runs, or -1.
 */
function hybridRuns(bytes: Uint8Array, at: number, width: number, values: number): number {
	const reader = {
		view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
		offset: at
	};
	let seen = 0;
	while (seen < values) {
		if (reader.offset >= bytes.length) return -1;
		const header = readVarInt(reader);
		if (header & 1) {
			const count = (header >> 1) << 3;
			if (!(count > 0 && count <= values - seen + 7)) return -1;
			reader.offset += Math.ceil((count * width) / 8);
			seen += count;
		} else {
			const count = header >>> 1;
			if (count > values - seen) return -1;
			reader.offset += (width + 7) >> 3;
			seen += count;
		}
	}
	return reader.offset;
}

/** `hybridRuns` behind a 4-byte length, as hyparquet reads v1 levels and RLE booleans. */
function prefixedRuns(bytes: Uint8Array, at: number, width: number, values: number): number {
	if (at + 4 > bytes.length) return -1;
	const length = new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0, true);
	if (at + 4 + length > bytes.length) return -1;
	return hybridRuns(bytes, at + 4, width, values) < 0 ? -1 : at + 4 + length;
}

/** The run-length values of a page's data (dictionary indices, RLE booleans) check, or true. */
function dataRunsOk(
	data: Uint8Array,
	at: number,
	encoding: string | undefined,
	type: string,
	values: number
): boolean {
	if (encoding === undefined) return true; // hyparquet names it
	if (encoding === 'RLE' || (type === 'BOOLEAN' && encoding.endsWith('_DICTIONARY'))) {
		return prefixedRuns(data, at, 1, values) >= 0;
	}
	if (!encoding.endsWith('_DICTIONARY') || values === 0) return true;
	if (at >= data.length) return false;
	return hybridRuns(data, at + 1, data[at], values) >= 0;
}

/**
 * What is wrong with the footer's metadata of a file of `fileSize` bytes, or null: a column chunk
 * outside the file (or over the footer), a chunk naming no column of the schema, row counts that
 * do not add up, a flat column whose value count is not its group's row count.
 */
export function metadataProblem(metadata: FileMetaData, fileSize: number): string | null {
	const leaves = schemaLeaves(metadata.schema);
	if (!leaves) return 'its schema does not add up';
	const dataEnd = fileSize - 8 - metadata.metadata_length;
	let rows = 0;
	for (const [g, group] of metadata.row_groups.entries()) {
		const groupRows = Number(group.num_rows);
		if (!Number.isSafeInteger(groupRows) || groupRows < 0)
			return `row group ${g + 1} has ${groupRows} rows`;
		rows += groupRows;
		for (const chunk of group.columns) {
			const meta = chunk.meta_data;
			if (!meta) return `a column of row group ${g + 1} has no metadata`;
			const name = meta.path_in_schema.join('.');
			const leaf = leafOf(leaves, meta);
			if (!leaf) return `row group ${g + 1} names a column “${name}” that the schema lacks`;
			const { start, end } = chunkRange(meta);
			const values = Number(meta.num_values);
			if (!(start >= 4 && end > start && end <= dataEnd)) {
				return `column “${name}” of row group ${g + 1} lies at bytes ${start} to ${end}, outside the file’s data (4 to ${dataEnd})`;
			}
			if (Number(meta.total_uncompressed_size) < 0 || !Number.isSafeInteger(values) || values < 0) {
				return `column “${name}” of row group ${g + 1} has impossible sizes`;
			}
			if (leaf.rep > 0 ? values < groupRows : values !== groupRows) {
				return `column “${name}” of row group ${g + 1} has ${values} values for ${groupRows} rows`;
			}
			for (const [what, offset, length] of [
				['column index', chunk.column_index_offset, chunk.column_index_length],
				['offset index', chunk.offset_index_offset, chunk.offset_index_length]
			] as const) {
				if (offset === undefined) continue;
				const from = Number(offset);
				if (!(from >= 4 && from + (length ?? 0) <= dataEnd + metadata.metadata_length)) {
					return `the ${what} of column “${name}” lies outside the file`;
				}
			}
		}
	}
	if (rows !== Number(metadata.num_rows)) {
		return `its row groups hold ${rows} rows, the footer says ${metadata.num_rows}`;
	}
	return null;
}

/** Whether a page's bytes are stored as they are (no codec, or a v2 page marked uncompressed). */
function storedPlain(header: PageHeader, codec: string): boolean {
	return codec === 'UNCOMPRESSED' || header.data_page_header_v2?.is_compressed === false;
}

type DataPageV2 = NonNullable<PageHeader['data_page_header_v2']>;
type DataPageV1 = NonNullable<PageHeader['data_page_header']>;

/** A v2 data page's counts and run-length runs against its sizes (null: sound). */
function pageV2Problem(
	where: string,
	v2: DataPageV2,
	body: Uint8Array,
	full: number,
	leaf: Leaf,
	meta: ColumnMetaData,
	groupRows: number,
	compressors: Compressors
): string | null {
	const size = body.length;
	const runs = `${where} has run-length runs that make more values than the page holds`;
	const repBytes = v2.repetition_levels_byte_length ?? 0;
	const defBytes = v2.definition_levels_byte_length ?? 0;
	const levels = repBytes + defBytes;
	if (!(v2.num_nulls >= 0 && v2.num_nulls <= v2.num_values)) {
		return `${where} claims ${v2.num_nulls} nulls among ${v2.num_values} values`;
	}
	if (!(v2.num_rows >= 0 && v2.num_rows <= groupRows)) {
		return `${where} claims ${v2.num_rows} rows; its row group has ${groupRows}`;
	}
	if (!(levels >= 0 && levels <= size && levels <= full)) {
		return `${where} claims ${levels} bytes of levels in a page of ${size}`;
	}
	const levelBytes = body.subarray(0, levels);
	if (
		leaf.rep &&
		hybridRuns(levelBytes.subarray(0, repBytes), 0, bitWidth(leaf.rep), v2.num_values) < 0
	)
		return runs;
	if (
		leaf.def &&
		hybridRuns(levelBytes.subarray(repBytes), 0, bitWidth(leaf.def), v2.num_values) < 0
	)
		return runs;
	const stored = body.subarray(levels);
	const data =
		v2.is_compressed !== false && full - levels > 0
			? decompressPage(stored, full - levels, meta.codec, compressors)
			: stored;
	return dataRunsOk(data, 0, v2.encoding, meta.type, v2.num_values - v2.num_nulls) ? null : runs;
}

/** A v1 data page's run-length runs (levels then values) against its size (null: sound). */
function pageV1Problem(
	where: string,
	v1: DataPageV1,
	body: Uint8Array,
	full: number,
	leaf: Leaf,
	meta: ColumnMetaData,
	compressors: Compressors
): string | null {
	const data = decompressPage(body, full, meta.codec, compressors);
	let at = 0;
	if (leaf.rep) at = prefixedRuns(data, at, bitWidth(leaf.rep), v1.num_values);
	if (at >= 0 && leaf.def) at = prefixedRuns(data, at, bitWidth(leaf.def), v1.num_values);
	return at < 0 || !dataRunsOk(data, at, v1.encoding, meta.type, v1.num_values)
		? `${where} has run-length runs that make more values than the page holds`
		: null;
}

/**
 * What is wrong with the pages of one column chunk (its bytes `chunk`, its metadata `meta`, its
 * column's `leaf`, its group's `groupRows`), or null. Each page must lie inside the chunk, a page
 * stored plain must say the same size twice, the values (rows, nulls, level bytes) the pages
 * claim must fit the chunk's, and the run-length runs of its levels and dictionary indices must
 * make no more values than the page holds (the page is decompressed for that, with `compressors`
 * as hyparquet will; values themselves are not decoded).
 */
export function pagesProblem(
	chunk: Uint8Array,
	meta: ColumnMetaData,
	leaf: Leaf,
	groupRows: number,
	compressors: Compressors
): string | null {
	const name = meta.path_in_schema.join('.');
	const totalValues = Number(meta.num_values);
	const maxUncompressed = Number(meta.total_uncompressed_size);
	const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
	const reader = { view, offset: 0 };
	let values = 0;
	let page = 0;
	while (values < totalValues && reader.offset < chunk.length) {
		page++;
		const where = `page ${page} of column “${name}”`;
		let header: PageHeader;
		try {
			header = parquetHeader(reader);
		} catch {
			return `${where} has an unreadable header`;
		}
		const size = header.compressed_page_size;
		const full = header.uncompressed_page_size;
		if (!(size >= 0 && reader.offset + size <= chunk.length)) {
			return `${where} claims ${size} bytes, past the end of its column chunk`;
		}
		if (!(full >= 0 && full <= maxUncompressed)) {
			return `${where} claims ${full} bytes once decompressed, more than its whole column (${maxUncompressed})`;
		}
		if (storedPlain(header, meta.codec) && full !== size) {
			return `${where} is stored uncompressed but gives two sizes (${size} and ${full})`;
		}
		const v1 = header.data_page_header;
		const v2 = header.data_page_header_v2;
		const dict = header.dictionary_page_header;
		if (dict && !(dict.num_values >= 0 && dict.num_values <= Math.max(full, 1))) {
			return `${where} claims ${dict.num_values} dictionary entries in ${full} bytes`;
		}
		const count = v1?.num_values ?? v2?.num_values;
		if (count !== undefined) {
			if (!(count >= 0 && values + count <= totalValues)) {
				return `${where} claims ${count} values; its column holds ${totalValues}`;
			}
			values += count;
		}
		const body = chunk.subarray(reader.offset, reader.offset + size);
		const problem = v2
			? pageV2Problem(where, v2, body, full, leaf, meta, groupRows, compressors)
			: v1
				? pageV1Problem(where, v1, body, full, leaf, meta, compressors)
				: null;
		if (problem) return problem;
		reader.offset += size;
	}
	if (values < totalValues) {
		return `column “${name}” holds ${values} values in its pages; its metadata says ${totalValues}`;
	}
	return null;
}
