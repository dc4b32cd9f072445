/**
 * Runs before every unit test file (vite.config.ts `test.setupFiles`).
 *
 * `expect.requireAssertions` fails a test that asserts nothing. A fast-check property checked
 * with `fc.assert` is an assertion, but vitest does not see it; this reporter (the default one,
 * plus one counted `expect`) makes it count. A failing property still throws fast-check's own
 * report with the counterexample.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

fc.configureGlobal({
	...fc.readConfigureGlobal(),
	reporter(details) {
		if (details.failed) {
			throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
		}
		expect(details.failed, 'fast-check property').toBe(false);
	}
});
