/**
 * The headline a run gets, without a browser: imports a file through the app's importer, runs one
 * perturbation (a sample, variants or a worst-case search) with the app's core functions, measures
 * the noise floor as the app does (1,000 pairs of full-size resamples from the run's seed) and
 * prints the figures the headline reads and its sentence in English and Chinese.
 *
 *   npx tsx scripts/headline-check.ts ../shared/real/livecodebench/livecodebench.wide.csv \
 *     kind=dirichlet column=category strength=1
 *   npx tsx scripts/headline-check.ts <file> kind=worstCase column=category strength=0.7
 *
 * Settings are the URL's (`kind`, `strength`, `column`, `draws`, `seed`, `cutoff`, ...).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { resolveRecipe } from '../src/core/analysis-settings.ts';
import {
	sampleFacts,
	searchFacts,
	splitFacts,
	variantsFacts,
	type HeadlineFacts
} from '../src/core/headline.ts';
import { variantNoiseUnits } from '../src/core/noise-units.ts';
import { drawTypeOf } from '../src/core/perturbations/catalogue.ts';
import { prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../src/core/run.ts';
import { searchMaxChange, searchWorstCase } from '../src/core/search.ts';
import { sharedItems } from '../src/core/shared-items.ts';
import { splitCutoff, splitOfVariants } from '../src/core/split-change.ts';
import { noiseFloor } from '../src/core/stats/noise-floor.ts';
import { summarizeRun } from '../src/core/summary.ts';
import { summarizeVariants } from '../src/core/variants.ts';
import { analyzeFiles, fromText } from '../src/formats/import-files.ts';
import { headlineText } from '../src/report/headline-text.ts';
import { settingsFromParams } from '../src/schemas/settings.ts';

const [file, ...pairs] = process.argv.slice(2);
if (!file) throw new Error('usage: headline-check.ts <file> key=value ...');
const proposal = await analyzeFiles([fromText(readFileSync(file, 'utf8'), basename(file))]);
if (!proposal.result.ok) throw new Error(`${file} does not import`);
const matrix = proposal.result.matrix;
const parsed = settingsFromParams(new URLSearchParams(pairs.join('&')));
if (parsed.problems.length) throw new Error(parsed.problems.join('\n'));
const settings = parsed.settings;
const recipe = resolveRecipe(settings, matrix);
const floor = noiseFloor(matrix, { seed: settings.seed });
const shared = sharedItems(matrix);
const unitScale = true;
const started = performance.now();
let facts: HeadlineFacts;
if (recipe.kind === 'worstCase') {
	const prepared = prepareRun(matrix, recipe);
	const outcome = searchWorstCase(matrix, recipe, prepared.reference, { seed: settings.seed });
	const max = searchMaxChange(outcome, prepared.reference);
	facts = searchFacts(outcome, prepared.reference, matrix.models, max, unitScale, floor, shared);
} else {
	const prepared = prepareRun(matrix, recipe);
	const draws = prepared.fixedDraws ?? settings.draws;
	const table = emptyDrawTable(draws, matrix.nModels);
	placeChunk(table, runChunk(matrix, prepared, settings.seed, 0, draws));
	if (drawTypeOf(recipe) === 'variants') {
		const names = Array.from({ length: draws }, (_, d) => `variant ${d + 1}`);
		const v = summarizeVariants(table, prepared.reference, matrix.models, names);
		const per = variantNoiseUnits(table, prepared.reference.scores, floor).map((u) => ({
			meanAbsShift: u.typicalDrawChange,
			typical: u.typicalShiftInNoiseUnits,
			tauVerdict: u.tauVerdict
		}));
		const variants = prepared.variants ?? null;
		const split = splitOfVariants(variants, recipe, matrix, table, floor.scoreSE);
		facts = variantsFacts(v, per, matrix.models, {
			imitates: 'shift',
			unitScale,
			floor,
			split: splitFacts(split, matrix.models, splitCutoff(variants)),
			sharedItems: shared,
			nItems: matrix.nItems
		});
	} else {
		const summary = summarizeRun(table, prepared.reference, matrix.models);
		facts = sampleFacts(summary, table.tau, {
			recipe,
			nItems: matrix.nItems,
			unitScale,
			floor,
			floorCluster: null,
			sharedItems: shared
		});
	}
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const figures = {
	file: basename(file),
	items: matrix.nItems,
	models: matrix.nModels,
	recipe,
	floor: {
		scoreChange: floor.scoreChange,
		tauFloor: floor.tauFloor,
		tauFloorVsReference: floor.tauFloorVsReference
	},
	facts,
	seconds
};
console.log(JSON.stringify(figures, null, 1));
console.log(`\n${headlineText(facts, 'en')}\n\n${headlineText(facts, 'zh-CN')}`);
