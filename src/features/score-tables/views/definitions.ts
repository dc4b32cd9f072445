/**
 * Where each statistic of the score-table screens is defined: the paper or the reference
 * implementation it is pinned to. The words (term, one-line meaning) are in the i18n catalog
 * under `tables.def.<id>.term` / `.what`.
 */
export const TABLE_DEFINITIONS = {
	tauB: 'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.kendalltau.html',
	meanTau: 'https://arxiv.org/abs/2507.05195',
	kendallW: 'https://en.wikipedia.org/wiki/Kendall%27s_W',
	friedman:
		'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.friedmanchisquare.html',
	bootstrap: 'https://doi.org/10.1214/aos/1176344552',
	consensus: 'https://arxiv.org/abs/2507.05195',
	borda: 'https://en.wikipedia.org/wiki/Borda_count',
	stability: 'https://arxiv.org/abs/2405.01719',
	cluster:
		'https://docs.scipy.org/doc/scipy/reference/generated/scipy.cluster.hierarchy.linkage.html',
	onTheLine: 'https://arxiv.org/abs/2107.04649',
	imagenetV2: 'https://arxiv.org/abs/1902.10811',
	noise: 'https://arxiv.org/abs/2411.00640',
	noiseUnits: 'https://arxiv.org/abs/2411.00640',
	noiseFloor: 'https://doi.org/10.1214/aos/1176344552'
} as const;

export type TableDefinitionId = keyof typeof TABLE_DEFINITIONS;
