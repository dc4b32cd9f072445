import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The start screen, once the first-visit sample has been stored and opened. */
async function startScreen(page: import('@playwright/test').Page) {
	await openApp(page);
	await page.goto('/#/');
	await expect(page.getByTestId('library-list')).toBeVisible();
}

async function importScoreTable(page: import('@playwright/test').Page, path: string) {
	await startScreen(page);
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

test('the score-table screen in Chinese', async ({ page }) => {
	await importScoreTable(page, join(FIXTURES, 'score-table', 'two-conditions.json'));
	const url = page.url();
	await page.goto(`${url}&lang=zh-CN`);
	await expect(page.getByTestId('dataset-summary')).toContainText(
		'12 个模型 × 8 个基准测试 × 2 种条件'
	);
	await expect(page.getByRole('heading', { name: '一致性矩阵' })).toBeVisible();
	await expect(page.getByTestId('def-kendallW')).toHaveText('肯德尔 W');
	await page.getByTestId('tab-two').click();
	await expect(page.getByRole('heading', { name: '两个测试集：准确率在一条线上' })).toBeVisible();
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
	expect(json.schema).toBe('perturbation-sandbox/two-test-sets@1');
	expect(json).toMatchObject({ original: 'orig_acc', new: 'new_acc', n: 335 });
	// ../shared/real/imagenet_v2/README.md: tau-b 0.977, mean drop 0.090
	expect(json.tau).toBeCloseTo(0.977, 3);
	expect(json.meanDrop).toBeCloseTo(0.09, 3);
	if (GOLDEN.imagenet) expect(Math.abs(json.tau - GOLDEN.imagenet.tau)).toBeLessThan(1e-12);
});

test('a broken score table names the file, row and column', async ({ page }) => {
	await startScreen(page);
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
