/**
 * English messages of a run's extras while they are computed after its main result
 * (views/analysis/ExtrasState.svelte). Spread into en.ts; zh-CN-run-extras.ts has the same keys.
 */
const enRunExtras = {
	'extras.pending':
		'The main result above is complete. Still computing the extra statistics (agreement, standard errors, paired tests of neighbours, rank probabilities, who beats whom and rank confidence sets)…',
	'extras.stop': 'Stop computing them',
	'extras.cancelled':
		'The extra statistics (agreement, standard errors, paired tests, rank details) were stopped before they were ready; the main result above is complete. Run again to get them.',
	'extras.failed':
		'The extra statistics (agreement, standard errors, paired tests, rank details) could not be computed: a worker stopped. The main result above is complete; run again to try once more.',
	'extras.exportWait': 'The exports are ready once the extra statistics are.',

	// ---- Trials per cell beside the standard errors (views/analysis/RunDetails.svelte) ----
	'details.se.explainTrials':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (two-level standard error: the items, then the trials within each item; t with n − 1 degrees of freedom). About the full test set as a sample of items and of attempts, not about the perturbation.',
	'details.se.explainTrialsSample':
		'Standard error of each model’s score on the full test set and the 95% interval it gives (two-level standard error: the items, then the trials within each item; t with n − 1 degrees of freedom), and the conservative rank read from those intervals. About the full test set as a sample of items and of attempts, not about the perturbation.',
	'details.se.seTrials': 'SE (items + trials)',
	'details.se.seTrialsPoints': 'SE (items + trials, points)',
	'details.se.trialsShare': 'From trials',
	'details.se.oneTrial': 'SE with 1 trial',
	'details.se.oneTrialPoints': 'SE with 1 trial (points)',
	'details.trials.known':
		'Cells are means of {same, select, yes {{max, plural, one {# trial} other {# trials}}} other {{min, number} to {max, number} trials}}{some, select, yes { (some cells’ trials are unknown: they add no within-item variance)} other {}}. The standard error counts the variance between items and the trials’ variance within each item; the trials make {lo} to {hi} of it, depending on the model. “SE with 1 trial” is what one attempt per item would give.',
	'details.trials.unknown':
		'Trials per cell unknown: each cell counts as one observation. If the scores are means of several attempts, this standard error still holds (each cell mean carries its trials’ noise), but how much of it the attempts make cannot be shown, and “Fewer trials” cannot run. Import a trials column (<code>{columns}</code>) to see it.',
	'details.trials.oneTrial':
		'One trial per cell: a single attempt gives no within-item variance to estimate; the standard error is the plain one.',
	'details.trials.notUnit':
		'Trials per cell are known, but the within-item variance needs scores between 0 and 1 (pass/fail attempts); the standard error is the plain one.',
	'details.trials.clustered':
		'Cells are means of several trials; with a cluster column the intervals use the clustered standard error, which also carries the trials’ noise.',
	'extras.floorAfter':
		'Measuring the noise floor this result is read against: {done, number} of {total, number} resamples of the full test set (a large dataset: the result came first). The sentence above compares the run with sampling noise once it is in.'
} as const;

export default enRunExtras;
