/**
 * Renders public/favicon.svg to the PNG icons the web app manifest needs (192 and 512 px), with
 * the Chromium the tests use. Run: npx tsx scripts/make-icons.ts (the PNGs are committed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const pub = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(pub, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
});
for (const size of [192, 512]) {
	const page = await browser.newPage({ viewport: { width: size, height: size } });
	await page.setContent(
		`<body style="margin:0"><div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body>`
	);
	await page.screenshot({ path: join(pub, `icon-${size}.png`), omitBackground: true });
	await page.close();
}
await browser.close();
console.log('wrote public/icon-192.png, public/icon-512.png');
