import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../../../src/features/classroom/core/controls.ts';
import {
	LESSON_PLANS,
	planTimes
} from '../../../../../src/features/classroom/core/lesson-plans.ts';
import en from '../../../../../src/i18n/messages/en.ts';
import zhCN from '../../../../../src/i18n/messages/zh-CN.ts';

// The teachers' page's two lesson plans (issues 23 and 31), runnable from the page alone: minute by
// minute, what to say and what the students do at each step, the question to ask with its model
// answer; 10 minutes for the core of the argument with a step of Husain's, 25 for every step.

const EN = en as Record<string, string>;
const ZH = zhCN as Record<string, string>;
const [short, long] = LESSON_PLANS;
const line = (id: string, step: number, part: 'say' | 'do') =>
	`classroom.teachers.plan.${id}.step${step}.${part}`;

describe('the lesson plans', () => {
	it('fit their time: the minutes of their steps add up to 10 and 25, minute by minute', () => {
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
			const times = planTimes(plan);
			expect(times[0].from).toBe(0);
			expect(times.at(-1)!.to).toBe(plan.minutes);
			for (let k = 1; k < times.length; k++) expect(times[k].from).toBe(times[k - 1].to);
		}
	});

	it('the short one is the core of the argument and a step of Husain’s; the long one every step in order', () => {
		expect(short.steps.map((s) => s.step)).toEqual([3, 4, 5, 6]);
		expect(long.steps.map((s) => s.step)).toEqual([...STEPS]);
	});

	it('every step of every plan says a line, has the students do something, and asks a question with a model answer, in English and Chinese', () => {
		for (const plan of LESSON_PLANS) {
			const keys = [
				`classroom.teachers.plan.${plan.id}.title`,
				`classroom.teachers.plan.${plan.id}.lead`,
				...plan.steps.flatMap((s) => [
					line(plan.id, s.step, 'say'),
					line(plan.id, s.step, 'do'),
					`classroom.teachers.step${s.step}.ask${s.ask}`,
					`classroom.teachers.step${s.step}.answer${s.ask}`
				])
			];
			for (const key of keys) {
				expect(EN[key], key).toBeTruthy();
				expect(ZH[key], key).toBeTruthy();
			}
		}
	});

	it('every question on the teachers’ page has a model answer', () => {
		for (const step of STEPS) {
			for (const k of [1, 2]) {
				for (const catalog of [EN, ZH]) {
					expect(catalog[`classroom.teachers.step${step}.ask${k}`], `${step}.${k}`).toBeTruthy();
					expect(
						catalog[`classroom.teachers.step${step}.answer${k}`]?.length,
						`${step}.${k}`
					).toBeGreaterThan(40);
				}
			}
		}
	});

	it('the 10-minute plan says what the noise floor is, has the students do something with their hands, and reads a trace (Husain)', () => {
		const say3 = EN[line('short', 3, 'say')];
		expect(say3).toMatch(/noise floor/);
		expect(ZH[line('short', 3, 'say')]).toMatch(/噪声基底/);
		const doing = short.steps.map((s) => EN[line('short', s.step, 'do')]).join(' ');
		expect(doing).toMatch(/student (drags|ticks|raises)/);
		expect(EN[line('short', 6, 'do')]).toMatch(/In pairs, students work out/);
		expect(EN[line('short', 6, 'say')]).toMatch(/Husain/);
	});

	it('the wrong-keys question is asked as it is: a harness failure cannot change the order, a wrong key can', () => {
		expect(EN['classroom.teachers.step6.ask2']).toMatch(/wrong key/);
		expect(EN['classroom.teachers.step6.ask2']).not.toMatch(/so much less/);
		expect(EN['classroom.teachers.step6.answer2']).toMatch(/changes no order/);
	});
});
