/**
 * zod schema of the votes view's results JSON (`perturbation-sandbox/votes@1`,
 * `../core/votes-json.ts`; fields: docs/results-schema.md, "Votes"). Undefined numbers are
 * `null`; models are named.
 */
import { z } from 'zod';
import { STRONG_WEIGHTS } from '../core/strong-verdicts.ts';
import { VOTES_RESULTS_SCHEMA } from '../core/votes-json.ts';
import { VotesLayoutSchema } from './votes-record.ts';

const N = z.number().nullable();
const Int = z.number().int().min(0);

const IntervalSchema = z.object({ se: N, low: N, high: N });

const RatedSchema = z.object({
	model: z.string(),
	rating: N,
	votes: z.number().min(0),
	sandwich: IntervalSchema,
	bootstrap: IntervalSchema.nullable(),
	arenaRank: z.object({ sandwich: Int, bootstrap: Int.nullable() }),
	rankSet: z.object({ low: Int, high: Int }).nullable().optional()
});

const RankSetsSchema = z.object({
	level: z.number().gt(0).lt(1),
	draws: Int,
	seed: z.number().int(),
	method: z.literal('csranks-stepdown'),
	covariance: z.literal('sandwich'),
	criticalValue: z.number(),
	steps: Int
});

const GroupSchema = z.object({
	models: z.array(z.string()),
	votes: z.number().min(0),
	anchor: z.string().nullable(),
	status: z.enum(['fitted', 'not-connected', 'unbounded']),
	bootstrap: z.object({ draws: Int, undefinedDraws: Int }).nullable(),
	ratings: z.array(RatedSchema),
	rankSets: RankSetsSchema.nullable().optional()
});

const FlipSchema = z.object({
	group: Int,
	count: Int.nullable(),
	rows: z.array(Int),
	pair: z.tuple([z.string(), z.string()]).nullable(),
	verified: z.literal(true),
	lowerBound: Int,
	maxRemove: Int,
	method: z.enum(['influence', 'adaptive']).nullable()
});

const RecipeSchema = z.discriminatedUnion('kind', [
	z.object({ kind: z.literal('bootstrap') }),
	z.object({ kind: z.literal('fewerVotes'), fraction: z.number().gt(0).max(1) }),
	z.object({ kind: z.literal('reweight'), column: z.string(), concentration: z.number().gt(0) }),
	z.object({
		kind: z.literal('levelWeights'),
		column: z.string(),
		weights: z.record(z.string(), z.number())
	}),
	z.object({ kind: z.literal('timeSplit'), cutoff: z.number().nullable() }),
	z.object({ kind: z.literal('dropLevel'), column: z.string() }),
	z.object({ kind: z.literal('dropModel') })
]);

const RunSchema = z.object({
	group: Int,
	perturbation: RecipeSchema,
	seed: z.number().int(),
	draws: Int,
	undefinedDraws: Int,
	typicalDrawChange: N,
	typicalDrawChangeInNoise: N,
	tau: N,
	tauVerdict: z.enum(['below', 'inside', 'above']).nullable(),
	floorTau: z.object({ q05: N, median: N, q95: N }),
	leaderKept: N,
	leaderFloor: N
});

export const VotesResultsSchema = z.object({
	schema: z.literal(VOTES_RESULTS_SCHEMA),
	exportedAt: z.string(),
	dataset: z.object({
		id: z.string(),
		name: z.string(),
		fileName: z.string(),
		layout: VotesLayoutSchema,
		votes: Int,
		models: Int,
		badRows: Int
	}),
	votes: z.object({
		scale: z.object({ points: z.number(), base: z.number(), origin: z.number() }),
		tieRule: z.enum(['half', 'drop']),
		l2: z.number().min(0),
		strongWeight: z.literal(STRONG_WEIGHTS).optional(),
		level: z.number().gt(0).lt(1),
		seed: z.number().int(),
		groups: z.array(GroupSchema),
		unrated: z.array(z.string()),
		fewestToFlip: FlipSchema.nullable(),
		fewestToFlipPair: FlipSchema.nullable().optional()
	}),
	run: RunSchema.nullable()
});
