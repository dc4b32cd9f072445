/**
 * English messages of the ranking heatmaps of a sample run (views/analysis/RankProbabilities,
 * WhoBeatsWhom, TieGroups, ModelSearch; components/charts/MatrixHeatmap) and their definitions.
 * Spread into en.ts; zh-CN-heatmaps.ts has the same keys.
 */
const enHeatmaps = {
	// ---- Definitions (core/definitions.ts) ----
	'def.rankProbabilities.term': 'Rank probabilities',
	'def.rankProbabilities.what': 'The share of redraws in which each model takes each rank.',
	'def.rankProbabilities.how':
		'In each draw a model alone at rank <code>{r}</code> counts 1 at rank <code>{r}</code>; k models tied at rank <code>{r}</code> share the ranks <code>{r}</code> to <code>{last}</code>, counting 1/k at each (so rank 1 is P(first)); a model absent from a draw counts at no rank. The mean over draws: each model’s row and each rank’s column sum to 1 when every model is in every draw. Kept for every model up to {maxModels} models, else for the top {top}.',
	'def.rankProbabilities.not':
		'Shares of redraws of this test set, not the probability that a model truly holds a rank.',
	'def.pairwise.term': 'Who beats whom',
	'def.pairwise.what':
		'For each pair of models: how often one is ahead of the other across draws, and whether a paired test on the full test set can tell them apart.',
	'def.pairwise.how':
		'Every pair up to {maxModels} models, else neighbours in the ranking. The share of draws in which <code>{a}</code> scores above <code>{b}</code> (ties count half); on the full test set the difference <code>{difference}</code> with its 95% interval and the paired test of the neighbours table (mid-p McNemar, paired t or clustered t), Holm-adjusted across all pairs listed. A pair is clearly ordered when the adjusted p ≤ {alpha}.',
	'def.pairwise.not':
		'“Indistinguishable” means the test could not separate them on these items, not that the models are equally good.',
	'def.tieGroups.term': 'Tie groups',
	'def.tieGroups.what':
		'Runs of the leaderboard whose models the adjusted paired test cannot separate.',
	'def.tieGroups.how':
		'Walk the reference ranking from the top: a group starts at its top model, and each next model joins it unless the Holm-adjusted paired test of the two gives p ≤ {alpha}; the first model clearly behind the group’s top model starts the next group. Above {maxModels} models only neighbours are tested, and a group is a run of neighbours with no such p between them. Every model is in one group (a partition of the bars of a critical-difference diagram).',
	'def.tieGroups.not':
		'Two models of one group may still differ from each other; the who-beats-whom heatmap shows each pair.',

	// ---- Rank probabilities ----
	'heatmaps.rank.title': 'Rank probabilities',
	'heatmaps.rank.explain':
		'The share of draws in which each model (row) takes each rank (column); models tied in a draw share their ranks. Brighter is more often.',
	'heatmaps.rank.aria': 'Heatmap: the share of draws in which each model takes each rank',
	'heatmaps.rank.x': 'Rank in the draw',
	'heatmaps.rank.y': 'Model (reference order)',
	'heatmaps.rank.caption':
		'<data>{model}</data> is first in {share} of draws; {settled, number} of {models, plural, one {# model keeps} other {# models keep}} one rank in at least 95% of draws.',
	'heatmaps.rank.tip': 'Rank {rank, number}: {share} of draws',
	'heatmaps.rank.tipSpan': 'Ranks {from, number}–{to, number}: {share} of draws',
	'heatmaps.rank.tipBlock': 'Models {from, number}–{to, number} of the ranking (their mean)',
	'heatmaps.rank.topOnly':
		'Rank probabilities are kept for the top {n, number} of {total, number} models (above {max, number} models).',
	'heatmaps.rank.pooled':
		'Too many cells to draw one by one: ranks are pooled in blocks of about {size, number}. The table and the CSV hold every number.',
	'heatmaps.rank.mostLikely': 'Most likely rank',
	'heatmaps.rank.column': 'Rank {rank, number}',

	// ---- Who beats whom ----
	'heatmaps.ahead.title': 'Who beats whom',
	'heatmaps.ahead.explain':
		'Each cell: the share of draws in which the row model scores above the column model (ties count half). By the paired test on the full test set, Holm-adjusted: + and a frame = row clearly ahead, − and a frame = clearly behind, ≈ = indistinguishable.',
	'heatmaps.ahead.aria':
		'Heatmap: the share of draws in which each row model scores above each column model',
	'heatmaps.ahead.x': 'Column model',
	'heatmaps.ahead.y': 'Row model',
	'heatmaps.ahead.caption':
		'{separated, number} of {pairs, plural, one {# pair is} other {# pairs are}} clearly ordered by the adjusted paired test; the leaderboard falls into {groups, plural, one {# tie group} other {# tie groups}}, the largest of {largest, number} starting at <data>{model}</data>.',
	'heatmaps.ahead.tipAhead': 'Row ahead in {share} of draws',
	'heatmaps.ahead.tipDifference': 'Difference {difference} (95% interval {low} to {high})',
	'heatmaps.ahead.tipP': 'Adjusted p = {p}',
	'heatmaps.ahead.clearlyAhead': 'Clearly ahead',
	'heatmaps.ahead.clearlyBehind': 'Clearly behind',
	'heatmaps.ahead.tied': 'Indistinguishable by the adjusted test',
	'heatmaps.ahead.untested': 'Not tested (above {max, number} models only neighbours are)',
	'heatmaps.ahead.vs': '{row} vs {col}',
	'heatmaps.ahead.topOnly':
		'The top {n, number} of {total, number} models. Above {max, number} models only neighbours in the ranking are tested.',
	'heatmaps.ahead.legend': '+ clearly ahead · − clearly behind · ≈ indistinguishable',
	'heatmaps.table.a': 'Model above',
	'heatmaps.table.b': 'Model below',
	'heatmaps.table.pAhead': 'Share of draws ahead',
	'heatmaps.table.difference': 'Difference (95% interval)',
	'heatmaps.table.pAdjusted': 'Adjusted p',
	'heatmaps.table.reading': 'Reading',

	// ---- Tie groups on the leaderboard ----
	'heatmaps.groups.title': 'Leaderboard with tie groups',
	'heatmaps.groups.explain':
		'A bracket joins models that the paired test, Holm-adjusted at 5%, cannot separate from the bracket’s top model; it ends at the first model clearly behind it. Click a model to highlight it everywhere.',
	'heatmaps.groups.caption':
		'{groups, plural, one {# tie group} other {# tie groups}} among {models, plural, one {# model} other {# models}}; {single, plural, =0 {no model stands} one {# model stands} other {# models stand}} alone.',
	'heatmaps.groups.rank': 'Rank',
	'heatmaps.groups.model': 'Model',
	'heatmaps.groups.score': 'Reference score',
	'heatmaps.groups.group': 'Group',
	'heatmaps.groups.next': 'To the next: difference, adjusted p',
	'heatmaps.groups.groupLabel': 'Tie group {n, number}',

	// ---- Shared: long boards, search, exports ----
	'heatmaps.showAll': 'Show all {n, number} models',
	'heatmaps.showTop': 'Show the top {n, number}',
	'heatmaps.csv': 'CSV',
	'heatmaps.csvLabel': 'Download the numbers of “{title}” as CSV',
	'heatmaps.search.label': 'Find a model',
	'heatmaps.search.placeholder': 'Type part of a name',
	'heatmaps.search.none': 'No model matches “{query}”.',
	'heatmaps.search.results': 'Models matching the search',
	'heatmaps.search.clear': 'Clear the highlight',
	'heatmaps.highlighted': 'Highlighted: <data>{model}</data>',
	'heatmaps.pick': 'Highlight {model}'
} as const;

export default enHeatmaps;
