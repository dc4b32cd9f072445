import { expect, exportJson, openApp, runWith, test } from './fixtures.ts';

/**
 * Noise versus shift (issue 19): the first-visit bootstrap speaks of sampling noise, a shift run
 * measures its score change in standard errors and its ranking beside the noise floor, in English
 * and in Chinese; the results JSON carries `noise`, `noiseUnits` and `perturbation.imitates`.
 */
for (const lang of ['en', 'zh-CN'] as const) {
	const zh = lang === 'zh-CN';
	test(`${lang}: a bootstrap is sampling noise; a shift is measured against it`, async ({
		page
	}) => {
		await openApp(page, zh ? '#/?lang=zh-CN' : '');
		const headline = page.getByTestId('headline');
		await expect(headline).toContainText(
			zh
				? /^抽样噪声：用 [\d,]+ 道题目，每个分数的误差在 ±[\d.]+ 个百分点以内/
				: /^Sampling noise: with [\d,]+ items, each score is known to within ±[\d.]+ points/
		);
		await expect(headline).toContainText(
			zh
				? '同一题库中两套同样大小的测试集给出的排名'
				: 'two test sets of this size from the same pool'
		);
		await expect(headline).not.toContainText(/replicat|复现/);
		await expect(page.getByTestId('chart-swing')).toContainText(
			zh ? '仅由抽样噪声造成' : 'what sampling noise alone does to it'
		);
		const boot = await exportJson(page);
		expect(boot.schema).toBe('perturbation-sandbox/run@4');
		expect(boot.perturbation.imitates).toBe('noise');
		expect(boot.noise.pairs).toBe(1000);
		const [low, high] = [boot.noise.tauFloor.q05, boot.noise.tauFloor.q95].map((v: number) =>
			v.toFixed(2)
		);
		await expect(headline).toContainText(
			zh ? `在 ${low} 到 ${high} 之间` : `between ${low} and ${high}`
		);

		// A shift: scores move in standard errors, the ranking is read beside the same floor.
		await runWith(page, { kind: 'difficulty', strength: 1 });
		await expect(headline).toContainText(zh ? '是其抽样噪声的' : 'times their sampling noise');
		await expect(headline).toContainText(
			zh
				? /(之内|高于|低于)抽样噪声本身给出的范围（0\.\d+–0\.\d+）|范围之内（/
				: /(inside|above|below) what sampling noise alone gives \(0\.\d+–0\.\d+\)/
		);
		const shift = await exportJson(page);
		expect(shift.perturbation.imitates).toBe('shift');
		expect(shift.noise.tauFloor).toEqual(boot.noise.tauFloor);
		expect(shift.noiseUnits.typicalShiftInNoiseUnits).toBeGreaterThan(1.96);
		expect(['inside', 'below']).toContain(shift.noiseUnits.tauVerdict);
		const units = shift.noiseUnits.typicalShiftInNoiseUnits;
		const shown = units < 10 ? units.toFixed(1) : units.toFixed(0);
		await expect(headline).toContainText(zh ? `是其抽样噪声的 ${shown} 倍` : `${shown} times`);
		// the accuracy swing chart draws each model's sampling-noise band behind its interval
		await expect(page.getByTestId('chart-swing')).toContainText(
			zh ? '± 1.96 个标准误' : '± 1.96 standard errors'
		);
		// the form groups the kinds by what they imitate
		await expect(page.getByTestId('kind-select').locator('optgroup')).toHaveCount(4);
		await expect(page.getByTestId('perturbation-imitates')).toContainText(
			zh ? '分布偏移' : 'Shift: a test set from a changed source'
		);
	});
}
