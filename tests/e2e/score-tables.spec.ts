import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishLeft } from './english-left.ts';
import { exportJson, expect, FIXTURES, openApp, ROOT, test } from './fixtures.ts';

/** scipy values of the synthetic fixture (scripts/golden/make_score_table_golden.py). */
const GOLDEN = JSON.parse(
	readFileSync(join(FIXTURES, 'golden', 'score-table-golden.json'), 'utf8')
) as {
	twoConditions: {
		conditions: Record<string, { meanTau: number; medianTau: number; kendallW: number }>;
	};
	imagenet?: { n: number; tau: number; meanDrop: number };
};
const REAL_IMAGENET = join(ROOT, '..', 'shared', 'real', 'imagenet_v2', 'accuracies.csv');
const REAL_V2 = join(ROOT, '..', 'shared', 'real', 'imagenet_v2');

async function importScoreTable(
	page: import('@playwright/test').Page,
	path: string,
	{ again = false } = {}
) {
	if (again) await page.goto('/#/');
	else await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(path);
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	await page.getByTestId('import-confirm').click();
	await expect(page).toHaveURL(/#\/analysis\?dataset=st-[0-9a-f]{16}/);
}

test('a nested JSON table with two conditions: both conditions’ mean tau-b, exported', async ({
	page
}) => {
	await importScoreTable(page, join(FIXTURES, 'score-table', 'two-conditions.json'));
	await expect(page.getByTestId('dataset-summary')).toContainText(
		'12 models × 8 benchmarks × 2 conditions'
	);
	const golden = GOLDEN.twoConditions.conditions;
	for (const [name, c] of Object.entries(golden)) {
		const row = page.locator(`[data-testid="condition-row"][data-condition="${name}"]`);
		await expect(row.getByTestId('mean-tau')).toHaveText(c.meanTau.toFixed(3));
	}
	await expect(page.getByTestId('heatmap')).toHaveCount(2);

	const json = await exportJson(page);
	expect(json.schema).toBe('perturbation-sandbox/score-table@1');
	expect(json.dataset).toMatchObject({ models: 12, benchmarks: 8, conditions: 2 });
	for (const c of json.conditions) {
		const g = golden[c.name];
		expect(Math.abs(c.meanPairwiseTau - g.meanTau)).toBeLessThan(1e-12);
		expect(Math.abs(c.medianPairwiseTau - g.medianTau)).toBeLessThan(1e-12);
		expect(Math.abs(c.kendallW - g.kendallW)).toBeLessThan(1e-12);
		expect(c.kendallWTieCorrected).toBe(true);
		expect(c.kendallWPValue).toBeGreaterThanOrEqual(0);
	}
	expect(json.differences).toHaveLength(1);

	// The library lists it with its shape, and the run adds the bootstrap interval.
	await page.getByTestId('bootstrap-draws').fill('200');
	await page.getByTestId('bootstrap-draws').blur();
	await page.getByTestId('run-button').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
	await expect(page.getByTestId('mean-tau-interval')).toHaveCount(2);
	const after = await exportJson(page);
	expect(after.conditions[0].meanTauInterval.draws).toBe(200);
	expect(after.differences[0].q025).not.toBeNull();

	await page.goto('/#/');
	const item = page.getByTestId('score-table-item');
	await expect(item).toHaveCount(1);
	await expect(item.getByTestId('score-table-shape')).toHaveText('12 × 8 × 2');
});

test('settings live in the URL: a copied link reopens the same view with the same numbers', async ({
	page
}) => {
	await importScoreTable(page, join(FIXTURES, 'score-table', 'two-conditions.json'));
	await page.getByTestId('aggregate-method').selectOption('borda');
	await page.getByTestId('aggregate-condition').selectOption('train_before_test');
	for (const [id, value] of [
		['bootstrap-draws', '200'],
		['stability-draws', '40'],
		['seed', '7']
	]) {
		await page.getByTestId(id).fill(value);
		await page.getByTestId(id).blur();
	}
	const lower = page.getByTestId('lower-is-better');
	await lower.locator('summary').click();
	const firstBenchmark = (await lower.locator('label').first().textContent())!.trim();
	await lower.locator('input[type="checkbox"]').first().check();
	for (const p of [
		/method=borda/,
		/condition=train_before_test/,
		/bootstrap=200/,
		/draws=40/,
		/seed=7/,
		new RegExp(`lower=${encodeURIComponent(firstBenchmark)}`)
	]) {
		await expect(page).toHaveURL(p);
	}
	await page.getByTestId('run-button').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
	await expect(page).toHaveURL(/run=1/);
	const before = await exportJson(page);
	expect(before.settings).toMatchObject({
		bootstrap: { draws: 200, seed: 7 },
		stability: { draws: 40, seed: 7 },
		lowerIsBetter: [firstBenchmark]
	});

	// The link, opened afresh in another tab: same settings, the draws run again, same numbers.
	const link = page.url();
	const other = await page.context().newPage();
	await other.goto(link);
	await expect(other.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
	await expect(other.getByTestId('aggregate-method')).toHaveValue('borda');
	await expect(other.getByTestId('aggregate-condition')).toHaveValue('train_before_test');
	await expect(other.getByTestId('bootstrap-draws')).toHaveValue('200');
	await expect(other.getByTestId('seed')).toHaveValue('7');
	// The two-set noise floor is drawn after the run (in the score-table worker): the export may
	// come before it (floor null), so ask again until the reopened view has finished.
	await expect
		.poll(async () => ({ ...(await exportJson(other)), createdAt: null }), { timeout: 30_000 })
		.toEqual({ ...before, createdAt: null });

	// The two-test-set tab: the columns, the condition and the probit axes ride along too.
	await other.getByTestId('tab-two').click();
	const benchmarks = await other
		.getByTestId('two-original')
		.locator('option')
		.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
	await other.getByTestId('two-original').selectOption(benchmarks[2]);
	await other.getByTestId('two-new').selectOption(benchmarks[5]);
	await other.getByTestId('two-probit').check();
	await expect(other).toHaveURL(/view=two/);
	await expect(other).toHaveURL(/probit=1/);
	const tau = await other.getByTestId('two-tau').textContent();
	// the noise floor is drawn after the figures: export once it is in (in each tab)
	await expect(other.getByTestId('two-floor')).toHaveAttribute('data-state', 'done');
	const two = await exportJson(other);
	expect(two).toMatchObject({ original: benchmarks[2], new: benchmarks[5] });
	const third = await page.context().newPage();
	await third.goto(other.url());
	await expect(third.getByTestId('two-original')).toHaveValue(benchmarks[2]);
	await expect(third.getByTestId('two-new')).toHaveValue(benchmarks[5]);
	await expect(third.getByTestId('two-condition')).toHaveValue('train_before_test');
	await expect(third.getByTestId('two-probit')).toBeChecked();
	await expect(third.getByTestId('two-tau')).toHaveText(tau!);
	await expect(third.getByTestId('two-floor')).toHaveAttribute('data-state', 'done');
	expect({ ...(await exportJson(third)), createdAt: null }).toEqual({ ...two, createdAt: null });
});

/** A per-item CSV (items x models, 0/1) where model k answers `correct[k]` of the items right. */
function perItemCsv(models: string[], items: number, correct: number[]): Buffer {
	const rows = [['item_id', ...models].join(',')];
	for (let i = 0; i < items; i++) {
		rows.push([`q${i + 1}`, ...correct.map((c) => (i < c ? '1' : '0'))].join(','));
	}
	return Buffer.from(`${rows.join('\n')}\n`);
}

async function importPerItem(page: import('@playwright/test').Page, name: string, csv: Buffer) {
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: csv });
	// A clean small file is stored at once; otherwise the review asks first.
	const confirm = page.getByTestId('import-confirm');
	const opened = page.getByTestId('dataset-name');
	await expect(opened.or(confirm)).toBeVisible({ timeout: 60_000 });
	if (await confirm.isVisible()) await confirm.click();
	await expect(opened).toHaveText(name.replace(/\.csv$/, ''));
}

