/**
 * The analysis charts of issue 12 (strength sweep in one picture, its step view and bump chart,
 * reference vs perturbed): charts drawn (non-blank canvases), table toggles holding the numbers of
 * the results JSON, screenshot baselines in light and dark, CSV downloads. The printable report
 * is checked in print.spec.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
	expect,
	exportJson,
	importFiles,
	openApp,
	readDownload,
	ROOT,
	runWith,
	setSettings,
	test
} from './fixtures.ts';

const REAL = join(ROOT, '..', 'shared', 'real');
const HAVE_REAL = existsSync(REAL);

/** Pixels of the panel's first canvas that are not transparent. */
async function inkOf(panel: Locator): Promise<number> {
	return panel
		.locator('canvas')
		.first()
		.evaluate((c: HTMLCanvasElement) => {
			const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
			let n = 0;
			for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
			return n;
		});
}

async function expectDrawn(page: Page, testid: string): Promise<void> {
	const panel = page.getByTestId(testid);
	await expect(panel).toBeVisible();
	await expect.poll(() => inkOf(panel)).toBeGreaterThan(2000);
}

async function openTable(panel: Locator): Promise<Locator> {
	await panel.getByRole('button', { name: 'Show table' }).click();
	return panel.getByRole('region');
}

type SweepJsonRow = { step: number; tauMedian: number; leaderKept: number };
type ModelJson = {
	model: string;
	reference: number;
	referenceRank: number;
	mean: number;
	q025: number;
	q975: number;
	rankLow: number;
	rankHigh: number;
	pFirst: number;
};

/** Clicks a chart's CSV button; the file's rows as objects keyed by its header. */
async function chartCsv(page: Page, testid: string): Promise<Record<string, string>[]> {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId(`${testid}-csv`).click()
	]);
	expect(download.suggestedFilename()).toMatch(/\.csv$/);
	const [header, ...lines] = (await readDownload(download)).toString('utf8').trimEnd().split('\n');
	// The built-in and real model names hold no comma or quote, so a plain split reads them.
	const keys = header.split(',');
	return lines.map((l) => Object.fromEntries(l.split(',').map((v, k) => [keys[k], v])));
}

/** The scatter's table shows each model's reference score as the JSON has it (rounded). */
async function checkScatterTable(page: Page, models: ModelJson[]): Promise<void> {
	const table = await openTable(page.getByTestId('chart-reference-scatter'));
	const rows = table.locator('tbody tr');
	await expect(rows).toHaveCount(models.length);
	for (const k of [0, Math.floor(models.length / 2), models.length - 1]) {
		const m = models[k];
		await expect(rows.nth(k).locator('td').nth(0)).toHaveText(m.model);
		const cell = (await rows.nth(k).locator('td').nth(1).innerText()).trim();
		const shown = Number(cell.replace(/[^\d.-]/g, ''));
		if (cell.endsWith('%')) expect(Math.abs(shown - m.reference * 100)).toBeLessThanOrEqual(0.051);
		else expect(Math.abs(shown - m.reference)).toBeLessThanOrEqual(0.005 * Math.abs(m.reference));
	}
}

async function checkSweep(page: Page): Promise<void> {
	const r = await exportJson(page);
	expect(r.drawType).toBe('sweep');
	await expectDrawn(page, 'chart-argument');
	await expectDrawn(page, 'chart-bump');
	await expectDrawn(page, 'chart-step-swing');
	await expectDrawn(page, 'chart-step-scatter');
	await expect(page.getByTestId('argument-sentence')).toContainText('tau-b stays at or above');
	const table = await openTable(page.getByTestId('chart-argument'));
	const rows = table.locator('tbody tr');
	await expect(rows).toHaveCount(r.sweep.length);
	for (const [k, row] of (r.sweep as SweepJsonRow[]).entries()) {
		await expect(rows.nth(k).locator('td').nth(3)).toContainText(row.tauMedian.toFixed(2));
	}
	// The slider picks a step: the step view follows it.
	const slider = page.getByTestId('sweep-slider');
	await slider.focus();
	await page.keyboard.press('Home');
	await expect(page.getByTestId('sweep-slider-value')).toHaveText(String(r.sweep[0].step));
	await expect(page.getByTestId('sweep-step-title')).toContainText(String(r.sweep[0].step));
	await expectDrawn(page, 'chart-step-ranks');
}

test('strength sweep of a built-in sample: one picture, a sentence, a slider, the bump chart', async ({
	page
}) => {
	await openApp(page);
	await runWith(page, { kind: 'subsample', sweep: 1, draws: 60, seed: 3 });
	await checkSweep(page);
	const bump = await openTable(page.getByTestId('chart-bump'));
	await expect(bump.locator('tbody tr').first()).toBeVisible();
});

test('every kind with a strength sweeps (few draws, default steps)', async ({ page }) => {
	test.setTimeout(240_000);
	await openApp(page);
	for (const kind of [
		'subsample',
		'bootstrap',
		'labelNoise',
		'difficulty',
		'dirichlet',
		'modelSet',
		'worstCase'
	]) {
		await runWith(page, { kind, sweep: 1, draws: 20, seed: 1 });
		const r = await exportJson(page);
		expect(r.drawType, kind).toBe('sweep');
		expect(r.sweep.length, kind).toBeGreaterThanOrEqual(5);
		await expect(page.getByTestId('chart-argument')).toBeVisible();
	}
});

test('reference vs perturbed: the scatter, its fitted line and its table', async ({ page }) => {
	await openApp(page);
	await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 100, seed: 4 });
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
	await openApp(page);
	await runWith(page, { kind: 'bootstrap', draws: 120, seed: 8 });
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
	await openApp(page);
	await runWith(page, { kind: 'subsample', sweep: 1, steps: '1,0.5,0.2', draws: 30, seed: 9 });
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
		await openApp(page);
		await runWith(page, {
			kind: 'subsample',
			sweep: 1,
			steps: '1,0.5,0.2,0.1',
			draws: 40,
			seed: 5
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

for (const name of ['imagenet_v2', 'alpaca_eval']) {
	test(`real data: ${name} sweep and reference vs perturbed render`, async ({ page }) => {
		test.skip(
			!HAVE_REAL,
			`../shared/real not found: real benchmark files are not part of this repository`
		);
		test.setTimeout(180_000);
		await openApp(page);
		await importFiles(page, join(REAL, name, `${name}.wide.csv`));
		await expect(page.getByTestId('dataset-name')).toHaveText(`${name}.wide`, { timeout: 30_000 });
		await runWith(page, {
			kind: 'subsample',
			sweep: 1,
			steps: '1,0.5,0.2,0.1',
			draws: 20,
			seed: 1
		});
		await checkSweep(page);
		await runWith(page, { sweep: 0, kind: 'subsample', fraction: 0.5, draws: 50, seed: 1 });
		const r = await exportJson(page);
		await expectDrawn(page, 'chart-reference-scatter');
		await checkScatterTable(page, r.models);
	});
}

test('fixed variants are counted as variants, and dropping a category reads plainly', async ({
	page
}) => {
	await openApp(page);
	await runWith(page, { kind: 'dropCategory', seed: 2 });
	const meta = page.locator('.meta');
	await expect(meta).toContainText(/\d+ variants · seed 2/);
	await expect(meta).not.toContainText('draws');
	await expect(meta).not.toContainText('removed 1');
	await setSettings(page, { lang: 'zh-CN' });
	await expect(meta).toContainText('个变体');
	await expect(meta).not.toContainText('次抽样');
	await expect(meta).not.toContainText('比例为 1');
});
