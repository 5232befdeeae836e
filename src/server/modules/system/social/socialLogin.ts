import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { ServerConfig } from '../../../config.ts';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';
import { authenticate, signedIn, type ClientInfo, type LoginRequest } from '../auth/authService.ts';
import { LoginLogType, LoginResult, writeLoginLog } from '../auth/loginLog.ts';
import { USER_TYPE_ADMIN, type TokenPair } from '../auth/tokenService.ts';
import { SocialErrors } from './socialErrors.ts';
import { bindSocialUser, boundUserId, socialUserOf, spendState } from './socialService.ts';

export interface SocialCallback {
  type: number;
  code: string;
  state: string;
}

const spend = async (scope: TenantScope, stateId: number) => {
  if (!(await spendState(scope, stateId))) throw fail(SocialErrors.AUTH_FAILURE, 'state 已使用');
};

/**
 * yudao's socialQuickLogin (v1.6.3+ social-login): the social account's bound user signs in, logged as 社交登录
 * (101). An account bound to nobody is refused with 未绑定账号 and its state stays open for the bind form.
 */
export async function socialQuickLogin(db: Db, config: ServerConfig, tenantId: number, callback: SocialCallback, client: ClientInfo): Promise<TokenPair> {
  const scope = new TenantScope(db, tenantId);
  const { stateId, socialUserId } = await socialUserOf(scope, callback.type, callback.code, callback.state);
  const userId = await boundUserId(scope, socialUserId, USER_TYPE_ADMIN);
  if (userId === null) throw fail(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
  const user = await scope.selectFrom('systemUsers').select(['id', 'username', 'status'])
    .where('id', '=', userId).where('deleted', '=', false).executeTakeFirst();
  if (!user) throw fail(SocialErrors.USER_NOT_FOUND);
  if (user.status !== 0) {
    await writeLoginLog(db, { tenantId, logType: LoginLogType.SOCIAL, userId: user.id, userType: USER_TYPE_ADMIN, username: user.username, result: LoginResult.USER_DISABLED, userIp: client.ip, userAgent: client.userAgent });
    throw fail(AuthErrors.AUTH_LOGIN_USER_DISABLED);
  }
  await spend(scope, stateId);
  return signedIn(db, config, tenantId, user, LoginLogType.SOCIAL, client);
}

/**
 * The bind form (v1.6.2 social-bind-login; v1.6.3+ `/login` with socialType/socialCode/socialState): the password
 * sign-in, then the social account is bound to that user. The round trip is checked first, so a forged state never
 * reaches the password check. `viaBindForm` is v1.6.2's form, which has no captcha field and logs 社交登录.
 */
export async function socialBindLogin(
  db: Db, config: ServerConfig, tenantId: number, callback: SocialCallback, credentials: LoginRequest, client: ClientInfo, viaBindForm: boolean,
): Promise<TokenPair> {
  const scope = new TenantScope(db, tenantId);
  const { stateId, socialUserId } = await socialUserOf(scope, callback.type, callback.code, callback.state);
  const user = await authenticate(db, config, tenantId, credentials, client, !viaBindForm);
  await spend(scope, stateId);
  await bindSocialUser(scope, user.id, USER_TYPE_ADMIN, callback.type, socialUserId);
  return signedIn(db, config, tenantId, user, viaBindForm ? LoginLogType.SOCIAL : LoginLogType.USERNAME, client);
}

/** The personal centre's 绑定 (yudao's POST /system/social-user/bind): the signed-in user takes the account. */
export async function bindForUser(db: Db, tenantId: number, userId: number, callback: SocialCallback): Promise<void> {
  const scope = new TenantScope(db, tenantId);
  const { stateId, socialUserId } = await socialUserOf(scope, callback.type, callback.code, callback.state);
  await spend(scope, stateId);
  await bindSocialUser(scope, userId, USER_TYPE_ADMIN, callback.type, socialUserId);
}
