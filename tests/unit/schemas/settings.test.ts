import { describe, expect, it } from 'vitest';
import {
	clusterColumnOf,
	DEFAULT_ANALYSIS_SETTINGS,
	resolveRecipe,
	sameAnalysisSettings,
	settingsKey,
	stepSettings
} from '../../../src/core/analysis-settings.ts';
import { CATALOGUE, defaultRecipe } from '../../../src/core/perturbations/catalogue.ts';
import { FIELD_TEXT } from '../../../src/report/catalogue-text.ts';
import { packMatrix } from '../../../src/core/ScoreMatrix.ts';
import { fieldRule, settingsProblems } from '../../../src/core/settings-rules.ts';
import { MAX_TRIALS_KEPT } from '../../../src/core/perturbations/trials.ts';
import { translateMsg } from '../../../src/i18n/catalog.ts';
import { settingsUrlNotice } from '../../../src/state/settings-notice.ts';
import {
	AnalysisSettingsSchema,
	hasSettingParams,
	PERTURBATION_KINDS,
	SETTING_PARAMS,
	settingsFromParams,
	settingsToParams
} from '../../../src/schemas/settings.ts';

describe('settings in the URL', () => {
	it('reads kind, fraction, draws and seed', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams('kind=subsample&fraction=0.3&draws=250&seed=4294967295')
		);
		expect(settings).toEqual({
			...DEFAULT_ANALYSIS_SETTINGS,
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
		expect(settings).toEqual(DEFAULT_ANALYSIS_SETTINGS);
		expect(problems).toHaveLength(4);
		expect(problems[0]).toContain('kind=“jackknife”');
	});

	it('round-trips, writing fraction only for subsample', () => {
		const p = settingsToParams(
			{ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'bootstrap', fraction: 0.4, draws: 10, seed: 3 },
			new URLSearchParams()
		);
		expect(p.toString()).toBe('kind=bootstrap&draws=10&seed=3');
		const s = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'subsample' as const,
			fraction: 0.4,
			draws: 10,
			seed: 3
		};
		expect(settingsFromParams(settingsToParams(s, new URLSearchParams())).settings).toEqual(s);
	});

	it('ignores fraction when comparing bootstrap settings', () => {
		expect(
			sameAnalysisSettings(
				{ ...DEFAULT_ANALYSIS_SETTINGS, fraction: 0.1 },
				DEFAULT_ANALYSIS_SETTINGS
			)
		).toBe(true);
		expect(
			sameAnalysisSettings({ ...DEFAULT_ANALYSIS_SETTINGS, seed: 2 }, DEFAULT_ANALYSIS_SETTINGS)
		).toBe(false);
	});
});

