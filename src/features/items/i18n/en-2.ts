/**
 * English messages of the item view's worker jobs (the table, the fragility, the re-rank: their
 * progress, cancellation and failures) and of the exclusion marker on saved runs. Spread into
 * en.ts; zh-CN-items2.ts has the same keys.
 */
const enItems2 = {
	'items2.building': 'Computing the item statistics…',
	'items2.progress': 'Progress',
	'items2.cancelled': 'Cancelled.',
	'items2.rebuilding': 'Recomputing the flags with the new reference…',
	'items2.reranking': 'Re-ranking without the excluded items…',
	'items2.searching': 'Searching the fewest items…',
	'items2.workerFailed': 'The item computation stopped: {reason}. Reload the page to try again.',
	'items2.topK': 'Top {k, number} as in the analysis settings (at most models − 1).',
	'items2.saved.excluded':
		'Without {count, plural, one {# excluded item} other {# excluded items}} ({kept, number} of {total, number} analysed, set <data>{id}</data>)',
	'items2.saved.otherSet':
		'This saved run left out {count, plural, one {# item} other {# items}} (set <data>{id}</data>); its settings now run on the items of the current analysis.'
} as const;

export default enItems2;
