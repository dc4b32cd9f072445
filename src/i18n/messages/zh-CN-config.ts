/**
 * 运行配置的简体中文消息，与 en-config.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 文件里的键和值是数据（`<code>`、`<data>`）。
 */
import type enConfig from './en-config.ts';

const zhCNConfig = {
	'config.heading': '每个模型的运行方式都一样吗？',
	'config.lead':
		'每份评测日志记录的运行配置（生成参数、限制、少样本数量）。配置不一致，可能比能力差异更能解释排名。',
	'config.summaryNothing': '无可比较：这些文件不带运行配置',
	'config.loading': '正在加载运行配置……',
	'config.notRecorded':
		'这个数据集没有记录运行配置：它是在本应用开始保存配置之前导入的。重新导入它的文件即可看到。',
	'config.noneInFormat':
		'这种格式（<data>{formats}</data>）不带运行配置：文件里没有说明模型是如何运行的。',
	'config.noneFound':
		'这些文件没有这些模型的运行配置（lm-evaluation-harness：请把 results 文件与样本文件一起拖入；HELM：每次运行的 run_spec.json）。',
	'config.same':
		'全部 {count, plural, other {# 个模型}}都以相同的配置运行（比较了 {keys, plural, other {# 项设置}}）。',
	'config.differ': '有 {count, plural, other {# 项设置}}的配置不同：',
	'config.diff.oneDiffers':
		'<data>{model}</data> 运行时 <code>{key}</code> 为 <data>{value}</data>，{count, plural, other {其余 # 个模型}}为 <data>{others}</data>',
	'config.diff.pair':
		'<code>{key}</code>：<data>{a}</data> 为 <data>{aValue}</data>，<data>{b}</data> 为 <data>{bValue}</data>',
	'config.diff.groups':
		'<code>{key}</code>：{models, plural, other {# 个模型}}之间有 {count, number} 种不同的值',
	'config.more': '另有 {count, plural, other {# 项设置}}',
	'config.without': '{count, plural, other {# 个模型}}没有找到配置：<data>{models}</data>。',
	'config.unset': '未设置',
	'config.table.caption': '各模型的运行配置。突出显示（加粗并标有 ≠）的单元格与多数模型的值不同。',
	'config.table.model': '模型',
	'config.table.odd': '不同',
	'config.showAll': '显示全部 {count, plural, other {# 项设置}}',
	'config.showDiffering': '只显示不同的设置'
} as const satisfies Record<keyof typeof enConfig, string>;

export default zhCNConfig;
