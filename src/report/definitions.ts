/**
 * One registry of what every reported figure is: a plain sentence, the exact computation, where
 * it can be misread (what it is not), a source, and the draw types it belongs to. The app links
 * each number to its entry ("what is this"); the results JSON carries the English entries of its
 * draw type in `definitions`; docs/definitions.md says the same.
 *
 * The words live in the message catalogs (`def.<id>.term`, `.what`, `.how`, `.not` in
 * src/i18n/messages); this table holds what is not language: the draw types, the source, and the
 * code and formulas a definition quotes (message placeholders, the same in every language).
 */
import { translate, translateById, translateRich, type RichPart } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locales.ts';
import type { DrawType } from '../core/perturbations/catalogue.ts';
import { SEARCH_LIMIT_SECONDS } from '../core/search.ts';

interface Definition {
	/** Whether the entry has a "what it is not" (`def.<id>.not`). */
	readonly hasNot: boolean;
	/** Code and formulas the words quote: placeholders of `def.<id>.how`. */
	readonly code?: Readonly<Record<string, string | number>>;
	/** A paper or documentation page (a citation: not translated). */
	readonly source?: { readonly href: string; readonly text: string };
	/** The draw types whose runs report it. */
	readonly drawTypes: readonly DrawType[];
	/** A screen that reports it instead of a run (issue 35's dates view). */
	readonly view?: 'dates';
}

