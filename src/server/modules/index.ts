import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { HookRegistry } from '../crud/hooks.ts';
import type { ResourceRegistry } from '../crud/registry.ts';
import { configHooks, configRoutes } from './infra/config/configModule.ts';
import { bpmModelHooks, bpmModelRoutes } from './bpm/model/modelModule.ts';
import { bpmFormHooks } from './bpm/form/formModule.ts';
import { bpmCategoryHooks } from './bpm/category/categoryHooks.ts';
import { bpmRuntimeRoutes } from './bpm/runtime/index.ts';
import { leaveRoutes } from './bpm/oaLeave/index.ts';
import { proposalHooks, proposalRoutes } from './renda/proposal/index.ts';
import { reportHooks, reportRoutes } from './renda/report/index.ts';
import { activityHooks, activityRoutes } from './renda/activity/index.ts';
import { dutyRecordRoutes, termHooks } from './renda/dutyRecord/index.ts';
import { dutyRegisterRoutes } from './renda/dutyRegister/index.ts';
import { provinceRoutes } from './renda/province/index.ts';
import { dutyScoreRoutes, dutyScoreRuleHooks } from './renda/dutyScore/index.ts';
import { stationFeedbackHooks, stationFeedbackRoutes } from './renda/stationFeedback/index.ts';
import { stationHooks, stationRoutes } from './renda/station/index.ts';
import { dictDataHooks, dictTypeHooks } from './system/dict/dictHooks.ts';
import { answerHooks } from './renda/answer/answerModule.ts';
import { ANSWER_REPLACED_OPERATIONS, answerRoutes } from './renda/answer/answerRoutes.ts';
import { groupHooks, groupRoutes } from './renda/group/groupModule.ts';
import { areaHooks } from './renda/area/areaHooks.ts';
import { questionHooks, questionRoutes } from './renda/question/questionModule.ts';
import { surveyHooks } from './renda/survey/surveyModule.ts';
import { surveyRoutes } from './renda/survey/surveyRoutes.ts';
import { menuHooks } from './system/menu/menuHooks.ts';
import { tenantHooks, tenantPackageHooks } from './system/tenant/tenantHooks.ts';
import { permissionRoutes } from './system/permission/permissionRoutes.ts';
import { roleHooks } from './system/role/roleHooks.ts';
import { roleRoutes } from './system/role/roleRoutes.ts';
import { roleDataScopeRoutes } from './system/role/roleDataScopeRoutes.ts';
import { deptHooks } from './system/dept/deptHooks.ts';
import { postHooks } from './system/dept/postHooks.ts';
import { noticeHooks } from './system/notice/noticeHooks.ts';
import { errorCodeHooks } from './system/errorCode/errorCodeHooks.ts';
import { sensitiveWordRoutes } from './system/sensitiveWord/sensitiveWordRoutes.ts';
import { apiErrorLogRoutes } from './infra/apiLog/apiErrorLogRoutes.ts';
import { deputyRoutes } from './system/user/deputyRoutes.ts';
import { profileRoutes } from './system/user/profileRoutes.ts';
import { messagePreferenceRoutes } from './system/outbox/preferenceRoutes.ts';
import { userHooks } from './system/user/userHooks.ts';
import { userImportRoutes } from './system/user/userImport.ts';
import { userRoutes } from './system/user/userRoutes.ts';
import { avatarRoutes } from './system/user/avatarRoutes.ts';
import { socialUserRoutes } from './system/social/socialUserRoutes.ts';
import { socialClientHooks } from './system/social/socialClientHooks.ts';
import { smsTemplateRoutes } from './system/sms/smsTemplateRoutes.ts';
import { smsChannelHooks, smsTemplateHooks } from './system/sms/smsHooks.ts';
import { oauth2ClientHooks } from './system/oauth2/oauth2Clients.ts';
import { oauth2OpenRoutes } from './system/oauth2/oauth2OpenRoutes.ts';
import { oauth2TokenRoutes } from './system/oauth2/oauth2TokenRoutes.ts';
import { fileRoutes } from './infra/file/fileRoutes.ts';
import { fileConfigHooks, fileConfigRoutes } from './infra/file/fileConfigModule.ts';
import { filesRootOf } from './infra/file/fileStorage.ts';
import { jobHooks } from './infra/job/index.ts';
import type { ServerConfig } from '../config.ts';
import { docRoutes } from './infra/doc/docRoutes.ts';
import { mailAccountHooks, mailTemplateHooks, notifyTemplateHooks } from './system/message/messageHooks.ts';
import { messageRoutes } from './system/message/messageRoutes.ts';
import { analyticsRoutes } from './infra/analytics/analyticsRoutes.ts';
import { dataSourceConfigRoutes } from './infra/dataSourceConfig/index.ts';

