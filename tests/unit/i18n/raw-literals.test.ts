/**
 * No user-facing English is written straight into a Svelte component: every word a reader sees
 * comes from the message catalogs in src/i18n/messages. This test parses every .svelte file under
 * src/ (svelte/compiler) and fails on:
 * - template text with a word in it (`<p>Hello</p>`);
 * - user-facing attributes written as text (`aria-label="Close"`, title, placeholder, alt, label…);
 * - string literals shown as text (`{busy ? 'Saving…' : x}`, also inside those attributes);
 * - sentence-like string literals anywhere else in the component (`const LABELS = ['Item id']`).
 * Text inside an element marked `translate="no"` (a name, code) is not language and is allowed.
 *
 * NOT_YET_CONVERTED lists the files a later wave converts; shrink it to empty, never grow it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SRC = join(ROOT, 'src');

/** Files not converted yet (issue 10). Empty: every component is scanned, the analysis screen and the charts included. */
const NOT_YET_CONVERTED: readonly string[] = [];

/** Attributes a reader (or a screen reader) gets as text. */
const USER_FACING_ATTRIBUTES = new Set([
	'aria-label',
	'aria-description',
	'aria-placeholder',
	'aria-roledescription',
	'aria-valuetext',
	'title',
	'placeholder',
	'alt',
	'label'
]);

/** Functions whose string arguments are message keys, not text. */
const I18N_CALLS = new Set(['t', 'tRich', 'tById', 'msg', 'translate', 'translateRich']);

/** A word: two Latin letters in a row (so "×", "·", "0/1", "%" and "–" pass). */
const WORD = /[A-Za-z]{2,}/;
/** Prose in code: two words separated by spaces ("Item id", "Cancel import"). */
const SENTENCE = /\b[A-Za-z][a-z]+ +[a-z]{2,}\b/;

interface Finding {
	readonly file: string;
	readonly line: number;
	readonly text: string;
	readonly why: string;
}

