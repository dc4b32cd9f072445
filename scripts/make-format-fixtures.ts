/**
 * Writes the fixtures of the formats issue 36 added (run once; the files are committed):
 *
 *   npx tsx scripts/make-format-fixtures.ts
 *
 * Every file is made here, by this project's code and its dev dependencies (hyparquet-writer for
 * Parquet, fflate for the Excel workbook), from a seeded generator, so running it again writes
 * the same bytes. The per-model means of each file, read by Python without this app's code, are
 * in tests/fixtures/golden/formats-golden.json (scripts/golden/make_formats_golden.py).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { parquetWriteBuffer } from 'hyparquet-writer';

const OUT = join(import.meta.dirname, '..', 'tests', 'fixtures', 'formats');

/** A seeded uniform [0, 1) generator (xorshift32). */
function rng(seed: number): () => number {
	let x = seed >>> 0 || 1;
	return () => {
		x ^= x << 13;
		x >>>= 0;
		x ^= x >>> 17;
		x ^= x << 5;
		x >>>= 0;
		return x / 2 ** 32;
	};
}

function write(rel: string, data: string | Uint8Array | ArrayBuffer): void {
	const path = join(OUT, rel);
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, typeof data === 'string' ? data : new Uint8Array(data));
}

/** Rounded to two decimals (scores as people's tools print them). */
const r2 = (x: number) => Math.round(x * 100) / 100;

/** A model's chance to get an item right: ability minus difficulty, squashed. */
function chance(ability: number, difficulty: number): number {
	return 1 / (1 + Math.exp(-(ability - difficulty)));
}

// ---- European spreadsheet export: `;` between cells, `0,85` decimals ----------------------------
function european(): void {
	const u = rng(36001);
	const models = ['GPT-4o', 'Claude 3.5', 'Llama 3 70B', 'Mistral Large'];
	const abilities = [1.2, 1, 0.2, -0.3];
	const lines = [['Frage', 'Thema', ...models].join(';')];
	for (let i = 0; i < 12; i++) {
		const d = u() * 2 - 1;
		const cells = abilities.map((a) =>
			String(r2(chance(a, d) * (0.8 + 0.2 * u()))).replace('.', ',')
		);
		lines.push(
			[`F${String(i + 1).padStart(2, '0')}`, ['Mathe', 'Sprache', 'Logik'][i % 3], ...cells].join(
				';'
			)
		);
	}
	write('european/noten.csv', `${lines.join('\r\n')}\r\n`);
}

// ---- promptfoo `eval -o out.json` (results version 3) -------------------------------------------
function promptfoo(): void {
	const u = rng(36002);
	const providers = [
		{ id: 'openai:gpt-4o-mini', label: 'gpt-4o-mini', a: 1 },
		{ id: 'anthropic:messages:claude-3-haiku-20240307', label: 'claude-3-haiku', a: 0.6 },
		{ id: 'ollama:chat:llama3', a: -0.2 }
	];
	const topics = ['billing', 'shipping', 'returns'];
	const results: unknown[] = [];
	for (let t = 0; t < 10; t++) {
		const d = u() * 2 - 1;
		const vars = { question: `Customer question ${t + 1}` };
		providers.forEach((p, k) => {
			const error = t === 7 && k === 2;
			const score = error ? 0 : r2(chance(p.a, d) > u() ? 0.5 + 0.5 * u() : 0.5 * u());
			results.push({
				id: `r-${t}-${k}`,
				promptIdx: 0,
				testIdx: t,
				promptId: 'p1',
				prompt: { raw: 'Answer: {{question}}', label: 'Answer: {{question}}' },
				provider: p.label ? { id: p.id, label: p.label } : { id: p.id },
				testCase: {
					description: `support case ${t + 1}`,
					vars,
					metadata: { category: topics[t % 3] }
				},
				vars,
				response: error ? undefined : { output: `Reply ${t + 1} by ${p.id}` },
				error: error ? 'API error: 503' : null,
				failureReason: error ? 2 : score >= 0.5 ? 0 : 1,
				success: !error && score >= 0.5,
				score,
				latencyMs: 100 + t,
				gradingResult: error ? null : { pass: score >= 0.5, score, reason: 'graded' },
				namedScores: {}
			});
		});
	}
	const doc = {
		evalId: 'eval-7Kq-2025-06-01T10:00:00',
		results: {
			version: 3,
			timestamp: '2025-06-01T10:00:00.000Z',
			prompts: [{ raw: 'Answer: {{question}}', label: 'Answer: {{question}}', provider: 'x' }],
			results,
			stats: { successes: 0, failures: 0, errors: 1 }
		},
		config: { description: 'support bot regression' },
		shareableUrl: null
	};
	write('promptfoo/support-eval.json', JSON.stringify(doc, null, 2) + '\n');
}