/** Business rules that resources add to the generic routes, by manifest name. */
export const resourceHooks: HookRegistry = {
  config: configHooks,
  dictType: dictTypeHooks,
  dictData: dictDataHooks,
  survey: surveyHooks,
  question: questionHooks,
  answer: answerHooks,
  group: groupHooks,
  area: areaHooks,
  user: userHooks,
  role: roleHooks,
  menu: menuHooks,
  bpmModel: bpmModelHooks,
  bpmForm: bpmFormHooks,
  bpmCategory: bpmCategoryHooks,
  tenant: tenantHooks,
  tenantPackage: tenantPackageHooks,
  dept: deptHooks,
  post: postHooks,
  notice: noticeHooks,
  errorCode: errorCodeHooks,
  proposal: proposalHooks,
  report: reportHooks,
  activity: activityHooks,
  term: termHooks,
  stationFeedback: stationFeedbackHooks,
  station: stationHooks,
  dutyScoreRule: dutyScoreRuleHooks,
  fileConfig: fileConfigHooks,
  oauth2Client: oauth2ClientHooks,
  socialClient: socialClientHooks,
  job: jobHooks,
  // Mail and in-site messages (docs/messages.md).
  mailAccount: mailAccountHooks,
  mailTemplate: mailTemplateHooks,
  notifyTemplate: notifyTemplateHooks,
  smsTemplate: smsTemplateHooks,
  smsChannel: smsChannelHooks,
};

/** Hand-written routes that sit beside the generic ones (irregular operations of a resource). */
export function moduleRoutes(db: Db, registry: ResourceRegistry, config: ServerConfig): ((app: FastifyInstance) => Promise<void>)[] {
  const filesRoot = filesRootOf(config.dataDir);
  return [
    configRoutes(db), surveyRoutes(db, registry), questionRoutes(db, registry), answerRoutes(db, registry), groupRoutes(db, registry),
    userRoutes(registry), profileRoutes(db, registry), messagePreferenceRoutes(), userImportRoutes(db, registry), deputyRoutes(),
    roleRoutes(registry), permissionRoutes(db), roleDataScopeRoutes(),
    sensitiveWordRoutes(), apiErrorLogRoutes(),
    oauth2OpenRoutes(db, registry), oauth2TokenRoutes(),
    avatarRoutes(), socialUserRoutes(db), smsTemplateRoutes(db, config), fileRoutes(db, { filesRoot, maxBytes: config.fileUploadMaxBytes }), fileConfigRoutes(db, filesRoot),
    bpmModelRoutes(db, registry), bpmRuntimeRoutes(db, registry), leaveRoutes(), proposalRoutes(), reportRoutes(), activityRoutes(config.map),
    // 履职登记 (issue 36, docs/duty-record.md).
    dutyRegisterRoutes(),
    // 履职档案 and 届次 (issue 36 points 3 and 5, docs/duty-record.md).
    dutyRecordRoutes(config.map),
    // 履职计分、排名与统计 (issue 36 point 4, docs/duty-score.md).
    dutyScoreRoutes(),
    // 省级统计 (issue 39, docs/tenants.md): the aggregates of the tenants below the caller's.
    provinceRoutes(),
    // 代表联络站 (issue 35, docs/stations.md): the poster and the citizens' public calls.
    stationRoutes(db, config),
    // 联络站反馈的办理 (issue 35, docs/stations.md): lists, 分派 / 答复 / 办结, 转为建议, statistics.
    stationFeedbackRoutes(db, config),
    // Operations (issue 20): the API documentation's enable check and the site statistics configuration.
    docRoutes({ enabled: config.docEnabled }), analyticsRoutes(config.analytics),
    // Mail and in-site messages (docs/messages.md): send-mail, send-notify, 我的站内信.
    messageRoutes(db),
    // 数据源配置: the databases the code generator imports from (docs/codegen.md).
    dataSourceConfigRoutes(db),
  ];
}

/** Generic operations ("resource.operation") that a module's own route serves instead, at the same path. */
export const replacedOperations: ReadonlySet<string> = new Set([...ANSWER_REPLACED_OPERATIONS, 'infraFile.delete']);
