/**
 * Was every model run the same way? Two Inspect logs whose models ran with different max_tokens:
 * the import review says so in one line, the dataset's page shows the models x settings table
 * with the differing cells highlighted (all settings behind a toggle, untrusted values as text),
 * in English and in Chinese; a wide table says plainly that it carries no configuration.
 */
import { join } from 'node:path';
import { englishLeft } from './english-left.ts';
import { expect, FIXTURES, openApp, test } from './fixtures.ts';

const DIR = join(FIXTURES, 'formats', 'inspect-config');
const LOGS = [
	join(DIR, '2025-02-01T10-00-00+00-00_mmlu-mini_gpt4o.json'),
	join(DIR, '2025-02-02T10-00-00+00-00_mmlu-mini_claudex.json')
];

test('two models run with different max_tokens: the review and the dataset page show it', async ({
	page
}) => {
	await openApp(page, { settings: { draws: 20 } });
	// The first-visit sample is a wide table: it says it carries no configuration.
	await expect(page.getByTestId('dataset-configs').getByTestId('config-none')).toContainText(
		'carries no run configuration'
	);

	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles(LOGS);
	const review = page.getByTestId('import-review');
	await expect(review).toBeVisible();
	const line = review.getByTestId('config-differ');
	await expect(line).toContainText('Configurations differ in 1 setting');
	await expect(line.getByTestId('config-difference')).toHaveText(
		'generate_config.max_tokens: openai/gpt-4o 16384, anthropic/claude-x 4096'
	);

	await page.getByTestId('import-confirm').click();
	const configs = page.getByTestId('dataset-configs');
	await expect(configs.getByTestId('config-table')).toBeVisible();
	const table = configs.getByTestId('config-table');
	await expect(table.locator('thead th')).toHaveText(['Model', 'generate_config.max_tokens']);
	// Two models, each with its own value: both cells are highlighted (bold, marked ≠).
	await expect(table.getByTestId('config-odd')).toHaveText(['≠16384', '≠4096']);
	await expect(table.locator('tbody th')).toHaveText(['openai/gpt-4o', 'anthropic/claude-x']);

	// All settings behind a toggle; a hostile value is shown as text, never as HTML.
	await configs.getByTestId('config-toggle').click();
	await expect(table.locator('thead th')).toHaveCount(12);
	await expect(table).toContainText('<img src=x onerror=alert(1)>');
	await expect(table.locator('img')).toHaveCount(0);
	await expect(table.getByTestId('config-odd')).toHaveCount(2);
	await configs.getByTestId('config-toggle').click();
	await expect(table.locator('thead th')).toHaveCount(2);
});

test('in Chinese: the difference is worded without English', async ({ page }) => {
	await openApp(page, '#/?lang=zh-CN', { settings: { draws: 20 } });
	await expect(page.getByTestId('dataset-configs')).toContainText('不带运行配置');
	expect(await englishLeft(page, '[data-testid="dataset-configs"]')).toEqual([]);

	await page.goto('/#/?lang=zh-CN');
	await page.getByTestId('file-input').setInputFiles(LOGS);
	const review = page.getByTestId('import-review');
	await expect(review.getByTestId('config-difference')).toHaveText(
		'generate_config.max_tokens：openai/gpt-4o 为 16384，anthropic/claude-x 为 4096'
	);
	expect(
		await englishLeft(page, '[data-testid="import-review"] [data-testid="run-configs"]')
	).toEqual([]);
	await page.getByTestId('import-confirm').click();
	const configs = page.getByTestId('dataset-configs');
	await expect(configs.getByTestId('config-odd')).toHaveCount(2);
	await expect(configs).toContainText('每个模型的运行方式都一样吗？');
	await configs.getByTestId('config-toggle').click();
	await expect(configs.getByTestId('config-toggle')).toHaveText('只显示不同的设置');
	expect(await englishLeft(page, '[data-testid="dataset-configs"]')).toEqual([]);
});
