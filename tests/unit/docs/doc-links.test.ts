/**
 * The documentation's links resolve: every relative link in README.md, docs/*.md and the folder
 * READMEs points at a file that exists, and every `#anchor` at a heading of that file (GitHub's
 * slug rule: lower case, punctuation dropped, spaces to hyphens).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');

/** GitHub's heading anchor: lower case, everything but letters, digits, spaces, - and _ dropped. */
export function slug(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N} _-]/gu, '')
		.replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
	const out = new Set<string>();
	const seen = new Map<string, number>();
	let fenced = false;
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		if (line.startsWith('```')) fenced = !fenced;
		const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
		if (!m) continue;
		const base = slug(m[1]);
		const n = seen.get(base) ?? 0;
		seen.set(base, n + 1);
		out.add(n ? `${base}-${n}` : base);
	}
	return out;
}

function markdownFiles(): string[] {
	const files = ['README.md'];
	const walk = (dir: string) => {
		for (const name of readdirSync(join(ROOT, dir))) {
			const rel = join(dir, name);
			if (name === 'node_modules' || name.startsWith('.')) continue;
			if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
			else if (name.endsWith('.md')) files.push(rel);
		}
	};
	for (const dir of ['docs', 'src', 'bench', 'scripts', 'tests', 'samples', 'workers'])
		if (existsSync(join(ROOT, dir))) walk(dir);
	return files;
}

/** Relative links `[text](target)` outside code fences and code spans. */
function linksOf(file: string): string[] {
	const text = readFileSync(join(ROOT, file), 'utf8')
		.replace(/```[\s\S]*?```/g, '')
		.replace(/`[^`\n]*`/g, '');
	return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
		.map((m) => m[1])
		.filter((t) => !/^[a-z]+:/i.test(t));
}

describe('documentation links', () => {
	it('slugs headings as GitHub does', () => {
		expect(slug('Results schema (`perturbation-sandbox/run@3`)')).toBe(
			'results-schema-perturbation-sandboxrun3'
		);
		expect(slug('Dependencies and why')).toBe('dependencies-and-why');
	});

	it('the README is a short front door (under 8 KB) that links every docs/ page', () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		expect(Buffer.byteLength(readme)).toBeLessThan(8 * 1024);
		for (const f of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')))
			expect(readme, `README links docs/${f}`).toContain(`(docs/${f}`);
	});

	it('every relative link and anchor resolves', () => {
		const broken: string[] = [];
		let checked = 0;
		for (const file of markdownFiles()) {
			for (const link of linksOf(file)) {
				checked++;
				const [path, anchor] = link.split('#');
				const target = path ? resolve(ROOT, dirname(file), path) : join(ROOT, file);
				if (!existsSync(target)) {
					broken.push(`${file}: ${link} (no file)`);
					continue;
				}
				if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
					broken.push(`${file}: ${link} (no heading #${anchor} in ${relative(ROOT, target)})`);
			}
		}
		expect(checked).toBeGreaterThan(10);
		expect(broken).toEqual([]);
	});
});
