import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../helpers.ts';

/**
 * The shared source documents (`../shared/seeds`), like `HAVE_REAL` for the real data: absent on
 * outside machines, where the tests reading them skip.
 */
export const SEEDS = join(ROOT, '..', 'shared', 'seeds');
export const HARDT_FILE = join(SEEDS, '000_f0fcdfaf7d592653.txt');
export const HUSAIN_FILE = join(SEEDS, '004_e65a60fede962bcf.txt');
export const HAVE_SEEDS = existsSync(HARDT_FILE) && existsSync(HUSAIN_FILE);
export const NO_SEEDS_MESSAGE = `skipped: ../shared/seeds not found (the source documents are not part of this repository)`;

/** A seed file's text as it reads (Markdown emphasis `**` left out, as the quotes leave it out). */
export function seedText(file: string): string {
	return readFileSync(file, 'utf8').replaceAll('**', '');
}
