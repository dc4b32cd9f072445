/**
 * English messages of the dates feature (issue 35, "Released before or after"): the dates view
 * (`../views/DatesView.svelte`), its verdicts and tables, the score-table fits and what none of
 * it proves. Spread into src/i18n/messages/en.ts; zh-CN.ts beside this file has the same keys.
 */
const enDates = {
	'dates.title': 'Released before or after',
	'dates.titleOf': 'Released before or after: <data>{name}</data>',
	'dates.back': 'Back to the dataset',
	'dates.library': 'Library',
	'dates.open': 'Released before or after',
	'dates.openHint':
		'Each model’s score on the items published before its date and after it (Hardt’s sign of training on the test).',
	'dates.tableOpenHint':
		'Newer models against older ones at equal compute, per benchmark (Dominguez-Olmedo, Dorner & Hardt).',
	'dates.loading': 'Loading the dataset…',
	'dates.computing': 'Computing in a worker…',
	'dates.loadFailed': 'The dataset could not be read: {reason}',
	'dates.failed': 'The analysis failed: {reason}',
	'dates.missing': 'This dataset is not in the library (it may have been deleted).',
	'dates.noItemDates':
		'The items of this dataset have no dates. Add a <code>meta:created_at</code> column (YYYY-MM-DD) to the file, or drop the LiveCodeBench leaderboard JSON, which dates every problem.',
	'dates.noModelDates':
		'No model of this dataset has a release date. Drop a models table with the scores (a <code>model</code> column and <code>release_date</code> or <code>release_month</code>), or type the dates below.',
	'dates.lead':
		'Hardt’s observable sign of training on the test: a model that saw a benchmark’s public items does well on the items published before its date and worse on those published after it, while the other models do not drop on the same items. Each model’s date (its training cut-off, else its release date) splits the dated items in two. The excess gap is its drop minus the other models’ mean drop on the same split: items that are simply harder later lower every model and cancel.',
	'dates.source':
		'After LiveCodeBench (Jain et al. 2024), which marks each model’s cut-off on its problems.',
	'dates.notTitle': 'What this is not',
	'dates.notItems':
		'A drop after the date is a sign, not a proof. Problems written later can also be harder for reasons that hit some models more than others; the excess gap removes only what every model loses. And rephrased or translated problems can hide a real contamination: no drop is no proof of a clean model either.',
	'dates.notTable':
		'Newer models scoring higher at equal compute is a sign of training on the test task, not a proof: newer models can also be trained better in ways compute does not count (data quality, post-training). Dominguez-Olmedo, Dorner & Hardt find the gap closes once every model is fine-tuned on the task before testing (train-before-test).',
	'dates.headline.drops':
		'{count, plural, one {# model drops} other {# models drop}} after {count, plural, one {its date} other {their dates}} by more than sampling noise beyond the other models ({tested, plural, one {# model} other {# models}} with items on both sides); the largest: <data>{model}</data>, {excess} ({z} noise units).',
	'dates.headline.none':
		'No model drops after its date by more than sampling noise beyond the other models ({tested, plural, one {# model} other {# models}} with items on both sides).',
	'dates.headline.untested':
		'No model has items on both sides of its date: there is nothing to compare yet.',
	'dates.headline.sides':
		'{before, plural, =0 {} one {# model is dated before every item. } other {# models are dated before every item. }}{undated, plural, =0 {} one {# model has no date.} other {# models have no date.}}',
	'dates.models.title': 'Each model before and after its date',
	'dates.models.explain':
		'Scores on the dated items before the model’s date and on or after it. Excess gap = the model’s gap − the other models’ mean gap on the same items, with its standard error from the items; noise units = excess gap ÷ standard error.',
	'dates.col.model': 'Model',
	'dates.col.date': 'Date',
	'dates.col.before': 'Before',
	'dates.col.after': 'On or after',
	'dates.col.gap': 'Gap',
	'dates.col.othersGap': 'Others’ gap',
	'dates.col.excess': 'Excess gap',
	'dates.col.noiseUnits': 'Noise units',
	'dates.col.verdict': 'Verdict',
	'dates.side': '{score} ({n, plural, one {# item} other {# items}})',
	'dates.excess': '{value} ± {se}',
	'dates.cutoffKind': 'cut-off',
	'dates.verdict.drop': 'drops after its date',
	'dates.verdict.rise': 'rises after its date',
	'dates.verdict.inside': 'within noise',
	'dates.verdict.none': 'no items before its date',
	'dates.verdict.noneAfter': 'no items on or after its date',
	'dates.verdict.noOthers': 'no other model to compare',
	'dates.months.title': 'Score by item month',
	'dates.months.explain':
		'One line per model: its mean score on the items published each month, as LiveCodeBench draws it. The large point marks the model’s date; a line that falls right after its mark while the others stay is the sign above.',
	'dates.months.x': 'Month the items were published',
	'dates.months.y': 'Mean score',
	'dates.months.aria':
		'Mean score by item month for {count, plural, one {# model} other {# models}}, each model’s date marked.',
	'dates.months.shown':
		'Shown: {count, plural, one {the model} other {the # models}} with the largest excess gap in noise units.',
	'dates.months.col.month': 'Month',
	'dates.months.col.items': 'Items',
	'dates.months.caption': '<data>{name}</data> · scores by item month',
	'dates.after.title': 'The ranking after every model’s date',
	'dates.after.explain':
		'The dated models ranked on the items published on or after the latest model date ({cutoff}): items none of them can have trained on, the ranking a contamination-free test set gives. Beside it, their ranking on every item.',
	'dates.after.none':
		'No item is dated on or after the latest model date ({cutoff}, <data>{model}</data>): there is no item every model is clean on.',
	'dates.after.tau':
		'Kendall tau-b between the two rankings: {tau}. Random sets of {items, plural, one {# item} other {# items}} give {q05} to {q95} (5–95%, {draws, number} draws, seed {seed}).',
	'dates.after.below':
		'Below the floor: the late items reorder the models more than a random set of that size does.',
	'dates.after.inside': 'Inside the floor: the late items order the models as a random set would.',
	'dates.after.col.rank': 'Rank',
	'dates.after.col.full': 'Every item',
	'dates.after.col.after': 'After every date',
	'dates.edit.title': 'Model dates',
	'dates.edit.explain':
		'Each model’s release date as stored with the dataset (YYYY-MM or YYYY-MM-DD); a training cut-off, when the files gave one, is used instead. Change a date and the analysis runs again.',
	'dates.edit.save': 'Save',
	'dates.edit.invalid': 'Not a date: write 2024-05 or 2024-05-13.',
	'dates.export': 'Export JSON',
	'dates.classroom.lead':
		'The same sign measured on a built-in sample made by the app’s generator, five of whose 16 models trained on its older, public items:',
	'dates.classroom.link': 'Released before or after, on the sample',
	'dates.classroom.opening': 'Opening the sample…',
	'dates.table.lead':
		'Dominguez-Olmedo, Dorner & Hardt (2024) fit each benchmark’s score on “released on or after a cut-off” plus log pre-training compute. θ is how many points newer models score above older models of the same compute: about 7 on MMLU and 17 on GSM8K for a November 2023 cut-off in their data.',
	'dates.table.cutoff': 'Newer = released on or after',
	'dates.table.cutoffDefault': 'Default: the median model date ({month}).',
	'dates.table.counts':
		'{dated, plural, one {# model has} other {# models have}} a release date, {compute, plural, one {# a compute} other {# a compute}} (given, or 6 × parameters × tokens).',
	'dates.table.noCompute':
		'No model has a compute: θ is the plain difference between newer and older models, not a comparison at equal compute. Add a models table with <code>compute</code> (FLOPs) or <code>params</code> and <code>tokens</code>.',
	'dates.table.title': 'Newer at equal compute',
	'dates.table.titleCondition': 'Newer at equal compute: <data>{condition}</data>',
	'dates.table.explain':
		'Per benchmark, OLS of score on 1 + newer + log10(compute), with the classic standard error; noise units = θ ÷ its standard error.',
	'dates.col.benchmark': 'Benchmark',
	'dates.col.fitModels': 'Models (newer)',
	'dates.col.theta': 'θ newer − older',
	'dates.col.slope': 'Per 10× compute',
	'dates.col.leftOut': 'Left out',
	'dates.fitModels': '{n, number} ({newer, number})',
	'dates.problem.one-side': 'all on one side of the cut-off',
	'dates.problem.too-few': 'too few models',
	'dates.problem.collinear': 'newer and compute cannot be told apart',
	'dates.review.summary':
		'Model facts: {facts, plural, =0 {none read} one {# of {models, number} models} other {# of {models, number} models}}{dated, plural, =0 {} one {, # with a date} other {, # with a date}}',
	'dates.review.explain':
		'What the files say about the models (release date, training cut-off, size, family), stored with the dataset for the “Released before or after” view. A release date can be changed here before importing (YYYY-MM or YYYY-MM-DD), and later on that view.',
	'dates.review.title': 'Model facts',
	'dates.review.col.release': 'Release date',
	'dates.review.col.params': 'Parameters',
	'dates.review.col.tokens': 'Tokens',
	'dates.review.col.compute': 'Compute (FLOPs)',
	'dates.review.col.family': 'Family',
	'dates.review.dateOf': 'Release date of {model}',
	'dates.review.unmatched':
		'{count, plural, one {# name} other {# names}} of the models table met no model of the scores:',
	'dates.residual.title': 'Each model on benchmarks released before and after it',
	'dates.residual.titleCondition':
		'Each model on benchmarks released before and after it: <data>{condition}</data>',
	'dates.residual.explain':
		'With the benchmarks’ release dates as well ({dated, plural, one {# benchmark has} other {# benchmarks have}} one): every score less its model’s overall level and its benchmark’s difficulty (an additive fit of {cells, number} scores, residual standard deviation {sigma}), averaged over the benchmarks released before the model’s date and over those released on or after it. Gap = before − after; noise units = gap ÷ its standard error.',
	'dates.residual.headline':
		'{drops, plural, =0 {No model does} one {# model does} other {# models do}} worse on the benchmarks released after its date by more than noise ({tested, plural, one {# model} other {# models}} with benchmarks on both sides).',
	'dates.residual.not':
		'A sign, not a proof: a benchmark released later can be harder for one model in ways its difficulty for all models does not capture, the scores of a collected table come from different sources and settings, and the standard error ignores that each model’s level was fitted to the same scores.',
	'dates.residual.side': '{mean} ({n, plural, one {# benchmark} other {# benchmarks}})',
	'dates.residual.verdict.drop': 'worse after its date',
	'dates.residual.verdict.rise': 'better after its date',
	'dates.residual.none': 'benchmarks on one side only',
	'dates.residual.noDates':
		'The benchmarks have no release dates, so each model cannot be compared on benchmarks released before and after it. A long table with a <code>benchmark_release_date</code> column (as Epoch AI’s) gives them.'
} as const;

export default enDates;
