import type { PageLoader } from '../../routes/registry.ts';

/**
 * Menu component keys of the BPMN screens → their pages, loaded lazily so bpmn-js reaches no other route.
 * `bpm/viewer/demo` has no seeded menu: it shows the process viewer on recorded data (browser test, reviews).
 */
export const bpmPages: Readonly<Record<string, PageLoader>> = {
  'bpm/form/index': () => import('./form/FormListPage.tsx'),
  'bpm/form/formEditor': () => import('./form/FormEditorPage.tsx'),
  'bpm/model/index': () => import('./model/ModelListPage.tsx'),
  'bpm/model/modelEditor': () => import('./designer/ModelDesignerPage.tsx'),
  'bpm/definition/index': () => import('./definition/DefinitionListPage.tsx'),
  'bpm/viewer/demo': () => import('./viewer/ViewerDemoPage.tsx'),
  'bpm/oa/leave/index': () => import('./oa/LeaveListPage.tsx'),
  'bpm/oa/leave/create': () => import('./oa/LeaveCreatePage.tsx'),
  'bpm/oa/leave/detail': () => import('./oa/LeaveDetailPage.tsx'),
  'bpm/processInstance/create': () => import('./instance/ProcessInstanceCreatePage.tsx'),
  'bpm/processInstance/index': () => import('./instance/MyProcessPage.tsx'),
  'bpm/processInstance/detail': () => import('./instance/ProcessInstanceDetailPage.tsx'),
  'bpm/task/todo': () => import('./task/TodoTaskPage.tsx'),
  'bpm/task/done': () => import('./task/DoneTaskPage.tsx'),
  'bpm/task/open': () => import('./task/TaskOpenPage.tsx'),
  'bpm/task/copy': () => import('./task/CopyListPage.tsx'),
};
