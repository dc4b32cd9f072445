import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LATIN_TERMS } from '../unit/i18n/latin-terms.ts';
import {
	datasetIdOf,
	downloadOf,
	expect,
	FIXTURES,
	importFiles,
	openApp,
	openItems,
	test
} from './fixtures.ts';

// The item view (issue 13): the table, the item panel, the review, exclusions and exports, on the
// built-in sample in both languages, on a hostile Inspect log and on 100,000 items (on ImageNetV2
// from ../shared/real: real-data.spec.ts).

/** Latin words on the page outside data and the agreed terms (as tests/e2e/i18n.spec.ts). */
async function englishLeft(page: Page, root: string): Promise<string[]> {
	const found = await page.evaluate((root) => {
		const texts: string[] = [];
		const skip = (el: Element | null) =>
			!!el?.closest('[translate="no"], [data-i18n="pending"], script, style, noscript');
		const scope = document.querySelector(root)!;
		const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			if (!skip(n.parentElement)) texts.push(n.nodeValue ?? '');
		}
		for (const el of scope.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
			if (skip(el)) continue;
			for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
				const v = el.getAttribute(a);
				if (v) texts.push(v);
			}
		}
		return texts;
	}, root);
	// Statistical symbols are passed as parameters and stay as they are in every language.
	const allowed = new Set(
		[
			...LATIN_TERMS,
			'p',
			't',
			'tau-b',
			'McNemar',
			'Miller',
			'Adding',
			'error',
			'bars',
			'to',
			'evals',
			'mid-p',
			'mid'
		].map((w) => w.toLowerCase())
	);
	const stray: string[] = [];
	for (const text of found) {
		for (const word of text.match(/[A-Za-z][\w@.:/-]*[A-Za-z0-9]|[A-Za-z]/g) ?? []) {
			const bare = word.replace(/^[.-]+|[.:/-]+$/g, '');
			const pieces = [bare, ...bare.split(/[._:/]/)];
			if (!pieces.some((p) => allowed.has(p.toLowerCase()) || /^\d/.test(p))) {
				stray.push(`${word} (in “${text.trim().slice(0, 60)}”)`);
			}
		}
	}
	return stray;
}

