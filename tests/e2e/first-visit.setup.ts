/**
 * The `first-visit` setup project: one real first visit (the app stores its built-in sample in
 * IndexedDB, 3-6 s), saved with `context.storageState({ indexedDB: true })`. The other projects
 * start every context from it (`use.storageState`), so about 70 tests no longer pay that visit
 * each; `openApp` then skips straight to the screen the test asked for. Tests that check the first
 * visit itself start empty (`test.use(REAL_FIRST_VISIT)`, or a context of their own).
 *
 * Saved afresh on every run, from the build under test, so the stored IndexedDB schema is always
 * the app's own. A service worker is not part of a storage state: each test registers its own, as
 * the first visit did. `first-slice.spec.ts` checks that a test started from this state sees the
 * same library, record for record, as a real first visit.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, firstDatasetId, openApp, test } from './fixtures.ts';
import { FIRST_VISIT_INFO, FIRST_VISIT_STATE } from './first-visit-state.ts';

test('a first visit, stored for the tests that start after it', async ({ page, context }) => {
	await openApp(page, { analysis: false });
	await expect(page.getByTestId('library-item')).toHaveCount(1);
	const datasetId = await firstDatasetId(page);
	mkdirSync(dirname(FIRST_VISIT_STATE), { recursive: true });
	await context.storageState({ path: FIRST_VISIT_STATE, indexedDB: true });
	expect(readFileSync(FIRST_VISIT_STATE, 'utf8')).toContain('"name": "perturbation-sandbox"');
	writeFileSync(FIRST_VISIT_INFO, JSON.stringify({ datasetId }));
});
