/**
 * Checks of the analysis charts shared by charts.spec.ts and real-data.spec.ts: a chart is drawn
 * (a canvas with ink), its table holds the results JSON's numbers, a chart's CSV download read
 * back, the strength sweep's picture, sentence, table and slider.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, exportJson, readDownload, reveal } from './fixtures.ts';

/** Pixels of the panel's first canvas that are not transparent. */
export async function inkOf(panel: Locator): Promise<number> {
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

export async function expectDrawn(page: Page, testid: string): Promise<void> {
	await reveal(page, testid);
	const panel = page.getByTestId(testid);
	await expect(panel).toBeVisible();
	await expect.poll(() => inkOf(panel)).toBeGreaterThan(2000);
}

export async function openTable(panel: Locator): Promise<Locator> {
	await panel.getByRole('button', { name: 'Show table' }).click();
	return panel.getByRole('region');
}

export type SweepJsonRow = { step: number; tauMedian: number; leaderKept: number };
export type ModelJson = {
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
export async function chartCsv(page: Page, testid: string): Promise<Record<string, string>[]> {
	await reveal(page, testid);
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
export async function checkScatterTable(page: Page, models: ModelJson[]): Promise<void> {
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

export async function checkSweep(page: Page): Promise<void> {
	const r = await exportJson(page);
	expect(r.drawType).toBe('sweep');
	await expectDrawn(page, 'chart-argument');
	await expectDrawn(page, 'chart-bump');
	await expectDrawn(page, 'chart-step-swing');
	await expectDrawn(page, 'chart-step-scatter');
	await expect(page.getByTestId('argument-sentence')).toContainText('keep tau-b at or above');
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
