/**
 * The kind registry (issue 33): every built-in kind registered once, in the old catalogue order;
 * and a new kind — `halfItems`, defined in this file only — runs the whole road (URL settings,
 * recipe, checks, preparation, plain and fast draws, a run's summary and headline, the estimate,
 * its words in both languages) with no edit anywhere else.
 */
import { describe, expect, it } from 'vitest';
import { estimateRunSeconds, runWork } from '../../../../src/core/estimate.ts';
import { resolveRecipe } from '../../../../src/core/analysis-settings.ts';
import { sampleFacts } from '../../../../src/core/headline.ts';
import { runItemDraws } from '../../../../src/core/kernels/fast-chunk.ts';
import {
	CATALOGUE,
	drawTypeOf,
	PERTURBATION_KINDS,
	zeroStrength,
	type Recipe
} from '../../../../src/core/perturbations/catalogue.ts';
import { ANY_VALUE_TYPE, validRange } from '../../../../src/core/perturbations/catalogue-fields.ts';
import { defineKind, type KindRecipe } from '../../../../src/core/perturbations/kind-module.ts';
import { BUILT_IN_KINDS } from '../../../../src/core/perturbations/kinds/index.ts';
import {
	checkPerturbation,
	plainChunk,
	prepareRun
} from '../../../../src/core/perturbations/perturbation-chunk.ts';
import {
	drawCountOf,
	isKind,
	kindModule,
	registerKind
} from '../../../../src/core/perturbations/registry.ts';
import { randomInt, rngForDraw } from '../../../../src/core/random.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../../../../src/core/run.ts';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { summarizeRun } from '../../../../src/core/summary.ts';
import { translateById } from '../../../../src/i18n/catalog.ts';
import { KIND_TEXT } from '../../../../src/report/catalogue-text.ts';
import { headlineText } from '../../../../src/report/headline-text.ts';
import { AnalysisSettingsSchema, settingsFromParams } from '../../../../src/schemas/settings.ts';
import { binary, continuous } from './fixtures.ts';

/** The catalogue's order before the registry (the form, URLs and stored keys rely on it). */
const OLD_ORDER = [
	'bootstrap',
	'subsample',
	'clusterBootstrap',
	'sizeSweep',
	'dirichlet',
	'dropCategory',
	'worstCase',
	'labelNoise',
	'trials',
	'difficulty',
	'timeSplit',
	'threshold',
	'modelSet'
];

describe('built-in kinds', () => {
	it('are registered exactly once each, in the old catalogue order', () => {
		expect(BUILT_IN_KINDS.map((m) => m.kind)).toEqual(OLD_ORDER);
		expect(PERTURBATION_KINDS.slice(0, OLD_ORDER.length)).toEqual(OLD_ORDER);
		expect(new Set(PERTURBATION_KINDS).size).toBe(PERTURBATION_KINDS.length);
		for (const kind of OLD_ORDER) {
			expect(CATALOGUE[kind as Recipe['kind']].kind).toBe(kind);
			expect(kindModule(kind).kind).toBe(kind);
		}
	});

	it('cannot be registered twice', () => {
		expect(() => registerKind(BUILT_IN_KINDS[0])).toThrow(/already registered/);
	});

	it('an unknown kind is a RangeError, not undefined behaviour', () => {
		expect(isKind('noSuchKind')).toBe(false);
		expect(() => kindModule('noSuchKind')).toThrow(RangeError);
	});
});

// ---- A fixture kind: this file is its whole module -------------------------------------------

interface HalfItemsRecipe extends KindRecipe {
	readonly kind: 'halfItems';
	/** The share of items each draw keeps (each item kept with this probability). */
	readonly share: number;
}

/** Keeps each item with probability `share`, seeded by (seed, draw); at least one item. */
function keptItems(n: number, share: number, seed: number, d: number, out: Uint32Array) {
	const rng = rngForDraw(seed, d);
	let kept = 0;
	for (let i = 0; i < n; i++) {
		out[i] = randomInt(rng, 0, 999_999) < share * 1_000_000 ? 1 : 0;
		kept += out[i];
	}
	if (!kept) out[randomInt(rng, 0, n - 1)] = 1;
	return out;
}

