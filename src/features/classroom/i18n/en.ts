/**
 * English messages of the classroom story (views/classroom: `#/classroom?step=N` and the
 * teachers' page `#/classroom/teachers`). Spread into en.ts; zh-CN-classroom.ts has the same keys.
 *
 * The source's quotes are not here: they are data with provenance, verbatim with the source's
 * own typography, in core/classroom/sources.ts (English and the source's Chinese, with notes where
 * the source's Chinese departs from its English), and shown as they are.
 */
const enClassroom = {
	// ---- Shell (ClassroomView.svelte) ----
	'classroom.title': 'Classroom: scores move, rankings hold',
	'classroom.startLink': 'Classroom: the argument in seven steps',
	'classroom.startLinkNote':
		'A guided story for a class or for yourself: a 10- or a 25-minute lesson, live charts, in English and Chinese. Works offline.',
	'classroom.nav.label': 'Steps of the story',
	'classroom.progress': 'Step {step, number} of {total, number}',
	'classroom.stepLabel': 'Step {step, number}: {title}',
	'classroom.previous': 'Previous',
	'classroom.next': 'Next',
	'classroom.present.on': 'Presentation mode',
	'classroom.present.off': 'Leave presentation mode',
	'classroom.fullscreen.on': 'Full screen',
	'classroom.fullscreen.off': 'Leave full screen',
	'classroom.resetStep': 'Reset this step',
	'classroom.resetStepNote':
		'Puts this step’s controls back to their defaults; the seed and the other steps stay as they are.',
	'classroom.copyLink': 'Copy link to this step',
	'classroom.copied': 'Link copied: it opens this step with these settings.',
	'classroom.copyFailed': 'Could not copy. The link is in the address bar.',
	'classroom.teachersLink': 'For teachers',
	'classroom.keys':
		'Keys: <code>→</code> or <code>{pageDown}</code> for the next step, <code>←</code> or <code>{pageUp}</code> for the previous one, <code>1</code>–<code>7</code> to jump, <code>{presentKey}</code> for presentation mode, <code>{fullKey}</code> for full screen.',
	'classroom.computing': 'Computing…',
	'classroom.failed': 'This step could not be computed ({error}).',
	'classroom.failedHint':
		'Try again. If it keeps failing, reload the page: every setting is in the address.',
	'classroom.retry': 'Try again',
	'classroom.invalidParam':
		'The link’s “{param}={raw}” is not a valid setting here, so the story uses {fallback}.',
	'classroom.seedNote':
		'Every number on these screens is computed live in this browser by the same engine as the analysis, from seed {seed}.',
	'classroom.liveNote': 'Live: computed from these settings',

	// ---- Controls ----
	'classroom.controls.label': 'Settings of this step',
	'classroom.control.seed': 'Seed',
	'classroom.control.items': 'Items per test set',
	'classroom.control.redraw': 'Draw a new test set',
	'classroom.control.drawn': 'Test set no. {draw, number}',
	'classroom.control.shift': 'How much harder the new source writes (SDs of difficulty)',
	'classroom.control.spacing': 'How far apart the models are (× the generated spread)',
	'classroom.control.studied': 'Models that study (by true rank)',
	'classroom.control.trueRank': 'truly no. {rank, number}',
	'classroom.control.study': 'How much they study',
	'classroom.control.studyKind': 'How they study',
	'classroom.control.studyKind.items': 'memorise the benchmark’s items',
	'classroom.control.studyKind.task': 'train on the test task (data of its kind)',
	'classroom.control.altitude': 'Preparation every model gets',
	'classroom.control.wrongKeys': 'Items with a wrong answer key',
	'classroom.control.impossible': 'Items the harness cannot grade',
	'classroom.control.read': 'Traces read',
	'classroom.control.order': 'Reading order',
	'classroom.control.order.mostFailed': 'the items most models fail first (as a reader picks them)',
	'classroom.control.order.random': 'random',
	'classroom.control.reset': 'Reset the settings',

	// ---- Figures ----
	'classroom.figures.more': 'Every number behind this screen',
	'classroom.figure.missing': 'none',
	'classroom.figure.yes': 'yes',
	'classroom.figure.no': 'no',
	'classroom.figure.times': '{value}×',
	'classroom.figure.items': 'Items in the test set',
	'classroom.figure.models': 'Models',
	'classroom.figure.leaderScore': 'Leader’s score',
	'classroom.figure.lastScore': 'Last model’s score',
	'classroom.figure.tauTrueAbility': 'Kendall tau-b against true ability',
	'classroom.figure.leaderIsTrueBest': 'The leader is the truly best model',
	'classroom.figure.itemsSmall': 'Items in a small test set',
	'classroom.figure.halfWidthSmall': '95% half-width of a score, 200 items (median)',
	'classroom.figure.meanChangeSmall': 'Mean score change between two 200-item test sets',
	'classroom.figure.tauNewSmall': 'tau-b between two 200-item test sets',
	'classroom.figure.tauFreshLowSmall':
		'Noise floor of tau-b at 200 items, two fresh test sets (5%)',
	'classroom.figure.tauFreshMedianSmall':
		'Noise floor of tau-b at 200 items, two fresh test sets (median)',
	'classroom.figure.tauFreshHighSmall':
		'Noise floor of tau-b at 200 items, two fresh test sets (95%)',
	'classroom.figure.insideFreshSmall': 'Inside the noise floor at 200 items',
	'classroom.figure.tauFloorLowSmall': 'Bootstrap estimate of that floor at 200 items (5%)',
	'classroom.figure.tauFloorMedianSmall': 'Bootstrap estimate of that floor at 200 items (median)',
	'classroom.figure.tauFloorHighSmall': 'Bootstrap estimate of that floor at 200 items (95%)',
	'classroom.figure.insideFloorSmall': 'Inside the bootstrap estimate at 200 items',
	'classroom.figure.leaderKeptSmall': 'Same leader on both 200-item test sets',
	'classroom.figure.itemsLarge': 'Items in a large test set',
	'classroom.figure.halfWidthLarge': '95% half-width of a score, 2,000 items (median)',
	'classroom.figure.meanChangeLarge': 'Mean score change between two 2,000-item test sets',
	'classroom.figure.tauNewLarge': 'tau-b between two 2,000-item test sets',
	'classroom.figure.tauFreshLowLarge':
		'Noise floor of tau-b at 2,000 items, two fresh test sets (5%)',
	'classroom.figure.tauFreshMedianLarge':
		'Noise floor of tau-b at 2,000 items, two fresh test sets (median)',
	'classroom.figure.tauFreshHighLarge':
		'Noise floor of tau-b at 2,000 items, two fresh test sets (95%)',
	'classroom.figure.insideFreshLarge': 'Inside the noise floor at 2,000 items',
	'classroom.figure.tauFloorLowLarge': 'Bootstrap estimate of that floor at 2,000 items (5%)',
	'classroom.figure.tauFloorMedianLarge':
		'Bootstrap estimate of that floor at 2,000 items (median)',
	'classroom.figure.tauFloorHighLarge': 'Bootstrap estimate of that floor at 2,000 items (95%)',
	'classroom.figure.insideFloorLarge': 'Inside the bootstrap estimate at 2,000 items',
	'classroom.figure.leaderKeptLarge': 'Same leader on both 2,000-item test sets',
	'classroom.figure.noiseShrink': 'How many times smaller the noise is with ten times the items',
	'classroom.figure.sqrtSizeRatio': 'What 1/√n predicts',
	'classroom.figure.shift': 'How much harder (SDs of difficulty)',
	'classroom.figure.spacing': 'How far apart the models are (× generated)',
	'classroom.figure.meanDrop': 'Mean drop',
	'classroom.figure.smallestDrop': 'Smallest drop',
	'classroom.figure.largestDrop': 'Largest drop',
	'classroom.figure.modelsDropped': 'Models whose score dropped',
	'classroom.figure.noise': 'Sampling noise of a drop (standard error, median)',
	'classroom.figure.typicalDropInNoiseUnits': 'Typical drop in noise units',
	'classroom.figure.smallestDropInNoiseUnits': 'Smallest drop in noise units',
	'classroom.figure.fitSlope': 'Slope of the line',
	'classroom.figure.fitIntercept': 'Intercept of the line',
	'classroom.figure.fitR': 'Correlation r of the points',
	'classroom.figure.tauHarderTestSet': 'tau-b between the usual and the harder test set',
	'classroom.figure.tauFreshLow': 'Noise floor of tau-b, two fresh test sets (5%)',
	'classroom.figure.tauFreshMedian': 'Noise floor of tau-b, two fresh test sets (median)',
	'classroom.figure.tauFreshHigh': 'Noise floor of tau-b, two fresh test sets (95%)',
	'classroom.figure.insideFresh': 'Inside the noise floor',
	'classroom.figure.tauFloorLow': 'Bootstrap estimate of that floor (5%)',
	'classroom.figure.tauFloorMedian': 'Bootstrap estimate of that floor (median)',
	'classroom.figure.tauFloorHigh': 'Bootstrap estimate of that floor (95%)',
	'classroom.figure.insideFloor': 'Inside the bootstrap estimate',
	'classroom.figure.leaderKept': 'Same leader on the harder test set',
	'classroom.figure.studiedModels': 'Models that studied',
	'classroom.figure.study': 'How much they studied',
	'classroom.figure.meanJumpStudied': 'Mean gain of the models that studied',
	'classroom.figure.meanJumpOthers': 'Mean gain of the others',
	'classroom.figure.tauTrueAbilityStep1': 'tau-b against true ability before anyone studied',
	'classroom.figure.leaderChanged': 'The leader changed',
	'classroom.figure.leaderStudied': 'The leader studied',
	'classroom.figure.laterItems': 'Items released after the cut-off',
	'classroom.figure.laterGapStudied': 'Benchmark minus later items, models that studied (mean)',
	'classroom.figure.laterGapOthers': 'Benchmark minus later items, the others (mean)',
	'classroom.figure.laterUnitsStudied': 'That gap in noise units, models that studied (median)',
	'classroom.figure.laterUnitsOthers': 'That gap in noise units, the others (median)',
	'classroom.figure.tauLaterItems': 'tau-b of the later items against true ability',
	'classroom.figure.altitude': 'Preparation every model gets',
	'classroom.figure.meanInflation': 'Mean score inflation',
	'classroom.figure.modelsRaised': 'Models scoring above their unprepared score',
	'classroom.figure.tauTrueAbilityStep4': 'tau-b against true ability after studying (step 4)',
	'classroom.figure.edgeKept': 'Models that studied more than the common preparation',
	'classroom.figure.plantedWrongKeys': 'Wrong keys in the test set',
	'classroom.figure.plantedImpossible': 'Items the harness cannot grade',
	'classroom.figure.failingItems': 'Items the leader fails',
	'classroom.figure.brokenFailing': 'Broken items among them',
	'classroom.figure.tracesRead': 'Traces read',
	'classroom.figure.brokenRead': 'Traces read that show a serious issue',
	'classroom.figure.wrongKeysRead': 'Wrong keys found by reading',
	'classroom.figure.impossibleRead': 'Harness failures found by reading',
	'classroom.figure.firstTraceBroken': 'The first trace shows a serious issue',
	'classroom.figure.flaggedItems': 'Items the item view’s flags mark',
	'classroom.figure.flaggedBroken': 'Broken items among them',
	'classroom.figure.droppedItems': 'Items dropped',
	'classroom.figure.meanScoreRise': 'Mean score change after dropping them',
	'classroom.figure.tauBeforeAfter': 'tau-b between the leaderboards before and after',
	'classroom.figure.swappedPairs': 'Pairs of models that swapped places',
	'classroom.figure.tauTrueAbilityWithBroken': 'tau-b against true ability with the broken items',

	// ---- Shared chart words ----
	'classroom.axis.score': 'Score (%)',
	'classroom.axis.tau': 'tau-b',
	'classroom.studiedMark': '▲ studied on its own',
	'classroom.tauDefinition':
		'Kendall tau-b compares two rankings pair by pair: 1 when every pair of models is in the same order in both, 0 when as many pairs agree as disagree, −1 when every pair is reversed.',

	// ---- Step 1 ----
	'classroom.step1.title': 'One test set, one leaderboard',
	'classroom.step1.lead':
		'A simulated benchmark: {models, number} models whose true ability we know answer {items, number} test items. The test set has one job: to rank them.',
	'classroom.step1.headline':
		'The leader scores {leader}, the last model {last}. Against true ability, this leaderboard has Kendall tau-b = {tau}; {leaderTrue, select, yes {its leader is the truly best model.} other {its leader is not the truly best model.}}',
	'classroom.step1.chart': 'The leaderboard: each model’s score on the test set',
	'classroom.step1.barLabel': '{model} (truly no. {rank, number})',
	'classroom.step1.ask': 'Is the model on top really the best one? What would a new test set say?',

	// ---- Step 2 ----
	'classroom.step2.title': 'New test sets from the same source',
	'classroom.step2.lead':
		'The same models answer fresh items written by the same source: two test sets of {small, number} items and two of {large, number}. How far do scores and the ranking move when only chance changes?',
	'classroom.step2.noise':
		'Sampling noise: with {small, number} items each score is known to within about ±{halfSmall} (95%), and two test sets of that size rank the models with tau-b {lowSmall}–{highSmall} (the noise floor: 5–95% of {pairs, number} pairs of fresh test sets). With {large, number} items: ±{halfLarge}, and tau-b {lowLarge}–{highLarge}. {ratio, number} times the items make the noise {shrink} times smaller (1/√n predicts {expected}).',
	'classroom.step2.observed':
		'These fresh test sets: at {small, number} items scores moved by {changeSmall} on average and the ranking kept tau-b {tauSmall}, {insideSmall, select, yes {inside the noise floor} other {below the noise floor}}; at {large, number} items, {changeLarge} and tau-b {tauLarge}, {insideLarge, select, yes {inside it} other {below it}}.{anyBelow, select, yes { One pair of fresh test sets in twenty falls below the floor by chance: it is a 5% point.} other {}}',
	'classroom.step2.bootstrap':
		'A real benchmark has one test set, so there this floor has to be estimated. The bootstrap estimates it from the first test set alone, as tau-b between two resamples of it: {lowSmall}–{highSmall} at {small, number} items, {lowLarge}–{highLarge} at {large, number}. It is an estimate with a known bias: the two resamples share that one test set’s chance gaps between the models and agree on them as if they were real, so it runs high when the models are close. At {large, number} items {bias, select, high {it runs high here.} low {it runs low here.} other {it lands close to the floor: these models are far apart.}}',
	'classroom.step2.notShift':
		'This is only chance, and it shrinks with more items. A test set from a changed source moves scores by more than that: the next step.',
	'classroom.step2.chart':
		'{items, number} items: each score ±1.96 standard errors, and where the second test set puts it',
	'classroom.step2.point': 'second test set',
	'classroom.step2.interval': 'first test set, ±1.96 SE',
	'classroom.step2.floorNote':
		'Noise floor: tau-b between two fresh test sets of the same size, 5–95% of {pairs, number} pairs (disjoint sets drawn from {pool, number} freshly written items). The bootstrap’s estimate: tau-b between two resamples of the first test set, 5–95% of {bootPairs, number} pairs.',

	// ---- Step 3 ----
	'classroom.step3.title': 'A test set from a harder source',
	'classroom.step3.lead':
		'New items from a harder source: written {shift} SDs of difficulty harder, {items, number} of them, one test set at a time. Compare with {items, number} fresh items from the usual source.',
	'classroom.step3.headline':
		'{direction, select, down {Scores dropped by {mean} on average ({smallest} to {largest})} up {Scores rose by {mean} on average ({smallest} to {largest})} other {Scores moved by {mean} on average ({smallest} to {largest})}}, {units} times their sampling noise (a drop’s standard error: {noise}); the ranking kept tau-b {tau}, {inside, select, yes {inside what sampling noise alone gives} other {below what sampling noise alone gives}} ({low}–{high}, two fresh test sets from the usual source); {leaderKept, select, yes {the leader stayed first.} other {the leader changed.}}',
	'classroom.step3.builtIn':
		'In this simulation the ranking’s stability is built in: every model meets the same harder items through the same response curve. What can reorder the models is sampling noise and, since each model has its own strengths in the five categories, a harder source that changes how much each category weighs in a score. How much either can do depends on how far apart the models are.',
	'classroom.step3.spacing':
		'At {spacing} × the generated spread, two fresh test sets from the usual source rank the models with tau-b {low}–{high} (median {median}): that is the noise floor here. The harder test set’s {tau} is {inside, select, yes {inside it} other {below it (one pair of fresh test sets in twenty falls there by chance too)}}. Move the models closer with the slider and watch both.',
	'classroom.step3.bootstrap':
		'A real benchmark would have only the bootstrap’s estimate of that floor, from the usual test set alone: {low}–{high} (median {median}){bias, select, high {, too high: with the models this close, its two resamples share the one test set’s chance gaps between them and agree on them as if they were real} low {, lower than the floor} other {, close to the floor}}. {verdicts, select, falseBelow {Read against it, this ranking would be called “below what sampling noise alone gives”: a false alarm, made by that bias.} falseInside {Read against it, this ranking would be called “inside”, although two fresh test sets agree more closely.} other {Read against it, the verdict is the same.}}',
	'classroom.step3.realData': 'Real benchmarks build nothing in. Hardt:',
	'classroom.step3.chart': 'Score on the usual source’s test set against score on the harder one',
	'classroom.step3.x': 'Score on the usual source (%)',
	'classroom.step3.y': 'Score on the harder source (%)',
	'classroom.step3.points': 'models',
	'classroom.step3.identity': 'no change (y = x)',
	'classroom.step3.fit': 'fitted line (“accuracy on the line”)',

	// ---- Step 4 ----
	'classroom.step4.title': 'Studying for the test (“benchmaxxing”)',
	'classroom.step4.lead':
		'Some models prepare on the benchmark’s own items. A model’s true ability is its ability before any preparation: studying cannot change it. Does the leaderboard notice?',
	'classroom.step4.headline':
		'{studied, plural, =0 {No model studied: the leaderboard is step 1’s.} other {The {studied, number} models that studied gained {jump} on average, the others {othersJump}. Against true ability, tau-b went {direction, select, down {down from {before} to {after}} up {up from {before} to {after}} other {from {before} to {after}}}; {leaderTrue, select, yes {the leader is still the truly best model.} other {the leader is no longer the truly best model.}}}}',
	'classroom.step4.sign':
		'The sign Hardt describes, as a time split: the benchmark’s items were public before the models’ training cut-off; {later, number} more were written after it. Score on the benchmark minus score on the later items: {studied, plural, =0 {no model studied} other {{gapStudied} for the # models that studied, typically {unitsStudied} times the sampling noise of that gap}}{others, plural, =0 {} other {; {gapOthers} for the # others, typically {unitsOthers} times}}.',
	'classroom.step4.kind':
		'{verdict, select, none {} other {{kind, select, task {These models trained on the test task, on data of the benchmark’s kind: that lifts the later items of the same kind as well.} other {These models memorised the benchmark’s own items: that does not help on items written later.}} {verdict, select, shows {The gap is beyond sampling noise: the time split gives it away.} other {The gap is within about two standard errors: the time split cannot tell it from noise, yet the leaderboard still ranks preparation as well as ability.}}}}',
	'classroom.step4.chart': 'Each model’s score before and after studying',
	'classroom.step4.point': 'after',
	'classroom.step4.interval': 'before → after',
	'classroom.step4.chartLater':
		'Each model on the benchmark and on items released after the cut-off',
	'classroom.step4.pointLater': 'items released after',
	'classroom.step4.intervalLater': 'benchmark → later items',

	// ---- Step 5 ----
	'classroom.step5.title': 'Altitude training',
	'classroom.step5.lead':
		'Now every model can get the same preparation before the test, on top of whatever it did on its own. The common preparation starts at 0, step 4’s leaderboard: raise it with the slider.',
	'classroom.step5.headline':
		'{raised, plural, =0 {No score is above its unprepared level.} other {{all, select, yes {Every score is above its unprepared level,} other {{raised, number} of {models, number} scores are above their unprepared level,}} by {inflation} on average over all models.}} Against true ability, tau-b is {after}: {vs4, select, up {up from {studied} after studying} down {down from {studied} after studying} other {the same as after studying ({studied})}}, {vs1, select, up {above the {unprepared} with no preparation} down {below the {unprepared} with no preparation} back {back to the {unprepared} it had with no preparation} other {equal to the {unprepared} with no preparation}}.',
	'classroom.step5.edge':
		'{edge, plural, =0 {} one {One model studied more than the common preparation and keeps part of its edge.} other {# models studied more than the common preparation and keep part of their edge.}}',
	'classroom.step5.chart': 'Each model’s score with no preparation and after the common one',
	'classroom.step5.point': 'after the common preparation',
	'classroom.step5.interval': 'no preparation → prepared',

	// ---- Step 6 ----
	'classroom.step6.title': 'Read the traces',
	'classroom.step6.lead':
		'A headline number hides its items. Open the traces of the items the leader fails: for each, the question, the leader’s output, the answer key and the grade. Is the model wrong, the key, or the harness?',
	'classroom.step6.judgeFirst':
		'Judge each trace before you reveal anything: work out the answer yourself, then say whether the model got it wrong, the answer key is wrong, or the harness failed. Nothing on this screen says which until you press “Reveal”.',
	'classroom.step6.question': 'Question',
	'classroom.step6.output': 'Output of the leader, <data>{model}</data>',
	'classroom.step6.answered': 'Answer: <data>{letter}</data>',
	'classroom.step6.emptyOutput': '(empty)',
	'classroom.step6.keyLabel': 'Answer key',
	'classroom.step6.gradeLabel': 'Graded',
	'classroom.step6.callLabel': 'Your call',
	'classroom.step6.call.model': 'the model got it wrong',
	'classroom.step6.call.key': 'the answer key is wrong',
	'classroom.step6.call.harness': 'the harness failed',
	'classroom.step6.callResult':
		'{right, select, yes {Your call was right.} other {Your call was “{call}”.}}',
	'classroom.step6.callRight': 'your call was right',
	'classroom.step6.callMissed': 'your call missed',
	'classroom.step6.allAnswers': 'Every model’s answer on this item',
	'classroom.step6.noneOpen': 'No trace read yet: move the slider to open the first ones.',
	'classroom.step6.notRevealed': 'judge it, then reveal',
	'classroom.step6.reveal': 'Reveal what the traces show',
	'classroom.step6.hide': 'Hide it again',
	'classroom.step6.orderNote.mostFailed':
		'The traces are listed in the order a reader would pick them: the items most models fail first. That order puts the items every model fails at the top. Choose “random” to read them in a random order instead.',
	'classroom.step6.orderNote.random': 'The traces are listed in a random order.',
	'classroom.step6.orderRevealed':
		'{order, select, random {Reading order: random. The first trace is a fair draw from the {failing, number} items the leader fails, of which {broken, number} are broken: that is how often it shows a serious issue by chance.} other {Reading order: the items most models fail first. That order puts harness failures, which every model fails, at the top: that is much of why the very first trace so often shows a serious issue here. Of the {failing, number} items the leader fails, {broken, number} are broken; in a random order the first trace would show one about that often.}}',
	'classroom.step6.headline':
		'{read, plural, =0 {No trace read yet: move the slider to open the first ones.} other {{read, number} of the {failing, number} traces read: {broken, plural, =0 {none shows a serious issue} one {one shows a serious issue} other {# show a serious issue}} ({wrongKeys, plural, =0 {no wrong key} one {# wrong key} other {# wrong keys}}, {impossible, plural, =0 {no harness failure} one {# harness failure} other {# harness failures}}); {first, select, yes {the very first one does.} other {the very first one does not.}}}}',
	'classroom.step6.dropped':
		'{dropped, plural, =0 {Nothing dropped: the leaderboard is as it was.} other {Dropping {dropped, plural, one {that item} other {those # items}} changed scores by {rise} on average; {swapped, plural, =0 {no two models swapped places} one {one pair of models swapped places} other {# pairs of models swapped places}} (tau-b {tau} with the old ranking), and against true ability tau-b {trueMove, select, same {stayed at {trueAfter}} other {went from {trueBefore} to {trueAfter}}}.}}',
	'classroom.step6.flags':
		'The item view’s flags (strong models fail, nobody solves) mark {flagged, plural, =0 {no item} one {# item} other {# items}}, {flaggedBroken, number} of the {planted, number} broken ones: a place to start reading, not a verdict.',
	'classroom.step6.chart': 'Each model’s score with the broken items and without the ones found',
	'classroom.step6.point': 'without them',
	'classroom.step6.interval': 'with → without',
	'classroom.step6.list': 'The items the leader fails, in reading order',
	'classroom.step6.col.order': 'No.',
	'classroom.step6.col.item': 'Item',
	'classroom.step6.col.solvedBy': 'Solved by',
	'classroom.step6.col.flags': 'Flags',
	'classroom.step6.col.reading': 'What the trace shows',
	'classroom.step6.notRead': 'not read yet',
	'classroom.step6.solvedBy': '{n, number} of {models, number}',
	'classroom.step6.trace': 'Trace of item <data>{item}</data> (<data>{category}</data>), simulated',
	'classroom.step6.col.model': 'Model (leaderboard order)',
	'classroom.step6.col.answer': 'Answer',
	'classroom.step6.col.grade': 'Graded',
	'classroom.step6.right': 'right',
	'classroom.step6.wrong': 'wrong',
	'classroom.step6.reading.wrongKey':
		'The key says <data>{key}</data>, yet {agree, number} of {models, number} models answer <data>{answer}</data>{leader, select, yes {, the leader among them} other {}}. Checking the question shows <data>{answer}</data> is right: the answer key is wrong.',
	'classroom.step6.reading.impossible':
		'No model’s answer reached the grader: the harness failed on this item, so everyone is graded wrong.',
	'classroom.step6.reading.genuine':
		'{right, plural, =0 {No model gives the key <data>{key}</data>} one {One model gives the key <data>{key}</data>} other {# models give the key <data>{key}</data>}}; the wrong answers spread over {spread, plural, one {# other option} other {# other options}}. A hard item, graded properly.',
	'classroom.step6.short.wrongKey': 'wrong answer key',
	'classroom.step6.short.impossible': 'harness failure',
	'classroom.step6.short.genuine': 'a hard item',
	'classroom.trace.multiply': 'What is {a, number} × {b, number}?',
	'classroom.trace.program': 'What does this program print?',
	'classroom.trace.sequence':
		'Which number comes next: {t1, number}, {t2, number}, {t3, number}, {t4, number}, …?',
	'classroom.trace.sides':
		'How many sides does {shape, select, triangle {a triangle} square {a square} pentagon {a pentagon} hexagon {a hexagon} heptagon {a heptagon} octagon {an octagon} nonagon {a nonagon} other {a decagon}} have?',
	'classroom.trace.opposite': 'Which word means the opposite of “{word}”?',
	'classroom.word.hot': 'hot',
	'classroom.word.cold': 'cold',
	'classroom.word.big': 'big',
	'classroom.word.small': 'small',
	'classroom.word.early': 'early',
	'classroom.word.late': 'late',
	'classroom.word.full': 'full',
	'classroom.word.empty': 'empty',
	'classroom.word.light': 'light',
	'classroom.word.dark': 'dark',
	'classroom.word.fast': 'fast',
	'classroom.word.slow': 'slow',
	'classroom.word.high': 'high',
	'classroom.word.low': 'low',
	'classroom.word.old': 'old',
	'classroom.word.new': 'new',
	'classroom.word.wet': 'wet',
	'classroom.word.dry': 'dry',
	'classroom.flag.inverted': 'strong models fail, weak ones pass',
	'classroom.flag.nobodySolves': 'nobody solves it',
	'classroom.flag.judgeDisagrees': 'the judge disagrees with the reference',
	'classroom.flag.pivotal': 'decides a top pair',
	'classroom.flag.everybodySolves': 'everybody solves it',

	// ---- Step 7 ----
	'classroom.step7.title': 'Your turn',
	'classroom.step7.lead':
		'Drop your own results file, or open a built-in sample, and work through this list.',
	'classroom.step7.drop': 'Drop your own file on the start page',
	'classroom.step7.samples': 'Or open a built-in sample:',
	'classroom.step7.open': 'Open',
	'classroom.step7.opening': 'Opening…',
	'classroom.step7.checklist': 'What to look at',
	'classroom.step7.fromHardt': 'Scores and rankings: Moritz Hardt’s argument',
	'classroom.step7.fromHusain': 'The failing tasks and the setup: Hamel Husain’s checklist',
	'classroom.step7.attribution':
		'The questions are Moritz Hardt’s and Hamel Husain’s. How this app checks each one is said beside it, with whose method that is.',
	'classroom.step7.method': 'How this app checks it: {method} (<data>{by}</data>)',
	'classroom.step7.thisApp': 'this app',
	'classroom.step7.creditJoin': '; ',
	'classroom.step7.dataset': 'Dataset to check',
	'classroom.step7.noDataset': 'Open a sample or drop a file first: the links below then open it.',
	'classroom.step7.check': 'Check it',
	'classroom.step7.openItems': 'Open the item view',
	'classroom.step7.openSweep': 'Open the strength sweep',
	'classroom.step7.openConfig': 'Open the run configurations',
	'classroom.step7.openTables': 'Open the score tables',
	'classroom.step7.openStartTables': 'Drop or derive a score table',
	'classroom.step7.openStart': 'Open the start page',
	'classroom.step7.shownAt': '(shown at step {step, number})',
	'classroom.checklist.rankingNotScore':
		'Read every score beside its sampling noise and the ranking beside its noise floor: redraw the test set (bootstrap).',
	'classroom.checklist.enoughItems':
		'Check the test set is large enough: the size sweep shows how the noise shrinks with more items.',
	'classroom.checklist.harderTestSet':
		'Try harder test sets (the difficulty shift, swept over its strengths): do scores drop far beyond noise while the ranking stays inside its floor?',
	'classroom.checklist.absoluteNumber':
		'Draw no conclusion that needs the absolute number to make sense: 90% on a math benchmark does not make a model an expert mathematician. Compare models with each other instead.',
	'classroom.checklist.trainedOnTest':
		'Look for training on the test: compare items released before and after the models’ cut-off (time split).',
	'classroom.checklist.samePreparation':
		'Ask whether every model was prepared the same way; compare rankings across benchmarks or conditions.',
	'classroom.checklist.readTraces':
		'Read the traces of the failing tasks, the first ones first: the very first one often has a serious issue.',
	'classroom.checklist.realisticTasks':
		'Are the failing tasks realistic, and is the user’s intent clear enough to grade?',
	'classroom.checklist.gradedProperly':
		'Are they graded properly? Wrong keys and broken harnesses show in the traces; the item view’s flags point at candidates.',
	'classroom.checklist.sameSetup':
		'Were the models and API calls configured alike: context windows, reasoning levels, limits, temperature?',
	'classroom.checklist.modernHarness':
		'Did every model run in a modern harness, with realistic retrieval and tools?',
	'classroom.checklist.judgeAligned':
		'If an LLM judge gives the score, does it agree with ground truth? Give the item view a 0/1 reference and read the items where the judge disagrees with it.',
	'classroom.checklist.privateEval':
		'Then build a private eval of the tasks you care about, and drop its results here.',
	'classroom.method.bootstrap': 'resampling the items (the bootstrap), read with standard errors',
	'classroom.method.sizeSweep': 'the size sweep: test sets of growing size drawn from the items',
	'classroom.method.difficultyShift': 'the difficulty shift, modelled on ImageNetV2’s new test set',
	'classroom.method.timeSplit': 'a time split: items released before and after the models’ cut-off',
	'classroom.method.agreement':
		'the agreement of rankings across benchmarks, and train-before-test',
	'classroom.method.readTraces': 'reading the traces of the failing tasks',
	'classroom.method.itemFlags': 'the item view’s flags, a place to start reading',
	'classroom.method.runConfig': 'the run configurations the harness logged, side by side',
	'classroom.method.judgeReference': 'a 0/1 reference beside the judge’s grades',

	// ---- Quotes and facts ----
	'classroom.quote.label': 'From the source',
	'classroom.quote.ours': 'Translator’s note: the Chinese above is the app’s translation. {why}',
	'classroom.source.hardtInterview': '<data>{who}</data>, interviewed by Quanta Magazine',
	'classroom.source.husain':
		'<data>{who}</data>, answering the pushback to criticism of AI benchmarks',
	'classroom.source.recht2019':
		'<data>{who}</data> (2019), “Do ImageNet Classifiers Generalize to ImageNet?”',
	'classroom.source.zhang2025':
		'<data>{who}</data> (2025), “Train-before-Test Harmonizes Language Model Rankings”',
	'classroom.source.northcutt2021':
		'<data>{who}</data> (2021), “Pervasive Label Errors in Test Sets Destabilize Machine Learning Benchmarks”',
	'classroom.fact.label': 'Cited, not computed',
	'classroom.fact.imagenetV2':
		'When ImageNet models were tested on ImageNetV2, a new test set collected the same way, their accuracy dropped by {dropLow, number}–{dropHigh, number} points — yet their order mostly held.',
	'classroom.fact.measuredLabel': 'Real data, measured by this app',
	'classroom.fact.imagenetV2Measured':
		'Measured by this app on the per-image results the authors published ({models, number} of their models): scores fell by {meanDrop} points on average, each model’s by {unitsLow}–{unitsHigh} times its sampling error, while tau-b between the two rankings, {tau}, stayed inside the bootstrap’s estimate of the floor ({floorLow}–{floorHigh}). Scores move far beyond noise; the ranking about as much as noise allows.',
	'classroom.fact.trainBeforeTest':
		'Giving every model the same benchmark-specific fine-tuning before testing raised the average agreement between two benchmarks’ model rankings (Kendall’s τ, over the pairs of {benchmarks, number} benchmarks, {models, number} models) from {tauDirect} to {tauTrainBeforeTest}. The paper measures how well benchmarks agree with each other; this step measures how well one leaderboard agrees with true ability, which only a simulation knows.',
	'classroom.fact.labelErrors':
		'Across {testSets, number} widely used test sets, at least {sharePercent}% of the items are mislabelled on average.',

	// ---- Teachers' page (TeachersView.svelte) ----
	'classroom.teachers.title': 'For teachers',
	'classroom.teachers.lead':
		'Seven screens, one argument (Moritz Hardt’s): a benchmark’s scores move far beyond sampling noise when the test set comes from a changed source, while its ranking moves about as much as noise allows — unless the models prepared for the test to different degrees; giving all of them the same preparation restores it. Step 6 follows Hamel Husain: read the traces of the failing items before trusting a headline number.',
	'classroom.teachers.before':
		'Before class: open each step, set it up, and copy its link (the address holds the step, the language and every setting). In class: presentation mode (<code>{presentKey}</code>), full screen (<code>{fullKey}</code>), arrows or a clicker to move. Everything runs in the browser and works offline once the page has loaded.',
	'classroom.teachers.back': 'Back to the story',
	'classroom.teachers.glossary':
		'The glossary: every term of the story and the app, with its Chinese and English names and a one-line definition.',
	'classroom.teachers.open': 'Open step {step, number}',
	'classroom.teachers.plans': 'Two lesson plans',
	'classroom.teachers.total': 'Total: {minutes, number} minutes',
	'classroom.teachers.minutesRange': '{from, number}–{to, number} min',
	'classroom.teachers.say': 'Say',
	'classroom.teachers.do': 'Students do',
	'classroom.teachers.askLabel': 'Ask',
	'classroom.teachers.answer': 'Model answer',
	'classroom.teachers.plan.short.title': '10 minutes: the core of the argument',
	'classroom.teachers.plan.short.lead':
		'Hardt’s claims and Husain’s advice in four steps: scores move while rankings stay inside the noise floor; studying for the test breaks the ranking; the same preparation for all restores it; read the traces before trusting a number.',
	'classroom.teachers.plan.short.step3.say':
		'“tau-b compares two rankings pair by pair; 1 is the same order. Two test sets of the same size never rank the models exactly alike: the range of tau-b they give is the noise floor, and a change counts only if it falls below that range. Here every score drops many times its noise, yet tau-b stays inside the floor.”',
	'classroom.teachers.plan.short.step3.do':
		'Hands up: will the ranking still hold if the models were nearly equal? Then one student drags the spacing slider to 0: the floor falls to about tau-b 0 and the verdict stays “inside”, because pure noise is inside the noise floor.',
	'classroom.teachers.plan.short.step4.say':
		'“Hardt: rankings are stable only if the models trained on the same training set. Three of these models studied the benchmark’s own items.”',
	'classroom.teachers.plan.short.step4.do':
		'A student ticks one more weak model; the class guesses where it will land before the chart moves, then reads the time split under it.',
	'classroom.teachers.plan.short.step5.say':
		'“In Mexico City in 1968 a runner who had trained at altitude beat the favourite. The answer was to let everyone train at altitude. Here: the same preparation for every model.”',
	'classroom.teachers.plan.short.step5.do':
		'A student raises the common preparation from 0 to 0.6: every score inflates, and tau-b against true ability comes back.',
	'classroom.teachers.plan.short.step6.say':
		'“Hamel Husain: before you trust a headline number, read the traces of the items it fails; often the very first one has a serious issue. These are in the order a reader picks: the items most models fail first.”',
	'classroom.teachers.plan.short.step6.do':
		'In pairs, students work out the first trace’s answer and vote: did the model, the answer key or the harness fail? Then press “Reveal” and compare.',
	'classroom.teachers.plan.long.title': '25 minutes: every step, with discussion',
	'classroom.teachers.plan.long.lead':
		'Each step: say its line, let the class do one thing, then ask one question; its model answer is under it.',
	'classroom.teachers.plan.long.step1.say':
		'“A benchmark is a test set used only to rank models. In this simulation we know each model’s true ability, so we can check the leaderboard against it.”',
	'classroom.teachers.plan.long.step1.do':
		'A student reads tau-b’s one-line definition aloud; the class guesses whether the leader is the truly best model, then reads the sentence.',
	'classroom.teachers.plan.long.step2.say':
		'“New test sets from the same source move the scores by chance alone. The range of tau-b two such test sets give is the noise floor. Ten times the items make the noise about three times smaller.”',
	'classroom.teachers.plan.long.step2.do':
		'Redraw the test sets twice; each time a student reads out how far the scores moved and whether tau-b stayed inside the floor.',
	'classroom.teachers.plan.long.step3.say':
		'“A harder source: the scores drop far beyond noise, the ranking stays inside the floor. On real data we only have the bootstrap’s estimate of that floor, and it runs high when the models are close.”',
	'classroom.teachers.plan.long.step3.do':
		'A student moves the spacing slider to 0; the class compares the two floors and the verdict, then reads the ImageNetV2 figures beside the chart.',
	'classroom.teachers.plan.long.step4.say':
		'“Hardt: the stability needs the same training set. Memorised items show in a time split; training on the test task does not.”',
	'classroom.teachers.plan.long.step4.do':
		'Switch “How they study” to the test task: the time split closes while the ranking stays broken.',
	'classroom.teachers.plan.long.step5.say':
		'“The 1968 story, then the same preparation for everyone, raised from 0.”',
	'classroom.teachers.plan.long.step5.do':
		'A student raises the common preparation to 0.6; another sets it to 0.3, below what the studied models did, and finds the edge they keep.',
	'classroom.teachers.plan.long.step6.say':
		'“Husain: read the traces of the failing tasks. Judge first, then reveal.”',
	'classroom.teachers.plan.long.step6.do':
		'In pairs, students judge the first three traces (work out the answer, then vote: model, key or harness), press “Reveal”, then switch to a random reading order and compare.',
	'classroom.teachers.plan.long.step7.say':
		'“The questions are Hardt’s and Husain’s; next to each, the app says how it checks it and whose method that is.”',
	'classroom.teachers.plan.long.step7.do':
		'Each student picks a benchmark they use and goes through the list on a built-in sample or their own results.',
	'classroom.teachers.steps': 'Step by step',
	'classroom.teachers.shows': 'What it shows',
	'classroom.teachers.ask': 'Questions to ask',
	'classroom.teachers.step1.shows':
		'A leaderboard of models whose true ability is known (their ability before any preparation). The test set is a sample of the source, used only to rank. The line under the chart defines Kendall tau-b.',
	'classroom.teachers.step1.ask1':
		'What does the score of the top model tell us about a new question it has never seen?',
	'classroom.teachers.step1.answer1':
		'Only roughly. The score estimates how often the model answers questions of this kind correctly, within several points at 200 items (step 2 measures how many); about one particular new question it says little.',
	'classroom.teachers.step1.ask2': 'Why lock the test set away and use it only once?',
	'classroom.teachers.step1.answer2':
		'Every look at the test set lets choices adapt to those very items. A test set used to pick and tune models is no longer a fair sample of new questions, and its scores run high; step 4 shows the extreme case, models that studied the items.',
	'classroom.teachers.step2.shows':
		'Fresh test sets from the same source, at 200 and at 2,000 items: each score’s 95% band and where a second test set puts it, and the noise floor of tau-b. Ten times the items make the noise about three times smaller; the sentences give the numbers for the test sets on screen.',
	'classroom.teachers.step2.ask1':
		'A model scored 90% on one test set and 73% on another of the same size: could sampling noise explain it?',
	'classroom.teachers.step2.answer1':
		'Not with a few hundred items. At 200 items a score is known to about ±6.6 points (95%), so two test sets of that size rarely differ by more than about 9 points (√2 × 6.6). A 17-point gap means the test sets differ in kind, not only by chance, and Hardt’s point is that such changes are common.',
	'classroom.teachers.step2.ask2': 'How many items would you need to know a score within ±1 point?',
	'classroom.teachers.step2.answer2':
		'About 1.96² × p(1 − p) / 0.01² items: some 9,600 for a score near 50%, 6,100 near 80%. The margin falls as 1/√n: ten times the items make it about three times smaller.',
	'classroom.teachers.step3.shows':
		'New items from a harder source: scores drop, and the sentence says by how many times their sampling noise and whether tau-b stays inside the noise floor, the range two fresh test sets of the same size give. Beside it, the bootstrap’s estimate of that floor, which is all a real benchmark has, with its bias: it runs high when the models are close. The spacing slider shows where the stability comes from in this simulation; ImageNetV2’s real figures stand beside it.',
	'classroom.teachers.step3.ask1':
		'If every score drops far beyond noise but the ranking does not move beyond noise, what is the benchmark still good for?',
	'classroom.teachers.step3.answer1':
		'Comparing models. Which model is better holds up on the new test set even though the numbers do not, so use the benchmark to rank, not to say how good a model is in absolute terms. Hardt: avoid conclusions that need the absolute number to make sense.',
	'classroom.teachers.step3.ask2':
		'The simulation builds rank stability in. What would have to be true of real models for it to hold?',
	'classroom.teachers.step3.answer2':
		'That a harder or newer test set is harder for every model in the same way: the same kind of question, models far apart compared with the noise, and no model prepared for the old test set in particular. Hardt calls it mostly an empirical phenomenon: observed, as on ImageNetV2, not guaranteed.',
	'classroom.teachers.step4.shows':
		'Some models prepare for the benchmark: their scores jump while their true ability does not, and the leaderboard stops ranking by ability. Hardt’s condition, the same training set, is quoted. The time split shows his sign when the models memorised the benchmark’s items, and cannot show it when they trained on the test task (a control switches between the two).',
	'classroom.teachers.step4.ask1': 'Is studying for the test cheating? Where is the line?',
	'classroom.teachers.step4.answer1':
		'Training on data of the test’s task is not cheating, and Hardt does not call it that; copying the test items is. Either way the problem is preparation to different degrees: the leaderboard then ranks preparation as well as ability, so its order means something only if every model trained on the same data.',
	'classroom.teachers.step4.ask2':
		'Which public numbers would tell you a model studied for a benchmark?',
	'classroom.teachers.step4.answer2':
		'A gap between benchmarks released before and after the model’s training cut-off, much better on the older ones: Hardt’s sign. It catches memorised items; training on the task lifts newer items of the same kind too, so the gap can be absent even when the models were prepared to different degrees.',
	'classroom.teachers.step5.shows':
		'The 1968 Olympic 1,500 m story, then the fix: the same preparation for every model before testing, starting at 0 (step 4’s leaderboard) for the class to raise. The sentence says how many scores rose and where tau-b against true ability ends, against step 4 and step 1. The cited paper measured agreement between benchmarks (Kendall’s τ); this step measures agreement with true ability, which only a simulation knows.',
	'classroom.teachers.step5.ask1':
		'Why does letting everyone prepare fix the ranking but not the scores?',
	'classroom.teachers.step5.answer1':
		'Preparation adds to every score, so the numbers inflate; but once everyone has had the same preparation, ability decides the order again. Absolute numbers then mean even less, comparisons more.',
	'classroom.teachers.step5.ask2':
		'What if the common preparation is weaker than what some models did on their own?',
	'classroom.teachers.step5.answer2':
		'The models that studied more keep part of their edge (the screen counts them). The common preparation has to reach at least what any model did on its own, which is why train-before-test gives every model a real amount of benchmark-specific fine-tuning.',
	'classroom.teachers.step6.shows':
		'Broken items (wrong answer keys, harness failures) on random rows. The class opens the traces of the items the leader fails, each with its question, the leader’s output, the key and the grade, and judges them before pressing “Reveal”. The screen says the reading order (the items most models fail first put harness failures on top; a random order is one click away). The item view’s flags stand beside it: they find some broken items and miss others.',
	'classroom.teachers.step6.ask1': 'Which trace would you read first, and why?',
	'classroom.teachers.step6.answer1':
		'The items most models fail: a broken key or harness fails many models at once, so broken items gather there. That choice is also why the first trace so often shows an issue; in a random order it shows one only about as often as broken items are common among the failures.',
	'classroom.teachers.step6.ask2':
		'A harness failure fails every model on its item; a wrong key fails the models that knew the answer. Which of the two can change the ranking, and whom does it hurt?',
	'classroom.teachers.step6.answer2':
		'The harness failure changes no order: failing every model is the same as leaving the item out (every score shrinks by the same factor). A wrong key scores the item backwards: the models that knew the answer, mostly the strong ones, lose it, and the few that picked the wrong key gain it, so it narrows the gaps at the top and can swap places.',
	'classroom.teachers.step7.shows':
		'A checklist for real results: Hardt’s points with his rule on absolute numbers, and Hamel Husain’s checklist, each line linked to the screen that answers it and naming whose method the check is.',
	'classroom.teachers.step7.ask1':
		'Which benchmark do you rely on, and which of these checks has it passed?',
	'classroom.teachers.step7.answer1':
		'A good answer names the benchmark and goes down the list: how noisy its scores are (how many items?), whether its ranking holds on a harder or newer test set, whether the models were prepared alike, and what the first failing traces show. Most public benchmarks publish only the headline number, so most checks cannot be made from outside; that is a finding too.',
	'classroom.teachers.step7.ask2': 'What would your own private eval look like?',
	'classroom.teachers.step7.answer2':
		'A few hundred tasks from your own use, graded against answers people have checked (ground truth), with every trace kept; every candidate model run the same way; the failing traces read; models compared by their ranking, with the noise said beside each score.',
	'classroom.teachers.facts': 'Cited facts and their sources',
	'classroom.teachers.sources': 'Sources',
	'classroom.teachers.model': 'How the simulation works, and what it assumes',
	'classroom.teachers.model1':
		'The source is {items, number} items answered by {models, number} models, written by the app’s item-response model (seeded). A model’s true ability is its ability before any preparation, measured here as its unprepared score on the whole source; a test set is a sample of the source.',
	'classroom.teachers.model2':
		'Fresh items (steps 2 and 3) come from the same item-response model: new questions of the same kind, or, for the harder source, written that many SDs of difficulty harder. The spacing slider scales the differences between the models’ abilities.',
	'classroom.teachers.model3':
		'Studying: each item has a “studiability”; a model prepared to level p answers every benchmark item below p correctly. A model that memorised the benchmark’s items gains nothing on items written after the cut-off; one that trained on the test task gains on later items of the same kind as well. Preparation does not add up: a model ends at the higher of its own level and the common one.',
	'classroom.teachers.model4':
		'Broken items: every item is multiple choice. A wrong key names a wrong option, so the models that knew the answer fail and the ones that picked that option pass; a harness failure leaves every model without an answer.',
	'classroom.teachers.model5':
		'What the simulation assumes: every model meets the same items through the same response curve, so its ranking changes only by noise, by studying, by a harder source weighing the categories differently, or by the models coming close. Real benchmarks only suggest this; Hardt calls rank stability “mostly an empirical phenomenon”.',
	'classroom.teachers.model6':
		'tau-b is Kendall’s rank correlation: 1 when two rankings agree on every pair of models, 0 when they agree on as many pairs as they disagree. Its noise floor is the range of tau-b between two fresh test sets of the same size: what sampling noise alone gives. The simulation can draw such test sets; a real benchmark has one and estimates the floor by the bootstrap (two resamples of that one set), an estimate that runs high when the models are close.'
} as const;

export default enClassroom;
