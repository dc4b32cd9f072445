/**
 * Loading WebAssembly from core code. `src/core` is compiled without DOM or Node types, so the
 * few WebAssembly members used here are declared locally and reached through `globalThis`. The
 * kernels are embedded as base64 and compiled synchronously (allowed in workers and in Node;
 * browsers refuse synchronous compiles of modules over 4 KB only on the main thread).
 *
 * A page whose Content-Security-Policy lacks `'wasm-unsafe-eval'` refuses to compile
 * WebAssembly; callers then fall back to plain JavaScript (see `bench/README.md`).
 */

export interface WasmMemory {
	readonly buffer: ArrayBuffer;
	grow(pages: number): number;
}

interface WasmInstance {
	readonly exports: Record<string, unknown>;
}

interface WasmApi {
	Module: new (bytes: Uint8Array) => object;
	Instance: new (module: object, imports?: object) => WasmInstance;
}

const cache = new Map<string, object | null>();

/** Decodes standard base64 (RFC 4648, section 4) without relying on `atob`. */
export function decodeBase64(text: string): Uint8Array {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
	const lookup = new Uint8Array(128);
	for (let k = 0; k < alphabet.length; k++) lookup[alphabet.charCodeAt(k)] = k;
	let end = text.length;
	while (end > 0 && text[end - 1] === '=') end--;
	const out = new Uint8Array((end * 3) >>> 2);
	let bits = 0;
	let acc = 0;
	let o = 0;
	for (let k = 0; k < end; k++) {
		acc = (acc << 6) | lookup[text.charCodeAt(k)];
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[o++] = (acc >>> bits) & 0xff;
		}
	}
	return out;
}

/**
 * A new instance of the embedded module `base64`, or `null` when this environment cannot compile
 * it (no WebAssembly, no SIMD support, or a CSP without 'wasm-unsafe-eval'). The compiled module
 * is cached; every call returns a fresh instance with its own memory.
 */
export function instantiate(base64: string): WasmInstance | null {
	let module = cache.get(base64);
	if (module === undefined) {
		module = null;
		const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
		if (api) {
			try {
				module = new api.Module(decodeBase64(base64));
			} catch {
				module = null;
			}
		}
		cache.set(base64, module);
	}
	if (module === null) return null;
	const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
	return new api.Instance(module, {});
}
