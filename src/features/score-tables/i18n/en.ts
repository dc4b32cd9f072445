/**
 * English messages of the score-table screens (src/features/score-tables/views: the import review, the library list,
 * the agreement and two-test-set views) and the words of the score-table parsers' issues and
 * notes (src/features/score-tables/formats/messages.ts, by code). Spread into en.ts; zh-CN.ts has the
 * same keys. Names (models, benchmarks, conditions, files) are data: placeholders, never words.
 */
const enTables = {
	// ---- The screen ----
	'tables.back': '← Library',
	'tables.loading': 'Loading the score table…',
	'tables.computing': 'Computing the agreement…',
	'tables.loadError': 'The score table could not be loaded',
	'tables.missing.title': 'This score table is not in your library',
	'tables.missing.body':
		'Links carry only settings, never data. Import the same file here (its id is computed from its contents) and this link will open it.',
	'tables.missing.go': 'Go to the library',
	'tables.shape':
		'{models, plural, one {# model} other {# models}} × {benchmarks, plural, one {# benchmark} other {# benchmarks}} × {conditions, plural, one {# condition} other {# conditions}}',
	'tables.shapeShort': '{models, number} × {benchmarks, number} × {conditions, number}',
	'tables.withStderr': 'with standard errors',
	'tables.noStderr': 'no standard errors',
	'tables.missingCells': '{n, plural, one {# missing cell} other {# missing cells}}',
	'tables.tabs': 'Score-table views',
	'tables.tab.agreement': 'Do the benchmarks agree?',
	'tables.tab.two': 'Two test sets',
	'tables.condition': 'Condition',
	'tables.exportJson': 'Export results (JSON)',
	'tables.exportCsv': 'Export the agreement matrices (CSV)',
	'tables.showAsTable': 'Show as a table',
	'tables.points': '{value} points',
	'tables.pBelow': '< {p}',
	'tables.nModels': '({n, plural, one {# model} other {# models}})',
	'tables.col.model': 'Model',
	'tables.col.models': 'Models',
	'tables.col.benchmark': 'Benchmark',
	'tables.col.benchmarks': 'Benchmarks',
	'tables.col.medianTau': 'Median pairwise tau-b',
	'tables.col.rank': 'Rank',

	// ---- Lower is better ----
	'tables.lower.none': 'Higher is better on every benchmark (change…)',
	'tables.lower.some': 'Lower is better on: {names} (change…)',
	'tables.lower.legend': 'Benchmarks where lower is better',
	'tables.lower.help':
		'Perplexity, error rates and losses rank the other way: their scores are negated before any ranking, so that every benchmark ranks best first. Suggested from the names; tick or untick.',

	// ---- Run ----
	'tables.run.label': 'Analysis settings',
	'tables.run.method': 'Aggregate ranking by',
	'tables.run.aggregateCondition': 'Aggregate of the condition',
	'tables.run.bootstrapDraws': 'Bootstrap draws (models)',
	'tables.run.stabilityDraws': 'Random draws (aggregate)',
	'tables.run.seed': 'Seed',
	'tables.run.button': 'Run',
	'tables.run.idle':
		'Shown now: exact statistics (no random draws). Run adds the bootstrap interval of the mean tau-b and the random and worst-case perturbations of the aggregate ranking.',
	'tables.run.running': 'Running {draws, number} bootstrap draws…',
	'tables.run.done':
		'Done: {draws, number} bootstrap draws over models, seed {seed, number}, in {seconds} s.',
	'tables.run.cancelled': 'Cancelled. The exact statistics below are unchanged.',
	'tables.run.error': 'The analysis failed: {detail}',
	'tables.method.meanScore': 'Mean score',
	'tables.method.meanRank': 'Mean rank',
	'tables.method.borda': 'Borda count',

	// ---- Agreement ----
	'tables.agree.heading': 'Do the benchmarks agree on the ranking? Conditions side by side',
	'tables.agree.intro':
		'For each pair of benchmarks, Kendall tau-b between their rankings of the models scored on both; its mean and median over all pairs; and Kendall’s W across all benchmarks at once.',
	'tables.agree.footnote':
		'W is tie-corrected (Kendall 1948) and uses only the models scored on every benchmark; its p-value is that of the Friedman chi-square test (as scipy computes it), a large-sample approximation. Mean tau-b counts, for each pair, the models on both benchmarks.',
	'tables.agree.difference':
		'Mean pairwise tau-b of <data>{to}</data> minus <data>{from}</data>: {diff}',
	'tables.agree.runForInterval': '(Run for its bootstrap interval.)',
	'tables.bootInterval': '95% bootstrap interval {lo}–{hi} ({draws, number} draws over models)',
	'tables.bootIntervalPaired':
		'paired 95% bootstrap interval {lo}–{hi} ({draws, number} draws over models)',
	'tables.pairsDefined': '{defined, number} of {pairs, number} pairs have a tau-b',
	'tables.wModels':
		'over {n, plural, one {# model} other {# models}} on every benchmark ({left, plural, =0 {none left out} other {# left out}})',
	'tables.chiSquare': 'chi-square {chi}, df {df, number}',
	'tables.heatmap.heading': 'Agreement matrix',
	'tables.heatmap.intro':
		'Kendall tau-b between every pair of benchmarks (blue: same order, red: opposite), rows in a clustered order (average linkage on 1 − tau-b), so benchmarks that rank alike sit together.',
	'tables.heatmap.aria':
		'Agreement heatmap: tau-b between {n, number} benchmarks, in a clustered order',
	'tables.heatmap.cell': '{a} vs {b}: tau-b {tau} over {n, plural, one {# model} other {# models}}',
	'tables.consensus.heading': 'Each benchmark against the consensus',
	'tables.consensus.intro':
		'Tau-b between each benchmark’s ranking and the mean-rank consensus of the other benchmarks (leave one out), per condition.',
	'tables.noise.heading': 'Rank differences within noise',
	'tables.noise.intro':
		'From the standard errors: how many neighbouring models in each benchmark’s ranking differ by less than 1.96 standard errors of their difference.',
	'tables.noise.neighbours': 'Neighbouring pairs',
	'tables.noise.within': 'Within noise',
	'tables.noise.withoutStderr': '({n, number} without a standard error)',
	'tables.aggregate.heading': 'Aggregate ranking and its stability',
	'tables.aggregate.intro':
		'One ranking from all benchmarks ({method}, condition {condition}, {n, plural, one {# benchmark} other {# benchmarks}}), and how it changes when the benchmark set or weights change or models are added.',
	'tables.aggregate.runForMore':
		'Run for the random perturbations (resampled benchmarks, random weights, added weak models) and the worst-case weights.',
	'tables.perturbation.resampleBenchmarks': 'Benchmarks resampled with replacement',
	'tables.perturbation.dropBenchmark': 'One benchmark dropped at a time',
	'tables.perturbation.dirichletWeights': 'Random benchmark weights',
	'tables.perturbation.worstCaseWeights': 'Worst-case benchmark weights',
	'tables.perturbation.modelSet': 'Models removed or weak models added',
	'tables.stab.sample':
		'Random draws: {draws, number} (seed {seed, number}). Tau-b with the unperturbed aggregate: median {median}, 5th percentile {q05}, lowest {min}; 95th percentile of the largest rank change {rank, number}; the leader kept in {leader, number, percent} of draws.',
	'tables.stab.variants':
		'Each of {n, plural, one {# variant} other {# variants}} shown (no random draws): tau-b from {min} to {max}; largest rank change {rank, number}; the leader kept in {kept, number}.',
	'tables.stab.variant':
		'without <data>{dropped}</data>: tau-b {tau}, largest rank change {rank, number}',
	'tables.stab.eachVariant': 'Each variant',
	'tables.stab.search':
		'Search (weights within ±{bound, number, percent} of equal): the worst weights found give tau-b {tau} and a largest rank change of {rank, number}; no weights can go below tau-b {lower} (bound). Method: {method}, {evaluated, number} weightings evaluated.',
	'tables.stab.method.exhaustive': 'every vertex of the weight box tried',
	'tables.stab.method.local-search': 'local search over the weight box',
	'tables.stab.certificate': 'Certificate: the weights found',

	// ---- Two test sets ----
	'tables.two.heading': 'Two test sets: accuracy on the line',
	'tables.two.intro':
		'Each model’s score on the original test set and on a new one. Points below y = x lost accuracy; a ranking that held keeps a high tau-b even when every score dropped.',
	'tables.two.original': 'Original test set',
	'tables.two.new': 'New test set',
	'tables.two.probitAxes': 'Probit axes',
	'tables.two.choose': 'Choose two different columns.',
	'tables.two.verdict':
		'Over {n, plural, one {# model} other {# models}}, scores dropped by {drop} on average, and the ranking kept tau-b {tau}.',
	'tables.two.verdictPoints':
		'Over {n, plural, one {# model} other {# models}}, scores dropped by {drop} points on average, and the ranking kept tau-b {tau}.',
	'tables.two.n': 'Models with both scores',
	'tables.two.tauBetween': 'between the two rankings',
	'tables.two.meanDrop': 'Mean drop (original − new)',
	'tables.two.linearFit': 'Linear fit',
	'tables.two.probitFit': 'Fit on probit axes',
	'tables.two.fitText': 'new = {intercept} + {slope} × original (r = {r})',
	'tables.two.probitExcluded': '({n, number} at 0 or 1 left out)',
	'tables.two.axisProbit': 'probit({name})',
	'tables.two.identity': 'y = x',
	'tables.two.models': 'Models',
	'tables.two.furthestBelow': 'Furthest below the line',
	'tables.two.belowProbit': 'Largest negative residuals from the fit on probit axes.',
	'tables.two.belowLinear': 'Largest negative residuals from the linear fit.',
	'tables.two.drop': 'Drop',
	'tables.two.chartLabel':
		'Scatter of {n, number} models: the original test set on the horizontal axis, the new one on the vertical, with y = x and the fitted line',

	// ---- Definitions (linked) ----
	'tables.def.tauB.term': 'Kendall tau-b',
	'tables.def.tauB.what':
		'Rank correlation with a correction for ties: 1 same order, −1 reversed (scipy.stats.kendalltau).',
	'tables.def.meanTau.term': 'Mean pairwise tau-b',
	'tables.def.meanTau.what':
		'The mean of tau-b over every pair of benchmarks (Zhang, Dominguez-Olmedo and Hardt 2025).',
	'tables.def.kendallW.term': 'Kendall’s W',
	'tables.def.kendallW.what':
		'Coefficient of concordance of all benchmarks at once, tie-corrected: 1 all agree, 0 no agreement.',
	'tables.def.friedman.term': 'p-value of W',
	'tables.def.friedman.what':
		'Friedman chi-square test of independent rankings, m (n − 1) W with n − 1 degrees of freedom.',
	'tables.def.bootstrap.term': 'Bootstrap over models',
	'tables.def.bootstrap.what':
		'Models resampled with replacement (Efron 1979); percentile intervals of the draws.',
	'tables.def.consensus.term': 'Tau-b with the consensus',
	'tables.def.consensus.what':
		'Tau-b between a benchmark and the mean rank of the other benchmarks.',
	'tables.def.borda.term': 'Borda count',
	'tables.def.borda.what': 'Points per benchmark: the number of models ranked below.',
	'tables.def.stability.term': 'Stability of the aggregate',
	'tables.def.stability.what':
		'How a multi-task ranking changes with the tasks, their weights and the models (Zhang and Hardt 2024).',
	'tables.def.cluster.term': 'Clustered order',
	'tables.def.cluster.what': 'Average-linkage clustering on 1 − tau-b (scipy.cluster.hierarchy).',
	'tables.def.onTheLine.term': 'Accuracy on the line',
	'tables.def.onTheLine.what':
		'Scores on a new test set follow a line of the original ones, linear on probit axes (Miller et al. 2021).',
	'tables.def.imagenetV2.term': 'ImageNetV2',
	'tables.def.imagenetV2.what':
		'A new ImageNet test set: accuracy dropped 11–14 points, the ranking held (Recht et al. 2019).',
	'tables.def.noise.term': 'Standard errors',
	'tables.def.noise.what': 'The standard error of each score, as reported with the table.',

	// ---- Import review ----
	'tables.review.heading': 'Check the score table',
	'tables.review.readAs': 'Read as',
	'tables.review.import': 'Import the score table',
	'tables.review.asMatrix': 'Read as a score matrix instead',
	'tables.review.more': '+{n, number} more',
	'tables.reading.models-as-rows': 'Wide: one row per model, one column per benchmark',
	'tables.reading.benchmarks-as-rows':
		'Wide, transposed: one row per benchmark, one column per model',
	'tables.reading.long': 'Long: one row per model and benchmark ({container})',
	'tables.reading.nested-benchmark': 'Nested JSON: benchmark › model › score',
	'tables.reading.nested-model': 'Nested JSON: model › benchmark › score',
	'tables.issue.row': 'row {row, number}',
	'tables.issue.column': 'column {column, number}',
	'tables.issue.columnName': '“{name}”',
	'tables.issue.path': 'at {path}',
	'tables.notice.already': '“{file}” is already in the library as “{name}”.',

	// Why a file was taken for a score table (src/features/score-tables/formats/sniff.ts, by code)
	'tables.sniff.nested3': 'nested scores: condition › benchmark › model',
	'tables.sniff.nested2': 'nested scores: benchmark › model',
	'tables.sniff.andStderr': ', with standard errors',
	'tables.sniff.uneven-nesting': 'nested objects, but not all to the same depth',
	'tables.sniff.records-with-benchmark': 'records with model, benchmark and score fields',
	'tables.sniff.long-columns':
		'model, benchmark and score columns (“{model}”, “{benchmark}”, “{score}”)',
	'tables.sniff.stderr-columns':
		'{count, plural, one {# standard-error column} other {# standard-error columns}} beside the benchmarks',
	'tables.sniff.benchmark-header': 'the first column (“{name}”) names benchmarks',
	'tables.sniff.model-header':
		'the first column (“{name}”) names models and the cells are aggregate scores',
	'tables.sniff.aggregate-values': 'few rows and columns of fractional scores',

	// The parsers' issues (src/features/score-tables/formats/messages.ts, by code)
	'tables.issue.empty-file': 'The file is empty.',
	'tables.issue.not-json': 'Not valid JSON: {detail}.',
	'tables.issue.json-not-object': 'Expected an object of benchmarks (or of conditions).',
	'tables.issue.csv-syntax': 'The table cannot be read here: {detail}.',
	'tables.issue.no-data-rows': 'The table has a header but no rows.',
	'tables.issue.empty-name': 'This {what} has no name.',
	'tables.issue.duplicate-name': 'The {what} “{name}” appears twice.',
	'tables.issue.duplicate-cell': 'A second score for “{model}” on “{benchmark}”.',
	'tables.issue.not-a-number': 'Not a number: “{value}”.',
	'tables.issue.decimal-comma': '“{value}” uses a decimal comma.',
	'tables.issue.number-too-large': '“{value}” is too large a number.',
	'tables.issue.boolean-score': '“{value}” is true/false, not a score.',
	'tables.issue.negative-stderr': 'A standard error cannot be negative: {value}.',
	'tables.issue.extra-fields':
		'This row has {found, number} fields but the header has {expected, number}.',
	'tables.issue.missing-column': 'No {role} column (looked for “{tried}”).',
	'tables.issue.bad-record': 'Not a record: {detail}.',
	'tables.issue.mixed-depth': 'The scores are not all nested to the same depth.',
	'tables.issue.too-few-models':
		'Only {models, plural, one {# model} other {# models}} with a score; a ranking needs at least 2.',
	'tables.issue.no-benchmarks': 'No benchmark with a score.',
	'tables.issue.bad-choice': 'This choice does not fit the file: {detail}.',
	'tables.issue.not-a-score-table': 'This does not look like a score table: {reason}.',
	'tables.what.model': 'model',
	'tables.what.benchmark': 'benchmark',
	'tables.what.score': 'score',
	'tables.what.stderr': 'standard error',
	'tables.what.condition': 'condition',
	'tables.issue.too-many-issues': '…and {more, number} more problems like these.',
	'tables.hint.empty-file': 'Export the table again, or choose another file.',
	'tables.hint.not-json': 'Check that the file is complete (not cut off) and is JSON, not a CSV.',
	'tables.hint.csv-syntax': 'Check the quoting of this row (a quote opened and never closed?).',
	'tables.hint.no-data-rows': 'Add one row per model (or per benchmark).',
	'tables.hint.duplicate-name': 'Rename one of them, or remove the duplicate.',
	'tables.hint.duplicate-cell': 'Remove the duplicate.',
	'tables.hint.not-a-number':
		'Scores must be numbers (0.75 or 75%); leave the cell empty or write NA when there is none.',
	'tables.hint.decimal-comma': 'Write {fixed}, or export the file with a decimal point.',
	'tables.hint.boolean-score':
		'A score table holds aggregate scores; per-item 0/1 results belong in a score matrix.',
	'tables.hint.extra-fields': 'Check the delimiter and the quoting of this row.',
	'tables.hint.missing-column': 'The file has: {columns}.',
	'tables.hint.too-few-models':
		'Check the reading (models as rows or as columns) and the chosen columns.',
	'tables.hint.no-benchmarks': 'Check the reading (models as rows or as columns).',
	'tables.hint.not-a-score-table': 'Read it as a score matrix (items × models) instead.',

	// The parsers' notes
	'tables.note.stderr-found':
		'Read {count, plural, one {# standard-error column} other {# standard-error columns}} (<data>{names}</data>) as standard errors, not benchmarks.',
	'tables.note.orphan-stderr':
		'“<data>{name}</data>” looks like standard errors but there is no “<data>{base}</data>” to attach them to; left out.',
	'tables.note.stderr-without-score':
		'{count, plural, one {# standard error has no score beside it} other {# standard errors have no score beside them}}; left out.',
	'tables.note.ignored-text-column': '“<data>{name}</data>” holds text, not scores; left out.',
	'tables.note.ignored-key': '“<data>{name}</data>” is not a table of scores; left out.',
	'tables.note.short-rows':
		'{count, plural, one {# row is} other {# rows are}} shorter than the header; the missing cells are empty.',
	'tables.note.percent-cells':
		'{count, plural, one {# cell} other {# cells}} written as percentages (75%) were read as fractions (0.75).',
	'tables.note.duplicates-averaged':
		'{count, plural, one {# duplicate score was} other {# duplicate scores were}} averaged.',
	'tables.note.model-facts':
		'Read as facts about the models, not benchmarks: <data>{names}</data>{bad, plural, =0 {} one { (# cell that is not a date or a number left out)} other { (# cells that are not a date or a number left out)}}.',
	'tables.note.excluded': 'Left out as chosen: <data>{names}</data>.',

	// ---- Library ----
	'tables.library.heading': 'Score tables',
	'tables.library.intro':
		'Models × benchmarks (× conditions): aggregate scores, one per model and benchmark. Drop one on the page, or derive one from the datasets above.',
	'tables.library.empty': 'No score tables yet.',
	'tables.library.colShape': 'Models × benchmarks × conditions',
	'tables.library.colStderr': 'Standard errors',
	'tables.library.yes': 'yes',
	'tables.library.no': 'no',
	'tables.library.rename': 'Rename',
	'tables.library.delete': 'Delete',
	'tables.library.confirmDelete': 'Delete for good',
	'tables.sources.heading': 'Two test sets from two datasets',
	'tables.sources.other': 'Compare two other datasets',
	'tables.sources.help':
		'Choose the original and the new test set among the stored datasets (each model’s mean score over the items) and the benchmarks of the score tables; models are matched by name. The pair is kept as a derived score table.',
	'tables.sources.datasets': 'Per-item datasets',
	'tables.sources.compare': 'Compare',
	'tables.sources.same': 'Choose two different test sets.',
	'tables.derive.heading': 'Derive a score table from datasets',
	'tables.derive.categories': 'Category × model, from one dataset’s category column',
	'tables.derive.datasets': 'Dataset × model, from several datasets sharing models',
	'tables.derive.dataset': 'Dataset',
	'tables.derive.column': 'Category column',
	'tables.derive.noColumns': 'This dataset has no category column.',
	'tables.derive.pick': 'Datasets (two or more)',
	'tables.derive.button': 'Derive and open',
	'tables.derive.failed': 'The datasets could not be loaded.',
	'tables.derive.problem.no-category-column': 'That column is not in the dataset.',
	'tables.derive.problem.too-few-categories': 'The column has fewer than two categories.',
	'tables.derive.problem.too-few-datasets': 'Choose at least two datasets.',
	'tables.derive.problem.duplicate-dataset-name':
		'Two of the datasets have the same name; rename one.',
	'tables.derive.problem.too-few-shared-models':
		'Fewer than two models appear in two or more of these datasets.'
} as const;

export default enTables;
