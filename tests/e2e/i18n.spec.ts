import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { englishLeft } from './english-left.ts';
import {
	expect,
	FIXTURES,
	fixturePath,
	openApp,
	revisit,
	runWith,
	setSettings,
	sharedPage,
	sharedTest,
	REAL_FIRST_VISIT,
	test
} from './fixtures.ts';

// English and Simplified Chinese (issue 10: the shell, start, import review, library, backup,
// privacy, notices, and the analysis screen with its charts and tables).
//
// "No English left" means: every visible or spoken text (text nodes, aria-label, title,
// placeholder, alt, the document title) has no Latin word outside LATIN_TERMS (formats, tools,
// units), except data (names marked translate="no") and the parts still to be converted, marked
// data-i18n="pending" (tests/unit/i18n/pending.test.ts lists the files that still mark some).

const lmEvalFiles = readdirSync(join(FIXTURES, 'formats', 'lm-eval'), {
	recursive: true,
	withFileTypes: true
})
	.filter((d) => d.isFile())
	.map((d) => join(d.parentPath, d.name));

/** First visit in Chinese: the sample is stored and analysed; then the start screen. */
async function startInChinese(page: Page): Promise<void> {
	await openApp(page, '#/?lang=zh-CN', { analysis: false });
	await expect(page.getByTestId('library-item')).toHaveCount(1);
}

/** Every "show table" button on the page, pressed, so the tables are checked too. */
async function openTables(page: Page, label: string): Promise<void> {
	// A pressed button is renamed ("hide table"), so the first one left is always the next.
	const buttons = page.getByRole('button', { name: label, exact: true });
	const n = await buttons.count();
	expect(n).toBeGreaterThan(0);
	for (let k = 0; k < n; k++) await buttons.first().click();
	await expect(buttons).toHaveCount(0);
}

