/**
 * Step 1 of the golden values: writes the item weights of every draw of each golden case, made by
 * our seeded generator, to tests/fixtures/golden/draws.json. Step 2 (make_golden.py) recomputes
 * every statistic from these same draws with numpy/scipy. Tests check both: that our generator
 * still makes these draws, and that our statistics on them equal scipy's.
 *
 * npx tsx scripts/golden/export-draws.ts && python3 scripts/golden/make_golden.py
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawScratch, drawWeights } from '../../src/core/draws.ts';
import { analyzeFiles, fromText } from '../../src/formats/import-files.ts';
import { GOLDEN_CASES } from './cases.ts';

const dir = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'golden');
const out = [];
for (const c of GOLDEN_CASES) {
	// The app's own import path, so the golden draws are over the matrix the app builds.
	const proposal = await analyzeFiles([fromText(readFileSync(join(dir, c.file), 'utf8'), c.file)]);
	if (!proposal.result.ok) throw new Error(`${c.file} does not import`);
	const n = proposal.result.matrix.nItems;
	const scratch = drawScratch(n);
	const weights: number[][] = [];
	for (let d = 0; d < c.settings.draws; d++) {
		weights.push(Array.from(drawWeights(n, c.settings, c.settings.seed, d, scratch)));
	}
	out.push({ ...c, weights });
}
writeFileSync(join(dir, 'draws.json'), JSON.stringify(out) + '\n');
console.log(`wrote draws for ${out.length} cases`);
