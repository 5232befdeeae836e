import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as Kysely sees them (camelCase; the CamelCasePlugin maps to the snake_case columns).
 * Column names follow ruoyi-vue-pro's tables so that a DBA who knows yudao finds their way around.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Audit columns carried by every business table. */
export interface Audited {
  creator: ColumnType<string | null, string | null | undefined, string | null>;
  createTime: Generated<Date>;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
  deleted: Generated<boolean>;
}

export interface TenantTable extends Audited {
  id: Generated<number>;
  name: string;
  contactName: string;
  contactMobile: string | null;
  status: Generated<number>;
  domain: string | null;
  packageId: Generated<number>;
  expireTime: Timestamp;
  accountCount: number;
}

/** The menus a tenant may use (migration 0005); a tenant with package 0 is the platform's own and may use all. */
export interface TenantPackageTable extends Audited {
  id: Generated<number>;
  name: string;
  status: Generated<number>;
  remark: string | null;
  /** jsonb array of menu ids */
  menuIds: ColumnType<number[], string | undefined, string>;
}

export interface UserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  username: string;
  password: string;
  nickname: string;
  remark: string | null;
  deptId: number | null;
  email: string | null;
  mobile: string | null;
  sex: Generated<number>;
  avatar: Generated<string>;
  status: Generated<number>;
  loginIp: string | null;
  loginDate: NullableTimestamp;
  rendaNo: string | null;
  // the deputy picker's search keys (migration 0012, nicknamePinyin.ts)
  nicknamePinyin: string | null;
  nicknameInitials: string | null;
  // the deputy's record (schemas/user.ts; columns added by the table sync)
  delegationType: string | null;
  education: string | null;
  city: string | null;
  functionalZone: string | null;
  areaSource: string | null;
  reappointmentStatus: string | null;
  deputyLevel: string | null;
  areaId: number | null;
  leaveTime: NullableTimestamp;
}

/** An electoral area (schemas/area.ts; created by the table sync): typed for the area rules and the seed. */
export interface AreaTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  parentId: Generated<number>;
  code: string | null;
  areaSource: string | null;
  quota: number | null;
  sort: number;
  status: Generated<number>;
  remark: string | null;
}

export interface RoleTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  code: string;
  sort: number;
  status: Generated<number>;
  type: number;
  dataScope: Generated<number>;
  /** jsonb array of dept ids: the departments of data scope 2 (migration 0007) */
  dataScopeDeptIds: ColumnType<number[], string | undefined, string>;
  remark: string | null;
}

export interface UserRoleTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  roleId: number;
}

export interface MenuTable extends Audited {
  id: Generated<number>;
  name: string;
  permission: Generated<string>;
  type: number;
  sort: number;
  parentId: number;
  path: Generated<string>;
  icon: Generated<string>;
  component: string | null;
  componentName: string | null;
  status: Generated<number>;
  visible: Generated<boolean>;
  keepAlive: Generated<boolean>;
  alwaysShow: Generated<boolean>;
  /** hidden pages: full path of the sidebar entry to highlight (migration 0004, our extension over yudao) */
  activeMenu: Generated<string>;
}

export interface RoleMenuTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  roleId: number;
  menuId: number;
}

export interface DictTypeTable extends Audited {
  id: Generated<number>;
  name: string;
  type: string;
  status: Generated<number>;
  remark: string | null;
}

export interface DictDataTable extends Audited {
  id: Generated<number>;
  sort: number;
  label: string;
  value: string;
  dictType: string;
  status: Generated<number>;
  colorType: Generated<string>;
  cssClass: Generated<string>;
  remark: string | null;
}

export interface ConfigTable extends Audited {
  id: Generated<number>;
  category: string;
  type: number;
  name: string;
  configKey: string;
  value: string;
  visible: boolean;
  remark: string | null;
}

export interface AccessTokenTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  userType: number;
  /** sha256 of the token: a leaked table does not leak sessions. */
  accessToken: string;
  refreshToken: string;
  clientId: string;
  expiresTime: Timestamp;
  createTime: Generated<Date>;
  /** Scopes an OAuth2 application's token was granted (migration 0020); null for our own sessions. */
  scopes: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  userType: number;
  refreshToken: string;
  clientId: string;
  expiresTime: Timestamp;
  createTime: Generated<Date>;
  /** The sign-in this token descends from (migration 0006): reuse of a retired token revokes the whole family. */
  familyId: string;
  /** Set when a refresh replaced this token; null while it is the live one. */
  retiredTime: NullableTimestamp;
  /** Scopes an OAuth2 application's token was granted (migration 0020); null for our own sessions. */
  scopes: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface LoginLogTable {
  id: Generated<number>;
  tenantId: number | null;
  logType: number;
  userId: number | null;
  userType: number;
  username: string;
  result: number;
  userIp: string;
  userAgent: string;
  createTime: Generated<Date>;
}

