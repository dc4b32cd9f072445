/**
 * English messages of the run configurations (components/RunConfigSummary.svelte,
 * views/analysis/DatasetRunConfigs.svelte, the import review's line): was every model run the same
 * way? Spread into en.ts; zh-CN-config.ts has the same keys. Keys and values from the files are
 * data (`<code>`, `<data>`).
 */
const enConfig = {
	'config.heading': 'Was every model run the same way?',
	'config.lead':
		'The run configuration each harness log recorded (generation settings, limits, few-shot count). An unequal setup can explain a ranking better than ability does.',
	'config.summaryNothing': 'nothing to compare: no run configuration in these files',
	'config.loading': 'Loading the run configurations…',
	'config.notRecorded':
		'No run configuration was recorded for this dataset: it was imported before the app kept them. Import its files again to see them.',
	'config.noneInFormat':
		'This format (<data>{formats}</data>) carries no run configuration: nothing in the files says how the models were run.',
	'config.noneFound':
		'The files carry no run configuration for these models (for lm-evaluation-harness, drop the results file together with the samples; for HELM, the run_spec.json of each run).',
	'config.same':
		'All {count, plural, one {# model} other {# models}} ran with the same configuration ({keys, plural, one {# setting} other {# settings}} compared).',
	'config.differ': 'Configurations differ in {count, plural, one {# setting} other {# settings}}:',
	'config.diff.oneDiffers':
		'<data>{model}</data> ran with <code>{key}</code> <data>{value}</data>, {count, plural, one {the other model} other {the # others}} <data>{others}</data>',
	'config.diff.pair':
		'<code>{key}</code>: <data>{a}</data> <data>{aValue}</data>, <data>{b}</data> <data>{bValue}</data>',
	'config.diff.groups':
		'<code>{key}</code>: {count, number} different values across {models, plural, one {# model} other {# models}}',
	'config.more': 'and {count, plural, one {# more setting} other {# more settings}}',
	'config.without':
		'No configuration was found for {count, plural, one {# model} other {# models}}: <data>{models}</data>.',
	'config.unset': 'not set',
	'config.table.caption':
		'Run configuration per model. Highlighted (bold, marked ≠) cells differ from the value most models have.',
	'config.table.model': 'Model',
	'config.table.odd': 'differs',
	'config.showAll': 'Show all {count, plural, one {# setting} other {# settings}}',
	'config.showDiffering': 'Show only the settings that differ'
} as const;

export default enConfig;
