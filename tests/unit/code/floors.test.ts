/**
 * The floor order of src/ is held by lint, not by habit (issue 20): `eslint.config.js` gives each
 * folder a `no-restricted-imports` rule naming every floor above it. Probes are linted as if they
 * were files in src/ (ESLint's `lintText` with a `filePath`; nothing is written).
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

const eslint = new ESLint({ cwd: ROOT });

async function importErrors(file: string, text: string): Promise<string[]> {
	const [result] = await eslint.lintText(text, { filePath: join(ROOT, file) });
	return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('floors (issue 20)', () => {
	it('core may not import a higher floor: i18n, report or views', async () => {
		const text = [
			"import { msg } from '../i18n/catalog.ts';",
			"import { headlineText } from '../report/headline-text.ts';",
			"import { kindLabel } from '../views/analysis/perturbation-info.ts';",
			'export const probe = [msg, headlineText, kindLabel];',
			''
		].join('\n');
		const errors = await importErrors('src/core/floor-probe.ts', text);
		expect(errors).toHaveLength(3);
		expect(errors[0]).toContain('src/core may not import src/i18n');
		expect(errors[1]).toContain('src/core may not import src/report');
		expect(errors[2]).toContain('core < i18n < schemas');
	}, 60_000);

	it('state may not import report; report may import state and core', async () => {
		const up = await importErrors(
			'src/state/floor-probe.ts',
			"import { definitionsJson } from '../report/definitions.ts';\nexport const probe = definitionsJson;\n"
		);
		expect(up).toEqual([expect.stringContaining('src/state may not import src/report')]);
		const down = await importErrors(
			'src/report/floor-probe.ts',
			[
				"import { CATALOGUE } from '../core/perturbations/catalogue.ts';",
				"import type { RunView } from '../state/run-view.ts';",
				'export const probe: [typeof CATALOGUE, RunView | null] = [CATALOGUE, null];',
				''
			].join('\n')
		);
		expect(down).toEqual([]);
	}, 60_000);

	it("a feature's floors hold inside it: its core imports neither its formats nor the app's", async () => {
		const text = [
			"import { parseVotesCsv } from '../formats/votes-csv.ts';",
			"import { describeIssue } from '../../../formats/issues.ts';",
			"import { rngForDraw } from '../../../core/random.ts';",
			"import { openDB } from 'idb';",
			'export const probe = [parseVotesCsv, describeIssue, rngForDraw, openDB];',
			''
		].join('\n');
		const errors = await importErrors('src/features/votes/core/floor-probe.ts', text);
		expect(errors).toHaveLength(3);
		expect(errors[0]).toContain('src/core may not import src/formats');
		expect(errors[2]).toContain('Only src/storage imports idb');
		const down = await importErrors(
			'src/features/votes/formats/floor-probe.ts',
			"import { describeIssue } from '../../../formats/issues.ts';\nexport const probe = describeIssue;\n"
		);
		expect(down).toEqual([]);
	}, 60_000);

	it('the libraries keep their homes: idb only in storage, comlink only in engine', async () => {
		const text = "import { openDB } from 'idb';\nexport const probe = openDB;\n";
		expect(await importErrors('src/engine/floor-probe.ts', text)).toHaveLength(1);
		expect(await importErrors('src/storage/floor-probe.ts', text)).toEqual([]);
	}, 60_000);
});
