/**
 * 分析页面的简体中文消息，与 en-analysis.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 术语见 ../README.md 的词汇表。代码与公式一律作为占位符（<code>{call}</code>）传入。
 */
import type enAnalysis from './en-analysis.ts';

const zhCNAnalysis = {
	// ---- 扰动类型 ----
	'kind.bootstrap.label': '自助法（bootstrap）',
	'kind.bootstrap.imitates': '从同一题库中再抽出一套同样大小的测试集。',
	'kind.bootstrap.strengthNote':
		'取 1（默认）时，每次抽样都对全部 n 道题目做有放回重抽（经典自助法）；小于 1 时，每道题目以该概率被换成一道随机题目。',
	'kind.subsample.label': '子抽样',
	'kind.subsample.imitates': '更小的测试集：假如当初只写出了一部分题目。',
	'kind.clusterBootstrap.label': '整群自助法',
	'kind.clusterBootstrap.imitates':
		'换一批主题（或段落、来源）组成的测试集，每个主题内的题目整体保留。',
	'kind.sizeSweep.label': '规模扫描',
	'kind.sizeSweep.imitates': '用更少的题目构建基准测试：需要多少道题目排名才会稳定？',
	'kind.sizeSweep.strengthNote':
		'扫描覆盖从少量题目直到全部题目的各种规模。不超过一半题目时，还会比较两套同样大小、互不重叠的测试集（复现指标）。',
	'kind.dirichlet.label': '随机类别权重',
	'kind.dirichlet.imitates': '同样的类别，按另一种比例混合成测试集。',
	'kind.dropCategory.label': '去掉一个类别',
	'kind.dropCategory.imitates': '同一基准测试去掉其中一个类别（每个类别一个变体）。',
	'kind.worstCase.label': '最坏情况类别权重',
	'kind.worstCase.imitates':
		'在一定范围内对抗性地选择类别比例：一个有意为之的基准测试作者最多能把排名改变多少？',
	'kind.worstCase.strengthNote':
		'范围限制的是每道题目的权重（1 ± 范围，同一类别的题目相同），因此一个类别在测试集中的占比最多可改变 (1 + 范围) / (1 − 范围) 倍。',
	'kind.labelNoise.label': '标签噪声',
	'kind.labelNoise.imitates':
		'评分错误：评分者有噪声（逐个单元格），或标准答案本身有错（整道题目）。',
	'kind.trials.label': '更少试验',
	'kind.trials.imitates':
		'每道题目的试验次数更少：每个单元格按其观测通过率，重新抽取为 k′ 次通过/未通过试验的平均值，看排名如何随试验次数变化。',
	'kind.trials.strengthNote':
		'每个单元格 k′ 次试验（∞ 即参照）。低于数据本身每个单元格的试验次数时，显示更少试验的效果；等于或高于时，会低估重新运行的噪声（把观测通过率当作真实值）。',
	'kind.difficulty.label': '难度偏移',
	'kind.difficulty.imitates':
		'按参与排名的模型自己的解出率（在所有题目上标准化）给同一批题目重新加权，偏向它们最少解出的题目：是这些题目更难（或更容易）的组合，而不是一套新的测试集。',
	'kind.difficulty.strengthNote':
		'难度由参与排名的模型本身估计（每道题目的解出率）。关闭重抽时，偏移后的测试集是一个固定变体；关闭重抽且强度为 0 时，测试集保持不变。',
	'kind.timeSplit.label': '时间切分',
	'kind.timeSplit.imitates':
		'在模型训练之后才写出的题目：一项数据污染检查（变体 1 = 截止日期之前，变体 2 = 之后）。',
	'kind.timeSplit.strengthNote': '截止日期充当强度；它没有“不扰动”的取值。',
	'kind.threshold.label': '阈值扫描',
	'kind.threshold.imitates': '在评审打分尺度上换一种“够好”的定义（每个阈值一个变体）。',
	'kind.threshold.strengthNote': '阈值充当强度；没有哪个阈值能重现平均分。',
	'kind.modelSet.label': '参赛模型变化',
	'kind.modelSet.imitates': '参赛者不同的排行榜：去掉一些模型、加入一些弱模型，题目一道不变。',
	'kind.modelSet.strengthNote':
		'不去掉也不加入任何模型时，排行榜保持不变。名次、第一名占比和榜首只统计一次抽样中出现的模型。',

	// ---- 设置 ----
	'field.shareResampled': '重抽题目的比例',
	'field.shareKept': '保留题目的比例',
	'field.clustersResampled': '重抽的群所占比例',
	'field.concentration': '集中度（越小偏移越大）',
	'field.categoryRemoved': '该类别被去掉的比例',
	'field.bound': '题目权重的最大相对变化',
	'field.flipProbability': '翻转概率',
	'field.trialsKept': '每个单元格的试验次数（k′）',
	'field.shift': '要求的难度偏移（以难度标准差计，负数 = 更容易）',
	'field.modelsRemoved': '去掉模型的比例',
	'field.categoryColumn': '类别列',
	'field.dateColumn': '日期列',
	'field.cutoff': '截止日期',
	'field.flip': '翻转对象',
	'field.method': '排行榜排名依据',
	'field.addWeak': '加入的弱模型数',
	'field.thresholds': '阈值（留空 = 取自数据）',
	'field.resample': '对偏移后的测试集重抽',
	'field.thresholdsExample': '例如 0.5, 0.7, 0.9',
	'choice.mode.cell': '逐个单元格（评分者有噪声）',
	'choice.mode.key': '逐道题目的标准答案（所有模型同样翻转）',
	'choice.method.bradleyTerry': 'Bradley–Terry 模型（两两比较，同 Arena）',
	'choice.method.winRate': '对其他模型的胜率',
	'choice.method.mean': '平均分（逐题）',
	'imitates.noise': '抽样噪声：同一题库中的另一套测试集',
	'imitates.shift': '分布偏移：来源改变后的测试集',
	'imitates.grading': '评分：同样的回答换一种评法',
	'imitates.entrants': '参赛者：排行榜上换一批模型',
	'settings.label': '运行设置',
	'settings.kind': '扰动',
	'settings.draws': '抽样次数',
	'settings.drawsPerSize': '每种规模的抽样次数',
	'settings.drawsPerStep': '每一步的抽样次数',
	'settings.seed': '随机种子',
	'settings.topK': '前 k 名',
	'settings.cluster': '分群列（用于标准误）',
	'settings.sweep': '扫描强度',
	'settings.steps': '各步取值（留空 = 由应用选择）',
	'settings.newSeed': '新种子',
	'settings.newSeedTitle': '随机选一个新的种子',
	'settings.fixedDraws': '这种扰动的抽样是固定的',
	'settings.runAgain': '重新运行',
	'settings.run': '运行',
	'settings.running': '运行中……',
	'settings.progress': '运行进度',
	'settings.needs.continuous': '需要连续分数',
	'settings.needs.binary': '需要 0/1 分数',
	'settings.needs.category': '需要一个 meta: 列',
	'settings.needs.date': '需要一列日期',
	'settings.needs.trials': '需要由多次试验取平均的分数',
	'settings.cannot.continuous':
		'{kind}无法在这个数据集上运行：它需要连续分数（通过率、分级分数或评审分数），而这里是 0/1 分数。导入一个连续分数的文件才能使用它，或者换一种扰动。',
	'settings.cannot.binary':
		'{kind}无法在这个数据集上运行：它需要 0/1 分数，而这里是连续分数。导入一个对错分数的文件才能使用它，或者换一种扰动。',
	'settings.cannot.category':
		'{kind}无法在这个数据集上运行：它需要一列题目类别，而文件中没有。导入带 <code>meta:</code> 列（每道题目一个类别）的文件才能使用它。',
	'settings.cannot.date':
		'{kind}无法在这个数据集上运行：它需要一列题目日期，而文件中没有。导入带日期 <code>meta:</code> 列（例如 <code>meta:created_at</code>，2024-06-01）的文件才能使用它。',
	'settings.cannot.trials':
		'{kind}无法在这个数据集上运行：它需要由多次试验取平均的分数，并知道每个单元格有几次。导入带试验次数列（<code>{columns}</code>，或带 <code>{field}</code> 的 JSON 矩阵）的文件，或者打开内置示例“每题五次试验”。',
	'status.cannotRun': '这些设置无法在这个数据集上运行：原因见下文。',
	'settings.kindOption': '{label}（{why}）',
	'settings.clusterOption': '{column}（{clusters, plural, other {# 个群}}；{reason}）',
	'settings.searchNote':
		'一次搜索（最长 {seconds, number} 秒，在后台线程中运行，可随时取消）；随机种子决定它的随机起点。',
	'settings.fixedNote': '这种方案的抽样是固定的（每个变体一次）。',
	'settings.sweepNote': '每一步都等同于以该强度、相同种子和相同抽样次数单独运行一次。',
	'settings.noSteps': '扫描的各步取值都不适用于这个数据集：请换一些取值。',
	'settings.problem.range':
		'{label}：必须是 {min, number} 到 {max, number} 之间的{integer, select, yes {整数} other {数}}。',
	'settings.problem.choice': '{label}：必须是以下之一：{options}。',
	'settings.problem.flag': '{label}：必须是 1（开）或 0（关）。',
	'settings.problem.text': '{label}：必须是 1 到 {maxLength, number} 个字符的名称。',
	'settings.problem.date': '{label}：必须是日期，例如 2024-06-01。',
	'settings.problem.list':
		'{label}：必须是 1 到 {maxLength, number} 个介于 {min, number} 和 {max, number} 之间的{integer, select, yes {整数} other {数}}，用逗号分隔。',
	'status.idle': '可以运行了。',
	'status.idleAbout': '可以运行了（约 {time}）。',
	'status.changed': '设置已更改：按“运行”（或回车）更新结果。',
	'status.changedAbout': '设置已更改：按“运行”（或回车）更新结果（约 {time}）。',
	'status.wouldTake': '这次运行约需 {time}：按“运行”开始。',
	'status.searching': '正在搜索最坏情况……',
	'status.searchingSteps': '搜索中：已完成 {done, number} / {total, number} 个范围……',
	'status.summarising': '正在汇总 {total, number} 次抽样……',
	'status.running': '运行中：已完成 {done, number} / {total, number} 次抽样……',
	'status.floor':
		'先测量抽样噪声（每个数据集一次）：完整测试集的 {total, number} 次重抽样已完成 {done, number} 次……',
	'status.done': '完成。',
	'status.doneSearch': '完成：搜索用时 {seconds} 秒。',
	'status.doneSaved':
		'保存于 {date} 的结果：{draws, plural, other {# 次抽样}}，用时 {seconds} 秒（没有重新运行）。',
	'status.doneSearchSaved': '保存于 {date} 的结果：搜索用时 {seconds} 秒（没有重新运行）。',
	'status.doneDraws':
		'完成：{draws, plural, other {# 次抽样}}，用时 {seconds} 秒，使用 {workers, plural, other {# 个工作线程}}。',
	'status.cancelled': '运行已取消。如有显示的结果，来自上一次运行。',
	'status.error': '运行未能完成：',
	'status.errorUnknown': '未知错误',
	'status.errorAfter': '你的数据安然无恙；请重试或更改设置。',
	'duration.seconds': '{n, number} 秒',
	'duration.minutes': '{n, number} 分钟',
	'duration.hours': '{n} 小时',

	// ---- 抽样类型 ----
	'drawType.sample': '随机抽样',
	'drawType.variants': '固定变体',
	'drawType.search': '搜索',
	'drawType.sweep': '扫描',
	'drawType.sample.text':
		'对测试集的随机重抽：汇总给出百分位区间、第一名占比和 tau-b 分布，并注明各自基于多少次抽样。',
	'drawType.variants.text':
		'测试集的一组固定变体，每种条件一个：逐个展示，并给出各变体之间的最小值和最大值。没有“95%”：它们不是随机样本。',
	'drawType.search.text':
		'在一定范围内搜索最坏情况：结果是找到的最坏权重，权重本身就是它的凭证，并说明搜索的过程。',
	'drawType.sweep.text':
		'每一步一行（一种测试集规模或一种强度），各有自己的抽样；不同步之间从不合并。',

	// ---- 群 ----
	'cluster.what':
		'群是一组来源相同的题目——关于同一段落的问题、来自同一代码仓库的任务、由同一模板生成的提示——因此它们的答案并不独立。只有几个取值的类别或难度等级是分层，而不是群。',
	'cluster.few':
		'群少于 20 个：聚类稳健标准误所依据的数值很少，本身就不确定（区间使用自由度为 G − 1 的 t 分布）。',
	'cluster.none': '无（题目相互独立）',
	'clusterReason.name': '推荐：列名表明其题目来源相同',
	'clusterReason.shape': '推荐：许多只含几道题目的小组',
	'clusterReason.fewGroups': '组数很少：是分层，不是群',
	'clusterReason.largeGroups': '组很大：是类别，不是群',
	'clusterReason.singletons': '大多数题目单独成组',
	'clusterReason.dates': '日期：请用时间切分',
	'clusterReason.unlabelled': '几乎没有取值',

	// ---- 最坏情况搜索方法 ----
	'searchMethod.reference': '范围为 0，所以唯一的权重就是参照权重。',
	'searchMethod.line-search':
		'在整个权重空间上做精确线搜索（依次沿每个类别，以及朝最能降低平滑后 tau-b 的角点），从参照权重和随机点多次重启；给出找到的最好点，而不是经过证明的最小值。',
	'searchMethod.line-search+branch-and-bound':
		'先在整个权重空间上做精确线搜索，再对哪些模型对可以同时被颠倒做分支定界（线性规划与模型对次序的割）；完成时即证明了最小值，否则给出一个经过证明的下界。',
	'searchMethod.random-interior': '在权重空间内均匀随机取点；给出找到的最好点。',

	// ---- 变体名称 ----
	'variant.without': '去掉“<data>{category}</data>”',
	'variant.weighted': '“<data>{category}</data>”权重为 {weight}',
	'variant.before': '{cutoff} 之前',
	'variant.from': '{cutoff} 起',
	'variant.threshold': '分数 ≥ {value}',
	'variant.shifted': '难度提高 {achieved} 个标准差（要求 {requested}）',
	'variant.numbered': '变体 {n, number}',

	// ---- 结论句 ----

	// ---- 分析页面 ----
	'analysis.back': '← 数据集库',
	'analysis.loading': '正在加载数据集……',
	'analysis.missing.heading': '你的数据集库中没有这个数据集',
	'analysis.missing.body':
		'链接只携带设置，从不携带数据。在这里导入同一个文件（数据集 ID 由文件内容计算得出），这个链接就能打开它。',
	'analysis.missing.button': '前往数据集库',
	'analysis.loadError': '无法加载该数据集',
	'analysis.summary': '{items, number} 道题目 × {models, number} 个模型',
	'analysis.valuesBinary': '0/1 正误',
	'analysis.valuesContinuous': '连续分数',
	'analysis.noMissing': '没有缺失单元格',
	'analysis.missingCells': '{count, number} 个缺失单元格（每个模型的分数只用它的非缺失题目）',
	'analysis.working': '正在运行…… 第一批抽样完成后，图表就会出现在这里。',
	'analysis.savedOnly':
		'保存于 {date}；它的图表没有保留（由较早的版本保存，或来自数据集库文件）。它的结论：',
	'analysis.savedOnlyRun':
		'按<strong>运行</strong>查看它的图表：相同的随机种子给出相同的数字（约 {time}）。',
	'results.kept': '运行于 {date}，保存在你的数据集库中：没有重新运行，直接显示。',
	'analysis.noResults': '这些设置还没有结果。按<strong>运行</strong>抽取扰动后的测试集。',
	'analysis.noResultsAbout':
		'这些设置还没有结果。按<strong>运行</strong>抽取扰动后的测试集（约 {time}）。',

	// ---- 结果 ----
	'results.label': '结果',
	'results.partial':
		'目前：已完成 {total, number} 次抽样中的前 {done, number} 次。图表会随抽样进展而更新；详细信息和导出在运行结束后提供。',
	'results.stale': '这些结果对应之前的设置（{settings}）。按“运行”更新。',
	'results.drawType': '<strong>{name}</strong>：{text}',
	'results.shiftAchieved': '要求的偏移：{requested} 个标准差；实际达到：{achieved} 个标准差。',
	'results.shiftNotReached':
		'要求的偏移：{requested} 个标准差；实际达到：{achieved} 个标准差（这些题目通过重新加权所能达到的上限）。',
	'results.shiftNotReported': '要求的偏移：{requested} 个标准差；此版本未报告实际达到的偏移。',
	'results.shiftEstimated': '难度由参与排名的模型估计（它们的解出率），而不是来自数据之外。',
	'results.meta': '{settings} · {models, number} 个模型 · 参照榜首：<data>{leader}</data>',
	'results.highlight': '突出显示',
	'results.noModel': '不突出任何模型',
	'export.label': '导出',
	'export.json': '结果（JSON）',
	'export.models': '逐模型表格（CSV）',
	'export.steps': '各步（CSV）',
	'export.draws': '每次抽样（CSV）',
	'export.schema':
		'结构：<code>{schema}</code>，抽样类型 <code>{drawType}</code>（详见 <code>{doc}</code>）。',

	// ---- 图表通用词 ----
	'axis.score': '分数',
	'axis.scorePercent': '分数（%）',
	'axis.tauWithReference': '与参照排名的肯德尔 tau-b',
	'axis.draws': '抽样次数',
	'axis.rank': '名次（1 = 最好）',
	'legend.referenceScore': '参照分数',
	'legend.referenceRank': '参照名次',
	'legend.interval95': '95% 区间',
	'legend.rankInterval95': '95% 名次区间',
	'table.model': '模型',
	'table.referenceInterval': '参照（95% 区间）',
	'table.meanOverDraws': '抽样平均',
	'table.largestMove': '最大变动',
	'table.noise95': '完整测试集分数的 ±1.96 个标准误',
	'table.changeSE': '变动（标准误）',
	'table.shiftInNoiseUnits': '均值的漂移（标准误）',
	'table.changeInNoiseUnits': '典型变动（标准误）',
	'table.meanChange': '自身的变动',
	'table.meanChangePoints': '自身的变动（百分点）',
	'table.typicalShift': '典型模型（标准误）',
	'table.floor': 'tau-b 与一次重抽样对完整测试集相比',
	'table.floorInside': '之内',
	'table.floorAbove': '高于',
	'table.floorBelow': '低于',
	'table.drawsIn': '参与的抽样次数',
	'table.rankInterval': '名次（95% 区间）',
	'table.pFirst': '第一名占比',

	// ---- 随机抽样 ----
	'sample.swing.title': '准确率波动',
	'sample.swing.explain':
		'每个模型在完整测试集上的分数（圆点），以及它在 {draws, number} 次抽样中分数的中间 95%（横条）{imitates, select, noise {：仅由抽样噪声造成，即从同一题库再抽一套这类测试集。题目越多它越窄，但它说明不了来源改变后的测试集会怎样} other {：这是扰动的百分位区间，不是置信区间}}。{band, select, yes {横条后面的灰色带：完整测试集分数 ± 1.96 个标准误，即模型在无穷多道同类题目上分数的 95% 区间；另一套同样大小的测试集只有约 83% 的时候会落在其中（两套测试集之间相差 √2 个标准误）。横条远超出灰带，说明变动超出了抽样噪声。} other {}}',
	'sample.swing.aria': '各模型的分数区间：参照分数及各次抽样的 95% 百分位区间',
	'sample.tau.title': '排名稳定性',
	'sample.tau.explain':
		'每次抽样的排名与完整测试集排名之间的肯德尔 tau-b（1 = 顺序相同，0 = 顺序一致与顺序相反的模型对一样多），共 {draws, number} 次抽样。颜色较浅的柱子低于结论句中的阈值。',
	'sample.tau.explainFloor':
		'每次抽样的排名与完整测试集排名之间的肯德尔 tau-b（1 = 顺序相同，0 = 顺序一致与顺序相反的模型对一样多），共 {draws, number} 次抽样。虚线轮廓是同一题库中同样大小的一次重抽样与完整测试集相比给出的分布，缩放到同样多的抽样：落在它左边的柱子比抽样噪声更多地改变了排名。颜色较浅的柱子低于各次抽样的 5% 分位数。',
	'sample.tau.floorLegend': '同样大小的一次重抽样（噪声范围）',
	'sample.tau.runLegend': '本次运行的抽样',
	'sample.tau.link': 'tau-b（scipy 文档）',
	'sample.tau.pngTitle': '排名稳定性：每次抽样的肯德尔 tau-b',
	'sample.tau.aria': '每次抽样的排名与参照排名之间肯德尔 tau-b 的直方图',
	'sample.tau.mean': 'tau-b 平均值',
	'sample.tau.median': '中位数',
	'sample.tau.quantiles': '5% / 95% 分位数',
	'sample.tau.lowest': '最小值',
	'sample.tau.undefined': '所有模型分数都相同的抽样',
	'sample.leaderKept': '榜首不变：',
	'sample.leaderKeptOf': '（共 {n, number} 次抽样）。',
	'sample.leaderKeptAmong': '（榜首参与的 {n, number} 次抽样中）。',
	'sample.leaderKeptNot': '这是重抽中的占比，不是榜首真正最佳的概率。',
	'sample.ranks.title': '名次区间',
	'sample.ranks.explain':
		'每个模型在完整测试集上的名次（圆点），以及它在所参与抽样中名次的中间 95%（横条）。第 1 名最好；分数相同的模型共享较好的名次。',
	'sample.ranks.aria': '各模型的名次区间：参照名次及各次抽样的 95% 名次区间',
	'sample.ranks.pFirstNote':
		'第一名占比是模型排名第一的重抽所占的比例（并列时平分），不是它真正是最佳模型的概率。',
	'legend.variantRange': '各变体间的最小值–最大值',
	'table.reference': '参照',
	'table.variantRange': '各变体间的最小值 – 最大值',
	'table.rankRange': '名次（最小 – 最大）',
	'table.variant': '变体',
	'table.tau': 'tau-b',
	'table.rankedFirst': '排名第一',
	'table.referenceLeader': '（参照榜首）',

	// ---- 固定变体 ----
	'variants.scores.title': '各变体中的分数',
	'variants.scores.explain':
		'每个模型在完整测试集上的分数（圆点），以及它在 {n, number} 个变体中分数的最小值到最大值（横条）。这不是具有覆盖率的区间：变体是固定的，不是样本。',
	'variants.scores.aria': '各模型的分数：参照分数及各变体间的范围',
	'variants.tau.title': '每个变体中的排名',
	'variants.tau.explain': '每个变体的排名与完整测试集排名之间的肯德尔 tau-b（1 = 顺序相同）。',
	'variants.tau.aria': '每个变体与参照排名的肯德尔 tau-b',
	'variants.tau.range': 'tau-b，最低 – 最高',
	'variants.tau.leaderFirst': '榜首不变的变体',
	'variants.tau.leaderFirstValue': '{n, number} 个中的 {first, number} 个',
	'variants.each.title': '每个变体',
	'variants.each.note': '每个变体一行；结果 JSON 中有每个模型在每个变体中的分数和排名。',
	'variants.each.region': '每个变体（可滚动表格）',
	'legend.worstScore': '最坏情况分数',
	'legend.moveFromReference': '相对参照分数的变动',
	'axis.itemWeight': '题目权重（1 = 不变）',
	'table.referenceRank': '参照（名次）',
	'table.worstRank': '最坏情况（名次）',
	'table.change': '变化',
	'table.changePoints': '变化（百分点）',
	'table.category': '类别',
	'table.itemWeight': '题目权重',

	// ---- 搜索 ----
	'search.scores.title': '最坏情况下的分数',
	'search.scores.explain':
		'每个模型在最坏情况权重下的分数（圆点），以及它相对完整测试集上分数的变动（横条）。',
	'search.scores.aria': '各模型在最坏情况权重下的分数，以及相对参照分数的变动',
	'search.cert.title': '凭证',
	'search.cert.found': '找到的最坏情况',
	'search.cert.tau': 'tau-b {tau}',
	'search.cert.tauExact': 'tau-b {tau}（已证明）',
	'search.cert.bound': '每道题目权重的范围',
	'search.cert.boundValue': '1 ± {bound}（一个类别的占比最多改变 ×{ratio}）',
	'search.cert.method': '方法',
	'search.cert.evaluated': '评估的点数',
	'search.cert.evaluatedStopped': '{n, number}（在时间上限处停止）',
	'search.cert.trueBound': '真实最坏情况的界',
	'search.cert.proven': '已证明：范围内没有任何权重能更低',
	'search.cert.noneKnown': '未知',
	'search.cert.atLeast': 'tau-b ≥ {tau}',
	'search.cert.recompute': '把每个类别的每道题目按下面的权重加权，各分数就给出这个 tau-b。',
	'search.weights.title': '最坏情况权重',
	'search.weights.aria': '每个类别中题目的最坏情况权重',
	'search.weights.region': '权重（可滚动表格）',
	'axis.sizeK': '测试集中的题目数（k）',
	'axis.strength': '强度',
	'axis.change': '典型分数变动',
	'axis.changePoints': '典型分数变动（百分点）',
	'axis.tau': '肯德尔 tau-b',
	'legend.tauFull': '与完整测试集的 tau-b',
	'legend.replication': '两套互不重叠测试集之间的 tau-b（复现）',
	'legend.leaderKeptPercent': '榜首不变（%）',
	'legend.change': '典型分数变动',
	'legend.changePoints': '典型分数变动（百分点）',
	'legend.band': '{label} 5–95%',
	'legend.noiseBand': '± 1.96 个标准误（无穷多道同类题目上分数的 95% 区间）',
	'legend.floorTau': '同样大小的一次重抽样与完整测试集之间的 tau-b（噪声基底）',
	'legend.floorChange': '仅由抽样噪声造成的分数变动',
	'legend.floorChangePoints': '仅由抽样噪声造成的分数变动（百分点）',
	'table.k': 'k',
	'table.step': '步',
	'table.scoreChange': '分数变动，中位数（5–95%）',
	'table.scoreChangePoints': '分数变动（百分点），中位数（5–95%）',
	'table.tauFull': '与完整测试集的 tau-b',
	'table.replication': '复现 tau-b',
	'table.leaderKept': '榜首不变',

	// ---- 扫描 ----
	'sweep.change.title': '每一步的分数变动',
	'sweep.change.explainSize':
		'每种规模下，一次典型抽样中分数变动多少：各次抽样中所有模型 |抽样分数 − 参照分数| 平均值的中位数（折线），及其 5–95% 范围（色带）。',
	'sweep.change.explainStrength':
		'每种强度下，一次典型抽样中分数变动多少：各次抽样中所有模型 |抽样分数 − 参照分数| 平均值的中位数（折线），及其 5–95% 范围（色带）。',
	'sweep.change.aria': '扫描每一步的典型绝对分数变动',
	'sweep.tau.title': '每一步的排名稳定性',
	'sweep.tau.titleSize': '需要多少道题目排名才会稳定？',
	'sweep.tau.pngSize': '不同测试集规模下的排名稳定性',
	'sweep.tau.explainSize':
		'对每种测试集规模 k：k 题子集与完整测试集排名之间肯德尔 tau-b 的中位数（实线），以及在不超过一半题目时两套互不重叠的 k 题测试集之间的 tau-b（虚线：两套同样大小的测试集有多一致），各带 5–95% 色带；以及完整测试集的榜首仍排第一的频率。',
	'sweep.tau.explainStrength':
		'对每种强度：各次抽样与参照排名之间肯德尔 tau-b 的中位数及其 5–95% 色带，以及参照榜首仍排第一的频率。每一步都是使用相同种子的单独运行。',
	'sweep.tau.aria': '扫描每一步的肯德尔 tau-b 和榜首一致程度',
	'sweep.sizeNote':
		'复现指标比较两套同样大小、互不重叠的测试集，因此最多到一半题目（{n, number} 道中的 {half, number} 道）；结论句中的“趋于稳定”使用它。与完整测试集相比，子集看起来总是比实际复现得更好。',

	// ---- 详细信息 ----
	'details.test.clustered': '使用聚类稳健标准误的 t 检验',
	'details.test.mcnemar': '对只有其中一个解出的题目做 mid-p McNemar 检验',
	'details.test.paired': '对逐题差值做配对 t 检验',
	'details.agreement.title': 'tau-b 之外的一致性',
	'details.agreement.explain': '每次抽样保留了多少排名，再用三种方式衡量。',
	'details.agreement.link': '斯皮尔曼（scipy 文档）',
	'details.agreement.rho': '斯皮尔曼 rho，中位数（5–95%）',
	'details.agreement.topK': '前 {k, number} 名重合度，平均',
	'details.agreement.topKExact': '前 {k, number} 名完全相同的抽样',
	'details.agreement.rankChange': '任一模型名次的最大变化，中位数 / 最坏',
	'details.pairs.title': '排名中的相邻模型',
	'details.pairs.explainSample':
		'每个模型真的领先于下一名吗？领先多少？给出它得分更高的抽样所占的比例；在完整测试集上，差值及其 95% 区间和一项配对检验（{test}），其 p 值按所列的 {n, number} 对做 Holm 校正。',
	'details.pairs.explain':
		'每个模型真的领先于下一名吗？领先多少？在完整测试集上，给出差值及其 95% 区间和一项配对检验（{test}），其 p 值按所列的 {n, number} 对做 Holm 校正。',
	'details.pairs.region': '相邻模型对（可滚动表格）',
	'details.pairs.higher': '较高者',
	'details.pairs.next': '下一名',
	'details.pairs.ahead': '抽样中领先',
	'details.pairs.difference': '差值（95%）',
	'details.pairs.differencePoints': '差值（百分点）（95%）',
	'details.pairs.differenceValue': '{d}（{lo} 至 {hi}）',
	'details.pairs.p': 'p 值（Holm 校正）',
	'details.pairs.items': '{a, number} 道比 {b, number} 道',
	'details.se.title': '每个分数的不确定性',
	'details.se.explainPlain':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（普通标准误，自由度为 n − 1 的 t 分布）。它把完整测试集看作题目的一个样本，与扰动无关。',
	'details.se.explainPlainSample':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（普通标准误，自由度为 n − 1 的 t 分布），以及由这些区间读出的保守名次。它把完整测试集看作题目的一个样本，与扰动无关。',
	'details.se.explainClustered':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（聚类稳健标准误，自由度为 G − 1 的 t 分布）。它把完整测试集看作题目的一个样本，与扰动无关。',
	'details.se.explainClusteredSample':
		'每个模型在完整测试集上分数的标准误及其给出的 95% 区间（聚类稳健标准误，自由度为 G − 1 的 t 分布），以及由这些区间读出的保守名次。它把完整测试集看作题目的一个样本，与扰动无关。',
	'details.se.clusteredBy': '按“<data>{column}</data>”分群：{count, number} 个群。',
	'details.se.clusteredByUnlabelled':
		'按“<data>{column}</data>”分群：{count, number} 个群（其中 {unlabelled, number} 道题目没有取值，各自成为一个群）。',
	'details.se.noClusters': '没有分群列：题目被视为相互独立。',
	'details.se.region': '标准误（可滚动表格）',
	'details.se.score': '分数（95%）',
	'details.se.se': '标准误',
	'details.se.sePoints': '标准误（百分点）',
	'details.se.clustered': '聚类稳健标准误',
	'details.se.clusteredPoints': '聚类稳健标准误（百分点）',
	'details.se.conservative': '保守名次',

	// ---- 运行设置的文字描述 ----
	'describe.subsample': '子抽样 {pct}',
	'describe.swept': '{kind}，扫描{label}',
	'describe.strength': '{kind}，{phrase}',
	'describe.byColumn': '{what}，按“<data>{column}</data>”',
	'describe.cutoff': '{what}，截止于 {cutoff}',
	'describe.oneVariant': '{what}，一个固定变体',
	'describe.draws': '{n, number} 次抽样',
	'describe.drawsPerStep': '每步 {n, number} 次抽样',
	'describe.searchPerStep': '每步一次搜索',
	'describe.searched': '搜索了 {n, number} 种权重',
	'describe.variants': '{n, number} 个变体',
	'describe.categoryWeighted': '{kind}，每个类别的权重降为 {weight}',
	'describe.run': '{what} · {count} · 随机种子 {seed}',

	// ---- 已保存的运行 ----
	'saved.title': '已保存的运行（{n, number}）',
	'saved.notSaved': '上一个结果未能保存：',
	'saved.run': '{what} · {count} · 随机种子 {seed} · {drawType}',
	'saved.legacy':
		'由旧版本（{version}）保存：它的第一名占比把所有并列第一的模型都算作第一，固定变体的运行也带有“95%”区间。重新运行即可得到按抽样类型标注的数值。',
	'saved.legacyNoise':
		'由旧版本（{version}）保存：它的分数变动没有与抽样噪声对照。重新运行即可对照噪声基底来看。',
	'saved.legacyLikeWithLike':
		'由旧版本（{version}）保存：它的分数变动是各次抽样上的平均值，对随机偏移会相互抵消；它的 tau-b 对照的是两次重抽样之间的范围，而不是一次重抽样与完整测试集相比的范围；它的结论句保持原样。重新运行即可看到一次典型抽样使分数变动多少，以及同类相比的结论。',
	'saved.use': '使用这些设置',

	// ---- 图表 ----
	'chart.drawsCount': '{n, number} 次抽样',
	'chart.tooltip': '{label}：{value}',
	'chart.csv': 'CSV',
	'chart.csvLabel': '将“{title}”下载为 CSV',
	'argument.title': '每个强度下的分数变动与排名，对照抽样噪声',
	'argument.explain':
		'左轴：典型的绝对分数变化（各次抽样中，所有模型 |抽样分数 − 参照分数| 均值的中位数，附 5–95% 区间带）。右轴：与完整测试集排名的肯德尔 tau-b（中位数与 5–95% 区间带），以及榜首仍居第一的抽样占比。灰色虚线：仅由抽样噪声造成的情形，即从同一题库抽出同样大小的测试集时的分数变动（左），以及一套这样的测试集与完整测试集之间 tau-b 的 5–95% 区间带，也就是每一步与完整测试集的 tau-b 所对照的噪声基底（右）。每一步都是单独的运行，从不合并。',
	'argument.aria': '扫描中每个强度下的典型分数变化、tau-b 与榜首仍居第一的占比',
	'argument.rightTitle': 'tau-b · 抽样占比',
	'argument.leaderKept': '榜首仍居第一（抽样占比）',
	'argument.sentence':
		'{phrase}时，一次典型抽样使分数变动 {change}；每一步都有 95% 的抽样 tau-b 不低于 {tau}{floor, select, none {} below {，低于一次重抽样与完整测试集相比的 5% 分位（{low}）} other {，不低于一次重抽样与完整测试集相比的 5% 分位（{low}）}}，榜首至少在 {kept} 的抽样中排第一。',
	'argument.sentenceSearch':
		'{phrase}时，最坏情况使各模型分数平均变动 {change}；每一步它的凭证给出的 tau-b 都不低于 {tau}{floor, select, none {} below {，低于一次重抽样与完整测试集相比的 5% 分位（{low}）} other {，不低于一次重抽样与完整测试集相比的 5% 分位（{low}）}}。',
	'argument.slider': '查看的强度',
	'argument.step.title': '{phrase}时',
	'argument.step.note':
		'该强度下 {draws, number} 次抽样：tau-b 中位数 {median}（5–95%：{q05}–{q95}）；榜首在 {kept} 的抽样中仍居第一。',
	'argument.step.search': '这一步是一次最坏情况搜索：没有逐模型区间（数值见表格）。',
	'argument.step.swing': '该强度下的分数区间',
	'argument.step.ranks': '该强度下的名次区间',
	'bump.title': '顶尖模型在各步的排名',
	'bump.explain':
		'每一步按该步各次抽样的平均分数为模型排名；折线跟踪参照排名前 {n, number} 的模型。',
	'bump.aria': '扫描每一步中顶尖模型的排名',
	'bump.summary':
		'参照榜首 <data>{model}</data> 在 {steps, number} 步中有 {kept, number} 步按平均分数排名第一。',
	'bump.rankAt': '{step} 时的排名',
	'scatter.title': '参照分数与扰动后分数',
	'scatter.explain':
		'每个点是一个模型：横轴为参照分数，纵轴为各次抽样的平均分数，附 95% 区间。落在虚线对角线上表示没有变化；实线是最小二乘拟合线。',
	'scatter.aria': '每个模型的参照分数与扰动后平均分数',
	'scatter.probit': '正态分位数坐标',
	'scatter.identity': '无变化（对角线）',
	'scatter.fit': '最小二乘拟合线',
	'scatter.summary':
		'拟合线：扰动后 = {intercept} + {slope} × 参照（皮尔逊相关系数 {r}，{n, number} 个模型）。',
	'scatter.summaryProbit':
		'正态分位数尺度上的拟合线：扰动后 = {intercept} + {slope} × 参照（皮尔逊相关系数 {r}，{n, number} 个模型）。',
	'scatter.point': '{model}：参照 {x}，平均 {y}（95%：{low}–{high}）',
	'axis.referenceScoreX': '参照分数',
	'axis.meanPerturbed': '各次抽样的平均分数',
	'axis.referenceScorePercent': '参照分数（%）',
	'axis.meanPerturbedPercent': '各次抽样的平均分数（%）',
	'axis.referenceProbit': '参照分数（正态分位数）',
	'axis.meanPerturbedProbit': '各次抽样的平均分数（正态分位数）',
	'table.meanInterval': '平均值（95% 区间）',
	'report.print': '打印报告',
	'report.title': '扰动沙盒报告',
	'report.dataset':
		'数据集：<data>{name}</data>，{items, number} 道题目 × {models, number} 个模型（{valueType}）',
	'report.settings': '设置：{settings}',
	'report.seed': '随机种子：{seed}',
	'report.valueBinary': '0/1 分数',
	'report.valueContinuous': '连续分数',
	'settings.preparing': '准备中……',
	'status.preparing': '正在准备计算线程：数据集正在发送给它们。它们一就绪，运行就会开始。',
	'status.preparingIdle':
		'正在准备计算线程：数据集正在发送给它们。现在就可以按“运行”，它们一就绪运行就会开始。'
} as const satisfies Record<keyof typeof enAnalysis, string>;

export default zhCNAnalysis;
