/**
 * A stable short id for an item known only by its text (an AlpacaEval instruction, a lighteval
 * query): a prefix and 12 hex digits of two FNV-1a lanes, the same text giving the same id in
 * every file, so files of several models join on it.
 */
export function textId(prefix: string, text: string): string {
	let a = 0x811c9dc5;
	let b = 0x01000193 ^ text.length;
	for (let k = 0; k < text.length; k++) {
		const c = text.charCodeAt(k);
		a = Math.imul(a ^ c, 0x01000193);
		b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
	}
	return `${prefix}-${(a >>> 0).toString(16).padStart(8, '0')}${((b >>> 0) & 0xffff).toString(16).padStart(4, '0')}`;
}
