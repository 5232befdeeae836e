import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { contentDisposition } from './contentDisposition.ts';
import { FileErrors } from './fileErrors.ts';
import { deleteObject, ensureMaster, readObject, uploadFile } from './fileStorage.ts';
import { checkedKey } from './storageKey.ts';
import { readUpload } from './uploadReader.ts';
import { isInline, sniffUpload } from './uploadTypes.ts';

export interface FileRouteOptions {
  /** `<DATA_DIR>/files`, or undefined when the data directory is in memory (no local disk storage then). */
  filesRoot: string | undefined;
  /** The largest upload accepted (FILE_UPLOAD_MAX_MB). */
  maxBytes: number;
}

/**
 * yudao's `/infra/file`: the upload, the public download of every storage, the delete of a file row with its
 * object, and the look-up of the files a page links to. The file list itself is the manifest's `infraFile`.
 */
export function fileRoutes(db: Db, options: FileRouteOptions) {
  const { filesRoot, maxBytes } = options;
  return async function (app: FastifyInstance): Promise<void> {
    await ensureMaster(db, filesRoot);

    /**
     * Any signed-in user may upload, as in yudao (the upload has no permission there): deputies attach files to
     * proposals, units to their replies. What the file is for is checked where it is used (a proposal accepts
     * only files of its tenant's infra_file); docs/decisions.md, decision on uploads.
     */
    app.post<{ Querystring: { path?: string } }>('/infra/file/upload', {
      config: { access: 'login' },
      schema: {
        querystring: { type: 'object', properties: { path: { type: 'string', title: '文件目录', maxLength: 200 } } },
      },
    }, async (request) => {
      const upload = await readUpload(request, 'file', maxBytes);
      const directory = (upload.fields.path ?? request.query.path ?? '').trim().replace(/\/+$/, '');
      if (directory) checkedKey(directory);
      const known = await sniffUpload(upload.content, upload.name);
      const url = await uploadFile(request.scope(), filesRoot, { content: upload.content, name: upload.name, ...known }, String(request.loginUser!.id), directory || undefined);
      return ok(url);
    });

    app.delete<{ Querystring: { id: number } }>('/infra/file/delete', {
      config: { access: 'infra:file:delete' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 1 } } } },
    }, async (request) => {
      await request.scope().transaction(async (scope) => {
        const file = await scope.selectFrom('infraFile').select(['configId', 'path']).where('id', '=', request.query.id).where('deleted', '=', false).executeTakeFirst();
        if (!file) throw fail(FileErrors.NOT_EXISTS);
        await scope.deleteFrom('infraFile').where('id', '=', request.query.id).execute();
        await deleteObject(scope.db, filesRoot, file.configId, file.path);
      });
      return ok(true);
    });

    /** Name, size and type of the tenant's files at these URLs (a proposal's attachments), in no particular order. */
    app.get<{ Querystring: { urls: string } }>('/infra/file/list-by-url', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['urls'], properties: { urls: { type: 'string', title: '文件地址', maxLength: 20000 } } } },
    }, async (request) => {
      const urls = [...new Set(request.query.urls.split(',').map((u) => u.trim()).filter(Boolean))].slice(0, 100);
      if (!urls.length) return ok([]);
      const rows = await request.scope().selectFrom('infraFile').select(['url', 'name', 'size', 'type'])
        .where('url', 'in', urls).where('deleted', '=', false).execute();
      return ok(rows);
    });

    /**
     * The public download (yudao's `GET /infra/file/{configId}/get/{path}`): no sign-in and no tenant, as an <img>
     * asks for it; keys are generated and unguessable. Served with the type found when it was stored (nosniff),
     * inline for images and PDF, as an attachment with its name otherwise; cached for good (a key never gets other
     * content).
     */
    app.get<{ Params: { configId: number; '*': string } }>('/infra/file/:configId/get/*', {
      config: { access: 'public', tenantIgnore: true },
      schema: {
        params: {
          type: 'object',
          required: ['configId', '*'],
          properties: {
            configId: { type: 'integer', title: '文件配置编号', minimum: 1 },
            '*': { type: 'string', title: '文件路径', minLength: 1, maxLength: 512 },
          },
        },
      },
    }, async (request, reply) => {
      const file = await readObject(db, filesRoot, request.params.configId, request.params['*']);
      if (!file) throw fail(FileErrors.NOT_EXISTS);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', contentDisposition(isInline(file.type) ? 'inline' : 'attachment', file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.content);
    });
  };
}
