/**
 * 成对投票功能（issue 34）的简体中文消息：导入问题与摘要、拟合的设置与区间、扰动种类及其变体与
 * 限制条件，以及翻转榜首所需的最少票数。与 en.ts 键一一对应；并入 src/i18n/messages/zh-CN.ts。
 */
import type enVotes from './en.ts';

const zhCNVotes = {
	// ---- 导入：识别出的格式与投票文件的问题 ----
	'votes.layout.clean-battle': 'Chatbot Arena 对战记录（<code>{format}</code> 格式的 JSON）',
	'votes.layout.preference-flags':
		'成对偏好（含 <code>{a}</code>、<code>{b}</code>、<code>{tie}</code> 列的表格）',
	'votes.layout.winner-column': '成对投票（含 <code>{winner}</code> 列的表格）',
	'votes.summary': '{models, plural, other {# 个模型}}之间的 {votes, plural, other {# 票}}',
	'votes.badRows': '{count, plural, other {# 行有问题，已略去。}}',
	'votes.ignoredColumns': '未作为类别保留的列（自由文本或取值过多）：{columns}。',
	'votes.issue.votes-json-invalid': '文件不是有效的 JSON（{detail}）。',
	'votes.hint.votes-json-invalid': '请把对战记录存为由记录组成的 JSON 数组，或每行一条记录。',
	'votes.issue.votes-not-list': '文件是 JSON，但不是对战列表。',
	'votes.hint.votes-not-list': '每场对战是一条记录，包含两个模型和胜者。',
	'votes.issue.votes-not-record': '第 {entry, number} 项不是一条记录。',
	'votes.hint.votes-not-record': '每场对战是一条记录，包含两个模型和胜者。',
	'votes.issue.votes-empty-model': '模型名称（<code>{field}</code>）为空。',
	'votes.hint.votes-empty-model': '每一票都需要两个模型的名称。',
	'votes.issue.votes-self-play': '<data>{model}</data> 与自己对战。',
	'votes.hint.votes-self-play': '一票比较的是两个不同的模型；请略去这一行。',
	'votes.issue.votes-winner-invalid': '胜者“{value}”既不是任一方，也不是平局。',
	'votes.hint.votes-winner-invalid':
		'请写明甲方、乙方、平局或两者皆差的平局，或两个模型之一的名称。',
	'votes.issue.votes-flags-invalid': '三个胜者标记为 {values}：必须恰有一个为 1。',
	'votes.hint.votes-flags-invalid': '每一票只标一个 1：甲方胜、乙方胜或平局。',
	'votes.issue.votes-row-length':
		'这条记录有 {fields, plural, other {# 个字段}}，表头有 {columns, number} 列。',
	'votes.hint.votes-row-length': '请让每条记录每列恰有一个值。',
	'votes.issue.votes-csv-invalid': '无法读取该表格（{detail}）。',
	'votes.hint.votes-csv-invalid': '请检查这条记录的引号。',
	'votes.issue.votes-no-votes': '文件中没有投票。',
	'votes.hint.votes-no-votes': '请确认这是一份对战记录。',
	'votes.issue.votes-verdict-invalid':
		'第 {game, number} 局的判定为“{value}”，不是 <code>{verdicts}</code> 之一。',
	'votes.hint.votes-verdict-invalid':
		'每局的 <code>{score}</code> 须是这些判定之一；评审未作判定时为 <code>{none}</code>。',
	'votes.issue.votes-judgment-invalid':
		'这一行不是 arena-hard-auto 评判结果（缺少 <code>{field}</code>）。',
	'votes.hint.votes-judgment-invalid': '每一行都需要 <code>{fields}</code>。',
	'votes.issue.votes-parquet-unreadable': '这个 Parquet 文件有一部分无法读取（{detail}）。',
	'votes.hint.votes-parquet-unreadable':
		'文件可能已损坏；请重新导出，或另存为 CSV。这一行之前的投票已读入。',
	'votes.layout.arena-hard':
		'arena-hard-auto 评判结果（{files, plural, other {# 个文件}}）：每一局是被评模型与基线模型 <data>{baseline}</data> 之间的一票',
	'votes.layout.parquet': '读自 Parquet 文件',
	'votes.arenaHard.baseline.lines': '评判结果各行写明了基线模型：<data>{baseline}</data>。',
	'votes.arenaHard.baseline.self-judgment':
		'各行没有写明基线模型：它是 <data>{baseline}</data>，即唯一与自己对比评判的模型（它至少一半的对局是平局）。',
	'votes.arenaHard.baseline.unknown':
		'各行没有写明基线模型，也没有文件把某个模型与自己对比评判：这里称它为 <data>{baseline}</data>。把基线模型自己的评判文件一并拖入即可得到它的名称。',
	'votes.arenaHard.selfJudgments':
		'略去了基线模型与自己对比评判的 {count, plural, other {# 行}}（模型不与自己对战）。',
	'votes.arenaHard.unsettled': '略去了评审未作判定的 {count, plural, other {# 局}}。',

	// ---- 拟合：Bradley–Terry 最大似然，Chatbot Arena 的分制 ----
	'votes.fit.title': '由成对投票得到的评分（Bradley–Terry 模型）',
	'votes.fit.scale':
		'Chatbot Arena 的分制：胜算每增大 10 倍记 400 分，<data>{anchor}</data> 定为 1000 分。',
	'votes.fit.scale.mean':
		'Chatbot Arena 的分制：胜算每增大 10 倍记 400 分，各模型的平均分定为 1000 分。',
	'votes.fit.scale.penalty':
		'Chatbot Arena 的分制：胜算每增大 10 倍记 400 分，惩罚项的中心定为 1000 分。',
	'votes.tieRule.label': '平局',
	'votes.tieRule.half': '双方各记半场胜利（Chatbot Arena 的规则）',
	'votes.tieRule.drop': '略去',
	'votes.anchor.label': '定为 1000 分的模型',
	'votes.strong.label': '强判定计为',
	'votes.strong.one': '×1（每局一票：普通拟合）',
	'votes.strong.three': '×3（arena-hard-auto 的默认权重）',
	'votes.strong.hint':
		'其中 {count, plural, other {# 局}}是强判定（<code>{ab}</code> 或 <code>{ba}</code>）。arena-hard-auto 把每个强判定计 3 次（<code>{flag}</code>）；选 ×3 时，拟合、两种区间、扰动运行和翻转所需的最少票数都把它计为 3 票（票数一列也是；列出的最少票数中，同一文件行最多可出现 3 次）。',
	'votes.l2.label': '二次惩罚系数 λ',
	'votes.l2.hint':
		'取 0 即普通最大似然。GenAI-Arena 公布的评分用 λ = 0.5（相当于每票计两次时常用逻辑回归库的默认惩罚）。',
	'votes.groups.separate':
		'有 {count, plural, other {# 组模型}}之间从未通过投票相连：每组各自定分，不同组的评分不可相互比较。',
	'votes.group.not-connected': '这些模型之间没有投票相连，无法放在同一把尺子上。',
	'votes.group.unbounded':
		'有些模型在与其余模型的投票中全胜（或全负），其评分没有上（下）界。请设置二次惩罚再评分。',
	'votes.unrated': '在此平局规则下没有票的模型：{models}。',

	// ---- 区间：各按其实名称呼 ----
	'votes.interval.bootstrap': '对投票的自助法（Chatbot Arena 的方法）',
	'votes.interval.bootstrap.explain':
		'对投票有放回地重抽 {draws, number} 次并逐次重新拟合；取每个评分居中的 {level}，种子 {seed}。',
	'votes.interval.sandwich': '三明治估计量（Chatbot Arena 现行的默认方法）',
	'votes.interval.sandwich.explain':
		'由似然的曲率与各票得分的离散程度（H⁻¹ G H⁻¹）得到的 {level} 正态区间，无需重抽。',
	'votes.interval.undefined': '{count, plural, other {有 # 次重抽得不到有限的评分，已略去。}}',
	'votes.arenaRank': 'Arena 名次',
	'votes.arenaRank.explain':
		'1 加上下界高于本模型上界的模型个数，与 Chatbot Arena 的排名方法相同。',

	// ---- 对投票的扰动 ----
	'votes.kind.bootstrap': '对投票的自助法',
	'votes.kind.bootstrap.explain': '从同一来源再来一批同样多的投票者：即噪声基底。',
	'votes.kind.fewerVotes': '每对模型的票数减少',
	'votes.kind.fewerVotes.explain': '每一票以 {share} 的概率保留。',
	'votes.kind.reweight': '换一批投票者',
	'votes.kind.reweight.explain':
		'<code>{column}</code> 的每个取值下的投票同权，权重随机抽取（集中度 {concentration, number}）。',
	'votes.kind.levelWeights': '按某一列给投票加权',
	'votes.kind.levelWeights.explain': '<code>{column}</code> 的每个取值下的投票按给定权重计。',
	'votes.kind.timeSplit': '某日期之前与之后',
	'votes.kind.timeSplit.explain': '截止日期之前投出的票与此后投出的票相比。',
	'votes.kind.dropLevel': '每次去掉一个 <code>{column}</code>',
	'votes.kind.dropLevel.explain': '依次略去该列的每个取值（一位评判者、一种语言……）。',
	'votes.kind.dropModel': '去掉一个模型的全部对战',
	'votes.kind.dropModel.explain': '依次略去每个模型的对战，其余模型在没有它的情况下重新拟合。',
	'votes.variant.before': '{cutoff, date, medium}之前（{votes, number} 票）',
	'votes.variant.from': '自 {cutoff, date, medium} 起（{votes, number} 票）',
	'votes.variant.withoutLevel': '去掉 <data>{level}</data>（{votes, number} 票）',
	'votes.variant.withoutModel': '去掉 <data>{model}</data>（{votes, number} 票）',
	'votes.variant.levelWeights': '按 <code>{column}</code> 加权',
	'votes.recipeIssue.no-column': '投票中没有 <code>{column}</code> 列。',
	'votes.recipeIssue.no-time': '投票中没有时间（<code>{field}</code>）。',

	// ---- 翻转榜首所需的最少票数 ----
	'votes.flip.title': '翻转榜首所需的最少票数',
	'votes.flip.found':
		'从 {total, number} 票中删去 {count, plural, other {# 票}}，<data>{challenger}</data> 即可追上 <data>{leader}</data>；删去这些票后重新拟合，结果得到证实。',
	'votes.flip.bound':
		'少于 {lower, plural, other {# 票}}则做不到：这是关于这么多票能把拟合推动多远的一个已证明的界。',
	'votes.flip.exact': '因此 {count, plural, other {# 票}}就是最少票数。',
	'votes.flip.none':
		'在找到的删法中，删去至多 {max, plural, other {# 票}}都没有翻转它；少于 {lower, number} 票的任何删法都做不到。',
	'votes.flip.rows': '删去的投票（文件中的行号，从 0 数起）：{rows}',
	// ---- 接入：导入、数据集库、投票页面（议题 34）----
	'votes.import.alone': '“{file}”是成对投票文件：请单独拖入以查看其评分。没有导入任何内容。',
	'votes.import.failed': '把“{file}”作为投票读取时失败（{detail}）。没有保存任何内容。',
	'votes.notice.already': '“{file}”已在数据集库中，名为“{name}”。',
	'votes.review.title': '成对投票：导入前请检查',
	'votes.review.file': '文件 <data>{file}</data>',
	'votes.review.problems': '有问题的行',
	'votes.review.row': '第 {row, number} 行',
	'votes.review.column': '“{column}”列',
	'votes.review.more': '另有 {count, plural, other {# 行}}有问题，未列出。',
	'votes.review.confirm': '略去{count, plural, other {这 # 行}}后导入',
	'votes.review.noVotes': '没有读到任何投票：没有可导入的内容。',
	'votes.library.heading': '成对投票',
	'votes.library.intro':
		'对战记录（每行两个模型和胜者），按 Chatbot Arena 的做法用 Bradley–Terry 模型评分。',
	'votes.library.colShape': '票数',
	'votes.badge': '投票',
	'votes.view.library': '数据集库',
	'votes.view.loading': '正在读取投票……',
	'votes.view.missing': '本浏览器的数据集库中没有这些投票。导入同一文件即可在此打开。',
	'votes.view.failed': '无法分析这些投票（{detail}）。',
	'votes.view.storage': '无法从数据集库读取这些投票（{detail}）。',
	'votes.view.titleOf': '投票：<data>{name}</data>',
	'votes.view.lead':
		'由成对投票拟合的评分，以及本应用对每个排行榜提出的问题：换一批稍有不同的投票者，名次还会一样吗？',
	'votes.view.urlInvalid': '地址中的部分设置无效，已改用默认值：{params}。',
	'votes.view.fitting': '正在拟合评分……',
	'votes.settings.heading': '设置',
	'votes.anchor.default': '票数最多的模型',
	'votes.seed.label': '种子',
	'votes.group.heading':
		'第 {n, number} 组：{models, plural, other {# 个模型}}，{votes, plural, other {# 票}}',
	'votes.group.pick': '计算最少票数与运行所用的组',
	'votes.group.option': '第 {n, number} 组（{models, plural, other {# 个模型}}）',
	'votes.col.rankBootstrap': 'Arena 名次（自助法）',
	'votes.col.rankSandwich': 'Arena 名次（三明治估计量）',
	'votes.col.model': '模型',
	'votes.col.rating': '评分',
	'votes.col.votes': '票数',
	'votes.chart.title': '评分及其两种区间',
	'votes.chart.caption':
		'{name}：对投票的自助法（重抽 {draws, number} 次，种子 {seed, number}）与三明治估计量。',
	'votes.chart.explain':
		'圆点是评分；横条是对投票的自助法区间；其后的灰带是三明治区间。不同组的评分不在同一把尺子上。',
	'votes.flip.searching': '正在寻找最少票数……',
	'votes.flip.cancelled': '搜索已停止。',
	'votes.flip.retry': '重新搜索',
	'votes.flip.verified': '票，已由重新拟合证实',
	'votes.flip.rows.summary': '删去的 {count, plural, other {# 票}}（文件中的行号，从 0 数起）',
	'votes.flip.rows.note':
		'行号按文件顺序从 0 数起（JSON 中的一条记录，或表头之下的一条 CSV 记录）。',
	'votes.flip.method':
		'先由影响分数找到（2025 年一项关于删去少量偏好即可改变排名的研究所用的方法），再去掉这些票重新拟合加以证实；下界是经过证明的。',
	'votes.flip.noFit': '这一组没有有限的评分：没有可翻转的榜首。',
	'votes.run.heading': '换一批投票者，名次还会一样吗？',
	'votes.run.kindLabel': '扰动',
	'votes.run.kind.bootstrap': '对投票的自助法（即噪声基底本身）',
	'votes.run.kind.fewerVotes': '每对模型只留一半的票',
	'votes.run.kind.reweight': '换一批投票者（某列各取值重新加权）',
	'votes.run.kind.timeSplit': '时间中位数之前与之后',
	'votes.run.kind.dropLevel': '每次去掉某列的一个取值',
	'votes.run.kind.dropModel': '每次去掉一个模型的全部对战',
	'votes.run.column': '列',
	'votes.run.draws': '抽取次数',
	'votes.run.start': '运行',
	'votes.run.progress': '正在抽取扰动后的投票',
	'votes.run.cancelled': '运行已取消。',
	'votes.run.seed': '种子 {seed, number} · {draws, plural, other {# 次抽取}}',
	'votes.verdict':
		'一次典型的抽取使评分变动 {change} 分，是换一批投票者所致变动的 {units} 倍；排名{floor, select, below {的变动超出其噪声基底} above {的变动小于其噪声基底} inside {保持在其噪声基底之内} other {没有噪声基底}}（tau-b {tau}）；榜首{held, select, yes {保持不变} other {没有保持}}：在 {kept} 的抽取中居首（重抽中为 {leaderFloor}）。',
	// ---- 同时排名集、两两对战热图、指定的一对（议题 34）----
	'votes.col.rankSet': '排名集（同时 {level}）',
	'votes.rankSet.explain':
		'排名集 [下界, 上界]：以约 {level} 的概率，所有模型的真实名次同时落在各自的集合内（针对排名的逐步检验，与本应用为测试集给出的排名集相同，协方差取三明治估计量：{draws, number} 次正态抽样，种子 {seed}）。Arena 名次不是这个：它数的是区间整个高于本模型区间的模型个数，每一对都只凭各自的边际区间单独判断，没有联合覆盖；排名集通常更宽，也从不声称数据撑不起的差别。',
	'votes.rankSet.none': '未排名',
	'votes.heatmap.win.title': '胜率：行对列',
	'votes.heatmap.win.explain':
		'每一格：行模型对列模型的投票中行模型获胜的比例{ties, select, half {（平局算半胜）} other {（不计平局）}}；模型按评分排序，最好的在前。蓝色：行模型赢得更多；橙色：更少；空白：两者从未交手。',
	'votes.heatmap.win.tip': '{battles, plural, other {# 票}}中赢得 {share}',
	'votes.heatmap.count.title': '每对模型的对战次数',
	'votes.heatmap.count.explain':
		'每一格：两个模型交手的票数（含平局）；模型按评分排序，最好的在前。交手很少的一对，拟合可依据的信息也很少。',
	'votes.heatmap.count.tip': '{battles, plural, other {# 票}}',
	'votes.heatmap.caption':
		'{name}：第 {n, number} 组，{models, plural, other {# 个模型}}，按评分排序。',
	'votes.heatmap.vs': '{row} 对 {col}',
	'votes.heatmap.x': '对手（列）',
	'votes.heatmap.y': '模型（行）',
	'votes.heatmap.never': '从未交手',
	'votes.heatmap.topOnly':
		'显示按评分排在前 {n, number} 的模型（共 {total, number} 个）；结果 JSON 与表格包含全部评分。',
	'votes.pair.title': '翻转指定的一对所需的最少票数',
	'votes.pair.first': '模型',
	'votes.pair.second': '对手',
	'votes.pair.hint': '默认为榜首与第二名；这一对会保存在网址中。评分较高的一方是被追赶的一方。',
	'votes.pair.level': '两者评分相同：没有可翻转的。',
	'votes.pair.searching': '正在为这一对寻找最少票数……',
	'votes.export': '导出结果（JSON）'
} as const satisfies Record<keyof typeof enVotes, string>;

export default zhCNVotes;
