/**
 * English messages of the item view (src/features/items/views: the item table, the item panel, the review,
 * two models item by item, exclusions, fragility). Spread into en.ts; zh-CN-items.ts has the same
 * keys. Statistical symbols (tau-b, p, k) are placeholders, so the Chinese carries them as data.
 */
const enItems = {
	// ---- The screen ----
	'items.title': 'Items of <data>{name}</data>',
	'items.lead':
		'Before trusting a headline number, read the items: often the first failing one is mis-graded, ambiguous or impossible. The table puts the items most worth reading first.',
	'items.loading': 'Loading the items…',
	'items.missing': 'This dataset is not in the library (any more).',
	'items.loadFailed': 'The items could not be loaded: {reason}',
	'items.saveFailed': 'Your review could not be saved (it stays on this page): {reason}',
	'items.reviewReadOnly':
		'The stored review of this dataset could not be read, so changes are not saved (to keep it). Export the library to keep a copy.',
	'items.backToLibrary': 'Back to the library',
	'items.toAnalysis': 'Analysis',
	'items.openItems': 'Read the items',
	'items.openItemsOf': 'Items of {name}',
	'items.tabs': 'Item view sections',
	'items.tab.table': 'Items',
	'items.tab.review': 'Review',
	'items.tab.pair': 'Two models',
	'items.tab.fragility': 'Fragility',
	'items.exportJson': 'Export JSON',
	'items.exportCsv': 'Export CSV',
	'items.noDetails':
		'The imported files carried no item texts or outputs: only ids and scores can be shown.',
	'items.detailsTruncated': 'Long texts were cut at 4,000 characters when the files were imported.',
	'items.detailsFailed': 'The item texts could not be loaded: {reason}',

	// ---- Flags (core/items/item-flags.ts codes) ----
	'items.flag.inverted': 'inverted',
	'items.flag.nobodySolves': 'nobody solves it',
	'items.flag.everybodySolves': 'everybody solves it',
	'items.flag.pivotal': 'pivotal',
	'items.flag.judgeDisagrees': 'judge disagrees',
	'items.reason.inverted':
		'Strong models fail it while weak ones pass: item-rest correlation {r} (one-sided {pSymbol} = {p}), a classic sign of a wrong answer key.',
	'items.reason.invertedRest':
		'Models that solve it score {solvers} on the other items, models that fail it {failers} (item-rest correlation {r}, one-sided {pSymbol} = {p}): a classic sign of a wrong answer key.',
	'items.reason.nobodySolves':
		'None of the {graded, plural, one {# model} other {# models}} graded on it gets it right: impossible, or a wrong key?',
	'items.reason.everybodySolves':
		'All {graded, plural, one {# model} other {# models}} get it right: it cannot separate them.',
	'items.reason.pivotalLeader':
		'Removing this item alone changes the leader: <data>{below}</data> {belowAfter} against <data>{above}</data> {aboveAfter} (before: {belowBefore} and {aboveBefore}).',
	'items.reason.pivotalTopK':
		'Removing this item alone reorders a pair in the top {k}: <data>{below}</data> {belowAfter} against <data>{above}</data> {aboveAfter} (before: {belowBefore} and {aboveBefore}).',
	'items.reason.judgeDisagrees':
		'The judge’s scores are on average {d} away from the 0/1 reference; {flips, number} of {cells, plural, one {# cell} other {# cells}} change pass/fail.',

	'items.judge.label': '0/1 reference for “judge disagrees”',
	'items.judge.none': 'none',
	'items.judge.columns': 'Columns of the file',
	'items.judge.notBinary':
		'“{field}” does not hold 0/1 values only, so it cannot be the reference.',
	'items.judge.notJudged': 'Only continuous scores on [0, 1] can be compared with a 0/1 reference.',

	// ---- The table ----
	'items.table.label': 'Items, {count, plural, one {# shown} other {# shown}}',
	'items.col.id': 'Item',
	'items.col.category': 'Category',
	'items.col.solved': 'Solved by',
	'items.col.mean': 'Mean score',
	'items.col.difficulty': 'Difficulty',
	'items.col.discrimination': 'Discrimination',
	'items.col.flags': 'Flags',
	'items.col.default': 'Most worth reading first',
	'items.col.verdict': 'Verdict',
	'items.sortBy': 'Sort by {column}',
	'items.sortedAsc': 'ascending',
	'items.sortedDesc': 'descending',
	'items.solvedOf': '{solved, number} / {graded, number}',
	'items.help.difficulty': 'Difficulty = 1 − the mean score of the models graded on the item.',
	'items.help.discrimination':
		'Point-biserial (item-rest) correlation of the item with each model’s score on the other items, leave-one-out; negative: strong models fail it.',
	'items.filter.label': 'Filter the items',
	'items.filter.id': 'Item id contains',
	'items.filter.category': 'Category',
	'items.filter.anyCategory': 'All categories',
	'items.filter.flag': 'Flags',
	'items.filter.anyItem': 'All items',
	'items.filter.anyFlag': 'Any flag',
	'items.filter.noFlag': 'No flag',
	'items.filter.difficultyMin': 'Difficulty at least',
	'items.filter.discriminationMax': 'Discrimination at most',
	'items.filter.reset': 'Reset filters and order',
	'items.shown': '{shown, plural, one {# item} other {# items}} of {total, number} shown.',
	'items.excludeShown': 'Exclude the items shown',
	'items.excluded': 'excluded',
	'items.noneShown': 'No item matches these filters.',

	// ---- The item panel ----
	'items.panel.label': 'Item <data>{id}</data>',
	'items.panel.close': 'Close the item',
	'items.panel.text': 'Text',
	'items.panel.target': 'Target',
	'items.panel.noText': 'No text in the imported files.',
	'items.panel.noTarget': 'No target in the imported files.',
	'items.panel.outputs': 'Every model’s output and score',
	'items.panel.model': 'Model',
	'items.panel.score': 'Score',
	'items.panel.output': 'Output',
	'items.panel.noOutput': 'no output',
	'items.panel.notGraded': 'not graded',
	'items.panel.search': 'Search in this item',
	'items.panel.matches': '{count, plural, =0 {no match} one {# match} other {# matches}}',
	'items.panel.more': 'Show all {count, number} characters',
	'items.panel.less': 'Fold',
	'items.panel.flags': 'Why it is flagged',
	'items.panel.noFlags': 'No flag: nothing singles this item out.',
	'items.panel.exclude': 'Exclude this item',
	'items.panel.include': 'Bring this item back',
	'items.panel.review': 'Give a verdict',

	// ---- Verdicts (core/items/review.ts VERDICTS) ----
	'items.verdict.ok': 'ok',
	'items.verdict.misgraded': 'mis-graded',
	'items.verdict.ambiguous': 'ambiguous',
	'items.verdict.unrealistic': 'unrealistic',
	'items.verdict.harness': 'harness problem',
	'items.verdictHelp.ok': 'The item is fine: the failure is the model’s.',
	'items.verdictHelp.misgraded': 'The answer key or the grader is wrong.',
	'items.verdictHelp.ambiguous': 'The intent is not disambiguated: several answers are right.',
	'items.verdictHelp.unrealistic': 'Nobody would ask this in practice.',
	'items.verdictHelp.harness': 'The model could not have succeeded as the run was set up.',
	'items.verdict.none': 'not reviewed',
	'items.verdict.clear': 'Remove the verdict',

	// ---- Review mode ----
	'items.review.heading': 'Review the failing items',
	'items.review.lead':
		'One item per screen: read it and judge it. Keys: → or <code>{nextKey}</code> next, ← or <code>{previousKey}</code> previous, 1–5 a verdict, <code>{noteKey}</code> the note, <code>{unreviewedKey}</code> the next item without a verdict.',
	'items.review.order': 'Order',
	'items.review.orderStrongest': 'failed by the strongest models first',
	'items.review.orderRandom': 'random sample of the failing items',
	'items.review.orderNote':
		'The first order finds problems fastest; only the random one lets the flawed share speak for every failing item.',
	'items.review.position': 'Item {at, number} of {total, number}',
	'items.review.failedBy':
		'Strongest model failing it: <data>{model}</data> (rank {rank, number}).',
	'items.review.empty': 'No model fails any item: there is nothing to review.',
	'items.review.previous': 'Previous',
	'items.review.next': 'Next',
	'items.review.nextUnreviewed': 'Next without a verdict',
	'items.review.note': 'Note (optional)',
	'items.review.saveNote': 'Save the note',
	'items.review.saved': 'Saved with the dataset.',
	'items.review.keys': 'Verdicts',
	'items.review.keyHint': 'key {key}',

	// ---- The review's feedback ----
	'items.feedback.heading': 'What the review says',
	'items.feedback.none': 'No item reviewed yet.',
	'items.feedback.share':
		'Of {reviewed, plural, one {# failing item} other {# failing items}} reviewed, {flawed, plural, one {# was} other {# were}} flawed: {share} ({low}–{high}, exact 95% interval).',
	'items.feedback.projection':
		'If the reviewed items were a random sample of the {pool, number} failing items, about {estimate, number} of them ({low, number}–{high, number}) would be flawed.',
	'items.feedback.biased':
		'These items were reviewed strongest-failures first, chosen to find problems: the share overstates that of all failing items. Review in random order to estimate it.',
	'items.feedback.byVerdict': '{verdict}: {count, number}',
	'items.feedback.excludeFlawed': 'Re-rank without the flawed items',

	// ---- Exclusions, before / after ----
	'items.exclusions.heading': 'Excluded items: before and after',
	'items.exclusions.none':
		'No item is excluded. Exclude one from its panel, by a flag, by the filter, or from the review’s verdicts; the leaderboard is then shown before and after.',
	'items.exclusions.count':
		'{excluded, plural, one {# item} other {# items}} excluded, {kept, number} kept.',
	'items.exclusions.tau': 'Kendall {symbol} between the scores before and after: {value}.',
	'items.exclusions.flagged': 'Exclude the inverted and nobody-solves items',
	'items.exclusions.clear': 'Bring every item back',
	'items.exclusions.model': 'Model',
	'items.exclusions.before': 'Before',
	'items.exclusions.after': 'After',
	'items.exclusions.rankBefore': 'Rank before',
	'items.exclusions.rankAfter': 'Rank after',
	'items.exclusions.moved': 'Change',
	'items.exclusions.emptyModel': 'no item left',

	// ---- Two models ----
	'items.pair.heading': 'Two models, item by item',
	'items.pair.a': 'Model A',
	'items.pair.b': 'Model B',
	'items.pair.same': 'Pick two different models.',
	'items.pair.bothRight': 'both right',
	'items.pair.onlyA': 'only A right',
	'items.pair.onlyB': 'only B right',
	'items.pair.bothWrong': 'both wrong',
	'items.pair.missing': 'A or B not graded',
	'items.pair.cell': '{label}: {count, plural, one {# item} other {# items}}',
	'items.pair.show': 'Show these items',
	'items.pair.difference':
		'Paired difference A − B: {diff} (95% interval {low} to {high}); {test}, two-sided {pSymbol} = {p}.',
	'items.pair.test.mcnemar': '{name}’s test (mid-{pSymbol})',
	'items.pair.test.ttest': 'paired {t}-test',
	'items.pair.test.clusteredT': 'paired {t}-test with clustered standard errors',
	'items.pair.continuousList': 'Items by difference A − B, largest first',
	'items.pair.diffCol': 'A − B',
	'items.pair.moreItems': '… and {count, plural, one {# more item} other {# more items}}.',
	'items.pair.noItems': 'No item.',
	'items.power.heading': 'Is A really better than B?',
	'items.power.detectable':
		'With these {n, number} items, the {test} detects a true difference of {detectable} or more with {power} power (two-sided, level {alpha}): the minimum detectable effect.',
	'items.power.noDetectable':
		'With these {n, number} items, of which only {discordant, plural, one {# is} other {# are}} solved by one model and not the other, no difference reaches {power} power with the {test}.',
	'items.power.needed':
		'To detect a true difference as large as the observed one ({diff}) with {power} power, about {needed, plural, one {# item} other {# items}} of this kind would be needed (the test set has {n, number}).',
	'items.power.zeroObserved':
		'The observed difference is exactly zero, so no number of items is “needed” to detect it.',
	'items.power.not':
		'Power describes the test, not these two models: it is not the probability that A is better. The power “at the observed difference” is left out on purpose: it only restates the {pSymbol}-value (<data>{hoenig}</data>).',
	'items.power.source.mcnemar':
		'{name}’s test by the normal approximation of <data>{connor}</data>, at this pair’s share of items that exactly one model solves ({psi}).',
	'items.power.source.ttest':
		'Paired {t}-test: noncentral {t} with n − 1 degrees of freedom, as <data>{statsmodels}</data>.',
	'items.power.source.clusteredT':
		'Clustered {t}-test: noncentral {t} over the {clusters, number} cluster totals ({clusters, number} − 1 degrees of freedom), as <data>{statsmodels}</data>; more items assumed to come in clusters of the same sizes.',
	'items.power.tooFewItems': 'Fewer than two items graded for both models.',
	'items.power.noVariance':
		'The two models score the same on every item: no variance to work with.',

	// ---- Fragility ----
	'items.fragility.heading': 'How fragile is the verdict?',
	'items.fragility.lead':
		'The fewest items whose removal changes the verdict. Exact for 0/1 scores (it follows from the items where one model is right and the other wrong); for continuous scores a greedy search by largest difference, which may remove more than needed.',
	'items.fragility.compute': 'Find the fewest items',
	'items.fragility.leader':
		'Removing {removals, plural, one {# item} other {# items}} of {n, number} ({share}) makes <data>{challenger}</data> the leader instead of <data>{leader}</data>.',
	'items.fragility.leaderTie':
		'{removals, plural, one {# item} other {# items}} ({share}) bring <data>{challenger}</data> level with it.',
	'items.fragility.topK':
		'Removing {removals, plural, one {# item} other {# items}} ({share}) puts <data>{challenger}</data> ahead of <data>{overtaken}</data> and changes the top {k}.',
	'items.fragility.never': 'No removal of items changes this.',
	'items.fragility.exact': 'exact',
	'items.fragility.greedy': 'greedy (an upper bound)',
	'items.fragility.method': 'Method: {method}.',
	'items.fragility.items': 'The items to remove',
	'items.fragility.excludeThem': 'Exclude these items'
} as const;

export default enItems;
