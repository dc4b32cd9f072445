import zhCNImport from './zh-CN-import.ts';
import zhCNFormats from './zh-CN-formats.ts';
import zhCNClassroom from '../../features/classroom/i18n/zh-CN.ts';
import zhCNNotes from './zh-CN-notes.ts';
/**
 * 简体中文. Same keys and placeholders as en.ts (checked by the compiler and by
 * tests/unit/i18n/catalog.test.ts). Terms follow the glossary (../glossary/terms.ts, enforced by tests/unit/i18n/glossary.test.ts); numbers and Latin
 * words are set off by a space (“20 个模型”), as in the source documents' Chinese.
 */
import type { Catalog } from '../keys.ts';
import zhCNAnalysis from './zh-CN-analysis.ts';
import zhCNDefinitions from './zh-CN-definitions.ts';
import zhCNHeadline from './zh-CN-headline.ts';
import zhCNVerdict from './zh-CN-verdict.ts';
import zhCNHeatmaps from './zh-CN-heatmaps.ts';
import zhCNRunExtras from './zh-CN-run-extras.ts';
import zhCNInference from './zh-CN-inference.ts';
import zhCNRankSets from './zh-CN-rank-sets.ts';
import zhCNChecks from './zh-CN-checks.ts';
import zhCNItems from '../../features/items/i18n/zh-CN.ts';
import zhCNItems2 from '../../features/items/i18n/zh-CN-2.ts';
import zhCNExclude from './zh-CN-exclude.ts';
import zhCNConfig from './zh-CN-config.ts';
import zhCNTables from '../../features/score-tables/i18n/zh-CN.ts';
import zhCNTwoSets from '../../features/score-tables/i18n/zh-CN-two-sets.ts';
import zhCNVotes from '../../features/votes/i18n/zh-CN.ts';
import zhCNDates from '../../features/dates/i18n/zh-CN.ts';

