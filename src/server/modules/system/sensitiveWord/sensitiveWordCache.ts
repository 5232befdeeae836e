import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { WordTrie } from './wordTrie.ts';

const ENABLED = 0;
/** How often a server reads the words again, for the writes made through another instance. */
const REFRESH_MS = 60_000;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);
const ROUTES = `${API_PREFIX}/system/sensitive-word/`;

export interface SensitiveWords {
  /** The enabled words. */
  trie(): WordTrie;
  /** Every tag of every word, sorted. */
  tags(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    sensitiveWords: SensitiveWords;
  }
}

/**
 * The words in memory (yudao's SensitiveWordServiceImpl cache): read at start, again before the answer to every
 * write on the 敏感词 routes leaves (the writer's next check sees it), and every minute (writes through another
 * instance). At the root, so its hook sees the generic routes too.
 */
export function registerSensitiveWordCache(app: FastifyInstance, db: Db): void {
  let trie = new WordTrie([]);
  let tags: string[] = [];
  const refresh = async () => {
    const rows = await db.selectFrom('systemSensitiveWord').select(['name', 'tags', 'status']).where('deleted', '=', false).execute();
    trie = new WordTrie(rows.filter((r) => r.status === ENABLED).map((r) => ({ name: r.name, tags: r.tags ?? [] })));
    tags = [...new Set(rows.flatMap((r) => r.tags ?? []))].sort();
  };
  app.decorate('sensitiveWords', { trie: () => trie, tags: () => tags });
  app.addHook('onReady', refresh);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITES.has(request.method) && request.routeOptions.url?.startsWith(ROUTES)) {
      await refresh().catch((err: unknown) => request.log.warn({ err }, 'sensitive words not refreshed'));
    }
    return payload;
  });
  const timer = setInterval(() => {
    refresh().catch((err: unknown) => app.log.warn({ err }, 'sensitive words not refreshed'));
  }, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
