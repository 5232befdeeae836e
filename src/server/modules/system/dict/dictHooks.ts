import type { ResourceHooks } from '../../../crud/hooks.ts';
import { ServiceError } from '../../../http/errors.ts';

export const DictErrors = {
  TYPE_NOT_EXISTS: { code: 1002006001, msg: '当前字典类型不存在' },
  TYPE_HAS_CHILDREN: { code: 1002006005, msg: '无法删除，该字典类型还有字典数据' },
};

export const dictTypeHooks: ResourceHooks = {
  beforeDelete: async (existing, { db }) => {
    const child = await db.selectFrom('systemDictData').select('id').where('dictType', '=', String(existing.type)).where('deleted', '=', false).executeTakeFirst();
    if (child) throw new ServiceError(DictErrors.TYPE_HAS_CHILDREN.code, DictErrors.TYPE_HAS_CHILDREN.msg);
  },
};

async function assertTypeExists(db: Parameters<NonNullable<ResourceHooks['beforeDelete']>>[1]['db'], type: unknown): Promise<void> {
  const row = await db.selectFrom('systemDictType').select('id').where('type', '=', String(type)).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw new ServiceError(DictErrors.TYPE_NOT_EXISTS.code, DictErrors.TYPE_NOT_EXISTS.msg);
}

export const dictDataHooks: ResourceHooks = {
  beforeCreate: async (values, { db }) => assertTypeExists(db, values.dictType),
  beforeUpdate: async (values, _existing, { db }) => {
    if (values.dictType !== undefined) await assertTypeExists(db, values.dictType);
  },
};
