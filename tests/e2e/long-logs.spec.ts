/**
 * A long JSONL as public per-item collections publish it (one line per model and item, `pass1`
 * the share of `count` trials) imports with the default mapping — no column chosen by hand — keeps
 * its trials, and runs "Fewer trials".
 */
import { expect, exportJson, openApp, runWith, test } from './fixtures.ts';

/** 40 items x 4 agents, each cell the share of 5 attempts solved. */
function perItemJsonl(): string {
	const lines: string[] = [];
	const skill = [0.2, 0.45, 0.6, 0.8];
	for (let m = 0; m < skill.length; m++) {
		for (let i = 0; i < 40; i++) {
			// deterministic solved counts from the agent's skill and the item's difficulty
			const p = Math.min(1, Math.max(0, skill[m] + 0.5 - ((i * 37) % 40) / 40));
			const solved = Math.round(p * 5);
			lines.push(
				JSON.stringify({
					benchmark_id: 'terminal-mini',
					model: `agent-${m + 1}`,
					example_id: `task-${String(i).padStart(2, '0')}`,
					pass1: solved / 5,
					count: 5
				})
			);
		}
	}
	return lines.join('\n') + '\n';
}

test('a long JSONL with model, example_id, pass1 and count imports without a mapping click, keeps its trials and runs fewer trials', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page);
	await page.goto('/#/');
	await page.getByTestId('file-input').setInputFiles([
		{
			name: 'per-item-results.jsonl',
			mimeType: 'application/x-ndjson',
			buffer: Buffer.from(perItemJsonl())
		}
	]);
	const review = page.getByTestId('import-review');
	await expect(review).toBeVisible();
	// the proposal, untouched: item, model, score and trials per cell
	await expect(page.getByTestId('import-column-item')).toHaveValue('example_id');
	await expect(page.getByTestId('import-column-model')).toHaveValue('model');
	await expect(page.getByTestId('import-column-score')).toHaveValue('pass1');
	await expect(page.getByTestId('import-column-trials')).toHaveValue('count');
	await expect(page.getByTestId('import-error')).toHaveCount(0);
	const preview = page.getByTestId('import-preview');
	await expect(preview).toContainText('4 models');
	await expect(preview).toContainText('40 items');
	await expect(page.getByTestId('import-trials')).toContainText('5 trials');
	await page.getByTestId('import-confirm').click();
	await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
		timeout: 30_000
	});

	// the uncertainty card says what the trials are and shows the two-level figures
	await expect(page.getByTestId('trials-note')).toContainText('5 trials');

	await runWith(page, { kind: 'trials', strength: 1, draws: 200, seed: 21 });
	await expect(page.getByTestId('verdict')).toBeVisible();
	await expect(page.getByTestId('draw-type')).toHaveAttribute('data-draw-type', 'sample');
	const r = await exportJson(page);
	expect(r.perturbation).toEqual({ kind: 'trials', trials: 1, imitates: 'noise' });
	expect(r.ciBasis).toBe('trials');
	expect(r.models).toHaveLength(4);
	for (const m of r.models) {
		expect(m.seTrials).toBeGreaterThanOrEqual(m.se - 1e-12);
		expect(m.trialsShare).toBeGreaterThan(0);
		expect(m.trialsShare).toBeLessThanOrEqual(1);
	}
	// the draws moved the scores (one attempt per item, not five) but kept their centre
	const swing = r.models.map((m: { q975: number; q025: number }) => m.q975 - m.q025);
	expect(Math.max(...swing)).toBeGreaterThan(0);
});
