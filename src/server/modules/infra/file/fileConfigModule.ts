import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { maskSecret, secretToStore } from '../../../crud/secretMask.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { FileErrors } from './fileErrors.ts';
import { fileUrl, findConfig, writeObject } from './fileStorage.ts';
import { cleanSettings, shownSettings } from './storage/settings.ts';
import { newKey } from './storageKey.ts';

type Row = Record<string, unknown>;


/** The site's own address as the administrator reaches it: what a storage without a 自定义域名 serves files from. */
const siteOf = (request: FastifyRequest): string => new URL(`${request.protocol}://${request.host}`).origin;

const settingsOf = (row: Row): Record<string, unknown> => (row.config && typeof row.config === 'object' ? row.config as Record<string, unknown> : {});

/**
 * 文件配置 (the manifest's `fileConfig`, a table all tenants share: only the platform tenant writes it). The settings
 * are checked for their storage, the storage is fixed at creation (its files stay where they are), the master is
 * chosen only through update-master and cannot be deleted, and the S3 secret never leaves the server (decision 89).
 */
export const fileConfigHooks: ResourceHooks = {
  beforeCreate(values, ctx) {
    return { ...values, master: false, config: cleanSettings(Number(values.storage), settingsOf(values), siteOf(ctx.request)) };
  },
  beforeUpdate(values, existing, ctx) {
    if (values.config === undefined) return values;
    const given = { ...settingsOf(values) };
    given.accessSecret = secretToStore(given.accessSecret, settingsOf(existing).accessSecret);
    return { ...values, config: cleanSettings(Number(existing.storage), given, siteOf(ctx.request)) };
  },
  beforeDelete(existing) {
    if (existing.master) throw fail(FileErrors.CONFIG_DELETE_FAIL_MASTER);
  },
  afterRead(rows, ctx) {
    return rows.map((row) => {
      const settings = shownSettings(Number(row.storage), settingsOf(row), siteOf(ctx.request));
      return { ...row, config: settings.accessSecret ? { ...settings, accessSecret: maskSecret(settings.accessSecret) } : settings };
    });
  },
};

/** A 1×1 PNG, what 测试 stores (yudao's test uploads a picture too). */
const SAMPLE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const idQuery = { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 1 } } } as const;

/** update-master and test of 文件配置 (the generic routes do the rest). */
export function fileConfigRoutes(db: Db, filesRoot: string | undefined) {
  return async function (app: FastifyInstance): Promise<void> {
    app.put<{ Querystring: { id: number } }>('/infra/file-config/update-master', {
      config: { access: 'infra:file-config:update', platformOnly: TenantErrors.PLATFORM_ONLY },
      schema: { querystring: idQuery },
    }, async (request) => {
      const { id } = request.query;
      await db.transaction().execute(async (tx) => {
        if (!(await findConfig(tx, id))) throw fail(FileErrors.CONFIG_NOT_EXISTS);
        const updater = String(request.loginUser!.id);
        await tx.updateTable('infraFileConfig').set({ master: false, updater, updateTime: new Date() }).where('master', '=', true).where('id', '!=', id).execute();
        await tx.updateTable('infraFileConfig').set({ master: true, updater, updateTime: new Date() }).where('id', '=', id).execute();
      });
      return ok(true);
    });

    /** Stores a sample in the config's storage and answers its URL: whether the storage works, before it is master. */
    app.get<{ Querystring: { id: number } }>('/infra/file-config/test', {
      config: { access: 'infra:file-config:query' },
      schema: { querystring: idQuery },
    }, async (request) => {
      const config = await findConfig(db, request.query.id);
      if (!config) throw fail(FileErrors.CONFIG_NOT_EXISTS);
      const path = newKey('png', 'test');
      await db.transaction().execute((tx) =>
        writeObject(tx, config, filesRoot, path, { content: SAMPLE, name: 'test.png', type: 'image/png', extension: 'png' }, String(request.loginUser!.id)));
      return ok(fileUrl(config, path));
    });
  };
}
