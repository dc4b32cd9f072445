import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ClassroomControlsSchema,
	controlsFromParams,
	controlsToParams,
	DEFAULT_CONTROLS,
	MAX_LEVEL,
	MAX_READ,
	MAX_SPACING,
	READING_ORDERS,
	STUDY_KINDS,
	STEP_PARAMS,
	type ClassroomControls
} from '../../../../../src/features/classroom/core/controls.ts';
import { MAX_TEST_ITEMS, MODELS } from '../../../../../src/features/classroom/core/scenario.ts';

const controlsArb: fc.Arbitrary<ClassroomControls> = fc.record({
	step: fc.integer({ min: 1, max: 7 }),
	seed: fc.integer({ min: 0, max: 0xffffffff }),
	items: fc.integer({ min: 10, max: MAX_TEST_ITEMS }),
	draw: fc.integer({ min: 0, max: 999_999 }),
	shift: fc.double({ min: 0, max: 2, noNaN: true }),
	spacing: fc.double({ min: 0, max: MAX_SPACING, noNaN: true }),
	studied: fc.uniqueArray(fc.integer({ min: 1, max: MODELS }), { maxLength: MODELS }),
	study: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	studyKind: fc.constantFrom(...STUDY_KINDS),
	altitude: fc.double({ min: 0, max: MAX_LEVEL, noNaN: true }),
	wrongKeys: fc.integer({ min: 0, max: 50 }),
	impossible: fc.integer({ min: 0, max: 50 }),
	read: fc.integer({ min: 0, max: MAX_READ }),
	order: fc.constantFrom(...READING_ORDERS)
});

describe('classroom controls in the URL', () => {
	it('the defaults are valid controls and an empty URL gives them', () => {
		expect(ClassroomControlsSchema.parse(DEFAULT_CONTROLS)).toEqual(DEFAULT_CONTROLS);
		const { controls, problems } = controlsFromParams(new URLSearchParams(''));
		expect(controls).toEqual(DEFAULT_CONTROLS);
		expect(problems).toEqual([]);
	});

	it('every control survives a round trip through URL parameters (fast-check)', () => {
		fc.assert(
			fc.property(controlsArb, (c) => {
				const params = controlsToParams(c, new URLSearchParams('lang=zh-CN'));
				const { controls, problems } = controlsFromParams(new URLSearchParams(params.toString()));
				expect(problems).toEqual([]);
				expect(controls).toEqual(c);
				expect(params.get('lang')).toBe('zh-CN');
			}),
			{ numRuns: 300 }
		);
	});

	it('writes every control explicitly, defaults included', () => {
		const params = controlsToParams({ ...DEFAULT_CONTROLS, step: 4 }, new URLSearchParams());
		expect(params.toString()).toBe(
			'step=4&seed=1968&items=200&draw=0&shift=0.7&spacing=1&studied=5%2C8%2C10&study=0.6&studyKind=items&altitude=0&wrongKeys=6&impossible=4&read=5&order=mostFailed'
		);
	});

	it('a bad value falls back to its default with a problem; the other values are kept', () => {
		const { controls, problems } = controlsFromParams(
			new URLSearchParams('step=3&seed=abc&items=5&shift=0.8&studied=1,1&study=1&draw=-1')
		);
		expect(controls).toEqual({ ...DEFAULT_CONTROLS, step: 3, shift: 0.8 });
		expect(problems.map((p) => p.params.param).sort()).toEqual(
			['draw', 'items', 'seed', 'studied', 'study'].sort()
		);
		expect(problems.find((p) => p.params.param === 'seed')).toEqual({
			code: 'invalidParam',
			params: { param: 'seed', raw: 'abc', fallback: '1968' }
		});
	});

	it('reads the spacing and the traces read within their ranges; an old link’s drop= is ignored', () => {
		const read = (q: string) => controlsFromParams(new URLSearchParams(q));
		expect(read('spacing=0').controls.spacing).toBe(0);
		expect(read(`spacing=${MAX_SPACING + 0.5}`).problems).toHaveLength(1);
		expect(read('read=0').controls.read).toBe(0);
		expect(read('read=2.5').problems).toHaveLength(1);
		expect(read('drop=inverted%2CnobodySolves')).toEqual({
			controls: DEFAULT_CONTROLS,
			problems: []
		});
	});

	it('reads an empty list of studied models, rejects unknown ranks and steps', () => {
		expect(controlsFromParams(new URLSearchParams('studied=')).controls.studied).toEqual([]);
		expect(controlsFromParams(new URLSearchParams(`studied=${MODELS + 1}`)).problems).toHaveLength(
			1
		);
		expect(controlsFromParams(new URLSearchParams('step=8')).controls.step).toBe(1);
		expect(controlsFromParams(new URLSearchParams('step=2.5')).problems).toHaveLength(1);
	});

	it('names the controls each step shows', () => {
		expect(Object.keys(STEP_PARAMS)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
		for (const keys of Object.values(STEP_PARAMS)) {
			for (const k of keys) expect(Object.keys(DEFAULT_CONTROLS)).toContain(k);
		}
	});
});
