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

// The floors of src/, lowest first (docs/architecture.md draws them): a folder imports only its
// own floor and the floors below it. i18n sits just above core (core returns codes, never words);
// report turns numbers and codes into sentences, series and labels for the views.
export const FLOORS = [
	'core',
	'i18n',
	'schemas',
	'formats',
	'storage',
	'engine',
	'state',
	'report',
	'components',
	'views'
];
/** Libraries each floor may not import, on top of the floor order. */
const LIBRARIES = {
	core: ['idb', 'comlink', ...ui],
	i18n: ['idb', 'comlink', ...ui],
	schemas: ['idb', 'comlink', ...ui],
	formats: ['idb', 'comlink', ...ui],
	storage: ['comlink'],
	engine: ['idb'],
	state: ['idb', 'comlink'],
	report: ['idb', 'comlink'],
	components: ['idb', 'comlink'],
	views: ['idb', 'comlink']
};
/**
 * Files allowed one upward step, each with the floors it may reach and why. Keep this list short
 * and say what would remove each entry.
 */
const FLOOR_EXCEPTIONS = {
	// The results JSON is assembled here with its English headline, definitions and draw labels;
	// moving the JSON assembly to report/ removes this entry.
	'src/state/run-view.ts': ['report']
};
const LIBRARY_MESSAGE = {
	idb: 'Only src/storage imports idb.',
	comlink: 'Only src/engine (and workers/) talk to workers through comlink.'
};
const UI_MESSAGE = 'core, i18n, formats and schemas are pure: no DOM or UI libraries here.';

/** The no-restricted-imports rule of one floor: its libraries and every floor above it. */
function floorRule(floor, allowed = []) {
	const above = FLOORS.slice(FLOORS.indexOf(floor) + 1).filter((f) => !allowed.includes(f));
	const order = FLOORS.join(' < ');
	return {
		'no-restricted-imports': [
			'error',
			{
				paths: LIBRARIES[floor].map((name) => ({
					name,
					message: LIBRARY_MESSAGE[name] ?? UI_MESSAGE
				})),
				patterns: [
					...LIBRARIES[floor]
						.filter((name) => name.endsWith('/*'))
						.map((group) => ({ group: [group], message: UI_MESSAGE })),
					...above.map((f) => ({
						group: [`**/${f}/**`],
						message: `src/${floor} may not import src/${f}: a floor imports only the floors below it (${order}).`
					}))
				]
			}
		]
	};
}

/**
 * A feature folder (`src/features/<feature>/`) holds its own floors in sub-folders named like the
 * app's (`core/`, `formats/`, `i18n/`, `state/`, `views/`…): each follows its floor's rule, so a
 * feature's core imports neither its own formats nor the app's: import paths are matched by their
 * folder names (any path through a formats/ folder), so one rule holds for both.
 */
function floorBlocks() {
	const blocks = FLOORS.map((floor) => ({
		files: [
			`src/${floor}/**/*.ts`,
			`src/${floor}/**/*.svelte`,
			`src/features/*/${floor}/**/*.ts`,
			`src/features/*/${floor}/**/*.svelte`
		],
		rules: floorRule(floor)
	}));
	blocks.push({ files: ['src/App.svelte', 'src/main.ts'], rules: floorRule('views') });
	for (const [file, allowed] of Object.entries(FLOOR_EXCEPTIONS)) {
		const floor = file.split('/')[1];
		blocks.push({ files: [file], rules: floorRule(floor, allowed) });
	}
	return blocks;
}

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
		files: ['src/state/**', 'src/features/*/state/**'],
		rules: { 'svelte/prefer-svelte-reactivity': 'off' }
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
	...floorBlocks()
);
