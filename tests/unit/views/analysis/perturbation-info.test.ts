import { afterEach, describe, expect, it } from 'vitest';
import {
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	type AnalysisSettings
} from '../../../../src/core/analysis-settings.ts';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { i18n } from '../../../../src/i18n/i18n.svelte.ts';
import { describeRun, runFileStem } from '../../../../src/views/analysis/perturbation-info.ts';

const matrix = packMatrix({
	models: ['a', 'b', 'c'],
	itemIds: Array.from({ length: 12 }, (_, i) => `q${i}`),
	meta: {
		topic: Array.from({ length: 12 }, (_, i) => ['x', 'y'][i % 2]),
		date: Array.from({ length: 12 }, (_, i) => `2024-0${1 + (i % 6)}-01`)
	},
	cells: Array.from({ length: 36 }, (_, k) => ((k * 7) % 5 < 3 ? 1 : 0))
});

function caption(patch: Partial<AnalysisSettings>) {
	const settings = { ...DEFAULT_ANALYSIS_SETTINGS, seed: 4, draws: 100, ...patch };
	const recipe = resolveRecipe(settings, matrix);
	return { text: describeRun(settings, recipe, 100), stem: runFileStem(settings, recipe, 100) };
}

afterEach(() => i18n.select('en'));

describe('captions and file names name a recipe through its kind module', () => {
	it('the classic bootstrap by name alone; another strength with its phrase and in the file name', () => {
		expect(caption({ kind: 'bootstrap', strength: 1 })).toEqual({
			text: 'Bootstrap · 100 draws · seed 4',
			stem: 'bootstrap-100-seed4'
		});
		const half = caption({ kind: 'bootstrap', strength: 0.5 });
		expect(half.text).toMatch(/^Bootstrap, .*0\.5.* · 100 draws · seed 4$/);
		expect(half.stem).toBe('bootstrap-0.5-100-seed4');
	});

	it('a subsample by the share it keeps; a partial drop by its weight; a split by its cut-off', () => {
		expect(caption({ kind: 'subsample', fraction: 0.5 }).text).toBe(
			'Subsample 50% · 100 draws · seed 4'
		);
		const whole = caption({ kind: 'dropCategory', column: 'topic', strength: 1 }).text;
		const part = caption({ kind: 'dropCategory', column: 'topic', strength: 0.75 }).text;
		expect(whole).not.toContain('0.25');
		expect(part).toContain('0.25');
		expect(part).toContain('topic');
		expect(caption({ kind: 'timeSplit', column: 'date', cutoff: '2024-03-15' }).text).toContain(
			'2024-03-15'
		);
	});

	it('in Chinese too', () => {
		i18n.select('zh-CN');
		expect(caption({ kind: 'subsample', fraction: 0.5 }).text).toContain('50%');
		expect(caption({ kind: 'subsample', fraction: 0.5 }).text).not.toContain('Subsample');
	});
});
