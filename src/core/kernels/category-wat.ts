/**
 * Source of the WebAssembly category-product kernel (WAT), compiled by `bench/build-kernels.ts`
 * into `category-wasm.ts`. It scores a batch of category-weight draws on the collapsed counts:
 *
 *     out[m * Dpad + d] = sum over g = 0 .. G-1, in that order, of vt[g * Dpad + d] * n[m * G + g]
 *
 * (f64; one multiply and one add per term, no fused multiply-add), i.e. for each model and draw
 * exactly the sum `categoryScores` forms, bit for bit. Lanes run over draws: for one model, 16
 * draws at a time are accumulated in 8 two-lane registers while g goes up, so the counts stream
 * once per 16 draws and each draw's weights (the transposed batch `vt`, G x Dpad) stay in cache.
 *
 * Memory (byte offsets chosen by the caller, 16-byte aligned): `n` (M x G f64), `vt` (G x Dpad
 * f64, Dpad a multiple of 16, unused columns zero), `out` (M x Dpad f64).
 *
 * `producti` is the same over i32 cells (integer counts times integer weights, 32 draws per
 * pass, wrapping on overflow: the caller uses it only when every sum is below 2^31, where the
 * integer sums equal the f64 ones exactly).
 */

const LANES = 8; // v128 accumulators: 16 draws

/** The kernel over f64 (2 draws per register) or i32 (4 draws per register) cells. */
function product(name: string, type: 'f64' | 'i32'): string {
	const lanes = type === 'f64' ? 'f64x2' : 'i32x4';
	const bytes = type === 'f64' ? 3 : 2; // log2 of the cell size
	const perPass = (type === 'f64' ? 2 : 4) * LANES;
	const accumulate = (j: number) =>
		`(local.set $a${j} (${lanes}.add (local.get $a${j}) (${lanes}.mul (local.get $s) (v128.load offset=${16 * j} (local.get $row)))))`;
	return `
(func (export "${name}") (param $n i32) (param $M i32) (param $G i32) (param $vt i32)
	(param $Dpad i32) (param $out i32)
	(local $m i32) (local $d i32) (local $g i32) (local $row i32) (local $cell i32) (local $dst i32)
	(local $rowBytes i32) (local $s v128)
	${Array.from({ length: LANES }, (_, j) => `(local $a${j} v128)`).join(' ')}
	(local.set $rowBytes (i32.shl (local.get $Dpad) (i32.const ${bytes})))
	(local.set $m (i32.const 0))
	(block $mdone
		(loop $models
			(br_if $mdone (i32.ge_u (local.get $m) (local.get $M)))
			(local.set $d (i32.const 0))
			(block $ddone
				(loop $draws
					(br_if $ddone (i32.ge_u (local.get $d) (local.get $Dpad)))
					${Array.from({ length: LANES }, (_, j) => `(local.set $a${j} (v128.const i64x2 0 0))`).join('\n\t\t\t\t\t')}
					(local.set $cell (i32.add (local.get $n) (i32.shl (i32.mul (local.get $m) (local.get $G)) (i32.const ${bytes}))))
					(local.set $row (i32.add (local.get $vt) (i32.shl (local.get $d) (i32.const ${bytes}))))
					(local.set $g (i32.const 0))
					(block $gdone
						(loop $terms
							(br_if $gdone (i32.ge_u (local.get $g) (local.get $G)))
							(local.set $s (${lanes}.splat (${type}.load (local.get $cell))))
							${Array.from({ length: LANES }, (_, j) => accumulate(j)).join('\n\t\t\t\t\t\t\t')}
							(local.set $cell (i32.add (local.get $cell) (i32.const ${1 << bytes})))
							(local.set $row (i32.add (local.get $row) (local.get $rowBytes)))
							(local.set $g (i32.add (local.get $g) (i32.const 1)))
							(br $terms)))
					(local.set $dst (i32.add (local.get $out)
						(i32.shl (i32.add (i32.mul (local.get $m) (local.get $Dpad)) (local.get $d)) (i32.const ${bytes}))))
					${Array.from({ length: LANES }, (_, j) => `(v128.store offset=${16 * j} (local.get $dst) (local.get $a${j}))`).join('\n\t\t\t\t\t')}
					(local.set $d (i32.add (local.get $d) (i32.const ${perPass})))
					(br $draws)))
			(local.set $m (i32.add (local.get $m) (i32.const 1)))
			(br $models))))`;
}

/** Draws per pass of the kernels (`Dpad` must be a multiple of it): 16 (f64) and 32 (i32). */
export const CATEGORY_LANES = 2 * LANES;
export const CATEGORY_LANES_I32 = 4 * LANES;

/** The category-product module's WebAssembly text. */
export function categoryWat(): string {
	return `(module
(memory (export "memory") 1)
${product('product', 'f64')}
${product('producti', 'i32')}
)
`;
}
