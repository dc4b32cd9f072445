/**
 * Rank confidence sets on a sample run (issue 22): the results JSON's `rankSets`, the rank chart
 * with the simultaneous set as its main bars and the marginal set and the redraws' interval as
 * alternatives (each labelled), the leaderboard's "Rank (95% set)" column and "could be first"
 * sentence, who beats whom and the brackets set beside the sets, the chart's CSV, in English and
 * Chinese.
 */
import type { Page } from '@playwright/test';
import {
	expect,
	exportJson,
	fixturePath,
	openApp,
	readDownload,
	runWith,
	test
} from './fixtures.ts';

interface RankSetsJson {
	level: number;
	draws: number;
	seed: number;
	method: string;
	models: Record<string, { marginal: [number, number]; simultaneous: [number, number] }>;
	topK: { k: number; models: string[] };
	couldBeFirst: string[];
}

const range = ([lo, hi]: [number, number]) => (lo === hi ? String(lo) : `${lo}–${hi}`);

async function chartCsv(page: Page, testid: string): Promise<Record<string, string>[]> {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId(`${testid}-csv`).click()
	]);
	const [header, ...lines] = (await readDownload(download)).toString('utf8').trimEnd().split('\n');
	const keys = header.split(',');
	return lines.map((l) => Object.fromEntries(l.split(',').map((v, k) => [keys[k], v])));
}

test('built-in sample: the sets in the JSON, the rank chart, the leaderboard and its CSV', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page);
	await runWith(page, { kind: 'bootstrap', draws: 200, seed: 6 });
	const r = await exportJson(page);
	const sets = r.rankSets as RankSetsJson;
	expect(sets).toMatchObject({ level: 0.95, draws: 2000, seed: 6, method: 'csranks-stepdown' });
	expect(Object.keys(sets.models)).toEqual(r.reference.ranking);
	for (const [model, b] of Object.entries(sets.models)) {
		const rank = r.models.find((m: { model: string }) => m.model === model).referenceRank;
		expect(b.simultaneous[0]).toBeLessThanOrEqual(b.marginal[0]);
		expect(b.marginal[0]).toBeLessThanOrEqual(rank);
		expect(b.simultaneous[1]).toBeGreaterThanOrEqual(b.marginal[1]);
	}

	// The rank chart: the simultaneous set first, the two others one click away.
	const chart = page.getByTestId('chart-ranks');
	await expect(chart.locator('h3')).toHaveText('Which ranks the data support');
	const choice = chart.getByTestId('rank-kind');
	await expect(choice.getByRole('radio', { name: /Simultaneous 95% set/ })).toBeChecked();
	await expect(chart).toContainText('cover every model’s true rank');
	await choice.getByRole('radio', { name: /Marginal 95% set/ }).check();
	await expect(chart).toContainText('read on its own');
	await choice.getByRole('radio', { name: /Redraws’ 95% interval/ }).check();
	await expect(chart).toContainText('not a confidence set for the model’s rank');
	await chart.getByRole('button', { name: 'Show table' }).click();
	const first = chart.getByTestId('rank-table').locator('tbody tr').first();
	const top = sets.models[r.reference.ranking[0]];
	await expect(first.locator('td').nth(1)).toHaveText(range(top.simultaneous));
	await expect(first.locator('td').nth(2)).toHaveText(range(top.marginal));
	const csv = await chartCsv(page, 'chart-ranks');
	csv.forEach((row) => {
		const b = sets.models[row.model];
		expect([Number(row.simultaneousLow), Number(row.simultaneousHigh)]).toEqual(b.simultaneous);
		expect([Number(row.marginalLow), Number(row.marginalHigh)]).toEqual(b.marginal);
		expect(row.inTopK).toBe(sets.topK.models.includes(row.model) ? '1' : '0');
	});

	// The leaderboard: "Rank (95% set)" and how many could be first.
	const board = page.getByTestId('tie-groups');
	await expect(board.locator('thead')).toContainText('Rank (95% set)');
	const cells = board.getByTestId('rank-set');
	for (const k of [0, 1, r.reference.ranking.length - 1]) {
		await expect(cells.nth(k)).toHaveText(range(sets.models[r.reference.ranking[k]].simultaneous));
	}
	const sentence = board.getByTestId('could-be-first');
	await expect(sentence).toHaveAttribute('data-n', String(sets.couldBeFirst.length));
	await expect(sentence).toContainText(
		sets.couldBeFirst.length === 1
			? `Only ${sets.couldBeFirst[0]} could be first`
			: 'could be first'
	);
	await expect(board.getByTestId('brackets-vs-sets')).toContainText(/brackets/);
	await expect(page.getByTestId('pairs-vs-sets')).toContainText(/rank sets read/);
});

test('Chinese: the same sets, worded in Chinese', async ({ page }) => {
	await openApp(page, '#/?lang=zh-CN');
	const chart = page.getByTestId('chart-ranks');
	await expect(chart.locator('h3')).toHaveText('数据支持哪些名次');
	await expect(chart.getByTestId('rank-kind')).toContainText('联合 95% 置信集');
	await expect(page.getByTestId('tie-groups').locator('thead')).toContainText('名次（95% 置信集）');
	await expect(page.getByTestId('could-be-first')).toContainText('可能排第一');
});

test('PISA 2018 as a score table: the paper’s worked example on the rank-sets tab', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page);
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles(fixturePath('rank-sets', 'pisa2018-math.csv'));
	await expect(page.getByTestId('score-table-review')).toBeVisible();
	await page.getByTestId('import-confirm').click();
	await expect(page).toHaveURL(/#\/analysis\?dataset=st-[0-9a-f]{16}/);
	await expect(page.getByTestId('dataset-summary')).toContainText('37 models × 1 benchmark');
	await page.getByTestId('tab-ranks').click();
	const panel = page.getByTestId('table-rank-sets');
	await expect(panel.getByTestId('rank-sets-state')).toHaveAttribute('data-state', 'done');
	const uk = panel.locator('tr[data-model="United Kingdom"] td');
	await expect(uk.nth(2)).toHaveText('13');
	const [lo, hi] = (await uk.nth(3).innerText()).split('–').map(Number);
	expect(Math.abs(lo - 7)).toBeLessThanOrEqual(1);
	expect(Math.abs(hi - 23)).toBeLessThanOrEqual(1);

	// The top-5 set at 95% and at 90% (Sweden drops out), the choices kept in the URL.
	await panel.getByTestId('rank-sets-k').fill('5');
	await panel.getByTestId('rank-sets-k').press('Enter');
	await expect(page).toHaveURL(/k=5/);
	await expect(panel.getByTestId('rank-sets-state')).toHaveAttribute('data-state', 'done');
	const sweden = panel.locator('tr[data-model="Sweden"] td').nth(5);
	await expect(sweden).toHaveText('yes');
	const inTop5 = panel.locator('tbody tr td:nth-child(7)', { hasText: 'yes' });
	expect(Math.abs((await inTop5.count()) - 12)).toBeLessThanOrEqual(1);
	await panel.getByTestId('rank-sets-level').selectOption('0.9');
	await expect(page).toHaveURL(/level=0\.9/);
	await expect(panel.getByTestId('rank-sets-state')).toHaveAttribute('data-state', 'done');
	await expect(sweden).toHaveText('');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		panel.getByTestId('rank-sets-json').click()
	]);
	const json = JSON.parse((await readDownload(download)).toString('utf8'));
	expect(json).toMatchObject({ benchmark: 'math_score', level: 0.9, method: 'csranks-stepdown' });
	expect(json.topK.models).not.toContain('Sweden');
});
