/**
 * Memory refusals (src/formats/memory-budget.ts) carry a code and parameters like every other
 * import problem: in English the catalogs read exactly as the English sentence beside the code,
 * in Chinese they are Chinese. Every kind of refusal is made here from `ImportBudget` itself.
 */
import { describe, expect, it } from 'vitest';
import { issuePlainText, issueText } from '../../../src/components/import-issue.ts';
import { describeIssue, type ImportIssue } from '../../../src/formats/issues.ts';
import {
	ImportBudget,
	MemoryLimitError,
	type BudgetRefusal
} from '../../../src/formats/memory-budget.ts';

function thrown(f: () => void): BudgetRefusal {
	try {
		f();
	} catch (e) {
		if (e instanceof MemoryLimitError) return e.refusal;
		throw e;
	}
	throw new Error('expected a MemoryLimitError');
}

/** One refusal of each kind and variant. */
function refusals(): BudgetRefusal[] {
	const out: (BudgetRefusal | null)[] = [];
	for (const packed of [false, true]) {
		for (const kind of ['binary', 'continuous'] as const) {
			for (const flipped of [false, true]) {
				const b = new ImportBudget({ packed });
				out.push(b.plan({ rows: 2_000_000, columns: 4_000, kind }, 'wide-table', flipped));
				// With a file before it (the first is refused, the second counts it).
				const b2 = new ImportBudget({ packed });
				b2.plan({ rows: 10, columns: 10, kind }, 'wide-table', false);
				out.push(b2.plan({ rows: 2_000_000, columns: 4_000, kind }, 'wide-table', flipped));
			}
			out.push(
				new ImportBudget({ packed }).matrixRefusal({
					packed,
					nItems: 1_000_000,
					allItems: 1_000_000,
					nModels: 4_000,
					kind,
					cells: 40_000_000
				})
			);
		}
	}
	const b = new ImportBudget();
	out.push(b.plan({ rows: 60_000_000, columns: 1, kind: 'binary' }, 'long-table', false));
	out.push(b.plan({ rows: 60_000_000, columns: 1, kind: 'binary' }, 'long-table', false));
	for (const kind of ['binary', 'continuous'] as const) {
		out.push(thrown(() => new ImportBudget({ packed: true }).wideGuard(4_000)(3_000_000, kind)));
		const held = new ImportBudget({ packed: true });
		held.held({ rows: 10, nModels: 10, kind, byteLength: 100 });
		out.push(thrown(() => held.wideGuard(4_000)(3_000_000, kind)));
	}
	// 270,000 x 4,000 0/1 cells: within the working memory, over the matrix limit.
	out.push(thrown(() => new ImportBudget({ packed: true }).wideGuard(4_000)(270_000, 'binary')));
	const cells = new ImportBudget({ maxCells: 3 });
	out.push(
		thrown(() => {
			for (let k = 0; k < 5; k++) cells.countCell(1);
		})
	);
	return out.filter((r): r is BudgetRefusal => r !== null);
}

describe('memory refusals through the i18n layer', () => {
	const issues: ImportIssue[] = refusals().map((r) => ({ file: 'big.csv', ...r }));

	it('cover every code and variant', () => {
		expect(new Set(issues.map((i) => i.code))).toEqual(
			new Set(['memory-file', 'memory-long', 'memory-cells', 'memory-matrix'])
		);
		expect(new Set(issues.map((i) => i.message)).size).toBeGreaterThanOrEqual(16);
		expect(issues.some((i) => i.params?.limit === 'matrix')).toBe(true);
		expect(issues.some((i) => i.params?.limit === 'memory')).toBe(true);
	});

	it('read in English exactly as the English sentence of src/formats', () => {
		for (const issue of issues) {
			expect(issueText(issue, 'en').translated).toBe(true);
			expect(issuePlainText(issue, 'en')).toBe(describeIssue(issue));
		}
	});

	it('read in Chinese', () => {
		for (const issue of issues) {
			const zh = issuePlainText(issue, 'zh-CN');
			expect(zh).toMatch(/MB/);
			expect(zh, zh).not.toMatch(/\b(file|items|models|memory|would|limit|Import)\b/);
		}
		const [first] = issues;
		expect(issuePlainText(first, 'zh-CN')).toMatch(/^big\.csv：此文件（约 2,000,000 道题目/);
	});
});
