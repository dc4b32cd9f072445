/**
 * The teachers' page's two lesson plans: which steps, in which order, for how many minutes. Data
 * only (the words are `classroom.teachers.plan.<id>.*`); `lesson-plans.test.ts` checks that each
 * plan's minutes add up to its length and that the long one visits every step.
 *
 * - `short`, 10 minutes: the core three steps, Hardt's three claims — scores move far beyond noise
 *   while rankings hold (step 3, where tau-b is defined again for a class that starts there),
 *   studying for the test breaks the ranking (4), the same preparation for all restores it (5).
 * - `long`, 25 minutes: every step, each with one control moved and one question discussed.
 */
import type { StepNumber } from './controls.ts';

interface LessonPlan {
	readonly id: 'short' | 'long';
	readonly minutes: number;
	readonly steps: readonly { readonly step: StepNumber; readonly minutes: number }[];
}

export const LESSON_PLANS: readonly LessonPlan[] = [
	{
		id: 'short',
		minutes: 10,
		steps: [
			{ step: 3, minutes: 4 },
			{ step: 4, minutes: 3 },
			{ step: 5, minutes: 3 }
		]
	},
	{
		id: 'long',
		minutes: 25,
		steps: [
			{ step: 1, minutes: 3 },
			{ step: 2, minutes: 4 },
			{ step: 3, minutes: 4 },
			{ step: 4, minutes: 4 },
			{ step: 5, minutes: 4 },
			{ step: 6, minutes: 4 },
			{ step: 7, minutes: 2 }
		]
	}
];
