import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { ServerConfig } from '../../../config.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ok } from '../../../http/envelope.ts';
import { fail, ServiceError } from '../../../http/errors.ts';
import { UserErrors } from '../systemErrors.ts';
import { withNicknameKeys } from '../user/nicknamePinyin.ts';
import { assertQuota, confirmQuota } from '../user/userService.ts';
import { signedIn } from './authService.ts';
import { verifyCaptcha } from './captchaService.ts';
import { LoginLogType } from './loginLog.ts';
import { hashPassword } from './passwords.ts';

/** The parameter (参数配置) that opens /register; off unless an administrator sets it to true. */
export const REGISTER_ENABLED_KEY = 'sys.user.register-enabled';

/** Ours past yudao's 1-002-000: registration while the parameter is off. */
export const RegisterErrors = { DISABLED: { code: 1002000011, msg: '系统未开放注册' } } as const;

/**
 * yudao HEAD's AuthRegisterReqVO, with the sign-in form's account and password rules (4–16 letters and digits,
 * 4–16 characters), so every registered account can sign in with the login form.
 */
const registerBody = {
  type: 'object',
  required: ['username', 'nickname', 'password'],
  properties: {
    username: {
      type: 'string', title: '用户账号', minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9]+$',
      errorMessage: { minLength: '账号长度为 4-16 位', maxLength: '账号长度为 4-16 位', pattern: '账号格式为数字以及字母' },
    },
    nickname: { type: 'string', title: '用户昵称', minLength: 1, maxLength: 30, errorMessage: { minLength: '用户昵称不能为空', maxLength: '用户昵称长度不能超过 30 个字符' } },
    password: { type: 'string', title: '密码', minLength: 4, maxLength: 16, errorMessage: { minLength: '密码长度为 4-16 位', maxLength: '密码长度为 4-16 位' } },
    code: { type: 'string', title: '验证码', maxLength: 16 },
    uuid: { type: 'string', title: '验证码唯一标识', maxLength: 64 },
  },
  errorMessage: { required: { username: '用户账号不能为空', nickname: '用户昵称不能为空', password: '密码不能为空' } },
} as const;

interface RegisterBody { username: string; nickname: string; password: string; code?: string; uuid?: string }

export async function registerEnabled(db: Db): Promise<boolean> {
  const row = await db.selectFrom('infraConfig').select('value').where('configKey', '=', REGISTER_ENABLED_KEY).where('deleted', '=', false).executeTakeFirst();
  return row?.value.trim() === 'true';
}

/**
 * `/register` (yudao HEAD's POST /system/auth/register): off unless `sys.user.register-enabled` is true. The new
 * account has no role (it sees its profile only until an administrator grants one), counts against the tenant's
 * quota, and is signed in at once (账号登录 in the log, as yudao writes it).
 */
export function registerRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/auth/register-enabled', { config: { access: 'public' } }, async () => ok(await registerEnabled(db)));

    app.post<{ Body: RegisterBody }>('/system/auth/register', {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: registerBody },
      preValidation: async (request) => {
        const body = request.body as Partial<RegisterBody> | undefined;
        if (body && typeof body.username === 'string') body.username = body.username.trim();
        if (body && typeof body.nickname === 'string') body.nickname = body.nickname.trim();
      },
    }, async (request) => {
      if (!(await registerEnabled(db))) throw fail(RegisterErrors.DISABLED);
      const body = request.body;
      if (config.captchaEnabled) {
        if (!body.code || !body.uuid) throw new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:验证码不能为空`);
        await verifyCaptcha(db, body.uuid, body.code);
      }
      const tenantId = request.tenantId!;
      const scope = new TenantScope(db, tenantId);
      const taken = await scope.selectFrom('systemUsers').select('id').where('username', '=', body.username).where('deleted', '=', false).executeTakeFirst();
      if (taken) throw fail(UserErrors.USERNAME_EXISTS);
      await assertQuota(db, scope);
      const password = await hashPassword(body.password);
      const user = await scope.transaction(async (txScope) => {
        const row = await txScope.insertInto('systemUsers', withNicknameKeys({
          username: body.username, nickname: body.nickname, password, creator: body.username, updater: body.username,
        })).returning(['id', 'username']).executeTakeFirstOrThrow();
        await confirmQuota(txScope);
        return row;
      });
      const client = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
      return ok(await signedIn(db, config, tenantId, user, LoginLogType.USERNAME, client));
    });
  };
}
