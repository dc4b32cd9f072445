/**
 * English messages of importing and storing: where an import problem is (file, row, column), the
 * problems `src/formats` reports with a code (`ImportIssueCode`, `import.issue.<code>` and
 * `import.hint.<code>`), the notices of the import and the library (`src/state`), the storage
 * failures by kind (`src/storage/storage-errors.ts`), the settings read from the URL, and the
 * engine's crash. Spread into en.ts; zh-CN-import.ts has the same keys. File names, ids, column
 * names and cell values are data: always inside `<data>…</data>`.
 */
const enImport = {
	// ---- Where a problem is (components/import-issue.ts) ----
	'import.where.file': '<data>{file}</data>',
	'import.where.row': '<data>{file}</data>, row {row}',
	'import.where.rowColumn': '<data>{file}</data>, row {row}, column {column}',
	'import.where.rowColumnName':
		'<data>{file}</data>, row {row}, column {column} (“<data>{columnName}</data>”)',
	'import.where.rowColumnNamed':
		'<data>{file}</data>, row {row}, column “<data>{columnName}</data>”',
	'import.where.column': '<data>{file}</data>, column {column}',
	'import.where.columnName': '<data>{file}</data>, column {column} (“<data>{columnName}</data>”)',
	'import.where.columnNamed': '<data>{file}</data>, column “<data>{columnName}</data>”',
	'import.where.colon': ': ',
	'import.where.space': ' ',

	// ---- Import problems (src/formats, by ImportIssueCode) ----
	'import.issue.not-a-number': '“<data>{value}</data>” is not a number.',
	'import.hint.not-a-number':
		'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.',
	'import.issue.decimal-comma':
		'“<data>{value}</data>” uses a decimal comma; write <data>{fixed}</data>.',
	'import.hint.decimal-comma':
		'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.',
	'import.issue.number-too-large': '“<data>{value}</data>” is too large a number.',
	'import.hint.number-too-large':
		'Use a number such as 0, 1 or 0.75, or leave the cell empty for missing.',
	'import.issue.row-length': 'this row has {cells, number} cells, the header has {header, number}.',
	'import.hint.row-length': 'Check for an unquoted delimiter inside a value, or a missing cell.',
	'import.issue.empty-id.model': 'the model name is empty.',
	'import.issue.empty-id.item': 'the item id is empty.',
	'import.issue.repeated-id.model': 'the model “<data>{id}</data>” was already in row {first}.',
	'import.issue.repeated-id.item':
		'the item id “<data>{id}</data>” was already used in row {first}.',
	'import.hint.repeated-id.model': 'Each model needs one row: remove or rename the duplicate.',
	'import.hint.repeated-id.item':
		'Item ids must be unique: remove the duplicate row or give it its own id.',
	'import.issue.empty-file': 'the file is empty.',
	'import.hint.empty-file': 'Export the results again: a header row, then one row per item.',
	'import.issue.no-rows': 'the file has a header but no rows.',
	'import.hint.no-rows.model': 'Add one row per model under the header.',
	'import.hint.no-rows.item': 'Add one row per test item under the header.',
	'import.issue.empty-header-cell': 'this header cell is empty.',
	'import.hint.empty-header-cell.item': 'Give every item column a name.',
	'import.hint.empty-header-cell.model': 'Give every model column a name.',
	'import.issue.repeated-column.item':
		'the item “<data>{name}</data>” appears twice (columns {first} and {second}).',
	'import.issue.repeated-column.model':
		'the model “<data>{name}</data>” appears twice (columns {first} and {second}).',
	'import.hint.repeated-column': 'Rename or remove one of the two columns.',
	'import.issue.unclosed-quote': 'a quoted value opened on line {line} is never closed.',
	'import.hint.unclosed-quote': 'Close the quote (") or remove it.',
	'import.issue.too-many-columns': 'this record has more than {max, number} columns.',
	'import.hint.too-many-columns': 'Check the file is a CSV/TSV table.',
	'import.issue.record-too-long':
		'this record is longer than {mb, number} MB (an unclosed quote?).',
	'import.hint.record-too-long': 'Check the file is a CSV/TSV table.',
	'import.issue.binary-file': 'this is a binary file, not text.',
	'import.hint.binary-file':
		'Drop a results file: a CSV/TSV/Parquet/Excel score table, lm-evaluation-harness samples, an Inspect log, a HELM run folder, a SWE-bench report, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments or the LiveCodeBench leaderboard JSON.',
	'import.issue.blank-file': 'the file holds only blank space.',
	'import.hint.blank-file': 'Export the results again.',
	'import.issue.not-recognised': 'this file is not a results table this app recognises.',
	'import.hint.not-recognised':
		'Supported: wide or long CSV/TSV/Parquet/Excel tables, JSON(L) score records, our JSON matrix, lm-eval samples, Inspect logs, HELM per_instance_stats.json, SWE-bench reports, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments, the LiveCodeBench leaderboard JSON.',
	'import.issue.unknown-json': 'this JSON is not a results format this app knows.',
	'import.hint.unknown-json':
		'Supported: wide or long CSV/TSV/Parquet/Excel tables, JSON(L) score records, our JSON matrix, lm-eval samples, Inspect logs, HELM per_instance_stats.json, SWE-bench reports, AlpacaEval annotations, Every Eval Ever samples, lighteval details, promptfoo results, arena-hard-auto judgments, the LiveCodeBench leaderboard JSON.',
	'import.issue.file-empty-bytes': 'the file is empty (0 bytes).',
	'import.hint.file-empty-bytes':
		'Export the results again; the run may have failed before writing anything.',
	'import.issue.file-too-large': 'the file is {size}; the limit is {limit}.',
	'import.hint.file-too-large': 'Split it by model or by task and import the parts.',
	'import.issue.import-crashed': 'the import stopped unexpectedly (<data>{detail}</data>).',
	'import.hint.import-crashed':
		'Nothing was stored. Try again; if it happens again, report the file that causes it.',

	// ---- Import and library notices (state/ImportSession, state/Library) ----
	'import.issue.not-saved': 'could not be saved.',
	'import.hint.not-saved':
		'The browser did not store it; the message above says why. Nothing you had was lost.',
	'import.notice.sampleFailed':
		'The sample “<data>{sample}</data>” could not be loaded (<data>{detail}</data>).',
	'import.notice.duplicate':
		'“<data>{file}</data>” is already in the library as “<data>{name}</data>”.',

	// ---- Storage failures by kind (storage/storage-errors.ts) ----
	'storage.quota':
		'The browser refused more storage, so nothing was saved. Free space by deleting datasets or saved runs you no longer need, or allow this site more storage.',
	'storage.unavailable':
		'Browser storage is not available here (private windows and some browser settings turn IndexedDB off). The app still works, but nothing is kept after you close the tab.',
	'storage.blocked.open':
		'The library is held by another tab of this app (probably an older version that does not let go). Close the other tabs of this app, or reload them, then try again.',
	'storage.blocked.delete':
		'Other tabs of this app still have the library open, so it cannot be deleted yet. Close the other tabs of this app; the deletion finishes as soon as they are closed.',
	'storage.outdated':
		'The library was upgraded by a newer version of this app (open in another tab). Reload this page to keep working; nothing was lost.',
	'storage.other': 'Storage failed: <data>{detail}</data>',

	// ---- Settings read from the URL (schemas/settings.ts settingsFromParams, state/settings-notice.ts) ----
	'settings.url.range':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a number from {min, number} to {max, number}); using <data>{fallback}</data>.',
	'settings.url.range.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a number from {min, number} to {max, number}); using the default.',
	'settings.url.rangeInteger':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a whole number from {min, number} to {max, number}); using <data>{fallback}</data>.',
	'settings.url.rangeInteger.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a whole number from {min, number} to {max, number}); using the default.',
	'settings.url.choice':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be one of <data>{options}</data>); using <data>{fallback}</data>.',
	'settings.url.choice.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be one of <data>{options}</data>); using the default.',
	'settings.url.flag':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be 1 (on) or 0 (off)); using <data>{fallback}</data>.',
	'settings.url.flag.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be 1 (on) or 0 (off)); using the default.',
	'settings.url.text':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a name of 1 to {maxLength, number} characters); using <data>{fallback}</data>.',
	'settings.url.text.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a name of 1 to {maxLength, number} characters); using the default.',
	'settings.url.date':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a date such as 2024-06-01); using <data>{fallback}</data>.',
	'settings.url.date.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be a date such as 2024-06-01); using the default.',
	'settings.url.list':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be 1 to {maxLength, number} numbers from {min, number} to {max, number}{integer, select, yes {, whole numbers only} other {}}, separated by commas); using <data>{fallback}</data>.',
	'settings.url.list.default':
		'URL setting <code>{param}</code>=“<data>{raw}</data>” is not valid (it must be 1 to {maxLength, number} numbers from {min, number} to {max, number}{integer, select, yes {, whole numbers only} other {}}, separated by commas); using the default.',

	// ---- The engine (engine/EngineClient.ts WorkerCrashError) ----
	'engine.crashed':
		'A worker stopped unexpectedly (<data>{detail}</data>). Nothing you had was lost; run again.'
} as const;

export default enImport;
