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
		'“排名中的相邻模型”只对它的 {size, number} 对相邻模型做校正，因此同样的模型对在那里的校正后 p 更小（有 {differing, number} 对不同：<data>{a}</data> 对 <data>{b}</data> 在这里是 {here}，在那里是 {there}）。'
} as const satisfies Record<keyof typeof enInference, string>;

export default zhCNInference;