test('two test sets from two stored datasets: original and new, compared end to end', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	const models = ['m1', 'm2', 'm3', 'm4', 'm5'];
	// Original: 6 items, accuracies 6/6 … 2/6; new: 5 items, 4/5, 5/5, 3/5, 2/5, 1/5.
	await importPerItem(page, 'orig-set.csv', perItemCsv(models, 6, [6, 5, 4, 3, 2]));
	await importPerItem(page, 'new-set.csv', perItemCsv(models, 5, [4, 5, 3, 2, 1]));
	const original = [6, 5, 4, 3, 2].map((c) => c / 6);
	const updated = [4, 5, 3, 2, 1].map((c) => c / 5);
	const meanDrop = original.reduce((s, v, k) => s + v - updated[k], 0) / models.length;
	// Only m1/m2 swap places: 9 concordant pairs, 1 discordant, no ties: tau-b = 8 / 10.
	const tau = 0.8;

	await page.goto('/#/');
	await page.getByTestId('two-sources-details').locator('summary').click();
	const pick = page.getByTestId('two-sources');
	await pick.getByTestId('two-sources-original').selectOption({ label: 'orig-set' });
	await pick.getByTestId('two-sources-new').selectOption({ label: 'new-set' });
	await pick.getByTestId('two-sources-compare').click();
	await expect(page).toHaveURL(
		/#\/analysis\?dataset=st-[0-9a-f]{16}&view=two&original=orig-set&new=new-set/
	);
	await expect(page.getByTestId('two-original')).toHaveValue('orig-set');
	await expect(page.getByTestId('two-new')).toHaveValue('new-set');
	await expect(page.getByTestId('two-n')).toHaveText('5');
	await expect(page.getByTestId('two-tau')).toHaveText(tau.toFixed(3));
	await expect(page.getByTestId('two-mean-drop')).toContainText(meanDrop.toFixed(3));
	const json = await exportJson(page);
	expect(json).toMatchObject({ original: 'orig-set', new: 'new-set', n: 5 });
	expect(json.tau).toBeCloseTo(tau, 12);
	expect(json.meanDrop).toBeCloseTo(meanDrop, 12);
	// The pair is stored as a derived table, so the link reopens it.
	await page.reload();
	await expect(page.getByTestId('two-tau')).toHaveText(tau.toFixed(3));
});

