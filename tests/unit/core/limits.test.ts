import { describe, expect, it } from 'vitest';
import {
	checkMatrixSize,
	checkRunSize,
	matrixBytes,
	MATRIX_BUDGET,
	runTableBytes
} from '../../../src/core/limits.ts';

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
		if (!r.ok) expect(r.message).toMatch(/Use at most 11,18\d draws/);
		expect(checkMatrixSize(60_000, 4_000, 'continuous').ok).toBe(false);
		expect(matrixBytes(60_000, 4_000, 'continuous', false)).toBeGreaterThan(MATRIX_BUDGET);
	});
});
