import { describe, expect, it } from 'vitest';
import { compileKernel } from '../../../../bench/kernel-compiler.ts';
import { BITCOUNT_WASM } from '../../../../src/core/kernels/bitcount-wasm.ts';
import { bitcountWat } from '../../../../src/core/kernels/bitcount-wat.ts';
import { CATEGORY_WASM } from '../../../../src/core/kernels/category-wasm.ts';
import { categoryWat } from '../../../../src/core/kernels/category-wat.ts';
import { RANK_WASM } from '../../../../src/core/kernels/rank-wasm.ts';
import { rankWat } from '../../../../src/core/kernels/rank-wat.ts';
import { decodeBase64, instantiate } from '../../../../src/core/kernels/wasm.ts';

describe('embedded WebAssembly kernels', () => {
	it('bitcount-wasm.ts matches its source (else run npx tsx bench/build-kernels.ts)', async () => {
		const fresh = Buffer.from(await compileKernel(bitcountWat())).toString('base64');
		expect(BITCOUNT_WASM).toBe(fresh);
	});

	it('category-wasm.ts and rank-wasm.ts match their sources', async () => {
		expect(CATEGORY_WASM).toBe(Buffer.from(await compileKernel(categoryWat())).toString('base64'));
		expect(RANK_WASM).toBe(Buffer.from(await compileKernel(rankWat())).toString('base64'));
	});

	it('compiles and instantiates here, each instance with its own memory', () => {
		const a = instantiate(BITCOUNT_WASM);
		const b = instantiate(BITCOUNT_WASM);
		expect(a?.exports.tile4).toBeTypeOf('function');
		expect(a?.exports.memory).not.toBe(b?.exports.memory);
	});

	it('decodes base64 like Buffer does', () => {
		for (const len of [0, 1, 2, 3, 4, 5, 31, 256]) {
			const bytes = Uint8Array.from({ length: len }, (_, k) => (k * 37 + 11) & 255);
			const text = Buffer.from(bytes).toString('base64');
			expect(Array.from(decodeBase64(text))).toEqual(Array.from(bytes));
		}
	});
});
