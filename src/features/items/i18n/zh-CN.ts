/**
 * 题目视图的简体中文消息，与 en.ts 键和占位符一一对应；并入 zh-CN.ts。
 * 术语见 ../README.md 的词汇表。统计符号（tau-b、p、k、t）作为占位符传入。
 */
import type enItems from './en.ts';

const zhCNItems = {
	// ---- 页面 ----
	'items.title': '<data>{name}</data> 的题目',
	'items.lead':
		'相信头条分数之前，先读一读题目：排在最前面的失败题目，常常是评分有误、意图含糊或根本无法完成的。表格把最值得读的题目排在最前。',
	'items.loading': '正在加载题目……',
	'items.missing': '数据集库中（已）没有这个数据集。',
	'items.loadFailed': '无法加载题目：{reason}',
	'items.saveFailed': '无法保存你的审阅（它仍保留在本页面上）：{reason}',
	'items.reviewReadOnly':
		'无法读取这个数据集已保存的审阅，为了保住它，现在的修改不会保存。请先导出数据集库留一份副本。',
	'items.backToLibrary': '返回数据集库',
	'items.toAnalysis': '分析',
	'items.openItems': '阅读题目',
	'items.openItemsOf': '{name} 的题目',
	'items.tabs': '题目视图的各部分',
	'items.tab.table': '题目',
	'items.tab.review': '审阅',
	'items.tab.pair': '两个模型',
	'items.tab.fragility': '脆弱性',
	'items.exportJson': '导出 JSON',
	'items.exportCsv': '导出 CSV',
	'items.noDetails': '导入的文件不含题目文本或模型输出：只能显示题目编号和分数。',
	'items.detailsTruncated': '导入时，过长的文本已在 4,000 个字符处截断。',
	'items.detailsFailed': '无法加载题目文本：{reason}',

	// ---- 标记 ----
	'items.flag.inverted': '反向',
	'items.flag.nobodySolves': '无人答对',
	'items.flag.everybodySolves': '全员答对',
	'items.flag.pivotal': '关键',
	'items.flag.judgeDisagrees': '评审与标准答案不一致',
	'items.reason.inverted':
		'强模型答错而弱模型答对：题目与其余题目得分的相关系数为 {r}（单侧 {pSymbol} = {p}），这是标准答案有误的典型迹象。',
	'items.reason.invertedRest':
		'答对它的模型在其余题目上得分 {solvers}，答错它的模型得分 {failers}（题目与其余题目的相关系数 {r}，单侧 {pSymbol} = {p}）：这是标准答案有误的典型迹象。',
	'items.reason.nobodySolves':
		'在它上面评分的 {graded, number} 个模型没有一个答对：题目无法完成，还是标准答案有误？',
	'items.reason.everybodySolves': '全部 {graded, number} 个模型都答对了：它无法区分模型。',
	'items.reason.pivotalLeader':
		'仅去掉这一道题目，榜首就会易主：<data>{below}</data> {belowAfter}，<data>{above}</data> {aboveAfter}（原为 {belowBefore} 和 {aboveBefore}）。',
	'items.reason.pivotalTopK':
		'仅去掉这一道题目，前 {k} 名中的一对模型就会换位：<data>{below}</data> {belowAfter}，<data>{above}</data> {aboveAfter}（原为 {belowBefore} 和 {aboveBefore}）。',
	'items.reason.judgeDisagrees':
		'评审分数与按标准答案评出的 0/1 分数平均相差 {d}；有 {flips, number} 个单元格的通过与否随之改变（共 {cells, number} 个）。',

	'items.judge.label': '“评审与标准答案不一致”所比较的 0/1 分数',
	'items.judge.none': '无',
	'items.judge.columns': '文件中的列',
	'items.judge.notBinary': '“{field}”并非只含 0/1 值，不能作为参照。',
	'items.judge.notJudged': '只有 [0, 1] 区间内的连续分数才能与 0/1 参照比较。',

	// ---- 表格 ----
	'items.table.label': '题目，显示 {count, number} 道',
	'items.col.id': '题目',
	'items.col.category': '类别',
	'items.col.solved': '答对的模型',
	'items.col.mean': '平均分',
	'items.col.difficulty': '难度',
	'items.col.discrimination': '区分度',
	'items.col.flags': '标记',
	'items.col.default': '最值得读的在前',
	'items.col.verdict': '结论',
	'items.sortBy': '按{column}排序',
	'items.sortedAsc': '升序',
	'items.sortedDesc': '降序',
	'items.solvedOf': '{solved, number} / {graded, number}',
	'items.help.difficulty': '难度 = 1 − 在该题上评分的模型的平均分。',
	'items.help.discrimination':
		'题目与各模型在其余题目上得分的点二列相关（留一法）；为负时，强模型反而答错。',
	'items.filter.label': '筛选题目',
	'items.filter.id': '题目编号包含',
	'items.filter.category': '类别',
	'items.filter.anyCategory': '全部类别',
	'items.filter.flag': '标记',
	'items.filter.anyItem': '全部题目',
	'items.filter.anyFlag': '有任一标记',
	'items.filter.noFlag': '没有标记',
	'items.filter.difficultyMin': '难度不低于',
	'items.filter.discriminationMax': '区分度不高于',
	'items.filter.reset': '重置筛选和排序',
	'items.shown': '显示 {shown, number} 道题目，共 {total, number} 道。',
	'items.excludeShown': '排除显示的题目',
	'items.excluded': '已排除',
	'items.noneShown': '没有符合这些筛选条件的题目。',

	// ---- 题目面板 ----
	'items.panel.label': '题目 <data>{id}</data>',
	'items.panel.close': '关闭题目',
	'items.panel.text': '题目文本',
	'items.panel.target': '标准答案',
	'items.panel.noText': '导入的文件中没有题目文本。',
	'items.panel.noTarget': '导入的文件中没有标准答案。',
	'items.panel.outputs': '每个模型的输出和分数',
	'items.panel.model': '模型',
	'items.panel.score': '分数',
	'items.panel.output': '输出',
	'items.panel.noOutput': '没有输出',
	'items.panel.notGraded': '未评分',
	'items.panel.search': '在这道题目中搜索',
	'items.panel.matches': '{count, plural, =0 {没有匹配} other {# 处匹配}}',
	'items.panel.more': '显示全部 {count, number} 个字符',
	'items.panel.less': '折叠',
	'items.panel.flags': '为何被标记',
	'items.panel.noFlags': '没有标记：这道题目没有异常之处。',
	'items.panel.exclude': '排除这道题目',
	'items.panel.include': '恢复这道题目',
	'items.panel.review': '给出结论',

	// ---- 结论 ----
	'items.verdict.ok': '没问题',
	'items.verdict.misgraded': '评分有误',
	'items.verdict.ambiguous': '意图含糊',
	'items.verdict.unrealistic': '不现实',
	'items.verdict.harness': '评测框架问题',
	'items.verdictHelp.ok': '题目本身没问题：失败在于模型。',
	'items.verdictHelp.misgraded': '标准答案或评分器有误。',
	'items.verdictHelp.ambiguous': '用户意图没有消歧：不止一个答案是对的。',
	'items.verdictHelp.unrealistic': '实际使用中没有人会这样提问。',
	'items.verdictHelp.harness': '按这次运行的设置，模型不可能成功。',
	'items.verdict.none': '未审阅',
	'items.verdict.clear': '撤销结论',

	// ---- 审阅模式 ----
	'items.review.heading': '审阅失败题目',
	'items.review.lead':
		'每屏一道题目：读完再下结论。按键：→ 或 <code>{nextKey}</code> 下一道，← 或 <code>{previousKey}</code> 上一道，1–5 给出结论，<code>{noteKey}</code> 写备注，<code>{unreviewedKey}</code> 跳到下一道未审阅的题目。',
	'items.review.order': '顺序',
	'items.review.orderStrongest': '最强模型答错的题目在前',
	'items.review.orderRandom': '失败题目的随机样本',
	'items.review.orderNote':
		'第一种顺序最快找出问题；只有随机顺序得出的有缺陷比例才能代表全部失败题目。',
	'items.review.position': '第 {at, number} 道，共 {total, number} 道',
	'items.review.failedBy': '答错它的最强模型：<data>{model}</data>（第 {rank, number} 名）。',
	'items.review.empty': '没有模型答错任何题目：没有可审阅的题目。',
	'items.review.previous': '上一道',
	'items.review.next': '下一道',
	'items.review.nextUnreviewed': '下一道未审阅的',
	'items.review.note': '备注（可选）',
	'items.review.saveNote': '保存备注',
	'items.review.saved': '已随数据集保存。',
	'items.review.keys': '结论',
	'items.review.keyHint': '按键 {key}',

	// ---- 审阅结果 ----
	'items.feedback.heading': '审阅结果',
	'items.feedback.none': '还没有审阅任何题目。',
	'items.feedback.share':
		'审阅了 {reviewed, number} 道失败题目，其中 {flawed, number} 道有缺陷：{share}（{low}–{high}，精确 95% 区间）。',
	'items.feedback.projection':
		'如果审阅的题目是 {pool, number} 道失败题目的随机样本，其中约有 {estimate, number} 道（{low, number}–{high, number}）有缺陷。',
	'items.feedback.biased':
		'这些题目按“最强模型答错的在前”审阅，是为了找出问题而挑选的：这一比例会高估全部失败题目中的比例。要估计它，请按随机顺序审阅。',
	'items.feedback.byVerdict': '{verdict}：{count, number}',
	'items.feedback.excludeFlawed': '去掉有缺陷的题目后重新排名',

	// ---- 排除：前后对比 ----
	'items.exclusions.heading': '排除的题目：排除前后',
	'items.exclusions.none':
		'没有排除任何题目。可以在题目面板中、按标记、按筛选条件或按审阅结论排除题目；之后会显示排除前后的排行榜。',
	'items.exclusions.count': '排除了 {excluded, number} 道题目，保留 {kept, number} 道。',
	'items.exclusions.tau': '排除前后分数之间的肯德尔 {symbol}：{value}。',
	'items.exclusions.flagged': '排除“反向”和“无人答对”的题目',
	'items.exclusions.clear': '恢复全部题目',
	'items.exclusions.model': '模型',
	'items.exclusions.before': '排除前',
	'items.exclusions.after': '排除后',
	'items.exclusions.rankBefore': '排除前名次',
	'items.exclusions.rankAfter': '排除后名次',
	'items.exclusions.moved': '变化',
	'items.exclusions.emptyModel': '没有剩下的题目',

	// ---- 两个模型 ----
	'items.pair.heading': '两个模型，逐题对比',
	'items.pair.a': '模型甲',
	'items.pair.b': '模型乙',
	'items.pair.same': '请选择两个不同的模型。',
	'items.pair.bothRight': '都答对',
	'items.pair.onlyA': '只有甲答对',
	'items.pair.onlyB': '只有乙答对',
	'items.pair.bothWrong': '都答错',
	'items.pair.missing': '甲或乙未评分',
	'items.pair.cell': '{label}：{count, number} 道题目',
	'items.pair.show': '显示这些题目',
	'items.pair.difference':
		'配对差（甲 − 乙）：{diff}（95% 区间 {low} 至 {high}）；{test}，双侧 {pSymbol} = {p}。',
	'items.pair.test.mcnemar': '{name} 检验（mid-{pSymbol} 值）',
	'items.pair.test.ttest': '配对 {t} 检验',
	'items.pair.test.clusteredT': '采用聚类稳健标准误的配对 {t} 检验',
	'items.pair.continuousList': '按差值（甲 − 乙）从大到小排列的题目',
	'items.pair.diffCol': '甲 − 乙',
	'items.pair.moreItems': '……以及另外 {count, number} 道题目。',
	'items.pair.noItems': '没有题目。',
	'items.power.heading': '甲真的比乙强吗？',
	'items.power.detectable':
		'用现有的 {n, number} 道题目，{test}能以 {power} 的功效检测出 {detectable} 或更大的真实差值（双侧，显著性水平 {alpha}）：这就是最小可检测效应。',
	'items.power.noDetectable':
		'现有 {n, number} 道题目中，只有 {discordant, number} 道是一个模型解出而另一个没有解出，用{test}没有任何差值能达到 {power} 的功效。',
	'items.power.needed':
		'要以 {power} 的功效检测出与观察值（{diff}）一样大的真实差值，大约需要 {needed, number} 道这类题目（测试集现有 {n, number} 道）。',
	'items.power.zeroObserved': '观察到的差值恰好为零，因此谈不上需要多少道题目才能检测出它。',
	'items.power.not':
		'功效描述的是检验，而不是这两个模型：它不是甲更强的概率。这里有意不给出“在观察到的差值下的功效”：它只是把 {pSymbol} 值换了个说法（<data>{hoenig}</data>）。',
	'items.power.source.mcnemar':
		'{name} 检验，采用 <data>{connor}</data> 的正态近似，按这一对模型中恰好一个模型解出的题目所占比例（{psi}）计算。',
	'items.power.source.ttest':
		'配对 {t} 检验：自由度为题目数 − 1 的非中心 {t} 分布，与 <data>{statsmodels}</data> 相同。',
	'items.power.source.clusteredT':
		'整群 {t} 检验：基于 {clusters, number} 个群的总和的非中心 {t} 分布（自由度 {clusters, number} − 1），与 <data>{statsmodels}</data> 相同；假定新增题目以同样大小的群出现。',
	'items.power.tooFewItems': '两个模型都有评分的题目不足两道。',
	'items.power.noVariance': '两个模型在每道题目上得分都相同：没有方差可用。',

	// ---- 脆弱性 ----
	'items.fragility.heading': '结论有多脆弱？',
	'items.fragility.lead':
		'去掉最少多少道题目就能改变结论。对 0/1 分数是精确的（由一个模型答对、另一个答错的题目数得出）；对连续分数则按差值从大到小贪心搜索，去掉的题目可能多于必要。',
	'items.fragility.compute': '找出最少的题目',
	'items.fragility.leader':
		'去掉 {removals, number} 道题目（共 {n, number} 道，占 {share}），<data>{challenger}</data> 就会取代 <data>{leader}</data> 成为榜首。',
	'items.fragility.leaderTie':
		'去掉 {removals, number} 道（{share}）就能让 <data>{challenger}</data> 与它持平。',
	'items.fragility.topK':
		'去掉 {removals, number} 道题目（{share}），<data>{challenger}</data> 就会超过 <data>{overtaken}</data>，前 {k} 名随之改变。',
	'items.fragility.never': '去掉任何题目都不会改变这一点。',
	'items.fragility.exact': '精确',
	'items.fragility.greedy': '贪心（上界）',
	'items.fragility.method': '方法：{method}。',
	'items.fragility.items': '要去掉的题目',
	'items.fragility.excludeThem': '排除这些题目'
} as const satisfies Record<keyof typeof enItems, string>;

export default zhCNItems;
