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
		expect(settings).toEqual({
			...DEFAULT_SETTINGS,
			kind: 'subsample',
			fraction: 0.3,
			draws: 250,
			seed: 4294967295
		});
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
			{ ...DEFAULT_SETTINGS, kind: 'bootstrap', fraction: 0.4, draws: 10, seed: 3 },
			new URLSearchParams()
		);
		expect(p.toString()).toBe('kind=bootstrap&draws=10&seed=3');
		const s = {
			...DEFAULT_SETTINGS,
			kind: 'subsample' as const,
			fraction: 0.4,
			draws: 10,
			seed: 3
		};
		expect(settingsFromParams(settingsToParams(s, new URLSearchParams())).settings).toEqual(s);
	});

	it('ignores fraction when comparing bootstrap settings', () => {
		expect(sameSettings({ ...DEFAULT_SETTINGS, fraction: 0.1 }, DEFAULT_SETTINGS)).toBe(true);
		expect(sameSettings({ ...DEFAULT_SETTINGS, seed: 2 }, DEFAULT_SETTINGS)).toBe(false);
	});
});

describe('catalogue settings in the URL', () => {
	it('writes only what matters for the kind, and reads it back', () => {
		const s = {
			...DEFAULT_SETTINGS,
			kind: 'dirichlet' as const,
			strength: 2,
			column: 'category',
			fraction: 0.9,
			topK: 5
		};
		const p = settingsToParams(s, new URLSearchParams());
		expect(p.toString()).toBe('kind=dirichlet&draws=1000&seed=1&strength=2&column=category&k=5');
		expect(settingsFromParams(p).settings).toEqual({ ...s, fraction: DEFAULT_SETTINGS.fraction });
	});

	it('reads thresholds, cut-offs, modes and methods', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams(
				'kind=threshold&thresholds=0.5,0.7&cutoff=2024-06-01&mode=key&method=winRate&addWeak=3'
			)
		);
		expect(problems).toEqual([]);
		expect(settings).toMatchObject({
			kind: 'threshold',
			thresholds: [0.5, 0.7],
			cutoff: '2024-06-01',
			mode: 'key',
			method: 'winRate',
			addWeak: 3
		});
		expect(settingsFromParams(new URLSearchParams('thresholds=a,b')).problems).toHaveLength(1);
	});
});
