import type { Page } from '@playwright/test';
import {
	expect,
	exportJson,
	firstDatasetId,
	openApp,
	revisit,
	runWith,
	sharedPage,
	sharedTest as test
} from './fixtures.ts';

/** The rows of a table as arrays of cell texts. */
async function rows(page: Page, testid: string): Promise<string[][]> {
	return page
		.getByTestId(testid)
		.locator('tbody tr')
		.evaluateAll((trs) =>
			trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent!.trim()))
		);
}

// One page for the whole file: the first visit (which stores the sample) is paid once, and each
// test then loads the app afresh on the screen it needs (`revisit`). The test that adds a dataset
// to the library comes last, as `revisit` with settings opens the first dataset listed.
test.describe('the draw types on the built-in sample', () => {
	const page = sharedPage((p) => openApp(p, { analysis: false }));

	test('sample: the page shows the figures the results JSON holds, each with its definition', async () => {
		await revisit(page(), '', { kind: 'subsample', fraction: 0.3, draws: 200, seed: 5 });
		const r = await exportJson(page());
		expect(r.drawType).toBe('sample');
		await expect(page().getByTestId('headline')).toHaveText(r.headline);
		await expect(page().getByTestId('leader-kept')).toContainText(
			`${Math.round(r.leaderKept * 100)}%`
		);
		await expect(page().getByTestId('leader-kept')).toContainText(`of 200 draws`);
		const ranks = page().getByTestId('chart-ranks');
		await ranks.getByRole('button', { name: 'Show table' }).click();
		await expect(ranks).toContainText('not the probability that it is truly best');
		// "what is this": the definition opens in place and says what the figure is not
		await ranks.getByTestId('def-pFirst').click();
		const def = page().locator('#def-pFirst');
		await expect(def).toBeVisible();
		await expect(def).toContainText('not the probability that it is truly the best model');
		await def.getByRole('button', { name: 'Close' }).click();
		await expect(def).toBeHidden();
	});

	test('variants: each variant as the JSON has it, min-max instead of intervals', async () => {
		await revisit(page(), '', { kind: 'dropCategory', seed: 2 });
		const r = await exportJson(page());
		expect(r.drawType).toBe('variants');
		const shown = await rows(page(), 'draws-table');
		expect(shown.map((row) => row[0])).toEqual(r.variants.map((v: { name: string }) => v.name));
		// measured against the noise floor: each variant's mean change and typical shift in standard
		// errors come before its tau-b
		expect(r.noiseUnits.variants).toHaveLength(r.variants.length);
		expect(shown.map((row) => row[3])).toEqual(
			r.variants.map((v: { tau: number }) => v.tau.toFixed(2))
		);
		await expect(page().getByTestId('headline')).toHaveText(r.headline);
		await expect(page().getByTestId('headline')).not.toContainText('95%');
		expect(r.models[0].min).toBeLessThanOrEqual(r.models[0].max);
		expect(r).not.toHaveProperty('tauDraws');
	});

	test('search: the worst case with its certificate, as the JSON has it', async () => {
		await revisit(page(), '', { kind: 'worstCase', strength: 0.5, seed: 3 });
		const r = await exportJson(page());
		expect(r.drawType).toBe('search');
		await expect(page().getByTestId('search-tau')).toContainText(r.search.tau.toFixed(2));
		const weights = await rows(page(), 'search-weights');
		expect(Object.fromEntries(weights.map(([c, w]) => [c, Number(w)]))).toEqual(
			Object.fromEntries(
				Object.entries(r.search.weights as Record<string, number>).map(([c, w]) => [
					c,
					Number(w.toPrecision(3))
				])
			)
		);
		// five categories: the branch and bound proves the minimum
		expect(r.search.method).toBe('line-search+branch-and-bound');
		expect(r.search.exact).toBe(true);
		await expect(page().getByTestId('search-certificate')).toContainText(
			r.search.evaluated.toLocaleString('en-US')
		);
		await expect(page().getByTestId('headline')).toContainText('The worst case (proven)');
	});

	test('size sweep: one row per size, replication beside tau-b against the full set', async () => {
		await revisit(page(), '', { kind: 'sizeSweep', draws: 10, seed: 2 });
		const r = await exportJson(page());
		expect(r.drawType).toBe('sweep');
		expect(r.sweepKind).toBe('size');
		const panel = page().getByTestId('chart-sweep');
		await panel.getByRole('button', { name: 'Show table' }).click();
		const shown = await rows(page(), 'chart-sweep');
		expect(shown.map((row) => Number(row[0].replace(/,/g, '')))).toEqual(
			r.sweep.map((x: { size: number }) => x.size)
		);
		await expect(page().getByTestId('sweep-note')).toContainText('half the items');
		await expect(page().getByTestId('chart-tau')).toHaveCount(0);
	});

	test('strength sweep: sweep=1 with steps, one row per step', async () => {
		// Each step equals the standalone run at its strength: tests/unit/state/run-view.test.ts
		// (the runner runs every step through stepSettings, pinned in tests/unit/schemas/settings.test.ts).

		await revisit(page(), '', {
			kind: 'subsample',
			sweep: 1,
			steps: '1,0.5,0.2',
			draws: 40,
			seed: 8
		});
		await expect(page()).toHaveURL(/sweep=1/);
		const r = await exportJson(page());
		expect(r.drawType).toBe('sweep');
		expect(r.sweepKind).toBe('strength');
		expect(r.settings).toMatchObject({ kind: 'subsample', sweep: true, steps: [1, 0.5, 0.2] });
		expect(r.sweep.map((x: { step: number }) => x.step)).toEqual([1, 0.5, 0.2]);
		expect(r.sweep[0].tauMedian).toBe(1);
		expect(r.sweep[0].meanAbsScoreChange).toBe(0);
		expect(r.draws).toBe(120);
		await expect(page().getByTestId('chart-sweep-change')).toBeVisible();
		await expect(page().getByTestId('headline')).toContainText('share of items kept 0.2');
	});

	test('a worst-case strength sweep: one search per bound, no band', async () => {
		await revisit(page(), '', { kind: 'worstCase', sweep: 1, steps: '0,0.3,0.6', seed: 2 });
		const r = await exportJson(page());
		expect(r.drawType).toBe('sweep');
		expect(r.sweep.map((x: { step: number }) => x.step)).toEqual([0, 0.3, 0.6]);
		expect(r.sweep[0].tauMedian).toBe(1);
		expect(r.sweep[1].tauQ05).toBeNull();
		expect(r.sweep[2].tauMedian).toBeLessThanOrEqual(r.sweep[1].tauMedian);
	});

	test('difficulty shift says what was asked and that difficulty comes from these models', async () => {
		await revisit(page(), '', { kind: 'difficulty', strength: 1, draws: 30, seed: 1 });
		await expect(page().getByTestId('difficulty-shift')).toContainText('Shift requested: 1 SD');
		await expect(page().getByTestId('difficulty-shift')).toContainText(
			'estimated from the models being ranked'
		);
		await runWith(page(), { resample: 0 });
		await expect(page().getByTestId('draw-type')).toHaveAttribute('data-draw-type', 'variants');
	});

	test('an old (run@2) link still opens with its settings', async () => {
		await revisit(page());
		const id = await firstDatasetId(page());
		await page().goto(
			`/#/analysis?dataset=${id}&kind=modelSet&draws=60&seed=4&strength=0.3&addWeak=2&method=winRate&k=5`
		);
		await page().reload(); // as someone opening the shared link
		await expect(page().getByTestId('kind-select')).toHaveValue('modelSet');
		await expect(page().getByTestId('strength-input')).toHaveValue('0.3');
		await expect(page().getByTestId('addWeak-input')).toHaveValue('2');
		await expect(page().getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		const r = await exportJson(page());
		expect(r.settings).toMatchObject({
			kind: 'modelSet',
			draws: 60,
			seed: 4,
			strength: 0.3,
			addWeak: 2,
			method: 'winRate',
			topK: 5
		});
	});

	test('a run estimated long waits for Run, and says how long it would take', async () => {
		await revisit(page());
		const id = await firstDatasetId(page());
		await page().goto(`/#/analysis?dataset=${id}&kind=modelSet&draws=100000&seed=3`);
		await page().reload(); // a fresh page, as from a shared link
		await expect(page().getByTestId('kind-select')).toHaveValue('modelSet');
		const status = page().getByTestId('run-status');
		await expect(status).toHaveAttribute('data-state', 'idle');
		await expect(status).toContainText(/would take about \d+/);
		await expect(page().getByTestId('no-results')).toBeVisible();
		await page().getByTestId('run-button').click();
		await expect(status).toHaveAttribute('data-state', 'running');
		await page().getByTestId('cancel-button').click();
		await expect(status).toHaveAttribute('data-state', 'cancelled');
	});

	test('settings belong to their dataset: another dataset opens with its own', async () => {
		await revisit(page(), '', { seed: 77, draws: 300 });
		await page().goto('/#/');
		await page().getByTestId('sample-pass-at-10').click();
		await expect(page().getByTestId('dataset-name')).toContainText('Code benchmark');
		await expect(page().getByTestId('seed-input')).toHaveValue('1');
		await expect(page().getByTestId('draws-input')).toHaveValue('1000');
		await page().goto('/#/');
		await page()
			.getByTestId('library-item')
			.filter({ hasText: 'Leaderboard' })
			.getByTestId('dataset-link')
			.click();
		await expect(page().getByTestId('dataset-name')).toContainText('Leaderboard');
		await expect(page().getByTestId('seed-input')).toHaveValue('77');
		await expect(page().getByTestId('draws-input')).toHaveValue('300');
		await expect(page()).toHaveURL(/seed=77/);
	});
});
