/**
 * The catalogue states once which values a recipe's numbers may take (`valid` on each number
 * field, `otherNumbers` for the rest); `checkPerturbation` derives its range checks from it and
 * the message names the same bounds. For every kind and every number: a value just inside passes,
 * a value just outside fails, and the words say the bounds the check used.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	CATALOGUE,
	defaultRecipe,
	PERTURBATION_KINDS,
	recipeNumbers,
	type PerturbationKind,
	type RecipeNumber,
	type Recipe,
	type ValidRange
} from '../../../../src/core/perturbations/catalogue.ts';
import { inValidRange } from '../../../../src/core/perturbations/catalogue-fields.ts';
import { fieldRule, parseValue } from '../../../../src/core/settings-rules.ts';
import { FIELD_KEYS } from '../../../../src/core/perturbations/field-labels.ts';
import { checkPerturbation } from '../../../../src/core/perturbations/perturbation-chunk.ts';
import { MAX_TRIALS_KEPT, validTrialsKept } from '../../../../src/core/perturbations/trials.ts';
import { isMessageKey, type RichPart } from '../../../../src/i18n/catalog.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { perturbationIssueParts } from '../../../../src/views/analysis/check-text.ts';
import { binary } from './fixtures.ts';

const NUMBERS: ReadonlyArray<{ kind: PerturbationKind; n: RecipeNumber }> =
	PERTURBATION_KINDS.flatMap((kind) => recipeNumbers(kind).map((n) => ({ kind, n })));

const plain = (parts: readonly RichPart[]) =>
	parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** The range issues of the default recipe of `kind` with its number `n` set to `value`. */
function rangeIssues(kind: PerturbationKind, n: RecipeNumber, value: number) {
	const recipe = { ...defaultRecipe(kind), [n.recipe]: value } as Recipe;
	return checkPerturbation(binary, recipe).filter((i) => i.code === 'range');
}

/** A step away from a bound: at least 1 for whole numbers, else small against the bound. */
function steps(v: ValidRange, bound: number) {
	return v.integer
		? fc.integer({ min: 1, max: 1000 })
		: fc.double({ min: 1e-9, max: 1e-3, noNaN: true }).map((d) => d * Math.max(1, Math.abs(bound)));
}

/** The bounds as `Intl` writes them in `locale`, as the message does. */
const num = (v: number, locale: Locale) => new Intl.NumberFormat(locale).format(v);

