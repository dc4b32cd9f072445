/** The CSV behind each chart (schemas/chart-csv.ts): columns, values, quoting, undefined figures. */
import { describe, expect, it } from 'vitest';
import type { Histogram } from '../../../src/core/histogram.ts';
import type { SearchOutcome } from '../../../src/core/search.ts';
import type { ModelSummary, RunSummary } from '../../../src/core/summary.ts';
import type { SweepRow } from '../../../src/core/sweep.ts';
import type { VariantsSummary } from '../../../src/core/variants.ts';
import {
	csvTable,
	rankIntervalsCsv,
	scoreIntervalsCsv,
	searchScoresCsv,
	searchWeightsCsv,
	sweepRowsCsv,
	tauHistogramCsv,
	variantScoresCsv,
	variantTauCsv
} from '../../../src/schemas/chart-csv.ts';
import type { Reference } from '../../../src/core/run-types.ts';

/** Parses the simple CSV these builders write (quoted fields may hold commas and quotes). */
function parse(csv: string): string[][] {
	expect(csv.endsWith('\n')).toBe(true);
	return csv
		.slice(0, -1)
		.split('\n')
		.map((line) => {
			const out: string[] = [];
			const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
			for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
				const f = m[1];
				out.push(f.startsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f);
				if (m[2] === '') break;
			}
			return out;
		});
}

const model = (over: Partial<ModelSummary>): ModelSummary => ({
	model: 'm',
	index: 0,
	reference: 0.5,
	referenceRank: 1,
	mean: 0.5,
	q025: 0.4,
	q500: 0.5,
	q975: 0.6,
	rankLow: 1,
	rankHigh: 2,
	pFirst: 0.5,
	pFirstSE: 0.05,
	present: 100,
	medianAbsChange: 0.05,
	...over
});

const summary: RunSummary = {
	nDraws: 100,
	models: [
		model({ model: 'alpha', index: 1, reference: 0.8, mean: 0.79, q025: 0.7, q975: 0.85 }),
		model({
			model: '=cmd, "quoted"',
			index: 0,
			reference: 0.6,
			referenceRank: 2,
			mean: 0.61,
			q025: 0.58,
			q975: 0.75,
			rankLow: 1,
			rankHigh: 2,
			pFirst: 0.25,
			pFirstSE: 0.0433,
			present: 90
		})
	],
	tau: { mean: 0.9, median: 1, q05: 0.5, q95: 1, min: 0, undefinedDraws: 0 },
	leader: 1,
	leaderKept: 0.75,
	leaderKeptSE: 0.0433,
	leaderPresent: 100,
	maxSwing: 0.15,
	drawChange: { median: 0.05, q05: 0.02, q95: 0.1 }
};

describe('csvTable', () => {
	it('quotes per RFC 4180, guards formulas, writes undefined numbers as empty fields', () => {
		const csv = csvTable(
			['a', 'b,c'],
			[
				['x"y', Number.NaN],
				['@sum', Infinity],
				[null, -0.5]
			]
		);
		expect(csv).toBe('a,"b,c"\n"x""y",\n\'@sum,\n,-0.5\n');
	});
});

describe('sample charts', () => {
	it('the accuracy swing: one row per model, reference order, score units', () => {
		const rows = parse(scoreIntervalsCsv(summary));
		expect(rows[0]).toEqual([
			'model',
			'reference',
			'mean',
			'q025',
			'q975',
			'largestMove',
			'present'
		]);
		expect(rows).toHaveLength(3);
		expect(rows[1].slice(0, 5)).toEqual(['alpha', '0.8', '0.79', '0.7', '0.85']);
		// largest move = max(reference - q025, q975 - reference)
		expect(Number(rows[1][5])).toBeCloseTo(0.1, 12);
		expect(Number(rows[2][5])).toBeCloseTo(0.15, 12);
		// an untrusted name stays one field and cannot run as a formula
		expect(rows[2][0]).toBe('\'=cmd, "quoted"');
		expect(rows[2][6]).toBe('90');
	});

	it('the rank intervals: reference rank, 95% rank interval, P(first) and its SE', () => {
		const rows = parse(rankIntervalsCsv(summary));
		expect(rows[0]).toEqual([
			'model',
			'referenceRank',
			'rankLow',
			'rankHigh',
			'pFirst',
			'pFirstSE'
		]);
		expect(rows[1]).toEqual(['alpha', '1', '1', '2', '0.5', '0.05']);
		expect(rows[2].slice(1)).toEqual(['2', '1', '2', '0.25', '0.0433']);
	});

	it('the tau-b histogram: one row per bin with its edges; counts add up to the draws', () => {
		const bins: Histogram = { edges: [0.6, 0.8, 1.0333], counts: [3, 97] };
		const rows = parse(tauHistogramCsv(bins));
		expect(rows).toEqual([
			['binLow', 'binHigh', 'draws'],
			['0.6', '0.8', '3'],
			['0.8', '1.0333', '97']
		]);
		expect(parse(tauHistogramCsv({ edges: [], counts: [] }))).toEqual([
			['binLow', 'binHigh', 'draws']
		]);
	});
});

