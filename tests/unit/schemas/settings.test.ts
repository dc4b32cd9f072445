import { describe, expect, it } from 'vitest';
import {
	DEFAULT_SETTINGS,
	sameSettings,
	settingsFromParams,
	settingsToParams
} from '../../../src/schemas/settings.ts';

describe('settings in the URL', () => {
	it('reads kind, fraction, draws and seed', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams('kind=subsample&fraction=0.3&draws=250&seed=4294967295')
		);
		expect(settings).toEqual({ kind: 'subsample', fraction: 0.3, draws: 250, seed: 4294967295 });
		expect(problems).toEqual([]);
	});

	it('falls back to the default for each invalid value, and says so', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams('kind=jackknife&fraction=2&draws=1.5&seed=-1')
		);
		expect(settings).toEqual(DEFAULT_SETTINGS);
		expect(problems).toHaveLength(4);
		expect(problems[0]).toContain('kind=“jackknife”');
	});

	it('round-trips, writing fraction only for subsample', () => {
		const p = settingsToParams(
			{ kind: 'bootstrap', fraction: 0.4, draws: 10, seed: 3 },
			new URLSearchParams()
		);
		expect(p.toString()).toBe('kind=bootstrap&draws=10&seed=3');
		const s = { kind: 'subsample' as const, fraction: 0.4, draws: 10, seed: 3 };
		expect(settingsFromParams(settingsToParams(s, new URLSearchParams())).settings).toEqual(s);
	});

	it('ignores fraction when comparing bootstrap settings', () => {
		expect(sameSettings({ ...DEFAULT_SETTINGS, fraction: 0.1 }, DEFAULT_SETTINGS)).toBe(true);
		expect(sameSettings({ ...DEFAULT_SETTINGS, seed: 2 }, DEFAULT_SETTINGS)).toBe(false);
	});
});
