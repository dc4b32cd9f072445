import { describe, expect, it } from 'vitest';
import type { PairRelations } from '../../../../src/core/perturbations/worst-case-relations.ts';
import { PairState } from '../../../../src/core/perturbations/worst-case-state.ts';

/** Models 0 > 1 > 2 > 3 in the reference; every pair free; no exclusions unless given. */
function fourModels(excludes: [number, number][] = []): PairState {
	const hi: number[] = [];
	const lo: number[] = [];
	for (let a = 0; a < 4; a++) {
		for (let b = a + 1; b < 4; b++) {
			hi.push(a);
			lo.push(b);
		}
	}
	const K = hi.length;
	const lists: number[][] = Array.from({ length: 2 * K }, () => []);
	for (const [x, y] of excludes) {
		lists[x].push(y);
		lists[y].push(x);
	}
	const relations: PairRelations = {
		excludes: lists.map((l) => Int32Array.from(l)),
		alone: new Uint8Array(2 * K).fill(1)
	};
	const state = new PairState(4, Int32Array.from(hi), Int32Array.from(lo), relations, []);
	expect(state.settle()).toBe(true);
	return state;
}
// Pair indices: (0,1)=0 (0,2)=1 (0,3)=2 (1,2)=3 (1,3)=4 (2,3)=5; literal 2k keeps, 2k+1 reverses.
const keep = (k: number) => 2 * k;
const reverse = (k: number) => 2 * k + 1;

describe('PairState: what follows from fixed sides without a linear program', () => {
	it('transitivity: 1 above 0 and 2 above 1 put 2 above 0 (pair-ordering cuts)', () => {
		const state = fourModels();
		const mark = state.mark();
		expect(state.fix(reverse(0))).toBe(true);
		expect(state.fix(reverse(3))).toBe(true);
		expect(state.assign[1]).toBe(-1);
		expect(state.reversed).toBe(3);
		state.undo(mark);
		expect(Array.from(state.assign)).toEqual([0, 0, 0, 0, 0, 0]);
		expect(state.reversed).toBe(0);
	});

	it('a contradiction of the order is found', () => {
		const state = fourModels();
		expect(state.fix(keep(0))).toBe(true); // 0 above 1
		expect(state.fix(keep(3))).toBe(true); // 1 above 2, so 0 above 2
		expect(state.assign[1]).toBe(1);
		const mark = state.mark();
		expect(state.fix(reverse(1))).toBe(false);
		state.undo(mark);
		expect(state.assign[1]).toBe(1);
	});

	it('exclusions force the other side, and the clique bound counts one per exclusive group', () => {
		// Reversing 0 excludes reversing 5 and 4; reversing 4 excludes reversing 5.
		const state = fourModels([
			[reverse(0), reverse(5)],
			[reverse(0), reverse(4)],
			[reverse(4), reverse(5)]
		]);
		// 6 reversals, of which 0, 4, 5 exclude each other: at most 4 together.
		expect(state.bound()).toBe(4);
		expect(state.fix(reverse(0))).toBe(true);
		expect(state.assign[5]).toBe(1);
		expect(state.assign[4]).toBe(1);
		expect(state.blocked(reverse(5))).toBe(true);
	});

	it('a learnt no-good forces the last literal when the others hold', () => {
		const state = fourModels();
		const root = state.mark();
		expect(state.fix(reverse(0))).toBe(true);
		state.undo(root);
		state.learn([reverse(0), keep(5)]);
		expect(state.fix(reverse(0))).toBe(true);
		expect(state.assign[5]).toBe(-1);
		state.undo(root);
		expect(state.fix(keep(5))).toBe(true);
		expect(state.assign[0]).toBe(1);
	});
});
