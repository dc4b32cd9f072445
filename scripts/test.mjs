#!/usr/bin/env node
/**
 * `npm test`: the four stages in order (type checks, lint, unit tests, end-to-end tests), each
 * with its output as it comes; stops at the first stage that fails, with that stage's exit code.
 * At the end (pass or fail) a table of how long each stage took, and the machine's load average
 * (the time of a stage on a shared machine means little without it).
 *
 * `node scripts/test.mjs unit e2e` runs only the stages named, in the usual order.
 * `npm run check`, `lint`, `test:unit` and `test:e2e` still run one stage each.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const STAGES = [
	['check', 'check'],
	['lint', 'lint'],
	['unit', 'test:unit'],
	['e2e', 'test:e2e']
];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !STAGES.some(([name]) => name === a));
if (unknown.length > 0) {
	console.error(`test: unknown stage ${unknown.join(', ')}; stages: ${STAGES.map(([n]) => n)}`);
	process.exit(2);
}
const stages = asked.length ? STAGES.filter(([name]) => asked.includes(name)) : STAGES;

/** Runs `npm run <script>` with the terminal attached; resolves its exit code. */
function npmRun(script) {
	return new Promise((resolve) => {
		const child = spawn('npm', ['run', script], {
			stdio: 'inherit',
			shell: process.platform === 'win32'
		});
		child.on('error', () => resolve(1));
		child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
	});
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) =>
	`${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const load = () =>
	loadavg()
		.map((x) => x.toFixed(2))
		.join(' ');

const rows = [];
const loadBefore = load();
const start = Date.now();
let failed = 0;
for (const [name, script] of stages) {
	const t0 = Date.now();
	const code = await npmRun(script);
	rows.push([name, Date.now() - t0, code === 0 ? 'ok' : `failed (exit ${code})`]);
	if (code !== 0) {
		failed = code;
		break;
	}
}
const total = Date.now() - start;

const width = Math.max(...rows.map(([name]) => name.length), 'total'.length);
const lines = rows.map(
	([name, ms, status]) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(7)}  ${status}`
);
for (const [name] of stages.slice(rows.length))
	lines.push(`  ${name.padEnd(width)}  ${'-'.padStart(7)}  not run`);
console.log(
	[
		'',
		'npm test: time of each stage',
		...lines,
		`  ${'total'.padEnd(width)}  ${seconds(total).padStart(7)}  ${minutes(total)}`,
		`  load average (1, 5, 15 min): ${loadBefore} at the start, ${load()} at the end, on ${availableParallelism()} cores`
	].join('\n')
);
process.exit(failed);
