/**
 * Splitting untrusted text (item texts, model outputs, traces) into plain and matching parts for
 * the search inside the item panel. The parts are rendered as text nodes, never as HTML.
 */
interface TextPart {
	readonly text: string;
	readonly match: boolean;
}

/** Case-insensitive matches of `query` in `text` (non-overlapping, left to right). */
export function matchPositions(text: string, query: string): number[] {
	if (!query) return [];
	const hay = text.toLowerCase();
	const needle = query.toLowerCase();
	const out: number[] = [];
	for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) {
		out.push(at);
	}
	return out;
}

/** `text` cut into parts, the matches of `query` marked. */
export function textParts(text: string, query: string): TextPart[] {
	const positions = matchPositions(text, query);
	if (!positions.length) return [{ text, match: false }];
	const parts: TextPart[] = [];
	let last = 0;
	for (const at of positions) {
		if (at > last) parts.push({ text: text.slice(last, at), match: false });
		parts.push({ text: text.slice(at, at + query.length), match: true });
		last = at + query.length;
	}
	if (last < text.length) parts.push({ text: text.slice(last), match: false });
	return parts;
}
