/**
 * 日期功能（issue 35，“发布之前还是之后”）的中文消息，与 en.ts 的键一一对应；并入
 * src/i18n/messages/zh-CN.ts。
 */
const zhDates = {
	'dates.title': '发布之前还是之后',
	'dates.titleOf': '发布之前还是之后：<data>{name}</data>',
	'dates.back': '返回数据集',
	'dates.library': '数据集库',
	'dates.open': '发布之前还是之后',
	'dates.openHint':
		'每个模型在其日期之前和之后发布的题目上的分数（Hardt 所说的“在测试集上训练”的迹象）。',
	'dates.tableOpenHint':
		'同等算力下新模型与旧模型的比较，按基准测试逐一给出（Dominguez-Olmedo、Dorner 与 Hardt）。',
	'dates.loading': '正在读取数据集……',
	'dates.computing': '正在后台线程中计算……',
	'dates.loadFailed': '无法读取数据集：{reason}',
	'dates.failed': '分析失败：{reason}',
	'dates.missing': '数据集库中没有这个数据集（可能已被删除）。',
	'dates.noItemDates':
		'这个数据集的题目没有日期。请在文件中加入 <code>meta:created_at</code> 列（YYYY-MM-DD），或拖入为每道题目标注日期的 LiveCodeBench 排行榜 JSON。',
	'dates.noModelDates':
		'这个数据集中没有任何模型带有发布日期。请把模型表与分数一起拖入（含 <code>model</code> 列和 <code>release_date</code> 或 <code>release_month</code> 列），或在下方填写日期。',
	'dates.lead':
		'Hardt 指出的“在测试集上训练”的可观察迹象：见过某个基准测试公开题目的模型，在其日期之前发布的题目上表现很好，在之后发布的题目上明显变差，而其他模型在同样的题目上并没有下降。每个模型的日期（有训练截止日期时用它，否则用发布日期）把带日期的题目分成两半。超额落差是该模型的下降减去其他模型在同一切分上的平均下降：题目若只是越往后越难，所有模型都会下降，这部分会相互抵消。',
	'dates.source': '做法沿用 LiveCodeBench（Jain 等，2024）：它在题目上标出每个模型的截止日期。',
	'dates.notTitle': '它不能说明什么',
	'dates.notItems':
		'日期之后的下降只是迹象，不是证明。后来写的题目也可能因为别的原因更难，而且对某些模型影响更大；超额落差只扣除了所有模型共同的损失。另一方面，改写或翻译过的题目可能掩盖真实的污染：没有下降也不能证明模型是干净的。',
	'dates.notTable':
		'同等算力下新模型得分更高，是“在测试任务上训练”的迹象，不是证明：新模型也可能在算力反映不出的方面训练得更好（数据质量、后训练）。Dominguez-Olmedo、Dorner 与 Hardt 发现，测试前让每个模型都在该任务上微调（先训练后测试），这个差距就会消失。',
	'dates.headline.drops':
		'{count, number} 个模型在其日期之后的下降超出抽样噪声，且超过其他模型（两侧都有题目的模型共 {tested, number} 个）；下降最大的是 <data>{model}</data>：{excess}（{z} 个噪声单位）。',
	'dates.headline.none':
		'没有模型在其日期之后的下降超出抽样噪声并超过其他模型（两侧都有题目的模型共 {tested, number} 个）。',
	'dates.headline.untested': '没有模型在其日期两侧都有题目：目前无从比较。',
	'dates.headline.sides':
		'{before, plural, =0 {} other {{before, number} 个模型的日期早于所有题目。}}{undated, plural, =0 {} other {{undated, number} 个模型没有日期。}}',
	'dates.models.title': '每个模型在其日期之前与之后',
	'dates.models.explain':
		'模型日期之前以及当天或之后发布的带日期题目上的分数。超额落差 = 该模型的落差 − 其他模型在同一批题目上的平均落差，其标准误按题目计算；噪声单位 = 超额落差 ÷ 标准误。',
	'dates.col.model': '模型',
	'dates.col.date': '日期',
	'dates.col.before': '之前',
	'dates.col.after': '当天或之后',
	'dates.col.gap': '落差',
	'dates.col.othersGap': '其他模型的落差',
	'dates.col.excess': '超额落差',
	'dates.col.noiseUnits': '噪声单位',
	'dates.col.verdict': '结论',
	'dates.side': '{score}（{n, number} 道题目）',
	'dates.excess': '{value} ± {se}',
	'dates.cutoffKind': '截止日期',
	'dates.verdict.drop': '日期之后下降',
	'dates.verdict.rise': '日期之后上升',
	'dates.verdict.inside': '在噪声之内',
	'dates.verdict.none': '日期之前没有题目',
	'dates.verdict.noneAfter': '日期当天或之后没有题目',
	'dates.verdict.noOthers': '没有可比较的其他模型',
	'dates.months.title': '按题目月份的分数',
	'dates.months.explain':
		'每个模型一条线：它在每个月发布的题目上的平均分，画法与 LiveCodeBench 相同。大的点标出模型的日期；一条线在标记之后随即下落而其他线保持不变，就是上面所说的迹象。',
	'dates.months.x': '题目发布的月份',
	'dates.months.y': '平均分',
	'dates.months.aria': '{count, number} 个模型按题目月份的平均分，并标出每个模型的日期。',
	'dates.months.shown': '图中显示超额落差（以噪声单位计）最大的 {count, number} 个模型。',
	'dates.months.col.month': '月份',
	'dates.months.col.items': '题目数',
	'dates.months.caption': '<data>{name}</data> · 按题目月份的分数',
	'dates.after.title': '所有模型日期之后的排名',
	'dates.after.explain':
		'带日期的模型在最晚模型日期（{cutoff}）当天或之后发布的题目上的排名：这些题目没有一个模型可能训练过，这就是无污染测试集给出的排名。旁边是它们在全部题目上的排名。',
	'dates.after.none':
		'没有题目的日期在最晚的模型日期（{cutoff}，<data>{model}</data>）当天或之后：没有对所有模型都干净的题目。',
	'dates.after.tau':
		'两个排名之间的肯德尔 tau-b：{tau}。随机抽取 {items, number} 道题目得到 {q05} 至 {q95}（5–95%，{draws, number} 次抽取，种子 {seed}）。',
	'dates.after.below': '低于噪声基底：较晚的题目对模型顺序的改变，超过同样大小的随机题目集。',
	'dates.after.inside': '在噪声基底之内：较晚的题目给出的顺序与随机题目集无异。',
	'dates.after.col.rank': '名次',
	'dates.after.col.full': '全部题目',
	'dates.after.col.after': '所有日期之后',
	'dates.edit.title': '模型日期',
	'dates.edit.explain':
		'与数据集一起保存的各模型发布日期（YYYY-MM 或 YYYY-MM-DD）；文件给出训练截止日期时改用截止日期。修改日期后分析会重新运行。',
	'dates.edit.save': '保存',
	'dates.edit.invalid': '不是日期：请写成 2024-05 或 2024-05-13。',
	'dates.export': '导出 JSON',
	'dates.classroom.lead':
		'在应用生成器制作的内置样例上测量同一迹象：16 个模型中有 5 个在较早的公开题目上训练过：',
	'dates.classroom.link': '在样例上查看“发布之前还是之后”',
	'dates.classroom.opening': '正在打开样例……',
	'dates.table.lead':
		'Dominguez-Olmedo、Dorner 与 Hardt（2024）把每个基准测试的分数对“在截止月份当天或之后发布”以及预训练算力的对数做回归。θ 表示同等算力下新模型比旧模型高出多少分：在他们的数据中，以 2023 年 11 月为界，MMLU 上约 7 分，GSM8K 上约 17 分。',
	'dates.table.cutoff': '新模型 = 在此月份当天或之后发布',
	'dates.table.cutoffDefault': '默认：模型日期的中位数（{month}）。',
	'dates.table.counts':
		'{dated, number} 个模型有发布日期，{compute, number} 个有算力（直接给出，或 6 × 参数量 × 训练词元数）。',
	'dates.table.noCompute':
		'没有任何模型带有算力：θ 只是新旧模型的平均分之差，不是同等算力下的比较。请加入带 <code>compute</code>（FLOPs）或 <code>params</code> 与 <code>tokens</code> 的模型表。',
	'dates.table.title': '同等算力下的新模型',
	'dates.table.titleCondition': '同等算力下的新模型：<data>{condition}</data>',
	'dates.table.explain':
		'对每个基准测试，用普通最小二乘法把分数对 1 + 新模型 + log10(算力) 回归，给出经典标准误；噪声单位 = θ ÷ 标准误。',
	'dates.col.benchmark': '基准测试',
	'dates.col.fitModels': '模型数（新模型）',
	'dates.col.theta': 'θ 新 − 旧',
	'dates.col.slope': '算力每增 10 倍',
	'dates.col.leftOut': '略去',
	'dates.fitModels': '{n, number}（{newer, number}）',
	'dates.problem.one-side': '全部在截止月份的同一侧',
	'dates.problem.too-few': '模型太少',
	'dates.problem.collinear': '无法区分新旧与算力',
	'dates.review.summary':
		'模型信息：{facts, plural, =0 {未读到} other {{models, number} 个模型中的 # 个}}{dated, plural, =0 {} other {，其中 # 个带日期}}',
	'dates.review.explain':
		'文件中关于模型的信息（发布日期、训练截止日期、规模、系列），与数据集一起保存，供“发布之前还是之后”页面使用。发布日期可以在导入前在这里修改（YYYY-MM 或 YYYY-MM-DD），以后也可以在该页面修改。',
	'dates.review.title': '模型信息',
	'dates.review.col.release': '发布日期',
	'dates.review.col.params': '参数量',
	'dates.review.col.tokens': '词元数',
	'dates.review.col.compute': '算力（FLOPs）',
	'dates.review.col.family': '系列',
	'dates.review.dateOf': '{model} 的发布日期',
	'dates.review.unmatched': '模型表中有 {count, number} 个名称没有对应到分数中的任何模型：',
	'dates.residual.title': '每个模型在其之前和之后发布的基准测试上',
	'dates.residual.titleCondition':
		'每个模型在其之前和之后发布的基准测试上：<data>{condition}</data>',
	'dates.residual.explain':
		'同时用上基准测试的发布日期（{dated, number} 个基准测试有日期）：每个分数减去其模型的总体水平和其基准测试的难度（对 {cells, number} 个分数的加性拟合，残差标准差 {sigma}），再分别对模型日期之前发布的基准测试和当天或之后发布的基准测试取平均。落差 = 之前 − 之后；噪声单位 = 落差 ÷ 其标准误。',
	'dates.residual.headline':
		'{drops, plural, =0 {没有模型} other {# 个模型}}在其日期之后发布的基准测试上差得超出噪声（两侧都有基准测试的模型共 {tested, number} 个）。',
	'dates.residual.not':
		'只是迹象，不是证明：较晚发布的基准测试可能对某个模型更难，而它对所有模型的难度反映不了这一点；汇集来的表中分数来自不同来源和设置；标准误也没有考虑每个模型的水平是用同样的分数拟合出来的。',
	'dates.residual.side': '{mean}（{n, number} 个基准测试）',
	'dates.residual.verdict.drop': '在其日期之后变差',
	'dates.residual.verdict.rise': '在其日期之后变好',
	'dates.residual.none': '只有一侧有基准测试',
	'dates.residual.noDates':
		'这些基准测试没有发布日期，因此无法比较每个模型在其之前和之后发布的基准测试上的表现。带 <code>benchmark_release_date</code> 列的长表（如 Epoch AI 的表）会给出这些日期。'
} as const;

export default zhDates;
