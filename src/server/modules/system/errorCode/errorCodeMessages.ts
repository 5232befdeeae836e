import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { API_PREFIX } from '../../../http/errorHandler.ts';
import { APPLICATION_NAME, errorCodeCatalogue } from './errorCodeCatalogue.ts';

/** yudao's ErrorCodeTypeEnum. */
export const ErrorCodeType = { AUTO: 1, MANUAL: 2 } as const;

/** How often a server reads the manual messages again, for the writes made through another instance. */
const REFRESH_MS = 60_000;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);
const ERROR_CODE_ROUTES = `${API_PREFIX}/system/error-code/`;

/**
 * Writes the server's own codes into system_error_code at start-up (yudao's ErrorCodeAutoGenerateService), so the
 * 错误码 screen lists them: a missing code is added as type 1 (自动生成), a type-1 row whose message changed in
 * code is brought up to date, and a row an administrator wrote (type 2) is left alone. Runs under the start-up lock.
 */
export async function syncErrorCodes(db: Db, resources: readonly Resource[]): Promise<number> {
  const rows = await db.selectFrom('systemErrorCode').select(['id', 'code', 'type', 'message']).where('deleted', '=', false).execute();
  const byCode = new Map(rows.map((r) => [Number(r.code), r]));
  const missing: { code: number; message: string }[] = [];
  let changed = 0;
  for (const [code, message] of errorCodeCatalogue(resources)) {
    const row = byCode.get(code);
    if (!row) missing.push({ code, message });
    else if (row.type === ErrorCodeType.AUTO && row.message !== message) {
      await db.updateTable('systemErrorCode').set({ message, updater: 'system', updateTime: new Date() }).where('id', '=', row.id).execute();
      changed++;
    }
  }
  if (missing.length) {
    await db.insertInto('systemErrorCode')
      .values(missing.map(({ code, message }) => ({ type: ErrorCodeType.AUTO, applicationName: APPLICATION_NAME, code, message, memo: '', creator: 'system', updater: 'system' })))
      .execute();
  }
  return missing.length + changed;
}

/**
 * The messages administrators set (type-2 rows), kept in memory and answered by the error handler in place of the
 * code's own message (http/errorHandler.ts). Read at start, again before the answer to every write on the 错误码
 * routes leaves (so the writer's next request sees it), and every minute (writes through another instance). At the root, so
 * its hook sees the generic routes too.
 */
export function registerErrorCodeMessages(app: FastifyInstance, db: Db): void {
  let messages = new Map<number, string>();
  const refresh = async () => {
    const rows = await db.selectFrom('systemErrorCode').select(['code', 'message'])
      .where('type', '=', ErrorCodeType.MANUAL).where('deleted', '=', false).execute();
    messages = new Map(rows.map((r) => [Number(r.code), r.message]));
  };
  app.decorate('errorCodeMessage', (code: number) => messages.get(code));
  app.addHook('onReady', refresh);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITES.has(request.method) && request.routeOptions.url?.startsWith(ERROR_CODE_ROUTES)) {
      await refresh().catch((err: unknown) => request.log.warn({ err }, 'error code messages not refreshed'));
    }
    return payload;
  });
  const timer = setInterval(() => {
    refresh().catch((err: unknown) => app.log.warn({ err }, 'error code messages not refreshed'));
  }, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
