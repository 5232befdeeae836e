/**
 * The demo's proposals (issue #17 point 6): a session's worth, written by `seed/proposals.ts` through the proposal
 * commands, so each one's instance, tasks, trail, units and replies are what the pages would have made. Pure data.
 */

export const DEMO_SESSION = '市十六届人大三次会议';

/** Titles by `renda_proposal_category` value; a proposal takes one by its index. */
export const TOPICS: Record<string, string[]> = {
  '1': ['优化营商环境、减轻小微企业负担', '发展夜间经济、促进消费回暖', '支持专精特新企业融资', '推动数字经济与实体经济融合'],
  '2': ['加快老旧小区改造', '增设城区公共停车位', '推进背街小巷综合整治', '完善城市排水防涝设施'],
  '3': ['缓解义务教育阶段大班额', '加强中小学心理健康教育', '扩大普惠性幼儿园供给', '推进职业教育产教融合'],
  '4': ['提升社区卫生服务中心能力', '缓解大医院看病难', '加强基层医疗人才队伍建设', '完善院前急救网络'],
  '5': ['完善居家社区养老服务', '提高城乡居民医保待遇', '加强困难群众兜底保障', '推进灵活就业人员参保'],
  '6': ['加强长江支流水环境治理', '推进垃圾分类提质增效', '治理餐饮油烟扰民', '增加城市绿道和口袋公园'],
  '7': ['加强未成年人网络保护', '推进矛盾纠纷多元化解', '规范电动自行车管理', '加强食品安全执法'],
  '8': ['推动农村人居环境整治', '发展特色农产品品牌', '完善农村物流配送体系', '加强高标准农田建设'],
};

/** The handling unit of each category, as the liaison staff would assign it (by department name). */
export const LEAD_UNIT: Record<string, string> = {
  '1': '市交通运输局', '2': '市住房和城乡建设委员会', '3': '市教育局', '4': '市卫生健康委员会',
  '5': '市卫生健康委员会', '6': '市生态环境局', '7': '市交通运输局', '8': '市生态环境局',
};

/**
 * Where a demo proposal stops, one per index in turn (the first seven cover every state, so a handful in a test's
 * database shows each): a session has few drafts and many closed ones.
 */
export type Scenario =
  | 'draft' | 'review' | 'returned' | 'toAssign' | 'converted' | 'handling' | 'handlingHalf' | 'handlingRound2' | 'overdue'
  | 'toRate' | 'closed' | 'closedBasic' | 'closedRound2' | 'closedUnsatisfied';

export const SCENARIOS: Scenario[] = [
  'closed', 'handling', 'draft', 'review', 'returned', 'toAssign', 'toRate',
  'closedRound2', 'converted', 'handlingHalf', 'closedBasic', 'toRate', 'handlingRound2', 'closed',
  'review', 'closedUnsatisfied', 'overdue', 'handling', 'closed', 'toRate',
];

export const OPINIONS = {
  unsatisfied: '办理进度与承诺不符，请承办单位加快落实',
  returned: '请补充问题的具体情况和调研数据后再提交',
  convert: '所提内容不符合议案要求，转为建议办理',
};

/** A unit's reply: the text, `renda_handle_result` and, for the 主办, the A–D class. */
export const REPLIES: { text: string; handleResult: string; resultType: string }[] = [
  { text: '经研究，所提问题已列入今年重点工作，相关措施已落实到位。', handleResult: '1', resultType: 'A' },
  { text: '我单位已制定工作方案，正在分步骤推进，预计年内完成。', handleResult: '2', resultType: 'B' },
  { text: '已将建议纳入下一年度计划，将积极争取资金逐步解决。', handleResult: '3', resultType: 'B' },
  { text: '受政策和资金条件限制，目前暂难解决，我们将持续关注。', handleResult: '4', resultType: 'C' },
];
