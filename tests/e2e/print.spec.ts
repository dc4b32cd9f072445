/**
 * The printable report (issue 12): printed to PDF by Chromium (`page.pdf`), its page count and its
 * text (headline, settings, seed, dataset summary) read back with unpdf; printed from the dark
 * theme, the page and the charts use the light theme's colours.
 */
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { OPS } from 'unpdf/pdfjs';
import { expect, exportJson, openApp, runWith, test } from './fixtures.ts';

// pdf.js uses ArrayBuffer.prototype.transferToFixedLength (Node 21+) when it decodes a page's
// streams; on Node 20 it would skip those parts of the page silently.
const proto = ArrayBuffer.prototype as { transferToFixedLength?: (n?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function (this: ArrayBuffer, n = this.byteLength) {
	const out = new ArrayBuffer(n);
	new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
	return out;
};

/** Text compared without whitespace: the PDF breaks lines inside words ("tau- b"). */
const bare = (s: string) => s.replace(/\s+/g, '');

/**
 * Prints the page to PDF as Chromium's print dialog would (print media, `beforeprint`), and reads
 * back its page count, its text, and every colour its pages draw or write with (Chromium prints
 * canvases as vector drawings, so a chart's grid and labels are among them).
 */
async function printed(page: Page): Promise<{ pages: number; text: string; colors: Set<string> }> {
	const pdf = await page.pdf({ format: 'A4', printBackground: false });
	const doc = await getDocumentProxy(new Uint8Array(pdf));
	const { totalPages, text } = await extractText(doc, { mergePages: true });
	const colors = new Set<string>();
	for (let p = 1; p <= totalPages; p++) {
		const ops = await (await doc.getPage(p)).getOperatorList();
		ops.fnArray.forEach((fn, k) => {
			if (fn === OPS.setStrokeRGBColor || fn === OPS.setFillRGBColor)
				colors.add(String(ops.argsArray[k][0]).toLowerCase());
		});
	}
	return { pages: totalPages, text: bare(text), colors };
}

/** The report's own words as the page shows them (the PDF must hold each). */
async function reportLines(page: Page): Promise<string[]> {
	const head = page.getByTestId('report-head');
	const lines = await head.locator('h2, p').allInnerTexts();
	return [...lines, await page.getByTestId('headline').innerText()].map(bare);
}

/** Opaque pixels of a canvas close to a colour (per channel within `tol`). */
async function pixelsNear(canvas: Locator, rgb: [number, number, number], tol = 6) {
	return canvas.evaluate(
		(c: HTMLCanvasElement, [r, g, b, t]) => {
			const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
			let n = 0;
			for (let i = 0; i < d.length; i += 4)
				if (
					d[i + 3] > 200 &&
					Math.abs(d[i] - r) <= t &&
					Math.abs(d[i + 1] - g) <= t &&
					Math.abs(d[i + 2] - b) <= t
				)
					n++;
			return n;
		},
		[...rgb, tol] as [number, number, number, number]
	);
}

/** The grid lines' colour of each theme (app.css --border). */
const LIGHT_GRID: [number, number, number] = [0xcf, 0xd6, 0xe0];
const DARK_GRID: [number, number, number] = [0x39, 0x41, 0x50];

test('the report prints to PDF: whole pages holding its headline, settings, seed and dataset', async ({
	page
}) => {
	await openApp(page, {
		settings: { kind: 'subsample', sweep: 1, steps: '1,0.5,0.2', draws: 40, seed: 6 }
	});
	await expect(page.getByTestId('print-report')).toBeVisible();
	await page.emulateMedia({ media: 'print' });
	// What prints: the report's header, the headline and the charts; not the app around them.
	const head = page.getByTestId('report-head');
	await expect(head).toBeVisible();
	await expect(head).toContainText('Seed: 6');
	await expect(head).toContainText('Settings: Subsample');
	await expect(head).toContainText(/\d+ items/);
	await expect(page.getByTestId('verdict')).toBeVisible();
	await expect(page.getByTestId('chart-argument')).toBeVisible();
	await expect(page.getByTestId('run-button')).toBeHidden();
	await expect(page.getByTestId('print-report')).toBeHidden();

	const expected = await reportLines(page);
	const { pages, text } = await printed(page);
	expect(pages).toBeGreaterThanOrEqual(2);
	expect(pages).toBeLessThanOrEqual(12);
	for (const line of expected) expect(text).toContain(line);
	expect(text).toContain(bare('Seed: 6'));
	// The charts' titles are in it too; the app's controls are not.
	expect(text).toContain(bare('Score change and ranking at each strength, beside sampling noise'));
	expect(text).not.toContain(bare('Print report'));
	await page.emulateMedia({ media: 'screen' });
});

test('printed from the dark theme, the report and its charts use the light colours', async ({
	page
}) => {
	await openApp(page);
	await page.getByTestId('theme-select').selectOption('dark');
	await runWith(page, { kind: 'subsample', fraction: 0.5, draws: 100, seed: 7 });
	const r = await exportJson(page);
	const canvas = page.getByTestId('chart-reference-scatter').locator('canvas');
	await canvas.scrollIntoViewIfNeeded();
	// On screen: dark grid lines, light text.
	await expect.poll(() => pixelsNear(canvas, DARK_GRID)).toBeGreaterThan(500);
	const headline = page.getByTestId('headline');
	expect(await headline.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(238, 241, 245)');

	// Printed (as the browser's print dialog does it: beforeprint, print media): light colours
	// in the PDF, none of the dark theme's.
	const { pages, text, colors } = await printed(page);
	expect(pages).toBeGreaterThanOrEqual(1);
	for (const line of await reportLines(page)) expect(text).toContain(line);
	// Tables print whole (no scrolling region cut at its first screenful), model names included.
	for (const m of r.models as Array<{ model: string }>) expect(text).toContain(bare(m.model));
	for (const light of ['#14181f', '#4a5361', '#cfd6e0']) expect(colors).toContain(light);
	for (const dark of ['#eef1f5', '#a9b3c1', '#394150']) expect(colors).not.toContain(dark);

	// Print media (as DevTools or a print preview shows it): the page and the canvases are light.
	await page.emulateMedia({ media: 'print' });
	await expect.poll(() => pixelsNear(canvas, LIGHT_GRID)).toBeGreaterThan(500);
	expect(await pixelsNear(canvas, DARK_GRID)).toBeLessThan(50);
	expect(await headline.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(20, 24, 31)');

	// Back on screen: dark again.
	await page.emulateMedia({ media: 'screen' });
	await expect.poll(() => pixelsNear(canvas, DARK_GRID)).toBeGreaterThan(500);
	expect(await headline.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(238, 241, 245)');
});