test('two test sets against noise: SEs from the items, the approximate floor, then the items floor', async ({
	page
}) => {
	test.setTimeout(120_000); // two imports and a floor of 1,000 pairs
	await openApp(page, { analysis: false });
	const models = ['m1', 'm2', 'm3', 'm4', 'm5'];
	// Original: 400 items; new: 200 items. Every model drops; m1/m2 swap places.
	await importPerItem(page, 'orig-400.csv', perItemCsv(models, 400, [360, 330, 300, 250, 200]));
	await importPerItem(page, 'new-200.csv', perItemCsv(models, 200, [150, 155, 120, 95, 70]));
	await page.goto('/#/');
	await page.getByTestId('two-sources-details').locator('summary').click();
	const pick = page.getByTestId('two-sources');
	await pick.getByTestId('two-sources-original').selectOption({ label: 'orig-400' });
	await pick.getByTestId('two-sources-new').selectOption({ label: 'new-200' });
	await pick.getByTestId('two-sources-compare').click();
	await expect(page.getByTestId('two-n')).toHaveText('5');

	// The derived table carries each set's standard errors: noise units at once, and the floor
	// from independent redraws, said to be an approximation.
	await expect(page.getByTestId('two-drop-units')).toBeVisible();
	await expect(page.getByTestId('two-floor-basis')).toHaveAttribute('data-basis', 'independent');
	await expect(page.getByTestId('two-verdict')).toContainText(
		'times their combined sampling error'
	);
	await expect(page.getByTestId('two-verdict')).toContainText('approximate floor');
	const rows = page.getByTestId('two-all').locator('tbody tr');
	await expect(rows).toHaveCount(5);
	await expect(rows.first().getByTestId('drop-units')).not.toHaveText('–');

	// The new set's items: the floor is the bootstrap of its 200 items.
	await page.getByTestId('two-noise').locator('summary').click();
	await page.getByTestId('two-items').selectOption({ label: 'new-200' });
	await expect(page).toHaveURL(/items=/);
	await expect(page.getByTestId('two-floor-basis')).toHaveAttribute('data-basis', 'items', {
		timeout: 60_000
	});
	await expect(page.getByTestId('two-se-sources')).toContainText(
		'item-level standard errors over 200 items'
	);
	await expect(page.getByTestId('two-floor-pair')).toBeVisible();
	await expect(page.getByTestId('two-verdict')).not.toContainText('approximate');
	const json = await exportJson(page);
	expect(json.schema).toBe('perturbation-sandbox/two-test-sets@3');
	expect(json.noise.new).toEqual({ source: 'items', items: 200 });
	expect(json.noise.floor).toMatchObject({ basis: 'items', side: 'new', items: 200, pairs: 1000 });
	expect(json.noise.floor.itemsDataset.name).toBe('new-200');
	expect(json.noise.dropped + json.noise.rose + json.noise.within).toBe(5);
	for (const p of json.points) expect(p.dropInNoiseUnits).not.toBeNull();
	// A copied link reopens the same floor.
	const url = page.url();
	const other = await page.context().newPage();
	await other.goto(url);
	await expect(other.getByTestId('two-floor-basis')).toHaveAttribute('data-basis', 'items', {
		timeout: 60_000
	});
	await expect(other.getByTestId('two-floor-pair')).toHaveText(
		(await page.getByTestId('two-floor-pair').textContent())!
	);
});

