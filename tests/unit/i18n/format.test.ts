import { describe, expect, it } from 'vitest';
import {
	formatBytes,
	formatCount,
	formatDate,
	formatDateTime,
	formatFixed,
	formatList,
	formatPercent,
	formatPlain,
	formatPoints,
	formatRankInterval,
	formatScore,
	formatScoreInterval,
	formatShare,
	formatTau
} from '../../../src/i18n/format.ts';

// Dates are built from local components, so the expectations hold in any time zone.
const may1 = new Date(2024, 4, 1, 15, 4);

describe('numbers through Intl, per locale', () => {
	it('counts are grouped', () => {
		expect(formatCount(1234567, 'en')).toBe('1,234,567');
		expect(formatCount(1234567, 'zh-CN')).toBe('1,234,567');
		expect(formatCount(0, 'zh-CN')).toBe('0');
		expect(formatCount(Number.NaN, 'en')).toBe('–');
	});

	it('percentages and shares', () => {
		expect(formatPercent(0.724, 'en')).toBe('72.4%');
		expect(formatPercent(0.724, 'zh-CN')).toBe('72.4%');
		expect(formatPercent(0.5, 'en', 0)).toBe('50%');
		expect(formatShare(0.953, 'zh-CN')).toBe('95%');
		expect(formatShare(0.997, 'en')).toBe('99.7%');
		expect(formatShare(0.003, 'en')).toBe('0.3%');
		expect(formatShare(1, 'en')).toBe('100%');
	});

	it('scores, intervals, points and tau-b: percent with one decimal on a 0-1 scale', () => {
		expect(formatScore(0.724, true, 'en')).toBe('72.4%');
		expect(formatScoreInterval(0.724, 0.701, 0.746, true, 'en')).toBe('72.4% (70.1–74.6)');
		expect(formatScoreInterval(0.724, 0.701, 0.746, true, 'zh-CN')).toBe('72.4%（70.1–74.6）');
		expect(formatPoints(0.061, true, 'en')).toBe('6.1 points');
		expect(formatPoints(0.061, true, 'zh-CN')).toBe('6.1 个百分点');
		expect(formatPoints(2.5, false, 'en')).toBe('2.5');
		expect(formatTau(0.9349, 'en')).toBe('0.93');
		expect(formatTau(-0.5, 'zh-CN')).toBe('-0.50');
		expect(formatTau(Number.NaN, 'en')).toBe('–');
		expect(formatFixed(1234.5, 1, 'en')).toBe('1234.5');
	});

	it('plain numbers: three significant digits, scientific at the extremes', () => {
		const cases: [number, string][] = [
			[0.5, '0.5'],
			[72.44, '72.4'],
			[0.01234, '0.0123'],
			[1234, '1230'],
			[-3.14159, '-3.14']
		];
		for (const [v, text] of cases) {
			expect(formatPlain(v, 'en')).toBe(text);
			expect(formatPlain(v, 'zh-CN')).toBe(text);
		}
		expect(formatPlain(0.00012, 'en')).toBe('1.2E-4');
		expect(formatPlain(2.5e7, 'en')).toBe('2.5E7');
	});

	it('ranks say "rank" in English and 第…名 in Chinese', () => {
		expect(formatRankInterval(3, 2, 5, 'en')).toBe('rank 3 (2–5)');
		expect(formatRankInterval(3, 3, 3, 'en')).toBe('rank 3');
		expect(formatRankInterval(3, 2, 5, 'zh-CN')).toBe('第 3 名（2–5）');
		expect(formatRankInterval(1, 1, 1, 'zh-CN')).toBe('第 1 名');
	});

	it('storage sizes', () => {
		expect(formatBytes(200 * 1024, 'en')).toBe('200 kB');
		expect(formatBytes(1.5 * 1024 ** 2, 'en')).toBe('1.5 MB');
		expect(formatBytes(10 * 1024 ** 3, 'zh-CN')).toBe('10 GB');
		expect(formatBytes(10, 'en')).toBe('1 kB');
	});
});

describe('dates and lists through Intl, per locale', () => {
	it('dates', () => {
		expect(formatDate(may1, 'en')).toBe('May 1, 2024');
		expect(formatDate(may1, 'zh-CN')).toBe('2024年5月1日');
		// ICU versions differ in the space before "PM" (U+0020 or U+202F)
		expect(formatDateTime(may1, 'en').replace(/\s/gu, ' ')).toBe('May 1, 2024, 3:04 PM');
		expect(formatDateTime(may1, 'zh-CN')).toBe('2024年5月1日 15:04');
		expect(formatDateTime(may1.toISOString(), 'zh-CN')).toBe('2024年5月1日 15:04');
		expect(formatDate('not a date', 'en')).toBe('not a date');
	});

	it('lists', () => {
		expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
		expect(formatList(['a', 'b', 'c'], 'zh-CN')).toBe('a、b和c');
	});
});