test.describe('a real first visit', () => {
	test.use(REAL_FIRST_VISIT);

	test("lang=zh-CN in the URL selects Chinese, stays in the URL when the app rewrites it, and the sample's analysis has no English left: headline, captions, tables", async ({
		page
	}) => {
		await openApp(page, '#/?lang=zh-CN');
		// The first visit opened the sample's analysis: the app rewrote the hash and kept lang.
		expect(page.url()).toMatch(/#\/analysis\?dataset=[0-9a-f]+.*&lang=zh-CN$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		await expect(page).toHaveTitle('扰动沙盒');
		await expect(page.getByTestId('lang-switch')).toHaveValue('zh-CN');
		await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('数据集库');
		// The manifest link follows the language, and the Chinese manifest names the app in Chinese.
		const href = await page.locator('link[rel="manifest"]').getAttribute('href');
		expect(href).toMatch(/manifest\.zh-CN\.webmanifest$/);
		const manifest = await (await page.request.get(new URL(href!, page.url()).href)).json();
		expect(manifest).toMatchObject({ name: '扰动沙盒', lang: 'zh-CN' });

		// The analysis the first visit opened reads in Chinese, its tables too.
		await expect(page.getByTestId('headline')).toContainText('肯德尔 tau-b');
		await expect(page.locator('figcaption').first()).not.toBeEmpty();
		expect(await englishLeft(page)).toEqual([]);
		await openTables(page, '显示表格');
		await expect(page.locator('main table').first()).toBeVisible();
		expect(await englishLeft(page)).toEqual([]);

		// Navigating keeps it; a link without lang= leaves the language as it is.
		await page.getByRole('link', { name: '隐私' }).click();
		await expect(page).toHaveURL(/#\/privacy\?lang=zh-CN$/);
		await page.goto('/#/privacy?lang=en');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Your data stays in this browser'
		);
		// A URL's language is for that page only: it is not remembered as the reader's choice.
		expect(await page.evaluate(() => localStorage.getItem('perturbation-sandbox:lang'))).toBeNull();
	});
});

// One page for the tests that start from a first visit in Chinese: that visit (which stores the
// sample) is paid once, and each test then loads the app afresh on the screen it needs
// (`revisit`). The tests that add a dataset to the library come last: the start screen's checks
// expect the sample alone, and `revisit` with settings opens the first dataset listed.
test.describe('from a first visit in Chinese', () => {
	const page = sharedPage(startInChinese);

	sharedTest('the start screen in Chinese has no English left', async () => {
		await revisit(page(), '#/?lang=zh-CN');
		await expect(page().getByRole('heading', { level: 1 })).toHaveText(
			'这个基准测试的结论可信吗？'
		);
		await expect(page().getByTestId('sample-irt-leaderboard')).toHaveText('打开');
		await expect(page().getByTestId('library-list')).toContainText('重命名');
		expect(await englishLeft(page())).toEqual([]);

		// The delete confirmation too.
		await page().getByTestId('delete-button').click();
		await expect(page().getByTestId('confirm-delete')).toHaveText('删除');
		expect(await englishLeft(page())).toEqual([]);
	});

	sharedTest('the privacy screen in Chinese has no English left', async () => {
		await revisit(page(), '#/?lang=zh-CN');
		await page().goto('/#/privacy?lang=zh-CN');
		await expect(page().getByTestId('privacy-guarantee')).toContainText('绝不会发送到任何地方');
		await expect(page().locator('article')).toContainText('目前：1 个数据集');
		expect(await englishLeft(page())).toEqual([]);
		await page().getByTestId('delete-everything').click();
		await expect(page().getByTestId('confirm-delete-everything')).toHaveText('是的，全部删除');
		expect(await englishLeft(page())).toEqual([]);
	});

	sharedTest(
		'an import error in Chinese: the frame is Chinese, and the problem names the file, row and column in Chinese and says what to do',
		async () => {
			await revisit(page(), '#/?lang=zh-CN');
			await page().getByTestId('file-input').setInputFiles(fixturePath('e2e', 'broken.csv'));
			const error = page().getByTestId('import-error');
			await expect(error).toContainText('“broken.csv”未导入。');
			await expect(error).toContainText('你的数据集库没有任何改动。');
			expect(await englishLeft(page())).toEqual([]);
			const problem = page().getByTestId('import-error').locator('li').first();
			await expect(problem).toHaveText(
				'broken.csv，第 4 行，第 5 列（“model-c”）：“oops”不是数字。请填写数字（如 0、1 或 0.75），缺失的单元格留空即可。'
			);
			// The problem is worded by the catalogs now, not left in English.
			await expect(problem.locator('[data-i18n="pending"]')).toHaveCount(0);
			// The file, the column's name and the cell are data, marked as not to be translated.
			await expect(problem.locator('[translate="no"]')).toHaveText([
				'broken.csv',
				'model-c',
				'oops'
			]);
			expect(await englishLeft(page())).toEqual([]);
			// Switching language rewords the same problem in place.
			await page().getByTestId('lang-switch').selectOption('en');
			await expect(problem).toHaveText(
				'broken.csv, row 4, column 5 (“model-c”): “oops” is not a number. Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.'
			);
		}
	);

	sharedTest(
		'a format-specific import error (a damaged lm-eval samples file) reads in Chinese with no English left',
		async () => {
			await revisit(page(), '#/?lang=zh-CN');
			// Both models' samples of one task; the second model's file is cut short on its third line.
			const [a, b] = ['EleutherAI__pythia-70m', 'EleutherAI__pythia-160m'].map((m) =>
				lmEvalFiles.find((f) => f.includes(m) && f.includes('samples_arc_easy'))!
			);
			const lines = readFileSync(b, 'utf8').split('\n');
			lines[2] = lines[2].slice(0, 40);
			await page()
				.getByTestId('file-input')
				.setInputFiles([
					{
						name: 'samples_arc_easy_2024-06-10T14-02-11.284311.jsonl',
						mimeType: 'application/jsonl',
						buffer: readFileSync(a)
					},
					{
						name: 'samples_arc_easy_2024-06-11T09-15-42.003271.jsonl',
						mimeType: 'application/jsonl',
						buffer: Buffer.from(lines.join('\n'))
					}
				]);
			const problem = page()
				.getByTestId('import-error')
				.locator('li')
				.filter({ hasText: '不是有效的 JSON' })
				.first();
			// The file, the row and the column, then what is wrong and what to do, all in Chinese.
			await expect(problem).toContainText(
				'samples_arc_easy_2024-06-11T09-15-42.003271.jsonl，第 3 行，第 '
			);
			await expect(problem).toContainText('第 3 行不是有效的 JSON');
			await expect(problem).toContainText('JSONL 文件的每一行都必须是一个完整的 JSON 对象');
			await expect(page().locator('[data-i18n="pending"]')).toHaveCount(0);
			expect(await englishLeft(page())).toEqual([]);
			// The same problem in English after a switch, with the same place.
			await page().getByTestId('lang-switch').selectOption('en');
			const english = page()
				.getByTestId('import-error')
				.locator('li')
				.filter({ hasText: 'is not valid JSON' })
				.first();
			await expect(english).toContainText(
				'samples_arc_easy_2024-06-11T09-15-42.003271.jsonl, row 3, column '
			);
			await expect(english).toContainText('line 3 is not valid JSON');
		}
	);

	sharedTest(
		'every draw type reads in Chinese: variants, a search, a size sweep, a strength sweep',
		async () => {
			const runs: Array<Record<string, string | number>> = [
				{ kind: 'dropCategory', seed: 2 },
				{ kind: 'worstCase', strength: 0.5, seed: 3 },
				{ kind: 'sizeSweep', draws: 10, seed: 2 },
				{ kind: 'subsample', sweep: 1, steps: '1,0.5,0.2', draws: 40, seed: 8 }
			];
			for (const settings of runs) {
				if (settings === runs[0]) await revisit(page(), '#/?lang=zh-CN', settings);
				else await runWith(page(), settings);
				await openTables(page(), '显示表格');
				// The sample's category column is named "category": data, quoted inside plain-text captions
				// (a caption is also a PNG footer, so it carries no markup to mark the name with).
				const left = (await englishLeft(page())).filter((w) => !w.startsWith('category '));
				expect(left, String(settings.kind)).toEqual([]);
			}
		}
	);

	sharedTest(
		'a recipe the dataset cannot run and a refused backup file read in Chinese',
		async () => {
			await revisit(page(), '#/?lang=zh-CN', { draws: 20 });
			// The sample's scores are 0/1: a threshold recipe needs continuous scores (before Run, with
			// what to import: core/perturbations/availability.ts).
			await setSettings(page(), { kind: 'threshold' });
			const issue = page().getByTestId('settings-issue').first();
			await expect(issue).toContainText(
				'它需要连续分数（通过率、分级分数或评审分数），而这里是 0/1 分数。'
			);
			await expect(page().getByTestId('run-button')).toBeDisabled();
			await expect(page().locator('[data-i18n="pending"]')).toHaveCount(0);
			expect(await englishLeft(page())).toEqual([]);
			await page().getByTestId('lang-switch').selectOption('en');
			await expect(issue).toContainText(
				'it needs continuous scores (pass shares, graded or judge scores), and these are 0/1.'
			);

			await page().goto('/#/privacy?lang=zh-CN');
			await page()
				.getByTestId('library-file-input')
				.setInputFiles({
					name: 'notes.zip',
					mimeType: 'application/zip',
					buffer: Buffer.from('this is not a zip')
				});
			const message = page().getByTestId('library-backup-message');
			await expect(message).toContainText('这不是本应用的数据集库文件（它不是 zip 压缩包）');
			await expect(message.locator('[translate="no"]')).toHaveText(['notes.zip']);
			expect(await englishLeft(page())).toEqual([]);
		}
	);

	sharedTest(
		'the import review in Chinese has no English left, and a language switch keeps its choices',
		async () => {
			await revisit(page(), '#/?lang=zh-CN');
			await page().getByTestId('file-input').setInputFiles(lmEvalFiles);
			const review = page().getByTestId('import-review');
			await expect(page().getByTestId('import-confirm')).toBeEnabled();
			await expect(review.getByRole('heading', { name: '检查导入' })).toBeVisible();
			await expect(page().getByTestId('import-preview')).toContainText('2 个模型 ×');
			await expect(review).toContainText('lm-evaluation-harness 样本（--log_samples）');
			expect(await englishLeft(page())).toEqual([]);

			// Make choices, then switch language: the review, its choices and the preview stay.
			await page().getByTestId('import-name').fill('我的导入');
			await page().getByTestId('import-missing-zero').check();
			await expect(page().getByTestId('import-confirm')).toBeEnabled();
			const preview = await page().getByTestId('import-preview').locator('.shape').textContent();
			await page().getByTestId('lang-switch').selectOption('en');
			await expect(review.getByRole('heading', { name: 'Review the import' })).toBeVisible();
			await expect(page().getByTestId('import-name')).toHaveValue('我的导入');
			await expect(page().getByTestId('import-missing-zero')).toBeChecked();
			await expect(page().getByTestId('import-preview')).toContainText('2 models ×');
			await page().getByTestId('lang-switch').selectOption('zh-CN');
			await expect(page().getByTestId('import-preview').locator('.shape')).toHaveText(preview!);
			await expect(page().getByTestId('import-missing-zero')).toBeChecked();
			await page().getByTestId('import-confirm').click();
			await expect(page().getByTestId('dataset-name')).toHaveText('我的导入');
		}
	);

	sharedTest(
		'import notes read in Chinese in the review, and the dataset notes on the analysis screen',
		async () => {
			await revisit(page(), '#/?lang=zh-CN');
			// Scores outside 0-1 (not percentages): the review says they are used as they are.
			await page()
				.getByTestId('file-input')
				.setInputFiles({
					name: 'raw-scores.csv',
					mimeType: 'text/csv',
					buffer: Buffer.from('item_id,a,b\nq1,-3,150\nq2,2,7\nq3,0.5,1\n')
				});
			const notes = page().getByTestId('import-notes');
			await expect(notes).toHaveText(
				'raw-scores.csv：分数范围为 -3 到 150（不在 0 到 1 之间），按原值使用。'
			);
			await expect(page().locator('[data-i18n="pending"]')).toHaveCount(0);
			expect(await englishLeft(page())).toEqual([]);
			await page().getByTestId('lang-switch').selectOption('en');
			await expect(notes).toHaveText(
				'raw-scores.csv: scores range from -3 to 150 (not 0 to 1); used as they are.'
			);
			await page().getByTestId('lang-switch').selectOption('zh-CN');
			await page().getByTestId('import-confirm').click();
			await expect(page().getByTestId('dataset-note')).toHaveText(
				'部分分数不在 0–1 之间，按原始数值显示。'
			);
			await expect(page().getByTestId('dataset-note')).not.toHaveAttribute('lang', 'en');
		}
	);
});

test('switching language on the analysis screen keeps the dataset, settings and results, and reruns nothing', async ({
	page
}) => {
	await openApp(page);
	const url = page.url();
	const status = page.getByTestId('run-status');
	const headline = await page.getByTestId('headline').textContent();
	const dataset = await page.getByTestId('dataset-name').textContent();
	const seed = await page.getByTestId('seed-input').inputValue();
	// Any run started by the switch would move the status away from "done".
	await page.evaluate(() => {
		const el = document.querySelector('[data-testid="run-status"]')!;
		new MutationObserver(() => {
			if (el.getAttribute('data-state') !== 'done') document.body.dataset.rerun = 'yes';
		}).observe(el, { attributes: true });
	});
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(page.getByRole('link', { name: '数据集库', exact: true })).toBeVisible();
	await expect(page.getByRole('button', { name: '显示表格' }).first()).toBeVisible();
	// The analysis is Chinese too, with the same run's numbers.
	const zhHeadline = await page.getByTestId('headline').textContent();
	expect(zhHeadline).not.toBe(headline);
	expect(zhHeadline).toContain('肯德尔 tau-b');
	expect(await englishLeft(page)).toEqual([]);
	await page.getByTestId('lang-switch').selectOption('en');
	await expect(page.getByTestId('headline')).toHaveText(headline!);
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(status).toHaveAttribute('data-state', 'done');
	await expect(page.getByTestId('headline')).toHaveText(zhHeadline!);
	await expect(page.getByTestId('dataset-name')).toHaveText(dataset!);
	await expect(page.getByTestId('seed-input')).toHaveValue(seed);
	expect(page.url()).toBe(url);
	expect(await page.evaluate(() => document.body.dataset.rerun ?? 'no')).toBe('no');

	// The choice is remembered: a reload opens in Chinese.
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(page.getByTestId('lang-switch')).toHaveValue('zh-CN');
});

test.describe('a browser set to Chinese', () => {
	test.use({ locale: 'zh-CN' });

	test('opens in Chinese by default', async ({ page }) => {
		await openApp(page, { analysis: false });
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		await expect(page.locator('header .tagline')).toHaveText('准确率会变，排名呢？');
		// No lang= was written into the URL: the default is the browser's, not the link's.
		expect(page.url()).not.toContain('lang=');
	});
});
