/**
 * The worst-case search's certificates for the golden cases, for
 * `scripts/golden/make_worst_case_golden.py` to recompute in numpy. Reads
 * `{ cases: [{ num, den, bound }] }` on stdin and prints, per case, what `worstCaseSearch` (seed 7,
 * default limits: the same call as tests/unit/core/perturbations/worst-case-search.test.ts) reports:
 * the weights (exact doubles: JSON keeps every bit), tau-b, outcome and bound.
 *
 *     echo '{"cases": [...]}' | npx tsx scripts/golden/export-worst-case-certificates.ts
 */
import { readFileSync } from 'node:fs';
import { categoryScores } from '../../src/core/perturbations/category-weights.ts';
import { worstCaseSearch } from '../../src/core/perturbations/worst-case.ts';

interface Case {
	num: number[][];
	den: number[][];
	bound: number;
}

const { cases } = JSON.parse(readFileSync(0, 'utf8')) as { cases: Case[] };
const out = cases.map((c) => {
	const counts = {
		nModels: c.num.length,
		nGroups: c.num[0].length,
		num: Float64Array.from(c.num.flat()),
		den: Float64Array.from(c.den.flat())
	};
	const reference = categoryScores(counts, new Float64Array(counts.nGroups).fill(1));
	const r = worstCaseSearch(counts, reference, c.bound, { seed: 7 });
	return {
		weights: Array.from(r.weights),
		tau: r.tau,
		outcome: r.outcome,
		tauBound: r.tauBound
	};
});
process.stdout.write(JSON.stringify(out) + '\n');
