/**
 * Conditions side by side ("direct evaluation" vs "train-before-test", Zhang, Dominguez-Olmedo &
 * Hardt 2025, arXiv:2507.05195): per condition the agreement matrix, mean and median pairwise
 * tau-b, Kendall's W and each benchmark's agreement with the consensus; across conditions the
 * difference in mean tau-b.
 *
 * Uncertainty of the mean tau-b: a nonparametric bootstrap over models (B. Efron 1979, "Bootstrap
 * methods: another look at the jackknife", Ann. Statist. 7(1):1-26). Each draw resamples the
 * table's models with replacement (a model drawn k times counts k times in every tau-b) and
 * recomputes every condition's mean pairwise tau-b on the same resample, so differences between
 * conditions are paired. Draw d uses `rngForDraw(seed, d)` alone (`random.ts`), so any split of
 * the draws across workers gives the same numbers. Intervals are percentile intervals
 * [2.5%, 97.5%] of the draws (numpy 'linear' quantiles, `quantile.ts`): they describe random
 * redraws of the models, not of the benchmarks.
 */
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { randomInt, rngForDraw } from '../../../core/random.ts';
import { agreementMatrix, type AgreementMatrix } from './agreement.ts';
import { benchmarkConsensus, type BenchmarkConsensus } from './consensus.ts';
import { kendallW, type KendallW } from './kendall-w.ts';
import { benchmarkScores, benchmarksPresent, type ScoreTable } from './ScoreTable.ts';

export interface BootstrapSettings {
	readonly draws: number;
	readonly seed: number;
}

/** Percentile summary of a bootstrap statistic. */
interface BootstrapInterval {
	readonly draws: number;
	readonly seed: number;
	readonly q025: number;
	readonly q975: number;
	/** Draws where the statistic is undefined (no pair with a tau); left out of the interval. */
	readonly undefinedDraws: number;
}

function percentileSummary(values: ArrayLike<number>, settings: BootstrapSettings) {
	const s = Float64Array.from(values)
		.filter((v) => v === v)
		.sort();
	return {
		draws: settings.draws,
		seed: settings.seed,
		q025: quantileSorted(s, 0.025),
		q975: quantileSorted(s, 0.975),
		undefinedDraws: values.length - s.length
	} satisfies BootstrapInterval;
}

/** The benchmarks of `selection` (default all) that condition `c` has a score on. */
export function conditionBenchmarks(
	table: ScoreTable,
	c: number,
	selection: readonly number[] | null = null
): number[] {
	const present = benchmarksPresent(table, table.conditions[c]);
	return selection ? present.filter((b) => selection.includes(b)) : present;
}

/** Multiplicity of each of `nModels` models in bootstrap draw `drawIndex`. */
export function modelResample(nModels: number, seed: number, drawIndex: number): Int32Array {
	const rng = rngForDraw(seed, drawIndex);
	const counts = new Int32Array(nModels);
	for (let t = 0; t < nModels; t++) counts[randomInt(rng, 0, nModels - 1)]++;
	return counts;
}

/**
 * One benchmark pair's models present on both, and for each pair of them (i < j, row by row)
 * whether they are concordant (1), discordant (-1) or neither (0), and tied in x or in y. Fixed
 * across draws, so a draw costs one multiply-add per model pair and no branch.
 */
interface PairData {
	readonly models: Int32Array;
	readonly code: Int8Array;
	readonly tieX: Uint8Array;
	readonly tieY: Uint8Array;
	readonly w: Float64Array;
}

function pairData(table: ScoreTable, c: number, benchmarks: readonly number[]): PairData[] {
	const cols = benchmarks.map((b) => benchmarkScores(table, table.conditions[c], b));
	const out: PairData[] = [];
	for (let i = 0; i < cols.length; i++) {
		for (let j = i + 1; j < cols.length; j++) {
			const models: number[] = [];
			for (let m = 0; m < table.models.length; m++) {
				if (cols[i][m] === cols[i][m] && cols[j][m] === cols[j][m]) models.push(m);
			}
			const k = models.length;
			const code = new Int8Array((k * (k - 1)) / 2);
			const tieX = new Uint8Array(code.length);
			const tieY = new Uint8Array(code.length);
			let q = 0;
			for (let a = 0; a < k; a++) {
				for (let b = a + 1; b < k; b++, q++) {
					const dx = cols[i][models[a]] - cols[i][models[b]];
					const dy = cols[j][models[a]] - cols[j][models[b]];
					code[q] = Math.sign(dx) * Math.sign(dy);
					tieX[q] = dx === 0 ? 1 : 0;
					tieY[q] = dy === 0 ? 1 : 0;
				}
			}
			out.push({ models: Int32Array.from(models), code, tieX, tieY, w: new Float64Array(k) });
		}
	}
	return out;
}

