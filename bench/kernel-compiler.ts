/** WAT -> wasm with wabt (build time only: wabt is a devDependency, never shipped). */
import wabtInit from 'wabt';
import { bitcountWat } from '../src/core/kernels/bitcount-wat.ts';
import { categoryWat } from '../src/core/kernels/category-wat.ts';
import { rankWat } from '../src/core/kernels/rank-wat.ts';

export interface KernelSource {
	/** File holding the WAT source, for the generated file's header. */
	readonly source: string;
	readonly output: string;
	readonly constant: string;
	readonly wat: () => string;
}

export const KERNELS: readonly KernelSource[] = [
	{
		source: 'src/core/kernels/bitcount-wat.ts',
		output: 'src/core/kernels/bitcount-wasm.ts',
		constant: 'BITCOUNT_WASM',
		wat: bitcountWat
	},
	{
		source: 'src/core/kernels/category-wat.ts',
		output: 'src/core/kernels/category-wasm.ts',
		constant: 'CATEGORY_WASM',
		wat: categoryWat
	},
	{
		source: 'src/core/kernels/rank-wat.ts',
		output: 'src/core/kernels/rank-wasm.ts',
		constant: 'RANK_WASM',
		wat: rankWat
	}
];

/** The module's bytes; throws with wabt's message when the text does not parse or validate. */
export async function compileKernel(wat: string): Promise<Uint8Array> {
	const wabt = await wabtInit();
	const module = wabt.parseWat('kernel.wat', wat, {
		simd: true,
		multi_value: true,
		bulk_memory: true
	});
	try {
		module.resolveNames();
		module.validate();
		return module.toBinary({ canonicalize_lebs: true }).buffer;
	} finally {
		module.destroy();
	}
}
