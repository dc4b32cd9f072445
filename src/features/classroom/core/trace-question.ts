/**
 * The question behind a simulated trace (step 6), written so that a class can check the answer key
 * itself: a question of the item's category whose right answer anyone can work out (a product, a
 * two-line program, the next number of a sequence, the sides of a shape, a word's opposite), and
 * four options with the right answer at the item's right option (`broken-items.ts`). A wrong key
 * then points at a wrong option the class can see is wrong, and an empty output at a harness that
 * failed, before the screen says anything.
 *
 * Pure data: numbers and word codes, worded by `src/features/classroom/report/trace-text.ts`. The numbers come
 * from the item's own generator, `rngForDraw(streamSeed(seed, STREAM.traceText), source item)`,
 * so an item asks the same question whatever test set holds it. The categories are the
 * scenario's (`scenario.ts`); an unknown one asks for a product.
 */
import { randomInt, rngForDraw, type Rng } from '../../../core/random.ts';
import { OPTIONS } from './broken-items.ts';
import { STREAM, streamSeed } from './scenario.ts';

/** Shapes the knowledge questions ask about, by their number of sides (3-10). */
export const SHAPES = [
	'triangle',
	'square',
	'pentagon',
	'hexagon',
	'heptagon',
	'octagon',
	'nonagon',
	'decagon'
] as const;
type Shape = (typeof SHAPES)[number];

/** Pairs of opposites the language questions ask about. */
export const OPPOSITES = [
	['hot', 'cold'],
	['big', 'small'],
	['early', 'late'],
	['full', 'empty'],
	['light', 'dark'],
	['fast', 'slow'],
	['high', 'low'],
	['old', 'new'],
	['wet', 'dry']
] as const;
export type Word = (typeof OPPOSITES)[number][number];

export type TraceQuestion =
	/** math: a x b. */
	| {
			readonly kind: 'multiply';
			readonly a: number;
			readonly b: number;
			readonly options: number[];
	  }
	/** code: `x = a`, `x = x * b - c`, `print(x)`. */
	| {
			readonly kind: 'program';
			readonly a: number;
			readonly b: number;
			readonly c: number;
			readonly options: number[];
	  }
	/** reasoning: the number after start, start + step, start + 2 step, start + 3 step. */
	| {
			readonly kind: 'sequence';
			readonly start: number;
			readonly step: number;
			readonly options: number[];
	  }
	/** knowledge: how many sides a shape has. */
	| { readonly kind: 'sides'; readonly shape: Shape; readonly options: number[] }
	/** language: the opposite of a word. */
	| { readonly kind: 'opposite'; readonly word: Word; readonly options: Word[] };

/** `count` of `candidates` in a random order (partial Fisher-Yates). */
function pick<T>(candidates: readonly T[], count: number, rng: Rng): T[] {
	const a = candidates.slice();
	for (let j = 0; j < count; j++) {
		const r = randomInt(rng, j, a.length - 1);
		[a[j], a[r]] = [a[r], a[j]];
	}
	return a.slice(0, count);
}

/** The options: `right` at `at`, three distinct wrong ones (from `wrong`) around it. */
function options<T>(right: T, wrong: readonly T[], at: number, rng: Rng): T[] {
	const distinct = [...new Set(wrong)].filter((w) => w !== right);
	const others = pick(distinct, OPTIONS - 1, rng);
	others.splice(at, 0, right);
	return others;
}

/**
 * The question of source item `sourceItem` in `category`, with its right answer at option
 * `rightAnswer` (0-3).
 */
export function traceQuestion(
	seed: number,
	sourceItem: number,
	category: string,
	rightAnswer: number
): TraceQuestion {
	const rng = rngForDraw(streamSeed(seed, STREAM.traceText), sourceItem);
	const int = (from: number, to: number) => randomInt(rng, from, to);
	switch (category) {
		case 'code': {
			const [a, b, c] = [int(2, 9), int(3, 9), int(1, 9)];
			const x = a * b - c;
			return {
				kind: 'program',
				a,
				b,
				c,
				options: options(x, [a * b + c, a * (b - c), x + 1, x - 1, x + b], rightAnswer, rng)
			};
		}
		case 'reasoning': {
			const [start, step] = [int(2, 20), int(3, 12)];
			const next = start + 4 * step;
			const wrong = [next + step, next - step, next + 1, next - 1, next + 2];
			return { kind: 'sequence', start, step, options: options(next, wrong, rightAnswer, rng) };
		}
		case 'knowledge': {
			const sides = int(3, 3 + SHAPES.length - 1);
			const wrong = SHAPES.map((_, k) => k + 3);
			return {
				kind: 'sides',
				shape: SHAPES[sides - 3],
				options: options(sides, wrong, rightAnswer, rng)
			};
		}
		case 'language': {
			const pair = OPPOSITES[int(0, OPPOSITES.length - 1)];
			const flip = int(0, 1);
			const word = pair[flip];
			const words = OPPOSITES.flat().filter((w) => w !== word);
			return {
				kind: 'opposite',
				word,
				options: options<Word>(pair[1 - flip], words, rightAnswer, rng)
			};
		}
		default: {
			const [a, b] = [int(12, 39), int(3, 9)];
			const p = a * b;
			const wrong = [p + b, p - b, p + 10, p - 10, p + 1, p - 1];
			return { kind: 'multiply', a, b, options: options(p, wrong, rightAnswer, rng) };
		}
	}
}
