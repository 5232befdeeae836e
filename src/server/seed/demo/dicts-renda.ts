import type { DictDataSeed, DictTypeSeed } from './types';

type Color = DictDataSeed['colorType'];

const d = (value: string, label: string, colorType?: Color): DictDataSeed =>
  colorType === undefined ? { value, label } : { value, label, colorType };

/** Product-specific dictionaries of SPEC §3 ("Dictionary types", product-specific), type names prefixed renda_. */
export const rendaDictTypes: DictTypeSeed[] = [
  {
    name: '履职报告状态',
    type: 'renda_report_status',
    data: [d('0', '草稿', 'info'), d('1', '已提交', 'primary'), d('2', '审核中', 'warning'), d('3', '已通过', 'success'), d('4', '已退回', 'danger')],
  },
  {
    name: '履职报告类型',
    type: 'renda_report_duties_type',
    data: [d('1', '年度履职报告'), d('2', '专项履职报告'), d('3', '向选民述职报告'), d('4', '届末履职总结')],
  },
  {
    name: '年度',
    type: 'renda_annual_type',
    remark: '履职年度',
    data: [d('2023', '2023年度'), d('2024', '2024年度'), d('2025', '2025年度'), d('2026', '2026年度')],
  },
  {
    name: '履职活动类型',
    type: 'renda_activity_type',
    data: [
      d('1', '视察'),
      d('2', '专题调研'),
      d('3', '执法检查'),
      d('4', '座谈会'),
      d('5', '接待选民'),
      d('6', '学习培训'),
      d('7', '列席会议'),
      d('8', '代表小组活动'),
      d('99', '其他'),
    ],
  },
  {
    name: '活动组织方类型',
    type: 'renda_organizer_type',
    data: [d('1', '人大常委会组织'), d('2', '代表团组织'), d('3', '代表小组组织'), d('4', '代表联络站组织'), d('5', '代表自行组织')],
  },
  {
    name: '代表团类型',
    type: 'renda_delegation_type',
    data: [d('1', '区代表团'), d('2', '县（市）代表团'), d('3', '功能区代表团'), d('4', '驻市部队代表团')],
  },
  {
    name: '组内职务',
    type: 'renda_intra_group_type',
    remark: '代表在代表小组内的身份',
    data: [d('1', '组长', 'primary'), d('2', '副组长', 'success'), d('3', '组员'), d('4', '联络员', 'info')],
  },
  {
    name: '报送单位类型',
    type: 'renda_reporting_unit_type',
    data: [d('1', '代表团'), d('2', '专门委员会'), d('3', '常委会工作机构'), d('4', '代表联络站'), d('5', '政府部门')],
  },
  {
    name: '建议议案类型',
    type: 'renda_proposal_type',
    data: [d('1', '议案', 'danger'), d('2', '建议', 'primary'), d('3', '批评', 'warning'), d('4', '意见', 'info')],
  },
  {
    name: '建议议案类别',
    type: 'renda_proposal_category',
    data: [
      d('1', '经济发展'),
      d('2', '城乡建设'),
      d('3', '教育科技'),
      d('4', '医疗卫生'),
      d('5', '社会保障'),
      d('6', '生态环境'),
      d('7', '政法监察'),
      d('8', '农业农村'),
      d('9', '文化旅游'),
      d('99', '其他'),
    ],
  },
  {
    name: '建议办理结果',
    type: 'renda_proposal_result',
    remark: '按全国人大常委会建议办理分类：A/B/C/D 类',
    data: [
      d('A', 'A类（已解决或基本解决）', 'success'),
      d('B', 'B类（列入计划逐步解决）', 'primary'),
      d('C', 'C类（受条件限制暂难解决）', 'warning'),
      d('D', 'D类（留作参考）', 'info'),
    ],
  },
  {
    name: '公开状态',
    type: 'renda_open_status',
    data: [d('0', '不公开', 'info'), d('1', '公开', 'success'), d('2', '依申请公开', 'warning')],
  },
  {
    name: '问卷状态',
    type: 'renda_survey_status',
    remark: '0 未发布 → 1 已发布 → 2 已撤回 / 3 已结束',
    data: [d('0', '未发布', 'info'), d('1', '已发布', 'success'), d('2', '已撤回', 'warning'), d('3', '已结束', 'danger')],
  },
  {
    name: '问卷类型',
    type: 'renda_survey_type',
    data: [d('1', '意见征集', 'primary'), d('2', '满意度测评', 'success'), d('3', '专题调研', 'warning'), d('4', '履职评价', 'info')],
  },
  {
    name: '问题类型',
    type: 'renda_question_type',
    data: [
      d('input', '单行文本'),
      d('textarea', '多行文本'),
      d('radio', '单选'),
      d('checkbox', '多选'),
      d('select', '下拉选择'),
      d('title', '标题'),
      d('text', '纯文本'),
    ],
  },
  {
    name: '连任状态',
    type: 'renda_reappointment_status',
    data: [d('1', '新任', 'primary'), d('2', '连任', 'success'), d('3', '补选', 'warning')],
  },
  {
    name: '评分等级',
    type: 'renda_score_level',
    data: [d('1', '优秀', 'success'), d('2', '良好', 'primary'), d('3', '合格', 'warning'), d('4', '不合格', 'danger')],
  },
  {
    name: '办理结果',
    type: 'renda_handle_result',
    data: [d('1', '已解决', 'success'), d('2', '正在解决', 'primary'), d('3', '计划解决', 'warning'), d('4', '留作参考', 'info')],
  },
  {
    name: '办理方式',
    type: 'renda_handle_type',
    data: [d('1', '主办'), d('2', '协办'), d('3', '会办'), d('4', '分办')],
  },
  {
    name: '满意度',
    type: 'renda_satisfaction_status',
    data: [d('0', '未评价', 'info'), d('1', '满意', 'success'), d('2', '基本满意', 'warning'), d('3', '不满意', 'danger')],
  },
  {
    name: '选区来源',
    type: 'renda_area_source',
    data: [d('1', '居住地选区'), d('2', '单位选区'), d('3', '混合选区')],
  },
  {
    name: '五级人大',
    type: 'renda_five_level',
    data: [d('1', '全国'), d('2', '省'), d('3', '市'), d('4', '县'), d('5', '乡')],
  },
  {
    name: '联络站反馈状态',
    type: 'renda_station_feedback_status',
    data: [d('0', '待处理', 'warning'), d('1', '处理中', 'primary'), d('2', '已反馈', 'success'), d('3', '已办结', 'info')],
  },
  {
    name: '联络站反馈类型',
    type: 'renda_station_feedback_type',
    data: [d('1', '意见建议'), d('2', '民生诉求'), d('3', '矛盾纠纷'), d('4', '政策咨询'), d('99', '其他')],
  },
  {
    name: '学历',
    type: 'renda_education',
    data: [
      d('1', '博士研究生'),
      d('2', '硕士研究生'),
      d('3', '大学本科'),
      d('4', '大学专科'),
      d('5', '高中（中专）'),
      d('6', '初中及以下'),
    ],
  },
  {
    name: '城市',
    type: 'renda_city',
    remark: '省内地市，值为行政区划代码',
    data: [
      d('430100', '长沙市'),
      d('430200', '株洲市'),
      d('430300', '湘潭市'),
      d('430400', '衡阳市'),
      d('430500', '邵阳市'),
      d('430600', '岳阳市'),
      d('430700', '常德市'),
      d('430800', '张家界市'),
      d('430900', '益阳市'),
      d('431000', '郴州市'),
      d('431100', '永州市'),
      d('431200', '怀化市'),
      d('431300', '娄底市'),
      d('433100', '湘西土家族苗族自治州'),
    ],
  },
  {
    name: '功能区',
    type: 'renda_functional_zone',
    data: [d('1', '高新技术产业开发区'), d('2', '经济技术开发区'), d('3', '综合保税区'), d('4', '临空经济示范区')],
  },
  {
    name: '建议议案状态',
    type: 'renda_proposal_status',
    remark: '建议议案随其流程：草稿 → 待审核 → 待交办 → 办理中 → 待评价 → 已办结，退回修改回到待审核',
    data: [
      d('0', '草稿', 'info'), d('1', '待审核', 'warning'), d('2', '退回修改', 'danger'), d('3', '待交办', 'primary'),
      d('4', '办理中', 'primary'), d('5', '待评价', 'warning'), d('6', '已办结', 'success'),
    ],
  },
  {
    name: '流程处理结果',
    type: 'renda_process_result',
    remark: '与 bpm_process_instance_result 的取值一致',
    data: [d('1', '处理中', 'primary'), d('2', '通过', 'success'), d('3', '不通过', 'danger'), d('4', '已取消', 'info')],
  },
];
