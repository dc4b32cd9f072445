/**
 * English messages of the rank confidence sets (issue 22): the rank chart's choice of bars
 * (views/analysis/RankChart.svelte), the leaderboard's column and sentence
 * (RankSetsNote.svelte, TieGroups.svelte), who beats whom, the score tables' panel
 * (src/features/score-tables/views/RankSetsPanel.svelte) and the definitions. Spread into en.ts;
 * zh-CN-rank-sets.ts has the same keys.
 */
const enRankSets = {
	// ---- The rank chart ----
	'rankSets.title': 'Which ranks the data support',
	'rankSets.choice.label': 'Bars show',
	'rankSets.choice.simultaneous': 'Simultaneous {level} set',
	'rankSets.choice.marginal': 'Marginal {level} set',
	'rankSets.choice.perturbation': 'Redraws’ 95% interval',
	'rankSets.explain.simultaneous':
		'Each model’s rank on the full test set (dot) and its simultaneous {level} rank confidence set (bar): taken together, the bars cover every model’s true rank with probability about {level}. From the item scores: {draws, number} bootstrap draws, seed {seed}.',
	'rankSets.explain.marginal':
		'Each model’s rank on the full test set (dot) and its marginal {level} rank confidence set (bar): each bar, read on its own, covers that model’s true rank with probability about {level}; read together, some of them miss. From the item scores: {draws, number} bootstrap draws, seed {seed}.',
	'rankSets.explain.perturbation':
		'Each model’s rank on the full test set (dot) and the middle 95% of its ranks across the redraws (bar). A percentile interval of the perturbation, not a confidence set for the model’s rank.',
	'rankSets.not':
		'“True rank” means the rank on an endless supply of items like these. The sets are about the sampling noise of this test set, not about a shifted test set or another benchmark.',
	'rankSets.legend.simultaneous': 'Simultaneous {level} rank set',
	'rankSets.legend.marginal': 'Marginal {level} rank set',
	'rankSets.legend.perturbation': '95% interval across redraws (not a confidence set)',
	'rankSets.aria':
		'Rank per model: the reference rank and, as a bar, the {what} (the choice above the chart)',
	'rankSets.pending': 'Computing the rank confidence sets… {share}',
	'rankSets.pendingStart': 'Computing the rank confidence sets…',
	'rankSets.later': 'The rank confidence sets are computed once the draws are done.',
	'rankSets.stopped':
		'The rank confidence sets were stopped with the extra statistics: the bars show the redraws’ interval. Run again to get them.',
	'rankSets.tooMany':
		'Rank confidence sets are computed up to {max, number} models (this run has {n, number}): the bars show the redraws’ interval.',
	'rankSets.none': 'This result has no rank confidence sets: the bars show the redraws’ interval.',
	'rankSets.table.simultaneous': 'Simultaneous {level} set',
	'rankSets.table.marginal': 'Marginal {level} set',
	'rankSets.csvTitle': 'rank sets',

	// ---- The leaderboard ----
	'rankSets.column': 'Rank ({level} set)',
	'rankSets.columnLabel': 'Rank set {lo, number} to {hi, number}',
	'rankSets.couldBeFirst':
		'{n, plural, one {# model could be first} other {# models could be first}}; {m, plural, one {# could be among the best {k, number}} other {# could be among the best {k, number}}} (simultaneous {level} rank sets).',
	'rankSets.onlyFirst':
		'Only <data>{model}</data> could be first; {m, plural, one {# model could be among the best {k, number}} other {# models could be among the best {k, number}}} (simultaneous {level} rank sets).',
	'rankSets.brackets.agree':
		'The brackets agree with the rank sets: both separate the same models.',
	'rankSets.brackets.differ':
		'The rank sets would start {n, plural, one {# bracket} other {# brackets}} differently (at <data>{models}</data>).',
	'rankSets.why':
		'Why they can differ: the brackets and who beats whom rest on each pair’s own test with Holm’s adjustment; the rank sets on one bootstrap of the largest studentised difference over all pairs (a normal approximation). Both keep the chance of any false “clearly ahead” at about 5%, so pairs near the edge can fall either way.',

	// ---- Who beats whom ----
	'rankSets.pairs.agree': 'The rank sets read all {n, number} pairs shown the same way.',
	'rankSets.pairs.differ':
		'The rank sets read {d, number} of the {n, number} pairs shown differently: <data>{pairs}</data>.',
	'rankSets.tip.separated': 'Rank sets: one of them surely ahead',
	'rankSets.tip.notSeparated': 'Rank sets: not separated',

	// ---- Definitions ----
	'def.rankSetSimultaneous.term': 'Simultaneous rank confidence set',
	'def.rankSetSimultaneous.what':
		'The ranks each model could hold, for all models at once: with probability about the level (95%), every model’s true rank lies in its set.',
	'def.rankSetSimultaneous.how':
		'From the reference scores and their covariance (the items’ covariance / n, clustered with a cluster column): bootstrap draws <code>{z}</code>; a model is surely better than another when <code>{t}</code> exceeds the level quantile of <code>{max}</code> over the pairs still standing, recomputed after each round of rejections (stepdown). Set: <code>{bounds}</code>.',
	'def.rankSetSimultaneous.not':
		'About the sampling noise of this test set (another draw of items like these): not about a shifted test set, another benchmark, or the perturbation’s redraws.',
	'def.rankSetMarginal.term': 'Marginal rank confidence set',
	'def.rankSetMarginal.what':
		'The ranks one model could hold, read on its own: with probability about the level, this model’s true rank lies in its set.',
	'def.rankSetMarginal.how':
		'As the simultaneous set, with only the pairs that involve this model: <code>{family}</code>. Always inside the simultaneous set.',
	'def.rankSetMarginal.not':
		'Not for reading several models at once: across many models some marginal sets miss. Use the simultaneous sets for that.',
	'def.topKSet.term': 'Could be among the best k',
	'def.topKSet.what':
		'The models that could be among the best k: with probability about the level, the set holds every model truly among the best k.',
	'def.topKSet.how':
		'The models whose simultaneous lower rank bound is at most k (<code>{rule}</code>): the one-sided family of every ordered pair, which with the stepdown is the simultaneous sets’ own. “Could be first” is k = 1.',
	'def.topKSet.not':
		'Not a ranking of those models, and not a claim that each of them is among the best k: each one could be.',

	// ---- Score tables ----
	'rankSets.tables.title': 'Which ranks the data support',
	'rankSets.tables.explain':
		'For one benchmark with standard errors: each model’s score, its rank, and the ranks the data support, marginal and simultaneous, treating the models’ scores as independent (the covariance is diagonal). {draws, number} bootstrap draws, seed {seed}.',
	'rankSets.tables.benchmark': 'Benchmark',
	'rankSets.tables.level': 'Level',
	'rankSets.tables.k': 'k of the top-k set',
	'rankSets.tables.run': 'Compute',
	'rankSets.tables.cancel': 'Stop',
	'rankSets.tables.noStderr':
		'No benchmark of this condition has standard errors: rank sets need them (a column such as <code>{example}</code> beside the scores).',
	'rankSets.tables.withoutStderr':
		'{n, plural, one {# model has no standard error on this benchmark and is not ranked.} other {# models have no standard error on this benchmark and are not ranked.}}',
	'rankSets.tables.model': 'Model',
	'rankSets.tables.score': 'Score',
	'rankSets.tables.se': 'Standard error',
	'rankSets.tables.rank': 'Rank',
	'rankSets.tables.marginal': 'Marginal set',
	'rankSets.tables.simultaneous': 'Simultaneous set',
	'rankSets.tables.topK': 'Could be top {k, number}',
	'rankSets.tables.json': 'Export the rank sets (JSON)',
	'rankSets.tables.csv': 'Export the rank sets (CSV)',
	'rankSets.tables.yes': 'yes',
	'rankSets.tables.failed': 'The rank sets could not be computed: {detail}'
} as const;

export default enRankSets;
