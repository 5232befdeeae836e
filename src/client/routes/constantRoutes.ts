import type { AppRoute } from './types.ts';

/**
 * The fixed routes of SPEC §2.2 (vue2's constant routes). They exist whether or not the server's menus list
 * them; a menu entry with the same path wins. Keys follow the yudao view paths where yudao has the page,
 * and `renda/...` for this product's own pages.
 */
const FIXED: ReadonlyArray<[path: string, key: string, title: string]> = [
  ['/user/profile', 'system/user/profile/index', 'profile'],
  ['/dict/type/data/:dictId', 'system/dict/data', 'dictData'],
  ['/selection/type/index/:areaId', 'renda/selection/type/index', 'subAreas'],
  ['/job/log', 'infra/job/log/index', 'jobLog'],
  ['/codegen/edit/:tableId', 'infra/codegen/editTable', 'codegenEdit'],
  ['/bpm/oa/leave/create', 'bpm/oa/leave/create', 'leaveCreate'],
  ['/bpm/oa/leave/detail', 'bpm/oa/leave/detail', 'leaveDetail'],
  ['/print', 'renda/proposal/print', 'print'],
  ['/proposal/create', 'renda/proposal/create', 'proposalCreate'],
  ['/proposal/detail', 'renda/proposal/detail', 'proposalDetail'],
  ['/proposal/process-instance/detail', 'renda/proposal/processInstanceDetail', 'proposalProcess'],
  ['/survey/design', 'renda/survey/design', 'surveyDesign'],
  ['/survey/statistics', 'renda/survey/statistics', 'surveyStatistics'],
  ['/preview', 'renda/survey/preview', 'surveyPreview'],
  ['/my-answer', 'renda/survey/myAnswer', 'myAnswer'],
  ['/bpm/manager/form', 'bpm/form/index', 'bpmForm'],
  ['/bpm/manager/form/edit', 'bpm/form/formEditor', 'bpmFormEdit'],
  ['/bpm/manager/definition', 'bpm/definition/index', 'bpmDefinition'],
  ['/bpm/manager/model/design', 'bpm/model/modelEditor', 'bpmModelDesign'],
  ['/bpm/process-instance/create', 'bpm/processInstance/create', 'processCreate'],
  ['/bpm/process-instance/detail', 'bpm/processInstance/detail', 'processDetail'],
  ['/preview-report', 'renda/preview/report', 'previewReport'],
  ['/preview-pdf', 'renda/preview/pdf', 'previewPdf'],
  ['/demos/home', 'demos/home', 'demos'],
];

export const constantRoutes: readonly AppRoute[] = FIXED.map(([path, component, title]) => ({
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
  children: [],
}));
