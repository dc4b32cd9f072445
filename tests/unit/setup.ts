/**
 * Runs before every unit test file (vite.config.ts `test.setupFiles`).
 *
 * `expect.requireAssertions` fails a test that asserts nothing. A fast-check property checked
 * with `fc.assert` is an assertion, but vitest does not see it; this reporter (the default one,
 * plus one counted `expect`) makes it count. A failing property still throws fast-check's own
 * report with the counterexample.
 *
 * Seeds: on CI (`CI` set) every property runs from one fixed seed, so a clean checkout passes or
 * fails the same way each time; locally each run draws a fresh seed and so explores further (a
 * failure prints its seed). `FC_SEED=<n>` pins the seed anywhere, to replay a failure.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

const pinned = process.env.FC_SEED ?? (process.env.CI ? '20261203' : undefined);

fc.configureGlobal({
	...fc.readConfigureGlobal(),
	...(pinned === undefined ? {} : { seed: Number(pinned) }),
	reporter(details) {
		if (details.failed) {
			throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
		}
		expect(details.failed, 'fast-check property').toBe(false);
	}
});
