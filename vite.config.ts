import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy } from './scripts/vite-csp.ts';

export default defineConfig({
	// Relative asset URLs: the build works from any static host and any sub-path.
	base: './',
	plugins: [
		svelte(),
		contentSecurityPolicy(),
		// Service worker: after the first visit the app (code, samples, workers) works offline.
		VitePWA({
			registerType: 'autoUpdate',
			workbox: {
				globPatterns: ['**/*.{js,css,html,svg,png,csv,wasm,webmanifest}'],
				maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
				clientsClaim: true,
				skipWaiting: true,
				navigateFallback: null
			},
			manifest: {
				name: 'Perturbation Sandbox',
				short_name: 'Perturbation',
				description:
					"See whether a benchmark's verdict survives small changes to its test set. Runs entirely in your browser.",
				start_url: './',
				scope: './',
				display: 'standalone',
				background_color: '#ffffff',
				theme_color: '#0b5cad',
				icons: [
					{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
					{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
					{ src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
					{ src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
				]
			}
		})
	],
	worker: { format: 'es' },
	build: { target: 'es2022', sourcemap: true },
	test: {
		environment: 'node',
		include: ['tests/unit/**/*.test.ts'],
		setupFiles: ['tests/unit/setup.ts'],
		testTimeout: 30_000,
		// A test that asserts nothing fails: every test must check something.
		expect: { requireAssertions: true }
	}
});
