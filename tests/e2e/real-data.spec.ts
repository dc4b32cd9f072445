import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, exportJson, importFiles, openApp, ROOT, runWith, test } from './fixtures.ts';

const REAL = join(ROOT, '..', 'shared', 'real');
const HAVE_REAL = existsSync(REAL);

for (const name of ['alpaca_eval', 'livecodebench', 'imagenet_v2']) {
	test(`real data: ${name} imports and runs, matching its published headline numbers`, async ({
		page
	}) => {
		test.skip(
			!HAVE_REAL,
			`../shared/real not found: real benchmark files are not part of this repository`
		);
		const stats = JSON.parse(readFileSync(join(REAL, name, 'stats.json'), 'utf8'));
		await openApp(page);
		await importFiles(page, join(REAL, name, `${name}.wide.csv`));
		await expect(page.getByTestId('dataset-name')).toHaveText(`${name}.wide`, { timeout: 30_000 });
		await expect(page.getByTestId('dataset-summary')).toContainText(
			`${stats.n_items.toLocaleString('en-US')} items × ${stats.n_models} models`
		);
		// The folder's headline procedure: 200 random 50% subsamples, median tau-b.
		await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 200, seed: 0 });
		const r = await exportJson(page);
		expect(r.dataset.missingCells).toBe(stats.missing_cells);
		const scores = Object.values(r.reference.scores) as number[];
		expect(Math.min(...scores)).toBeCloseTo(stats.min_model_mean, 12);
		expect(Math.max(...scores)).toBeCloseTo(stats.max_model_mean, 12);
		expect(r.reference.ranking[0]).toBe(stats.max_model);
		expect(r.reference.ranking.at(-1)).toBe(stats.min_model);
		// Different random draws than numpy's, so agreement is statistical, not exact.
		expect(Math.abs(r.tau.median - stats.tau_b_median)).toBeLessThan(0.01);
	});
}
