/**
 * The ranking heatmaps of a sample run (rank probabilities, who beats whom, the leaderboard with
 * tie groups): drawn (non-blank canvases), their table toggles holding the results JSON's numbers,
 * a click or a search highlighting a model everywhere. On the built-in sample, and on ImageNetV2
 * and AlpacaEval from ../shared/real when present.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, exportJson, importFiles, openApp, ROOT, runWith, test } from './fixtures.ts';

const REAL = join(ROOT, '..', 'shared', 'real');
const HAVE_REAL = existsSync(REAL);

/** Distinct colours drawn on a canvas (a blank canvas has one or none). */
async function canvasColours(page: Page, testid: string): Promise<number> {
	return page
		.getByTestId(testid)
		.locator('canvas')
		.evaluate((c: HTMLCanvasElement) => {
			const ctx = c.getContext('2d')!;
			const data = ctx.getImageData(0, 0, c.width, c.height).data;
			const seen = new Set<number>();
			for (let i = 0; i < data.length; i += 16) {
				if (data[i + 3] === 0) continue;
				seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
				if (seen.size > 50) break;
			}
			return seen.size;
		});
}

async function openTable(page: Page, panel: string) {
	const figure = page.getByTestId(panel);
	await figure.getByRole('button', { name: /show table/i }).click();
	return figure;
}

interface Result {
	reference: { ranking: string[] };
	rankProbabilities: Record<string, number[]>;
	pairwise: Array<{ a: string; b: string; pAhead: number; difference: number; pAdjusted: number }>;
	tieGroups: string[][];
}

/** The heatmaps are drawn and their tables hold the JSON's numbers. */
async function checkHeatmaps(page: Page, r: Result) {
	await expect(page.getByTestId('ranking-heatmaps')).toBeVisible();
	for (const id of ['rank-probabilities-heatmap', 'who-beats-whom-heatmap']) {
		await page.getByTestId(id).scrollIntoViewIfNeeded();
		await expect.poll(() => canvasColours(page, id)).toBeGreaterThan(5);
	}
	// The rank-probability table: the first rows' values are the JSON's.
	const ranks = await openTable(page, 'chart-rank-probabilities');
	const rows = ranks.getByTestId('rank-probabilities-table').locator('tbody tr');
	const shown = Math.min(3, await rows.count());
	for (let k = 0; k < shown; k++) {
		const model = r.reference.ranking[k];
		await expect(rows.nth(k).locator('th')).toHaveText(model);
		const values = await rows
			.nth(k)
			.locator('td[data-value]')
			.evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
		values.forEach((v, j) => expect(v).toBe(r.rankProbabilities[model][j]));
	}
	// The who-beats-whom table: every pair's share ahead and adjusted p as in the JSON.
	const pairs = await openTable(page, 'chart-who-beats-whom');
	const pairRows = pairs.getByTestId('who-beats-whom-table').locator('tbody tr');
	await expect(pairRows).toHaveCount(r.pairwise.length);
	for (const k of [0, r.pairwise.length - 1]) {
		const p = r.pairwise[k];
		const cells = pairRows.nth(k).locator('td');
		await expect(cells.nth(0)).toHaveText(p.a);
		await expect(cells.nth(1)).toHaveText(p.b);
		expect(Number(await cells.nth(2).getAttribute('data-value'))).toBe(p.pAhead);
		const adjusted = await cells.nth(4).getAttribute('data-value');
		expect(adjusted === 'NaN' ? null : Number(adjusted)).toBe(p.pAdjusted);
	}
	// Each table names its Holm family under it; the neighbour table says where they differ.
	const pairwiseFamily = page.getByTestId('holm-family-pairwise');
	await expect(pairwiseFamily).toContainText('Holm-adjusted over');
	await expect(pairwiseFamily).toContainText('this table’s family');
	await expect(page.getByTestId('holm-family-groups')).toContainText('Holm-adjusted over');
	const neighbours = page.getByTestId('holm-family-pairs');
	await expect(neighbours).toContainText('neighbouring pairs shown');
	const m = r.reference.ranking.length;
	if (m <= 60) {
		const defined = r.pairwise.filter((p) => p.pAdjusted !== null).length;
		await expect(pairwiseFamily).toContainText(`over all ${defined.toLocaleString('en-US')} pairs`);
		await expect(neighbours).toContainText('“Who beats whom” adjusts the same pairs over all');
	}
	// The leaderboard: one group number per model, as the JSON's tie groups.
	const board = page.getByTestId('tie-groups').locator('tbody tr');
	const groupOf = new Map(r.tieGroups.flatMap((g, k) => g.map((m) => [m, k + 1] as const)));
	const n = Math.min(5, await board.count());
	for (let k = 0; k < n; k++) {
		const model = r.reference.ranking[k];
		await expect(board.nth(k)).toHaveAttribute('data-group', String(groupOf.get(model)));
	}
}

test('built-in sample: rank probabilities, who beats whom and tie groups', async ({ page }) => {
	await openApp(page);
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
	await openApp(page);
	await page.goto('/#/');
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
		await openApp(page);
		await runWith(page, { kind: 'bootstrap', draws: 100, seed: 5 });
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

for (const name of ['imagenet_v2', 'alpaca_eval']) {
	test(`real data: ${name} ranking heatmaps`, async ({ page }) => {
		test.skip(
			!HAVE_REAL,
			`../shared/real not found: real benchmark files are not part of this repository`
		);
		test.setTimeout(120_000);
		await openApp(page);
		await importFiles(page, join(REAL, name, `${name}.wide.csv`));
		await expect(page.getByTestId('dataset-name')).toHaveText(`${name}.wide`, { timeout: 30_000 });
		await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 200, seed: 0 });
		const r = (await exportJson(page)) as Result;
		await checkHeatmaps(page, r);
	});
}
