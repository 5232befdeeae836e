import type { TenantTable, TenantPackageTable, UserTable, RoleTable, UserRoleTable, MenuTable, RoleMenuTable, DictTypeTable, DictDataTable, AccessTokenTable, RefreshTokenTable, LoginLogTable, OperateLogTable, ErrorCodeTable, SensitiveWordTable, CaptchaTable, DeptTable, PostTable, UserPostTable, SmsChannelTable, SmsTemplateTable, SmsLogTable, SmsCodeTable, OAuth2ClientTable, OAuth2CodeTable, OAuth2ApproveTable } from './tables/system.ts';
import type { ConfigTable, ApiAccessLogTable, ApiErrorLogTable, InfraFileTable, InfraFileContentTable, InfraFileConfigTable, InfraJobTable, InfraJobLogTable } from './tables/infra.ts';
import type { BpmProcessDefinitionTable, BpmProcessInstanceTable, BpmTaskTable, BpmTaskOperationTable, BpmProcessInstanceCopyTable, BpmActivityTable, BpmJobTable, BpmFormTable, BpmOaLeaveTable, BpmTaskAssignRuleTable, BpmUserGroupTable } from './tables/bpm.ts';
import type { BpmCategoryTable } from './tables/bpmCategory.ts';
import type { StationTable, StationUserTable } from './tables/station.ts';
import type { StationFeedbackTable, StationFeedbackAssigneeTable, StationFeedbackLogTable } from './tables/stationFeedback.ts';
import type { ActivityUserTable, RendaActivityTable, DutyRegisterTable } from './tables/activity.ts';
import type { DutyItemTable, DutyScoreAdjustTable, DutyScoreRuleTable, DutyScoreTable, DutyTallyTable } from './tables/dutyRecord.ts';
import type { StationReceptionTable, TermTable } from './tables/dutySources.ts';
import type { CodegenTableTable, CodegenColumnTable, CodegenVersionTable } from './tables/codegen.ts';
import type { DataSourceConfigTable } from './tables/dataSourceConfig.ts';
import type { MailAccountTable, MailTemplateTable, MailLogTable, NotifyTemplateTable, NotifyMessageTable, MessageOutboxTable, MessagePreferenceTable } from './tables/messages.ts';
import type { SocialClientTable, SocialUserTable, SocialUserBindTable, SocialStateTable } from './tables/social.ts';
import type { AreaTable, GroupUserTable, AnswerItemTable, RendaProposalTable, RendaReportTable, RendaProposalUnitTable, RendaProposalTallyTable, RendaProposalUnitTallyTable } from './tables/renda.ts';

export type { Audited } from './tables/columns.ts';
export type * from './tables/system.ts';
export type * from './tables/infra.ts';
export type * from './tables/bpm.ts';
export type * from './tables/renda.ts';
export type * from './tables/social.ts';
export type * from './tables/messages.ts';
export type * from './tables/codegen.ts';
export type * from './tables/dataSourceConfig.ts';
export type * from './tables/stationFeedback.ts';
export type * from './tables/activity.ts';
export type * from './tables/station.ts';

/**
 * Table types as Kysely sees them (camelCase; the CamelCasePlugin maps to the snake_case columns), one file per
 * module in tables/. Column names follow ruoyi-vue-pro's tables so that a DBA who knows yudao finds their way around.
 */
