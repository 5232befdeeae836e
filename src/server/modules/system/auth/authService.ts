import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { ServerConfig } from '../../../config.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { AuthErrors } from '../../../../shared/errorCodes.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { verifyCaptcha } from './captchaService.ts';
import { beginLoginAttempt, failureDelayMs, LoginLogType, LoginResult, writeLoginLog, type LoginChallenge } from './loginLog.ts';
import { verifyPassword } from './passwords.ts';
import { issueTokens, USER_TYPE_ADMIN, type TokenPair } from './tokenService.ts';

export interface LoginRequest {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const captchaResult = (error: ServiceError): number =>
  error.code === AuthErrors.AUTH_LOGIN_CAPTCHA_CODE_ERROR.code ? LoginResult.CAPTCHA_CODE_ERROR : LoginResult.CAPTCHA_NOT_FOUND;

export interface Authenticated {
  id: number;
  username: string;
}

/**
 * The credential check of a password sign-in, in the order of yudao's AdminAuthServiceImpl.authenticate: limiter,
 * captcha, credentials. Every failure is written to the login log, which also feeds the limiter. The limiter never
 * refuses correct credentials: after too many failures of the account or from the address it asks for the captcha
 * (even when the captcha is switched off) and each further failure answers more slowly. `formCaptcha: false` is
 * the social bind form of v1.6.2, which has no captcha field: only the limiter's demand applies there.
 */
export async function authenticate(
  db: Db, config: ServerConfig, tenantId: number, body: LoginRequest, client: ClientInfo, formCaptcha = true,
): Promise<Authenticated> {
  const username = body.username.trim();
  // The attempt counts from here until its outcome is logged: attempts at once see each other (loginLog.ts).
  const challenge = await beginLoginAttempt(db, config, { tenantId, username, userIp: client.ip, userAgent: client.userAgent });
  try {
    return await checkCredentials(db, config, tenantId, username, body, challenge, formCaptcha, (result, userId) => challenge.settle(result, userId));
  } finally {
    await challenge.end();
  }
}

/** authenticate's checks in their order, once its attempt is counted; `log` writes an outcome and ends the attempt. */
async function checkCredentials(
  db: Db, config: ServerConfig, tenantId: number, username: string, body: LoginRequest, challenge: LoginChallenge, formCaptcha: boolean,
  log: (result: number, userId: number | null) => Promise<void>,
): Promise<Authenticated> {
  // A timer, not a busy wait: other requests go on meanwhile.
  const failed = async (result: number, userId: number | null, error: ServiceError): Promise<never> => {
    await log(result, userId);
    await sleep(failureDelayMs(config, challenge.failures));
    throw error;
  };

  if (challenge.captchaRequired && !body.uuid) {
    // Logged as "no captcha": the captcha endpoint then offers this address an image (see addressAskedForCaptcha).
    await log(LoginResult.CAPTCHA_NOT_FOUND, null);
    throw fail(AuthErrors.AUTH_LOGIN_CAPTCHA_REQUIRED);
  }
  // A captcha the client sent is checked even when none was needed: the user saw it and typed it.
  if ((formCaptcha && config.captchaEnabled) || challenge.captchaRequired || body.uuid) {
    try {
      await verifyCaptcha(db, body.uuid, body.code);
    } catch (error) {
      if (error instanceof ServiceError) return failed(captchaResult(error), null, error);
      throw error;
    }
  }

  const scope = new TenantScope(db, tenantId);
  const user = await scope.selectFrom('systemUsers')
    .select(['id', 'password', 'status'])
    .where('username', '=', username)
    .where('deleted', '=', false)
    .executeTakeFirst();
  // Unknown account and wrong password answer alike, so the form does not tell which accounts exist.
  if (!user || !(await verifyPassword(user.password, body.password))) {
    return failed(LoginResult.BAD_CREDENTIALS, user?.id ?? null, fail(AuthErrors.AUTH_LOGIN_BAD_CREDENTIALS));
  }
  if (user.status !== 0) {
    await log(LoginResult.USER_DISABLED, user.id);
    throw fail(AuthErrors.AUTH_LOGIN_USER_DISABLED);
  }
  return { id: user.id, username };
}

/** yudao's createTokenAfterLoginSuccess: the success row of the sign-in's type, the last login, the tokens. */
export async function signedIn(db: Db, config: ServerConfig, tenantId: number, user: Authenticated, logType: number, client: ClientInfo): Promise<TokenPair> {
  const scope = new TenantScope(db, tenantId);
  await writeLoginLog(db, { tenantId, logType, userId: user.id, userType: USER_TYPE_ADMIN, username: user.username, result: LoginResult.SUCCESS, userIp: client.ip, userAgent: client.userAgent });
  await scope.updateTable('systemUsers').set({ loginIp: client.ip, loginDate: new Date() }).where('id', '=', user.id).execute();
  return issueTokens(scope, user.id, config);
}

/**
 * Password sign-in: the credentials, then the tokens, and `isRese` (SPEC §3's forced password reset): the password
 * just typed is one an administrator set, which the client has the user replace before going on. Only here: an SMS
 * or social sign-in proves no password.
 */
export async function login(db: Db, config: ServerConfig, tenantId: number, body: LoginRequest, client: ClientInfo): Promise<TokenPair & { isRese: boolean }> {
  const user = await authenticate(db, config, tenantId, body, client);
  const tokens = await signedIn(db, config, tenantId, user, LoginLogType.USERNAME, client);
  const row = await new TenantScope(db, tenantId).selectFrom('systemUsers').select('passwordResetRequired').where('id', '=', user.id).executeTakeFirst();
  return { ...tokens, isRese: row?.passwordResetRequired === true };
}
