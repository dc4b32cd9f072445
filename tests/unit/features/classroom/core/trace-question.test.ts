/**
 * Step 6's traces carry questions a class can answer itself, so it can judge the key before the
 * screen says anything: the option at the item's right answer is the right answer (worked out here
 * from the question), the four options differ, and every question reads in both languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPTIONS } from '../../../../../src/features/classroom/core/broken-items.ts';
import { DEFAULT_CONTROLS } from '../../../../../src/features/classroom/core/controls.ts';
import { CATEGORIES } from '../../../../../src/features/classroom/core/scenario.ts';
import { brokenItems } from '../../../../../src/features/classroom/core/step-broken-items.ts';
import {
	OPPOSITES,
	SHAPES,
	traceQuestion,
	type TraceQuestion
} from '../../../../../src/features/classroom/core/trace-question.ts';
import {
	optionText,
	programCode,
	questionText
} from '../../../../../src/features/classroom/report/trace-text.ts';

/** The right answer, worked out from the question as a student would. */
function solve(q: TraceQuestion): number | string {
	switch (q.kind) {
		case 'multiply':
			return q.a * q.b;
		case 'program':
			return q.a * q.b - q.c;
		case 'sequence':
			return q.start + 4 * q.step;
		case 'sides':
			return SHAPES.indexOf(q.shape) + 3;
		case 'opposite': {
			const pair = OPPOSITES.find((p) => (p as readonly string[]).includes(q.word))!;
			return pair[0] === q.word ? pair[1] : pair[0];
		}
	}
}

const categories = [...CATEGORIES.map((c) => c.name), 'unknown'];

describe('the questions of step 6’s traces', () => {
	it('have the right answer at the item’s right option, and four different options (fast-check)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 0xffffffff }),
				fc.integer({ min: 0, max: 1999 }),
				fc.constantFrom(...categories),
				fc.integer({ min: 0, max: OPTIONS - 1 }),
				(seed, item, category, right) => {
					const q = traceQuestion(seed, item, category, right);
					expect(q.options).toHaveLength(OPTIONS);
					expect(new Set<unknown>(q.options).size).toBe(OPTIONS);
					expect(q.options[right]).toBe(solve(q));
					expect(q).toEqual(traceQuestion(seed, item, category, right));
				}
			),
			{ numRuns: 400 }
		);
	});

	it('ask by category: a product, a program, a sequence, a shape, an opposite', () => {
		const kinds = CATEGORIES.map((c) => traceQuestion(1, 7, c.name, 0).kind);
		expect(kinds).toEqual(['multiply', 'program', 'sequence', 'sides', 'opposite']);
		expect(programCode(traceQuestion(1, 7, 'code', 0))).toMatch(
			/^x = \d\nx = x \* \d - \d\nprint\(x\)$/
		);
		expect(programCode(traceQuestion(1, 7, 'math', 0))).toBeNull();
	});

	it('read in English and Chinese, with every option worded', () => {
		for (const category of categories) {
			for (let item = 0; item < 40; item++) {
				const q = traceQuestion(5, item, category, item % OPTIONS);
				for (const locale of ['en', 'zh-CN'] as const) {
					const text = questionText(q, locale);
					expect(text).not.toMatch(/[{}]|classroom\./);
					if (locale === 'zh-CN') expect(text).toMatch(/[\u4e00-\u9fff]/);
					for (let k = 0; k < OPTIONS; k++) {
						expect(optionText(q, k, locale)).not.toMatch(/classroom\.|^$/);
					}
				}
			}
		}
	});

	it('belong to the item: the same source item asks the same question in every test set', () => {
		const a = brokenItems({ ...DEFAULT_CONTROLS, step: 6, read: 200 });
		const b = brokenItems({ ...DEFAULT_CONTROLS, step: 6, read: 200, items: 300 });
		const bySource = new Map(b.traces.map((t) => [t.sourceItem, t]));
		let shared = 0;
		for (const t of a.traces) {
			const other = bySource.get(t.sourceItem);
			if (!other || other.rightAnswer !== t.rightAnswer) continue;
			expect(other.question).toEqual(t.question);
			shared++;
		}
		expect(shared).toBeGreaterThan(0);
	});
});
