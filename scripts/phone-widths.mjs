/**
 * Page width of every view at phone widths (issue 24): prints a Markdown table of
 * `document.documentElement.scrollWidth` per view, viewport width and language.
 *
 * Run against a built app being served (any port):
 *   node_modules/.bin/vite build && node_modules/.bin/vite preview --host 127.0.0.1 --port 5303 &
 *   node scripts/phone-widths.mjs http://127.0.0.1:5303
 * `--why` also prints (to stderr), for every view wider than the screen, the elements that stick out
 * past its right edge outside any scrolling box; `--widths=320` and `--langs=en` narrow the run.
 */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
// --widths=320,800 and --langs=en narrow the run; --why prints what sticks out.
const WIDTHS = (arg('widths') ?? '320,360,800').split(',').map(Number);
const LANGS = (arg('langs') ?? 'en,zh-CN').split(',');
const verbose = process.argv.includes('--why');

const LONG_CSV =
	'model,item,score\n' +
	['m1', 'm2', 'm3']
		.flatMap((m) => ['a', 'b', 'c', 'd'].map((i, k) => `${m},${i},${(k + m.length) % 2}`))
		.join('\n') +
	'\n';

async function width(page) {
	return page.evaluate(() => document.documentElement.scrollWidth);
}
async function culprits(page) {
	return page.evaluate(() => {
		const w = window.innerWidth;
		const out = [];
		const scrolls = (el) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
		const sticks = (el) => el.getBoundingClientRect().right > w + 1;
		// The deepest elements that stick out past the right edge outside any scrolling box.
		const walk = (el) => {
			const kids = [...el.children].filter((c) => !scrolls(c));
			if (sticks(el) && !kids.some(sticks)) {
				const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
				const right = Math.round(el.getBoundingClientRect().right);
				out.push(`${el.tagName.toLowerCase()}.${cls}[${el.dataset.testid ?? ''}]${right}`);
			}
			kids.forEach(walk);
		};
		walk(document.body);
		return out.slice(0, 10);
	});
}
async function done(page) {
	await page
		.getByTestId('run-status')
		.and(page.locator('[data-state="done"]'))
		.waitFor({ timeout: 60_000 });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const rows = {};
function put(view, col, w) {
	(rows[view] ??= {})[col] = w;
}
for (const lang of LANGS)
	for (const vw of WIDTHS) {
		const col = `${vw} ${lang}`;
		const ctx = await browser.newContext({ viewport: { width: vw, height: 800 } });
		const page = await ctx.newPage();
		const q = `lang=${lang}`;
		async function measure(view) {
			await page.waitForTimeout(300);
			const w = await width(page);
			put(view, col, w);
			if (verbose && w > vw) console.error(col, view, w, (await culprits(page)).join(' | '));
		}
		await page.goto(`${base}/#/privacy?${q}`);
		await page.locator('main[data-started="true"]').waitFor({ timeout: 30_000 });
		await measure('privacy');
		await page.goto(`${base}/#/?${q}`);
		await page.getByTestId('library-item').first().waitFor({ timeout: 30_000 });
		await measure('start');
		const href = await page
			.getByTestId('library-item')
			.first()
			.getByTestId('dataset-link')
			.getAttribute('href');
		const id = new URLSearchParams(href.split('?')[1]).get('dataset');
		const kinds = {
			'analysis: sample': 'kind=subsample&draws=60&seed=1',
			'analysis: variants': 'kind=dropCategory&seed=2',
			'analysis: search': 'kind=worstCase&strength=0.5&seed=3',
			'analysis: sweep': 'kind=subsample&sweep=1&steps=1,0.5&draws=30&seed=8'
		};
		for (const [view, s] of Object.entries(kinds)) {
			await page.goto(`${base}/#/analysis?dataset=${id}&${s}&${q}`);
			await page.getByTestId('run-status').waitFor();
			if ((await page.getByTestId('run-status').getAttribute('data-state')) === 'idle')
				await page.getByTestId('run-button').click();
			await done(page);
			await measure(view);
		}
		await page.goto(`${base}/#/items?dataset=${id}&${q}`);
		await page.getByTestId('items-view').waitFor({ timeout: 30_000 });
		await page.getByTestId('item-row').first().locator('button').first().click();
		await page.getByTestId('item-panel').waitFor();
		await measure('items + panel');
		await page.goto(`${base}/#/?${q}`);
		await page
			.getByTestId('file-input')
			.setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(LONG_CSV) });
		await page.getByTestId('import-review').waitFor({ timeout: 30_000 });
		await measure('import review');
		await page.getByTestId('import-review').locator('.buttons button').first().click();
		await page.goto(`${base}/#/?${q}`);
		await page
			.getByTestId('file-input')
			.setInputFiles(
				new URL('../tests/fixtures/score-table/two-conditions.json', import.meta.url).pathname
			);
		await page.getByTestId('score-table-review').waitFor({ timeout: 30_000 });
		await measure('score-table review');
		await page.getByTestId('import-confirm').click();
		await page.waitForURL(/dataset=st-/);
		await page.getByTestId('heatmap').first().waitFor({ timeout: 30_000 });
		await measure('tables');
		for (let s = 1; s <= 7; s++) {
			await page.goto(`${base}/#/classroom?step=${s}&${q}`);
			await page
				.locator(`[data-testid="classroom-step"][data-step="${s}"][data-state="done"]`)
				.waitFor({ timeout: 30_000 });
			await measure(`classroom ${s}`);
		}
		await page.goto(`${base}/#/classroom/teachers?${q}`);
		await page.locator('main h1').waitFor();
		await measure('teachers');
		await ctx.close();
	}
await browser.close();
const cols = LANGS.flatMap((l) => WIDTHS.map((w) => `${w} ${l}`));
console.log(`| view | ${cols.join(' | ')} |`);
console.log(`|---|${cols.map(() => '---').join('|')}|`);
for (const [view, r] of Object.entries(rows))
	console.log(`| ${view} | ${cols.map((c) => r[c] ?? '-').join(' | ')} |`);