test('item view on the sample: table, sort, filter, item panel, review saved, exclusions, exports', async ({
	page
}) => {
	// A walk through every tab (a run, a review, exports): past a minute at a load of 10 on two cores.
	test.setTimeout(180_000);
	await openApp(page, { settings: { draws: 20 } });
	const id = datasetIdOf(page);
	// Reached from the analysis page and from the library.
	await page.getByTestId('analysis-items-link').click();
	await expect(page.getByTestId('items-view')).toBeVisible({ timeout: 30_000 });
	await page.getByTestId('items-to-analysis').click();
	await expect(page.getByTestId('dataset-name')).toBeVisible();
	await page.goto('/#/');
	await page.getByTestId('dataset-items-link').first().click();
	await expect(page.getByTestId('items-view')).toBeVisible({ timeout: 30_000 });
	expect(page.url()).toContain(`#/items?dataset=${id}`);
	await expect(page.getByTestId('items-summary')).toContainText('items ×');

	// Virtualised: far fewer rows in the page than items.
	const rows = page.getByTestId('item-row');
	await expect(rows.first()).toBeVisible();
	expect(await rows.count()).toBeLessThan(80);

	// Sort by difficulty, hardest first.
	await page.getByTestId('sort-difficulty').click();
	await page.getByTestId('sort-difficulty').click();
	const difficulties = await rows.evaluateAll((els) =>
		els.slice(0, 5).map((e) => Number((e.children[3] as HTMLElement).innerText))
	);
	expect(difficulties).toEqual([...difficulties].sort((a, b) => b - a));

	// Filter by flag: every row shown carries one (not only the information "everybody solves").
	await page.getByTestId('filter-flag').selectOption('any');
	await expect(page.getByTestId('items-shown')).toContainText('items of');
	const flagged = await rows.evaluateAll((els) =>
		els.map((e) => e.querySelectorAll('[data-flag]:not([data-flag="everybodySolves"])').length)
	);
	expect(flagged.every((n) => n > 0)).toBe(true);

	// The item panel: flags with their reasons, every model's score.
	await rows.first().locator('button').first().click();
	await expect(page.getByTestId('item-panel')).toBeVisible();
	await expect(page.getByTestId('item-flags').locator('li').first()).toBeVisible();
	await expect(page.getByTestId('item-outputs').locator('tbody tr')).not.toHaveCount(0);

	// Review: keyboard verdicts.
	await page.getByTestId('tab-review').click();
	await expect(page.getByTestId('review-position')).toContainText('Item 1 of');
	await page.keyboard.press('2');
	await expect(page.getByTestId('review-position')).toContainText('Item 2 of');
	await page.keyboard.press('1');
	await expect(page.getByTestId('flawed-share')).toContainText(
		'Of 2 failing items reviewed, 1 was flawed: 50%'
	);
	await page.keyboard.press('ArrowLeft');
	await expect(page.getByTestId('review-position')).toContainText('Item 2 of');
	await expect(page.getByTestId('verdict-ok')).toHaveAttribute('aria-pressed', 'true');

	// Saved with the dataset: a reload shows them.
	await page.reload();
	await expect(page.getByTestId('flawed-share')).toContainText('1 was flawed', {
		timeout: 30_000
	});

	// Re-rank without the flawed item: before / after.
	await page.getByTestId('exclude-flawed').click();
	await expect(page.getByTestId('exclusions-count')).toContainText('1 item excluded');
	const firstAfter = await page
		.getByTestId('before-after')
		.locator('tbody tr')
		.first()
		.getAttribute('data-model');

	const file = JSON.parse((await downloadOf(page, 'items-export-json')).toString('utf8'));
	expect(file.schema).toBe('perturbation-sandbox/items@2');
	// The summary counts each flag apart, as the export does; everybody-solves is information.
	const counts = file.flagCounts;
	expect(counts.invertedFdr).toBe(0.05);
	expect(file.settings.invertedFdr).toBe(0.05);
	const summary = page.getByTestId('items-summary');
	await expect(summary).toContainText(
		counts.flagged === 0 ? 'no item flagged' : `${counts.flagged.toLocaleString('en-US')} item`
	);
	if (counts.inverted) await expect(summary).toContainText(`${counts.inverted} inverted`);
	if (counts.nobodySolves)
		await expect(summary).toContainText(`${counts.nobodySolves} nobody solves`);
	if (counts.pivotal) await expect(summary).toContainText(`${counts.pivotal} pivotal`);
	await expect(page.getByTestId('items-everybody')).toContainText(
		counts.everybodySolves === 0
			? 'No item is solved by every model'
			: 'solved by every model, which does not rank anyone: information, not a flag'
	);
	await expect(page.getByTestId('items-fdr')).toContainText(
		`across the ${counts.invertedTested.toLocaleString('en-US')} items`
	);
	expect(
		file.items.filter((it: { flags: { code: string }[] }) =>
			it.flags.some((f) => f.code === 'everybodySolves')
		)
	).toHaveLength(0);
	expect(file.reviews).toHaveLength(2);
	expect(file.flawed).toMatchObject({ reviewed: 2, flawed: 1, share: 0.5 });
	expect(file.excluded).toHaveLength(1);
	expect(file.rerank.excluded).toBe(1);
	expect(file.rerank.rankingAfter[0]).toBe(firstAfter);
	expect(file.items).toHaveLength(file.dataset.nItems);
	expect(file.fragility.leaderFlip.leader).toBe(file.rerank.rankingBefore[0]);

	const csv = (await downloadOf(page, 'items-export-csv')).toString('utf8');
	expect(csv.split('\n')[0]).toBe(
		'id,category,solvedBy,graded,meanScore,difficulty,discrimination,flags,info'
	);

	// Accessibility of the table, the panel and the exclusions (WCAG 2.1 A/AA rules).
	await page.getByTestId('tab-table').click();
	await page.getByTestId('item-row').first().locator('button').first().click();
	const axe = await new AxeBuilder({ page })
		.include('[data-testid="items-view"]')
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

	// Two models and fragility.
	await page.getByTestId('tab-pair').click();
	await expect(page.getByTestId('pair-difference')).toContainText('95% interval');
	await expect(page.getByTestId('pair-onlyB')).toBeVisible();
	await expect(page.getByTestId('power')).toContainText('items of this kind');
	await expect(page.getByTestId('power')).toContainText('minimum detectable effect');
	// no post-hoc power: it only restates the p-value
	await expect(page.getByTestId('power')).not.toContainText('which gives');
	await expect(page.getByTestId('power-not')).toContainText('Hoenig & Heisey 2001');
	await page.getByTestId('tab-fragility').click();
	// The export searched the fragility already (in the items worker): the panel shows it, with
	// the run's top k (the dataset's settings) that the export's settings and fragility share.
	await expect(page.getByTestId('leader-flip')).toContainText(
		String(file.fragility.leaderFlip.removals)
	);
	await expect(page.getByTestId('fragility-k')).toContainText(`Top ${file.settings.topK}`);
	if (file.fragility.topK) expect(file.fragility.topK.k).toBe(file.settings.topK);

	// The inverted flag's false discovery rate is shown and adjustable.
	await page.getByTestId('tab-table').click();
	await page.getByTestId('fdr-input').fill('0.5');
	await page.getByTestId('fdr-input').press('Enter');
	await expect(page.getByTestId('items-fdr')).toContainText('one by one at 0.5');
	const looser = JSON.parse((await downloadOf(page, 'items-export-json')).toString('utf8'));
	expect(looser.settings.invertedFdr).toBe(0.5);
	expect(looser.flagCounts.inverted).toBeGreaterThanOrEqual(counts.inverted);
});

