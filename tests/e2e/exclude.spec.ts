import { checkAgreement, excludeFlaggedAndRerun, excludeOf, runDone } from './exclusion-checks.ts';
import { datasetIdOf, expect, exportJson, openApp, test } from './fixtures.ts';

// Exclude and re-rank (issue 13): flag items in the item view, exclude the flagged ones, rerun the
// analysis without them; the banner, the before/after view and the exported JSON agree; the URL
// carries the set and reopening it restores it; a link naming another set runs nothing. On
// ImageNetV2 from ../shared/real: real-data.spec.ts.

test('sample: exclude the flagged items, rerun, before/after and JSON agree, the URL restores it', async ({
	page
}) => {
	test.setTimeout(120_000);
	await openApp(page, { settings: { draws: 20 } });
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
