/**
 * The teachers' page's two lesson plans, runnable from the page alone: which steps, in which
 * order, for how many minutes, and which of each step's questions to ask. Data only: the words
 * are messages — per plan step what to say (`classroom.teachers.plan.<id>.step<N>.say`) and what
 * the students do (`….do`); the question is the step's `classroom.teachers.step<N>.ask<k>` with its
 * model answer `….answer<k>`. `lesson-plans.test.ts` checks that the minutes add up, that every
 * line exists in both languages, and that the short plan has its noise-floor line, a hands-on
 * moment and a step of Husain's.
 *
 * - `short`, 10 minutes: Hardt's three claims and Husain's advice — scores move far beyond noise
 *   while rankings hold inside the noise floor (step 3, where tau-b and the noise floor are said
 *   for a class that starts there), studying for the test breaks the ranking (4), the same
 *   preparation for all restores it (5), read the traces before trusting a number (6: the class
 *   judges a trace in pairs).
 * - `long`, 25 minutes: every step, each with one line said, one thing done and one question.
 */
import type { StepNumber } from './controls.ts';

interface PlanStep {
	readonly step: StepNumber;
	readonly minutes: number;
	/** Which of the step's two questions the plan asks. */
	readonly ask: 1 | 2;
}

interface LessonPlan {
	readonly id: 'short' | 'long';
	readonly minutes: number;
	readonly steps: readonly PlanStep[];
}

export const LESSON_PLANS: readonly LessonPlan[] = [
	{
		id: 'short',
		minutes: 10,
		steps: [
			{ step: 3, minutes: 3, ask: 1 },
			{ step: 4, minutes: 2, ask: 1 },
			{ step: 5, minutes: 2, ask: 1 },
			{ step: 6, minutes: 3, ask: 2 }
		]
	},
	{
		id: 'long',
		minutes: 25,
		steps: [
			{ step: 1, minutes: 3, ask: 1 },
			{ step: 2, minutes: 4, ask: 1 },
			{ step: 3, minutes: 4, ask: 1 },
			{ step: 4, minutes: 4, ask: 1 },
			{ step: 5, minutes: 4, ask: 2 },
			{ step: 6, minutes: 4, ask: 2 },
			{ step: 7, minutes: 2, ask: 2 }
		]
	}
];

/** Each step of a plan with the minute it starts and ends at (0 = the start of the lesson). */
export function planTimes(plan: LessonPlan): (PlanStep & { from: number; to: number })[] {
	let from = 0;
	return plan.steps.map((s) => {
		const timed = { ...s, from, to: from + s.minutes };
		from += s.minutes;
		return timed;
	});
}
