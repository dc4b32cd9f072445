/**
 * One entry point for the screens: the step the controls name, computed from the controls alone
 * (pure and seeded: the same controls give the same numbers everywhere).
 */
import type { ClassroomControls } from './controls.ts';
import { altitude, type AltitudeStep } from './step-altitude.ts';
import { brokenItems, type BrokenItemsStep } from './step-broken-items.ts';
import { harderTestSet, type HarderTestSetStep } from './step-harder-test-set.ts';
import { newTestSet, type NewTestSetStep } from './step-new-test-set.ts';
import { oneTestSet, type OneTestSetStep } from './step-one-test-set.ts';
import { studying, type StudyingStep } from './step-studying.ts';
import { yourTurn, type YourTurnStep } from './step-your-turn.ts';

export type StepResult =
	| OneTestSetStep
	| NewTestSetStep
	| HarderTestSetStep
	| StudyingStep
	| AltitudeStep
	| BrokenItemsStep
	| YourTurnStep;

export function computeStep(controls: ClassroomControls): StepResult {
	switch (controls.step) {
		case 1:
			return oneTestSet(controls);
		case 2:
			return newTestSet(controls);
		case 3:
			return harderTestSet(controls);
		case 4:
			return studying(controls);
		case 5:
			return altitude(controls);
		case 6:
			return brokenItems(controls);
		case 7:
			return yourTurn();
		default:
			throw new RangeError(`there is no step ${controls.step}`);
	}
}
