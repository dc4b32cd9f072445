/**
 * Reading helpers shared by the format readers: a whole JSON document (bounded), JSON lines one at
 * a time (constant memory), and progress through the bytes.
 */
import type { ImportIssue } from './issues.ts';
import { MAX_JSON_CHARS, parseJson } from './json-safe.ts';
import { lines, LineTooLongError, textChunks, type Encoding } from './text-stream.ts';
import type { ReadContext } from './read-context.ts';
import type { SourceFile } from './source.ts';

type JsonDocument =
	| { readonly ok: true; readonly value: unknown }
	| { readonly ok: false; readonly issue: ImportIssue };

export async function readJsonDocument(
	file: SourceFile,
	encoding: Encoding,
	onBytes: (n: number) => void
): Promise<JsonDocument> {
	const parts: string[] = [];
	let n = 0;
	for await (const t of textChunks(file, encoding, onBytes)) {
		n += t.length;
		if (n > MAX_JSON_CHARS) {
			return {
				ok: false,
				issue: {
					file: file.name,
					message: `this JSON document is larger than ${MAX_JSON_CHARS / 2 ** 20} MB, too large to read whole.`,
					hint: 'Export it as JSON lines (one record per line), which is read in a stream, or split it.',
					code: 'json-too-large',
					params: { mb: MAX_JSON_CHARS / 2 ** 20 }
				}
			};
		}
		parts.push(t);
	}
	const text = parts.join('');
	if (text.trim() === '') {
		return {
			ok: false,
			issue: {
				file: file.name,
				message: 'the file is empty.',
				hint: 'Export the results again.',
				code: 'json-empty'
			}
		};
	}
	const parsed = parseJson(text);
	if (!parsed.ok) {
		return {
			ok: false,
			issue: {
				file: file.name,
				row: parsed.line,
				column: parsed.column,
				message: `this is not valid JSON (${parsed.message}).`,
				hint: 'The file may be cut short or edited by hand; export it again.',
				code: 'json-invalid',
				params: { detail: parsed.message }
			}
		};
	}
	return { ok: true, value: parsed.value };
}

/**
 * The whole JSON document of the file a reader is given, or null after recording on the
 * contribution why it cannot be read.
 */
export async function readDocument(ctx: ReadContext): Promise<{ value: unknown } | null> {
	const doc = await readJsonDocument(ctx.file, ctx.encoding, ctx.onBytes);
	if (doc.ok) return doc;
	ctx.out.issues.push(doc.issue);
	return null;
}

type JsonLine =
	| { readonly ok: true; readonly value: unknown; readonly line: number }
	| { readonly ok: false; readonly issue: Omit<ImportIssue, 'file'>; readonly line: number };

/** JSON lines, one parsed value at a time; blank lines are skipped. */
export async function* jsonLines(
	file: SourceFile,
	encoding: Encoding,
	onBytes: (n: number) => void
): AsyncGenerator<JsonLine> {
	try {
		for await (const { text, line } of lines(textChunks(file, encoding, onBytes))) {
			if (text.trim() === '') continue;
			const parsed = parseJson(text);
			if (parsed.ok) yield { ok: true, value: parsed.value, line };
			else {
				yield {
					ok: false,
					line,
					issue: {
						row: line,
						column: parsed.column,
						message: `line ${line} is not valid JSON (${parsed.message}).`,
						hint: 'Each line of a JSONL file must be one complete JSON object; the file may be cut short.',
						code: 'jsonl-invalid',
						params: { line, detail: parsed.message }
					}
				};
			}
		}
	} catch (e) {
		if (e instanceof LineTooLongError) {
			yield {
				ok: false,
				line: e.line,
				issue: {
					row: e.line,
					message: `line ${e.line} is longer than 64 MB.`,
					hint: 'This is not a JSON-lines file, or a record is far too large.',
					code: 'jsonl-line-too-long',
					params: { line: e.line, mb: 64 }
				}
			};
			return;
		}
		throw e;
	}
}
