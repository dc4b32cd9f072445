/**
 * A run's results as CSV (the exports beside its JSON, docs/results-schema.md "CSV exports"): the
 * per-model table, a sweep's steps and every draw, RFC 4180 quoting, text guarded against
 * spreadsheet formulas (`csvField`).
 */
import { num, SWEEP_COLUMNS, type RunResult, type SweepResult } from './results.ts';

/** The per-model table of a result as CSV (RFC 4180 quoting): the columns its models carry. */
export function modelsCsv(result: RunResult): string {
	const rows = result.models as ReadonlyArray<Record<string, string | number | null | undefined>>;
	const columns: string[] = [];
	for (const row of rows)
		for (const c of Object.keys(row)) if (!columns.includes(c)) columns.push(c);
	const lines = [columns.join(',')];
	for (const row of rows) lines.push(columns.map((c) => csvField(row[c] ?? null)).join(','));
	return lines.join('\n') + '\n';
}

/** A sweep's rows as CSV: the columns of `sweep[]`. */
export function sweepCsv(result: SweepResult): string {
	const columns = SWEEP_COLUMNS;
	const lines = [columns.join(',')];
	for (const row of result.sweep) lines.push(columns.map((c) => csvField(row[c])).join(','));
	return lines.join('\n') + '\n';
}

export function csvField(v: string | number | null): string {
	if (v === null) return '';
	const s = String(v);
	// Leading =, +, -, @ would be run as formulas by spreadsheets; prefix a quote (OWASP CSV injection).
	const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
	return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every draw as CSV: `draw` (0-based index), `tau` (tau-b with the reference), then each model's
 * score in that draw, models in the order given (reference order in the app).
 */
export function drawsCsv(
	table: { nDraws: number; nModels: number; scores: Float64Array; tau: Float64Array },
	names: readonly string[],
	indices: readonly number[]
): string {
	const lines = [['draw', 'tau', ...names].map(csvField).join(',')];
	const M = table.nModels;
	for (let d = 0; d < table.nDraws; d++) {
		const row: Array<string | number | null> = [d, num(table.tau[d])];
		for (const m of indices) row.push(num(table.scores[d * M + m]));
		lines.push(row.map(csvField).join(','));
	}
	return lines.join('\n') + '\n';
}
