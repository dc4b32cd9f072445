/**
 * The analysis charts of issue 12 (strength sweep in one picture, its step view and bump chart,
 * reference vs perturbed): charts drawn (non-blank canvases), table toggles holding the numbers of
 * the results JSON, screenshot baselines in light and dark, CSV downloads. The printable report
 * is checked in print.spec.ts; the same charts on ImageNetV2 and AlpacaEval in real-data.spec.ts.
 */
import {
	chartCsv,
	checkScatterTable,
	checkSweep,
	expectDrawn,
	openTable,
	type ModelJson
} from './chart-checks.ts';
import { expect, exportJson, openApp, runWith, setSettings, test } from './fixtures.ts';

test('strength sweep of a built-in sample: one picture, a sentence, a slider, the bump chart', async ({
	page
}) => {
	await openApp(page, { settings: { kind: 'subsample', sweep: 1, draws: 60, seed: 3 } });
	await checkSweep(page);
	const bump = await openTable(page.getByTestId('chart-bump'));
	await expect(bump.locator('tbody tr').first()).toBeVisible();
});

test('every kind with a strength sweeps (few draws, default steps)', async ({ page }) => {
	test.setTimeout(240_000);
	const kinds = [
		'subsample',
		'bootstrap',
		'labelNoise',
		'difficulty',
		'dirichlet',
		'modelSet',
		'worstCase'
	];
	for (const [k, kind] of kinds.entries()) {
		const settings = { kind, sweep: 1, draws: 20, seed: 1 };
		if (k === 0) await openApp(page, { settings });
		else await runWith(page, settings);
		const r = await exportJson(page);
		expect(r.drawType, kind).toBe('sweep');
		expect(r.sweep.length, kind).toBeGreaterThanOrEqual(5);
		await expect(page.getByTestId('chart-argument')).toBeVisible();
	}
});

test('reference vs perturbed: the scatter, its fitted line and its table', async ({ page }) => {
	await openApp(page, { settings: { kind: 'subsample', fraction: 0.5, draws: 100, seed: 4 } });
	const r = await exportJson(page);
	await expectDrawn(page, 'chart-reference-scatter');
	await expect(page.getByTestId('chart-reference-scatter-fit')).toContainText('Fitted line');
	await checkScatterTable(page, r.models);
	await page.getByTestId('chart-reference-scatter-probit').check();
	await expect(page.getByTestId('chart-reference-scatter-fit')).toContainText('probit');
	await expectDrawn(page, 'chart-reference-scatter');
});

test('every chart of a sample run downloads its numbers as CSV, the same as the results JSON', async ({
	page
}) => {
	await openApp(page, { settings: { kind: 'bootstrap', draws: 120, seed: 8 } });
	const r = await exportJson(page);
	const models = r.models as ModelJson[];
	const swing = await chartCsv(page, 'chart-swing');
	expect(swing.map((row) => row.model)).toEqual(models.map((m) => m.model));
	swing.forEach((row, k) => {
		for (const key of ['reference', 'mean', 'q025', 'q975'] as const)
			expect(Number(row[key]), `${row.model} ${key}`).toBe(models[k][key]);
	});
	const ranks = await chartCsv(page, 'chart-ranks');
	ranks.forEach((row, k) => {
		for (const key of ['referenceRank', 'rankLow', 'rankHigh', 'pFirst'] as const)
			expect(Number(row[key]), `${row.model} ${key}`).toBe(models[k][key]);
	});
	const tau = await chartCsv(page, 'chart-tau');
	expect(tau.reduce((n, row) => n + Number(row.draws), 0)).toBe(r.settings.draws);
	const scatter = await chartCsv(page, 'chart-reference-scatter');
	expect(scatter.map((row) => Number(row.mean))).toEqual(models.map((m) => m.mean));
});

test('the sweep charts download the steps of the results JSON as CSV', async ({ page }) => {
	await openApp(page, {
		settings: { kind: 'subsample', sweep: 1, steps: '1,0.5,0.2', draws: 30, seed: 9 }
	});
	const r = await exportJson(page);
	const rows = await chartCsv(page, 'chart-sweep');
	expect(rows).toHaveLength(r.sweep.length);
	rows.forEach((row, k) => {
		for (const [key, value] of Object.entries(r.sweep[k] as Record<string, number | null>))
			expect(row[key] === '' ? null : Number(row[key]), key).toBe(value);
	});
	expect(await chartCsv(page, 'chart-sweep-change')).toEqual(rows);
	expect(await chartCsv(page, 'chart-step-swing')).toHaveLength(r.models.length);
});

for (const scheme of ['light', 'dark'] as const) {
	test(`screenshot baselines (${scheme})`, async ({ page }) => {
		await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
		await openApp(page, {
			settings: {
				kind: 'subsample',
				sweep: 1,
				steps: '1,0.5,0.2,0.1',
				draws: 40,
				seed: 5
			}
		});
		await expectDrawn(page, 'chart-argument');
		await expect(page.getByTestId('chart-argument').locator('canvas')).toHaveScreenshot(
			`argument-${scheme}.png`,
			{ maxDiffPixelRatio: 0.01 }
		);
		await expect(page.getByTestId('chart-bump').locator('canvas')).toHaveScreenshot(
			`bump-${scheme}.png`,
			{ maxDiffPixelRatio: 0.01 }
		);
		await runWith(page, { sweep: 0, kind: 'subsample', fraction: 0.5, draws: 100, seed: 5 });
		await expectDrawn(page, 'chart-reference-scatter');
		await expect(page.getByTestId('chart-reference-scatter').locator('canvas')).toHaveScreenshot(
			`scatter-${scheme}.png`,
			{ maxDiffPixelRatio: 0.01 }
		);
	});
}

test('fixed variants are counted as variants, and dropping a category reads plainly', async ({
	page
}) => {
	await openApp(page, { settings: { kind: 'dropCategory', seed: 2 } });
	const meta = page.locator('.meta');
	await expect(meta).toContainText(/\d+ variants · seed 2/);
	await expect(meta).not.toContainText('draws');
	await expect(meta).not.toContainText('removed 1');
	await setSettings(page, { lang: 'zh-CN' });
	await expect(meta).toContainText('个变体');
	await expect(meta).not.toContainText('次抽样');
	await expect(meta).not.toContainText('比例为 1');
});