const ALL: readonly DrawType[] = ['sample', 'variants', 'search', 'sweep'];
const SCIPY_TAU = {
	href: 'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.kendalltau.html',
	text: 'scipy.stats.kendalltau'
};
const NUMPY_QUANTILE = {
	href: 'https://numpy.org/doc/stable/reference/generated/numpy.quantile.html',
	text: 'numpy.quantile'
};
const MILLER = { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024' };
const RANK_SETS_SOURCE = {
	href: 'https://doi.org/10.1093/restud/rdad006',
	text: 'Mogstad, Romano, Shaikh & Wilhelm 2024'
};

export const DEFINITIONS = {
	score: { hasNot: false, drawTypes: ALL },
	rank: {
		hasNot: false,
		code: { call: 'scipy.stats.rankdata(-scores, method="min")' },
		drawTypes: ALL
	},
	tau: {
		hasNot: false,
		code: { call: 'scipy.stats.kendalltau', cost: 'O(M log M)' },
		source: SCIPY_TAU,
		drawTypes: ALL
	},
	draws: {
		hasNot: false,
		code: {
			d: 'd',
			s: 's',
			prng: 'xoroshiro128+ (pure-rand)',
			hash: 'lowbias32(lowbias32(s) ^ imul(d + 1, 0x9e3779b9))'
		},
		drawTypes: ALL
	},
	scoreInterval: {
		hasNot: true,
		code: {
			low: 'q025',
			high: 'q975',
			call: 'numpy.quantile(scores, [0.025, 0.975])',
			method: 'linear, Hyndman & Fan type 7'
		},
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	rankInterval: {
		hasNot: true,
		code: {
			low: 'rankLow = numpy.quantile(ranks, 0.025, method="lower")',
			high: 'rankHigh = numpy.quantile(ranks, 0.975, method="higher")'
		},
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	pFirst: { hasNot: true, drawTypes: ['sample'] },
	pFirstSE: {
		hasNot: true,
		code: { formula: 'sqrt(p (1 − p) / D)', n: 'D' },
		drawTypes: ['sample']
	},
	leaderKept: { hasNot: true, drawTypes: ['sample', 'sweep'] },
	leaderKeptSE: {
		hasNot: false,
		code: { formula: 'sqrt(q (1 − q) / n)', n: 'n' },
		drawTypes: ['sample']
	},
	tauDistribution: {
		hasNot: false,
		code: { call: 'numpy.quantile(tau, [0.05, 0.95], method="linear")' },
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	maxSwing: { hasNot: false, drawTypes: ['sample', 'variants', 'search'] },
	variant: { hasNot: true, drawTypes: ['variants'] },
	variantRange: { hasNot: true, drawTypes: ['variants'] },
	searchTau: { hasNot: true, code: { g: 'g', w: 'w_g' }, drawTypes: ['search'] },
	searchWeights: {
		hasNot: false,
		code: {
			g: 'g',
			w: 'w_g',
			range: '1 − bound ≤ w_g ≤ 1 + bound',
			ratio: '(1 + bound) / (1 − bound)'
		},
		source: { href: 'https://arxiv.org/abs/1911.08731', text: 'Sagawa et al. 2020' },
		drawTypes: ['search']
	},
	searchEvaluated: { hasNot: false, drawTypes: ['search'] },
	searchMethod: {
		hasNot: false,
		code: { seconds: SEARCH_LIMIT_SECONDS, dataset: 'CIFAR-10.1' },
		drawTypes: ['search']
	},
	sweepStep: { hasNot: false, drawTypes: ['sweep'] },
	sweepTau: {
		hasNot: true,
		code: { call: 'numpy.quantile(tau, [0.5, 0.05, 0.95], method="linear")' },
		drawTypes: ['sweep']
	},
	replicationTau: {
		hasNot: false,
		code: { condition: 'k ≤ n/2' },
		source: { href: 'https://arxiv.org/abs/2402.14992', text: 'tinyBenchmarks (Polo et al. 2024)' },
		drawTypes: ['sweep']
	},
	meanAbsScoreChange: { hasNot: false, drawTypes: ['sweep'] },
	difficultyShift: { hasNot: true, drawTypes: ['sample', 'variants'] },
	se: {
		hasNot: true,
		code: { formula: 'sqrt(Σ(x − x̄)² / (n − 1) / n)', call: 'scipy.stats.sem' },
		source: MILLER,
		drawTypes: ALL
	},
	seClustered: {
		hasNot: true,
		code: {
			formula: 'sqrt(G / (G − 1) · Σ_clusters (Σ_items (x − x̄))² / n²)',
			g: 'G',
			call: 'statsmodels OLS, cov_type="cluster"'
		},
		source: {
			href: 'https://arxiv.org/abs/2411.00640',
			text: 'Miller 2024; Cameron & Miller 2015'
		},
		drawTypes: ALL
	},
	seTrials: {
		hasNot: true,
		code: {
			formula: 'sqrt(max(S², W) / n)',
			within: 'W = mean(p (1 − p) / (k − 1))',
			s2: 'S²',
			share: 'W / max(S², W)'
		},
		source: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024, section 3.1' },
		drawTypes: ALL
	},
	clusterColumn: { hasNot: true, drawTypes: ALL },
	imitates: { hasNot: false, code: { field: 'perturbation.imitates' }, drawTypes: ALL },
	scoreSE: {
		hasNot: true,
		code: {
			band: '± 1.96 · SE',
			field: 'noise.scoreSE',
			coverage: 'P(|Z| < 1.96 / √2) ≈ 0.83'
		},
		source: MILLER,
		drawTypes: ALL
	},
	tauFloor: {
		hasNot: true,
		code: {
			pairs: 1000,
			call: 'scipy.stats.kendalltau(scores_a, scores_b)',
			q: 'numpy.quantile(tau, [0.05, 0.5, 0.95])',
			vsRef: 'tauFloorVsReference',
			below: 'tau < q05',
			above: 'tau > q95',
			share: 'resamplesMovingMore'
		},
		source: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' },
		drawTypes: ALL
	},
	leaderFloor: { hasNot: false, drawTypes: ALL },
	typicalDrawChange: {
		hasNot: true,
		code: {
			perDraw: 'mean over models of |score − reference|',
			typical: 'typicalDrawChange',
			ratio: 'typicalDrawChangeInNoise = typicalDrawChange / noise.scoreChange.median',
			within: 'typicalDrawChange ≤ noise.scoreChange.q95',
			perModel: 'median over draws of |score − reference| / SE'
		},
		drawTypes: ['sample', 'variants', 'search']
	},
	shiftInNoiseUnits: {
		hasNot: true,
		code: {
			formula: '(mean(scores) − reference) / SE',
			typical: 'median(|shiftInNoiseUnits|)',
			band: '1.96'
		},
		drawTypes: ['sample', 'variants', 'search']
	},
	splitChange: {
		hasNot: true,
		code: {
			change: 'score(part 2) − score(part 1)',
			noise: 'SE · √(n / n₁ + n / n₂)',
			excess: 'change − median(change of the other models)',
			band: '1.96'
		},
		drawTypes: ['variants']
	},
	sharedItems: {
		hasNot: true,
		code: { minimum: 30, se: '√(0.25 / 30) ≈ 0.09' },
		drawTypes: ALL
	},
	ci: {
		hasNot: true,
		code: {
			formula: 'reference ± t(0.975, df) × SE',
			dfClustered: 'df = G − 1',
			dfPlain: 'df = n − 1'
		},
		drawTypes: ALL
	},
	conservativeRank: {
		hasNot: false,
		source: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chiang et al. 2024' },
		drawTypes: ['sample']
	},
	agreement: { hasNot: false, code: { call: 'scipy.stats.spearmanr' }, drawTypes: ['sample'] },
	pairs: {
		hasNot: true,
		code: { difference: 'mean(a − b)', dfPlain: 't, df = n − 1', dfClustered: 'df = G − 1' },
		source: {
			href: 'https://doi.org/10.1186/1471-2288-13-91',
			text: 'Fagerland et al. 2013 (mid-p McNemar)'
		},
		drawTypes: ALL
	},
	// Ranking heatmaps of a sample run (words: messages/en-heatmaps.ts)
	rankProbabilities: {
		hasNot: true,
		code: { maxModels: 500, top: 50, r: 'r', last: 'r + k − 1' },
		source: {
			href: 'https://doi.org/10.1214/09-AOS699',
			text: 'Hall & Miller 2009'
		},
		drawTypes: ['sample']
	},
	pairwise: {
		hasNot: true,
		code: { maxModels: 60, difference: 'mean(a − b)', alpha: 0.05, a: 'a', b: 'b' },
		source: { href: 'https://doi.org/10.2307/4615733', text: 'Holm 1979' },
		drawTypes: ['sample']
	},
	tieGroups: {
		hasNot: true,
		code: { alpha: 0.05, maxModels: 60 },
		source: {
			href: 'https://jmlr.org/papers/v7/demsar06a.html',
			text: 'Demšar 2006 (critical-difference diagrams)'
		},
		drawTypes: ['sample']
	},
	// Rank confidence sets of a sample run (issue 22; words: messages/en-rank-sets.ts)
	rankSetSimultaneous: {
		hasNot: true,
		code: {
			z: 'Z ~ N(0, Σ)',
			t: '(θ̂_j − θ̂_k) / σ_jk',
			max: 'max (Z_j − Z_k) / σ_jk',
			bounds: '[1 + #surely better, p − #surely worse]'
		},
		source: RANK_SETS_SOURCE,
		drawTypes: ['sample']
	},
	rankSetMarginal: {
		hasNot: true,
		code: { family: '(i, k) and (k, i) for every k' },
		source: RANK_SETS_SOURCE,
		drawTypes: ['sample']
	},
	topKSet: {
		hasNot: true,
		code: { rule: 'simultaneous lower bound ≤ k' },
		source: RANK_SETS_SOURCE,
		drawTypes: ['sample']
	},
	// Released before or after (issue 35): the dates view's figures, not a run's.
	excessGap: {
		hasNot: true,
		code: {
			gap: 'gap = before − after',
			excess: 'excessGap = gap − mean(gap of the others)',
			psi: 'ψ_i = (x_im − s_m) / n_m − (1/K) Σ_k (x_ik − s_k) / n_k',
			variance: 'Var = Σ_B ψ² · n_B / (n_B − 1) + Σ_A ψ² · n_A / (n_A − 1)',
			drop: 'z > 1.96'
		},
		source: { href: 'https://arxiv.org/abs/2403.07974', text: 'LiveCodeBench (Jain et al. 2024)' },
		drawTypes: [],
		view: 'dates'
	},
	afterAllTau: {
		hasNot: true,
		code: { draws: 1000, below: 'tau < q05' },
		source: SCIPY_TAU,
		drawTypes: [],
		view: 'dates'
	},
	newerAtEqualCompute: {
		hasNot: true,
		code: {
			model: 'score = α + θ · newer + β · log10(compute)',
			se: 'sqrt(σ² [(XᵀX)⁻¹]_θθ), σ² = RSS / (n − 3)',
			compute: '6 · params · tokens'
		},
		source: {
			href: 'https://arxiv.org/abs/2407.07890',
			text: 'Dominguez-Olmedo, Dorner & Hardt 2024'
		},
		drawTypes: [],
		view: 'dates'
	},
	residualGap: {
		hasNot: true,
		code: {
			model: 'score[m, b] = model_m + benchmark_b + residual[m, b]',
			gap: 'gap = mean(residual, before) − mean(residual, after)',
			se: 'σ · sqrt(1/n_B + 1/n_A), σ² = RSS / (cells − rank)',
			drop: 'z > 1.96'
		},
		source: {
			href: 'https://doi.org/10.1016/j.csda.2013.03.024',
			text: 'Gaure 2013 (alternating projections)'
		},
		drawTypes: [],
		view: 'dates'
	}
} as const satisfies Record<string, Definition>;

export type DefinitionId = keyof typeof DEFINITIONS;

/** The ids of the definitions a screen other than a run's reports (the dates view). */
export function definitionsOfView(view: 'dates'): DefinitionId[] {
	return (Object.keys(DEFINITIONS) as DefinitionId[]).filter(
		(id) => (DEFINITIONS[id] as Definition).view === view
	);
}

/** The ids of the definitions a draw type's results carry. */
export function definitionsFor(drawType: DrawType): DefinitionId[] {
	return (Object.keys(DEFINITIONS) as DefinitionId[]).filter((id) =>
		(DEFINITIONS[id].drawTypes as readonly DrawType[]).includes(drawType)
	);
}

type Part = 'term' | 'what' | 'how' | 'not';

function part(id: DefinitionId, which: Part, locale: Locale): string {
	const d: Definition = DEFINITIONS[id];
	return translateById(locale, `def.${id}.${which}`, d.code ?? {}) ?? '';
}

/** The figure's name as the app shows it ("Kendall tau-b"). */
function definitionTerm(id: DefinitionId, locale: Locale): string {
	return part(id, 'term', locale);
}

/** A definition's words in `locale`; `how` keeps its code parts for RichText. */
interface DefinitionWords {
	readonly term: string;
	readonly what: string;
	readonly how: readonly RichPart[];
	readonly not: string | null;
}

export function definitionWords(id: DefinitionId, locale: Locale): DefinitionWords {
	const d: Definition = DEFINITIONS[id];
	const rich = translateRich as (l: Locale, k: string, p: object) => RichPart[];
	return {
		term: part(id, 'term', locale),
		what: part(id, 'what', locale),
		how: rich(locale, `def.${id}.how`, d.code ?? {}),
		not: d.hasNot ? part(id, 'not', locale) : null
	};
}

/** A definition as one line of text (the results JSON carries the English one). */
export function definitionText(id: DefinitionId, locale: Locale = 'en'): string {
	const d: Definition = DEFINITIONS[id];
	return [
		part(id, 'what', locale),
		part(id, 'how', locale),
		d.hasNot ? part(id, 'not', locale) : ''
	]
		.filter(Boolean)
		.join(' ');
}

/** "What is this" for a figure: the button's name ("What is P(first)?"). */
export function definitionQuestion(id: DefinitionId, locale: Locale): string {
	return translate(locale, 'def.what', { term: definitionTerm(id, locale) });
}

/** The English definitions of a draw type's figures, as the results JSON carries them. */
export function definitionsJson(drawType: DrawType): Record<string, string> {
	return Object.fromEntries(definitionsFor(drawType).map((id) => [id, definitionText(id)]));
}
