import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../src/core/classroom/controls.ts';
import { LESSON_PLANS } from '../../../src/core/classroom/lesson-plans.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';

// The teachers' page's two lesson plans (issue 23): 10 minutes for the core three steps, 25 for
// every step with discussion; each step with its minutes and its words in both languages.

describe('the lesson plans', () => {
	it('fit their time: the minutes of their steps add up to 10 and 25', () => {
		expect(LESSON_PLANS.map((p) => [p.id, p.minutes])).toEqual([
			['short', 10],
			['long', 25]
		]);
		for (const plan of LESSON_PLANS) {
			expect(
				plan.steps.reduce((sum, s) => sum + s.minutes, 0),
				plan.id
			).toBe(plan.minutes);
			for (const s of plan.steps) expect(s.minutes).toBeGreaterThan(0);
		}
	});

	it('the short one is the core three steps in order; the long one every step in order', () => {
		const [short, long] = LESSON_PLANS;
		expect(short.steps.map((s) => s.step)).toEqual([3, 4, 5]);
		expect(long.steps.map((s) => s.step)).toEqual([...STEPS]);
	});

	it('every plan, and every step of it, is worded in English and Chinese', () => {
		for (const plan of LESSON_PLANS) {
			const keys = [
				`classroom.teachers.plan.${plan.id}.title`,
				`classroom.teachers.plan.${plan.id}.lead`,
				...plan.steps.map((s) => `classroom.teachers.plan.${plan.id}.step${s.step}`)
			];
			for (const key of keys) {
				expect((en as Record<string, string>)[key], key).toBeTruthy();
				expect((zhCN as Record<string, string>)[key], key).toBeTruthy();
			}
		}
	});
});
