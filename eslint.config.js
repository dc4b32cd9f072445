// Lint rules that hold the architecture (see ../shared/STYLE.md "Shape of the code"):
// core stays pure, idb only in storage/, comlink only in engine/ and workers/, and nothing
// renders untrusted text as HTML.
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

const ui = ['svelte', 'svelte/*', 'chart.js', 'chart.js/*'];
const restrict = (paths, patterns, message) => ({
	'no-restricted-imports': [
		'error',
		{
			paths: paths.map((name) => ({ name, message })),
			patterns: patterns.map((group) => ({ group: [group], message }))
		}
	]
});

export default ts.config(
	{
		ignores: [
			'dist/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'bench/.tmp/',
			'samples/',
			// a probe the raw-literal test must flag (tests/unit/i18n/raw-literals.test.ts)
			'tests/fixtures/i18n/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			],
			'svelte/no-at-html-tags': 'error'
		}
	},
	{
		// State classes replace values wholesale ($state.raw) instead of mutating built-ins, and
		// use plain Maps/URLSearchParams as private, non-reactive scratch.
		files: ['src/state/**'],
		rules: { 'svelte/prefer-svelte-reactivity': 'off' }
	},
	{
		files: ['src/core/**/*.ts', 'src/formats/**/*.ts', 'src/schemas/**/*.ts'],
		rules: restrict(
			['idb', 'comlink', ...ui],
			['**/storage/*', '**/engine/*', '**/state/*', '**/views/*', '**/components/*'],
			'core, formats and schemas are pure: no DOM libraries, storage, workers or UI here.'
		)
	},
	{
		files: ['workers/**/*.ts'],
		rules: restrict(
			['idb', ...ui],
			['**/storage/*', '**/state/*', '**/views/*', '**/components/*', '**/engine/*'],
			'workers import only src/core, src/formats and src/schemas.'
		)
	},
	{
		// The library writer worker writes IndexedDB off the page: it alone may import storage.
		files: ['workers/writer.worker.ts'],
		rules: restrict(
			['idb', 'comlink', ...ui],
			['**/state/*', '**/views/*', '**/components/*', '**/engine/*'],
			'The library writer worker imports src/storage (through LibraryStore), not idb or the UI.'
		)
	},
	{
		files: ['src/state/**', 'src/views/**', 'src/components/**', 'src/App.svelte', 'src/main.ts'],
		rules: restrict(
			['idb', 'comlink'],
			[],
			'Only src/storage imports idb and only src/engine wraps workers (comlink).'
		)
	},
	{
		files: ['src/engine/**'],
		rules: restrict(['idb'], [], 'Only src/storage imports idb.')
	},
	{
		files: ['src/storage/**'],
		rules: restrict(['comlink'], [], 'Storage does not talk to workers.')
	}
);
