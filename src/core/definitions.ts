/**
 * One registry of what every reported figure is: a plain sentence, the exact computation, where
 * it can be misread (what it is not), a source, and the draw types it belongs to. The app links
 * each number to its entry ("what is this"); the results JSON carries the entries of its draw type
 * in `definitions`; the README's definitions say the same. English text, kept in this one table
 * for the i18n layer.
 */
import type { DrawType } from './perturbations/catalogue.ts';

export interface Definition {
	/** The figure's name as the app shows it. */
	readonly term: string;
	/** What it is, in plain words. */
	readonly what: string;
	/** How it is computed, precisely enough to recompute it. */
	readonly how: string;
	/** What it is not, where it could be misread. */
	readonly not?: string;
	readonly source?: { readonly href: string; readonly text: string };
	/** The draw types whose runs report it. */
	readonly drawTypes: readonly DrawType[];
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

export const DEFINITIONS = {
	score: {
		term: 'Score',
		what: 'A model’s mean score on the test set.',
		how: 'Mean of the model’s non-missing cells, each item counted with its weight in the draw (1 on the reference).',
		drawTypes: ALL
	},
	rank: {
		term: 'Rank',
		what: 'Position on the leaderboard, 1 = best.',
		how: 'scipy.stats.rankdata(-scores, method="min"): tied models share the better rank. A model absent from a draw (model-set change) has no rank in it.',
		drawTypes: ALL
	},
	tau: {
		term: 'Kendall tau-b',
		what: 'How much a ranking agrees with the reference ranking: 1 = same order, 0 = unrelated, −1 = reversed.',
		how: 'Kendall’s tau-b with the tie correction, between the draw’s scores and the reference scores, over the models present in both (scipy.stats.kendalltau), computed by Knight’s (1966) O(M log M) algorithm.',
		source: SCIPY_TAU,
		drawTypes: ALL
	},
	draws: {
		term: 'Draws',
		what: 'The perturbed test sets of a run; each is a function of the seed and its index only.',
		how: 'Draw d of a run with seed s uses xoroshiro128+ (pure-rand) seeded with lowbias32(lowbias32(s) ^ imul(d + 1, 0x9e3779b9)); the same seed gives the same draws whatever the number of workers.',
		drawTypes: ALL
	},
	scoreInterval: {
		term: '95% interval (score)',
		what: 'The middle 95% of a model’s scores across the random draws.',
		how: 'q025 and q975: numpy.quantile(scores, [0.025, 0.975]) (method "linear", Hyndman & Fan type 7) over the draws in which the model has a score; the number of draws is shown with it.',
		not: 'A percentile interval of the perturbation, not a confidence interval for the model’s true score.',
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	rankInterval: {
		term: '95% rank interval',
		what: 'The middle 95% of a model’s ranks across the random draws.',
		how: 'rankLow = numpy.quantile(ranks, 0.025, method="lower"), rankHigh = numpy.quantile(ranks, 0.975, method="higher"), over the draws in which the model takes part, so both stay whole ranks.',
		not: 'Not a confidence interval for the model’s true rank.',
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	pFirst: {
		term: 'P(first)',
		what: 'The share of redraws in which the model is ranked first.',
		how: 'Over all draws: 1 when the model alone is first, 1/k when k models tie for first, 0 otherwise (also when it is absent from the draw); the mean of that over draws. The column sums to 1.',
		not: 'The share of redraws in which the model is first, not the probability that it is truly the best model.',
		drawTypes: ['sample']
	},
	pFirstSE: {
		term: '± (Monte Carlo error of P(first))',
		what: 'How much P(first) would move with another seed: its Monte Carlo standard error.',
		how: 'sqrt(p (1 − p) / D) over the D draws (the binomial standard error; with ties counted 1/k it is an upper bound).',
		not: 'The error from the finite number of draws only, not an uncertainty about the models.',
		drawTypes: ['sample']
	},
	leaderKept: {
		term: 'Leader kept first',
		what: 'The share of redraws in which the reference leader is still ranked first (tied first counts).',
		how: 'Over the draws in which the reference leader takes part (all of them except under a model-set change, where the count is shown); the reference leader is first in the reference ranking, ties broken by column order.',
		not: 'Not the probability that the leader is truly the best model.',
		drawTypes: ['sample', 'sweep']
	},
	leaderKeptSE: {
		term: '± (Monte Carlo error of leader kept)',
		what: 'How much “leader kept first” would move with another seed.',
		how: 'sqrt(q (1 − q) / n) over the n draws in which the leader takes part (binomial standard error).',
		drawTypes: ['sample']
	},
	tauDistribution: {
		term: 'tau-b distribution',
		what: 'How tau-b with the reference varies across the random draws.',
		how: 'Mean, median, q05, q95 (numpy.quantile, method "linear") and the smallest value, over the draws with a defined tau-b (a draw with every model tied has none; counted apart).',
		source: NUMPY_QUANTILE,
		drawTypes: ['sample']
	},
	maxSwing: {
		term: 'Largest move',
		what: 'How far a model’s score can move under the perturbation.',
		how: 'Sample: the largest distance from a reference score to either end of that model’s 95% interval. Variants: the largest |variant score − reference score|. Search: the largest |worst-case score − reference score|.',
		drawTypes: ['sample', 'variants', 'search']
	},
	variant: {
		term: 'Variant',
		what: 'One fixed version of the test set (without one category, one side of a time split, one threshold, one shifted set).',
		how: 'Each variant is scored and ranked on its own; tau-b is its agreement with the reference.',
		not: 'Variants are not a random sample: there is no 95% interval, P(first) or conservative rank over them.',
		drawTypes: ['variants']
	},
	variantRange: {
		term: 'Min – max across variants',
		what: 'The smallest and largest value across the variants.',
		how: 'min and max of the model’s score (or rank) over the variants in which it has one.',
		not: 'Not an interval with a coverage: with another set of variants it could be wider.',
		drawTypes: ['variants']
	},
	searchTau: {
		term: 'Worst case found',
		what: 'The lowest tau-b with the reference ranking that the search reached within the bound.',
		how: 'tau-b of the scores under the certificate weights; recompute it by weighting each item of category g by w_g.',
		not: 'The worst case the search found, not necessarily the worst possible one (unless marked exact).',
		drawTypes: ['search']
	},
	searchWeights: {
		term: 'Certificate (weights)',
		what: 'The weighting that reaches the worst case: each category’s item weight.',
		how: 'Every item of category g counts w_g times, 1 − bound ≤ w_g ≤ 1 + bound, so a category’s share of the test set changes by at most (1 + bound) / (1 − bound).',
		source: {
			href: 'https://arxiv.org/abs/1911.08731',
			text: 'group weighting: Sagawa et al. 2020'
		},
		drawTypes: ['search']
	},
	searchEvaluated: {
		term: 'Points evaluated',
		what: 'How many weightings the search scored.',
		how: 'Points of the weight box whose tau-b the search determined: each stretch of a searched line between two pair crossings counts one, as does each point from a linear program.',
		drawTypes: ['search']
	},
	searchMethod: {
		term: 'Search method',
		what: 'How the worst case was looked for.',
		how: 'line-search: exact line searches over the whole weight box (interior included), restarted from the reference weights and from random points; line-search+branch-and-bound: then a branch and bound over which pairs of models can be reversed together, which proves the minimum when it finishes (up to 12 categories with complete data). The search stops after 8 s with the best point found, and says so.',
		drawTypes: ['search']
	},
	sweepStep: {
		term: 'Step',
		what: 'One strength (or test-set size) of a sweep, with its own draws.',
		how: 'Step s is exactly the run at that strength with the same seed and draws; steps are never pooled.',
		drawTypes: ['sweep']
	},
	sweepTau: {
		term: 'tau-b against the full set',
		what: 'Median (5–95%) tau-b of each draw of the step with the reference ranking.',
		how: 'numpy.quantile(tau, [0.5, 0.05, 0.95]) (method "linear") over the step’s draws.',
		not: 'For a size sweep this compares a subset with the full set that contains it, which overstates how well a test set of that size replicates.',
		drawTypes: ['sweep']
	},
	replicationTau: {
		term: 'Replication tau-b',
		what: 'How well two independent test sets of k items agree: tau-b between the rankings on two disjoint k-item sets.',
		how: 'Per draw, two disjoint random k-item subsets (k ≤ n/2); median (5–95%) over the step’s draws. “Settles at” uses this figure.',
		source: { href: 'https://arxiv.org/abs/2402.14992', text: 'tinyBenchmarks (Polo et al. 2024)' },
		drawTypes: ['sweep']
	},
	meanAbsScoreChange: {
		term: 'Typical score change',
		what: 'How far scores move in a typical draw of the step.',
		how: 'Per draw, the mean over models of |draw score − reference score| (score units); the median (5–95%) over the step’s draws.',
		drawTypes: ['sweep']
	},
	difficultyShift: {
		term: 'Difficulty shift',
		what: 'How much harder (or easier) the shifted test set is, in standard deviations of item difficulty.',
		how: 'Item difficulty is estimated from the models being ranked (each item’s solve rate, on the logit scale); items are reweighted toward harder ones. The shift achieved is measured on the reweighted set and can fall short of the one requested.',
		not: 'Difficulty comes from these models’ own answers, not from an outside judgement of the items.',
		drawTypes: ['sample', 'variants']
	},
	se: {
		term: 'Standard error',
		what: 'How precisely the reference score estimates the model’s score on items like these, if items are independent.',
		how: 'sqrt(Σ(x − x̄)² / (n − 1) / n) over the model’s present items (scipy.stats.sem).',
		not: 'It assumes independent items; items that share a source need the clustered one.',
		source: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024' },
		drawTypes: ALL
	},
	seClustered: {
		term: 'Clustered standard error',
		what: 'The standard error when items of a cluster (a passage, a repository, a template) are not independent.',
		how: 'Cluster-robust CR1: sqrt(G / (G − 1) · Σ over clusters of (Σ of x − x̄ in the cluster)² / n²), G = clusters among the model’s present items; items without a value are each their own cluster (as statsmodels OLS with cov_type="cluster"). With fewer than 20 clusters it is itself uncertain.',
		not: 'Strata such as easy / medium / hard are not clusters: clustering on them gives a number no one should read.',
		source: {
			href: 'https://arxiv.org/abs/2411.00640',
			text: 'Miller 2024; Cameron & Miller 2015'
		},
		drawTypes: ALL
	},
	clusterColumn: {
		term: 'Cluster column',
		what: 'The item column whose values group items that share a source (a passage, a repository, a template).',
		how: 'Chosen by you; proposed only when a column looks like clusters (many groups of a few items, or a name such as source, passage, repo, template). None = no clustering.',
		not: 'A category or difficulty level with a handful of values is a stratum, not a cluster.',
		drawTypes: ALL
	},
	ci: {
		term: '95% interval (standard error)',
		what: 'The 95% confidence interval of the model’s reference score from the standard error beside it.',
		how: 'reference ± t(0.975, df) × SE: the clustered SE with df = G − 1 when a cluster column is chosen, else the plain SE with df = n − 1.',
		not: 'About the full test set as a sample of items, not about the perturbation’s draws.',
		drawTypes: ALL
	},
	conservativeRank: {
		term: 'Conservative rank',
		what: 'A rank no model can dispute: 1 + the number of models clearly above.',
		how: '1 + the number of models whose 95% interval (from the standard error, ciLow–ciHigh) lies entirely above this model’s; none for a model without an interval (as LMSYS Chatbot Arena).',
		source: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chiang et al. 2024' },
		drawTypes: ['sample']
	},
	agreement: {
		term: 'Agreement beyond tau-b',
		what: 'How much of the ranking each draw keeps, measured three more ways.',
		how: 'Per draw: Spearman rho with the reference scores (scipy.stats.spearmanr), top-k overlap |top-k(draw) ∩ top-k(reference)| / max of their sizes (ties at the cut included), and the largest change of any model’s rank, over the models present.',
		drawTypes: ['sample']
	},
	pairs: {
		term: 'Neighbours in the ranking',
		what: 'Whether each model is really ahead of the next one, and by how much.',
		how: 'pAbove: share of draws in which a scores above b (ties count half; sample runs only). On the full test set, over the items both have: the difference mean(a − b) with its 95% interval (t with n − 1 df, or CR1 with G − 1 df when a cluster column is chosen); the p-value of a mid-p McNemar test on the items only one of them solved (0/1 data), a paired t-test, or a clustered t-test; pHolm adjusts the p-values for the number of pairs shown (Holm).',
		not: 'A p-value is not the probability that the order is wrong; the unadjusted one ignores how many pairs were tested.',
		source: {
			href: 'https://doi.org/10.1186/1471-2288-13-91',
			text: 'Fagerland et al. 2013 (mid-p McNemar)'
		},
		drawTypes: ALL
	}
} as const satisfies Record<string, Definition>;

export type DefinitionId = keyof typeof DEFINITIONS;

/** The ids of the definitions a draw type's results carry. */
export function definitionsFor(drawType: DrawType): DefinitionId[] {
	return (Object.keys(DEFINITIONS) as DefinitionId[]).filter((id) =>
		(DEFINITIONS[id].drawTypes as readonly DrawType[]).includes(drawType)
	);
}

/** A definition as one line of text (for the results JSON). */
export function definitionText(id: DefinitionId): string {
	const d: Definition = DEFINITIONS[id];
	return [d.what, d.how, d.not].filter(Boolean).join(' ');
}
