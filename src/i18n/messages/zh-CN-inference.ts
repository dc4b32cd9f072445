/**
 * 说明推断数字是什么的简体中文消息：每个表格的 Holm 校正所针对的检验族
 * （core/holm-families.ts）。与 en-inference.ts 键一一对应；并入 zh-CN.ts。
 */
import type enInference from './en-inference.ts';

const zhCNInference = {
	'holm.neighbours': '校正后的 p：对所列的 {n, number} 对相邻模型做 Holm 校正（本表的检验族）。',
	'holm.all':
		'校正后的 p：对 {models, number} 个模型两两之间的全部 {n, number} 对做 Holm 校正（{models, number} × {less, number} / 2；本表的检验族）。',
	'holm.allNeighbours':
		'校正后的 p：对 {models, number} 个模型中的 {n, number} 对相邻模型做 Holm 校正（超过 {max, number} 个模型时只检验相邻的模型；本表的检验族）。',
	'holm.largerThere':
		'“谁胜过谁”对同样这些模型对按{scope, select, all {全部 {size, number} 对} other {{size, number} 对相邻模型}}做校正，因此其中 {differing, number} 对在那里的校正后 p 更大：<data>{a}</data> 对 <data>{b}</data> 在这里是 {here}，在那里是 {there}。两者都没有错，它们针对的是不同的检验族。',
	'holm.smallerThere':
		'“排名中的相邻模型”只对它的 {size, number} 对相邻模型做校正，因此同样的模型对在那里的校正后 p 更小（有 {differing, number} 对不同：<data>{a}</data> 对 <data>{b}</data> 在这里是 {here}，在那里是 {there}）。',
	'variants.thresholdNote':
		'横条：每个模型的通过率，从它在各阈值下的最低值到最高值。圆点：它的平均分（参照），是另一个量，只为显示它给出的排名；请把横条彼此比较，而不要与圆点比较。',
	'clusterReason.strata': '各组大小相同：是分层，不是群',
	'strata.note':
		'<data>{column}</data>：共 {groups, number} 组，其中 {modal, number} 组恰好各有 {size, number} 道题目。大小相同的组是设计固定分层的方式（从每一组抽取同样数量的题目），并不表示题目是成组抽样的，因此不推荐按此列分群。分群会把固定的分层当作抽样得到的组：在这个数据集上，它会使标准误变为普通标准误的 {clustered} 倍，而分层标准误只有 {stratified} 倍（{models, number} 个模型的中位数；<data>{cochran}</data>）。应当阅读普通标准误，它在这里略偏保守；只有当这些组本身是抽样得到的，才选择此列（<data>{abadie}</data>）。',
	'strata.summary': '为什么不建议按 <data>{column}</data> 分群（它的各组是分层）',
	'strata.chosen':
		'你选择了按 <data>{column}</data> 分群：分群后的数字把它的分层当作抽样得到的组，高估了不确定性。',
	'flags.summary':
		'{items, number} 道题目 × {models, number} 个模型；{flagged, plural, =0 {没有题目被标记} other {# 道题目被标记}}{flagged, plural, =0 {} other {：{kinds}}}。',
	'flags.kind.inverted': '{n, number} 道反向',
	'flags.kind.nobodySolves': '{n, number} 道无人解出',
	'flags.kind.judgeDisagrees': '{n, number} 道评审与标准答案不一致',
	'flags.kind.pivotal': '{n, number} 道关键题',
	'flags.everybody':
		'{n, plural, =0 {没有所有模型都解出的题目。} other {# 道题目所有模型都解出了，它们不能区分任何模型：这是信息，不是标记。}}',
	'flags.fdrLabel': '“反向”标记的错误发现率',
	'flags.fdrExplain':
		'对具有题目-其余相关系数的 {tested, number} 道题目做 <data>{bh}</data> 校正：相关系数 ≤ {threshold} 且校正后的 {pSymbol} 不超过此水平的题目标记为反向，因此被标记为反向的题目中大约有这一比例可能是偶然。若不校正、逐题以 {level} 检验，会有 {unadjusted, number} 道题目被标记。',
	'flags.information': '{label}（信息，不是标记）',
	'flags.infoHeading': '信息',
	'items.reason.invertedFdr':
		'在 {tested, number} 道题目上经 <data>{bh}</data> 校正后 {pSymbol} = {q}（错误发现率 {fdr}）。'
} as const satisfies Record<keyof typeof enInference, string>;

export default zhCNInference;
