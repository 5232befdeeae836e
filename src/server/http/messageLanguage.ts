import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enServerMessages } from '../../shared/i18n/enServerMessages.ts';
import { translateMessage } from '../../shared/i18n/translateMessage.ts';

/**
 * Whether the caller reads English: the language it ranks highest among those we answer in (Chinese, English).
 * No header, or Chinese first, is Chinese (the product's language and yudao's).
 */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  let best: { english: boolean; q: number } | undefined;
  for (const range of acceptLanguage.split(',')) {
    const [tag, ...params] = range.trim().toLowerCase().split(';');
    const english = /^en(-|$)/.test(tag ?? '');
    if (!english && !/^zh(-|$)/.test(tag ?? '')) continue;
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { english, q };
  }
  return best?.english ?? false;
}

interface Refusal {
  code: number;
  msg: string;
  data?: { errors?: { field: string; message: string }[] } | null;
}

const isRefusal = (payload: unknown): payload is Refusal =>
  !!payload && typeof payload === 'object' && typeof (payload as Refusal).code === 'number' && (payload as Refusal).code !== 0
  && typeof (payload as Refusal).msg === 'string';

/**
 * Every refusal the API answers, in the caller's language (`Accept-Language`): its message and the message of each
 * field. The modules build their messages in Chinese, in one place each; they are translated here, on the way out,
 * by their Chinese template (src/shared/i18n/enServerMessages.ts), so a refusal built anywhere is covered. Data
 * the answer carries (a list, a record) is never touched.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    if (!isRefusal(payload) || !prefersEnglish(request.headers['accept-language'])) return payload;
    const errors = payload.data?.errors;
    return {
      ...payload,
      msg: translateMessage(payload.msg, enServerMessages),
      ...(Array.isArray(errors) ? { data: { ...payload.data, errors: errors.map((e) => ({ ...e, message: translateMessage(e.message, enServerMessages) })) } } : {}),
    };
  });
}