/** `weightedTauB` from a pair's precomputed codes and the multiplicities in `p.w`. */
function pairTau(p: PairData): number {
	const k = p.models.length;
	const w = p.w;
	let N = 0;
	let self = 0;
	for (let a = 0; a < k; a++) {
		N += w[a];
		self += (w[a] * (w[a] - 1)) / 2;
	}
	let cMinusD = 0;
	let tieX = self;
	let tieY = self;
	let q = 0;
	for (let a = 0; a < k; a++) {
		const wa = w[a];
		if (wa === 0) {
			q += k - 1 - a;
			continue;
		}
		for (let b = a + 1; b < k; b++, q++) {
			const pw = wa * w[b];
			cMinusD += pw * p.code[q];
			tieX += pw * p.tieX[q];
			tieY += pw * p.tieY[q];
		}
	}
	const n0 = (N * (N - 1)) / 2;
	if (N < 2 || tieX === n0 || tieY === n0) return Number.NaN;
	return Math.min(1, Math.max(-1, cMinusD / Math.sqrt(n0 - tieX) / Math.sqrt(n0 - tieY)));
}

/**
 * Mean pairwise tau-b of each condition in bootstrap draws [from, to): `out[c][d - from]`.
 * `benchmarks[c]` lists condition c's benchmarks. Each pair's tau-b is `weightedTauB` with the
 * draw's model multiplicities (the same as `agreementMatrix(..., weights).meanTau`), computed from
 * the pair's precomputed orderings (`PairData`). Memory: one byte x 3 per model pair per
 * benchmark pair (24 benchmarks x 61 models: 1.5 MB).
 */
export function bootstrapMeanTau(
	table: ScoreTable,
	benchmarks: readonly (readonly number[])[],
	seed: number,
	from: number,
	to: number
): Float64Array[] {
	const C = table.conditions.length;
	const pairs = table.conditions.map((_, c) => pairData(table, c, benchmarks[c]));
	const out = Array.from({ length: C }, () => new Float64Array(Math.max(0, to - from)));
	for (let d = from; d < to; d++) {
		const counts = modelResample(table.models.length, seed, d);
		for (let c = 0; c < C; c++) {
			let sum = 0;
			let defined = 0;
			for (const p of pairs[c]) {
				for (let k = 0; k < p.models.length; k++) p.w[k] = counts[p.models[k]];
				const t = pairTau(p);
				if (t === t) {
					sum += t;
					defined++;
				}
			}
			out[c][d - from] = defined ? sum / defined : Number.NaN;
		}
	}
	return out;
}

interface ConditionAgreement {
	readonly condition: number;
	readonly name: string;
	readonly benchmarks: readonly number[];
	/** Models with a score on at least one of the condition's benchmarks. */
	readonly models: readonly number[];
	readonly agreement: AgreementMatrix;
	readonly kendallW: KendallW;
	readonly consensus: readonly BenchmarkConsensus[];
	/** Bootstrap interval of the mean pairwise tau-b; `null` when no draws were asked for. */
	readonly meanTauInterval: BootstrapInterval | null;
}

interface ConditionDifference {
	/** Condition indices: the difference is mean tau-b of `to` minus that of `from`. */
	readonly from: number;
	readonly to: number;
	readonly meanTauDifference: number;
	/** Paired bootstrap interval of the difference; `null` without draws. */
	readonly interval: BootstrapInterval | null;
}

export interface ConditionComparison {
	readonly conditions: readonly ConditionAgreement[];
	/** Every condition after the first against the first. */
	readonly differences: readonly ConditionDifference[];
}

interface CompareOptions {
	/** Benchmarks to consider (indices); default all. */
	readonly benchmarks?: readonly number[] | null;
	/** Bootstrap over models; `draws: 0` skips it. */
	readonly bootstrap?: BootstrapSettings;
}

/** Every condition's agreement, and the differences in mean tau-b (see the module comment). */
export function compareConditions(
	table: ScoreTable,
	options: CompareOptions = {}
): ConditionComparison {
	const C = table.conditions.length;
	const benchmarks = table.conditions.map((_, c) =>
		conditionBenchmarks(table, c, options.benchmarks ?? null)
	);
	const settings = options.bootstrap ?? null;
	const draws =
		settings && settings.draws > 0
			? bootstrapMeanTau(table, benchmarks, settings.seed, 0, settings.draws)
			: null;
	const conditions = table.conditions.map((cond, c): ConditionAgreement => {
		const agreement = agreementMatrix(table, cond, benchmarks[c]);
		const M = table.models.length;
		const K = table.benchmarks.length;
		const models: number[] = [];
		for (let m = 0; m < M; m++) {
			if (benchmarks[c].some((b) => cond.scores[m * K + b] === cond.scores[m * K + b])) {
				models.push(m);
			}
		}
		return {
			condition: c,
			name: cond.name,
			benchmarks: benchmarks[c],
			models,
			agreement,
			kendallW: kendallW(table, cond, benchmarks[c]),
			consensus: benchmarkConsensus(table, cond, benchmarks[c]),
			meanTauInterval: draws && settings ? percentileSummary(draws[c], settings) : null
		};
	});
	const differences: ConditionDifference[] = [];
	for (let c = 1; c < C; c++) {
		const diff = draws ? draws[c].map((v, d) => v - draws[0][d]) : null;
		differences.push({
			from: 0,
			to: c,
			meanTauDifference: conditions[c].agreement.meanTau - conditions[0].agreement.meanTau,
			interval: diff && settings ? percentileSummary(diff, settings) : null
		});
	}
	return { conditions, differences };
}
