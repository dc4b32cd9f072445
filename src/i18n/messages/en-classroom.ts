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
		'A guided story for a class or for yourself: ten minutes, live charts, in English and Chinese. Works offline.',
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
	'classroom.control.shift': 'How much harder (SDs of difficulty)',
	'classroom.control.studied': 'Models that study (by true rank)',
	'classroom.control.trueRank': 'truly no. {rank, number}',
	'classroom.control.study': 'How much they study',
	'classroom.control.altitude': 'Preparation every model gets',
	'classroom.control.wrongKeys': 'Items with a wrong answer key',
	'classroom.control.impossible': 'Items nobody can answer',
	'classroom.control.reset': 'Reset the settings',

	// ---- Figures ----
	'classroom.figures.more': 'Every number behind this screen',
	'classroom.figure.missing': 'not within the sizes tried',
	'classroom.figure.yes': 'yes',
	'classroom.figure.no': 'no',
	'classroom.figure.items': 'Items in the test set',
	'classroom.figure.models': 'Models',
	'classroom.figure.leaderScore': 'Leader’s score',
	'classroom.figure.lastScore': 'Last model’s score',
	'classroom.figure.tauTrueAbility': 'Kendall tau-b against true ability',
	'classroom.figure.leaderIsTrueBest': 'The leader is the truly best model',
	'classroom.figure.meanScoreChange': 'Mean score change',
	'classroom.figure.largestScoreChange': 'Largest score change',
	'classroom.figure.tauNewTestSet': 'tau-b between the two leaderboards',
	'classroom.figure.leaderKept': 'Same leader on the new test set',
	'classroom.figure.rankingSettledAt': 'Ranking settles at (items)',
	'classroom.figure.scoreChangeWhenRankingSettled': 'Score change at that size',
	'classroom.figure.scoresSettledAt': 'Scores settle at (items)',
	'classroom.figure.largestSize': 'Largest size tried (items)',
	'classroom.figure.scoreChangeAtLargestSize': 'Score change at the largest size',
	'classroom.figure.shift': 'Shift asked for (SDs)',
	'classroom.figure.shiftReached': 'Shift reached (SDs)',
	'classroom.figure.meanDrop': 'Mean drop',
	'classroom.figure.smallestDrop': 'Smallest drop',
	'classroom.figure.largestDrop': 'Largest drop',
	'classroom.figure.modelsDropped': 'Models whose score dropped',
	'classroom.figure.fitSlope': 'Slope of the line',
	'classroom.figure.fitIntercept': 'Intercept of the line',
	'classroom.figure.fitR': 'Correlation r of the points',
	'classroom.figure.tauHarderTestSet': 'tau-b, harder test set against the leaderboard (median)',
	'classroom.figure.leaderKeptShare': 'Harder test sets with the same leader',
	'classroom.figure.studiedModels': 'Models that studied',
	'classroom.figure.study': 'How much they studied',
	'classroom.figure.meanJumpStudied': 'Mean gain of the models that studied',
	'classroom.figure.meanJumpOthers': 'Mean gain of the others',
	'classroom.figure.tauTrueAbilityStep1': 'tau-b against true ability before anyone studied',
	'classroom.figure.leaderChanged': 'The leader changed',
	'classroom.figure.leaderStudied': 'The leader studied',
	'classroom.figure.altitude': 'Preparation every model gets',
	'classroom.figure.meanInflation': 'Mean score inflation',
	'classroom.figure.tauTrueAbilityStep4': 'tau-b against true ability after studying (step 4)',
	'classroom.figure.edgeKept': 'Models that studied more than the common preparation',
	'classroom.figure.plantedWrongKeys': 'Wrong keys planted',
	'classroom.figure.plantedImpossible': 'Impossible items planted',
	'classroom.figure.flaggedItems': 'Items flagged',
	'classroom.figure.plantedFound': 'Broken items found by the flags',
	'classroom.figure.extraFlagged': 'Other items flagged',
	'classroom.figure.droppedItems': 'Items dropped',
	'classroom.figure.meanScoreRise': 'Mean score change after dropping them',
	'classroom.figure.tauBeforeAfter': 'tau-b between the leaderboards before and after',
	'classroom.figure.tauTrueAbilityWithBroken': 'tau-b against true ability with the broken items',

	// ---- Shared chart words ----
	'classroom.axis.score': 'Score (%)',
	'classroom.axis.items': 'Items per test set',
	'classroom.axis.tau': 'tau-b',
	'classroom.axis.points': 'Points',
	'classroom.chart.band': '5–95% of {pairs, number} pairs of test sets',
	'classroom.studiedMark': '▲ studied on its own',

	// ---- Step 1 ----
	'classroom.step1.title': 'One test set, one leaderboard',
	'classroom.step1.lead':
		'A simulated benchmark: {models, number} models whose true ability we know answer {items, number} test items. The test set has one job: to rank them.',
	'classroom.step1.headline':
		'The leader scores {leader}, the last model {last}. Against true ability, this leaderboard has Kendall tau-b = {tau}.',
	'classroom.step1.chart': 'The leaderboard: each model’s score on the test set',
	'classroom.step1.barLabel': '{model} (truly no. {rank, number})',
	'classroom.step1.ask': 'Is the model on top really the best one? What would a new test set say?',

	// ---- Step 2 ----
	'classroom.step2.title': 'A new test set from the same source',
	'classroom.step2.lead':
		'Draw fresh items from the same source, as if the benchmark were built again. Every score moves. Does the order?',
	'classroom.step2.headline':
		'Every score moved: by {mean} on average, up to {largest}. Yet the two leaderboards agree with tau-b = {tau}.',
	'classroom.step2.settled':
		'The ranking settles with about {k, number} items (two test sets agree with tau-b ≥ 0.9), where scores still move by {change}; even at {largest, number} items they move by {changeLargest}.',
	'classroom.step2.notSettled':
		'Up to {largest, number} items, two test sets never agree with tau-b ≥ 0.9 in this scenario; scores still move by {changeLargest} there.',
	'classroom.step2.chartScores': 'Each model’s score on the first and on the new test set',
	'classroom.step2.point': 'new test set',
	'classroom.step2.interval': 'from one test set to the other',
	'classroom.step2.chartTau': 'Two test sets of the same size: how well their rankings agree',
	'classroom.step2.chartChange': '…and how far scores move between them',
	'classroom.step2.lineTau': 'tau-b between the two rankings',
	'classroom.step2.lineChange': 'typical score change (points)',

	// ---- Step 3 ----
	'classroom.step3.title': 'A harder new test set',
	'classroom.step3.lead':
		'This time the new test set leans towards harder items. Every score drops. Do the models stay in line?',
	'classroom.step3.headline':
		'Scores dropped by {mean} on average ({smallest} to {largest}); the models stay on a line (r = {r}) and the ranking keeps tau-b = {tau}.',
	'classroom.step3.chart': 'Score on the test set against score on the harder test sets',
	'classroom.step3.x': 'Score on the test set (%)',
	'classroom.step3.y': 'Score on the harder test sets (%, mean of {draws, number})',
	'classroom.step3.points': 'models',
	'classroom.step3.identity': 'no change (y = x)',
	'classroom.step3.fit': 'fitted line (“accuracy on the line”)',

	// ---- Step 4 ----
	'classroom.step4.title': 'Studying for the test (“benchmaxxing”)',
	'classroom.step4.lead':
		'Some models prepare on the benchmark’s own kind of items. Their true ability does not change. Does the leaderboard notice?',
	'classroom.step4.headline':
		'The models that studied gained {jump}, the others nothing. Against true ability, tau-b fell from {before} to {after}.',
	'classroom.step4.leaderTrue': 'The leader is still the truly best model.',
	'classroom.step4.leaderNotTrue': 'The leader is no longer the truly best model.',
	'classroom.step4.chart': 'Each model’s score before and after studying',
	'classroom.step4.point': 'after',
	'classroom.step4.interval': 'before → after',

	// ---- Step 5 ----
	'classroom.step5.title': 'Altitude training',
	'classroom.step5.lead':
		'Now every model gets the same preparation before the test, on top of whatever it did on its own.',
	'classroom.step5.headline':
		'Every score went up, by {inflation} on average. Against true ability, tau-b is {after} again: it was {studied} after studying, {unprepared} with no preparation.',
	'classroom.step5.chart': 'Each model’s score with no preparation and after the common one',
	'classroom.step5.point': 'after the common preparation',
	'classroom.step5.interval': 'no preparation → prepared',

	// ---- Step 6 ----
	'classroom.step6.title': 'Look at the items',
	'classroom.step6.lead':
		'Some items are broken: a wrong answer key, a question nobody can answer. The item view’s flags find them. Drop them: what changes?',
	'classroom.step6.headline':
		'Of the {planted, number} broken items, the flags found {found, number} ({extra, plural, =0 {and no other item} one {and # other item} other {and # other items}}); dropping {dropped, number} items changed scores by {rise} and the ranking barely (tau-b = {tau} with the old one).',
	'classroom.step6.headlineKept':
		'Of the {planted, number} broken items, the flags found {found, number} ({extra, plural, =0 {and no other item} one {and # other item} other {and # other items}}). Nothing is dropped yet: tick a box to drop them and see what changes.',
	'classroom.step6.drop': 'Drop the flagged items',
	'classroom.step6.dropFlag': 'Items flagged “{flag}” ({what})',
	'classroom.step6.chart': 'Each model’s score with the broken items and without them',
	'classroom.step6.point': 'without them',
	'classroom.step6.interval': 'with → without',
	'classroom.step6.items': 'The items worth reading',
	'classroom.step6.col.item': 'Item',
	'classroom.step6.col.planted': 'Planted',
	'classroom.step6.col.flags': 'Flags',
	'classroom.step6.col.solvedBy': 'Solved by',
	'classroom.step6.planted.wrongKey': 'wrong key',
	'classroom.step6.planted.impossible': 'nobody can answer',
	'classroom.step6.planted.none': '—',
	'classroom.step6.solvedBy': '{n, number} of {models, number}',
	'classroom.flag.inverted': 'strong models fail, weak ones pass',
	'classroom.flag.nobodySolves': 'nobody solves it',
	'classroom.flag.judgeDisagrees': 'the judge disagrees',
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
	'classroom.step7.dataset': 'Dataset to check',
	'classroom.step7.noDataset': 'Open a sample or drop a file first: the links below then open it.',
	'classroom.step7.check': 'Check it',
	'classroom.step7.openItems': 'Open the item view',
	'classroom.step7.openSweep': 'Open the strength sweep',
	'classroom.step7.openTables': 'Open the score tables',
	'classroom.step7.openStartTables': 'Drop or derive a score table',
	'classroom.step7.shownAt': 'shown at step {step, number}',
	'classroom.checklist.rankingNotScore':
		'Read the ranking, not the score: redraw the test set (bootstrap) and see how far scores move beside how stable the ranking stays.',
	'classroom.checklist.enoughItems':
		'Check the test set is large enough: the size sweep shows how many items the ranking needs to settle.',
	'classroom.checklist.harderTestSet':
		'Try harder test sets (the difficulty shift, swept over its strengths): do scores drop together, staying on a line?',
	'classroom.checklist.trainedOnTest':
		'Look for training on the test: compare items written before and after the models were trained (time split).',
	'classroom.checklist.samePreparation':
		'Ask whether every model was prepared the same way; compare rankings across benchmarks or conditions.',
	'classroom.checklist.readFailingItems':
		'Open the failing items: wrong keys, impossible or ambiguous questions (the item view’s flags).',
	'classroom.checklist.sameSetup':
		'Check every model ran with the same settings (limits, temperature, harness).',

	// ---- Quotes and facts ----
	'classroom.quote.label': 'From the source',
	'classroom.quote.translatorNote':
		'Translator’s note: the source’s Chinese departs from its English here; closer: “{suggested}”',
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
	'classroom.fact.trainBeforeTest':
		'Giving every model the same benchmark-specific fine-tuning before testing raised the mean agreement (Kendall tau-b) between the rankings of {benchmarks, number} benchmarks over {models, number} models from about {tauDirect} to about {tauTrainBeforeTest}.',
	'classroom.fact.labelErrors':
		'Across {testSets, number} widely used test sets, about {sharePercent}% of the items are mislabelled.',

	// ---- Teachers' page (TeachersView.svelte) ----
	'classroom.teachers.title': 'For teachers',
	'classroom.teachers.lead':
		'Seven screens, about ten minutes, one argument (Moritz Hardt’s): a benchmark’s scores do not replicate when the test set changes a little, but its ranking does — unless the models prepared for the test to different degrees; giving all of them the same preparation restores it. The last screens follow Hamel Husain: open the items before trusting a headline number.',
	'classroom.teachers.before':
		'Before class: open each step, set it up, and copy its link (the address holds the step, the language and every setting). In class: presentation mode (<code>{presentKey}</code>), full screen (<code>{fullKey}</code>), arrows or a clicker to move. Everything runs in the browser and works offline once the page has loaded.',
	'classroom.teachers.back': 'Back to the story',
	'classroom.teachers.open': 'Open step {step, number}',
	'classroom.teachers.shows': 'What it shows',
	'classroom.teachers.time': 'About {minutes, number} min',
	'classroom.teachers.ask': 'Questions to ask',
	'classroom.teachers.step1.shows':
		'A leaderboard of models whose true ability is known (their score on every question the benchmark could ask). The test set is a sample of that source, used only to rank.',
	'classroom.teachers.step1.ask1':
		'What does the score of the top model tell us about a new question it has never seen?',
	'classroom.teachers.step1.ask2': 'Why lock the test set away and use it only once?',
	'classroom.teachers.step2.shows':
		'A second test set from the same source: every score moves by a few points, the ranking barely. Redraw a few times; move the size slider down to 20 items and up again. The curves show the ranking settling with far fewer items than the scores.',
	'classroom.teachers.step2.ask1':
		'A model scored 90% on one test set and 73% on another: which is its accuracy?',
	'classroom.teachers.step2.ask2': 'Why do rankings settle sooner than scores?',
	'classroom.teachers.step3.shows':
		'A harder test set: all scores drop by several points, as ImageNet models did on ImageNetV2, but the models stay on a line, so the ranking holds.',
	'classroom.teachers.step3.ask1':
		'If every score drops, is the benchmark broken, or only its absolute numbers?',
	'classroom.teachers.step3.ask2': 'What would a model far off the line mean?',
	'classroom.teachers.step4.shows':
		'Some models prepare on the benchmark’s own kind of items: their scores jump while their true ability does not, and the leaderboard stops ranking by ability. Tick a weak model and watch it climb.',
	'classroom.teachers.step4.ask1': 'Is studying for the test cheating? Where is the line?',
	'classroom.teachers.step4.ask2':
		'How could you tell, from outside, that a model studied for this benchmark?',
	'classroom.teachers.step5.shows':
		'The 1968 Olympic 1,500 m story, then the fix: give every model the same preparation before testing. All scores are inflated, but the ranking agrees with true ability again (train-before-test).',
	'classroom.teachers.step5.ask1':
		'Why does letting everyone prepare fix the ranking but not the scores?',
	'classroom.teachers.step5.ask2':
		'What if the common preparation is weaker than what some models did on their own?',
	'classroom.teachers.step6.shows':
		'Broken items planted in the test set (wrong keys, impossible questions) and found by the item view’s flags. Dropping them raises scores and barely moves the ranking; the point is to look.',
	'classroom.teachers.step6.ask1': 'Which items would you read first, and why?',
	'classroom.teachers.step6.ask2': 'Why would a wrong key hurt strong models more than weak ones?',
	'classroom.teachers.step7.shows':
		'A checklist for real results, each point with the place in the app that checks it.',
	'classroom.teachers.step7.ask1':
		'Which benchmark do you rely on, and which of these checks has it passed?',
	'classroom.teachers.step7.ask2': 'What would your own private test set look like?',
	'classroom.teachers.facts': 'Cited facts and their sources',
	'classroom.teachers.sources': 'Sources',
	'classroom.teachers.model': 'How the simulation works',
	'classroom.teachers.model1':
		'The source is {items, number} items answered by {models, number} models, generated by the app’s item-response model (seeded). A model’s true ability is its score on the whole source; a test set is a sample of it.',
	'classroom.teachers.model2':
		'Studying: each item has a “studiability”; a model prepared to level p answers every item below p correctly. Its true ability does not change. Preparation does not add up: a model ends at the higher of its own level and the common one.',
	'classroom.teachers.model3':
		'Broken items: a wrong key reverses every model’s grade on an item that separates strong from weak models; an impossible item is failed by everyone.',
	'classroom.teachers.model4':
		'tau-b is Kendall’s rank correlation: 1 when two rankings agree on every pair of models, 0 when they agree on as many pairs as they disagree.'
} as const;

export default enClassroom;
