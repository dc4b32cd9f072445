import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMatrix, type ScoreMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import { compareDesc, rankingOrder } from '../../../../../src/core/rank.ts';
import { weightedScores } from '../../../../../src/core/scores.ts';
import {
	minimalFlip,
	MR,
	MW,
	RM,
	RR,
	RW,
	WM,
	WR,
	WW
} from '../../../../../src/features/items/core/flip-counts.ts';
import {
	continuousFlip,
	flipLowerBound,
	fragilityJson,
	leaderFlip,
	pairFlip,
	topKFlip,
	typeCountsAgainst
} from '../../../../../src/features/items/core/fragility.ts';
import { loadItemsGolden, matrixOf } from '../items-golden.ts';

const golden = loadItemsGolden();

/** Scores after removing `removed` (a bit mask over items). */
function scoresWithout(matrix: ScoreMatrix, removed: number): Float64Array {
	const w = Float64Array.from({ length: matrix.nItems }, (_, i) => ((removed >> i) & 1 ? 0 : 1));
	return weightedScores(matrix, w, new Float64Array(matrix.nModels));
}

function popcount(x: number): number {
	let c = 0;
	for (; x; x &= x - 1) c++;
	return c;
}

/**
 * Brute force: the fewest removed items after which `goal(scores)` holds while every model in
 * `keep` still has a score; null when no subset does.
 */
function bruteForce(
	matrix: ScoreMatrix,
	goal: (s: Float64Array) => boolean,
	keep: readonly number[]
): number | null {
	let best: number | null = null;
	for (let removed = 0; removed < 1 << matrix.nItems; removed++) {
		const size = popcount(removed);
		if (best !== null && size >= best) continue;
		const s = scoresWithout(matrix, removed);
		if (keep.some((m) => s[m] !== s[m])) continue;
		if (goal(s)) best = size;
	}
	return best;
}

/** Random small matrices: up to 9 items, 2-4 models, 0/1 or missing cells. */
const smallMatrix = (missing: boolean, values: fc.Arbitrary<number> = fc.constantFrom(0, 1)) =>
	fc
		.record({ n: fc.integer({ min: 2, max: 9 }), M: fc.integer({ min: 2, max: 4 }) })
		.chain(({ n, M }) =>
			fc
				.array(missing ? fc.oneof(values, values, fc.constant(Number.NaN)) : values, {
					minLength: n * M,
					maxLength: n * M
				})
				.map((cells) => ({ n, M, cells }))
		)
		.filter(({ n, M, cells }) => {
			// every model needs a score
			for (let m = 0; m < M; m++) {
				let any = false;
				for (let i = 0; i < n; i++) any ||= cells[i * M + m] === cells[i * M + m];
				if (!any) return false;
			}
			return true;
		})
		.map(({ n, M, cells }) =>
			packMatrix({
				models: Array.from({ length: M }, (_, m) => `m${m}`),
				itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
				cells
			})
		);

/** Scores after removing the listed items. */
function scoresAfter(matrix: ScoreMatrix, items: Uint32Array): Float64Array {
	let mask = 0;
	for (const i of items) mask |= 1 << i;
	return scoresWithout(matrix, mask);
}

