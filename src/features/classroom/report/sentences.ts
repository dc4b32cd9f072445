/**
 * The classroom's sentences, each computed from its step's figures: every verb of direction
 * ("dropped", "rose", "went down"), every "inside / below the floor", "every score", "back to",
 * "the very first one" is chosen by the numbers (a `select` or `plural` of the message), never
 * written in. Pure: the locale is an argument (the screens pass `i18n.locale`), so the sentences
 * are tested in both languages at the sliders' extremes (`tests/unit/features/classroom/report/sentences.test.ts`).
 *
 * Rules the words follow:
 * - a score change is "N times its sampling noise" with N = the change over its standard error
 *   (`core/classroom/noise.ts`); a ranking is "inside the noise floor" when its tau-b is at or
 *   above the floor's 5% quantile, "below" it otherwise; the floor is the one of two fresh test
 *   sets (`core/classroom/fresh-band.ts`), and the bootstrap's estimate of it is named as an
 *   estimate, with its bias, beside it;
 * - tau-b "went up / down" only when the two values differ as printed (two decimals,
 *   `direction`); "back to" only when it had left that value before;
 * - "every score" only when every model's score is above its reference.
 */
import type { Figure } from '../core/figures.ts';
import type { AltitudeStep } from '../core/step-altitude.ts';
import type { BrokenItemsStep, TraceRow } from '../core/step-broken-items.ts';
import type { HarderTestSetStep } from '../core/step-harder-test-set.ts';
import type { NewTestSetStep } from '../core/step-new-test-set.ts';
import type { OneTestSetStep } from '../core/step-one-test-set.ts';
import type { StudyingStep } from '../core/step-studying.ts';
import { translate, translateRich, type RichPart } from '../../../i18n/catalog.ts';
import { formatFixed } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import {
	direction,
	formatFigure,
	signedPoints,
	timesText,
	unsignedPoints
} from './figure-format.ts';

/** The value of figure `name` (0 when it has none). */
function num(figures: readonly Figure[], name: string): number {
	return figures.find((f) => f.name === name)?.value ?? 0;
}

/** Figure `name` as the screens write it. */
function text(figures: readonly Figure[], name: string, locale: Locale): string {
	const f = figures.find((x) => x.name === name);
	if (!f) throw new RangeError(`no figure called ${name}`);
	return formatFigure(f, locale);
}

const yes = (b: boolean) => (b ? 'yes' : 'no');

export function step1Headline(step: OneTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step1.headline', {
		leader: text(f, 'leaderScore', locale),
		last: text(f, 'lastScore', locale),
		tau: text(f, 'tauTrueAbility', locale),
		leaderTrue: yes(num(f, 'leaderIsTrueBest') === 1)
	});
}

/** Step 2: what sampling noise is at both sizes, and how much it shrinks. */
export function step2Noise(step: NewTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step2.noise', {
		small: step.small.items,
		large: step.large.items,
		halfSmall: unsignedPoints(num(f, 'halfWidthSmall'), locale),
		lowSmall: text(f, 'tauFreshLowSmall', locale),
		highSmall: text(f, 'tauFreshHighSmall', locale),
		halfLarge: unsignedPoints(num(f, 'halfWidthLarge'), locale),
		lowLarge: text(f, 'tauFreshLowLarge', locale),
		highLarge: text(f, 'tauFreshHighLarge', locale),
		pairs: step.freshPairs,
		ratio: step.large.items / step.small.items,
		shrink: timesText(num(f, 'noiseShrink'), locale),
		expected: timesText(num(f, 'sqrtSizeRatio'), locale)
	});
}

/** Step 2: what the test sets on screen did, against that noise. */
export function step2Observed(step: NewTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step2.observed', {
		small: step.small.items,
		large: step.large.items,
		changeSmall: unsignedPoints(num(f, 'meanChangeSmall'), locale),
		tauSmall: text(f, 'tauNewSmall', locale),
		insideSmall: yes(num(f, 'insideFreshSmall') === 1),
		changeLarge: unsignedPoints(num(f, 'meanChangeLarge'), locale),
		tauLarge: text(f, 'tauNewLarge', locale),
		insideLarge: yes(num(f, 'insideFreshLarge') === 1),
		anyBelow: yes(num(f, 'insideFreshSmall') === 0 || num(f, 'insideFreshLarge') === 0)
	});
}

/** How far (tau-b) the bootstrap's median must sit from the floor's to be called high or low. */
const BIAS_SHOWN = 0.1;

/**
 * How the bootstrap's estimate of a floor compares with the floor itself, by their medians:
 * `high` when the estimate's is at least `BIAS_SHOWN` above the floor's, `low` when at least that
 * much below, `close` otherwise (both medians are printed beside the words).
 */
function estimateBias(
	f: readonly Figure[],
	suffix: '' | 'Small' | 'Large'
): 'high' | 'low' | 'close' {
	const gap = num(f, `tauFloorMedian${suffix}`) - num(f, `tauFreshMedian${suffix}`);
	return gap >= BIAS_SHOWN ? 'high' : gap <= -BIAS_SHOWN ? 'low' : 'close';
}

