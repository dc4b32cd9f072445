/**
 * The static import graph of the app's source (issue 20, "no circles"). Every top-level
 * `import`/`export ... from` counts, `import type` included (a type-only circle still ties two
 * files together for a reader), and so does a type written as `import('./x').Name`; a dynamic
 * `import()` call does not (it is a deliberate lazy edge, loaded at run time on demand).
 * Relative specifiers are resolved the way Vite does for this project: the written path, or the
 * path plus `.ts`, `.svelte.ts`, `.svelte`, or an `index.ts` inside it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|svelte)$/;
const EXTENSIONS = ['', '.ts', '.svelte.ts', '.svelte', '/index.ts'];

/** The script blocks of a Svelte component (instance and module), joined. */
export function scriptOf(path: string, text: string): string {
	if (!path.endsWith('.svelte')) return text;
	return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** The module specifiers a file imports statically (values and types). */
export function specifiersOf(path: string, text: string): string[] {
	const source = ts.createSourceFile(path, scriptOf(path, text), ts.ScriptTarget.Latest, true);
	const out: string[] = [];
	const visit = (node: ts.Node): void => {
		if (
			(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
			node.moduleSpecifier &&
			ts.isStringLiteral(node.moduleSpecifier)
		) {
			out.push(node.moduleSpecifier.text);
		} else if (
			ts.isImportTypeNode(node) &&
			ts.isLiteralTypeNode(node.argument) &&
			ts.isStringLiteral(node.argument.literal)
		) {
			out.push(node.argument.literal.text);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return out;
}

/** Every file under `dir` (relative to root) whose name matches `pattern`, as root-relative paths. */
export function sourceFiles(root: string, dir: string, pattern = SOURCE): string[] {
	const full = join(root, dir);
	if (!existsSync(full)) return [];
	const out: string[] = [];
	for (const e of readdirSync(full, { withFileTypes: true })) {
		const path = `${dir}/${e.name}`;
		if (e.isDirectory() && e.name !== 'node_modules') out.push(...sourceFiles(root, path, pattern));
		else if (pattern.test(e.name)) out.push(path);
	}
	return out;
}

/** A relative specifier resolved to a root-relative file path; undefined for packages. */
export function resolve(root: string, from: string, spec: string): string | undefined {
	if (!spec.startsWith('.')) return undefined;
	const base = join(dirname(join(root, from)), spec);
	for (const ext of EXTENSIONS) {
		const candidate = base + ext;
		if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
	}
	return undefined;
}

/** The graph of every `.ts`/`.svelte` file under the given folders (paths relative to root). */
export function importGraph(root: string, dirs: string[]): ImportGraph {
	const graph: ImportGraph = new Map();
	for (const file of dirs.flatMap((d) => sourceFiles(root, d))) {
		const text = readFileSync(join(root, file), 'utf8');
		const targets = specifiersOf(file, text)
			.map((s) => resolve(root, file, s))
			.filter((t): t is string => t !== undefined);
		graph.set(file, [...new Set(targets)]);
	}
	return graph;
}

/**
 * The circles of a graph: its strongly connected components with more than one file (or a file
 * importing itself), each listed from its first file in sorted order, found with Tarjan's
 * algorithm (Tarjan 1972, https://doi.org/10.1137/0201010).
 */
export function cyclesOf(graph: ImportGraph): string[][] {
	let counter = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const out: string[][] = [];
	const connect = (v: string): void => {
		index.set(v, counter);
		low.set(v, counter++);
		stack.push(v);
		onStack.add(v);
		for (const w of graph.get(v) ?? []) {
			if (!index.has(w)) {
				connect(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
		}
		if (low.get(v) !== index.get(v)) return;
		const component: string[] = [];
		let w: string;
		do {
			w = stack.pop()!;
			onStack.delete(w);
			component.push(w);
		} while (w !== v);
		if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
	};
	for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
	return out.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One path around a circle, for the failure message: `a -> b -> c -> a`. */
export function describeCycle(graph: ImportGraph, component: string[]): string {
	const members = new Set(component);
	const start = component[0];
	// breadth-first from start back to start inside the component: the shortest loop through it
	const previous = new Map<string, string>();
	const queue = [start];
	while (queue.length > 0) {
		const v = queue.shift()!;
		for (const w of graph.get(v) ?? []) {
			if (!members.has(w)) continue;
			if (w === start) {
				const path = [start];
				for (let x = v; x !== start; x = previous.get(x)!) path.splice(1, 0, x);
				return `${[...path, start].join(' -> ')} (${component.length} files in the circle)`;
			}
			if (!previous.has(w)) {
				previous.set(w, v);
				queue.push(w);
			}
		}
	}
	return component.join(', ');
}