describe('minimalFlip (counts)', () => {
	const counts = (c: Partial<Record<number, number>>) => {
		const out = new Int32Array(9);
		for (const [k, v] of Object.entries(c)) out[Number(k)] = v!;
		return out;
	};

	it('without missing cells needs the count difference (tie) and one more (strictly ahead)', () => {
		// A right on 7 items B missed, B right on 3 A missed: a - b = 4
		const c = counts({ [RW]: 7, [WR]: 3, [RR]: 10, [WW]: 5 });
		expect(minimalFlip(c, false)?.total).toBe(4);
		expect(minimalFlip(c, true)?.total).toBe(5);
		expect(minimalFlip(c, true)).toMatchObject({ rw: 5, rm: 0, rr: 0, mw: 0, ww: 0 });
	});

	it('cannot put B strictly ahead without an item only B got right (equal denominators)', () => {
		const c = counts({ [RW]: 3, [RR]: 4, [WW]: 2 });
		expect(minimalFlip(c, false)?.total).toBe(3);
		expect(minimalFlip(c, true)).toBeNull();
	});

	it('uses each model its own denominator (hand-computed case with missing cells)', () => {
		// A: 6 right of 8 (0.75). B: 3 right of 5 (0.6), graded on fewer items.
		// Types: RW 1, RR 3, RM 2, WW 1, WM 1.
		const c = counts({ [RW]: 1, [RR]: 3, [RM]: 2, [WW]: 1, [WM]: 1 });
		// Remove RW: A 5/7 = 0.714, B 3/4 = 0.75 -> B strictly ahead after one removal.
		expect(minimalFlip(c, false)?.total).toBe(1);
		expect(minimalFlip(c, true)?.total).toBe(1);
	});

	it('can need the mixed types: both-right items when A has the smaller denominator', () => {
		// A: 2 right of 2 (both RR). B: 2 right of 10 (RR x2, MW x8).
		// RR is the only way to lower A; with all 8 MW removed B is 2/2, level with A.
		const c = counts({ [RR]: 2, [MW]: 8 });
		expect(minimalFlip(c, false)?.total).toBe(8);
		expect(minimalFlip(c, true)).toBeNull();
	});

	it('equals enumerating every removal vector of the useful types (larger counts)', () => {
		const count = fc.integer({ min: 0, max: 9 });
		fc.assert(
			fc.property(fc.array(count, { minLength: 9, maxLength: 9 }), fc.boolean(), (c, strict) => {
				const a = c[RW] + c[RM] + c[RR];
				const nA = a + c[WW] + c[WR] + c[WM];
				const b = c[RR] + c[WR] + c[MR];
				const nB = b + c[RW] + c[WW] + c[MW];
				let best: number | null = null;
				for (let rw = 0; rw <= c[RW]; rw++)
					for (let rm = 0; rm <= c[RM]; rm++)
						for (let rr = 0; rr <= c[RR]; rr++)
							for (let mw = 0; mw <= c[MW]; mw++)
								for (let ww = 0; ww <= c[WW]; ww++) {
									const total = rw + rm + rr + mw + ww;
									if (best !== null && total >= best) continue;
									const dA = nA - rw - rm - rr - ww;
									const dB = nB - rw - rr - mw - ww;
									if (dA < 1 || dB < 1) continue;
									const lhs = (a - rw - rm - rr) * dB - (b - rr) * dA;
									if (strict ? lhs < 0 : lhs <= 0) best = total;
								}
				return (minimalFlip(c, strict)?.total ?? null) === best;
			}),
			{ numRuns: 150 }
		);
	});

	it('is 0 when B is already level or ahead', () => {
		expect(minimalFlip(counts({ [WR]: 2, [RW]: 2 }), false)?.total).toBe(0);
		expect(minimalFlip(counts({ [WR]: 3, [RW]: 2 }), true)?.total).toBe(0);
	});
});

describe('pairFlip on 0/1 data is exact', () => {
	it('equals the brute force of scripts/golden/make_items_golden.py (subsets, numpy)', () => {
		for (const c of golden.fragility) {
			const matrix = matrixOf(c);
			for (const p of c.pairs) {
				const flip = pairFlip(matrix, p.a, p.b);
				expect(flip.method).toBe('exact');
				expect(flip.tie.removals, JSON.stringify(p)).toBe(p.tie);
				expect(flip.strict.removals, JSON.stringify(p)).toBe(p.strict);
			}
		}
	});

	it('equals removing every subset (fast-check, with missing cells)', () => {
		fc.assert(
			fc.property(smallMatrix(true), fc.nat(), fc.nat(), (matrix, x, y) => {
				const a = x % matrix.nModels;
				const b = (a + 1 + (y % (matrix.nModels - 1))) % matrix.nModels;
				const flip = pairFlip(matrix, a, b);
				const tie = bruteForce(matrix, (s) => s[b] >= s[a], [a, b]);
				const strict = bruteForce(matrix, (s) => s[b] > s[a], [a, b]);
				if (flip.tie.removals !== tie || flip.strict.removals !== strict) return false;
				// the listed items do what they claim
				for (const [f, ok] of [
					[flip.tie, (s: Float64Array) => s[b] >= s[a]],
					[flip.strict, (s: Float64Array) => s[b] > s[a]]
				] as const) {
					if (f.removals === null) continue;
					if (f.items.length !== f.removals) return false;
					if (!ok(scoresAfter(matrix, f.items))) return false;
				}
				return true;
			}),
			{ numRuns: 400 }
		);
	});

	it('lists items that put the challenger ahead (hand case)', () => {
		const m = packMatrix({
			models: ['A', 'B'],
			itemIds: ['q1', 'q2', 'q3', 'q4', 'q5'],
			cells: [1, 0, 1, 0, 1, 1, 0, 1, 1, Number.NaN]
		});
		// A 4/5, B 2/4. Remove q1 (RW): A 3/4, B 2/3. Remove q2 too: A 2/3, B 2/2.
		const flip = pairFlip(m, 0, 1);
		expect(flip.strict.removals).toBe(2);
		expect(Array.from(flip.strict.items)).toEqual([0, 1]);
		expect(flip.strict.share).toBe(0.4);
	});
});