/** yudao's operation log (migration 0009): one row per API write, written by modules/system/operateLog. */
export interface OperateLogTable {
  id: Generated<number>;
  tenantId: number | null;
  traceId: string;
  userId: number;
  userType: number;
  module: string;
  name: string;
  type: number;
  content: string;
  exts: string;
  requestMethod: string;
  requestUrl: string;
  userIp: string;
  userAgent: string;
  javaMethod: string;
  javaMethodArgs: string;
  startTime: Timestamp;
  duration: number;
  resultCode: number;
  resultMsg: string;
  resultData: string;
  createTime: Timestamp;
}

/** Columns both API logs share (migration 0015): who made which request, with what. */
interface ApiRequestColumns {
  id: Generated<number>;
  tenantId: number | null;
  traceId: string;
  userId: number;
  userType: number;
  applicationName: string;
  requestMethod: string;
  requestUrl: string;
  requestParams: string;
  userIp: string;
  userAgent: string;
  createTime: Timestamp;
  deleted: Generated<boolean>;
}

/** One API request (migration 0015), written in batches by modules/infra/apiLog. */
export interface ApiAccessLogTable extends ApiRequestColumns {
  beginTime: Timestamp;
  endTime: Timestamp;
  duration: number;
  resultCode: number;
  resultMsg: string;
}

/** One unexpected error of a request (migration 0015), with its processing status. */
export interface ApiErrorLogTable extends ApiRequestColumns {
  exceptionTime: Timestamp;
  exceptionName: string;
  exceptionMessage: string;
  exceptionRootCauseMessage: string;
  exceptionStackTrace: string;
  exceptionClassName: string;
  exceptionFileName: string;
  exceptionMethodName: string;
  exceptionLineNumber: number;
  processStatus: Generated<number>;
  processTime: NullableTimestamp;
  processUserId: number | null;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
}

/** An error code and its message (the errorCode manifest resource; its table comes from the table sync). */
export interface ErrorCodeTable extends Audited {
  id: Generated<number>;
  type: number;
  applicationName: string;
  code: number;
  message: string;
  memo: string | null;
}

/** A sensitive word and its tags (the sensitiveWord manifest resource; table from the table sync). */
export interface SensitiveWordTable extends Audited {
  id: Generated<number>;
  name: string;
  tags: ColumnType<string[], string, string>;
  status: number;
  description: string | null;
}

export interface GroupUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  groupId: number;
  userId: number;
}

/** A chosen option or a text of a submitted survey answer (statistics read these; see migration 0003). */
export interface AnswerItemTable {
  id: Generated<number>;
  tenantId: number;
  surveyId: number;
  answerId: number;
  userId: number;
  questionId: number;
  optionId: number | null;
  answerText: string | null;
  /** The first row of an answer to a question (respondents per question are counted from these). */
  lead: Generated<boolean>;
  createTime: Generated<Date>;
}

export interface CaptchaTable {
  uuid: string;
  code: string;
  expiresTime: Timestamp;
}

/** A department (yudao system_dept): a manifest resource, typed here for the data scope's department tree. */
export interface DeptTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId: number | null;
  phone: string | null;
  email: string | null;
  status: Generated<number>;
}

/** A post (yudao system_post): a manifest resource, typed here for checking a user's posts. */
export interface PostTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  code: string;
  name: string;
  sort: number;
  status: Generated<number>;
  remark: string | null;
}

/** A user's posts (migration 0007). */
export interface UserPostTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  postId: number;
}

/** The workflow runtime (migration 0008, docs/bpm-runtime.md). */
export interface BpmProcessDefinitionTable {
  id: string;
  tenantId: number;
  modelId: number;
  processKey: string;
  version: number;
  name: string;
  description: string | null;
  category: string | null;
  enginePrefix: string;
  bpmnXml: string;
  checksum: string;
  formType: number | null;
  formId: number | null;
  formConf: string | null;
  formFields: ColumnType<string[] | null, string | null, string | null>;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  suspensionState: Generated<number>;
  creator: string | null;
  createTime: Generated<Date>;
}

export interface BpmProcessInstanceTable {
  id: string;
  tenantId: number;
  processDefinitionId: string;
  name: string;
  category: string | null;
  businessKey: string | null;
  startUserId: number;
  status: number;
  result: number;
  variables: ColumnType<Record<string, unknown>, string, string>;
  engineState: ColumnType<unknown, string | null, string | null>;
  lockVersion: Generated<number>;
  reason: string | null;
  createTime: Generated<Date>;
  endTime: NullableTimestamp;
}

