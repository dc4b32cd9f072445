/**
 * 课堂故事的简体中文消息，与 en.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 术语见 ../README.md 的词汇表。引文不在这里：它们连同出处保存在 core/classroom/sources.ts
 * 中；原文的中文译文忠实时原样显示，否则显示本应用的译文，并加译注说明。
 */
import type enClassroom from './en.ts';

const zhCNClassroom = {
	// ---- 外框 ----
	'classroom.title': '课堂：分数会变，排名稳定',
	'classroom.startLink': '课堂：七步讲清这个论点',
	'classroom.startLinkNote':
		'为课堂或自学准备的引导式故事：10 分钟或 25 分钟的一节课，实时图表，中英双语。加载后可离线使用。',
	'classroom.nav.label': '故事的步骤',
	'classroom.progress': '第 {step, number} 步，共 {total, number} 步',
	'classroom.stepLabel': '第 {step, number} 步：{title}',
	'classroom.previous': '上一步',
	'classroom.next': '下一步',
	'classroom.present.on': '演示模式',
	'classroom.present.off': '退出演示模式',
	'classroom.fullscreen.on': '全屏',
	'classroom.fullscreen.off': '退出全屏',
	'classroom.resetStep': '重置本步',
	'classroom.resetStepNote': '把本步的控件恢复为默认值；随机种子和其他步骤的设置保持不变。',
	'classroom.copyLink': '复制本步链接',
	'classroom.copied': '链接已复制：打开它会回到这一步和这些设置。',
	'classroom.copyFailed': '无法复制。链接就在地址栏里。',
	'classroom.teachersLink': '教师指南',
	'classroom.keys':
		'按键：<code>→</code> 或 <code>{pageDown}</code> 下一步，<code>←</code> 或 <code>{pageUp}</code> 上一步，<code>1</code>–<code>7</code> 跳到某一步，<code>{presentKey}</code> 演示模式，<code>{fullKey}</code> 全屏。',
	'classroom.computing': '正在计算……',
	'classroom.failed': '这一步没能算出来（{error}）。',
	'classroom.failedHint': '请重试。如果一直失败，请重新加载页面：所有设置都保存在地址中。',
	'classroom.retry': '重试',
	'classroom.invalidParam': '链接中的“{param}={raw}”在这里不是有效的设置，故事改用 {fallback}。',
	'classroom.seedNote':
		'这些页面上的每个数字都由与分析页面相同的引擎在本浏览器中实时算出，随机种子为 {seed}。',
	'classroom.liveNote': '实时：按这些设置计算',

	// ---- 设置 ----
	'classroom.controls.label': '本步设置',
	'classroom.control.seed': '随机种子',
	'classroom.control.items': '每套测试集的题目数',
	'classroom.control.redraw': '重新抽一套测试集',
	'classroom.control.drawn': '第 {draw, number} 套测试集',
	'classroom.control.shift': '新来源出题难多少（难度标准差）',
	'classroom.control.spacing': '模型之间相距多远（生成时差距的倍数）',
	'classroom.control.studied': '应试的模型（按真实名次）',
	'classroom.control.trueRank': '真实第 {rank, number} 名',
	'classroom.control.study': '准备的程度',
	'classroom.control.studyKind': '怎样准备',
	'classroom.control.studyKind.items': '背下基准测试的题目',
	'classroom.control.studyKind.task': '在测试任务上训练（同类的数据）',
	'classroom.control.altitude': '所有模型都接受的准备',
	'classroom.control.wrongKeys': '标准答案有误的题目',
	'classroom.control.impossible': '评测框架无法评分的题目',
	'classroom.control.read': '已读的 trace 条数',
	'classroom.control.order': '阅读顺序',
	'classroom.control.order.mostFailed': '答错的模型最多的题目在前（读者通常这样挑）',
	'classroom.control.order.random': '随机',
	'classroom.control.reset': '恢复默认设置',

	// ---- 数字 ----
	'classroom.figures.more': '本页背后的全部数字',
	'classroom.figure.missing': '无',
	'classroom.figure.yes': '是',
	'classroom.figure.no': '否',
	'classroom.figure.times': '{value} 倍',
	'classroom.figure.items': '测试集题目数',
	'classroom.figure.models': '模型数',
	'classroom.figure.leaderScore': '榜首的分数',
	'classroom.figure.lastScore': '最后一名的分数',
	'classroom.figure.tauTrueAbility': '与真实能力的肯德尔 tau-b',
	'classroom.figure.leaderIsTrueBest': '榜首是真正最强的模型',
	'classroom.figure.itemsSmall': '小测试集的题目数',
	'classroom.figure.halfWidthSmall': '200 道题目时分数的 95% 半宽（中位数）',
	'classroom.figure.meanChangeSmall': '两套 200 道题目的测试集之间分数的平均变化',
	'classroom.figure.tauNewSmall': '两套 200 道题目的测试集之间的 tau-b',
	'classroom.figure.tauFreshLowSmall': '200 道题目时 tau-b 的噪声基底，两套新测试集（5%）',
	'classroom.figure.tauFreshMedianSmall': '200 道题目时 tau-b 的噪声基底，两套新测试集（中位数）',
	'classroom.figure.tauFreshHighSmall': '200 道题目时 tau-b 的噪声基底，两套新测试集（95%）',
	'classroom.figure.insideFreshSmall': '200 道题目时在噪声基底之内',
	'classroom.figure.tauFloorLowSmall': '200 道题目时自助法对噪声基底的估计（5%）',
	'classroom.figure.tauFloorMedianSmall': '200 道题目时自助法对噪声基底的估计（中位数）',
	'classroom.figure.tauFloorHighSmall': '200 道题目时自助法对噪声基底的估计（95%）',
	'classroom.figure.insideFloorSmall': '200 道题目时在自助法的估计之内',
	'classroom.figure.leaderKeptSmall': '两套 200 道题目的测试集榜首相同',
	'classroom.figure.itemsLarge': '大测试集的题目数',
	'classroom.figure.halfWidthLarge': '2,000 道题目时分数的 95% 半宽（中位数）',
	'classroom.figure.meanChangeLarge': '两套 2,000 道题目的测试集之间分数的平均变化',
	'classroom.figure.tauNewLarge': '两套 2,000 道题目的测试集之间的 tau-b',
	'classroom.figure.tauFreshLowLarge': '2,000 道题目时 tau-b 的噪声基底，两套新测试集（5%）',
	'classroom.figure.tauFreshMedianLarge': '2,000 道题目时 tau-b 的噪声基底，两套新测试集（中位数）',
	'classroom.figure.tauFreshHighLarge': '2,000 道题目时 tau-b 的噪声基底，两套新测试集（95%）',
	'classroom.figure.insideFreshLarge': '2,000 道题目时在噪声基底之内',
	'classroom.figure.tauFloorLowLarge': '2,000 道题目时自助法对噪声基底的估计（5%）',
	'classroom.figure.tauFloorMedianLarge': '2,000 道题目时自助法对噪声基底的估计（中位数）',
	'classroom.figure.tauFloorHighLarge': '2,000 道题目时自助法对噪声基底的估计（95%）',
	'classroom.figure.insideFloorLarge': '2,000 道题目时在自助法的估计之内',
	'classroom.figure.leaderKeptLarge': '两套 2,000 道题目的测试集榜首相同',
	'classroom.figure.noiseShrink': '题目多到十倍时噪声缩小的倍数',
	'classroom.figure.sqrtSizeRatio': '按 1/√n 推算的倍数',
	'classroom.figure.shift': '难多少（难度标准差）',
	'classroom.figure.spacing': '模型之间相距多远（生成时的倍数）',
	'classroom.figure.meanDrop': '平均下降',
	'classroom.figure.smallestDrop': '最小下降',
	'classroom.figure.largestDrop': '最大下降',
	'classroom.figure.modelsDropped': '分数下降的模型数',
	'classroom.figure.noise': '下降幅度的抽样噪声（标准误，中位数）',
	'classroom.figure.typicalDropInNoiseUnits': '以噪声为单位的典型下降',
	'classroom.figure.smallestDropInNoiseUnits': '以噪声为单位的最小下降',
	'classroom.figure.fitSlope': '直线的斜率',
	'classroom.figure.fitIntercept': '直线的截距',
	'classroom.figure.fitR': '各点的相关系数 r',
	'classroom.figure.tauHarderTestSet': '原来源测试集与更难测试集之间的 tau-b',
	'classroom.figure.tauFreshLow': 'tau-b 的噪声基底，两套新测试集（5%）',
	'classroom.figure.tauFreshMedian': 'tau-b 的噪声基底，两套新测试集（中位数）',
	'classroom.figure.tauFreshHigh': 'tau-b 的噪声基底，两套新测试集（95%）',
	'classroom.figure.insideFresh': '在噪声基底之内',
	'classroom.figure.tauFloorLow': '自助法对噪声基底的估计（5%）',
	'classroom.figure.tauFloorMedian': '自助法对噪声基底的估计（中位数）',
	'classroom.figure.tauFloorHigh': '自助法对噪声基底的估计（95%）',
	'classroom.figure.insideFloor': '在自助法的估计之内',
	'classroom.figure.leaderKept': '更难测试集上榜首不变',
	'classroom.figure.studiedModels': '应试的模型数',
	'classroom.figure.study': '准备的程度',
	'classroom.figure.meanJumpStudied': '应试的模型的平均提分',
	'classroom.figure.meanJumpOthers': '其他模型的平均提分',
	'classroom.figure.tauTrueAbilityStep1': '无人准备时与真实能力的 tau-b',
	'classroom.figure.leaderChanged': '榜首换了',
	'classroom.figure.leaderStudied': '榜首做过应试准备',
	'classroom.figure.laterItems': '截止日期之后发布的题目数',
	'classroom.figure.laterGapStudied': '基准测试减去后来题目的分数，准备过的模型（平均）',
	'classroom.figure.laterGapOthers': '基准测试减去后来题目的分数，其他模型（平均）',
	'classroom.figure.laterUnitsStudied': '这个差距以噪声为单位，准备过的模型（中位数）',
	'classroom.figure.laterUnitsOthers': '这个差距以噪声为单位，其他模型（中位数）',
	'classroom.figure.tauLaterItems': '后来题目的排名与真实能力的 tau-b',
	'classroom.figure.altitude': '所有模型都接受的准备',
	'classroom.figure.meanInflation': '分数平均膨胀',
	'classroom.figure.modelsRaised': '分数高于未准备时的模型数',
	'classroom.figure.tauTrueAbilityStep4': '各自准备后（第 4 步）与真实能力的 tau-b',
	'classroom.figure.edgeKept': '自行准备多于统一准备的模型数',
	'classroom.figure.plantedWrongKeys': '测试集中标准答案有误的题目',
	'classroom.figure.plantedImpossible': '评测框架无法评分的题目',
	'classroom.figure.failingItems': '榜首答错的题目',
	'classroom.figure.brokenFailing': '其中的坏题',
	'classroom.figure.tracesRead': '已读的 trace',
	'classroom.figure.brokenRead': '已读 trace 中有严重问题的',
	'classroom.figure.wrongKeysRead': '读出的标准答案错误',
	'classroom.figure.impossibleRead': '读出的评测框架故障',
	'classroom.figure.firstTraceBroken': '第一条 trace 就有严重问题',
	'classroom.figure.flaggedItems': '题目视图的标记标出的题目',
	'classroom.figure.flaggedBroken': '其中的坏题',
	'classroom.figure.droppedItems': '删去的题目',
	'classroom.figure.meanScoreRise': '删去后分数的平均变化',
	'classroom.figure.tauBeforeAfter': '删去前后两个排行榜的 tau-b',
	'classroom.figure.swappedPairs': '互换了先后的模型对数',
	'classroom.figure.tauTrueAbilityWithBroken': '含坏题时与真实能力的 tau-b',

	// ---- 图表用词 ----
	'classroom.axis.score': '分数（%）',
	'classroom.axis.tau': 'tau-b',
	'classroom.studiedMark': '▲ 自行做过应试准备',
	'classroom.tauDefinition':
		'肯德尔 tau-b 逐对比较两个排名：每一对模型在两个排名中先后都相同时为 1，先后相同与相反的对数一样多时为 0，每一对都相反时为 −1。',

	// ---- 第 1 步 ----
	'classroom.step1.title': '一套测试集，一个排行榜',
	'classroom.step1.lead':
		'一个模拟的基准测试：{models, number} 个真实能力已知的模型回答 {items, number} 道题目。测试集只有一个用途：给它们排名。',
	'classroom.step1.headline':
		'榜首得分 {leader}，最后一名 {last}。与真实能力相比，这个排行榜的肯德尔 tau-b = {tau}；{leaderTrue, select, yes {榜首就是真正最强的模型。} other {榜首并不是真正最强的模型。}}',
	'classroom.step1.chart': '排行榜：每个模型在测试集上的分数',
	'classroom.step1.barLabel': '{model}（真实第 {rank, number} 名）',
	'classroom.step1.ask': '排在最上面的模型真的最强吗？换一套测试集会怎样？',

	// ---- 第 2 步 ----
	'classroom.step2.title': '同一来源的新测试集',
	'classroom.step2.lead':
		'同样的模型回答同一来源新出的题目：两套各 {small, number} 道题目的测试集，两套各 {large, number} 道。只有运气在变的时候，分数和排名会变动多少？',
	'classroom.step2.noise':
		'抽样噪声：用 {small, number} 道题目时，每个分数的误差大约在 ±{halfSmall}以内（95%），这样大小的两套测试集给出的排名之间 tau-b 在 {lowSmall}–{highSmall}（噪声基底：{pairs, number} 对新测试集的 5%–95%）。用 {large, number} 道题目时：±{halfLarge}，tau-b 在 {lowLarge}–{highLarge}。题目多到 {ratio, number} 倍，噪声缩小为约 1/{shrink}（按 1/√n 推算为 1/{expected}）。',
	'classroom.step2.observed':
		'这几套新测试集：{small, number} 道题目时，分数平均变化 {changeSmall}，排名的 tau-b 为 {tauSmall}，{insideSmall, select, yes {在噪声基底之内} other {低于噪声基底}}；{large, number} 道题目时，分数平均变化 {changeLarge}，tau-b 为 {tauLarge}，{insideLarge, select, yes {在噪声基底之内} other {低于噪声基底}}。{anyBelow, select, yes {两套新测试集之间，每二十对大约有一对会因偶然低于噪声基底：它是 5% 分位点。} other {}}',
	'classroom.step2.bootstrap':
		'真实的基准测试只有一套测试集，只能估计这个基底。自助法只用第一套测试集来估计它，即对它两次重抽样之间的 tau-b：{small, number} 道题目时为 {lowSmall}–{highSmall}，{large, number} 道时为 {lowLarge}–{highLarge}。这个估计有已知的偏差：两次重抽样出自同一套测试集，共享这套测试集上模型之间偶然的差距，并把这些差距当作真实的而彼此一致，所以模型彼此接近时它会偏高。{large, number} 道题目时，{bias, select, high {它在这里偏高。} low {它在这里偏低。} other {它与噪声基底相近：这些模型之间相距较远。}}',
	'classroom.step2.notShift':
		'这些只是运气带来的变动，题目越多就越小。来源变了的测试集会让分数变动得更多：见下一步。',
	'classroom.step2.chart':
		'{items, number} 道题目：每个分数 ±1.96 个标准误，以及第二套测试集给出的分数',
	'classroom.step2.point': '第二套测试集',
	'classroom.step2.interval': '第一套测试集，±1.96 个标准误',
	'classroom.step2.floorNote':
		'噪声基底：两套同样大小的新测试集之间的 tau-b，{pairs, number} 对的 5%–95%（从新写出的 {pool, number} 道题目中抽出互不重叠的两套）。自助法的估计：第一套测试集两次重抽样之间的 tau-b，{bootPairs, number} 对重抽样的 5%–95%。',

	// ---- 第 3 步 ----
	'classroom.step3.title': '来自更难来源的测试集',
	'classroom.step3.lead':
		'新题目来自一个更难的来源：难度提高 {shift} 个标准差，每次抽一套，共 {items, number} 道，拿来与原来源新出的 {items, number} 道题目比较。',
	'classroom.step3.headline':
		'{direction, select, down {分数平均下降 {mean}（{smallest} 到 {largest}）} up {分数平均上升 {mean}（{smallest} 到 {largest}）} other {分数平均变动 {mean}（{smallest} 到 {largest}）}}，是抽样噪声的 {units} 倍（下降幅度的标准误：{noise}）；排名的 tau-b 为 {tau}，{inside, select, yes {在仅有抽样噪声时的范围之内} other {低于仅有抽样噪声时的范围}}（{low}–{high}，原来源的两套新测试集）；{leaderKept, select, yes {榜首没有变。} other {榜首换了。}}',
	'classroom.step3.builtIn':
		'在这个模拟中，排名的稳定是设定出来的：每个模型遇到的都是同样的更难题目，答对的概率遵循同一条反应曲线。能打乱模型先后的，一是抽样噪声；二是更难的来源改变了五个类别的题目在分数中的分量，而每个模型在各类别上的长处不同。两者能打乱多少，都取决于模型之间相距多远。',
	'classroom.step3.spacing':
		'模型间差距为生成时的 {spacing} 倍时，原来源的两套新测试集给出的排名之间 tau-b 在 {low}–{high}（中位数 {median}）：这就是此时的噪声基底。更难测试集的 {tau} {inside, select, yes {在它之内} other {低于它（两套新测试集之间，每二十对也大约有一对会因偶然落到那里）}}。用滑块让模型靠近，看看两者怎样变化。',
	'classroom.step3.bootstrap':
		'真实的基准测试只能得到自助法对这个基底的估计，而且只能从原来源那一套测试集算出：{low}–{high}（中位数 {median}）{bias, select, high {，偏高：模型这样接近时，两次重抽样共享这一套测试集上模型之间偶然的差距，并把这些差距当作真实的} low {，低于噪声基底} other {，与噪声基底相近}}。{verdicts, select, falseBelow {若以它为准，这个排名会被判为“低于仅有抽样噪声时的范围”：这是上述偏差造成的误报。} falseInside {若以它为准，这个排名会被判为“在范围之内”，尽管两套新测试集彼此更一致。} other {以它为准，结论相同。}}',
	'classroom.step3.realData': '真实的基准测试里没有这样的设定。Moritz Hardt 说：',
	'classroom.step3.chart': '原来源测试集上的分数与更难测试集上的分数',
	'classroom.step3.x': '原来源上的分数（%）',
	'classroom.step3.y': '更难来源上的分数（%）',
	'classroom.step3.points': '模型',
	'classroom.step3.identity': '没有变化（y = x）',
	'classroom.step3.fit': '拟合直线（“准确率在一条线上”）',

	// ---- 第 4 步 ----
	'classroom.step4.title': '应试（“刷榜”）',
	'classroom.step4.lead':
		'有些模型专门为基准测试做了准备。模型的真实能力是它在做任何准备之前的能力：应试改变不了它。排行榜看得出来吗？',
	'classroom.step4.headline':
		'{studied, plural, =0 {没有模型做应试准备：排行榜与第 1 步相同。} other {做过准备的 {studied, number} 个模型平均提高了 {jump}，其他模型平均变化 {othersJump}。与真实能力相比，tau-b {direction, select, down {从 {before} 降到了 {after}} up {从 {before} 升到了 {after}} other {从 {before} 变为 {after}}}；{leaderTrue, select, yes {榜首仍然是真正最强的模型。} other {榜首已经不是真正最强的模型了。}}}}',
	'classroom.step4.sign':
		'用时间切分来看 Hardt 说的迹象：基准测试的题目在模型训练截止日期之前就已公开，另外 {later, number} 道题目是截止之后才写的。基准测试上的分数减去后来题目上的分数：{studied, plural, =0 {没有模型做应试准备} other {做过准备的 # 个模型为 {gapStudied}，通常是这个差距的抽样噪声的 {unitsStudied} 倍}}{others, plural, =0 {} other {；其他 # 个模型为 {gapOthers}，通常是 {unitsOthers} 倍}}。',
	'classroom.step4.kind':
		'{verdict, select, none {} other {{kind, select, task {这些模型是在测试任务上训练的，用的是与基准测试同类的数据：这同样会提高截止之后同类题目上的分数。} other {这些模型背下了基准测试自己的题目：这对截止之后才写的题目没有帮助。}}{verdict, select, shows {这个差距超出了抽样噪声：时间切分把它暴露了出来。} other {这个差距在大约两个标准误之内：时间切分分辨不出它与噪声，但排行榜排出的仍然既是能力，也是准备的程度。}}}}',
	'classroom.step4.chart': '每个模型准备前后的分数',
	'classroom.step4.point': '准备后',
	'classroom.step4.interval': '准备前 → 准备后',
	'classroom.step4.chartLater': '每个模型在基准测试上与在截止之后发布的题目上的分数',
	'classroom.step4.pointLater': '截止之后发布的题目',
	'classroom.step4.intervalLater': '基准测试 → 后来的题目',

	// ---- 第 5 步 ----
	'classroom.step5.title': '高原训练',
	'classroom.step5.lead':
		'现在，每个模型在测试前都可以接受同样的准备，叠加在它自己做过的准备之上。统一准备从 0 开始，也就是第 4 步的排行榜：用滑块把它调高。',
	'classroom.step5.headline':
		'{raised, plural, =0 {没有哪个分数高于未准备时的水平。} other {{all, select, yes {每个分数都高于未准备时的水平，} other {{models, number} 个分数中有 {raised, number} 个高于未准备时的水平，}}所有模型平均高出 {inflation}。}}与真实能力相比，tau-b 为 {after}：{vs4, select, up {高于各自准备后的 {studied}} down {低于各自准备后的 {studied}} other {与各自准备后相同（{studied}）}}，{vs1, select, up {也高于无人准备时的 {unprepared}} down {但低于无人准备时的 {unprepared}} back {回到了无人准备时的 {unprepared}} other {与无人准备时的 {unprepared} 相同}}。',
	'classroom.step5.edge':
		'{edge, plural, =0 {} other {有 # 个模型自行准备的程度高于统一准备，仍保留了一部分优势。}}',
	'classroom.step5.chart': '每个模型无准备时与统一准备后的分数',
	'classroom.step5.point': '统一准备后',
	'classroom.step5.interval': '无准备 → 统一准备',

	// ---- 第 6 步 ----
	'classroom.step6.title': '读 trace',
	'classroom.step6.lead':
		'头条分数把题目藏在了后面。打开榜首答错的那些题目的 trace（运行记录）：每一条都有题目、榜首的输出、标准答案和评分。是模型错了、标准答案错了，还是评测框架出了故障？',
	'classroom.step6.judgeFirst':
		'揭晓之前，先判断每一条 trace：自己算出答案，再说是模型答错了、标准答案错了，还是评测框架出了故障。按下“揭晓”之前，这个页面不会告诉你是哪一种。',
	'classroom.step6.question': '题目',
	'classroom.step6.output': '榜首 <data>{model}</data> 的输出',
	'classroom.step6.answered': '答案：<data>{letter}</data>',
	'classroom.step6.emptyOutput': '（空）',
	'classroom.step6.keyLabel': '标准答案',
	'classroom.step6.gradeLabel': '评分',
	'classroom.step6.callLabel': '你们的判断',
	'classroom.step6.call.model': '模型答错了',
	'classroom.step6.call.key': '标准答案错了',
	'classroom.step6.call.harness': '评测框架出了故障',
	'classroom.step6.callResult':
		'{right, select, yes {你们的判断是对的。} other {你们的判断是“{call}”。}}',
	'classroom.step6.callRight': '判断对了',
	'classroom.step6.callMissed': '判断错了',
	'classroom.step6.allAnswers': '每个模型在这道题目上的答案',
	'classroom.step6.noneOpen': '还没有读任何 trace：拖动滑块，打开最前面的几条。',
	'classroom.step6.notRevealed': '先判断，再揭晓',
	'classroom.step6.reveal': '揭晓这些 trace 显示了什么',
	'classroom.step6.hide': '重新隐藏',
	'classroom.step6.orderNote.mostFailed':
		'这些 trace 按读者通常挑选的顺序排列：答错的模型最多的题目在前。这个顺序把所有模型都答错的题目排在最前面。选“随机”可以改为按随机顺序阅读。',
	'classroom.step6.orderNote.random': '这些 trace 按随机顺序排列。',
	'classroom.step6.orderRevealed':
		'{order, select, random {阅读顺序：随机。第一条 trace 是从榜首答错的 {failing, number} 道题目中随机抽出的，其中 {broken, number} 道是坏题：第一条碰巧有严重问题的机会就是这个比例。} other {阅读顺序：答错的模型最多的题目在前。这个顺序把所有模型都答错的评测框架故障排在最前面：这里第一条 trace 常常就有严重问题，很大程度上正是因为这个。榜首答错的 {failing, number} 道题目中有 {broken, number} 道是坏题；按随机顺序读，第一条有问题的机会大约就是这个比例。}}',
	'classroom.step6.headline':
		'{read, plural, =0 {还没有读任何 trace：拖动滑块，打开最前面的几条。} other {{failing, number} 条 trace 中读了 {read, number} 条：{broken, plural, =0 {没有一条有严重问题} other {有 # 条有严重问题}}（{wrongKeys, plural, =0 {没有标准答案错误} other {# 处标准答案错误}}，{impossible, plural, =0 {没有评测框架故障} other {# 次评测框架故障}}）；{first, select, yes {第一条就有。} other {第一条没有。}}}}',
	'classroom.step6.dropped':
		'{dropped, plural, =0 {没有删去任何题目：排行榜保持原样。} other {删去这 {dropped, number} 道题目后，分数平均变化 {rise}；{swapped, plural, =0 {没有任何两个模型互换先后} other {有 # 对模型互换了先后}}（与原排名的 tau-b = {tau}），与真实能力的 tau-b {trueMove, select, same {保持在 {trueAfter}} other {从 {trueBefore} 变为 {trueAfter}}}。}}',
	'classroom.step6.flags':
		'题目视图的标记（强模型答错、没有模型答对）{flagged, plural, =0 {没有标出任何题目} other {标出了 # 道题目}}；{planted, number} 道坏题中，它们标出了 {flaggedBroken, number} 道。标记告诉你从哪里读起，而不是结论。',
	'classroom.step6.chart': '每个模型含坏题时与删去读出的坏题后的分数',
	'classroom.step6.point': '删去后',
	'classroom.step6.interval': '删去前 → 删去后',
	'classroom.step6.list': '榜首答错的题目，按阅读顺序',
	'classroom.step6.col.order': '序号',
	'classroom.step6.col.item': '题目',
	'classroom.step6.col.solvedBy': '答对的模型',
	'classroom.step6.col.flags': '标记',
	'classroom.step6.col.reading': 'trace 显示了什么',
	'classroom.step6.notRead': '还没读',
	'classroom.step6.solvedBy': '{n, number} 个（共 {models, number} 个）',
	'classroom.step6.trace': '题目 <data>{item}</data>（<data>{category}</data>）的 trace，模拟',
	'classroom.step6.col.model': '模型（按排行榜顺序）',
	'classroom.step6.col.answer': '答案',
	'classroom.step6.col.grade': '评分',
	'classroom.step6.right': '对',
	'classroom.step6.wrong': '错',
	'classroom.step6.reading.wrongKey':
		'标准答案是 <data>{key}</data>，可是 {models, number} 个模型中有 {agree, number} 个答 <data>{answer}</data>{leader, select, yes {，榜首也在其中} other {}}。核对题目就会发现 <data>{answer}</data> 才是对的：标准答案错了。',
	'classroom.step6.reading.impossible':
		'没有一个模型的答案送到了评分器：评测框架在这道题上出错，所以人人都被判错。',
	'classroom.step6.reading.genuine':
		'{right, plural, =0 {没有模型给出标准答案 <data>{key}</data>} other {有 # 个模型给出标准答案 <data>{key}</data>}}；错误的答案分散在另外 {spread, number} 个选项上。这是一道难题，评分没有问题。',
	'classroom.step6.short.wrongKey': '标准答案错误',
	'classroom.step6.short.impossible': '评测框架故障',
	'classroom.step6.short.genuine': '一道难题',
	'classroom.trace.multiply': '{a, number} × {b, number} 等于多少？',
	'classroom.trace.program': '这段程序打印出什么？',
	'classroom.trace.sequence':
		'下一个数是多少：{t1, number}、{t2, number}、{t3, number}、{t4, number}……？',
	'classroom.trace.sides':
		'{shape, select, triangle {三角形} square {正方形} pentagon {五边形} hexagon {六边形} heptagon {七边形} octagon {八边形} nonagon {九边形} other {十边形}}有几条边？',
	'classroom.trace.opposite': '哪个词是“{word}”的反义词？',
	'classroom.word.hot': '热',
	'classroom.word.cold': '冷',
	'classroom.word.big': '大',
	'classroom.word.small': '小',
	'classroom.word.early': '早',
	'classroom.word.late': '晚',
	'classroom.word.full': '满',
	'classroom.word.empty': '空',
	'classroom.word.light': '亮',
	'classroom.word.dark': '暗',
	'classroom.word.fast': '快',
	'classroom.word.slow': '慢',
	'classroom.word.high': '高',
	'classroom.word.low': '低',
	'classroom.word.old': '旧',
	'classroom.word.new': '新',
	'classroom.word.wet': '湿',
	'classroom.word.dry': '干',
	'classroom.flag.inverted': '强模型答错、弱模型答对',
	'classroom.flag.nobodySolves': '没有模型答对',
	'classroom.flag.judgeDisagrees': '评审与标准答案不一致',
	'classroom.flag.pivotal': '决定了前几名中一对模型的先后',
	'classroom.flag.everybodySolves': '所有模型都答对',

	// ---- 第 7 步 ----
	'classroom.step7.title': '轮到你了',
	'classroom.step7.lead': '拖入你自己的结果文件，或打开一个示例数据集，然后逐条检查：',
	'classroom.step7.drop': '在首页拖入你自己的文件',
	'classroom.step7.samples': '或者打开一个示例数据集：',
	'classroom.step7.open': '打开',
	'classroom.step7.opening': '正在打开……',
	'classroom.step7.checklist': '要看什么',
	'classroom.step7.fromHardt': '分数与排名：Moritz Hardt 的论点',
	'classroom.step7.fromHusain': '失败的任务与运行设置：Hamel Husain 的检查清单',
	'classroom.step7.attribution':
		'这些问题出自 Moritz Hardt 和 Hamel Husain。本应用怎样检查每一条，写在它旁边，并注明方法出自谁。',
	'classroom.step7.method': '本应用的检查方法：{method}（<data>{by}</data>）',
	'classroom.step7.thisApp': '本应用',
	'classroom.step7.creditJoin': '；',
	'classroom.step7.dataset': '要检查的数据集',
	'classroom.step7.noDataset': '请先打开一个示例或拖入一个文件，下面的链接就会打开它。',
	'classroom.step7.check': '去检查',
	'classroom.step7.openItems': '打开题目视图',
	'classroom.step7.openSweep': '打开强度扫描',
	'classroom.step7.openConfig': '打开运行配置',
	'classroom.step7.openTables': '打开分数表',
	'classroom.step7.openStartTables': '拖入或生成一张分数表',
	'classroom.step7.openStart': '打开首页',
	'classroom.step7.shownAt': '（第 {step, number} 步演示过）',
	'classroom.checklist.rankingNotScore':
		'每个分数都要对照它的抽样噪声来读，排名要对照它的噪声基底来读：重抽测试集（自助法）。',
	'classroom.checklist.enoughItems': '检查测试集够不够大：规模扫描显示题目越多，噪声缩小多少。',
	'classroom.checklist.harderTestSet':
		'试试更难的测试集（难度偏移，按强度逐级扫描）：分数的下降是否远超噪声，而排名仍在噪声基底之内？',
	'classroom.checklist.absoluteNumber':
		'不要得出需要绝对数字才有意义的结论：在数学基准上得 90%，并不意味着模型就成了数学专家。要比较的是模型彼此之间的先后。',
	'classroom.checklist.trainedOnTest':
		'查找在测试集上训练的迹象：比较模型训练截止日期之前与之后发布的题目（时间切分）。',
	'classroom.checklist.samePreparation':
		'问一问每个模型的准备方式是否相同；在不同基准测试或条件之间比较排名。',
	'classroom.checklist.readTraces': '读失败任务的 trace，从最前面的读起：第一条往往就有严重问题。',
	'classroom.checklist.realisticTasks': '失败的任务是否贴近真实？用户的意图是否清楚到足以评分？',
	'classroom.checklist.gradedProperly':
		'评分是否正确？错误的标准答案和出故障的评测框架会在 trace 里显出来；题目视图的标记指出值得先看的题目。',
	'classroom.checklist.sameSetup':
		'模型和 API 调用的配置是否一致：上下文窗口、推理强度、各项上限、温度？',
	'classroom.checklist.modernHarness':
		'每个模型是否都在现代的评测框架中运行，配有贴近真实的检索和工具？',
	'classroom.checklist.judgeAligned':
		'如果分数由 LLM 评审给出，它与真实标签一致吗？在题目视图中给出 0/1 参照，再去读评审与之不一致的题目。',
	'classroom.checklist.privateEval':
		'然后为你关心的任务建一个私有 eval（自己的评测集），把它的结果拖到这里。',
	'classroom.method.bootstrap': '对题目重抽样（自助法），并对照标准误来读',
	'classroom.method.sizeSweep': '规模扫描：从这些题目中抽出规模逐渐增大的测试集',
	'classroom.method.difficultyShift': '难度偏移，仿照 ImageNetV2 的新测试集',
	'classroom.method.timeSplit': '时间切分：模型训练截止日期之前与之后发布的题目',
	'classroom.method.agreement': '不同基准测试之间排名的一致性，以及先训练后测试',
	'classroom.method.readTraces': '读失败任务的 trace',
	'classroom.method.itemFlags': '题目视图的标记，告诉你从哪里读起',
	'classroom.method.runConfig': '评测框架记录的运行配置，并排比较',
	'classroom.method.judgeReference': '在评审的评分旁边放一份 0/1 参照',

	// ---- 引文与事实 ----
	'classroom.quote.label': '原文',
	'classroom.quote.ours': '译注：上面的中文是本应用的译文。{why}',
	'classroom.source.hardtInterview': '<data>{who}</data> 接受 Quanta 杂志采访',
	'classroom.source.husain': '<data>{who}</data> 回应对公开批评 AI 基准测试缺陷的质疑',
	'classroom.source.recht2019':
		'<data>{who}</data>（2019），《ImageNet 分类器能泛化到 ImageNet 吗？》',
	'classroom.source.zhang2025':
		'<data>{who}</data>（2025），《先训练后测试让语言模型的排名趋于一致》',
	'classroom.source.northcutt2021':
		'<data>{who}</data>（2021），《测试集中普遍存在的标签错误动摇了机器学习基准测试》',
	'classroom.fact.label': '引用，非计算',
	'classroom.fact.imagenetV2':
		'ImageNet 模型在 ImageNetV2（按同样方式重新收集的测试集）上测试时，准确率下降了 {dropLow, number}–{dropHigh, number} 个百分点，但它们的先后顺序基本不变。',
	'classroom.fact.measuredLabel': '真实数据，由本应用测得',
	'classroom.fact.imagenetV2Measured':
		'本应用用作者公开的逐张图片结果（其中 {models, number} 个模型）测得：分数平均下降 {meanDrop} 个百分点，每个模型的下降是其抽样误差的 {unitsLow}–{unitsHigh} 倍；而两个排名之间的 tau-b 为 {tau}，仍在自助法对噪声基底的估计（{floorLow}–{floorHigh}）之内。分数的变动远超噪声，排名的变动大致只在噪声允许的范围内。',
	'classroom.fact.trainBeforeTest':
		'在测试前给每个模型同样的、针对基准测试的微调，使两个基准测试给出的模型排名之间的平均一致性（肯德尔 τ，取 {benchmarks, number} 个基准测试两两之间的平均，{models, number} 个模型）从 {tauDirect} 提高到 {tauTrainBeforeTest}。论文衡量的是基准测试彼此之间有多一致；这一步衡量的是一个排行榜与真实能力有多一致，而真实能力只有模拟才知道。',
	'classroom.fact.labelErrors':
		'在 {testSets, number} 个广泛使用的测试集中，平均至少有 {sharePercent}% 的题目标签有误。',

	// ---- 教师指南 ----
	'classroom.teachers.title': '教师指南',
	'classroom.teachers.lead':
		'七个页面，一个论点（Moritz Hardt 的）：测试集来自变了的来源时，基准测试的分数变动远超抽样噪声，而排名的变动大致只在噪声允许的范围内——除非各模型为考试做的准备程度不同；让所有模型接受同样的准备，排名就恢复了。第 6 步沿用 Hamel Husain 的建议：相信头条分数之前，先读失败题目的 trace。',
	'classroom.teachers.before':
		'课前：逐步打开每一步，调好设置，复制它的链接（地址中包含步骤、语言和所有设置）。课上：演示模式（<code>{presentKey}</code>），全屏（<code>{fullKey}</code>），用方向键或翻页笔切换。一切都在浏览器中运行，页面加载后即可离线使用。',
	'classroom.teachers.glossary': '术语表：故事和本应用中的每个术语，附中英文名称和一句话定义。',
	'classroom.teachers.back': '回到故事',
	'classroom.teachers.open': '打开第 {step, number} 步',
	'classroom.teachers.plans': '两种课程安排',
	'classroom.teachers.total': '共 {minutes, number} 分钟',
	'classroom.teachers.minutesRange': '第 {from, number}–{to, number} 分钟',
	'classroom.teachers.say': '讲',
	'classroom.teachers.do': '学生做',
	'classroom.teachers.askLabel': '问',
	'classroom.teachers.answer': '示范回答',
	'classroom.teachers.plan.short.title': '10 分钟：论点的核心',
	'classroom.teachers.plan.short.lead':
		'用四步讲完 Hardt 的论断和 Husain 的建议：分数会变，排名留在噪声基底之内；应试会破坏排名；让所有模型接受同样的准备可以恢复排名；相信一个数字之前先读 trace。',
	'classroom.teachers.plan.short.step3.say':
		'“tau-b 逐对比较两个排名，1 表示顺序相同。两套同样大小的测试集给出的排名从来不会完全一样：它们之间 tau-b 的范围就是噪声基底，只有低于这个范围的变化才算数。这里每个分数的下降都是噪声的许多倍，而 tau-b 仍在噪声基底之内。”',
	'classroom.teachers.plan.short.step3.do':
		'请学生举手：如果模型之间几乎一样强，排名还会稳定吗？然后请一位学生把间距滑块拖到 0：噪声基底降到 tau-b 0 左右，结论仍是“在范围之内”，因为纯粹的噪声本来就在噪声基底之内。',
	'classroom.teachers.plan.short.step4.say':
		'“Hardt 说：只有各模型在同一个训练集上训练，排名才稳定。这里有三个模型专门背了基准测试自己的题目。”',
	'classroom.teachers.plan.short.step4.do':
		'请一位学生再勾选一个弱模型；图表变化之前，全班先猜它会排到哪里，然后读下面的时间切分。',
	'classroom.teachers.plan.short.step5.say':
		'“1968 年墨西哥城奥运会上，一位做过高原训练的选手击败了夺冠热门。后来的办法是让大家都去做高原训练。这里也一样：给每个模型同样的准备。”',
	'classroom.teachers.plan.short.step5.do':
		'请一位学生把统一准备从 0 调到 0.6：每个分数都膨胀了，与真实能力的 tau-b 回升。',
	'classroom.teachers.plan.short.step6.say':
		'“Hamel Husain 说：相信头条分数之前，先读它答错的题目的 trace；第一条往往就有严重问题。这些 trace 按读者通常挑选的顺序排列：答错的模型最多的题目在前。”',
	'classroom.teachers.plan.short.step6.do':
		'两人一组，算出第一条 trace 的答案并投票：是模型错了、标准答案错了，还是评测框架出了故障？然后按“揭晓”对照。',
	'classroom.teachers.plan.long.title': '25 分钟：每一步，外加讨论',
	'classroom.teachers.plan.long.lead':
		'每一步：讲它的那句话，让全班动手做一件事，再提一个问题；示范回答就在问题下面。',
	'classroom.teachers.plan.long.step1.say':
		'“基准测试是只用来给模型排名的测试集。在这个模拟中，我们知道每个模型的真实能力，所以可以拿它来检验排行榜。”',
	'classroom.teachers.plan.long.step1.do':
		'请一位学生念出 tau-b 的一句话定义；全班先猜榜首是不是真正最强的模型，再读页面上的句子。',
	'classroom.teachers.plan.long.step2.say':
		'“同一来源的新测试集，仅凭运气就会让分数变动。两套这样的测试集之间 tau-b 的范围就是噪声基底。题目多到十倍，噪声大约缩小为三分之一。”',
	'classroom.teachers.plan.long.step2.do':
		'重抽两次测试集；每次请一位学生读出分数变动了多少，以及 tau-b 是否仍在噪声基底之内。',
	'classroom.teachers.plan.long.step3.say':
		'“更难的来源：分数的下降远超噪声，排名留在噪声基底之内。在真实数据上，我们只有自助法对这个基底的估计，而模型彼此接近时它会偏高。”',
	'classroom.teachers.plan.long.step3.do':
		'请一位学生把间距滑块拖到 0；全班比较两个基底和结论，再读图表旁边 ImageNetV2 的数字。',
	'classroom.teachers.plan.long.step4.say':
		'“Hardt 说：排名的稳定需要同一个训练集。背下来的题目会在时间切分中露出来；在测试任务上训练则不会。”',
	'classroom.teachers.plan.long.step4.do':
		'把“怎样准备”切换到“在测试任务上训练”：时间切分的差距消失了，排名却仍然是乱的。',
	'classroom.teachers.plan.long.step5.say':
		'“先讲 1968 年的故事，再让所有模型接受同样的准备，从 0 开始调高。”',
	'classroom.teachers.plan.long.step5.do':
		'请一位学生把统一准备调到 0.6；另一位把它调到 0.3，低于那几个模型自己做的准备，找出它们保留下来的优势。',
	'classroom.teachers.plan.long.step6.say': '“Husain 说：读失败任务的 trace。先判断，再揭晓。”',
	'classroom.teachers.plan.long.step6.do':
		'两人一组判断前三条 trace（先算出答案，再投票：模型、标准答案还是评测框架），按“揭晓”，然后改成随机的阅读顺序再比较。',
	'classroom.teachers.plan.long.step7.say':
		'“这些问题出自 Hardt 和 Husain；每一条旁边，本应用都写明它怎样检查、方法出自谁。”',
	'classroom.teachers.plan.long.step7.do':
		'每位学生选一个自己用的基准测试，在示例数据集或自己的结果上逐条检查。',
	'classroom.teachers.steps': '逐步说明',
	'classroom.teachers.shows': '展示什么',
	'classroom.teachers.ask': '可以问学生的问题',
	'classroom.teachers.step1.shows':
		'一个由真实能力已知的模型组成的排行榜（真实能力即做任何准备之前的能力）。测试集是来源的一个样本，只用于排名。图表下方的一句话给出了肯德尔 tau-b 的定义。',
	'classroom.teachers.step1.ask1': '榜首的分数能告诉我们它在一道从没见过的新题上表现如何吗？',
	'classroom.teachers.step1.answer1':
		'只能粗略地说明。这个分数估计的是模型答对这类题目的比例，用 200 道题目时误差有好几个百分点（第 2 步会量出多少）；至于某一道具体的新题，它说明不了多少。',
	'classroom.teachers.step1.ask2': '为什么要把测试集锁起来，只用一次？',
	'classroom.teachers.step1.answer2':
		'每看一次测试集，各种选择就会向这些题目靠拢。被拿来挑选和调整模型的测试集，不再是新题目的公平样本，分数也会偏高；第 4 步展示了最极端的情形：背过题目的模型。',
	'classroom.teachers.step2.shows':
		'同一来源新出的测试集，200 道与 2,000 道题目：每个分数的 95% 区间、第二套测试集给出的分数，以及 tau-b 的噪声基底。题目多到十倍，噪声大约缩小为三分之一；页面上的句子给出当前这几套测试集的具体数字。',
	'classroom.teachers.step2.ask1':
		'一个模型在一套测试集上得 90%，在另一套同样大小的测试集上得 73%：抽样噪声能解释吗？',
	'classroom.teachers.step2.answer1':
		'题目只有几百道时不能。用 200 道题目时，一个分数的误差约为 ±6.6 个百分点（95%），所以两套这样大小的测试集很少相差 9 个百分点以上（√2 × 6.6）。相差 17 个百分点，说明两套测试集本身不同，而不只是运气；Hardt 的观点正是这类变化很常见。',
	'classroom.teachers.step2.ask2': '要把一个分数的误差控制在 ±1 个百分点以内，需要多少道题目？',
	'classroom.teachers.step2.answer2':
		'大约需要 1.96² × p(1 − p) / 0.01² 道题目：分数在 50% 左右时约 9,600 道，在 80% 左右时约 6,100 道。误差按 1/√n 缩小：题目多到十倍，误差约缩小为三分之一。',
	'classroom.teachers.step3.shows':
		'更难来源的新题目：分数下降，句子给出下降是抽样噪声的多少倍，以及 tau-b 是否仍在噪声基底之内，即两套同样大小的新测试集给出的范围。旁边是自助法对这个基底的估计，也就是真实的基准测试仅有的东西，并写明它的偏差：模型彼此接近时它会偏高。间距滑块显示，在这个模拟中排名的稳定从何而来；旁边是 ImageNetV2 的真实数字。',
	'classroom.teachers.step3.ask1':
		'如果每个分数的下降都远超噪声，而排名的变动没有超出噪声，这个基准测试还有什么用？',
	'classroom.teachers.step3.answer1':
		'比较模型。哪个模型更好，在新测试集上依然成立，尽管数字变了；所以要用基准测试来排名，而不是用它说明一个模型绝对意义上有多好。Hardt 说：要避免需要绝对数字才有意义的结论。',
	'classroom.teachers.step3.ask2':
		'这个模拟把排名的稳定设定了进去。真实的模型要满足什么条件，它才会成立？',
	'classroom.teachers.step3.answer2':
		'更难或更新的测试集对每个模型都以同样的方式变难：题目是同一类，模型之间的差距比噪声大得多，也没有哪个模型专门为旧测试集做过准备。Hardt 称之为“主要是一种经验现象”：像在 ImageNetV2 上那样观察到了，却没有保证。',
	'classroom.teachers.step4.shows':
		'有些模型为基准测试做了准备：它们的分数跃升，真实能力却没变，排行榜不再按能力排序。页面引用了 Hardt 的前提：同一个训练集。模型背下了基准测试的题目时，时间切分能显示出他说的迹象；模型在测试任务上训练时，时间切分就看不出来（有一个设置在两者之间切换）。',
	'classroom.teachers.step4.ask1': '为考试做准备算作弊吗？界线在哪里？',
	'classroom.teachers.step4.answer1':
		'用测试任务的同类数据训练不算作弊，Hardt 也没有这样说；照抄测试题目才算。无论哪种，问题都在于各模型准备的程度不同：排行榜排出的就不只是能力，还有准备程度，所以只有所有模型都在同样的数据上训练，排名才有意义。',
	'classroom.teachers.step4.ask2': '哪些公开的数字能告诉你一个模型专门为某个基准测试做过准备？',
	'classroom.teachers.step4.answer2':
		'模型训练截止日期之前与之后发布的基准测试上成绩的差距：在旧的基准测试上好得多，这就是 Hardt 说的迹象。它能发现背下来的题目；而在测试任务上训练，会同样提高同类新题目的成绩，所以即使各模型准备程度不同，也可能看不到差距。',
	'classroom.teachers.step5.shows':
		'1968 年奥运会 1500 米的故事，然后是解决办法：测试前让每个模型接受同样的准备，从 0（第 4 步的排行榜）开始，由全班调高。句子给出有多少个分数上升，以及与真实能力的 tau-b 相对第 4 步和第 1 步落在哪里。引用的论文衡量的是基准测试之间的一致性（肯德尔 τ）；这一步衡量的是与真实能力的一致性，只有模拟才知道真实能力。',
	'classroom.teachers.step5.ask1': '为什么让大家都准备能修复排名，却修复不了分数？',
	'classroom.teachers.step5.answer1':
		'准备会让每个分数都上升，所以数字膨胀了；但所有模型接受了同样的准备之后，决定先后的又是能力。绝对数字因此更没有意义，比较则更有意义。',
	'classroom.teachers.step5.ask2': '如果统一准备比某些模型自己做的准备还弱，会怎样？',
	'classroom.teachers.step5.answer2':
		'自己准备得更多的模型会保留一部分优势（页面会数出有几个）。统一准备至少要达到任何模型自己做过的程度，所以先训练后测试会给每个模型实实在在的、针对基准测试的微调。',
	'classroom.teachers.step6.shows':
		'坏题（标准答案错误、评测框架故障）随机分布在测试集中。全班打开榜首答错的题目的 trace，每一条都有题目、榜首的输出、标准答案和评分，先判断，再按“揭晓”。页面写明阅读顺序（答错的模型最多的题目在前，会把评测框架故障排在最前面；随机顺序一点就能切换）。旁边列出题目视图的标记：它们能找到一部分坏题，也会漏掉一些。',
	'classroom.teachers.step6.ask1': '你会先读哪一条 trace？为什么？',
	'classroom.teachers.step6.answer1':
		'答错的模型最多的题目：标准答案或评测框架出了问题，会让许多模型一起出错，所以坏题聚集在那里。正因为这样挑，第一条 trace 才常常有问题；按随机顺序读，第一条有问题的机会只和坏题在答错题目中所占的比例差不多。',
	'classroom.teachers.step6.ask2':
		'评测框架故障让所有模型都在这道题上被判错；错误的标准答案让会做的模型被判错。两者中哪一个会改变排名？它伤害的是谁？',
	'classroom.teachers.step6.answer2':
		'评测框架故障不改变任何先后：让所有模型都判错，等于把这道题目拿掉（每个分数按同一比例缩小）。错误的标准答案则把这道题反过来评分：会做的模型（多半是强模型）失去这一分，恰好选了那个错误选项的少数模型得到这一分，于是前几名之间的差距缩小，甚至可能互换先后。',
	'classroom.teachers.step7.shows':
		'一份针对真实结果的检查清单：Hardt 的各点和他关于绝对数字的原则，以及 Hamel Husain 的检查清单，每一条都链接到回答它的页面，并注明检查方法出自谁。',
	'classroom.teachers.step7.ask1': '你依赖哪个基准测试？它通过了这些检查中的哪几条？',
	'classroom.teachers.step7.answer1':
		'好的回答会说出基准测试的名字，再逐条检查：分数有多少噪声（有多少道题目？），换一套更难或更新的测试集排名是否依然成立，各模型是否做了同样的准备，前几条失败的 trace 显示了什么。多数公开的基准测试只公布头条分数，所以很多检查从外部无法完成；这本身也是一个发现。',
	'classroom.teachers.step7.ask2': '你自己的私有 eval 会是什么样子？',
	'classroom.teachers.step7.answer2':
		'几百个来自你自己使用场景的任务，按经人核对过的答案（真实标签）评分，每条 trace 都保留；每个候选模型都以同样的方式运行；读失败的 trace；按排名比较模型，并在每个分数旁边写明它的噪声。',
	'classroom.teachers.facts': '引用的事实及其来源',
	'classroom.teachers.sources': '来源',
	'classroom.teachers.model': '模拟是怎样工作的，它假设了什么',
	'classroom.teachers.model1':
		'来源是由应用的项目反应模型（固定随机种子）写出的 {items, number} 道题目和 {models, number} 个模型的作答。模型的真实能力是它做任何准备之前的能力，这里用它在整个来源上未经准备的分数来衡量；测试集是来源的一个样本。',
	'classroom.teachers.model2':
		'新题目（第 2、3 步）来自同一个项目反应模型：同类的新题，或者在更难的来源中，难度提高若干个标准差。间距滑块按比例缩放模型之间的能力差距。',
	'classroom.teachers.model3':
		'应试：每道题目有一个“可准备度”；准备程度为 p 的模型会答对基准测试中所有可准备度低于 p 的题目。背题的模型对截止日期之后写的题目无从准备；在测试任务上训练的模型，对同类的后来题目也同样提高。准备不会叠加：一个模型最终取自身准备程度与统一准备程度中较高的那个。',
	'classroom.teachers.model4':
		'坏题：每道题目都是选择题。错误的标准答案指向一个错误选项，于是会做的模型被判错，恰好选了那个选项的模型被判对；评测框架故障则让所有模型都没有答案。',
	'classroom.teachers.model5':
		'模拟的假设：每个模型遇到同样的题目，答对的概率遵循同一条反应曲线，所以它们的排名只会因噪声、因应试准备、因更难的来源改变了各类别的分量、或因模型彼此靠近而改变。真实的基准测试只是显示出类似的规律；Hardt 称排名的稳定“主要是一种经验现象”。',
	'classroom.teachers.model6':
		'tau-b 是肯德尔秩相关系数：两个排名在每一对模型上都一致时为 1，一致与不一致的对数相同时为 0。它的噪声基底是两套同样大小的新测试集之间 tau-b 的范围：仅有抽样噪声时的样子。模拟可以抽出这样的新测试集；真实的基准测试只有一套，只能用自助法（对这一套测试集的两次重抽样）来估计这个基底，而模型彼此接近时，这个估计会偏高。'
} as const satisfies Record<keyof typeof enClassroom, string>;

export default zhCNClassroom;
