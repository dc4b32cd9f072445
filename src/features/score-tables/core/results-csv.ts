/**
 * The agreement view's results as CSV (stable English headers, one row per ordered pair of
 * benchmarks and condition), for spreadsheets: `condition,benchmark_a,benchmark_b,tau_b,models`.
 * An undefined tau-b is an empty cell. Names are quoted as RFC 4180 asks (quotes doubled), and a
 * leading `=`, `+`, `-` or `@` is prefixed with `'` so a spreadsheet does not run it as a formula.
 */
import type { ScoreTableResults } from './results.ts';

export const AGREEMENT_CSV_HEADER = 'condition,benchmark_a,benchmark_b,tau_b,models';

function cell(text: string): string {
	const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
	return /[",\r\n']/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function agreementCsv(results: Pick<ScoreTableResults, 'conditions'>): string {
	const lines = [AGREEMENT_CSV_HEADER];
	for (const c of results.conditions) {
		c.benchmarks.forEach((a, i) => {
			c.benchmarks.forEach((b, j) => {
				const tau = c.agreement[i][j];
				lines.push(
					[
						cell(c.name),
						cell(a),
						cell(b),
						tau === null ? '' : String(tau),
						String(c.pairModels[i][j] ?? 0)
					].join(',')
				);
			});
		});
	}
	return `${lines.join('\n')}\n`;
}
