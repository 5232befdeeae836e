import type { FastifyInstance, FastifyRequest } from 'fastify';
import { englishTitles, type TitledResource } from '../../shared/i18n/englishTitles.ts';
import { enSeeded } from '../../shared/i18n/enSeeded.ts';
import { enFieldNames, enServerMessages } from '../../shared/i18n/enServerMessages.ts';
import { translateMessage, type MessageCatalogue } from '../../shared/i18n/translateMessage.ts';

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

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A message built in Chinese, in the caller's language: for the refusals an answer carries as data (the user
     * import's reason for each row it could not write). A refusal the API answers with is translated by itself.
     */
    inCallersLanguage(message: string): string;
  }
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
 * The server's English: its message templates, the English titles of the fields its refusals name (the resources'
 * and the bespoke routes', src/shared/i18n/englishTitles.ts), and the seed's words a refusal may quote (a status,
 * 建议当前为【草稿】状态, as the interface shows it); a template wins over a title, a title over a seed's word.
 */
export function englishCatalogue(resources: readonly TitledResource[]): MessageCatalogue {
  return { ...enSeeded, ...englishTitles(resources), ...enServerMessages };
}

/**
 * Every refusal the API answers, in the caller's language (`Accept-Language`): its message and the message of each
 * field. The modules build their messages in Chinese, in one place each; they are translated here, on the way out,
 * by their Chinese template (src/shared/i18n/enServerMessages.ts), fields by their English titles, so a refusal
 * built anywhere is covered. Data the answer carries (a list, a record) is never touched.
 */
export function registerMessageLanguage(app: FastifyInstance, resources: readonly TitledResource[]): void {
  const english = englishCatalogue(resources);
  const translate = (message: string) => translateMessage(message, english, enFieldNames);
  app.decorateRequest('inCallersLanguage', function (this: FastifyRequest, message: string) {
    return prefersEnglish(this.headers['accept-language']) ? translate(message) : message;
  });
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    if (!isRefusal(payload) || !prefersEnglish(request.headers['accept-language'])) return payload;
    const errors = payload.data?.errors;
    return {
      ...payload,
      msg: translate(payload.msg),
      ...(Array.isArray(errors) ? { data: { ...payload.data, errors: errors.map((e) => ({ ...e, message: translate(e.message) })) } } : {}),
    };
  });
}
