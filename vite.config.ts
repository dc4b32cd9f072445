import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	// Relative asset URLs: the build works from any static host and any sub-path.
	base: './',
	plugins: [svelte()],
	worker: { format: 'es' },
	build: { target: 'es2022', sourcemap: true },
	test: {
		environment: 'node',
		include: ['tests/unit/**/*.test.ts'],
		testTimeout: 30_000
	}
});
