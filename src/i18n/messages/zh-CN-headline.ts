/** 简体中文：每次分析开头的结论句（`headline.*`）与切分前后逐个模型的表（`split.*`）。与 en-headline.ts 的键一一对应。 */
import type enHeadline from './en-headline.ts';

const zhCNHeadline = {
	// ---- 结论句（事实：core/headline.ts；措辞：report/headline-text.ts）----
	'headline.noise':
		'抽样噪声：{same, select, yes {用 {items, number} 道题目，每个分数的误差在 ±{swing}以内} other {在从 {n, number} 道题目中抽出 {items, number} 道的测试集上，95% 的抽样中每个分数都在其完整测试集分数的 ±{swing}以内}}（最宽的 95% 区间，属于 <data>{model}</data>）{pairs, select, yes {；同一题库中两套同样大小的测试集给出的排名，肯德尔 tau-b 在 {low} 到 {high} 之间（90% 的配对）} other {；这些测试集与完整测试集的排名相比，肯德尔 tau-b 在 {low} 到 {high} 之间（90% 的抽样）}}；榜首（<data>{leader}</data>）在 {kept} 的抽样中排第一。来源改变后的测试集可能让分数变动更多：试试一种偏移。',
	'headline.noiseTied':
		'抽样噪声：95% 的抽样中每个分数都在其完整测试集分数的 ±{swing}以内（最宽的 95% 区间，属于 <data>{model}</data>）；由于所有模型分数相同，肯德尔 tau-b 无定义。',
	'headline.vsResample':
		'是同一题库中同样大小的一次重抽样所带来变动（{noise}）的 {ratio} 倍{band, select, within {：在抽样噪声之内} other {}}',
	'headline.vsFull':
		'{verdict, select, below {低于同样大小的一次重抽样与完整测试集相比给出的范围} above {高于同样大小的一次重抽样与完整测试集相比给出的范围} other {处于同样大小的一次重抽样与完整测试集相比给出的范围之内}}（{low}–{high}{share, select, none {} other {；有 {share} 的重抽样使排名变动更大}}）',
	'headline.shift':
		'{imitates, select, grading {重新评分后，一次典型抽样} other {一次典型抽样}}使分数变动 {change}（各模型 |分数变动| 的平均值，在 {draws, number} 次抽样上取中位数）{ratio, select, none {} other {，{vsResample}}}；在所有抽样上平均，分数漂移 {drift}{units, select, none {} other {（{units} 个标准误）}}。95% 的抽样中，每个分数都在其完整测试集分数的 {swing}以内（最宽的属于 <data>{model}</data>）。排名与完整测试集的肯德尔 tau-b 中位数为 {tau}{verdict, select, none {} other {，{vsFull}}}；榜首（<data>{leader}</data>）{all, select, yes {在每次抽样中都排第一} other {在 {kept} 的抽样中排第一}}{floor, select, no {} other {（仅做重抽样时：{leaderFloor}）}}。',
	'headline.shiftTied':
		'{imitates, select, grading {重新评分后，一次典型抽样} other {一次典型抽样}}使分数变动 {change}（各模型 |分数变动| 的平均值，在 {draws, number} 次抽样上取中位数）{ratio, select, none {} other {，{vsResample}}}；在所有抽样上平均，分数漂移 {drift}{units, select, none {} other {（{units} 个标准误）}}。95% 的抽样中，每个分数都在其完整测试集分数的 {swing}以内（最宽的属于 <data>{model}</data>）。由于所有模型分数相同，肯德尔 tau-b 无定义。',
	'headline.entrants':
		'参赛者变化：去掉 {removed} 的模型{weak, plural, =0 {} other {并加入 # 个弱模型}}后，在场模型的排名与完整排行榜的肯德尔 tau-b 中位数为 {tau}{verdict, select, none {} other {，{vsFull}}}；在榜首（<data>{leader}</data>）参与的 {present, number} 次抽样中，它有 {kept} 排第一。这里不比较分数：{method, select, mean {模型的平均分不取决于还有谁参赛} other {这类分数取决于还有谁参赛}}。',
	'headline.oneVariant':
		'在这一个变体中，各模型分数平均变动 {moved}{ratio, select, none {} other {，{vsResample}}}{units, select, none {} other {；典型模型变动了 {units} 个标准误}}（单个最大变动：{max}，<data>{model}</data>）；排名与完整测试集的肯德尔 tau-b 为 {tau}{verdict, select, none {} other {，{vsFull}}}；榜首（<data>{leader}</data>）{kept, select, yes {仍居第一} tied {与其他模型并列第一} other {已不再是第一}}。',
	'headline.verdictCounts':
		'{n, number} 个中有 {below, number} 个低于、{inside, number} 个处于、{above, number} 个高于同样大小的一次重抽样与完整测试集相比给出的范围（{low}–{high}）',
	'headline.variants':
		'在 {n, number} 个变体中，典型变体使分数变动 {typical}（各模型 |分数变动| 的平均值）{ratio, select, none {} other {，{vsResample}}}；各变体自身的变动：{moves}{units, select, none {} other {，对典型模型而言为 {units} 个标准误}}（单个最大变动：{max}，<data>{model}</data>）。与完整测试集的肯德尔 tau-b {sameTau, select, yes {为 {tauMin}} other {介于 {tauMin} 到 {tauMax} 之间}}{floor, select, none {} other {：{counts}}}；榜首（<data>{leader}</data>）在 {n, number} 个变体中有 {first} 个排第一。',
	'headline.variantsTied':
		'在 {n, number} 个变体中，每个变体的分数平均变动 {moves}（单个最大变动：{max}，<data>{model}</data>）；每个变体中所有模型分数都相同，tau-b 无定义；榜首（<data>{leader}</data>）在 {n, number} 个变体中有 {first} 个排第一。',
	'headline.split':
		'{cutoff, select, none {从第一个变体到第二个变体} other {从 {cutoff} 之前的题目到此后的题目}}，{dropped, plural, =0 {没有模型的下降} other {{droppedList}的下降}}超出了抽样噪声，也超出了其他模型的变动{rose, plural, =0 {} other {，{roseList}则上升}}；{others, plural, =0 {没有其他模型} other {其余 # 个模型的变动为 {othersRange}}}。',
	'headline.splitModel': '<data>{model}</data>（{change}，是其噪声的 {units} 倍）',
	'headline.splitSeparator': '、',
	'headline.thresholds':
		'按 {n, number} 个阈值判为通过或不通过时，模型排名与按平均分的排名相比，肯德尔 tau-b {sameTau, select, yes {为 {tauMin}} other {介于 {tauMin} 到 {tauMax} 之间}}{floor, select, none {} other {：{counts}}}；榜首（<data>{leader}</data>）在 {n, number} 个阈值中有 {first} 个排第一。通过率和平均分是不同的度量，所以两者之差不作为分数变动报告。',
	'headline.search':
		'{found, select, proven {最坏情况（已证明）} stopped {搜索停止前找到的最坏情况（未证明）} other {找到的最坏情况（未证明）}}：在每个类别的题目权重不超出 ±{bound} 时，它的凭证使各模型分数平均变动 {moved}{ratio, select, none {} other {，{vsResample}}}{units, select, none {} other {；典型模型变动 {units} 个标准误}}（最大变动：{max}），与完整测试集的肯德尔 tau-b 为 {tau}{verdict, select, none {} other {，{vsFull}}}；在这组权重下榜首（<data>{leader}</data>）{stays, select, yes {仍居第一} tied {与 <data>{first}</data> 并列第一} other {把第一让给了 <data>{first}</data>}}。',
	'headline.searchBound': '它已证明的是：范围内没有任何权重能使 tau-b 低于 {lower}。',
	'headline.fewItems':
		'所有模型都有分数的题目只有 {shared, number} 道：不足 {minimum, number} 道题目的测试集无法给模型排名（分数接近 50% 时标准误达 9 个百分点以上，“在噪声之内”所依赖的正态近似也不可靠），因此下面的数字不附结论。',
	'headline.sizeEmpty': '规模扫描没有抽样。',
	'headline.sizeNoReplication':
		'这次运行没有复现指标（两套同样大小、互不重叠的测试集）；表中给出的是每种规模下与完整测试集的 tau-b，它会高估较小测试集的可复现程度。',
	'headline.sizeNever':
		'即使两套互不重叠的测试集各有 {last, plural, other {# 道题目}}（{n, number} 道的一半），它们之间的肯德尔 tau-b 中位数也达不到 {level}（{last, plural, other {# 道题目}}时为 {tau}）。',
	'headline.sizeSettles':
		'排名在约 {at, plural, other {# 道题目}}（共 {n, number} 道）时趋于稳定：从这个规模起，两套同样大小、互不重叠的测试集之间的肯德尔 tau-b 中位数 ≥ {level}（{at, plural, other {# 道题目}}时为 {replication}；与完整测试集相比为 {tau}），且在该规模的抽样中榜首有 {kept} 排第一。',
	'headline.strengthEmpty': '扫描没有任何步。',
	'headline.sweepStep':
		'{search, select, yes {找到的最坏情况使各模型分数平均变动 {change}{ratio, select, none {} other {（是同样大小的一次重抽样所带来变动 {noise} 的 {ratio} 倍）}}，它的凭证给出的排名与完整测试集的肯德尔 tau-b 为 {tau}} other {一次典型抽样使分数变动 {change}{ratio, select, none {} other {（是同样大小的一次重抽样所带来变动 {noise} 的 {ratio} 倍）}}，与完整测试集的肯德尔 tau-b 中位数为 {tau}}}',
	'headline.sweepLeader':
		'{search, select, yes {在这组权重下榜首{place, select, yes {排第一} tied {与其他模型并列第一} other {不是第一}}} other {在这一步的抽样中榜首有 {kept} 排第一}}',
	'headline.strength':
		'在最强的一步（{strength}），{step}；{steps, number} 步中最低的{search, select, yes {凭证 tau-b} other {tau-b 中位数}}为 {lowest}；{leader}。',
	'headline.strengthBelow':
		'在最强的一步（{strength}），{step}；排名首次低于同样大小的一次重抽样与完整测试集相比给出的范围（{low}）是在{at} 时（{search, select, yes {其凭证的 tau-b} other {tau-b 中位数}}为 {atTau}）；{leader}。',
	'headline.strengthInside':
		'在最强的一步（{strength}），{step}；在全部 {steps, number} 步中，排名都没有低于同样大小的一次重抽样与完整测试集相比给出的范围（{low}–{high}）；{leader}。',
	'headline.strengthValue': '{label}为 {value}',

	// ---- 逐个模型看切分前后（views/analysis/VariantsResults.svelte）----
	'split.title': '逐个模型：从第一部分到第二部分',
	'split.note':
		'每个模型在第二部分（{second} 道题目）上的分数减去它在第一部分（{first} 道题目）上的分数，再除以对这些题目做随机切分时的噪声；超出部分是其他模型没有共同经历的那部分变动（变动减去其他模型变动的中位数）。',
	'split.change': '变动',
	'split.changePoints': '变动（百分点）',
	'split.inNoise': '变动 ÷ 噪声',
	'split.excess': '超出其他模型',
	'split.excessPoints': '超出其他模型（百分点）',
	'split.excessInNoise': '超出其他模型 ÷ 噪声',
	'split.reading': '解读',
	'split.dropped': '下降超出噪声，也超出其他模型',
	'split.rose': '上升超出噪声，也超出其他模型',
	'split.withOthers': '变动超出噪声，但与其他模型一致',
	'split.withinNoise': '在抽样噪声之内'
} as const satisfies Record<keyof typeof enHeadline, string>;

export default zhCNHeadline;
