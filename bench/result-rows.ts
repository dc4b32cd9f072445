/**
 * Rows of `bench/results.json` written by one bench at a time (rank sets, votes): the kind's
 * earlier rows are replaced, the others kept, and the kind's details go to their own file, in the
 * repo's Prettier style so that `npm run lint` stays clean.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCH = import.meta.dirname;

/** One row of bench/results.json. */
export interface ResultRow {
	readonly size: string;
	readonly kind: string;
	readonly engineSeconds: number;
	readonly numpySeconds: number;
	readonly ratio: number;
}

/**
 * Merges `cases`' rows into bench/results.json, their details into `details`: the rows of the
 * kinds `kind` are replaced (one kind: every case is written as it; several: each case keeps its
 * own `kind`).
 */
export async function mergeResultRows(
	kind: string | readonly string[],
	cases: readonly ResultRow[],
	details: string
): Promise<void> {
	const kinds = typeof kind === 'string' ? [kind] : kind;
	if (!cases.length) return;
	const { format } = await import('prettier');
	const round = (x: number) => Math.round(x * 1e6) / 1e6;
	const file = join(BENCH, 'results.json');
	const rows = existsSync(file)
		? (JSON.parse(readFileSync(file, 'utf8')) as { kind: string }[])
		: [];
	const mine: ResultRow[] = cases.map((c) => ({
		size: c.size,
		kind: typeof kind === 'string' ? kind : c.kind,
		engineSeconds: round(c.engineSeconds),
		numpySeconds: round(c.numpySeconds),
		ratio: round(c.ratio)
	}));
	const json = (v: unknown) =>
		format(JSON.stringify(v), { parser: 'json', useTabs: true, printWidth: 100 });
	writeFileSync(file, await json([...rows.filter((r) => !kinds.includes(r.kind)), ...mine]));
	writeFileSync(join(BENCH, details), await json({ date: new Date().toISOString(), cases }));
}