// ---- arena-hard-auto judgments (v0.1 layout) and its question.jsonl -----------------------------
function arenaHard(): void {
	const u = rng(36003);
	const models: [string, number][] = [
		['strong-model', 1.2],
		['middle-model', 0.1],
		['weak-model', -1],
		['baseline-model', 0]
	];
	const questions = Array.from(
		{ length: 12 },
		(_, i) => `q${(i * 7919).toString(16).padStart(6, '0')}`
	);
	const clusters = ['Coding', 'Math', 'Writing'];
	const verdict = (p: number): string => {
		const x = u();
		if (x < p * 0.4) return '>>';
		if (x < p) return '>';
		if (x < p + (1 - p) * 0.15) return '=';
		return x < p + (1 - p) * 0.6 ? '<' : '<<';
	};
	// verdict for the model: >> model much better; as written with the model as A or B
	const written = (v: string, modelIsA: boolean): string => {
		if (v === '=') return 'A=B';
		const modelWins = v.startsWith('>');
		const strong = v.length === 2;
		const aWins = modelWins === modelIsA;
		return aWins ? (strong ? 'A>>B' : 'A>B') : strong ? 'B>>A' : 'B>A';
	};
	for (const [model, a] of models) {
		const lines = questions.map((q, i) => {
			const p = model === 'baseline-model' ? 0.5 : chance(a, (i % 5) / 4 - 0.5);
			const games: ({ score: string | null } | null)[] = [
				{ score: written(verdict(p), false) },
				{ score: written(verdict(p), true) }
			];
			if (model === 'middle-model' && i === 3) games[1] = { score: null };
			return JSON.stringify({ question_id: q, model, judge: 'gpt-4-1106-preview', games });
		});
		write(
			`arena-hard/data/mini-arena/model_judgment/gpt-4-1106-preview/${model}.jsonl`,
			lines.join('\n') + '\n'
		);
	}
	const qs = questions.map((q, i) =>
		JSON.stringify({
			question_id: q,
			category: 'mini-arena',
			cluster: clusters[i % 3],
			turns: [{ content: `Question ${i + 1}: ${clusters[i % 3].toLowerCase()} task` }]
		})
	);
	write('arena-hard/data/mini-arena/question.jsonl', qs.join('\n') + '\n');
}

