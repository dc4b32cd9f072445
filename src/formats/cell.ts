/**
 * Reading one score cell. Accepts the obvious spellings people's tools write and rejects the rest
 * with a reason, so importers can point at the exact cell.
 */
type CellParse =
	| { readonly kind: 'value'; readonly value: number; readonly converted?: 'boolean' | 'percent' }
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

/** The two commonest cells, answered without a regular expression. */
const PLAIN: Readonly<Record<string, CellParse>> = Object.freeze({
	'0': Object.freeze({ kind: 'value', value: 0 }),
	'1': Object.freeze({ kind: 'value', value: 1 })
} as const);

export function parseCell(raw: string): CellParse {
	if (raw === '0' || raw === '1') return PLAIN[raw];
	const s = raw.trim();
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