describe('leaderFlip and topKFlip', () => {
	it('equal the brute force over every subset (fast-check, 0/1 with missing cells)', () => {
		fc.assert(
			fc.property(smallMatrix(true), fc.integer({ min: 1, max: 3 }), (matrix, kRaw) => {
				const order = rankingOrder(weightedScores(matrix, null, new Float64Array(matrix.nModels)));
				const leader = order[0];
				const lead = leaderFlip(matrix);
				// dethroned: some model strictly ahead of the leader, both keeping a score
				const others = order.slice(1);
				const strict = minOver(others, (b) =>
					bruteForce(matrix, (s) => compareDesc(s[b], s[leader]) < 0, [leader, b])
				);
				const tie = minOver(others, (b) =>
					bruteForce(matrix, (s) => compareDesc(s[b], s[leader]) <= 0, [leader, b])
				);
				if (lead.strict.removals !== strict || lead.tie.removals !== tie) return false;
				const k = Math.min(kRaw, matrix.nModels - 1);
				const top = topKFlip(matrix, k);
				const inside = order.slice(0, k);
				const outside = order.slice(k);
				let best: number | null = null;
				for (const a of inside) {
					for (const b of outside) {
						const r = bruteForce(matrix, (s) => s[b] > s[a], [a, b]);
						if (r !== null && (best === null || r < best)) best = r;
					}
				}
				if (top.strict.removals !== best) return false;
				if (top.strict.removals !== null && top.strict.removals > 0) {
					const s = scoresAfter(matrix, top.strict.items);
					if (!(s[top.strict.challenger] > s[top.strict.ahead])) return false;
				}
				return true;
			}),
			{ numRuns: 250 }
		);
	});

	it('writes the results JSON block with names and item ids', () => {
		const m = packMatrix({
			models: ['A', 'B', 'C'],
			itemIds: ['q1', 'q2', 'q3', 'q4'],
			cells: [1, 0, 0, 1, 0, 1, 1, 1, 0, 0, 1, 0]
		});
		// A 3/4, B 2/4, C 1/4: remove q1 -> A 2/3, B 2/3 (tie); q2 too -> A 1/2, B 2/2
		const json = fragilityJson(m, 2);
		expect(json.leaderFlip).toMatchObject({
			method: 'exact',
			leader: 'A',
			removals: 2,
			share: 0.5,
			challenger: 'B'
		});
		expect(json.leaderFlip.items).toEqual(['q1', 'q2']);
		expect(json.tieRemovals).toBe(1);
		expect(json.tieItems).toEqual(['q1']);
		expect(json.topK?.k).toBe(2);
	});
});

function minOver(models: readonly number[], f: (m: number) => number | null): number | null {
	let best: number | null = null;
	for (const m of models) {
		const r = f(m);
		if (r !== null && (best === null || r < best)) best = r;
	}
	return best;
}

