/**
 * What the classroom story quotes and cites, in one table: the source interview's and note's
 * sentences, and the facts the screens state but do not compute, each with where it comes from.
 * Keys are message keys (`classroom.quote.*`, `classroom.fact.*`); the facts' wording is in the
 * message files, the quotes stay here as data with provenance.
 *
 * Quotes are verbatim, including the source's typography (curly quotes, dashes); only Markdown
 * emphasis (`**`) is left out. In English the screens show `en`. In Chinese they show the
 * source's own Chinese (`zhCN`, verbatim from `../shared/seeds`) where it says what the English
 * says; where it does not (a machine translation that changes the meaning, the formal 您 where the
 * app says 你, a sentence the source never translated), they show our translation (`zhCNOurs`)
 * and mark it as such with a translator's note (`zhNote`, in Chinese: what the source's Chinese
 * says and why ours is shown). `translationNote` says the same in English for maintainers.
 */

interface Source {
	readonly key: string;
	/** A citation to print under what the screen says. */
	readonly citation: string;
	readonly url: string | null;
}

export const SOURCES = {
	hardtInterview: {
		key: 'classroom.source.hardtInterview',
		citation:
			'“He Wants AI Benchmarking To Be a Science, Not a Dark Art”, interview with Moritz Hardt, Quanta Magazine (on his book The Emerging Science of Machine Learning Benchmarks, mlbenchmarks.org).',
		url: 'https://mlbenchmarks.org'
	},
	husain: {
		key: 'classroom.source.husain',
		citation: 'Hamel Husain, note answering the pushback to publishing flaws of AI benchmarks.',
		url: null
	},
	recht2019: {
		key: 'classroom.source.recht2019',
		citation:
			'B. Recht, R. Roelofs, L. Schmidt & V. Shankar (2019), “Do ImageNet Classifiers Generalize to ImageNet?”, ICML.',
		url: 'https://arxiv.org/abs/1902.10811'
	},
	zhang2025: {
		key: 'classroom.source.zhang2025',
		citation:
			'G. Zhang, R. Dominguez-Olmedo & M. Hardt (2025), “Train-before-Test Harmonizes Language Model Rankings”.',
		url: 'https://arxiv.org/abs/2507.05195'
	},
	northcutt2021: {
		key: 'classroom.source.northcutt2021',
		citation:
			'C. G. Northcutt, A. Athalye & J. Mueller (2021), “Pervasive Label Errors in Test Sets Destabilize Machine Learning Benchmarks”, NeurIPS Datasets and Benchmarks.',
		url: 'https://arxiv.org/abs/2103.14749'
	}
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

export interface Quote {
	readonly key: string;
	/** The classroom step that shows it. */
	readonly step: number;
	readonly source: SourceId;
	readonly en: string;
	/** The source's own Chinese of this sentence, verbatim (null: the source has none). */
	readonly zhCN: string | null;
	/** Our Chinese, shown (marked as ours) where the source's is wrong, formal or missing. */
	readonly zhCNOurs?: string;
	/** The translator's note shown under `zhCNOurs` (Chinese). */
	readonly zhNote?: string;
	/** What `zhNote` says, in English (for maintainers). */
	readonly translationNote?: string;
}

/** The note for a quote whose only departure is the formal 您 (the app says 你 throughout). */
const FORMAL_YOU = '原文的中文译文用“您”称呼读者；本应用通篇用“你”，意思不变。';
const FORMAL_YOU_EN = 'The source’s Chinese uses the formal 您; the app says 你 throughout.';

/** Quotes, in story order. Step 5's `olympics1`-`olympics5` are the 1968 story, one sentence each. */
export const QUOTES = {
	holdoutMethod: {
		key: 'classroom.quote.holdoutMethod',
		step: 1,
		source: 'hardtInterview',
		en: 'Any machine learning textbook will tell you about the “holdout method” — that you should lock away the test set, and only use it once to rank the models.',
		zhCN: '任何机器学习教科书都会告诉你“保留方法”——你应该锁定测试集，并且只使用它一次来对模型进行排名。',
		zhCNOurs:
			'任何一本机器学习教科书都会讲到“留出法”：应当把测试集锁起来，只用一次，用来给模型排名。',
		zhNote: '原文的中文译文把这个方法译作“保留方法”；它通行的中文名是“留出法”。',
		translationNote:
			'The source’s Chinese calls the holdout method 保留方法; its usual Chinese name is 留出法.'
	},
	trainTestSplit: {
		key: 'classroom.quote.trainTestSplit',
		step: 1,
		source: 'hardtInterview',
		en: 'To evaluate a machine learning model, you take your data and split it into a training set and a test set.',
		zhCN: '要评估机器学习模型，您需要获取数据并将其分为训练集和测试集。',
		zhCNOurs: '要评估一个机器学习模型，你要拿出数据，把它分成训练集和测试集。',
		zhNote: FORMAL_YOU,
		translationNote: FORMAL_YOU_EN
	},
	testSetRanks: {
		key: 'classroom.quote.testSetRanks',
		step: 1,
		source: 'hardtInterview',
		en: 'But you use the test set only to compare and rank models — to have a leaderboard say, “This is currently state-of-the-art, this is number one, this is number two.”',
		zhCN: '但你使用测试集只是为了比较和排名模型 - 让排行榜说，“这是目前最先进的，这是第一，这是第二。”'
	},
	changeSlightly: {
		key: 'classroom.quote.changeSlightly',
		step: 2,
		source: 'hardtInterview',
		en: 'If you look at a model’s accuracy numbers on one benchmark, and then you change the test set only slightly, you get completely different accuracy numbers.',
		zhCN: '如果您在一个基准上查看模型的准确度数字，然后仅稍微更改测试集，您就会得到完全不同的准确度数字。',
		zhCNOurs:
			'如果你先看一个模型在某个基准上的准确率数字，然后只把测试集稍微改一改，你会得到完全不同的准确率数字。',
		zhNote: FORMAL_YOU,
		translationNote: FORMAL_YOU_EN
	},
	whichIsIt: {
		key: 'classroom.quote.whichIsIt',
		step: 2,
		source: 'hardtInterview',
		en: 'If you have 90% accuracy on one dataset and 73% on another, which is it?',
		zhCN: '如果一个数据集的准确率是 90%，而另一个数据集的准确率是 73%，那么哪个数据集准确率高？',
		zhCNOurs: '如果模型在一个数据集上的准确率是 90%，在另一个上是 73%，那到底哪个才算数？',
		zhNote:
			'原文的中文译文问的是“哪个数据集准确率高”；英文原意是问这两个数字哪一个才是模型的准确率。',
		translationNote:
			'The source’s Chinese asks “which dataset has the higher accuracy?”; the English asks which of the two numbers is the model’s accuracy.'
	},
	rankingsStable: {
		key: 'classroom.quote.rankingsStable',
		step: 2,
		source: 'hardtInterview',
		en: 'If, instead of absolute numbers, you look at rankings — relative comparisons between models — those rankings tend to be very stable across different datasets.',
		zhCN: '如果您查看排名（模型之间的相对比较）而不是绝对数字，那么这些排名在不同数据集上往往非常稳定。',
		zhCNOurs:
			'如果你看的不是绝对数字，而是排名（模型之间的相对比较），那么这些排名在不同数据集上往往非常稳定。',
		zhNote: FORMAL_YOU,
		translationNote: FORMAL_YOU_EN
	},
	betterModelElsewhere: {
		key: 'classroom.quote.betterModelElsewhere',
		step: 3,
		source: 'hardtInterview',
		en: 'It’ll still do better on other datasets, even ones that are quite different than the test set.',
		zhCN: '它在其他数据集上仍然会表现得更好，即使是那些与测试集完全不同的数据集。',
		zhCNOurs: '它在其他数据集上仍然会表现得更好，哪怕这些数据集与测试集相当不同。',
		zhNote: '原文的中文译文作“完全不同”；英文原文说的是“相当不同”。',
		translationNote: 'The source’s Chinese says “completely different” for “quite different”.'
	},
	noTheory: {
		key: 'classroom.quote.noTheory',
		step: 3,
		source: 'hardtInterview',
		en: 'And we don’t yet have a good comprehensive theory for why this happens.',
		zhCN: '我们还没有一个很好的综合理论来解释为什么会发生这种情况。'
	},
	empiricalPhenomenon: {
		key: 'classroom.quote.empiricalPhenomenon',
		step: 3,
		source: 'hardtInterview',
		en: 'It’s mostly an empirical phenomenon.',
		zhCN: '这主要是一种经验现象。'
	},
	sameTrainingSet: {
		key: 'classroom.quote.sameTrainingSet',
		step: 4,
		source: 'hardtInterview',
		en: 'The stability of model rankings has one big caveat: Models need to train on the same training set.',
		zhCN: '模型排名的稳定性有一个很大的警告：模型需要在相同的训练集上进行训练。',
		zhCNOurs: '模型排名的稳定有一个很大的前提：各个模型需要在同一个训练集上训练。',
		zhNote: '原文的中文译文作“警告”；英文原意是排名稳定所依赖的前提条件。',
		translationNote:
			'The source’s Chinese renders caveat as 警告 (a warning); it is the condition the stability rests on (前提).'
	},
	oldDays: {
		key: 'classroom.quote.oldDays',
		step: 4,
		source: 'hardtInterview',
		en: 'In the old days, this was always true.',
		zhCN: '在过去，这总是正确的。',
		zhCNOurs: '在过去，这一点总是成立的。',
		zhNote: '原文的中文译文作“这总是正确的”；英文说的是这个前提总是成立。',
		translationNote:
			'The source’s Chinese says “this was always correct”; the English says the condition always held.'
	},
	llmTraining: {
		key: 'classroom.quote.llmTraining',
		step: 4,
		source: 'hardtInterview',
		en: 'But we don’t know what LLMs were trained on.',
		zhCN: '但我们不知道法学硕士接受的培训是什么。',
		zhCNOurs: '但我们不知道大语言模型是用什么数据训练的。',
		zhNote:
			'原文的中文译文把 LLM（大语言模型）误译成了“法学硕士”（法学硕士的英文缩写也是 LLM），把“训练”译成了“培训”。',
		translationNote:
			'The source’s Chinese renders LLMs as 法学硕士 (Master of Laws, also abbreviated LLM) and training as 培训 (staff training).'
	},
	dataMixes: {
		key: 'classroom.quote.dataMixes',
		step: 4,
		source: 'hardtInterview',
		en: 'In fact, model builders can strategically assemble data mixes that best promote benchmark performance.',
		zhCN: '事实上，模型构建者可以战略性地组合最能提升基准性能的数据组合。'
	},
	studyingToTest: {
		key: 'classroom.quote.studyingToTest',
		step: 4,
		source: 'hardtInterview',
		en: 'It’s a little bit like studying to the test, which we all do in high school.',
		zhCN: '这有点像我们在高中时所做的准备考试。',
		zhCNOurs: '这有点像应试，我们在高中时都这么做过。',
		zhNote: '原文的中文译文作“准备考试”；英文原意是专门冲着这场考试去学，即应试。',
		translationNote:
			'The source’s Chinese says “preparing for exams” (准备考试); studying to the test is 应试, studying for that test only.'
	},
	worseModelPrepares: {
		key: 'classroom.quote.worseModelPrepares',
		step: 4,
		source: 'hardtInterview',
		en: 'A worse model might just put more effort into preparing for the specific benchmark.',
		zhCN: '更糟糕的模型可能只是投入更多的精力来准备特定的基准。'
	},
	releasedBefore: {
		key: 'classroom.quote.releasedBefore',
		step: 4,
		source: 'hardtInterview',
		en: 'If you look at the notes on the latest version of Gemini or GPT, you’ll see that its performance on benchmarks that were released before the new model is often fantastic, while its performance on benchmarks released shortly after is way lower.',
		zhCN: '如果您查看最新版本的 Gemini 或 GPT 的注释，您会发现它在新型号之前发布的基准测试中的性能通常非常出色，而在新型号之后不久发布的基准测试中的性能则要低得多。',
		zhCNOurs:
			'看看最新版 Gemini 或 GPT 的发布说明，你会发现：在这个新模型之前发布的基准测试上，它的表现往往非常出色；而在它之后不久发布的基准测试上，表现要低得多。',
		zhNote: '原文的中文译文用“您”，并把“新模型”译成了“新型号”、把“发布说明”译成了“注释”。',
		translationNote:
			'The source’s Chinese uses 您, calls the new model a new product type (新型号) and the release notes “annotations” (注释).'
	},
	benchmaxxed: {
		key: 'classroom.quote.benchmaxxed',
		step: 4,
		source: 'hardtInterview',
		en: 'That’s always an indication that the model was “post-trained” on the earlier benchmark — what some people call “benchmaxxed.” And it’s generally accepted.',
		zhCN: '这始终表明该模型是根据早期基准进行“后训练”的——有些人称之为“benchmaxxed”。并且这是普遍接受的。',
		zhCNOurs:
			'这总是表明，这个模型在早期的基准上做过“后训练”——有些人管这叫“刷榜”。而且这是被普遍接受的。',
		zhNote:
			'原文的中文译文作“根据早期基准进行‘后训练’”，英文原意是在早期的基准上做后训练；它还把这个俚语原样留作英文，这里译作“刷榜”。',
		translationNote:
			'The source’s Chinese says post-trained “according to” the earlier benchmark (根据) for “on” it (在……上), and leaves the slang “benchmaxxed” in English; ours says 刷榜.'
	},
	olympics1: {
		key: 'classroom.quote.olympics1',
		step: 5,
		source: 'hardtInterview',
		en: 'Let me tell you a story: At the 1968 Olympics in Mexico City, there was an American runner who was vastly favored to win the 1,500-meter race.',
		zhCN: '我给大家讲一个故事：1968年墨西哥城奥运会上，有一位美国选手在1500米比赛中大获全胜。',
		zhCNOurs:
			'我给大家讲一个故事：1968年墨西哥城奥运会上，有一位美国选手是1500米比赛夺冠的大热门。',
		zhNote: '原文的中文译文说这位美国选手“大获全胜”，与下一句矛盾；英文原意是他是夺冠的大热门。',
		translationNote:
			'The source’s Chinese says the American runner “won overwhelmingly” (大获全胜), which contradicts the next sentence; the English says he was heavily favoured to win.'
	},
	olympics2: {
		key: 'classroom.quote.olympics2',
		step: 5,
		source: 'hardtInterview',
		en: 'He lost unexpectedly to a runner from the Kenyan highlands, by a wide margin.',
		zhCN: '他意外地以大比分输给了一位来自肯尼亚高地的选手。',
		zhCNOurs: '他出人意料地输给了一位来自肯尼亚高原的选手，而且差距很大。',
		zhNote: '原文的中文译文作“以大比分输给了”；赛跑没有比分，英文原意是差距很大。',
		translationNote:
			'The source’s Chinese says he lost “by a large score” (以大比分); a race has no score: the English says by a wide margin.'
	},
	olympics3: {
		key: 'classroom.quote.olympics3',
		step: 5,
		source: 'hardtInterview',
		en: 'The Kenyan runner had trained at high elevation and was better prepared for competing at 7,500 feet above sea level.',
		zhCN: '这位肯尼亚跑者接受过高海拔训练，为在海拔 7,500 英尺的比赛做好了更好的准备。'
	},
	olympics4: {
		key: 'classroom.quote.olympics4',
		step: 5,
		source: 'hardtInterview',
		en: 'It caused some controversy: Should we outlaw altitude training?',
		zhCN: '这引起了一些争议：我们应该禁止高原训练吗？'
	},
	olympics5: {
		key: 'classroom.quote.olympics5',
		step: 5,
		source: 'hardtInterview',
		en: 'The consensus in the end was, just let everyone do it.',
		zhCN: '最后的共识是，大家都去做吧。'
	},
	differentDegrees: {
		key: 'classroom.quote.differentDegrees',
		step: 5,
		source: 'hardtInterview',
		en: 'The problem is not so much that people optimize to the benchmarks — it’s that they optimize to different degrees.',
		zhCN: '问题不在于人们针对基准进行优化，而在于他们优化的程度不同。'
	},
	everyoneOptimizes: {
		key: 'classroom.quote.everyoneOptimizes',
		step: 5,
		source: 'hardtInterview',
		en: 'If everyone optimizes, or “altitude trains,” the absolute numbers will be inflated, but you can restore the validity of the rankings.',
		zhCN: '如果每个人都进行优化，或者“高原训练”，绝对数字将会被夸大，但你可以恢复排名的有效性。'
	},
	preparationProtocol: {
		key: 'classroom.quote.preparationProtocol',
		step: 5,
		source: 'hardtInterview',
		en: 'You would have a test set, and you would also have some kind of protocol for preparing each of the models before you test them — that’s the altitude training.',
		zhCN: '你会有一个测试集，并且在测试每个模型之前你还会有某种协议来准备它们 - 这就是高原训练。',
		zhCNOurs:
			'你会有一个测试集，还会有一套规程，规定在测试每个模型之前怎样先把它准备好——这就是高原训练。',
		zhNote: '原文的中文译文作“某种协议”；这里说的是准备模型的一套规程。',
		translationNote:
			'The source’s Chinese renders protocol as 协议 (an agreement, a network protocol); here it is a procedure (规程).'
	},
	expertMathematician: {
		key: 'classroom.quote.expertMathematician',
		step: 7,
		source: 'hardtInterview',
		en: 'If you say, “On this math benchmark, the model got a 90%, which means that the model is now equivalent to an expert mathematician,” you’re reading something into that number that gives you the wrong takeaway.',
		zhCN: '如果你说，“在这个数学基准上，模型得到了 90%，这意味着该模型现在相当于专家数学家”，那么你从这个数字中得到的信息是错误的。'
	},
	absoluteNumber: {
		key: 'classroom.quote.absoluteNumber',
		step: 7,
		source: 'hardtInterview',
		en: 'We should avoid comparisons or conclusions that implicitly require the absolute number to make sense.',
		zhCN: '我们应该避免隐含地需要绝对数字才有意义的比较或结论。'
	},
	firstTrace: {
		key: 'classroom.quote.firstTrace',
		step: 6,
		source: 'husain',
		en: 'Often the very first trace you look at has a serious issue.',
		zhCN: null,
		zhCNOurs: '你看的第一条 trace，往往就有严重的问题。',
		zhNote: '原文这一句没有中文译文；原文的中文摘要把它转述为“往往第一条就能发现严重问题”。',
		translationNote:
			'The source has no Chinese for this sentence; its Chinese summary paraphrases it (往往第一条就能发现严重问题), which is a paraphrase, not a quote. The English drops the source’s Markdown emphasis (**…**).'
	}
} as const satisfies Record<string, Quote>;

export type QuoteId = keyof typeof QUOTES;

/**
 * Facts the screens state but do not compute, each with its source: `cited` ones are a paper's
 * published numbers; `measured` ones were measured by this app on real data a paper published
 * (pinned by a test to the golden file of that measurement). `values` are the parameters of the
 * message (`classroom.fact.<id>`).
 */
export const CITED_FACTS = {
	imagenetV2: {
		key: 'classroom.fact.imagenetV2',
		step: 3,
		source: 'recht2019',
		kind: 'cited',
		/** Accuracy drop of ImageNet models on the new test set ImageNetV2, in points (abstract). */
		values: { dropLow: 11, dropHigh: 14 }
	},
	imagenetV2Measured: {
		key: 'classroom.fact.imagenetV2Measured',
		step: 3,
		source: 'recht2019',
		kind: 'measured',
		/**
		 * ImageNet (50,000 images) against ImageNetV2 MatchedFrequency (10,000), measured by the app's
		 * score tables on the per-image predictions of Recht et al.'s models (their repository,
		 * modestyachts/ImageNetV2; fv_16k left out: its stored predictions are broken, see
		 * ../shared/real/imagenet_v2/README.md): the mean drop in points, the smallest and largest
		 * drop over its combined standard error, tau-b between the two rankings, and the bootstrap's
		 * estimate of the floor of two test sets (5-95%, tau-b between two resamples of the 10,000
		 * images). `tests/unit/features/classroom/core/sources.test.ts` pins them, rounded as shown, to
		 * tests/fixtures/golden/two-test-sets-golden.json (`imagenet.withoutFv16k`).
		 */
		values: {
			models: 66,
			meanDrop: 11.9,
			unitsLow: 15.5,
			unitsHigh: 25.5,
			tau: 0.96,
			floorLow: 0.95,
			floorHigh: 0.97
		}
	},
	trainBeforeTest: {
		key: 'classroom.fact.trainBeforeTest',
		step: 5,
		source: 'zhang2025',
		kind: 'cited',
		/**
		 * Average Kendall's tau between the model rankings of two benchmarks, over the pairs of 24
		 * benchmarks and 61 models, with direct evaluation and with train-before-test.
		 */
		values: { tauDirect: 0.52, tauTrainBeforeTest: 0.76, benchmarks: 24, models: 61 }
	},
	labelErrors: {
		key: 'classroom.fact.labelErrors',
		step: 6,
		source: 'northcutt2021',
		kind: 'cited',
		/**
		 * "We estimate an average of at least 3.3% errors across the 10 datasets" (abstract, NeurIPS
		 * Datasets and Benchmarks 2021; an earlier preprint said 3.4%).
		 */
		values: { sharePercent: 3.3, testSets: 10 }
	}
} as const;
