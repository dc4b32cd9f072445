/**
 * A chart's numbers as CSV, for the panel's CSV button: stable English column keys (exported
 * files do not change with the reader's language), untrusted text guarded against formulas.
 */
import { csvField } from '../../schemas/results.ts';

export function tableCsv(
	columns: readonly string[],
	rows: readonly (readonly (string | number | null)[])[]
): string {
	const lines = [columns.map(csvField).join(',')];
	for (const r of rows)
		lines.push(r.map((v) => csvField(typeof v === 'number' && v !== v ? null : v)).join(','));
	return lines.join('\n') + '\n';
}
