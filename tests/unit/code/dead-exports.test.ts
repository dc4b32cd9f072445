/**
 * No dead exports in `src/` and `workers/` (issue 20): every `export` is imported by some other
 * file. A test counts as a user: exporting a function so that its unit test can reach it is a
 * deliberate seam, not dead code. Bench, scripts and the root config files count as users too.
 * An export nothing takes has its `export` dropped (the file uses it) or is deleted.
 */
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { deadExports, factsOf, programOf, type Program } from './dead-exports.ts';

const ROOT_FILES = [
	'vite.config.ts',
	'playwright.config.ts',
	'svelte.config.js',
	'eslint.config.js'
];

/**
 * Known dead exports left in place, by `file#name`, each with its reason (none today). Stale
 * entries fail.
 */
const ALLOWED: Record<string, string> = {};

const isCandidate = (file: string) => /^(src|workers)\/.*\.(ts|svelte)$/.test(file);

describe('dead exports (issue 20)', () => {
	it('every export of src/ and workers/ is imported by another file', () => {
		const program = programOf(ROOT, ['src', 'workers', 'tests', 'bench', 'scripts'], ROOT_FILES);
		expect(program.size).toBeGreaterThan(500);
		const dead = deadExports(program, isCandidate);
		const keys = new Set(dead.map((d) => `${d.file}#${d.name}`));
		const unexpected = dead
			.filter((d) => !(`${d.file}#${d.name}` in ALLOWED))
			.map((d) => `${d.file}:${d.line} ${d.name}`);
		expect(unexpected, 'exports no other file imports').toEqual([]);
		const stale = Object.keys(ALLOWED).filter((key) => !keys.has(key));
		expect(stale, 'allow-list entries that are now imported or gone').toEqual([]);
	}, 120_000); // parses every code file of the repository: 8 s alone, far more in the full suite

	it('finds a deliberate dead export and follows re-exports, stars and namespaces', () => {
		const facts = (text: string, path = 'x.ts') => factsOf(path, text);
		const at = (spec: string) => spec.replace(/^\.\//, '');
		const program: Program = new Map();
		const add = (file: string, text: string) => {
			const raw = facts(text, file);
			program.set(file, {
				exports: raw.exports.map((e) =>
					e.from ? { ...e, from: { file: at(e.from.file), name: e.from.name } } : e
				),
				stars: raw.stars.map(at),
				uses: raw.uses.map((u) => ({ from: at(u.from), names: u.names }))
			});
		};
		add('a.ts', 'export const used = 1;\nexport function dead() {}\nexport type T = number;');
		add('b.ts', "export { used as renamed, dead as forwarded } from './a.ts';");
		add('c.ts', "import { renamed } from './b.ts';\nimport type { T } from './a.ts';");
		add('d.ts', 'export const viaStar = 1;\nexport const unread = 2;\nexport default 3;');
		add('e.ts', "export * from './d.ts';");
		add('f.ts', "import * as e from './e.ts';\nconst v = e.viaStar;");
		add('g.ts', 'export const lazy = 1;\nexport const eager = 2;');
		add('h.ts', "const load = () => import('./g.ts');\nconst { lazy } = await load();");
		add('K.svelte', '<script module lang="ts">\n\texport const SIZE = 1;\n</script>\n<p></p>');
		add('L.svelte', '<script lang="ts">\n\timport K from \'./K.svelte\';\n</script>');
		const dead = deadExports(program, (f) => f !== 'L.svelte').map(
			(d) => `${d.file}:${d.line} ${d.name}`
		);
		expect(dead).toEqual([
			'a.ts:2 dead',
			'b.ts:1 forwarded',
			'd.ts:2 unread',
			'd.ts:3 default',
			'g.ts:2 eager',
			'K.svelte:2 SIZE'
		]);
		// a user filter: with c.ts not counted, `renamed` and so `used` die too
		const withoutC = deadExports(
			program,
			(f) => f === 'a.ts',
			(f) => f !== 'c.ts'
		);
		expect(withoutC.map((d) => d.name)).toEqual(['used', 'dead', 'T']);
	});
});
