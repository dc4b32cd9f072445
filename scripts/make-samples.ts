/**
 * Writes the built-in samples (samples/*.csv, and samples/*.json for a sample that keeps its
 * trials per cell) from the seeded generator in src/core. Run: npm run samples. A unit test
 * checks the committed files equal what this produces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_SPECS } from '../src/core/sample-generator.ts';
import { sampleFileName, sampleFileText } from '../src/formats/sample-file.ts';

const dir = join(import.meta.dirname, '..', 'samples');
mkdirSync(dir, { recursive: true });
for (const spec of SAMPLE_SPECS) {
	writeFileSync(join(dir, sampleFileName(spec)), sampleFileText(spec));
	console.log(`samples/${sampleFileName(spec)}  ${spec.nItems} items x ${spec.nModels} models`);
}
