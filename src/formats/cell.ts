/**
 * Reading one score cell. Accepts the obvious spellings people's tools write and rejects the rest
 * with a reason, so importers can point at the exact cell.
 */
type CellParse =
	| {
			readonly kind: 'value';
			readonly value: number;
			readonly converted?: 'boolean' | 'percent' | 'comma';
	  }
	| { readonly kind: 'missing' }
	| {
			readonly kind: 'invalid';
			readonly reason: string;
			/** Which problem (the catalogs word it), and the value as shown. */
			readonly code: 'not-a-number' | 'decimal-comma' | 'number-too-large';
			readonly value: string;
			readonly fixed?: string;
	  };

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', 'none', 'missing', '#n/a']);
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const PERCENT = /^([-+]?(?:\d+\.?\d*|\.\d+))\s*%$/;

/** A number written with a decimal comma (`0,85`, `-1,5e-3`), as European spreadsheets export them. */
const COMMA_NUMBER = /^[-+]?(?:\d+,\d*|,\d+)(?:[eE][-+]?\d+)?$/;

/** The decimal mark a table's numbers are written with: `.` (the default) or `,` (`0,85`). */
export type DecimalMark = '.' | ',';

/** The two commonest cells, answered without a regular expression. */
const PLAIN: Readonly<Record<string, CellParse>> = Object.freeze({
	'0': Object.freeze({ kind: 'value', value: 0 }),
	'1': Object.freeze({ kind: 'value', value: 1 })
} as const);

/**
 * One cell's score. With `decimal` ',' a number may be written with a decimal comma (`0,85`,
 * `85,5%`); a decimal point is read as well.
 */
export function parseCell(raw: string, decimal: DecimalMark = '.'): CellParse {
	if (raw === '0' || raw === '1') return PLAIN[raw];
	const trimmed = raw.trim();
	const s = decimal === ',' ? commaToPoint(trimmed) : trimmed;
	const parsed = parseTrimmed(s);
	return s !== trimmed && parsed.kind === 'value' ? { ...parsed, converted: 'comma' } : parsed;
}

function parseTrimmed(s: string): CellParse {
	const lower = s.toLowerCase();
	if (MISSING.has(lower)) return { kind: 'missing' };
	if (NUMBER.test(s)) {
		const value = Number(s);
		if (!Number.isFinite(value)) {
			return {
				kind: 'invalid',
				reason: `“${s}” is too large a number`,
				code: 'number-too-large',
				value: s
			};
		}
		return { kind: 'value', value };
	}
	if (lower === 'true' || lower === 'false') {
		return { kind: 'value', value: lower === 'true' ? 1 : 0, converted: 'boolean' };
	}
	const pct = PERCENT.exec(s);
	if (pct) return { kind: 'value', value: Number(pct[1]) / 100, converted: 'percent' };
	if (/^[-+]?\d+,\d+$/.test(s)) {
		const fixed = s.replace(',', '.');
		return {
			kind: 'invalid',
			reason: `“${s}” uses a decimal comma; write ${fixed}`,
			code: 'decimal-comma',
			value: s,
			fixed
		};
	}
	const shown = s.length > 40 ? `${s.slice(0, 40)}…` : s;
	return {
		kind: 'invalid',
		reason: `“${shown}” is not a number`,
		code: 'not-a-number',
		value: shown
	};
}

/** `0,85` as `0.85` (and `85,5%` as `85.5%`); anything else as it is. */
function commaToPoint(s: string): string {
	if (!s.includes(',')) return s;
	const pct = s.endsWith('%');
	const body = pct ? s.slice(0, -1).trimEnd() : s;
	return COMMA_NUMBER.test(body) ? `${body.replace(',', '.')}${pct ? '%' : ''}` : s;
}

/**
 * The decimal mark of a table's cells: `,` when some cells are numbers with a decimal comma and
 * none has a decimal point (a European spreadsheet's export), else `.`.
 */
export function decimalMarkOf(cells: Iterable<string>): DecimalMark {
	let comma = 0;
	for (const raw of cells) {
		const s = raw.trim();
		if (!s || s === '0' || s === '1') continue;
		if (/^[-+]?\d*\.\d+(?:[eE][-+]?\d+)?%?$/.test(s)) return '.';
		if (COMMA_NUMBER.test(s.endsWith('%') ? s.slice(0, -1).trimEnd() : s)) comma++;
	}
	return comma ? ',' : '.';
}