export interface BpmTaskTable {
  id: string;
  tenantId: number;
  processInstanceId: string;
  processDefinitionId: string;
  definitionKey: string;
  executionId: string;
  name: string;
  assigneeUserId: number | null;
  result: number;
  reason: string | null;
  createTime: Generated<Date>;
  endTime: NullableTimestamp;
}

export interface BpmActivityTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  elementId: string;
  elementType: string;
  executionId: string;
  taskId: string | null;
  startTime: Timestamp;
  endTime: NullableTimestamp;
}

export interface BpmJobTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  elementId: string;
  executionId: string;
  dueTime: Timestamp;
  claimedBy: string | null;
  claimedAt: NullableTimestamp;
  createTime: Generated<Date>;
}

/** A process form (a manifest resource, bpm_form), typed here for the snapshot a deployment takes of it. */
export interface BpmFormTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  status: number;
  conf: string;
  fields: ColumnType<string[] | null, string, string>;
  remark: string | null;
}

/** OA leave (migration 0014): a leave request and the result of its `oa_leave` instance. */
export interface BpmOaLeaveTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  type: number;
  reason: string;
  startTime: Timestamp;
  endTime: Timestamp;
  day: number;
  result: number;
  processInstanceId: string | null;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}

/** A proposal or suggestion (migration 0016, issue #17): its columns follow docs/proposals.md. */
export interface RendaProposalTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  title: string;
  type: string;
  category: string | null;
  content: Generated<string>;
  deputyId: number;
  /** jsonb array of user ids, written as JSON text */
  cosignerIds: ColumnType<number[], string | undefined, string>;
  contactName: string | null;
  contactMobile: string | null;
  openStatus: string | null;
  /** jsonb `[{name, url}]`, written as JSON text */
  attachments: ColumnType<{ name: string; url: string }[], string | undefined, string>;
  session: string | null;
  year: number | null;
  serialNo: number | null;
  status: Generated<number>;
  converted: Generated<boolean>;
  deptId: number | null;
  result: string | null;
  satisfaction: string | null;
  feedback: string | null;
  round: Generated<number>;
  processInstanceId: string | null;
  deadline: NullableTimestamp;
  overdue: Generated<boolean>;
  submitTime: NullableTimestamp;
  acceptTime: NullableTimestamp;
  closeTime: NullableTimestamp;
}

/** A deputy's annual duty report: the uploaded .docx, its status and the staff's review (migration 0019). */
export interface RendaReportTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  /** `renda_annual_type` value, e.g. '2025' */
  year: string;
  dutiesType: string;
  title: string;
  deputyId: number;
  delegationType: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: Generated<number>;
  status: Generated<number>;
  opinion: string | null;
  submitTime: NullableTimestamp;
  reviewTime: NullableTimestamp;
  reviewerId: number | null;
}

/** One handling unit of a proposal in one round, with its reply (migration 0016). */
export interface RendaProposalUnitTable {
  id: Generated<number>;
  tenantId: number;
  proposalId: number;
  deptId: number;
  handleType: string;
  handlerUserId: number;
  round: number;
  status: Generated<number>;
  replyContent: string | null;
  handleResult: string | null;
  resultType: string | null;
  replyFiles: ColumnType<{ name: string; url: string }[], string | undefined, string>;
  replyTime: NullableTimestamp;
  deadline: NullableTimestamp;
  overdue: Generated<boolean>;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}

/** A stored file (migration 0013): who uploaded it in which tenant, where it lives and how it is served. */
export interface InfraFileTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  configId: number;
  name: string;
  path: string;
  url: string;
  type: string;
  size: number;
}

/** The bytes of a file in the database storage, found by storage config and path (public download). */
export interface InfraFileContentTable extends Audited {
  id: Generated<number>;
  configId: number;
  path: string;
  type: string;
  /** The uploader's file name (migration 0017), for the download's Content-Disposition. */
  name: Generated<string>;
  /** The bytes, for the database storage only (other storages keep them themselves; migration 0017). */
  content: Uint8Array | null;
}

/** File storage configs (migration 0017): a global table, as in yudao; `config` is the storage's settings. */
export interface InfraFileConfigTable extends Audited {
  id: Generated<number>;
  name: string;
  storage: number;
  remark: string | null;
  master: Generated<boolean>;
  config: Record<string, unknown>;
}

/** A scheduled job (migration 0018): yudao's fields, its next fire time and the lease of the run under way. */
export interface InfraJobTable extends Audited {
  id: Generated<number>;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string | null;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout: number;
  nextFireTime: Date | null;
  fireTime: Date | null;
  lockedBy: string | null;
  lockedUntil: Date | null;
}

