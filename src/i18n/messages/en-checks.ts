/**
 * English messages of the checks made outside the views, worded here from their codes and
 * parameters: the library backup file's refusals and the parts it leaves out (formats/library-file.ts,
 * storage/library-backup.ts, storage/library-transfer.ts; shown by views/start/LibraryBackup.svelte),
 * a recipe's checks against the dataset (core/perturbations/perturbation-chunk.ts
 * `checkPerturbation`, worded by views/analysis/check-text.ts) and a run's refusals and failures
 * (core/limits.ts `checkRunSize`, state/RunRunner.svelte.ts). Spread into en.ts; zh-CN-checks.ts
 * has the same keys. Names, keys and the browser's or a library's own words are data (`<data>`),
 * file names inside the archive are `<code>`.
 */
const CHOOSE = 'Choose a file made with “Export library” in this app.';

const enChecks = {
	// ---- A file that is not a library file, or cannot be read safely (the whole file refused) ----
	'backup.refused.noContent': `Nothing to read: no file content was given. ${CHOOSE}`,
	'backup.refused.exportedRun': `This is an exported run (results JSON), not a library file. ${CHOOSE}`,
	'backup.refused.notZip': `This is not a library file of this app (it is not a zip archive). ${CHOOSE}`,
	'backup.refused.tooManyEntries':
		'The library file has more than {max, number} entries; it is not one made by this app.',
	'backup.refused.duplicateEntry':
		'The library file is damaged: “<code>{name}</code>” appears twice.',
	'backup.refused.entryError':
		'The library file is damaged (“<code>{name}</code>”: <data>{detail}</data>).',
	'backup.refused.entryTooLarge':
		'“<code>{name}</code>” in the library file expands to more than {size}, so the library file is refused (it may be a zip bomb, or more than this browser tab can hold).',
	'backup.refused.tooLarge':
		'The library file expands to more than {size}, so the library file is refused (it may be a zip bomb, or more than this browser tab can hold).',
	'backup.refused.damaged': 'The library file is damaged (<data>{detail}</data>); export it again.',
	'backup.refused.damagedNoDetail': 'The library file is damaged; export it again.',
	'backup.refused.unreadableEntry':
		'The library file is damaged (“<code>{name}</code>” cannot be read).',
	'backup.refused.unreadable': 'The library file could not be read (<data>{detail}</data>).',
	'backup.refused.noManifest': `This zip is not a library file of this app (it has no <code>{manifest}</code>). ${CHOOSE}`,
	'backup.refused.manifestJson':
		'The library file is damaged: <code>{manifest}</code> is not valid JSON.',
	'backup.refused.otherManifest': `This zip is not a library file of this app (its <code>{manifest}</code> is something else). ${CHOOSE}`,
	'backup.refused.newer':
		'This library file was made by a newer version of the app (library format {version, number}). Update the app (reload the page while online), then import it again.',
	'backup.refused.manifestInvalid':
		'The library file is damaged: <code>{manifest}</code> is invalid (<data>{detail}</data>).',

	// ---- Parts of a file left out on import (the rest is imported) ----
	'backup.separator': '; ',
	'backup.problem.datasetInvalid':
		'Dataset {index, number} was left out: its description is invalid (<data>{detail}</data>).',
	'backup.problem.datasetTwice':
		'“<data>{name}</data>” appears twice in the file; the second copy was left out.',
	'backup.problem.matrixMissing':
		'“<data>{name}</data>” was left out: its matrix is missing from the file.',
	'backup.problem.matrixJson':
		'“<data>{name}</data>” was left out: its matrix description is not valid JSON.',
	'backup.problem.matrixDescription':
		'“<data>{name}</data>” was left out: its matrix description is invalid (<data>{detail}</data>).',
	'backup.problem.arrayUnexpected':
		'“<data>{name}</data>” was left out: it has <code>{file}</code>, which its description rules out.',
	'backup.problem.arrayMissing':
		'“<data>{name}</data>” was left out: <code>{file}</code> is missing.',
	'backup.problem.arrayLength':
		'“<data>{name}</data>” was left out: <code>{file}</code> has {actual, plural, one {# byte} other {# bytes}}, expected {expected, number}.',
	'backup.problem.matrixInconsistent':
		'“<data>{name}</data>” was left out: its matrix is inconsistent (<data>{detail}</data>).',
	'backup.problem.matrixMismatch':
		'“<data>{name}</data>” was left out: its matrix does not match its description.',
	'backup.problem.matrixId':
		'“<data>{name}</data>” was left out: its matrix does not match its id (the file was altered or damaged).',
	'backup.problem.detailsJson':
		'The item details of “<data>{name}</data>” were left out: they are not valid JSON.',
	'backup.problem.detailsInvalid':
		'The item details of “<data>{name}</data>” were left out: they are invalid (<data>{detail}</data>).',
	'backup.problem.runInvalid': 'Saved run {index, number} was left out: <data>{detail}</data>.',
	'backup.problem.runTwice':
		'Saved run {index, number} appears twice in the file; the second copy was left out.',
	'backup.problem.valueInvalid':
		'Stored value {index, number} was left out: it is not a per-dataset value.',
	'backup.problem.valueTwice':
		'Stored value “<code>{key}</code>” appears twice; the second copy was left out.',
	'backup.problem.valueOrphan':
		'Stored value “<code>{key}</code>” was left out: its dataset is not in the file.',
	'backup.problem.orphanRuns':
		'{count, plural, one {# saved run} other {# saved runs}} cannot be imported: their dataset is neither in the file nor in this library.',
	'backup.problem.configs':
		'The run configurations of “<data>{name}</data>” were left out: <data>{detail}</data>.',
	'backup.problem.review':
		'The review of “<data>{name}</data>” was left out: <data>{detail}</data>.',

	// ---- Parts of this library left out of an export ----
	'backup.problem.detailsTooLarge':
		'The item details of “<data>{name}</data>” were left out: they are larger than a library file entry may be ({size}).',
	'backup.problem.storedDamaged':
		'“<data>{name}</data>” was left out: it is damaged in this browser’s storage.',
	'backup.problem.storedDamagedUnnamed':
		'A dataset was left out: it is damaged in this browser’s storage.',
	'backup.problem.storedMatrix':
		'“<data>{name}</data>” was left out: its matrix is damaged (<data>{detail}</data>).',
	'backup.problem.storedDetails':
		'The item details of “<data>{name}</data>” were left out: they are damaged (<data>{detail}</data>).',
	'backup.problem.storedRuns':
		'{count, plural, one {# saved run was} other {# saved runs were}} left out: they are damaged.',
	'backup.problem.storedValue': 'The value “<code>{key}</code>” was left out: it is not JSON data.',

	// ---- A recipe that cannot run on this dataset (views/analysis/check-text.ts) ----
	'check.valueType':
		'{kind} needs {needs, select, binary {binary scores} other {continuous scores}}; {has, select, binary {this matrix is binary} other {this matrix is continuous}}.',
	'check.metaColumn':
		'{kind} needs the meta column "<data>{column}</data>"; this matrix has <data>{known}</data>.',
	'check.metaColumnNone':
		'{kind} needs the meta column "<data>{column}</data>"; this matrix has no meta columns.',
	// A recipe number outside its valid range: the bounds and the label come from the catalogue
	// (`recipeNumbers`) through the issue, so the sentence names what the check used.
	'check.range':
		'The {label} must be {integer, select, yes {a whole number} other {a number}}{bounds, select, none {} openMin { above {min, number} and at most {max, number}} openMax { of at least {min, number} and below {max, number}} open { above {min, number} and below {max, number}} atLeast { of at least {min, number}} above { above {min, number}} atMost { of at most {max, number}} below { below {max, number}} other { from {min, number} to {max, number}}}{or, select, no {} other { (or {orValue, number})}}.',
	'check.label.drawsPerSize': 'Draws per size',
	'check.label.weakAccuracy': 'Accuracy of the weak models',
	'check.sizes': 'Sizes must be whole numbers from 1 to {max, number}.',
	'check.cutoff': 'The cut-off "<data>{cutoff}</data>" is not a date such as 2024-06-01.',
	'check.thresholds': 'Give at least one threshold.',
	'check.trialsUnknown':
		'Fewer trials needs cells that are means of two attempts or more: import the file with its trials-per-cell column.',
	'check.trialsScale': 'Fewer trials needs scores between 0 and 1 (rates of pass/fail attempts).',

	// ---- A run refused or stopped (core/limits.ts, state/RunRunner.svelte.ts) ----
	'run.tooLarge':
		'{draws, number} draws × {models, number} models would need {need, number} MB for the results (the limit is {limit, number} MB). Use at most {maxDraws, number} draws.',
	'run.matrixTooLarge':
		'{items, number} items × {models, number} models of {valueType, select, binary {0/1 scores} other {continuous scores}} need {need, number} MB packed (the limit is {limit, number} MB).',
	'run.failed': 'the engine stopped with “<data>{detail}</data>”.'
} as const;

export default enChecks;
