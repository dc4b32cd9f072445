/**
 * English definitions of every statistic the app shows (core/definitions.ts): term, what it is,
 * how it is computed, and what it is not. Spread into en.ts; zh-CN-definitions.ts has the same keys.
 */
const enDefinitions = {
	// ---- Definitions (core/definitions.ts): term, what, how, not ----
	'def.close': 'Close',
	'def.not': 'Not:',
	'def.label': 'Definition: {term}',
	'def.what': 'What is {term}?',
	'def.score.term': 'Score',
	'def.score.what': 'A model’s mean score on the test set.',
	'def.score.how':
		'Mean of the model’s non-missing cells, each item counted with its weight in the draw (1 on the reference).',
	'def.rank.term': 'Rank',
	'def.rank.what': 'Position on the leaderboard, 1 = best.',
	'def.rank.how':
		'<code>{call}</code>: tied models share the better rank. A model absent from a draw (model-set change) has no rank in it.',
	'def.tau.term': 'Kendall tau-b',
	'def.tau.what':
		'How much a ranking agrees with the reference ranking: 1 = same order, 0 = as many pairs of models in the same order as in the opposite, −1 = reversed.',
	'def.tau.how':
		'Kendall’s tau-b with the tie correction, between the draw’s scores and the reference scores, over the models present in both (<code>{call}</code>), computed by Knight’s (1966) <code>{cost}</code> algorithm.',
	'def.draws.term': 'Draws',
	'def.draws.what':
		'The perturbed test sets of a run; each is a function of the seed and its index only.',
	'def.draws.how':
		'Draw <code>{d}</code> of a run with seed <code>{s}</code> uses <code>{prng}</code> seeded with <code>{hash}</code>; the same seed gives the same draws whatever the number of workers.',
	'def.scoreInterval.term': '95% interval (score)',
	'def.scoreInterval.what': 'The middle 95% of a model’s scores across the random draws.',
	'def.scoreInterval.how':
		'<code>{low}</code> and <code>{high}</code>: <code>{call}</code> (<code>{method}</code>) over the draws in which the model has a score; the number of draws is shown with it.',
	'def.scoreInterval.not':
		'A percentile interval of the perturbation, not a confidence interval for the model’s true score.',
	'def.rankInterval.term': '95% rank interval',
	'def.rankInterval.what': 'The middle 95% of a model’s ranks across the random draws.',
	'def.rankInterval.how':
		'<code>{low}</code>, <code>{high}</code>, over the draws in which the model takes part, so both stay whole ranks.',
	'def.rankInterval.not': 'Not a confidence interval for the model’s true rank.',
	'def.pFirst.term': 'P(first)',
	'def.pFirst.what': 'The share of redraws in which the model is ranked first.',
	'def.pFirst.how':
		'Over all draws: 1 when the model alone is first, 1/k when k models tie for first, 0 otherwise (also when it is absent from the draw); the mean of that over draws. The column sums to 1. Every “first” the app counts (the leader kept first, the leader floor, a sweep step, the variants, a worst case) follows this one rule.',
	'def.pFirst.not':
		'The share of redraws in which the model is first, not the probability that it is truly the best model.',
	'def.pFirstSE.term': '± (Monte Carlo error of P(first))',
	'def.pFirstSE.what':
		'How much P(first) would move with another seed: its Monte Carlo standard error.',
	'def.pFirstSE.how':
		'<code>{formula}</code> over the <code>{n}</code> draws (the binomial standard error; with ties counted 1/k it is an upper bound).',
	'def.pFirstSE.not':
		'The error from the finite number of draws only, not an uncertainty about the models.',
	'def.leaderKept.term': 'Leader kept first',
	'def.leaderKept.what':
		'The share of redraws in which the reference leader is still ranked first: its P(first), a tie for first among k models counting 1/k.',
	'def.leaderKept.how':
		'Over the draws in which the reference leader takes part (all of them except under a model-set change, where the count is shown); the reference leader is first in the reference ranking, ties broken by column order.',
	'def.leaderKept.not': 'Not the probability that the leader is truly the best model.',
	'def.leaderKeptSE.term': '± (Monte Carlo error of leader kept)',
	'def.leaderKeptSE.what': 'How much “leader kept first” would move with another seed.',
	'def.leaderKeptSE.how':
		'<code>{formula}</code> over the <code>{n}</code> draws in which the leader takes part (binomial standard error).',
	'def.tauDistribution.term': 'tau-b distribution',
	'def.tauDistribution.what': 'How tau-b with the reference varies across the random draws.',
	'def.tauDistribution.how':
		'Mean, median, 5% and 95% quantiles (<code>{call}</code>) and the smallest value, over the draws with a defined tau-b (a draw with every model tied has none; counted apart).',
	'def.maxSwing.term': 'Largest move',
	'def.maxSwing.what': 'How far a model’s score can move under the perturbation.',
	'def.maxSwing.how':
		'Sample: the largest distance from a reference score to either end of that model’s 95% interval. Variants: the largest |variant score − reference score|. Search: the largest |worst-case score − reference score|.',
	'def.variant.term': 'Variant',
	'def.variant.what':
		'One fixed version of the test set (without one category, one side of a time split, one threshold, one shifted set).',
	'def.variant.how':
		'Each variant is scored and ranked on its own; tau-b is its agreement with the reference.',
	'def.variant.not':
		'Variants are not a random sample: there is no 95% interval, P(first) or conservative rank over them.',
	'def.variantRange.term': 'Min – max across variants',
	'def.variantRange.what': 'The smallest and largest value across the variants.',
	'def.variantRange.how':
		'The smallest and largest of the model’s score (or rank) over the variants in which it has one.',
	'def.variantRange.not':
		'Not an interval with a coverage: with another set of variants it could be wider.',
	'def.searchTau.term': 'Worst case found',
	'def.searchTau.what':
		'The lowest tau-b with the reference ranking that the search reached within the bound.',
	'def.searchTau.how':
		'tau-b of the scores under the certificate weights; recompute it by weighting each item of category <code>{g}</code> by <code>{w}</code>.',
	'def.searchTau.not':
		'Not necessarily the worst possible case: only a result marked proven is. Otherwise it is the worst found, and the bound under it (when shown) is how low the true worst case could go. Proven covers every weighting within the bound that leaves no two models with different results exactly tied; a weighting that ties two of them exactly (a knife edge, such as one corner of the box) is left out, as any small change breaks that tie.',
	'def.searchWeights.term': 'Certificate (weights)',
	'def.searchWeights.what':
		'The weighting that reaches the worst case: each category’s item weight.',
	'def.searchWeights.how':
		'Every item of category <code>{g}</code> counts <code>{w}</code> times, <code>{range}</code>, so a category’s share of the test set changes by at most <code>{ratio}</code>.',
	'def.searchEvaluated.term': 'Points evaluated',
	'def.searchEvaluated.what': 'How many weightings the search scored.',
	'def.searchEvaluated.how':
		'Points of the weight box whose tau-b the search determined: each stretch of a searched line between two pair crossings counts one, as does each point from a linear program.',
	'def.searchMethod.term': 'Search method',
	'def.searchMethod.what': 'How the worst case was looked for.',
	'def.searchMethod.how':
		'Line search: exact line searches over the whole weight box (interior included), restarted from the reference weights and from random points. Branch and bound (complete data, up to 12 categories): then a search over which pairs of models can be reversed together, which proves the minimum when it finishes. Measured on {dataset} (30 models, 10 classes) it finishes in a few seconds at bounds up to ±90%; with many more models it may not, and the result then says “not proven” with the lower bound it did prove. The search stops after {seconds, number} s with the best point found, and says so.',
	'def.sweepStep.term': 'Step',
	'def.sweepStep.what': 'One strength (or test-set size) of a sweep, with its own draws.',
	'def.sweepStep.how':
		'Step s is exactly the run at that strength with the same seed and draws; steps are never pooled.',
	'def.sweepTau.term': 'tau-b against the full set',
	'def.sweepTau.what': 'Median (5–95%) tau-b of each draw of the step with the reference ranking.',
	'def.sweepTau.how': '<code>{call}</code> over the step’s draws.',
	'def.sweepTau.not':
		'For a size sweep this compares a subset with the full set that contains it, which overstates how well a test set of that size replicates.',
	'def.replicationTau.term': 'Replication tau-b',
	'def.replicationTau.what':
		'How well two independent test sets of k items agree: tau-b between the rankings on two disjoint k-item sets.',
	'def.replicationTau.how':
		'Per draw, two disjoint random k-item subsets (<code>{condition}</code>); median (5–95%) over the step’s draws. “Settles at” uses this figure.',
	'def.meanAbsScoreChange.term': 'Typical score change',
	'def.meanAbsScoreChange.what': 'How far scores move in a typical draw of the step.',
	'def.meanAbsScoreChange.how':
		'Per draw, the mean over models of |draw score − reference score| (score units); the median (5–95%) over the step’s draws.',
	'def.difficultyShift.term': 'Difficulty shift',
	'def.difficultyShift.what':
		'How far the same items, reweighted by the ranked models’ own solve rates, lean towards the hard ones: the reweighted mean of their standardised difficulty, in standard deviations.',
	'def.difficultyShift.how':
		'An item’s difficulty is its solve rate among the models being ranked (the mean of their scores on it), standardised over the items: z = (rate − mean rate) / SD of the rates, a linear scale (not logits). Items are reweighted by exp(−λz) toward harder ones until the reweighted mean of −z is the shift requested. The shift achieved is measured on the reweighted set and can fall short of the one requested.',
	'def.difficultyShift.not':
		'Difficulty comes from these models’ own answers, not from an outside judgement of the items.',
	'def.se.term': 'Standard error',
	'def.se.what':
		'How precisely the reference score estimates the model’s score on items like these, if items are independent.',
	'def.se.how': '<code>{formula}</code> over the model’s present items (<code>{call}</code>).',
	'def.se.not': 'It assumes independent items; items that share a source need the clustered one.',
	'def.seClustered.term': 'Clustered standard error',
	'def.seClustered.what':
		'The standard error when items of a cluster (a passage, a repository, a template) are not independent.',
	'def.seClustered.how':
		'Cluster-robust CR1: <code>{formula}</code>, <code>{g}</code> = clusters among the model’s present items; items without a value are each their own cluster (as <code>{call}</code>). With fewer than 20 clusters it is itself uncertain.',
	'def.seClustered.not':
		'Strata such as easy / medium / hard are not clusters: clustering on them gives a number no one should read.',
	'def.seTrials.term': 'Two-level standard error (items, then trials)',
	'def.seTrials.what':
		'The standard error when each cell is the mean of k pass/fail trials: the variance between items plus the within-item variance of the trials.',
	'def.seTrials.how':
		'<code>{formula}</code>, <code>{s2}</code> = the variance of the cell means (n − 1), <code>{within}</code> over the model’s items with k ≥ 2 (the sample variance of the k attempts over k: unbiased, where p (1 − p) / k is too small by (k − 1) / k). The share of the trials is <code>{share}</code>.',
	'def.seTrials.not':
		'Not larger than the plain standard error as a rule: the cell means already carry their trials’ noise, so the two agree unless the items vary less than their trials (then the trials set the floor). Not about the trials of one fixed set of items.',
	'def.clusterColumn.term': 'Cluster column',
	'def.clusterColumn.what':
		'The item column whose values group items that share a source (a passage, a repository, a template).',
	'def.clusterColumn.how':
		'Chosen by you; proposed only when a column looks like clusters (many groups of a few items, or a name such as source, passage, repo, template). None = no clustering.',
	'def.clusterColumn.not':
		'A category or difficulty level with a handful of values is a stratum, not a cluster.',
	'def.imitates.term': 'What it imitates',
	'def.imitates.what':
		'The real-world change a perturbation stands for: sampling noise (another test set of the same size from the same pool: bootstrap, subsample, cluster bootstrap, size sweep), a shift (a test set from a changed source: difficulty, category weights, a dropped category, a time split), grading (the same answers graded differently: label noise, pass thresholds) or entrants (other models on the leaderboard).',
	'def.imitates.how':
		'Declared per kind in the catalogue; the headline reads a score change against sampling noise by it, and the results JSON carries it as <code>{field}</code>.',
	'def.scoreSE.term': 'Sampling noise of a score',
	'def.scoreSE.what':
		'How far a model’s score on one test set of this size typically lies from its score on an endless supply of items of this kind: its standard error on the full test set. Two such test sets differ by about √2 times as much.',
	'def.scoreSE.how':
		'The plain standard error, or the CR1 clustered one when a cluster column is chosen (<code>{field}</code>). The grey band behind a score interval is <code>{band}</code>: a 95% interval for the score on endless items of this kind. A second test set of this size lands inside it only about 83% of the time, since its score differs from this one by √2 standard errors (<code>{coverage}</code>).',
	'def.scoreSE.not':
		'It says nothing about a test set from a changed source: such a test set can move a score many standard errors, and it shrinks with more items while such a shift does not.',
	'def.tauFloor.term': 'Noise floor (tau-b)',
	'def.tauFloor.what':
		'How well two test sets of this size from the same pool agree on the ranking: what sampling noise alone does to tau-b.',
	'def.tauFloor.how':
		'{pairs, number} pairs of independent full-size bootstrap resamples (whole clusters with a cluster column), seeded by the run’s seed: <code>{call}</code> for each pair, then <code>{q}</code>. The floor against the full set (<code>{vsRef}</code>) compares each resample with the full test set instead. Like with like: a run’s tau-b with the full set (a sample’s median, a variant’s, a certificate’s, a sweep step’s median) is read against the floor against the full set, two independent test sets against the floor between two resamples. It is below the floor when <code>{below}</code>, above it when <code>{above}</code>, inside otherwise; <code>{share}</code> is the share of resamples whose tau-b with the full set is lower than the run’s: they move the ranking more.',
	'def.tauFloor.not':
		'Not the run’s own tau-b: it is measured once per dataset, the same for every run, so that a run’s ranking change can be read beside it.',
	'def.leaderFloor.term': 'Leader floor',
	'def.leaderFloor.what':
		'The share of full-size resamples of the test set in which the reference leader is still ranked first (a tie for first among k models counting 1/k, as P(first)): how often sampling noise alone keeps it first.',
	'def.leaderFloor.how':
		'Over the noise floor’s resamples, the mean of the reference leader’s share of first place (1 alone, 1/k in a k-way tie, 0 otherwise).',
	'def.typicalDrawChange.term': 'Typical draw change',
	'def.typicalDrawChange.what':
		'How far a typical draw moves the scores, beside how far a resample of the test set of this size moves them.',
	'def.typicalDrawChange.how':
		'Per draw, the <code>{perDraw}</code>; the run’s <code>{typical}</code> is its median over the draws (a variant’s or a worst case’s: its own change). <code>{ratio}</code>: how many times a resample’s typical change. The headline calls it within sampling noise when <code>{within}</code>. Per model: the <code>{perModel}</code>.',
	'def.typicalDrawChange.not':
		'Not the drift of the mean: the mean over the draws of a model’s signed change cancels for a random shift centred on the full set (Dirichlet weights, a bootstrap); this does not.',
	'def.shiftInNoiseUnits.term': 'Drift in standard errors',
	'def.shiftInNoiseUnits.what':
		'The systematic part of a run: how far a model’s mean score over the draws or variants lies from its full-set score, in standard errors of its score.',
	'def.shiftInNoiseUnits.how':
		'<code>{formula}</code>, the mean over the run’s draws or variants (a search: its one result). A run’s typical drift is <code>{typical}</code> over models; the headline calls a typical drift below <code>{band}</code> “within” sampling noise.',
	'def.shiftInNoiseUnits.not':
		'Not how far a draw moves the scores: a random shift centred on the full set drifts little while each draw moves far (see the typical draw change). Not a test either: a drift of 3 standard errors in one of many models can happen by chance; for pass/fail thresholds or a model-set change the scores are on another scale, so none is given.',
	'def.splitChange.term': 'Model by model across a split',
	'def.splitChange.what':
		'A run of two variants that split the test set in two (a time split, or dropping each of two categories): how far each model moved from the first part to the second, and whether that is beyond sampling noise and beyond what the other models did on the same split.',
	'def.splitChange.how':
		'Per model: <code>{change}</code>; its noise, if the split were a random split of these n items, <code>{noise}</code> (n₁, n₂: items in the parts; SE on the full set); the excess <code>{excess}</code>. Beyond noise, beyond the others: |change| or |excess| over the noise of at least <code>{band}</code>. The headline names the models beyond both.',
	'def.splitChange.not':
		'Not proof of training on the test: a model can drop after a cut-off for other reasons (later items of another kind). The noise assumes a random split; a real shift between the parts only widens it.',
	'def.sharedItems.term': 'Shared items',
	'def.sharedItems.what':
		'The items every model has a score on. Under {minimum, number} of them the app shows a run’s numbers under a warning, without a verdict.',
	'def.sharedItems.how':
		'Counted over the matrix (all items when no cell is missing). Under <code>{minimum}</code> items a score near 50% has a standard error of <code>{se}</code> or more, two models must lie about 25 points apart to be told apart, and the normal approximation behind every “within noise” is a rule of thumb past its range. A matrix whose models share no item at all is refused at import.',
	'def.sharedItems.not':
		'Not a power calculation: 30 is where the app stops giving verdicts, not a size at which a benchmark becomes reliable.',
	'def.ci.term': '95% interval (standard error)',
	'def.ci.what':
		'The 95% confidence interval of the model’s reference score from the standard error beside it.',
	'def.ci.how':
		'<code>{formula}</code>: the clustered standard error with <code>{dfClustered}</code> when a cluster column is chosen, else the plain one with <code>{dfPlain}</code>.',
	'def.ci.not': 'About the full test set as a sample of items, not about the perturbation’s draws.',
	'def.conservativeRank.term': 'Conservative rank',
	'def.conservativeRank.what':
		'A rank no model can dispute: 1 + the number of models clearly above.',
	'def.conservativeRank.how':
		'1 + the number of models whose 95% interval (from the standard error) lies entirely above this model’s; none for a model without an interval (as LMSYS Chatbot Arena).',
	'def.agreement.term': 'Agreement beyond tau-b',
	'def.agreement.what': 'How much of the ranking each draw keeps, measured three more ways.',
	'def.agreement.how':
		'Per draw: Spearman rho with the reference scores (<code>{call}</code>), the top-k overlap (the models in both top-k lists over the larger list; ties at the cut included), and the largest change of any model’s rank, over the models present.',
	'def.pairs.term': 'Neighbours in the ranking',
	'def.pairs.what': 'Whether each model is really ahead of the next one, and by how much.',
	'def.pairs.how':
		'The share of draws in which the higher model scores above the next (ties count half; sample runs only). On the full test set, over the items both have: the difference <code>{difference}</code> with its 95% interval (<code>{dfPlain}</code>, or CR1 with <code>{dfClustered}</code> when a cluster column is chosen); the p-value of a mid-p McNemar test on the items only one of them solved (0/1 data), a paired t-test, or a clustered t-test; Holm’s adjustment for the number of pairs shown.',
	'def.pairs.not':
		'A p-value is not the probability that the order is wrong; the unadjusted one ignores how many pairs were tested.',
	// ---- Released before or after (issue 35): the dates view ----
	'def.excessGap.term': 'Excess gap',
	'def.excessGap.what':
		'How much more a model’s score drops on the items published after its date than the other models’ scores drop on the same items.',
	'def.excessGap.how':
		'The model’s date (its training cut-off, else its release date) splits the dated items into B (before) and A (on or after); <code>{gap}</code> on its own mean scores, <code>{excess}</code> over every other model with a score on both sides. Its standard error treats the items as the sample, the two periods as independent: per item <code>{psi}</code> (the delta method on the side means), <code>{variance}</code>; without missing cells that is the two-sample standard error of the per-item contrast. Noise units z = excess gap ÷ standard error; it drops beyond noise when <code>{drop}</code>.',
	'def.excessGap.not':
		'A sign, not a proof: items written later can be harder for reasons that hit some models more than others (the excess gap removes only what every model loses), and rephrased or translated items can hide a real contamination.',
	'def.afterAllTau.term': 'Tau-b after every model’s date',
	'def.afterAllTau.what':
		'How far the dated models’ ranking on the items published after all their dates, which none of them can have trained on, is from their ranking on every item.',
	'def.afterAllTau.how':
		'Kendall tau-b between the two rankings, against its floor: the same with {draws, number} random sets of as many items drawn without replacement from the whole test set (seed 1). Below the floor when <code>{below}</code>, the 5% quantile of those.',
	'def.afterAllTau.not':
		'Not proof that the late items are the fairer test: they are also fewer and can differ in kind (harder, other topics); the floor accounts only for their number.',
	'def.newerAtEqualCompute.term': 'Newer at equal compute (θ)',
	'def.newerAtEqualCompute.what':
		'How many points models released on or after the cut-off month score above older models of the same pre-training compute, on one benchmark.',
	'def.newerAtEqualCompute.how':
		'Ordinary least squares over the models with a score, a date and a compute: <code>{model}</code>, newer = 1 from the cut-off month on (default: the median model date’s month); θ with its classic standard error <code>{se}</code>. Compute is the one given, else <code>{compute}</code>; when no model has one the term is left out and θ is the plain difference of the two groups’ means.',
	'def.newerAtEqualCompute.not':
		'A sign of training on the test task, not a proof: newer models can also be trained better in ways compute does not count. The gap closes once every model is fine-tuned on the task before testing.',
	'def.residualGap.term': 'Residual gap (benchmark dates)',
	'def.residualGap.what':
		'How much better a model does on the benchmarks released before its date than on those released on or after it, once its overall level and each benchmark’s difficulty are taken out.',
	'def.residualGap.how':
		'Least squares of every score of the table on one effect per model and one per benchmark, <code>{model}</code> (solved by alternating projections), then per model with a date (its cut-off, else its release date) <code>{gap}</code> over its benchmarks with a release date. Its standard error treats the model’s residuals as independent with the fit’s residual variance: <code>{se}</code> (rank = models + benchmarks − unconnected groups). Noise units z = gap ÷ standard error; it drops beyond noise when <code>{drop}</code>.',
	'def.residualGap.not':
		'A sign, not a proof: benchmarks released later can be harder for this model in ways the benchmark effect (the same for every model) does not remove, scores in a collected table come from different sources and settings, and the standard error ignores that the model’s own effect was fitted to the same scores.'
} as const;

export default enDefinitions;
