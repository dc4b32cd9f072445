/**
 * The short verdict (src/report/verdict.ts): for every perturbation kind of the catalogue and each
 * variant of its facts (every draw type and what it imitates; below, inside and above the band;
 * no floor; every model tied; too few shared items; a search proven, found or stopped; the leader
 * first, tied or beaten; long numbers and long model names), in English and Chinese, it says the
 * three findings with their numbers and stays within its budget (`VERDICT_BUDGET`: 25 words, 42
 * Chinese units).
 */
import { describe, expect, it } from 'vitest';
import type {
	HeadlineFacts,
	SampleFacts,
	SearchFacts,
	SizeSweepFacts,
	StrengthSweepFacts,
	VariantsFacts
} from '../../../src/core/headline.ts';
import type { FloorFacts } from '../../../src/core/noise-facts.ts';
import {
	CATALOGUE,
	PERTURBATION_KINDS,
	type PerturbationKind
} from '../../../src/core/perturbations/catalogue.ts';
import type { TauVerdict } from '../../../src/core/noise-units.ts';
import { headlineRich } from '../../../src/report/headline-text.ts';
import {
	VERDICT_BUDGET,
	verdictLength,
	verdictRich,
	verdictText
} from '../../../src/report/verdict.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

const floor: FloorFacts = {
	tauLow: 0.9043,
	tauHigh: 0.9512,
	pairLow: 0.87,
	pairHigh: 0.93,
	leaderFloor: 0.62,
	noiseChange: 0.0124,
	noiseChangeHigh: 0.018
};

/** A long model name (one word in the count: names are data). */
const LONG = 'meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo';

const noise: SampleFacts = {
	kind: 'sample',
	imitates: 'noise',
	unitScale: true,
	drawItems: 1000,
	nItems: 1000,
	sameAsFloor: true,
	maxSwing: 0.034,
	swingModel: 'orbit-7b',
	tau: { median: 0.95, q05: 0.92, q95: 0.98 },
	tauThreshold: 0.92,
	tauShare: 0.95,
	leader: 'sierra-7b',
	leaderKept: 0.9,
	leaderPresent: 1000,
	nDraws: 1000,
	change: {
		typical: 0.0124,
		inNoise: 1,
		band: 'within',
		drift: 0.0002,
		driftUnits: 0.05,
		driftBand: 'within'
	},
	tauReading: { verdict: 'inside', resamplesMovingMore: 0.5 },
	floor,
	fewItems: null,
	entrants: null
};

const VERDICTS: readonly TauVerdict[] = ['below', 'inside', 'above'];
const tied = { median: Number.NaN, q05: Number.NaN, q95: Number.NaN };

/** Every variant of a sample run's facts for a kind that imitates `imitates`. */
function sampleVariants(kind: PerturbationKind): SampleFacts[] {
	const imitates = CATALOGUE[kind].imitates;
	const base: SampleFacts = {
		...noise,
		imitates,
		sameAsFloor: imitates === 'noise',
		entrants:
			imitates === 'entrants' ? { removeShare: 0.3, addWeak: 2, method: 'bradleyTerry' } : null
	};
	const out: SampleFacts[] = [base, { ...base, leaderKept: 1 }, { ...base, tau: tied }];
	if (imitates === 'noise') {
		out.push({ ...base, sameAsFloor: false }, { ...base, floor: null, sameAsFloor: false });
	}
	for (const verdict of VERDICTS) {
		for (const inNoise of [0.4, 5.9, 123.4]) {
			out.push({
				...base,
				tau: {
					median: verdict === 'below' ? 0.7123 : verdict === 'above' ? 0.97 : 0.93,
					q05: 0,
					q95: 1
				},
				change: { ...base.change, typical: 0.0734 * inNoise, inNoise, band: 'beyond' },
				tauReading: { verdict, resamplesMovingMore: 0.01 },
				leader: LONG,
				leaderKept: 0.123
			});
		}
	}
	out.push({ ...base, floor: null, change: { ...base.change, inNoise: Number.NaN } });
	out.push({
		...base,
		unitScale: false,
		maxSwing: 12345.678,
		change: { ...base.change, typical: 9876.5 }
	});
	return out;
}

