/** Sizes shared by the bit-counting kernel's source (`bitcount-wat.ts`) and its loader. */

/** Bytes of per-column state used by `hs`: 32 counter planes + 16 buffered sixteens. */
export const STATE_BYTES = 32 * 16 + 16 * 16;
/** Bytes of per-column accumulator: 32 planes. */
export const ACC_BYTES = 32 * 16;
/** Bytes of one column: 128 models, one bit each. */
export const COLUMN_BYTES = 16;
/** Models per column. */
export const COLUMN_MODELS = 128;
