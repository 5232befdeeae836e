import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';

/**
 * Dictionary data for every signed-in client, loaded once at first navigation. Only enabled entries of enabled
 * types, ordered by type then sort, as yudao's later versions do (a disabled entry should vanish from forms).
 */
export function dictRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/system/dict-data/list-all-simple', { config: { access: 'login' } }, async () => {
      const rows = await db.selectFrom('systemDictData as d')
        .innerJoin('systemDictType as t', (join) => join.onRef('t.type', '=', 'd.dictType').on('t.deleted', '=', false).on('t.status', '=', 0))
        .select(['d.dictType', 'd.value', 'd.label', 'd.colorType', 'd.cssClass'])
        .where('d.deleted', '=', false)
        .where('d.status', '=', 0)
        .orderBy('d.dictType')
        .orderBy('d.sort')
        .orderBy('d.id')
        .execute();
      return ok(rows);
    });

    // One type's enabled entries, in order: a form that needs one dictionary need not load them all.
    app.get<{ Params: { type: string } }>('/system/dict-data/type/:type', {
      config: { access: 'login' },
      schema: { params: { type: 'object', properties: { type: { type: 'string', title: '字典类型', minLength: 1, maxLength: 100 } } } },
    }, async (request) => {
      const rows = await db.selectFrom('systemDictData')
        .select(['id', 'dictType', 'value', 'label', 'colorType', 'cssClass', 'sort'])
        .where('dictType', '=', request.params.type)
        .where('deleted', '=', false)
        .where('status', '=', 0)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(rows);
    });
  };
}
