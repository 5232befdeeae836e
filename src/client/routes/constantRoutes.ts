import type { AppRoute } from './types.ts';

/**
 * The fixed routes of SPEC §2.2 (vue2's constant routes). They exist whether or not the server's menus list
 * them; a menu entry with the same path wins. Keys follow the yudao view paths where yudao has the page,
 * and `renda/...` for this product's own pages. The last column is the sidebar entry a hidden page highlights (as
 * in yudao's constant routes; the same values as the seed's menus, for a user who reaches the page without one).
 */
const FIXED: ReadonlyArray<[path: string, key: string, title: string, activeMenu?: string]> = [
  ['/user/profile', 'system/user/profile/index', 'profile'],
  ['/dict/type/data/:dictId', 'system/dict/data', 'dictData', '/system/dict'],
  ['/selection/type/index/:areaId', 'renda/selection/type/index', 'subAreas', '/renda/selection'],
  ['/job/log', 'infra/job/log/index', 'jobLog', '/infra/job'],
  ['/codegen/edit/:tableId', 'infra/codegen/editTable', 'codegenEdit', '/infra/codegen'],
  ['/bpm/oa/leave/create', 'bpm/oa/leave/create', 'leaveCreate', '/bpm/oa/leave'],
  ['/bpm/oa/leave/detail', 'bpm/oa/leave/detail', 'leaveDetail', '/bpm/oa/leave'],
  ['/print', 'renda/proposal/print', 'print'],
  ['/proposal/create', 'renda/proposal/create', 'proposalCreate', '/renda/my-proposal'],
  ['/proposal/detail', 'renda/proposal/detail', 'proposalDetail', '/renda/my-proposal'],
  ['/proposal/process-instance/detail', 'renda/proposal/processInstanceDetail', 'proposalProcess', '/renda/my-proposal'],
  ['/survey/design', 'renda/survey/design', 'surveyDesign', '/renda/survey'],
  ['/survey/statistics', 'renda/survey/statistics', 'surveyStatistics', '/renda/survey'],
  ['/preview', 'renda/survey/preview', 'surveyPreview'],
  ['/my-answer', 'renda/survey/myAnswer', 'myAnswer'],
  ['/bpm/manager/form', 'bpm/form/index', 'bpmForm'],
  ['/bpm/manager/form/edit', 'bpm/form/formEditor', 'bpmFormEdit', '/bpm/manager/form'],
  ['/bpm/manager/definition', 'bpm/definition/index', 'bpmDefinition'],
  ['/bpm/manager/model/design', 'bpm/model/modelEditor', 'bpmModelDesign', '/bpm/manager/model'],
  ['/bpm/process-instance/create', 'bpm/processInstance/create', 'processCreate', '/bpm/task/my'],
  ['/bpm/process-instance/detail', 'bpm/processInstance/detail', 'processDetail', '/bpm/task/my'],
  ['/preview-report', 'renda/preview/report', 'previewReport'],
  ['/preview-pdf', 'renda/preview/pdf', 'previewPdf'],
  ['/demos/home', 'demos/home', 'demos'],
];

export const constantRoutes: readonly AppRoute[] = FIXED.map(([path, component, title, activeMenu]) => ({
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
  children: [],
}));
