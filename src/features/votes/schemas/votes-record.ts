/**
 * zod schemas of a votes dataset as the library stores it (`storage/VotesStore.ts`): the votes
 * as columns (`core/votes.ts`, typed arrays kept as they are: IndexedDB stores them by structured
 * clone), what the import said of the file (layout, rows left out, fields not kept) and a
 * fingerprint of the votes, which is the record's id (`vt-` + fingerprint): the same votes
 * dropped twice are one dataset.
 */
import { z } from 'zod';
import type { Votes } from '../core/votes.ts';

const Int = z.number().int().min(0);

const VoteColumnSchema = z.object({
	name: z.string(),
	levels: z.array(z.string()),
	codes: z.instanceof(Int32Array)
});

/** `Votes` (`core/votes.ts`) with every column as long as the votes. */
const VotesSchema = z
	.object({
		models: z.array(z.string().min(1)),
		a: z.instanceof(Int32Array),
		b: z.instanceof(Int32Array),
		outcome: z.instanceof(Uint8Array),
		row: z.instanceof(Int32Array),
		time: z.instanceof(Float64Array).nullable(),
		columns: z.array(VoteColumnSchema)
	})
	.refine(
		(v) => {
			const n = v.a.length;
			return (
				v.b.length === n &&
				v.outcome.length === n &&
				v.row.length === n &&
				(v.time === null || v.time.length === n) &&
				v.columns.every((c) => c.codes.length === n)
			);
		},
		{ message: 'every column of the votes must have one entry per vote' }
	);

export const VotesLayoutSchema = z.enum([
	'clean-battle',
	'preference-flags',
	'winner-column',
	'arena-hard'
]);

/** `ArenaHardFacts` (`formats/votes-parse.ts`). */
const ArenaHardFactsSchema = z.object({
	baseline: z.string(),
	baselineSource: z.enum(['lines', 'self-judgment', 'unknown']),
	selfJudgments: Int,
	unsettled: Int,
	files: Int
});

export const VotesRecordSchema = z.object({
	id: z.string().regex(/^vt-[0-9a-f]{16}$/),
	name: z.string().min(1).max(200),
	fileName: z.string(),
	addedAt: z.string(),
	layout: VotesLayoutSchema,
	/** Votes kept and models named (also in `votes`; here for the list without reading them). */
	nVotes: Int,
	nModels: Int,
	/** Rows of the file left out for a problem (the person chose to go on without them). */
	badRows: Int,
	ignoredColumns: z.array(z.string()),
	/** arena-hard-auto judgments: the baseline and what was left out (absent for other layouts). */
	arenaHard: ArenaHardFactsSchema.optional(),
	/** The votes came from a Parquet file. */
	parquet: z.boolean().optional(),
	votes: VotesSchema
});

/** The record's type: the schema's fields, with the votes as the core's `Votes`. */
export type VotesRecord = Omit<z.infer<typeof VotesRecordSchema>, 'votes'> & {
	readonly votes: Votes;
};

const IntList = z.array(z.number().int());

/**
 * A votes record as plain JSON, for the library backup file (`manifest.votes`): the columns as
 * number arrays, a missing time as `null`.
 */
export const VotesRecordJsonSchema = VotesRecordSchema.extend({
	votes: z.object({
		models: z.array(z.string().min(1)),
		a: IntList,
		b: IntList,
		outcome: z.array(z.number().int().min(0).max(3)),
		row: IntList,
		time: z.array(z.number().nullable()).nullable(),
		columns: z.array(z.object({ name: z.string(), levels: z.array(z.string()), codes: IntList }))
	})
});

type VotesRecordJson = z.infer<typeof VotesRecordJsonSchema>;

/** A record as plain JSON (NaN times become `null`). */
export function votesRecordToJson(r: VotesRecord): VotesRecordJson {
	const v = r.votes;
	return {
		...r,
		votes: {
			models: [...v.models],
			a: Array.from(v.a),
			b: Array.from(v.b),
			outcome: Array.from(v.outcome),
			row: Array.from(v.row),
			time: v.time ? Array.from(v.time, (t) => (t === t ? t : null)) : null,
			columns: v.columns.map((c) => ({
				name: c.name,
				levels: [...c.levels],
				codes: Array.from(c.codes)
			}))
		}
	};
}

/** A record read from JSON (checked by `VotesRecordJsonSchema`) with its typed arrays back. */
export function votesRecordFromJson(j: VotesRecordJson): VotesRecord {
	const v = j.votes;
	return {
		...j,
		votes: {
			models: v.models,
			a: Int32Array.from(v.a),
			b: Int32Array.from(v.b),
			outcome: Uint8Array.from(v.outcome),
			row: Int32Array.from(v.row),
			time: v.time ? Float64Array.from(v.time, (t) => t ?? Number.NaN) : null,
			columns: v.columns.map((c) => ({ ...c, codes: Int32Array.from(c.codes) }))
		}
	};
}
