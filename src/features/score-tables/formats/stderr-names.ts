/**
 * Which names hold standard errors. `mmlu_stderr`, `mmlu-stderr`, `mmlu stderr`,
 * `mmlu_std_err`, `mmlu_standard_error`, `mmlu (stderr)` always do; `mmlu_se`, `mmlu_sem`,
 * `mmlu (se)` do when `mmlu` is there too. A standard-error name is attached to its base name
 * (exact, else ignoring case; a base without its own column stands for `<base>_score` or
 * `<base> score`, as in `math_score, math_se`: the PISA tables of the csranks package, issue 22)
 * and never becomes a benchmark, a model or a condition of its own:
 * an unambiguous one without a base is left out (and said so), an ambiguous one without a base
 * is an ordinary name (a benchmark may well be called `case_se`).
 */

const STRICT = /^(.*?\S)[\s_.\-:,]*\(?(?:stderr|std[_\s-]?err(?:or)?|standard[_\s-]?error)\)?$/i;
const LOOSE = /^(.*?\S)(?:[\s_.\-:,]+|\s*\()(?:se|sem)\)?$/i;

interface StderrName {
	readonly base: string;
	/** Unambiguous spelling (`stderr`, `standard_error`): never read as a name of its own. */
	readonly strict: boolean;
}

export function stderrName(name: string): StderrName | null {
	const s = STRICT.exec(name.trim());
	if (s) return { base: s[1], strict: true };
	const l = LOOSE.exec(name.trim());
	if (l) return { base: l[1], strict: false };
	return null;
}

interface StderrPairing {
	/** For each name, the index of the name it is the standard error of, or -1. */
	readonly stderrOf: readonly number[];
	/** Unambiguous standard-error names without a base: left out. */
	readonly orphans: readonly number[];
}

/** Spellings of a score column whose standard-error column names only its base. */
const SCORE_SUFFIXES = ['_score', ' score', '-score', '.score', '_scores', ' scores'];

/** The index of `base`'s column: the name itself, else `<base>_score` and its spellings. */
function baseIndex(
	base: string,
	exact: ReadonlyMap<string, number>,
	folded: ReadonlyMap<string, number>
): number | undefined {
	for (const name of [base, ...SCORE_SUFFIXES.map((s) => base + s)]) {
		const k = exact.get(name) ?? folded.get(name.toLowerCase());
		if (k !== undefined) return k;
	}
	return undefined;
}

/** Pairs standard-error names with their base among `names` (see the module comment). */
export function pairStderr(names: readonly string[]): StderrPairing {
	const exact = new Map<string, number>();
	const folded = new Map<string, number>();
	const parsed = names.map(stderrName);
	names.forEach((n, i) => {
		if (parsed[i]?.strict) return;
		if (!exact.has(n)) exact.set(n, i);
		const f = n.toLowerCase();
		if (!folded.has(f)) folded.set(f, i);
	});
	const stderrOf = names.map(() => -1);
	const orphans: number[] = [];
	names.forEach((_, i) => {
		const p = parsed[i];
		if (!p) return;
		const base = baseIndex(p.base, exact, folded);
		if (base !== undefined && base !== i && !(parsed[base] && stderrOf[base] >= 0)) {
			stderrOf[i] = base;
		} else if (p.strict) orphans.push(i);
	});
	// A loose name paired as a standard error must not itself be the base of another pairing.
	return { stderrOf, orphans };
}