describe('sweep charts', () => {
	const spread = (median: number, q05: number, q95: number) => ({ median, q05, q95 });
	const rows: SweepRow[] = [
		{
			step: null,
			size: 10,
			draws: 50,
			tau: spread(0.7, 0.5, 0.9),
			replication: spread(0.6, 0.4, 0.8),
			leaderKept: 0.4,
			leaderPresent: 50,
			scoreChange: spread(0.05, 0.03, 0.08)
		},
		{
			step: 0.5,
			size: null,
			draws: 50,
			tau: spread(Number.NaN, 0.5, 1),
			replication: null,
			leaderKept: 1,
			leaderPresent: 50,
			scoreChange: spread(0.01, 0, 0.02)
		}
	];

	it('has the columns of the results JSON sweep rows, nulls and NaN as empty fields', () => {
		const out = parse(sweepRowsCsv(rows));
		expect(out[0]).toEqual([
			'step',
			'size',
			'draws',
			'tauMedian',
			'tauQ05',
			'tauQ95',
			'replicationTauMedian',
			'replicationTauQ05',
			'replicationTauQ95',
			'leaderKept',
			'meanAbsScoreChange',
			'meanAbsScoreChangeQ05',
			'meanAbsScoreChangeQ95'
		]);
		expect(out[1]).toEqual([
			'',
			'10',
			'50',
			'0.7',
			'0.5',
			'0.9',
			'0.6',
			'0.4',
			'0.8',
			'0.4',
			'0.05',
			'0.03',
			'0.08'
		]);
		expect(out[2]).toEqual(['0.5', '', '50', '', '0.5', '1', '', '', '', '1', '0.01', '0', '0.02']);
	});
});

describe('variants and search charts', () => {
	const v: VariantsSummary = {
		nVariants: 2,
		models: [
			{
				model: 'b',
				index: 1,
				reference: 0.9,
				referenceRank: 1,
				min: 0.85,
				max: 0.95,
				rankMin: 1,
				rankMax: 2
			},
			{
				model: 'a',
				index: 0,
				reference: 0.8,
				referenceRank: 2,
				min: Number.NaN,
				max: Number.NaN,
				rankMin: 1,
				rankMax: 2
			}
		],
		variants: [
			{ index: 0, name: 'without "math"', tau: 1, first: [1] },
			{ index: 1, name: 'without "code"', tau: Number.NaN, first: [0, 1] }
		],
		tauMin: 1,
		tauMax: 1,
		undefinedVariants: 1,
		leader: 1,
		leaderFirst: 2,
		maxChange: 0.05,
		changeBasis: 'reference'
	};

	it('variant scores: reference, min-max score and rank per model', () => {
		expect(parse(variantScoresCsv(v))).toEqual([
			['model', 'reference', 'referenceRank', 'min', 'max', 'rankMin', 'rankMax'],
			['b', '0.9', '1', '0.85', '0.95', '1', '2'],
			['a', '0.8', '2', '', '', '1', '2']
		]);
	});

	it('variant tau-b: the English name, tau-b, the models ranked first', () => {
		expect(parse(variantTauCsv(v, ['a', 'b']))).toEqual([
			['variant', 'tau', 'first'],
			['without "math"', '1', 'b'],
			['without "code"', '', 'a; b']
		]);
	});

	const reference: Reference = {
		scores: Float64Array.from([0.5, 0.75]),
		ranks: Int32Array.from([2, 1]),
		order: [1, 0]
	};
	const s: SearchOutcome = {
		tau: -1,
		categories: ['math', '+code'],
		weights: Float64Array.from([1.5, 0.5]),
		scores: Float64Array.from([0.625, 0.5]),
		ranks: Int32Array.from([1, 2]),
		method: 'exhaustive' as SearchOutcome['method'],
		evaluated: 4,
		bound: 0.5,
		tauLowerBound: -1,
		exact: true,
		stopped: false,
		outcome: 'proven',
		linearPrograms: 0
	};

	it('the worst case: reference and worst-case score and rank, the change', () => {
		expect(parse(searchScoresCsv(s, reference, ['a', 'b']))).toEqual([
			['model', 'reference', 'referenceRank', 'worstCase', 'worstCaseRank', 'change'],
			['b', '0.75', '1', '0.5', '2', '-0.25'],
			['a', '0.5', '2', '0.625', '1', '0.125']
		]);
	});

	it('the certificate: each category weight', () => {
		expect(parse(searchWeightsCsv(s))).toEqual([
			['category', 'weight'],
			['math', '1.5'],
			["'+code", '0.5']
		]);
	});
});
