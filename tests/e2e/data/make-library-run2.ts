/**
 * Writes `library-run2.zip`, `library-run3.zip` and `library-run4.zip`
 * (`npx tsx tests/e2e/data/make-library-run2.ts`): library backups holding the golden
 * `small-binary` dataset and one saved run in the run@2, run@3 and run@4 format, for the e2e tests
 * that an older result opens with its note.
 *
 * Each run was written by the app's own code at the last version of its format, into a scratch
 * folder by `git archive <commit>`, as a 200-draw bootstrap of
 * tests/fixtures/golden/small-binary.csv through its importer, `runChunk`, `summarizeRun`,
 * `runExtras`, `headline` and `buildRunResult`: `run-v2.json` (seed 21) at the parent of commit
 * 7729ed5 ("One recipe table"), `run-v3.json` (seed 23) at commit 5514052 (the last run@3
 * version, before the noise floor), `run-v4.json` (seed 25) at commit 6358033 (the last run@4
 * version, before issue 30), a 200-draw Dirichlet on `category` at strength 1 beside a 200-pair
 * noise floor, whose sentence shows what run@4 said of a random shift ("0.1 times their sampling
 * noise: within it"). Do not regenerate them with today's code: the point is a file as an older
 * version wrote it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import { analyzeFiles, fromText } from '../../../src/formats/import-files.ts';
import { writeLibraryFile } from '../../../src/formats/library-file.ts';
import { RunResultSchema, type RunResult } from '../../../src/schemas/results.ts';
import { runKey, SavedRunSchema } from '../../../src/storage/saved-run.ts';

const here = import.meta.dirname;
const csv = join(here, '..', '..', 'fixtures', 'golden', 'small-binary.csv');
const proposal = await analyzeFiles([fromText(readFileSync(csv, 'utf8'), 'small-binary.csv')]);
if (!proposal.result.ok) throw new Error('small-binary.csv did not import');
const matrix = proposal.result.matrix;
const id = fingerprint(matrix);
for (const version of ['2', '3', '4']) {
	const raw = JSON.parse(readFileSync(join(here, `run-v${version}.json`), 'utf8')) as RunResult;
	const result = RunResultSchema.parse(raw);
	if (result.dataset.id !== id)
		throw new Error(`the run is of dataset ${result.dataset.id}, not ${id}`);
	// Checked with today's schema, stored as the older version wrote it (unknown fields included).
	const run = {
		key: runKey(id, result.settings),
		datasetId: id,
		savedAt: '2026-02-20T09:00:00.000Z'
	};
	SavedRunSchema.parse({ ...run, result });
	const bytes = writeLibraryFile({
		exportedAt: '2026-02-20T10:00:00.000Z',
		appVersion: '0.1.0',
		datasets: [
			{
				matrix,
				record: {
					id,
					name: 'small-binary',
					fileName: 'small-binary.csv',
					source: 'file',
					addedAt: '2026-02-20T08:00:00.000Z',
					nItems: matrix.nItems,
					nModels: matrix.nModels,
					valueType: matrix.valueType,
					missingCells: matrix.missingCells,
					metaFields: Object.keys(matrix.meta),
					notes: []
				}
			}
		],
		runs: [{ ...run, result: raw }],
		kv: []
	});
	writeFileSync(join(here, `library-run${version}.zip`), bytes);
	console.log(`library-run${version}.zip: ${bytes.length} bytes, dataset ${id}`);
}
