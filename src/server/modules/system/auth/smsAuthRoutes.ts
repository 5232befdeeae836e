import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ServerConfig } from '../../../config.ts';
import { ok } from '../../../http/envelope.ts';
import { SMS_SCENES } from './smsCodeService.ts';
import { sendSmsCode, smsLogin } from './smsLogin.ts';

/** yudao's @Mobile: the mainland number; the texts of AuthSmsSendReqVO / AuthSmsLoginReqVO. */
const mobile = {
  type: 'string', title: '手机号', format: 'mobile',
  errorMessage: { type: '手机号不能为空', format: '手机号格式不正确' },
} as const;

const sendBody = {
  type: 'object',
  required: ['mobile', 'scene'],
  properties: {
    mobile,
    scene: {
      type: 'integer', title: '发送场景', enum: Object.keys(SMS_SCENES).map(Number),
      errorMessage: { type: '发送场景不能为空', enum: '发送场景不正确' },
    },
  },
  errorMessage: { required: { mobile: '手机号不能为空', scene: '发送场景不能为空' } },
} as const;

/** `code`, or `mobileCode` as a client of the other reading names it (SPEC §3); one of them is required. */
const loginBody = {
  type: 'object',
  required: ['mobile'],
  properties: {
    mobile,
    code: { type: 'string', title: '短信验证码', minLength: 1, maxLength: 16, errorMessage: { minLength: '验证码不能为空', maxLength: '验证码不正确' } },
    mobileCode: { type: 'string', title: '短信验证码', minLength: 1, maxLength: 16, errorMessage: { minLength: '验证码不能为空', maxLength: '验证码不正确' } },
  },
  anyOf: [{ required: ['code'] }, { required: ['mobileCode'] }],
  errorMessage: { required: { mobile: '手机号不能为空' }, anyOf: '验证码不能为空' },
} as const;

/** SPEC §5: the mobile is trimmed before SMS sign-in (and before sending the code). */
const trimMobile = async (request: FastifyRequest) => {
  const body = request.body as { mobile?: unknown } | undefined;
  if (body && typeof body.mobile === 'string') body.mobile = body.mobile.trim();
};

export function smsAuthRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: { mobile: string; scene: number } }>('/system/auth/send-sms-code', {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: sendBody },
      preValidation: trimMobile,
    }, async (request) => {
      await sendSmsCode(db, config, request.tenantId!, request.body.mobile, request.body.scene, request.ip);
      return ok(true);
    });

    app.post<{ Body: { mobile: string; code?: string; mobileCode?: string } }>('/system/auth/sms-login', {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' }, secretArgs: ['code', 'mobileCode'] },
      schema: { body: loginBody },
      preValidation: trimMobile,
    }, async (request) => {
      const { mobile: number, code, mobileCode } = request.body;
      const client = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
      return ok(await smsLogin(db, config, request.tenantId!, number, (code ?? mobileCode)!, client));
    });
  };
}
