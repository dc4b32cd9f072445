/**
 * English messages that say what an inferential number is: the Holm family each table adjusts
 * over (core/holm-families.ts). Spread into en.ts; zh-CN-inference.ts has the same keys.
 */
const enInference = {
	// ---- Holm families (core/holm-families.ts) ----
	'holm.neighbours':
		'Adjusted p: Holm-adjusted over the {n, plural, one {# neighbouring pair} other {# neighbouring pairs}} shown (this table’s family).',
	'holm.all':
		'Adjusted p: Holm-adjusted over all {n, plural, one {# pair} other {# pairs}} of the {models, number} models ({models, number} × {less, number} / 2; this table’s family).',
	'holm.allNeighbours':
		'Adjusted p: Holm-adjusted over the {n, plural, one {# neighbouring pair} other {# neighbouring pairs}} of the {models, number} models (above {max, number} models only neighbours are tested; this table’s family).',
	'holm.largerThere':
		'“Who beats whom” adjusts the same pairs over {scope, select, all {all {size, number} pairs} other {{size, number} neighbouring pairs}}, so {differing, plural, one {# of these pairs has} other {# of these pairs have}} a larger adjusted p there: <data>{a}</data> vs <data>{b}</data> has {here} here and {there} there. Both are right; they answer for different families.',
	'holm.smallerThere':
		'“Neighbours in the ranking” adjusts only its {size, plural, one {# neighbouring pair} other {# neighbouring pairs}}, so the same pairs have smaller adjusted p-values there ({differing, plural, one {# pair differs} other {# pairs differ}}: <data>{a}</data> vs <data>{b}</data> has {here} here and {there} there).',

	'variants.thresholdNote':
		'Bars: each model’s pass share, from its lowest to its highest across the thresholds. Dot: its mean score (the reference), a different quantity, shown for the ranking it gives; compare the bars with each other, not with the dot.',

	// ---- Strata are not clusters (core/stats/cluster-columns.ts, core/stats/strata.ts) ----
	'clusterReason.strata': 'equal-sized groups: strata, not clusters',
	'strata.note':
		'<data>{column}</data>: {groups, number} groups, {modal, number} of them of exactly {size, plural, one {# item} other {# items}}. Equal sizes are how a design fixes its strata (the same number of items taken from every group), not a sign that items were sampled together, so this column is not proposed for clustering. Clustering treats fixed strata as sampled groups: on this dataset it would make the standard errors {clustered}× the plain ones, while a stratified standard error would be {stratified}× (median over {models, plural, one {# model} other {# models}}; <data>{cochran}</data>). The plain standard error, slightly conservative here, is the one to read; choose the column only if its groups were themselves sampled (<data>{abadie}</data>).',
	'strata.summary':
		'Why <data>{column}</data> is not proposed for clustering (its groups are strata)',
	'strata.chosen':
		'You chose <data>{column}</data> for clustering: the clustered figures treat its strata as sampled groups and overstate the uncertainty.',

	// ---- Flags worth reading (core/items/flag-counts.ts) ----
	'flags.summary':
		'{items, plural, one {# item} other {# items}} × {models, plural, one {# model} other {# models}}; {flagged, plural, =0 {no item flagged} one {# item flagged} other {# items flagged}}{flagged, plural, =0 {} other {: {kinds}}}.',
	'flags.kind.inverted': '{n, number} inverted',
	'flags.kind.nobodySolves': '{n, number} nobody solves',
	'flags.kind.judgeDisagrees': '{n, number} judge disagrees',
	'flags.kind.pivotal': '{n, number} pivotal',
	'flags.everybody':
		'{n, plural, =0 {No item is solved by every model.} one {# item is solved by every model, which does not rank anyone: information, not a flag.} other {# items are solved by every model, which does not rank anyone: information, not a flag.}}',
	'flags.fdrLabel': 'False discovery rate of “inverted”',
	'flags.fdrExplain':
		'<data>{bh}</data> across the {tested, plural, one {# item} other {# items}} with an item-rest correlation: an item is inverted when its correlation is ≤ {threshold} and its adjusted {pSymbol} ≤ this level, so about this share of the inverted items may be flagged by chance. Tested one by one at {level} without the adjustment, {unadjusted, plural, one {# item} other {# items}} would be flagged.',
	'flags.information': '{label} (information, not a flag)',
	'flags.infoHeading': 'Information',
	'items.reason.invertedFdr':
		'<data>{bh}</data> adjusted {pSymbol} = {q} across {tested, plural, one {# item} other {# items}} (false discovery rate {fdr}).'
} as const;

export default enInference;
