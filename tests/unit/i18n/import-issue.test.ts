import { describe, expect, it } from 'vitest';
import { issuePlainText, issueText } from '../../../src/components/import-issue.ts';
import { analyzeFiles, fromText } from '../../../src/formats/import-files.ts';
import {
	describeIssue,
	IMPORT_ISSUE_CODES,
	type ImportIssue
} from '../../../src/formats/issues.ts';
import en from '../../../src/i18n/messages/en.ts';
import zhCN from '../../../src/i18n/messages/zh-CN.ts';

async function issuesOf(text: string, name = 'broken.csv'): Promise<readonly ImportIssue[]> {
	const p = await analyzeFiles([fromText(text, name)]);
	if (p.result.ok) throw new Error('expected the import to fail');
	return p.result.issues;
}

const BAD_FILES: Record<string, string> = {
	'not a number': 'item_id,a,b\nq1,1,0\nq2,1,oops\n',
	'decimal comma': 'item_id,a,b\nq1,1,0\nq2,1,"0,5"\n',
	'row length': 'item_id,a,b\nq1,1,0\nq2,1\n',
	'empty id': 'item_id,a,b\nq1,1,0\n,1,0\n',
	'repeated id': 'item_id,a,b\nq1,1,0\nq1,1,0\n',
	'repeated column': 'item_id,a,a\nq1,1,0\n',
	'empty header cell': 'item_id,a,\nq1,1,0\n',
	'no rows': 'item_id,a,b\n',
	'unclosed quote': 'item_id,a,b\nq1,1,0\nq2,"1,0\n'
};

describe('import problems through the i18n layer', () => {
	it('in English, reads exactly as describeIssue (the English sentence of src/formats)', async () => {
		let coded = 0;
		for (const [what, text] of Object.entries(BAD_FILES)) {
			for (const issue of await issuesOf(text)) {
				if (issue.code) coded++;
				expect(issuePlainText(issue, 'en'), what).toBe(describeIssue(issue));
			}
		}
		expect(coded).toBeGreaterThanOrEqual(Object.keys(BAD_FILES).length);
	});

	it('in Chinese, names the file, row and column, and says what is wrong in Chinese', async () => {
		const [issue] = await issuesOf(BAD_FILES['not a number']);
		expect(issue.code).toBe('not-a-number');
		const text = issueText(issue, 'zh-CN');
		expect(text.translated).toBe(true);
		expect(issuePlainText(issue, 'zh-CN')).toBe(
			'broken.csv，第 3 行，第 3 列（“b”）：“oops”不是数字。请填写数字（如 0、1 或 0.75），缺失的单元格留空即可。'
		);
		// The file name, column name and cell value are data, not language.
		expect(text.parts).toContainEqual({ tag: 'data', text: 'broken.csv' });
		expect(text.parts).toContainEqual({ tag: 'data', text: 'oops' });
	});

	it('every coded problem of the bad files has its Chinese wording', async () => {
		for (const text of Object.values(BAD_FILES)) {
			for (const issue of await issuesOf(text)) {
				if (!issue.code) continue;
				const zh = issuePlainText(issue, 'zh-CN');
				expect(issueText(issue, 'zh-CN').translated, issue.code).toBe(true);
				expect(zh, issue.code).not.toMatch(/\b(row|column|the|this)\b/);
			}
		}
	});

	it('every problem code has its message (or one per variant) in both languages', () => {
		const keys = Object.keys(en);
		for (const code of IMPORT_ISSUE_CODES) {
			const base = `import.issue.${code}`;
			const found = keys.filter((k) => k === base || k.startsWith(`${base}.`));
			expect(found.length, code).toBeGreaterThan(0);
			for (const k of found) expect(Object.hasOwn(zhCN, k), k).toBe(true);
		}
	});

	it('a code without a message (none today) keeps its English sentence, marked untranslated', () => {
		const issue = {
			file: 'x.json',
			row: 2,
			message: 'something odd.',
			hint: 'Fix it.',
			code: 'no-such-code'
		} as unknown as ImportIssue;
		const text = issueText(issue, 'zh-CN');
		expect(text.translated).toBe(false);
		expect(issuePlainText(issue, 'zh-CN')).toBe('x.json，第 2 行：something odd. Fix it.');
	});
});
