/**
 * English messages of the problems the format readers (`src/formats`: lm-eval, Inspect, HELM,
 * SWE-bench, AlpacaEval, JSON(L), long tables, JSON matrices, zip archives, the checks of the
 * assembled matrix) report with a code: `import.issue.<code>` and `import.hint.<code>`
 * (`ImportIssueCode` in `src/formats/issues.ts`; shown by `components/import-issue.ts` after the
 * file, row and column). The English repeats the readers' own sentences (`message`, `hint`), which
 * logs and the import lock keep. Field names, commands and file patterns are parameters (data, not
 * language); file names, ids and values sit inside `<data>…</data>`. zh-CN-formats.ts has the same
 * keys.
 */
const enFormats = {
	// ---- What each file was read as (the formats registry, `src/formats/registry.ts`: `format.<id>`) ----
	'format.wide-table': 'Wide table (CSV/TSV: one row per item, one column per model)',
	'format.long-table': 'Long table (CSV/TSV/JSONL/JSON: one row per item and model)',
	'format.json-matrix': 'JSON matrix (this app’s dataset format)',
	'format.lm-eval-samples': 'lm-evaluation-harness samples (--log_samples)',
	'format.lm-eval-results': 'lm-evaluation-harness results (model name only)',
	'format.inspect-log': 'Inspect AI log (.eval or .json)',
	'format.helm-per-instance': 'HELM per_instance_stats.json',
	'format.helm-run-spec': 'HELM run_spec.json (model name only)',
	'format.helm-instances': 'HELM instances.json (item texts only)',
	'format.helm-predictions': 'HELM display_predictions.json (model outputs only)',
	'format.swebench-report': 'SWE-bench report (harness report or results.json)',
	'format.swebench-instances': 'SWE-bench instance-id list',
	'format.alpaca-annotations': 'AlpacaEval annotations.json',
	'format.promptfoo': 'promptfoo results (the JSON of promptfoo eval)',
	'format.arena-hard-judgments': 'arena-hard-auto judgments (one JSONL file per judged model)',
	'format.arena-hard-questions':
		'arena-hard-auto questions (question.jsonl: texts and clusters only)',
	'format.eee-samples': 'Every Eval Ever samples (the _samples.jsonl of a run)',
	'format.eee-aggregate': 'Every Eval Ever run (its aggregate JSON: model and source only)',
	'format.lighteval-details': 'lighteval details (Parquet, also the Open LLM Leaderboard’s)',
	'format.models-table': 'Models table (release dates, size, compute; no scores)',
	'format.livecodebench': 'LiveCodeBench leaderboard JSON (with problem and model dates)',

	// ---- The review's choices for tables (views/start/ImportReview.svelte) ----
	'review.decimal': 'Decimal mark',
	'review.decimal.point': 'Point (0.85)',
	'review.decimal.comma': 'Comma (0,85)',
	'review.metricLabel.arena-hard-judgments': 'Scoring against the baseline',
	'review.metricOption.arena-hard-judgments.plain': 'Each game once (win 1, tie ½, loss 0)',
	'review.metricOption.arena-hard-judgments.weighted':
		'arena-hard-auto’s own: a strong win counts 3 games',
	'review.metricLabel.eee-samples': 'Score',

	// ---- What a detector recognised (FileProposal.about: `import.summary.<code>`) ----
	'import.summary.wide-table':
		'{delimiter, select, parquet {Wide table in Parquet} tab {Wide table, tab-separated} semicolon {Wide table, semicolon-separated} other {Wide table, comma-separated}}: {flipped, select, yes {{columns, plural, one {# item column} other {# item columns}}, one model per row (flipped)} other {{columns, plural, one {# model column} other {# model columns}}}}{meta, plural, =0 {} one {, # metadata column} other {, # metadata columns}}.',
	'import.summary.long-table':
		'{kind, select, tab {Long table, tab-separated} comma {Long table, comma-separated} semicolon {Long table, semicolon-separated} parquet {Long table in Parquet} jsonl {Long table in JSON lines} json {Long table in JSON} other {Long table in JSON (records under “<data>{path}</data>”)}}: item “<data>{item}</data>”, model “<data>{model}</data>”, {hasScore, select, no {no score column found} other {score “<data>{score}</data>”}}{hasCategory, select, no {} other {, category “<data>{category}</data>”}}{hasTrials, select, no {} other {, trials per cell “<data>{trials}</data>”}}.',
	'import.summary.json-matrix':
		'JSON matrix: {items, plural, one {# item} other {# items}} × {models, plural, one {# model} other {# models}}.',
	'import.summary.lm-eval-samples':
		'lm-eval samples, task “<data>{task}</data>”{hasMetric, select, no {} other {, metric “<data>{metric}</data>”}}{hasFilter, select, no {} other {, filter “<data>{filter}</data>”}}.',
	'import.summary.lm-eval-results':
		'lm-eval results{hasModel, select, no {} other { for model “<data>{model}</data>”}} ({tasks, plural, one {# task} other {# tasks}}); names the model of the samples files of the same run.',
	'import.summary.inspect-log':
		'Inspect log, task “<data>{task}</data>”{hasModel, select, no {} other {, model “<data>{model}</data>”}}{hasScorer, select, no {} other {, scorer “<data>{scorer}</data>”}}.',
	'import.summary.helm-per-instance':
		'HELM per-instance stats{hasScenario, select, no {} other { of “<data>{scenario}</data>”}}{hasStat, select, no {} other {, stat “<data>{stat}</data>”}}{hasSplit, select, no {} other { on “<data>{split}</data>”}}.',
	'import.summary.helm-run-spec':
		'HELM run spec “<data>{spec}</data>” (names the model “<data>{model}</data>” of its folder).',
	'import.summary.helm-instances':
		'HELM instances ({count, plural, one {# input} other {# inputs}} and references for the item view).',
	'import.summary.helm-predictions':
		'HELM predictions ({count, plural, one {# model output} other {# model outputs}} for the item view).',
	'import.summary.swebench-report':
		'SWE-bench {kind, select, report {harness report} other {results.json}} for “<data>{model}</data>”: {resolved, number} resolved of {all, plural, one {# instance} other {# instances}} listed.',
	'import.summary.swebench-instances':
		'SWE-bench instance list ({complete, select, yes {{count, plural, one {# id} other {# ids}}} other {{count, number}+ ids}}): completes the item universe.',
	'import.summary.alpaca-annotations':
		'AlpacaEval annotations: {count, plural, one {# judgement} other {# judgements}} of {one, select, no {{models, number} models} other {“<data>{model}</data>”}}.',
	'import.summary.models-table':
		'Models table: <data>{columns}</data> for each model (no scores; matched to the models by name).',
	'import.summary.livecodebench':
		'LiveCodeBench leaderboard: {results, number} results of {models, number} models, with problem dates{hasDated, select, no {} other { and {dated, number} model release dates}}.',
	'import.issue.lcb-not-leaderboard':
		'this is not the LiveCodeBench leaderboard JSON (<code>{fields}</code>).',
	'import.hint.lcb-not-leaderboard':
		'Drop <code>{name}</code> as the leaderboard site publishes it.',
	'import.summary.promptfoo':
		'promptfoo results (version {version}): {tests, number} tests × {providers, number} providers{severalPrompts, select, no {} other { × {prompts, number} prompts}}.',
	'import.issue.promptfoo-not-results':
		'this is not a promptfoo results file (no results with <code>{fields}</code>).',
	'import.hint.promptfoo-not-results': 'Drop the file written by <code>{command}</code>.',
	'import.issue.promptfoo-bad-result':
		'result {entry} has no {field, select, provider {provider} other {number for “<data>{field}</data>”}}.',
	'import.hint.promptfoo-bad-result': 'Each result needs a provider and a score.',
	'import.summary.arena-hard-judgments':
		'arena-hard-auto judgments{hasJudge, select, no {} other { by “<data>{judge}</data>”}} of “<data>{model}</data>”{moreModels, plural, =0 {} one { and # more model} other { and # more models}} against {hasBaseline, select, no {the baseline} other {“<data>{baseline}</data>”}}.',
	'import.summary.arena-hard-questions':
		'arena-hard-auto questions ({count, number}{complete, select, yes {} other {+}}): their texts and clusters for the judgments dropped with them.',
	'import.issue.arena-bad-line':
		'line {line} is not an arena-hard judgment (no <code>{field}</code>).',
	'import.hint.arena-bad-line': 'Each line needs <code>{fields}</code>.',
	'import.issue.arena-bad-verdict':
		'game {game} of line {line} has the verdict <data>{value}</data>, not one of <code>{verdicts}</code>.',
	'import.issue.arena-no-judgments': 'the file has no judgments.',
	'import.hint.arena-no-judgments': 'Drop a <code>{path}</code> file of arena-hard-auto.',
	'import.summary.eee-samples':
		'Every Eval Ever samples (version {version}) of “<data>{model}</data>”{moreModels, plural, =0 {} one { and # more model} other { and # more models}}, evaluation “<data>{evaluation}</data>”{moreEvaluations, plural, =0 {} other { and # more}}.',
	'import.summary.eee-aggregate':
		'Every Eval Ever run of “<data>{model}</data>”{hasSource, select, no {} other { from “<data>{source}</data>”}}: {results, plural, one {# aggregate result} other {# aggregate results}} (the per-sample scores are in its _samples.jsonl).',
	'import.issue.eee-aggregate-only':
		'this Every Eval Ever file holds aggregate scores only, no per-sample results.',
	'import.hint.eee-aggregate-only':
		'Drop its <code>{file}</code> with it (<code>{field}</code>), or read aggregate scores as a score table.',
	'import.issue.eee-no-samples':
		'no sample has the result “<data>{filter}</data>” ({other, plural, one {# row} other {# rows}} of other results).',
	'import.hint.eee-no-samples': 'Choose another result in the mapping.',
	'import.issue.eee-not-sample':
		'line {line} is not an Every Eval Ever sample (<code>{fields}</code>).',
	'import.hint.eee-not-sample': 'Each line of a _samples.jsonl follows <code>{schema}</code>.',
	'import.issue.eee-bad-score': 'the <code>{field}</code> is not a number.',
	'import.hint.eee-bad-score':
		'<code>{score}</code> is a number and <code>{correct}</code> true or false.',
	'import.summary.lighteval-details':
		'lighteval details ({layout, select, nested {doc/metric} other {flat}} layout) of task “<data>{task}</data>”, {rows, plural, one {# item} other {# items}}{hasMetric, select, no {} other {, metric “<data>{metric}</data>”}}.',
	'import.issue.lighteval-not-details':
		'this is not a lighteval details file (doc, metric and model_response columns).',
	'import.hint.lighteval-not-details':
		'Drop a <code>{pattern}</code> written by lighteval <code>{flag}</code>.',
	'import.issue.parquet-unreadable': 'this Parquet file cannot be read (<data>{detail}</data>).',
	'import.hint.parquet-unreadable':
		'The file may be cut short; export it again, or save it as CSV.',
	'import.issue.parquet-row-group':
		'row group {group} (rows {first, number} to {last, number}) cannot be read (<data>{detail}</data>).',
	'import.hint.parquet-row-group':
		'The file may be damaged or use an encoding this reader lacks; export it again, or save it as CSV.',
	'import.issue.parquet-not-recognised':
		'this Parquet file is not a results table this app recognises (columns: <data>{columns}</data>).',
	'import.hint.parquet-not-recognised':
		'A table needs an item column and a score per model (wide), or item, model and score columns (long).',
	'import.summary.workbook': 'Excel workbook: its sheets are listed below.',
	'import.issue.xlsx-unreadable': 'this Excel workbook cannot be read (<data>{detail}</data>).',
	'import.hint.xlsx-unreadable':
		'Open it in Excel or LibreOffice and save the sheet as CSV (comma-separated), then drop the CSV.',
	'import.issue.xlsx-too-large':
		'this Excel workbook is {mb, number} MB; workbooks are read up to {max, number} MB.',
	'import.hint.xlsx-too-large':
		'Save the sheet as CSV (comma-separated) and drop the CSV: CSV files are read up to 1 GB.',
	'import.summary.zipped-folder': 'Zipped folder: its files are listed below.',
	'import.summary.cannot-read': 'Cannot be read.',
	'import.summary.not-recognised': 'Not recognised.',
	// ---- Reading a file (detect.ts, text-stream.ts, read-files.ts, import-files.ts) ----
	'import.issue.file-unreadable': 'the file cannot be read (<data>{detail}</data>).',
	'import.hint.file-unreadable': 'Drop it again.',
	'import.issue.binary-kind':
		'this is {kind, select, png {a PNG image} jpeg {a JPEG image} gif {a GIF image} riff {a RIFF (WebP/WAV/AVI) file} bmp {a BMP image} pdf {a PDF document} gzip {a gzip archive} zstd {a zstd archive} sevenZip {a 7z archive} bzip2 {a bzip2 archive} npy {a NumPy .npy array} parquet {a Parquet file} xls {an Excel 97-2003 workbook (.xls): save it as .xlsx or CSV} sqlite {an SQLite database} elf {a program (ELF)} exe {a Windows program} other {a binary file}}, not a results file.',
	'import.hint.binary-kind':
		'Drop a results file: a CSV/TSV/Parquet/Excel score table, lm-evaluation-harness samples, an Inspect log, a HELM run folder, a SWE-bench report, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments or the LiveCodeBench leaderboard JSON.',
	'import.issue.read-as':
		'{encoding, select, le {Read as UTF-16 (little-endian).} be {Read as UTF-16 (big-endian).} leNoBom {Read as UTF-16 (little-endian, no BOM).} beNoBom {Read as UTF-16 (big-endian, no BOM).} other {The file is not valid UTF-8; it was read as Latin-1 (Windows-1252). Check accented names.}}',
	'import.issue.unknown-format': 'unknown format “<data>{format}</data>”.',
	'import.issue.cannot-read-as': 'the file cannot be read as {format} (<data>{detail}</data>).',
	'import.hint.cannot-read-as': 'Check the chosen format for this file.',
	'import.issue.choices-invalid': 'the import choices are invalid (<data>{detail}</data>).',
	'import.issue.choices-count':
		'the choices describe {described, number} files but {given, number} were given.',
	'import.hint.choices-count': 'Drop the files again.',

	// ---- JSON and JSON lines (read-helpers.ts) ----
	'import.issue.json-too-large':
		'this JSON document is larger than {mb, number} MB, too large to read whole.',
	'import.hint.json-too-large':
		'Export it as JSON lines (one record per line), which is read in a stream, or split it.',
	'import.issue.json-empty': 'the file is empty.',
	'import.hint.json-empty': 'Export the results again.',
	'import.issue.json-invalid': 'this is not valid JSON (<data>{detail}</data>).',
	'import.hint.json-invalid': 'The file may be cut short or edited by hand; export it again.',
	'import.issue.jsonl-invalid': 'line {line} is not valid JSON (<data>{detail}</data>).',
	'import.hint.jsonl-invalid':
		'Each line of a JSONL file must be one complete JSON object; the file may be cut short.',
	'import.issue.jsonl-line-too-long': 'line {line} is longer than {mb, number} MB.',
	'import.hint.jsonl-line-too-long': 'This is not a JSON-lines file, or a record is far too large.',

	// ---- Zip archives (zip.ts, detect.ts) ----
	'import.issue.zip-too-many': 'the archive has more than {max, number} files.',
	'import.hint.zip-too-many': 'Zip only the results folder.',
	'import.issue.zip-entry-error':
		'the archive entry “<data>{name}</data>” cannot be read (<data>{detail}</data>).',
	'import.hint.zip-entry-error': 'Create the zip again.',
	'import.issue.zip-bomb':
		'the archive expands to more than {total} (it was {compressed} so far); it looks like a zip bomb.',
	'import.hint.zip-bomb':
		'Unzip it yourself and drop the results files inside (at most {maxTotal} in all).',
	'import.issue.zip-compression':
		'the archive entry “<data>{name}</data>” uses a compression method this app cannot read (<data>{method}</data>).',
	'import.hint.zip-compression': 'Zip it again with the standard “<code>{deflate}</code>” method.',
	'import.issue.zip-entry-rejected':
		'the archive entry “<data>{name}</data>” cannot be read (<data>{detail}</data>).',
	'import.hint.zip-entry-rejected': 'Check that this is the right kind of file.',
	'import.issue.zip-damaged': 'the archive is damaged or not a zip file.',
	'import.hint.zip-damaged': 'Create the zip again, or drop the files inside it.',
	'import.issue.zip-damaged-detail':
		'the archive is damaged or not a zip file (<data>{detail}</data>).',
	'import.hint.zip-damaged-detail': 'Create the zip again, or drop the files inside it.',
	'import.issue.zip-no-results':
		'the archive holds no results files ({count, number} files, none <code>{kinds}</code>).',
	'import.hint.zip-no-results': 'Zip the folder with the results files, or drop them directly.',
	'import.issue.zip-entry-empty': 'the file is empty (0 bytes).',
	'import.hint.zip-entry-empty': 'Leave it out.',
	'import.issue.zip-in-zip': 'this is a zip inside the zip; it is not opened.',
	'import.hint.zip-in-zip': 'Unzip it and drop its files.',

	// ---- lm-evaluation-harness samples (lm-eval.ts) ----
	'import.issue.lm-eval-not-sample':
		'this line is not an lm-eval sample (no <code>{fields}</code>).',
	'import.hint.lm-eval-not-sample':
		'Drop the <code>{pattern}</code> files written by <code>{flag}</code>.',
	'import.issue.lm-eval-doc-id': '<code>{field}</code> is not a number or text.',
	'import.issue.lm-eval-no-metric': 'no metric is chosen and the samples list none.',
	'import.hint.lm-eval-no-metric': 'Pick the metric key (<code>{examples}</code>) in the mapping.',
	'import.issue.lm-eval-metric-missing': 'this sample has no “<data>{metric}</data>”.',
	'import.hint.lm-eval-metric-missing.listed':
		'Pick a metric the samples have (<data>{seen}</data>).',
	'import.hint.lm-eval-metric-missing.none': 'Pick a metric the samples have.',
	'import.issue.lm-eval-metric-not-number':
		'“<data>{metric}</data>” is not a number here (<data>{value}</data>).',
	'import.hint.lm-eval-metric-not-number':
		'Pick a metric with one number per sample (<code>{examples}</code>).',
	'import.issue.lm-eval-no-samples': 'the file has no samples.',
	'import.hint.lm-eval-no-samples':
		'lm-eval writes samples only with <code>{flag}</code>; the run may have failed.',
	'import.issue.lm-eval-no-filter': 'no sample has the filter “<data>{filter}</data>”.',
	'import.hint.lm-eval-no-filter': 'Pick one of the filters present: <data>{present}</data>.',

	// ---- Inspect logs (inspect.ts, detect.ts) ----
	'import.issue.inspect-no-id': '<data>{entry}</data>: the sample has no id.',
	'import.hint.inspect-no-id': 'Inspect samples carry an id; the log may be damaged.',
	'import.issue.inspect-bad-value':
		'<data>{entry}</data>: the score value <data>{value}</data> of sample “<data>{id}</data>” is not <code>{values}</code> or a number.',
	'import.hint.inspect-bad-value':
		'Pick another scorer (or <code>{scorerKey}</code> for scores with several values).',
	'import.issue.inspect-no-samples': 'the log has no samples.',
	'import.hint.inspect-no-samples':
		'The evaluation may have failed or been cancelled; run it again or drop a complete log.',
	'import.issue.inspect-not-log':
		'this is not an Inspect log (no “<code>{section}</code>” section).',
	'import.hint.inspect-not-log': 'Drop a .eval or .json log written by <code>{command}</code>.',
	'import.issue.inspect-entry-json': '<data>{entry}</data> is not valid JSON.',
	'import.hint.inspect-entry-json': 'The log may be damaged; drop it again or rerun.',
	'import.issue.inspect-not-eval-zip':
		'this zip is not an Inspect .eval log (no <code>{entry}</code>).',
	'import.hint.inspect-not-eval-zip':
		'Choose another format, or drop the log written by <code>{command}</code>.',
	'import.issue.inspect-zip-no-header': 'this zip is not an Inspect log (no <code>{entry}</code>).',
	'import.hint.inspect-zip-no-header': 'Drop the .eval file written by <code>{command}</code>.',

	// ---- HELM (helm.ts) ----
	'import.issue.helm-not-list': '<code>{name}</code> should be a list of instances.',
	'import.hint.helm-not-list': 'Drop the file from a HELM run folder.',
	'import.issue.helm-no-stat': 'no stat is chosen.',
	'import.hint.helm-no-stat': 'Pick the stat (<code>{examples}</code>) in the mapping.',
	'import.issue.helm-no-instances': 'no unperturbed instances were found.',
	'import.hint.helm-no-instances': 'Check the file comes from a HELM run folder.',
	'import.issue.helm-bad-entry':
		'entry {entry} is not a HELM instance record (<data>{detail}</data>).',

	// ---- SWE-bench (swebench.ts) ----
	'import.issue.swebench-not-report':
		'this is not a SWE-bench report (no <code>{fields}</code> list of instance ids).',
	'import.hint.swebench-not-report':
		'Drop the <code>{report}</code> written by <code>{tool}</code>, or a <code>{results}</code>.',
	'import.issue.swebench-empty': 'the report lists no instances.',
	'import.hint.swebench-empty': 'The evaluation may not have run; check the report.',
	'import.issue.swebench-bad-id':
		'“<data>{id}</data>” is not a SWE-bench instance id (<code>{pattern}</code>).',

	// ---- AlpacaEval (alpaca-eval.ts) ----
	'import.issue.alpaca-not-list': '<code>{name}</code> should be a list of judgements.',
	'import.hint.alpaca-not-list': 'Drop <code>{path}</code>.',
	'import.issue.alpaca-bad-entry':
		'judgement {entry} is not an AlpacaEval annotation (<data>{detail}</data>).',
	'import.hint.alpaca-bad-entry': 'Each entry needs <code>{fields}</code>.',
	'import.issue.alpaca-no-model': 'the model name (<code>{field}</code>) is empty.',
	'import.issue.alpaca-bad-preference':
		'the preference <data>{value}</data> is not 0 (tie) or between 1 and 2.',
	'import.hint.alpaca-bad-preference':
		'AlpacaEval preferences are 1 (baseline wins) to 2 (model wins), 0 for a tie.',

	// ---- Long tables (long-table.ts) ----
	'import.issue.long-no-columns': 'choose the item, model and score columns.',
	'import.hint.long-no-columns':
		'In the mapping, pick which column holds the item id, the model name and the score.',
	'import.issue.long-row-missing': 'this row has no “<data>{names}</data>”.',
	'import.hint.long-row-missing': 'Check the column mapping, or fill in the missing value.',
	'import.issue.long-score-not-finite': 'the score is not a finite number.',
	'import.issue.long-trials-invalid':
		'the trials count “<data>{value}</data>” is not a whole number from 1 to {max, number}.',
	'import.hint.long-trials-invalid':
		'Give how many attempts the score is the mean of (such as 5), or leave it empty when unknown.',
	'import.hint.long-score-not-finite':
		'Use a number, or <code>{nul}</code> / an empty cell for missing.',
	'import.issue.long-header-missing': 'the header has no column “<data>{names}</data>”.',
	'import.hint.long-header-missing':
		'Pick the columns in the mapping; the header has: <data>{header}</data>.',
	'import.hint.no-rows.long': 'Add one row per item and model.',
	'import.issue.long-line-not-object': 'this line is not a JSON object (a record with fields).',
	'import.issue.long-no-records': 'the file has no records.',
	'import.hint.long-no-records': 'Export the results again.',
	'import.issue.long-json-no-records': 'this JSON has no list of records.',
	'import.hint.long-json-no-records':
		'A long table in JSON is a list of objects such as <code>{example}</code>.',
	'import.issue.long-record-not-object': 'record {record} is not an object.',

	// ---- JSON matrices (json-matrix.ts) ----
	'import.issue.matrix-invalid.path': '<data>{path}</data>: <data>{detail}</data>.',
	'import.issue.matrix-invalid.document': 'the document: <data>{detail}</data>.',
	'import.hint.matrix-invalid':
		'A JSON matrix is <code>{example}</code> with one score (or <code>{nul}</code>) per model in each row.',
	'import.issue.matrix-row-count':
		'“scores” has {scores, number} rows but “items” has {items, number}.',
	'import.hint.matrix-row-count': 'Give one row of scores per item, in the same order.',
	'import.issue.matrix-repeated-model':
		'the model “<data>{name}</data>” appears twice in “models” (positions {first} and {second}).',
	'import.hint.matrix-repeated-model': 'Model names must be unique.',
	'import.issue.matrix-repeated-item':
		'the item id “<data>{id}</data>” was already used by item {first}.',
	'import.hint.matrix-repeated-item': 'Item ids must be unique.',
	'import.issue.matrix-row-length':
		'the scores of item “<data>{id}</data>” have {values, number} values; there are {models, number} models.',
	'import.hint.matrix-row-length': 'Give one score (or <code>{nul}</code>) per model.',

	// ---- The assembled matrix (merge.ts, coverage.ts, assemble.ts) ----
	'import.issue.score-range': 'the score <data>{raw}</data> is outside the range 0 to 1.',
	'import.issue.score-range-scaled':
		'the score <data>{raw}</data> is outside the range 0 to 1 (after multiplying by {scale}).',
	'import.hint.score-range':
		'Fix the value, or choose “any range” (or “divide by 100” for percentages) for this file.',
	'import.hint.score-range-scaled':
		'Fix the value, or choose “any range” (or “divide by 100” for percentages) for this file.',
	'import.issue.duplicate-cell':
		'item “<data>{item}</data>” has a second score for model “<data>{model}</data>”.',
	'import.issue.duplicate-cell-first':
		'item “<data>{item}</data>” has a second score for model “<data>{model}</data>” (first given in <data>{first}</data>).',
	'import.hint.duplicate-cell':
		'Each item needs one score per model: remove the duplicate, give it its own item id, or choose “average duplicates”.',
	'import.hint.duplicate-cell-first':
		'Each item needs one score per model: remove the duplicate, give it its own item id, or choose “average duplicates”.',
	'import.issue.no-scores': 'no scores were found.',
	'import.hint.no-scores':
		'Check the mapping: which column or field holds the score, and which format the file is.',
	'import.issue.one-model':
		'only one model (“<data>{model}</data>”) was found; comparing rankings needs at least two.',
	'import.hint.one-model':
		'Drop the other models’ files together with this one (they are merged), or check the model column.',
	'import.issue.no-complete-item':
		'no item was scored for every model, so “drop items not answered by every model” leaves nothing.',
	'import.hint.no-complete-item':
		'Choose “keep missing cells” instead, or check that the files cover the same items.',
	'import.issue.no-shared-item':
		'the {models, number} models share no item: each item was scored for one model only, so every model would be ranked on items of its own and no score would compare like with like.',
	'import.hint.no-shared-item':
		'Check which column holds the item (a run or row id is not an item) and that the files score the same items (their item ids must match), or import each file as a dataset of its own.',
	'import.issue.one-item':
		'only one item (“<data>{item}</data>”) is left; resampling needs at least two.',
	'import.hint.one-item':
		'Check the item column (every row may carry the same id) or drop files covering more items.',
	'import.issue.model-no-scores':
		'the model “<data>{model}</data>” has no scores at all (every cell is empty).',
	'import.hint.model-no-scores': 'Remove it or fill in its scores.',
	'import.issue.too-many-models':
		'found {models, number} models; at most {max, number} can be compared.',
	'import.hint.too-many-models': 'If models are rows and items are columns, flip the orientation.'
} as const;

export default enFormats;