describe('catalogue settings in the URL', () => {
	it('writes only what matters for the kind, and reads it back', () => {
		const s = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'dirichlet' as const,
			strength: 2,
			column: 'category',
			fraction: 0.9,
			topK: 5
		};
		const p = settingsToParams(s, new URLSearchParams());
		expect(p.toString()).toBe('kind=dirichlet&draws=1000&seed=1&strength=2&column=category&k=5');
		expect(settingsFromParams(p).settings).toEqual({
			...s,
			fraction: DEFAULT_ANALYSIS_SETTINGS.fraction
		});
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

describe('one table: every rule comes from the catalogue', () => {
	it('each field has a label, a rule, and one URL parameter per settings field', () => {
		const params = new Map<string, string>();
		for (const kind of PERTURBATION_KINDS) {
			for (const f of CATALOGUE[kind].fields) {
				expect(FIELD_TEXT[f.label].label, `${kind}.${f.setting}`).toBeTruthy();
				expect(fieldRule(f)).toBeTruthy();
				expect(params.get(f.setting) ?? f.param).toBe(f.param);
				params.set(f.setting, f.param);
				expect(SETTING_PARAMS[f.setting]).toBe(f.param);
			}
		}
	});

	it('one bound each: the URL, the schema and the form agree (addWeak 50, fraction 0.01)', () => {
		const read = (q: string) => settingsFromParams(new URLSearchParams(q));
		expect(read('kind=modelSet&addWeak=50').problems).toEqual([]);
		expect(read('kind=modelSet&addWeak=51').problems[0]).toContain('from 0 to 50');
		expect(
			AnalysisSettingsSchema.safeParse({ ...DEFAULT_ANALYSIS_SETTINGS, addWeak: 51 }).success
		).toBe(false);
		expect(
			settingsProblems({ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'modelSet', addWeak: 51 })
		).toHaveLength(1);
		expect(read('kind=subsample&fraction=0.005').problems[0]).toContain('from 0.01 to 1');
		expect(
			AnalysisSettingsSchema.safeParse({ ...DEFAULT_ANALYSIS_SETTINGS, fraction: 0.005 }).success
		).toBe(false);
	});

	it('a strength is checked against its own kind’s bounds', () => {
		const read = (q: string) => settingsFromParams(new URLSearchParams(q));
		expect(read('kind=bootstrap&strength=2').problems).toHaveLength(1);
		expect(read('kind=dirichlet&strength=500').settings.strength).toBe(500);
		expect(read('kind=difficulty&strength=-2').settings.strength).toBe(-2);
		expect(
			settingsProblems({ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'worstCase', strength: 0.99 })
		).toEqual([
			{ setting: 'strength', problem: { code: 'range', min: 0, max: 0.95, integer: false } }
		]);
	});

	it('a sweep over attempts per cell takes whole steps only, and says so in both languages', () => {
		const read = (q: string) => settingsFromParams(new URLSearchParams(q));
		const bad = read('kind=trials&sweep=1&steps=10,2.5,1');
		expect(bad.settings.steps).toBeNull();
		expect(bad.problems[0]).toContain('whole numbers only');
		const notice = settingsUrlNotice(bad.urlProblems[0]);
		expect(translateMsg('en', notice)).toContain('from 1 to 1,000, whole numbers only');
		expect(translateMsg('zh-CN', notice)).toContain('之间的整数');
		const plain = settingsUrlNotice(read('kind=bootstrap&sweep=1&steps=1,9').urlProblems[0]);
		expect(translateMsg('en', plain)).not.toContain('whole');
		expect(translateMsg('zh-CN', plain)).not.toContain('整数');
		expect(read('kind=trials&sweep=1&steps=10,3,1').settings.steps).toEqual([10, 3, 1]);
		expect(read('kind=bootstrap&sweep=1&steps=1,0.5').settings.steps).toEqual([1, 0.5]);
		const problems = settingsProblems({
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'trials',
			sweep: true,
			steps: [4, 2.5]
		});
		expect(problems).toEqual([
			{
				setting: 'steps',
				problem: { code: 'list', min: 1, max: MAX_TRIALS_KEPT, maxLength: 20, integer: true }
			}
		]);
	});

	it('links written by run@2 still open with the same meaning', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams(
				'dataset=a1e6f0681742d8ee&kind=modelSet&draws=60&seed=4&strength=0.3&addWeak=2&method=winRate&k=5'
			)
		);
		expect(problems).toEqual([]);
		expect(settings).toEqual({
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'modelSet',
			draws: 60,
			seed: 4,
			strength: 0.3,
			addWeak: 2,
			method: 'winRate',
			topK: 5
		});
		expect(settingsKey(settings)).toBe(
			'kind=modelSet&draws=60&seed=4&strength=0.3&method=winRate&addWeak=2'
		);
		const dirichlet = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'dirichlet' as const,
			strength: 2,
			column: 'category'
		};
		expect(settingsKey(dirichlet)).toBe(
			'kind=dirichlet&draws=1000&seed=1&strength=2&column=category'
		);
	});

	it('reads and writes a strength sweep: sweep=1 and steps in the kind’s own parameter', () => {
		const { settings, problems } = settingsFromParams(
			new URLSearchParams('kind=subsample&sweep=1&steps=0.9,0.5,0.1&draws=50')
		);
		expect(problems).toEqual([]);
		expect(settings).toMatchObject({ kind: 'subsample', sweep: true, steps: [0.9, 0.5, 0.1] });
		expect(settingsToParams(settings, new URLSearchParams()).toString()).toBe(
			'kind=subsample&draws=50&seed=1&fraction=0.5&sweep=1&steps=0.9%2C0.5%2C0.1'
		);
		expect(settingsKey(settings)).toContain('sweep=true&steps=0.9;0.5;0.1');
		expect(
			settingsFromParams(new URLSearchParams('kind=subsample&sweep=1&steps=0.5,2')).problems
		).toHaveLength(1);
		// sweep is written only for kinds that can sweep, and only when on
		expect(
			settingsToParams(
				{ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'dropCategory', sweep: true },
				new URLSearchParams()
			).has('sweep')
		).toBe(false);
	});

	it('difficulty without resampling is written as resample=0 and read back', () => {
		const s = { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'difficulty' as const, resample: false };
		const p = settingsToParams(s, new URLSearchParams());
		expect(p.get('resample')).toBe('0');
		expect(settingsFromParams(p).settings).toEqual(s);
		expect(settingsToParams({ ...s, resample: true }, new URLSearchParams()).has('resample')).toBe(
			false
		);
	});

	it('tells a link’s settings from a bare dataset link', () => {
		expect(hasSettingParams(new URLSearchParams('dataset=x'))).toBe(false);
		expect(hasSettingParams(new URLSearchParams('dataset=x&workers=2'))).toBe(false);
		expect(hasSettingParams(new URLSearchParams('dataset=x&seed=3'))).toBe(true);
	});
});

