/**
 * English messages of the analysis screen (views/analysis, components/charts, and the words of
 * core/headline.ts, core/definitions.ts, core/draw-labels.ts and the catalogue's texts). Spread
 * into en.ts; zh-CN-analysis.ts has the same keys. Kept in its own file so that other screens'
 * additions to en.ts do not collide with these.
 *
 * Code, formulas and function names are never written into a message: they are placeholders
 * (`<code>{call}</code>`), so the Chinese carries them unchanged and no Latin word is left in it.
 */
const enAnalysis = {
	// ---- Perturbation kinds (core/perturbations/catalogue-text.ts KIND_TEXT, by kind) ----
	'kind.bootstrap.label': 'Bootstrap',
	'kind.bootstrap.imitates':
		'Another test set of the same size drawn from the same pool of questions.',
	'kind.bootstrap.strengthNote':
		'At 1 (the default) every draw resamples all n items with replacement (the classic bootstrap); below 1 each item is replaced by a random one with that probability.',
	'kind.subsample.label': 'Subsample',
	'kind.subsample.imitates': 'A smaller test set: only a share of the questions had been written.',
	'kind.clusterBootstrap.label': 'Cluster bootstrap',
	'kind.clusterBootstrap.imitates':
		'Another test set built from a different draw of topics (or passages, or sources), each kept whole.',
	'kind.sizeSweep.label': 'Size sweep',
	'kind.sizeSweep.imitates':
		'Building the benchmark with fewer questions: how many does it need to settle?',
	'kind.sizeSweep.strengthNote':
		'The sweep covers sizes up to all items. Up to half the items it also compares two disjoint test sets of the same size (the replication figure).',
	'kind.dirichlet.label': 'Random category weights',
	'kind.dirichlet.imitates': 'A test set that mixes the same categories in other proportions.',
	'kind.dropCategory.label': 'Drop one category',
	'kind.dropCategory.imitates':
		'The same benchmark without one of its categories (one variant per category).',
	'kind.worstCase.label': 'Worst-case category weights',
	'kind.worstCase.imitates':
		'An adversarial choice of category mix within a bound: how far could a motivated benchmark author move the ranking?',
	'kind.worstCase.strengthNote':
		'The bound is on each item’s weight (1 ± bound, shared by its category), so a category’s share of the test set can change by up to a factor (1 + bound) / (1 − bound).',
	'kind.labelNoise.label': 'Label noise',
	'kind.labelNoise.imitates':
		'Grading errors: a noisy grader (cells) or wrong answer keys (whole items).',
	'kind.trials.label': 'Fewer trials',
	'kind.trials.imitates':
		'Fewer attempts per item: each cell redrawn as the mean of k′ pass/fail attempts at its observed rate, to see how the ranking depends on the number of attempts.',
	'kind.trials.strengthNote':
		'k′ attempts per cell (∞ = the reference). Below the data’s own trials per cell it shows what fewer attempts would do; at or above them it understates a fresh run’s noise (the observed rates are taken as true).',
	'kind.difficulty.label': 'Difficulty shift',
	'kind.difficulty.imitates':
		'The same items reweighted towards the ones the ranked models themselves solve least (their solve rates, standardised over the items): a harder (or easier) mix of these items, not a new test set.',
	'kind.difficulty.strengthNote':
		'Difficulty is estimated from the models being ranked: each item’s solve rate, standardised over the items (the shift is in SDs of solve rate, not logits). With resampling off, the shifted test set is one fixed variant; strength 0 with resampling off leaves the test set unchanged.',
	'kind.timeSplit.label': 'Time split',
	'kind.timeSplit.imitates':
		'Questions written after the models were trained: a contamination check (variant 1 = before, variant 2 = after).',
	'kind.timeSplit.strengthNote':
		'The cut-off date plays the role of the strength; it has no neutral value.',
	'kind.threshold.label': 'Threshold sweep',
	'kind.threshold.imitates':
		'Another definition of “good enough” on a judge scale (one variant per threshold).',
	'kind.threshold.strengthNote':
		'The threshold plays the role of the strength; no threshold reproduces the mean.',
	'kind.modelSet.label': 'Model-set change',
	'kind.modelSet.imitates':
		'A leaderboard with other entrants: some models removed, weak ones added, no item changed.',
	'kind.modelSet.strengthNote':
		'Removing none and adding no weak models leaves the leaderboard unchanged. Ranks, P(first) and the leader count only the models present in a draw.',

	// ---- Settings fields (catalogue-text.ts FIELD_TEXT, COMMON_TEXT, CHOICE_TEXT, IMITATES_TEXT) ----
	'field.shareResampled': 'Share of items resampled',
	'field.shareKept': 'Share of items kept',
	'field.clustersResampled': 'Share of clusters resampled',
	'field.concentration': 'Concentration (small = big shift)',
	'field.categoryRemoved': 'Share of the category removed',
	'field.bound': 'Largest relative change of an item weight',
	'field.flipProbability': 'Flip probability',
	'field.trialsKept': 'Attempts per cell (k′)',
	'field.shift': 'Requested shift in SDs of difficulty (negative = easier)',
	'field.modelsRemoved': 'Share of models removed',
	'field.categoryColumn': 'Category column',
	'field.dateColumn': 'Date column',
	'field.cutoff': 'Cut-off date',
	'field.flip': 'Flip',
	'field.method': 'Leaderboard ranks by',
	'field.addWeak': 'Weak models added',
	'field.thresholds': 'Thresholds (blank = from the data)',
	'field.resample': 'Resample the shifted test set',
	'field.thresholdsExample': 'e.g. 0.5, 0.7, 0.9',
	'choice.mode.cell': 'each cell (a noisy grader)',
	'choice.mode.key': 'each item’s key (the same flip for every model)',
	'choice.method.bradleyTerry': 'Bradley–Terry (pairwise, like Arena)',
	'choice.method.winRate': 'win rate against the others',
	'choice.method.mean': 'mean score (item-level)',
	'imitates.noise': 'Sampling noise: another test set from the same pool',
	'imitates.shift': 'Shift: a test set from a changed source',
	'imitates.grading': 'Grading: the same answers graded differently',
	'imitates.entrants': 'Entrants: other models on the leaderboard',
	'settings.label': 'Run settings',
	'settings.kind': 'Perturbation',
	'settings.draws': 'Draws',
	'settings.drawsPerSize': 'Draws per size',
	'settings.drawsPerStep': 'Draws per step',
	'settings.seed': 'Seed',
	'settings.topK': 'Top-k',
	'settings.cluster': 'Clusters (standard errors)',
	'settings.sweep': 'Sweep the strength',
	'settings.steps': 'Steps (blank = chosen by the app)',
	'settings.newSeed': 'New seed',
	'settings.newSeedTitle': 'Pick a new random seed',
	'settings.fixedDraws': 'This perturbation fixes its draws',
	'settings.runAgain': 'Run again',
	'settings.run': 'Run',
	'settings.running': 'Running…',
	'settings.progress': 'Run progress',
	'settings.needs.continuous': 'needs continuous scores',
	'settings.needs.binary': 'needs 0/1 scores',
	'settings.needs.category': 'needs a meta: column',
	'settings.needs.date': 'needs a column of dates',
	'settings.needs.trials': 'needs scores that are means of several trials',
	'settings.cannot.continuous':
		'{kind} cannot run on this dataset: it needs continuous scores (pass shares, graded or judge scores), and these are 0/1. Import a file of continuous scores to use it, or choose another perturbation.',
	'settings.cannot.binary':
		'{kind} cannot run on this dataset: it needs 0/1 scores, and these are continuous. Import a file of right-or-wrong scores to use it, or choose another perturbation.',
	'settings.cannot.category':
		'{kind} cannot run on this dataset: it needs a column of item categories, and the file has none. Import the file with a <code>meta:</code> column (a category per item) to use it.',
	'settings.cannot.date':
		'{kind} cannot run on this dataset: it needs a column of item dates, and the file has none. Import the file with a dated <code>meta:</code> column (such as <code>meta:created_at</code>, 2024-06-01) to use it.',
	'settings.cannot.trials':
		'{kind} cannot run on this dataset: it needs scores that are means of several attempts, with how many per cell. Import the file with its trials column (<code>{columns}</code>, or a JSON matrix with <code>{field}</code>), or open the built-in sample “Five attempts each”.',
	'status.cannotRun': 'These settings cannot run on this dataset: see why below.',
	'settings.kindOption': '{label} ({why})',
	'settings.clusterOption':
		'{column} ({clusters, plural, one {# cluster} other {# clusters}}; {reason})',
	'settings.searchNote':
		'One search (at most {seconds, number} s, in a background worker; Cancel stops it); the seed picks its random starts.',
	'settings.fixedNote': 'The recipe fixes the draws (one per variant).',
	'settings.sweepNote': 'Each step is the run at that strength with the same seed and draws.',
	'settings.noSteps': 'None of the sweep’s steps fits this dataset: give other steps.',
	'settings.problem.range':
		'The {label} must be {integer, select, yes {a whole number} other {a number}} from {min, number} to {max, number}.',
	'settings.problem.choice': 'The {label} must be one of {options}.',
	'settings.problem.flag': 'The {label} must be 1 (on) or 0 (off).',
	'settings.problem.text': 'The {label} must be a name of 1 to {maxLength, number} characters.',
	'settings.problem.date': 'The {label} must be a date such as 2024-06-01.',
	'settings.problem.list':
		'The {label} must be 1 to {maxLength, number} numbers from {min, number} to {max, number}{integer, select, yes {, whole numbers only} other {}}, separated by commas.',
	'status.idle': 'Ready to run.',
	'status.idleAbout': 'Ready to run (about {time}).',
	'status.changed': 'Settings changed: press Run (or Enter) to update the results.',
	'status.changedAbout':
		'Settings changed: press Run (or Enter) to update the results (about {time}).',
	'status.wouldTake': 'This run would take about {time}: press Run to start it.',
	'status.searching': 'Searching for the worst case…',
	'status.searchingSteps': 'Searching: {done, number} of {total, number} bounds done…',
	'status.summarising': 'Summarising {total, number} draws…',
	'status.running': 'Running: {done, number} of {total, number} draws…',
	'status.floor':
		'Measuring sampling noise first (once per dataset): {done, number} of {total, number} resamples of the full test set…',
	'status.done': 'Done.',
	'status.doneSearch': 'Done: searched in {seconds} s.',
	'status.doneSaved':
		'Kept from {date}: {draws, plural, one {# draw} other {# draws}} in {seconds} s (not run again).',
	'status.doneSearchSaved': 'Kept from {date}: searched in {seconds} s (not run again).',
	'status.doneDraws':
		'Done: {draws, plural, one {# draw} other {# draws}} in {seconds} s on {workers, plural, one {# worker} other {# workers}}.',
	'status.cancelled': 'Run cancelled. Results shown, if any, are from the previous run.',
	'status.error': 'The run could not finish:',
	'status.errorUnknown': 'unknown error',
	'status.errorAfter': 'Your data is safe; try again or change the settings.',
	'duration.seconds': '{n, number} s',
	'duration.minutes': '{n, number} min',
	'duration.hours': '{n} h',

	// ---- Draw types (catalogue-text.ts DRAW_TYPE_TEXT) ----
	'drawType.sample': 'sample',
	'drawType.variants': 'variants',
	'drawType.search': 'search',
	'drawType.sweep': 'sweep',
	'drawType.sample.text':
		'Random redraws of the test set: the summary gives percentile intervals, P(first) and the tau-b distribution, each with how many draws it rests on.',
	'drawType.variants.text':
		'A fixed set of variants of the test set, one per condition: each is shown on its own, with the smallest and largest value across them. No “95%”: they are not a random sample.',
	'drawType.search.text':
		'A search for the worst case within a bound: the result is the worst weighting found, with the weights themselves as its certificate and how the search went.',
	'drawType.sweep.text':
		'One row per step (a test-set size or a strength), each with its own draws; steps are never pooled.',

	// ---- Clusters (catalogue-text.ts CLUSTER_TEXT, CLUSTER_REASON_TEXT) ----
	'cluster.what':
		'A cluster is a group of items that share a source — the questions about one passage, the tasks from one repository, the prompts made from one template — so their answers are not independent. Categories or difficulty levels with a handful of values are strata, not clusters.',
	'cluster.few':
		'Fewer than 20 clusters: the clustered standard errors rest on few numbers and are themselves uncertain (intervals use t with G − 1 degrees of freedom).',
	'cluster.none': 'none (items independent)',
	'clusterReason.name': 'proposed: its name says its items share a source',
	'clusterReason.shape': 'proposed: many groups of a few items',
	'clusterReason.fewGroups': 'few groups: strata, not clusters',
	'clusterReason.largeGroups': 'large groups: categories, not clusters',
	'clusterReason.singletons': 'most items alone in their group',
	'clusterReason.dates': 'dates: see the time split',
	'clusterReason.unlabelled': 'hardly any values',

	// ---- Worst-case search methods (perturbations/worst-case.ts WorstCaseMethodName) ----
	'searchMethod.reference': 'The bound is 0, so the only weights are the reference weights.',
	'searchMethod.line-search':
		'Exact line searches over the whole weight box (each category in turn, and towards the corner that most lowers a smoothed tau), restarted from the reference weights and from random points; the best point found, not a proven minimum.',
	'searchMethod.line-search+branch-and-bound':
		'Exact line searches over the whole weight box, then a branch and bound over which pairs of models can be reversed together (linear programs and pair-ordering cuts); proves the minimum when it finishes, and otherwise gives a proven lower bound.',
	'searchMethod.random-interior': 'Uniform random points of the weight box; the best one found.',

	// ---- Variant labels (core/draw-labels.ts) ----
	'variant.without': 'without "<data>{category}</data>"',
	'variant.weighted': '"<data>{category}</data>" weighted {weight}',
	'variant.before': 'before {cutoff}',
	'variant.from': 'from {cutoff}',
	'variant.threshold': 'score >= {value}',
	'variant.shifted': 'shifted {achieved} SD harder (asked {requested})',
	'variant.numbered': 'variant {n, number}',

	// ---- Analysis view (views/analysis/AnalysisView.svelte) ----
	'analysis.back': '← Library',
	'analysis.loading': 'Loading the dataset…',
	'analysis.missing.heading': 'This dataset is not in your library',
	'analysis.missing.body':
		'Links carry only settings, never data. Import the same file here (its id is computed from its contents) and this link will open it.',
	'analysis.missing.button': 'Go to the library',
	'analysis.loadError': 'The dataset could not be loaded',
	'analysis.summary':
		'{items, plural, one {# item} other {# items}} × {models, plural, one {# model} other {# models}}',
	'analysis.valuesBinary': '0/1 correctness',
	'analysis.valuesContinuous': 'continuous scores',
	'analysis.noMissing': 'no missing cells',
	'analysis.missingCells':
		'{count, plural, one {# missing cell} other {# missing cells}} (scores use each model’s non-missing items)',
	'analysis.working': 'Working… the figures appear here as soon as the first draws are in.',
	'analysis.savedOnly':
		'Saved on {date}; its charts were not kept (an earlier version saved it, or a library file brought it). Its verdict:',
	'analysis.savedOnlyRun':
		'Press <strong>Run</strong> to see its charts: the same seed gives the same numbers (about {time}).',
	'results.kept': 'Run on {date} and kept in your library: shown without running again.',
	'analysis.noResults':
		'No results yet for these settings. Press <strong>Run</strong> to draw perturbed test sets.',
	'analysis.noResultsAbout':
		'No results yet for these settings. Press <strong>Run</strong> to draw perturbed test sets (about {time}).',

	// ---- Results (views/analysis/RunResults.svelte) ----
	'results.label': 'Results',
	'results.partial':
		'So far: the first {done, number} of {total, number} draws. The figures update as draws come in; the details and exports follow when the run finishes.',
	'results.stale':
		'These results are for the previous settings ({settings}). Press Run to update them.',
	'results.drawType': '<strong>{name}</strong>: {text}',
	'results.shiftAchieved': 'Shift requested: {requested} SD; achieved: {achieved} SD.',
	'results.shiftNotReached':
		'Shift requested: {requested} SD; achieved: {achieved} SD (the most reweighting these items can reach).',
	'results.shiftNotReported':
		'Shift requested: {requested} SD; the shift achieved is not reported by this version.',
	'results.shiftEstimated':
		'Difficulty is estimated from the models being ranked (their solve rates), not from outside the data.',
	'results.meta':
		'{settings} · {models, plural, one {# model} other {# models}} · reference leader: <data>{leader}</data>',
	'results.highlight': 'Highlight',
	'results.noModel': 'no model',
	'export.label': 'Export',
	'export.json': 'Results (JSON)',
	'export.models': 'Per-model table (CSV)',
	'export.steps': 'Steps (CSV)',
	'export.draws': 'Every draw (CSV)',
	'export.schema':
		'Schema: <code>{schema}</code>, draw type <code>{drawType}</code> (see <code>{doc}</code>).',

	// ---- Shared chart words: axes, legends, table headers ----
	'axis.score': 'Score',
	'axis.scorePercent': 'Score (%)',
	'axis.tauWithReference': 'Kendall tau-b with the reference ranking',
	'axis.draws': 'Draws',
	'axis.rank': 'Rank (1 = best)',
	'legend.referenceScore': 'Reference score',
	'legend.referenceRank': 'Reference rank',
	'legend.interval95': '95% interval',
	'legend.rankInterval95': '95% rank interval',
	'table.model': 'Model',
	'table.referenceInterval': 'Reference (95% interval)',
	'table.meanOverDraws': 'Mean over draws',
	'table.largestMove': 'Largest move',
	'table.noise95': '±1.96 SE of the full-set score',
	'table.changeSE': 'Change (SEs)',
	'table.shiftInNoiseUnits': 'Drift of the mean (SEs)',
	'table.changeInNoiseUnits': 'Typical change (SEs)',
	'table.meanChange': 'Its change',
	'table.meanChangePoints': 'Its change (points)',
	'table.typicalShift': 'Typical model (SEs)',
	'table.floor': 'tau-b beside a resample against the full set',
	'table.floorInside': 'inside',
	'table.floorAbove': 'above',
	'table.floorBelow': 'below',
	'table.drawsIn': 'Draws it is in',
	'table.rankInterval': 'Rank (95% interval)',
	'table.pFirst': 'P(first)',

	// ---- A sample run (views/analysis/SampleResults.svelte) ----
	'sample.swing.title': 'Accuracy swing',
	'sample.swing.explain':
		'Each model’s score on the full test set (dot) and the middle 95% of its scores across the {draws, plural, one {# draw} other {# draws}} (bar){imitates, select, noise {: what sampling noise alone does to it, another test set of this kind from the same pool. It shrinks with more items and says nothing about a test set from a changed source} other {: a percentile interval of the perturbation, not a confidence interval}}.{band, select, yes { Grey behind each bar: its full-set score ± 1.96 standard errors, a 95% interval for the model’s score on endless items of this kind; a second test set of this size lands inside it only about 83% of the time (two test sets differ by √2 standard errors). A bar reaching well outside it moved further than sampling noise does.} other {}}',
	'sample.swing.aria':
		'Score intervals per model: reference score and 95% percentile interval across draws',
	'sample.tau.title': 'Ranking stability',
	'sample.tau.explain':
		'Kendall tau-b between each draw’s ranking and the full test set’s ranking (1 = identical order, 0 = as many pairs of models in the same order as in the opposite), over {draws, plural, one {# draw} other {# draws}}. Lighter bars fall below the threshold in the headline.',
	'sample.tau.explainFloor':
		'Kendall tau-b between each draw’s ranking and the full test set’s ranking (1 = identical order, 0 = as many pairs of models in the same order as in the opposite), over {draws, plural, one {# draw} other {# draws}}. The dashed outline is what a resample of this size from the same pool gives against the full set, scaled to as many draws: bars left of it move the ranking more than sampling noise does. Lighter bars fall below the draws’ 5% quantile.',
	'sample.tau.floorLegend': 'A resample of this size (noise band)',
	'sample.tau.runLegend': 'This run’s draws',
	'sample.tau.link': 'tau-b (scipy documentation)',
	'sample.tau.pngTitle': 'Ranking stability: Kendall tau-b per draw',
	'sample.tau.aria':
		'Histogram of Kendall tau-b between each draw’s ranking and the reference ranking',
	'sample.tau.mean': 'Mean tau-b',
	'sample.tau.median': 'Median',
	'sample.tau.quantiles': '5% / 95% quantiles',
	'sample.tau.lowest': 'Lowest',
	'sample.tau.undefined': 'Draws with every model tied',
	'sample.leaderKept': 'Leader kept first:',
	'sample.leaderKeptOf': 'of {n, plural, one {# draw} other {# draws}}.',
	'sample.leaderKeptAmong':
		'of the {n, plural, one {# draw} other {# draws}} the leader took part in.',
	'sample.leaderKeptNot':
		'The share of redraws, not the probability that the leader is truly best.',
	'sample.ranks.title': 'Rank intervals',
	'sample.ranks.explain':
		'Each model’s rank on the full test set (dot) and the middle 95% of its ranks across the draws it is in (bar). Rank 1 is best; tied models share the better rank.',
	'sample.ranks.aria':
		'Rank intervals per model: reference rank and 95% rank interval across draws',
	'sample.ranks.pFirstNote':
		'P(first) is the share of redraws in which the model is first (ties share it), not the probability that it is truly best.',
	'legend.variantRange': 'min–max across variants',
	'table.reference': 'Reference',
	'table.variantRange': 'Min – max across variants',
	'table.rankRange': 'Rank (min – max)',
	'table.variant': 'Variant',
	'table.tau': 'tau-b',
	'table.rankedFirst': 'Ranked first',
	'table.referenceLeader': '(reference leader)',

	// ---- A variants run (views/analysis/VariantsResults.svelte) ----
	'variants.scores.title': 'Scores across the variants',
	'variants.scores.explain':
		'Each model’s score on the full test set (dot) and the smallest to the largest of its scores across the {n, plural, one {# variant} other {# variants}} (bar). Not an interval with a coverage: the variants are fixed, not a sample.',
	'variants.scores.aria': 'Scores per model: reference score and the range across the variants',
	'variants.tau.title': 'Ranking in each variant',
	'variants.tau.explain':
		'Kendall tau-b between each variant’s ranking and the full test set’s ranking (1 = identical order).',
	'variants.tau.aria': 'Kendall tau-b of each variant with the reference ranking',
	'variants.tau.range': 'tau-b, lowest – highest',
	'variants.tau.leaderFirst': 'Variants where the leader is first',
	'variants.tau.leaderFirstValue': '{first, number} of {n, number}',
	'variants.each.title': 'Each variant',
	'variants.each.note':
		'One row per variant; the results JSON holds every model’s score and ranking in each.',
	'variants.each.region': 'Each variant (scrollable table)',
	'legend.worstScore': 'Worst-case score',
	'legend.moveFromReference': 'move from the reference score',
	'axis.itemWeight': 'Item weight (1 = unchanged)',
	'table.referenceRank': 'Reference (rank)',
	'table.worstRank': 'Worst case (rank)',
	'table.change': 'Change',
	'table.changePoints': 'Change (points)',
	'table.category': 'Category',
	'table.itemWeight': 'Item weight',

	// ---- A search run (views/analysis/SearchResults.svelte) ----
	'search.scores.title': 'Scores under the worst case',
	'search.scores.explain':
		'Each model’s score under the worst-case weights (dot) and how far it moved from its score on the full test set (bar).',
	'search.scores.aria':
		'Scores per model under the worst-case weights, with the move from the reference score',
	'search.cert.title': 'The certificate',
	'search.cert.found': 'Worst case found',
	'search.cert.tau': 'tau-b {tau}',
	'search.cert.tauExact': 'tau-b {tau} (proven)',
	'search.cert.bound': 'Bound on each item weight',
	'search.cert.boundValue': '1 ± {bound} (a category’s share changes by up to ×{ratio})',
	'search.cert.method': 'Method',
	'search.cert.evaluated': 'Points evaluated',
	'search.cert.evaluatedStopped': '{n, number} (stopped at the time limit)',
	'search.cert.trueBound': 'Bound on the true worst case',
	'search.cert.proven': 'proven: no weighting within the bound goes lower',
	'search.cert.noneKnown': 'none known',
	'search.cert.atLeast': 'tau-b ≥ {tau}',
	'search.cert.recompute':
		'Weight every item of a category by its weight below and the scores give this tau-b.',
	'search.weights.title': 'Worst-case weights',
	'search.weights.aria': 'Worst-case weight of each category’s items',
	'search.weights.region': 'Weights (scrollable table)',
	'axis.sizeK': 'Items in the test set (k)',
	'axis.strength': 'Strength',
	'axis.change': 'Typical score change',
	'axis.changePoints': 'Typical score change (points)',
	'axis.tau': 'Kendall tau-b',
	'legend.tauFull': 'tau-b with the full test set',
	'legend.replication': 'tau-b between two disjoint sets (replication)',
	'legend.leaderKeptPercent': 'leader kept first (%)',
	'legend.change': 'typical score change',
	'legend.changePoints': 'typical score change (points)',
	'legend.band': '{label} 5–95%',
	'legend.noiseBand': '± 1.96 SE (95% for the score on endless items)',
	'legend.floorTau': 'tau-b of a resample of this size against the full set (noise floor)',
	'legend.floorChange': 'score change from sampling noise alone',
	'legend.floorChangePoints': 'score change from sampling noise alone (points)',
	'table.k': 'k',
	'table.step': 'Step',
	'table.scoreChange': 'Score change, median (5–95%)',
	'table.scoreChangePoints': 'Score change (points), median (5–95%)',
	'table.tauFull': 'tau-b with the full set',
	'table.replication': 'Replication tau-b',
	'table.leaderKept': 'Leader kept first',

	// ---- A sweep run (views/analysis/SweepResults.svelte) ----
	'sweep.change.title': 'Score change per step',
	'sweep.change.explainSize':
		'For each size, how far scores move in a typical draw: the median over its draws of the mean |draw score − reference score| across models (line), and its 5–95% range (band).',
	'sweep.change.explainStrength':
		'For each strength, how far scores move in a typical draw: the median over its draws of the mean |draw score − reference score| across models (line), and its 5–95% range (band).',
	'sweep.change.aria': 'Typical absolute score change at each step of the sweep',
	'sweep.tau.title': 'Ranking stability per step',
	'sweep.tau.titleSize': 'How many items until the ranking settles?',
	'sweep.tau.pngSize': 'Ranking stability by test-set size',
	'sweep.tau.explainSize':
		'For each test-set size k: the median Kendall tau-b of k-item subsets with the full test set’s ranking (solid) and, up to half the items, between two disjoint k-item sets (dashed: how well two test sets of that size agree), each with its 5–95% band; and how often the full set’s leader is still first.',
	'sweep.tau.explainStrength':
		'For each strength: the median Kendall tau-b of its draws with the reference ranking and its 5–95% band, and how often the reference leader is still first. Each step is its own run with the same seed.',
	'sweep.tau.aria': 'Kendall tau-b and leader agreement at each step of the sweep',
	'sweep.sizeNote':
		'Replication compares two disjoint test sets of the same size, so it exists up to half the items ({half, number} of {n, number}); the headline’s “settles at” uses it. Against the full set, a subset always looks better than it would replicate.',

	// ---- The run's details (views/analysis/RunDetails.svelte) ----
	'details.test.clustered': 'a t-test with clustered standard errors',
	'details.test.mcnemar': 'mid-p McNemar on the items only one of them solved',
	'details.test.paired': 'paired t-test on the per-item differences',
	'details.agreement.title': 'Agreement beyond tau-b',
	'details.agreement.explain': 'How much of the ranking each draw keeps, measured three more ways.',
	'details.agreement.link': 'Spearman (scipy documentation)',
	'details.agreement.rho': 'Spearman rho, median (5–95%)',
	'details.agreement.topK': 'Top-{k, number} overlap, mean',
	'details.agreement.topKExact': 'Draws with exactly the same top {k, number}',
	'details.agreement.rankChange': 'Largest rank change of any model, median / worst',
	'details.pairs.title': 'Neighbours in the ranking',
	'details.pairs.explainSample':
		'Is each model really ahead of the next one, and by how much? The share of draws in which it scores higher; on the full test set, the difference with its 95% interval and a paired test ({test}), its p-value adjusted by Holm across the {n, plural, one {# pair} other {# pairs}} shown.',
	'details.pairs.explain':
		'Is each model really ahead of the next one, and by how much? On the full test set, the difference with its 95% interval and a paired test ({test}), its p-value adjusted by Holm across the {n, plural, one {# pair} other {# pairs}} shown.',
	'details.pairs.region': 'Neighbouring pairs (scrollable table)',
	'details.pairs.higher': 'Higher',
	'details.pairs.next': 'Next',
	'details.pairs.ahead': 'Ahead in draws',
	'details.pairs.difference': 'Difference (95%)',
	'details.pairs.differencePoints': 'Difference (points) (95%)',
	'details.pairs.differenceValue': '{d} ({lo} to {hi})',
	'details.pairs.p': 'p (Holm)',
	'details.pairs.items': '{a, number} vs {b, number} items',
	'details.se.title': 'Uncertainty of each score',
	'details.se.explainPlain':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (plain standard error, t with n − 1 degrees of freedom). About the full test set as a sample of items, not about the perturbation.',
	'details.se.explainPlainSample':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (plain standard error, t with n − 1 degrees of freedom), and the conservative rank read from those intervals. About the full test set as a sample of items, not about the perturbation.',
	'details.se.explainClustered':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (clustered standard error, t with G − 1 degrees of freedom). About the full test set as a sample of items, not about the perturbation.',
	'details.se.explainClusteredSample':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (clustered standard error, t with G − 1 degrees of freedom), and the conservative rank read from those intervals. About the full test set as a sample of items, not about the perturbation.',
	'details.se.clusteredBy':
		'Clustered by “<data>{column}</data>”: {count, plural, one {# cluster} other {# clusters}}.',
	'details.se.clusteredByUnlabelled':
		'Clustered by “<data>{column}</data>”: {count, plural, one {# cluster} other {# clusters}} ({unlabelled, plural, one {# item} other {# items}} without a value, each its own).',
	'details.se.noClusters': 'No cluster column: items are treated as independent.',
	'details.se.region': 'Standard errors (scrollable table)',
	'details.se.score': 'Score (95%)',
	'details.se.se': 'SE',
	'details.se.sePoints': 'SE (points)',
	'details.se.clustered': 'Clustered SE',
	'details.se.clusteredPoints': 'Clustered SE (points)',
	'details.se.conservative': 'Conservative rank',

	// ---- Run settings in words (views/analysis/perturbation-info.ts) ----
	'describe.subsample': 'Subsample {pct}',
	'describe.swept': '{kind}, {label} swept',
	'describe.strength': '{kind}, {phrase}',
	'describe.byColumn': '{what} by “<data>{column}</data>”',
	'describe.cutoff': '{what} at {cutoff}',
	'describe.oneVariant': '{what}, one fixed variant',
	'describe.draws': '{n, plural, one {# draw} other {# draws}}',
	'describe.drawsPerStep': '{n, plural, one {# draw} other {# draws}} per step',
	'describe.searchPerStep': 'one search per step',
	'describe.searched': '{n, plural, one {# weighting} other {# weightings}} searched',
	'describe.variants': '{n, plural, one {# variant} other {# variants}}',
	'describe.categoryWeighted': '{kind}, each category weighted {weight}',
	'describe.run': '{what} · {count} · seed {seed}',

	// ---- Saved runs (views/analysis/SavedRuns.svelte) ----
	'saved.title': 'Saved runs ({n, number})',
	'saved.notSaved': 'The last result was not saved:',
	'saved.run': '{what} · {count} · seed {seed} · {drawType}',
	'saved.legacy':
		'Saved by an older version ({version}): its P(first) counted every model tied for first as first, and runs of fixed variants carried “95%” intervals. Run it again for figures labelled by what their draws are.',
	'saved.legacyNoise':
		'Saved by an older version ({version}): its score changes are not measured against sampling noise. Run it again to read them beside the noise floor.',
	'saved.legacyLikeWithLike':
		'Saved by an older version ({version}): its score change is the mean over the draws, which cancels for a random shift, and its tau-b was read against two resamples instead of a resample against the full set; its sentence is kept as it was written. Run it again for how far a typical draw moves the scores and a like-with-like verdict.',
	'saved.use': 'Use these settings',

	// ---- Charts (components/charts) ----
	'chart.drawsCount': '{n, plural, one {# draw} other {# draws}}',
	'chart.tooltip': '{label}: {value}',
	'chart.csv': 'CSV',
	'chart.csvLabel': 'Download “{title}” as CSV',
	'argument.title': 'Score change and ranking at each strength, beside sampling noise',
	'argument.explain':
		'Left axis: the typical absolute score change (median over draws of the mean |draw score − reference score| across models, with its 5–95% band). Right axis: Kendall tau-b with the full test set’s ranking (median and 5–95% band) and the share of draws that keep the leader first. Grey, dashed: what sampling noise alone gives, the score change of a test set of this size from the same pool (left) and the 5–95% band of tau-b between one such test set and the full set, the noise floor a step’s tau-b with the full set is read against (right). Each step is its own run, never pooled.',
	'argument.aria':
		'Typical score change, tau-b and leader kept first at each strength of the sweep',
	'argument.rightTitle': 'tau-b · share of draws',
	'argument.leaderKept': 'leader kept first (share of draws)',
	'argument.sentence':
		'At {phrase}, a typical draw moves the scores {change}; at every step 95% of draws keep tau-b at or above {tau}{floor, select, none {} below {, under the 5% point of a resample against the full set ({low})} other {, not under the 5% point of a resample against the full set ({low})}}, and the leader is first in at least {kept} of draws.',
	'argument.sentenceSearch':
		'At {phrase}, the worst case moves the scores {change} on average over models; at every step its certificate keeps tau-b at or above {tau}{floor, select, none {} below {, under the 5% point of a resample against the full set ({low})} other {, not under the 5% point of a resample against the full set ({low})}}.',
	'argument.slider': 'Strength to look at',
	'argument.step.title': 'At {phrase}',
	'argument.step.note':
		'{draws, plural, one {# draw} other {# draws}} at this strength: tau-b median {median} (5–95%: {q05}–{q95}); the leader kept first in {kept} of draws.',
	'argument.step.search':
		'This step is one worst-case search: it has no per-model intervals (see the table for its figures).',
	'argument.step.swing': 'Score intervals at this strength',
	'argument.step.ranks': 'Rank intervals at this strength',
	'bump.title': 'Ranks of the top models across the sweep',
	'bump.explain':
		'Each step ranks the models by their mean score over that step’s draws; the lines follow the reference’s top {n, number}.',
	'bump.aria': 'Ranks of the top models at each step of the sweep',
	'bump.summary':
		'The reference leader <data>{model}</data> is first by mean score at {kept, number} of {steps, number} steps.',
	'bump.rankAt': 'Rank at {step}',
	'scatter.title': 'Reference vs perturbed',
	'scatter.explain':
		'Each point is a model: its reference score (x) against its mean score over the draws (y), with its 95% interval. On the dashed diagonal (y = x) nothing moved; the solid line is the least-squares fit.',
	'scatter.aria': 'Each model’s reference score against its mean perturbed score',
	'scatter.probit': 'Probit axes',
	'scatter.identity': 'no change (y = x)',
	'scatter.fit': 'least-squares line',
	'scatter.summary':
		'Fitted line: perturbed = {intercept} + {slope} × reference (Pearson r = {r}, {n, plural, one {# model} other {# models}}).',
	'scatter.summaryProbit':
		'Fitted line on the probit scale: perturbed = {intercept} + {slope} × reference (Pearson r = {r}, {n, plural, one {# model} other {# models}}).',
	'scatter.point': '{model}: reference {x}, mean {y} (95%: {low}–{high})',
	'axis.referenceScoreX': 'Reference score',
	'axis.meanPerturbed': 'Mean score over the draws',
	'axis.referenceScorePercent': 'Reference score (%)',
	'axis.meanPerturbedPercent': 'Mean score over the draws (%)',
	'axis.referenceProbit': 'Reference score (probit)',
	'axis.meanPerturbedProbit': 'Mean score over the draws (probit)',
	'table.meanInterval': 'Mean (95% interval)',
	'report.print': 'Print report',
	'report.title': 'Perturbation Sandbox report',
	'report.dataset':
		'Dataset: <data>{name}</data>, {items, plural, one {# item} other {# items}} × {models, plural, one {# model} other {# models}} ({valueType})',
	'report.settings': 'Settings: {settings}',
	'report.seed': 'Seed: {seed}',
	'report.valueBinary': 'scores 0/1',
	'report.valueContinuous': 'continuous scores',
	'settings.preparing': 'Preparing…',
	'status.preparing':
		'Preparing the workers: the dataset is on its way to them. The run starts as soon as they are ready.',
	'status.preparingIdle':
		'Preparing the workers: the dataset is on its way to them. Press Run now and it starts as soon as they are ready.'
} as const;

export default enAnalysis;
