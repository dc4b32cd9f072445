/** 简体中文：导入的内存限制与导入、数据集的说明（键与占位符同 en-notes.ts）。 */
const LIMIT =
	'{limit, select, matrix {将生成约 {need, number} MB 的矩阵} other {约需 {need, number} MB 内存}}，上限为 {max, number} MB。';
const BEFORE = '{before, select, yes {加上之前的文件，此文件} other {此文件}}';
const OF_KIND = '{kind, select, continuous {，分数并非全为 0/1} other {}}';
const PER_CELL_HINT =
	'请一次导入更少的文件、模型或题目；宽表 CSV（每道题目一行、每个模型一列）读取时占用的内存要少得多。';

const zhCNNotes = {
	// ---- 内存限制（formats/memory-budget.ts） ----
	'import.issue.memory-file': `${BEFORE}（约 {items, number} 道题目 × {models, number} 个模型${OF_KIND}）${LIMIT}`,
	'import.hint.memory-file.per-cell': PER_CELL_HINT,
	'import.hint.memory-file.packed':
		'请一次导入更少的模型或题目：把表格（按列或按行）拆开，只拖入需要的部分。{kind, select, continuous {0 和 1 两种分数占用的内存只有其他数值的 1/32。} other {}}',
	'import.issue.memory-long': `${BEFORE}（约 {scores, number} 个分数，每行一个）${LIMIT}`,
	'import.hint.memory-long': PER_CELL_HINT,
	'import.issue.memory-cells': `逐个读取的分数超过 {cells, number} 个，${LIMIT}`,
	'import.hint.memory-cells':
		'请一次导入更少的文件或模型，或把分数存成宽表 CSV（每道题目一行、每个模型一列）：读取时占用的内存要少得多。',
	'import.issue.memory-matrix': `{items, number} 道题目 × {models, number} 个模型${OF_KIND}，${LIMIT}`,
	'import.hint.memory-matrix': '请少导入一些模型，或只导入部分题目。',

	// ---- 导入过程中的问题（state/ImportSession.svelte.ts） ----
	'import.issue.import-worker-crashed': '导入意外中止（<data>{detail}</data>）。',
	'import.hint.import-worker-crashed':
		'文件可能太大，超出了这个浏览器标签页的承受能力；请换一个小一些的文件。',
	'import.issue.read-again-failed': '无法再次读取（<data>{detail}</data>）。',
	'import.hint.read-again-failed': '请重新拖入这些文件。',
	'import.issue.inconsistent-matrix': '导入程序生成的矩阵前后不一致（<data>{detail}</data>）。',
	'import.hint.inconsistent-matrix': '请连同该文件一起报告这个问题。',

	// ---- 导入与数据集的说明（formats/notes.ts NoteCode） ----
	'note.items-unscored': '{count, number} 道题目没有任何模型的分数，已略去。',
	'note.items-dropped': '{count, number} 道题目并非每个模型都有分数，已去掉。',
	'note.zero-filled': '{count, number} 个缺失单元格按 0 计。',
	'note.epoch-dates':
		'列“<data>{field}</data>”以 1970 年以来的{unit, select, seconds {秒数} other {毫秒数}}记录日期，已按“年-月-日”日期保存。',
	'note.details-truncated': '部分过长的题目文本或模型输出在题目视图中已截短。',
	'note.range-total': '共有 {count, number} 个分数不在 0 到 1 之间。',
	'note.duplicates-total': '共有 {count, number} 个重复的单元格。',
	'note.duplicates-averaged': '{count, number} 个单元格给出了不止一次，已取其分数的平均值。',
	'note.unresolved-filled': '{count, number} 个未列为已解决的实例按未解决（0）计。',
	'note.alpaca-ties': '<data>{file}</data>：{count, number} 次平局（偏好为 0）按 0.5 计。',
	'note.helm-perturbed':
		'<data>{file}</data>：略去了 {count, number} 行扰动数据（只保留未扰动的实例）。',
	'note.helm-no-metric':
		'<data>{file}</data>：{count, number} 个实例没有“<data>{metric}</data>”（记为缺失）。',
	'note.helm-no-metric-split':
		'<data>{file}</data>：{count, number} 个实例在“<data>{split}</data>”上没有“<data>{metric}</data>”（记为缺失）。',
	'note.lm-eval-filters':
		'<data>{file}</data>：使用了过滤器“<data>{filter}</data>”；文件中还有：<data>{others}</data>。',
	'note.inspect-epochs': '<data>{file}</data>：分数取 {count, number} 轮评测的平均值。',
	'note.inspect-no-score':
		'<data>{file}</data>：{count, number} 个样本没有“<data>{metric}</data>”分数（记为缺失）。',
	'note.inspect-no-header': '<data>{file}</data>：日志没有文件头，模型以文件名命名。',
	'note.text-columns-ignored': '<data>{file}</data>：忽略了 {count, number} 个文本列（模型为行）。',
	'note.boolean-cells':
		'<data>{file}</data>：{count, number} 个写成布尔值（真/假）的单元格已读作 1/0。',
	'note.percent-cells': '<data>{file}</data>：{count, number} 个写成百分数的单元格已除以 100。',
	'note.comma-cells':
		'<data>{file}</data>：{count, number} 个以逗号作小数点的数字（0,85）已按小数读取（0.85）。',
	'note.promptfoo-errors':
		'<data>{file}</data>：{count, number} 条结果以错误告终（没有回答或没有评分），记为缺失，而不是 0。',
	'note.promptfoo-repeats':
		'<data>{file}</data>：{count, number} 个测试对同一提供方运行了多次，其分数取平均。',
	'note.items-mismatch':
		'“<data>{model}</data>”（<data>{files}</data>）在 {total, number} 道题目中有 {count, number} 道没有分数，例如 <data>{examples}</data>。',
	'note.items-mismatch-more': '另有 {count, number} 个模型缺少部分题目。',
	'note.same-model-runs':
		'{count, number} 个文件是同一模型“<data>{model}</data>”的不同运行，已按各自的运行命名。',
	'note.paired-by-order':
		'{count, number} 个名为“<data>{file}</data>”的文件在拖入时没有所在文件夹，已按拖入顺序与前后的文件配对。如需确保无误，请选择这些文件夹或拖入 zip 压缩包。',
	'note.lighteval-no-metric':
		'<data>{file}</data>：{count, number} 道题目没有“<data>{metric}</data>”分数（记为缺失）。',
	'note.models-table-read':
		'<data>{file}</data>：已读取 {count, number} 个模型的信息（<data>{columns}</data>）。',
	'note.models-table-unmatched':
		'<data>{file}</data>：此表中有 {count, number} 个模型不在分数中，其信息已略去，例如 <data>{examples}</data>。',
	'note.models-table-loose':
		'<data>{file}</data>：{count, number} 个名称在忽略大小写、空格和连字符后才与模型对上。',
	'note.fact-cells-bad':
		'<data>{file}</data>：{count, number} 个单元格不是该列所需的日期或数字，已略去，例如第 {row} 行“<data>{column}</data>”：“<data>{value}</data>”。',
	'note.duplicate-file': '<data>{file}</data> 与 <data>{first}</data> 内容相同，已略去。',
	'note.rows-are-trials':
		'<data>{file}</data>：同一题目和模型有多行（带试验编号列或试验次数列），这些行按多次试验取平均。',
	'note.same-model':
		'{count, number} 个文件为同一批题目给出了同一个模型名“<data>{model}</data>”，后面的已依次编号。请在映射中为它们重新命名。',
	'note.scale-as-is': '<data>{file}</data>：分数范围为 {min} 到 {max}，按原值使用。',
	'note.scale-percent':
		'<data>{file}</data>：分数范围为 {min} 到 {max}，按百分数读取，已除以 100。',
	'note.scale-any':
		'<data>{file}</data>：分数范围为 {min} 到 {max}（不在 0 到 1 之间），按原值使用。',
	'note.encoding-latin1':
		'<data>{file}</data>：不是有效的 UTF-8，已按 Latin-1（Windows-1252）读取。请检查带重音符号的名称。',
	'note.encoding-other': '<data>{file}</data>：已按 {encoding} 读取。',
	'note.encoding-latin1-late':
		'<data>{file}</data>：开头之后的内容不是有效的 UTF-8，已按 Latin-1（Windows-1252）读取。',
	'note.missing-cells':
		'{total, number} 个单元格中有 {missing, number} 个缺失；每个模型只按其未缺失的题目计分。',
	'note.not-unit-scale': '部分分数不在 0–1 之间，按原始数值显示。'
} as const;

export default zhCNNotes;