describe('resolveRecipe from the table', () => {
	it('fills every recipe field of every kind from settings and data defaults', () => {
		const matrix = packMatrix({
			models: ['a', 'b'],
			itemIds: ['1', '2', '3', '4'],
			meta: {
				category: ['x', 'x', 'y', 'y'],
				created_at: ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01']
			},
			cells: [0.1, 0.9, 0.5, 0.4, 0.7, 0.2, 1, 0]
		});
		for (const kind of PERTURBATION_KINDS) {
			const recipe = resolveRecipe({ ...DEFAULT_ANALYSIS_SETTINGS, kind }, matrix);
			expect(Object.keys(recipe).sort(), kind).toEqual(Object.keys(defaultRecipe(kind)).sort());
		}
		expect(resolveRecipe({ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'timeSplit' }, matrix)).toEqual({
			kind: 'timeSplit',
			column: 'created_at',
			cutoff: '2024-02-01'
		});
		expect(
			resolveRecipe({ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'modelSet', strength: 0.4 }, matrix)
		).toEqual({
			kind: 'modelSet',
			method: 'bradleyTerry',
			removeShare: 0.4,
			addWeak: 0,
			weakAccuracy: 0.25
		});
		expect(
			resolveRecipe({ ...DEFAULT_ANALYSIS_SETTINGS, kind: 'difficulty', resample: false }, matrix)
		).toEqual({
			kind: 'difficulty',
			strength: 0.5,
			resample: false
		});
	});

	it('a sweep step is the standalone run at that strength', () => {
		const s = {
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'subsample' as const,
			sweep: true,
			steps: [0.5, 0.2]
		};
		expect(stepSettings(s, 0.2)).toEqual({
			...DEFAULT_ANALYSIS_SETTINGS,
			kind: 'subsample',
			fraction: 0.2
		});
		expect(stepSettings({ ...s, kind: 'labelNoise' }, 0.1).strength).toBe(0.1);
	});
});

describe('the cluster column setting', () => {
	it('absent = the proposal, empty = none, a name = that column; keys stay as run@2 wrote them', () => {
		const read = (q: string) => settingsFromParams(new URLSearchParams(q)).settings.cluster;
		expect(read('kind=bootstrap')).toBeNull();
		expect(read('cluster=')).toBe('');
		expect(read('cluster=meta%3Apassage')).toBe('meta:passage');
		expect(
			settingsToParams(
				{ ...DEFAULT_ANALYSIS_SETTINGS, cluster: '' },
				new URLSearchParams()
			).toString()
		).toBe('kind=bootstrap&draws=1000&seed=1&cluster=');
		expect(settingsKey(DEFAULT_ANALYSIS_SETTINGS)).toBe('kind=bootstrap&draws=1000&seed=1');
		expect(settingsKey({ ...DEFAULT_ANALYSIS_SETTINGS, cluster: 'source' })).toBe(
			'kind=bootstrap&draws=1000&seed=1&cluster=source'
		);
	});

	it('resolves to a known column or none', () => {
		const matrix = packMatrix({
			models: ['a', 'b'],
			itemIds: ['1', '2'],
			meta: { source: ['x', 'y'] },
			cells: [1, 0, 0, 1]
		});
		const proposal = () => 'source';
		expect(clusterColumnOf(DEFAULT_ANALYSIS_SETTINGS, matrix, proposal)).toBe('source');
		expect(
			clusterColumnOf({ ...DEFAULT_ANALYSIS_SETTINGS, cluster: '' }, matrix, proposal)
		).toBeNull();
		expect(
			clusterColumnOf({ ...DEFAULT_ANALYSIS_SETTINGS, cluster: 'gone' }, matrix, proposal)
		).toBeNull();
	});
});
