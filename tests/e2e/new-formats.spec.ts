import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { englishLeft } from './english-left.ts';
import { expect, FIXTURES, openApp, runWith, test } from './fixtures.ts';

// The results files issue 36 taught the app to read, dropped as a person would drop them: the
// review shows what each was recognised as and every model with the mean a plain Python reading
// of the same file gives (in English and in Chinese), the proposed mapping imports as is, and the
// analysis runs. Bad input is named by file, row (or row group) and column, and the library keeps
// what it had.

const F = join(FIXTURES, 'formats');

/** Drops a fixture folder with the folder button (the files keep their paths), or one file. */
async function drop(page: Page, rel: string): Promise<void> {
	const path = join(F, rel);
	if (statSync(path).isDirectory()) await page.getByTestId('folder-input').setInputFiles(path);
	else await page.getByTestId('file-input').setInputFiles(path);
}

/** Per-model means from a plain Python reading of the fixtures (scripts/golden/make_formats_golden.py). */
const GOLDEN = JSON.parse(readFileSync(join(FIXTURES, 'golden', 'formats-golden.json'), 'utf8'))
	.fixtures as Record<string, Record<string, number>>;

interface Case {
	readonly name: string;
	/** The fixture dropped: a folder (with the folder button) or a file. */
	readonly rel: string;
	/** Its entry in the golden file. */
	readonly golden: string;
	/** What the scores were recognised as (the format of one of the files). */
	readonly format: string;
}

const CASES: readonly Case[] = [
	{
		name: 'European ; CSV with decimal commas',
		rel: 'european',
		golden: 'european/noten.csv',
		format: 'wide-table'
	},
	{
		name: 'promptfoo results',
		rel: 'promptfoo',
		golden: 'promptfoo/support-eval.json',
		format: 'promptfoo'
	},
	{
		name: 'arena-hard-auto judgments',
		rel: 'arena-hard',
		golden: 'arena-hard',
		format: 'arena-hard-judgments'
	},
	{
		name: 'Every Eval Ever samples',
		rel: 'every-eval-ever',
		golden: 'every-eval-ever',
		format: 'eee-samples'
	},
	{
		name: 'lighteval Parquet details, both layouts',
		rel: 'lighteval',
		golden: 'lighteval',
		format: 'lighteval-details'
	},
	{
		name: 'a wide Parquet table',
		rel: 'parquet/wide-scores.parquet',
		golden: 'parquet/wide-scores.parquet',
		format: 'wide-table'
	},
	{
		name: 'a long Parquet table (gzip)',
		rel: 'parquet/long-gzip.parquet',
		golden: 'parquet/long-gzip.parquet',
		format: 'long-table'
	},
	{
		name: 'the LiveCodeBench leaderboard JSON',
		rel: 'livecodebench',
		golden: 'livecodebench/performances_generation.json',
		format: 'livecodebench'
	},
	{ name: 'an Excel workbook', rel: 'xlsx', golden: 'xlsx/scores.xlsx', format: 'wide-table' }
];

/**
 * The review as proposed: the files recognised as `c.format`, and every model of the golden file
 * listed with its mean (three significant digits, as the preview writes it).
 */
async function reviewShowsGolden(page: Page, c: Case): Promise<void> {
	await expect(page.getByTestId('import-review')).toBeVisible();
	const formats = page.getByTestId('import-format');
	await expect(formats.first()).toBeVisible();
	expect(
		await formats.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))
	).toContain(c.format);
	// The models' table (the review's model facts, issue 35, sit in the same section).
	const preview = page.getByTestId('import-preview-models');
	const means = Object.entries(GOLDEN[c.golden]);
	await expect(preview.locator('tbody tr')).toHaveCount(means.length);
	for (const [model, mean] of means) {
		const row = preview
			.locator('tbody tr')
			.filter({ has: page.getByRole('cell', { name: model, exact: true }) });
		await expect(row).toContainText(String(Number(mean.toPrecision(3))));
	}
}

for (const c of CASES) {
	const models = Object.keys(GOLDEN[c.golden]).length;

	test(`${c.name}: reviewed, imported as proposed, analysed`, async ({ page }) => {
		await openApp(page, { analysis: false });
		await drop(page, c.rel);
		await reviewShowsGolden(page, c);
		await expect(page.getByTestId('import-confirm')).toBeEnabled();
		await page.getByTestId('import-confirm').click();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		await expect(page.getByTestId('dataset-summary')).toContainText(`× ${models} models`);
		await runWith(page, { draws: 50, seed: 3 });
	});

	test(`${c.name}, in Chinese: the review has no English left, and it imports`, async ({
		page
	}) => {
		await openApp(page, '#/?lang=zh-CN', { analysis: false });
		await drop(page, c.rel);
		await reviewShowsGolden(page, c);
		expect(await englishLeft(page, '[data-testid="import-review"]')).toEqual([]);
		await page.getByTestId('import-confirm').click();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		await expect(page.getByTestId('dataset-summary')).toContainText(`${models} 个模型`);
	});
}

