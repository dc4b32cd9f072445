/**
 * The glossary: each term the app uses, once, in English and Simplified Chinese, with a one-line
 * definition in both and the place in the app where a reader meets it. The glossary page
 * (`#/glossary`) shows it; `spelling.ts` turns each term's `banned` spellings into rules that
 * `tests/unit/i18n/glossary.test.ts` enforces on every Chinese catalog message, so one concept
 * keeps one word.
 *
 * Pure data (no DOM, no runes). The definitions are data shown as they are, like the quotes in
 * `core/classroom/sources.ts`: each entry carries both languages itself.
 */

/** Where a reader meets a term: the screen the glossary page links to. */
export type GlossaryPlace =
	/** A step of the classroom story (`#/classroom?step=N`). */
	| { readonly view: 'classroom'; readonly step: number }
	/** The teachers' page. */
	| { readonly view: 'teachers' }
	/** The analysis of a dataset (the glossary page links to the first one in the library). */
	| { readonly view: 'analysis' }
	/** The item view of a dataset. */
	| { readonly view: 'items' }
	/** The start page (import, the library, score tables). */
	| { readonly view: 'start' };

interface TermText {
	readonly term: string;
	/** One line: what the term means here. */
	readonly definition: string;
}

/** A spelling the Chinese catalogs must not use for this term. */
export interface BannedSpelling {
	/** A literal, or a pattern when the banned form has legitimate neighbours. */
	readonly pattern: string | RegExp;
	/** Message keys where the pattern means something else, each with why. */
	readonly allowIn?: Readonly<Record<string, string>>;
}

export interface GlossaryTerm {
	/** Stable id (the page's anchor `term-<id>`). */
	readonly id: string;
	readonly en: TermText;
	readonly 'zh-CN': TermText;
	readonly where: GlossaryPlace;
	/** Other spellings of the same concept, not allowed in the Chinese catalogs. */
	readonly banned?: readonly BannedSpelling[];
}

const classroom = (step: number) => ({ view: 'classroom', step }) as const;
const analysis = { view: 'analysis' } as const;

/** Hierarchical clustering orders the agreement heat map: there 聚类 is the algorithm. */
const HIERARCHICAL_CLUSTERING = 'hierarchical clustering (the algorithm), not a cluster of items';