/** Step 2: the bootstrap's estimate of the floor from one test set, named as an estimate. */
export function step2Bootstrap(step: NewTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step2.bootstrap', {
		small: step.small.items,
		large: step.large.items,
		lowSmall: text(f, 'tauFloorLowSmall', locale),
		highSmall: text(f, 'tauFloorHighSmall', locale),
		lowLarge: text(f, 'tauFloorLowLarge', locale),
		highLarge: text(f, 'tauFloorHighLarge', locale),
		bias: estimateBias(f, 'Large')
	});
}

/** A number of points without its unit ("8.2"), signed when asked ("+2.5"): a range's first end. */
function bare(points: number, locale: Locale, signed = false): string {
	const text = formatFixed(signed ? points : Math.abs(points), 1, locale);
	return signed && points > 0 ? `+${text}` : text;
}

/** Step 3's direction of the score change: every model down, every model up, or mixed. */
function scoreDirection(step: HarderTestSetStep, locale: Locale) {
	const f = step.figures;
	const smallest = num(f, 'smallestDrop');
	const largest = num(f, 'largestDrop');
	const mean = num(f, 'meanDrop');
	if (smallest > 0) {
		return {
			direction: 'down',
			mean: unsignedPoints(mean, locale),
			smallest: bare(smallest, locale),
			largest: unsignedPoints(largest, locale)
		};
	}
	if (largest < 0) {
		return {
			direction: 'up',
			mean: unsignedPoints(mean, locale),
			smallest: bare(largest, locale),
			largest: unsignedPoints(smallest, locale)
		};
	}
	return {
		direction: 'mixed',
		mean: signedPoints(-mean, locale),
		smallest: bare(-largest, locale, true),
		largest: signedPoints(-smallest, locale)
	};
}

/** Step 3: the scores against their noise, the ranking against its floor, the leader. */
export function step3Headline(step: HarderTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step3.headline', {
		...scoreDirection(step, locale),
		units: timesText(num(f, 'typicalDropInNoiseUnits'), locale),
		noise: unsignedPoints(num(f, 'noise'), locale),
		tau: text(f, 'tauHarderTestSet', locale),
		inside: yes(num(f, 'insideFresh') === 1),
		low: text(f, 'tauFreshLow', locale),
		high: text(f, 'tauFreshHigh', locale),
		leaderKept: yes(num(f, 'leaderKept') === 1)
	});
}

/** Step 3: how far apart the models are, and what noise does to their ranking at that spacing. */
export function step3Spacing(step: HarderTestSetStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step3.spacing', {
		spacing: text(f, 'spacing', locale),
		low: text(f, 'tauFreshLow', locale),
		high: text(f, 'tauFreshHigh', locale),
		median: text(f, 'tauFreshMedian', locale),
		tau: text(f, 'tauHarderTestSet', locale),
		inside: yes(num(f, 'insideFresh') === 1)
	});
}

/**
 * Step 3: the bootstrap's estimate of the floor from the usual test set alone, and what its
 * verdict would be: when it differs from the fresh sets' verdict, the sentence says so and why.
 */
export function step3Bootstrap(step: HarderTestSetStep, locale: Locale): string {
	const f = step.figures;
	const fresh = num(f, 'insideFresh') === 1;
	const boot = num(f, 'insideFloor') === 1;
	return translate(locale, 'classroom.step3.bootstrap', {
		low: text(f, 'tauFloorLow', locale),
		high: text(f, 'tauFloorHigh', locale),
		median: text(f, 'tauFloorMedian', locale),
		bias: estimateBias(f, ''),
		verdicts: fresh === boot ? 'same' : fresh ? 'falseBelow' : 'falseInside'
	});
}

export function step4Headline(step: StudyingStep, locale: Locale): string {
	const f = step.figures;
	const before = num(f, 'tauTrueAbilityStep1');
	const after = num(f, 'tauTrueAbility');
	return translate(locale, 'classroom.step4.headline', {
		studied: num(f, 'studiedModels'),
		jump: text(f, 'meanJumpStudied', locale),
		othersJump: text(f, 'meanJumpOthers', locale),
		before: text(f, 'tauTrueAbilityStep1', locale),
		after: text(f, 'tauTrueAbility', locale),
		direction: direction(before, after),
		leaderTrue: yes(num(f, 'leaderIsTrueBest') === 1)
	});
}

/** Step 4's time split: the benchmark against items released after the cut-off. */
export function step4Sign(step: StudyingStep, locale: Locale): string {
	const f = step.figures;
	const studied = num(f, 'studiedModels');
	return translate(locale, 'classroom.step4.sign', {
		later: num(f, 'laterItems'),
		studied,
		others: step.rows.length - studied,
		gapStudied: signedPoints(num(f, 'laterGapStudied'), locale),
		unitsStudied: timesText(num(f, 'laterUnitsStudied'), locale),
		gapOthers: signedPoints(num(f, 'laterGapOthers'), locale),
		unitsOthers: timesText(num(f, 'laterUnitsOthers'), locale)
	});
}

