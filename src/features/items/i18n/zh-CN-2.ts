/**
 * 题目视图后台计算（统计表、脆弱性、重新排名：进度、取消与失败）以及已保存运行上排除标记的中文消息。
 * 与 en-2.ts 键相同。
 */
import type enItems2 from './en-2.ts';

const zhCNItems2 = {
	'items2.building': '正在计算题目统计……',
	'items2.progress': '进度',
	'items2.cancelled': '已取消。',
	'items2.rebuilding': '正在按新的参照重新计算标记……',
	'items2.reranking': '正在去掉被排除的题目后重新排名……',
	'items2.searching': '正在搜索最少的题目……',
	'items2.workerFailed': '题目计算中断：{reason}。请重新加载页面再试。',
	'items2.topK': '前 {k, number} 名，与分析设置一致（最多为模型数减 1）。',
	'items2.saved.excluded':
		'排除了 {count, number} 道题目（分析了 {total, number} 道中的 {kept, number} 道，排除集 <data>{id}</data>）',
	'items2.saved.otherSet':
		'这次已保存的运行排除了 {count, number} 道题目（排除集 <data>{id}</data>）；它的设置现在会在当前分析的题目上运行。'
} as const satisfies Record<keyof typeof enItems2, string>;

export default zhCNItems2;
