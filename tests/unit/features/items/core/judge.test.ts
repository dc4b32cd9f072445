import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../../src/core/ScoreMatrix.ts';
import {
	judgeDisagreement,
	referenceFromMeta,
	referenceFromModel
} from '../../../../../src/features/items/core/judge.ts';
import { buildItemTable, FLAG } from '../../../../../src/features/items/core/item-table.ts';
import { close, loadItemsGolden, matrixOf, nan } from '../items-golden.ts';

const golden = loadItemsGolden();

describe('judgeDisagreement', () => {
	it('equals numpy on the golden case (mean |judge - reference|, pass/fail flips)', () => {
		const g = golden.judge;
		const r = judgeDisagreement(matrixOf(g), { kind: 'column', values: nan(g.reference) });
		if (!r.ok) throw new Error(JSON.stringify(r.error));
		g.disagreement.forEach((want, i) => {
			expect(close(r.judge.disagreement[i], want, 1e-14), `item ${i}`).toBe(true);
			expect(r.judge.cells[i]).toBe(g.cellsCompared[i]);
			expect(r.judge.flips[i]).toBe(g.flips[i]);
		});
	});

	const matrix = packMatrix({
		models: ['judge-a', 'judge-b', 'human'],
		itemIds: ['q1', 'q2', 'q3'],
		meta: { label: ['1', '0', ''], bad: ['1', 'yes', '0'] },
		cells: [0.9, 0.8, 1, 0.9, 0.7, 0, 0.2, 0.1, 1]
	});

	it('uses a model column as the reference and leaves it out', () => {
		const r = judgeDisagreement(matrix, referenceFromModel(matrix, 2));
		if (!r.ok) throw new Error('expected ok');
		expect(Array.from(r.judge.cells)).toEqual([2, 2, 2]);
		expect(r.judge.disagreement[0]).toBeCloseTo(0.15, 15);
		expect(r.judge.disagreement[1]).toBeCloseTo(0.8, 15);
		expect(Array.from(r.judge.flips)).toEqual([0, 2, 2]);
		const table = buildItemTable(matrix, { judge: r.judge });
		expect(Array.from(table.flags, (f) => (f & FLAG.judgeDisagrees) !== 0)).toEqual([
			false,
			true,
			true
		]);
	});

	it('reads a 0/1 meta column, and says what is wrong otherwise', () => {
		const ok = referenceFromMeta(matrix, 'label');
		expect(ok.ok).toBe(true);
		expect(referenceFromMeta(matrix, 'bad')).toEqual({
			ok: false,
			error: { code: 'metaNotBinary', index: 1, value: 'yes' }
		});
		expect(referenceFromMeta(matrix, 'nope')).toMatchObject({
			ok: false,
			error: { code: 'noSuchMeta' }
		});
		expect(judgeDisagreement(matrix, { kind: 'column', values: [1, 0.5, 0] })).toEqual({
			ok: false,
			error: { code: 'referenceNotBinary', index: 1, value: 0.5 }
		});
		expect(judgeDisagreement(matrix, { kind: 'cells', values: [1, 0] })).toMatchObject({
			ok: false,
			error: { code: 'referenceLength', expected: 9, actual: 2 }
		});
		const binary = packMatrix({ models: ['a', 'b'], itemIds: ['q'], cells: [1, 0] });
		expect(judgeDisagreement(binary, { kind: 'column', values: [1] })).toEqual({
			ok: false,
			error: { code: 'judgeNotContinuous' }
		});
	});
});
