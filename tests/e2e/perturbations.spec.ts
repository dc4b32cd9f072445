import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	expect,
	exportJson,
	importFiles,
	openApp,
	revisit,
	runWith,
	sharedPage,
	sharedTest as test
} from './fixtures.ts';

// Every perturbation of the catalogue on the built-in leaderboard (0/1, categories, dates), with
// the view of its draw type: a sample shows the twin view, variants each variant and the range
// across them, a search its certificate, a sweep one row per step.
const SAMPLE = ['chart-swing', 'chart-tau', 'chart-ranks', 'agreement'];
const KINDS: Array<{
	kind: string;
	settings?: Record<string, string | number>;
	drawType: 'sample' | 'variants' | 'search' | 'sweep';
	panels: string[];
}> = [
	{ kind: 'clusterBootstrap', drawType: 'sample', panels: SAMPLE },
	{
		kind: 'sizeSweep',
		settings: { draws: 20 },
		drawType: 'sweep',
		panels: ['chart-sweep', 'chart-sweep-change']
	},
	{ kind: 'dirichlet', settings: { strength: 1 }, drawType: 'sample', panels: SAMPLE },
	{
		kind: 'dropCategory',
		drawType: 'variants',
		panels: ['chart-variants', 'chart-variant-tau', 'draws-table']
	},
	{
		kind: 'worstCase',
		settings: { strength: 0.8 },
		drawType: 'search',
		panels: ['chart-search', 'search-certificate']
	},
	{
		kind: 'labelNoise',
		settings: { strength: 0.1, mode: 'key' },
		drawType: 'sample',
		panels: SAMPLE
	},
	{ kind: 'difficulty', settings: { strength: 1 }, drawType: 'sample', panels: SAMPLE },
	{
		kind: 'timeSplit',
		settings: { cutoff: '2025-07-01' },
		drawType: 'variants',
		panels: ['chart-variants', 'draws-table']
	},
	{
		kind: 'modelSet',
		settings: { strength: 0.3, addWeak: 2, method: 'winRate' },
		drawType: 'sample',
		panels: SAMPLE
	}
];

