/**
 * 运行主结果之后仍在计算的附加统计（views/analysis/ExtrasState.svelte）的简体中文消息，与
 * en-run-extras.ts 键一一对应；并入 zh-CN.ts。
 */
import type enRunExtras from './en-run-extras.ts';

const zhCNRunExtras = {
	'extras.pending':
		'上方的主结果已完整。仍在计算附加统计（一致性、标准误、相邻模型的配对检验、名次概率、两两胜负与名次置信集）……',
	'extras.stop': '停止计算',
	'extras.cancelled':
		'附加统计（一致性、标准误、配对检验、排名细节）在完成前已停止；上方的主结果已完整。再次运行即可得到它们。',
	'extras.failed':
		'附加统计（一致性、标准误、配对检验、排名细节）无法计算：一个工作线程已停止。上方的主结果已完整；请再次运行重试。',
	'extras.exportWait': '附加统计完成后即可导出。',

	// ---- 标准误旁的每单元格试验次数（views/analysis/RunDetails.svelte） ----
	'details.se.explainTrials':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（两层标准误：先是题目，再是每道题目内部的试验；t 分布，自由度 n − 1）。它把完整测试集看作题目和试验的样本，与扰动无关。',
	'details.se.explainTrialsSample':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（两层标准误：先是题目，再是每道题目内部的试验；t 分布，自由度 n − 1），以及由这些区间读出的保守名次。它把完整测试集看作题目和试验的样本，与扰动无关。',
	'details.se.seTrials': '标准误（题目 + 试验）',
	'details.se.seTrialsPoints': '标准误（题目 + 试验，百分点）',
	'details.se.trialsShare': '来自试验',
	'details.se.oneTrial': '1 次试验时的标准误',
	'details.se.oneTrialPoints': '1 次试验时的标准误（百分点）',
	'details.trials.known':
		'各单元格是 {same, select, yes {{max, number} 次试验} other {{min, number} 到 {max, number} 次试验}}的平均值{some, select, yes {（部分单元格的试验次数未知：它们不计入题目内部方差）} other {}}。标准误包含题目之间的方差和每道题目内部试验的方差；视模型不同，试验占其中的 {lo} 到 {hi}。“1 次试验时的标准误”是每道题目只做一次试验时会得到的数值。',
	'details.trials.unknown':
		'每个单元格的试验次数未知：每个单元格按一次观测计。如果分数是多次试验的平均值，这个标准误依然成立（每个单元格平均值本身带有试验噪声），但无法显示其中有多少来自试验，也无法运行“更少试验”。导入时选择试验次数列（<code>{columns}</code>）即可看到。',
	'details.trials.oneTrial':
		'每个单元格只有 1 次试验：单次试验无法估计题目内部方差；标准误即普通标准误。',
	'details.trials.notUnit':
		'已知每个单元格的试验次数，但题目内部方差需要 0 到 1 之间的分数（通过/未通过的试验）；标准误即普通标准误。',
	'details.trials.clustered':
		'各单元格是多次试验的平均值；有分群列时区间使用聚类稳健标准误，它同样包含试验的噪声。',
	'extras.floorAfter':
		'正在测量解读本结果所依据的噪声基底：完整测试集的 {total, number} 次重抽样已完成 {done, number} 次（数据集较大，结果先给出）。测量完成后，上面的句子会把本次运行与抽样噪声本身作比较。'
} as const satisfies Record<keyof typeof enRunExtras, string>;

export default zhCNRunExtras;