test('two test sets from two score tables sharing models, chosen on the two-test-set tab', async ({
	page
}) => {
	await importScoreTable(page, join(FIXTURES, 'score-table', 'nested-single.json'));
	await importScoreTable(page, join(FIXTURES, 'score-table', 'wide-stderr.csv'), { again: true });
	await page.getByTestId('tab-two').click();
	await page.getByTestId('two-other').locator('summary').click();
	const pick = page.getByTestId('two-other-sources');
	// mmlu of the first table (alpha .71, beta .65, gamma .60) against hellaswag of the second
	// (alpha .80, beta .79, gamma .75, delta missing): three shared models, same order.
	const value = async (select: string, table: string, benchmark: string) =>
		pick
			.getByTestId(select)
			.locator(`optgroup[label="${table}"] option`, { hasText: benchmark })
			.first()
			.getAttribute('value');
	await pick
		.getByTestId('two-other-sources-original')
		.selectOption((await value('two-other-sources-original', 'nested-single', 'mmlu'))!);
	await pick
		.getByTestId('two-other-sources-new')
		.selectOption((await value('two-other-sources-new', 'wide-stderr', 'hellaswag'))!);
	await pick.getByTestId('two-other-sources-compare').click();
	await expect(page).toHaveURL(/view=two&original=mmlu&new=hellaswag/);
	await expect(page.getByTestId('two-n')).toHaveText('3');
	await expect(page.getByTestId('two-tau')).toHaveText('1.000');
	const json = await exportJson(page);
	expect(json.meanDrop).toBeCloseTo((0.71 - 0.8 + 0.65 - 0.79 + 0.6 - 0.75) / 3, 12);
});

test('the score-table screens in Chinese have no English left outside names, data and units', async ({
	page
}) => {
	await importScoreTable(page, join(FIXTURES, 'score-table', 'two-conditions.json'));
	const url = page.url();
	await page.goto(`${url}&lang=zh-CN`);
	await expect(page.getByTestId('dataset-summary')).toContainText(
		'12 个模型 × 8 个基准测试 × 2 种条件'
	);
	await expect(page.getByRole('heading', { name: '一致性矩阵' })).toBeVisible();
	await expect(page.getByTestId('def-kendallW')).toHaveText('肯德尔 W');
	await expect(page.getByTestId('heatmap')).toHaveCount(2);
	await page.getByTestId('lower-is-better').locator('summary').click();
	expect(await englishLeft(page)).toEqual([]);

	// After a run (bootstrap intervals, the random perturbations of the aggregate).
	await page.getByTestId('bootstrap-draws').fill('100');
	await page.getByTestId('bootstrap-draws').blur();
	await page.getByTestId('stability-draws').fill('20');
	await page.getByTestId('stability-draws').blur();
	await page.getByTestId('run-button').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 60_000
	});
	await expect(page.getByTestId('mean-tau-interval')).toHaveCount(2);
	expect(await englishLeft(page)).toEqual([]);

	// The two-test-set tab, on probit axes, with the picker of two other datasets open.
	await page.getByTestId('tab-two').click();
	await expect(page.getByRole('heading', { name: '两个测试集：准确率在一条线上' })).toBeVisible();
	await page.getByTestId('two-probit').check();
	await page.getByTestId('two-other').locator('summary').click();
	await expect(page.getByTestId('two-verdict')).toBeVisible();
	// …and measured against noise: its inputs, the floor's basis and every model in noise units.
	await page.getByTestId('two-noise').locator('summary').click();
	await expect(page.getByTestId('two-floor-basis')).toBeVisible();
	await page.getByTestId('two-all-models').locator('summary').click();
	expect(await englishLeft(page)).toEqual([]);

	// The start screen's score-table library, its derive forms and the import review.
	await page.goto('/#/?lang=zh-CN');
	await expect(page.getByTestId('score-table-item')).toHaveCount(1);
	await page.getByTestId('derive').locator('summary').click();
	await page.getByTestId('two-sources-details').locator('summary').click();
	expect(await englishLeft(page)).toEqual([]);
	await page
		.getByTestId('file-input')
		.setInputFiles(join(FIXTURES, 'score-table', 'wide-stderr.csv'));
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	expect(await englishLeft(page)).toEqual([]);
});

