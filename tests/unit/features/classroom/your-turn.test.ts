import { describe, expect, it } from 'vitest';
import {
	CHECKLIST,
	checklistHref
} from '../../../../src/features/classroom/core/step-your-turn.ts';

// Step 7's checklist: every point links to the screen that checks it, with the language.

const byKey = (suffix: string) => {
	const p = CHECKLIST.find((c) => c.key === `classroom.checklist.${suffix}`);
	if (!p) throw new Error(suffix);
	return p;
};

describe('the checklist links', () => {
	const target = { dataset: 'd 1', scoreTable: null, lang: 'zh-CN' } as const;

	it('open the analysis, its strength sweep, the item view and the score tables', () => {
		expect(checklistHref(byKey('rankingNotScore'), target)).toBe(
			'#/analysis?dataset=d%201&kind=bootstrap&lang=zh-CN'
		);
		expect(checklistHref(byKey('enoughItems'), target)).toBe(
			'#/analysis?dataset=d%201&kind=sizeSweep&lang=zh-CN'
		);
		expect(checklistHref(byKey('harderTestSet'), target)).toBe(
			'#/analysis?dataset=d%201&kind=difficulty&sweep=1&lang=zh-CN'
		);
		expect(checklistHref(byKey('readTraces'), target)).toBe('#/items?dataset=d%201&lang=zh-CN');
		// The run-configuration comparison is on the analysis screen, not the item view.
		expect(checklistHref(byKey('sameSetup'), target)).toBe('#/analysis?dataset=d%201&lang=zh-CN');
		expect(checklistHref(byKey('privateEval'), target)).toBe('#/?lang=zh-CN');
		// Score tables: the start page (where they are dropped, derived, listed) until one is stored.
		expect(checklistHref(byKey('samePreparation'), target)).toBe('#/?lang=zh-CN');
		expect(checklistHref(byKey('samePreparation'), { ...target, scoreTable: 'st-1' })).toBe(
			'#/analysis?dataset=st-1&lang=zh-CN'
		);
	});

	it('every point a screen checks links once a dataset is open, each carrying the language; Hardt’s absolute-number rule is a rule, not a link', () => {
		for (const point of CHECKLIST) {
			const href = checklistHref(point, { ...target, lang: 'en' });
			if (point.where === null) expect(href, point.key).toBeNull();
			else expect(href, point.key).toMatch(/^#\/[a-z]*(\?.*)?lang=en$/);
		}
		expect(byKey('absoluteNumber').where).toBeNull();
		expect(CHECKLIST.filter((p) => p.where === null).map((p) => p.key)).toEqual([
			'classroom.checklist.absoluteNumber'
		]);
		expect(checklistHref(byKey('rankingNotScore'), { ...target, lang: null })).toBe(
			'#/analysis?dataset=d%201&kind=bootstrap'
		);
	});

	it('points that need a dataset do not link before one is open', () => {
		const none = { dataset: null, scoreTable: null, lang: 'en' };
		for (const point of CHECKLIST) {
			const needsDataset =
				point.where === null || (point.where.view !== 'tables' && point.where.view !== 'start');
			expect(checklistHref(point, none) === null, point.key).toBe(needsDataset);
		}
	});

	it('covers Husain’s whole checklist after Hardt’s points, each line with its screen', () => {
		const husain = CHECKLIST.filter((p) => p.source === 'husain').map((p) => [
			p.key,
			p.where?.view
		]);
		expect(husain).toEqual([
			['classroom.checklist.readTraces', 'items'],
			['classroom.checklist.realisticTasks', 'items'],
			['classroom.checklist.gradedProperly', 'items'],
			['classroom.checklist.sameSetup', 'config'],
			['classroom.checklist.modernHarness', 'config'],
			['classroom.checklist.judgeAligned', 'items'],
			['classroom.checklist.privateEval', 'start']
		]);
		const order = CHECKLIST.map((p) => p.source);
		expect(order.indexOf('husain')).toBe(order.lastIndexOf('hardtInterview') + 1);
	});

	it('the strength sweep is asked for where the story swept a strength (step 3)', () => {
		const swept = CHECKLIST.filter((p) => p.where?.view === 'analysis' && p.where.sweep);
		expect(swept.map((p) => p.step)).toEqual([3]);
	});
});

describe('whose the methods are', () => {
	it('the app’s own methods are filed as the app’s, others under their authors; none under Hardt’s or Husain’s name unless theirs', () => {
		const by = (suffix: string) => byKey(suffix).method?.by ?? [];
		expect(by('rankingNotScore')).toEqual([
			{ who: 'Efron', year: 1979 },
			{ who: 'Miller', year: 2024 }
		]);
		expect(by('enoughItems')).toEqual(['app']);
		expect(by('harderTestSet')[0]).toBe('app');
		expect(by('trainedOnTest')[0]).toBe('app');
		expect(by('gradedProperly')).toEqual(['app']);
		// Hardt's name appears only on the method that is his (train-before-test, with his co-authors).
		const hardt = CHECKLIST.filter((p) =>
			(p.method?.by ?? []).some((c) => c !== 'app' && c.who.includes('Hardt'))
		);
		expect(hardt.map((p) => p.key)).toEqual(['classroom.checklist.samePreparation']);
		const husain = CHECKLIST.filter((p) =>
			(p.method?.by ?? []).some((c) => c !== 'app' && c.who.includes('Husain'))
		);
		expect(husain.map((p) => p.key)).toEqual(['classroom.checklist.readTraces']);
		for (const p of CHECKLIST) if (p.method) expect(p.method.by.length, p.key).toBeGreaterThan(0);
	});
});