// ---- Every Eval Ever 0.3: an aggregate and its samples per model -------------------------------
function everyEvalEver(): void {
	const u = rng(36004);
	const runs: [string, string, number, string][] = [
		['demo-org', 'model-a', 0.8, '3f7b5c2e-1d4a-4b8e-9c3f-5a6b7c8d9e01'],
		['demo-org', 'model-b', -0.1, '8e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c02']
	];
	for (const [org, name, a, uuid] of runs) {
		const samples: string[] = [];
		let sum = 0;
		for (let s = 0; s < 10; s++) {
			if (name === 'model-b' && s === 9) continue; // model-b lacks one sample
			const correct = chance(a, (s % 4) / 2 - 0.5) > u();
			sum += correct ? 1 : 0;
			samples.push(
				JSON.stringify({
					schema_version: '0.3.0',
					evaluation_id: `demo-board/${org}_${name}/1750000000`,
					model_id: `${org}/${name}`,
					evaluation_name: 'gsm8k',
					evaluation_result_id: 'gsm8k.accuracy',
					sample_id: `gsm8k_${String(s).padStart(4, '0')}`,
					interaction_type: 'single_turn',
					input: { raw: `What is ${s} + ${s}?`, reference: [String(2 * s)] },
					output: { raw: [correct ? String(2 * s) : String(2 * s + 1)] },
					answer_attribution: [
						{
							turn_idx: 0,
							source: 'output.raw',
							extracted_value: String(2 * s),
							extraction_method: 'regex',
							is_terminal: true
						}
					],
					evaluation: { score: correct ? 1 : 0, is_correct: correct },
					metadata: { subject: s % 2 ? 'odd' : 'even' }
				})
			);
		}
		const folder = `every-eval-ever/data/demo-board/${org}/${name}`;
		write(`${folder}/${uuid}_samples.jsonl`, samples.join('\n') + '\n');
		const aggregate = {
			schema_version: '0.3.0',
			evaluation_id: `demo-board/${org}_${name}/1750000000`,
			retrieved_timestamp: '1750000001',
			source_metadata: {
				source_name: 'Demo Board',
				source_type: 'evaluation_run',
				source_organization_name: 'Demo Org',
				evaluator_relationship: 'third_party'
			},
			eval_library: { name: 'lm_eval', version: '0.4.9' },
			model_info: {
				name,
				id: `${org}/${name}`,
				developer: org,
				additional_details: { deployment_type: 'self_deployed', model_availability: 'open_weights' }
			},
			evaluation_results: [
				{
					evaluation_result_id: 'gsm8k.accuracy',
					evaluation_name: 'gsm8k',
					source_data: {
						dataset_name: 'gsm8k',
						source_type: 'hf_dataset',
						hf_repo: 'openai/gsm8k'
					},
					metric_config: {
						metric_id: 'accuracy',
						lower_is_better: false,
						score_type: 'continuous'
					},
					score_details: { score: sum / samples.length }
				}
			],
			detailed_evaluation_results: {
				format: 'jsonl',
				file_path: `data/demo-board/${org}/${name}/${uuid}_samples.jsonl`,
				total_rows: samples.length
			}
		};
		write(`${folder}/${uuid}.json`, JSON.stringify(aggregate, null, 2) + '\n');
	}
}

// ---- lighteval details: the doc/metric layout, and the older flat one ---------------------------
const QUERIES = Array.from({ length: 8 }, (_, i) => `Question ${i + 1}: which answer is right?`);

