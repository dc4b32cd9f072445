/**
 * Released before or after (issue 35), end to end: a per-item table with item dates and its
 * models table dropped together, the dates view's verdict, table, chart and ranking after every
 * date, in English and Chinese, a date changed and kept; a score table with its models table, its
 * newer-at-equal-compute fits at the cut-off of the URL, exported and equal to numpy's; a long
 * score table with model and benchmark release dates: its facts in the import review (a date
 * checked there), each model's residual gap shown and exported equal to numpy's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { englishLeft } from './english-left.ts';
import { downloadOf, expect, FIXTURES, openApp, test } from './fixtures.ts';

const DATES = join(FIXTURES, 'dates');
const GOLDEN = JSON.parse(readFileSync(join(FIXTURES, 'golden', 'dates-golden.json'), 'utf8')) as {
	sample: { gaps: Record<string, { excessGap?: number; excessSE?: number }> };
	table: { cutoffs: Record<string, Record<string, { theta: number; se: number }>> };
	residual: { models: { model: number; gap: number | null; se: number | null }[] };
};

async function importSample(page: Page) {
	await openApp(page, { analysis: false });
	await page
		.getByTestId('file-input')
		.setInputFiles([join(DATES, 'dated-sample.csv'), join(DATES, 'dated-sample.models.csv')]);
	await expect(page.getByTestId('import-review')).toBeVisible();
	await expect(page.getByTestId('import-review')).toContainText('Models table');
	// The facts read, model by model, before the import is saved (the undated model has none).
	await expect(page.getByTestId('review-model-facts')).toContainText(
		'7 of 8 models, 7 with a date'
	);
	await page.getByTestId('import-confirm').click();
	await expect(page.getByTestId('dataset-name')).toBeVisible();
	await page.getByTestId('analysis-dates-link').click();
	await expect(page).toHaveURL(/#\/dates\?dataset=[0-9a-f]{16}/);
	await expect(page.getByTestId('dates-ready')).toBeVisible({ timeout: 30_000 });
}

test('a per-item table with its models table: the planted model drops after its date, as numpy says', async ({
	page
}) => {
	await importSample(page);
	await expect(page.getByTestId('dates-headline')).toContainText('1 model drops after its date');
	await expect(page.getByTestId('dates-headline')).toContainText('model-d');
	await expect(page.getByTestId('dates-row')).toHaveCount(7);
	await expect(page.locator('[data-testid="dates-row"][data-verdict="drop"]')).toHaveCount(1);
	await expect(page.getByTestId('dates-not')).toContainText('a sign, not a proof');
	await expect(page.getByTestId('dates-months').locator('canvas')).toBeVisible();
	await expect(page.getByTestId('dates-after-tau')).toContainText('Random sets of 47 items');

	const json = JSON.parse((await downloadOf(page, 'dates-export')).toString('utf8'));
	expect(json.schema).toBe('perturbation-sandbox/dates@1');
	for (const [model, g] of Object.entries(GOLDEN.sample.gaps)) {
		const got = json.dates.models[model];
		if (g.excessGap === undefined) expect(got.excessGap).toBeNull();
		else {
			expect(Math.abs(got.excessGap - g.excessGap)).toBeLessThan(1e-9);
			expect(Math.abs(got.excessSE - g.excessSE!)).toBeLessThan(1e-9);
		}
	}
	expect(json.dates.undatedModels).toEqual(['model-e']);

	// In Chinese, nothing left in English but names and the agreed terms.
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(page.getByTestId('dates-title')).toContainText('发布之前还是之后');
	await expect(page.getByTestId('dates-headline')).toContainText(
		'个模型在其日期之后的下降超出抽样噪声'
	);
	expect(await englishLeft(page, 'main')).toEqual([]);
});

test('a date typed in the view is stored with the dataset and changes the analysis', async ({
	page
}) => {
	await importSample(page);
	const editor = page.getByTestId('dates-editor');
	await editor.locator('summary').click();
	const field = editor.getByRole('textbox', { name: 'model-e' });
	await field.fill('soon');
	await field.press('Enter');
	await expect(editor.getByRole('alert')).toBeVisible();
	await field.fill('2024-06');
	await field.press('Enter');
	await expect(page.getByTestId('dates-row')).toHaveCount(8);
	await page.reload();
	await expect(page.getByTestId('dates-ready')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('dates-row')).toHaveCount(8);
});

test('a score table with its models table: newer at equal compute at the URL’s cut-off equals numpy', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await page
		.getByTestId('file-input')
		.setInputFiles([join(DATES, 'table-scores.csv'), join(DATES, 'table-models.csv')]);
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	await page.getByTestId('import-confirm').click();
	await expect(page).toHaveURL(/#\/analysis\?dataset=st-[0-9a-f]{16}/);
	await page.getByTestId('tables-dates-link').click();
	await expect(page.getByTestId('dates-ready')).toBeVisible({ timeout: 30_000 });
	// The default cut-off is the median model date; the URL's is kept.
	await expect(page.getByTestId('dates-cutoff')).toHaveValue('2023-09');
	await page.getByTestId('dates-cutoff').fill('2024-01');
	await page.getByTestId('dates-cutoff').dispatchEvent('change');
	await expect(page).toHaveURL(/newer=2024-01/);
	const beta = page.locator('[data-testid="dates-fit"][data-benchmark="beta-math"]');
	await expect(beta).toContainText('14.2');
	const json = JSON.parse((await downloadOf(page, 'dates-export')).toString('utf8'));
	expect(json.dates.cutoff).toBe('2024-01');
	expect(json.dates.controls).toBe('compute');
	for (const [b, g] of Object.entries(GOLDEN.table.cutoffs['2024-01'])) {
		expect(Math.abs(json.dates.newerAtEqualCompute[b].theta - g.theta)).toBeLessThan(1e-9);
		expect(Math.abs(json.dates.newerAtEqualCompute[b].se - g.se)).toBeLessThan(1e-9);
	}
	await page.reload();
	await expect(page.getByTestId('dates-cutoff')).toHaveValue('2024-01');
});

test('a long score table with model and benchmark release dates: facts in the review, residual gaps equal numpy', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(join(DATES, 'residual-long.csv'));
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	// The review lists the facts read; a release date typed there is checked (and kept on import).
	const facts = page.getByTestId('review-model-facts');
	await expect(facts).toContainText('29 of 30 models');
	await facts.locator('summary').click();
	await expect(page.getByTestId('review-fact-row')).toHaveCount(29);
	const date = page.getByRole('textbox', { name: 'Release date of m-00' });
	await expect(date).toHaveValue('2023-11');
	await date.fill('soon');
	await date.dispatchEvent('change');
	await expect(facts.getByRole('alert')).toBeVisible();
	await date.fill('2023-11');
	await date.dispatchEvent('change');
	await expect(facts.getByRole('alert')).toHaveCount(0);
	const reviewAxe = await new AxeBuilder({ page })
		.include('[data-testid="review-model-facts"]')
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	expect(reviewAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
	await page.getByTestId('import-confirm').click();
	await expect(page).toHaveURL(/#\/analysis\?dataset=st-[0-9a-f]{16}/);
	await page.getByTestId('tables-dates-link').click();
	await expect(page.getByTestId('dates-ready')).toBeVisible({ timeout: 30_000 });
	const residual = page.getByTestId('dates-residual');
	await expect(residual).toBeVisible();
	await expect(page.getByTestId('dates-residual-not')).toContainText('A sign, not a proof');
	await page.getByTestId('def-residualGap').click();
	await expect(page.locator('#def-residualGap')).toBeVisible();
	const axe = await new AxeBuilder({ page })
		.include('[data-testid="dates-residual"]')
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
	await expect(page.getByTestId('dates-residual-headline')).toContainText(
		'with benchmarks on both sides'
	);
	const json = JSON.parse((await downloadOf(page, 'dates-export')).toString('utf8'));
	const got = json.dates.residualGaps.models;
	for (const w of GOLDEN.residual.models) {
		const m = got[`m-${String(w.model).padStart(2, '0')}`];
		if (w.gap === null) expect(m.gap).toBeNull();
		else {
			expect(Math.abs(m.gap - w.gap)).toBeLessThan(1e-9);
			expect(Math.abs(m.se - w.se!)).toBeLessThan(1e-9);
		}
	}
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(residual).toContainText('每个模型在其之前和之后发布的基准测试上');
});

test('classroom step 4 opens the built-in sample on the dates view: its five trained models drop', async ({
	page
}) => {
	await openApp(page, '#/classroom?step=4&lang=en', { analysis: false });
	await page.getByTestId('step4-dates-link').click();
	await expect(page).toHaveURL(/#\/dates\?dataset=[0-9a-f]{16}/);
	await expect(page.getByTestId('dates-ready')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('dates-headline')).toContainText('5 models drop after their dates');
	await expect(page.locator('[data-testid="dates-row"][data-verdict="drop"]')).toHaveCount(5);
	// The view with its chart table open and a definition shown passes axe's WCAG 2.1 AA rules.
	await page.getByTestId('dates-months').getByRole('button', { name: 'Show table' }).click();
	await page.getByTestId('def-excessGap').click();
	await expect(page.locator('#def-excessGap')).toBeVisible();
	const axe = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});
