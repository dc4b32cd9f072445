/**
 * Latin-script words that may stand in Chinese text: names of formats, tools, products and web
 * platform features, units and symbols — the same in every language. The Chinese catalog may use
 * no other Latin word (tests/unit/i18n/catalog.test.ts), and a Chinese page may show no other,
 * apart from data (model, dataset and file names, marked `translate="no"`) and the parts a later
 * wave converts (marked `data-i18n="pending"`) (tests/e2e/i18n.spec.ts).
 */
export const LATIN_TERMS: readonly string[] = [
	// formats and files
	'CSV',
	'TSV',
	'JSON',
	'JSONL',
	'zip',
	'PNG',
	'eval',
	'json',
	'per_instance_stats',
	'run_spec',
	'instances',
	'display_predictions',
	'annotations',
	'results',
	'log_samples',
	'meta',
	'split',
	'item_id',
	'field',
	// tools, products, benchmarks
	'lm-evaluation-harness',
	'harness',
	'Inspect',
	'AI',
	'HELM',
	'SWE-bench',
	'AlpacaEval',
	'LiveCodeBench',
	'pass@1',
	// the classroom story (messages/zh-CN-classroom.ts, and the source's own Chinese it quotes)
	'ImageNet',
	'ImageNetV2',
	'Quanta',
	'benchmaxxed',
	'trace',
	'tau-b',
	'r',
	'x',
	'y',
	'p',
	// the web platform
	'IndexedDB',
	'localStorage',
	'cookie',
	'service',
	'worker',
	'CSP',
	'connect-src',
	'self',
	'http',
	'perturbation-sandbox',
	'ID',
	'README',
	'scipy',
	// units
	'kB',
	'MB',
	'GB',
	// the language switch shows each language in its own name
	'English',
	// statistics: symbols, named tests and methods, as Chinese statistics writing keeps them
	// (the analysis screen: messages/zh-CN-analysis.ts)
	'tau-b',
	'rho',
	'k',
	'n',
	'p',
	't',
	'G',
	'CR1',
	'mid-p',
	'McNemar',
	'Holm',
	'Knight',
	'Bradley',
	'Terry',
	'bootstrap',
	// benchmarks and leaderboards the explanations name
	'ImageNet',
	'ImageNetV2',
	'LMSYS',
	'Chatbot',
	'Arena',
	// score tables (messages/zh-CN-tables.ts)
	'W',
	'm',
	'r',
	'x',
	'y'
];
