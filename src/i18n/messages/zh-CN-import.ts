/**
 * 导入与存储的简体中文消息，与 en-import.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 文件名、编号、列名和单元格内容都是数据，一律放在 <data>…</data> 中。
 */
import type enImport from './en-import.ts';

const zhCNImport = {
	// ---- 问题所在位置 ----
	'import.where.file': '<data>{file}</data>',
	'import.where.row': '<data>{file}</data>，第 {row} 行',
	'import.where.rowColumn': '<data>{file}</data>，第 {row} 行，第 {column} 列',
	'import.where.rowColumnName':
		'<data>{file}</data>，第 {row} 行，第 {column} 列（“<data>{columnName}</data>”）',
	'import.where.rowColumnNamed': '<data>{file}</data>，第 {row} 行，“<data>{columnName}</data>”列',
	'import.where.column': '<data>{file}</data>，第 {column} 列',
	'import.where.columnName': '<data>{file}</data>，第 {column} 列（“<data>{columnName}</data>”）',
	'import.where.columnNamed': '<data>{file}</data>，“<data>{columnName}</data>”列',
	'import.where.colon': '：',
	'import.where.space': '',

	// ---- 导入问题 ----
	'import.issue.not-a-number': '“<data>{value}</data>”不是数字。',
	'import.hint.not-a-number': '请填写数字（如 0、1 或 0.75），缺失的单元格留空即可。',
	'import.issue.decimal-comma':
		'“<data>{value}</data>”用了逗号作小数点，应写作 <data>{fixed}</data>。',
	'import.hint.decimal-comma': '请填写数字（如 0、1 或 0.75），缺失的单元格留空即可。',
	'import.issue.number-too-large': '“<data>{value}</data>”这个数太大了。',
	'import.hint.number-too-large': '请填写数字（如 0、1 或 0.75），缺失的单元格留空即可。',
	'import.issue.row-length': '这一行有 {cells, number} 个单元格，表头却有 {header, number} 个。',
	'import.hint.row-length': '检查是否有值里含有未加引号的分隔符，或缺了一个单元格。',
	'import.issue.empty-id.model': '模型名称为空。',
	'import.issue.empty-id.item': '题目编号为空。',
	'import.issue.repeated-id.model': '模型“<data>{id}</data>”已出现在第 {first} 行。',
	'import.issue.repeated-id.item': '题目编号“<data>{id}</data>”已在第 {first} 行用过。',
	'import.hint.repeated-id.model': '每个模型只能占一行：删除重复的行或给它改名。',
	'import.hint.repeated-id.item': '题目编号必须唯一：删除重复的行，或给它一个自己的编号。',
	'import.issue.empty-file': '文件是空的。',
	'import.hint.empty-file': '请重新导出结果：先是一行表头，然后每道题目一行。',
	'import.issue.no-rows': '文件只有表头，没有数据行。',
	'import.hint.no-rows.model': '请在表头下为每个模型添加一行。',
	'import.hint.no-rows.item': '请在表头下为每道题目添加一行。',
	'import.issue.empty-header-cell': '这个表头单元格是空的。',
	'import.hint.empty-header-cell.item': '请给每个题目列起个名字。',
	'import.hint.empty-header-cell.model': '请给每个模型列起个名字。',
	'import.issue.repeated-column.item':
		'题目“<data>{name}</data>”出现了两次（第 {first} 列和第 {second} 列）。',
	'import.issue.repeated-column.model':
		'模型“<data>{name}</data>”出现了两次（第 {first} 列和第 {second} 列）。',
	'import.hint.repeated-column': '请重命名或删除其中一列。',
	'import.issue.unclosed-quote': '第 {line} 行开始的带引号的值没有闭合。',
	'import.hint.unclosed-quote': '请补上闭合的引号（"），或删去这个引号。',
	'import.issue.too-many-columns': '这条记录超过 {max, number} 列。',
	'import.hint.too-many-columns': '请确认这是一个 CSV/TSV 表格。',
	'import.issue.record-too-long': '这条记录超过 {mb, number} MB（是不是有引号没有闭合？）。',
	'import.hint.record-too-long': '请确认这是一个 CSV/TSV 表格。',
	'import.issue.binary-file': '这是二进制文件，不是文本。',
	'import.hint.binary-file':
		'请拖入结果文件：CSV/TSV/Parquet/Excel 分数表、lm-evaluation-harness 样本、Inspect 日志、HELM 运行文件夹、SWE-bench 报告、AlpacaEval 标注、Every Eval Ever 样本、lighteval 逐题明细、promptfoo 结果、arena-hard-auto 评判结果或 LiveCodeBench 排行榜 JSON。',
	'import.issue.blank-file': '文件里只有空白。',
	'import.hint.blank-file': '请重新导出结果。',
	'import.issue.not-recognised': '无法识别这个文件的结果表格式。',
	'import.hint.not-recognised':
		'支持：宽表或长表 CSV/TSV/Parquet/Excel、JSON 或 JSONL 分数记录、本应用的 JSON 矩阵、lm-evaluation-harness 样本、Inspect 日志、HELM per_instance_stats.json、SWE-bench 报告、AlpacaEval annotations、Every Eval Ever 样本、lighteval 逐题明细、promptfoo 结果、arena-hard-auto 评判结果、LiveCodeBench 排行榜 JSON。',
	'import.issue.unknown-json': '这个 JSON 不是本应用认识的结果格式。',
	'import.hint.unknown-json':
		'支持：宽表或长表 CSV/TSV/Parquet/Excel、JSON 或 JSONL 分数记录、本应用的 JSON 矩阵、lm-evaluation-harness 样本、Inspect 日志、HELM per_instance_stats.json、SWE-bench 报告、AlpacaEval annotations、Every Eval Ever 样本、lighteval 逐题明细、promptfoo 结果、arena-hard-auto 评判结果、LiveCodeBench 排行榜 JSON。',
	'import.issue.file-empty-bytes': '文件是空的（0 字节）。',
	'import.hint.file-empty-bytes': '请重新导出结果；生成它的运行可能在写入任何内容之前就失败了。',
	'import.issue.file-too-large': '文件大小为 {size}，上限是 {limit}。',
	'import.hint.file-too-large': '请按模型或按任务拆分后分别导入。',
	'import.issue.import-crashed': '导入意外中止（<data>{detail}</data>）。',
	'import.hint.import-crashed':
		'没有存储任何内容。请重试；如果再次发生，请附上导致问题的文件报告给我们。',

	// ---- 导入与数据集库的通知 ----
	'import.issue.not-saved': '无法保存。',
	'import.hint.not-saved': '浏览器没有存下它，原因见上方的提示。你原有的内容都没有丢失。',
	'import.notice.sampleFailed':
		'无法加载示例数据集“<data>{sample}</data>”（<data>{detail}</data>）。',
	'import.notice.duplicate': '“<data>{file}</data>”已在数据集库中，名为“<data>{name}</data>”。',

	// ---- 存储失败 ----
	'storage.quota':
		'浏览器拒绝提供更多存储空间，因此没有保存任何内容。请删除不再需要的数据集或已保存的运行以释放空间，或允许本站使用更多存储。',
	'storage.unavailable':
		'这里无法使用浏览器存储（无痕窗口和某些浏览器设置会关闭 IndexedDB）。应用仍可使用，但关闭标签页后不会保留任何内容。',
	'storage.blocked.open':
		'数据集库被本应用的另一个标签页占用（可能是不肯释放的旧版本）。请关闭或重新加载本应用的其他标签页，然后重试。',
	'storage.blocked.delete':
		'本应用的其他标签页仍打开着数据集库，因此暂时无法删除。请关闭本应用的其他标签页，关闭后删除会立即完成。',
	'storage.outdated':
		'数据集库已被本应用的新版本（在另一个标签页中打开）升级。请重新加载本页继续使用；没有丢失任何内容。',
	'storage.other': '存储失败：<data>{detail}</data>',

	// ---- 从网址读取的设置 ----
	'settings.url.range':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 {min, number} 到 {max, number} 之间的数），改用 <data>{fallback}</data>。',
	'settings.url.range.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 {min, number} 到 {max, number} 之间的数），改用默认值。',
	'settings.url.rangeInteger':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 {min, number} 到 {max, number} 之间的整数），改用 <data>{fallback}</data>。',
	'settings.url.rangeInteger.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 {min, number} 到 {max, number} 之间的整数），改用默认值。',
	'settings.url.choice':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为以下之一：<data>{options}</data>），改用 <data>{fallback}</data>。',
	'settings.url.choice.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为以下之一：<data>{options}</data>），改用默认值。',
	'settings.url.flag':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1（开）或 0（关）），改用 <data>{fallback}</data>。',
	'settings.url.flag.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1（开）或 0（关）），改用默认值。',
	'settings.url.text':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1 到 {maxLength, number} 个字符的名称），改用 <data>{fallback}</data>。',
	'settings.url.text.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1 到 {maxLength, number} 个字符的名称），改用默认值。',
	'settings.url.date':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为日期，如 2024-06-01），改用 <data>{fallback}</data>。',
	'settings.url.date.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为日期，如 2024-06-01），改用默认值。',
	'settings.url.list':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1 到 {maxLength, number} 个 {min, number} 到 {max, number} 之间的{integer, select, yes {整数} other {数}}，用逗号分隔），改用 <data>{fallback}</data>。',
	'settings.url.list.default':
		'网址中的设置 <code>{param}</code>=“<data>{raw}</data>”无效（应为 1 到 {maxLength, number} 个 {min, number} 到 {max, number} 之间的{integer, select, yes {整数} other {数}}，用逗号分隔），改用默认值。',

	// ---- 计算引擎 ----
	'engine.crashed':
		'一个后台线程意外停止（<data>{detail}</data>）。你的内容都没有丢失，请重新运行。'
} as const satisfies Record<keyof typeof enImport, string>;

export default zhCNImport;