const halfItems = defineKind<HalfItemsRecipe>({
	kind: 'halfItems',
	source: { href: 'https://example.org/half-items', text: 'A fixture of the registry test' },
	strings: {
		en: {
			'kind.halfItems.label': 'Half the items',
			'kind.halfItems.imitates': 'A test set that lost about half its questions.'
		},
		'zh-CN': {
			'kind.halfItems.label': '一半题目',
			'kind.halfItems.imitates': '测试集丢了大约一半的题目。'
		}
	},
	entry: {
		imitates: 'shift',
		drawType: 'sample',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: null,
		fields: [
			{
				setting: 'strength',
				param: 'strength',
				recipe: 'share',
				label: 'shareKept',
				type: 'number',
				min: 0.1,
				max: 1,
				valid: validRange(0, 1, { minOpen: true }),
				default: 0.5,
				strength: { neutral: 1, sweep: null }
			}
		],
		draws: 'seeded'
	},
	plain: {
		by: 'itemWeights',
		weights: (matrix, run, seed, d, scratch) =>
			keptItems(matrix.nItems, run.recipe.share, seed, d, scratch.intWeights)
	},
	fast(matrix, run, seed, start, count) {
		const w = new Uint32Array(matrix.nItems);
		return runItemDraws(matrix, run.reference, start, count, (d) =>
			keptItems(matrix.nItems, run.recipe.share, seed, start + d, w)
		);
	},
	drawItems: (r, nItems) => Math.max(1, Math.round(r.share * nItems))
});

registerKind(halfItems);

/** The fixture's recipe where the app's code expects a built-in one (the registry knows it). */
const asRecipe = (r: HalfItemsRecipe) => r as unknown as Recipe;

function settingsOf(query: string) {
	return settingsFromParams(new URLSearchParams(query));
}

