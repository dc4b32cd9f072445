/**
 * Which `export`s of the app nobody imports (issue 20, "dead exports"). Every file reads as a
 * list of exported names and a list of the names it takes from other files; an export is used
 * when some file takes it, directly or through a re-export (`export { x } from`, `export * from`)
 * that is itself used. What counts as taking a name:
 * - `import { a }`, `import a` (the default export), `import type`, a type `import('./x').A`;
 * - `import * as ns` then `ns.a` (any other use of `ns` takes every name);
 * - a dynamic `import('./x')` awaited into `const { a } = ...` or read as `(...).a`, also through
 *   a `const load = () => import('./x')` helper; any other dynamic import takes every name.
 * A Svelte component's default export is the component; its `<script module>` exports count
 * like a `.ts` file's, its instance-script exports (methods reached through `bind:this`) do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { resolve, scriptOf, sourceFiles } from './import-graph.ts';

/** The names one file takes from a specifier; '*' when it takes them all. */
export interface Use {
	readonly from: string;
	readonly names: readonly string[] | '*';
}

export interface Export {
	readonly name: string;
	readonly line: number;
	/** For a re-export: the file and the name there. */
	readonly from?: { readonly file: string; readonly name: string };
}

/** One file's side of the graph, specifiers already resolved to files (or left as written). */
export interface FileFacts {
	readonly exports: readonly Export[];
	/** Files re-exported whole by `export * from`. */
	readonly stars: readonly string[];
	readonly uses: readonly Use[];
}

export type Program = Map<string, FileFacts>;

export interface DeadExport {
	readonly file: string;
	readonly name: string;
	readonly line: number;
}

