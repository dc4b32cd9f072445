/**
 * Where importers read bytes from. A `SourceFile` can be opened any number of times and yields its
 * bytes as chunks, so a 200 MB file is never held whole: the worker wraps `File` with `fromBlob`
 * (which feeds `file.stream()`), tests wrap bytes in memory with `fromBytes`.
 */

/** Chunks of a file, in order. `ReadableStream` is accepted where it is async-iterable or not. */
type ByteStream = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

export interface SourceFile {
	/**
	 * The file's name, with its folder when known (`webkitRelativePath`, or `archive.zip/path` for
	 * files inside a zip). Issues name the file by it; some formats read the folder (lm-eval model
	 * folder, HELM run folder, SWE-bench submission folder).
	 */
	readonly name: string;
	/** Size in bytes (used for progress and limits). */
	readonly size: number;
	/** A fresh stream of the file's bytes from the start. */
	open(): ByteStream;
	/**
	 * Bytes `start` to `end` (exclusive), read without the rest (Parquet reads its footer and one
	 * row group at a time). Optional: `readRange` streams up to them when a source has none.
	 */
	slice?(start: number, end: number): Promise<Uint8Array>;
}

/** Largest single file accepted, in bytes. */
export const MAX_FILE_BYTES = 1024 * 1024 * 1024;

/** Wraps bytes already in memory; `chunkSize` splits them as a stream would (tests, zip entries). */
export function fromBytes(bytes: Uint8Array, name: string, chunkSize = 1 << 20): SourceFile {
	return {
		name,
		size: bytes.length,
		open() {
			return (async function* () {
				for (let k = 0; k < bytes.length; k += chunkSize) {
					yield bytes.subarray(k, Math.min(bytes.length, k + chunkSize));
				}
			})();
		},
		slice: async (start, end) => bytes.subarray(start, end)
	};
}

/** Wraps text (encoded as UTF-8). */
export function fromText(text: string, name: string, chunkSize?: number): SourceFile {
	return fromBytes(new TextEncoder().encode(text), name, chunkSize);
}

/**
 * Wraps a `Blob`/`File` (in the worker: the dropped `File`; pass `file.webkitRelativePath || file.name`
 * as the name when a folder was dropped).
 */
export function fromBlob(blob: Blob, name: string): SourceFile {
	return {
		name,
		size: blob.size,
		open: () => blob.stream() as ReadableStream<Uint8Array>,
		slice: (start, end) => blobRange(blob, start, end)
	};
}

/**
 * Bytes of a Blob, read as a stream into one array: Node's `Blob.arrayBuffer()` of a file is
 * several times slower than its stream (2.5 s against 0.5 s for 200 MB here).
 */
async function blobRange(blob: Blob, start: number, end: number): Promise<Uint8Array> {
	const part = blob.slice(start, end);
	const out = new Uint8Array(part.size);
	let at = 0;
	for await (const chunk of chunks(part.stream() as ReadableStream<Uint8Array>)) {
		out.set(chunk.subarray(0, out.length - at), at);
		at += chunk.length;
	}
	return at === out.length ? out : out.subarray(0, at);
}

/** Iterates any ByteStream (ReadableStream is not async-iterable in every browser). */
export async function* chunks(stream: ByteStream): AsyncGenerator<Uint8Array> {
	if (Symbol.asyncIterator in stream) {
		yield* stream as AsyncIterable<Uint8Array>;
		return;
	}
	const reader = (stream as ReadableStream<Uint8Array>).getReader();
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return;
			if (value && value.length) yield value;
		}
	} finally {
		reader.releaseLock();
	}
}

/** Bytes `start` to `end` of a file: its `slice`, else read from its stream. */
export async function readRange(file: SourceFile, start: number, end: number): Promise<Uint8Array> {
	const from = Math.max(0, Math.min(start, file.size));
	const to = Math.max(from, Math.min(end, file.size));
	if (file.slice) return file.slice(from, to);
	const parts: Uint8Array[] = [];
	let at = 0;
	const it = chunks(file.open());
	try {
		for await (const chunk of it) {
			const a = Math.max(from - at, 0);
			const b = Math.min(to - at, chunk.length);
			if (b > a) parts.push(chunk.subarray(a, b));
			at += chunk.length;
			if (at >= to) break;
		}
	} finally {
		await it.return?.(undefined);
	}
	return concat(parts, to - from);
}

/** The first `limit` bytes of a file (fewer when the file is shorter). */
export async function readHead(file: SourceFile, limit: number): Promise<Uint8Array> {
	const parts: Uint8Array[] = [];
	let total = 0;
	const it = chunks(file.open());
	try {
		for await (const chunk of it) {
			const take = Math.min(chunk.length, limit - total);
			parts.push(chunk.subarray(0, take));
			total += take;
			if (total >= limit) break;
		}
	} finally {
		await it.return?.(undefined);
	}
	return concat(parts, total);
}

export function concat(parts: readonly Uint8Array[], total?: number): Uint8Array {
	if (parts.length === 1) return parts[0];
	const n = total ?? parts.reduce((s, p) => s + p.length, 0);
	const out = new Uint8Array(n);
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}

/** The base name (no folders) of a path. */
export function baseName(path: string): string {
	const k = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
	return k < 0 ? path : path.slice(k + 1);
}

/** The folder part of a path ('' when none). */
export function dirName(path: string): string {
	const k = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
	return k < 0 ? '' : path.slice(0, k);
}

/** Formats bytes for messages, to a tenth: "1.2 MB", "256 MB", "1.5 GB". */
export function formatBytes(n: number): string {
	const tenth = (x: number) => x.toFixed(1).replace(/\.0$/, '');
	if (n < 1024) return `${n} bytes`;
	if (n < 1024 ** 2) return `${tenth(n / 1024)} KB`;
	if (n < 1024 ** 3) return `${tenth(n / 1024 ** 2)} MB`;
	return `${tenth(n / 1024 ** 3)} GB`;
}
