import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';

/** yudao's get-tags and validate-text beside the generic 敏感词 routes; the words come from sensitiveWordCache.ts. */
export function sensitiveWordRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/sensitive-word/get-tags', { config: { access: 'system:sensitive-word:query' } }, async () => ok(app.sensitiveWords.tags()));

    // `tags` as the v1.6.2 client sends it (qs arrayFormat 'repeat': tags=a&tags=b) and as Spring's List<String>
    // binding also takes it (tags=a,b).
    app.get<{ Querystring: { text: string; tags?: string[] } }>('/system/sensitive-word/validate-text', {
      config: { access: 'system:sensitive-word:query' },
      schema: {
        querystring: {
          type: 'object',
          required: ['text'],
          properties: {
            text: { type: 'string', title: '文本', minLength: 1, maxLength: 10_000 },
            tags: { type: 'array', title: '标签', items: { type: 'string', maxLength: 1000 }, maxItems: 50 },
          },
        },
      },
    }, async (request) => {
      const tags = (request.query.tags ?? []).flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
      return ok(app.sensitiveWords.trie().find(request.query.text, tags));
    });
  };
}
