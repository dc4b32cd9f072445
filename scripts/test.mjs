#!/usr/bin/env node
/**
 * `npm test`: the four stages (type checks, lint, unit tests, end-to-end tests). The first three
 * run at once: none needs another's result, and the unit tests leave the cores idle much of the
 * time (module imports, worker start-up, timers), which the checks fill. The unit tests' output
 * comes as it comes; each check's output is printed whole when it ends. The end-to-end tests
 * (which load both cores themselves, and hold some tests to a clock) start once those three have
 * passed; if any of them failed, they do not run, and the exit code is the first failure's, in
 * stage order. At the end (pass or fail) a table of how long each stage took, and the machine's
 * load average (the time of a stage on a shared machine means little without it).
 *
 * `node scripts/test.mjs unit e2e` runs only the stages named. `TEST_SERIAL=1` runs the stages
 * one after another, as before (for measuring them alone). `npm run check`, `lint`, `test:unit`
 * and `test:e2e` still run one stage each.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

/** [name, npm script, whether its output is held until it ends when it runs beside others]. */
const STAGES = [
	['check', 'check', true],
	['lint', 'lint', true],
	['unit', 'test:unit', false],
	['e2e', 'test:e2e', false]
];
/** The stages that run at once (all before e2e), unless TEST_SERIAL is set. */
const TOGETHER = process.env.TEST_SERIAL ? [] : ['check', 'lint', 'unit'];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !STAGES.some(([name]) => name === a));
if (unknown.length > 0) {
	console.error(`test: unknown stage ${unknown.join(', ')}; stages: ${STAGES.map(([n]) => n)}`);
	process.exit(2);
}
const stages = asked.length ? STAGES.filter(([name]) => asked.includes(name)) : STAGES;

/**
 * Runs `npm run <script>`, with the terminal attached or (`held`) its output collected; resolves
 * its exit code and the output held.
 */
function npmRun(script, held = false) {
	return new Promise((resolve) => {
		const child = spawn('npm', ['run', script], {
			stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
			shell: process.platform === 'win32'
		});
		let output = '';
		if (held) {
			child.stdout.on('data', (d) => (output += d));
			child.stderr.on('data', (d) => (output += d));
		}
		child.on('error', (e) => resolve({ code: 1, output: output + String(e) }));
		child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
	});
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) =>
	`${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const load = () =>
	loadavg()
		.map((x) => x.toFixed(2))
		.join(' ');

/** Runs one stage; its row of the table. */
async function runStage([name, script, held], together) {
	const t0 = Date.now();
	const { code, output } = await npmRun(script, held && together);
	const ms = Date.now() - t0;
	if (held && together) {
		process.stdout.write(
			`\n--- ${name} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds(ms)})\n${output}`
		);
	}
	return { name, ms, code, status: code === 0 ? 'ok' : `failed (exit ${code})` };
}

const rows = [];
const loadBefore = load();
const start = Date.now();
let failed = 0;
const group = stages.filter(([name]) => TOGETHER.includes(name));
const queue =
	group.length > 1
		? [group, ...stages.filter((s) => !group.includes(s)).map((s) => [s])]
		: stages.map((s) => [s]);
for (const batch of queue) {
	const done = await Promise.all(batch.map((s) => runStage(s, batch.length > 1)));
	rows.push(...done);
	const first = done.find((r) => r.code !== 0);
	if (first) {
		failed = first.code;
		break;
	}
}
const total = Date.now() - start;

const width = Math.max(...rows.map(({ name }) => name.length), 'total'.length);
/** The stages a stage ran beside, for its row. */
const beside = (name) => {
	if (group.length < 2 || !group.some(([n]) => n === name)) return '';
	return ` (at once with ${group
		.map(([n]) => n)
		.filter((n) => n !== name)
		.join(', ')})`;
};
const lines = rows.map(
	({ name, ms, status }) =>
		`  ${name.padEnd(width)}  ${seconds(ms).padStart(7)}  ${status}${beside(name)}`
);
for (const [name] of stages.filter(([n]) => !rows.some((r) => r.name === n)))
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