export interface Database {
  systemTenant: TenantTable;
  systemTenantPackage: TenantPackageTable;
  systemUsers: UserTable;
  systemRole: RoleTable;
  systemUserRole: UserRoleTable;
  systemMenu: MenuTable;
  systemRoleMenu: RoleMenuTable;
  systemDictType: DictTypeTable;
  systemDictData: DictDataTable;
  infraConfig: ConfigTable;
  systemOauth2AccessToken: AccessTokenTable;
  systemOauth2RefreshToken: RefreshTokenTable;
  systemLoginLog: LoginLogTable;
  systemOperateLog: OperateLogTable;
  infraApiAccessLog: ApiAccessLogTable;
  infraApiErrorLog: ApiErrorLogTable;
  systemErrorCode: ErrorCodeTable;
  systemSensitiveWord: SensitiveWordTable;
  systemCaptcha: CaptchaTable;
  rendaGroupUser: GroupUserTable;
  rendaAnswerItem: AnswerItemTable;
  systemDept: DeptTable;
  systemUserPost: UserPostTable;
  systemPost: PostTable;
  rendaArea: AreaTable;
  bpmProcessDefinition: BpmProcessDefinitionTable;
  bpmProcessInstance: BpmProcessInstanceTable;
  bpmTask: BpmTaskTable;
  bpmTaskOperation: BpmTaskOperationTable;
  bpmProcessInstanceCopy: BpmProcessInstanceCopyTable;
  bpmActivity: BpmActivityTable;
  bpmJob: BpmJobTable;
  bpmTaskAssignRule: BpmTaskAssignRuleTable;
  bpmUserGroup: BpmUserGroupTable;
  // Process categories (a manifest resource; migration 0040).
  bpmCategory: BpmCategoryTable;
  infraFile: InfraFileTable;
  infraFileContent: InfraFileContentTable;
  infraFileConfig: InfraFileConfigTable;
  infraJob: InfraJobTable;
  infraJobLog: InfraJobLogTable;
  // The code generator (migration 0021).
  infraCodegenTable: CodegenTableTable;
  infraCodegenColumn: CodegenColumnTable;
  infraCodegenVersion: CodegenVersionTable;
  // The code generator's further data sources (migration 0028).
  infraDataSourceConfig: DataSourceConfigTable;
  bpmOaLeave: BpmOaLeaveTable;
  bpmForm: BpmFormTable;
  rendaProposal: RendaProposalTable;
  rendaProposalUnit: RendaProposalUnitTable;
  rendaProposalTally: RendaProposalTallyTable;
  rendaProposalUnitTally: RendaProposalUnitTallyTable;
  rendaReport: RendaReportTable;
  // Duty activities' participants (migration 0022).
  rendaActivityUser: ActivityUserTable;
  // The activity row for sign-up and check-in, and 履职登记 (migration 0045).
  rendaActivity: RendaActivityTable;
  rendaDutyRegister: DutyRegisterTable;
  // The record of duty: items, their totals, the scoring rules and adjustments (migration 0046).
  rendaDutyItem: DutyItemTable;
  rendaDutyTally: DutyTallyTable;
  rendaDutyScore: DutyScoreTable;
  rendaDutyScoreRule: DutyScoreRuleTable;
  rendaDutyScoreAdjust: DutyScoreAdjustTable;
  // A deputy's reception at their station, and 届次 (migration 0047).
  rendaStationReception: StationReceptionTable;
  rendaTerm: TermTable;
  // Liaison stations and their deputies (migration 0043).
  rendaStation: StationTable;
  rendaStationUser: StationUserTable;
  // Liaison-station feedback, its deputies and its step log (issue 35; migration 0044).
  rendaStationFeedback: StationFeedbackTable;
  rendaStationFeedbackAssignee: StationFeedbackAssigneeTable;
  rendaStationFeedbackLog: StationFeedbackLogTable;
  systemSmsChannel: SmsChannelTable;
  systemSmsTemplate: SmsTemplateTable;
  systemSmsLog: SmsLogTable;
  systemSmsCode: SmsCodeTable;
  systemOauth2Client: OAuth2ClientTable;
  systemOauth2Code: OAuth2CodeTable;
  systemOauth2Approve: OAuth2ApproveTable;
  // Social sign-in (migration 0023).
  systemSocialClient: SocialClientTable;
  systemSocialUser: SocialUserTable;
  systemSocialUserBind: SocialUserBindTable;
  systemSocialState: SocialStateTable;
  // Mail and in-site messages (migration 0024).
  systemMailAccount: MailAccountTable;
  systemMailTemplate: MailTemplateTable;
  systemMailLog: MailLogTable;
  systemNotifyTemplate: NotifyTemplateTable;
  systemNotifyMessage: NotifyMessageTable;
  // The message outbox and the users' preferences (migration 0030).
  systemMessageOutbox: MessageOutboxTable;
  systemMessagePreference: MessagePreferenceTable;
}

/** Tables that carry tenant_id and must only be reached through the tenant-scoped helper. */
export const TENANT_TABLES = [
  'systemUsers',
  'systemRole',
  'systemUserRole',
  'systemRoleMenu',
  'systemOauth2AccessToken',
  'systemOauth2RefreshToken',
  'rendaGroupUser',
  'rendaAnswerItem',
  'systemDept',
  'systemUserPost',
  'systemPost',
  'infraApiAccessLog',
  'infraApiErrorLog',
  'rendaArea',
  'bpmProcessDefinition',
  'bpmProcessInstance',
  'bpmTask',
  'bpmTaskOperation',
  'bpmProcessInstanceCopy',
  'bpmActivity',
  'bpmJob',
  'bpmTaskAssignRule',
  'bpmUserGroup',
  'bpmCategory',
  'infraFile',
  'bpmOaLeave',
  'bpmForm',
  'rendaProposal',
  'rendaProposalUnit',
  'rendaProposalTally',
  'rendaProposalUnitTally',
  'rendaReport',
  'rendaActivityUser',
  'rendaActivity',
  'rendaDutyRegister',
  'rendaDutyItem',
  'rendaDutyTally',
  'rendaDutyScore',
  'rendaDutyScoreRule',
  'rendaDutyScoreAdjust',
  'rendaStationReception',
  'rendaTerm',
  'rendaStation',
  'rendaStationUser',
  'rendaStationFeedback',
  'rendaStationFeedbackAssignee',
  'rendaStationFeedbackLog',
  'systemSmsLog',
  'systemSmsCode',
  'systemOauth2Code',
  'systemOauth2Approve',
  'systemSocialClient',
  'systemSocialUser',
  'systemSocialUserBind',
  'systemSocialState',
  'systemMailLog',
  'systemNotifyMessage',
  'systemMessageOutbox',
  'systemMessagePreference',
] as const satisfies readonly (keyof Database)[];
export type TenantTableName = (typeof TENANT_TABLES)[number];
