/**
 * Where the `first-visit` setup project (`first-visit.setup.ts`) keeps what a first visit leaves
 * in the browser, for the end-to-end tests that start after it (see `playwright.config.ts`).
 * Shared by the config and the fixtures, so it imports nothing from the test runner.
 */
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', '..', 'test-results', 'first-visit');

/** `context.storageState({ indexedDB: true })` after a first visit: the built-in sample stored. */
export const FIRST_VISIT_STATE = join(DIR, 'state.json');

/** `{ datasetId }`: the id of the sample that first visit stored (a content fingerprint). */
export const FIRST_VISIT_INFO = join(DIR, 'info.json');
