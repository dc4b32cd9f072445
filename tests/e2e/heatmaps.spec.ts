/**
 * The ranking heatmaps of a sample run (rank probabilities, who beats whom, the leaderboard with
 * tie groups): drawn (non-blank canvases), their table toggles holding the results JSON's numbers,
 * a click or a search highlighting a model everywhere. On the built-in sample (ImageNetV2 and
 * AlpacaEval from ../shared/real: real-data.spec.ts).
 */
import { canvasColours, checkHeatmaps, type Result } from './heatmap-checks.ts';
import { expect, exportJson, openApp, openPanels, runWith, test } from './fixtures.ts';

test('built-in sample: rank probabilities, who beats whom and tie groups', async ({ page }) => {
	await openApp(page);
	await openPanels(page, 'ties');
	const r = (await exportJson(page)) as Result & { drawType: string };
	expect(r.drawType).toBe('sample');
	const models = r.reference.ranking;
	// Rank probabilities: each model's row sums to 1.
	for (const m of models)
		expect(r.rankProbabilities[m].reduce((a, v) => a + v, 0)).toBeCloseTo(1, 9);
	expect(r.pairwise).toHaveLength((models.length * (models.length - 1)) / 2);
	expect(r.tieGroups.flat()).toEqual(models);
	await checkHeatmaps(page, r);

	// A click on a model in the leaderboard highlights it everywhere (the select follows).
	const third = models[2];
	await page.getByTestId('tie-groups').getByRole('button', { name: third, exact: true }).click();
	await expect(page.getByTestId('highlight-select').locator('option:checked')).toHaveText(third);
	await expect(page.getByTestId('tie-groups').locator('tbody tr.hl')).toHaveCount(1);

	// The search box finds a model by part of its name.
	const last = models[models.length - 1];
	await page.getByTestId('model-search').fill(last.slice(-4));
	await page.getByTestId('model-search-results').getByRole('button', { name: last }).click();
	await expect(page.getByTestId('highlight-select').locator('option:checked')).toHaveText(last);
});

test('a leaderboard of 220 models: top 50 first, show all, search, heatmaps of the top', async ({
	page
}) => {
	// 220 models x 60 items of 0/1, model k solving item i when (i * 7 + k) % 97 < 97 - k / 3.
	const M = 220;
	const header = [
		'item_id',
		...Array.from({ length: M }, (_, k) => `org-${k}/a-rather-long-model-name-${k}`)
	];
	const rows = Array.from({ length: 60 }, (_, i) =>
		[
			`q${i}`,
			...Array.from({ length: M }, (_, k) => ((i * 7 + k * 13) % 97 < 97 - k / 3 ? 1 : 0))
		].join(',')
	);
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles({
		name: 'wide-220.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from([header.join(','), ...rows].join('\n') + '\n')
	});
	await expect(page.getByTestId('dataset-name')).toHaveText('wide-220', { timeout: 30_000 });
	await runWith(page, { kind: 'bootstrap', draws: 100, seed: 3 });
	const r = (await exportJson(page)) as Result & { pairwiseScope: string };
	expect(r.pairwiseScope).toBe('neighbours');
	expect(r.pairwise).toHaveLength(M - 1);
	expect(Object.keys(r.rankProbabilities)).toHaveLength(M);
	// The leaderboard shows the top 50 until "show all".
	const board = page.getByTestId('tie-groups').locator('tbody tr');
	await expect(board).toHaveCount(50);
	await page.getByTestId('tie-groups-all').click();
	await expect(board).toHaveCount(M);
	await expect(page.getByTestId('per-model-all')).toBeVisible();
	await checkHeatmaps(page, r);
	// Search finds one model among hundreds.
	const target = r.reference.ranking[150];
	await page.getByTestId('model-search').fill(target.split('/')[0] + '/');
	await page.getByTestId('model-search').press('Enter');
	await expect(page.getByTestId('highlight-select').locator('option:checked')).toHaveText(target);
});

for (const scheme of ['light', 'dark'] as const) {
	test(`heatmap screenshot baselines (${scheme})`, async ({ page }) => {
		// Fixed viewport (playwright.config.ts), no motion, a fixed run; each canvas compared once
		// it is drawn. The tolerance covers font anti-aliasing, not a changed cell.
		await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
		await openApp(page, { settings: { kind: 'bootstrap', draws: 100, seed: 5 } });
		for (const [id, file] of [
			['rank-probabilities-heatmap', 'rank-probabilities'],
			['who-beats-whom-heatmap', 'who-beats-whom']
		] as const) {
			await page.getByTestId(id).scrollIntoViewIfNeeded();
			await expect.poll(() => canvasColours(page, id)).toBeGreaterThan(5);
			await expect(page.getByTestId(id).locator('canvas')).toHaveScreenshot(
				`${file}-${scheme}.png`,
				{ maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' }
			);
		}
	});
}