// One page for the whole file: the first visit (which stores the sample) is paid once, and each
// test then loads the app afresh on the screen it needs (`revisit`). The tests that add a dataset
// to the library come last, as `revisit` with settings opens the first dataset listed.
test.describe('perturbations on the built-in samples', () => {
	const page = sharedPage((p) => openApp(p, { analysis: false }));

	for (const c of KINDS) {
		test(`perturbation ${c.kind}: runs, shows the ${c.drawType} view, its own figures and exports them`, async () => {
			await revisit(page(), '', { kind: c.kind, draws: 60, seed: 4, ...(c.settings ?? {}) });
			await expect(page().getByTestId('verdict')).toBeVisible();
			await expect(page().getByTestId('draw-type')).toHaveAttribute('data-draw-type', c.drawType);
			for (const id of c.panels) await expect(page().getByTestId(id)).toBeVisible();
			if (c.drawType !== 'sample') await expect(page().getByTestId('chart-tau')).toHaveCount(0);
			const r = await exportJson(page());
			expect(r.schema).toBe('perturbation-sandbox/run@5');
			expect(r.drawType).toBe(c.drawType);
			expect(r.headline).toBe(await page().getByTestId('headline').textContent());
			expect(r.settings.kind).toBe(c.kind);
			expect(r.perturbation.kind).toBe(c.kind);
			expect(r.pairs.length).toBe(19);
			expect(r.models[0].se).toBeGreaterThan(0);
			if (c.kind === 'dropCategory') {
				expect(r.variants.map((v: { name: string }) => v.name).sort()).toEqual([
					'without "code"',
					'without "knowledge"',
					'without "language"',
					'without "math"',
					'without "reasoning"'
				]);
				expect(r.draws).toBe(5);
				expect(r.models[0]).not.toHaveProperty('q025');
			}
			if (c.kind === 'timeSplit') {
				expect(r.variants.map((v: { name: string }) => v.name)).toEqual([
					'before 2025-07-01',
					'from 2025-07-01'
				]);
			}
			if (c.kind === 'sizeSweep') expect(r.sweep.at(-1).size).toBe(500); // the grid stops at n / 2
			if (c.kind === 'worstCase') {
				expect(Object.keys(r.search.weights).sort()).toEqual([
					'code',
					'knowledge',
					'language',
					'math',
					'reasoning'
				]);
			}
			if (c.kind === 'modelSet') {
				// ranks and P(first) count only the models present in a draw
				expect(r.models.reduce((a: number, m: { pFirst: number }) => a + m.pFirst, 0)).toBeCloseTo(
					1,
					12
				);
			}
		});
	}

	test('kinds that do not fit the dataset are disabled, with the reason', async () => {
		await revisit(page(), '', { draws: 20 });
		const option = page().getByTestId('kind-select').locator('option[value="threshold"]');
		await expect(option).toBeDisabled();
		await expect(option).toContainText('needs continuous scores');
	});

	test('bootstrap strength 0 from the URL: the reference reproduced, intervals of width 0', async () => {
		// That a partial bootstrap moves scores less than the classic one is pinned in
		// tests/unit/core/run.test.ts, on the golden fixtures.
		await revisit(page(), '', { kind: 'bootstrap', draws: 100, seed: 5, strength: 0 });
		await expect(page()).toHaveURL(/strength=0/);
		const zero = await exportJson(page());
		expect(zero.perturbation).toEqual({ kind: 'bootstrap', strength: 0, imitates: 'noise' });
		expect(zero.tau.q05).toBe(1);
		expect(zero.leaderKept).toBe(1);
		for (const m of zero.models) expect(m.q975 - m.q025).toBe(0);
	});

	test('threshold sweep on continuous scores, with thresholds from the data', async () => {
		await revisit(page());
		await page().getByTestId('sample-pass-at-10').click();
		await expect(page().getByTestId('run-status')).toHaveAttribute('data-state', 'done');
		await runWith(page(), { kind: 'threshold', seed: 2 });
		await expect(page().getByTestId('draws-table')).toContainText('score >= 0.5');
		const r = await exportJson(page());
		expect(r.perturbation.thresholds.length).toBeGreaterThan(3);
		expect(r.drawType).toBe('variants');
		expect(r.variants.length).toBe(r.perturbation.thresholds.length);
		// like with like: pass shares against each other, never a pass share against the mean score
		await expect(page().getByTestId('headline')).toContainText(
			'A pass share and a mean score are different measures'
		);
		await expect(page().getByTestId('headline')).not.toContainText('Scores moved');
		await expect(page().getByTestId('threshold-note')).toBeVisible();
		expect(r.maxSwingBasis).toBe('acrossVariants');
		const spread = Math.max(...r.models.map((m: { min: number; max: number }) => m.max - m.min));
		expect(r.maxSwing).toBeCloseTo(spread, 12);
	});

	test('strata are not clusters: equal-sized groups are not proposed, and the settings say why', async () => {
		// 40 classes of exactly 5 items each (a balanced design), 6 models
		const lines = ['item_id,meta:class,' + Array.from({ length: 6 }, (_, m) => `m${m}`).join(',')];
		for (let i = 0; i < 200; i++) {
			const cells = Array.from({ length: 6 }, (_, m) =>
				(i * 7 + m * 13 + (i % 5) * m) % 10 < 3 + m ? 1 : 0
			);
			lines.push(`i${i},class${Math.floor(i / 5)},${cells.join(',')}`);
		}
		const file = join(mkdtempSync(join(tmpdir(), 'strata-')), 'balanced.csv');
		writeFileSync(file, lines.join('\n') + '\n');
		await revisit(page());
		await importFiles(page(), file);
		await expect(page().getByTestId('dataset-name')).toHaveText('balanced', { timeout: 30_000 });
		const select = page().getByTestId('cluster-select');
		await expect(select).toHaveValue('');
		await expect(select.locator('option[value="class"]')).toContainText(
			'equal-sized groups: strata, not clusters'
		);
		const note = page().getByTestId('strata-note');
		await expect(note).toContainText('40 groups, 40 of them of exactly 5 items');
		await expect(note).toContainText(/standard errors \d\.\d\d× the plain ones/);
		await expect(note).toContainText(/stratified standard error would be \d\.\d\d×/);
		await expect(page().getByTestId('strata-chosen')).toHaveCount(0);
		// the user can still choose it, and is told what that does
		await select.selectOption('class');
		await expect(page().getByTestId('strata-chosen')).toContainText('overstate the uncertainty');
	});
});
