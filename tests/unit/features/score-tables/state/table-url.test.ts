import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_TABLE_SETTINGS,
	MAX_TABLE_DRAWS,
	MAX_TABLE_SEED,
	sameTableSettings,
	tableViewFromParams,
	withTableSettings,
	type TableRunSettings
} from '../../../../../src/features/score-tables/state/table-url.ts';
import { TABLE_AGGREGATES } from '../../../../../src/features/score-tables/core/aggregate.ts';

const read = (q: string) => tableViewFromParams(new URLSearchParams(q));

describe('score-table settings in the URL', () => {
	it('reads the defaults from a bare link', () => {
		expect(read('dataset=st-0123456789abcdef')).toEqual({
			tab: 'agreement',
			settings: DEFAULT_TABLE_SETTINGS,
			original: null,
			updated: null,
			probit: false,
			nOriginal: null,
			nNew: null,
			items: null,
			itemsFor: 'new',
			run: false
		});
	});

	it('reads every parameter', () => {
		const v = read(
			'view=two&condition=tbt&method=borda&bootstrap=200&draws=50&seed=7&lower=ppl&lower=wer&original=a&new=b&probit=1&nOriginal=50000&nNew=10000&items=ds-1&itemsFor=original&run=1'
		);
		expect(v).toEqual({
			tab: 'two',
			settings: {
				condition: 'tbt',
				method: 'borda',
				bootstrapDraws: 200,
				stabilityDraws: 50,
				seed: 7,
				lowerIsBetter: ['ppl', 'wer']
			},
			original: 'a',
			updated: 'b',
			probit: true,
			nOriginal: 50_000,
			nNew: 10_000,
			items: 'ds-1',
			itemsFor: 'original',
			run: true
		});
	});

	it('reads item counts as whole numbers from 1, else not given', () => {
		for (const bad of ['0', '-5', '2.5', 'many', '', '1e4', '1000000001']) {
			expect(read(`nOriginal=${bad}&nNew=${bad}`)).toMatchObject({ nOriginal: null, nNew: null });
		}
		expect(read('nNew=1&itemsFor=x').nNew).toBe(1);
		expect(read('itemsFor=x').itemsFor).toBe('new');
	});

	it('tells "no lower-is-better benchmark" (lower=) from "as stored" (absent)', () => {
		expect(read('lower=').settings.lowerIsBetter).toEqual([]);
		expect(read('').settings.lowerIsBetter).toBeNull();
	});

	it('falls back to the default, one parameter at a time, on a bad value', () => {
		const v = read(`method=best&bootstrap=-1&draws=0&seed=${MAX_TABLE_SEED + 1}&condition=&view=x`);
		expect(v.settings).toEqual(DEFAULT_TABLE_SETTINGS);
		expect(v.tab).toBe('agreement');
		expect(read('bootstrap=1e3&seed=2.5&draws=abc').settings).toEqual(DEFAULT_TABLE_SETTINGS);
		expect(read(`bootstrap=${MAX_TABLE_DRAWS}&seed=${MAX_TABLE_SEED}`).settings).toMatchObject({
			bootstrapDraws: MAX_TABLE_DRAWS,
			seed: MAX_TABLE_SEED
		});
	});

	it('writes only what differs from the default, keeps other parameters and drops run', () => {
		const base = new URLSearchParams('dataset=st-1&view=two&original=a&new=b&run=1&seed=9');
		expect(withTableSettings(base, DEFAULT_TABLE_SETTINGS).toString()).toBe(
			'dataset=st-1&view=two&original=a&new=b'
		);
		const next = withTableSettings(base, { ...DEFAULT_TABLE_SETTINGS, seed: 3, lowerIsBetter: [] });
		expect(next.get('seed')).toBe('3');
		expect(next.getAll('lower')).toEqual(['']);
		expect(next.has('run')).toBe(false);
	});

	it('round-trips any settings, names with URL-special characters included', () => {
		const name = fc.string({ minLength: 1, maxLength: 12 });
		const settings: fc.Arbitrary<TableRunSettings> = fc.record({
			bootstrapDraws: fc.integer({ min: 0, max: MAX_TABLE_DRAWS }),
			stabilityDraws: fc.integer({ min: 1, max: MAX_TABLE_DRAWS }),
			seed: fc.integer({ min: 0, max: MAX_TABLE_SEED }),
			method: fc.constantFrom(...TABLE_AGGREGATES),
			condition: fc.option(name, { nil: null }),
			lowerIsBetter: fc.option(fc.uniqueArray(name, { maxLength: 4 }), { nil: null })
		});
		fc.assert(
			fc.property(settings, (s) => {
				const url = withTableSettings(new URLSearchParams('dataset=st-1'), s).toString();
				const back = tableViewFromParams(new URLSearchParams(url)).settings;
				expect(sameTableSettings(back, s)).toBe(true);
			})
		);
	});
});
