/**
 * A simulated trace's question and options in words (`core/classroom/trace-question.ts` gives the
 * numbers and word codes). Pure: the locale is an argument. A program's code is not translated: it
 * is shown as it is (`programCode`).
 */
import type { TraceQuestion, Word } from '../core/trace-question.ts';
import { translate, translateById } from '../../../i18n/catalog.ts';
import { formatCount } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** A word of the opposites' questions (`classroom.word.<word>`). */
function word(w: Word, locale: Locale): string {
	return translateById(locale, `classroom.word.${w}`) ?? w;
}

/** The question, in words. */
export function questionText(q: TraceQuestion, locale: Locale): string {
	switch (q.kind) {
		case 'multiply':
			return translate(locale, 'classroom.trace.multiply', { a: q.a, b: q.b });
		case 'program':
			return translate(locale, 'classroom.trace.program');
		case 'sequence': {
			const [t1, t2, t3, t4] = [0, 1, 2, 3].map((k) => q.start + k * q.step);
			return translate(locale, 'classroom.trace.sequence', { t1, t2, t3, t4 });
		}
		case 'sides':
			return translate(locale, 'classroom.trace.sides', { shape: q.shape });
		case 'opposite':
			return translate(locale, 'classroom.trace.opposite', { word: word(q.word, locale) });
	}
}

/** The program a code question asks about (shown as code, the same in every language). */
export function programCode(q: TraceQuestion): string | null {
	return q.kind === 'program' ? `x = ${q.a}\nx = x * ${q.b} - ${q.c}\nprint(x)` : null;
}

/** Option `k`'s text. */
export function optionText(q: TraceQuestion, k: number, locale: Locale): string {
	return q.kind === 'opposite' ? word(q.options[k], locale) : formatCount(q.options[k], locale);
}
