import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HAVE_REAL, NO_REAL_MESSAGE, REAL } from '../unit/helpers.ts';
import { expect, exportJson, importFiles, openApp, test } from './fixtures.ts';

// Exclude and re-rank (issue 13): flag items in the item view, exclude the flagged ones, rerun the
// analysis without them; the banner, the before/after view and the exported JSON agree; the URL
// carries the set and reopening it restores it; a link naming another set runs nothing.

function datasetIdOf(page: Page): string {
	const id = new URL(page.url()).hash.match(/dataset=([0-9a-f]+)/)?.[1];
	if (!id) throw new Error(`no dataset in ${page.url()}`);
	return id;
}

function excludeOf(page: Page): string | null {
	return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('exclude');
}

/** Waits for the run of what is shown now (starting it when it does not start by itself). */
async function runDone(page: Page): Promise<void> {
	const status = page.getByTestId('run-status');
	const state = await status.getAttribute('data-state');
	if (state === 'idle' || state === 'cancelled') await page.getByTestId('run-button').click();
	await expect(status).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
}

/** Item view: exclude the flagged items, then rerun the analysis without them. */
async function excludeFlaggedAndRerun(page: Page, id: string): Promise<void> {
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
async function checkAgreement(page: Page) {
	const setId = excludeOf(page)!;
	await expect(page.getByTestId('exclusion-set')).toContainText(setId);
	const rows = await beforeAfterRows(page);
	const tau = Number(await page.getByTestId('exclusion-tau').getAttribute('data-tau'));
	const file = await exportJson(page);
	expect(file.schema).toBe('perturbation-sandbox/run@4');
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

test('sample: exclude the flagged items, rerun, before/after and JSON agree, the URL restores it', async ({
	page
}) => {
	test.setTimeout(120_000);
	await openApp(page);
	const id = datasetIdOf(page);
	const all = await exportJson(page);
	expect(all.excluded).toBeUndefined();
	expect(all.fragility.leaderFlip.method).toBe('exact');

	await excludeFlaggedAndRerun(page, id);
	const file = await checkAgreement(page);
	expect(file.dataset.items).toBeLessThan(all.dataset.items);
	// The saved run says it ran without the excluded items.
	const saved = page.getByTestId('saved-runs');
	await saved.locator('summary').click();
	await expect(saved.getByTestId('saved-excluded').first()).toContainText(file.excluded.setId);
	await expect(saved.getByTestId('saved-excluded').first()).toContainText(
		`${file.excluded.items.length.toLocaleString('en')} excluded item`
	);

	// Reopening the URL restores the exclusion (and the same numbers).
	const url = page.url();
	await page.reload();
	await expect(page.getByTestId('exclusion-banner')).toBeVisible({ timeout: 30_000 });
	await runDone(page);
	expect(excludeOf(page)).toBe(file.excluded.setId);
	const again = await checkAgreement(page);
	expect(again.reference.scores).toEqual(file.reference.scores);

	// A link naming another set: said plainly, nothing runs, until the reader chooses.
	await page.goto(url.replace(/exclude=[^&]+/, 'exclude=1-abc'));
	await expect(page.getByTestId('exclusion-mismatch')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('exclusion-mismatch')).toContainText('1-abc');
	await expect(page.getByTestId('exclusion-banner')).toHaveCount(0);
	await page.getByTestId('exclusion-use-stored').click();
	await expect(page.getByTestId('exclusion-banner')).toBeVisible();
	expect(excludeOf(page)).toBe(file.excluded.setId);
	await runDone(page);

	// Back to every item.
	await page.getByTestId('exclusion-all').click();
	await expect(page.getByTestId('exclusion-banner')).toHaveCount(0);
	await expect(page.getByTestId('exclusion-offer')).toBeVisible();
	expect(excludeOf(page)).toBeNull();
	await runDone(page);
	expect((await exportJson(page)).excluded).toBeUndefined();
});

test('real data: ImageNetV2, exclude the flagged items and rerun the analysis', async ({
	page
}) => {
	test.skip(!HAVE_REAL, NO_REAL_MESSAGE);
	test.setTimeout(240_000);
	await openApp(page);
	await importFiles(page, join(REAL, 'imagenet_v2', 'imagenet_v2.wide.csv'));
	await expect(page.getByTestId('dataset-name')).toHaveText('imagenet_v2.wide', {
		timeout: 60_000
	});
	await excludeFlaggedAndRerun(page, datasetIdOf(page));
	const file = await checkAgreement(page);
	expect(file.excluded.items.length).toBeGreaterThan(0);
	expect(file.dataset.items).toBe(10_000 - file.excluded.items.length);
	await page.reload();
	await expect(page.getByTestId('exclusion-set')).toContainText(file.excluded.setId, {
		timeout: 60_000
	});
	expect(excludeOf(page)).toBe(file.excluded.setId);
});
