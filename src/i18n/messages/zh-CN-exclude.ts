/**
 * 分析中“排除后重新排名”的简体中文消息（议题 13），与 en-exclude.ts 键和占位符一一对应；并入 zh-CN.ts。
 */
import type enExclude from './en-exclude.ts';

const zhCNExclude = {
	'exclude.banner':
		'已排除 {count, number} 道题目：本次分析只使用 {total, number} 道题目中的 {kept, number} 道。',
	'exclude.list': '排除了哪些题目',
	'exclude.more': '……另有 {count, number} 道',
	'exclude.toItems': '在题目视图中查看',
	'exclude.all': '使用全部题目运行',
	'exclude.setId': '排除集 {id}',
	'exclude.unknown': '有 {count, number} 道被排除的题目不在这个数据集中，已忽略。',
	'exclude.mismatch.heading': '这个链接要排除的题目与已保存的不一致',
	'exclude.mismatch.stored':
		'链接指定的排除集是 <data>{requested}</data>，但这个数据集保存的排除集是 <data>{stored}</data>（{count, number} 道题目）：链接生成之后排除集已经改过。因此没有运行，以免显示一个你并未选择的题目集合的结果。',
	'exclude.mismatch.none':
		'链接指定的排除集是 <data>{requested}</data>，但这个数据集现在没有任何被排除的题目。因此没有运行，以免显示一个你并未选择的题目集合的结果。',
	'exclude.mismatch.useStored': '排除已保存的 {count, number} 道题目后运行',
	'exclude.empty':
		'排除集 <data>{id}</data> 排除了全部题目，没有可以分析的题目。请在题目视图中恢复一些题目，或使用全部题目运行。',
	'exclude.refused': '没有开始运行：请先选择要排除哪些题目（见关于排除的说明）。',
	'exclude.offer': '题目视图中有 {count, number} 道题目被标记为排除；本次分析使用全部题目。',
	'exclude.offer.apply': '排除这些题目后重新运行',
	'exclude.loadFailed': '无法读取已保存的排除设置，因此本次分析使用全部题目。',
	'exclude.analyse': '排除这 {count, number} 道题目后重新运行分析',
	'exclude.analyseNote':
		'在你选择排除后重新运行之前，分析页面使用全部题目（之后链接会记住这个排除集）。',

	// ---- 排除前后 ----
	'exclude.ba.heading': '排除前后对比',
	'exclude.ba.lead':
		'参照排行榜（不加扰动）：使用全部 {total, number} 道题目，以及只使用分析的 {kept, number} 道题目。',
	'exclude.ba.tau': '两个排名之间的肯德尔 {symbol}：{value}。',
	'exclude.ba.tauUndefined': '两个排名之间的肯德尔 {symbol} 没有定义（有一个排名全部并列）。',
	'exclude.ba.leaderSame': '榜首仍然是 <data>{model}</data>。',
	'exclude.ba.leaderChanged': '榜首由 <data>{before}</data> 变为 <data>{after}</data>。',
	'exclude.ba.model': '模型',
	'exclude.ba.scoreBefore': '分数（全部题目）',
	'exclude.ba.scoreAfter': '分数（排除后）',
	'exclude.ba.change': '变化',
	'exclude.ba.rankBefore': '排除前名次',
	'exclude.ba.rankAfter': '排除后名次',
	'exclude.ba.moved': '名次变化',
	'exclude.ba.movedUp': '上升 {n, number}',
	'exclude.ba.movedDown': '下降 {n, number}',
	'exclude.ba.noItemLeft': '没有剩下的题目'
} as const satisfies Record<keyof typeof enExclude, string>;

export default zhCNExclude;
