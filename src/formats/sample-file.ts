/**
 * A built-in sample's file, as `npm run samples` writes it into samples/: a wide CSV, or, for a
 * sample that keeps its attempts per cell (`SampleSpec.trials`), a JSON matrix whose `trials`
 * says so (a CSV cannot).
 */
import { generateSample, type SampleSpec } from '../core/sample-generator.ts';
import { packMatrix } from '../core/ScoreMatrix.ts';
import { writeJsonMatrix } from './json-matrix.ts';
import { writeWideCsv } from './wide-csv.ts';

/** The file name of a sample in samples/ (`<id>.csv` or `<id>.json`). */
export function sampleFileName(spec: Pick<SampleSpec, 'id' | 'trials'>): string {
	return `${spec.id}.${spec.trials ? 'json' : 'csv'}`;
}

/** The text of a sample's file. */
export function sampleFileText(spec: SampleSpec): string {
	const matrix = packMatrix(generateSample(spec));
	if (!spec.trials) return writeWideCsv(matrix);
	return writeJsonMatrix(
		{ ...matrix, trials: { uniform: spec.attempts ?? 10, perCell: null } },
		null,
		spec.id
	);
}
