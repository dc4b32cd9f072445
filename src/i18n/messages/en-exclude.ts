/**
 * English messages of "exclude and re-rank" in the analysis (issue 13): the banner saying which
 * items a run leaves out, a link whose exclusion set is not the stored one, and the leaderboard
 * before and after. Spread into en.ts; zh-CN-exclude.ts has the same keys.
 */
const enExclude = {
	'exclude.banner':
		'{count, plural, one {# item} other {# items}} excluded: this analysis runs on {kept, number} of {total, number} items.',
	'exclude.list': 'Which items',
	'exclude.more': '… and {count, number} more',
	'exclude.toItems': 'Open them in the item view',
	'exclude.all': 'Run on all items',
	'exclude.setId': 'Exclusion set {id}',
	'exclude.unknown':
		'{count, plural, one {# excluded item is not in this dataset and was ignored.} other {# excluded items are not in this dataset and were ignored.}}',
	'exclude.mismatch.heading': 'This link leaves out another set of items than the stored one',
	'exclude.mismatch.stored':
		'The link names exclusion set <data>{requested}</data>, but the set stored with this dataset is <data>{stored}</data> ({count, plural, one {# item} other {# items}}): it was changed since the link was made. Nothing was run, so that no result is shown for a set you did not choose.',
	'exclude.mismatch.none':
		'The link names exclusion set <data>{requested}</data>, but no item of this dataset is excluded any more. Nothing was run, so that no result is shown for a set you did not choose.',
	'exclude.mismatch.useStored':
		'Run without the stored {count, plural, one {# item} other {# items}}',
	'exclude.empty':
		'The exclusion set <data>{id}</data> leaves no item to analyse. Bring some items back in the item view, or run on all items.',
	'exclude.refused':
		'The run did not start: choose which items to leave out first (see the note on exclusions).',
	'exclude.offer':
		'{count, plural, one {# item is} other {# items are}} marked as excluded in the item view; this analysis runs on every item.',
	'exclude.offer.apply': 'Rerun without them',
	'exclude.loadFailed':
		'The stored exclusions could not be read, so this analysis runs on every item.',
	'exclude.analyse':
		'Rerun the analysis without {count, plural, one {this item} other {these # items}}',
	'exclude.analyseNote':
		'The analysis runs on every item until you rerun it without the excluded ones (the link then keeps the set).',

	// ---- Before / after ----
	'exclude.ba.heading': 'Before and after excluding',
	'exclude.ba.lead':
		'The reference leaderboard (no perturbation) on all {total, number} items and on the {kept, number} analysed.',
	'exclude.ba.tau': 'Kendall {symbol} between the two rankings: {value}.',
	'exclude.ba.tauUndefined':
		'Kendall {symbol} between the two rankings is undefined (a ranking is all ties).',
	'exclude.ba.leaderSame': 'The leader stays <data>{model}</data>.',
	'exclude.ba.leaderChanged':
		'The leader changes from <data>{before}</data> to <data>{after}</data>.',
	'exclude.ba.model': 'Model',
	'exclude.ba.scoreBefore': 'Score, all items',
	'exclude.ba.scoreAfter': 'Score, without excluded',
	'exclude.ba.change': 'Change',
	'exclude.ba.rankBefore': 'Rank before',
	'exclude.ba.rankAfter': 'Rank after',
	'exclude.ba.moved': 'Moved',
	'exclude.ba.movedUp': 'up {n, number}',
	'exclude.ba.movedDown': 'down {n, number}',
	'exclude.ba.noItemLeft': 'no item left'
} as const;

export default enExclude;