test('two HELM run folders dropped as files: each run keeps the model its run_spec.json names', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	const runs = ['run-llama', 'run-gpt2'];
	const names = [
		'display_predictions.json',
		'instances.json',
		'per_instance_stats.json',
		'run_spec.json'
	];
	await page.getByTestId('file-input').setInputFiles(
		runs.flatMap((r) =>
			names.map((n) => ({
				name: n,
				mimeType: 'application/json',
				buffer: readFileSync(join(F, 'helm', r, n))
			}))
		)
	);
	const preview = page.getByTestId('import-preview');
	await expect(preview).toContainText('openai/gpt2');
	await expect(preview).toContainText('meta/llama-7b');
	// Before the fix the second run took the first one's name: “meta/llama-7b (2)”.
	await expect(preview).not.toContainText(/(llama-7b|gpt2) \(2\)/);
	await expect(page.getByTestId('import-notes')).toContainText('in the order dropped');
	await expect(page.getByTestId('import-name')).toHaveValue('mmlu:subject=anatomy');
});

test('the Every Eval Ever run folder: the model that lacks a sample is named in the review', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await drop(page, 'every-eval-ever');
	await expect(page.getByTestId('import-notes')).toContainText('has no score for 1 of');
	await expect(page.getByTestId('import-confirm')).toBeEnabled();
});

/** A wide table of `rows` items x 3 models in Parquet, in row groups of `group` rows. */
function wideParquet(rows: number, group: number): Buffer {
	const ids = Array.from({ length: rows }, (_, i) => `q${i}`);
	const buf = parquetWriteBuffer({
		columnData: [
			{ name: 'item_id', data: ids, type: 'STRING' },
			...['a', 'b', 'c'].map((m, k) => ({
				name: m,
				data: ids.map((_, i) => ((i + k) % 4) / 4),
				type: 'DOUBLE' as const
			}))
		],
		rowGroupSize: group
	});
	return Buffer.from(buf);
}

/** A Parquet file whose middle row group's pages are overwritten. */
function damagedParquet(): Buffer {
	const bytes = wideParquet(400, 100);
	const mid = Math.floor(bytes.length / 2);
	bytes.fill(0xff, mid - 40, mid + 40);
	return bytes;
}

const EEE = join(F, 'every-eval-ever', 'data', 'demo-board', 'demo-org');

/** Two models' Every Eval Ever samples, the third line of the first with a score that is text. */
function eeeWithBadScore(): { name: string; mimeType: string; buffer: Buffer }[] {
	const samples = (model: string) => {
		const dir = join(EEE, model);
		const name = readdirSync(dir).find((n) => n.endsWith('_samples.jsonl'))!;
		return readFileSync(join(dir, name), 'utf8');
	};
	const lines = samples('model-a').trim().split('\n');
	lines[2] = lines[2].replace('"score":', '"score":"high","was":');
	return [
		{
			name: 'a_samples.jsonl',
			mimeType: 'application/json',
			buffer: Buffer.from(lines.join('\n'))
		},
		{
			name: 'b_samples.jsonl',
			mimeType: 'application/json',
			buffer: Buffer.from(samples('model-b'))
		}
	];
}

const BAD = {
	en: {
		hash: '',
		comma: ['noten.csv, row 2, column 3 (“GPT-4o”)', '“0,85” uses a decimal comma; write 0.85'],
		group: /bad\.parquet, row \d+: row group \d+ \(rows [\d,]+ to [\d,]+\) cannot be read/,
		score: ['a_samples.jsonl, row 3, column “evaluation.score”', 'is not a number']
	},
	'zh-CN': {
		hash: '#/?lang=zh-CN',
		comma: ['noten.csv，第 2 行，第 3 列（“GPT-4o”）', '“0,85”用了逗号作小数点，应写作 0.85'],
		group: /bad\.parquet，第 \d+ 行：第 \d+ 个行组（第 [\d,]+ 至 [\d,]+ 行）无法读取/,
		score: ['a_samples.jsonl，第 3 行，“evaluation.score”列', '不是数字']
	}
} as const;

for (const [lang, want] of Object.entries(BAD)) {
	test.describe(`bad input named by file, row and column (${lang}); the library unchanged`, () => {
		test.beforeEach(async ({ page }) => {
			await openApp(page, want.hash, { analysis: false });
			await expect(page.getByTestId('library-item')).toHaveCount(1);
		});
		test.afterEach(async ({ page }) => {
			await expect(page.getByTestId('library-item')).toHaveCount(1);
		});

		test('a European CSV read with the decimal point: every 0,85 is named', async ({ page }) => {
			await drop(page, 'european/noten.csv');
			await expect(page.getByTestId('import-decimal')).toHaveValue(',');
			await page.getByTestId('import-decimal').selectOption('.');
			const error = page.getByTestId('import-error');
			for (const text of want.comma) await expect(error).toContainText(text);
			await expect(page.getByTestId('import-confirm')).toBeDisabled();
		});

		test('a damaged Parquet row group is named with its rows', async ({ page }) => {
			await page.getByTestId('file-input').setInputFiles({
				name: 'bad.parquet',
				mimeType: 'application/octet-stream',
				buffer: damagedParquet()
			});
			await expect(page.getByTestId('import-error')).toContainText(want.group);
		});

		test('an Every Eval Ever sample whose score is text is named by line and field', async ({
			page
		}) => {
			await page.getByTestId('file-input').setInputFiles(eeeWithBadScore());
			const error = page.getByTestId('import-error');
			for (const text of want.score) await expect(error).toContainText(text);
		});
	});
}
