/**
 * Rankings from pairwise votes (issue 34), end to end: a votes CSV dropped on the start screen is
 * recognised without a click (not read as a long table), stored and opened in its own room: one
 * leaderboard per group of models, both intervals, the fewest votes that flip the leader verified
 * by a refit with its proven bound, a perturbation run with its verdict and seed, the results
 * JSON; the simultaneous rank sets beside Arena's rank, the win-fraction and battle-count
 * heatmaps, and the fewest votes for a pair chosen by its pickers (kept in the URL); the library
 * lists it with a votes badge and deletes it; a file with bad rows goes to the review first; the
 * same votes as an arena-human-preference Parquet table (flags, or `winner` with `both_bad`) open
 * their room without a click. Accessibility (axe, WCAG 2.1 A/AA) on the room and the review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { REAL } from '../unit/helpers.ts';
import { englishLeft } from './english-left.ts';
import { downloadOf, expect, FIXTURES, openApp, readDownload, test } from './fixtures.ts';

const SMALL = join(FIXTURES, 'votes', 'small-votes.csv');
const JUDGMENTS = join(FIXTURES, 'votes', 'arena-hard', 'model_judgment', 'judge-x');
const GENAI = join(REAL, 'genai_arena', 'raw', 'clean_battle_20240220.json');

async function axe(page: Page, selector: string) {
	const result = await new AxeBuilder({ page })
		.include(selector)
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

test('a votes CSV opens its room: leaderboards per group, the fewest votes to flip, a run, the JSON', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(SMALL);
	// No review, no format to choose: stored and opened.
	await expect(page).toHaveURL(/#\/votes\?dataset=vt-[0-9a-f]{16}/, { timeout: 30_000 });
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('votes-title')).toContainText('small-votes');
	await expect(page.getByTestId('votes-counts')).toContainText('960 votes between 10 models');
	// Two groups that never met: two leaderboards, never one scale.
	await expect(page.getByTestId('votes-groups-note')).toContainText('2 groups of models');
	await expect(page.getByTestId('votes-leaderboard')).toHaveCount(2);
	await expect(page.getByTestId('votes-leaderboard').first().getByTestId('votes-row')).toHaveCount(
		7
	);
	await expect(page.getByTestId('votes-leaderboard').first()).toContainText(
		'Bootstrap over votes (Chatbot Arena’s method)'
	);
	await expect(page.getByTestId('votes-leaderboard').first()).toContainText('Sandwich estimator');
	await expect(page.getByTestId('votes-chart').first().locator('canvas')).toBeVisible();
	// No strong verdicts in these votes: the ×1 / ×3 setting is not offered.
	await expect(page.getByTestId('votes-strong')).toHaveCount(0);

	// The fewest votes to flip the leader: a count verified by a refit, its bound, its rows.
	await expect(page.getByTestId('votes-flip-count')).toContainText('verified by a refit', {
		timeout: 60_000
	});
	await expect(page.getByTestId('votes-flip-found')).toContainText(
		'a refit without them confirms it'
	);
	await expect(page.getByTestId('votes-flip')).toContainText('No fewer than');
	await page.getByTestId('votes-flip-rows').locator('summary').click();
	await expect(page.getByTestId('votes-flip-rows')).toContainText('counted from 0');

	// One run: progress, then the verdict and its seed.
	await page.getByTestId('votes-run-start').click();
	await expect(page.getByTestId('votes-verdict')).toContainText(
		'A typical draw moves the ratings',
		{
			timeout: 90_000
		}
	);
	await expect(page.getByTestId('votes-verdict')).toContainText('tau-b');
	await expect(page.getByTestId('votes-run-seed')).toContainText('Seed 1 · 200 draws');

	const json = JSON.parse((await downloadOf(page, 'votes-export')).toString('utf8'));
	expect(json.schema).toBe('perturbation-sandbox/votes@1');
	expect(json.votes.groups).toHaveLength(2);
	expect(json.votes.fewestToFlip.verified).toBe(true);
	expect(json.votes.fewestToFlip.rows).toHaveLength(json.votes.fewestToFlip.count);
	expect(json.run.seed).toBe(1);

	// A long run shows its progress and Cancel ends it (its worker terminated), not as an error.
	await page.getByTestId('votes-run').locator('input[type="number"]').fill('5000');
	await page.getByTestId('votes-run').locator('input[type="number"]').press('Tab');
	await expect(page).toHaveURL(/draws=5000/);
	await page.getByTestId('votes-run-start').click();
	await expect(page.getByTestId('votes-run-progress')).toBeVisible();
	await page.getByTestId('votes-run-cancel').click();
	await expect(page.getByTestId('votes-run-cancelled')).toBeVisible();
	await expect(page.getByRole('alert')).toHaveCount(0);

	// Settings live in the URL: the tie rule refits.
	await page.getByTestId('votes-ties').selectOption('drop');
	await expect(page).toHaveURL(/ties=drop/);
	await expect(page.getByTestId('votes-ready')).toBeVisible();

	expect(await axe(page, 'main')).toEqual([]);

	// In Chinese, nothing left in English but names and the agreed terms.
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(page.getByTestId('votes-title')).toContainText('投票');
	await expect(page.getByTestId('votes-verdict')).toHaveCount(0);
	expect(await englishLeft(page, 'main')).toEqual([]);
	await page.getByTestId('lang-switch').selectOption('en');

	// The library lists it with a votes badge; it can be deleted.
	await page.goto('/#/');
	const item = page.getByTestId('votes-item');
	await expect(item).toHaveCount(1);
	await expect(item.getByTestId('votes-badge')).toHaveText('votes');
	await item.getByTestId('votes-delete').click();
	await item.getByTestId('votes-delete-confirm').click();
	await expect(page.getByTestId('votes-item')).toHaveCount(0);
});

test('the leaderboard’s rank sets, the head-to-head heatmaps and a chosen pair’s fewest votes', async ({
	page
}) => {
	test.setTimeout(180_000);
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(SMALL);
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	const board = page.getByTestId('votes-leaderboard').first();

	// The simultaneous rank set beside Arena's rank, with what it is and is not.
	await expect(board).toContainText('Rank set (simultaneous 95%)');
	const sets = board.getByTestId('votes-rank-set');
	await expect(sets).toHaveCount(7);
	await expect(sets.first()).toHaveText(/^\[1, \d\]$/);
	await expect(page.getByTestId('votes-rank-set-explain').first()).toContainText(
		'Arena rank is not that'
	);

	// Heatmaps, models by rating: canvases, tables by keyboard, PNG.
	const heatmaps = page.getByTestId('votes-heatmaps').first();
	await expect(heatmaps.getByTestId('votes-heatmap-win').locator('canvas')).toBeVisible();
	await expect(heatmaps.getByTestId('votes-heatmap-count').locator('canvas')).toBeVisible();
	const toggle = heatmaps
		.getByTestId('votes-heatmap-count')
		.getByRole('button', { name: 'Show table' });
	await toggle.focus();
	await page.keyboard.press('Enter');
	const table = heatmaps.getByTestId('votes-heatmap-count-table');
	await expect(table.locator('tbody tr')).toHaveCount(7);
	// Every vote of the group counted once per pair (both halves of the grid: twice).
	const cells = await table
		.locator('tbody td')
		.evaluateAll((tds) => tds.map((td) => Number(td.textContent!.replace(/[^\d]/g, '')) || 0));
	expect(cells.reduce((s, x) => s + x, 0)).toBe(2 * 900);
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		heatmaps.getByTestId('votes-heatmap-win-png').click()
	]);
	expect(download.suggestedFilename()).toMatch(/group-1-win-fraction\.png$/);
	const png = await readDownload(download);
	expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

	// A chosen pair by its pickers: in the URL, verified by a refit, rows listed.
	const pair = page.getByTestId('votes-pair');
	await expect(pair.getByTestId('votes-pair-count')).toContainText('verified by a refit', {
		timeout: 60_000
	});
	await pair.getByTestId('votes-pair-a').selectOption('m-d');
	await pair.getByTestId('votes-pair-b').selectOption('m-f');
	await expect(page).toHaveURL(/pairA=m-d&pairB=m-f|pairA=m-f&pairB=m-d/);
	await expect(pair.getByTestId('votes-pair-found')).toContainText(
		'a refit without them confirms it',
		{
			timeout: 60_000
		}
	);
	await expect(pair.getByTestId('votes-pair-found')).toContainText('m-d');
	await expect(pair.getByTestId('votes-pair-found')).toContainText('m-f');
	await expect(pair).toContainText('No fewer than');
	await pair.getByTestId('votes-pair-rows').locator('summary').click();
	await expect(pair.getByTestId('votes-pair-rows')).toContainText('counted from 0');

	const json = JSON.parse((await downloadOf(page, 'votes-export')).toString('utf8'));
	const chosen = json.votes.fewestToFlipPair;
	expect([...chosen.pair].sort()).toEqual(['m-d', 'm-f']);
	expect(chosen.verified).toBe(true);
	expect(chosen.rows).toHaveLength(chosen.count);
	const group = json.votes.groups[0];
	expect(group.rankSets).toMatchObject({ covariance: 'sandwich', method: 'csranks-stepdown' });
	for (const r of group.ratings) expect(r.rankSet.low).toBeLessThanOrEqual(r.rankSet.high);

	expect(await axe(page, 'main')).toEqual([]);
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(page.getByTestId('votes-pair')).toContainText('翻转指定的一对');
	expect(await englishLeft(page, 'main')).toEqual([]);
	await page.getByTestId('lang-switch').selectOption('en');
});

/** `small-votes.csv`'s rows, column by column. */
function smallVotesColumns(): Record<string, string[]> {
	const [header, ...lines] = readFileSync(SMALL, 'utf8').trim().split('\n');
	const names = header.split(',');
	const rows = lines.map((l) => l.split(','));
	return Object.fromEntries(names.map((n, k) => [n, rows.map((r) => r[k])]));
}

