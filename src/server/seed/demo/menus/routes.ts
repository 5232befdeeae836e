import { PROJECT_REPOSITORY_PATH } from '../../../modules/system/permission/projectRepository.ts';
import type { MenuSeed } from '../types';
import { dir, page, hidden } from './builders';

/** External links, and the routes every signed-in role may open without a sidebar entry (routeMenus). */
export const otherMenus: MenuSeed[] = [
  dir({ id: 5, parentId: 0, sort: 50, name: '功能演示', path: '/demos', icon: 'example' }),
  ...page({ id: 160, parentId: 5, sort: 1, name: '代表选择演示', path: 'home', component: 'demos/home/index', componentName: 'DemosHome', permission: 'renda:demo:query', icon: 'people' }),
  // An external link (the shell opens http(s) entries in a new tab): the menu list gives it PROJECT_REPOSITORY_URL.
  { ...dir({ id: 6, parentId: 0, sort: 60, name: '项目仓库', path: PROJECT_REPOSITORY_PATH, icon: 'guide' }), alwaysShow: false },
];

/** Hidden directories and pages that give the fixed routes of SPEC §2.2 their exact paths. */
export const routeMenus: MenuSeed[] = [
  dir({ id: 20, parentId: 0, sort: 100, name: '个人', path: '/user', icon: 'user', hidden }),
  ...page({ id: 150, parentId: 20, sort: 1, name: '个人中心', path: 'profile', component: 'system/user/profile/index', componentName: 'SystemUserProfile', permission: 'system:user-profile:query', icon: 'user', hidden }),
  // 我的站内信 (the bell's 查看全部): every signed-in role's, like the profile.
  ...page({ id: 237, parentId: 20, sort: 2, name: '我的站内信', path: 'notify-message', component: 'system/notify/my/index', componentName: 'MyNotifyMessage', permission: 'system:notify-message:my', icon: 'message', hidden }),
  dir({ id: 21, parentId: 0, sort: 101, name: '字典', path: '/dict', icon: 'dict', hidden }),
  ...page({ id: 151, parentId: 21, sort: 1, name: '字典数据', path: 'type/data/:dictId', component: 'system/dict/data', componentName: 'SystemDictData', permission: 'system:dict:query', icon: 'dict', hidden, activeMenu: '/system/dict' }),
  dir({ id: 22, parentId: 0, sort: 102, name: '选区', path: '/selection', icon: 'tree', hidden }),
  ...page({ id: 152, parentId: 22, sort: 1, name: '下级选区', path: 'type/index/:areaId', component: 'renda/selection/children', componentName: 'RendaSelectionChildren', permission: 'renda:area:query', icon: 'tree', hidden, activeMenu: '/renda/selection' }),
  dir({ id: 23, parentId: 0, sort: 103, name: '调度', path: '/job', icon: 'job', hidden }),
  ...page({ id: 153, parentId: 23, sort: 1, name: '调度日志', path: 'log', component: 'infra/job/log', componentName: 'InfraJobLog', permission: 'infra:job:query', icon: 'log', hidden, activeMenu: '/infra/job' }),
  dir({ id: 24, parentId: 0, sort: 104, name: '代码生成配置', path: '/codegen', icon: 'code', hidden }),
  ...page({ id: 154, parentId: 24, sort: 1, name: '修改生成配置', path: 'edit/:tableId', component: 'infra/codegen/editTable', componentName: 'InfraCodegenEditTable', permission: 'infra:codegen:update', icon: 'code', hidden, activeMenu: '/infra/codegen' }),
  dir({ id: 25, parentId: 0, sort: 105, name: '问卷', path: '/survey', icon: 'form', hidden }),
  ...page({ id: 155, parentId: 25, sort: 1, name: '问卷设计', path: 'design', component: 'renda/survey/design', componentName: 'RendaSurveyDesign', permission: 'renda:question:query', icon: 'form', hidden, activeMenu: '/renda/survey' }),
  ...page({ id: 156, parentId: 25, sort: 2, name: '问卷统计', path: 'statistics', component: 'renda/survey/statistics', componentName: 'RendaSurveyStatistics', permission: 'renda:survey:statistics', icon: 'chart', hidden, activeMenu: '/renda/survey' }),
  dir({ id: 26, parentId: 0, sort: 106, name: '建议', path: '/proposal', icon: 'documentation', hidden }),
  // The deputy picker (co-signers of a proposal; staff picking deputies): who holds the deputy role is not for everyone.
  ...page(
    { id: 157, parentId: 26, sort: 1, name: '提交建议', path: 'create', component: 'renda/proposal/create', componentName: 'RendaProposalCreate', permission: 'renda:proposal:create', icon: 'edit', hidden, activeMenu: '/renda/my-proposal' },
    [['system:user:deputy-picker', '选择代表']],
  ),
  ...page({ id: 158, parentId: 26, sort: 2, name: '建议详情', path: 'detail', component: 'renda/proposal/detail', componentName: 'RendaProposalDetail', permission: 'renda:my-proposal:query', icon: 'documentation', hidden, activeMenu: '/renda/my-proposal' }),
  ...page({ id: 159, parentId: 26, sort: 3, name: '建议流程详情', path: 'process-instance/detail', component: 'renda/proposal/processDetail', componentName: 'RendaProposalProcessDetail', permission: 'renda:my-proposal:query', icon: 'guide', hidden, activeMenu: '/renda/my-proposal' }),
  // Standalone pages without the shell (a top-level leaf renders bare, as in yudao): phone fill-in, print, previews.
  ...page({ id: 30, parentId: 0, sort: 110, name: '问卷填写', path: '/preview', component: 'renda/survey/preview', componentName: 'RendaSurveyPreview', permission: 'renda:answer:create', icon: 'form', hidden }),
  ...page({ id: 31, parentId: 0, sort: 111, name: '我的答卷', path: '/my-answer', component: 'renda/survey/myAnswer', componentName: 'RendaMyAnswer', permission: 'renda:my-answer:query', icon: 'form', hidden }),
  ...page({ id: 32, parentId: 0, sort: 112, name: '打印建议', path: '/print', component: 'renda/proposal/print', componentName: 'RendaProposalPrint', permission: 'renda:proposal:print', icon: 'documentation', hidden }),
  ...page({ id: 33, parentId: 0, sort: 113, name: '年度报告预览', path: '/preview-report', component: 'preview/report/index', componentName: 'PreviewReport', permission: 'renda:report:preview', icon: 'documentation', hidden }),
  ...page({ id: 34, parentId: 0, sort: 114, name: 'PDF 预览', path: '/preview-pdf', component: 'preview/pdf/index', componentName: 'PreviewPdf', permission: 'infra:file:preview', icon: 'pdf', hidden }),
];
