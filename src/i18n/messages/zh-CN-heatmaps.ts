/**
 * 随机抽样运行的排名热图（名次概率、两两胜负、并列组）的简体中文消息，与 en-heatmaps.ts 键和占位符一一对应；
 * 并入 zh-CN.ts。
 */
import type enHeatmaps from './en-heatmaps.ts';

const zhCNHeatmaps = {
	'def.rankProbabilities.term': '名次概率',
	'def.rankProbabilities.what': '在重新抽样中，每个模型取得每个名次的抽样所占的比例。',
	'def.rankProbabilities.how':
		'在每次抽样中，单独位于第 <code>{r}</code> 名的模型在第 <code>{r}</code> 名计 1；k 个模型并列第 <code>{r}</code> 名时，平分第 <code>{r}</code> 名到第 <code>{last}</code> 名，每个名次各计 1/k（因此第 1 名一列就是第一名占比）；未出现在该次抽样中的模型不计入任何名次。对所有抽样取平均：当每个模型出现在每次抽样中时，每个模型的一行、每个名次的一列之和都为 1。模型数不超过 {maxModels} 个时保留全部模型，否则只保留前 {top} 名。',
	'def.rankProbabilities.not': '这是对本测试集重新抽样的比例，不是模型真正处于某个名次的概率。',
	'def.pairwise.term': '两两胜负',
	'def.pairwise.what':
		'对每一对模型：在各次抽样中一方领先另一方的频率，以及在完整测试集上的配对检验能否区分二者。',
	'def.pairwise.how':
		'模型数不超过 {maxModels} 个时比较每一对，否则只比较排名中相邻的模型。<code>{a}</code> 得分高于 <code>{b}</code> 的抽样所占的比例（平分算一半）；在完整测试集上，差值 <code>{difference}</code> 及其 95% 区间，以及与相邻模型表相同的配对检验（mid-p McNemar、配对 t 检验或整群 t 检验），按所列全部对数做 Holm 校正。校正后 p ≤ {alpha} 时，这一对的先后视为明确。',
	'def.pairwise.not': '“无法区分”是指在这些题目上检验分不出二者，并不是说两个模型一样好。',
	'def.tieGroups.term': '并列组',
	'def.tieGroups.what': '排行榜上经校正的配对检验无法与该段排名最高的模型区分的连续模型。',
	'def.tieGroups.how':
		'从参照排名的第一位往下走：每组从其排名最高的模型开始，后面的模型依次加入，除非它与该组排名最高的模型的 Holm 校正配对检验 p ≤ {alpha}；第一个明确落后于该组排名最高的模型的模型开始下一组。模型数超过 {maxModels} 个时只检验相邻模型，此时一组是相邻模型之间都没有这样的 p 值的一段。每个模型恰好属于一组（相当于把临界差异图的横线划分成互不重叠的组）。',
	'def.tieGroups.not': '同一组中的两个模型之间仍可能有显著差异；两两胜负热图给出每一对的结果。',

	'heatmaps.rank.title': '名次概率',
	'heatmaps.rank.explain':
		'每个模型（行）在各次抽样中取得每个名次（列）的比例；同一次抽样中并列的模型平分名次。颜色越亮，频率越高。',
	'heatmaps.rank.aria': '热图：每个模型取得每个名次的抽样比例',
	'heatmaps.rank.x': '抽样中的名次',
	'heatmaps.rank.y': '模型（参照顺序）',
	'heatmaps.rank.caption':
		'<data>{model}</data> 在 {share} 的抽样中排第一；{models, number} 个模型中有 {settled, number} 个在至少 95% 的抽样中保持同一名次。',
	'heatmaps.rank.tip': '第 {rank, number} 名：{share} 的抽样',
	'heatmaps.rank.tipSpan': '第 {from, number}–{to, number} 名：{share} 的抽样',
	'heatmaps.rank.tipBlock': '排名第 {from, number}–{to, number} 的模型（取平均）',
	'heatmaps.rank.topOnly':
		'名次概率只保留了 {total, number} 个模型中的前 {n, number} 名（模型数超过 {max, number} 个时）。',
	'heatmaps.rank.pooled':
		'单元格太多，无法逐一绘制：名次按每块约 {size, number} 个合并。表格和 CSV 保留了全部数值。',
	'heatmaps.rank.mostLikely': '最可能的名次',
	'heatmaps.rank.column': '第 {rank, number} 名',

	'heatmaps.ahead.title': '两两胜负',
	'heatmaps.ahead.explain':
		'每个单元格：行模型得分高于列模型的抽样所占的比例（平分算一半）。按完整测试集上经 Holm 校正的配对检验：+ 加边框 = 行模型明确领先，− 加边框 = 明确落后，≈ = 无法区分。',
	'heatmaps.ahead.aria': '热图：每个行模型得分高于每个列模型的抽样比例',
	'heatmaps.ahead.x': '列模型',
	'heatmaps.ahead.y': '行模型',
	'heatmaps.ahead.caption':
		'{pairs, number} 对中有 {separated, number} 对经校正的配对检验先后明确；排行榜分为 {groups, number} 个并列组，最大的一组有 {largest, number} 个模型，从 <data>{model}</data> 开始。',
	'heatmaps.ahead.tipAhead': '行模型在 {share} 的抽样中领先',
	'heatmaps.ahead.tipDifference': '差值 {difference}（95% 区间 {low} 至 {high}）',
	'heatmaps.ahead.tipP': '校正后 p = {p}',
	'heatmaps.ahead.clearlyAhead': '明确领先',
	'heatmaps.ahead.clearlyBehind': '明确落后',
	'heatmaps.ahead.tied': '经校正的检验无法区分',
	'heatmaps.ahead.untested': '未检验（模型数超过 {max, number} 个时只检验相邻模型）',
	'heatmaps.ahead.vs': '{row} 对 {col}',
	'heatmaps.ahead.topOnly':
		'{total, number} 个模型中的前 {n, number} 名。模型数超过 {max, number} 个时只检验排名中相邻的模型。',
	'heatmaps.ahead.legend': '+ 明确领先 · − 明确落后 · ≈ 无法区分',
	'heatmaps.table.a': '排名在前的模型',
	'heatmaps.table.b': '排名在后的模型',
	'heatmaps.table.pAhead': '领先的抽样比例',
	'heatmaps.table.difference': '差值（95% 区间）',
	'heatmaps.table.pAdjusted': '校正后 p 值',
	'heatmaps.table.reading': '结论',

	'heatmaps.groups.title': '带并列组的排行榜',
	'heatmaps.groups.explain':
		'括号把配对检验（Holm 校正，5% 水平）无法与括号内排名最高的模型区分的模型连在一起；到第一个明确落后于它的模型时括号结束。点击模型即可在所有图表中突出显示它。',
	'heatmaps.groups.caption':
		'{models, number} 个模型分为 {groups, number} 个并列组；{single, plural, =0 {没有模型单独成组} other {其中 # 个模型单独成组}}。',
	'heatmaps.groups.rank': '名次',
	'heatmaps.groups.model': '模型',
	'heatmaps.groups.score': '参照分数',
	'heatmaps.groups.group': '组',
	'heatmaps.groups.next': '与下一名：差值，校正后 p',
	'heatmaps.groups.groupLabel': '并列组 {n, number}',

	'heatmaps.showAll': '显示全部 {n, number} 个模型',
	'heatmaps.showTop': '只显示前 {n, number} 名',
	'heatmaps.csv': 'CSV',
	'heatmaps.csvLabel': '以 CSV 下载“{title}”的数值',
	'heatmaps.search.label': '查找模型',
	'heatmaps.search.placeholder': '输入名称的一部分',
	'heatmaps.search.none': '没有与“{query}”匹配的模型。',
	'heatmaps.search.results': '与搜索匹配的模型',
	'heatmaps.search.clear': '取消突出显示',
	'heatmaps.highlighted': '已突出显示：<data>{model}</data>',
	'heatmaps.pick': '突出显示 {model}'
} as const satisfies Record<keyof typeof enHeatmaps, string>;

export default zhCNHeatmaps;