/**
 * `small-votes.csv` as arena-human-preference Parquet, written here by hyparquet-writer (no file
 * committed): `winner` kept as text (`both_bad` among its values), or turned into the 0/1 flags
 * (`both_bad` as a tie, since the flags have no fourth outcome), in row groups of 250 rows.
 */
function preferenceParquet(layout: 'flags' | 'winner'): Buffer {
	const { model_a, model_b, winner, language } = smallVotesColumns();
	const text = (name: string, data: string[]) => ({ name, data, type: 'STRING' as const });
	const flag = (name: string, wins: (w: string) => boolean) => ({
		name,
		data: winner.map((w) => (wins(w) ? 1 : 0)),
		type: 'INT32' as const
	});
	const outcome =
		layout === 'winner'
			? [text('winner', winner)]
			: [
					flag('winner_model_a', (w) => w === 'model_a'),
					flag('winner_model_b', (w) => w === 'model_b'),
					flag('winner_tie', (w) => w !== 'model_a' && w !== 'model_b')
				];
	const columnData = [
		text('model_a', model_a),
		text('model_b', model_b),
		...outcome,
		text('language', language)
	];
	return Buffer.from(parquetWriteBuffer({ columnData, rowGroupSize: 250 }));
}

for (const layout of ['flags', 'winner'] as const) {
	test(`an arena-human-preference Parquet file (${layout}) opens its room without a click`, async ({
		page
	}, info) => {
		test.setTimeout(120_000);
		const { winner } = smallVotesColumns();
		expect(winner).toContain('both_bad');
		const file = info.outputPath(`arena-human-preference-${layout}.parquet`);
		writeFileSync(file, preferenceParquet(layout));
		await openApp(page, { analysis: false });
		await page.getByTestId('file-input').setInputFiles(file);
		// No review, no format to choose: the worker reads the footer, finds votes, stores them.
		await expect(page).toHaveURL(/#\/votes\?dataset=vt-[0-9a-f]{16}/, { timeout: 30_000 });
		await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
		await expect(page.getByTestId('votes-layout')).toContainText('read from Parquet');
		await expect(page.getByTestId('votes-layout')).toContainText(
			layout === 'flags' ? 'winner_model_a' : 'a winner column'
		);
		await expect(page.getByTestId('votes-counts')).toContainText('960 votes between 10 models');
		await expect(page.getByTestId('votes-groups-note')).toContainText('2 groups of models');
		const boards = page.getByTestId('votes-leaderboard');
		await expect(boards).toHaveCount(2);
		await expect(boards.first().getByTestId('votes-row')).toHaveCount(7);
		await expect(boards.first()).toContainText('Sandwich estimator');
		await expect(page.getByTestId('votes-chart').first().locator('canvas')).toBeVisible();
		await expect(page.getByTestId('votes-review')).toHaveCount(0);
	});
}

test('a votes file with bad rows waits in the review, named by row and column, and goes on without them', async ({
	page
}, info) => {
	await openApp(page, { analysis: false });
	const file = info.outputPath('bad-votes.csv');
	writeFileSync(
		file,
		[
			'model_a,model_b,winner',
			'<b>x</b>,y,model_a',
			'y,<b>x</b>,model_a',
			'z,z,model_a',
			'y,z,model_b',
			'z,y,model_b',
			'<b>x</b>,z,nobody',
			'<b>x</b>,z,model_a',
			'z,<b>x</b>,model_a',
			'<b>x</b>,z,tie'
		].join('\n')
	);
	await page.getByTestId('file-input').setInputFiles(file);
	const review = page.getByTestId('votes-review');
	await expect(review).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('votes-layout')).toContainText('a winner column');
	await expect(page.getByTestId('votes-issues')).toContainText('row 4');
	await expect(page.getByTestId('votes-issues')).toContainText('row 7');
	await expect(page.getByTestId('votes-issues')).toContainText('plays itself');
	await expect(page.getByTestId('votes-issues')).toContainText('neither side nor a tie');
	expect(await axe(page, '[data-testid="votes-review"]')).toEqual([]);
	await page.getByTestId('votes-confirm').click();
	await expect(page).toHaveURL(/#\/votes\?dataset=vt-/);
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	// An untrusted name is text, never HTML.
	await expect(page.getByTestId('votes-leaderboard')).toContainText('<b>x</b>');
	await expect(page.locator('main b')).toHaveCount(0);
});

test('a votes file dropped with another file is not read as a long table: drop it alone', async ({
	page
}) => {
	await openApp(page, { analysis: false });
	await page
		.getByTestId('file-input')
		.setInputFiles([SMALL, join(FIXTURES, 'e2e', 'untrusted.csv')]);
	await expect(page.getByTestId('notice').first()).toContainText('drop it on its own', {
		timeout: 30_000
	});
	await expect(page).not.toHaveURL(/#\/analysis/);
});

test('several arena-hard-auto judgment files dropped together: one votes dataset, its leaderboard without a click', async ({
	page
}) => {
	test.setTimeout(120_000);
	await openApp(page, { analysis: false });
	await page
		.getByTestId('file-input')
		.setInputFiles(
			['alpha-model', 'base-model', 'beta-model', 'gamma-model'].map((m) =>
				join(JUDGMENTS, `${m}.jsonl`)
			)
		);
	// No review, no format to choose: stored and opened as votes against the baseline.
	await expect(page).toHaveURL(/#\/votes\?dataset=vt-[0-9a-f]{16}/, { timeout: 30_000 });
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('votes-layout')).toContainText(
		'arena-hard-auto judgments (4 files)'
	);
	await expect(page.getByTestId('votes-baseline')).toContainText('base-model');
	await expect(page.getByTestId('votes-counts')).toContainText('144 votes between 4 models');
	await expect(page.getByTestId('votes-leaderboard')).toHaveCount(1);
	const rows = page.getByTestId('votes-leaderboard').getByTestId('votes-row');
	await expect(rows).toHaveCount(4);
	// alpha-model wins most of its games against the baseline: it leads.
	await expect(rows.first()).toContainText('alpha-model');

	// Strong verdicts (A>>B) count once by default; ×3 is arena-hard-auto's weight, in the URL.
	await expect(page.getByTestId('votes-strong')).toHaveValue('1');
	await expect(page.getByTestId('votes-strong-hint')).toContainText('--weight 3');
	const before = await rows.first().textContent();
	await page.getByTestId('votes-strong').selectOption('3');
	await expect(page).toHaveURL(/strong=3/);
	await expect.poll(() => rows.first().textContent(), { timeout: 30_000 }).not.toBe(before);
	await expect(rows.first()).toContainText('alpha-model');
	await expect(page.getByTestId('votes-flip-count')).toBeVisible({ timeout: 60_000 });
	const json = JSON.parse((await downloadOf(page, 'votes-export')).toString('utf8'));
	expect(json.votes.strongWeight).toBe(3);
	await page.getByTestId('lang-switch').selectOption('zh-CN');
	await expect(page.getByTestId('votes-strong-hint')).toContainText('强判定');
	expect(await englishLeft(page, '.settings')).toEqual([]);
	await page.getByTestId('lang-switch').selectOption('en');
});

test('GenAI-Arena’s battle log: the self-play row named, then the plain Bradley–Terry ratings of its README', async ({
	page
}) => {
	test.skip(
		!existsSync(GENAI),
		`skipped: ${GENAI} not found (../shared/real is not part of this repository)`
	);
	test.setTimeout(180_000);
	const reference = JSON.parse(
		readFileSync(join(REAL, 'genai_arena', 'reference.json'), 'utf8')
	) as { plain_bt: Record<string, Record<string, number>> };
	await openApp(page, { analysis: false });
	await page.getByTestId('file-input').setInputFiles(GENAI);
	await expect(page.getByTestId('votes-review')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('votes-layout')).toContainText('Chatbot Arena battle log');
	await expect(page.getByTestId('votes-issues')).toContainText('plays itself');
	await page.getByTestId('votes-confirm').click();
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('votes-leaderboard')).toHaveCount(2);
	// The README's plain fit anchors SDXL at 1000 (ties half a win, no penalty).
	const url = new URL(page.url());
	await page.goto(`/${url.hash}&anchor=imagenhub_SDXL_generation`);
	await expect(page.getByTestId('votes-ready')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('votes-flip-count')).toBeVisible({ timeout: 90_000 });
	const json = JSON.parse((await downloadOf(page, 'votes-export')).toString('utf8'));
	const want = reference.plain_bt.generation_all;
	const group = json.votes.groups.find(
		(g: { anchor: string | null }) => g.anchor === 'imagenhub_SDXL_generation'
	);
	for (const [model, rating] of Object.entries(want)) {
		const got = group.ratings.find((r: { model: string }) => r.model === model).rating;
		expect(Math.abs(got - rating)).toBeLessThan(1e-3);
	}
	expect(json.votes.fewestToFlip.verified).toBe(true);
});
