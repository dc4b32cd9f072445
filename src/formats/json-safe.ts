/**
 * JSON helpers that never throw and never trust keys: `JSON.parse` keeps a `"__proto__"` key as
 * an own property, and these helpers only ever read own properties (so a missing field named
 * `constructor` is `undefined`, not `Object`) and copy into Maps, never into plain objects.
 */

type JsonParse =
	| { readonly ok: true; readonly value: unknown }
	| {
			readonly ok: false;
			readonly message: string;
			readonly line?: number;
			readonly column?: number;
	  };

/** Largest JSON document parsed whole (characters). JSONL has no such limit. */
export const MAX_JSON_CHARS = 384 * 1024 * 1024;

export function parseJson(text: string): JsonParse {
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch (e) {
		const raw = e instanceof Error ? e.message : String(e);
		const pos = /position (\d+)/.exec(raw);
		let line: number | undefined;
		let column: number | undefined;
		const lc = /line (\d+) column (\d+)/.exec(raw);
		if (lc) {
			line = Number(lc[1]);
			column = Number(lc[2]);
		} else if (pos || /end of JSON/i.test(raw)) {
			const at = pos ? Math.min(Number(pos[1]), text.length) : text.length;
			line = 1;
			let lineStart = 0;
			for (let k = text.indexOf('\n'); k >= 0 && k < at; k = text.indexOf('\n', k + 1)) {
				line++;
				lineStart = k + 1;
			}
			column = at - lineStart + 1;
		}
		const message = raw
			.replace(/^JSON\.parse: /, '')
			.replace(/ in JSON at position \d+.*$/, '')
			.replace(/, "[^"]*"\.\.\. is not valid JSON$/, '')
			.slice(0, 120);
		return { ok: false, message, line, column };
	}
}

export function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const has = Object.prototype.hasOwnProperty;

/** An own property of a parsed JSON object (never an inherited one). */
export function own(obj: unknown, key: string): unknown {
	return isObject(obj) && has.call(obj, key) ? obj[key] : undefined;
}

/** Own keys of a parsed JSON object. */
export function keysOf(obj: unknown): string[] {
	return isObject(obj) ? Object.keys(obj) : [];
}

/** A finite number from a JSON value: numbers, booleans (1/0) and numeric strings. */
export function numberOf(v: unknown): number | null {
	if (typeof v === 'number') return Number.isFinite(v) ? v : null;
	if (typeof v === 'boolean') return v ? 1 : 0;
	if (typeof v === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v)) {
		const x = Number(v);
		return Number.isFinite(x) ? x : null;
	}
	return null;
}

/** Text of a message content (string, or a list of `{type:'text', text}` parts). */
export function contentText(v: unknown): string {
	if (typeof v === 'string') return v;
	if (Array.isArray(v)) {
		return v
			.map((p) =>
				typeof p === 'string' ? p : typeof own(p, 'text') === 'string' ? own(p, 'text') : ''
			)
			.filter(Boolean)
			.join('\n');
	}
	return '';
}

/** A plain string for a JSON scalar (ids, metadata); null for objects/arrays/null. */
export function scalarText(v: unknown): string | null {
	if (typeof v === 'string') return v;
	if (typeof v === 'number' && Number.isFinite(v)) return String(v);
	if (typeof v === 'boolean') return v ? 'true' : 'false';
	return null;
}
