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
	'extras.exportWait': 'The exports are ready once the extra statistics are.'
} as const;

export default enRunExtras;
