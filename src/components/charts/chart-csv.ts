/**
 * A chart's numbers as CSV, for the panel's CSV button: stable English column keys (exported
 * files do not change with the reader's language), untrusted text guarded against formulas.
 * The builders live in `schemas/chart-csv.ts` (pure, unit-tested); this is their table helper.
 */
export { csvTable as tableCsv } from '../../schemas/chart-csv.ts';