/** A Svelte file with everything but its `<script module>` blanked out (lines kept). */
function moduleScriptOf(text: string): string {
	const blank = (s: string) => s.replace(/[^\n]/g, ' ');
	let out = '';
	let last = 0;
	for (const m of text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
		const isModule = /\bmodule\b|context=["']module["']/.test(m[1]);
		const start = m.index + m[1].length;
		out += blank(text.slice(last, start)) + (isModule ? m[2] : blank(m[2]));
		last = start + m[2].length;
	}
	return out + blank(text.slice(last));
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
	ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function bindingNames(name: ts.BindingName): string[] {
	if (ts.isIdentifier(name)) return [name.text];
	return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

type Raw = { exports: Export[]; stars: string[]; uses: Use[] };

/** The exports declared at the top level of a source file (specifiers as written). */
function exportsOf(source: ts.SourceFile, raw: Raw): void {
	const lineOf = (node: ts.Node) =>
		source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
	for (const node of source.statements) {
		if (ts.isExportAssignment(node)) {
			raw.exports.push({ name: 'default', line: lineOf(node) });
		} else if (ts.isExportDeclaration(node)) {
			const spec =
				node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
					? node.moduleSpecifier.text
					: undefined;
			const clause = node.exportClause;
			if (!clause) {
				if (spec !== undefined) raw.stars.push(spec);
			} else if (ts.isNamespaceExport(clause)) {
				raw.exports.push({ name: clause.name.text, line: lineOf(node) });
				if (spec !== undefined) raw.uses.push({ from: spec, names: '*' });
			} else {
				for (const e of clause.elements) {
					const name = e.name.text;
					const local = (e.propertyName ?? e.name).text;
					const from = spec === undefined ? undefined : { file: spec, name: local };
					raw.exports.push({ name, line: lineOf(e), ...(from ? { from } : {}) });
				}
			}
		} else if (hasModifier(node, ts.SyntaxKind.ExportKeyword)) {
			const line = lineOf(node);
			if (hasModifier(node, ts.SyntaxKind.DefaultKeyword)) {
				raw.exports.push({ name: 'default', line });
			} else if (ts.isVariableStatement(node)) {
				for (const d of node.declarationList.declarations)
					for (const name of bindingNames(d.name)) raw.exports.push({ name, line });
			} else {
				const name = (node as { name?: ts.Node }).name;
				if (name && ts.isIdentifier(name)) raw.exports.push({ name: name.text, line });
			}
		}
	}
}

/** The names a module value (a dynamic import's result) is read for; '*' if it escapes. */
function namesReadFrom(node: ts.Node): readonly string[] | '*' {
	let at = node;
	while (ts.isAwaitExpression(at.parent) || ts.isParenthesizedExpression(at.parent)) at = at.parent;
	const parent = at.parent;
	if (ts.isPropertyAccessExpression(parent) && parent.expression === at) return [parent.name.text];
	if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
		const names: string[] = [];
		for (const e of parent.name.elements) {
			if (e.dotDotDotToken) return '*';
			const key = e.propertyName ?? e.name;
			if (!ts.isIdentifier(key)) return '*';
			names.push(key.text);
		}
		return names;
	}
	return '*';
}

/** How a namespace binding `ns` is read in a file: `ns.a` and `ns.A` types take a, else all. */
function namespaceNames(source: ts.SourceFile, ns: ts.Identifier): readonly string[] | '*' {
	const names = new Set<string>();
	let escapes = false;
	const visit = (node: ts.Node): void => {
		if (ts.isIdentifier(node) && node.text === ns.text && node !== ns) {
			const p = node.parent;
			if (ts.isPropertyAccessExpression(p) && p.expression === node) names.add(p.name.text);
			else if (ts.isQualifiedName(p) && p.left === node) names.add(p.right.text);
			else escapes = true;
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return escapes ? '*' : [...names];
}

/** A dynamic `import()` call: the names read from it, through a loader helper if any. */
function dynamicUse(source: ts.SourceFile, call: ts.CallExpression): readonly string[] | '*' {
	const arrow = call.parent;
	const holder = arrow?.parent;
	if (
		!(ts.isArrowFunction(arrow) && arrow.body === call) ||
		!(ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name))
	)
		return namesReadFrom(call);
	const loader = holder.name.text;
	const names = new Set<string>();
	let escapes = false;
	const visit = (node: ts.Node): void => {
		if (ts.isIdentifier(node) && node.text === loader && node !== holder.name) {
			const p = node.parent;
			const read = ts.isCallExpression(p) && p.expression === node ? namesReadFrom(p) : '*';
			if (read === '*') escapes = true;
			else read.forEach((n) => names.add(n));
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return escapes ? '*' : [...names];
}

/** The names a file takes from other files (specifiers as written). */
function usesOf(source: ts.SourceFile, raw: Raw): void {
	const visit = (node: ts.Node): void => {
		if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
			const from = node.moduleSpecifier.text;
			const clause = node.importClause;
			const names: string[] = [];
			if (clause?.name) names.push('default');
			const bindings = clause?.namedBindings;
			if (bindings && ts.isNamespaceImport(bindings))
				raw.uses.push({ from, names: namespaceNames(source, bindings.name) });
			else if (bindings)
				for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
			raw.uses.push({ from, names });
		} else if (
			ts.isImportTypeNode(node) &&
			ts.isLiteralTypeNode(node.argument) &&
			ts.isStringLiteral(node.argument.literal)
		) {
			const q = node.qualifier;
			const first = q === undefined ? undefined : ts.isIdentifier(q) ? q : leftmost(q);
			raw.uses.push({ from: node.argument.literal.text, names: first ? [first.text] : '*' });
		} else if (
			ts.isCallExpression(node) &&
			node.expression.kind === ts.SyntaxKind.ImportKeyword &&
			node.arguments.length > 0 &&
			ts.isStringLiteralLike(node.arguments[0])
		) {
			raw.uses.push({ from: node.arguments[0].text, names: dynamicUse(source, node) });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
}

function leftmost(name: ts.QualifiedName): ts.Identifier {
	return ts.isIdentifier(name.left) ? name.left : leftmost(name.left);
}

/** A file's exports and uses, specifiers as written (exports of `.svelte` from its module script). */
export function factsOf(path: string, text: string): Raw {
	const raw: Raw = { exports: [], stars: [], uses: [] };
	const parse = (code: string) =>
		ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
	if (path.endsWith('.svelte')) {
		raw.exports.push({ name: 'default', line: 1 });
		exportsOf(parse(moduleScriptOf(text)), raw);
		usesOf(parse(scriptOf(path, text)), raw);
	} else {
		// one parse serves both (parsing every file of the repository is most of the test's time)
		const source = parse(text);
		exportsOf(source, raw);
		usesOf(source, raw);
	}
	return raw;
}

const CODE = /\.(ts|svelte|js|mjs)$/;

/**
 * The program made of every code file under the given folders and the root's config files,
 * specifiers resolved to root-relative paths (package specifiers dropped).
 */
export function programOf(root: string, dirs: string[], rootFiles: string[]): Program {
	const program: Program = new Map();
	for (const file of [...dirs.flatMap((d) => sourceFiles(root, d, CODE)), ...rootFiles]) {
		const raw = factsOf(file, readFileSync(join(root, file), 'utf8'));
		const at = (spec: string) => resolve(root, file, spec);
		program.set(file, {
			exports: raw.exports.map((e) => {
				const target = e.from && at(e.from.file);
				return target ? { ...e, from: { file: target, name: e.from!.name } } : e;
			}),
			stars: raw.stars.map(at).filter((f): f is string => f !== undefined),
			uses: raw.uses.flatMap((u) => {
				const target = at(u.from);
				return target ? [{ from: target, names: u.names }] : [];
			})
		});
	}
	return program;
}

/** Every `file#name` export some file accepted by `isUser` takes, through re-exports too. */
export function usedExports(program: Program, isUser: (file: string) => boolean): Set<string> {
	const used = new Set<string>();
	const take = (file: string, name: string, seen = new Set<string>()): boolean => {
		const facts = program.get(file);
		const key = `${file}#${name}`;
		if (!facts || seen.has(key)) return false;
		seen.add(key);
		const own = facts.exports.filter((e) => e.name === name);
		if (own.length > 0) {
			used.add(key);
			for (const e of own) if (e.from) take(e.from.file, e.from.name, seen);
			return true;
		}
		if (name === 'default') return false;
		let found = false;
		for (const star of facts.stars) if (take(star, name, seen)) found = true;
		if (found) used.add(key);
		return found;
	};
	const takeAll = (file: string, seen = new Set<string>()): void => {
		const facts = program.get(file);
		if (!facts || seen.has(file)) return;
		seen.add(file);
		for (const e of facts.exports) take(file, e.name);
		for (const star of facts.stars) takeAll(star, seen);
	};
	for (const [file, facts] of program) {
		if (!isUser(file)) continue;
		for (const use of facts.uses) {
			if (use.names === '*') takeAll(use.from);
			else for (const name of use.names) take(use.from, name);
		}
	}
	return used;
}

/** The exports of candidate files that no file outside themselves takes, sorted. */
export function deadExports(
	program: Program,
	isCandidate: (file: string) => boolean,
	isUser: (file: string) => boolean = () => true
): DeadExport[] {
	const used = usedExports(program, isUser);
	const out: DeadExport[] = [];
	for (const [file, facts] of program) {
		if (!isCandidate(file)) continue;
		const seen = new Set<string>();
		for (const e of facts.exports) {
			if (seen.has(e.name) || used.has(`${file}#${e.name}`)) continue;
			seen.add(e.name);
			out.push({ file, name: e.name, line: e.line });
		}
	}
	return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
