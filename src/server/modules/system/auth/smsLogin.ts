import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { ServerConfig } from '../../../config.ts';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { sendSms, smsRoute } from '../sms/smsSender.ts';
import type { ClientInfo } from './authService.ts';
import { LoginLogType, LoginResult, writeLoginLog } from './loginLog.ts';
import { SmsErrors } from './signInErrors.ts';
import { createSmsCode, SCENE_ADMIN_LOGIN, SMS_SCENES, useSmsCode } from './smsCodeService.ts';
import { issueTokens, USER_TYPE_ADMIN, type TokenPair } from './tokenService.ts';

/** The user a mobile signs in as: the tenant's oldest live account with that number. */
const userByMobile = (scope: TenantScope, mobile: string) =>
  scope.selectFrom('systemUsers').select(['id', 'username', 'status'])
    .where('mobile', '=', mobile).where('deleted', '=', false).orderBy('id').limit(1).executeTakeFirst();

/**
 * yudao's AdminAuthService.sendSmsCode: a mobile that belongs to no account is refused (手机号不存在), then a code
 * is made (with its limits) and sent through the scene's template. A scene without a usable template is refused
 * before the code is made. The code is in the SMS text only.
 */
export async function sendSmsCode(db: Db, config: ServerConfig, tenantId: number, mobile: string, scene: number, ip: string): Promise<void> {
  const scope = new TenantScope(db, tenantId);
  const user = await userByMobile(scope, mobile);
  if (!user) throw fail(AuthErrors.AUTH_MOBILE_NOT_EXISTS);
  const templateCode = SMS_SCENES[scene];
  const route = await smsRoute(db, templateCode);
  const code = await createSmsCode(scope, config, mobile, scene, ip);
  await sendSms(db, scope, config.smsHttp, { mobile, userId: user.id, templateCode, params: { code } }, route);
}

const codeResult = (error: ServiceError): number =>
  error.code === SmsErrors.CODE_ERROR.code ? LoginResult.CAPTCHA_CODE_ERROR : LoginResult.CAPTCHA_NOT_FOUND;

/**
 * yudao's AdminAuthService.smsLogin: the code is spent, the mobile's account signs in (login type 103 手机登录 in
 * the log, under the mobile as yudao writes it). Failures are logged too: a wrong code as 验证码不正确, a missing,
 * expired or spent one as 验证码不存在, so the login log shows every attempt.
 */
export async function smsLogin(db: Db, config: ServerConfig, tenantId: number, mobile: string, code: string, client: ClientInfo): Promise<TokenPair> {
  const scope = new TenantScope(db, tenantId);
  const log = (result: number, userId: number | null) =>
    writeLoginLog(db, { tenantId, logType: LoginLogType.MOBILE, userId, userType: USER_TYPE_ADMIN, username: mobile, result, userIp: client.ip, userAgent: client.userAgent });
  try {
    await useSmsCode(scope, config, mobile, code, SCENE_ADMIN_LOGIN, client.ip);
  } catch (error) {
    if (error instanceof ServiceError) await log(codeResult(error), null);
    throw error;
  }
  const user = await userByMobile(scope, mobile);
  if (!user) {
    await log(LoginResult.BAD_CREDENTIALS, null);
    throw fail(AuthErrors.USER_NOT_EXISTS);
  }
  if (user.status !== 0) {
    await log(LoginResult.USER_DISABLED, user.id);
    throw fail(AuthErrors.AUTH_LOGIN_USER_DISABLED);
  }
  await log(LoginResult.SUCCESS, user.id);
  await scope.updateTable('systemUsers').set({ loginIp: client.ip, loginDate: new Date() }).where('id', '=', user.id).execute();
  return issueTokens(scope, user.id, config);
}