describe('valid ranges, from the catalogue', () => {
	it('covers every number a recipe holds', () => {
		for (const kind of PERTURBATION_KINDS) {
			const numeric = Object.entries(defaultRecipe(kind))
				.filter(([, v]) => typeof v === 'number')
				.map(([k]) => k)
				.sort();
			expect(
				recipeNumbers(kind)
					.map((n) => n.recipe)
					.sort(),
				kind
			).toEqual(numeric);
		}
		expect(NUMBERS.length).toBeGreaterThanOrEqual(12);
	});

	it('holds everything the app offers: the form range, the default, the neutral, the sweep', () => {
		for (const kind of PERTURBATION_KINDS) {
			for (const f of CATALOGUE[kind].fields) {
				if (f.type !== 'number' && f.type !== 'integer') continue;
				const strength = f.type === 'number' ? f.strength : undefined;
				const offered = [f.min, f.max, f.default, ...(strength?.sweep?.steps ?? [])];
				if (strength) offered.push(strength.neutral);
				for (const v of offered) expect(inValidRange(v, f.valid), `${kind} ${v}`).toBe(true);
				if (f.type === 'integer') expect(f.valid.integer, kind).toBe(true);
			}
			const recipe = defaultRecipe(kind) as unknown as Record<string, number>;
			for (const n of recipeNumbers(kind)) {
				expect(inValidRange(recipe[n.recipe], n.valid), `${kind} ${n.recipe}`).toBe(true);
				expect(n.valid.also.length, 'the message names one extra value').toBeLessThanOrEqual(1);
				const key = (FIELD_KEYS as readonly string[]).includes(n.label)
					? `field.${n.label}`
					: `check.label.${n.label}`;
				expect(isMessageKey(key), key).toBe(true);
			}
		}
	});

	it('every value the form and the URL accept for a field is valid (the app never offers a refusal)', () => {
		for (const { kind, f } of PERTURBATION_KINDS.flatMap((kind) =>
			CATALOGUE[kind].fields.map((f) => ({ kind, f }))
		)) {
			if (f.type !== 'number' && f.type !== 'integer') continue;
			fc.assert(
				fc.property(fc.double({ min: f.min - 1, max: f.max + 1, noNaN: true }), (x) => {
					for (const v of [x, Math.round(x)]) {
						const parsed = parseValue(fieldRule(f), String(v));
						if (parsed.ok) expect(inValidRange(parsed.value, f.valid), `${kind} ${v}`).toBe(true);
					}
				}),
				{ numRuns: 200 }
			);
		}
	});

	it('the kernel’s own guard of attempts per cell agrees with the catalogue', () => {
		const { valid } = recipeNumbers('trials')[0];
		for (const k of [
			0,
			1,
			2.5,
			7,
			MAX_TRIALS_KEPT,
			MAX_TRIALS_KEPT + 1,
			Infinity,
			-Infinity,
			NaN
		]) {
			expect(inValidRange(k, valid), String(k)).toBe(validTrialsKept(k));
		}
	});

	it('a value just inside passes; one just outside fails, and the message names the bounds', () => {
		for (const { kind, n } of NUMBERS) {
			const v = n.valid;
			const label = `${kind}.${n.recipe}`;
			for (const extra of v.also) expect(rangeIssues(kind, n, extra), label).toEqual([]);
			for (const bad of [Number.NaN, -Infinity, Infinity].filter((x) => !v.also.includes(x))) {
				expect(rangeIssues(kind, n, bad), `${label} ${bad}`).toHaveLength(1);
			}
			if (v.integer) {
				const inside = Number.isFinite(v.min) ? v.min : 0;
				expect(rangeIssues(kind, n, inside + 0.5), `${label} not whole`).toHaveLength(1);
			}
			if (Number.isFinite(v.min)) {
				fc.assert(
					fc.property(steps(v, v.min), (d) => {
						const inside = v.minOpen ? v.min + d : v.min;
						expect(rangeIssues(kind, n, inside), `${label} ${inside}`).toEqual([]);
						const outside = v.minOpen ? v.min : v.min - d;
						expect(rangeIssues(kind, n, outside), `${label} ${outside}`).toMatchObject([
							{ code: 'range', kind, recipe: n.recipe, label: n.label, valid: v }
						]);
					}),
					{ numRuns: 30 }
				);
			}
			if (Number.isFinite(v.max)) {
				fc.assert(
					fc.property(steps(v, v.max), (d) => {
						const inside = v.maxOpen ? v.max - d : v.max;
						expect(rangeIssues(kind, n, inside), `${label} ${inside}`).toEqual([]);
						const outside = v.maxOpen ? v.max : v.max + d;
						expect(rangeIssues(kind, n, outside), `${label} ${outside}`).toHaveLength(1);
					}),
					{ numRuns: 30 }
				);
			}
		}
	});

	it('the message names the bounds the check used, open or closed, in both languages', () => {
		for (const { kind, n } of NUMBERS) {
			const [issue] = rangeIssues(kind, n, Number.NaN);
			const v = n.valid;
			for (const locale of ['en', 'zh-CN'] as const) {
				const text = plain(perturbationIssueParts(issue, locale));
				const at = `${kind}.${n.recipe} ${locale}: ${text}`;
				if (Number.isFinite(v.min)) expect(text, at).toContain(num(v.min, locale));
				if (Number.isFinite(v.max)) expect(text, at).toContain(num(v.max, locale));
				for (const extra of v.also) expect(text, at).toContain(num(extra, locale));
				if (locale === 'en') {
					expect(text, at).toContain(v.integer ? 'a whole number' : 'a number');
					if (Number.isFinite(v.min)) {
						expect(text, at).toMatch(
							v.minOpen ? `above ${num(v.min, 'en')}` : /(from|at least) -?[\d,.]+/
						);
					}
					if (Number.isFinite(v.max)) {
						expect(text, at).toMatch(
							v.maxOpen ? `below ${num(v.max, 'en')}` : /(to|at most) -?[\d,.]+/
						);
					}
				}
			}
		}
	});
});
