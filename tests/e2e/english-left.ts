/**
 * "No English left": the Latin words a page shows outside data (names marked translate="no"),
 * parts still to be converted (data-i18n="pending") and the agreed technical terms
 * (tests/unit/i18n/latin-terms.ts). Shared by the specs that check a page in Chinese.
 */
import type { Page } from '@playwright/test';
import { LATIN_TERMS } from '../unit/i18n/latin-terms.ts';

/** Latin words on the page outside data, pending parts and the agreed technical terms. */
export async function englishLeft(page: Page, root = 'body'): Promise<string[]> {
	const found = await page.evaluate((root) => {
		const texts: string[] = [document.title];
		const skip = (el: Element | null) =>
			!!el?.closest('[translate="no"], [data-i18n="pending"], script, style, noscript');
		const scope = document.querySelector(root)!;
		const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			if (!skip(n.parentElement)) texts.push(n.nodeValue ?? '');
		}
		for (const el of scope.querySelectorAll(
			'[aria-label], [title], [placeholder], [alt], [label]'
		)) {
			if (skip(el)) continue;
			for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'label']) {
				const v = el.getAttribute(a);
				if (v) texts.push(v);
			}
		}
		return texts;
	}, root);
	const allowed = new Set(LATIN_TERMS.map((w) => w.toLowerCase()));
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
