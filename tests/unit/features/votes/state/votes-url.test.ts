import { describe, expect, it } from 'vitest';
import {
	DEFAULT_VOTES_SETTINGS,
	recipeOf,
	RUN_KINDS,
	votesSettingsFromParams,
	votesSettingsToParams
} from '../../../../../src/features/votes/state/votes-url.ts';
import { VOTE_KINDS } from '../../../../../src/features/votes/core/vote-kinds.ts';

describe('the votes room’s settings in the URL', () => {
	it('reads valid values, falls back to defaults for bad ones and names them', () => {
		const p = new URLSearchParams('dataset=vt-1&ties=drop&l2=0.5&anchor=gpt-4&seed=x&draws=1');
		const { settings, invalid } = votesSettingsFromParams(p);
		expect(settings).toEqual({
			...DEFAULT_VOTES_SETTINGS,
			ties: 'drop',
			l2: 0.5,
			anchor: 'gpt-4'
		});
		expect(invalid).toEqual(['seed', 'draws']);
	});

	it('writes only what differs from the defaults and keeps other parameters', () => {
		const settings = { ...DEFAULT_VOTES_SETTINGS, l2: 0.5, kind: 'dropModel' as const };
		const out = votesSettingsToParams(settings, new URLSearchParams('dataset=vt-1&seed=4'));
		expect(out.toString()).toBe('dataset=vt-1&l2=0.5&kind=dropModel');
		expect(votesSettingsFromParams(out).settings).toEqual(settings);
	});

	it('keeps the chosen pair by model name (any characters), absent by default', () => {
		const settings = { ...DEFAULT_VOTES_SETTINGS, pairA: 'a&b=c', pairB: '模型 <x>' };
		const out = votesSettingsToParams(settings, new URLSearchParams('dataset=vt-1'));
		expect(votesSettingsFromParams(out).settings).toEqual(settings);
		expect(votesSettingsFromParams(new URLSearchParams('dataset=vt-1')).settings.pairA).toBeNull();
	});

	it('reads how many votes a strong verdict counts as: 1 (default, left out) or 3', () => {
		const read = (q: string) => votesSettingsFromParams(new URLSearchParams(q));
		expect(read('dataset=vt-1').settings.strong).toBe(1);
		expect(read('dataset=vt-1&strong=3').settings.strong).toBe(3);
		expect(read('dataset=vt-1&strong=2')).toEqual({
			settings: DEFAULT_VOTES_SETTINGS,
			invalid: ['strong']
		});
		const params = (strong: 1 | 3) =>
			votesSettingsToParams(
				{ ...DEFAULT_VOTES_SETTINGS, strong },
				new URLSearchParams('dataset=vt-1')
			).toString();
		expect(params(3)).toBe('dataset=vt-1&strong=3');
		expect(params(1)).toBe('dataset=vt-1');
	});

	it('turns every offered kind into a recipe of a registered kind', () => {
		for (const kind of RUN_KINDS) {
			const r = recipeOf({ ...DEFAULT_VOTES_SETTINGS, kind }, 'judge');
			expect(Object.keys(VOTE_KINDS)).toContain(r.kind);
		}
	});
});
