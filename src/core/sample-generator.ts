/**
 * Synthetic benchmark results from a seeded item-response model, for the built-in samples.
 *
 * Two-parameter logistic IRT (Birnbaum 1968; see Lord 1980, "Applications of Item Response Theory
 * to Practical Testing Problems"): P(model m solves item i) = 1 / (1 + exp(-a_i (theta_mc - b_i)))
 * with model ability theta_m plus a per-category skill offset, item difficulty b_i (shifted per
 * category) and discrimination a_i. `pass-at-k` samples report the share of k independent
 * attempts that succeed (like LiveCodeBench's pass@1 over 10 samples). `contamination` gives some
 * models extra ability on the older, public items only — "training on the test" (Hardt 2025).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { MatrixParts } from './ScoreMatrix.ts';

export interface SampleSpec {
	readonly id: string;
	readonly title: string;
	readonly description: string;
	readonly seed: number;
	readonly nModels: number;
	readonly nItems: number;
	readonly categories: readonly { name: string; difficulty: number }[];
	readonly kind: 'binary' | 'pass-at-k';
	/** Attempts per item for `pass-at-k`. */
	readonly attempts?: number;
	/** Share of cells left empty (missing at random). */
	readonly missingRate?: number;
	/** Items are dated evenly from this ISO date over `days` days. */
	readonly startDate: string;
	readonly days: number;
	/**
	 * The oldest `publicShare` of items are "public"; `models` of the models (chosen at random) gain
	 * `boost` ability on them — they trained on the test.
	 */
	readonly contamination?: { publicShare: number; models: number; boost: number };
	/**
	 * Keep the attempts per cell (`pass-at-k`): the sample is written as a JSON matrix whose
	 * `trials` says each score is the mean of `attempts` (a CSV cannot say it), so "Fewer trials"
	 * can redraw them.
	 */
	readonly trials?: boolean;
}

const NAMES = [
	'atlas',
	'borealis',
	'cirrus',
	'delta',
	'ember',
	'fjord',
	'glacier',
	'harbor',
	'iris',
	'juniper',
	'kestrel',
	'lumen',
	'meridian',
	'nimbus',
	'orbit',
	'prism',
	'quartz',
	'raven',
	'sierra',
	'tundra',
	'umbra',
	'vega',
	'willow',
	'xenon',
	'yarrow',
	'zephyr'
];
const SIZES = ['1b', '3b', '7b', '8b', '13b', '34b', '70b', 'mini', 'pro', 'max'];

interface Sample extends MatrixParts {
	readonly meta: Record<string, readonly string[]>;
	/** Generating parameters, for explanations and tests (column order). */
	readonly abilities: readonly number[];
	/** Each model's skill offset per category (logits, column order, `spec.categories` order). */
	readonly skills: readonly (readonly number[])[];
	readonly contaminated: readonly string[];
}

/** A standard normal deviate from uniforms on [0, 1) (Box-Muller; `1 - u()` keeps the log finite). */
function normalFrom(u: () => number): number {
	const r = Math.sqrt(-2 * Math.log(1 - u()));
	return r * Math.cos(2 * Math.PI * u());
}

/** One item's parameters: its category, difficulty b (logits) and discrimination a. */
interface ItemParameters {
	readonly category: number;
	readonly b: number;
	readonly a: number;
}

/**
 * Draws one item as the generator does: a category uniformly, difficulty b = the category's
 * offset + N(0, 1), discrimination a = exp(0.3 N(0, 1)) (in this order from `u`).
 */
export function drawItemParameters(
	u: () => number,
	categories: SampleSpec['categories']
): ItemParameters {
	const category = Math.floor(u() * categories.length);
	const b = categories[category].difficulty + normalFrom(u);
	const a = Math.exp(0.3 * normalFrom(u));
	return { category, b, a };
}

/** The 2PL probability that a model of ability `theta` solves an item (a, b). */
export function solveProbability(theta: number, item: Pick<ItemParameters, 'a' | 'b'>): number {
	return 1 / (1 + Math.exp(-item.a * (theta - item.b)));
}

