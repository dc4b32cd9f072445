/**
 * Checks of the ranking heatmaps shared by heatmaps.spec.ts and real-data.spec.ts: the rank
 * probabilities and who-beats-whom heatmaps drawn, their tables and the tie-group leaderboard
 * holding the results JSON's numbers.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Distinct colours drawn on a canvas (a blank canvas has one or none). */
export async function canvasColours(page: Page, testid: string): Promise<number> {
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

export interface Result {
	reference: { ranking: string[] };
	rankProbabilities: Record<string, number[]>;
	pairwise: Array<{ a: string; b: string; pAhead: number; difference: number; pAdjusted: number }>;
	tieGroups: string[][];
}

/** The heatmaps are drawn and their tables hold the JSON's numbers. */
export async function checkHeatmaps(page: Page, r: Result) {
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