const zhCN = {
	// ---- 导入与存储：messages/zh-CN-import.ts ----
	...zhCNImport,
	...zhCNFormats,
	...zhCNNotes,

	// ---- App shell ----
	'app.name': '扰动沙盒',
	'app.shortName': '扰动沙盒',
	'app.description': '看看基准测试的结论能否经受住测试集的微小变化。完全在你的浏览器中运行。',
	'app.tagline': '准确率会变，排名呢？',
	'nav.label': '主导航',
	'nav.library': '数据集库',
	'nav.privacy': '隐私',
	'theme.label': '主题',
	'theme.auto': '主题：跟随系统',
	'theme.light': '主题：浅色',
	'theme.dark': '主题：深色',
	'lang.label': '语言',
	'crash.title': '此页面出错了',
	'crash.body': '已保存的数据集安然无恙。你可以重试，或者返回数据集库。',
	'crash.retry': '重试',
	'crash.back': '返回数据集库',
	'footer.label': '更多',
	'nav.glossary': '术语表',

	// ---- 术语表 ----
	'glossary.title': '术语表',
	'glossary.lead': '本应用用到的每个术语，各列一次：中英文名称、在这里的含义，以及在哪里会遇到它。',
	'glossary.find': '查找术语（中文或英文）',
	'glossary.count':
		'{shown, plural, =0 {没有匹配的术语。} other {显示 # 个术语（共 {total, number} 个）。}}',
	'glossary.other': '英文：',
	'glossary.where.classroom': '课堂第 {step, number} 步：{title}',
	'glossary.where.teachers': '教师指南',
	'glossary.where.analysis': '<data>{dataset}</data> 的分析',
	'glossary.where.items': '<data>{dataset}</data> 的题目视图',
	'glossary.where.noDataset': '开始页（打开一个数据集即可看到）',
	'glossary.where.start': '开始页',

	// ---- 课堂故事：messages/zh-CN-classroom.ts ----
	...zhCNClassroom,

	// ---- Shared words ----
	'common.cancel': '取消',
	'common.dismiss': '关闭',
	'common.copyDetails': '复制详细信息',
	'common.libraryUnchanged': '你的数据集库没有任何改动。',
	'values.binary': '0/1',
	'values.continuous': '连续值',

	// ---- Number formats with words ----
	'fmt.interval': '{value}（{lo}–{hi}）',
	'fmt.signedRange': '{low} 至 {high}',
	'fmt.points': '{value} 个百分点',
	'fmt.rank': '第 {rank, number} 名',
	'fmt.rankInterval': '第 {rank, number} 名（{lo, number}–{hi, number}）',

	// ---- Start screen ----
	'start.heading': '这个基准测试的结论可信吗？',
	'start.lead':
		'拖入一个分数矩阵（测试题目 × 模型）。沙盒先测量仅由抽样噪声造成的变化，即从同一题库再抽一套同样大小的测试集时，每个分数会变动多少、排名会变动多少。然后像换了一个来源那样改变测试集，把每一处分数变动和排名变动都与这份噪声对照。',
	'start.reading': '读取中……',
	'start.saving': '保存中……',
	'start.importing': '正在导入 {name}',
	'start.cancelImport': '取消导入',
	'start.samples': '示例数据集',
	'start.samplesNote':
		'由本应用自带的项目反应模型生成（固定了随机种子，所以每个人得到的文件都一样）。',
	'start.open': '打开',
	'start.opening': '正在打开……',
	'start.privacyTitle': '隐私由设计保证。',
	'start.privacyText':
		'文件在这个浏览器里解析，并只为本站保存在浏览器的 IndexedDB 中。不上传任何内容；页面加载一次后即可离线使用。',
	'start.privacyLink': '存储了什么，以及如何核实',

	// ---- The built-in samples ----
	'sample.irt-leaderboard.title':
		'排行榜（0/1 计分，{models, number} 个模型 × {items, number} 道题目）',
	'sample.irt-leaderboard.description':
		'典型的多项选择题排行榜：{models, number} 个模型，{items, number} 道题目，分属五个类别，按对错计分。',
	'sample.pass-at-10.title':
		'代码基准测试（10 次试验的 pass@1，{models, number} 个模型 × {items, number} 道题目）',
	'sample.pass-at-10.description':
		'连续分数：每个单元格是 10 次试验中通过的比例，与 LiveCodeBench 相同。约 1% 的单元格缺失。',
	'sample.five-attempts.title':
		'每题五次试验（保留试验次数，{models, number} 个模型 × {items, number} 道题目）',
	'sample.five-attempts.description':
		'每个单元格是 5 次试验中通过的比例，并保留了试验次数，所以“更少试验”可以重新抽取它们。',
	'sample.train-on-test.title':
		'在测试集上训练过（0/1 计分，{models, number} 个模型 × {items, number} 道题目）',
	'sample.train-on-test.description':
		'{models, number} 个模型中有 5 个在训练时见过较早公开的那 60% 题目（{column}）。它们在公开题目上排名不变，在新题目上排名下滑。',

	// ---- Drop zone ----
	'drop.label': '把结果文件拖到这里',
	'drop.formats':
		'分数矩阵（CSV/TSV/Parquet/Excel：<code>{itemId}</code>、可选的 <code>{meta}</code> 列、每个模型一列）、长表，或评测框架（harness）的日志：lm-evaluation-harness 样本、Inspect <code>{eval}</code>、HELM 运行结果、SWE-bench 报告、AlpacaEval 标注、Every Eval Ever 样本、lighteval 逐题明细、promptfoo 结果、arena-hard-auto 评判结果——可以一次拖入多个文件，也可以拖入结果文件夹的 zip 压缩包。',
	'drop.chooseFiles': '选择文件……',
	'drop.chooseFolder': '选择文件夹……',
	'drop.private': '文件只在这个浏览器里读取，绝不上传。',

	// ---- Library list ----
	'library.heading': '你的数据集',
	'library.loading': '正在加载数据集库……',
	'library.empty': '还没有数据集。把结果文件拖到上方，或者打开一个示例数据集。',
	'library.colName': '名称',
	'library.colShape': '题目 × 模型',
	'library.colValues': '取值',
	'library.colMissing': '缺失单元格',
	'library.colAdded': '添加时间',
	'library.colActions': '操作',
	'library.renameLabel': '“{name}”的新名称',
	'library.rename': '重命名',
	'library.delete': '删除',
	'library.confirmDelete': '删除“<data>{name}</data>”？',
	'library.keep': '保留',

	// ---- Library backup ----
	'backup.export': '导出数据集库……',
	'backup.import': '导入数据集库……',
	'backup.exported': '已导出 {datasets, number} 个数据集和 {runs, number} 次已保存的运行。',
	'backup.leftOut': '未包含：',
	'backup.fileProblem': '“<data>{file}</data>”：',
	'backup.imported':
		'导入完成：新增 {added, number} 个，替换 {replaced, number} 个，{skipped, number} 个已经存在。',
	'backup.askLabel': '替换数据集？',
	'backup.holds': '该文件包含 {count, number} 个数据集。',
	'backup.conflicts': '其中 {count, number} 个已经以其他名称存在：',
	'backup.conflictPair': '这里是“<data>{mine}</data>”，文件中是“<data>{theirs}</data>”',
	'backup.runsHere': '{count, number} 次已保存的运行已经存在。',
	'backup.keepMine': '保留我的，添加其余的',
	'backup.replace': '用文件中的替换',
	// backup file problems, recipe checks, run refusals: messages/zh-CN-checks.ts
	...zhCNChecks,

	// ---- Import review ----
	'review.heading': '检查导入',
	'review.intro':
		'看看每个文件是怎样读取的。哪里不对就改，预览会随之更新。点击“导入”之前，不会保存任何内容。',
	'review.name': '数据集名称',
	'review.duplicate': '与 <data>{file}</data> 内容相同：已略过。',
	'review.readAs': '读取为',
	'review.skip': '不导入此文件',
	'review.model': '模型名称',
	'review.column.item': '题目 ID 列',
	'review.column.model': '模型列',
	'review.column.score': '分数列',
	'review.column.category': '类别列',
	'review.column.cluster': '分群列',
	'review.column.trials': '每个单元格的试验次数',
	'review.column.scope': '题目编号按此列区分',
	'review.none': '（无）',
	'review.choose': '请选择一列',
	'review.metric': '分数（指标）',
	'review.stat': '分数（统计量）',
	'review.filter': '过滤器',
	'review.categoryFrom': '类别取自',
	'review.split': '数据划分',
	'review.flip': '模型在行上（转置）',
	'review.percent': '分数是百分数（÷ 100）',
	'review.anyRange': '允许 0–1 以外的分数',
	'review.missing.legend': '模型没有分数的单元格',
	'review.missing.keep': '保留为缺失（每个模型只按它有分数的题目计分）',
	'review.missing.zero': '计为 0（答错）',
	'review.missing.drop-items': '删去并非所有模型都有分数的题目',
	'review.duplicates': '同一单元格出现多次时取平均值（否则视为错误）',
	'review.rereading': '正在重新读取文件',
	'review.preview': '预览',
	'review.shape': '{models, number} 个模型 × {items, number} 道题目',
	'review.values': '取值 {lo} 到 {hi}',
	'review.inAll': '{count, number} 道题目所有模型都有分数',
	'review.missingForSome': '{count, number} 道题目部分模型缺失分数',
	'review.dropped': '删去了 {count, number} 道题目',
	'review.missingCells': '{count, number} 个缺失单元格',
	'review.zeroFilled': '{count, number} 个单元格计为 0',
	'review.trials.unknown':
		'每个单元格的试验次数未知：每个单元格按一次观测计（如果分数是多次试验的平均值，请选择试验次数列）',
	'review.trials.uniform':
		'{some, select, yes {有次数的每个单元格} other {每个单元格}}都是 {k, number} 次试验的平均值{some, select, yes {；其余单元格的试验次数未知} other {}}',
	'review.trials.range':
		'各单元格是 {min, number} 到 {max, number} 次试验的平均值{some, select, yes {；部分单元格的试验次数未知} other {}}',
	'review.overlap': '最小重叠：<data>{a}</data> 和 <data>{b}</data> 共有 {count, number} 道题目',
	'review.models': '模型（{count, number}）',
	'review.colModel': '模型',
	'review.colItems': '有分数的题目',
	'review.colMean': '平均分',
	'review.colFrom': '来自',
	'review.cannot': '暂时还不能导入。',
	'review.import': '导入',

	// ---- Import errors ----
	'importErrors.label': '导入问题',
	'importErrors.notImported': '“<data>{file}</data>”未导入。',
	'importErrors.firstOnly': '只列出了前 {count, number} 个问题。',

	// ---- Chart panel ----
	'chart.showTable': '显示表格',
	'chart.hideTable': '隐藏表格',
	'chart.png': 'PNG',
	'chart.pngLabel': '将“{title}”下载为 PNG',
	'chart.tableLabel': '{title}：表格',

	// ---- Privacy screen ----
	'privacy.heading': '你的数据只留在这个浏览器里',
	'privacy.lead':
		'你拖入的文件由本页面在你自己的电脑上读取，绝不会发送到任何地方：没有服务器，没有账户，也没有统计分析。',
	'privacy.stored.heading': '存储了什么，存在哪里',
	'privacy.stored.library':
		'<strong>你的数据集库</strong>——数据集（名称、分数矩阵，以及文件中带有的题目文本）和已保存的运行结果——存放在这个浏览器的 IndexedDB 数据库 <code>{db}</code> 中，仅供本站（<code>{origin}</code>）使用。其他网站无法读取。',
	'privacy.stored.now': '目前：{count, number} 个数据集。',
	'privacy.stored.nowUsage':
		'目前：{count, number} 个数据集，约占用 {used}，本浏览器允许使用 {quota}。',
	'privacy.stored.app':
		'<strong>应用本身</strong>——它的代码和内置示例数据集——存放在浏览器缓存中（由 service worker 管理），因此可以离线使用。其中不含你的任何数据。',
	'privacy.stored.prefs':
		'<strong>你选择的主题和语言</strong>保存在 localStorage 中。除此之外什么都没有：不使用 cookie。',
	'privacy.backup.heading': '备份或迁移你的数据集库',
	'privacy.backup.text':
		'一个文件包含所有数据集和已保存的运行；可以在另一个浏览器中导入。导入时，替换任何内容之前都会先询问你。',
	'privacy.delete.heading': '删除全部数据',
	'privacy.delete.text': '从这个浏览器中删除所有数据集、已保存的运行和设置。此操作无法撤销。',
	'privacy.delete.confirm': '删除全部 {count, number} 个数据集以及其他所有数据？',
	'privacy.delete.deleting': '正在删除……',
	'privacy.delete.yes': '是的，全部删除',
	'privacy.delete.keep': '保留我的数据',
	'privacy.delete.button': '删除全部数据……',
	'privacy.check.heading': '如何核实没有发送任何数据',
	'privacy.check.csp':
		'页面带有内容安全策略（CSP）<code>{csp}</code>：浏览器本身会拒绝与任何其他网站建立连接。可以在页面源代码中看到它。',
	'privacy.check.network':
		'打开浏览器的开发者工具，切换到<em>网络</em>面板，然后导入文件并运行：所有请求都只是获取本应用自己的文件，没有一个携带你的数据。',
	'privacy.check.offline': '或者在页面加载过一次后断开网络（飞行模式）：导入、运行和导出依然可用。',

	// ---- 分析页面及其图表：messages/zh-CN-analysis.ts ----
	...zhCNAnalysis,
	...zhCNDefinitions,
	...zhCNHeadline,
	...zhCNVerdict,
	// ---- Ranking heatmaps of a sample run: messages/zh-CN-heatmaps.ts ----
	...zhCNHeatmaps,
	...zhCNRunExtras,
	...zhCNInference,
	...zhCNRankSets,
	// ---- The item view: messages/zh-CN-items.ts ----
	...zhCNItems,
	...zhCNItems2,
	...zhCNExclude,
	...zhCNConfig,
	// ---- 分数表：messages/zh-CN.ts ----
	...zhCNTables,
	...zhCNTwoSets,
	// ---- 成对投票的排名：features/votes/i18n/zh-CN.ts ----
	...zhCNVotes,

	// ---- 发布之前还是之后：features/dates/i18n/zh-CN.ts ----
	...zhCNDates
} as const satisfies Catalog;

export default zhCN;
