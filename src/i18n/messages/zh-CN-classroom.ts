/**
 * 课堂故事的简体中文消息，与 en-classroom.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 术语见 ../README.md 的词汇表。引文不在这里：它们按原文（含原文的中文译文）保存在
 * core/classroom/sources.ts 中，原样显示。
 */
import type enClassroom from './en-classroom.ts';

const zhCNClassroom = {
	// ---- 外框 ----
	'classroom.title': '课堂：分数会变，排名稳定',
	'classroom.startLink': '课堂：七步讲清这个论点',
	'classroom.startLinkNote':
		'为课堂或自学准备的引导式故事：十分钟，实时图表，中英双语。加载后可离线使用。',
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
	'classroom.computing': '正在计算…',
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
	'classroom.control.shift': '难度提高多少（难度标准差）',
	'classroom.control.studied': '准备考试的模型（按真实名次）',
	'classroom.control.trueRank': '真实第 {rank, number} 名',
	'classroom.control.study': '准备的程度',
	'classroom.control.altitude': '所有模型都接受的准备',
	'classroom.control.wrongKeys': '答案键错误的题目',
	'classroom.control.impossible': '谁也答不对的题目',
	'classroom.control.reset': '恢复默认设置',

	// ---- 数字 ----
	'classroom.figures.more': '本页背后的全部数字',
	'classroom.figure.missing': '在所试的规模内未达到',
	'classroom.figure.yes': '是',
	'classroom.figure.no': '否',
	'classroom.figure.items': '测试集题目数',
	'classroom.figure.models': '模型数',
	'classroom.figure.leaderScore': '第一名的分数',
	'classroom.figure.lastScore': '最后一名的分数',
	'classroom.figure.tauTrueAbility': '与真实能力的肯德尔 tau-b',
	'classroom.figure.leaderIsTrueBest': '第一名是真正最强的模型',
	'classroom.figure.meanScoreChange': '分数平均变化',
	'classroom.figure.largestScoreChange': '分数最大变化',
	'classroom.figure.tauNewTestSet': '两个排行榜之间的 tau-b',
	'classroom.figure.leaderKept': '新测试集上第一名不变',
	'classroom.figure.rankingSettledAt': '排名稳定所需题目数',
	'classroom.figure.scoreChangeWhenRankingSettled': '该规模下的分数变化',
	'classroom.figure.scoresSettledAt': '分数稳定所需题目数',
	'classroom.figure.largestSize': '所试的最大规模（题目数）',
	'classroom.figure.scoreChangeAtLargestSize': '最大规模下的分数变化',
	'classroom.figure.shift': '要求的难度偏移（标准差）',
	'classroom.figure.shiftReached': '实际达到的难度偏移（标准差）',
	'classroom.figure.meanDrop': '平均下降',
	'classroom.figure.smallestDrop': '最小下降',
	'classroom.figure.largestDrop': '最大下降',
	'classroom.figure.modelsDropped': '分数下降的模型数',
	'classroom.figure.fitSlope': '直线的斜率',
	'classroom.figure.fitIntercept': '直线的截距',
	'classroom.figure.fitR': '各点的相关系数 r',
	'classroom.figure.tauHarderTestSet': '更难测试集与原排行榜的 tau-b（中位数）',
	'classroom.figure.leaderKeptShare': '第一名不变的更难测试集比例',
	'classroom.figure.studiedModels': '准备考试的模型数',
	'classroom.figure.study': '准备的程度',
	'classroom.figure.meanJumpStudied': '准备考试的模型的平均提分',
	'classroom.figure.meanJumpOthers': '其他模型的平均提分',
	'classroom.figure.tauTrueAbilityStep1': '无人准备时与真实能力的 tau-b',
	'classroom.figure.leaderChanged': '第一名换了',
	'classroom.figure.leaderStudied': '第一名准备过考试',
	'classroom.figure.altitude': '所有模型都接受的准备',
	'classroom.figure.meanInflation': '分数平均膨胀',
	'classroom.figure.tauTrueAbilityStep4': '各自准备后（第 4 步）与真实能力的 tau-b',
	'classroom.figure.edgeKept': '自行准备多于统一准备的模型数',
	'classroom.figure.plantedWrongKeys': '植入的错误答案键',
	'classroom.figure.plantedImpossible': '植入的无解题目',
	'classroom.figure.flaggedItems': '被标记的题目',
	'classroom.figure.plantedFound': '标记找出的坏题',
	'classroom.figure.extraFlagged': '另外被标记的题目',
	'classroom.figure.droppedItems': '删去的题目',
	'classroom.figure.meanScoreRise': '删去后分数的平均变化',
	'classroom.figure.tauBeforeAfter': '删去前后两个排行榜的 tau-b',
	'classroom.figure.tauTrueAbilityWithBroken': '含坏题时与真实能力的 tau-b',

	// ---- 图表用词 ----
	'classroom.axis.score': '分数（%）',
	'classroom.axis.items': '每套测试集的题目数',
	'classroom.axis.tau': 'tau-b',
	'classroom.axis.points': '百分点',
	'classroom.chart.band': '{pairs, number} 对测试集的 5–95%',
	'classroom.studiedMark': '▲ 自行准备过考试',

	// ---- 第 1 步 ----
	'classroom.step1.title': '一套测试集，一个排行榜',
	'classroom.step1.lead':
		'一个模拟的基准测试：{models, number} 个真实能力已知的模型回答 {items, number} 道题目。测试集只有一个用途：给它们排名。',
	'classroom.step1.headline':
		'第一名得分 {leader}，最后一名 {last}。与真实能力相比，这个排行榜的肯德尔 tau-b = {tau}。',
	'classroom.step1.chart': '排行榜：每个模型在测试集上的分数',
	'classroom.step1.barLabel': '{model}（真实第 {rank, number} 名）',
	'classroom.step1.ask': '排在最上面的模型真的最强吗？换一套测试集会怎样？',

	// ---- 第 2 步 ----
	'classroom.step2.title': '同一来源的新测试集',
	'classroom.step2.lead':
		'从同一来源抽一批新题目，就像把基准测试重新建一遍。每个分数都变了。排名呢？',
	'classroom.step2.headline':
		'每个分数都变了：平均变化 {mean}，最多 {largest}。但两个排行榜的 tau-b = {tau}。',
	'classroom.step2.settled':
		'大约 {k, number} 道题目时排名就稳定了（两套测试集的 tau-b ≥ 0.9），此时分数仍变化 {change}；即使到 {largest, number} 道题目，分数仍变化 {changeLargest}。',
	'classroom.step2.notSettled':
		'在这个场景中，直到 {largest, number} 道题目，两套测试集的 tau-b 都没有达到 0.9；那里分数仍变化 {changeLargest}。',
	'classroom.step2.chartScores': '每个模型在第一套和新测试集上的分数',
	'classroom.step2.point': '新测试集',
	'classroom.step2.interval': '从一套测试集到另一套',
	'classroom.step2.chartTau': '同样大小的两套测试集：排名有多一致',
	'classroom.step2.chartChange': '……以及分数相差多少',
	'classroom.step2.lineTau': '两个排名之间的 tau-b',
	'classroom.step2.lineChange': '典型分数变化（百分点）',

	// ---- 第 3 步 ----
	'classroom.step3.title': '更难的新测试集',
	'classroom.step3.lead': '这一次新测试集偏向更难的题目。每个分数都下降了。模型还排成一条线吗？',
	'classroom.step3.headline':
		'分数平均下降 {mean}（{smallest} 到 {largest}）；各模型仍在一条直线上（r = {r}），排名的 tau-b 保持在 {tau}。',
	'classroom.step3.chart': '测试集上的分数与更难测试集上的分数',
	'classroom.step3.x': '测试集上的分数（%）',
	'classroom.step3.y': '更难测试集上的分数（%，{draws, number} 套的平均）',
	'classroom.step3.points': '模型',
	'classroom.step3.identity': '没有变化（y = x）',
	'classroom.step3.fit': '拟合直线（“准确率在线上”）',

	// ---- 第 4 步 ----
	'classroom.step4.title': '准备考试（“benchmaxxed”）',
	'classroom.step4.lead':
		'有些模型专门针对基准测试这类题目做了准备。它们的真实能力并没有变。排行榜看得出来吗？',
	'classroom.step4.headline':
		'准备过的模型提高了 {jump}，其他模型没有变化。与真实能力相比，tau-b 从 {before} 降到了 {after}。',
	'classroom.step4.leaderTrue': '第一名仍然是真正最强的模型。',
	'classroom.step4.leaderNotTrue': '第一名已经不是真正最强的模型了。',
	'classroom.step4.chart': '每个模型准备前后的分数',
	'classroom.step4.point': '准备后',
	'classroom.step4.interval': '准备前 → 准备后',

	// ---- 第 5 步 ----
	'classroom.step5.title': '高原训练',
	'classroom.step5.lead': '现在，每个模型在测试前都接受同样的准备，叠加在它自己做过的准备之上。',
	'classroom.step5.headline':
		'每个分数都上升了，平均 {inflation}。与真实能力相比，tau-b 回到了 {after}：各自准备后是 {studied}，无人准备时是 {unprepared}。',
	'classroom.step5.chart': '每个模型无准备时与统一准备后的分数',
	'classroom.step5.point': '统一准备后',
	'classroom.step5.interval': '无准备 → 统一准备',

	// ---- 第 6 步 ----
	'classroom.step6.title': '看看题目',
	'classroom.step6.lead':
		'有些题目是坏的：答案键错了，或者谁也答不对。题目视图的标记能找出它们。删掉它们，会有什么变化？',
	'classroom.step6.headline':
		'标记找出了 {planted, number} 道坏题中的 {found, number} 道（另有 {extra, number} 道其他题目被标记）；删去 {dropped, number} 道题目后，分数变化 {rise}，排名几乎不变（与原排名的 tau-b = {tau}）。',
	'classroom.step6.headlineKept':
		'标记找出了 {planted, number} 道坏题中的 {found, number} 道（另有 {extra, number} 道其他题目被标记）。现在还没有删去任何题目：勾选下面的选项，删去它们，看看有什么变化。',
	'classroom.step6.drop': '删去被标记的题目',
	'classroom.step6.dropFlag': '标记为“{flag}”的题目（{what}）',
	'classroom.step6.chart': '每个模型含坏题与不含坏题时的分数',
	'classroom.step6.point': '删去后',
	'classroom.step6.interval': '删去前 → 删去后',
	'classroom.step6.items': '值得细读的题目',
	'classroom.step6.col.item': '题目',
	'classroom.step6.col.planted': '植入的问题',
	'classroom.step6.col.flags': '标记',
	'classroom.step6.col.solvedBy': '答对的模型',
	'classroom.step6.planted.wrongKey': '答案键错误',
	'classroom.step6.planted.impossible': '谁也答不对',
	'classroom.step6.planted.none': '—',
	'classroom.step6.solvedBy': '{n, number} 个（共 {models, number} 个）',
	'classroom.flag.inverted': '强模型答错、弱模型答对',
	'classroom.flag.nobodySolves': '没有模型答对',
	'classroom.flag.judgeDisagrees': '评审意见不一致',
	'classroom.flag.pivotal': '决定了前几名的先后',
	'classroom.flag.everybodySolves': '所有模型都答对',

	// ---- 第 7 步 ----
	'classroom.step7.title': '轮到你了',
	'classroom.step7.lead': '拖入你自己的结果文件，或打开一个示例数据集，然后逐条检查：',
	'classroom.step7.drop': '在首页拖入你自己的文件',
	'classroom.step7.samples': '或者打开一个示例数据集：',
	'classroom.step7.open': '打开',
	'classroom.step7.opening': '正在打开…',
	'classroom.step7.checklist': '要看什么',
	'classroom.step7.dataset': '要检查的数据集',
	'classroom.step7.noDataset': '请先打开一个示例或拖入一个文件，下面的链接就会打开它。',
	'classroom.step7.check': '去检查',
	'classroom.step7.openItems': '打开题目视图',
	'classroom.step7.openSweep': '打开强度扫描',
	'classroom.step7.openTables': '打开分数表',
	'classroom.step7.openStartTables': '拖入或生成一张分数表',
	'classroom.step7.shownAt': '第 {step, number} 步演示过',
	'classroom.checklist.rankingNotScore':
		'看排名，而不是分数：重抽测试集（自助法），对照分数移动了多少与排名有多稳定。',
	'classroom.checklist.enoughItems': '检查测试集够不够大：规模扫描显示排名需要多少道题目才会稳定。',
	'classroom.checklist.harderTestSet':
		'试试更难的测试集（难度偏移，按强度逐级扫描）：分数是否一起下降，并且仍在一条直线上？',
	'classroom.checklist.trainedOnTest':
		'查找在测试集上训练的迹象：比较模型训练之前与之后编写的题目（时间切分）。',
	'classroom.checklist.samePreparation':
		'问一问每个模型的准备方式是否相同；在不同基准测试或条件之间比较排名。',
	'classroom.checklist.readFailingItems':
		'打开失败的题目：错误的答案键、无解或有歧义的问题（题目视图的标记）。',
	'classroom.checklist.sameSetup': '检查每个模型的运行设置是否相同（上限、温度、评测框架）。',

	// ---- 引文与事实 ----
	'classroom.quote.label': '原文',
	'classroom.quote.translatorNote':
		'译注：此处原文中译与英文原意有出入，更贴切的译法是：“{suggested}”',
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
	'classroom.fact.trainBeforeTest':
		'在测试前让每个模型都接受同样的、针对基准测试的微调，{benchmarks, number} 个基准测试对 {models, number} 个模型给出的排名之间的平均一致性（肯德尔 tau-b）从约 {tauDirect} 提高到约 {tauTrainBeforeTest}。',
	'classroom.fact.labelErrors':
		'在 {testSets, number} 个广泛使用的测试集中，平均约 {sharePercent}% 的题目标签有误。',

	// ---- 教师指南 ----
	'classroom.teachers.title': '教师指南',
	'classroom.teachers.lead':
		'七个页面，大约十分钟，一个论点（莫里茨·哈特的）：测试集稍有变化，基准测试的分数就无法复现，但排名可以——除非各模型为考试做的准备程度不同；让所有模型接受同样的准备，排名就恢复了。最后几页沿用哈梅尔·侯赛因的建议：相信头条分数之前，先打开题目看看。',
	'classroom.teachers.before':
		'课前：逐步打开每一步，调好设置，复制它的链接（地址中包含步骤、语言和所有设置）。课上：演示模式（<code>{presentKey}</code>），全屏（<code>{fullKey}</code>），用方向键或翻页笔切换。一切都在浏览器中运行，页面加载后即可离线使用。',
	'classroom.teachers.back': '回到故事',
	'classroom.teachers.open': '打开第 {step, number} 步',
	'classroom.teachers.shows': '展示什么',
	'classroom.teachers.time': '约 {minutes, number} 分钟',
	'classroom.teachers.ask': '可以问学生的问题',
	'classroom.teachers.step1.shows':
		'一个由真实能力已知的模型组成的排行榜（真实能力即它在基准测试可能问到的全部题目上的分数）。测试集是这个来源的一个样本，只用于排名。',
	'classroom.teachers.step1.ask1': '第一名的分数能告诉我们它在一道从没见过的新题上表现如何吗？',
	'classroom.teachers.step1.ask2': '为什么要把测试集锁起来，只用一次？',
	'classroom.teachers.step2.shows':
		'同一来源的第二套测试集：每个分数都变动几个百分点，排名却几乎不变。多重抽几次；把题目数滑到 20 再滑回来。曲线显示排名所需的题目远少于分数所需的。',
	'classroom.teachers.step2.ask1':
		'一个模型在一套测试集上得 90%，在另一套上得 73%：它的准确率是多少？',
	'classroom.teachers.step2.ask2': '为什么排名比分数更早稳定下来？',
	'classroom.teachers.step3.shows':
		'更难的测试集：所有分数都下降几个百分点，就像 ImageNet 模型在 ImageNetV2 上那样，但各模型仍排在一条直线上，所以排名不变。',
	'classroom.teachers.step3.ask1':
		'如果每个分数都下降了，是基准测试坏了，还是只有它的绝对数字不可靠？',
	'classroom.teachers.step3.ask2': '如果某个模型远离这条直线，意味着什么？',
	'classroom.teachers.step4.shows':
		'有些模型针对基准测试这类题目做了准备：它们的分数跃升，真实能力却没变，排行榜不再按能力排序。勾选一个弱模型，看它往上爬。',
	'classroom.teachers.step4.ask1': '为考试做准备算作弊吗？界线在哪里？',
	'classroom.teachers.step4.ask2': '从外部怎么看出一个模型专门为这个基准测试做过准备？',
	'classroom.teachers.step5.shows':
		'1968 年奥运会 1500 米的故事，然后是解决办法：测试前让每个模型接受同样的准备。所有分数都被夸大了，但排名又与真实能力一致了（先训练后测试）。',
	'classroom.teachers.step5.ask1': '为什么让大家都准备能修复排名，却修复不了分数？',
	'classroom.teachers.step5.ask2': '如果统一准备比某些模型自己做的准备还弱，会怎样？',
	'classroom.teachers.step6.shows':
		'在测试集中植入坏题（错误的答案键、无解的问题），由题目视图的标记找出。删掉它们会提高分数，排名几乎不动；重点是要去看。',
	'classroom.teachers.step6.ask1': '你会先读哪些题目？为什么？',
	'classroom.teachers.step6.ask2': '为什么错误的答案键对强模型的伤害比对弱模型大？',
	'classroom.teachers.step7.shows': '一份针对真实结果的检查清单，每一条都对应应用中检查它的地方。',
	'classroom.teachers.step7.ask1': '你依赖哪个基准测试？它通过了这些检查中的哪几条？',
	'classroom.teachers.step7.ask2': '你自己的私有测试集会是什么样子？',
	'classroom.teachers.facts': '引用的事实及其来源',
	'classroom.teachers.sources': '来源',
	'classroom.teachers.model': '模拟是怎样工作的',
	'classroom.teachers.model1':
		'来源是由应用的项目反应模型（固定随机种子）生成的 {items, number} 道题目和 {models, number} 个模型的作答。一个模型的真实能力就是它在整个来源上的分数；测试集是来源的一个样本。',
	'classroom.teachers.model2':
		'准备考试：每道题目有一个“可准备度”；准备程度为 p 的模型会答对所有可准备度低于 p 的题目。它的真实能力不变。准备不会叠加：一个模型最终取自身准备程度与统一准备程度中较高的那个。',
	'classroom.teachers.model3':
		'坏题：错误的答案键会把一道能区分强弱模型的题目上每个模型的评分颠倒过来；无解的题目所有模型都答错。',
	'classroom.teachers.model4':
		'tau-b 是肯德尔秩相关系数：两个排名在每一对模型上都一致时为 1，一致与不一致的对数相同时为 0。'
} as const satisfies Record<keyof typeof enClassroom, string>;

export default zhCNClassroom;
