/**
 * No import circles in `src/` and `workers/` (issue 20): shared types live in their own small
 * file instead of in the file that picks a path, which the path files would import back.
 */
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import {
	cyclesOf,
	describeCycle,
	importGraph,
	specifiersOf,
	type ImportGraph
} from './import-graph.ts';

describe('import graph (issue 20)', () => {
	it('src/ and workers/ have no import circle, type-only imports included', () => {
		const graph = importGraph(ROOT, ['src', 'workers']);
		expect(graph.size).toBeGreaterThan(300);
		const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
		expect(edges).toBeGreaterThan(1000);
		expect(cyclesOf(graph).map((c) => describeCycle(graph, c))).toEqual([]);
	});

	it('finds a deliberate circle, a self-import and leaves a chain alone', () => {
		const graph: ImportGraph = new Map([
			['a.ts', ['b.ts']],
			['b.ts', ['c.ts', 'd.ts']],
			['c.ts', ['a.ts']],
			['d.ts', []],
			['e.ts', ['e.ts']],
			['f.ts', ['d.ts']]
		]);
		const cycles = cyclesOf(graph);
		expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
		expect(describeCycle(graph, cycles[0])).toBe(
			'a.ts -> b.ts -> c.ts -> a.ts (3 files in the circle)'
		);
	});

	it('reads value, type-only, re-export and import-type edges but not dynamic import()', () => {
		const text = [
			"import { a } from './a.ts';",
			"import type { B } from './b.ts';",
			"export { c } from './c.ts';",
			"export * from './d';",
			"type E = import('./e.ts').E;",
			"const lazy = () => import('./f.ts');"
		].join('\n');
		expect(specifiersOf('x.ts', text)).toEqual(['./a.ts', './b.ts', './c.ts', './d', './e.ts']);
		const svelte = `<script lang="ts">\n\timport X from './X.svelte';\n</script>\n<X />`;
		expect(specifiersOf('Y.svelte', svelte)).toEqual(['./X.svelte']);
	});
});
