/**
 * 各格式读取器（`src/formats`）按代码报告的导入问题的简体中文消息，与 en-formats.ts 键和占位符
 * 一一对应；并入 zh-CN.ts。字段名、命令和文件名模式作为参数传入（是数据，不是语言）；文件名、
 * 编号和取值放在 <data>…</data> 中。
 */
import type enFormats from './en-formats.ts';

const zhCNFormats = {
	// ---- 文件按什么格式读取（格式注册表 `src/formats/registry.ts`：`format.<id>`）----
	'format.wide-table': '宽表（CSV/TSV：每道题目一行，每个模型一列）',
	'format.long-table': '长表（CSV/TSV/JSONL/JSON：每道题目与每个模型的组合一行）',
	'format.json-matrix': 'JSON 矩阵（本应用的数据集格式）',
	'format.lm-eval-samples': 'lm-evaluation-harness 样本（--log_samples）',
	'format.lm-eval-results': 'lm-evaluation-harness 结果（仅含模型名称）',
	'format.inspect-log': 'Inspect AI 日志（.eval 或 .json）',
	'format.helm-per-instance': 'HELM per_instance_stats.json',
	'format.helm-run-spec': 'HELM run_spec.json（仅含模型名称）',
	'format.helm-instances': 'HELM instances.json（仅含题目文本）',
	'format.helm-predictions': 'HELM display_predictions.json（仅含模型输出）',
	'format.swebench-report': 'SWE-bench 报告（评测框架报告或 results.json）',
	'format.swebench-instances': 'SWE-bench 实例 ID 列表',
	'format.alpaca-annotations': 'AlpacaEval annotations.json',
	'format.promptfoo': 'promptfoo 结果（promptfoo eval 输出的 JSON）',
	'format.arena-hard-judgments': 'arena-hard-auto 评判结果（每个被评模型一个 JSONL 文件）',
	'format.arena-hard-questions': 'arena-hard-auto 题目（question.jsonl：仅含题目文本与主题分组）',
	'format.eee-samples': 'Every Eval Ever 样本（一次运行的 _samples.jsonl）',
	'format.eee-aggregate': 'Every Eval Ever 运行记录（汇总 JSON：仅含模型与来源）',
	'format.lighteval-details': 'lighteval 逐题明细（Parquet，含 Open LLM Leaderboard 的明细）',
	'format.models-table': '模型表（发布日期、规模、算力；不含分数）',
	'format.livecodebench': 'LiveCodeBench 排行榜 JSON（含题目日期与模型日期）',

	// ---- 审阅界面中表格的选项 ----
	'review.decimal': '小数点',
	'review.decimal.point': '句点（0.85）',
	'review.decimal.comma': '逗号（0,85）',
	'review.metricLabel.arena-hard-judgments': '相对基线模型的计分方式',
	'review.metricOption.arena-hard-judgments.plain': '每局各计一次（胜 1，平 ½，负 0）',
	'review.metricOption.arena-hard-judgments.weighted':
		'arena-hard-auto 自身的计法：明显胜出计作 3 局',
	'review.metricLabel.eee-samples': '分数',

	// ---- 识别出的文件内容 ----
	'import.summary.wide-table':
		'{delimiter, select, parquet {Parquet 宽表} tab {宽表，制表符分隔} semicolon {宽表，分号分隔} other {宽表，逗号分隔}}：{flipped, select, yes {{columns, number} 个题目列，每个模型一行（已转置）} other {{columns, number} 个模型列}}{meta, plural, =0 {} other {，{meta, number} 个元数据列}}。',
	'import.summary.long-table':
		'{kind, select, tab {长表，制表符分隔} comma {长表，逗号分隔} semicolon {长表，分号分隔} parquet {Parquet 长表} jsonl {JSON lines 长表} json {JSON 长表} other {JSON 长表（记录位于“<data>{path}</data>”下）}}：题目“<data>{item}</data>”，模型“<data>{model}</data>”，{hasScore, select, no {未找到分数列} other {分数“<data>{score}</data>”}}{hasCategory, select, no {} other {，类别“<data>{category}</data>”}}{hasTrials, select, no {} other {，每个单元格的试验次数“<data>{trials}</data>”}}。',
	'import.summary.json-matrix': 'JSON 矩阵：{items, number} 道题目 × {models, number} 个模型。',
	'import.summary.lm-eval-samples':
		'lm-evaluation-harness 样本，任务“<data>{task}</data>”{hasMetric, select, no {} other {，指标“<data>{metric}</data>”}}{hasFilter, select, no {} other {，过滤器“<data>{filter}</data>”}}。',
	'import.summary.lm-eval-results':
		'lm-evaluation-harness 结果{hasModel, select, no {} other {，模型“<data>{model}</data>”}}（{tasks, number} 个任务）；为同一次运行的样本文件提供模型名称。',
	'import.summary.inspect-log':
		'Inspect 日志，任务“<data>{task}</data>”{hasModel, select, no {} other {，模型“<data>{model}</data>”}}{hasScorer, select, no {} other {，评分器“<data>{scorer}</data>”}}。',
	'import.summary.helm-per-instance':
		'HELM 逐实例统计{hasScenario, select, no {} other {，场景“<data>{scenario}</data>”}}{hasStat, select, no {} other {，统计量“<data>{stat}</data>”}}{hasSplit, select, no {} other {，数据划分“<data>{split}</data>”}}。',
	'import.summary.helm-run-spec':
		'HELM 运行配置“<data>{spec}</data>”（为所在目录提供模型名称“<data>{model}</data>”）。',
	'import.summary.helm-instances': 'HELM 实例（{count, number} 条输入与标准答案，用于题目视图）。',
	'import.summary.helm-predictions': 'HELM 预测（{count, number} 条模型输出，用于题目视图）。',
	'import.summary.swebench-report':
		'SWE-bench {kind, select, report {评测框架报告} other {results.json}}，模型“<data>{model}</data>”：列出的 {all, number} 个实例中解决了 {resolved, number} 个。',
	'import.summary.swebench-instances':
		'SWE-bench 实例列表（{complete, select, yes {{count, number} 个编号} other {{count, number}+ 个编号}}）：补全题目全集。',
	'import.summary.alpaca-annotations':
		'AlpacaEval 标注：对{one, select, no { {models, number} 个模型} other {“<data>{model}</data>”}}的 {count, number} 条评判。',
	'import.summary.models-table':
		'模型表：每个模型的 <data>{columns}</data>（不含分数；按名称与模型对应）。',
	'import.summary.livecodebench':
		'LiveCodeBench 排行榜：{models, number} 个模型的 {results, number} 条结果，含题目日期{hasDated, select, no {} other {和 {dated, number} 个模型的发布日期}}。',
	'import.issue.lcb-not-leaderboard': '这不是 LiveCodeBench 排行榜 JSON（<code>{fields}</code>）。',
	'import.hint.lcb-not-leaderboard': '请拖入排行榜网站发布的 <code>{name}</code>。',
	'import.summary.promptfoo':
		'promptfoo 结果（第 {version} 版）：{tests, number} 个测试 × {providers, number} 个提供方{severalPrompts, select, no {} other { × {prompts, number} 个提示词}}。',
	'import.issue.promptfoo-not-results':
		'这不是 promptfoo 结果文件（没有带 <code>{fields}</code> 的结果）。',
	'import.hint.promptfoo-not-results': '请拖入 <code>{command}</code> 写出的文件。',
	'import.issue.promptfoo-bad-result':
		'第 {entry} 条结果{field, select, provider {没有提供方} other {的“<data>{field}</data>”不是数字}}。',
	'import.hint.promptfoo-bad-result': '每条结果都需要提供方和分数。',
	'import.summary.arena-hard-judgments':
		'arena-hard-auto 评判结果{hasJudge, select, no {} other {（评审“<data>{judge}</data>”）}}：“<data>{model}</data>”{moreModels, plural, =0 {} other {及另外 # 个模型}}对比{hasBaseline, select, no {基线模型} other {“<data>{baseline}</data>”}}。',
	'import.summary.arena-hard-questions':
		'arena-hard-auto 题目（{count, number}{complete, select, yes {} other {+}} 道）：为一同拖入的评判结果提供题目文本与主题分组。',
	'import.issue.arena-bad-line':
		'第 {line} 行不是 arena-hard 评判结果（缺少 <code>{field}</code>）。',
	'import.hint.arena-bad-line': '每一行都需要 <code>{fields}</code>。',
	'import.issue.arena-bad-verdict':
		'第 {line} 行的第 {game} 局判定为 <data>{value}</data>，不是 <code>{verdicts}</code> 之一。',
	'import.issue.arena-no-judgments': '文件里没有评判结果。',
	'import.hint.arena-no-judgments': '请拖入 arena-hard-auto 的 <code>{path}</code> 文件。',
	'import.summary.eee-samples':
		'Every Eval Ever 样本（{version} 版）：“<data>{model}</data>”{moreModels, plural, =0 {} other {及另外 # 个模型}}，评测“<data>{evaluation}</data>”{moreEvaluations, plural, =0 {} other {及另外 # 项}}。',
	'import.summary.eee-aggregate':
		'Every Eval Ever 运行记录：“<data>{model}</data>”{hasSource, select, no {} other {，来源“<data>{source}</data>”}}，{results, number} 个汇总结果（逐样本分数在对应的 _samples.jsonl 中）。',
	'import.issue.eee-aggregate-only': '这个 Every Eval Ever 文件只有汇总分数，没有逐样本结果。',
	'import.hint.eee-aggregate-only':
		'请把对应的 <code>{file}</code>（见 <code>{field}</code>）一起拖入，或把汇总分数作为分数表读取。',
	'import.issue.eee-no-samples':
		'没有样本带有结果“<data>{filter}</data>”（其他结果共 {other, number} 行）。',
	'import.hint.eee-no-samples': '请在映射中选择另一个结果。',
	'import.issue.eee-not-sample': '第 {line} 行不是 Every Eval Ever 样本（<code>{fields}</code>）。',
	'import.hint.eee-not-sample': '_samples.jsonl 的每一行都应符合 <code>{schema}</code>。',
	'import.issue.eee-bad-score': '<code>{field}</code> 不是数字。',
	'import.hint.eee-bad-score': '<code>{score}</code> 应为数字，<code>{correct}</code> 应为布尔值。',
	'import.summary.lighteval-details':
		'lighteval 逐题明细（{layout, select, nested {嵌套} other {扁平}}格式），任务“<data>{task}</data>”，{rows, number} 道题目{hasMetric, select, no {} other {，指标“<data>{metric}</data>”}}。',
	'import.issue.lighteval-not-details': '这不是 lighteval 逐题明细文件（缺少相应的列）。',
	'import.hint.lighteval-not-details':
		'请拖入 lighteval <code>{flag}</code> 写出的 <code>{pattern}</code>。',
	'import.issue.parquet-unreadable': '无法读取这个 Parquet 文件（<data>{detail}</data>）。',
	'import.hint.parquet-unreadable': '文件可能不完整；请重新导出，或另存为 CSV。',
	'import.issue.parquet-row-group':
		'第 {group} 个行组（第 {first, number} 至 {last, number} 行）无法读取（<data>{detail}</data>）。',
	'import.hint.parquet-row-group':
		'文件可能已损坏，或使用了本读取器不支持的编码；请重新导出，或另存为 CSV。',
	'import.issue.parquet-not-recognised':
		'这个 Parquet 文件不是本应用能识别的结果表（列：<data>{columns}</data>）。',
	'import.hint.parquet-not-recognised':
		'宽表需要一个题目列和每个模型一列分数；长表需要题目、模型和分数三列。',
	'import.summary.workbook': 'Excel 工作簿：其中的工作表列在下方。',
	'import.issue.xlsx-unreadable': '无法读取这个 Excel 工作簿（<data>{detail}</data>）。',
	'import.hint.xlsx-unreadable':
		'请用 Excel 或 LibreOffice 打开，把工作表另存为 CSV（逗号分隔），再拖入这个 CSV。',
	'import.issue.xlsx-too-large':
		'这个 Excel 工作簿有 {mb, number} MB；工作簿最多读取 {max, number} MB。',
	'import.hint.xlsx-too-large': '请把工作表另存为 CSV（逗号分隔）再拖入：CSV 文件最多可读取 1 GB。',
	'import.summary.zipped-folder': '压缩的文件夹：其中的文件列在下方。',
	'import.summary.cannot-read': '无法读取。',
	'import.summary.not-recognised': '无法识别。',
	// ---- 读取文件 ----
	'import.issue.file-unreadable': '无法读取该文件（<data>{detail}</data>）。',
	'import.hint.file-unreadable': '请重新拖入。',
	'import.issue.binary-kind':
		'这是{kind, select, png {一张 PNG 图片} jpeg {一张 JPEG 图片} gif {一张 GIF 图片} riff {一个 RIFF 文件（WebP/WAV/AVI）} bmp {一张 BMP 图片} pdf {一份 PDF 文档} gzip {一个 gzip 压缩包} zstd {一个 zstd 压缩包} sevenZip {一个 7-Zip 压缩包} bzip2 {一个 bzip2 压缩包} npy {一个 NumPy 数组文件（.npy）} parquet {一个 Parquet 文件} xls {一个 Excel 97-2003 工作簿（.xls）：请另存为 .xlsx 或 CSV} sqlite {一个 SQLite 数据库} elf {一个程序（ELF）} exe {一个 Windows 程序} other {一个二进制文件}}，不是结果文件。',
	'import.hint.binary-kind':
		'请拖入结果文件：CSV/TSV/Parquet/Excel 分数表、lm-evaluation-harness 样本、Inspect 日志、HELM 运行文件夹、SWE-bench 报告、AlpacaEval 标注、Every Eval Ever 样本、lighteval 逐题明细、promptfoo 结果、arena-hard-auto 评判结果或 LiveCodeBench 排行榜 JSON。',
	'import.issue.read-as':
		'{encoding, select, le {已按 UTF-16 编码（小端序）读取。} be {已按 UTF-16 编码（大端序）读取。} leNoBom {已按 UTF-16 编码（小端序，无 BOM）读取。} beNoBom {已按 UTF-16 编码（大端序，无 BOM）读取。} other {文件不是有效的 UTF-8，已按 Latin-1 编码（Windows-1252）读取。请检查带重音符号的名称。}}',
	'import.issue.unknown-format': '未知格式“<data>{format}</data>”。',
	'import.issue.cannot-read-as': '无法按“{format}”读取该文件（<data>{detail}</data>）。',
	'import.hint.cannot-read-as': '请检查为这个文件选择的格式。',
	'import.issue.choices-invalid': '导入选项无效（<data>{detail}</data>）。',
	'import.issue.choices-count':
		'导入选项描述了 {described, number} 个文件，实际却给了 {given, number} 个。',
	'import.hint.choices-count': '请重新拖入这些文件。',

	// ---- JSON 与 JSON lines ----
	'import.issue.json-too-large': '这个 JSON 文档超过 {mb, number} MB，太大，无法整体读取。',
	'import.hint.json-too-large': '请导出为 JSON lines（每行一条记录，可以流式读取），或把它拆开。',
	'import.issue.json-empty': '文件是空的。',
	'import.hint.json-empty': '请重新导出结果。',
	'import.issue.json-invalid': '这不是有效的 JSON（<data>{detail}</data>）。',
	'import.hint.json-invalid': '文件可能被截断或经过手工编辑，请重新导出。',
	'import.issue.jsonl-invalid': '第 {line} 行不是有效的 JSON（<data>{detail}</data>）。',
	'import.hint.jsonl-invalid': 'JSONL 文件的每一行都必须是一个完整的 JSON 对象；文件可能被截断了。',
	'import.issue.jsonl-line-too-long': '第 {line} 行超过 {mb, number} MB。',
	'import.hint.jsonl-line-too-long': '这不是 JSON lines 文件，或者某条记录大得离谱。',

	// ---- zip 压缩包 ----
	'import.issue.zip-too-many': '压缩包里的文件超过 {max, number} 个。',
	'import.hint.zip-too-many': '只压缩结果所在的文件夹。',
	'import.issue.zip-entry-error':
		'无法读取压缩包中的“<data>{name}</data>”（<data>{detail}</data>）。',
	'import.hint.zip-entry-error': '请重新制作 zip 压缩包。',
	'import.issue.zip-bomb':
		'压缩包解压后超过 {total}（目前已读 {compressed} 压缩数据），看起来像“zip 炸弹”。',
	'import.hint.zip-bomb': '请自行解压，再拖入其中的结果文件（总共最多 {maxTotal}）。',
	'import.issue.zip-compression':
		'压缩包中的“<data>{name}</data>”使用了本应用无法读取的压缩方式（<data>{method}</data>）。',
	'import.hint.zip-compression': '请用标准的“<code>{deflate}</code>”方式重新压缩。',
	'import.issue.zip-entry-rejected':
		'无法读取压缩包中的“<data>{name}</data>”（<data>{detail}</data>）。',
	'import.hint.zip-entry-rejected': '请检查文件类型是否正确。',
	'import.issue.zip-damaged': '压缩包已损坏，或者不是 zip 文件。',
	'import.hint.zip-damaged': '请重新制作 zip 压缩包，或直接拖入其中的文件。',
	'import.issue.zip-damaged-detail': '压缩包已损坏，或者不是 zip 文件（<data>{detail}</data>）。',
	'import.hint.zip-damaged-detail': '请重新制作 zip 压缩包，或直接拖入其中的文件。',
	'import.issue.zip-no-results':
		'压缩包里没有结果文件（共 {count, number} 个文件，都不是 <code>{kinds}</code>）。',
	'import.hint.zip-no-results': '请压缩包含结果文件的文件夹，或直接拖入这些文件。',
	'import.issue.zip-entry-empty': '文件是空的（0 字节）。',
	'import.hint.zip-entry-empty': '不用导入它。',
	'import.issue.zip-in-zip': '这是压缩包里的压缩包，不会被打开。',
	'import.hint.zip-in-zip': '请先解压，再拖入其中的文件。',

	// ---- lm-evaluation-harness 样本 ----
	'import.issue.lm-eval-not-sample':
		'这一行不是 lm-evaluation-harness 样本（没有 <code>{fields}</code>）。',
	'import.hint.lm-eval-not-sample':
		'请拖入用 <code>{flag}</code> 写出的 <code>{pattern}</code> 文件。',
	'import.issue.lm-eval-doc-id': '<code>{field}</code> 既不是数字也不是文本。',
	'import.issue.lm-eval-no-metric': '没有选择指标，样本中也没有列出任何指标。',
	'import.hint.lm-eval-no-metric': '请在映射中选择指标键（<code>{examples}</code>）。',
	'import.issue.lm-eval-metric-missing': '这个样本没有“<data>{metric}</data>”。',
	'import.hint.lm-eval-metric-missing.listed': '请选择样本中有的指标（<data>{seen}</data>）。',
	'import.hint.lm-eval-metric-missing.none': '请选择样本中有的指标。',
	'import.issue.lm-eval-metric-not-number':
		'“<data>{metric}</data>”在这里不是数字（<data>{value}</data>）。',
	'import.hint.lm-eval-metric-not-number':
		'请选择每个样本只有一个数值的指标（<code>{examples}</code>）。',
	'import.issue.lm-eval-no-samples': '文件中没有样本。',
	'import.hint.lm-eval-no-samples':
		'lm-evaluation-harness 只有加上 <code>{flag}</code> 才会写出样本；这次运行也可能失败了。',
	'import.issue.lm-eval-no-filter': '没有样本使用过滤器“<data>{filter}</data>”。',
	'import.hint.lm-eval-no-filter': '请从现有的过滤器中选一个：<data>{present}</data>。',

	// ---- Inspect 日志 ----
	'import.issue.inspect-no-id': '<data>{entry}</data>：样本没有编号。',
	'import.hint.inspect-no-id': 'Inspect 的样本都带有编号；日志可能已损坏。',
	'import.issue.inspect-bad-value':
		'<data>{entry}</data>：样本“<data>{id}</data>”的分数值 <data>{value}</data> 既不是 <code>{values}</code>，也不是数字。',
	'import.hint.inspect-bad-value':
		'请换一个评分器（分数含多个值时，选择 <code>{scorerKey}</code>）。',
	'import.issue.inspect-no-samples': '日志中没有样本。',
	'import.hint.inspect-no-samples': '评测可能失败或被取消了；请重新运行，或拖入一份完整的日志。',
	'import.issue.inspect-not-log': '这不是 Inspect 日志（没有“<code>{section}</code>”部分）。',
	'import.hint.inspect-not-log': '请拖入由 <code>{command}</code> 写出的 .eval 或 .json 日志。',
	'import.issue.inspect-entry-json': '<data>{entry}</data> 不是有效的 JSON。',
	'import.hint.inspect-entry-json': '日志可能已损坏；请重新拖入或重新运行评测。',
	'import.issue.inspect-not-eval-zip':
		'这个 zip 不是 Inspect 的 .eval 日志（没有 <code>{entry}</code>）。',
	'import.hint.inspect-not-eval-zip': '请换一种格式，或拖入由 <code>{command}</code> 写出的日志。',
	'import.issue.inspect-zip-no-header': '这个 zip 不是 Inspect 日志（没有 <code>{entry}</code>）。',
	'import.hint.inspect-zip-no-header': '请拖入由 <code>{command}</code> 写出的 .eval 文件。',

	// ---- HELM ----
	'import.issue.helm-not-list': '<code>{name}</code> 应当是一个实例列表。',
	'import.hint.helm-not-list': '请拖入 HELM 运行文件夹中的这个文件。',
	'import.issue.helm-no-stat': '没有选择统计量。',
	'import.hint.helm-no-stat': '请在映射中选择统计量（<code>{examples}</code>）。',
	'import.issue.helm-no-instances': '没有找到未经扰动的实例。',
	'import.hint.helm-no-instances': '请确认文件来自 HELM 的运行文件夹。',
	'import.issue.helm-bad-entry': '第 {entry} 条不是 HELM 实例记录（<data>{detail}</data>）。',

	// ---- SWE-bench ----
	'import.issue.swebench-not-report':
		'这不是 SWE-bench 报告（没有 <code>{fields}</code> 实例编号列表）。',
	'import.hint.swebench-not-report':
		'请拖入 <code>{tool}</code> 写出的 <code>{report}</code>，或 <code>{results}</code>。',
	'import.issue.swebench-empty': '报告中没有列出任何实例。',
	'import.hint.swebench-empty': '评测可能没有运行；请检查报告。',
	'import.issue.swebench-bad-id':
		'“<data>{id}</data>”不是 SWE-bench 实例编号（<code>{pattern}</code>）。',

	// ---- AlpacaEval ----
	'import.issue.alpaca-not-list': '<code>{name}</code> 应当是一个评判列表。',
	'import.hint.alpaca-not-list': '请拖入 <code>{path}</code>。',
	'import.issue.alpaca-bad-entry':
		'第 {entry} 条评判不是 AlpacaEval 标注（<data>{detail}</data>）。',
	'import.hint.alpaca-bad-entry': '每一条都需要 <code>{fields}</code>。',
	'import.issue.alpaca-no-model': '模型名称（<code>{field}</code>）为空。',
	'import.issue.alpaca-bad-preference':
		'偏好值 <data>{value}</data> 既不是 0（平局），也不在 1 到 2 之间。',
	'import.hint.alpaca-bad-preference':
		'AlpacaEval 的偏好值从 1（基线胜）到 2（模型胜），平局为 0。',

	// ---- 长表 ----
	'import.issue.long-no-columns': '请选择题目、模型和分数所在的列。',
	'import.hint.long-no-columns': '在映射中指定哪一列是题目编号、哪一列是模型名称、哪一列是分数。',
	'import.issue.long-row-missing': '这一行没有“<data>{names}</data>”。',
	'import.hint.long-row-missing': '请检查列映射，或补上缺失的值。',
	'import.issue.long-score-not-finite': '分数不是有限的数字。',
	'import.issue.long-trials-invalid':
		'试验次数“<data>{value}</data>”不是 1 到 {max, number} 之间的整数。',
	'import.hint.long-trials-invalid': '请填写该分数是多少次试验的平均值（例如 5）；未知时留空。',
	'import.hint.long-score-not-finite': '请填写数字；缺失的分数写 <code>{nul}</code> 或留空。',
	'import.issue.long-header-missing': '表头中没有“<data>{names}</data>”列。',
	'import.hint.long-header-missing': '请在映射中选择列；表头中有：<data>{header}</data>。',
	'import.hint.no-rows.long': '请为每道题目与每个模型的组合添加一行。',
	'import.issue.long-line-not-object': '这一行不是 JSON 对象（带字段的记录）。',
	'import.issue.long-no-records': '文件中没有记录。',
	'import.hint.long-no-records': '请重新导出结果。',
	'import.issue.long-json-no-records': '这个 JSON 里没有记录列表。',
	'import.hint.long-json-no-records':
		'JSON 格式的长表是一个对象列表，例如 <code>{example}</code>。',
	'import.issue.long-record-not-object': '第 {record} 条记录不是对象。',

	// ---- JSON 矩阵 ----
	'import.issue.matrix-invalid.path': '<data>{path}</data>：<data>{detail}</data>。',
	'import.issue.matrix-invalid.document': '整个文档：<data>{detail}</data>。',
	'import.hint.matrix-invalid':
		'JSON 矩阵的格式是 <code>{example}</code>，每一行为每个模型给出一个分数（或 <code>{nul}</code>）。',
	'import.issue.matrix-row-count':
		'“scores”有 {scores, number} 行，“items”却有 {items, number} 个。',
	'import.hint.matrix-row-count': '请按相同顺序为每道题目给出一行分数。',
	'import.issue.matrix-repeated-model':
		'模型“<data>{name}</data>”在“models”中出现了两次（第 {first} 和第 {second} 个）。',
	'import.hint.matrix-repeated-model': '模型名称必须唯一。',
	'import.issue.matrix-repeated-item': '题目编号“<data>{id}</data>”已被第 {first} 道题目使用。',
	'import.hint.matrix-repeated-item': '题目编号必须唯一。',
	'import.issue.matrix-row-length':
		'题目“<data>{id}</data>”的分数有 {values, number} 个值，而模型有 {models, number} 个。',
	'import.hint.matrix-row-length': '请为每个模型给出一个分数（或 <code>{nul}</code>）。',

	// ---- 合并后的矩阵 ----
	'import.issue.score-range': '分数 <data>{raw}</data> 超出了 0 到 1 的范围。',
	'import.issue.score-range-scaled':
		'分数 <data>{raw}</data> 超出了 0 到 1 的范围（已乘以 {scale}）。',
	'import.hint.score-range':
		'请修正这个值，或为这个文件勾选“允许 0–1 以外的分数”（百分数则勾选“分数是百分数（÷ 100）”）。',
	'import.hint.score-range-scaled':
		'请修正这个值，或为这个文件勾选“允许 0–1 以外的分数”（百分数则勾选“分数是百分数（÷ 100）”）。',
	'import.issue.duplicate-cell':
		'题目“<data>{item}</data>”对模型“<data>{model}</data>”有第二个分数。',
	'import.issue.duplicate-cell-first':
		'题目“<data>{item}</data>”对模型“<data>{model}</data>”有第二个分数（第一个在 <data>{first}</data>）。',
	'import.hint.duplicate-cell':
		'每道题目对每个模型只能有一个分数：删除重复项、给它一个自己的题目编号，或勾选“同一单元格出现多次时取平均值”。',
	'import.hint.duplicate-cell-first':
		'每道题目对每个模型只能有一个分数：删除重复项、给它一个自己的题目编号，或勾选“同一单元格出现多次时取平均值”。',
	'import.issue.no-scores': '没有找到任何分数。',
	'import.hint.no-scores': '请检查映射：分数在哪一列或哪个字段，以及文件是哪种格式。',
	'import.issue.one-model': '只找到一个模型（“<data>{model}</data>”）；比较排名至少需要两个。',
	'import.hint.one-model': '请把其他模型的文件和这个一起拖入（它们会被合并），或检查模型列。',
	'import.issue.no-complete-item':
		'没有哪道题目对每个模型都有分数，所以“删去并非所有模型都有分数的题目”之后什么也不剩。',
	'import.hint.no-complete-item': '请改选“保留为缺失”，或检查这些文件是否覆盖相同的题目。',
	'import.issue.no-shared-item':
		'这 {models, number} 个模型没有任何共同题目：每道题目都只有一个模型的分数，因此每个模型都会在各自的题目上排名，没有哪个分数是在同样的题目上比较的。',
	'import.hint.no-shared-item':
		'请检查哪一列是题目（运行编号或行编号不是题目），以及这些文件是否对同样的题目评分（题目 id 必须一致），或把每个文件分别导入为一个数据集。',
	'import.issue.one-item': '只剩一道题目（“<data>{item}</data>”）；重新抽样至少需要两道。',
	'import.hint.one-item': '请检查题目列（可能每一行都是同一个编号），或拖入覆盖更多题目的文件。',
	'import.issue.model-no-scores': '模型“<data>{model}</data>”完全没有分数（所有单元格都是空的）。',
	'import.hint.model-no-scores': '请删除这个模型，或补上它的分数。',
	'import.issue.too-many-models': '找到了 {models, number} 个模型；最多只能比较 {max, number} 个。',
	'import.hint.too-many-models': '如果模型在行上、题目在列上，请勾选“模型在行上（转置）”。'
} as const satisfies Record<keyof typeof enFormats, string>;

export default zhCNFormats;