type Node = { type: string; start?: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
	return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function children(node: Node): Node[] {
	const out: Node[] = [];
	for (const [key, value] of Object.entries(node)) {
		if (key === 'metadata' || key === 'parent') continue;
		if (Array.isArray(value)) out.push(...value.filter(isNode));
		else if (isNode(value)) out.push(value);
	}
	return out;
}

function calleeName(node: Node): string | null {
	const callee = node.callee as Node | undefined;
	if (!callee) return null;
	if (callee.type === 'Identifier') return callee.name as string;
	if (callee.type === 'MemberExpression' && (callee.property as Node).type === 'Identifier') {
		return (callee.property as Node).name as string;
	}
	return null;
}

function scanFile(path: string): Finding[] {
	const source = readFileSync(path, 'utf8');
	const file = relative(ROOT, path).split(sep).join('/');
	const findings: Finding[] = [];
	const lineOf = (node: Node) =>
		node.start === undefined ? 0 : source.slice(0, node.start).split('\n').length;
	const report = (node: Node, text: string, why: string) =>
		findings.push({ file, line: lineOf(node), text: text.trim().slice(0, 80), why });

	/**
	 * An expression. `shown`: its value is displayed (a text `{…}` or a user-facing attribute), so
	 * any literal with a word is text; otherwise only sentence-like literals are.
	 */
	function expression(node: Node, shown: boolean): void {
		if (node.type === 'ImportDeclaration') return;
		if (node.type === 'CallExpression') {
			// Keys of the i18n functions are not text; other arguments are inputs to what is shown
			// (`sampleText(s, 'title')`), so only prose among them counts.
			if (I18N_CALLS.has(calleeName(node) ?? '')) return;
			for (const arg of node.arguments as Node[]) expression(arg, false);
			expression(node.callee as Node, false);
			return;
		}
		if (node.type === 'BinaryExpression') {
			// `x === 'binary'`: a value compared, not shown
			return;
		}
		if (node.type === 'Literal' && typeof node.value === 'string') {
			const text = node.value;
			if (shown ? WORD.test(text) : SENTENCE.test(text)) {
				report(node, text, shown ? 'string shown as text' : 'sentence in code');
			}
			return;
		}
		if (node.type === 'TemplateElement') {
			const text = (node.value as { cooked?: string; raw: string }).cooked ?? '';
			if (shown ? WORD.test(text) : SENTENCE.test(text)) {
				report(node, text, shown ? 'template text shown' : 'sentence in code');
			}
			return;
		}
		if (node.type === 'Property' || node.type === 'MemberExpression') {
			for (const child of children(node)) {
				if (child === node.key && !node.computed) continue;
				if (child === node.property && !node.computed) continue;
				expression(child, shown);
			}
			return;
		}
		for (const child of children(node)) expression(child, shown);
	}

	function attribute(node: Node, untranslated: boolean): void {
		const name = String(node.name ?? '');
		const facing = USER_FACING_ATTRIBUTES.has(name) && !untranslated;
		const value = node.value;
		const parts: Node[] = Array.isArray(value) ? value : isNode(value) ? [value] : [];
		for (const part of parts) {
			if (part.type === 'Text') {
				if (facing && WORD.test(String(part.data))) {
					report(part, String(part.data), `${name}="…" written as text`);
				}
			} else if (part.type === 'ExpressionTag') {
				expression(part.expression as Node, facing);
			} else {
				template(part, untranslated);
			}
		}
		if (node.expression && isNode(node.expression)) expression(node.expression, false);
	}

	function isUntranslated(node: Node): boolean {
		const attributes = (node.attributes as Node[] | undefined) ?? [];
		return attributes.some(
			(a) =>
				a.type === 'Attribute' &&
				a.name === 'translate' &&
				Array.isArray(a.value) &&
				(a.value as Node[]).some((v) => v.type === 'Text' && v.data === 'no')
		);
	}

	function template(node: Node, untranslated: boolean): void {
		switch (node.type) {
			case 'Comment':
				return;
			case 'Text':
				if (!untranslated && WORD.test(String(node.data))) {
					report(node, String(node.data), 'text in the template');
				}
				return;
			case 'ExpressionTag':
				expression(node.expression as Node, !untranslated);
				return;
			case 'Attribute':
				attribute(node, untranslated);
				return;
			case 'StyleDirective':
			case 'ClassDirective':
			case 'BindDirective':
			case 'OnDirective':
			case 'UseDirective':
			case 'TransitionDirective':
			case 'AnimateDirective':
			case 'LetDirective':
				// `style:height="{h}px"`: values, never text a reader sees
				attribute({ ...node, name: `${node.type}` }, true);
				return;
			case 'Script':
				expression(node.content as Node, false);
				return;
			case 'StyleSheet':
				return;
		}
		const inner = untranslated || isUntranslated(node);
		for (const child of children(node)) {
			if (child.type.endsWith('Expression') || child.type === 'Identifier') {
				expression(child, false); // block tests, each expressions, directive values
			} else {
				template(child, inner);
			}
		}
	}

	const ast = parse(source, { modern: true }) as unknown as Node;
	template(ast, false);
	return findings;
}

function svelteFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((d) => d.isFile() && d.name.endsWith('.svelte'))
		.map((d) => join(d.parentPath, d.name))
		.sort();
}

const files = svelteFiles(SRC);
const pending = (path: string) => {
	const rel = relative(ROOT, path).split(sep).join('/');
	return NOT_YET_CONVERTED.some((prefix) => rel.startsWith(prefix));
};

describe('no raw user-facing English in Svelte components', () => {
	it('finds the components', () => {
		expect(files.length).toBeGreaterThan(10);
	});

	for (const path of files.filter((p) => !pending(p))) {
		const rel = relative(ROOT, path).split(sep).join('/');
		it(rel, () => {
			expect(scanFile(path)).toEqual([]);
		});
	}

	it('the allow-list only names files that still need converting', () => {
		// When a listed folder has no raw English left, take it off the list.
		const converted = NOT_YET_CONVERTED.filter((prefix) => {
			const matching = files.filter((p) =>
				relative(ROOT, p).split(sep).join('/').startsWith(prefix)
			);
			return matching.flatMap(scanFile).length === 0;
		});
		expect(converted, 'converted: remove these from NOT_YET_CONVERTED').toEqual([]);
	});

	it('catches what it is meant to catch', () => {
		const probe = join(ROOT, 'tests', 'fixtures', 'i18n', 'RawEnglish.svelte');
		const found = scanFile(probe)
			.sort((a, b) => a.line - b.line)
			.map((f) => `${f.line}: ${f.why}: ${f.text}`);
		expect(found).toEqual([
			'6: sentence in code: Item id',
			'11: text in the template: Hello there',
			'12: aria-label="…" written as text: Close',
			'13: string shown as text: Saving…',
			'13: string shown as text: Save',
			'14: string shown as text: Download',
			'15: template text shown: items'
		]);
	});
});
