#!/usr/bin/env node
/**
 * Independent checks at once instead of one after another (together they take about the time of
 * the longest on a 2-core machine). Each one's output is printed whole, in a fixed order, once
 * all have ended; the exit code is the first failure's.
 *
 * `npm run check` (`node scripts/check.mjs`): the three type checks (67 s in a row, 46 s at once):
 * - svelte-check: the app (src/, with DOM types), warnings fail;
 * - tsc -p tsconfig.core.json: src/core, src/formats, src/schemas without DOM types;
 * - tsc -p tsconfig.node.json: configs, scripts, tests and bench, with Node types.
 *
 * `npm run lint` (`node scripts/check.mjs lint`): eslint and prettier --check.
 */
import { spawn } from 'node:child_process';

const GROUPS = {
	types: [
		['svelte-check', ['--tsconfig', './tsconfig.json', '--fail-on-warnings']],
		['tsc', ['-p', 'tsconfig.core.json', '--noEmit']],
		['tsc', ['-p', 'tsconfig.node.json', '--noEmit']]
	],
	lint: [
		['eslint', ['.']],
		['prettier', ['--check', '.']]
	]
};

const group = process.argv[2] ?? 'types';
const CHECKS = GROUPS[group];
if (!CHECKS) {
	console.error(`check: no group ${group}; groups: ${Object.keys(GROUPS).join(', ')}`);
	process.exit(2);
}

function run([command, args]) {
	return new Promise((resolve) => {
		const child = spawn(command, args, { shell: process.platform === 'win32' });
		let output = '';
		child.stdout.on('data', (d) => (output += d));
		child.stderr.on('data', (d) => (output += d));
		child.on('error', (e) => resolve({ label: command, code: 1, output: String(e) }));
		child.on('close', (code) =>
			resolve({ label: [command, ...args].join(' '), code: code ?? 1, output })
		);
	});
}

const results = await Promise.all(CHECKS.map(run));
for (const { label, code, output } of results) {
	process.stdout.write(`\n> ${label}${code ? ` (failed, exit ${code})` : ''}\n${output}`);
}
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
