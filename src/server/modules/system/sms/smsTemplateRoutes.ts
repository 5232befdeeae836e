import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ServerConfig } from '../../../config.ts';
import { ok } from '../../../http/envelope.ts';
import { sendSms } from './smsSender.ts';

/**
 * 短信模板's 测试 button (yudao's POST /system/sms-template/send-sms, SmsTemplateSendReqVO): the template is sent to
 * a mobile with the parameters given, through its channel, and logged in 短信日志 like every other message; the
 * answer is the log row's id (the client says 发送结果，见发送日志编号：{id}).
 */
export function smsTemplateRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: { mobile: string; templateCode: string; templateParams?: Record<string, string> } }>('/system/sms-template/send-sms', {
      config: { access: 'system:sms-template:send-sms', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object', required: ['mobile', 'templateCode'],
          properties: {
            mobile: { type: 'string', title: '手机号', format: 'mobile', errorMessage: { format: '手机号格式不正确' } },
            templateCode: { type: 'string', title: '模板编码', minLength: 1, maxLength: 63 },
            templateParams: { type: 'object', title: '模板参数', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 255 } },
          },
          errorMessage: { required: { mobile: '手机号不能为空', templateCode: '模板编码不能为空' } },
        },
      },
    }, async (request) => {
      const { mobile, templateCode, templateParams = {} } = request.body;
      const { logId } = await sendSms(db, request.scope(), config.smsHttp, { mobile: mobile.trim(), userId: request.loginUser!.id, templateCode, params: templateParams });
      return ok(logId);
    });
  };
}
