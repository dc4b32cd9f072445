/**
 * One settings field list (issue 20): the fields, their order, URL parameters and defaults are
 * derived from the catalogue and the common rules. These literals pin what saved settings, run
 * keys and shared links already rely on, so a derivation that drifts fails here.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS, SETTINGS_ORDER } from '../../../src/core/analysis-settings.ts';
import { fieldsBySetting } from '../../../src/core/perturbations/catalogue.ts';
import { SETTING_PARAMS } from '../../../src/schemas/settings.ts';

describe('settings field list', () => {
	it('keeps the order URLs and run keys were written in', () => {
		expect(SETTINGS_ORDER).toEqual([
			'kind',
			'draws',
			'seed',
			'fraction',
			'strength',
			'column',
			'cutoff',
			'mode',
			'method',
			'addWeak',
			'thresholds',
			'resample',
			'sweep',
			'steps',
			'topK',
			'cluster'
		]);
	});

	it('keeps every URL parameter (links already shared still open the same run)', () => {
		expect(SETTING_PARAMS).toEqual({
			kind: 'kind',
			draws: 'draws',
			seed: 'seed',
			fraction: 'fraction',
			strength: 'strength',
			column: 'column',
			cutoff: 'cutoff',
			mode: 'mode',
			method: 'method',
			addWeak: 'addWeak',
			thresholds: 'thresholds',
			resample: 'resample',
			topK: 'k',
			cluster: 'cluster',
			sweep: 'sweep',
			steps: 'steps'
		});
	});

	it('every kind reading a setting names its URL parameter alike', () => {
		for (const [setting, fields] of fieldsBySetting()) {
			expect(new Set(fields.map((f) => f.param)), setting).toEqual(new Set([fields[0].param]));
		}
	});

	it('takes the kinds’ defaults from the catalogue, as the hand-written copy had them', () => {
		expect(DEFAULT_ANALYSIS_SETTINGS).toEqual({
			kind: 'bootstrap',
			draws: 1000,
			seed: 1,
			fraction: 0.5,
			strength: null,
			column: null,
			cutoff: null,
			mode: 'cell',
			method: 'bradleyTerry',
			addWeak: 0,
			thresholds: null,
			resample: true,
			topK: 3,
			cluster: null,
			sweep: false,
			steps: null
		});
		expect(Object.isFrozen(DEFAULT_ANALYSIS_SETTINGS)).toBe(true);
	});
});