describe('continuous scores', () => {
	const grid = fc.constantFrom(0, 0.25, 0.5, 0.75, 1, 0.1, 0.9);

	it('is exact without one-sided missing cells (largest differences first)', () => {
		fc.assert(
			fc.property(smallMatrix(false, grid), (matrix) => {
				const flip = pairFlip(matrix, 0, 1);
				const tie = bruteForce(matrix, (s) => s[1] >= s[0] - 1e-12, [0, 1]);
				if (matrix.valueType !== 'continuous') return true;
				return flip.method === 'exact' && (flip.tie.removals ?? -1) === (tie ?? -1);
			}),
			{ numRuns: 400 }
		);
	});

	it('is greedy (an upper bound that works) with one-sided missing cells', () => {
		fc.assert(
			fc.property(smallMatrix(true, grid), (matrix) => {
				if (matrix.valueType !== 'continuous') return true;
				const flip = pairFlip(matrix, 0, 1);
				const tie = bruteForce(matrix, (s) => s[1] >= s[0] - 1e-12, [0, 1]);
				if (flip.tie.removals === null) return true; // the greedy may miss a solution
				if (tie === null || flip.tie.removals < tie) return false;
				const s = scoresAfter(matrix, flip.tie.items);
				return s[1] >= s[0] - 1e-12;
			}),
			{ numRuns: 400 }
		);
	});

	it('dethrones the leader exactly on complete continuous matrices (pruned pairs included)', () => {
		fc.assert(
			fc.property(smallMatrix(false, grid), (matrix) => {
				if (matrix.valueType !== 'continuous') return true;
				const scores = weightedScores(matrix, null, new Float64Array(matrix.nModels));
				const order = rankingOrder(scores);
				const leader = order[0];
				const lead = leaderFlip(matrix);
				const tie = minOver(order.slice(1), (b) =>
					bruteForce(matrix, (s) => s[b] >= s[leader] - 1e-12, [leader, b])
				);
				return lead.method === 'exact' && lead.tie.removals === tie;
			}),
			{ numRuns: 300 }
		);
	});

	it('never prunes a pair below its true flip count (flipLowerBound)', () => {
		fc.assert(
			fc.property(smallMatrix(true, grid), (matrix) => {
				if (matrix.valueType !== 'continuous') return true;
				const s0 = weightedScores(matrix, null, new Float64Array(matrix.nModels));
				const count = (m: number) =>
					Array.from({ length: matrix.nItems }, (_, i) => i).filter(
						(i) => !Number.isNaN(matrix.values![i * matrix.nModels + m])
					).length;
				for (let a = 0; a < matrix.nModels; a++) {
					for (let b = 0; b < matrix.nModels; b++) {
						if (a === b || !(s0[a] > s0[b])) continue;
						const r = bruteForce(matrix, (s) => s[b] >= s[a], [a, b]);
						if (r === null) continue;
						if (flipLowerBound(s0[a] - s0[b], count(a), count(b), 1) > r) return false;
					}
				}
				return true;
			}),
			{ numRuns: 200 }
		);
	});

	it('removes the items with the largest difference first (hand case)', () => {
		const r = continuousFlip([0.9, 0.8, 0.5, 0.6], [0.1, 0.7, 0.5, 0.7]);
		// differences 0.8, 0.1, 0, -0.1 (sum 0.8): removing the first leaves 0.1 + 0 - 0.1 = 0;
		// removing the second too leaves -0.1: B ahead
		expect(r.exact).toBe(true);
		expect(r.tie.removals).toBe(1);
		expect(Array.from(r.tie.items)).toEqual([0]);
		expect(r.strict.removals).toBe(2);
		expect(Array.from(r.strict.items)).toEqual([0, 1]);
	});
});

describe('typeCountsAgainst', () => {
	it('counts each (A, B) type once per item', () => {
		const m = packMatrix({
			models: ['A', 'B', 'C'],
			itemIds: ['q1', 'q2', 'q3'],
			cells: [1, 0, Number.NaN, 0, 1, 1, Number.NaN, 0, 0]
		});
		const c = typeCountsAgainst(m, 0, [1, 2]);
		expect(c[RW]).toBe(1);
		expect(c[WR]).toBe(1);
		expect(c[MW]).toBe(1);
		expect(c[9 + RM]).toBe(1);
		expect(c[9 + WR]).toBe(1);
		expect(c[9 + MW]).toBe(1);
		expect(c.reduce((s, v) => s + v, 0)).toBe(6);
		expect(c[RR] + c[WW]).toBe(0);
	});
});
