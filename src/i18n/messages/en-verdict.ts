/**
 * English: the short verdict that opens every result (`verdict.*`; facts in core/headline.ts,
 * words in report/verdict.ts): the three findings — how far the scores moved against sampling
 * noise, where the ranking falls against its noise band, whether the leader held — each with its
 * number, in at most `VERDICT_BUDGET.en` words (tests/unit/report/verdict.test.ts). The full
 * sentence (`headline.*`) is one click away, behind "Why?". zh-CN-verdict.ts has the same keys.
 */
const enVerdict = {
	'verdict.sentence': '{scores}; {ranking}; {leader}.',
	'verdict.fewItems':
		'Only {shared, plural, one {# shared item} other {# shared items}} (under {minimum, number}): too few to rank models, so no verdict; the numbers are in the full sentence.',
	// ---- how far the scores moved, against sampling noise ----
	'verdict.noise': 'Sampling noise alone moves scores up to ±{swing}',
	'verdict.moved':
		'{who, select, variants {Variants typically moved scores} variant {The variant moved scores} regraded {Regraded scores moved} proven {The proven worst case moves scores} found {The worst case found moves scores} stopped {The worst case found in time moves scores} other {Scores moved}} {change}{ratio, select, none {} other {, {ratio}× noise}}',
	'verdict.movedStep':
		'At strength {step}, scores moved {change}{ratio, select, none {} other {, {ratio}× noise}}',
	'verdict.notCompared':
		'{why, select, entrants {Scores not compared (other entrants)} other {Scores not compared (pass shares instead)}}',
	// ---- the ranking, against its noise band ----
	'verdict.ranking':
		'{verdict, select, below {ranking below its noise band} above {ranking above its noise band} inside {ranking inside its noise band} other {ranking at}} (tau-b {tau})',
	'verdict.noisePairs':
		'{pairs, select, yes {two such test sets rank at tau-b {low}–{high}} other {tau-b {low}–{high} with the full set}}',
	'verdict.tied': 'every model tied (no tau-b)',
	'verdict.countsSome':
		'{count, number} of {n, number} {which, select, above {rankings above} other {rankings below}} their noise band (tau-b {tau})',
	'verdict.countsAll': 'all {n, number} rankings inside their noise band (tau-b {tau})',
	'verdict.countsNone': 'rankings at tau-b {tau}',
	'verdict.sweepBelow': 'ranking below its noise band from strength {at} (tau-b {tau})',
	'verdict.sweepInside': 'ranking inside its noise band at all {steps, number} steps',
	'verdict.sweepLowest': 'lowest tau-b {tau}',
	// ---- the leader ----
	'verdict.leaderShare':
		'{all, select, yes {leader first in every draw} other {leader first in {kept} of draws}}',
	'verdict.leaderOf': 'leader first in {first} of {n, number}',
	'verdict.leaderPlace':
		'{place, select, yes {leader stays first} tied {leader shares first place} other {leader loses first place{to, select, none {} other { to <data>{to}</data>}}}}',
	// ---- a size sweep asks another question: from what size two test sets agree ----
	'verdict.sizeSettles':
		'Two disjoint test sets of {at, number} items agree at tau-b {tau} (at least {level}); leader first in {kept} of draws at that size.',
	'verdict.sizeNever':
		'Two disjoint test sets of {last, number} items agree only at tau-b {tau}, under {level}: the ranking does not settle.',
	'verdict.sizeNone': 'No sizes to compare.',
	// ---- the folded panels under the two charts (views/analysis/ResultPanel.svelte) ----
	'panel.ranks.title': 'Ranks and first place',
	'panel.ranks.summary':
		'each of the {n, number} models’ 95% rank interval and P(first); the leader is first in {kept} of draws',
	'panel.ties.title': 'Ties, rank probabilities and who beats whom',
	'panel.ties.summary':
		'{groups, plural, one {# tie group} other {# tie groups}} among {n, number} models; the first holds {top, plural, one {# model} other {# models}}',
	'panel.scatter.summary': 'each model’s mean score over the draws against its full-set score',
	'panel.agreement.summary':
		'Spearman rho {rho}; the top {k, number} kept as a set in {share} of draws',
	'panel.pairs.summary':
		'{n, plural, one {# pair of neighbours} other {# pairs of neighbours}} tested; {differ, plural, =0 {none differs} one {# differs} other {# differ}} after Holm’s correction',
	'panel.se.summary': 'standard errors and 95% intervals of the {n, number} full-set scores',
	'panel.variants.summary':
		'{n, plural, one {# variant} other {# variants}}: each one’s change, tau-b and reading against the noise band',
	'panel.split.summary':
		'{dropped, number} dropped and {rose, number} rose beyond noise and beyond the others, of {n, number} models',
	'panel.steps.title': 'Each step',
	'panel.steps.summary': '{n, plural, one {# step} other {# steps}}: the numbers behind the charts',
	// ---- the control that opens the full sentence ----
	'verdict.why': 'Why?',
	'verdict.whyTitle': 'The full sentence, what each figure is, and the run',
	'verdict.whySeparator': ', ',
	'verdict.whyDefinitions': 'What the figures are:'
} as const;

export default enVerdict;