function lightevalNested(accs: readonly number[]): ArrayBuffer {
	const str = { type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' } as const;
	return parquetWriteBuffer({
		columnData: [
			{
				name: 'doc',
				data: QUERIES.map((q, i) => ({
					query: q,
					choices: ['A', 'B', 'C', 'D'],
					gold_index: BigInt(i % 4),
					id: '',
					task_name: 'arc'
				}))
			},
			{ name: 'model_response', data: accs.map((a, i) => ({ text: [a ? 'ABCD'[i % 4] : 'A'] })) },
			{ name: 'metric', data: accs.map((a) => ({ acc: a, acc_norm: a })) }
		],
		schema: [
			{ name: 'root', num_children: 3 },
			{ name: 'doc', num_children: 5, repetition_type: 'OPTIONAL' },
			{ name: 'query', ...str },
			{ name: 'choices', num_children: 1, converted_type: 'LIST', repetition_type: 'OPTIONAL' },
			{ name: 'list', num_children: 1, repetition_type: 'REPEATED' },
			{ name: 'element', ...str },
			{ name: 'gold_index', type: 'INT64', repetition_type: 'OPTIONAL' },
			{ name: 'id', ...str },
			{ name: 'task_name', ...str },
			{ name: 'model_response', num_children: 1, repetition_type: 'OPTIONAL' },
			{ name: 'text', num_children: 1, converted_type: 'LIST', repetition_type: 'OPTIONAL' },
			{ name: 'list', num_children: 1, repetition_type: 'REPEATED' },
			{ name: 'element', ...str },
			{ name: 'metric', num_children: 2, repetition_type: 'OPTIONAL' },
			{ name: 'acc', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
			{ name: 'acc_norm', type: 'DOUBLE', repetition_type: 'OPTIONAL' }
		]
	});
}

/** The flat layout; `metrics` as the text of a Python dict (files pushed before February 2025). */
function lightevalFlat(accs: readonly number[]): ArrayBuffer {
	return parquetWriteBuffer({
		columnData: [
			{ name: 'example', data: QUERIES, type: 'STRING' },
			{ name: 'full_prompt', data: QUERIES.map((q) => `Q: ${q}\nA:`), type: 'STRING' },
			{ name: 'predictions', data: accs.map(() => "['A']"), type: 'STRING' },
			{ name: 'gold', data: QUERIES.map((_, i) => `['${'ABCD'[i % 4]}']`), type: 'STRING' },
			{
				name: 'metrics',
				data: accs.map((a) => `{'acc': ${a ? 'True' : 'False'}, 'acc_norm': ${a.toFixed(1)}}`),
				type: 'STRING'
			}
		]
	});
}

function lighteval(): void {
	const u = rng(36005);
	const accs = (a: number) => QUERIES.map((_, i) => (chance(a, (i % 4) / 2 - 0.7) > u() ? 1 : 0));
	const ts = '2025-06-01T10-00-00.000000';
	write(`lighteval/details/org/model-a/${ts}/details_arc_${ts}.parquet`, lightevalNested(accs(1)));
	const old = '2024-01-15T09-30-00.000000';
	write(`lighteval/details_org__model-b/${old}/details_arc_${old}.parquet`, lightevalFlat(accs(0)));
}

// ---- Parquet tables: wide (snappy, the default) and long (gzip) ---------------------------------
function parquetTables(): void {
	const u = rng(36006);
	const models = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
	const abilities = [1, 0.5, 0, -0.4, -1];
	const n = 40;
	const ids = Array.from({ length: n }, (_, i) => `item-${i + 1}`);
	const cols = abilities.map((a) =>
		ids.map((_, i) =>
			i === 5 && a === 0 ? null : r2(chance(a, (i % 8) / 4 - 1) * (0.7 + 0.3 * u()))
		)
	);
	write(
		'parquet/wide-scores.parquet',
		parquetWriteBuffer({
			columnData: [
				{ name: 'item_id', data: ids, type: 'STRING' },
				{ name: 'category', data: ids.map((_, i) => ['math', 'code'][i % 2]), type: 'STRING' },
				...models.map((m, k) => ({ name: m, data: cols[k], type: 'DOUBLE' as const }))
			],
			rowGroupSize: 16
		})
	);
	const rows = ids.flatMap((id, i) =>
		models
			.slice(0, 3)
			.map((m, k) => ({ id, m, v: chance(abilities[k], (i % 8) / 4 - 1) > u() ? 1 : 0 }))
	);
	write(
		'parquet/long-gzip.parquet',
		parquetWriteBuffer({
			columnData: [
				{ name: 'question_id', data: rows.map((r) => r.id), type: 'STRING' },
				{ name: 'model', data: rows.map((r) => r.m), type: 'STRING' },
				{ name: 'correct', data: rows.map((r) => r.v), type: 'INT32' }
			],
			codec: 'GZIP',
			compressors: { GZIP: (input: Uint8Array) => gzipBytes(input) },
			rowGroupSize: 50
		})
	);
}

/** Gzip for Parquet's GZIP codec (fflate, fixed mtime: the same bytes every run). */
function gzipBytes(input: Uint8Array): Uint8Array {
	return gzipSync(input, { mtime: 0 });
}

// ---- LiveCodeBench leaderboard JSON (a small one of the same shape) ----------------------------
function liveCodeBench(): void {
	const u = rng(36007);
	const day = 86_400_000;
	const start = Date.UTC(2023, 8, 1);
	const models = [
		{
			model_repr: 'Coder-A',
			model_name: 'org/coder-a',
			release_date: Date.UTC(2023, 9, 1) + 7 * 3600000,
			a: 1
		},
		{
			model_repr: 'Coder-B',
			model_name: 'org/coder-b',
			release_date: Date.UTC(2023, 11, 15) + 7 * 3600000,
			a: 0.3
		},
		{
			model_repr: 'Coder-C (n=1)',
			model_name: 'api-coder-c',
			release_date: Date.UTC(2024, 0, 20) + 7 * 3600000,
			a: -0.5
		}
	];
	const performances: unknown[] = [];
	for (let q = 0; q < 10; q++) {
		const date = start + q * 14 * day;
		const difficulty = ['easy', 'medium', 'hard'][q % 3];
		for (const m of models) {
			const p = chance(m.a, (q % 3) - 1);
			const pass = m.model_repr.endsWith('(n=1)')
				? p > u()
					? 100
					: 0
				: Math.round(10 * p * (0.6 + 0.4 * u())) * 10;
			performances.push({
				question_id: String(3000 + q),
				model: m.model_repr,
				date,
				difficulty,
				'pass@1': pass,
				platform: q % 2 ? 'leetcode' : 'atcoder'
			});
		}
	}
	const doc = {
		performances,
		models: models.map(({ a: _a, ...m }) => ({
			...m,
			model_style: 'CodeLlama',
			link: `https://example.org/${m.model_repr}`
		})),
		date_marks: [start, start + 60 * day]
	};
	write('livecodebench/performances_generation.json', JSON.stringify(doc) + '\n');
}

// ---- Excel workbook: a notes sheet, then the scores (shared strings and numbers) ---------------
function xlsx(): void {
	const u = rng(36008);
	const strings: string[] = [];
	const s = (t: string) => {
		let k = strings.indexOf(t);
		if (k < 0) k = strings.push(t) - 1;
		return k;
	};
	const col = (c: number) => String.fromCharCode(65 + c);
	const sheet = (rows: (string | number)[][]) =>
		`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
			.map(
				(r, i) =>
					`<row r="${i + 1}">${r
						.map((v, c) =>
							typeof v === 'number'
								? `<c r="${col(c)}${i + 1}"><v>${v}</v></c>`
								: `<c r="${col(c)}${i + 1}" t="s"><v>${s(v)}</v></c>`
						)
						.join('')}</row>`
			)
			.join('')}</sheetData></worksheet>`;
	const notes = sheet([
		['About'],
		['Scores of three models on 10 questions, exported from a spreadsheet.']
	]);
	const models = ['model-x', 'model-y', 'model-z'];
	const abilities = [0.8, 0.2, -0.6];
	const rows: (string | number)[][] = [['item_id', 'category', ...models]];
	for (let i = 0; i < 10; i++) {
		rows.push([
			`q${i + 1}`,
			['easy', 'hard'][i % 2],
			...abilities.map((a) => r2(chance(a, (i % 5) / 2 - 1) * (0.6 + 0.4 * u())))
		]);
	}
	const scores = sheet(rows);
	const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
		.map((t) => `<si><t>${t.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</t></si>`)
		.join('')}</sst>`;
	const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
	const files: Record<string, string> = {
		'[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
		'_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
		'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="About" sheetId="1" r:id="rId1"/><sheet name="Scores" sheetId="2" r:id="rId2"/></sheets></workbook>`,
		'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
		'xl/worksheets/sheet1.xml': notes,
		'xl/worksheets/sheet2.xml': scores,
		'xl/sharedStrings.xml': sst
	};
	const mtime = new Date(Date.UTC(2025, 0, 1));
	write(
		'xlsx/scores.xlsx',
		zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [strToU8(v), { mtime }]])))
	);
}

european();
promptfoo();
arenaHard();
everyEvalEver();
lighteval();
parquetTables();
liveCodeBench();
xlsx();
console.log('wrote the issue-36 format fixtures under', OUT);