/** One execution (or retry) of a job (migration 0018). */
export interface InfraJobLogTable extends Audited {
  id: Generated<number>;
  jobId: number;
  handlerName: string;
  handlerParam: string | null;
  executeIndex: number;
  beginTime: Date;
  endTime: Date | null;
  duration: number | null;
  status: number;
  result: string | null;
}

/** Task assign rules (migration 0010): a model's (modelId) or a deployed definition's copy (processDefinitionId). */
export interface BpmTaskAssignRuleTable {
  id: Generated<number>;
  tenantId: number;
  modelId: number | null;
  processDefinitionId: string | null;
  taskDefinitionKey: string;
  type: number;
  options: ColumnType<number[], string, string>;
  creator: ColumnType<string | null, string | null | undefined, string | null>;
  createTime: Generated<Date>;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
}

/** A BPM user group (a manifest resource, bpm_user_group), typed here for the assign rules of type 40. */
export interface BpmUserGroupTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  description: string | null;
  memberUserIds: ColumnType<number[] | null, string, string>;
  status: Generated<number>;
}

// SMS sign-in and the OAuth2 authorisation server (migration 0020, docs/sign-in.md).
export interface SmsChannelTable extends Audited {
  id: Generated<number>;
  signature: string;
  code: string;
  status: number;
  remark: string | null;
}

export interface SmsTemplateTable extends Audited {
  id: Generated<number>;
  type: number;
  status: number;
  code: string;
  name: string;
  content: string;
  remark: string | null;
  channelId: number;
}

export interface SmsLogTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  channelId: number;
  channelCode: string;
  templateId: number;
  templateCode: string;
  templateType: number;
  templateContent: string;
  mobile: string;
  userId: number | null;
  sendStatus: number;
  sendTime: NullableTimestamp;
  apiSendCode: string | null;
  apiSendMsg: string | null;
}

/** A code sent by SMS: only its digest is kept. */
export interface SmsCodeTable {
  id: Generated<number>;
  tenantId: number;
  mobile: string;
  codeHash: string;
  scene: number;
  createIp: string;
  used: Generated<boolean>;
  /** Wrong codes tried against it: at SMS_CODE_MAX_FAILURES it is spent. */
  failCount: Generated<number>;
  usedTime: NullableTimestamp;
  usedIp: string | null;
  createTime: Generated<Date>;
}

type JsonList = ColumnType<string[], string, string>;

export interface OAuth2ClientTable extends Audited {
  id: Generated<number>;
  clientId: string;
  /** A digest of the secret (oauth2ClientHooks), never the secret. */
  secret: string;
  name: string;
  logo: string;
  description: string | null;
  status: number;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: JsonList;
  authorizedGrantTypes: JsonList;
  scopes: JsonList;
  autoApproveScopes: JsonList;
}

export interface OAuth2CodeTable {
  id: Generated<number>;
  tenantId: number;
  /** sha256 of the code. */
  code: string;
  userId: number;
  userType: number;
  clientId: string;
  scopes: JsonList;
  redirectUri: string;
  state: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  expiresTime: Timestamp;
  createTime: Generated<Date>;
}

export interface OAuth2ApproveTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  userType: number;
  clientId: string;
  scope: string;
  approved: boolean;
  expiresTime: Timestamp;
  createTime: Generated<Date>;
}

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
  bpmActivity: BpmActivityTable;
  bpmJob: BpmJobTable;
  bpmTaskAssignRule: BpmTaskAssignRuleTable;
  bpmUserGroup: BpmUserGroupTable;
  infraFile: InfraFileTable;
  infraFileContent: InfraFileContentTable;
  infraFileConfig: InfraFileConfigTable;
  infraJob: InfraJobTable;
  infraJobLog: InfraJobLogTable;
  bpmOaLeave: BpmOaLeaveTable;
  bpmForm: BpmFormTable;
  rendaProposal: RendaProposalTable;
  rendaProposalUnit: RendaProposalUnitTable;
  rendaReport: RendaReportTable;
  systemSmsChannel: SmsChannelTable;
  systemSmsTemplate: SmsTemplateTable;
  systemSmsLog: SmsLogTable;
  systemSmsCode: SmsCodeTable;
  systemOauth2Client: OAuth2ClientTable;
  systemOauth2Code: OAuth2CodeTable;
  systemOauth2Approve: OAuth2ApproveTable;
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
  'bpmActivity',
  'bpmJob',
  'bpmTaskAssignRule',
  'bpmUserGroup',
  'infraFile',
  'bpmOaLeave',
  'bpmForm',
  'rendaProposal',
  'rendaProposalUnit',
  'rendaReport',
  'systemSmsLog',
  'systemSmsCode',
  'systemOauth2Code',
  'systemOauth2Approve',
] as const satisfies readonly (keyof Database)[];
export type TenantTableName = (typeof TENANT_TABLES)[number];
