/**
 * Where a default run's time goes after the draws, in Node (one thread): the app's default
 * bootstrap run (1,000 draws) on the bench's synthetic matrix, then each step the engine worker
 * and the page do once the draws are back — the summary, every run extra (agreement, standard
 * errors, neighbour tests, rank probabilities, pairwise comparisons, tie groups, P(ahead)) — each
 * timed on its own. For finding what dominates a first run at 4,000 models; not a ratio (that is
 * `npm run bench`).
 *
 * The app streams a run: the page shows it done (headline and main charts) once the draws and
 * the summary are in; the extras (run on another worker, in parallel with the summary) and the
 * results JSON's fragility (after the summary, on worker 0) fill in after. So the time to a
 * first finished run is load + draws + summary (+ drawing the view); `bench/browser-import.ts`
 * measures it in Chromium up to `run-status` = done.
 *
 *   npx tsx bench/run-profile.ts [--size XL] [--draws 1000]
 */
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../src/core/analysis-settings.ts';
import { emptyDrawTable, placeChunk, runChunk } from '../src/core/run.ts';
import { prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { runExtras } from '../src/core/run-extras.ts';
import { rankingDetails } from '../src/core/ranking-details.ts';
import { fragilityJson } from '../src/features/items/core/fragility.ts';
import { agreementSeries, summarizeAgreement } from '../src/core/stats/agreement.ts';
import { modelStandardErrors } from '../src/core/stats/standard-error.ts';
import { pairwiseComparisons, pairwiseScope, tieGroupsOf } from '../src/core/stats/pairwise.ts';
import { rankProbabilities } from '../src/core/stats/rank-probabilities.ts';
import { winProbabilityMatrix } from '../src/core/stats/win-probability.ts';
import { summarizeRun } from '../src/core/summary.ts';
import { matrixSeed, SIZES } from './cases.ts';
import { syntheticMatrix } from './synthetic.ts';

const argv = process.argv.slice(2);
const value = (flag: string, fallback: string) => {
	const k = argv.indexOf(flag);
	return k >= 0 ? argv[k + 1] : fallback;
};
const size = SIZES.find((s) => s.name === value('--size', 'XL'))!;
const draws = Number(value('--draws', '1000'));

function timed<T>(label: string, f: () => T): T {
	const t0 = performance.now();
	const out = f();
	console.log(`${label.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(2)} s`);
	return out;
}

const matrix = timed('synthetic matrix', () =>
	syntheticMatrix(size.models, size.items, matrixSeed(size))
);
const settings = { ...DEFAULT_ANALYSIS_SETTINGS, draws };
const spec = resolveRecipe(settings, matrix);
const prepared = timed('prepare', () => prepareRun(matrix, spec));
const table = emptyDrawTable(draws, matrix.nModels);
timed(`draws (${draws}, one thread)`, () => {
	for (let s = 0; s < draws; s += 100) {
		placeChunk(table, runChunk(matrix, prepared, settings.seed, s, Math.min(100, draws - s)));
	}
});
const reference = prepared.reference;
const summary = timed('summary', () => summarizeRun(table, reference, matrix.models, draws));
timed('  agreement', () =>
	summarizeAgreement(agreementSeries(table, reference, settings.topK, draws))
);
timed('  standard errors', () => modelStandardErrors(matrix, null));
const order = reference.order;
const rankModels = order.slice(0, 50);
timed('  rank probabilities (50)', () => rankProbabilities(table, rankModels, draws));
const scope = pairwiseScope(order.length);
const pairwise = timed(`  pairwise (${scope})`, () =>
	pairwiseComparisons(matrix, table, { order, clusters: null, nDraws: draws, scope })
);
timed('  tie groups', () => tieGroupsOf(order, pairwise, scope));
timed('  P(ahead) top 60', () => winProbabilityMatrix(table, order.slice(0, 60), draws));
timed('  ranking details (all)', () => rankingDetails(matrix, table, reference, null, draws));
timed(`fragility (k = ${settings.topK})`, () => fragilityJson(matrix, settings.topK));
timed('run extras (all, as the app)', () =>
	runExtras(matrix, table, reference, summary, {
		topK: settings.topK,
		clusterColumn: null,
		maxPairs: 200,
		ranking: true
	})
);
