#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for the end-to-end tests, so `npm test` passes on a fresh machine:
 * 1. $CHROMIUM_PATH or /usr/bin/chromium (Debian's package), if present;
 * 2. Playwright's own downloaded Chromium, if present;
 * 3. otherwise install Debian's `chromium` with apt-get (needs root or sudo), and if that is not
 *    possible, try `npx playwright install chromium`.
 * Exits non-zero with instructions when none of these works.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debian = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const have = () => existsSync(debian) || existsSync(chromium.executablePath());

function run(cmd) {
	console.log(`ensure-browser: ${cmd}`);
	execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (have()) process.exit(0);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo -n ';
const hasApt = existsSync('/usr/bin/apt-get');
if (hasApt) {
	try {
		run(`${sudo}apt-get update -qq`);
		run(`${sudo}apt-get install -y -qq chromium`);
	} catch {
		console.warn('ensure-browser: apt-get could not install chromium.');
	}
}
if (!have()) {
	try {
		run('npx playwright install chromium');
	} catch {
		console.warn('ensure-browser: playwright could not download its browser.');
	}
}
if (!have()) {
	console.error(
		'ensure-browser: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`, ' +
			'elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium binary.'
	);
	process.exit(1);
}
