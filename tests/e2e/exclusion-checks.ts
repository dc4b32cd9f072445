/**
 * Checks of exclude and re-rank shared by exclude.spec.ts and real-data.spec.ts: exclude the
 * flagged items in the item view and rerun the analysis without them; the banner, the
 * before/after view and the exported JSON agree.
 */
import type { Page } from '@playwright/test';
import { expect, exportJson } from './fixtures.ts';

export function excludeOf(page: Page): string | null {
	return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('exclude');
}

/** Waits for the run of what is shown now (starting it when it does not start by itself). */
export async function runDone(page: Page): Promise<void> {
	const status = page.getByTestId('run-status');
	const state = await status.getAttribute('data-state');
	if (state === 'idle' || state === 'cancelled') await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
}

/** Item view: exclude the flagged items, then rerun the analysis without them. */
export async function excludeFlaggedAndRerun(page: Page, id: string): Promise<void> {
	await page.goto(`/#/items?dataset=${id}`);
	await expect(page.getByTestId('items-view')).toBeVisible({ timeout: 60_000 });
	await page.getByTestId('exclude-flagged').click();
	await expect(page.getByTestId('exclusions-count')).toContainText('excluded');
	await page.getByTestId('exclusions-analyse').click();
	await expect(page.getByTestId('exclusion-banner')).toBeVisible({ timeout: 60_000 });
	expect(excludeOf(page)).toMatch(/^\d+-[0-9a-z]+$/);
	await runDone(page);
}

interface Row {
	model: string;
	before: number;
	after: number;
	rankBefore: number;
	rankAfter: number;
}

async function beforeAfterRows(page: Page): Promise<Row[]> {
	return page
		.getByTestId('exclusion-table')
		.locator('tbody tr')
		.evaluateAll((rows) =>
			rows.map((r) => ({
				model: r.getAttribute('data-model')!,
				before: Number(r.getAttribute('data-before')),
				after: Number(r.getAttribute('data-after')),
				rankBefore: Number(r.getAttribute('data-rank-before')),
				rankAfter: Number(r.getAttribute('data-rank-after'))
			}))
		);
}

/** The before/after view, the banner and the exported JSON say the same. */
export async function checkAgreement(page: Page) {
	const setId = excludeOf(page)!;
	await expect(page.getByTestId('exclusion-set')).toContainText(setId);
	const rows = await beforeAfterRows(page);
	const tau = Number(await page.getByTestId('exclusion-tau').getAttribute('data-tau'));
	const file = await exportJson(page);
	expect(file.schema).toBe('perturbation-sandbox/run@5');
	expect(file.excluded.setId).toBe(setId);
	expect(file.excluded.kept).toBe(file.dataset.items);
	expect(file.excluded.kept + file.excluded.items.length).toBe(file.excluded.datasetItems);
	await expect(page.getByTestId('exclusion-count')).toContainText(
		`${file.excluded.items.length.toLocaleString('en')} item`
	);
	for (const row of rows) {
		expect(file.reference.scores[row.model]).toBeCloseTo(row.after, 10);
		expect(file.excluded.before.scores[row.model]).toBeCloseTo(row.before, 10);
	}
	// The run's reference ranking is the "after" ranking; "before" is the ranking on all items.
	expect(file.reference.ranking).toEqual(rows.map((r) => r.model));
	expect([...file.excluded.before.ranking].sort()).toEqual(rows.map((r) => r.model).sort());
	// Min-method ranks: a model's rank is at most its place in the ranking (ties share a rank).
	for (const row of rows) {
		expect(file.excluded.before.ranking.indexOf(row.model) + 1).toBeGreaterThanOrEqual(
			row.rankBefore
		);
		expect(file.reference.ranking.indexOf(row.model) + 1).toBeGreaterThanOrEqual(row.rankAfter);
	}
	expect(file.excluded.tauB).toBeCloseTo(tau, 12);
	// Fragility of the analysed items.
	expect(file.fragility.leaderFlip.leader).toBe(file.leader);
	expect(['exact', 'greedy']).toContain(file.fragility.leaderFlip.method);
	for (const item of file.fragility.leaderFlip.items) {
		expect(file.excluded.items).not.toContain(item);
	}
	return file;
}
