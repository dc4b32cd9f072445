/**
 * What a file says about a model besides its scores: its release date (or the training cut-off a
 * leaderboard uses for it), its full name, a link. The LiveCodeBench leaderboard JSON gives them;
 * issue 35 ("Released before or after") reads them. A reader records them on its contribution
 * (`Contribution.modelFacts`) and `BuildResult.modelFacts` carries them, aligned with the
 * matrix's models. The library does not store them yet.
 */
export interface ModelFacts {
	/**
	 * The model's release date as `YYYY-MM-DD` (LiveCodeBench: its `release_date`, the cut-off the
	 * leaderboard filters problems by, which is not always the public release).
	 */
	readonly releaseDate?: string;
	/** The name the source gives in full (a Hugging Face id or an API name). */
	readonly fullName?: string;
	/** A link the source gives for the model. */
	readonly link?: string;
	/** The family or style the source groups it in (LiveCodeBench's `model_style`). */
	readonly family?: string;
}

/**
 * What one file contributed that the facts need: its models, and the facts by local model index
 * (a `Contribution`; named by shape so that `contribution.ts` can hold `ModelFacts` without an
 * import circle).
 */
interface FactsSource {
	readonly models: readonly string[];
	readonly modelFacts: ReadonlyMap<number, ModelFacts>;
}

/**
 * Each model's facts, aligned with `models` (null for a model no file says anything about);
 * null when no file gave any. The first file naming a fact wins.
 */
export function collectModelFacts(
	contributions: readonly FactsSource[],
	models: readonly string[]
): (ModelFacts | null)[] | null {
	const byName = new Map<string, ModelFacts>();
	for (const c of contributions) {
		for (const [local, facts] of c.modelFacts) {
			const name = c.models[local];
			if (name !== undefined) byName.set(name, { ...facts, ...byName.get(name) });
		}
	}
	if (!byName.size) return null;
	return models.map((m) => byName.get(m) ?? null);
}
