import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { expect, exportJson, FIXTURES, openApp, runWith, test } from './fixtures.ts';

const F = join(FIXTURES, 'formats');
const files = (...parts: string[]) => {
	const dir = join(F, ...parts);
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((d) => d.isFile())
		.map((d) => join(d.parentPath, d.name));
};

test('several lm-eval sample files at once: review the mapping, adjust it, store, run', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(files('lm-eval'));
	const review = page.getByTestId('import-review');
	await expect(review).toBeVisible();
	await expect(page.getByTestId('import-file')).toHaveCount(6);
	const preview = page.getByTestId('import-preview');
	await expect(preview).toContainText('2 models');
	await expect(preview).toContainText('EleutherAI/pythia-160m');
	await expect(preview).toContainText('EleutherAI/pythia-70m');

	// Adjust: leave the gsm8k files out; the preview follows.
	const before = await preview.locator('.shape').textContent();
	for (const row of await page
		.getByTestId('import-file')
		.filter({ hasText: 'samples_gsm8k' })
		.all()) {
		await row.getByTestId('import-format').selectOption('skip');
		await expect(page.getByTestId('import-confirm')).toBeEnabled();
	}
	await expect(preview.locator('.shape')).not.toHaveText(before!);
	await page.getByTestId('import-name').fill('pythia arc_easy');
	await page.getByTestId('import-confirm').click();
	await expect(page.getByTestId('dataset-name')).toHaveText('pythia arc_easy');
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	const r = await exportJson(page);
	expect(r.dataset.models).toBe(2);
	expect(r.reference.ranking.sort()).toEqual(['EleutherAI/pythia-160m', 'EleutherAI/pythia-70m']);
	for (const id of r.reference.ranking) expect(id).not.toContain('gsm8k');
});

const CASES: Array<{
	name: string;
	input: () => string[] | { name: string; mimeType: string; buffer: Buffer }[];
	models: number;
	scoreTableFirst?: boolean;
}> = [
	{ name: 'Inspect logs (.eval and .json)', input: () => files('inspect'), models: 2 },
	{ name: 'SWE-bench reports with an instance list', input: () => files('swebench'), models: 2 },
	{ name: 'AlpacaEval annotations', input: () => files('alpaca-eval'), models: 2 },
	{ name: 'long CSV', input: () => [join(F, 'long', 'scores.csv')], models: 0 },
	{ name: 'long JSONL', input: () => [join(F, 'long', 'scores.jsonl')], models: 0 },
	{ name: 'JSON matrix', input: () => [join(F, 'json-matrix', 'matrix.json')], models: 0 },
	{
		name: 'wide CSV with models as rows (flipped)',
		input: () => [join(F, 'wide', 'transposed.csv')],
		models: 0,
		// Models as rows with a few columns of fractional scores is also what a score table (models x
		// benchmarks) looks like: the app offers it as one first, with "read as a score matrix instead".
		scoreTableFirst: true
	},
	{
		name: 'HELM run folders, zipped',
		input: () => {
			const entries: Record<string, Uint8Array> = {};
			for (const path of files('helm')) entries[path.slice(F.length + 1)] = readFileSync(path);
			return [
				{
					name: 'helm-runs.zip',
					mimeType: 'application/zip',
					buffer: Buffer.from(zipSync(entries))
				}
			];
		},
		models: 2
	}
];

for (const c of CASES) {
	test(`${c.name}: the proposed mapping imports as is`, async ({ page }) => {
		await openApp(page, { analysis: false });
		await page.getByTestId('file-input').setInputFiles(c.input());
		if (c.scoreTableFirst) await page.getByTestId('score-table-as-matrix').click();
		await expect(page.getByTestId('import-review')).toBeVisible();
		await expect(page.getByTestId('import-confirm')).toBeEnabled();
		await page.getByTestId('import-confirm').click();
		await expect(page.getByTestId('dataset-name')).toBeVisible();
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		if (c.models)
			await expect(page.getByTestId('dataset-summary')).toContainText(`× ${c.models} models`);
		await runWith(page, { draws: 50, seed: 2 });
	});
}

test('HELM run folders picked with the folder button', async ({ page }) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('folder-input').setInputFiles(join(F, 'helm'));
	await expect(page.getByTestId('import-review')).toBeVisible();
	await expect(page.getByTestId('import-preview')).toContainText('2 models');
	await page.getByTestId('import-confirm').click();
	// Named after the scenario the run specs state (issue 36), not the folder.
	await expect(page.getByTestId('dataset-name')).toHaveText('mmlu:subject=anatomy');
});

test('a review can be cancelled without changing the library', async ({ page }) => {
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(files('inspect'));
	await expect(page.getByTestId('import-review')).toBeVisible();
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(page.getByTestId('import-review')).toHaveCount(0);
	await expect(page.getByTestId('library-item')).toHaveCount(1);
});