export function generateSample(spec: SampleSpec): Sample {
	const rng = xoroshiro128plus(spec.seed);
	const u = () => uniformFloat64(rng);
	const normal = () => normalFrom(u);
	const M = spec.nModels;
	const n = spec.nItems;
	const G = spec.categories.length;

	const models: string[] = [];
	const abilities: number[] = [];
	const skill: number[][] = [];
	for (let m = 0; m < M; m++) {
		const name = `${NAMES[m % NAMES.length]}-${SIZES[Math.floor(u() * SIZES.length)]}`;
		models.push(models.includes(name) ? `${name}-v${m}` : name);
		abilities.push(-1.6 + (3.2 * (m + 0.5)) / M + 0.15 * normal());
		skill.push(Array.from({ length: G }, () => 0.35 * normal()));
	}
	// Columns in a random order: the file's order says nothing about the ranking.
	const cols = Array.from({ length: M }, (_, m) => m);
	for (let j = M - 1; j > 0; j--) {
		const r = Math.floor(u() * (j + 1));
		[cols[j], cols[r]] = [cols[r], cols[j]];
	}

	const contaminated = new Set<number>();
	if (spec.contamination) {
		while (contaminated.size < Math.min(spec.contamination.models, M)) {
			contaminated.add(Math.floor(u() * M));
		}
	}
	const publicItems = spec.contamination ? Math.round(spec.contamination.publicShare * n) : 0;

	const itemIds: string[] = [];
	const category: string[] = [];
	const created: string[] = [];
	const split: string[] = [];
	const cells = new Float64Array(n * M);
	const start = Date.parse(`${spec.startDate}T00:00:00Z`);
	const digits = String(n).length;
	for (let i = 0; i < n; i++) {
		const item = drawItemParameters(u, spec.categories);
		const g = item.category;
		itemIds.push(`${spec.id}-${String(i + 1).padStart(digits, '0')}`);
		category.push(spec.categories[g].name);
		const day = Math.floor((i * spec.days) / n);
		created.push(new Date(start + day * 86_400_000).toISOString().slice(0, 10));
		split.push(i < publicItems ? 'public' : 'fresh');
		for (let c = 0; c < M; c++) {
			const m = cols[c];
			let theta = abilities[m] + skill[m][g];
			if (i < publicItems && contaminated.has(m)) theta += spec.contamination!.boost;
			const p = solveProbability(theta, item);
			let v: number;
			if (spec.kind === 'binary') v = u() < p ? 1 : 0;
			else {
				const k = spec.attempts ?? 10;
				let hits = 0;
				for (let t = 0; t < k; t++) if (u() < p) hits++;
				v = hits / k;
			}
			if (spec.missingRate && u() < spec.missingRate) v = Number.NaN;
			cells[i * M + c] = v;
		}
	}
	const meta: Record<string, readonly string[]> = { category, created_at: created };
	if (spec.contamination) meta.split = split;
	return {
		models: cols.map((m) => models[m]),
		itemIds,
		meta,
		cells,
		abilities: cols.map((m) => abilities[m]),
		skills: cols.map((m) => skill[m]),
		contaminated: [...contaminated].map((m) => models[m])
	};
}

/**
 * The models' date of a sample whose models trained on its public items (`contamination`): the
 * date of its first fresh item, the day after which no model saw the test (issue 35, "Released
 * before or after", reads it as every model's training cut-off). Null for other samples. Computed
 * from the spec alone, as `generateSample` dates the items.
 */
export function sampleModelDate(spec: SampleSpec): string | null {
	if (!spec.contamination) return null;
	const first = Math.round(spec.contamination.publicShare * spec.nItems);
	const day = Math.floor((first * spec.days) / spec.nItems);
	const start = Date.parse(`${spec.startDate}T00:00:00Z`);
	return new Date(start + day * 86_400_000).toISOString().slice(0, 10);
}

/** The built-in samples (ids are stable: URLs and tests refer to them). */
export const SAMPLE_SPECS: readonly SampleSpec[] = [
	{
		id: 'irt-leaderboard',
		title: 'Leaderboard (0/1, 20 models × 1,000 items)',
		description:
			'A typical multiple-choice leaderboard: 20 models, 1,000 items in five categories, scored right or wrong.',
		seed: 20250101,
		nModels: 20,
		nItems: 1000,
		categories: [
			{ name: 'math', difficulty: 0.6 },
			{ name: 'code', difficulty: 0.3 },
			{ name: 'reasoning', difficulty: 0.2 },
			{ name: 'knowledge', difficulty: -0.4 },
			{ name: 'language', difficulty: -0.7 }
		],
		kind: 'binary',
		startDate: '2025-01-01',
		days: 365
	},
	{
		id: 'pass-at-10',
		title: 'Code benchmark (pass@1 over 10 attempts, 12 models × 400 items)',
		description:
			'Continuous scores: each cell is the share of 10 attempts that pass, as in LiveCodeBench. About 1% of cells are missing.',
		seed: 20250202,
		nModels: 12,
		nItems: 400,
		categories: [
			{ name: 'easy', difficulty: -1 },
			{ name: 'medium', difficulty: 0.2 },
			{ name: 'hard', difficulty: 1.4 }
		],
		kind: 'pass-at-k',
		attempts: 10,
		missingRate: 0.01,
		startDate: '2024-06-01',
		days: 240
	},
	{
		id: 'train-on-test',
		title: 'Trained on the test (0/1, 16 models × 1,200 items)',
		description:
			'Five of 16 models saw the older, public 60% of the items during training (meta:split). Their ranks hold on public items and fall on fresh ones.',
		seed: 20250303,
		nModels: 16,
		nItems: 1200,
		categories: [
			{ name: 'algebra', difficulty: 0.4 },
			{ name: 'geometry', difficulty: 0.7 },
			{ name: 'probability', difficulty: 0.1 },
			{ name: 'number-theory', difficulty: 0.9 }
		],
		kind: 'binary',
		startDate: '2024-01-01',
		days: 540,
		contamination: { publicShare: 0.6, models: 5, boost: 1.2 }
	},
	{
		id: 'five-attempts',
		title: 'Five attempts each (trials kept, 16 models × 300 items)',
		description:
			'Each cell is the share of 5 attempts that pass, with the number of attempts kept, so “Fewer trials” can redraw them.',
		seed: 20250303,
		nModels: 16,
		nItems: 300,
		categories: [
			{ name: 'easy', difficulty: -0.8 },
			{ name: 'medium', difficulty: 0.1 },
			{ name: 'hard', difficulty: 1.1 }
		],
		kind: 'pass-at-k',
		attempts: 5,
		trials: true,
		startDate: '2024-09-01',
		days: 180
	}
];