/** A gap beyond this many of its standard errors is beyond sampling noise (|z| >= 1.96, rounded). */
const BEYOND_NOISE = 2;

/**
 * Step 4: how the models studied, and whether the time split can see it: beyond noise ("gives it
 * away") when the studied models' typical gap is at least `BEYOND_NOISE` standard errors, else not.
 */
export function step4Kind(step: StudyingStep, locale: Locale): string {
	const f = step.figures;
	const studied = num(f, 'studiedModels') > 0 && num(f, 'study') > 0;
	return translate(locale, 'classroom.step4.kind', {
		kind: step.studyKind,
		verdict: !studied ? 'none' : num(f, 'laterUnitsStudied') >= BEYOND_NOISE ? 'shows' : 'hides'
	});
}

export function step5Headline(step: AltitudeStep, locale: Locale): string {
	const f = step.figures;
	const after = num(f, 'tauTrueAbility');
	const studied = num(f, 'tauTrueAbilityStep4');
	const unprepared = num(f, 'tauTrueAbilityStep1');
	const vs1 = direction(unprepared, after);
	const raised = num(f, 'modelsRaised');
	const models = num(f, 'models');
	return translate(locale, 'classroom.step5.headline', {
		raised,
		models,
		all: yes(raised === models),
		inflation: unsignedPoints(num(f, 'meanInflation'), locale),
		after: text(f, 'tauTrueAbility', locale),
		studied: text(f, 'tauTrueAbilityStep4', locale),
		unprepared: text(f, 'tauTrueAbilityStep1', locale),
		vs4: direction(studied, after),
		vs1: vs1 !== 'same' ? vs1 : direction(unprepared, studied) === 'same' ? 'same' : 'back'
	});
}

export function step5Edge(step: AltitudeStep, locale: Locale): string {
	return translate(locale, 'classroom.step5.edge', { edge: num(step.figures, 'edgeKept') });
}

/** Step 6: the traces read and what they showed. */
export function step6Headline(step: BrokenItemsStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step6.headline', {
		read: num(f, 'tracesRead'),
		failing: num(f, 'failingItems'),
		broken: num(f, 'brokenRead'),
		wrongKeys: num(f, 'wrongKeysRead'),
		impossible: num(f, 'impossibleRead'),
		first: yes(num(f, 'firstTraceBroken') === 1)
	});
}

/** Step 6: what dropping the items found broken did. */
export function step6Dropped(step: BrokenItemsStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step6.dropped', {
		dropped: num(f, 'droppedItems'),
		rise: signedPoints(num(f, 'meanScoreRise'), locale),
		swapped: num(f, 'swappedPairs'),
		tau: text(f, 'tauBeforeAfter', locale),
		trueBefore: text(f, 'tauTrueAbilityWithBroken', locale),
		trueAfter: text(f, 'tauTrueAbility', locale),
		trueMove: direction(num(f, 'tauTrueAbilityWithBroken'), num(f, 'tauTrueAbility'))
	});
}

/** Step 6: what the item view's flags would have pointed at. */
export function step6Flags(step: BrokenItemsStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step6.flags', {
		flagged: num(f, 'flaggedItems'),
		flaggedBroken: num(f, 'flaggedBroken'),
		planted: num(f, 'plantedWrongKeys') + num(f, 'plantedImpossible')
	});
}

/** Step 6 (revealed): the reading order and how often it makes the first trace a broken one. */
export function step6Order(step: BrokenItemsStep, locale: Locale): string {
	const f = step.figures;
	return translate(locale, 'classroom.step6.orderRevealed', {
		order: step.order,
		failing: num(f, 'failingItems'),
		broken: num(f, 'brokenFailing')
	});
}

/** An answer option as a letter (A-D). */
export function optionLetter(option: number): string {
	return String.fromCharCode(65 + option);
}

/**
 * What reading one trace shows, computed from the answers in it; `leader` is the leaderboard's
 * first model (a column), named when it is among the models that gave the right answer.
 */
export function traceReading(trace: TraceRow, leader: number, locale: Locale): RichPart[] {
	const answers = Array.from(trace.answers);
	const key = optionLetter(trace.key);
	if (trace.planted === 'impossible') {
		return translateRich(locale, 'classroom.step6.reading.impossible');
	}
	if (trace.planted === 'wrongKey') {
		return translateRich(locale, 'classroom.step6.reading.wrongKey', {
			key,
			answer: optionLetter(trace.rightAnswer),
			agree: answers.filter((a) => a === trace.rightAnswer).length,
			models: answers.length,
			leader: yes(answers[leader] === trace.rightAnswer)
		});
	}
	const wrong = new Set(answers.filter((a) => a >= 0 && a !== trace.key));
	return translateRich(locale, 'classroom.step6.reading.genuine', {
		key,
		right: answers.filter((a) => a === trace.key).length,
		spread: wrong.size
	});
}

/** A count of models as "n of m" (the trace list's "solved by"). */
export function solvedByText(n: number, models: number, locale: Locale): string {
	return translate(locale, 'classroom.step6.solvedBy', { n, models });
}
