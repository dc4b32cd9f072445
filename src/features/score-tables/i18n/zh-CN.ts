/**
 * 分数表页面（src/features/score-tables/views）与分数表解析器的问题和说明的简体中文消息，与 en.ts
 * 键和占位符一一对应；并入 zh-CN.ts。术语见 ../README.md 的词汇表。
 */
import type enTables from './en.ts';

const zhCNTables = {
	// ---- 页面 ----
	'tables.back': '← 数据集库',
	'tables.loading': '正在加载分数表……',
	'tables.computing': '正在计算一致性……',
	'tables.loadError': '无法加载这张分数表',
	'tables.missing.title': '你的数据集库中没有这张分数表',
	'tables.missing.body':
		'链接只携带设置，从不携带数据。在这里导入同一个文件（它的标识由内容计算得出），这个链接就会打开它。',
	'tables.missing.go': '前往数据集库',
	'tables.shape':
		'{models, number} 个模型 × {benchmarks, number} 个基准测试 × {conditions, number} 种条件',
	'tables.shapeShort': '{models, number} × {benchmarks, number} × {conditions, number}',
	'tables.withStderr': '含标准误',
	'tables.noStderr': '无标准误',
	'tables.missingCells': '{n, number} 个缺失单元格',
	'tables.tabs': '分数表视图',
	'tables.tab.agreement': '各基准测试的排名一致吗？',
	'tables.tab.two': '两个测试集',
	'tables.condition': '条件',
	'tables.exportJson': '导出结果（JSON）',
	'tables.exportCsv': '导出一致性矩阵（CSV）',
	'tables.showAsTable': '以表格显示',
	'tables.points': '{value} 个百分点',
	'tables.pBelow': '< {p}',
	'tables.nModels': '（{n, number} 个模型）',
	'tables.col.model': '模型',
	'tables.col.models': '模型数',
	'tables.col.benchmark': '基准测试',
	'tables.col.benchmarks': '基准测试数',
	'tables.col.medianTau': '两两 tau-b 中位数',
	'tables.col.rank': '名次',

	// ---- 越低越好 ----
	'tables.lower.none': '所有基准测试都是分数越高越好（修改……）',
	'tables.lower.some': '分数越低越好的基准测试：{names}（修改……）',
	'tables.lower.legend': '分数越低越好的基准测试',
	'tables.lower.help':
		'困惑度、错误率和损失的排名方向相反：在任何排名之前先取其相反数，使每个基准测试都是最好的排在最前。根据名称给出建议，可自行勾选或取消。',

	// ---- 运行 ----
	'tables.run.label': '分析设置',
	'tables.run.method': '综合排名方法',
	'tables.run.aggregateCondition': '综合排名所用条件',
	'tables.run.bootstrapDraws': '自助法抽样次数（模型）',
	'tables.run.stabilityDraws': '随机抽样次数（综合排名）',
	'tables.run.seed': '随机种子',
	'tables.run.button': '运行',
	'tables.run.idle':
		'当前显示：精确统计量（不含随机抽样）。运行后将加上平均 tau-b 的自助法区间，以及综合排名在随机扰动和最坏情况扰动下的变化。',
	'tables.run.running': '正在进行 {draws, number} 次自助法抽样……',
	'tables.run.done':
		'完成：对模型进行了 {draws, number} 次自助法抽样，随机种子 {seed, number}，用时 {seconds} 秒。',
	'tables.run.cancelled': '已取消。下方的精确统计量保持不变。',
	'tables.run.error': '分析失败：{detail}',
	'tables.method.meanScore': '平均分',
	'tables.method.meanRank': '平均名次',
	'tables.method.borda': '博尔达计数',

	// ---- 一致性 ----
	'tables.agree.heading': '各基准测试对排名的看法一致吗？各条件并排对比',
	'tables.agree.intro':
		'对每一对基准测试，在两者都有分数的模型上计算两种排名之间的肯德尔 tau-b；再取所有配对的平均值和中位数；并用肯德尔 W 同时衡量全部基准测试的一致程度。',
	'tables.agree.footnote':
		'W 已做结校正（Kendall 1948），只使用在每个基准测试上都有分数的模型；其 p 值来自弗里德曼卡方检验，是大样本近似。平均 tau-b 对每一对基准测试只计入两者都有分数的模型。',
	'tables.agree.difference':
		'<data>{to}</data> 与 <data>{from}</data> 的两两 tau-b 平均值之差：{diff}',
	'tables.agree.runForInterval': '（运行后可得其自助法区间。）',
	'tables.bootInterval': '95% 自助法区间 {lo}–{hi}（对模型抽样 {draws, number} 次）',
	'tables.bootIntervalPaired': '配对 95% 自助法区间 {lo}–{hi}（对模型抽样 {draws, number} 次）',
	'tables.pairsDefined': '可计算 tau-b 的配对：{defined, number} / {pairs, number}',
	'tables.wModels':
		'基于在每个基准测试上都有分数的 {n, number} 个模型（{left, plural, =0 {没有剔除模型} other {剔除 # 个}}）',
	'tables.chiSquare': '卡方 {chi}，自由度 {df, number}',
	'tables.heatmap.heading': '一致性矩阵',
	'tables.heatmap.intro':
		'每一对基准测试之间的肯德尔 tau-b（蓝色：顺序相同；红色：顺序相反），行按聚类顺序排列（以 1 − tau-b 为距离的平均连接法），排名相近的基准测试彼此相邻。',
	'tables.heatmap.aria': '一致性热图：{n, number} 个基准测试之间的 tau-b，按聚类顺序排列',
	'tables.heatmap.cell': '{a} 与 {b}：tau-b {tau}，基于 {n, number} 个模型',
	'tables.consensus.heading': '每个基准测试与共识排名的一致程度',
	'tables.consensus.intro':
		'每个基准测试的排名与其他基准测试平均名次所成共识排名（留一法）之间的 tau-b，按条件分列。',
	'tables.noise.heading': '处于噪声范围内的名次差异',
	'tables.noise.intro':
		'根据标准误：在每个基准测试的排名中，有多少对相邻模型的分数差小于其差值标准误的 1.96 倍。',
	'tables.noise.neighbours': '相邻模型对数',
	'tables.noise.within': '处于噪声范围内',
	'tables.noise.withoutStderr': '（{n, number} 个没有标准误）',
	'tables.aggregate.heading': '综合排名及其稳定性',
	'tables.aggregate.intro':
		'由全部基准测试得出的一个排名（{method}，条件 {condition}，{n, number} 个基准测试），以及当基准测试集合或权重改变、或加入模型时它如何变化。',
	'tables.aggregate.runForMore':
		'运行后可得随机扰动（有放回重抽基准测试、随机权重、加入弱模型）和最坏情况权重下的结果。',
	'tables.perturbation.resampleBenchmarks': '有放回重抽基准测试',
	'tables.perturbation.dropBenchmark': '每次去掉一个基准测试',
	'tables.perturbation.dirichletWeights': '随机的基准测试权重',
	'tables.perturbation.worstCaseWeights': '最坏情况的基准测试权重',
	'tables.perturbation.modelSet': '移除模型或加入弱模型',
	'tables.stab.sample':
		'随机抽样：{draws, number} 次（随机种子 {seed, number}）。与未扰动综合排名的 tau-b：中位数 {median}，第 5 百分位 {q05}，最低 {min}；最大名次变化的第 95 百分位为 {rank, number}；{leader, number, percent} 的抽样中榜首保持不变。',
	'tables.stab.variants':
		'逐一列出全部 {n, number} 个固定变体（无随机抽样）：tau-b 从 {min} 到 {max}；最大名次变化 {rank, number}；榜首在其中 {kept, number} 个变体中保持不变。',
	'tables.stab.variant': '去掉 <data>{dropped}</data>：tau-b {tau}，最大名次变化 {rank, number}',
	'tables.stab.eachVariant': '每个变体',
	'tables.stab.search':
		'搜索（权重在等权的 ±{bound, number, percent} 以内）：找到的最坏权重使 tau-b 为 {tau}，最大名次变化为 {rank, number}；任何权重都不会使 tau-b 低于 {lower}（界）。方法：{method}，共评估 {evaluated, number} 组权重。',
	'tables.stab.method.exhaustive': '穷举权重框的每个顶点',
	'tables.stab.method.local-search': '在权重框内局部搜索',
	'tables.stab.certificate': '凭证：找到的权重',

	// ---- 两个测试集 ----
	'tables.two.heading': '两个测试集：准确率在一条线上',
	'tables.two.intro':
		'每个模型在原测试集和新测试集上的分数。落在 y = x 下方的点准确率下降了；即使所有分数都下降，只要排名保持，tau-b 仍然很高。',
	'tables.two.original': '原测试集',
	'tables.two.new': '新测试集',
	'tables.two.probitAxes': '正态分位数坐标轴',
	'tables.two.choose': '请选择两个不同的列。',
	'tables.two.verdict':
		'在 {n, number} 个模型上，分数平均下降了 {drop}，排名的 tau-b 保持在 {tau}。',
	'tables.two.verdictPoints':
		'在 {n, number} 个模型上，分数平均下降了 {drop} 个百分点，排名的 tau-b 保持在 {tau}。',
	'tables.two.n': '两项分数齐全的模型数',
	'tables.two.tauBetween': '（两种排名之间）',
	'tables.two.meanDrop': '平均下降（原 − 新）',
	'tables.two.linearFit': '线性拟合',
	'tables.two.probitFit': '正态分位数坐标上的拟合',
	'tables.two.fitText': '新 = {intercept} + {slope} × 原（r = {r}）',
	'tables.two.probitExcluded': '（剔除了 {n, number} 个为 0 或 1 的模型）',
	'tables.two.axisProbit': '正态分位数（{name}）',
	'tables.two.identity': 'y = x',
	'tables.two.models': '模型',
	'tables.two.furthestBelow': '离拟合线下方最远的模型',
	'tables.two.belowProbit': '相对正态分位数坐标拟合的负残差最大者。',
	'tables.two.belowLinear': '相对线性拟合的负残差最大者。',
	'tables.two.drop': '下降',
	'tables.two.chartLabel':
		'{n, number} 个模型的散点图：横轴为原测试集，纵轴为新测试集，附 y = x 和拟合线',

	// ---- 定义（链接） ----
	'tables.def.tauB.term': '肯德尔 tau-b',
	'tables.def.tauB.what': '对结做了校正的秩相关：1 表示顺序相同，−1 表示完全相反。',
	'tables.def.meanTau.term': '两两 tau-b 平均值',
	'tables.def.meanTau.what':
		'所有基准测试配对的 tau-b 平均值（Zhang、Dominguez-Olmedo 与 Hardt 2025）。',
	'tables.def.kendallW.term': '肯德尔 W',
	'tables.def.kendallW.what':
		'全部基准测试同时计算的和谐系数，已做结校正：1 表示完全一致，0 表示毫无一致。',
	'tables.def.friedman.term': 'W 的 p 值',
	'tables.def.friedman.what':
		'弗里德曼卡方检验：各排名相互独立的假设下，统计量 m(n − 1)W 服从自由度为 n − 1 的卡方分布。',
	'tables.def.bootstrap.term': '对模型的自助法',
	'tables.def.bootstrap.what': '对模型做有放回重抽（Efron 1979），取各次抽样的百分位区间。',
	'tables.def.consensus.term': '与共识排名的 tau-b',
	'tables.def.consensus.what': '一个基准测试与其他基准测试平均名次之间的 tau-b。',
	'tables.def.borda.term': '博尔达计数',
	'tables.def.borda.what': '每个基准测试上的得分：排在该模型之后的模型个数。',
	'tables.def.stability.term': '综合排名的稳定性',
	'tables.def.stability.what':
		'多任务排名如何随任务、权重和模型的改变而变化（Zhang 与 Hardt 2024）。',
	'tables.def.cluster.term': '聚类顺序',
	'tables.def.cluster.what': '以 1 − tau-b 为距离的平均连接层次聚类。',
	'tables.def.onTheLine.term': '准确率在一条线上',
	'tables.def.onTheLine.what':
		'新测试集上的分数沿原测试集分数的一条线分布，在正态分位数坐标上呈线性（Miller 等 2021）。',
	'tables.def.imagenetV2.term': 'ImageNetV2',
	'tables.def.imagenetV2.what':
		'重新收集的 ImageNet 测试集：准确率下降 11–14 个百分点，排名基本不变（Recht 等 2019）。',
	'tables.def.noise.term': '标准误',
	'tables.def.noise.what': '随表格一同报告的每个分数的标准误。',

	// ---- 检查导入 ----
	'tables.review.heading': '检查分数表',
	'tables.review.readAs': '读取方式',
	'tables.review.import': '导入分数表',
	'tables.review.asMatrix': '改为按分数矩阵读取',
	'tables.review.more': '另有 {n, number} 列',
	'tables.reading.models-as-rows': '宽表：每行一个模型，每列一个基准测试',
	'tables.reading.benchmarks-as-rows': '转置的宽表：每行一个基准测试，每列一个模型',
	'tables.reading.long': '长表：每行一个模型与基准测试的组合（{container}）',
	'tables.reading.nested-benchmark': '嵌套 JSON：基准测试 › 模型 › 分数',
	'tables.reading.nested-model': '嵌套 JSON：模型 › 基准测试 › 分数',
	'tables.issue.row': '第 {row, number} 行',
	'tables.issue.column': '第 {column, number} 列',
	'tables.issue.columnName': '“{name}”',
	'tables.issue.path': '位于 {path}',
	'tables.notice.already': '“{file}”已在数据集库中，名为“{name}”。',

	'tables.sniff.nested3': '嵌套的分数：条件 › 基准测试 › 模型',
	'tables.sniff.nested2': '嵌套的分数：基准测试 › 模型',
	'tables.sniff.andStderr': '，含标准误',
	'tables.sniff.uneven-nesting': '嵌套的对象，但深度不一',
	'tables.sniff.records-with-benchmark': '含模型、基准测试和分数字段的记录',
	'tables.sniff.long-columns': '模型、基准测试和分数列（“{model}”、“{benchmark}”、“{score}”）',
	'tables.sniff.stderr-columns': '基准测试旁有 {count, number} 个标准误列',
	'tables.sniff.benchmark-header': '第一列（“{name}”）是基准测试名称',
	'tables.sniff.model-header': '第一列（“{name}”）是模型名称，单元格是汇总分数',
	'tables.sniff.aggregate-values': '行列都不多，单元格是小数分数',

	'tables.issue.empty-file': '文件是空的。',
	'tables.issue.not-json': '不是有效的 JSON：{detail}。',
	'tables.issue.json-not-object': '应为以基准测试（或条件）为键的对象。',
	'tables.issue.csv-syntax': '表格在此处无法读取：{detail}。',
	'tables.issue.no-data-rows': '表格只有表头，没有数据行。',
	'tables.issue.empty-name': '这个{what}没有名字。',
	'tables.issue.duplicate-name': '{what}“{name}”出现了两次。',
	'tables.issue.duplicate-cell': '“{model}”在“{benchmark}”上有第二个分数。',
	'tables.issue.not-a-number': '不是数字：“{value}”。',
	'tables.issue.decimal-comma': '“{value}”使用了小数逗号。',
	'tables.issue.number-too-large': '“{value}”这个数太大了。',
	'tables.issue.boolean-score': '“{value}”是真/假值，不是分数。',
	'tables.issue.negative-stderr': '标准误不能为负：{value}。',
	'tables.issue.extra-fields': '这一行有 {found, number} 个字段，但表头有 {expected, number} 个。',
	'tables.issue.missing-column': '找不到{role}列（查找了“{tried}”）。',
	'tables.issue.bad-record': '不是一条记录：{detail}。',
	'tables.issue.mixed-depth': '分数的嵌套深度不一致。',
	'tables.issue.too-few-models': '只有 {models, number} 个模型有分数；排名至少需要 2 个。',
	'tables.issue.no-benchmarks': '没有任何基准测试有分数。',
	'tables.issue.bad-choice': '这个选择与文件不符：{detail}。',
	'tables.issue.not-a-score-table': '这看起来不是分数表：{reason}。',
	'tables.what.model': '模型',
	'tables.what.benchmark': '基准测试',
	'tables.what.score': '分数',
	'tables.what.stderr': '标准误',
	'tables.what.condition': '条件',
	'tables.issue.too-many-issues': '……以及另外 {more, number} 个类似问题。',
	'tables.hint.empty-file': '重新导出表格，或选择其他文件。',
	'tables.hint.not-json': '检查文件是否完整（没有被截断），并且是 JSON 而不是 CSV。',
	'tables.hint.csv-syntax': '检查这一行的引号（是否有引号没有闭合？）。',
	'tables.hint.no-data-rows': '每个模型（或每个基准测试）添加一行。',
	'tables.hint.duplicate-name': '重命名其中一个，或删除重复项。',
	'tables.hint.duplicate-cell': '删除重复项。',
	'tables.hint.not-a-number': '分数必须是数字（0.75 或 75%）；没有分数时请留空。',
	'tables.hint.decimal-comma': '写成 {fixed}，或以小数点格式重新导出文件。',
	'tables.hint.boolean-score': '分数表存放汇总分数；逐题的 0/1 结果应放在分数矩阵中。',
	'tables.hint.extra-fields': '检查这一行的分隔符和引号。',
	'tables.hint.missing-column': '文件中的列有：{columns}。',
	'tables.hint.too-few-models': '检查读取方式（模型作为行还是列）以及所选的列。',
	'tables.hint.no-benchmarks': '检查读取方式（模型作为行还是列）。',
	'tables.hint.not-a-score-table': '请改为按分数矩阵（题目 × 模型）读取。',

	'tables.note.stderr-found':
		'已将 {count, number} 个标准误列（<data>{names}</data>）读作标准误，而非基准测试。',
	'tables.note.orphan-stderr':
		'“<data>{name}</data>”看起来是标准误，但没有可对应的“<data>{base}</data>”；已略去。',
	'tables.note.stderr-without-score': '有 {count, number} 个标准误旁边没有分数；已略去。',
	'tables.note.ignored-text-column': '“<data>{name}</data>”是文本而不是分数；已略去。',
	'tables.note.ignored-key': '“<data>{name}</data>”不是分数表；已略去。',
	'tables.note.short-rows': '有 {count, number} 行比表头短；缺少的单元格视为空。',
	'tables.note.percent-cells':
		'有 {count, number} 个以百分数（75%）写出的单元格已读作小数（0.75）。',
	'tables.note.duplicates-averaged': '已对 {count, number} 个重复分数取平均。',
	'tables.note.model-facts':
		'以下列读作模型信息，而非基准：<data>{names}</data>{bad, plural, =0 {} other {（{bad, number} 个不是日期或数字的单元格已略去）}}。',
	'tables.note.excluded': '按选择略去：<data>{names}</data>。',

	// ---- 数据集库 ----
	'tables.library.heading': '分数表',
	'tables.library.intro':
		'模型 × 基准测试（× 条件）：每个模型在每个基准测试上一个汇总分数。把文件拖到页面上，或从上面的数据集派生。',
	'tables.library.empty': '还没有分数表。',
	'tables.library.colShape': '模型 × 基准测试 × 条件',
	'tables.library.colStderr': '标准误',
	'tables.library.yes': '有',
	'tables.library.no': '无',
	'tables.library.rename': '重命名',
	'tables.library.delete': '删除',
	'tables.library.confirmDelete': '确认删除',
	'tables.sources.heading': '来自两个数据集的两个测试集',
	'tables.sources.other': '比较另外两个数据集',
	'tables.sources.help':
		'从已保存的数据集（每个模型在各道题目上的平均分）和分数表的基准测试中选出原测试集和新测试集；模型按名称对应。这一对会保存为一个派生分数表。',
	'tables.sources.datasets': '逐题数据集',
	'tables.sources.compare': '比较',
	'tables.sources.same': '请选择两个不同的测试集。',
	'tables.derive.heading': '从数据集派生分数表',
	'tables.derive.categories': '类别 × 模型：来自一个数据集的类别列',
	'tables.derive.datasets': '数据集 × 模型：来自共享模型的多个数据集',
	'tables.derive.dataset': '数据集',
	'tables.derive.column': '类别列',
	'tables.derive.noColumns': '这个数据集没有类别列。',
	'tables.derive.pick': '数据集（两个或以上）',
	'tables.derive.button': '派生并打开',
	'tables.derive.failed': '无法加载这些数据集。',
	'tables.derive.problem.no-category-column': '数据集中没有这一列。',
	'tables.derive.problem.too-few-categories': '这一列的类别少于两个。',
	'tables.derive.problem.too-few-datasets': '请至少选择两个数据集。',
	'tables.derive.problem.duplicate-dataset-name': '其中两个数据集同名；请重命名其中一个。',
	'tables.derive.problem.too-few-shared-models': '在两个或以上数据集中出现的模型少于两个。'
} as const satisfies Record<keyof typeof enTables, string>;

export default zhCNTables;
