/**
 * Reading one score (or standard error) from a CSV field or a JSON value. The same spellings as
 * the per-item importers: numbers, `75%` (0.75), and empty / `NA` / `N/A` / `NaN` / `null` /
 * `none` / `-` for missing. Anything else is a problem with a code, so the caller can point at
 * the exact cell.
 */
import type { IssueCode, Params } from './types.ts';

type CellRead =
	| { readonly kind: 'value'; readonly value: number; readonly percent?: true }
	| { readonly kind: 'missing' }
	| { readonly kind: 'invalid'; readonly code: IssueCode; readonly params: Params };

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', 'none', 'missing', '#n/a', '-', '—']);
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const PERCENT = /^([-+]?(?:\d+\.?\d*|\.\d+))\s*%$/;

function shown(s: string): string {
	return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

export function readCell(raw: unknown): CellRead {
	if (raw === null || raw === undefined) return { kind: 'missing' };
	if (typeof raw === 'number') {
		if (Number.isFinite(raw)) return { kind: 'value', value: raw };
		return { kind: 'invalid', code: 'number-too-large', params: { value: String(raw) } };
	}
	if (typeof raw === 'boolean') {
		return { kind: 'invalid', code: 'boolean-score', params: { value: String(raw) } };
	}
	if (typeof raw !== 'string') {
		const text = Array.isArray(raw) ? 'a list' : 'an object';
		return { kind: 'invalid', code: 'not-a-number', params: { value: text } };
	}
	const s = raw.trim();
	const lower = s.toLowerCase();
	if (MISSING.has(lower)) return { kind: 'missing' };
	if (NUMBER.test(s)) {
		const value = Number(s);
		if (!Number.isFinite(value)) {
			return { kind: 'invalid', code: 'number-too-large', params: { value: shown(s) } };
		}
		return { kind: 'value', value };
	}
	const pct = PERCENT.exec(s);
	if (pct) return { kind: 'value', value: Number(pct[1]) / 100, percent: true };
	if (lower === 'true' || lower === 'false') {
		return { kind: 'invalid', code: 'boolean-score', params: { value: s } };
	}
	if (/^[-+]?\d+,\d+$/.test(s)) {
		return {
			kind: 'invalid',
			code: 'decimal-comma',
			params: { value: s, fixed: s.replace(',', '.') }
		};
	}
	return { kind: 'invalid', code: 'not-a-number', params: { value: shown(s) } };
}
