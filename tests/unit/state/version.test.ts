import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { APP_VERSION } from '../../../src/state/version.ts';
import { ROOT } from '../helpers.ts';

it('APP_VERSION equals package.json version', () => {
	expect(APP_VERSION).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
});
