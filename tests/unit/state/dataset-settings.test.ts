import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import {
	initialSettings,
	settingsRecord,
	storedSettings
} from '../../../src/state/dataset-settings.ts';

const own = { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'subsample' as const, fraction: 0.3, seed: 9 };

describe('settings per dataset', () => {
	it('a link’s settings apply to the dataset it names', () => {
		const r = initialSettings(
			new URLSearchParams('dataset=x&kind=labelNoise&seed=4'),
			settingsRecord(own)
		);
		expect(r.from).toBe('link');
		expect(r.settings).toMatchObject({ kind: 'labelNoise', seed: 4 });
	});

	it('a dataset opened without settings starts from its own last settings', () => {
		const r = initialSettings(new URLSearchParams('dataset=x&workers=2'), settingsRecord(own));
		expect(r).toEqual({ settings: own, from: 'dataset', problems: [] });
	});

	it('or from the defaults, never from another dataset', () => {
		expect(initialSettings(new URLSearchParams('dataset=x'), undefined)).toEqual({
			settings: DEFAULT_ANALYSIS_SETTINGS,
			from: 'defaults',
			problems: []
		});
	});

	it('reads stored settings as untrusted: invalid ones are ignored, older ones made whole', () => {
		expect(storedSettings({ ...own, draws: -1 })).toBeNull();
		expect(storedSettings('nope')).toBeNull();
		const { resample: _r, sweep: _s, steps: _t, ...runAt2 } = own;
		void _r;
		void _s;
		void _t;
		expect(storedSettings(runAt2)).toEqual(own);
	});
});