describe('a kind defined only in this test (halfItems)', () => {
	it('is in the catalogue, after the built-ins', () => {
		expect(PERTURBATION_KINDS.at(-1)).toBe('halfItems');
		const entry = CATALOGUE['halfItems' as Recipe['kind']];
		expect(entry.drawType).toBe('sample');
		expect(entry.strength?.param).toBe('share');
		expect(drawTypeOf(asRecipe({ kind: 'halfItems', share: 0.5 }))).toBe('sample');
		expect(zeroStrength(asRecipe({ kind: 'halfItems', share: 0.3 }))).toEqual({
			kind: 'halfItems',
			share: 1
		});
	});

	it('its settings parse from a URL and resolve to its recipe', () => {
		const { settings, problems } = settingsOf('kind=halfItems&strength=0.4&draws=40&seed=7');
		expect(problems).toEqual([]);
		expect(settings.kind).toBe('halfItems');
		expect(resolveRecipe(settings, binary)).toEqual({ kind: 'halfItems', share: 0.4 });
		// stored settings (the zod schema) accept it too, and still refuse an unknown kind
		expect(AnalysisSettingsSchema.safeParse(settings).success).toBe(true);
		expect(AnalysisSettingsSchema.safeParse({ ...settings, kind: 'noSuchKind' }).success).toBe(
			false
		);
		// its own bounds apply: 0.05 is below the form's minimum
		const low = settingsOf('kind=halfItems&strength=0.05');
		expect(low.urlProblems.map((p) => p.param)).toEqual(['strength']);
	});

	it('is checked by its catalogue entry', () => {
		expect(checkPerturbation(binary, asRecipe({ kind: 'halfItems', share: 0.5 }))).toEqual([]);
		const issues = checkPerturbation(binary, asRecipe({ kind: 'halfItems', share: 0 }));
		expect(issues.map((i) => i.code)).toEqual(['range']);
		expect(() => prepareRun(binary, asRecipe({ kind: 'halfItems', share: 0 }))).toThrow(
			/halfItems cannot run/
		);
	});

	it('prepares, and draws the same on the plain and the fast path', () => {
		for (const matrix of [binary, continuous]) {
			const prepared = prepareRun(matrix, asRecipe({ kind: 'halfItems', share: 0.5 }));
			expect(prepared.fixedDraws).toBeNull();
			expect(prepared.variants).toBeNull();
			const plain = plainChunk(matrix, prepared, 3, 5, 12);
			const fast = runChunk(matrix, prepared, 3, 5, 12);
			expect(Array.from(fast.ranks)).toEqual(Array.from(plain.ranks));
			expect(Array.from(fast.tau)).toEqual(Array.from(plain.tau));
			for (let k = 0; k < plain.scores.length; k++) {
				expect(fast.scores[k]).toBeCloseTo(plain.scores[k], 12);
			}
			// a draw keeps about half the items, and depends on (seed, draw) only
			const w = keptItems(matrix.nItems, 0.5, 3, 9, new Uint32Array(matrix.nItems));
			const kept = w.reduce((a, x) => a + x, 0);
			expect(kept).toBeGreaterThan(matrix.nItems * 0.25);
			expect(kept).toBeLessThan(matrix.nItems * 0.75);
			expect(Array.from(runChunk(matrix, prepared, 3, 9, 1).scores)).toEqual(
				Array.from(fast.scores.subarray(4 * matrix.nModels, 5 * matrix.nModels))
			);
		}
	});

	it('a whole run: its summary and its headline in both languages', () => {
		const matrix: ScoreMatrix = binary;
		const { settings } = settingsOf('kind=halfItems&strength=0.5&draws=60&seed=11');
		const recipe = resolveRecipe(settings, matrix);
		const prepared = prepareRun(matrix, recipe);
		const draws = drawCountOf(recipe, settings.draws, { nCategories: 0 });
		expect(draws).toBe(60);
		const table = emptyDrawTable(draws, matrix.nModels);
		placeChunk(table, runChunk(matrix, prepared, settings.seed, 0, 30));
		placeChunk(table, runChunk(matrix, prepared, settings.seed, 30, 30));
		const summary = summarizeRun(table, prepared.reference, matrix.models);
		expect(summary.nDraws).toBe(60);
		expect(summary.tau.median).toBeGreaterThan(0);
		expect(summary.tau.median).toBeLessThanOrEqual(1);
		const facts = sampleFacts(summary, table.tau, {
			recipe,
			nItems: matrix.nItems,
			unitScale: true,
			floor: null,
			floorCluster: null
		});
		expect(facts.imitates).toBe('shift');
		expect(facts.drawItems).toBe(Math.round(matrix.nItems / 2));
		expect(facts.sameAsFloor).toBe(false);
		expect(facts.entrants).toBeNull();
		const en = headlineText(facts, 'en');
		const zh = headlineText(facts, 'zh-CN');
		expect(en.length).toBeGreaterThan(20);
		expect(zh.length).toBeGreaterThan(10);
		expect(zh).not.toBe(en);
	});

	it('has an estimate', () => {
		const { settings } = settingsOf('kind=halfItems&strength=0.5&draws=500');
		const work = runWork(settings, continuous, 2);
		expect(work).toMatchObject({ kind: 'halfItems', draws: 500 });
		expect(work.drawItems).toBe(Math.round(continuous.nItems / 2));
		const seconds = estimateRunSeconds(work);
		expect(seconds).toBeGreaterThan(0);
		expect(Number.isFinite(seconds)).toBe(true);
	});

	it('brings its own words, in English and Chinese', () => {
		expect(translateById('en', 'kind.halfItems.label')).toBe('Half the items');
		expect(translateById('zh-CN', 'kind.halfItems.label')).toBe('一半题目');
		expect(translateById('zh-CN', 'kind.halfItems.imitates')).toBe('测试集丢了大约一半的题目。');
		const text = KIND_TEXT['halfItems' as Recipe['kind']];
		expect(text.label).toBe('Half the items');
		expect(text.realWorld).toBe('A test set that lost about half its questions.');
		expect(text.source.text).toBe('A fixture of the registry test');
		// a built-in kind's words still come from the catalogs
		expect(translateById('en', 'kind.bootstrap.label')).toBe('Bootstrap');
	});

	it('may bring only words under its own key', () => {
		const bad = {
			...halfItems,
			kind: 'badWords',
			strings: { en: { 'kind.bootstrap.label': 'Mine' }, 'zh-CN': {} }
		} as unknown as typeof halfItems;
		expect(() => registerKind(bad)).toThrow(/outside kind.badWords/);
		expect(isKind('badWords')).toBe(false);
	});
});
