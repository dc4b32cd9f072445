/**
 * 简体中文：数据集库备份文件的拒绝与遗漏、扰动方案对数据集的检查、运行的拒绝与失败（见 en-checks.ts）。
 */
import type enChecks from './en-checks.ts';

const CHOOSE = '请选择在本应用中用“导出数据集库”生成的文件。';

const zhCNChecks = {
	'backup.refused.noContent': `没有可读取的内容：没有提供文件内容。${CHOOSE}`,
	'backup.refused.exportedRun': `这是导出的运行结果（结果 JSON），不是数据集库文件。${CHOOSE}`,
	'backup.refused.notZip': `这不是本应用的数据集库文件（它不是 zip 压缩包）。${CHOOSE}`,
	'backup.refused.tooManyEntries':
		'这个数据集库文件包含的文件超过 {max, number} 个，不是本应用生成的文件。',
	'backup.refused.duplicateEntry': '数据集库文件已损坏：“<code>{name}</code>”出现了两次。',
	'backup.refused.entryError':
		'数据集库文件已损坏（“<code>{name}</code>”：<data>{detail}</data>）。',
	'backup.refused.entryTooLarge':
		'数据集库文件中的“<code>{name}</code>”解压后超过 {size}，因此拒绝导入该文件（它可能是 zip 炸弹，或超出了这个浏览器标签页能容纳的大小）。',
	'backup.refused.tooLarge':
		'数据集库文件解压后超过 {size}，因此拒绝导入该文件（它可能是 zip 炸弹，或超出了这个浏览器标签页能容纳的大小）。',
	'backup.refused.damaged': '数据集库文件已损坏（<data>{detail}</data>），请重新导出。',
	'backup.refused.damagedNoDetail': '数据集库文件已损坏，请重新导出。',
	'backup.refused.unreadableEntry': '数据集库文件已损坏（无法读取“<code>{name}</code>”）。',
	'backup.refused.unreadable': '无法读取数据集库文件（<data>{detail}</data>）。',
	'backup.refused.noManifest': `这个 zip 不是本应用的数据集库文件（其中没有 <code>{manifest}</code>）。${CHOOSE}`,
	'backup.refused.manifestJson': '数据集库文件已损坏：<code>{manifest}</code> 不是有效的 JSON。',
	'backup.refused.otherManifest': `这个 zip 不是本应用的数据集库文件（其中的 <code>{manifest}</code> 是别的内容）。${CHOOSE}`,
	'backup.refused.newer':
		'这个数据集库文件由更新版本的应用生成（数据集库格式 {version, number}）。请先更新应用（联网时重新加载页面），然后再导入。',
	'backup.refused.manifestInvalid':
		'数据集库文件已损坏：<code>{manifest}</code> 无效（<data>{detail}</data>）。',

	'backup.separator': '；',
	'backup.problem.datasetInvalid':
		'第 {index, number} 个数据集未导入：它的描述无效（<data>{detail}</data>）。',
	'backup.problem.datasetTwice': '“<data>{name}</data>”在文件中出现了两次，第二份未导入。',
	'backup.problem.matrixMissing': '“<data>{name}</data>”未导入：文件中缺少它的矩阵。',
	'backup.problem.matrixJson': '“<data>{name}</data>”未导入：它的矩阵描述不是有效的 JSON。',
	'backup.problem.matrixDescription':
		'“<data>{name}</data>”未导入：它的矩阵描述无效（<data>{detail}</data>）。',
	'backup.problem.arrayUnexpected':
		'“<data>{name}</data>”未导入：它带有 <code>{file}</code>，而它的描述排除了这个文件。',
	'backup.problem.arrayMissing': '“<data>{name}</data>”未导入：缺少 <code>{file}</code>。',
	'backup.problem.arrayLength':
		'“<data>{name}</data>”未导入：<code>{file}</code> 有 {actual, number} 字节，应为 {expected, number} 字节。',
	'backup.problem.matrixInconsistent':
		'“<data>{name}</data>”未导入：它的矩阵前后不一致（<data>{detail}</data>）。',
	'backup.problem.matrixMismatch': '“<data>{name}</data>”未导入：它的矩阵与描述不符。',
	'backup.problem.matrixId':
		'“<data>{name}</data>”未导入：它的矩阵与其标识不符（文件被改动过或已损坏）。',
	'backup.problem.detailsJson': '“<data>{name}</data>”的题目详情未导入：它们不是有效的 JSON。',
	'backup.problem.detailsInvalid':
		'“<data>{name}</data>”的题目详情未导入：它们无效（<data>{detail}</data>）。',
	'backup.problem.runInvalid': '第 {index, number} 次已保存的运行未导入：<data>{detail}</data>。',
	'backup.problem.runTwice': '第 {index, number} 次已保存的运行在文件中出现了两次，第二份未导入。',
	'backup.problem.valueInvalid': '第 {index, number} 个存储值未导入：它不是属于某个数据集的值。',
	'backup.problem.valueTwice': '存储值“<code>{key}</code>”出现了两次，第二份未导入。',
	'backup.problem.valueOrphan': '存储值“<code>{key}</code>”未导入：它所属的数据集不在文件中。',
	'backup.problem.orphanRuns':
		'{count, number} 次已保存的运行无法导入：它们的数据集既不在文件中，也不在这个数据集库中。',
	'backup.problem.configs': '“<data>{name}</data>”的运行配置未导入：<data>{detail}</data>。',
	'backup.problem.review': '“<data>{name}</data>”的检查记录未导入：<data>{detail}</data>。',

	'backup.problem.detailsTooLarge':
		'“<data>{name}</data>”的题目详情未导出：它们超过了数据集库文件中单个文件的上限（{size}）。',
	'backup.problem.storedDamaged': '“<data>{name}</data>”未导出：它在这个浏览器的存储中已损坏。',
	'backup.problem.storedDamagedUnnamed': '有一个数据集未导出：它在这个浏览器的存储中已损坏。',
	'backup.problem.storedMatrix':
		'“<data>{name}</data>”未导出：它的矩阵已损坏（<data>{detail}</data>）。',
	'backup.problem.storedDetails':
		'“<data>{name}</data>”的题目详情未导出：它们已损坏（<data>{detail}</data>）。',
	'backup.problem.storedRuns': '{count, number} 次已保存的运行未导出：它们已损坏。',
	'backup.problem.storedValue': '值“<code>{key}</code>”未导出：它不是 JSON 数据。',

	'check.valueType':
		'{kind}需要{needs, select, binary { 0/1 分数} other {连续分数}}，而{has, select, binary {这个矩阵是 0/1 分数} other {这个矩阵是连续分数}}。',
	'check.metaColumn':
		'{kind}需要元数据列“<data>{column}</data>”，而这个矩阵只有 <data>{known}</data>。',
	'check.metaColumnNone': '{kind}需要元数据列“<data>{column}</data>”，而这个矩阵没有元数据列。',
	'check.range':
		'{label}：必须是{bounds, select, none {一个} openMin {大于 {min, number} 且不大于 {max, number} 的} openMax {不小于 {min, number} 且小于 {max, number} 的} open {大于 {min, number} 且小于 {max, number} 的} atLeast {不小于 {min, number} 的} above {大于 {min, number} 的} atMost {不大于 {max, number} 的} below {小于 {max, number} 的} other { {min, number} 到 {max, number} 之间的}}{integer, select, yes {整数} other {数}}{or, select, no {} other {（或 {orValue, number}）}}。',
	'check.label.drawsPerSize': '每个规模的抽样次数',
	'check.label.weakAccuracy': '弱模型的准确率',
	'check.sizes': '规模必须是 1 到 {max, number} 之间的整数。',
	'check.cutoff': '截止日期“<data>{cutoff}</data>”不是日期，应形如 2024-06-01。',
	'check.thresholds': '请至少给出一个阈值。',
	'check.trialsUnknown':
		'“更少试验”需要由两次或更多试验取平均的单元格：导入文件时请选择其每个单元格试验次数列。',
	'check.trialsScale': '“更少试验”需要 0 到 1 之间的分数（通过/未通过试验的比率）。',

	'run.tooLarge':
		'{draws, number} 次抽样 × {models, number} 个模型的结果需要 {need, number} MB 内存（上限为 {limit, number} MB）。请最多使用 {maxDraws, number} 次抽样。',
	'run.matrixTooLarge':
		'{items, number} 道题目 × {models, number} 个模型的{valueType, select, binary {0/1 分数} other {连续分数}}打包后需要 {need, number} MB（上限为 {limit, number} MB）。',
	'run.failed': '计算引擎报错：“<data>{detail}</data>”。'
} as const satisfies Record<keyof typeof enChecks, string>;

export default zhCNChecks;