function variantsVariants(kind: PerturbationKind): VariantsFacts[] {
	const thresholds = kind === 'threshold';
	const base: VariantsFacts = {
		kind: 'variants',
		imitates: CATALOGUE[kind].imitates,
		unitScale: true,
		changeBasis: thresholds ? 'acrossVariants' : 'reference',
		nVariants: 5,
		maxChange: 0.2,
		maxChangeModel: LONG,
		typical: 0.021,
		moveLow: 0.01,
		moveHigh: 0.05,
		inNoise: 1.8,
		band: 'beyond',
		unitsLow: 0.5,
		unitsHigh: 3.1,
		tauMin: 0.8123,
		tauMax: 0.9312,
		verdicts: { below: 1, inside: 4, above: 0 },
		leader: LONG,
		leaderFirst: 3,
		floor,
		split: null,
		fewItems: null
	};
	const out: VariantsFacts[] = [];
	for (const nVariants of [1, 2, 5, 57]) {
		for (const verdicts of [
			{ below: 1, inside: nVariants - 1, above: 0 },
			{ below: 0, inside: nVariants, above: 0 },
			{ below: 0, inside: nVariants - 1, above: 1 },
			{ below: nVariants, inside: 0, above: 0 }
		]) {
			for (const leaderFirst of [0, 0.5, 1, nVariants]) {
				out.push({ ...base, nVariants, verdicts, leaderFirst: Math.min(leaderFirst, nVariants) });
			}
		}
	}
	out.push({ ...base, floor: null, verdicts: null, inNoise: Number.NaN });
	out.push({ ...base, tauMin: Number.NaN, tauMax: Number.NaN });
	out.push({ ...base, nVariants: 1, tauMin: Number.NaN, tauMax: Number.NaN });
	out.push({
		...base,
		nVariants: 2,
		split: {
			cutoff: '2024-06-01',
			dropped: [1, 2, 3, 4, 5].map((k) => ({ model: `${LONG}-${k}`, change: -0.15, inNoise: -6 })),
			rose: [],
			othersLow: -0.039,
			othersHigh: 0.022,
			models: 16
		}
	});
	return out;
}

function searchVariants(): SearchFacts[] {
	const out: SearchFacts[] = [];
	for (const found of ['proven', 'found', 'stopped'] as const) {
		for (const verdict of VERDICTS) {
			for (const [leaderFirst, first] of [
				[1, ['sierra-7b']],
				[0.5, ['sierra-7b', LONG]],
				[0, [LONG]],
				[0, [LONG, 'orbit-7b']]
			] as const) {
				out.push({
					kind: 'search',
					unitScale: true,
					found,
					tauBound: found === 'proven' ? null : 0.61,
					bound: 0.7,
					tau: 0.8931,
					leader: 'sierra-7b',
					first,
					leaderFirst,
					maxChange: 0.31,
					change: {
						typical: 0.1234,
						inNoise: 10.5,
						band: 'beyond',
						drift: 0.1234,
						driftUnits: 6.1,
						driftBand: 'beyond'
					},
					tauReading: { verdict, resamplesMovingMore: 0.016 },
					floor,
					fewItems: null
				});
			}
		}
	}
	return out;
}

function strengthSweepVariants(kind: PerturbationKind): StrengthSweepFacts[] {
	const base: StrengthSweepFacts = {
		kind: 'strengthSweep',
		imitates: CATALOGUE[kind].imitates,
		unitScale: true,
		perturbation: kind,
		search: CATALOGUE[kind].drawType === 'search',
		steps: 8,
		strongest: { step: 1000, change: 0.0734, tau: 0.8512, leaderKept: 0.123 },
		lowestTau: 0.8512,
		firstBelow: { step: 0.333, tau: 0.9042 },
		floor,
		fewItems: null
	};
	return [
		base,
		{ ...base, firstBelow: null },
		{ ...base, floor: null, firstBelow: null },
		{ ...base, strongest: { ...base.strongest!, leaderKept: 1 } },
		{ ...base, strongest: { ...base.strongest!, leaderKept: 0 } },
		{ ...base, strongest: null, steps: 0 }
	];
}

function sizeSweepVariants(): SizeSweepFacts[] {
	const base = { kind: 'sizeSweep', nItems: 14_042, level: 0.9 } as const;
	return [
		{ ...base, outcome: 'empty', last: null, at: null },
		{ ...base, outcome: 'noReplication', last: null, at: null },
		{ ...base, outcome: 'never', last: { size: 7021, replication: 0.8712 }, at: null },
		{
			...base,
			outcome: 'settles',
			last: null,
			at: { size: 12_345, replication: 0.9123, tau: 0.9712, leaderKept: 0.123 }
		}
	];
}

