/** 简体中文：两个测试集与抽样噪声的比较（`tables.noise.*`）。与 en-two-sets.ts 的键一一对应。 */
import type enTwoSets from './en-two-sets.ts';

const zhCNTwoSets = {
	// ---- 结论句 ----
	'tables.noise.dropNoSE':
		'在 {n, number} 个模型上，分数平均{direction, select, rise {上升} other {下降}}了 {amount}。请填写每个测试集的题目数，或提供其逐题数据，才能与抽样噪声比较。',
	'tables.noise.dropAll':
		'在 {n, number} 个模型上，分数平均{direction, select, rise {上升} other {下降}}了 {amount}，是两者合并抽样误差的 {lo}–{hi} 倍（中位数 {median} 倍）：每个模型的{each, select, rise {上升} other {下降}}都超出了抽样噪声。',
	'tables.noise.dropNone':
		'在 {n, number} 个模型上，分数平均{direction, select, rise {上升} other {下降}}了 {amount}，每个模型的变化都在抽样噪声之内（最多为合并抽样误差的 {most} 倍）。',
	'tables.noise.dropMixed':
		'在 {n, number} 个模型上，分数平均{direction, select, rise {上升} other {下降}}了 {amount}：{models, number} 个模型中，{dropped, number} 个的下降超过合并抽样误差的 {z} 倍，{rose, number} 个的上升超过这一幅度，{within, number} 个的变化小于它。',
	'tables.noise.lineOn':
		'各模型落在{axes, select, probit {正态分位数坐标上的} other {}}拟合线上，偏离在抽样噪声之内：残差标准差 {sd}，每个模型的抽样标准误为 {se}；{models, number} 个模型中有 {off, number} 个偏离超过 1.96 个标准误，纯属偶然时约为 {expected} 个（卡方检验 {p}）。',
	'tables.noise.lineOff':
		'各模型在{axes, select, probit {正态分位数坐标上的} other {}}拟合线周围的离散超出了抽样噪声：残差标准差 {sd}，每个模型的抽样标准误为 {se}；{models, number} 个模型中有 {off, number} 个偏离超过 1.96 个标准误，纯属偶然时约为 {expected} 个（卡方检验 {p}）。',
	'tables.noise.sizeItems': '{items} 道题目的测试集',
	'tables.noise.sizeUnknown':
		'与{side, select, original {原测试集} other {新测试集}}同样大小的测试集',
	'tables.noise.tau.inside':
		'排名保持了 tau-b {tau}，在两次独立抽取的{size}之间仅凭抽样噪声就会出现的范围之内（中位数 {pair}；5%–95%：{q05}–{q95}）。',
	'tables.noise.tau.below':
		'两种排名之间的 tau-b 为 {tau}，低于两次独立抽取的{size}之间仅凭抽样噪声会出现的水平（中位数 {pair}；其中 95% 高于 {q05}）：排名的变化超出了抽样噪声所能解释的程度。',
	'tables.noise.tau.above':
		'两种排名之间的 tau-b 为 {tau}，高于两次独立抽取的{size}之间仅凭抽样噪声通常出现的水平（中位数 {pair}；其中 95% 低于 {q95}）：两者比两套这样的测试集通常更一致，例如另一套测试集大得多、自身噪声小得多时就会如此。',
	'tables.noise.tauApprox.inside':
		'两种排名之间的 tau-b 为 {tau}，在两次独立抽取的{size}的近似噪声基底之内（中位数 {pair}；5%–95%：{q05}–{q95}）。这种近似把每个模型的分数各自独立地重新抽取，而模型会在相同的题目上出错，这使真实的排名更稳定：真实的噪声基底更高，所以这并不能说明排名的变化在噪声之内。请提供该测试集的逐题数据，得到真实的下限。',
	'tables.noise.tauApprox.below':
		'两种排名之间的 tau-b 为 {tau}，连两次独立抽取的{size}的近似噪声基底都达不到（其重抽样中 95% 高于 {q05}）。这种近似把每个模型各自独立地重新抽取，下限偏低（模型会在相同的题目上出错），真实的下限还要更高：排名的变化超出了抽样噪声所能解释的程度。',
	'tables.noise.tauApprox.above':
		'两种排名之间的 tau-b 为 {tau}，高于两次独立抽取的{size}的近似噪声基底（中位数 {pair}；其重抽样中 95% 低于 {q95}）。这在近似之下是意料之中的：它把每个模型各自独立地重新抽取，而模型会在相同的题目上出错，这使真实的排名更稳定，所以真实的下限更高。请提供该测试集的逐题数据，得到真实的下限。',
	'tables.noise.tauPending': '两种排名之间的 tau-b 为 {tau}；其噪声基底尚未抽取。',
	'tables.noise.tauNoFloor':
		'两种排名之间的 tau-b 为 {tau}。请填写较小测试集的题目数或提供其逐题数据，才能与噪声基底比较。',

	// ---- 定义（链接） ----
	'tables.def.noiseUnits.term': '噪声单位',
	'tables.def.noiseUnits.what':
		'变化除以其抽样标准误：它是仅重新抽取题目所产生变化的多少倍（Miller 2024）。',
	'tables.def.noiseFloor.term': '噪声基底',
	'tables.def.noiseFloor.what':
		'只因题目抽取不同而不同的测试集之间排名的 tau-b：对题目做自助法（bootstrap）重抽样（Efron 1979）。',

	// ---- 输入 ----
	'tables.noise.heading': '与抽样噪声比较',
	'tables.noise.help':
		'一个变化只有放在测得它的测试集的噪声旁边才有意义。每个测试集的标准误：有逐题数据时取自逐题数据，否则取自表中的标准误，否则由题目数算出：对“答对题目的比例”这类分数（每道题 0/1）为 √(p (1 − p) / n)。两个测试集视为相互独立地抽取。',
	'tables.noise.nOriginal': '原测试集的题目数',
	'tables.noise.nNew': '新测试集的题目数',
	'tables.noise.items': '逐题数据',
	'tables.noise.itemsNone': '无',
	'tables.noise.itemsFor': '属于',
	'tables.noise.side.original': '原测试集',
	'tables.noise.side.new': '新测试集',
	'tables.noise.itemsHelp':
		'数据集库中的一个逐题数据集（按名称匹配模型）：用它的逐题标准误，并通过对其题目重抽样得到噪声基底；这保留了独立重抽样所丢失的信息——模型会在相同的题目上出错。',
	'tables.noise.itemsMissing': '数据集库中已没有这个数据集。',
	'tables.noise.itemsLoading': '正在读取逐题数据……',
	'tables.noise.itemsGap':
		'逐题数据的平均分与表中分数最多相差 {gap} 个标准误：这些题目可能不是这个测试集。',
	'tables.noise.itemsUnmatched':
		'比较中有 {n, number} 个模型在逐题数据中没有对应的列：噪声基底只对其余 {k, number} 个模型排名。',
	'tables.noise.source.items': '基于 {n, number} 道题目的逐题标准误',
	'tables.noise.source.table': '表中的标准误',
	'tables.noise.source.binomial': '按 {n, number} 道题目算出的二项标准误',
	'tables.noise.source.none': '没有标准误',
	'tables.noise.sources': '原测试集：{original}。新测试集：{new}。',

	// ---- 噪声基底 ----
	'tables.noise.floorRunning': '正在由逐题数据抽取噪声基底……{share}',
	'tables.noise.floorCancelled': '噪声基底未抽取（已取消）。',
	'tables.noise.floorError': '无法抽取噪声基底：{detail}',
	'tables.noise.floorAgain': '抽取噪声基底',
	'tables.noise.floorItems':
		'{size}的噪声基底：对 <data>{dataset}</data> 的题目做 {pairs, number} 对全尺寸自助法（bootstrap）重抽样（随机种子 {seed, number}），涉及 {models, number} 个模型。',
	'tables.noise.floorApprox':
		'{size}的近似噪声基底：每个模型的分数按其标准误各自独立地重新抽取，{pairs, number} 对（随机种子 {seed, number}）。模型会在相同的题目上出错，这使真实的排名更稳定，所以真实的下限比这里更高。请提供该测试集的逐题数据，得到真实的下限。',

	// ---- 数字与表格 ----
	'tables.noise.dropUnits': '以噪声单位计的下降',
	'tables.noise.dropUnitsValue': '{min}–{max}（中位数 {median}）',
	'tables.noise.lineVsNoise': '残差标准差与抽样标准误',
	'tables.noise.lineVsNoiseValue': '{sd} 对 {se}',
	'tables.noise.floorPair': 'tau-b 下限：两个同样大小的测试集',
	'tables.noise.floorReference': 'tau-b 下限：一个测试集与精确排名',
	'tables.noise.floorValue': '{median}（5%–95%：{q05}–{q95}）',
	'tables.noise.col.units': '下降 ÷ 标准误',
	'tables.noise.col.residualUnits': '残差 ÷ 标准误',
	'tables.noise.col.onLine': '是否在线上',
	'tables.noise.onLine.yes': '在噪声之内',
	'tables.noise.onLine.no': '偏离拟合线',
	'tables.noise.allModels': '全部 {n, number} 个模型（以噪声单位计）',
	'tables.noise.tableNote':
		'下降 ÷ 标准误：（原 − 新）除以两个测试集的合并标准误。残差 ÷ 标准误：到拟合线的距离除以其抽样标准误（在拟合线的坐标上用一阶泰勒展开，即增量法）；小于 1.96 即在噪声之内。'
} as const satisfies Record<keyof typeof enTwoSets, string>;

export default zhCNTwoSets;
