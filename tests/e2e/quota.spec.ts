import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A real storage refusal, not a simulated one: Chromium here ignores CDP quota overrides, but a
// profile on a 24 MB tmpfs runs out of disk, and IndexedDB then aborts the transaction with a
// genuine QuotaExceededError. Mounting needs root (as on this project's CI machine); elsewhere the
// test skips and privacy-offline.spec.ts's simulated refusal still runs.
const DISK_MB = 24;

function mountSmallDisk(): string | null {
	const dir = mkdtempSync(join(tmpdir(), 'sandbox-quota-'));
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', dir], {
			stdio: 'ignore'
		});
		return dir;
	} catch {
		rmSync(dir, { recursive: true, force: true });
		return null;
	}
}

/** A continuous matrix that needs more than the disk: 40 models x 70,000 items of float64. */
function tooBigCsv(): Buffer {
	const models = Array.from({ length: 40 }, (_, m) => `model-${m}`);
	const lines = [`item_id,${models.join(',')}`];
	let x = 2463534242;
	for (let i = 0; i < 70_000; i++) {
		const cells = [`item-${i}`];
		for (let m = 0; m < models.length; m++) {
			x ^= x << 13;
			x ^= x >>> 17;
			x ^= x << 5;
			cells.push(((x >>> 0) / 4294967296).toFixed(6));
		}
		lines.push(cells.join(','));
	}
	return Buffer.from(lines.join('\n'));
}

test('a real disk-full refusal while saving a big dataset: clear message, nothing half-written', async ({
	baseURL
}) => {
	test.setTimeout(180_000);
	const disk = mountSmallDisk();
	test.skip(
		disk === null,
		`cannot mount a ${DISK_MB} MB tmpfs here (needs root); the simulated refusal in privacy-offline.spec.ts covers the message`
	);
	let context: BrowserContext | null = null;
	try {
		context = await chromium.launchPersistentContext(join(disk!, 'profile'), {
			executablePath: test.info().project.use.launchOptions?.executablePath,
			args: ['--disable-quic', '--disable-background-networking', '--disable-component-update'],
			baseURL,
			viewport: { width: 1400, height: 1000 }
		});
		const page = context.pages()[0] ?? (await context.newPage());
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto('/');
		await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', {
			timeout: 30_000
		});
		await page.goto('/#/');
		await expect(page.getByTestId('library-item')).toHaveCount(1);
		await page.getByTestId('file-input').setInputFiles({
			name: 'too-big.csv',
			mimeType: 'text/csv',
			buffer: tooBigCsv()
		});
		await expect(
			page.getByTestId('notice').filter({ hasText: 'refused more storage' })
		).toBeVisible({ timeout: 120_000 });
		await expect(page.getByTestId('import-error')).toContainText('too-big.csv');
		// The import opened from memory while it was written; the start screen lists only the sample.
		await page.goto('/#/');
		await expect(page.getByTestId('import-error')).toContainText('too-big.csv');
		await expect(page.getByTestId('library-item')).toHaveCount(1);

		// After a reload: still only the sample, and every stored record belongs to it.
		await page.reload();
		await expect(page.getByTestId('library-item')).toHaveCount(1);
		const stores = await page.evaluate(async () => {
			const names = (await indexedDB.databases()).map((d) => d.name!);
			const out: Record<string, number> = {};
			for (const name of names) {
				const db = await new Promise<IDBDatabase>((resolve, reject) => {
					const r = indexedDB.open(name);
					r.onsuccess = () => resolve(r.result);
					r.onerror = () => reject(r.error);
				});
				for (const store of Array.from(db.objectStoreNames)) {
					out[store] = await new Promise<number>((resolve, reject) => {
						const r = db.transaction(store).objectStore(store).count();
						r.onsuccess = () => resolve(r.result);
						r.onerror = () => reject(r.error);
					});
				}
				db.close();
			}
			return out;
		});
		expect(stores.datasets).toBe(1);
		expect(stores.matrices).toBe(1);
		expect(stores.details ?? 0).toBeLessThanOrEqual(1);
		expect(errors).toEqual([]);
	} finally {
		await context?.close();
		if (disk) {
			execFileSync('umount', [disk]);
			rmSync(disk, { recursive: true, force: true });
		}
	}
});
