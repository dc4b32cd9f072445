/**
 * English messages of the votes feature (issue 34): its import problems and summaries
 * (`../formats`), the fit's settings and intervals, the perturbation kinds, their variants and
 * what stops them, the fewest votes to flip, and the room's words (`../views`: review, library
 * list, settings, leaderboard, chart, run and verdict). Spread into src/i18n/messages/en.ts;
 * zh-CN.ts beside this file has the same keys. The codes are the core's and the formats'
 * (`VOTE_ISSUE_CODES`, `VoteKind`, `VoteVariant`, `VoteRecipeIssue`, `NoFit`).
 */
const enVotes = {
	// ---- Import: what was recognised, and the problems of a votes file (formats/) ----
	'votes.layout.clean-battle': 'Chatbot Arena battle log (<code>{format}</code> JSON)',
	'votes.layout.preference-flags':
		'Pairwise preferences (a table with <code>{a}</code>, <code>{b}</code>, <code>{tie}</code>)',
	'votes.layout.winner-column': 'Pairwise votes (a table with a <code>{winner}</code> column)',
	'votes.summary':
		'{votes, plural, one {# vote} other {# votes}} between {models, plural, one {# model} other {# models}}',
	'votes.badRows':
		'{count, plural, one {# row has a problem and is} other {# rows have a problem and are}} left out.',
	'votes.ignoredColumns': 'Not kept as categories (free text or too many values): {columns}.',
	'votes.issue.votes-json-invalid': 'the file is not valid JSON ({detail}).',
	'votes.hint.votes-json-invalid':
		'Save the battle log as a JSON array of records, or as one record per line.',
	'votes.issue.votes-not-list': 'the file is JSON but not a list of battles.',
	'votes.hint.votes-not-list': 'Each battle is a record with both models and the winner.',
	'votes.issue.votes-not-record': 'entry {entry, number} is not a record.',
	'votes.hint.votes-not-record': 'Each battle is a record with both models and the winner.',
	'votes.issue.votes-empty-model': 'the model name (<code>{field}</code>) is empty.',
	'votes.hint.votes-empty-model': 'Every vote needs the names of both models.',
	'votes.issue.votes-self-play': '<data>{model}</data> plays itself.',
	'votes.hint.votes-self-play': 'A vote compares two different models; leave this row out.',
	'votes.issue.votes-winner-invalid': 'the winner “{value}” is neither side nor a tie.',
	'votes.hint.votes-winner-invalid':
		'Name side a, side b, a tie or a tie in which both were bad, or one of the two models.',
	'votes.issue.votes-flags-invalid': 'the three winner flags are {values}: exactly one must be 1.',
	'votes.hint.votes-flags-invalid':
		'Mark each vote with a single 1: side a won, side b won, or a tie.',
	'votes.issue.votes-row-length':
		'this record has {fields, plural, one {# field} other {# fields}}, the header {columns, number}.',
	'votes.hint.votes-row-length': 'Give every record one value per column.',
	'votes.issue.votes-csv-invalid': 'the table cannot be read ({detail}).',
	'votes.hint.votes-csv-invalid': 'Check the quoting of this record.',
	'votes.issue.votes-no-votes': 'the file holds no votes.',
	'votes.hint.votes-no-votes': 'Check that it is a battle log.',
	'votes.issue.votes-verdict-invalid':
		'game {game, number} has the verdict “{value}”, not one of <code>{verdicts}</code>.',
	'votes.hint.votes-verdict-invalid':
		'Each game’s <code>{score}</code> is one of these verdicts, or <code>{none}</code> when the judge did not settle it.',
	'votes.issue.votes-judgment-invalid':
		'this line is not an arena-hard-auto judgment (no <code>{field}</code>).',
	'votes.hint.votes-judgment-invalid': 'Each line needs <code>{fields}</code>.',
	'votes.issue.votes-parquet-unreadable': 'part of this Parquet file cannot be read ({detail}).',
	'votes.hint.votes-parquet-unreadable':
		'The file may be damaged; export it again, or save it as CSV. The votes before this row were read.',
	'votes.layout.arena-hard':
		'arena-hard-auto judgments ({files, plural, one {# file} other {# files}}): each game is a vote between the judged model and the baseline <data>{baseline}</data>',
	'votes.layout.parquet': 'read from Parquet',
	'votes.arenaHard.baseline.lines':
		'The judgment lines name the baseline, <data>{baseline}</data>.',
	'votes.arenaHard.baseline.self-judgment':
		'The lines do not name the baseline: it is <data>{baseline}</data>, the one model judged against itself (at least half of its games are ties).',
	'votes.arenaHard.baseline.unknown':
		'The lines do not name the baseline and no file judges a model against itself: it is called <data>{baseline}</data> here. Drop the baseline’s own judgment file too to name it.',
	'votes.arenaHard.selfJudgments':
		'{count, plural, one {# line} other {# lines}} of the baseline judged against itself left out (a model never plays itself).',
	'votes.arenaHard.unsettled':
		'{count, plural, one {# game} other {# games}} the judge left unsettled left out.',

	// ---- The fit: Bradley–Terry by maximum likelihood, on Chatbot Arena's scale ----
	'votes.fit.title': 'Ratings from pairwise votes (Bradley–Terry)',
	'votes.fit.scale':
		'Chatbot Arena’s scale: 400 points per factor of 10 in the odds, <data>{anchor}</data> at 1000.',
	'votes.fit.scale.mean':
		'Chatbot Arena’s scale: 400 points per factor of 10 in the odds, the models’ mean at 1000.',
	'votes.fit.scale.penalty':
		'Chatbot Arena’s scale: 400 points per factor of 10 in the odds, the penalty’s centre at 1000.',
	'votes.tieRule.label': 'Ties',
	'votes.tieRule.half': 'Half a win for each side (Chatbot Arena’s rule)',
	'votes.tieRule.drop': 'Left out',
	'votes.anchor.label': 'Model at 1000',
	'votes.strong.label': 'Strong verdicts count',
	'votes.strong.one': '×1 (one vote each: the plain fit)',
	'votes.strong.three': '×3 (arena-hard-auto’s default weight)',
	'votes.strong.hint':
		'{count, plural, one {# game is} other {# games are}} a strong verdict (<code>{ab}</code> or <code>{ba}</code>). arena-hard-auto counts each one 3 times (<code>{flag}</code>); with ×3 the fit, both intervals, the runs and the fewest votes to flip count it as 3 votes (so does the votes column, and a file row may be listed up to 3 times among the fewest votes).',
	'votes.l2.label': 'L2 penalty λ',
	'votes.l2.hint':
		'0 is the plain maximum likelihood. GenAI-Arena’s published ratings use λ = 0.5 (sklearn’s default on every vote counted twice).',
	'votes.groups.separate':
		'{count, plural, one {# group of models} other {# groups of models}} never met through the votes: each is rated on its own scale, and ratings of different groups cannot be compared.',
	'votes.group.not-connected': 'These models are not linked by votes: no common scale.',
	'votes.group.unbounded':
		'Some models won (or lost) every vote against the rest: their ratings are unbounded. Choose an L2 penalty to rate them.',
	'votes.unrated': 'Without a vote under this tie rule: {models}.',

	// ---- Intervals, each named as what it is ----
	'votes.interval.bootstrap': 'Bootstrap over votes (Chatbot Arena’s method)',
	'votes.interval.bootstrap.explain':
		'{draws, number} resamples of the votes drawn with replacement, each refitted; the middle {level} of each rating, seed {seed}.',
	'votes.interval.sandwich': 'Sandwich estimator (Chatbot Arena’s current default)',
	'votes.interval.sandwich.explain':
		'A normal {level} interval from the curvature of the likelihood and the spread of the votes’ scores (H⁻¹ G H⁻¹), without resampling.',
	'votes.interval.undefined':
		'{count, plural, one {# resample gives no finite ratings and is left out} other {# resamples give no finite ratings and are left out}}.',
	'votes.arenaRank': 'Arena rank',
	'votes.arenaRank.explain':
		'1 + the number of models whose lower bound lies above this model’s upper bound, as Chatbot Arena ranks.',

	// ---- Perturbations of votes (core/vote-kinds.ts) ----
	'votes.kind.bootstrap': 'Bootstrap over votes',
	'votes.kind.bootstrap.explain':
		'Another crowd of the same size from the same pool: the noise floor.',
	'votes.kind.fewerVotes': 'Fewer votes per pair',
	'votes.kind.fewerVotes.explain': 'Each vote kept with probability {share}.',
	'votes.kind.reweight': 'A shifted crowd',
	'votes.kind.reweight.explain':
		'The votes of each <code>{column}</code> weighted alike, the weights drawn at random (concentration {concentration, number}).',
	'votes.kind.levelWeights': 'Votes weighted by a column',
	'votes.kind.levelWeights.explain': 'The votes of each <code>{column}</code> weighted as given.',
	'votes.kind.timeSplit': 'Before and after a date',
	'votes.kind.timeSplit.explain':
		'The votes cast before the cut-off against those cast from it on.',
	'votes.kind.dropLevel': 'Without one <code>{column}</code> at a time',
	'votes.kind.dropLevel.explain':
		'Each value of the column left out in turn (one judge, one language…).',
	'votes.kind.dropModel': 'Without one model’s battles',
	'votes.kind.dropModel.explain':
		'Each model’s battles left out in turn: the others refitted without it.',
	'votes.variant.before': 'Before {cutoff, date, medium} ({votes, number} votes)',
	'votes.variant.from': 'From {cutoff, date, medium} ({votes, number} votes)',
	'votes.variant.withoutLevel': 'Without <data>{level}</data> ({votes, number} votes)',
	'votes.variant.withoutModel': 'Without <data>{model}</data> ({votes, number} votes)',
	'votes.variant.levelWeights': 'Weighted by <code>{column}</code>',
	'votes.recipeIssue.no-column': 'The votes have no <code>{column}</code> column.',
	'votes.recipeIssue.no-time': 'The votes have no times (<code>{field}</code>).',

	// ---- The fewest votes to flip ----
	'votes.flip.title': 'The fewest votes that flip the leader',
	'votes.flip.found':
		'Removing {count, plural, one {# vote} other {# votes}} of {total, number} lets <data>{challenger}</data> reach <data>{leader}</data>; a refit without them confirms it.',
	'votes.flip.bound':
		'No fewer than {lower, plural, one {# vote} other {# votes}} can do it: a proven bound on how far that many votes move the fit.',
	'votes.flip.exact': 'So {count, plural, one {# vote} other {# votes}} is the fewest.',
	'votes.flip.none':
		'No removal of up to {max, plural, one {# vote} other {# votes}} found flips it; none of fewer than {lower, number} can.',
	'votes.flip.rows': 'The votes removed (rows of the file, counted from 0): {rows}',
	// ---- The wiring: import, library, the votes room (issue 34) ----
	'votes.import.alone':
		'“{file}” is a file of pairwise votes: drop it on its own to open its ratings. Nothing was imported.',
	'votes.import.failed': 'Reading “{file}” as votes failed ({detail}). Nothing was stored.',
	'votes.notice.already': '“{file}” is already in the library as “{name}”.',
	'votes.review.title': 'Pairwise votes: check before importing',
	'votes.review.file': 'File <data>{file}</data>',
	'votes.review.problems': 'Rows with a problem',
	'votes.review.row': 'row {row, number}',
	'votes.review.column': 'column “{column}”',
	'votes.review.more':
		'And {count, plural, one {# more row} other {# more rows}} with a problem, not listed.',
	'votes.review.confirm': 'Import without {count, plural, one {this row} other {these # rows}}',
	'votes.review.noVotes': 'No vote could be read: there is nothing to import.',
	'votes.library.heading': 'Pairwise votes',
	'votes.library.intro':
		'Battle logs (two models and the winner on each row), rated by Bradley–Terry as Chatbot Arena rates them.',
	'votes.library.colShape': 'Votes',
	'votes.badge': 'votes',
	'votes.view.library': 'Library',
	'votes.view.loading': 'Loading the votes…',
	'votes.view.missing':
		'These votes are not in this browser’s library. Import the same file to open them here.',
	'votes.view.failed': 'The votes could not be analysed ({detail}).',
	'votes.view.storage': 'The votes could not be read from the library ({detail}).',
	'votes.view.titleOf': 'Votes: <data>{name}</data>',
	'votes.view.lead':
		'Ratings fitted to pairwise votes, and the question this app asks of every leaderboard: would the order survive a slightly different crowd?',
	'votes.view.urlInvalid':
		'Some settings in the address were not valid and use their defaults: {params}.',
	'votes.view.fitting': 'Fitting the ratings…',
	'votes.settings.heading': 'Settings',
	'votes.anchor.default': 'The model with the most votes',
	'votes.seed.label': 'Seed',
	'votes.group.heading':
		'Group {n, number}: {models, plural, one {# model} other {# models}}, {votes, plural, one {# vote} other {# votes}}',
	'votes.group.pick': 'Group for the fewest votes and the run',
	'votes.group.option': 'Group {n, number} ({models, plural, one {# model} other {# models}})',
	'votes.col.rankBootstrap': 'Arena rank (bootstrap)',
	'votes.col.rankSandwich': 'Arena rank (sandwich)',
	'votes.col.model': 'Model',
	'votes.col.rating': 'Rating',
	'votes.col.votes': 'Votes',
	'votes.chart.title': 'Ratings with both intervals',
	'votes.chart.caption':
		'{name}: bootstrap over votes ({draws, number} resamples, seed {seed, number}) and sandwich estimator.',
	'votes.chart.explain':
		'The dot is the rating; the bar the bootstrap interval over votes; the grey band behind it the sandwich interval. Ratings of different groups are on different scales.',
	'votes.flip.searching': 'Searching for the fewest votes…',
	'votes.flip.cancelled': 'The search was stopped.',
	'votes.flip.retry': 'Search again',
	'votes.flip.verified': 'votes, verified by a refit',
	'votes.flip.rows.summary':
		'The {count, plural, one {removed vote} other {# removed votes}} (rows of the file, counted from 0)',
	'votes.flip.rows.note':
		'Rows count the file’s records from 0 in file order (a JSON entry, a CSV record below the header).',
	'votes.flip.method':
		'Found by influence scores (Huang, Shen, Wei & Broderick 2025) and confirmed by fitting again without those votes; the lower bound is proven.',
	'votes.flip.noFit': 'This group has no finite ratings: there is no leader to flip.',
	'votes.run.heading': 'Would the order survive another crowd of votes?',
	'votes.run.kindLabel': 'Perturbation',
	'votes.run.kind.bootstrap': 'Bootstrap over votes (the noise floor itself)',
	'votes.run.kind.fewerVotes': 'Half the votes of each pair',
	'votes.run.kind.reweight': 'A shifted crowd (a column’s values reweighted)',
	'votes.run.kind.timeSplit': 'Before and after the median time',
	'votes.run.kind.dropLevel': 'Without one value of a column at a time',
	'votes.run.kind.dropModel': 'Without one model’s battles at a time',
	'votes.run.column': 'Column',
	'votes.run.draws': 'Draws',
	'votes.run.start': 'Run',
	'votes.run.progress': 'Drawing the perturbed votes',
	'votes.run.cancelled': 'The run was cancelled.',
	'votes.run.seed': 'Seed {seed, number} · {draws, plural, one {# draw} other {# draws}}',
	'votes.verdict':
		'A typical draw moves the ratings {change} points, {units}× what another crowd of votes does; the ranking {floor, select, below {moves beyond its noise floor} above {moves less than its noise floor} inside {stays inside its noise floor} other {has no noise floor}} (tau-b {tau}); the leader {held, select, yes {holds its place} other {does not hold its place}}: first in {kept} of draws ({leaderFloor} of resamples).',
	// ---- Simultaneous rank sets, head-to-head heatmaps, a chosen pair (issue 34) ----
	'votes.col.rankSet': 'Rank set (simultaneous {level})',
	'votes.rankSet.explain':
		'Rank set [lo, hi]: with probability about {level}, every model’s true rank lies in its set at once (the stepdown of Mogstad, Romano, Shaikh & Wilhelm, as the app’s rank sets for test sets, from the sandwich covariance: {draws, number} normal draws, seed {seed}). Arena rank is not that: it counts the models whose interval lies wholly above this one, each pair read alone from marginal intervals, with no joint coverage; a rank set is usually wider and never claims a separation the data do not carry.',
	'votes.rankSet.none': 'not ranked',
	'votes.heatmap.win.title': 'Win fraction, row against column',
	'votes.heatmap.win.explain':
		'Each cell: the share of the row model’s votes against the column model that it won {ties, select, half {(a tie counts half)} other {(ties left out)}}; models ordered by rating, best first. Blue: the row model wins more often; orange: less; empty: they never met.',
	'votes.heatmap.win.tip': '{share} won of {battles, plural, one {# vote} other {# votes}}',
	'votes.heatmap.count.title': 'Battle count of each pair',
	'votes.heatmap.count.explain':
		'Each cell: how many votes the two models met in (ties included); models ordered by rating, best first. Pairs that met rarely give the fit little to go on.',
	'votes.heatmap.count.tip': '{battles, plural, one {# vote} other {# votes}}',
	'votes.heatmap.caption':
		'{name}: group {n, number}, {models, plural, one {# model} other {# models}} ordered by rating.',
	'votes.heatmap.vs': '{row} against {col}',
	'votes.heatmap.x': 'Against (column)',
	'votes.heatmap.y': 'Model (row)',
	'votes.heatmap.never': 'never met',
	'votes.heatmap.topOnly':
		'The top {n, number} of {total, number} models by rating are shown; the results JSON and the table hold the ratings of all.',
	'votes.pair.title': 'The fewest votes that flip a chosen pair',
	'votes.pair.first': 'Model',
	'votes.pair.second': 'Against',
	'votes.pair.hint':
		'By default the leader and the runner-up; the pair is kept in the address. Whichever is rated higher is the one to be reached.',
	'votes.pair.level': 'The two are rated alike: there is nothing to flip.',
	'votes.pair.searching': 'Searching for the fewest votes for this pair…',
	'votes.export': 'Export results (JSON)'
} as const;

export default enVotes;
