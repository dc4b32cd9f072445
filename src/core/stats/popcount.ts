/**
 * Set bits of a 32-bit word: the SWAR count of H. S. Warren, "Hacker's Delight", 2nd ed.,
 * section 5-1. `x` is read as a 32-bit integer (a Uint32Array word or an int32 both work).
 * Kept small and monomorphic (number in, number out) so that V8 inlines it into the bit-column
 * loops that call it once per word.
 */
export function popcount(x: number): number {
	x -= (x >>> 1) & 0x55555555;
	x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
	x = (x + (x >>> 4)) & 0x0f0f0f0f;
	return Math.imul(x, 0x01010101) >>> 24;
}
