import type { AppRoute } from './types.ts';

/**
 * The fixed routes of SPEC §2.2 (vue2's constant routes). They exist whether or not the server's menus list
 * them; a menu entry with the same path wins. Keys follow the yudao view paths where yudao has the page,
 * and `renda/...` for this product's own pages. `permission` is the code of the menu the page belongs to (the
 * seed's hidden page at the same path; tests/unit/client/fixedRouteAccess.test.ts keeps them equal): a user
 * without it is sent to /401 before the page loads, instead of meeting the server's refusals inside it. null: any
 * signed-in user (the personal centre). The last column is the sidebar entry a hidden page highlights (as in
 * yudao's constant routes; the same values as the seed's menus, for a user who reaches the page without one).
 */
type Fixed = [path: string, key: string, title: string, permission: string | null, activeMenu?: string];
const FIXED: readonly Fixed[] = [
  ['/user/profile', 'system/user/profile/index', 'profile', null],
  ['/dict/type/data/:dictId', 'system/dict/data', 'dictData', 'system:dict:query', '/system/dict'],
  ['/selection/type/index/:areaId', 'renda/selection/type/index', 'subAreas', 'renda:area:query', '/renda/selection'],
  ['/job/log', 'infra/job/log/index', 'jobLog', 'infra:job:query', '/infra/job'],
  ['/codegen/edit/:tableId', 'infra/codegen/editTable', 'codegenEdit', 'infra:codegen:update', '/infra/codegen'],
  ['/bpm/oa/leave/create', 'bpm/oa/leave/create', 'leaveCreate', 'bpm:oa-leave:create', '/bpm/oa/leave'],
  ['/bpm/oa/leave/detail', 'bpm/oa/leave/detail', 'leaveDetail', 'bpm:oa-leave:query', '/bpm/oa/leave'],
  ['/print', 'renda/proposal/print', 'print', 'renda:proposal:print'],
  ['/proposal/create', 'renda/proposal/create', 'proposalCreate', 'renda:proposal:create', '/renda/my-proposal'],
  ['/proposal/detail', 'renda/proposal/detail', 'proposalDetail', 'renda:my-proposal:query', '/renda/my-proposal'],
  ['/proposal/process-instance/detail', 'renda/proposal/processInstanceDetail', 'proposalProcess', 'renda:my-proposal:query', '/renda/my-proposal'],
  ['/survey/design', 'renda/survey/design', 'surveyDesign', 'renda:question:query', '/renda/survey'],
  ['/survey/statistics', 'renda/survey/statistics', 'surveyStatistics', 'renda:survey:statistics', '/renda/survey'],
  ['/preview', 'renda/survey/preview', 'surveyPreview', 'renda:answer:create'],
  ['/my-answer', 'renda/survey/myAnswer', 'myAnswer', 'renda:my-answer:query'],
  ['/bpm/manager/form', 'bpm/form/index', 'bpmForm', 'bpm:form:query'],
  ['/bpm/manager/form/edit', 'bpm/form/formEditor', 'bpmFormEdit', 'bpm:form:update', '/bpm/manager/form'],
  ['/bpm/manager/definition', 'bpm/definition/index', 'bpmDefinition', 'bpm:process-definition:query'],
  ['/bpm/manager/model/design', 'bpm/model/modelEditor', 'bpmModelDesign', 'bpm:model:update', '/bpm/manager/model'],
  ['/bpm/process-instance/create', 'bpm/processInstance/create', 'processCreate', 'bpm:process-instance:create', '/bpm/task/my'],
  ['/bpm/process-instance/detail', 'bpm/processInstance/detail', 'processDetail', 'bpm:process-instance:query', '/bpm/task/my'],
  ['/bpm/task/open/:taskId', 'bpm/task/open', 'taskOpen', 'bpm:task:query', '/bpm/task/todo'],
  ['/preview-report', 'renda/preview/report', 'previewReport', 'renda:report:preview'],
  ['/preview-pdf', 'renda/preview/pdf', 'previewPdf', 'infra:file:preview'],
  ['/demos/home', 'demos/home', 'demos', 'renda:demo:query'],
];

export const constantRoutes: readonly AppRoute[] = FIXED.map(([path, component, title, permission, activeMenu]) => ({
  id: `fixed:${path}`,
  path,
  title,
  titleKey: `app.routes.${title}`,
  icon: '',
  component,
  componentName: null,
  hidden: true,
  noCache: false,
  external: false,
  alwaysShow: false,
  activeMenu: activeMenu ?? null,
  permission,
  children: [],
}));