/** The terms, in the order a reader meets them (the classroom first, then the analysis). */
export const GLOSSARY: readonly GlossaryTerm[] = [
	{
		id: 'benchmark',
		en: {
			term: 'benchmark',
			definition: 'A fixed test set and a way to score it, used to compare models.'
		},
		'zh-CN': { term: '基准测试', definition: '一套固定的测试集加上评分方法，用来比较模型。' },
		where: classroom(1)
	},
	{
		id: 'leaderboard',
		en: { term: 'leaderboard', definition: 'The models ordered by their score on one test set.' },
		'zh-CN': { term: '排行榜', definition: '按同一测试集上的分数给模型排出的顺序。' },
		where: classroom(1)
	},
	{
		id: 'leader',
		en: { term: 'leader', definition: 'The model ranked first on the reference test set.' },
		'zh-CN': { term: '榜首', definition: '在参照测试集上排第一的模型。' },
		where: classroom(1),
		// 榜首 already says first: not 榜首保持第一 (榜首不变).
		banned: [{ pattern: /第一名(?!占比)/ }, { pattern: '领先者' }, { pattern: '榜首保持第一' }]
	},
	{
		id: 'item',
		en: {
			term: 'item',
			definition: 'One question of a test set; a model passes or fails it, or gets a score.'
		},
		'zh-CN': {
			term: '题目（量词“道”）',
			definition: '测试集中的一道题；模型答对或答错，或得到一个分数。'
		},
		where: { view: 'items' },
		// 个 measures 列 in 个题目列 (item columns).
		banned: [{ pattern: /个题目(?!列)/ }, { pattern: '条目' }]
	},
	{
		id: 'answerKey',
		en: {
			term: 'answer key',
			definition: 'The answer a test item counts as right, against which models are graded.'
		},
		'zh-CN': { term: '标准答案', definition: '一道题目被算作正确的答案，模型的回答按它评分。' },
		where: classroom(6),
		banned: [
			{ pattern: '答案键' },
			{ pattern: '参考答案' },
			{ pattern: '参照答案' },
			// The key is 标准答案 when it is wrong too ("答案有误" drifted from it).
			{ pattern: /(?<!标准)答案(?:有误|本身有错)/ }
		]
	},
	{
		id: 'judgeDisagrees',
		en: {
			term: 'judge disagrees',
			definition: 'An LLM judge’s grades differ from the grades the answer key gives.'
		},
		'zh-CN': {
			term: '评审与标准答案不一致',
			definition: 'LLM 评审给出的评分与按标准答案评出的不同。'
		},
		where: { view: 'items' },
		banned: [{ pattern: '评审意见不一致' }, { pattern: /评审不一致/ }]
	},
	{
		id: 'tauB',
		en: {
			term: 'Kendall tau-b',
			definition:
				'How alike two rankings are: 1 the same order, 0 as many pairs of models in the same order as in the opposite, −1 reversed.'
		},
		'zh-CN': {
			term: '肯德尔 tau-b',
			definition:
				'两个排名有多相似：1 为顺序相同，0 为顺序一致与顺序相反的模型对一样多，−1 为完全颠倒。'
		},
		where: classroom(1)
	},
	{
		id: 'samplingNoise',
		en: {
			term: 'sampling noise',
			definition: 'How much scores move when only the test items are redrawn from the same pool.'
		},
		'zh-CN': { term: '抽样噪声', definition: '只从同一题库重新抽取题目时，分数变动的幅度。' },
		where: classroom(2)
	},
	{
		id: 'noiseFloor',
		en: {
			term: 'noise floor',
			definition:
				'What sampling noise alone does to scores and to tau-b: the yardstick for every change.'
		},
		'zh-CN': {
			term: '噪声基底',
			definition: '仅有抽样噪声时分数和 tau-b 的变化：衡量一切变化的尺子。'
		},
		where: analysis,
		// 底线 is a bottom line, not a floor (榜首底线, 不低于底线 drifted from it too).
		banned: [{ pattern: '噪声下限' }, { pattern: '底线' }]
	},
	{
		id: 'noiseUnits',
		en: { term: 'noise units', definition: 'A change divided by its sampling standard error.' },
		'zh-CN': { term: '噪声单位', definition: '一个变化除以它的抽样标准误。' },
		where: classroom(3)
	},
	{
		id: 'standardError',
		en: {
			term: 'standard error',
			definition:
				'How far a score on one test set typically lies from the score on endless items of the same kind; two test sets of that size differ by about √2 times that.'
		},
		'zh-CN': {
			term: '标准误',
			definition:
				'一套测试集上的分数通常离无穷多道同类题目上的分数有多远；两套同样大小的测试集之间约相差它的 √2 倍。'
		},
		where: analysis,
		banned: [{ pattern: '标准误差' }]
	},
	{
		id: 'cluster',
		en: {
			term: 'cluster (of items)',
			definition:
				'Items from one source (a passage, a repository, a template) whose answers are not independent.'
		},
		'zh-CN': {
			term: '群（聚类稳健标准误、整群自助法、分群列）',
			definition: '来源相同（同一段落、同一代码仓库、同一模板）、答案并不独立的一组题目。'
		},
		where: analysis,
		banned: [
			{
				// 聚类稳健标准误 is the standard term for a cluster-robust standard error.
				pattern: /聚类(?!稳健)/,
				allowIn: {
					'tables.heatmap.intro': HIERARCHICAL_CLUSTERING,
					'tables.heatmap.aria': HIERARCHICAL_CLUSTERING,
					'tables.def.cluster.term': HIERARCHICAL_CLUSTERING,
					'tables.def.cluster.what': HIERARCHICAL_CLUSTERING
				}
			}
		]
	},
	{
		id: 'clusterRobustSE',
		en: {
			term: 'cluster-robust (CR1)',
			definition:
				'A standard error that lets the items of one cluster err together, so it is not too small when they do.'
		},
		'zh-CN': {
			term: '聚类稳健标准误（CR1）',
			definition: '允许同一群中的题目一起出错的标准误；题目彼此相关时，它不会偏小。'
		},
		where: analysis,
		banned: [{ pattern: '整群标准误' }]
	},
	{
		id: 'draw',
		en: { term: 'draw', definition: 'One perturbed test set, scored and ranked.' },
		'zh-CN': { term: '抽样（一次抽样）', definition: '一套扰动后的测试集，重新评分并排名。' },
		where: analysis
	},
	{
		id: 'perturbation',
		en: {
			term: 'perturbation',
			definition: 'A recipe that changes the test set (a kind and a strength).'
		},
		'zh-CN': { term: '扰动', definition: '改变测试集的一种方案（类型加强度）。' },
		where: analysis
	},
	{
		id: 'reference',
		en: {
			term: 'reference',
			definition: 'The unperturbed test set, which every draw is compared with.'
		},
		'zh-CN': { term: '参照', definition: '未经扰动的测试集，每次抽样都与它比较。' },
		where: analysis
	},
	{
		id: 'bootstrap',
		en: {
			term: 'bootstrap',
			definition: 'Redrawing the items with replacement to see how much the results move.'
		},
		'zh-CN': { term: '自助法', definition: '对题目有放回地重抽，看结果会变动多少。' },
		where: analysis
	},
	{
		id: 'rankInterval',
		en: {
			term: 'rank interval',
			definition: 'The middle 95% of a model’s ranks across random draws.'
		},
		'zh-CN': { term: '名次区间', definition: '模型在各次随机抽样中名次的中间 95%。' },
		where: analysis,
		banned: [{ pattern: '排名区间' }]
	},
	{
		id: 'pFirst',
		en: {
			term: 'P(first)',
			definition:
				'The share of random draws in which a model ranks first; not the chance it is truly best.'
		},
		'zh-CN': {
			term: '第一名占比',
			definition: '模型排第一的随机抽样所占的比例；不是它真正最强的概率。'
		},
		where: analysis
	},
	{
		id: 'sweepStep',
		en: {
			term: 'step (of a sweep)',
			definition: 'One strength (or test-set size) of a sweep, with its own draws.'
		},
		'zh-CN': {
			term: '步（扫描中的一步）',
			definition: '扫描中的一个强度（或测试集规模），有它自己的抽样。'
		},
		where: analysis,
		banned: [{ pattern: '步长' }]
	},
	{
		id: 'certificate',
		en: {
			term: 'certificate',
			definition:
				'The weights a worst-case search found: anyone can rescore with them and check its tau-b.'
		},
		'zh-CN': {
			term: '凭证',
			definition: '最坏情况搜索找到的权重：任何人都可以用它重新评分，核对其 tau-b。'
		},
		where: analysis,
		banned: [{ pattern: '证书' }]
	},
	{
		id: 'probit',
		en: {
			term: 'probit scale',
			definition:
				'Scores shown as quantiles of the normal distribution, where accuracies on two test sets often fall on a line.'
		},
		'zh-CN': {
			term: '正态分位数尺度',
			definition: '把分数换成正态分布的分位数；两套测试集上的准确率在这个尺度上往往落在一条线上。'
		},
		where: { view: 'start' },
		banned: [{ pattern: '概率单位' }]
	},
	{
		id: 'accuracyOnTheLine',
		en: {
			term: 'accuracy on the line',
			definition:
				'Models’ scores on a new test set lie on a line against their scores on the original.'
		},
		'zh-CN': {
			term: '准确率在一条线上',
			definition: '把各模型在新测试集上的分数对原测试集上的分数作图，各点落在一条线上。'
		},
		where: { view: 'start' },
		banned: [{ pattern: '准确率在线上' }, { pattern: '一条直线上' }]
	},
	{
		id: 'trainOnTheTest',
		en: {
			term: 'training on the test',
			definition:
				'Preparing a model on a benchmark’s own items: its score rises, its ability does not.'
		},
		'zh-CN': {
			term: '在测试集上训练',
			definition: '用基准测试自己的题目准备模型：分数上升，能力却没有变。'
		},
		where: classroom(4)
	},
	{
		id: 'benchmaxxing',
		en: {
			term: 'benchmaxxing (studying to the test)',
			definition:
				'Preparing a model for one benchmark more than for the task: its score there rises more than its ability.'
		},
		'zh-CN': {
			term: '刷榜（应试）',
			definition: '专门为某个基准测试准备模型，而不是为任务本身：它在那里的分数涨得比能力多。'
		},
		where: classroom(4),
		banned: [{ pattern: '准备考试' }, { pattern: /benchmaxx/i }]
	},
	{
		id: 'timeSplit',
		en: {
			term: 'time split',
			definition: 'Items released before a model’s training cut-off against items written after it.'
		},
		'zh-CN': {
			term: '时间切分',
			definition: '把模型训练截止日期之前发布的题目与之后才写的题目分开比较。'
		},
		where: classroom(4)
	},
	{
		id: 'altitudeTraining',
		en: {
			term: 'altitude training (train-before-test)',
			definition:
				'Giving every model the same preparation before testing, so rankings compare ability again.'
		},
		'zh-CN': {
			term: '高原训练',
			definition: '测试前给每个模型同样的准备，使排名重新比较的是能力。'
		},
		where: classroom(5)
	},
	{
		id: 'trace',
		en: {
			term: 'trace',
			definition:
				'The record of one model on one item: what it was asked, what it answered, how it was graded.'
		},
		'zh-CN': {
			term: 'trace（运行记录）',
			definition: '一个模型在一道题目上的记录：问了什么、答了什么、怎样被评分。'
		},
		where: classroom(6)
	},
	{
		id: 'groundTruth',
		en: {
			term: 'ground truth',
			definition:
				'The right answers, checked by people, that a grade (or an LLM judge) should agree with.'
		},
		'zh-CN': {
			term: '真实标签',
			definition: '经人核对过的正确答案；评分（或 LLM 评审）应当与它一致。'
		},
		where: classroom(7),
		banned: [{ pattern: /ground truth/i }]
	},
	{
		id: 'eval',
		en: {
			term: 'eval (private eval)',
			definition:
				'A set of tasks and a way to grade them, built to measure what you care about; a private eval is yours and stays off the internet.'
		},
		'zh-CN': {
			term: 'eval（评测集）',
			definition: '一套任务加上评分方法，用来衡量你关心的东西；私有 eval 是你自己的，不公开到网上。'
		},
		where: classroom(7)
	},
	{
		id: 'trial',
		en: {
			term: 'trial',
			definition: 'One attempt of a model at an item; a cell can be the mean of several trials.'
		},
		'zh-CN': {
			term: '试验',
			definition: '模型对一道题目的一次作答；一个单元格可以是多次试验的平均值。'
		},
		where: analysis,
		banned: [{ pattern: '尝试' }]
	},
	{
		id: 'harness',
		en: {
			term: 'harness (and its report)',
			definition: 'The program that runs a benchmark on a model and writes its logs and report.'
		},
		'zh-CN': {
			term: '评测框架（harness）',
			definition: '在模型上运行基准测试、写出日志和报告的程序；其报告称为评测框架报告。'
		},
		where: { view: 'start' },
		banned: [{ pattern: 'harness 报告' }]
	},
	{
		id: 'helmRunFolder',
		en: {
			term: 'HELM run folder',
			definition: 'The folder HELM writes for one run (per_instance_stats.json, run_spec.json, …).'
		},
		'zh-CN': {
			term: 'HELM 运行文件夹',
			definition: 'HELM 为一次运行写出的文件夹（per_instance_stats.json、run_spec.json 等）。'
		},
		where: { view: 'start' },
		banned: [{ pattern: '运行目录' }]
	},
	{
		id: 'runConfiguration',
		en: {
			term: 'run configuration',
			definition: 'How a harness ran each model: generation settings, limits, few-shot count.'
		},
		'zh-CN': {
			term: '运行配置',
			definition: '评测框架运行每个模型的方式：生成参数、限制、少样本数量。'
		},
		where: analysis
	},
	{
		id: 'strongVerdict',
		en: {
			term: 'strong verdict',
			definition:
				'An arena-hard-auto judge’s “much better” (A>>B or B>>A), which arena-hard-auto counts as 3 votes.'
		},
		'zh-CN': {
			term: '强判定',
			definition:
				'arena-hard-auto 评审给出的“明显更好”（>>）判定；arena-hard-auto 默认把它计为 3 票。'
		},
		// Met where arena-hard-auto judgments are dropped; the votes room offers ×1 or ×3.
		where: { view: 'start' },
		banned: [{ pattern: '强烈判定' }]
	}
];
