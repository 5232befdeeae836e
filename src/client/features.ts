import { installGeneratedPages } from './resources/register.ts';
import { installDeptFeatures } from './pages/dept/register.ts';
import { installAreaFeatures } from './pages/area/register.ts';
import { installSystemTools } from './pages/systemTools/register.ts';
import { installDeputyFeatures } from './pages/deputy/register.ts';
import { installPermissionActions } from './pages/permission/register.ts';
import { installSignInFeatures } from './pages/signIn/register.ts';
import { installUserImport } from './pages/userImport/register.ts';
import { installFileActions } from './pages/infra/register.ts';
import { installJobFeatures } from './pages/infra/job/register.ts';
import { installCodegenPages } from './pages/infra/codegen/register.ts';
import { installMessageFeatures } from './pages/message/register.ts';
import { installSurveyListActions, installSurveyPages } from './pages/survey/index.ts';
import { installProposalListActions, installProposalPages } from './pages/proposal/index.ts';
import { installBpmPages } from './pages/bpm/register.ts';
import { installPreviewPages } from './pages/preview/register.ts';
import { installReportFeatures } from './pages/report/register.ts';
import { installActivityFeatures } from './pages/activity/register.ts';
import { installStationFeatures } from './pages/station/register.ts';
import { installMyActivityFeatures } from './pages/myActivity/register.ts';
import { installDutyRegisterFeatures } from './pages/dutyRegister/register.ts';
import { installDutyScoreFeatures } from './pages/dutyScore/register.ts';
import { installDutyRecordFeatures } from './pages/dutyRecord/register.ts';
import { installStationFeedbackPages } from './pages/stationFeedback/register.ts';
import { installProvincePages } from './pages/province/register.ts';

let installed = false;

/**
 * The features around the generated screens and the bespoke pages, registered into the route and extension
 * registries. They serve signed-in users only, so the navigation guard loads this module (its own chunk) with the
 * menus, and the login route carries none of it (issue 19 point 5). Runs once; the order below matters.
 */
export function installFeatures(): void {
  if (installed) return;
  installed = true;
  // Bespoke pages first: a menu key they take is not given a generated list.
  installSurveyPages();
  installBpmPages();
  installProposalPages();
  // 联络站反馈 (the staff's, in place of the generated list), 我的联络站反馈 and 联络站反馈统计 (issue 35).
  installStationFeedbackPages();
  installProvincePages();
  // The PDF and Word previews (issue 19), each its own chunk.
  installPreviewPages();
  // Every manifest resource's menu key shows its generated list (the screens themselves load lazily).
  installGeneratedPages();
  // Extra row actions, toolbar buttons and views of the generated screens (菜单权限, 分配角色, 导入, the menu tree).
  installPermissionActions();
  installSignInFeatures();
  installUserImport();
  installFileActions();
  // 定时任务's 开启 / 暂停, 执行一次, 调度日志, its cron and handler fields, and the 调度日志 page.
  installJobFeatures();
  installCodegenPages();
  installMessageFeatures();
  installSurveyListActions();
  installProposalListActions();
  // 我的年度报告, and 预览 / 审核 on the staff list of annual reports.
  installReportFeatures();
  installActivityFeatures();
  // 代表联络站: 海报 on each station (issue 35).
  installStationFeatures();
  // 我的活动 (sign up, check in), 参加情况 on 履职活动, 履职登记 and its review (issue 36).
  installMyActivityFeatures();
  installDutyRegisterFeatures();
  // 履职排名 and 履职统计 (issue 36 point 4, docs/duty-score.md).
  installDutyScoreFeatures();
  installDutyRecordFeatures();
  // 部门管理 as a tree, the department tree beside 用户管理 and in the forms, a role's 数据权限.
  installDeptFeatures();
  installAreaFeatures();
  // 敏感词's 测试 and 错误日志's 已处理 / 已忽略.
  installSystemTools();
  // The deputy picker (form widget, group members), the demos page and the personal centre.
  installDeputyFeatures();
}
