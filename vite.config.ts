import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import en from './src/i18n/messages/en.ts';
import zhCN from './src/i18n/messages/zh-CN.ts';
import { contentSecurityPolicy } from './scripts/vite-csp.ts';

// The web app manifest, in English (vite-plugin-pwa writes and links `manifest.webmanifest`) and in
// Chinese (`manifest.zh-CN.webmanifest`, emitted beside it; the page points its manifest link at it
// when the language is Chinese, see src/i18n/i18n.svelte.ts). Browsers read the name at install
// time, so an app installed in one language keeps that name.
const manifestBase: Partial<ManifestOptions> = {
	start_url: './',
	scope: './',
	id: './',
	display: 'standalone',
	background_color: '#ffffff',
	theme_color: '#0b5cad',
	icons: [
		{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
		{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
		{ src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
		{ src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
	]
};

function manifestIn(
	messages: Record<'app.name' | 'app.shortName' | 'app.description', string>,
	lang: string
): Partial<ManifestOptions> {
	return {
		name: messages['app.name'],
		short_name: messages['app.shortName'],
		description: messages['app.description'],
		lang,
		...manifestBase
	};
}

function chineseManifest(): Plugin {
	return {
		name: 'perturbation-sandbox:manifest-zh-CN',
		apply: 'build',
		generateBundle() {
			this.emitFile({
				type: 'asset',
				fileName: 'manifest.zh-CN.webmanifest',
				source: JSON.stringify(manifestIn(zhCN, 'zh-CN'), null, 2)
			});
		}
	};
}

export default defineConfig({
	// Relative asset URLs: the build works from any static host and any sub-path.
	base: './',
	plugins: [
		svelte(),
		contentSecurityPolicy(),
		chineseManifest(),
		// Service worker: after the first visit the app (code, samples, workers) works offline.
		VitePWA({
			registerType: 'autoUpdate',
			workbox: {
				globPatterns: ['**/*.{js,css,html,svg,png,csv,json,wasm,webmanifest}'],
				maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
				clientsClaim: true,
				skipWaiting: true,
				navigateFallback: null
			},
			manifest: manifestIn(en, 'en')
		})
	],
	worker: { format: 'es' },
	build: { target: 'es2022', sourcemap: true },
	test: {
		environment: 'node',
		include: ['tests/unit/**/*.test.ts'],
		setupFiles: ['tests/unit/setup.ts'],
		testTimeout: 30_000,
		// Threads, four at a time on two cores: the files spend much of their time waiting (module
		// imports, timers), so more of them at once finish sooner. Measured on a fresh clone here:
		// forks x 2 (the default) 231 s, threads x 2 202 s, threads x 4 137 s, threads x 6 137 s.
		pool: 'threads',
		maxWorkers: 4,
		// A test that asserts nothing fails: every test must check something.
		expect: { requireAssertions: true }
	}
});
