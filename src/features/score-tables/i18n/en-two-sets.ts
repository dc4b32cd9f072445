/**
 * English: the two-test-set view measured against noise (`tables.noise.*`: the sentence of
 * src/features/score-tables/report/two-test-sets.ts and the panel's inputs, figures and table). Spread into en.ts.
 */
const enTwoSets = {
	// ---- The sentence (src/features/score-tables/report/two-test-sets.ts) ----
	'tables.noise.dropNoSE':
		'Over {n, plural, one {# model} other {# models}}, scores {direction, select, rise {rose by} other {dropped by}} {amount} on average. Give each test set’s item count, or its items, to measure this against sampling noise.',
	'tables.noise.dropAll':
		'Over {n, plural, one {# model} other {# models}}, scores {direction, select, rise {rose by} other {dropped by}} {amount} on average, {lo}–{hi} times their combined sampling error (median {median}): {each, select, rise {every rise is} other {every drop is}} beyond sampling noise.',
	'tables.noise.dropNone':
		'Over {n, plural, one {# model} other {# models}}, scores {direction, select, rise {rose by} other {dropped by}} {amount} on average, within sampling noise for every model (at most {most} times the combined sampling error).',
	'tables.noise.dropMixed':
		'Over {n, plural, one {# model} other {# models}}, scores {direction, select, rise {rose by} other {dropped by}} {amount} on average: {dropped, number} of {models, number} models dropped by more than {z} times their combined sampling error, {rose, number} rose by more, and {within, number} moved less.',
	'tables.noise.lineOn':
		'The models sit on the {axes, select, probit {probit line} other {fitted line}} within sampling noise: residual SD {sd} against a sampling SE of {se} per model; {off, plural, one {# of {models, number} lies} other {# of {models, number} lie}} beyond 1.96 SE, where about {expected} would by chance (chi-square {p}).',
	'tables.noise.lineOff':
		'The models scatter around the {axes, select, probit {probit line} other {fitted line}} more than sampling noise gives: residual SD {sd} against a sampling SE of {se} per model; {off, plural, one {# of {models, number} lies} other {# of {models, number} lie}} beyond 1.96 SE, where about {expected} would by chance (chi-square {p}).',
	'tables.noise.sizeItems': 'a {items}-item test set',
	'tables.noise.sizeUnknown':
		'a test set the size of the {side, select, original {original one} other {new one}}',
	'tables.noise.tau.inside':
		'The ranking kept tau-b {tau}, inside what sampling noise alone gives between two independent draws of {size} (median {pair}; 5–95%: {q05}–{q95}).',
	'tables.noise.tau.below':
		'Tau-b between the two rankings is {tau}, below what sampling noise alone gives between two independent draws of {size} (median {pair}; 95% of them stay above {q05}): the ranking changed more than sampling noise explains.',
	'tables.noise.tau.above':
		'Tau-b between the two rankings is {tau}, above what sampling noise alone gives between two independent draws of {size} (median {pair}; 95% of them stay below {q95}): the two agree better than two such test sets usually do, as when the other set is much larger and so has much less noise of its own.',
	'tables.noise.tauApprox.inside':
		'Tau-b between the two rankings is {tau}, inside an approximate floor for two independent draws of {size} (median {pair}; 5–95%: {q05}–{q95}). The approximation redraws each model on its own, but models err on the same items, which keeps real rankings steadier: the real floor is higher, so this does not show that the ranking held within noise. Add that test set’s items for the real floor.',
	'tables.noise.tauApprox.below':
		'Tau-b between the two rankings is {tau}, below even an approximate floor for two independent draws of {size} (95% of its redraws stay above {q05}). The approximation redraws each model on its own and sits too low (models err on the same items), so the real floor is higher still: the ranking changed more than sampling noise explains.',
	'tables.noise.tauApprox.above':
		'Tau-b between the two rankings is {tau}, above an approximate floor for two independent draws of {size} (median {pair}; 95% of its redraws stay below {q95}). That is expected of the approximation: it redraws each model on its own, but models err on the same items, which keeps real rankings steadier, so the real floor is higher. Add that test set’s items for the real floor.',
	'tables.noise.tauPending':
		'Tau-b between the two rankings is {tau}; its noise floor has not been drawn yet.',
	'tables.noise.tauNoFloor':
		'Tau-b between the two rankings is {tau}. Give an item count, or the items, of the smaller test set to read it against the noise floor.',

	// ---- Definitions (linked) ----
	'tables.def.noiseUnits.term': 'Noise units',
	'tables.def.noiseUnits.what':
		'A change divided by its sampling standard error: how many times larger it is than what redrawing the test items alone gives (Miller 2024).',
	'tables.def.noiseFloor.term': 'Noise floor',
	'tables.def.noiseFloor.what':
		'Tau-b between the rankings of test sets that differ only by the draw of their items: bootstrap resamples of the items (Efron 1979).',

	// ---- Inputs ----
	'tables.noise.heading': 'Against sampling noise',
	'tables.noise.help':
		'A change means something only beside the noise of the test sets that measured it. Each set’s standard error comes from its items when you give them, else from the table’s standard errors, else from its item count: √(p (1 − p) / n) for scores that are a share of items right (0/1 per item). The two sets are taken as drawn independently.',
	'tables.noise.nOriginal': 'Items in the original test set',
	'tables.noise.nNew': 'Items in the new test set',
	'tables.noise.items': 'Per-item data',
	'tables.noise.itemsNone': 'none',
	'tables.noise.itemsFor': 'Items of',
	'tables.noise.side.original': 'the original test set',
	'tables.noise.side.new': 'the new test set',
	'tables.noise.itemsHelp':
		'A stored per-item dataset (models matched by name): its item-level standard errors, and the noise floor drawn by resampling its items, which keeps what independent redraws lose: models err on the same items.',
	'tables.noise.itemsMissing': 'That dataset is no longer in the library.',
	'tables.noise.itemsLoading': 'Reading the items…',
	'tables.noise.itemsGap':
		'The items’ means differ from the table’s scores by up to {gap} standard errors: these items may not be this test set.',
	'tables.noise.itemsUnmatched':
		'{n, plural, one {# model} other {# models}} of the comparison have no column in the items: the floor ranks the other {k, number}.',
	'tables.noise.source.items': 'item-level standard errors over {n, number} items',
	'tables.noise.source.table': 'the table’s standard errors',
	'tables.noise.source.binomial': 'binomial standard errors for {n, number} items',
	'tables.noise.source.none': 'no standard errors',
	'tables.noise.sources': 'Original: {original}. New: {new}.',

	// ---- The floor ----
	'tables.noise.floorRunning': 'Drawing the noise floor from the items… {share}',
	'tables.noise.floorCancelled': 'The noise floor was not drawn (cancelled).',
	'tables.noise.floorError': 'The noise floor could not be drawn: {detail}',
	'tables.noise.floorAgain': 'Draw the floor',
	'tables.noise.floorItems':
		'Noise floor of {size}: {pairs, number} pairs of full-size bootstrap resamples of the items of <data>{dataset}</data> (seed {seed, number}), over {models, number} models.',
	'tables.noise.floorApprox':
		'Approximate noise floor of {size}: each model’s score redrawn on its own from its standard error, {pairs, number} pairs (seed {seed, number}). Models err on the same items, which keeps real rankings steadier, so the real floor is HIGHER than this one. Give that test set’s items for the real floor.',

	// ---- Figures and the table ----
	'tables.noise.dropUnits': 'Drop in noise units',
	'tables.noise.dropUnitsValue': '{min}–{max} (median {median})',
	'tables.noise.lineVsNoise': 'Residual SD against sampling SE',
	'tables.noise.lineVsNoiseValue': '{sd} against {se}',
	'tables.noise.floorPair': 'Tau-b floor: two test sets of this size',
	'tables.noise.floorReference': 'Tau-b floor: one against the exact ranking',
	'tables.noise.floorValue': '{median} (5–95%: {q05}–{q95})',
	'tables.noise.col.units': 'Drop ÷ SE',
	'tables.noise.col.residualUnits': 'Residual ÷ SE',
	'tables.noise.col.onLine': 'On the line',
	'tables.noise.onLine.yes': 'within noise',
	'tables.noise.onLine.no': 'off the line',
	'tables.noise.allModels': 'All {n, number} models in noise units',
	'tables.noise.tableNote':
		'Drop ÷ SE: (original − new) over the combined standard error of both sets. Residual ÷ SE: the distance from the line over its sampling SE (delta method on the line’s axes); within noise when under 1.96.'
} as const;

export default enTwoSets;
