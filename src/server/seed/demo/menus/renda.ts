import type { MenuSeed } from '../types';
import { crud, dir, page } from './builders';

/** The deputies' own pages: surveys, proposals, reports, activities, and what each role sees of them. */
export const rendaMenus: MenuSeed[] = [
  dir({ id: 1, parentId: 0, sort: 10, name: '履职管理', path: '/renda', icon: 'documentation' }),
  ...page(
    { id: 120, parentId: 1, sort: 1, name: '问卷管理', path: 'survey', component: 'renda/survey/index', componentName: 'RendaSurvey', permission: 'renda:survey:query', icon: 'form' },
    [
      ...crud('renda:survey', '问卷', ['query', 'create', 'update', 'delete', 'export']),
      ['renda:survey:publish', '问卷发布'],
      ['renda:survey:revoke', '问卷撤回'],
      ['renda:survey:finish', '问卷结束'],
      ['renda:survey:statistics', '问卷统计'],
    ],
  ),
  ...page(
    { id: 121, parentId: 1, sort: 2, name: '问题管理', path: 'question', component: 'renda/question/index', componentName: 'RendaQuestion', permission: 'renda:question:query', icon: 'list' },
    crud('renda:question', '问题', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 122, parentId: 1, sort: 3, name: '答卷管理', path: 'answer', component: 'renda/answer/index', componentName: 'RendaAnswer', permission: 'renda:answer:query', icon: 'edit' },
    crud('renda:answer', '答卷', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 123, parentId: 1, sort: 4, name: '代表小组', path: 'group', component: 'renda/group/index', componentName: 'RendaGroup', permission: 'renda:group:query', icon: 'people' },
    [...crud('renda:group', '小组', ['query', 'create', 'update', 'delete', 'export']), ['renda:group:update-user', '小组成员维护']],
  ),
  ...page(
    { id: 124, parentId: 1, sort: 5, name: '选区管理', path: 'selection', component: 'renda/selection/index', componentName: 'RendaSelection', permission: 'renda:area:query', icon: 'tree' },
    // the deputy roster calls (docs/deputies.md): deputies by area, number and record
    [...crud('renda:area', '选区', ['query', 'create', 'update', 'delete', 'export']), ['renda:deputy:query', '代表查询']],
  ),
  ...page(
    { id: 125, parentId: 1, sort: 6, name: '建议议案', path: 'proposal', component: 'renda/proposal/index', componentName: 'RendaProposal', permission: 'renda:proposal:query', icon: 'documentation' },
    [...crud('renda:proposal', '建议', ['query', 'create', 'update', 'delete', 'export']), ['renda:proposal:print', '建议打印'],
      // the liaison staff's steps of the proposal process (docs/proposals.md)
      ['renda:proposal:review', '建议审核'], ['renda:proposal:assign', '建议交办']],
  ),
  // What an ordinary deputy sees: the surveys open to them and their own proposals (the staff lists above show all).
  ...page({ id: 126, parentId: 1, sort: 7, name: '我的问卷', path: 'my-survey', component: 'renda/survey/my', componentName: 'RendaMySurvey', permission: 'renda:my-survey:query', icon: 'form' }),
  ...page(
    { id: 127, parentId: 1, sort: 8, name: '我的建议', path: 'my-proposal', component: 'renda/proposal/my', componentName: 'RendaMyProposal', permission: 'renda:my-proposal:query', icon: 'edit' },
    [['renda:proposal:create', '提交建议'], ['renda:proposal:feedback', '建议评价']],
  ),
  // A handling unit's leader (role handler): the proposals given to their units, and the reply
  ...page(
    { id: 128, parentId: 1, sort: 9, name: '办理建议', path: 'handle-proposal', component: 'renda/proposal/handle', componentName: 'RendaProposalHandle', permission: 'renda:proposal-handle:query', icon: 'skill' },
    [['renda:proposal:reply', '建议答复']],
  ),
  // Annual duty reports (docs/reports.md): the staff list and review, and a deputy's own reports
  ...page(
    { id: 180, parentId: 1, sort: 10, name: '年度履职报告', path: 'report', component: 'renda/report/index', componentName: 'RendaReport', permission: 'renda:report:query', icon: 'documentation' },
    [...crud('renda:report', '报告', ['query', 'export']), ['renda:report:review', '报告审核']],
  ),
  ...page(
    { id: 181, parentId: 1, sort: 11, name: '我的年度报告', path: 'my-report', component: 'renda/report/my', componentName: 'RendaMyReport', permission: 'renda:my-report:query', icon: 'edit' },
    [['renda:report:create', '提交报告']],
  ),
  // Deputies' duty activities (docs/activities.md): the staff place them on the map and choose the participants
  ...page(
    { id: 210, parentId: 1, sort: 12, name: '履职活动', path: 'activity', component: 'renda/activity/index', componentName: 'RendaActivity', permission: 'renda:activity:query', icon: 'peoples' },
    crud('renda:activity', '活动', ['query', 'create', 'update', 'delete', 'export']),
  ),
  // Deputies' liaison stations (docs/stations.md): where the people reach their deputies; 海报 is a reading (query)
  ...page(
    { id: 250, parentId: 1, sort: 14, name: '代表联络站', path: 'station', component: 'renda/station/index', componentName: 'RendaStation', permission: 'renda:station:query', icon: 'guide' },
    crud('renda:station', '联络站', ['query', 'create', 'update', 'delete', 'export']),
  ),
  // A citizen's feedback to a station, handled to the end (docs/stations.md "Handling"): the staff's list and steps,
  // a deputy's own (assigned to them or at their stations: 答复, 办结, 转为建议), and the statistics
  ...page(
    { id: 255, parentId: 1, sort: 15, name: '联络站反馈', path: 'station-feedback', component: 'renda/stationFeedback/index', componentName: 'RendaStationFeedback', permission: 'renda:station-feedback:query', icon: 'message' },
    [...crud('renda:station-feedback', '反馈', ['query', 'export']), ['renda:station-feedback:assign', '反馈分派'],
      ['renda:station-feedback:reply', '反馈答复'], ['renda:station-feedback:finish', '反馈办结']],
  ),
  ...page(
    { id: 256, parentId: 1, sort: 16, name: '我的联络站反馈', path: 'my-station-feedback', component: 'renda/stationFeedback/my', componentName: 'RendaMyStationFeedback', permission: 'renda:my-station-feedback:query', icon: 'message' },
    [['renda:station-feedback:handle', '反馈办理']],
  ),
  ...page(
    { id: 257, parentId: 1, sort: 17, name: '联络站反馈统计', path: 'station-feedback-statistics', component: 'renda/stationFeedback/statistics', componentName: 'RendaStationFeedbackStatistics', permission: 'renda:station-feedback:statistics', icon: 'chart' },
  ),
  // A deputy's activities (sign up, check in on the phone) and duties registered, and the staff's review (docs/activities.md,
  // docs/duty-record.md; issue 36). The roster and attendance by hand are 履职活动's (query / update).
  ...page(
    { id: 260, parentId: 1, sort: 20, name: '我的活动', path: 'my-activity', component: 'renda/activity/my', componentName: 'RendaMyActivity', permission: 'renda:my-activity:query', icon: 'peoples' },
    [['renda:activity:sign-up', '活动报名'], ['renda:activity:check-in', '活动签到']],
  ),
  ...page(
    { id: 261, parentId: 1, sort: 21, name: '履职登记', path: 'my-duty-register', component: 'renda/dutyRegister/my', componentName: 'RendaMyDutyRegister', permission: 'renda:my-duty-register:query', icon: 'edit' },
    [['renda:duty-register:create', '履职登记提交']],
  ),
  ...page(
    { id: 262, parentId: 1, sort: 22, name: '履职登记审核', path: 'duty-register', component: 'renda/dutyRegister/index', componentName: 'RendaDutyRegister', permission: 'renda:duty-register:query', icon: 'task' },
    [['renda:duty-register:review', '履职登记审核']],
  ),
  // The record of duty (docs/duty-record.md): a deputy's own timeline (and the liaison-station reception check-in, a
  // source of it), the staff's per deputy, and the terms (届次) a record can be read by.
  ...page(
    { id: 263, parentId: 1, sort: 23, name: '我的履职', path: 'my-duty-record', component: 'renda/dutyRecord/my', componentName: 'RendaMyDutyRecord', permission: 'renda:my-duty-record:query', icon: 'documentation' },
    [['renda:station-reception:check-in', '联络站接待签到']],
  ),
  ...page(
    { id: 264, parentId: 1, sort: 24, name: '代表履职档案', path: 'duty-record', component: 'renda/dutyRecord/index', componentName: 'RendaDutyRecord', permission: 'renda:duty-record:query', icon: 'documentation' },
  ),
  ...page(
    { id: 265, parentId: 1, sort: 25, name: '届次管理', path: 'term', component: 'renda/term/index', componentName: 'RendaTerm', permission: 'renda:term:query', icon: 'list' },
    crud('renda:term', '届次', ['query', 'create', 'update', 'delete']),
  ),
  // The duty score (docs/duty-score.md; issue 36 point 4): the rules, the ranking with the staff's adjustments and its
  // Excel, the statistics
  ...page(
    { id: 266, parentId: 1, sort: 26, name: '履职计分规则', path: 'duty-score-rule', component: 'renda/dutyScoreRule/index', componentName: 'RendaDutyScoreRule', permission: 'renda:duty-score-rule:query', icon: 'skill' },
    crud('renda:duty-score-rule', '计分规则', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 267, parentId: 1, sort: 27, name: '履职排名', path: 'duty-ranking', component: 'renda/dutyRanking/index', componentName: 'RendaDutyRanking', permission: 'renda:duty-ranking:query', icon: 'chart' },
    [['renda:duty-ranking:export', '履职排名导出'], ['renda:duty-score-adjust:query', '分数调整查询'],
      ['renda:duty-score-adjust:create', '分数调整'], ['renda:duty-score-adjust:delete', '分数调整撤销']],
  ),
  ...page(
    { id: 268, parentId: 1, sort: 28, name: '履职统计', path: 'duty-statistics', component: 'renda/dutyStatistics/index', componentName: 'RendaDutyStatistics', permission: 'renda:duty-statistics:query', icon: 'chart' },
  ),
  // A province's staff read the aggregates of the tenants below it (issue 39, docs/tenants.md "The tenant tree"); any
  // tenant's staff read their own subtree (a city its counties), never above it.
  ...page(
    { id: 270, parentId: 1, sort: 30, name: '省级统计', path: 'province-statistics', component: 'renda/province/statistics', componentName: 'RendaProvinceStatistics', permission: 'renda:province-statistics:query', icon: 'chart' },
  ),
];
