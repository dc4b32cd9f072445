/**
 * English: the verdict sentence that opens every analysis (`headline.*`; facts in
 * core/headline.ts and core/noise-facts.ts, words in report/headline-text.ts) and the table of a
 * split model by model (`split.*`, views/analysis/VariantsResults.svelte). Spread into en.ts;
 * zh-CN-headline.ts has the same keys.
 */
const enHeadline = {
	// ---- Headline sentences (facts: core/headline.ts; words: report/headline-text.ts) ----
	'headline.noise':
		'Sampling noise: {same, select, yes {with {items, number} items, each score is known to within ±{swing}} other {on test sets of {items, number} of the {n, number} items, each score stays within ±{swing} of its full-set score in 95% of draws}} (the widest 95% interval, <data>{model}</data>’s){pairs, select, yes {, and two test sets of this size from the same pool rank the models with Kendall tau-b between {low} and {high} (90% of pairs)} other {, and these test sets rank the models with Kendall tau-b between {low} and {high} against the full set (90% of draws)}}; the leader (<data>{leader}</data>) is first in {kept} of the draws. A test set from a changed source can move scores further: try a shift.',
	'headline.noiseTied':
		'Sampling noise: each score stays within ±{swing} of its full-set score in 95% of draws (the widest 95% interval, <data>{model}</data>’s); Kendall tau-b is undefined because every model tied.',
	'headline.vsResample':
		'{ratio} times what a resample of this size from the same pool moves them ({noise}){band, select, within {: within sampling noise} other {}}',
	'headline.vsFull':
		'{verdict, select, below {below what} above {above what} other {inside what}} a resample of this size gives against the full set ({low}–{high}{share, select, none {} other {; {share} of resamples move the ranking more}})',
	'headline.shift':
		'{imitates, select, grading {Once regraded, a typical draw} other {A typical draw}} moved the scores by {change} (the mean over models of |score change|, median over {draws, plural, one {# draw} other {# draws}}){ratio, select, none {} other {, {vsResample}}}; on average over the draws they drift by {drift}{units, select, none {} other { ({units} standard errors)}}. In 95% of draws each score stays within {swing} of its full-set score (widest: <data>{model}</data>). The ranking kept a median Kendall tau-b of {tau} with the full set{verdict, select, none {} other {, {vsFull}}}; the leader (<data>{leader}</data>) {all, select, yes {was first in every draw} other {was first in {kept} of draws}}{floor, select, no {} other { (a resample alone: {leaderFloor})}}.',
	'headline.shiftTied':
		'{imitates, select, grading {Once regraded, a typical draw} other {A typical draw}} moved the scores by {change} (the mean over models of |score change|, median over {draws, plural, one {# draw} other {# draws}}){ratio, select, none {} other {, {vsResample}}}; on average over the draws they drift by {drift}{units, select, none {} other { ({units} standard errors)}}. In 95% of draws each score stays within {swing} of its full-set score (widest: <data>{model}</data>). Kendall tau-b is undefined because every model tied.',
	'headline.entrants':
		'Other entrants: with {removed} of the models removed{weak, plural, =0 {} one { and # weak model added} other { and # weak models added}}, the models present rank with a median Kendall tau-b of {tau} against the full leaderboard{verdict, select, none {} other {, {vsFull}}}; the leader (<data>{leader}</data>) was first in {kept} of the {present, number} draws it took part in. Scores are not compared: {method, select, mean {a model’s mean score does not depend on who else takes part} other {these scores depend on who else takes part}}.',
	'headline.oneVariant':
		'In the one variant, scores moved {moved} on average over models{ratio, select, none {} other {, {vsResample}}}{units, select, none {} other {; the typical model moved {units} standard errors}} (the largest single change: {max}, <data>{model}</data>); the ranking kept Kendall tau-b {tau} with the full set{verdict, select, none {} other {, {vsFull}}}; the leader (<data>{leader}</data>) {kept, select, yes {is still first} tied {shares first place} other {is no longer first}}.',
	'headline.verdictCounts':
		'{below, number} of {n, number} below, {inside, number} inside and {above, number} above what a resample of this size gives against the full set ({low}–{high})',
	'headline.variants':
		'Across the {n, number} variants, the typical variant moved the scores by {typical} (the mean over models of |score change|){ratio, select, none {} other {, {vsResample}}}; each variant’s own change: {moves}{units, select, none {} other {, {units} standard errors for the typical model}} (the largest single change: {max}, <data>{model}</data>). Kendall tau-b with the full set {sameTau, select, yes {was {tauMin}} other {ranged from {tauMin} to {tauMax}}}{floor, select, none {} other {: {counts}}}; the leader (<data>{leader}</data>) was first in {first} of {n, number}.',
	'headline.variantsTied':
		'Across the {n, number} variants, scores moved {moves} on average per variant (the largest single change: {max}, <data>{model}</data>); tau-b is undefined in every variant (every model tied); the leader (<data>{leader}</data>) was first in {first} of {n, number}.',
	'headline.split':
		'{cutoff, select, none {From the first variant to the second} other {From the items before {cutoff} to those from it on}}, {dropped, plural, =0 {no model dropped} other {{droppedList} dropped}} beyond sampling noise and beyond the other models{rose, plural, =0 {} other {, and {roseList} rose}}; {others, plural, =0 {no other model is left} one {the other model moved {othersRange}} other {the other # models moved {othersRange}}}.',
	'headline.splitModel': '<data>{model}</data> ({change}, {units} times its noise)',
	'headline.splitSeparator': ', ',
	'headline.thresholds':
		'Graded pass or fail at {n, plural, one {# threshold} other {# thresholds}}, the models rank with Kendall tau-b {sameTau, select, yes {{tauMin}} other {from {tauMin} to {tauMax}}} against their mean scores{floor, select, none {} other {: {counts}}}; the leader (<data>{leader}</data>) was first at {first} of {n, number}. A pass share and a mean score are different measures, so their difference is not reported as a score change.',
	'headline.search':
		'{found, select, proven {The worst case (proven)} stopped {The worst case found before the search was stopped (not proven)} other {The worst case found (not proven)}} with each category’s item weight within ±{bound}: its certificate moves the scores {moved} on average over models{ratio, select, none {} other {, {vsResample}}}{units, select, none {} other {; the typical model moves {units} standard errors}} (the largest change: {max}), and ranks the models at Kendall tau-b {tau} with the full set{verdict, select, none {} other {, {vsFull}}}; under it the leader (<data>{leader}</data>) {stays, select, yes {stays first} tied {shares first place with <data>{first}</data>} other {loses first place to <data>{first}</data>}}.',
	'headline.searchBound':
		'What it did prove: no weighting within the bound goes below tau-b {lower}.',
	'headline.fewItems':
		'Only {shared, plural, one {# item is} other {# items are}} scored for every model: under {minimum, number} items a test set cannot rank models (a score near 50% then has a standard error of 9 points or more, and the normal approximation behind “within noise” is not to be trusted), so these numbers come without a verdict.',
	'headline.sizeEmpty': 'The size sweep has no draws.',
	'headline.sizeNoReplication':
		'The replication figure (two disjoint test sets of the same size) is not available for this run; the table shows tau-b against the full set per size, which overstates how well a smaller test set replicates.',
	'headline.sizeNever':
		'Two disjoint test sets of up to {last, plural, one {# item} other {# items}} (half of {n, number}) do not reach a median Kendall tau-b of {level} with each other (at {last, plural, one {# item} other {# items}}: {tau}).',
	'headline.sizeSettles':
		'The ranking settles at about {at, plural, one {# item} other {# items}} of {n, number}: from there on two disjoint test sets of that size agree with median Kendall tau-b ≥ {level} ({replication} at {at, plural, one {# item} other {# items}}; against the full set {tau}), and the leader is first in {kept} of draws of that size.',
	'headline.strengthEmpty': 'The sweep has no steps.',
	'headline.sweepStep':
		'{search, select, yes {the worst case found moves the scores {change} on average over models{ratio, select, none {} other { ({ratio} times what a resample of this size moves them, {noise})}}, and its certificate ranks the models at Kendall tau-b {tau} with the full set} other {a typical draw moves the scores {change}{ratio, select, none {} other { ({ratio} times what a resample of this size moves them, {noise})}}, and the median Kendall tau-b with the full set is {tau}}}',
	'headline.sweepLeader':
		'{search, select, yes {under that certificate the leader {place, select, yes {is first} tied {shares first place} other {is not first}}} other {the leader is first in {kept} of draws there}}',
	'headline.strength':
		'At the strongest step ({strength}), {step}; the lowest {search, select, yes {tau-b of a certificate} other {median tau-b}} over the {steps, number} steps is {lowest}; {leader}.',
	'headline.strengthBelow':
		'At the strongest step ({strength}), {step}; the ranking first falls below what a resample of this size gives against the full set ({low}) at {at} ({search, select, yes {its certificate’s tau-b} other {median tau-b}} {atTau}); {leader}.',
	'headline.strengthInside':
		'At the strongest step ({strength}), {step}; at none of the {steps, number} steps does the ranking fall below what a resample of this size gives against the full set ({low}–{high}); {leader}.',
	'headline.strengthValue': '{label} {value}',

	// ---- A split model by model (views/analysis/VariantsResults.svelte) ----
	'split.title': 'Model by model, from the first part to the second',
	'split.note':
		'Each model’s score on the second part ({second} items) minus its score on the first ({first} items), over the noise a random split of these items gives; the excess is the part of that change the other models did not share (the change minus their median change).',
	'split.change': 'Change',
	'split.changePoints': 'Change (points)',
	'split.inNoise': 'Change ÷ noise',
	'split.excess': 'Beyond the others',
	'split.excessPoints': 'Beyond the others (points)',
	'split.excessInNoise': 'Beyond the others ÷ noise',
	'split.reading': 'Reading',
	'split.dropped': 'dropped beyond noise and beyond the others',
	'split.rose': 'rose beyond noise and beyond the others',
	'split.withOthers': 'moved beyond noise, as the others did',
	'split.withinNoise': 'within sampling noise'
} as const;

export default enHeadline;
