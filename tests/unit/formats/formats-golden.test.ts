/**
 * Golden values of the formats issue 36 added: each fixture (made by scripts/make-format-fixtures.ts)
 * imported with the proposed mapping, unchanged, gives the per-model means a plain Python
 * reading of the same file gives (scripts/golden/make_formats_golden.py, with its own Parquet and
 * xlsx readers; values in tests/fixtures/golden/formats-golden.json). The real files of
 * ../shared/real are checked the same way when they are there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromBytes, type SourceFile } from '../../../src/formats/source.ts';
import { GOLDEN_DIR, HAVE_REAL, NO_REAL_MESSAGE, REAL } from '../helpers.ts';
import { analyze, FORMATS, modelMeans, okMatrix } from './util.ts';

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'formats-golden.json'), 'utf8')) as {
	fixtures: Record<string, Record<string, number>>;
	real: Record<string, Record<string, number>>;
};

/** Every file under `root/rel` (a file or a folder), named by its path under `root`. */
function filesOf(root: string, rel: string): SourceFile[] {
	const walk = (p: string): string[] =>
		statSync(p).isDirectory()
			? readdirSync(p)
					.sort()
					.flatMap((e) => walk(join(p, e)))
			: [p];
	return walk(join(root, rel)).map((p) =>
		fromBytes(new Uint8Array(readFileSync(p)), p.slice(root.length + 1))
	);
}

/** The expected format of the file holding the scores, per fixture. */
const FORMAT_OF: Record<string, string> = {
	'european/noten.csv': 'wide-table',
	'promptfoo/support-eval.json': 'promptfoo',
	'arena-hard': 'arena-hard-judgments',
	'every-eval-ever': 'eee-samples',
	lighteval: 'lighteval-details',
	'parquet/wide-scores.parquet': 'wide-table',
	'parquet/long-gzip.parquet': 'long-table',
	'livecodebench/performances_generation.json': 'livecodebench',
	'xlsx/scores.xlsx': 'wide-table'
};

function expectMeans(actual: Map<string, number>, expected: Record<string, number>): void {
	expect([...actual.keys()].sort()).toEqual(Object.keys(expected).sort());
	for (const [model, mean] of Object.entries(expected)) {
		expect(Math.abs(actual.get(model)! - mean), model).toBeLessThan(1e-12);
	}
}

describe('each new format imports as proposed to the means Python reads', () => {
	for (const [rel, expected] of Object.entries(golden.fixtures)) {
		it(rel, async () => {
			const p = await analyze(...filesOf(FORMATS, rel));
			expect(p.files.map((f) => f.format)).toContain(FORMAT_OF[rel]);
			expectMeans(modelMeans(okMatrix(p)), expected);
		});
	}
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL)('real files of ../shared/real, to the means Python reads', () => {
	for (const [rel, expected] of Object.entries(golden.real)) {
		it(rel, async () => {
			const p = await analyze(...filesOf(REAL, rel));
			expectMeans(modelMeans(okMatrix(p)), expected);
		});
	}
});
