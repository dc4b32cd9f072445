/**
 * 名次置信集（issue 22）的简体中文消息：名次图的横条选择、排行榜的列与句子、两两胜负、分数表的
 * 面板以及定义。与 en-rank-sets.ts 键一一对应；并入 zh-CN.ts。
 */
import type enRankSets from './en-rank-sets.ts';

const zhCNRankSets = {
	// ---- 名次图 ----
	'rankSets.title': '数据支持哪些名次',
	'rankSets.choice.label': '横条表示',
	'rankSets.choice.simultaneous': '联合 {level} 置信集',
	'rankSets.choice.marginal': '边际 {level} 置信集',
	'rankSets.choice.perturbation': '重抽样的 95% 区间',
	'rankSets.explain.simultaneous':
		'每个模型在完整测试集上的名次（圆点）及其联合 {level} 名次置信集（横条）：所有横条合在一起，以约 {level} 的概率同时覆盖每个模型的真实名次。由各题得分计算：{draws, number} 次 bootstrap 抽样，随机种子 {seed}。',
	'rankSets.explain.marginal':
		'每个模型在完整测试集上的名次（圆点）及其边际 {level} 名次置信集（横条）：单独看每一条，都以约 {level} 的概率覆盖该模型的真实名次；放在一起看，总会有几条落空。由各题得分计算：{draws, number} 次 bootstrap 抽样，随机种子 {seed}。',
	'rankSets.explain.perturbation':
		'每个模型在完整测试集上的名次（圆点），以及它在各次重抽样中名次的中间 95%（横条）。这是扰动的百分位区间，不是模型名次的置信集。',
	'rankSets.not':
		'“真实名次”指在无穷多道同类题目上的名次。置信集反映的是这份测试集的抽样噪声，与测试集发生偏移或换一个基准测试无关。',
	'rankSets.legend.simultaneous': '联合 {level} 名次置信集',
	'rankSets.legend.marginal': '边际 {level} 名次置信集',
	'rankSets.legend.perturbation': '重抽样的 95% 区间（不是置信集）',
	'rankSets.aria': '各模型的名次：参照名次，以及作为横条的{what}（在图上方选择）',
	'rankSets.pending': '正在计算名次置信集……{share}',
	'rankSets.pendingStart': '正在计算名次置信集……',
	'rankSets.later': '名次置信集会在抽样完成后计算。',
	'rankSets.stopped':
		'名次置信集随附加统计一起被停止：横条显示的是重抽样的区间。再次运行即可得到它们。',
	'rankSets.tooMany':
		'名次置信集最多计算到 {max, number} 个模型（本次运行有 {n, number} 个）：横条显示的是重抽样的区间。',
	'rankSets.none': '这个结果没有名次置信集：横条显示的是重抽样的区间。',
	'rankSets.table.simultaneous': '联合 {level} 置信集',
	'rankSets.table.marginal': '边际 {level} 置信集',
	'rankSets.csvTitle': '名次置信集',

	// ---- 排行榜 ----
	'rankSets.column': '名次（{level} 置信集）',
	'rankSets.columnLabel': '名次置信集：第 {lo, number} 至第 {hi, number} 名',
	'rankSets.couldBeFirst':
		'{n, plural, other {有 # 个模型可能排第一}}；{m, plural, other {# 个可能位列前 {k, number} 名}}（联合 {level} 名次置信集）。',
	'rankSets.onlyFirst':
		'只有 <data>{model}</data> 可能排第一；{m, plural, other {# 个模型可能位列前 {k, number} 名}}（联合 {level} 名次置信集）。',
	'rankSets.brackets.agree': '分组括号与名次置信集一致：二者区分的是同样的模型。',
	'rankSets.brackets.differ':
		'按名次置信集，会有 {n, plural, other {# 个分组}}从不同的模型开始（在 <data>{models}</data> 处）。',
	'rankSets.why':
		'为什么会不同：分组括号和两两胜负依据的是每一对模型各自的检验加 Holm 校正；名次置信集依据的是对所有模型对的最大标准化差异所做的一次 bootstrap（正态近似）。两者都把出现任何一个错误“明显领先”的概率控制在约 5%，因此处在边缘的模型对可能落在任意一边。',

	// ---- 两两胜负 ----
	'rankSets.pairs.agree': '名次置信集对图中全部 {n, number} 对模型的判断相同。',
	'rankSets.pairs.differ':
		'名次置信集对图中 {n, number} 对模型里的 {d, number} 对判断不同：<data>{pairs}</data>。',
	'rankSets.tip.separated': '名次置信集：其中一个明确领先',
	'rankSets.tip.notSeparated': '名次置信集：无法区分',

	// ---- 定义 ----
	'def.rankSetSimultaneous.term': '联合名次置信集',
	'def.rankSetSimultaneous.what':
		'所有模型同时可能占据的名次：以约等于置信水平（95%）的概率，每个模型的真实名次都落在各自的集合里。',
	'def.rankSetSimultaneous.how':
		'由参照分数及其协方差（题目层面的协方差除以 n；选了分群列时为整群协方差）计算：bootstrap 抽样 <code>{z}</code>；当 <code>{t}</code> 超过尚未拒绝的模型对上 <code>{max}</code> 的置信水平分位数时，判定一个模型明确优于另一个，每轮拒绝后重新计算（逐步下降法）。集合：<code>{bounds}</code>。',
	'def.rankSetSimultaneous.not':
		'反映的是这份测试集的抽样噪声（再抽一批同类题目）：与测试集偏移、换一个基准测试或扰动的重抽样无关。',
	'def.rankSetMarginal.term': '边际名次置信集',
	'def.rankSetMarginal.what':
		'单独看一个模型时它可能占据的名次：以约等于置信水平的概率，这个模型的真实名次落在它的集合里。',
	'def.rankSetMarginal.how':
		'与联合置信集相同，只是只用涉及这个模型的模型对：<code>{family}</code>。它总是落在联合置信集之内。',
	'def.rankSetMarginal.not':
		'不能用来同时解读多个模型：模型一多，总有几个边际置信集会落空。同时解读请用联合置信集。',
	'def.topKSet.term': '可能位列前 k 名',
	'def.topKSet.what':
		'可能位列前 k 名的模型：以约等于置信水平的概率，这个集合包含所有真正位列前 k 名的模型。',
	'def.topKSet.how':
		'联合名次下界不超过 k 的模型（<code>{rule}</code>）：所有有序模型对的单侧检验族，在逐步下降法下正是联合置信集本身所用的检验族。“可能排第一”即 k = 1。',
	'def.topKSet.not':
		'不是这些模型之间的排名，也不是说它们每一个都在前 k 名之内：只是每一个都有可能。',

	// ---- 分数表 ----
	'rankSets.tables.title': '数据支持哪些名次',
	'rankSets.tables.explain':
		'针对一个带标准误的基准测试：每个模型的分数、名次，以及数据支持的名次（边际与联合），把各模型的分数视为相互独立（协方差为对角阵）。{draws, number} 次 bootstrap 抽样，随机种子 {seed}。',
	'rankSets.tables.benchmark': '基准测试',
	'rankSets.tables.level': '置信水平',
	'rankSets.tables.k': '前 k 名集合的 k',
	'rankSets.tables.run': '计算',
	'rankSets.tables.cancel': '停止',
	'rankSets.tables.noStderr':
		'这个条件下没有任何基准测试带标准误，而名次置信集需要它（分数旁的一列，例如 <code>{example}</code>）。',
	'rankSets.tables.withoutStderr':
		'{n, plural, other {有 # 个模型在这个基准测试上没有标准误，未参与排名。}}',
	'rankSets.tables.model': '模型',
	'rankSets.tables.score': '分数',
	'rankSets.tables.se': '标准误',
	'rankSets.tables.rank': '名次',
	'rankSets.tables.marginal': '边际置信集',
	'rankSets.tables.simultaneous': '联合置信集',
	'rankSets.tables.topK': '可能位列前 {k, number} 名',
	'rankSets.tables.json': '导出名次置信集（JSON）',
	'rankSets.tables.csv': '导出名次置信集（CSV）',
	'rankSets.tables.yes': '是',
	'rankSets.tables.failed': '无法计算名次置信集：{detail}'
} as const satisfies Record<keyof typeof enRankSets, string>;

export default zhCNRankSets;