test('item view in Chinese: every section without English', async ({ page }) => {
	await openApp(page, '#/?lang=zh-CN', { analysis: false });
	await page.getByTestId('dataset-items-link').first().click();
	await expect(page.getByTestId('items-view')).toBeVisible({ timeout: 30_000 });
	expect(page.url()).toContain('lang=zh-CN');
	await expect(page.getByTestId('items-title')).toContainText('的题目');
	await page.getByTestId('item-row').first().locator('button').first().click();
	await expect(page.getByTestId('item-panel')).toBeVisible();
	expect(await englishLeft(page, 'main')).toEqual([]);
	await page.getByTestId('tab-review').click();
	await page.keyboard.press('3');
	await expect(page.getByTestId('flawed-share')).toContainText('审阅了 1 道失败题目');
	await page.getByTestId('exclude-flawed').click();
	await expect(page.getByTestId('exclusions-count')).toBeVisible();
	expect(await englishLeft(page, 'main')).toEqual([]);
	await page.getByTestId('tab-pair').click();
	await expect(page.getByTestId('pair-difference')).toBeVisible();
	expect(await englishLeft(page, 'main')).toEqual([]);
	await page.getByTestId('tab-fragility').click();
	await page.getByTestId('compute-fragility').click();
	await expect(page.getByTestId('leader-flip')).toBeVisible();
	expect(await englishLeft(page, 'main')).toEqual([]);
});

test('item texts and outputs are shown as text, folded and searchable, never as HTML', async ({
	page
}, info) => {
	const log = JSON.parse(
		readFileSync(
			join(FIXTURES, 'formats', 'inspect', '2025-01-10T10-00-00+00-00_mmlu-mini_gpt4omini.json'),
			'utf8'
		)
	);
	const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
	const trace = `${'step '.repeat(400)}NEEDLE at the end`;
	log.samples[0].input = [{ role: 'user', content: hostile, source: 'input' }];
	log.samples[0].output.completion = trace;
	log.samples[0].output.choices[0].message.content = trace;
	const path = info.outputPath('hostile_mmlu.json');
	writeFileSync(path, JSON.stringify(log));
	await openApp(page, { analysis: false });
	await importFiles(
		page,
		path,
		join(FIXTURES, 'formats', 'inspect', '2025-01-10T11-00-00+00-00_mmlu-mini_haiku.eval')
	);
	// A harness log is shown for review before it is stored.
	await page.getByTestId('import-confirm').click();
	await expect(page.getByTestId('dataset-name')).toBeVisible({ timeout: 30_000 });
	await openItems(page, datasetIdOf(page));
	await page.getByTestId('filter-id').fill('1');
	await page.getByTestId('item-row').first().locator('button').first().click();
	await expect(page.getByTestId('item-text')).toContainText(hostile);
	expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
	expect(await page.getByTestId('item-panel').locator('img, script').count()).toBe(0);
	// The long output is folded; a search for text in the folded part opens it and marks it.
	const outputs = page.getByTestId('item-outputs');
	await expect(outputs).not.toContainText('NEEDLE');
	await page.getByTestId('item-search').fill('needle');
	await expect(page.getByTestId('item-matches')).toContainText('1 match');
	await expect(outputs.locator('mark')).toHaveText('NEEDLE');
});

test('100,000 items: the table stays virtualised and scrolls to the last item', async ({
	page
}, info) => {
	const n = 100_000;
	const models = ['m1', 'm2', 'm3', 'm4', 'm5'];
	const lines = [`item_id,${models.join(',')}`];
	let x = 12345;
	for (let i = 0; i < n; i++) {
		const cells = models.map((_, m) => {
			x = (x * 1103515245 + 12345) % 2147483648;
			return x / 2147483648 < 0.4 + 0.1 * m ? 1 : 0;
		});
		lines.push(`it${i},${cells.join(',')}`);
	}
	const path = info.outputPath('hundred-k.csv');
	writeFileSync(path, lines.join('\n'));
	await openApp(page, { analysis: false });
	await importFiles(page, path);
	await expect(page.getByTestId('dataset-name')).toHaveText('hundred-k', { timeout: 60_000 });
	await openItems(page, datasetIdOf(page));
	await expect(page.getByTestId('items-shown')).toContainText('100,000 items of 100,000');
	await page.getByTestId('sort-id').click();
	const scroller = page.getByTestId('item-scroll');
	// Scroll through in steps, one per frame, as a fast wheel would, timing the frames (reported,
	// not asserted: speed is measured, not tested against a clock on a shared machine).
	const frames = await scroller.evaluate(async (el) => {
		const times: number[] = [];
		let last = performance.now();
		for (let k = 1; k <= 120; k++) {
			el.scrollTop = (el.scrollHeight * k) / 240;
			await new Promise(requestAnimationFrame);
			const now = performance.now();
			times.push(now - last);
			last = now;
		}
		times.sort((a, b) => a - b);
		return { median: times[60], p95: times[114], max: times[119] };
	});
	test.info().annotations.push({
		type: 'scroll frames (ms)',
		description: `median ${frames.median.toFixed(1)}, p95 ${frames.p95.toFixed(1)}, max ${frames.max.toFixed(1)}`
	});
	console.log(`100,000 items, scroll frames (ms): ${JSON.stringify(frames)}`);
	await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
	await expect(page.locator('[data-testid="item-row"][data-item="it99999"]')).toBeVisible();
	expect(await page.getByTestId('item-row').count()).toBeLessThan(80);
});