/** Every verdict the app can give for `kind`: its draw type's facts, its strength sweep's. */
function factsOf(kind: PerturbationKind): HeadlineFacts[] {
	const entry = CATALOGUE[kind];
	const out: HeadlineFacts[] = [];
	if (kind === 'sizeSweep') return sizeSweepVariants();
	if (entry.drawType === 'sample') out.push(...sampleVariants(kind));
	if (entry.drawType === 'variants') out.push(...variantsVariants(kind));
	if (entry.drawType === 'search') out.push(...searchVariants());
	// difficulty without resampling is one fixed variant
	if (kind === 'difficulty') out.push(...variantsVariants(kind).filter((f) => f.nVariants === 1));
	if (entry.strength?.sweep) out.push(...strengthSweepVariants(kind));
	// too few shared items: every one of them again, without the verdict words
	return [
		...out,
		...out.map((f) => ('fewItems' in f ? { ...f, fewItems: { shared: 12, minimum: 30 } } : f))
	];
}

describe('the short verdict', () => {
	it('stays within its budget for every kind and variant, in both languages', () => {
		const longest: Record<string, { n: number; text: string }> = {};
		for (const kind of PERTURBATION_KINDS) {
			const all = factsOf(kind);
			expect(all.length, kind).toBeGreaterThan(3);
			for (const facts of all) {
				for (const locale of LOCALES) {
					const parts = verdictRich(facts, locale);
					const n = verdictLength(parts, locale);
					const text = verdictText(facts, locale);
					expect(n, `${kind} ${locale}: ${text}`).toBeLessThanOrEqual(VERDICT_BUDGET[locale]);
					expect(text, `${kind} ${locale}`).not.toMatch(/\{|\}|NaN|undefined|none/);
					const key = `${kind} ${locale}`;
					if (!longest[key] || n > longest[key].n) longest[key] = { n, text };
				}
			}
		}
		// the longest verdict of each kind, for the record (npx vitest run tests/unit/report/verdict)
		console.log(
			Object.entries(longest)
				.map(([k, { n, text }]) => `${k.padEnd(24)} ${String(n).padStart(2)}  ${text}`)
				.join('\n')
		);
	});

	it('says the three findings with their numbers', () => {
		const shift: SampleFacts = {
			...noise,
			imitates: 'shift',
			sameAsFloor: false,
			tau: { median: 0.893, q05: 0.85, q95: 0.92 },
			change: { ...noise.change, typical: 0.0734, inNoise: 5.9, band: 'beyond' },
			tauReading: { verdict: 'below', resamplesMovingMore: 0.016 },
			leaderKept: 0.85
		};
		expect(verdictText(shift, 'en')).toBe(
			'Scores moved 7.3 points, 5.9× noise; ranking below its noise band (tau-b 0.89); leader first in 85% of draws.'
		);
		expect(verdictText(shift, 'zh-CN')).toBe(
			'分数变动 7.3 个百分点，为噪声 5.9 倍；排名低于噪声范围（tau-b 0.89）；榜首居首的抽样占 85%。'
		);
		expect(verdictText(noise, 'en')).toBe(
			'Sampling noise alone moves scores up to ±3.4 points; two such test sets rank at tau-b 0.87–0.93; leader first in 90% of draws.'
		);
		const search = searchVariants().find(
			(f) => f.found === 'proven' && f.tauReading.verdict === 'below' && f.first[0] === LONG
		)!;
		expect(verdictText(search, 'en')).toBe(
			`The proven worst case moves scores 12.3 points, 11× noise; ranking below its noise band (tau-b 0.89); leader loses first place to ${LONG}.`
		);
		// a model's name is data, never translated
		expect(verdictRich(search, 'zh-CN')).toContainEqual({ tag: 'data', text: LONG });
	});

	it('without enough shared items, gives no verdict', () => {
		for (const kind of PERTURBATION_KINDS) {
			for (const f of factsOf(kind).filter((f) => 'fewItems' in f && f.fewItems)) {
				expect(verdictText(f, 'en'), kind).toBe(
					'Only 12 shared items (under 30): too few to rank models, so no verdict; the numbers are in the full sentence.'
				);
			}
		}
	});

	it('its Chinese budget is the English one at the units per word of the app’s own full sentences', () => {
		let words = 0;
		let units = 0;
		for (const kind of PERTURBATION_KINDS) {
			for (const f of factsOf(kind)) {
				words += verdictLength(headlineRich(f, 'en'), 'en');
				units += verdictLength(headlineRich(f, 'zh-CN'), 'zh-CN');
			}
		}
		const ratio = units / words;
		console.log(
			`full sentences: ${units} Chinese units for ${words} English words (${ratio.toFixed(2)} per word)`
		);
		expect(Math.abs(VERDICT_BUDGET['zh-CN'] / VERDICT_BUDGET.en - ratio) / ratio).toBeLessThan(
			0.25
		);
	});
});
