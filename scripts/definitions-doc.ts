/**
 * Writes the definitions page (src/report/definitions-doc.ts) into docs/definitions.md, between
 * its markers, formatted by prettier as `npm run lint` checks it. Run after changing a definition:
 *
 *   npx tsx scripts/definitions-doc.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { definitionsDoc, DOC_BEGIN, DOC_END } from '../src/report/definitions-doc.ts';

const file = join(import.meta.dirname, '..', 'docs', 'definitions.md');
const text = readFileSync(file, 'utf8');
const begin = text.indexOf(DOC_BEGIN);
const end = text.indexOf(DOC_END);
const before =
	begin >= 0 ? text.slice(0, begin) : `${text.trimEnd()}\n\n## The definitions page\n\n`;
const after = end >= 0 ? text.slice(end + DOC_END.length) : '\n';
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(before + definitionsDoc() + after, options));
console.log(`wrote ${file}`);
