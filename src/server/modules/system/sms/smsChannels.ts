import type { SmsHttpConfig } from '../../../config.ts';

/** What a channel is given: the mobile, the filled-in text, the channel's signature and the provider's template number. */
export interface SmsMessage {
  mobile: string;
  content: string;
  signature: string;
  apiTemplateId: string;
}

/** The send log's status values (system_sms_send_status). */
export const SmsSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

export interface SmsSendResult {
  status: number;
  /** The gateway's answer, for the SMS log (status code and the start of the body). */
  apiCode: string;
  apiMsg: string;
}

/** A way out for messages. Every channel's result is written to the SMS log by the sender (smsSender.ts). */
export interface SmsChannelClient {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/**
 * LOG: nothing leaves the server; the text stays in the SMS log, where an administrator of the tenant reads it.
 * The default, so that SMS sign-in works in a demo without a provider.
 */
export const logChannel: SmsChannelClient = {
  send: () => Promise.resolve({ status: SmsSendStatus.IGNORE, apiCode: 'LOG', apiMsg: '日志渠道：短信未发出，内容见短信日志' }),
};

const GATEWAY_TIMEOUT_MS = 10_000;

/** `{mobile}`, `{content}`, `{signature}` filled in; in a JSON body as JSON string contents (quotes escaped). */
function fill(template: string, message: SmsMessage, json: boolean): string {
  const escape = (v: string) => (json ? JSON.stringify(v).slice(1, -1) : encodeURIComponent(v));
  return template.replace(/\{(mobile|content|signature|apiTemplateId)\}/g, (_, key: keyof SmsMessage) => escape(message[key]));
}

/**
 * HTTP: a generic gateway named by the environment (SMS_HTTP_URL, SMS_HTTP_METHOD, SMS_HTTP_BODY, SMS_HTTP_HEADERS).
 * A 2xx answer is a success. GET sends no body: put the placeholders in the URL then.
 */
export function httpChannel(config: SmsHttpConfig): SmsChannelClient {
  return {
    async send(message) {
      const json = /json/i.test(Object.entries(config.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '');
      try {
        const response = await fetch(fill(config.url, message, false), {
          method: config.method,
          headers: config.headers,
          body: config.method === 'GET' || config.method === 'HEAD' ? undefined : fill(config.body, message, json),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
        const text = (await response.text()).slice(0, 255);
        return { status: response.ok ? SmsSendStatus.SUCCESS : SmsSendStatus.FAILURE, apiCode: String(response.status), apiMsg: text };
      } catch (error) {
        return { status: SmsSendStatus.FAILURE, apiCode: 'ERROR', apiMsg: (error instanceof Error ? error.message : String(error)).slice(0, 255) };
      }
    },
  };
}

/** The client of a channel row's code; HTTP without SMS_HTTP_URL configured fails each send, in the log. */
export function channelClient(code: string, http: SmsHttpConfig | null): SmsChannelClient {
  if (code === 'HTTP') {
    return http ? httpChannel(http) : { send: () => Promise.resolve({ status: SmsSendStatus.FAILURE, apiCode: 'CONFIG', apiMsg: '未配置 SMS_HTTP_URL' }) };
  }
  return logChannel;
}
