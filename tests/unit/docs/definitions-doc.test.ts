/**
 * docs/definitions.md and the definitions page cannot drift apart: the document carries the page
 * (every entry of src/report/definitions.ts with its English words, code, formulas and source)
 * between two markers, written by scripts/definitions-doc.ts. A definition changed on one side
 * only fails here; run `npx tsx scripts/definitions-doc.ts` and commit both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../../src/report/definitions.ts';
import { definitionsDoc, DOC_BEGIN, DOC_END } from '../../../src/report/definitions-doc.ts';
import { ROOT } from '../helpers.ts';

const FILE = join(ROOT, 'docs', 'definitions.md');

describe('docs/definitions.md carries the definitions page', () => {
	it('between its markers, word for word (run npx tsx scripts/definitions-doc.ts)', async () => {
		const text = readFileSync(FILE, 'utf8');
		const begin = text.indexOf(DOC_BEGIN);
		const end = text.indexOf(DOC_END);
		expect(begin, 'the opening marker').toBeGreaterThan(0);
		expect(end, 'the closing marker').toBeGreaterThan(begin);
		const options = { ...(await resolveConfig(FILE)), filepath: FILE };
		const want = await format(definitionsDoc(), options);
		expect(text.slice(begin, end + DOC_END.length)).toBe(want.trimEnd());
	});

	it('names every id, formula and source the page has', () => {
		const text = readFileSync(FILE, 'utf8');
		for (const [id, d] of Object.entries(DEFINITIONS)) {
			expect(text, id).toContain(`### \`${id}\`:`);
			const code = (d as { code?: Record<string, string | number> }).code ?? {};
			for (const v of Object.values(code)) {
				if (typeof v === 'string') expect(text, `${id}: ${v}`).toContain(v);
			}
			const source = (d as { source?: { href: string } }).source;
			if (source) expect(text, id).toContain(source.href);
		}
	});
});
