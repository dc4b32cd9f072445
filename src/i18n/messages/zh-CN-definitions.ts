/**
 * 每个统计量的简体中文定义（core/definitions.ts）：名称、含义、计算方法及其不代表什么。
 * 展开到 zh-CN.ts；与 en-definitions.ts 键相同。
 */
import type enDefinitions from './en-definitions.ts';

const zhCNDefinitions = {
	// ---- 定义 ----
	'def.close': '关闭',
	'def.not': '注意：',
	'def.label': '定义：{term}',
	'def.what': '{term}是什么？',
	'def.score.term': '分数',
	'def.score.what': '模型在测试集上的平均分。',
	'def.score.how':
		'模型所有非缺失单元格的平均值，每道题目按它在本次抽样中的权重计入（参照中为 1）。',
	'def.rank.term': '名次',
	'def.rank.what': '在排行榜上的位置，1 = 最好。',
	'def.rank.how':
		'<code>{call}</code>：分数相同的模型共享较好的名次。一次抽样中不在场的模型（参赛模型变化）在该次抽样中没有名次。',
	'def.tau.term': '肯德尔 tau-b',
	'def.tau.what':
		'一个排名与参照排名的一致程度：1 = 顺序相同，0 = 顺序一致与顺序相反的模型对一样多，−1 = 完全颠倒。',
	'def.tau.how':
		'带结校正的肯德尔 tau-b，在本次抽样的分数与参照分数之间、对两者都在场的模型计算（<code>{call}</code>），采用 Knight（1966）的 <code>{cost}</code> 算法。',
	'def.draws.term': '抽样',
	'def.draws.what': '一次运行中的各个扰动后的测试集；每一个只取决于随机种子和它的序号。',
	'def.draws.how':
		'随机种子为 <code>{s}</code> 的运行中，第 <code>{d}</code> 次抽样使用 <code>{prng}</code>，其种子为 <code>{hash}</code>；同一种子无论用多少个工作线程都给出同样的抽样。',
	'def.scoreInterval.term': '95% 区间（分数）',
	'def.scoreInterval.what': '模型在各次随机抽样中分数的中间 95%。',
	'def.scoreInterval.how':
		'<code>{low}</code> 与 <code>{high}</code>：对模型有分数的那些抽样计算 <code>{call}</code>（<code>{method}</code>）；旁边注明抽样次数。',
	'def.scoreInterval.not': '这是扰动的百分位区间，不是模型真实分数的置信区间。',
	'def.rankInterval.term': '95% 名次区间',
	'def.rankInterval.what': '模型在各次随机抽样中名次的中间 95%。',
	'def.rankInterval.how':
		'<code>{low}</code>、<code>{high}</code>，对模型参与的抽样计算，因此两端都是整数名次。',
	'def.rankInterval.not': '不是模型真实名次的置信区间。',
	'def.pFirst.term': '第一名占比',
	'def.pFirst.what': '模型排名第一的重抽所占的比例。',
	'def.pFirst.how':
		'对所有抽样：模型单独第一记 1，k 个模型并列第一各记 1/k，否则记 0（不在场也记 0）；再对所有抽样取平均。这一列之和为 1。应用中凡是统计“排第一”的地方（榜首不变、榜首的噪声基底、扫描的每一步、各变体、最坏情况）都按这同一条规则。',
	'def.pFirst.not': '这是模型排名第一的重抽所占的比例，不是它真正是最佳模型的概率。',
	'def.pFirstSE.term': '±（第一名占比的蒙特卡洛误差）',
	'def.pFirstSE.what': '换一个随机种子，第一名占比会变动多少：它的蒙特卡洛标准误。',
	'def.pFirstSE.how':
		'对 <code>{n}</code> 次抽样计算 <code>{formula}</code>（二项分布标准误；并列按 1/k 计时它是一个上界）。',
	'def.pFirstSE.not': '只反映抽样次数有限带来的误差，不反映对模型本身的不确定性。',
	'def.leaderKept.term': '榜首不变',
	'def.leaderKept.what':
		'参照榜首仍排名第一的重抽所占的比例：即它的第一名占比，k 个模型并列第一时各记 1/k。',
	'def.leaderKept.how':
		'只统计参照榜首参与的抽样（除参赛模型变化外即全部抽样，此时会注明次数）；参照榜首是参照排名中排第一的模型，分数相同时按列的顺序决定。',
	'def.leaderKept.not': '不是榜首真正是最佳模型的概率。',
	'def.leaderKeptSE.term': '±（“榜首不变”的蒙特卡洛误差）',
	'def.leaderKeptSE.what': '换一个随机种子，“榜首不变”的比例会变动多少。',
	'def.leaderKeptSE.how':
		'对榜首参与的 <code>{n}</code> 次抽样计算 <code>{formula}</code>（二项分布标准误）。',
	'def.tauDistribution.term': 'tau-b 分布',
	'def.tauDistribution.what': '各次随机抽样中与参照排名的 tau-b 如何变化。',
	'def.tauDistribution.how':
		'对 tau-b 有定义的抽样计算平均值、中位数、5% 和 95% 分位数（<code>{call}</code>）以及最小值（所有模型分数都相同的抽样没有 tau-b，单独计数）。',
	'def.maxSwing.term': '最大变动',
	'def.maxSwing.what': '在扰动下模型分数最多能变动多少。',
	'def.maxSwing.how':
		'随机抽样：参照分数到该模型 95% 区间任一端的最大距离。固定变体：|变体分数 − 参照分数| 的最大值。搜索：|最坏情况分数 − 参照分数| 的最大值。',
	'def.variant.term': '变体',
	'def.variant.what':
		'测试集的一个固定版本（去掉一个类别、时间切分的一侧、一个阈值、一套偏移后的测试集）。',
	'def.variant.how': '每个变体单独计分和排名；tau-b 是它与参照排名的一致程度。',
	'def.variant.not': '变体不是随机样本：它们之间没有 95% 区间、第一名占比或保守名次。',
	'def.variantRange.term': '各变体间的最小值 – 最大值',
	'def.variantRange.what': '各变体中的最小值和最大值。',
	'def.variantRange.how': '模型在它有分数（或名次）的各变体中的最小值和最大值。',
	'def.variantRange.not': '不是具有覆盖率的区间：换一组变体，它可能更宽。',
	'def.searchTau.term': '找到的最坏情况',
	'def.searchTau.what': '搜索在范围内达到的与参照排名的最低 tau-b。',
	'def.searchTau.how':
		'在凭证权重下各分数的 tau-b；把类别 <code>{g}</code> 的每道题目按 <code>{w}</code> 加权即可重新算出。',
	'def.searchTau.not':
		'不一定是可能的最坏情况：只有标注为“已证明”的结果才是。否则它是找到的最坏情况，下方的界（若显示）说明真实的最坏情况最低可能到哪里。“已证明”涵盖界内所有不让任何两个结果不同的模型恰好打平的权重；恰好让其中两个模型打平的权重（刀刃上的点，例如权重框的某个角）不计在内，因为权重稍有变动，这种平局就会打破。',
	'def.searchWeights.term': '凭证（权重）',
	'def.searchWeights.what': '达到最坏情况的加权方式：每个类别中题目的权重。',
	'def.searchWeights.how':
		'类别 <code>{g}</code> 的每道题目计 <code>{w}</code> 次，<code>{range}</code>，因此一个类别在测试集中的占比最多改变 <code>{ratio}</code> 倍。',
	'def.searchEvaluated.term': '评估的点数',
	'def.searchEvaluated.what': '搜索计算过分数的加权方式有多少种。',
	'def.searchEvaluated.how':
		'搜索确定了其 tau-b 的权重空间中的点：搜索过的直线上两次模型对交叉之间的每一段算一个，线性规划给出的每个点也算一个。',
	'def.searchMethod.term': '搜索方法',
	'def.searchMethod.what': '最坏情况是如何寻找的。',
	'def.searchMethod.how':
		'线搜索：在整个权重空间（含内部）上做精确线搜索，从参照权重和随机点多次重启。分支定界（完整数据，最多 12 个类别）：接着搜索哪些模型对可以同时被颠倒，完成时即证明了最小值。在 {dataset}（30 个模型、10 个类别）上实测，范围不超过 ±90% 时几秒内即可完成；模型多得多时可能完成不了，结果会标明“未证明”，并给出它已证明的下界。搜索在 {seconds, number} 秒后停止，给出找到的最好点，并加以说明。',
	'def.sweepStep.term': '步',
	'def.sweepStep.what': '扫描中的一种强度（或测试集规模），有它自己的抽样。',
	'def.sweepStep.how':
		'每一步都恰好等同于以该强度、相同种子和相同抽样次数的单独运行；不同步之间从不合并。',
	'def.sweepTau.term': '与完整测试集的 tau-b',
	'def.sweepTau.what': '这一步各次抽样与参照排名的 tau-b 的中位数（5–95%）。',
	'def.sweepTau.how': '对这一步的抽样计算 <code>{call}</code>。',
	'def.sweepTau.not':
		'对规模扫描而言，这是把子集与包含它的完整测试集相比，会高估同样规模的测试集的可复现程度。',
	'def.replicationTau.term': '复现 tau-b',
	'def.replicationTau.what':
		'两套各有 k 道题目的独立测试集之间的一致程度：两个互不重叠的 k 题子集上排名之间的 tau-b。',
	'def.replicationTau.how':
		'每次抽样取两个互不重叠的随机 k 题子集（<code>{condition}</code>）；对这一步的抽样取中位数（5–95%）。“趋于稳定”使用这个指标。',
	'def.meanAbsScoreChange.term': '典型分数变动',
	'def.meanAbsScoreChange.what': '在这一步的一次典型抽样中分数变动多少。',
	'def.meanAbsScoreChange.how':
		'每次抽样对所有模型取 |抽样分数 − 参照分数| 的平均值（分数单位）；再对这一步的抽样取中位数（5–95%）。',
	'def.difficultyShift.term': '难度偏移',
	'def.difficultyShift.what':
		'按参与排名的模型自己的解出率给同一批题目重新加权后，它们向难题倾斜了多少：加权后标准化难度的平均值，以标准差计。',
	'def.difficultyShift.how':
		'题目的难度是参与排名的模型在这道题目上的解出率（它们在该题上的平均分），在所有题目上标准化（减去平均解出率，再除以解出率的标准差），这是线性尺度（不是对数几率）。题目按指数倾斜向更难的方向重新加权，直到重新加权后的平均难度等于要求的偏移。实际达到的偏移在重新加权后的测试集上测得，可能达不到要求的偏移。',
	'def.difficultyShift.not': '难度来自这些模型自己的作答，而不是对题目的外部判断。',
	'def.se.term': '标准误',
	'def.se.what': '如果题目相互独立，参照分数对模型在同类题目上的分数估计得有多精确。',
	'def.se.how': '对模型在场的题目计算 <code>{formula}</code>（<code>{call}</code>）。',
	'def.se.not': '它假设题目相互独立；来源相同的题目需要使用聚类稳健标准误。',
	'def.seClustered.term': '聚类稳健标准误',
	'def.seClustered.what': '同一群（一个段落、一个代码仓库、一个模板）中的题目不独立时的标准误。',
	'def.seClustered.how':
		'聚类稳健的 CR1：<code>{formula}</code>，<code>{g}</code> = 模型在场题目中的群数；没有取值的题目各自成为一个群（同 <code>{call}</code>）。群少于 20 个时，它本身就不确定。',
	'def.seClustered.not': '诸如容易 / 中等 / 困难这样的分层不是群：按它们分群得到的数值没有意义。',
	'def.seTrials.term': '两层标准误（题目，再到试验）',
	'def.seTrials.what':
		'每个单元格是 k 次通过/未通过试验的平均值时的标准误：题目之间的方差，加上每道题目内部试验的方差。',
	'def.seTrials.how':
		'<code>{formula}</code>，<code>{s2}</code> 为各单元格平均值的方差（n − 1），<code>{within}</code> 对模型 k ≥ 2 的题目计算（k 次试验的样本方差除以 k：无偏；p (1 − p) / k 会小 (k − 1) / k 倍）。试验所占的份额为 <code>{share}</code>。',
	'def.seTrials.not':
		'它通常并不比普通标准误大：各单元格平均值本身已含有试验的噪声，所以两者一致，除非题目之间的差异小于试验噪声（此时由试验决定下限）。它也不是固定一组题目时仅由试验带来的不确定性。',
	'def.clusterColumn.term': '分群列',
	'def.clusterColumn.what':
		'其取值把来源相同的题目（一个段落、一个代码仓库、一个模板）分成组的那一列。',
	'def.clusterColumn.how':
		'由你选择；只有当某一列看起来像群时才会推荐（许多只含几道题目的小组，或列名如来源、段落、仓库、模板）。无 = 不分群。',
	'def.clusterColumn.not': '只有几个取值的类别或难度等级是分层，而不是群。',
	'def.imitates.term': '模拟的变化',
	'def.imitates.what':
		'扰动所代表的现实变化：抽样噪声（从同一题库再抽一套同样大小的测试集：自助法、子抽样、整群自助法、规模扫描）、偏移（来源改变后的测试集：难度、类别权重、去掉一个类别、按时间切分）、评分（同样的回答换一种评法：标签噪声、通过阈值），或参赛者（排行榜上换一批模型）。',
	'def.imitates.how':
		'在目录中按种类声明；结论句据此把分数变动与抽样噪声对照，结果 JSON 中记为 <code>{field}</code>。',
	'def.scoreSE.term': '分数的抽样噪声',
	'def.scoreSE.what':
		'一套同样大小的测试集上的模型分数，通常离它在无穷多道同类题目上的分数有多远：即它在完整测试集上的标准误。两套这样的测试集之间约相差它的 √2 倍。',
	'def.scoreSE.how':
		'普通标准误；选择了分群列时为 CR1 聚类稳健标准误（<code>{field}</code>）。分数区间后面的灰色带是 <code>{band}</code>：无穷多道同类题目上分数的 95% 区间。另一套同样大小的测试集只有约 83% 的时候落在其中，因为它的分数与这一套相差 √2 个标准误（<code>{coverage}</code>）。',
	'def.scoreSE.not':
		'它说明不了来源改变后的测试集：那样的测试集可以让分数变动许多个标准误；而且题目越多它越小，偏移却不会因此变小。',
	'def.tauFloor.term': '噪声基底（tau-b）',
	'def.tauFloor.what': '同一题库中两套同样大小的测试集在排名上有多一致：仅由抽样噪声造成的 tau-b。',
	'def.tauFloor.how':
		'{pairs, number} 对相互独立的完整规模自助重抽样（有分群列时整群重抽），以运行的种子为种子：对每一对计算 <code>{call}</code>，再取 <code>{q}</code>。与完整测试集对照的基底（<code>{vsRef}</code>）则把每次重抽样与完整测试集相比。同类相比：运行与完整测试集的 tau-b（抽样的中位数、变体自身的、凭证的、扫描每一步的中位数）对照与完整测试集相比的基底，两套相互独立的测试集则对照两次重抽样之间的基底。<code>{below}</code> 时低于基底，<code>{above}</code> 时高于基底，否则处于其中；<code>{share}</code> 是与完整测试集的 tau-b 低于这次运行的重抽样所占比例：它们使排名变动更大。',
	'def.tauFloor.not':
		'不是运行自己的 tau-b：它每个数据集只测一次，对每次运行都相同，用来对照运行中排名的变化。',
	'def.leaderFloor.term': '榜首的噪声基底',
	'def.leaderFloor.what':
		'在完整测试集的同样大小重抽样中，参照榜首仍排第一的比例（k 个模型并列第一时各记 1/k，与第一名占比相同）：仅有抽样噪声时它保持第一的频率。',
	'def.leaderFloor.how':
		'在噪声基底的各次重抽样中，对参照榜首所占的第一份额取平均（单独排第一记 1，k 个并列第一各记 1/k，否则记 0）。',
	'def.typicalDrawChange.term': '典型抽样变动',
	'def.typicalDrawChange.what':
		'一次典型抽样使分数变动多少，并与同样大小的一次重抽样所带来的变动对照。',
	'def.typicalDrawChange.how':
		'每次抽样取 <code>{perDraw}</code>；运行的 <code>{typical}</code> 是它在各次抽样上的中位数（变体或最坏情况则取其自身的变动）。<code>{ratio}</code>：是一次重抽样典型变动的多少倍。<code>{within}</code> 时，结论句称其在抽样噪声之内。每个模型：<code>{perModel}</code>。',
	'def.typicalDrawChange.not':
		'不是均值的漂移：对以完整测试集为中心的随机偏移（狄利克雷权重、自助法），各次抽样中模型带符号变动的平均值会相互抵消，而这个量不会。',
	'def.shiftInNoiseUnits.term': '以标准误计的漂移',
	'def.shiftInNoiseUnits.what':
		'运行中的系统性部分：模型在各次抽样或各变体上的平均分离它在完整测试集上的分数有多远，以它分数的标准误计。',
	'def.shiftInNoiseUnits.how':
		'<code>{formula}</code>，其中均值取运行的各次抽样或各个变体（搜索则取其唯一结果）。运行的典型漂移是各模型的 <code>{typical}</code>；典型漂移小于 <code>{band}</code> 时，结论句称其“在抽样噪声之内”。',
	'def.shiftInNoiseUnits.not':
		'不是一次抽样使分数变动多少：以完整测试集为中心的随机偏移漂移很小，而每次抽样都可能变动很大（见典型抽样变动）。它也不是检验：许多模型中有一个漂移 3 个标准误，可能只是偶然；对通过阈值或模型集合变化，分数处在另一种尺度上，因此不给出漂移。',
	'def.splitChange.term': '逐个模型看切分前后',
	'def.splitChange.what':
		'把测试集一分为二的两个变体（时间切分，或依次去掉两个类别中的一个）：每个模型从第一部分到第二部分变动了多少，是否超出抽样噪声，是否超出其他模型在同一切分上的变动。',
	'def.splitChange.how':
		'每个模型：<code>{change}</code>；假如这是对这 n 道题目的随机切分，它的噪声为 <code>{noise}</code>（n₁、n₂：两部分的题目数；标准误取完整测试集上的）；超出部分 <code>{excess}</code>。超出噪声、超出其他模型：|变动| 或 |超出部分| 除以噪声至少为 <code>{band}</code>。结论句点名两者都超出的模型。',
	'def.splitChange.not':
		'不能证明模型在测试集上训练过：模型在截止日期之后下降也可能另有原因（后来的题目属于另一类）。噪声按随机切分计算；两部分之间真实的偏移只会让它更宽。',
	'def.sharedItems.term': '共同题目',
	'def.sharedItems.what':
		'所有模型都有分数的题目。不足 {minimum, number} 道时，应用只在警告下给出运行的数字，不下结论。',
	'def.sharedItems.how':
		'在整个矩阵上计数（没有缺失单元格时即全部题目）。不足 <code>{minimum}</code> 道题目时，接近 50% 的分数标准误至少为 <code>{se}</code>，两个模型要相差约 25 个百分点才能区分，“在噪声之内”所依赖的正态近似也超出了经验法则的适用范围。所有模型之间没有任何共同题目的矩阵在导入时即被拒绝。',
	'def.sharedItems.not':
		'不是功效计算：30 是应用停止给出结论的界线，而不是基准测试变得可靠的规模。',
	'def.ci.term': '95% 区间（标准误）',
	'def.ci.what': '由旁边的标准误得到的模型参照分数的 95% 置信区间。',
	'def.ci.how':
		'<code>{formula}</code>：选择了分群列时用聚类稳健标准误，<code>{dfClustered}</code>；否则用普通标准误，<code>{dfPlain}</code>。',
	'def.ci.not': '它把完整测试集看作题目的一个样本，与扰动的抽样无关。',
	'def.conservativeRank.term': '保守名次',
	'def.conservativeRank.what': '一个无可争议的名次：1 + 明显更高的模型数。',
	'def.conservativeRank.how':
		'1 + 95% 区间（由标准误得到）完全高于本模型区间的模型数；没有区间的模型没有保守名次（同 LMSYS Chatbot Arena）。',
	'def.agreement.term': 'tau-b 之外的一致性',
	'def.agreement.what': '每次抽样保留了多少排名，再用三种方式衡量。',
	'def.agreement.how':
		'每次抽样：与参照分数的斯皮尔曼 rho（<code>{call}</code>）、前 k 名重合度（同时在两个前 k 名中的模型数除以较长的名单长度；并列在分界处的都算入），以及任一模型名次的最大变化，只统计在场的模型。',
	'def.pairs.term': '排名中的相邻模型',
	'def.pairs.what': '每个模型是否真的领先于下一名，以及领先多少。',
	'def.pairs.how':
		'排名较高的模型得分高于下一名的抽样所占的比例（平分算一半；仅随机抽样）。在完整测试集上、对两者都有分数的题目：差值 <code>{difference}</code> 及其 95% 区间（<code>{dfPlain}</code>；选择了分群列时用 CR1，<code>{dfClustered}</code>）；对只有其中一个解出的题目做 mid-p McNemar 检验（0/1 数据）、配对 t 检验或整群 t 检验得到的 p 值；以及按所列对数做的 Holm 校正。',
	'def.pairs.not': 'p 值不是排序出错的概率；未校正的 p 值忽略了一共检验了多少对。',
	// ---- 发布之前还是之后（issue 35）：日期页 ----
	'def.excessGap.term': '超额落差',
	'def.excessGap.what':
		'模型在其日期之后发布的题目上的分数下降，比其他模型在同样题目上的下降多出多少。',
	'def.excessGap.how':
		'模型的日期（有训练截止日期时用它，否则用发布日期）把带日期的题目分成之前与当天或之后两部分；用它自己的平均分计算 <code>{gap}</code>，再对两侧都有分数的其他模型计算 <code>{excess}</code>。标准误把题目当作样本、两个时期相互独立：逐题 <code>{psi}</code>（对两侧均值用 δ 方法），<code>{variance}</code>；没有缺失单元格时，它就是逐题对比的两样本标准误。噪声单位 = 超额落差 ÷ 标准误；当 <code>{drop}</code> 时，下降超出噪声。',
	'def.excessGap.not':
		'只是迹象，不是证明：后来写的题目可能因为别的原因更难，而且对某些模型影响更大（超额落差只扣除了所有模型共同的损失）；改写或翻译过的题目也可能掩盖真实的污染。',
	'def.afterAllTau.term': '所有模型日期之后的 tau-b',
	'def.afterAllTau.what':
		'带日期的模型在所有日期之后发布的题目（没有一个模型可能训练过）上的排名，与它们在全部题目上的排名相差多远。',
	'def.afterAllTau.how':
		'两个排名之间的肯德尔 tau-b，与其噪声基底相比：从整个测试集中不放回地随机抽取同样多的题目，重复 {draws, number} 次（种子 1）。当 <code>{below}</code>（即这些值的 5% 分位数）时低于噪声基底。',
	'def.afterAllTau.not':
		'这不能证明较晚的题目是更公平的测试：它们数量更少，性质也可能不同（更难、题材不同）；噪声基底只考虑了它们的数量。',
	'def.newerAtEqualCompute.term': '同等算力下的新模型（θ）',
	'def.newerAtEqualCompute.what':
		'在某个基准测试上，截止月份当天或之后发布的模型比同等预训练算力的旧模型高出多少分。',
	'def.newerAtEqualCompute.how':
		'对有分数、日期和算力的模型做普通最小二乘：<code>{model}</code>，从截止月份起新模型记为 1（默认：模型日期中位数所在的月份）；θ 及其经典标准误 <code>{se}</code>。算力取直接给出的值，否则为 <code>{compute}</code>；没有任何模型带算力时去掉这一项，θ 就是两组平均分之差。',
	'def.newerAtEqualCompute.not':
		'这是“在测试任务上训练”的迹象，不是证明：新模型也可能在算力反映不出的方面训练得更好。测试前让每个模型都在该任务上微调，这个差距就会消失。',
	'def.residualGap.term': '残差落差（基准测试日期）',
	'def.residualGap.what':
		'扣除模型的总体水平和每个基准测试的难度之后，模型在其日期之前发布的基准测试上比在当天或之后发布的基准测试上好多少。',
	'def.residualGap.how':
		'对表中每个分数做最小二乘，每个模型一个效应、每个基准测试一个效应：<code>{model}</code>（用交替投影求解）；然后对每个有日期的模型（有训练截止日期时用它，否则用发布日期），在有发布日期的基准测试上计算 <code>{gap}</code>。标准误把该模型的残差当作相互独立、方差取拟合的残差方差：<code>{se}</code>（秩 = 模型数 + 基准测试数 − 互不相连的组数）。噪声单位 = 落差 ÷ 标准误；当 <code>{drop}</code> 时，下降超出噪声。',
	'def.residualGap.not':
		'只是迹象，不是证明：较晚发布的基准测试可能对这个模型更难，而基准测试效应（对所有模型相同）扣除不了这一点；汇集来的表中分数来自不同来源和设置；标准误也没有考虑模型自身的效应是用同样的分数拟合出来的。'
} as const satisfies Record<keyof typeof enDefinitions, string>;

export default zhCNDefinitions;
