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
	'extras.exportWait': '附加统计完成后即可导出。'
} as const satisfies Record<keyof typeof enRunExtras, string>;

export default zhCNRunExtras;
