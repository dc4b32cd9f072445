/**
 * Real benchmarks from ../shared/real (skipped when absent: they are not part of this
 * repository), each imported once and shared by its tests (one page per dataset, tests in
 * order): the published headline numbers and the ranking heatmaps of that run (as
 * heatmaps.spec.ts on the sample), the strength sweep and reference-vs-perturbed charts (as
 * charts.spec.ts), and on ImageNetV2 the item view's flags and exclusion re-rank (as
 * items.spec.ts) and the analysis rerun without the flagged items (as exclude.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HAVE_REAL, NO_REAL_MESSAGE, REAL } from '../unit/helpers.ts';
import { checkScatterTable, checkSweep, expectDrawn } from './chart-checks.ts';
import { checkAgreement, excludeFlaggedAndRerun, excludeOf } from './exclusion-checks.ts';
import {
	datasetIdOf,
	downloadOf,
	expect,
	exportJson,
	importFiles,
	openApp,
	openItems,
	runWith,
	sharedPage,
	sharedTest as test
} from './fixtures.ts';
import { checkHeatmaps, type Result } from './heatmap-checks.ts';

const DATASETS = [
	{ name: 'alpaca_eval', charts: true, items: false },
	{ name: 'livecodebench', charts: false, items: false },
	{ name: 'imagenet_v2', charts: true, items: true }
];

for (const { name, charts, items } of DATASETS) {
	test.describe(`real data: ${name}`, () => {
		test.skip(!HAVE_REAL, NO_REAL_MESSAGE);
		let id = '';
		const page = sharedPage(async (p) => {
			await openApp(p, { analysis: false });
			await importFiles(p, join(REAL, name, `${name}.wide.csv`));
			await expect(p.getByTestId('dataset-name')).toHaveText(`${name}.wide`, { timeout: 60_000 });
			id = datasetIdOf(p);
		});
		/** The dataset's analysis, as a link opens it. */
		const openAnalysis = async () => {
			await page().goto(`/#/analysis?dataset=${id}`);
			await expect(page().getByTestId('dataset-name')).toHaveText(`${name}.wide`);
		};

		test(`${name} imports and runs, matching its published headline numbers; its ranking heatmaps`, async () => {
			test.setTimeout(120_000);
			const stats = JSON.parse(readFileSync(join(REAL, name, 'stats.json'), 'utf8'));
			await openAnalysis();
			await expect(page().getByTestId('dataset-summary')).toContainText(
				`${stats.n_items.toLocaleString('en-US')} items × ${stats.n_models} models`
			);
			// The folder's headline procedure: 200 random 50% subsamples, median tau-b.
			await runWith(page(), { kind: 'subsample', fraction: 0.5, draws: 200, seed: 0 });
			const r = await exportJson(page());
			expect(r.dataset.missingCells).toBe(stats.missing_cells);
			const scores = Object.values(r.reference.scores) as number[];
			expect(Math.min(...scores)).toBeCloseTo(stats.min_model_mean, 12);
			expect(Math.max(...scores)).toBeCloseTo(stats.max_model_mean, 12);
			expect(r.reference.ranking[0]).toBe(stats.max_model);
			expect(r.reference.ranking.at(-1)).toBe(stats.min_model);
			// Different random draws than numpy's, so agreement is statistical, not exact.
			expect(Math.abs(r.tau.median - stats.tau_b_median)).toBeLessThan(0.01);
			// The ranking heatmaps of the same run (as heatmaps.spec.ts on the sample).
			await checkHeatmaps(page(), r as Result);
		});

		if (charts) {
			test(`${name} sweep and reference vs perturbed render`, async () => {
				test.setTimeout(180_000);
				await openAnalysis();
				await runWith(page(), {
					kind: 'subsample',
					sweep: 1,
					steps: '1,0.5,0.2,0.1',
					draws: 20,
					seed: 1
				});
				await checkSweep(page());
				await runWith(page(), { sweep: 0, kind: 'subsample', fraction: 0.5, draws: 50, seed: 1 });
				const r = await exportJson(page());
				await expectDrawn(page(), 'chart-reference-scatter');
				await checkScatterTable(page(), r.models);
			});
		}

		if (items) {
			test(`${name} items, flags, exclusion rerun and export agree`, async () => {
				test.setTimeout(120_000);
				await openItems(page(), id);
				await page().getByTestId('filter-flag').selectOption('any');
				const rows = page().getByTestId('item-row');
				await expect(rows.first()).toBeVisible();
				await expect(rows.first().locator('[data-flag]').first()).toBeVisible();
				await page().getByTestId('exclude-flagged').click();
				await expect(page().getByTestId('exclusions-count')).toContainText('excluded');
				const table = await page()
					.getByTestId('before-after')
					.locator('tbody tr')
					.evaluateAll((trs) =>
						trs.map((r) => ({
							model: r.getAttribute('data-model'),
							rank: Number((r.querySelector('[data-testid="rank-after"]') as HTMLElement).innerText)
						}))
					);
				const file = JSON.parse((await downloadOf(page(), 'items-export-json')).toString('utf8'));
				expect(file.rerank.excluded).toBe(file.excluded.length);
				expect(file.rerank.excluded).toBeGreaterThan(0);
				const flaggedIds = new Set(
					file.items
						.filter((it: { flags: { code: string }[] }) =>
							it.flags.some((f) => f.code === 'inverted' || f.code === 'nobodySolves')
						)
						.map((it: { id: string }) => it.id)
				);
				expect(new Set(file.excluded)).toEqual(flaggedIds);
				for (const row of table) expect(file.rerank.after[row.model!].rank).toBe(row.rank);
				expect(file.rerank.rankingAfter).toEqual(table.map((r) => r.model));
			});

			test(`${name}: exclude the flagged items and rerun the analysis`, async () => {
				test.setTimeout(240_000);
				// The test before excluded the flagged items already: this keeps the same set.
				await excludeFlaggedAndRerun(page(), id);
				const file = await checkAgreement(page());
				expect(file.excluded.items.length).toBeGreaterThan(0);
				expect(file.dataset.items).toBe(10_000 - file.excluded.items.length);
				await page().reload();
				await expect(page().getByTestId('exclusion-set')).toContainText(file.excluded.setId, {
					timeout: 60_000
				});
				expect(excludeOf(page())).toBe(file.excluded.setId);
			});
		}
	});
}
