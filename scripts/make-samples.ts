/**
 * Writes the built-in samples (samples/*.csv) from the seeded generator in src/core.
 * Run: npm run samples. A unit test checks the committed files equal what this produces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packMatrix } from '../src/core/ScoreMatrix.ts';
import { generateSample, SAMPLE_SPECS } from '../src/core/sample-generator.ts';
import { writeWideCsv } from '../src/formats/wide-csv.ts';

const dir = join(import.meta.dirname, '..', 'samples');
mkdirSync(dir, { recursive: true });
for (const spec of SAMPLE_SPECS) {
	const sample = generateSample(spec);
	const csv = writeWideCsv(packMatrix(sample));
	writeFileSync(join(dir, `${spec.id}.csv`), csv);
	console.log(`samples/${spec.id}.csv  ${spec.nItems} items x ${spec.nModels} models`);
}
