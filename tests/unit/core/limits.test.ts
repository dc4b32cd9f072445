import { describe, expect, it } from 'vitest';
import {
	checkMatrixSize,
	checkRunSize,
	matrixBytes,
	MATRIX_BUDGET,
	runTableBytes,
	type LimitRefusal
} from '../../../src/core/limits.ts';
import { translateMsg, type ParamArgs } from '../../../src/i18n/catalog.ts';

// Compile-time: core states its refusals without the catalog, so the type checker holds each
// refusal's numbers to its message's placeholders here.
type RefusalParams<K extends LimitRefusal['key']> = Extract<LimitRefusal, { key: K }>['params'];
export const _refusalsMatchMessages: [
	ParamArgs<'run.tooLarge'>[0],
	ParamArgs<'run.matrixTooLarge'>[0]
] = [{} as RefusalParams<'run.tooLarge'>, {} as RefusalParams<'run.matrixTooLarge'>];

describe('memory limits', () => {
	it('counts packed bytes: one bit per 0/1 cell, eight bytes per continuous cell', () => {
		expect(matrixBytes(60_000, 4_000, 'binary', false)).toBe(60_000 * 125 * 4);
		expect(matrixBytes(10, 3, 'continuous', false)).toBe(240);
		expect(runTableBytes(1000, 100)).toBe(1000 * 100 * 12 + 8000);
	});

	it('supports the stated largest 0/1 matrix (4,000 models × 60,000 items) and its XL run', () => {
		expect(checkMatrixSize(60_000, 4_000, 'binary').ok).toBe(true);
		expect(checkRunSize(200, 4_000).ok).toBe(true);
		expect(checkRunSize(1_000, 4_000).ok).toBe(true);
	});

	it('refuses what would not fit, saying how many draws would', () => {
		const r = checkRunSize(100_000, 4_000);
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.text.key).toBe('run.tooLarge');
			expect(translateMsg('en', r.text)).toMatch(
				/^100,000 draws × 4,000 models would need 4,578 MB for the results \(the limit is 512 MB\)\. Use at most 11,18\d draws\.$/
			);
			expect(translateMsg('zh-CN', r.text)).toMatch(/请最多使用 11,18\d 次抽样。$/);
		}
		const m = checkMatrixSize(60_000, 4_000, 'continuous');
		expect(m.ok).toBe(false);
		if (!m.ok) {
			expect(translateMsg('en', m.text)).toBe(
				'60,000 items × 4,000 models of continuous scores need 1,831 MB packed (the limit is 256 MB).'
			);
			expect(translateMsg('zh-CN', m.text)).toContain('60,000 道题目 × 4,000 个模型');
		}
		expect(matrixBytes(60_000, 4_000, 'continuous', false)).toBeGreaterThan(MATRIX_BUDGET);
	});
});
