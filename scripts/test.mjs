#!/usr/bin/env node
/**
 * `npm test`: the four stages (type checks, lint, unit tests, end-to-end tests). The type checks
 * and lint run at once (neither needs the other's result; each one's output is printed whole
 * when it ends); then the unit tests, alone, with their output as it comes; then the end-to-end
 * tests. The unit tests do not share the cores with the checks: on this 2-core machine at a load
 * of 17-22 three heavy unit tests (the import-cycle walk, 100,000 columns, the zip bomb) passed
 * their 30 s timeout when they did. Stops at the first stage (or pair) that fails, with the first
 * failure's exit code in stage order. At the end (pass or fail) a table of how long each stage
 * took, the CPU the machine was busy meanwhile (/proc/stat: on a machine that runs nothing else,
 * the stage's own; over the cores, the least wall time the work could take here), and the
 * machine's load average (the time of a stage on a shared machine means little
 * without it).
 *
 * `node scripts/test.mjs unit e2e` runs only the stages named. `TEST_SERIAL=1` runs the checks
 * and lint one after the other too (to time each alone). `npm run check`, `lint`, `test:unit` and
 * `test:e2e` still run one stage each.
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** [name, npm script, whether its output is held until it ends when it runs beside another]. */
const STAGES = [
	['check', 'check', true],
	['lint', 'lint', true],
	['unit', 'test:unit', false],
	['e2e', 'test:e2e', false]
];
/** The stages that run at once, unless TEST_SERIAL is set. */
const TOGETHER = process.env.TEST_SERIAL ? [] : ['check', 'lint'];

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

/** Clock ticks per second of /proc's CPU times (Linux; 100 almost everywhere). */
const TICKS = (() => {
	try {
		return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' })) || 100;
	} catch {
		return 100;
	}
})();

/**
 * Seconds of CPU the whole machine has been busy so far (user, nice, system, irq, softirq and
 * steal of /proc/stat's `cpu` line, all cores), or null where there is no /proc. A stage's CPU is
 * the difference: on a machine that runs nothing else, the stage's own, browsers included (the
 * CPU time of a process's children misses Chromium's, whose processes are not reaped by the
 * test's process tree: 0.8 of a core for an end-to-end stage that kept 2 cores at load 9-10).
 * Over the cores, it is the least wall time the stage could take on this machine.
 */
function busyCpuSeconds() {
	try {
		const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
		const [user, nice, system, , , irq, softirq, steal] = line
			.trim()
			.split(/\s+/)
			.slice(1)
			.map(Number);
		return (user + nice + system + irq + softirq + (steal || 0)) / TICKS;
	} catch {
		return null;
	}
}

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
	const cpu0 = busyCpuSeconds();
	const done = await Promise.all(batch.map((s) => runStage(s, batch.length > 1)));
	const cpu1 = busyCpuSeconds();
	// A batch's CPU is shared by its stages: shown on its first row.
	if (cpu0 !== null && cpu1 !== null) done[0].cpu = cpu1 - cpu0;
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
const cpuText = (cpu) =>
	cpu === undefined ? ''.padStart(11) : `${seconds(cpu * 1000)} CPU`.padStart(11);
const lines = rows.map(
	({ name, ms, status, cpu }) =>
		`  ${name.padEnd(width)}  ${seconds(ms).padStart(7)}  ${cpuText(cpu)}  ${status}${beside(name)}`
);
const cpuTotal = rows.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
for (const [name] of stages.filter(([n]) => !rows.some((r) => r.name === n)))
	lines.push(`  ${name.padEnd(width)}  ${'-'.padStart(7)}  not run`);
console.log(
	[
		'',
		'npm test: time of each stage',
		...lines,
		`  ${'total'.padEnd(width)}  ${seconds(total).padStart(7)}  ${cpuText(rows.some((r) => r.cpu !== undefined) ? cpuTotal : undefined)}  ${minutes(total)}`,
		...(cpuTotal > 0
			? [
					`  CPU (the machine's, busy): over ${availableParallelism()} cores at least ${seconds((cpuTotal * 1000) / availableParallelism())} of wall time for this work here`
				]
			: []),
		`  load average (1, 5, 15 min): ${loadBefore} at the start, ${load()} at the end, on ${availableParallelism()} cores`
	].join('\n')
);
process.exit(failed);
