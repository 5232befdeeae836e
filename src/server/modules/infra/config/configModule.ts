import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { ok } from '../../../http/envelope.ts';
import { ServiceError } from '../../../http/errors.ts';
import { INIT_PASSWORD_KEY } from '../../system/user/userService.ts';
import { assertScoreLevels, SCORE_LEVELS_KEY } from '../../renda/dutyScore/levels.ts';

export const ConfigErrors = {
  NOT_EXISTS: { code: 1001000001, msg: '参数配置不存在' },
  CANNOT_DELETE_SYSTEM: { code: 1001000003, msg: '不能删除类型为系统内置的参数配置' },
  NOT_VISIBLE: { code: 1001000004, msg: '获取参数配置失败，原因：不允许获取不可见配置' },
};
const SYSTEM = 1;
const CUSTOM = 2;

/** yudao's ConfigService rules on top of the generic routes. */
/** Parameters whose value the platform reads with a shape: refused at write, not found broken when read. */
const VALUE_CHECKS: Readonly<Record<string, (value: unknown) => void>> = {
  [SCORE_LEVELS_KEY]: assertScoreLevels,
};

export const configHooks: ResourceHooks = {
  // Rows created from the screens are custom; built-in ones come only from the seed.
  beforeCreate: (values) => {
    VALUE_CHECKS[String(values.key)]?.(values.value);
    return { ...values, type: CUSTOM };
  },
  beforeUpdate: (values, existing) => {
    if ('key' in values || 'value' in values) VALUE_CHECKS[String(values.key ?? existing.key)]?.(values.value ?? existing.value);
  },
  beforeDelete: (existing) => {
    if (existing.type === SYSTEM) throw new ServiceError(ConfigErrors.CANNOT_DELETE_SYSTEM.code, ConfigErrors.CANNOT_DELETE_SYSTEM.msg);
  },
  // Hidden parameters (visible = false) hold the platform's secrets: outside the platform tenant they are not there
  // at all (page, get, export), whoever asks; the platform's administrators still manage them.
  visibleRows: (request) => (request.platformTenant ? undefined : (q) => q.where('visible', '=', true)),
};

/**
 * Hidden parameters that a page needs, and who may read them: the user page's 重置密码 and 新增 show the initial
 * password (yudao's user/index.vue reads it on every visit), so the platform's users who may create users or reset a
 * password may read it (issue 40 point 5: a red toast on an ordinary page otherwise); anyone else gets the refusal.
 */
const HIDDEN_READERS: Readonly<Record<string, readonly string[]>> = {
  [INIT_PASSWORD_KEY]: ['system:user:create', 'system:user:update-password'],
};

export function configRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    // Any signed-in client may read a visible parameter by key (front-end switches); hidden ones stay server-side,
    // but for the few a page needs (HIDDEN_READERS), to those whose work needs them.
    app.get<{ Querystring: { key: string } }>('/infra/config/get-value-by-key', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', title: '参数键名', minLength: 1, maxLength: 100 } } } },
    }, async (request) => {
      const row = await db.selectFrom('infraConfig').select(['value', 'visible']).where('configKey', '=', request.query.key).where('deleted', '=', false).executeTakeFirst();
      if (!row) return ok(null);
      // Another tenant's administrators never: the initial password is the platform's, given to every tenant's
      // imported users, and would let them into another tenant's accounts not yet signed in to.
      if (!row.visible && !(request.platformTenant && (await mayReadHidden(request.query.key, (code) => request.hasPermission(code))))) {
        throw new ServiceError(ConfigErrors.NOT_VISIBLE.code, ConfigErrors.NOT_VISIBLE.msg);
      }
      return ok(row.value);
    });
  };
}

async function mayReadHidden(key: string, hasPermission: (code: string) => Promise<boolean>): Promise<boolean> {
  for (const code of HIDDEN_READERS[key] ?? []) if (await hasPermission(code)) return true;
  return false;
}
