/**
 * The item computations on the real matrices of ../shared/real (skipped when absent): invariants
 * that must hold on any data, and that the removal lists really flip the order they claim to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { weightedScores } from '../../../../src/core/scores.ts';
import { leaderFlip, pairFlip, topKFlip } from '../../../../src/features/items/core/fragility.ts';
import {
	defaultItemOrder,
	reviewItemOrder
} from '../../../../src/features/items/core/item-order.ts';
import { buildItemTable, FLAG } from '../../../../src/features/items/core/item-table.ts';
import { pairPower } from '../../../../src/features/items/core/power.ts';
import { HAVE_REAL, importText, NO_REAL_MESSAGE, REAL } from '../../helpers.ts';

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

async function real(folder: string): Promise<ScoreMatrix> {
	const file = `${folder}.wide.csv`;
	return importText(readFileSync(join(REAL, folder, file), 'utf8'), file);
}

function scoresWithout(matrix: ScoreMatrix, items: Uint32Array): Float64Array {
	const w = new Float64Array(matrix.nItems).fill(1);
	for (const i of items) w[i] = 0;
	return weightedScores(matrix, w, new Float64Array(matrix.nModels));
}

describe.skipIf(!HAVE_REAL)('items on ../shared/real', () => {
	it('imagenet_v2: discrimination is mostly positive, flags and orders are consistent', async () => {
		const matrix = await real('imagenet_v2');
		const table = buildItemTable(matrix);
		const d = Array.from(table.discrimination)
			.filter((v) => v === v)
			.sort((a, b) => a - b);
		expect(d[d.length >> 1]).toBeGreaterThan(0.2); // most items separate strong from weak models
		const count = (bit: number) => table.flags.filter((f) => f & bit).length;
		expect(count(FLAG.nobodySolves)).toBeGreaterThan(0);
		expect(count(FLAG.inverted)).toBeGreaterThan(0); // 103 of 10,000 when written
		expect(count(FLAG.pivotal)).toBeGreaterThan(0);
		const order = defaultItemOrder(table);
		expect(table.flags[order[0]] & FLAG.inverted).toBeTruthy();
		const review = reviewItemOrder(matrix, table, { defaultOrder: order });
		// the leader's failures come first
		expect(review.strongestFailer[review.items[0]]).toBe(table.totals.order[0]);
	});

	it('imagenet_v2: exact removals put the challenger ahead, and one fewer only ties at best', async () => {
		const matrix = await real('imagenet_v2');
		const lead = leaderFlip(matrix);
		expect(lead.method).toBe('exact');
		const { ahead, challenger, items, removals } = lead.strict;
		expect(items.length).toBe(removals);
		const after = scoresWithout(matrix, items);
		expect(after[challenger]).toBeGreaterThan(after[ahead]);
		const one = scoresWithout(matrix, items.subarray(1));
		expect(one[challenger]).toBeLessThanOrEqual(one[ahead]);
		// ResNet-18 against ResNet-50 (Northcutt et al. 2021 discuss this pair on ImageNet)
		const r50 = matrix.models.indexOf('resnet50');
		const r18 = matrix.models.indexOf('resnet18');
		const flip = pairFlip(matrix, r50, r18);
		const s = scoresWithout(matrix, flip.strict.items);
		expect(s[r18]).toBeGreaterThan(s[r50]);
		const top = topKFlip(matrix, 5);
		const t = scoresWithout(matrix, top.strict.items);
		expect(t[top.strict.challenger]).toBeGreaterThan(t[top.strict.ahead]);
		const [first, second] = rankedModels(matrix);
		expect(pairPower(matrix, first, second).ok).toBe(true);
	});

	for (const folder of ['alpaca_eval', 'livecodebench']) {
		it(`${folder}: continuous item table and flips that do what they say`, async () => {
			const matrix = await real(folder);
			const table = buildItemTable(matrix);
			expect(table.solvedBy).toBeNull();
			const lead = leaderFlip(matrix);
			if (lead.tie.removals !== null && lead.tie.removals > 0) {
				const s = scoresWithout(matrix, lead.tie.items);
				expect(s[lead.tie.challenger]).toBeGreaterThanOrEqual(s[lead.tie.ahead] - 1e-12);
			}
		});
	}
});

function rankedModels(matrix: ScoreMatrix): number[] {
	const s = weightedScores(matrix, null, new Float64Array(matrix.nModels));
	return Array.from(s.keys()).sort((a, b) => s[b] - s[a] || a - b);
}
