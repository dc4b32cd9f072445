/**
 * 简体中文：每个结果开头的简短结论（`verdict.*`）：分数相对抽样噪声变动多少、排名相对其噪声范围处于何处、
 * 榜首是否保住，各附其数字，不超过 `VERDICT_BUDGET['zh-CN']` 个单位（汉字与数字、拉丁词各算一个）。
 * 与 en-verdict.ts 的键一一对应。
 */
import type enVerdict from './en-verdict.ts';

const zhCNVerdict = {
	'verdict.sentence': '{scores}；{ranking}；{leader}。',
	'verdict.fewItems':
		'所有模型共有的题目只有 {shared, plural, other {# 道}}（不足 {minimum, number} 道），无法给模型排名，不下结论；数字见完整的句子。',
	// ---- 分数相对抽样噪声变动多少 ----
	'verdict.noise': '仅抽样噪声使分数变动至多 ±{swing}',
	'verdict.moved':
		'{who, select, variants {典型变体使分数变动} variant {该变体使分数变动} regraded {重新评分后分数变动} proven {已证明的最坏情况使分数变动} found {找到的最坏情况使分数变动} stopped {限时内最坏情况使分数变动} other {分数变动}} {change}{ratio, select, none {} other {，为噪声 {ratio} 倍}}',
	'verdict.movedStep':
		'强度 {step} 时分数变动 {change}{ratio, select, none {} other {，为噪声 {ratio} 倍}}',
	'verdict.notCompared':
		'{why, select, entrants {不比较分数（参赛者变化）} other {不比较分数（改比通过率）}}',
	// ---- 排名相对其噪声范围 ----
	'verdict.ranking':
		'{verdict, select, below {排名低于噪声范围} above {排名高于噪声范围} inside {排名在噪声范围内} other {排名}}（tau-b {tau}）',
	'verdict.noisePairs':
		'{pairs, select, yes {两套同类测试集的排名 tau-b 为 {low}–{high}} other {与完整测试集的排名 tau-b 为 {low}–{high}}}',
	'verdict.tied': '所有模型分数相同（tau-b 无定义）',
	'verdict.countsSome':
		'{n, number} 个排名有 {count, number} 个{which, select, above {高于噪声范围} other {低于噪声范围}}（tau-b {tau}）',
	'verdict.countsAll': '{n, number} 个排名都在噪声范围内（tau-b {tau}）',
	'verdict.countsNone': '排名 tau-b 为 {tau}',
	'verdict.sweepBelow': '排名从强度 {at} 起低于噪声范围（tau-b {tau}）',
	'verdict.sweepInside': '排名在全部 {steps, number} 步都在噪声范围内',
	'verdict.sweepLowest': '最低 tau-b 为 {tau}',
	// ---- 榜首 ----
	'verdict.leaderShare': '{all, select, yes {榜首每次抽样都居首} other {榜首居首的抽样占 {kept}}}',
	'verdict.leaderOf': '榜首居首 {first}/{n, number}',
	'verdict.leaderPlace':
		'{place, select, yes {榜首仍居第一} tied {榜首并列第一} other {{to, select, none {榜首失去第一} other {榜首把第一让给 <data>{to}</data>}}}}',
	// ---- 规模扫描回答另一个问题：多大的两套测试集才会一致 ----
	'verdict.sizeSettles':
		'两套不相交的 {at, number} 道题目的测试集排名一致，tau-b 为 {tau}（不低于 {level}）；在这个规模下榜首居首的抽样占 {kept}。',
	'verdict.sizeNever':
		'两套不相交的 {last, number} 道题目的测试集排名的 tau-b 只有 {tau}，低于 {level}：排名没有稳定下来。',
	'verdict.sizeNone': '没有可比较的规模。',
	// ---- 两张图下折叠的面板（views/analysis/ResultPanel.svelte）----
	'panel.ranks.title': '名次与第一名占比',
	'panel.ranks.summary':
		'{n, number} 个模型各自的 95% 名次区间和第一名占比；榜首居首的抽样占 {kept}',
	'panel.ties.title': '并列组、名次概率与谁胜过谁',
	'panel.ties.summary':
		'{n, number} 个模型分成 {groups, number} 个并列组；第一组有 {top, number} 个模型',
	'panel.scatter.summary': '每个模型在各次抽样上的平均分与其完整测试集分数的对比',
	'panel.agreement.summary':
		'斯皮尔曼 rho 为 {rho}；前 {k, number} 名作为整体保持不变的抽样占 {share}',
	'panel.pairs.summary':
		'检验了 {n, number} 对相邻模型；经 Holm 校正后{differ, plural, =0 {没有一对存在差异} other {有 # 对存在差异}}',
	'panel.se.summary': '{n, number} 个完整测试集分数的标准误和 95% 区间',
	'panel.variants.summary': '{n, number} 个变体：各自的变动、tau-b 以及相对噪声范围的判断',
	'panel.split.summary':
		'{n, number} 个模型中有 {dropped, number} 个下降、{rose, number} 个上升，超出了噪声和其他模型的变动',
	'panel.steps.title': '每一步',
	'panel.steps.summary': '{n, number} 步：图表背后的数字',
	// ---- 打开完整句子的控件 ----
	'verdict.why': '为什么？',
	'verdict.whyTitle': '完整的句子、每个数字的含义和这次运行',
	'verdict.whySeparator': '、',
	'verdict.whyDefinitions': '这些数字是什么：'
} as const satisfies Record<keyof typeof enVerdict, string>;

export default zhCNVerdict;
