/**
 * Step 1 of the shift golden values (issue 30): writes what the app's seeded generator draws for
 * each case of `shift-cases.ts` — every Dirichlet draw's category weights, every full-size
 * resample of the noise floor (the bootstrap's item counts, `drawWeights`) and, with a bound, the
 * worst case's certificate — into a scratch folder (not committed: the resamples of a real matrix
 * are megabytes). Step 2, `make_shift_golden.py`, scores them with numpy and scipy into
 * tests/fixtures/golden/shift-golden.json. The real case is skipped when ../shared/real is absent.
 *
 *   npx tsx scripts/golden/export-shift-draws.ts && python3 scripts/golden/make_shift_golden.py
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawScratch, drawWeights } from '../../src/core/draws.ts';
import {
	categoryDrawWeights,
	prepareRun
} from '../../src/core/perturbations/perturbation-chunk.ts';
import { searchWorstCase } from '../../src/core/search.ts';
import { analyzeFiles, fromText } from '../../src/formats/import-files.ts';
import { SHIFT_CASES } from './shift-cases.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const REAL = join(ROOT, '..', 'shared', 'real');
const SCRATCH = join(tmpdir(), 'perturbation-sandbox-shift-draws');
mkdirSync(SCRATCH, { recursive: true });

const manifest = [];
for (const c of SHIFT_CASES) {
	const path = c.real ? join(REAL, c.file) : join(ROOT, c.file);
	if (!existsSync(path)) {
		console.log(`${c.name}: ${path} not found, skipped`);
		continue;
	}
	const proposal = await analyzeFiles([fromText(readFileSync(path, 'utf8'), c.file)]);
	if (!proposal.result.ok) throw new Error(`${c.file} does not import`);
	const matrix = proposal.result.matrix;
	const recipe = { kind: 'dirichlet', column: c.column, concentration: c.strength } as const;
	const prepared = prepareRun(matrix, recipe);
	const groups = prepared.data.groups!;
	const G = groups.names.length;
	const category = new Float64Array(c.draws * G);
	const one = new Float64Array(G);
	for (let d = 0; d < c.draws; d++) {
		category.set(categoryDrawWeights(prepared, c.seed, d, one), d * G);
	}
	const n = matrix.nItems;
	const R = 2 * c.pairs;
	const resamples = new Uint32Array(R * n);
	const scratch = drawScratch(n);
	const bootstrap = { kind: 'bootstrap', fraction: 1, strength: 1 } as const;
	for (let d = 0; d < R; d++) resamples.set(drawWeights(n, bootstrap, c.seed, d, scratch), d * n);
	let certificate: number[] | null = null;
	if (c.worstCaseBound !== null) {
		const worst = { kind: 'worstCase', column: c.column, bound: c.worstCaseBound } as const;
		const outcome = searchWorstCase(matrix, worst, prepareRun(matrix, worst).reference, {
			seed: c.seed
		});
		certificate = Array.from(outcome.weights);
	}
	writeFileSync(join(SCRATCH, `${c.name}.category.f64`), category);
	writeFileSync(join(SCRATCH, `${c.name}.resamples.u32`), resamples);
	manifest.push({
		...c,
		path,
		categories: groups.names,
		groupOf: Array.from(groups.groupOf),
		certificate
	});
	console.log(`${c.name}: ${c.draws} draws x ${G} categories, ${R} resamples x ${n} items`);
}
writeFileSync(join(SCRATCH, 'manifest.json'), JSON.stringify(manifest));
console.log(`wrote ${SCRATCH}`);