test('ImageNetV2 accuracies (real; skipped when absent): tau-b 0.977 and the mean drop', async ({
	page
}) => {
	test.skip(!existsSync(REAL_IMAGENET), 'skipped: ../shared/real not found');
	await importScoreTable(page, REAL_IMAGENET);
	await page.getByTestId('tab-two').click();
	await expect(page.getByTestId('two-n')).toHaveText('335');
	await expect(page.getByTestId('two-tau')).toHaveText('0.977');
	await expect(page.getByTestId('two-mean-drop')).toContainText('0.090');
	const json = await exportJson(page);
	expect(json.schema).toBe('perturbation-sandbox/two-test-sets@3');
	expect(json).toMatchObject({ original: 'orig_acc', new: 'new_acc', n: 335 });
	// ../shared/real/imagenet_v2/README.md: tau-b 0.977, mean drop 0.090
	expect(json.tau).toBeCloseTo(0.977, 3);
	expect(json.meanDrop).toBeCloseTo(0.09, 3);
	if (GOLDEN.imagenet) expect(Math.abs(json.tau - GOLDEN.imagenet.tau)).toBeLessThan(1e-12);
});

test('ImageNet vs ImageNetV2 against noise (real; skipped when absent): the audit’s figures', async ({
	page
}) => {
	test.skip(!existsSync(REAL_V2), 'skipped: ../shared/real not found');
	test.setTimeout(180_000);
	await openApp(page, { analysis: false });
	await importPerItem(
		page,
		'imagenet_v2.wide.csv',
		readFileSync(join(REAL_V2, 'imagenet_v2.wide.csv'))
	);
	await importScoreTable(page, join(REAL_V2, 'accuracies_recht2019_from_predictions.csv'), {
		again: true
	});
	await page.getByTestId('tab-two').click();
	await expect(page.getByTestId('two-n')).toHaveText('67');
	await page.getByTestId('two-noise').locator('summary').click();
	await page.getByTestId('two-n-original').fill('50000');
	await page.getByTestId('two-n-original').blur();
	await page.getByTestId('two-items').selectOption({ label: 'imagenet_v2.wide' });
	await expect(page.getByTestId('two-floor-basis')).toHaveAttribute('data-basis', 'items', {
		timeout: 120_000
	});
	// scripts/golden/make_two_test_sets_golden.py, all 67 models (fv_16k included)
	await expect(page.getByTestId('two-drop-units')).toHaveText('15.5–102 (median 23.2)');
	await expect(page.getByTestId('two-floor-pair')).toHaveText('0.959 (5–95%: 0.948–0.968)');
	await expect(page.getByTestId('two-floor-reference')).toHaveText('0.970 (5–95%: 0.962–0.979)');
	const verdict = page.getByTestId('two-verdict');
	await expect(verdict).toContainText('every drop is beyond sampling noise');
	await expect(verdict).toContainText(
		'The ranking kept tau-b 0.964, inside what sampling noise alone gives between two independent draws of a 10,000-item test set (median 0.959; 5–95%: 0.948–0.968)'
	);
	// fv_16k (broken predictions in the source) sits far off the line.
	await expect(verdict).toContainText('more than sampling noise gives');
	const json = await exportJson(page);
	expect(json.noise.tauAgainstFloor).toBe('inside');
	expect(json.noise.original).toEqual({ source: 'binomial', items: 50000 });
	expect(json.noise.new).toEqual({ source: 'items', items: 10000 });
	expect(json.furthestBelow[0].model).toBe('fv_16k');
	expect(json.furthestBelow[0].onLine).toBe(false);
});

test('a broken score table names the file, row and column', async ({ page }) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles({
		name: 'broken.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(
			'model,mmlu,mmlu_stderr,gsm8k\na,0.7,0.01,0.5\nb,zero,0.02,0.4\nc,0.6,0.01,0.3\n'
		)
	});
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	const issues = page.getByTestId('score-table-issues');
	await expect(issues).toContainText('broken.csv');
	await expect(issues).toContainText('row 3');
	await expect(issues).toContainText('column 2');
	await expect(issues).toContainText('Not a number');
	await expect(page.getByTestId('import-confirm')).toBeDisabled();
});
