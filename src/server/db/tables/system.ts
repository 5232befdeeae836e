import type { ColumnType, Generated } from 'kysely';
import type { Audited, Timestamp, NullableTimestamp, JsonList } from './columns.ts';

/** Tables of modules/system: tenants, users, roles, menus, dictionaries, tokens, logs, departments, posts, SMS and OAuth2. */

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
  /** the parent tenant (migration 0050): a province above its cities; null for none */
  parentId: Generated<number | null>;
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
  /** An administrator's password to change at the next password sign-in (migration 0026). */
  passwordResetRequired: Generated<boolean>;
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

// SMS sign-in and the OAuth2 authorisation server (migration 0020, docs/sign-in.md).
export interface SmsChannelTable extends Audited {
  id: Generated<number>;
  signature: string;
  code: string;
  status: number;
  remark: string | null;
  /** The provider's account, secret and receipt callback (migration 0034): the HTTP gateway may be sent the first two. */
  apiKey: Generated<string>;
  apiSecret: string | null;
  callbackUrl: string | null;
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
  /** The template's number at the provider (migration 0027). */
  apiTemplateId: Generated<string>;
  /** The content's `{name}` parameters, read from it on every write (migration 0034). */
  params: Generated<JsonList>;
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
  // migration 0027: the template's number at the provider, and the receipt a provider may report
  apiTemplateId: Generated<string>;
  receiveStatus: Generated<number>;
  receiveTime: NullableTimestamp;
  apiReceiveCode: string | null;
  apiReceiveMsg: string | null;
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
