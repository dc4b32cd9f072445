import { expect, exportJson, openApp, runWith, setSettings, test } from './fixtures.ts';

// Every perturbation of the catalogue on the built-in leaderboard (0/1, categories, dates).
const KINDS: Array<{ kind: string; settings?: Record<string, string | number>; panel: string }> = [
	{ kind: 'clusterBootstrap', panel: 'agreement' },
	{ kind: 'sizeSweep', settings: { draws: 20 }, panel: 'chart-sweep' },
	{ kind: 'dirichlet', settings: { strength: 1 }, panel: 'agreement' },
	{ kind: 'dropCategory', panel: 'draws-table' },
	{ kind: 'worstCase', settings: { strength: 0.8 }, panel: 'agreement' },
	{ kind: 'labelNoise', settings: { strength: 0.1, mode: 'key' }, panel: 'agreement' },
	{ kind: 'difficulty', settings: { strength: 1 }, panel: 'agreement' },
	{ kind: 'timeSplit', settings: { cutoff: '2025-07-01' }, panel: 'draws-table' },
	{
		kind: 'modelSet',
		settings: { strength: 0.3, addWeak: 2, method: 'winRate' },
		panel: 'agreement'
	}
];

for (const c of KINDS) {
	test(`perturbation ${c.kind}: runs, shows the twin view, its own figures and exports them`, async ({
		page
	}) => {
		await openApp(page);
		await runWith(page, { kind: c.kind, draws: 60, seed: 4, ...(c.settings ?? {}) });
		await expect(page.getByTestId('headline')).toBeVisible();
		for (const id of ['chart-swing', 'chart-tau', 'chart-ranks', c.panel]) {
			await expect(page.getByTestId(id)).toBeVisible();
		}
		const r = await exportJson(page);
		expect(r.schema).toBe('perturbation-sandbox/run@2');
		expect(r.settings.kind).toBe(c.kind);
		expect(r.perturbation.kind).toBe(c.kind);
		expect(r.pairs.length).toBe(19);
		expect(r.models[0].se).toBeGreaterThan(0);
		if (c.kind === 'dropCategory') {
			expect([...r.drawLabels].sort()).toEqual([
				'without "code"',
				'without "knowledge"',
				'without "language"',
				'without "math"',
				'without "reasoning"'
			]);
			expect(r.draws).toBe(5);
		}
		if (c.kind === 'timeSplit') {
			expect(r.drawLabels).toEqual(['before 2025-07-01', 'from 2025-07-01']);
		}
		if (c.kind === 'sizeSweep') expect(r.sizeSweep.at(-1).k).toBe(500); // the grid stops at n / 2
	});
}

test('threshold sweep on continuous scores, with thresholds from the data', async ({ page }) => {
	await openApp(page);
	await page.goto('/#/');
	await page.getByTestId('sample-pass-at-10').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done');
	await runWith(page, { kind: 'threshold', seed: 2 });
	await expect(page.getByTestId('draws-table')).toContainText('score >= 0.5');
	const r = await exportJson(page);
	expect(r.perturbation.thresholds.length).toBeGreaterThan(3);
	expect(r.drawLabels.length).toBe(r.perturbation.thresholds.length);
});

test('kinds that do not fit the dataset are disabled, with the reason', async ({ page }) => {
	await openApp(page);
	const option = page.getByTestId('kind-select').locator('option[value="threshold"]');
	await expect(option).toBeDisabled();
	await expect(option).toContainText('needs continuous scores');
});

test('the same seed gives the same numbers for a catalogue perturbation, whatever the workers', async ({
	page
}) => {
	await openApp(page);
	await runWith(page, { kind: 'dirichlet', draws: 80, seed: 11, strength: 3, workers: 1 });
	const one = await exportJson(page);
	await setSettings(page, { workers: 3, seed: 12 });
	await runWith(page, { seed: 11 });
	const three = await exportJson(page);
	delete one.createdAt;
	delete three.createdAt;
	expect(three).toEqual(one);
});

test('bootstrap strength: 0 reproduces the reference, a partial bootstrap moves scores less', async ({
	page
}) => {
	await openApp(page);
	await runWith(page, { kind: 'bootstrap', draws: 100, seed: 5, strength: 0 });
	await expect(page).toHaveURL(/strength=0/);
	const zero = await exportJson(page);
	expect(zero.perturbation).toEqual({ kind: 'bootstrap', strength: 0 });
	expect(zero.tau.q05).toBe(1);
	expect(zero.leaderKept).toBe(1);
	for (const m of zero.models) expect(m.q975 - m.q025).toBe(0);

	const width = (r: { models: Array<{ q025: number; q975: number }> }) =>
		r.models.reduce((a, m) => a + (m.q975 - m.q025), 0);
	await runWith(page, { strength: 0.3 });
	const partial = await exportJson(page);
	await runWith(page, { strength: 1 });
	const full = await exportJson(page);
	expect(width(partial)).toBeGreaterThan(0);
	expect(width(partial)).toBeLessThan(width(full));
});
