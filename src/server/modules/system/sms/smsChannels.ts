import type { SmsHttpConfig } from '../../../config.ts';

/**
 * What a channel is given: the mobile, the filled-in text, the channel's signature, the provider's template number
 * and the channel's account and secret at the provider.
 */
export interface SmsMessage {
  mobile: string;
  content: string;
  signature: string;
  apiTemplateId: string;
  apiKey: string;
  apiSecret: string;
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

const ESCAPES = {
  url: encodeURIComponent,
  json: (v: string) => JSON.stringify(v).slice(1, -1),
  text: (v: string) => v,
};

/**
 * `{mobile}`, `{content}`, `{signature}`, `{apiTemplateId}`, `{apiKey}`, `{apiSecret}` filled in: URL-encoded in the URL,
 * as JSON string contents in a JSON body (quotes escaped), as they are in a header (`Authorization: Bearer {apiKey}`;
 * fetch refuses a header value with a line break).
 */
function fill(template: string, message: SmsMessage, as: keyof typeof ESCAPES): string {
  const escape = ESCAPES[as];
  return template.replace(/\{(mobile|content|signature|apiTemplateId|apiKey|apiSecret)\}/g, (_, key: keyof SmsMessage) => escape(message[key]));
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
        const response = await fetch(fill(config.url, message, 'url'), {
          method: config.method,
          headers: Object.fromEntries(Object.entries(config.headers).map(([name, value]) => [name, fill(value, message, 'text')])),
          body: config.method === 'GET' || config.method === 'HEAD' ? undefined : fill(config.body, message, json ? 'json' : 'url'),
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
